"""Engines for the club database: which URL, and SQLite made durable.

The URL comes from `--database`, else WHISTCLUB_DATABASE_URL, else the SQLite file in the
user's data folder (design.md, Persistence). SQLite connections get:

- `journal_mode=WAL`: readers never block the writer, and a commit is one append to the log;
- `synchronous=FULL`: the log is synced at every commit, so a result the secretary saw
  accepted survives a power cut (https://www.sqlite.org/pragma.html#pragma_synchronous);
- `foreign_keys=ON`: SQLite does not enforce foreign keys unless asked, per connection;
- `busy_timeout`: a second laptop or process waits for the lock instead of failing at once.

pysqlite opens transactions lazily and on its own terms, so the driver's own handling is turned
off and SQLAlchemy's "begin" emits BEGIN itself (the SQLAlchemy documentation's recipe,
"Serializable isolation / Savepoints / Transactional DDL" for pysqlite). A writer engine begins
with BEGIN IMMEDIATE: it takes the write lock before reading, so a use case that reads a row
and then updates it never fails half-way with SQLITE_BUSY.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url

from whistclub import paths
from whistclub.persistence import driver_statements
from whistclub.persistence.errors import PersistenceError
from whistclub.persistence.glance import ENV_URL as ENV_URL

BUSY_TIMEOUT_MS = 15_000


def resolve_url(explicit: str | None = None) -> str:
    """The database URL: the --database option, else the environment, else the default file."""
    if explicit:
        return explicit
    from_env = os.environ.get(ENV_URL)
    if from_env:
        return from_env
    return sqlite_url(paths.default_database_path())


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{Path(path).resolve()}"


def sqlite_path(url: str) -> Path | None:
    """The file behind a SQLite URL; None for other databases (and for :memory:)."""
    parsed = _parsed(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser().resolve()


def is_sqlite(url: str) -> bool:
    return _parsed(url).get_backend_name() == "sqlite"


def describe(url: str) -> str:
    """The URL as shown to the user: the file for SQLite, no password for servers."""
    path = sqlite_path(url)
    if path is not None:
        return str(path)
    return _parsed(url).render_as_string(hide_password=True)


def _parsed(url: str) -> sa.URL:
    """The URL read, or the user told in one line that it is not one (--database "club")."""
    try:
        return make_url(url)
    except sa.exc.ArgumentError:
        raise _not_an_address(url) from None


def _not_an_address(url: str) -> PersistenceError:
    return PersistenceError(
        f"{url!r} is not a database address WhistClub can open: give "
        "sqlite:///FILE.sqlite3 or postgresql+psycopg://USER@HOST/DATABASE"
    )


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite connections get the PRAGMAs of the module docstring."""
    if not is_sqlite(url):
        try:
            return sa.create_engine(url, pool_pre_ping=True)
        except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError):
            # A typing slip in --database ("bogus://x"), not a fault.
            raise _not_an_address(describe(url)) from None
    engine = sa.create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
    sa.event.listen(engine, "connect", _sqlite_connect)
    sa.event.listen(engine, "begin", _sqlite_begin)
    return engine


def writer(engine: Engine) -> Engine:
    """The same engine, beginning each transaction with the write lock held (SQLite)."""
    return engine.execution_options(sqlite_begin="IMMEDIATE")


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None  # SQLAlchemy emits BEGIN (see _sqlite_begin)
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    _ensure_wal(cursor)
    cursor.execute("PRAGMA synchronous = FULL")
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.close()


def _ensure_wal(cursor: Any) -> None:
    """Switch the file to WAL (once: the mode is stored in the file).

    Switching needs the file to itself, and SQLite answers "database is locked" at once,
    without its busy handler, when another connection is using it at that moment (several
    laptops or threads opening a brand-new file together), so the switch is retried for up to
    the busy timeout.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
                return
            if cursor.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal":
                return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
        if time.monotonic() > deadline:
            raise sqlite3.OperationalError("could not switch the database to WAL mode: it is busy")
        time.sleep(0.02)


def _sqlite_begin(connection: sa.Connection) -> None:
    mode = connection.get_execution_options().get("sqlite_begin", "DEFERRED")
    driver_statements.begin(connection, f"BEGIN {mode}")
