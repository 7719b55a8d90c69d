"""Export the whole club as CSV files (one per kind of row) and one JSON file.

The columns are documented in docs/database.md ("Export"). Facts are exported as stored;
scores are derived, so club.json adds each game's scored result (or why it does not score)
beside its facts, marked as derived. Text cells that a spreadsheet would run as a formula
(starting with = + - @, or a tab or carriage return) get a leading apostrophe in the CSV files
(OWASP "CSV injection"); numbers are written as numbers.
"""

from __future__ import annotations

import csv
import io
import json
import operator
import shutil
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, BinaryIO

import orjson
import sqlalchemy as sa

from whistclub import __version__
from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.persistence.database import Database
from whistclub.persistence.mappers import game_document
from whistclub.persistence.revisions import head_revision
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError
from whistclub.services.export_rows import (
    STREAM_BATCH,
    ExactFloat,
    _marked,
    _read,
    _rows,
    utc,
)

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

# file name -> (table, columns); JSON-valued columns are written as compact JSON text.
CSV_FILES: dict[str, tuple[str, tuple[str, ...]]] = {
    "players.csv": (
        "player",
        ("id", "name", "membership_number", "active", "notes", "publish_name", "version"),
    ),
    "seasons.csv": ("season", ("id", "name", "starts_on", "ends_on", "version")),
    "competitions.csv": ("competition", ("id", "season_id", "name", "position", "rule", "version")),
    "games.csv": (
        "game",
        ("id", "season_id", "title", "played_on", "profile", "header", "version"),
    ),
    "game_seats.csv": ("game_seat", ("id", "game_id", "seat", "player_id", "version")),
    "deals.csv": ("deal", ("id", "game_id", "position", "facts", "version")),
    "drive_events.csv": (
        "drive_event",
        ("id", "season_id", "name", "held_on", "settings", "version"),
    ),
    "drive_entrants.csv": (
        "drive_entrant",
        ("id", "event_id", "number", "name", "player_id", "active", "facts", "version"),
    ),
    "drive_entrant_changes.csv": (
        "drive_entrant_change",
        ("id", "event_id", "position", "facts", "version"),
    ),
    "drive_seatings.csv": ("drive_seating", ("id", "event_id", "change", "facts", "version")),
    "drive_table_results.csv": (
        "drive_table_result",
        ("id", "event_id", "change", "table_number", "facts", "version"),
    ),
    "settings.csv": ("setting", ("id", "key", "value", "version")),
    "audit.csv": ("audit", ("id", "at", "action", "summary", "undoes", "before", "after")),
}


@dataclass(frozen=True, slots=True)
class Exported:
    folder: Path
    files: tuple[Path, ...]
    rows: dict[str, int]


def neutralise(text: str) -> str:
    """Text a spreadsheet would take for a formula, made plain text with a leading apostrophe."""
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return value
    if isinstance(value, datetime):
        return utc(value).isoformat()  # docs/database.md: times in UTC, with the offset
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Mapping | list):
        return _compact(value)
    return neutralise(str(value))


def _compact(value: Any) -> str:
    """json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")), by
    orjson's C encoder (see ExactFloat)."""
    try:
        return orjson.dumps(value, default=_json_default, option=COMPACT).decode()
    except (TypeError, orjson.JSONEncodeError):  # an integer past 64 bits
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


COMPACT = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


def export_club(database: Database, folder: Path, *, now: datetime | None = None) -> Exported:
    """Write the CSV files and club.json into `folder` (created; existing files are refused).

    Everything is streamed: each CSV row by row, club.json game by game and evening by
    evening, so the memory an export takes does not grow with the club. `now` is the export's
    time stamp (the present when not given)."""
    folder = Path(folder)
    clashes = [name for name in [*CSV_FILES, "club.json"] if (folder / name).exists()]
    if clashes:
        raise ServiceError(
            f"{folder} already holds an export ({', '.join(clashes[:3])}); choose an empty folder"
        )
    folder.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    # One read transaction: every file shows the club at the same moment. The tables club.json
    # lists as they are are read once: each row goes to its CSV file and, laid out, to a
    # scratch file beside it that club.json is then copied from; but the audit, the last
    # table of both, goes straight into club.json while it is written to audit.csv (no scratch
    # file: the big club's audit is 21 MB of its 36 MB club.json).
    with ExitStack() as stack:
        connection = stack.enter_context(database.engine.connect())
        stack.enter_context(connection.begin())
        scratch = {
            table: stack.enter_context(tempfile.TemporaryFile(dir=folder, prefix=".export-"))
            for table in AS_THEY_ARE.values()
            if table != STRAIGHT
        }
        parts = {
            table: _EveningRows(
                stack.enter_context(tempfile.TemporaryFile(dir=folder, prefix=".export-"))
            )
            for table in DRIVE_PARTS.values()
        }
        for file_name, (table, columns) in CSV_FILES.items():
            if table == STRAIGHT:
                continue
            rows = _rows(connection, table)
            if table in scratch:
                rows = _laid_out(rows, scratch[table])
            elif table in parts:
                rows = parts[table].laid_out(rows)
            counts[file_name] = _write_csv(folder / file_name, columns, rows)

        def straight(handle: BinaryIO) -> None:
            file_name, columns = STRAIGHT_CSV, CSV_FILES[STRAIGHT_CSV][1]
            rows = _laid_out(_rows(connection, STRAIGHT), handle)
            counts[file_name] = _write_csv(folder / file_name, columns, rows)

        # club.json is written as bytes: orjson writes UTF-8, which a text file would have
        # decoded and encoded again (36 MB on the big club's fifth)
        with (folder / "club.json").open("wb") as handle:
            _write_club_json(handle, connection, now or datetime.now(UTC), scratch, parts, straight)
    files = tuple(folder / name for name in [*CSV_FILES, "club.json"])
    return Exported(folder, files, {name: counts[name] for name in CSV_FILES})


# club.json's lists that are a table's rows as they are (the others: games, drives).
AS_THEY_ARE = {
    "players": "player",
    "seasons": "season",
    "competitions": "competition",
    "settings": "setting",
    "audit": "audit",
}
STRAIGHT, STRAIGHT_CSV = "audit", "audit.csv"  # the last table of the CSV files and club.json
assert list(AS_THEY_ARE.values())[-1] == STRAIGHT == list(CSV_FILES.values())[-1][0]


def _write_club_json(
    handle: BinaryIO,
    connection: sa.Connection,
    now: datetime,
    scratch: Mapping[str, BinaryIO],
    parts: Mapping[str, _EveningRows],
    straight: Callable[[BinaryIO], None],
) -> None:
    """club.json, byte for byte what json.dumps(..., indent=2) makes of the whole club, written
    one item at a time (games with their seats, deals and scores; evenings with their rows;
    the tables as they are copied from their scratch files; the audit by `straight`, which
    writes its list into the file)."""
    head = {
        "format": "whistclub-club-export",
        "app_version": __version__,
        "schema_revision": head_revision(),
        "exported_at": now.isoformat(),
    }
    lists: dict[str, Iterable[Any] | BinaryIO | Callable[[BinaryIO], None]] = {
        "players": scratch["player"],
        "seasons": scratch["season"],
        "competitions": scratch["competition"],
        "games": _games(connection),
        "drives": _drives(connection, parts),
        "settings": scratch["setting"],
        "audit": straight,
    }
    handle.write(b"{")
    for n, (key, value) in enumerate(head.items()):
        handle.write((b"," if n else b"") + b"\n  " + _laid(key) + b": " + _laid(value, 1))
    for key, rows in lists.items():
        handle.write(b",\n  " + _laid(key) + b": ")
        if isinstance(rows, io.IOBase):
            rows.seek(0)
            shutil.copyfileobj(rows, handle)
        elif callable(rows):
            rows(handle)
        else:
            _write_list(handle, rows)
    handle.write(b"\n}")


def _laid_out(rows: Iterable[dict[str, Any]], scratch: BinaryIO) -> Iterator[dict[str, Any]]:
    """The rows, passed on, each also written to `scratch` as club.json's list lays it out:
    a batch of rows at a time, a file write costing more than laying out a short row."""
    pieces: list[bytes] = []
    empty = True
    for row in rows:
        pieces.append((b"[" if empty else b",") + b"\n    " + _laid(row, 2))
        empty = False
        if len(pieces) == STREAM_BATCH:
            scratch.write(b"".join(pieces))
            pieces.clear()
        yield row
    scratch.write(b"".join(pieces) + (b"[]" if empty else b"\n  ]"))


def _write_list(handle: BinaryIO, rows: Iterable[Any]) -> None:
    """A list at the top level's second depth, as json.dumps(indent=2) lays it out."""
    empty = True
    for row in rows:
        text = row.text if isinstance(row, Laid) else _laid(row, 2)
        handle.write((b"[" if empty else b",") + b"\n    " + text)
        empty = False
    handle.write(b"[]" if empty else b"\n  ]")


INDENTED = orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


def _laid(value: Any, depth: int = 0) -> bytes:
    """What json.dumps(value, ensure_ascii=False, indent=2) writes for a value sitting `depth`
    levels down, in UTF-8, by orjson's C encoder (json's indenting encoder is pure Python, ten
    times slower; see ExactFloat)."""
    try:
        text = orjson.dumps(value, default=_json_default, option=INDENTED)
    except (TypeError, orjson.JSONEncodeError):  # an integer past 64 bits
        text = json.dumps(value, ensure_ascii=False, indent=2, default=_json_default).encode()
    return text.replace(b"\n", b"\n" + b"  " * depth) if depth else text


def _games(connection: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each game with its seats, its document and its derived score, one game at a time."""
    deal, seat = metadata.tables["deal"], metadata.tables["game_seat"]
    for game in _rows(connection, "game"):
        deals = list(_read(connection, deal, ("game_id", game["id"])))
        seats = {
            r["seat"]: r["player_id"] for r in _read(connection, seat, ("game_id", game["id"]))
        }
        document = game_document(game["header"], deals)
        yield {
            "id": game["id"],
            "season_id": game["season_id"],
            "title": game["title"],
            "played_on": game["played_on"],
            "seats": seats,
            "document": document,
            "derived": _derived(document),
        }


DRIVE_PARTS = {
    "entrants": "drive_entrant",
    "entrant_changes": "drive_entrant_change",
    "seatings": "drive_seating",
    "results": "drive_table_result",
}


def _drives(connection: sa.Connection, parts: Mapping[str, _EveningRows]) -> Iterator[Laid]:
    """Each evening with its entrants, changes, seatings and results, one evening at a time,
    laid out as club.json holds it: from the rows the CSV pass laid out where each table's
    rows came evening by evening, else read again for the evening."""
    for event in _rows(connection, "drive_event"):
        head = _laid(event, 2)
        assert head.endswith(b"\n    }")  # an evening has at least its id
        text = [head[: -len(b"\n    }")]]
        for key, name in DRIVE_PARTS.items():
            table = metadata.tables[name]
            laid = parts[name].of(event["id"])
            if laid is None:
                rows = _read(connection, table, ("event_id", event["id"]))
                laid = b",".join(b"\n        " + _laid(row, 4) for row in rows)
            listed = b"[" + laid + b"\n      ]" if laid else b"[]"
            text.append(b',\n      "' + key.encode() + b'": ' + listed)
        text.append(b"\n    }")
        yield Laid(b"".join(text))


@dataclass(frozen=True, slots=True)
class Laid:
    """A list item already laid out as club.json's list holds it (_write_list writes it)."""

    text: bytes


class _EveningRows:
    """One drive table's rows, laid out as club.json lists them inside their evening, kept in a
    scratch file while the CSV pass reads the table in id order: each evening's rows are one
    run of the file where the table's rows come evening by evening (as a club enters them);
    an evening met again after another's is read again for club.json (`of` gives None)."""

    def __init__(self, scratch: BinaryIO) -> None:
        self.scratch = scratch
        self.spans: dict[int, tuple[int, int]] = {}
        self.broken: set[int] = set()
        self.current: int | None = None
        self.start = 0

    def laid_out(self, rows: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        first = True
        for row in rows:
            event = row["event_id"]
            if event != self.current:
                self._close()
                if event in self.spans:
                    self.broken.add(event)  # its rows come in two runs: read again
                self.current, self.start = event, self.scratch.tell()
                first = True
            self.scratch.write((b"\n        " if first else b",\n        ") + _laid(row, 4))
            first = False
            yield row
        self._close()

    def _close(self) -> None:
        if self.current is not None and self.current not in self.broken:
            self.spans[self.current] = (self.start, self.scratch.tell())
        self.current = None

    def of(self, event_id: int) -> bytes | None:
        """The evening's rows laid out (b"" for none), or None: read them again."""
        if event_id in self.broken:
            return None
        span = self.spans.get(event_id)
        if span is None:
            return b""
        self.scratch.seek(span[0])
        text = self.scratch.read(span[1] - span[0])
        self.scratch.seek(0, io.SEEK_END)
        return text


def _derived(document: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return {"scores": _marked(score_document(document))}
    except DomainError as error:
        return {"error": str(error)}


def _write_csv(path: Path, columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> int:
    """The CSV file, row by row; how many rows it holds."""
    count = 0
    # The BOM: Excel reads the accents of Spanish names right only with it. Written by hand
    # rather than by the utf-8-sig codec, whose encoder is Python code called at every write
    # (one a row), where utf-8's is the C one: the same bytes.
    with path.open("w", encoding="utf-8", newline="") as handle:
        handle.write(BOM)
        writer = csv.writer(handle)
        writer.writerow(columns)
        cells, pick = _CELLS.get, operator.itemgetter(*columns)
        for row in rows:
            # ints (most cells: ids, numbers, versions) are written as they are, without the
            # call that would give them back unchanged
            writer.writerow(
                [v if type(v) is int else cells(type(v), csv_cell)(v) for v in pick(row)]
            )
            count += 1
    return count


BOM = "\ufeff"


def _same(value: Any) -> Any:
    return value


# csv_cell for the plain types a row holds, looked up by type instead of tested in turn.
_CELLS: dict[type, Callable[[Any], Any]] = {
    type(None): lambda _: "",
    bool: lambda value: "yes" if value else "no",
    int: _same,
    float: _same,
    str: neutralise,
    dict: _compact,
    list: _compact,
    datetime: lambda value: utc(value).isoformat(),
    date: date.isoformat,
}


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime):
        return utc(value).isoformat()
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, ExactFloat):
        return orjson.Fragment(json.dumps(float(value)))
    raise TypeError(f"cannot write {type(value).__name__} as JSON")
