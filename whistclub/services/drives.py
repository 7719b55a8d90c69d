"""Whist-drive evenings as recorded facts: settings, entrants, entrant changes, the seatings
played, and each table's result.

The shapes of settings, seatings, changes and table results belong to the drive domain
(whistclub/domain/drive/); they are stored as the JSON objects the domain gives, one row per
entrant and per table result, so one table's result can be corrected alone, with the version
check of whistclub.services.unit.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from functools import cache
from typing import Any

import sqlalchemy as sa

from whistclub.persistence import driver_statements
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError
from whistclub.services.unit import Changes, done, use_case


def create_event(
    database: Database,
    name: str,
    *,
    settings: Mapping[str, Any] | None = None,
    held_on: date | None = None,
    season_id: int | None = None,
) -> Changes:
    name = " ".join(name.split())
    if not name:
        raise ServiceError('the evening needs a name, e.g. "Friday drive"')
    with use_case(database, "drive.created", f"create drive {name}") as unit:
        unit.insert(
            "drive_event",
            name=name,
            settings=_object(settings or {}, "the settings"),
            held_on=held_on,
            season_id=season_id,
        )
    return done(unit)


def add_entrant(
    database: Database,
    event_id: int,
    name: str,
    *,
    player_id: int | None = None,
    facts: Mapping[str, Any] | None = None,
) -> Changes:
    name = " ".join(name.split())
    if not name:
        raise ServiceError("the entrant's name is blank: type a name")
    with use_case(database, "drive.entrant_added", f"add entrant {name}") as unit:
        unit.require("drive_event", event_id, f"drive {event_id}")
        if player_id is not None:
            unit.require("player", player_id, f"player {player_id}")
        number = (
            max((e["number"] for e in unit.rows("drive_entrant", event_id=event_id)), default=0) + 1
        )
        unit.insert(
            "drive_entrant",
            event_id=event_id,
            number=number,
            name=name,
            player_id=player_id,
            facts=_object(facts or {}, "the entrant"),
            active=True,
        )
    return done(unit)


def withdraw_entrant(database: Database, entrant_id: int, seen_version: int) -> Changes:
    with use_case(database, "drive.entrant_withdrawn", "") as unit:
        entrant = unit.require("drive_entrant", entrant_id, "the entrant", seen_version)
        unit.summary = f"withdraw entrant {entrant['number']} ({entrant['name']})"
        unit.update(
            "drive_entrant", entrant_id, seen_version, f"entrant {entrant['name']}", active=False
        )
    return done(unit)


def record_entrant_change(database: Database, event_id: int, facts: Mapping[str, Any]) -> Changes:
    """Append an entrant change (arrival, departure, substitute) to the evening's log."""
    facts = _object(facts, "the change")
    with use_case(database, "drive.entrant_change_recorded", "record entrant change") as unit:
        unit.require("drive_event", event_id, f"drive {event_id}")
        position = (
            max(
                (c["position"] for c in unit.rows("drive_entrant_change", event_id=event_id)),
                default=0,
            )
            + 1
        )
        unit.insert("drive_entrant_change", event_id=event_id, position=position, facts=facts)
    return done(unit)


def record_seating(
    database: Database, event_id: int, change: int, facts: Mapping[str, Any]
) -> Changes:
    """Store the seating played in one change (once: played seatings are facts)."""
    facts = _object(facts, "the seating")
    with use_case(database, "drive.seating_recorded", f"record seating of change {change}") as unit:
        unit.require("drive_event", event_id, f"drive {event_id}")
        if unit.rows("drive_seating", event_id=event_id, change=change):
            raise ServiceError(f"change {change} already has its seating; it cannot be replaced")
        unit.insert("drive_seating", event_id=event_id, change=change, facts=facts)
    return done(unit)


def record_table_result(
    database: Database,
    event_id: int,
    change: int,
    table_number: int,
    facts: Mapping[str, Any],
) -> Changes:
    facts = _object(facts, "the table result")
    what = f"table {table_number} of change {change}"
    with use_case(database, "drive.result_recorded", f"record {what}") as unit:
        unit.require("drive_event", event_id, f"drive {event_id}")
        if unit.rows(
            "drive_table_result", event_id=event_id, change=change, table_number=table_number
        ):
            raise ServiceError(
                f"{what} already has a result; correct it instead of entering it again"
            )
        unit.insert(
            "drive_table_result",
            event_id=event_id,
            change=change,
            table_number=table_number,
            facts=facts,
        )
    return done(unit)


def correct_table_result(
    database: Database, result_id: int, seen_version: int, facts: Mapping[str, Any]
) -> Changes:
    facts = _object(facts, "the table result")
    with use_case(database, "drive.result_corrected", "") as unit:
        row = unit.require("drive_table_result", result_id, "the table result", seen_version)
        what = f"table {row['table_number']} of change {row['change']}"
        unit.summary = f"correct {what}"
        unit.update(
            "drive_table_result", result_id, seen_version, f"the result of {what}", facts=facts
        )
    return done(unit)


def delete_table_result(database: Database, result_id: int, seen_version: int) -> Changes:
    with use_case(database, "drive.result_deleted", "") as unit:
        row = unit.require("drive_table_result", result_id, "the table result", seen_version)
        what = f"table {row['table_number']} of change {row['change']}"
        unit.summary = f"delete the result of {what}"
        unit.delete("drive_table_result", result_id, seen_version, f"the result of {what}")
    return done(unit)


def load_event(database: Database, event_id: int) -> dict[str, Any]:
    """Everything recorded about one evening, as plain dicts (rows keep their id and version)."""
    # In a transaction of its own: one snapshot of the five tables, and the rows fetched by
    # the driver's cursor (persistence/driver_statements.py: a 40-table evening's 1,100 rows
    # without SQLAlchemy's result rows around each).
    with database.engine.connect() as connection, connection.begin():
        return {
            **event_row(connection, event_id),
            "entrants": _select(connection, "drive_entrant", "number", event_id=event_id),
            "entrant_changes": _select(
                connection, "drive_entrant_change", "position", event_id=event_id
            ),
            "seatings": _select(connection, "drive_seating", "change", event_id=event_id),
            "results": _select(connection, "drive_table_result", "change", event_id=event_id),
        }


def event_row(connection: sa.Connection, event_id: int) -> dict[str, Any]:
    """The evening's own row (name, date, settings, version)."""
    event = _select(connection, "drive_event", id=event_id)
    if not event:
        raise ServiceError(f"drive {event_id} is not in the club database")
    return event[0]


def _select(
    connection: sa.Connection, table: str, order: str = "id", **where: Any
) -> list[dict[str, Any]]:
    query = _ordered_where(table, order, tuple(where))
    return driver_statements.rows(connection, query, where)


@cache
def _ordered_where(table: str, order: str, columns: tuple[str, ...]) -> sa.Select[Any]:
    """Built once per shape, run with its values as parameters (issue 24)."""
    t = metadata.tables[table]
    query = sa.select(t).order_by(t.c[order], t.c.id)
    for column in columns:
        query = query.where(t.c[column] == sa.bindparam(column))
    return query


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise ServiceError(f"{what} must be a JSON object {{...}}, not {type(value).__name__}")
    return dict(value)


def latest_being_played(database: Database) -> bool:
    """Whether the latest evening (the one the Whist drives page opens on) has a change called
    and is not over: LoadedEvening.over, told from the last seating's tables and that change's
    results without reading the evening whole, so the window knows at start-up which page to
    show first (issue 24)."""
    from whistclub.persistence.drive_mapper import changes_of
    from whistclub.persistence.glance import evening_in_play

    event, seating, result = (metadata.tables[n] for n in DRIVE_ROWS)
    with database.engine.connect() as connection:
        latest = connection.execute(
            sa.select(event.c.id, event.c.settings).order_by(event.c.id.desc()).limit(1)
        ).first()
        if latest is None:
            return False
        last = connection.execute(
            sa.select(seating.c.change, seating.c.facts)
            .where(seating.c.event_id == latest.id)
            .order_by(seating.c.change.desc())
            .limit(1)
        ).first()
        if last is None:
            return False
        entered = set(
            connection.execute(
                sa.select(result.c.table_number).where(
                    result.c.event_id == latest.id, result.c.change == last.change
                )
            ).scalars()
        )
    return evening_in_play(changes_of(latest.settings), last.change, last.facts, entered)


DRIVE_ROWS = ("drive_event", "drive_seating", "drive_table_result")
