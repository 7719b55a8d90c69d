"""The audit trail, read back: what was done, when, and what it changed."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

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
