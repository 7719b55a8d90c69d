"""Text the user typed: the same length limits on every database, and how messages repeat it.

SQLite stores a string of any length in a VARCHAR(120) column; PostgreSQL refuses it. So a
club kept on SQLite could hold a name that can never be restored into PostgreSQL (issue 22
item 11). The rule is therefore the schema's own (whistclub/persistence/rows.py): every string
column with a length refuses longer text up front, in the services, before any SQL is sent,
on both databases alike; lengths are counted in characters, as PostgreSQL counts them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sqlalchemy as sa

from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError

MAX_EXCERPT = 60  # characters of the user's own text repeated in a message


def _length(column: sa.Column[Any]) -> int | None:
    """The declared length of a string column (sqlmodel's AutoString wraps sa.String)."""
    kind = column.type
    if isinstance(kind, sa.types.TypeDecorator):
        kind = kind.impl_instance
    return kind.length if isinstance(kind, sa.String) and kind.length else None


TEXT_LIMITS: dict[tuple[str, str], int] = {
    (table.name, column.name): length
    for table in metadata.sorted_tables
    for column in table.columns
    if (length := _length(column))
}

# How a secretary calls each limited text; any other is named by its table and column.
WORDS = {
    ("player", "name"): "the player's name",
    ("player", "membership_number"): "the membership number",
    ("season", "name"): "the season's name",
    ("competition", "name"): "the competition's name",
    ("game", "title"): "the game's title",
    ("game", "profile"): "the rules preset's name",
    ("game_seat", "seat"): "the seat's label",
    ("drive_event", "name"): "the evening's name",
    ("drive_entrant", "name"): "the entrant's name",
    ("setting", "key"): "the setting's name",
}


def excerpt(text: object, limit: int = MAX_EXCERPT) -> str:
    """The user's text as one short line: a 50 MB name is not echoed back whole."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def limit_of(table: str, column: str) -> int:
    return TEXT_LIMITS[(table, column)]


def too_long(table: str, column: str, value: str) -> str | None:
    """The refusal for VALUE in TABLE.COLUMN if it is longer than the schema allows."""
    limit = TEXT_LIMITS.get((table, column))
    if limit is None or len(value) <= limit:
        return None
    words = WORDS.get((table, column), f"the {column.replace('_', ' ')} of the {table}")
    return f"{words} is {len(value)} characters long; keep it to {limit}"


def check_text(table: str, values: Mapping[str, Any]) -> None:
    """Refuse, before any write, text longer than its column allows (the same on both)."""
    for column, value in values.items():
        if isinstance(value, str) and (refusal := too_long(table, column, value)):
            raise ServiceError(refusal)
