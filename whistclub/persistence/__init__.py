"""The club database: rows, mappers, engines and migrate-on-open (see database.open_database)."""

from whistclub.persistence.database import (
    Database,
    NewerDatabaseError,
    PersistenceError,
    open_database,
)
from whistclub.persistence.engine import resolve_url

__all__ = ["Database", "NewerDatabaseError", "PersistenceError", "open_database", "resolve_url"]
