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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

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
    "players.csv": ("player", ("id", "name", "membership_number", "active", "notes", "version")),
    "seasons.csv": ("season", ("id", "name", "starts_on", "ends_on", "version")),
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


def export_club(database: Database, folder: Path) -> Exported:
    """Write the CSV files and club.json into `folder` (created; existing files are refused)."""
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
        tables = {name: _rows(connection, name) for name in metadata.tables}
        for file_name, (table, columns) in CSV_FILES.items():
            written.append(_write_csv(folder / file_name, columns, tables[table]))
            counts[file_name] = len(tables[table])
    club = club_json(tables)
    path = folder / "club.json"
    path.write_text(
        json.dumps(club, ensure_ascii=False, indent=2, default=_json_default), encoding="utf-8"
    )
    written.append(path)
    return Exported(folder, tuple(written), counts)


def club_json(tables: Mapping[str, list[dict[str, Any]]]) -> dict[str, Any]:
    deals_by_game: dict[int, list[dict[str, Any]]] = {}
    for deal in tables["deal"]:
        deals_by_game.setdefault(deal["game_id"], []).append(deal)
    seats_by_game: dict[int, dict[str, int | None]] = {}
    for seat in tables["game_seat"]:
        seats_by_game.setdefault(seat["game_id"], {})[seat["seat"]] = seat["player_id"]
    games = []
    for game in tables["game"]:
        document = game_document(game["header"], deals_by_game.get(game["id"], []))
        games.append(
            {
                "id": game["id"],
                "season_id": game["season_id"],
                "title": game["title"],
                "played_on": game["played_on"],
                "seats": seats_by_game.get(game["id"], {}),
                "document": document,
                "derived": _derived(document),
            }
        )
    parts = {"entrants": "drive_entrant", "entrant_changes": "drive_entrant_change"}
    parts |= {"seatings": "drive_seating", "results": "drive_table_result"}
    drives = [
        {
            **event,
            **{
                key: [row for row in tables[table] if row["event_id"] == event["id"]]
                for key, table in parts.items()
            },
        }
        for event in tables["drive_event"]
    ]
    return {
        "format": "whistclub-club-export",
        "app_version": __version__,
        "schema_revision": head_revision(),
        "exported_at": datetime.now(UTC).isoformat(),
        "players": tables["player"],
        "seasons": tables["season"],
        "games": games,
        "drives": drives,
        "settings": tables["setting"],
        "audit": tables["audit"],
    }


def _derived(document: Mapping[str, Any]) -> dict[str, Any]:
    try:
        return {"scores": score_document(document)}
    except DomainError as error:
        return {"error": str(error)}


def _rows(connection: sa.Connection, name: str) -> list[dict[str, Any]]:
    table = metadata.tables[name]
    return [
        dict(row) for row in connection.execute(sa.select(table).order_by(table.c.id)).mappings()
    ]


def _write_csv(path: Path, columns: Sequence[str], rows: Iterable[Mapping[str, Any]]) -> Path:
    # utf-8-sig: Excel reads the accents of Spanish names right only with the BOM.
    with path.open("w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(columns)
        for row in rows:
            writer.writerow([csv_cell(row[column]) for column in columns])
    return path


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"cannot write {type(value).__name__} as JSON")
