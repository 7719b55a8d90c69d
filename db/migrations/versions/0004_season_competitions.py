"""A season's competitions, and each player's "publish my name" choice (issue 26).

`competition` holds a season's named rules (whistclub.domain.season.rules, as JSON): the
season tables are worked out from the stored evenings and never stored. `player.publish_name`
is NULL until the player chooses: the results website then shows a member by name and a
non-member as their card number (issue 26 item 5: "default off for non-members and
walk-ins"); True or False is the player's own word.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02 06:40:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("player", sa.Column("publish_name", sa.Boolean(), nullable=True))
    op.create_table(
        "competition",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("season_id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(length=120), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("rule", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["season_id"], ["season.id"], name=op.f("fk_competition_season_id_season")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_competition")),
        sa.UniqueConstraint("season_id", "name", name=op.f("uq_competition_season_id_name")),
    )
    op.create_index(op.f("ix_competition_season_id"), "competition", ["season_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_competition_season_id"), table_name="competition")
    op.drop_table("competition")
    # In place on both dialects (SQLite 3.35 and later), as revision 0003 does.
    op.execute("ALTER TABLE player DROP COLUMN publish_name")
