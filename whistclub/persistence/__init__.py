"""The club database: rows, mappers, engines and migrate-on-open (see database.open_database).

The names below are loaded when first used (PEP 562), so that a module of this package that
needs only the standard library (glance: the first page read before the database layer is
imported, issue 24) can be imported without SQLAlchemy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from whistclub.persistence.database import (
        Database,
        NewerDatabaseError,
        PersistenceError,
        open_database,
    )
    from whistclub.persistence.engine import resolve_url

_HOME = {
    "Database": "whistclub.persistence.database",
    "NewerDatabaseError": "whistclub.persistence.database",
    "PersistenceError": "whistclub.persistence.database",
    "open_database": "whistclub.persistence.database",
    "resolve_url": "whistclub.persistence.engine",
}

__all__ = ["Database", "NewerDatabaseError", "PersistenceError", "open_database", "resolve_url"]


def __getattr__(name: str) -> Any:
    if name in _HOME:
        return getattr(importlib.import_module(_HOME[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
