"""Import the player list from a CSV or Excel (.xlsx) file: preview first, then apply.

The first row names the columns (any order, any case): `name` (required), and optionally
`membership_number` and `notes` (docs/database.md, "Importing players"). Each line becomes a
new player, new details for a known one (matched by membership number, so a new name there
is a rename, shown as such in the preview; else by name), or nothing. Blank names, names or
membership numbers repeated in the file, and unreadable files are refused with one line each;
when anything is refused, nothing is imported. A cell a spreadsheet would run as a formula
(starting with = + - @) is kept as text behind an apostrophe (OWASP "CSV injection"), and the
preview says so.

Limits, checked before the file is parsed (docs/cli.md, "Limits"): the file is at most
MAX_FILE_BYTES; an .xlsx holds at most MAX_XLSX_PARTS parts whose declared uncompressed sizes
add up to at most MAX_XLSX_UNCOMPRESSED (a zip bomb is refused from its directory alone, and
zipfile never inflates a part past its declared size), and no part declares a DOCTYPE or an
ENTITY (an XML entity-expansion bomb; a spreadsheet never needs one); at most MAX_ROWS lines
and MAX_COLUMNS columns are read.
"""

from __future__ import annotations

import csv
import io
import stat
import zipfile
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from whistclub.persistence.database import Database
from whistclub.services.club import PlayerImport, import_players, list_players
from whistclub.services.errors import ServiceError
from whistclub.services.export import FORMULA_STARTS
from whistclub.services.text import excerpt, too_long
from whistclub.services.unit import Changes

MAX_FILE_BYTES = 10_000_000  # 10,000 players with long notes fit in 2 MB of CSV
MAX_XLSX_UNCOMPRESSED = 50_000_000  # Excel's own xlsx of 10,000 players inflates to ~3 MB
MAX_XLSX_PARTS = 1_000
MAX_ROWS = 10_000  # a club register, with room to spare; the heading is one of them
MAX_COLUMNS = 50  # name, membership number and notes, among whatever else the sheet has
_XML_DECLARATIONS = (b"<!DOCTYPE", b"<!ENTITY")
# What zipfile raises on damaged data: a flipped byte in a header or in the deflated stream.
DAMAGED_ZIP = (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, NotImplementedError, EOFError)

COLUMNS: dict[str, tuple[str, ...]] = {
    "name": ("name", "player", "nombre", "jugador"),
    "membership_number": (
        "membership_number",
        "membership number",
        "membership",
        "number",
        "socio",
    ),
    "notes": ("notes", "note", "notas"),
}


@dataclass(frozen=True)
class Refusal:
    """A refused line: its English sentence, and a code with data so the window can say it in
    its own language (codes: blank_name, duplicate_name, duplicate_number, no_players;
    too_long and service, whose `refusal` or text is a service refusal that
    whistclub/services/refusal_words.py words; "" for others)."""

    text: str
    code: str = ""
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class ImportPreview:
    """What an import would do: the plan and its lines, and the lines refused (`errors`, in
    English; `refusals`, the same with codes). With refusals nothing is imported, unless the
    secretary asks to skip them and import the good lines."""

    source: Path
    lines: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    plan: list[PlayerImport] = field(default_factory=list)
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    refusals: list[Refusal] = field(default_factory=list)

    def refuse(self, text: str, code: str = "", **data: Any) -> None:
        self.errors.append(text)
        self.refusals.append(Refusal(text, code, data))


def preview_import(database: Database, source: Path) -> ImportPreview:
    preview = ImportPreview(Path(source))
    try:
        records = list(_read(preview.source))
    except ServiceError as error:
        preview.refuse(str(error), "service")
        return preview
    if not records:
        preview.refuse(
            f"{source}: no players in the file (only a heading, or empty)",
            "no_players",
            source=str(source),
        )
        return preview
    existing = list_players(database)
    by_number = {p["membership_number"]: p for p in existing if p["membership_number"]}
    by_name: dict[str, list[dict[str, Any]]] = {}
    for player in existing:
        by_name.setdefault(player["name"].casefold(), []).append(player)
    seen_names: dict[str, int] = {}
    seen_numbers: dict[str, int] = {}
    for line, cells in records:
        _plan_line(preview, line, cells, by_number, by_name, seen_names, seen_numbers)
    return preview


def apply_import(
    database: Database, preview: ImportPreview, skip_refused: bool = False
) -> Changes | None:
    """Import a preview in one transaction; None when there is nothing to do. With refused
    lines nothing is imported, unless `skip_refused`: then the good lines are imported and the
    refused ones are left out (the audit entry says how many)."""
    if preview.errors and not skip_refused:
        raise ServiceError(f"{len(preview.errors)} lines were refused; nothing was imported")
    if not preview.plan:
        return None
    skipped = len(preview.errors) if skip_refused else 0
    return import_players(database, preview.plan, skipped=skipped)


def _plan_line(
    preview: ImportPreview,
    line: int,
    cells: dict[str, str],
    by_number: dict[str, dict[str, Any]],
    by_name: dict[str, list[dict[str, Any]]],
    seen_names: dict[str, int],
    seen_numbers: dict[str, int],
) -> None:
    raw_name = " ".join(cells.get("name", "").split())
    if not raw_name:
        preview.refuse(
            f"line {line}: the name is blank; type the name or delete the line",
            "blank_name",
            line=line,
        )
        return
    raw_number = " ".join(cells.get("membership_number", "").split())
    name, number, notes = (
        _neutral(preview, line, column, value)
        for column, value in (
            ("name", raw_name),
            ("membership_number", raw_number),
            ("notes", cells.get("notes", "").strip()),
        )
    )
    # Measured as stored, apostrophe included (issue 22 item 11): the same rule as the
    # database's column, so a SQLite club always restores into PostgreSQL.
    for column, value in (("name", name), ("membership_number", number)):
        if refusal := too_long("player", column, value):
            preview.refuse(f"line {line}: {refusal}", "too_long", line=line, refusal=refusal)
            return
    key = name.casefold()
    if key in seen_names:
        preview.refuse(
            f"line {line}: {name} is already on line {seen_names[key]}; keep one of them",
            "duplicate_name",
            line=line,
            name=name,
            first=seen_names[key],
        )
        return
    seen_names[key] = line
    if number and number in seen_numbers:
        preview.refuse(
            f"line {line}: membership number {number} is already on line {seen_numbers[number]}",
            "duplicate_number",
            line=line,
            number=number,
            first=seen_numbers[number],
        )
        return
    if number:
        seen_numbers[number] = line
    match = by_number.get(number) if number else None
    if match is None:
        namesakes = by_name.get(key, [])
        match = namesakes[0] if len(namesakes) == 1 else None
        if match is not None and number and match["membership_number"] not in (None, number):
            match = None  # a namesake with another number is another person
    if match is None:
        preview.plan.append(PlayerImport(line, name, number or None, notes))
        preview.lines.append(
            f"line {line}: add {name}" + (f" (membership {number})" if number else "")
        )
        preview.added += 1
        return
    differences = []
    if match["name"] != name:
        differences.append(f"name {match['name']} → {name}")
    if number and match["membership_number"] != number:
        differences.append(f"membership number {match['membership_number'] or 'none'} → {number}")
    if "notes" in cells and notes != match["notes"]:
        differences.append("notes")
    if not differences:
        preview.lines.append(f"line {line}: unchanged: {match['name']}")
        preview.unchanged += 1
        return
    preview.plan.append(
        PlayerImport(
            line,
            name,
            number or None,
            notes if "notes" in cells else None,
            player_id=match["id"],
            seen_version=match["version"],
        )
    )
    preview.lines.append(f"line {line}: update {match['name']}: {', '.join(differences)}")
    preview.updated += 1


def _neutral(preview: ImportPreview, line: int, column: str, value: str) -> str:
    if value.startswith(FORMULA_STARTS[:4]):
        preview.lines.append(
            f"line {line}: {column} starts with {value[0]!r}; kept as text, not a formula"
        )
        return f"'{value}"
    return value


# -- reading files -------------------------------------------------------------------------


def _read(source: Path) -> Iterator[tuple[int, dict[str, str]]]:
    """(line number, {column: text}) for each non-empty line after the heading."""
    if not source.is_file():
        raise ServiceError(f"{source}: {_what_it_is(source)}")
    suffix = source.suffix.lower()
    if suffix not in (".csv", ".xlsx"):
        raise ServiceError(
            f"{source}: only .csv and .xlsx files can be imported; save it as one of those"
        )
    size = source.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ServiceError(
            f"{source}: the file is {size / 1e6:.0f} MB; a player list is at most "
            f"{MAX_FILE_BYTES // 1_000_000} MB: check it is the right file"
        )
    rows = _limited(source, _csv_rows(source) if suffix == ".csv" else _xlsx_rows(source))
    heading = next(rows, None)
    if heading is None:
        raise ServiceError(f"{source}: the file is empty; the first line must name the columns")
    positions = _columns(source, heading)
    for line, row in enumerate(rows, start=2):
        if not any(cell.strip() for cell in row):
            continue
        yield line, {column: row[i] if i < len(row) else "" for column, i in positions.items()}


def _limited(source: Path, rows: Iterator[list[str]]) -> Iterator[list[str]]:
    """The rows, refused as a whole at the first line past MAX_ROWS (nothing is imported)."""
    for count, row in enumerate(rows, start=1):
        if count > MAX_ROWS:
            raise ServiceError(
                f"{source}: the file has more than {MAX_ROWS:,} lines; "
                "import a club register of at most that many players at a time"
            )
        yield row[:MAX_COLUMNS]


def _what_it_is(source: Path) -> str:
    """Why SOURCE is no file to import: a folder, a pipe, a device such as /dev/null."""
    try:
        mode = source.stat().st_mode
    except OSError:
        return "there is no such file; check the name"
    if stat.S_ISDIR(mode):
        return "this is a folder, not a file: give the .csv or .xlsx file inside it"
    if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
        return "this is a pipe, not a file: save the player list as a .csv or .xlsx file first"
    return "this is a device (such as /dev/null), not a file: give the .csv or .xlsx file"


def _columns(source: Path, heading: Sequence[str]) -> dict[str, int]:
    names = [" ".join(cell.replace("_", " ").split()).casefold() for cell in heading]
    positions: dict[str, int] = {}
    for column, aliases in COLUMNS.items():
        wanted = {alias.replace("_", " ") for alias in aliases}
        found = [i for i, name in enumerate(names) if name in wanted]
        if len(found) > 1:
            raise ServiceError(f"{source}: line 1 has two {column} columns; keep one")
        if found:
            positions[column] = found[0]
    if "name" not in positions:
        raise ServiceError(
            f"{source}: line 1 must name the columns and include 'name' "
            f"(found: {', '.join(heading) or 'nothing'})"
        )
    return positions


def _csv_rows(source: Path) -> Iterator[list[str]]:
    try:
        text = source.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        try:
            text = source.read_text(encoding="cp1252")  # older Excel "CSV" on Windows
        except UnicodeDecodeError:
            raise ServiceError(f"{source}: not a text file; save it as CSV (UTF-8)") from None
    if "\x00" in text:
        raise ServiceError(f"{source}: not a CSV text file (it holds binary data)")
    try:
        dialect: Any = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    try:
        yield from csv.reader(io.StringIO(text), dialect)
    except csv.Error as error:
        raise ServiceError(f"{source}: not a readable CSV file ({error})") from None


def _xlsx_rows(source: Path) -> Iterator[list[str]]:
    from openpyxl import load_workbook

    _refuse_bombs(source)
    try:
        # Formulas are read as their text (never evaluated), so they can be neutralised.
        workbook = load_workbook(source, read_only=True, data_only=False)
    except Exception as error:  # a damaged file can fail anywhere inside openpyxl
        raise _unreadable(source, error) from None
    try:
        sheet = workbook.worksheets[0]
        rows = sheet.iter_rows(values_only=True, max_col=MAX_COLUMNS)
        while True:
            try:
                row = next(rows, None)
            except Exception as error:  # damaged XML or zip data, met while reading rows
                raise _unreadable(source, error) from None
            if row is None:
                return
            yield [_xlsx_text(cell) for cell in row]
    finally:
        workbook.close()


def _unreadable(source: Path, error: BaseException) -> ServiceError:
    detail = excerpt(str(error) or type(error).__name__, 80)
    return ServiceError(
        f"{source}: not a readable Excel (.xlsx) file ({detail}); it may be damaged: "
        "save it again from Excel or LibreOffice"
    )


def _refuse_bombs(source: Path) -> None:
    """Refuse, from the zip's directory and a scan of its XML, what would exhaust the laptop."""
    try:
        with zipfile.ZipFile(source) as archive:
            parts = archive.infolist()
            if len(parts) > MAX_XLSX_PARTS:
                raise ServiceError(f"{source}: not a player list ({len(parts):,} parts inside)")
            declared = sum(part.file_size for part in parts)
            if declared > MAX_XLSX_UNCOMPRESSED:
                raise ServiceError(
                    f"{source}: the workbook unpacks to {declared / 1e6:,.0f} MB; a player "
                    f"list is at most {MAX_XLSX_UNCOMPRESSED // 1_000_000} MB: "
                    "check it is the right file"
                )
            for part in parts:
                if part.filename.endswith((".xml", ".rels")) and _declares_entities(archive, part):
                    raise ServiceError(
                        f"{source}: the workbook declares XML entities ({part.filename}), "
                        "which a spreadsheet never needs; save it again from Excel or "
                        "LibreOffice"
                    )
    except (*DAMAGED_ZIP, OSError) as error:
        raise _unreadable(source, error) from None


def _declares_entities(archive: zipfile.ZipFile, part: zipfile.ZipInfo) -> bool:
    overlap = max(len(d) for d in _XML_DECLARATIONS) - 1
    tail = b""
    with archive.open(part) as stream:
        while chunk := stream.read(1 << 20):
            window = tail + chunk
            if any(declaration in window for declaration in _XML_DECLARATIONS):
                return True
            tail = window[-overlap:]
    return False


def _xlsx_text(cell: Any) -> str:
    if cell is None:
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))  # membership number 12 typed in Excel comes back as 12.0
    return str(cell)
