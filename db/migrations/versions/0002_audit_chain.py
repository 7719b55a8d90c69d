"""The audit trail sealed: a hash chain over its entries, and guards against REPLACE and TRUNCATE.

SQLite refused UPDATE and DELETE on the audit table but accepted `REPLACE INTO audit`, which
deletes the old entry and writes another under its id; PostgreSQL accepted `TRUNCATE audit`
(TRUNCATE fires no row triggers). This revision refuses both, and gives every entry a `hash`:
SHA-256 of the previous entry's hash and of its own content
(whistclub.persistence.audit_chain.row_hash), computed here for the entries already written.
Restore replaces the whole club, audit included, inside one transaction that says so
(`SET LOCAL whistclub.replacing_club = 'on'`); nothing else may truncate the audit table.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02 01:10:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

from whistclub.persistence.audit_chain import GENESIS, row_hash

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_REFUSAL = "the audit trail is append-only: record a correction as a new entry"

# The audit table as this revision finds it (not the app's current model, which may move on).
_AUDIT = sa.table(
    "audit",
    sa.column("id", sa.Integer),
    sa.column("at", sa.DateTime(timezone=True)),
    sa.column("action", sa.String),
    sa.column("summary", sa.String),
    sa.column("before", sa.JSON),
    sa.column("after", sa.JSON),
    sa.column("undoes", sa.Integer),
    sa.column("hash", sa.String),
)


def upgrade() -> None:
    _drop_guards()
    op.add_column(
        "audit", sa.Column("hash", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=True)
    )
    _chain_existing_entries()
    with op.batch_alter_table("audit", schema=None) as batch_op:
        batch_op.alter_column(
            "hash", existing_type=sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False
        )
    _create_guards()


def downgrade() -> None:
    _drop_guards()
    with op.batch_alter_table("audit", schema=None) as batch_op:
        batch_op.drop_column("hash")
    _create_guards(sealed=False)


def _chain_existing_entries() -> None:
    bind = op.get_bind()
    previous = GENESIS
    for row in bind.execute(sa.select(_AUDIT).order_by(_AUDIT.c.id)).mappings().all():
        previous = row_hash(previous, row)
        bind.execute(_AUDIT.update().where(_AUDIT.c.id == row["id"]).values(hash=previous))


def _create_guards(*, sealed: bool = True) -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            f"$$ BEGIN RAISE EXCEPTION '{_REFUSAL}'; END $$"
        )
        op.execute(
            "CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit "
            "FOR EACH ROW EXECUTE FUNCTION audit_append_only()"
        )
        if sealed:
            op.execute(
                "CREATE FUNCTION audit_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                "IF coalesce(current_setting('whistclub.replacing_club', true), '') <> 'on' THEN "
                f"RAISE EXCEPTION '{_REFUSAL}'; END IF; RETURN NULL; END $$"
            )
            op.execute(
                "CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit "
                "FOR EACH STATEMENT EXECUTE FUNCTION audit_no_truncate()"
            )
        return
    for event in ("UPDATE", "DELETE"):
        op.execute(
            f"CREATE TRIGGER audit_append_only_{event.lower()} BEFORE {event} ON audit "
            f"BEGIN SELECT RAISE(ABORT, '{_REFUSAL}'); END"
        )
    if sealed:
        # REPLACE INTO fires the INSERT triggers before it removes the entry it replaces.
        op.execute(
            "CREATE TRIGGER audit_append_only_replace BEFORE INSERT ON audit "
            "WHEN EXISTS (SELECT 1 FROM audit WHERE id = NEW.id) "
            f"BEGIN SELECT RAISE(ABORT, '{_REFUSAL}'); END"
        )


def _drop_guards() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS audit_no_truncate ON audit")
        op.execute("DROP FUNCTION IF EXISTS audit_no_truncate()")
        op.execute("DROP TRIGGER IF EXISTS audit_append_only ON audit")
        op.execute("DROP FUNCTION IF EXISTS audit_append_only()")
        return
    for event in ("update", "delete", "replace"):
        op.execute(f"DROP TRIGGER IF EXISTS audit_append_only_{event}")
