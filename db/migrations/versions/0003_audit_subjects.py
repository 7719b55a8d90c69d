"""Each audit entry says which evening and which game it touched, in indexed columns, so one
evening's or one game's history is read by index, not by decoding the whole trail (issue 24).

`event_id` and `game_id` (whistclub.persistence.audit_subjects: NULL for none, 0 for several)
are filled here for the entries already written, from their own `before` and `after`. They are
not part of the hashed content (audit_chain.CONTENT), so every existing hash still holds: the
chain seals the documents the columns are worked out from. The guard against UPDATE is lifted
for the fill only and put back as revision 0002 made it.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02 02:30:00.000000
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import sqlalchemy as sa
from alembic import op

from whistclub.persistence.audit_subjects import subjects

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_REFUSAL = "the audit trail is append-only: record a correction as a new entry"
_BATCH = 2000  # entries read at a time: memory stays flat on a club of ten years

# The audit table as this revision finds it.
_AUDIT = sa.table(
    "audit",
    sa.column("id", sa.Integer),
    sa.column("before", sa.JSON),
    sa.column("after", sa.JSON),
    sa.column("event_id", sa.Integer),
    sa.column("game_id", sa.Integer),
)


def upgrade() -> None:
    op.add_column("audit", sa.Column("event_id", sa.Integer(), nullable=True))
    op.add_column("audit", sa.Column("game_id", sa.Integer(), nullable=True))
    _without_update_guard(_fill)
    op.create_index(op.f("ix_audit_event_id"), "audit", ["event_id"], unique=False)
    op.create_index(op.f("ix_audit_game_id"), "audit", ["game_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_audit_game_id"), table_name="audit")
    op.drop_index(op.f("ix_audit_event_id"), table_name="audit")
    # ALTER TABLE ... DROP COLUMN in place on both dialects (SQLite 3.35 and later): a batch
    # rebuild of the table would drop its append-only triggers with it.
    op.execute("ALTER TABLE audit DROP COLUMN game_id")
    op.execute("ALTER TABLE audit DROP COLUMN event_id")


def _fill() -> None:
    bind = op.get_bind()
    last = 0
    while True:
        rows = (
            bind.execute(
                sa.select(_AUDIT.c.id, _AUDIT.c.before, _AUDIT.c.after)
                .where(_AUDIT.c.id > last)
                .order_by(_AUDIT.c.id)
                .limit(_BATCH)
            )
            .mappings()
            .all()
        )
        if not rows:
            return
        for row in rows:
            found = subjects(row["before"], row["after"])
            if found["event_id"] is not None or found["game_id"] is not None:
                bind.execute(_AUDIT.update().where(_AUDIT.c.id == row["id"]).values(**found))
        last = rows[-1]["id"]


def _without_update_guard(action: Callable[[], None]) -> None:
    """Run `action` with revision 0002's UPDATE guard lifted, then put the guard back."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute("ALTER TABLE audit DISABLE TRIGGER audit_append_only")
        action()
        op.execute("ALTER TABLE audit ENABLE TRIGGER audit_append_only")
        return
    op.execute("DROP TRIGGER IF EXISTS audit_append_only_update")
    action()
    op.execute(
        "CREATE TRIGGER audit_append_only_update BEFORE UPDATE ON audit "
        f"BEGIN SELECT RAISE(ABORT, '{_REFUSAL}'); END"
    )
