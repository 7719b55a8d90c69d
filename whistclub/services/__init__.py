"""Use cases: the only code that writes to the club database.

Each public function is one use case: one transaction, one audit row, and a `Changes` value
saying what to refresh. Every use case can be undone by `undo(database, changes.audit_id)`,
which is a use case of its own (so an undo can be undone: redo).

The names below are loaded when first used (PEP 562): the window's first modules import
`services.refusal_words` and `services.errors`, which need no database layer, and the window
paints before SQLAlchemy is imported (issue 24).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from whistclub.services.errors import ConflictError, NotFoundError, ServiceError, StorageError

if TYPE_CHECKING:
    from whistclub.services.unit import Changes, undo

__all__ = [
    "Changes",
    "ConflictError",
    "NotFoundError",
    "ServiceError",
    "StorageError",
    "undo",
]


def __getattr__(name: str) -> Any:
    if name in ("Changes", "undo"):
        return getattr(importlib.import_module("whistclub.services.unit"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
