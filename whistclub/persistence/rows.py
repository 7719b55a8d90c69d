"""The club database's rows: one sqlmodel class per table.

Rows hold recorded facts only (who played, the switches, the tricks typed at the table); scores
are derived by the domain (whistclub.domain.documents.score_document) and never stored, so a
score is never typed twice. Where the shape of a fact belongs to the domain (a deal, a table
result, a seating) it is a JSON column, and the domain reads it back as the same plain dict.
Rows never leave persistence and services: whistclub.persistence.mappers turns them into plain
dicts and game documents.

Every table but the audit has a `version` column: a service updates a row only if its version
is still the one the user loaded (optimistic concurrency, issue 4 item 4), and bumps it.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import sqlalchemy as sa
from sqlmodel import Field, SQLModel

# Alembic and compare_metadata see the same names for constraints on every dialect.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def _json(nullable: bool = False) -> Any:
    return Field(default=None, sa_column=sa.Column(sa.JSON, nullable=nullable))


def _fk(target: str, *, nullable: bool = False) -> Any:
    return Field(
        default=None,
        sa_column=sa.Column(sa.Integer, sa.ForeignKey(target), nullable=nullable, index=True),
    )


class PlayerRow(SQLModel, table=True):
    """A club member or walk-in. Withdrawn players stay (active=False) so history keeps names."""

    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=120)
    membership_number: str | None = Field(default=None, max_length=40, unique=True)
    active: bool = True
    notes: str = ""
    # "Publish my name" on the results website (issue 26 item 5): None until the player
    # chooses, which publishes members by name and non-members as their card number.
    publish_name: bool | None = None
    version: int = 1


class SeasonRow(SQLModel, table=True):
    __tablename__ = "season"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=120, unique=True)
    starts_on: date | None = None
    ends_on: date | None = None
    version: int = 1


class CompetitionRow(SQLModel, table=True):
    """A season's competition: a named rule over its evenings (whistclub.domain.season.rules,
    as JSON); the table itself is worked out from the evenings, never stored."""

    __tablename__ = "competition"
    __table_args__ = (sa.UniqueConstraint("season_id", "name"),)
    id: int | None = Field(default=None, primary_key=True)
    season_id: int = _fk("season.id")
    name: str = Field(max_length=120)
    position: int = 0  # the order the competitions are shown in
    rule: dict[str, Any] = _json()
    version: int = 1


class GameRow(SQLModel, table=True):
    """A club game, rubber, Solo session or Bid Whist game: the head of its game document.

    `header` holds the document's top-level facts other than the deals (profile, rules, start,
    and family-specific ones such as Solo's players and dealer), exactly as `whistclub-cli score`
    reads them; `profile` is repeated as a column so games can be listed by rule preset.
    """

    __tablename__ = "game"
    id: int | None = Field(default=None, primary_key=True)
    season_id: int | None = _fk("season.id", nullable=True)
    title: str = Field(default="", max_length=200)
    played_on: date | None = None
    profile: str = Field(max_length=80)
    header: dict[str, Any] = _json()
    version: int = 1


class GameSeatRow(SQLModel, table=True):
    """Who sat where: `seat` is the document's own label (N/E/S/W, or Solo's player label)."""

    __tablename__ = "game_seat"
    __table_args__ = (sa.UniqueConstraint("game_id", "seat"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = _fk("game.id")
    seat: str = Field(max_length=40)
    player_id: int | None = _fk("player.id", nullable=True)
    version: int = 1


class DealRow(SQLModel, table=True):
    """One deal as typed: `facts` is the deal object of the game document, untouched.

    Deals are played in `position` order; gaps are allowed, so deleting a deal and undoing the
    deletion puts it back where it was.
    """

    __tablename__ = "deal"
    __table_args__ = (sa.UniqueConstraint("game_id", "position"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = _fk("game.id")
    position: int
    facts: dict[str, Any] = _json()
    version: int = 1


class DriveEventRow(SQLModel, table=True):
    """A whist-drive evening; `settings` is the domain's event settings object."""

    __tablename__ = "drive_event"
    id: int | None = Field(default=None, primary_key=True)
    season_id: int | None = _fk("season.id", nullable=True)
    name: str = Field(max_length=200)
    held_on: date | None = None
    settings: dict[str, Any] = _json()
    version: int = 1


class DriveEntrantRow(SQLModel, table=True):
    """One entrant of an evening (a club player or a walk-in known by name only)."""

    __tablename__ = "drive_entrant"
    __table_args__ = (sa.UniqueConstraint("event_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    event_id: int = _fk("drive_event.id")
    number: int
    name: str = Field(max_length=120)
    player_id: int | None = _fk("player.id", nullable=True)
    facts: dict[str, Any] = _json()
    active: bool = True
    version: int = 1


class DriveEntrantChangeRow(SQLModel, table=True):
    """An entrant change during the evening (arrival, departure, substitute), as the domain
    describes it, in the order it happened (`position`)."""

    __tablename__ = "drive_entrant_change"
    __table_args__ = (sa.UniqueConstraint("event_id", "position"),)
    id: int | None = Field(default=None, primary_key=True)
    event_id: int = _fk("drive_event.id")
    position: int
    facts: dict[str, Any] = _json()
    version: int = 1


class DriveSeatingRow(SQLModel, table=True):
    """The seating actually played in one change (the drive domain's word for a round of
    hands between moves; `change` is its number, 1 first), as the domain's seating object."""

    __tablename__ = "drive_seating"
    __table_args__ = (sa.UniqueConstraint("event_id", "change"),)
    id: int | None = Field(default=None, primary_key=True)
    event_id: int = _fk("drive_event.id")
    change: int
    facts: dict[str, Any] = _json()
    version: int = 1


class DriveTableResultRow(SQLModel, table=True):
    """What one table scored in one change: one row, so one result can be corrected alone."""

    __tablename__ = "drive_table_result"
    __table_args__ = (sa.UniqueConstraint("event_id", "change", "table_number"),)
    id: int | None = Field(default=None, primary_key=True)
    event_id: int = _fk("drive_event.id")
    change: int
    table_number: int
    facts: dict[str, Any] = _json()
    version: int = 1


class SettingRow(SQLModel, table=True):
    __tablename__ = "setting"
    id: int | None = Field(default=None, primary_key=True)
    key: str = Field(max_length=120, unique=True)
    value: Any = _json(nullable=True)
    version: int = 1


class AuditRow(SQLModel, table=True):
    """One use case, as it happened: append-only (services insert, nothing updates, deletes,
    replaces or truncates; the migrations add triggers that refuse it) and hash-chained.
    `before` and `after` map a table name to the rows as they were and became, so any entry
    can be undone by a later entry."""

    __tablename__ = "audit"
    id: int | None = Field(default=None, primary_key=True)
    at: datetime = Field(sa_column=sa.Column(sa.DateTime(timezone=True), nullable=False))
    action: str = Field(max_length=80, index=True)
    summary: str = ""
    before: dict[str, Any] = _json()
    after: dict[str, Any] = _json()
    undoes: int | None = _fk("audit.id", nullable=True)
    # SHA-256 of the previous entry's hash and this entry's content (persistence.audit_chain).
    hash: str = Field(max_length=64)
    # The evening and the game the entry touched (persistence.audit_subjects: NULL for none,
    # 0 for several), for one evening's or game's history by index; not hashed (derived).
    event_id: int | None = Field(default=None, index=True)
    game_id: int | None = Field(default=None, index=True)


metadata = SQLModel.metadata

# Tables a whole-club copy moves, parents before children (audit last: it points at itself).
TABLES_IN_ORDER: tuple[str, ...] = tuple(t.name for t in metadata.sorted_tables)
