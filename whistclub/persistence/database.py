"""Opening the club database: refuse what a newer app wrote, back up, migrate, hand out sessions.

`open_database(url)` is the one front door (the window, the command line and the tests use it):

1. it reads the schema revision without writing anything (SQLite: a read-only connection), and
   refuses a database whose revision this app does not know, i.e. one written by a newer
   WhistClub, leaving it byte for byte untouched (qutebrowser `misc/sql.py` does the same with
   its user_version);
2. if migrations are pending on a SQLite file that already holds data, it first takes a
   timestamped online backup next to it (sqlite3's backup API, never a file copy: a file copy
   of a live WAL database can miss committed pages still in the -wal file);
3. it runs the pending alembic migrations in one transaction. On PostgreSQL no file backup is
   taken: DDL is transactional there, so a failed migration rolls back completely and the
   database stays at its old revision; `whistclub-cli backup` copies a server database into a
   SQLite file, and docs/database.md recommends pg_dump before upgrading the app.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session

from whistclub import paths
from whistclub.persistence import engine as engines
from whistclub.persistence.errors import NewerDatabaseError, PersistenceError
from whistclub.persistence.files import sqlite_integrity, written_whole
from whistclub.persistence.glance import locked_read_uri, read_only_uri
from whistclub.persistence.revisions import head_revision, known_revisions
from whistclub.persistence.rows import TABLES_IN_ORDER, metadata

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory


@dataclass
class Database:
    """An open, migrated club database: `engine` reads, `writer` runs the services' writes."""

    url: str
    engine: Engine
    writer: Engine
    backups: list[Path] = field(default_factory=list)

    @property
    def is_sqlite(self) -> bool:
        return engines.is_sqlite(self.url)

    @property
    def sqlite_path(self) -> Path | None:
        return engines.sqlite_path(self.url)

    def describe(self) -> str:
        return engines.describe(self.url)

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session for reads; nothing is committed."""
        with Session(self.engine) as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()


# -- revisions -----------------------------------------------------------------------------


def alembic_config() -> Config:
    from alembic.config import Config

    return Config(str(paths.migrations() / "alembic.ini"))


def script_directory() -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(alembic_config())


def read_revision(url: str) -> str | None:
    """The schema revision stored in the database (None when it is new), writing nothing."""
    path = engines.sqlite_path(url)
    if path is not None:
        return _read_sqlite_revision(path)
    engine = engines.make_engine(url)
    try:
        with engine.connect() as connection:
            return _revision_of(connection, engines.describe(url))
    except sa.exc.OperationalError as error:
        raise PersistenceError(
            f"cannot reach the database {engines.describe(url)}: {_first_line(error)}; "
            "check that the server is running and the URL is right"
        ) from None
    finally:
        engine.dispose()


def _revision_of(connection: sa.Connection, where: str) -> str | None:
    tables = set(sa.inspect(connection).get_table_names())
    if "alembic_version" not in tables:
        if tables & set(TABLES_IN_ORDER):
            raise PersistenceError(
                f"{where} has club tables but no schema revision; restore a backup"
            )
        return None
    version = connection.exec_driver_sql("SELECT version_num FROM alembic_version").first()
    return str(version[0]) if version else None


def _read_sqlite_revision(path: Path) -> str | None:
    if not path.exists() or path.stat().st_size == 0:
        return None
    try:
        return _sqlite_revision_at(path, read_only_uri(path))
    except sqlite3.DatabaseError:
        pass  # an immutable read can meet a page another process is writing: read with locks
    try:
        return _sqlite_revision_at(path, locked_read_uri(path))
    except sqlite3.DatabaseError as error:
        raise PersistenceError(
            f"{path} is not a readable WhistClub database ({error}); "
            "choose another file or restore a backup"
        ) from None


def _sqlite_revision_at(path: Path, uri: str) -> str | None:
    with closing(sqlite3.connect(uri, uri=True)) as connection:
        names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        if "alembic_version" not in names:
            if names:
                raise PersistenceError(
                    f"{path} is not a WhistClub database (it holds other tables); "
                    "choose another file"
                )
            return None
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        return row[0] if row else None


def refuse_unknown_revision(revision: str | None, where: str) -> None:
    if revision is not None and revision not in known_revisions():
        raise NewerDatabaseError(
            f"{where} was written by a newer version of WhistClub (schema {revision}; this "
            f"version knows up to {head_revision()}); it was left untouched: install the newer "
            "WhistClub to open it"
        )


# -- opening -------------------------------------------------------------------------------


def open_database(
    url: str | None = None, *, backup_dir: Path | None = None, migrate: bool = True
) -> Database:
    """The club database at `url` (see engine.resolve_url), migrated to this app's schema."""
    url = engines.resolve_url(url)
    where = engines.describe(url)
    current = read_revision(url)
    refuse_unknown_revision(current, where)
    path = engines.sqlite_path(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = engines.make_engine(url)
    database = Database(url=url, engine=engine, writer=engines.writer(engine))
    if migrate and current != head_revision():
        if path is not None and current is not None:
            database.backups.append(
                backup_sqlite(
                    path, backup_dir or default_backup_dir(path), f"before-{head_revision()}"
                )
            )
        upgrade(database)
    return database


def upgrade(database: Database) -> None:
    """Run the pending migrations in one transaction; on failure nothing is changed.

    Two laptops opening a new shared database at once must not both create the tables: on
    SQLite the transaction starts with the write lock (BEGIN IMMEDIATE), on PostgreSQL with a
    transaction-level advisory lock; the second one then finds the schema at head and has
    nothing to do. SQLite's batch migrations copy tables, which foreign keys would cascade
    through, so they are switched off for the migration and checked before it commits
    (alembic's "batch migrations" notes; the PRAGMA cannot change inside a transaction, hence
    before BEGIN).
    """
    from alembic import command

    config = alembic_config()
    with database.writer.connect() as connection:
        if database.is_sqlite:
            _driver(connection).execute("PRAGMA foreign_keys = OFF")
        try:
            with connection.begin():
                if connection.dialect.name == "postgresql":
                    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
                if database.is_sqlite:
                    _refuse_broken_links(connection, database.describe())
        except PersistenceError:
            raise
        except Exception as error:
            raise PersistenceError(
                f"updating {database.describe()} to this version's schema failed "
                f"({_first_line(error)}); "
                "nothing was changed: report this, and keep using the previous WhistClub meanwhile"
            ) from error
        finally:
            if database.is_sqlite:
                _driver(connection).execute("PRAGMA foreign_keys = ON")


# Any fixed number: PostgreSQL advisory locks are named by integers (WhistClub's migrations).
MIGRATION_LOCK = 0x5717C1B


def _driver(connection: sa.Connection) -> Any:
    return connection.connection.driver_connection


def _refuse_broken_links(connection: sa.Connection, where: str) -> None:
    broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
    if broken:
        raise PersistenceError(
            f"migrating {where} would break {len(broken)} links between rows; nothing was "
            "changed: report this as a bug"
        )


# -- backups -------------------------------------------------------------------------------


def default_backup_dir(path: Path) -> Path:
    return path.parent / "backups"


def timestamped_name(path: Path, reason: str) -> str:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    return f"{path.stem}-{stamp}-{reason}.sqlite3"


def backup_sqlite(source: Path, folder: Path, reason: str) -> Path:
    """An online backup of the SQLite file `source` into `folder`, named with the UTC time."""
    target = folder / timestamped_name(source, reason)
    sqlite_online_copy(source, target, what="the backup taken before updating the database")
    return target


def sqlite_online_copy(source: Path, target: Path, *, what: str = "the copy") -> None:
    """Copy a live SQLite database page by page with sqlite3's backup API, whole or not at all.

    The copy is a consistent snapshot even while another process writes (the API restarts when
    the source changes under it), and it includes what is still only in the -wal file. It is
    written under a temporary name and renamed once SQLite's integrity check passes on it
    (files.written_whole), so a copy killed or out of space leaves nothing under `target`.
    """
    with written_whole(target, what) as temporary:
        copy_pages(source, temporary)
        refuse_unsound_copy(temporary, target, what)


def refuse_unsound_copy(temporary: Path, target: Path, what: str) -> None:
    problems = sqlite_integrity(temporary)
    if problems:
        raise PersistenceError(
            f"{what} written to {target} did not pass SQLite's integrity check "
            f"({problems[0]}); nothing was left under that name: check the disk and try again"
        )


def copy_pages(source: Path, target: Path) -> None:
    """sqlite3's backup API from `source` (read-only) into the new file `target`."""
    with closing(sqlite3.connect(locked_read_uri(source), uri=True)) as src:
        src.execute(f"PRAGMA busy_timeout = {engines.BUSY_TIMEOUT_MS}")
        with closing(sqlite3.connect(target)) as dst:
            src.backup(dst)
            # A backup is a single file: no -wal beside it to lose when it is copied around.
            dst.execute("PRAGMA journal_mode = DELETE")


# -- checks and whole-club copies ------------------------------------------------------------


def integrity_problems(database: Database) -> list[str]:
    """What SQLite's own checks find wrong (empty when all is well).

    PostgreSQL checks pages and foreign keys itself on every write, so there is nothing to ask
    it here; only the schema revision is compared.
    """
    problems: list[str] = []
    with database.engine.connect() as connection:
        revision = _revision_of(connection, database.describe())
        if revision != head_revision():
            problems.append(f"schema revision is {revision}, expected {head_revision()}")
        if database.is_sqlite:
            for (line,) in connection.exec_driver_sql("PRAGMA integrity_check").fetchall():
                if line != "ok":
                    problems.append(f"integrity check: {line}")
            for table, rowid, parent, _ in connection.exec_driver_sql(
                "PRAGMA foreign_key_check"
            ).fetchall():
                problems.append(f"{table} row {rowid} points to a missing {parent} row")
    return problems


def copy_rows(source: sa.Connection, target: sa.Connection) -> dict[str, int]:
    """Copy every club table's rows from one database to another (same schema revision).

    Tables go parents first, rows in id order (an audit row only undoes an earlier one), so
    foreign keys hold at every insert; PostgreSQL's id sequences are then moved past the copied
    ids so the next insert does not collide.
    """
    counts: dict[str, int] = {}
    for name in TABLES_IN_ORDER:
        table = metadata.tables[name]
        times = [c.name for c in table.c if isinstance(c.type, sa.DateTime)]
        rows = [
            _utc_times(dict(row), times)
            for row in source.execute(sa.select(table).order_by(table.c.id)).mappings()
        ]
        if rows:
            target.execute(table.insert(), rows)
        counts[name] = len(rows)
    if target.dialect.name == "postgresql":
        for name in TABLES_IN_ORDER:
            target.exec_driver_sql(
                f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {name}), 0) + 1, false)"
            )
    return counts


def _utc_times(row: dict[str, Any], times: list[str]) -> dict[str, Any]:
    """Times as UTC with their zone: SQLite keeps times without one (they are UTC, as written),
    PostgreSQL gives them in the session's zone; an audit entry's hash covers its time."""
    for name in times:
        value = row[name]
        if isinstance(value, datetime):
            row[name] = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    return row


def truncate_all(connection: sa.Connection) -> None:
    """Empty every club table of a PostgreSQL database (restore replaces the whole club).

    TRUNCATE, not DELETE: the audit table's append-only triggers refuse row deletes. Its
    TRUNCATE guard (migration 0002) lets through only a transaction that says it replaces the
    whole club; SET LOCAL ends with the transaction.
    """
    names = ", ".join(TABLES_IN_ORDER)
    connection.exec_driver_sql("SET LOCAL whistclub.replacing_club = 'on'")
    connection.exec_driver_sql(f"TRUNCATE {names} RESTART IDENTITY")


def _first_line(error: Exception) -> str:
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
