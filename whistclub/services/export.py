"""Export the whole club as CSV files (one per kind of row) and one JSON file.

The columns are documented in docs/database.md ("Export"). Facts are exported as stored;
scores are derived, so club.json adds each game's scored result (or why it does not score)
beside its facts, marked as derived. Text cells that a spreadsheet would run as a formula
(starting with = + - @, or a tab or carriage return) get a leading apostrophe in the CSV files
(OWASP "CSV injection"); numbers are written as numbers.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, TextIO

import sqlalchemy as sa

from whistclub import __version__
from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.persistence.database import Database, head_revision
from whistclub.persistence.mappers import game_document
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
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return neutralise(str(value))


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
    written: list[Path] = []
    counts: dict[str, int] = {}
    # One read transaction: every file shows the club at the same moment.
    with database.engine.connect() as connection, connection.begin():
        for file_name, (table, columns) in CSV_FILES.items():
            path = folder / file_name
            counts[file_name] = _write_csv(path, columns, _rows(connection, table))
            written.append(path)
        path = folder / "club.json"
        with path.open("w", encoding="utf-8") as handle:
            _write_club_json(handle, connection, now or datetime.now(UTC))
        written.append(path)
    return Exported(folder, tuple(written), counts)


def _write_club_json(handle: TextIO, connection: sa.Connection, now: datetime) -> None:
    """club.json, byte for byte what json.dumps(..., indent=2) makes of the whole club, written
    one item at a time (games with their seats, deals and scores; evenings with their rows)."""
    head = {
        "format": "whistclub-club-export",
        "app_version": __version__,
        "schema_revision": head_revision(),
        "exported_at": now.isoformat(),
    }
    lists = {
        "players": _rows(connection, "player"),
        "seasons": _rows(connection, "season"),
        "competitions": _rows(connection, "competition"),
        "games": _games(connection),
        "drives": _drives(connection),
        "settings": _rows(connection, "setting"),
        "audit": _rows(connection, "audit"),
    }
    handle.write("{")
    items = [*((key, value, False) for key, value in head.items())]
    items += [(key, rows, True) for key, rows in lists.items()]
    for n, (key, value, many) in enumerate(items):
        handle.write(("," if n else "") + "\n  " + _dumps(key) + ": ")
        if many:
            _write_list(handle, value)
        else:
            handle.write(_dumps(value, 1))
    handle.write("\n}")


def _write_list(handle: TextIO, rows: Iterable[Any]) -> None:
    """A list at the top level's second depth, as json.dumps(indent=2) lays it out."""
    empty = True
    for row in rows:
        handle.write(("[" if empty else ",") + "\n    " + _dumps(row, 2))
        empty = False
    handle.write("[]" if empty else "\n  ]")


# JSON text as tokens: a string (escapes included), one bracket or comma, or anything between.
JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{},]|[^"\[\]{},]+')
CLOSING = {"[": "]", "{": "}"}


def _dumps(value: Any, depth: int = 0) -> str:
    """What json.dumps(value, indent=2) writes for a value sitting `depth` levels down.

    json's indenting encoder is pure Python (ten times slower than its C one), so the value is
    encoded compactly by the C encoder and laid out here token by token, the same way: each
    item on its own line, empty lists and objects kept as [] and {}."""
    compact = json.dumps(value, ensure_ascii=False, separators=(",", ": "), default=_json_default)
    tokens = JSON_TOKEN.findall(compact)
    out: list[str] = []
    level = depth
    skip = False
    for n, token in enumerate(tokens):
        if skip:
            skip = False
        elif token in CLOSING:
            if n + 1 < len(tokens) and tokens[n + 1] == CLOSING[token]:
                out.append(token + CLOSING[token])
                skip = True
            else:
                level += 1
                out.append(token + "\n" + "  " * level)
        elif token in ("]", "}"):
            level -= 1
            out.append("\n" + "  " * level + token)
        elif token == ",":
            out.append(",\n" + "  " * level)
        else:
            out.append(token)
    return "".join(out)


def _games(connection: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each game with its seats, its document and its derived score, one game at a time."""
    deal, seat = metadata.tables["deal"], metadata.tables["game_seat"]
    for game in _rows(connection, "game"):
        deals = [
            dict(r)
            for r in connection.execute(
                sa.select(deal).where(deal.c.game_id == game["id"]).order_by(deal.c.id)
            ).mappings()
        ]
        seats = {
            r.seat: r.player_id
            for r in connection.execute(
                sa.select(seat.c.seat, seat.c.player_id)
                .where(seat.c.game_id == game["id"])
                .order_by(seat.c.id)
            )
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


def _drives(connection: sa.Connection) -> Iterator[dict[str, Any]]:
    """Each evening with its entrants, changes, seatings and results, one evening at a time."""
    for event in _rows(connection, "drive_event"):
        parts = {}
        for key, name in DRIVE_PARTS.items():
            table = metadata.tables[name]
            query = sa.select(table).where(table.c.event_id == event["id"]).order_by(table.c.id)
            parts[key] = [dict(row) for row in connection.execute(query).mappings()]
        yield {**event, **parts}


def _derived(document: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return {"scores": score_document(document)}
    except DomainError as error:
        return {"error": str(error)}


def _rows(connection: sa.Connection, name: str) -> Iterator[dict[str, Any]]:
    """The table's rows in id order, fetched a batch at a time (a server-side cursor on
    PostgreSQL), without the columns derived from others."""
    table = metadata.tables[name]
    skip = DERIVED_COLUMNS.get(name, ())
    query = sa.select(*(c for c in table.c if c.name not in skip)).order_by(table.c.id)
    streamed = connection.execution_options(stream_results=True, yield_per=STREAM_BATCH)
    for row in streamed.execute(query).mappings():
        yield dict(row)


def _write_csv(path: Path, columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> int:
    """The CSV file, row by row; how many rows it holds."""
    count = 0
    # utf-8-sig: Excel reads the accents of Spanish names right only with the BOM.
    with path.open("w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        for row in rows:
            writer.writerow([csv_cell(row[column]) for column in columns])
            count += 1
    return count


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"cannot write {type(value).__name__} as JSON")
