"""Reads the window needs beyond the services' own: the audit entries of one game (the
services' audit trail, filtered to the game)."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata

GAME_TABLES = ("deal", "game_seat")


def game_history(database: Database, game_id: int) -> list[dict[str, Any]]:
    """The audit rows that touched the game (its header, seats or deals), oldest first."""
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        entries = [
            dict(row)
            for row in connection.execute(sa.select(audit).order_by(audit.c.id)).mappings()
        ]
    return [entry for entry in entries if _touches(entry, game_id)]


def _touches(entry: dict[str, Any], game_id: int) -> bool:
    for side in (entry.get("before") or {}, entry.get("after") or {}):
        if any(row.get("id") == game_id for row in side.get("game", [])):
            return True
        for table in GAME_TABLES:
            if any(row.get("game_id") == game_id for row in side.get(table, [])):
                return True
    return False
