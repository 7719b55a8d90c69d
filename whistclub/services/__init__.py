"""Use cases: the only code that writes to the club database.

Each public function is one use case: one transaction, one audit row, and a `Changes` value
saying what to refresh. Every use case can be undone by `undo(database, changes.audit_id)`,
which is a use case of its own (so an undo can be undone: redo).
"""

from whistclub.services.errors import ConflictError, NotFoundError, ServiceError, StorageError
from whistclub.services.unit import Changes, undo

__all__ = [
    "Changes",
    "ConflictError",
    "NotFoundError",
    "ServiceError",
    "StorageError",
    "undo",
]
