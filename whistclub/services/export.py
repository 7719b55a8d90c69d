"""Export the whole club as CSV files (one per kind of row) and one JSON file.

The columns are documented in docs/database.md ("Export"). Facts are exported as stored;
scores are derived, so club.json adds each game's scored result (or why it does not score)
beside its facts, marked as derived. Text cells that a spreadsheet would run as a formula
(starting with = + - @, or a tab or carriage return) get a leading apostrophe in the CSV files
(OWASP "CSV injection"); numbers are written as numbers.
"""

from __future__ import annotations

import csv
import functools
import io
import json
import math
import operator
import re
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
from sqlalchemy.dialects import sqlite

from whistclub import __version__
from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.persistence.database import Database
from whistclub.persistence.mappers import game_document
from whistclub.persistence.revisions import head_revision
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError

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
    if isinstance(value, datetime | date):
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


class ExactFloat(float):
    """A float json writes with an exponent (below 1e-4 or from 1e16 up: "1e-05", "1e+16"),
    or NaN or an infinity. orjson writes every other value byte for byte as json does
    (ensure_ascii=False: UTF-8 as is, the same escapes, floats by the same shortest round trip,
    an indent of two laid out the same way) but these its own way ("0.00001", "1e16", null);
    as this subclass they go to _json_default, which writes json's text."""


def _odd(text: str) -> bool:
    """Whether stored JSON text (written by json) may hold such a float, or an integer past
    64 bits (which orjson reads as a float): json writes those floats' exponent with a sign
    ("e-05", "e+16"), and such an integer has 19 digits or more; a string that only looks so
    costs a slower read, never other bytes. The text is looked at as bytes with every digit
    made 0, so that a long number is a plain substring: bytes.translate and `in` are C loops,
    four times quicker than a regular expression's search for a run of digits (the audit's
    documents: 12 ms against 57)."""
    scanned = text.encode().translate(DIGITS_AS_ZERO)
    return (
        b"e-" in scanned
        or b"e+" in scanned
        or b"NaN" in scanned
        or b"Infinity" in scanned
        or LONG_NUMBER in scanned
    )


DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
LONG_NUMBER = b"0" * 19


def _marked(value: Any) -> Any:
    """The value with its odd floats (see ExactFloat) made ExactFloat."""
    if isinstance(value, float) and not isinstance(value, ExactFloat):
        return ExactFloat(value) if "e" in repr(value) or not math.isfinite(value) else value
    # the other values (text, ints, None: most of a document) are kept without a call
    if isinstance(value, dict):
        return {k: _marked(v) if isinstance(v, MARKED) else v for k, v in value.items()}
    if isinstance(value, list):
        return [_marked(v) if isinstance(v, MARKED) else v for v in value]
    return value


MARKED = (dict, list, float)  # the values _marked looks into or at


COMPACT = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME


# Audit columns worked out from each entry's rows (persistence.audit_subjects), not facts of
# the club: not exported, so the export reads as it always has.
DERIVED_COLUMNS = {"audit": ("event_id", "game_id")}
STREAM_BATCH = 500  # rows fetched at a time: memory stays flat however big the club


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


def _rows(connection: sa.Connection, name: str) -> Iterator[dict[str, Any]]:
    """The table's rows in id order, fetched a batch at a time (a server-side cursor on
    PostgreSQL), without the columns derived from others."""
    streamed = connection.execution_options(stream_results=True, yield_per=STREAM_BATCH)
    return _read(streamed, metadata.tables[name])


def _read(
    connection: sa.Connection, table: sa.Table, where: tuple[str, int] | None = None
) -> Iterator[dict[str, Any]]:
    """The table's rows (those whose column `where[0]` holds `where[1]`) in id order, as plain
    dicts of the values the export writes: JSON documents decoded, yes/no as bools, dates and
    moments as the text the export writes for them (datetime.isoformat's)."""
    columns = _exported_columns(table)
    if connection.dialect.name == "sqlite":
        if where is None:
            return _read_sqlite(connection, _select_sql(table, None), (), columns)
        return _read_sqlite(connection, _select_sql(table, where[0]), (where[1],), columns)
    query = sa.select(*columns).order_by(table.c.id)
    if where is not None:
        query = query.where(table.c[where[0]] == where[1])
    return _read_decoded(connection, query, columns)


def _exported_columns(table: sa.Table) -> list[sa.Column[Any]]:
    return [c for c in table.c if c.name not in DERIVED_COLUMNS.get(table.name, ())]


@functools.cache
def _select_sql(table: sa.Table, where: str | None) -> str:
    """SQLite's SELECT of the table's exported columns in id order (with `where` = ?),
    compiled once: an export reads each game's deals and seats and some evenings' rows on
    their own, and SQLAlchemy would compile the statement again each time (0.2 ms)."""
    query = sa.select(*_exported_columns(table)).order_by(table.c.id)
    if where is not None:
        query = query.where(table.c[where] == sa.bindparam("value"))
    return str(query.compile(dialect=sqlite.dialect()))


def _read_sqlite(
    connection: sa.Connection,
    sql: str,
    parameters: Sequence[Any],
    columns: Sequence[sa.Column[Any]],
) -> Iterator[dict[str, Any]]:
    """SQLite: the rows as the driver hands them (text for documents, dates and moments; 0/1
    for yes/no), fetched through the DB-API cursor of the same connection, so inside the same
    read transaction (one snapshot), and turned into values here (_RAW), one call per value
    that needs one. SQLAlchemy's result rows and its types' per-value processors cost five
    times the raw fetch (the audit table: 152 ms against 26 ms).

    The documents of a batch are scanned for odd numbers (_odd) together, joined by newlines
    (which a stored document never holds raw, so no match spans two): one scan of the batch
    instead of one a document, which cost more than decoding them; a batch of text documents
    without one has each decoded by orjson.loads itself. A batch that may hold one, or holds
    a bare number (the column's affinity being numeric, SQLite hands one back as a number),
    has each of its documents looked at on its own (_json_text)."""
    names = [c.name for c in columns]
    careful = [(n, _RAW[type(c.type)]) for n, c in enumerate(columns) if type(c.type) in _RAW]
    plain = [(n, _PLAIN.get(type(columns[n].type), make)) for n, make in careful]
    documents = [n for n, c in enumerate(columns) if isinstance(c.type, sa.JSON)]
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql, parameters)
        while batch := cursor.fetchmany(STREAM_BATCH):
            try:
                odd = _odd("\n".join([row[n] for row in batch for n in documents]))
            except TypeError:  # not all text
                odd = True
            converted = careful if odd else plain
            for row in batch:
                values = list(row)
                for n, make in converted:
                    values[n] = make(values[n])
                yield dict(zip(names, values, strict=True))
    finally:
        cursor.close()


def _read_decoded(
    connection: sa.Connection, query: sa.Select[Any], columns: Sequence[sa.Column[Any]]
) -> Iterator[dict[str, Any]]:
    """PostgreSQL: its driver hands back the values themselves, kept as they are but for the
    documents' odd floats, marked (see ExactFloat), and dates and moments, written as text."""
    names = [c.name for c in columns]
    converted = [
        (n, _DECODED[type(c.type)]) for n, c in enumerate(columns) if type(c.type) in _DECODED
    ]
    for row in connection.execute(query):
        values = list(row)
        for n, make in converted:
            values[n] = make(values[n])
        yield dict(zip(names, values, strict=True))


def _json_text(value: Any) -> Any:
    """A JSON document as SQLite hands it back (its stored text; a bare number comes back as
    one, the column's affinity being numeric): decoded by orjson, or by json with its odd
    floats marked (ExactFloat) where the text may hold one."""
    if not isinstance(value, str):
        return _marked(value)
    if _odd(value):
        return json.loads(value, parse_float=ExactFloat, parse_constant=ExactFloat)
    return orjson.loads(value)


# How SQLAlchemy stores a moment in SQLite (its DATETIME's storage format: always the
# microseconds, never an offset) and a day.
STORED_MOMENT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}")
STORED_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _moment_text(value: Any) -> Any:
    """A stored moment as datetime.isoformat writes it, without parsing it when it is in
    SQLAlchemy's storage format: "2026-12-02 13:00:47.699453" is written
    "2026-12-02T13:00:47.699453", and isoformat leaves out microseconds of 0."""
    if not isinstance(value, str):
        return value.isoformat() if isinstance(value, datetime) else value
    if STORED_MOMENT.fullmatch(value):
        return value[:10] + "T" + (value[11:19] if value.endswith(".000000") else value[11:])
    return datetime.fromisoformat(value).isoformat()  # stored some other way: parsed


def _day_text(value: Any) -> Any:
    """A stored day as date.isoformat writes it: as stored when it is YYYY-MM-DD."""
    if not isinstance(value, str):
        return value.isoformat() if isinstance(value, date) else value
    return value if STORED_DAY.fullmatch(value) else date.fromisoformat(value).isoformat()


def _yes_no(value: Any) -> Any:
    return bool(value) if isinstance(value, int) and not isinstance(value, bool) else value


_RAW: dict[type, Callable[[Any], Any]] = {
    sa.JSON: _json_text,
    sa.DateTime: _moment_text,
    sa.Date: _day_text,
    sa.Boolean: _yes_no,
}
_PLAIN: dict[type, Callable[[Any], Any]] = {sa.JSON: orjson.loads}  # a batch of plain text
_DECODED: dict[type, Callable[[Any], Any]] = {
    sa.JSON: _marked,
    sa.DateTime: _moment_text,
    sa.Date: _day_text,
}


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
    datetime: datetime.isoformat,
    date: date.isoformat,
}


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, ExactFloat):
        return orjson.Fragment(json.dumps(float(value)))
    raise TypeError(f"cannot write {type(value).__name__} as JSON")
