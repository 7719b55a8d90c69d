"""Everything `restore` and `check` verify: the file, the schema, every row the app reads.

- A backup file must be a regular, non-empty SQLite file that passes SQLite's integrity check
  before anything else is done with it (`refuse_unreadable_backup`).
- `club_problems` reads a migrated club as the app would: SQLite's integrity and foreign-key
  checks, this version's tables, columns and constraints (check: every schema object), every
  value of its column's type and every JSON document decoded (and of the shape the app
  reads), the audit trail's hash chain, every stored game scored again and every started
  evening worked out again through the domain. Each problem is one line; restore refuses a
  backup with any, check lists them.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.persistence import audit_chain, audit_subjects, schema
from whistclub.persistence.database import Database, integrity_problems, read_only_uri
from whistclub.persistence.mappers import game_document
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError

Scorer = Callable[[Mapping[str, Any]], dict[str, Any]]
SQLITE_MAGIC = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite 3 database file
# JSON columns that must hold an object (setting.value may be any JSON value).
ANY_JSON = {("setting", "value")}


# -- the file ------------------------------------------------------------------------------


def refuse_unreadable_club(path: Path) -> None:
    """A one-line refusal unless `path` is a SQLite file (check lists any damage inside it)."""
    if not path.exists():
        raise ServiceError(f"there is no club database at {path}; check the --database option")
    if not path.is_file():
        raise ServiceError(
            f"{path} is not a club database file (it is a folder, a device or a pipe); "
            "check the --database option"
        )
    if path.stat().st_size == 0:
        raise ServiceError(
            f"{path} is empty (0 bytes): it holds no club (a copy or backup that was killed or "
            "ran out of space can leave such a file); check the --database option, or restore "
            "a backup into it"
        )
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            raise ServiceError(
                f"{path} is not a WhistClub database (not a SQLite database file); "
                "check the --database option"
            )


def refuse_unreadable_backup(source: Path) -> None:
    """A one-line refusal unless `source` is a sound SQLite file."""
    if not source.exists():
        raise ServiceError(f"there is no backup file {source}; check the name")
    if source.is_dir():
        raise ServiceError(f"{source} is a folder, not a backup file; give a file made by backup")
    if not source.is_file():
        raise ServiceError(
            f"{source} is not a backup file (it is a device or a pipe); give a file made by backup"
        )
    if source.stat().st_size == 0:
        raise ServiceError(
            f"{source} is empty (0 bytes), so it is not a backup (a backup that was killed or "
            "ran out of space can leave such a file); choose another backup"
        )
    with source.open("rb") as handle:
        if handle.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            raise ServiceError(
                f"{source} is not a WhistClub backup (not a SQLite database file); "
                "choose another file"
            )
    problems = _integrity(source)
    if problems:
        raise ServiceError(
            f"{source} is damaged ({one_line(problems[0])}); the club was not touched: "
            "choose another backup"
        )


def _integrity(path: Path) -> list[str]:
    try:
        with closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
            lines = [row[0] for row in connection.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read it: {error}"]
    return [] if lines == ["ok"] else [f"SQLite's integrity check: {one_line(lines[0])}"]


# -- rows ----------------------------------------------------------------------------------


class Broken:
    """A JSON column that did not decode (so the row is reported, not read)."""


BROKEN = Broken()


def decoded_rows(
    connection: sa.Connection, table: str, problems: list[str], order: str = "id", **where: Any
) -> Iterator[dict[str, Any]]:
    """The rows of `table`, each value checked against its column's type here, so a damaged
    value becomes a problem line instead of an exception.

    SQLite stores any value in any column (dates and JSON as text), so its raw values are read
    and checked one by one; PostgreSQL refuses a value of the wrong type or invalid JSON itself,
    and its driver hands over decoded values, whose JSON shapes are still checked.
    """
    t = metadata.tables[table]
    sqlite = connection.dialect.name == "sqlite"
    columns = [sa.type_coerce(c, sa.types.NullType()) if sqlite else c for c in t.c]
    query = sa.select(*columns).order_by(t.c[order], t.c.id)
    for column, value in where.items():
        query = query.where(t.c[column] == value)
    for row in _fetched(connection, query, sqlite):
        values = dict(row)
        for column in t.c:
            where_ = f"{table.replace('_', ' ')} row {values['id']}: {column.name}"
            value = values[column.name]
            if sqlite and value is not None:
                value = _sqlite_value(column, value, where_, problems)
            if isinstance(column.type, sa.JSON) and value is not BROKEN:
                value = _json_shape(table, column.name, value, where_, problems)
            values[column.name] = value
        yield values


def _fetched(connection: sa.Connection, query: sa.Select[Any], sqlite: bool) -> list[Any]:
    """All the rows at once; on SQLite with text as bytes, because the driver cannot even hand
    over text that is not UTF-8 (a flipped bit in a name) and the row must still be named."""
    if not sqlite:
        return list(connection.execute(query).mappings())
    driver = connection.connection.driver_connection
    assert driver is not None
    decode = driver.text_factory
    driver.text_factory = bytes
    try:
        return list(connection.execute(query).mappings())
    finally:
        driver.text_factory = decode


def _sqlite_value(column: sa.Column[Any], value: Any, where: str, problems: list[str]) -> Any:
    """A raw SQLite value as the app reads it, or BROKEN (and a problem line)."""
    kind = column.type
    if isinstance(value, bytes) and not isinstance(kind, sa.LargeBinary):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"{where} is not readable text (not UTF-8)")
            return BROKEN
    try:
        if isinstance(kind, sa.JSON):
            if isinstance(value, int | float):  # a JSON column's NUMERIC affinity keeps numbers
                return value
            if not isinstance(value, str):
                raise ValueError(f"stored as {type(value).__name__}")
            return json.loads(value)
        if isinstance(kind, sa.Boolean):
            if value not in (0, 1):
                raise ValueError(f"{value!r} is neither true nor false")
            return bool(value)
        if isinstance(kind, sa.DateTime):
            return datetime.fromisoformat(str(value))
        if isinstance(kind, sa.Date):
            return date.fromisoformat(str(value))
        if isinstance(kind, sa.Integer) and not isinstance(value, int):
            raise ValueError(f"{value!r} is not a whole number")
        if isinstance(kind, sa.String) and not isinstance(value, str):
            raise ValueError(f"{value!r} is not text")
    except (ValueError, RecursionError) as error:
        problems.append(f"{where} is not valid {_kind(kind)} ({_short(error)})")
        return BROKEN
    return value


def _kind(kind: Any) -> str:
    if isinstance(kind, sa.JSON):
        return "JSON"
    if isinstance(kind, sa.DateTime | sa.Date):
        return "as a date"
    return "for its column"


def _json_shape(table: str, name: str, value: Any, where: str, problems: list[str]) -> Any:
    if (table, name) not in ANY_JSON and not isinstance(value, dict):
        problems.append(f"{where} should be a JSON object, not {type(value).__name__}")
        return BROKEN
    if table == "audit" and not _audit_rows(value):
        problems.append(f"{where} should map each table to a list of rows")
        return BROKEN
    return value


def _audit_rows(value: Mapping[str, Any]) -> bool:
    return all(
        isinstance(rows, list) and all(isinstance(r, dict) for r in rows) for rows in value.values()
    )


def _short(error: BaseException) -> str:
    text = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return text[:120]


def one_line(text: str, limit: int = 300) -> str:
    """Text from SQLite or the domain as one line of reasonable length."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else f"{flat[: limit - 1]}…"


def _fine(row: Mapping[str, Any]) -> bool:
    return not any(value is BROKEN for value in row.values())


# -- recomputing ---------------------------------------------------------------------------


def recompute_games(
    connection: sa.Connection, problems: list[str], scorer: Scorer = score_document
) -> int:
    """Score every stored game from its facts; one line for each that no longer scores."""
    games = list(decoded_rows(connection, "game", problems))
    for row in games:
        deals = list(decoded_rows(connection, "deal", problems, "position", game_id=row["id"]))
        if not _fine(row) or not all(_fine(d) for d in deals):
            continue  # its broken JSON is already reported
        name = f"game {row['id']}" + (f" ({row['title']})" if row["title"] else "")
        try:
            scorer(game_document(row["header"], deals))
        except DomainError as error:
            problems.append(f"{name}, {row['profile']}: no longer scores: {error}")
        except Exception as error:  # a stored game must never take the check down with it
            problems.append(
                f"{name}, {row['profile']}: cannot be scored ({type(error).__name__}: "
                f"{_short(error)})"
            )
    return len(games)


EVENING_PARTS = {
    "entrants": ("drive_entrant", "number"),
    "entrant_changes": ("drive_entrant_change", "position"),
    "seatings": ("drive_seating", "change"),
    "results": ("drive_table_result", "change"),
}


def recompute_evenings(connection: sa.Connection, problems: list[str]) -> int:
    """Work out again every evening that has started (it has entrants, and a seating or a
    result); an evening still being set up at the desk need not work out yet."""
    from whistclub.services.evenings import evening_from_rows

    worked_out = 0
    for event in list(decoded_rows(connection, "drive_event", problems)):
        parts = {
            key: list(decoded_rows(connection, table, problems, order, event_id=event["id"]))
            for key, (table, order) in EVENING_PARTS.items()
        }
        rows = [event, *(row for part in parts.values() for row in part)]
        started = parts["entrants"] and (parts["seatings"] or parts["results"])
        if not started or not all(_fine(row) for row in rows):
            continue
        worked_out += 1
        name = f"evening {event['id']} ({event['name']})"
        try:
            problem = evening_from_rows({**event, **parts}).problem
        except DomainError as error:
            problem = str(error)
        except Exception as error:  # a stored evening must never take the check down with it
            problem = f"{type(error).__name__}: {_short(error)}"
        if problem:
            problems.append(f"{name}: cannot be worked out: {problem}")
    return worked_out


def json_problems(connection: sa.Connection, problems: list[str]) -> None:
    """Read every row of the tables the games and evenings do not already read; each
    competition's rule must be one the season tables can work out (domain.season.rules)."""
    from whistclub.domain.season.rules import read_rule

    for table in ("player", "season", "competition", "game_seat", "setting"):
        for row in decoded_rows(connection, table, problems):
            if table != "competition":
                continue
            try:
                read_rule(row["rule"] if isinstance(row["rule"], dict) else {"?": row["rule"]})
            except (DomainError, TypeError) as error:
                problems.append(f"competition {row['id']} ({row['name']}): {one_line(str(error))}")


def audit_problems(connection: sa.Connection, problems: list[str]) -> None:
    """Every audit entry readable, and the hash chain unbroken (the first break named)."""
    rows = list(decoded_rows(connection, "audit", problems))
    readable = rows[: next((n for n, row in enumerate(rows) if not _fine(row)), len(rows))]
    broken = audit_chain.first_break(readable)  # up to the first unreadable entry
    if broken is not None:
        problems.append(
            f"audit row {broken} does not match the audit trail's hash chain: that entry, or "
            "one before it, was changed, removed or inserted outside WhistClub; restore a "
            "backup from before it, or keep this one as evidence"
        )
    misfiled = next((row["id"] for row in readable if _subjects_differ(row)), None)
    if misfiled is not None:
        problems.append(
            f"audit row {misfiled} names another evening or game than the rows it changed: "
            "the history of an evening or game may miss it; restore a backup from before it"
        )


def _subjects_differ(row: Mapping[str, Any]) -> bool:
    """The entry's evening and game columns are not the ones its documents make (they are not
    hashed: audit_subjects worked them out from before and after, which are)."""
    found = audit_subjects.subjects(row.get("before"), row.get("after"))
    return any(row.get(column) != value for column, value in found.items())


# -- the whole club ------------------------------------------------------------------------


def schema_problems(database: Database, kinds: tuple[str, ...] = schema.EVERYTHING) -> list[str]:
    """Each schema object (table, column, constraint, index, trigger, view, function) that
    this version's migrations would not have made, or that is missing."""
    with database.engine.connect() as connection:
        actual = schema.lines(connection)
    return schema.differences(actual, schema.expected(database.engine), kinds)


@dataclass
class Verified:
    games: int = 0
    evenings: int = 0
    problems: list[str] = field(default_factory=list)


def club_problems(
    database: Database,
    scorer: Scorer = score_document,
    kinds: tuple[str, ...] = schema.STRUCTURE,
) -> Verified:
    """Read the (migrated) club as the app does; every problem found, one line each.

    `kinds` are the schema objects compared with this version's: restore needs the tables,
    columns and constraints (it installs rows only); check compares everything.
    """
    verified = Verified()
    problems = verified.problems
    problems += [f"after migrating a copy: {line}" for line in integrity_problems(database)]
    with database.engine.connect() as connection:
        problems += schema.differences(
            schema.lines(connection), schema.expected(database.engine), kinds
        )
        if any(line.startswith(("schema: table", "schema: column")) for line in problems):
            return verified  # rows of a schema this version does not know cannot be read
        json_problems(connection, problems)
        audit_problems(connection, problems)
        verified.games = recompute_games(connection, problems, scorer)
        verified.evenings = recompute_evenings(connection, problems)
    return verified
