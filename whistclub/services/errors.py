"""Refusals of the services, in a club secretary's words (the window and the CLI show them)."""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    """A use case refused: the message says what is wrong and what to do; nothing was saved."""


class NotFoundError(ServiceError):
    """The row the user asked for is not (or no longer) in the database."""


class ConflictError(ServiceError):
    """Someone else changed the row since the user loaded it; nothing was overwritten.

    `changed` maps each field that differs to (the value the user saw, the value now).
    """

    def __init__(self, message: str, changed: dict[str, tuple[Any, Any]] | None = None) -> None:
        super().__init__(message)
        self.changed = changed or {}


class StorageError(ServiceError):
    """The club database could not be written or read: a full disk, a read-only file, a
    folder or server that went away. Nothing was saved; what was typed stays on screen."""
