"""The audit trail, read back: what was done, when, and what it changed.

One evening's or one game's history is read by the entry's indexed `event_id` / `game_id`
(persistence.audit_subjects), so it costs what that evening's or game's own changes cost,
however long the club's past; entries that touched several (0) are few and checked one by one.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from whistclub.persistence.audit_subjects import SEVERAL, touches
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata


def list_changes(database: Database, *, newest_first: bool = False) -> list[dict[str, Any]]:
    """Every audit entry as a plain dict (id, at, action, summary, before, after, undoes)."""
    audit = metadata.tables["audit"]
    order = audit.c.id.desc() if newest_first else audit.c.id
    with database.engine.connect() as connection:
        return [
            dict(row) for row in connection.execute(sa.select(audit).order_by(order)).mappings()
        ]


def evening_changes(database: Database, event_id: int) -> list[dict[str, Any]]:
    """The entries that touched drive evening `event_id` (its rows or any of its drive_* rows),
    oldest first."""
    return _changes_of(database, "event_id", event_id)


def game_changes(database: Database, game_id: int) -> list[dict[str, Any]]:
    """The entries that touched club game `game_id` (its header, seats or deals), oldest first,
    each with `redone`: True for an undo of an undo (the change done again)."""
    entries = _changes_of(database, "game_id", game_id)
    undos = {e["id"] for e in entries if e["undoes"] is not None}
    for entry in entries:
        entry["redone"] = entry["undoes"] in undos
    return entries


def _changes_of(database: Database, column: str, subject_id: int) -> list[dict[str, Any]]:
    audit = metadata.tables["audit"]
    query = sa.select(audit).where(audit.c[column].in_((subject_id, SEVERAL))).order_by(audit.c.id)
    with database.engine.connect() as connection:
        rows = [dict(row) for row in connection.execute(query).mappings()]
    return [row for row in rows if touches(row, column, subject_id)]
