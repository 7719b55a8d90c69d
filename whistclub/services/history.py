"""The audit trail, read back: what was done, when, and what it changed.

One evening's or one game's history is read by the entry's indexed `event_id` / `game_id`
(persistence.audit_subjects), so it costs what that evening's or game's own changes cost,
however long the club's past; entries that touched several (0) are few and checked one by one.
"""

from __future__ import annotations

import json
from datetime import datetime
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


# What one evening's or game's history shows of an entry (not its hash: the chain's business).
SHOWN = ("id", "at", "action", "summary", "before", "after", "undoes")


def _changes_of(database: Database, column: str, subject_id: int) -> list[dict[str, Any]]:
    """The entries of one evening or game, read as plain columns and decoded here: the JSON
    documents with one json.loads each and the moment with datetime.fromisoformat (SQLite
    hands both back as text; PostgreSQL's driver hands back dicts and datetimes, kept as
    they are), a third of what SQLAlchemy's per-value processors cost (bench_history.py)."""
    audit = metadata.tables["audit"]
    as_text = {"at", "before", "after"}  # read raw, decoded below
    shown = [sa.type_coerce(audit.c[n], sa.String) if n in as_text else audit.c[n] for n in SHOWN]
    query = (
        sa.select(*shown, audit.c[column])
        .where(audit.c[column].in_((subject_id, SEVERAL)))
        .order_by(audit.c.id)
    )
    with database.engine.connect() as connection:
        rows: list[Any] = list(connection.execute(query))
    loads, moment = json.loads, datetime.fromisoformat
    entries = []
    for id_, at, action, summary, before, after, undoes, subject in rows:
        entry = {
            "id": id_,
            "at": moment(at) if isinstance(at, str) else at,
            "action": action,
            "summary": summary,
            "before": loads(before) if isinstance(before, str) else before,
            "after": loads(after) if isinstance(after, str) else after,
            "undoes": undoes,
        }
        if subject != SEVERAL or touches({**entry, column: subject}, column, subject_id):
            entries.append(entry)
    return entries
