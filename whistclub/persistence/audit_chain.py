"""The audit trail as a hash chain: each entry seals its own content and the entry before it.

Each audit row's `hash` is the SHA-256 of the previous row's hash and of the row's own content
(id, time, action, summary, before, after, undoes), as canonical JSON. Changing, removing or
inserting an entry anywhere but at the end breaks every hash after it, and `check` names the
first entry that does not match (`first_break`). The chain has no secret key: someone who can
rewrite the database and recompute every hash after their change can still forge a trail, but
not by editing one row, and never through the app (the database's own guards refuse UPDATE,
DELETE, REPLACE and TRUNCATE on the audit table, db/migrations/versions/0002).

`append` is the one way an audit row is written. Two laptops on one PostgreSQL server must not
both chain onto the same last entry, so the append takes a transaction-level advisory lock
first (held until the use case commits); on SQLite the writer already holds the database's
write lock (BEGIN IMMEDIATE, engine.writer).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa

from whistclub.persistence import driver_statements
from whistclub.persistence.rows import metadata

GENESIS = ""  # the "previous hash" of the first entry
# Any fixed number: PostgreSQL advisory locks are named by integers (WhistClub's audit chain).
AUDIT_LOCK = 0x5717C1C
CONTENT = ("id", "at", "action", "summary", "before", "after", "undoes")
_CHAIN_END = "whistclub.audit_chain.end"  # connection.info: (transaction, last id, last hash)


def moment(value: Any) -> str:
    """A stored time as UTC ISO text: SQLite gives back naive UTC times, PostgreSQL aware ones."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    if not isinstance(value, datetime):
        return str(value)
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    return value.isoformat(timespec="microseconds")


def row_hash(previous: str, row: Mapping[str, Any], *, as_stored: bool = False) -> str:
    """The hash of one audit row chained onto `previous`. `as_stored`: the row's documents
    are already as JSON gives them back (text keys, lists: a unit of work's rows, read from
    the database), so the round trip that makes them so is left out."""
    content = {name: row.get(name) for name in CONTENT}
    content["at"] = moment(content["at"])
    if not as_stored:
        for name in ("before", "after"):  # as stored: JSON text keys, lists for tuples
            content[name] = json.loads(json.dumps(content[name]))
    text = json.dumps([previous, content], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def append(connection: sa.Connection, values: Mapping[str, Any], *, as_stored: bool = False) -> int:
    """Insert the audit row `values` at the end of the chain; its id (`as_stored`: see
    row_hash)."""
    postgres = connection.dialect.name == "postgresql"
    if postgres:
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({AUDIT_LOCK})")
    # The chain's end, once this transaction has appended, is its own last entry: nobody
    # else appends until it commits (the lock above; SQLite's writer lock), so several use
    # cases committed together (unit.use_cases_together) read the end once, not each. A
    # savepoint is a transaction of its own here: one rolled back takes its entries with it.
    transaction = connection.get_nested_transaction() or connection.get_transaction()
    known = connection.info.get(_CHAIN_END)
    if known is not None and known[0] is transaction:
        last_id, last_hash = known[1], known[2]
    else:
        found = driver_statements.rows(connection, _LAST, {})
        last_id, last_hash = (int(found[0]["id"]), str(found[0]["hash"])) if found else (0, GENESIS)
    new_id = last_id + 1
    if postgres:  # keep the id sequence past every id, for anything inserting by default
        connection.exec_driver_sql(
            f"SELECT setval(pg_get_serial_sequence('audit', 'id'), {int(new_id)})"
        )
    row = {**values, "id": int(new_id)}
    row["hash"] = row_hash(last_hash, row, as_stored=as_stored)
    driver_statements.count(connection, _INSERT, row)
    if transaction is not None:
        connection.info[_CHAIN_END] = (transaction, int(new_id), row["hash"])
    return int(new_id)


# Built once: a statement built for each entry is walked for SQLAlchemy's cache key first
# (issue 24: CPU per durable entry).
_AUDIT = metadata.tables["audit"]
_LAST = sa.select(_AUDIT.c.id, _AUDIT.c.hash).order_by(_AUDIT.c.id.desc()).limit(1)
_INSERT = _AUDIT.insert()


def first_break(rows: Iterable[Mapping[str, Any]]) -> int | None:
    """The id of the first row (in id order) whose hash does not match; None if all do."""
    previous = GENESIS
    for row in rows:
        if row.get("hash") != row_hash(previous, row):
            return int(row["id"])
        previous = str(row["hash"])
    return None
