"""The persistence layer's refusals: the message says why and what to do."""

from __future__ import annotations


class PersistenceError(Exception):
    """The database cannot be used as asked; the message says why and what to do."""


class NewerDatabaseError(PersistenceError):
    """The database was written by a newer WhistClub; it is left untouched."""
