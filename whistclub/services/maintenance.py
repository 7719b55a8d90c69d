"""Safety tools: backup, restore and check of the whole club database.

- Backup is always online: SQLite's backup API for a SQLite file (never a file copy of a live
  database), and for PostgreSQL a copy of every row, read in one REPEATABLE READ transaction
  (one consistent snapshot), into a new SQLite file at the same schema revision. Either kind
  of backup file can be restored into either kind of database. A backup is written under a
  temporary name, checked, then renamed (persistence.files): whole, or not there at all.
- Restore never destroys and never installs what it has not read: the backup is migrated on a
  scratch copy (the backup file itself is never changed) and read through (services.verify);
  only then is the club as it is backed up and replaced, with rows only, into a schema built
  by this version's migrations; the replacement and its audit row are one transaction.
- Check works on a fresh scratch copy, migrated to this app's schema, so the club database
  itself is never changed by a check: the same reading as restore's (services.verify), the
  audit chain, and every schema object compared with this version's.
"""

from __future__ import annotations

import sqlite3
import tempfile
from collections.abc import Callable, Mapping
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from whistclub.domain.documents import score_document
from whistclub.persistence import engine as engines
from whistclub.persistence import schema
from whistclub.persistence.database import (
    Database,
    PersistenceError,
    copy_pages,
    copy_rows,
    default_backup_dir,
    open_database,
    read_revision,
    refuse_unknown_revision,
    refuse_unsound_copy,
    sqlite_online_copy,
    timestamped_name,
    truncate_all,
)
from whistclub.persistence.files import FileRefusal, sqlite_error_words, written_whole
from whistclub.persistence.glance import locked_read_uri
from whistclub.persistence.revisions import head_revision
from whistclub.persistence.rows import metadata
from whistclub.services import verify
from whistclub.services.errors import ServiceError
from whistclub.services.unit import Changes, UnitOfWork, done, use_case

Scorer = Callable[[Mapping[str, Any]], dict[str, Any]]


# -- backup --------------------------------------------------------------------------------


def default_backup_target(database: Database) -> Path:
    """Where `backup` writes when no --to is given: the backups folder beside the database."""
    path = database.sqlite_path
    if path is not None:
        return default_backup_dir(path) / timestamped_name(path, "backup")
    from whistclub import paths

    return paths.data_dir() / "backups" / timestamped_name(Path("club-server"), "backup")


def backup(database: Database, target: Path | None = None) -> Path:
    """An online backup of the whole club into the new SQLite file `target`.

    Written under a temporary name beside `target`, checked (SQLite's integrity check, and it
    opens as a club of this version's schema), then renamed: a backup killed or out of space
    leaves nothing under `target` (files.written_whole). Every refusal is a ServiceError, as
    for any use case (the window shows it in a dialog, the command line in one line).
    """
    target = Path(target) if target is not None else default_backup_target(database)
    try:
        with written_whole(target, "the backup") as temporary:
            path = database.sqlite_path
            if path is not None:
                copy_pages(path, temporary)
            else:
                _copy_server(database, temporary, target)
            refuse_unsound_copy(temporary, target, "the backup")
            _refuse_unreadable_backup(temporary, target)
    except PersistenceError as error:
        raise ServiceError(str(error)) from None
    return target


def _copy_server(database: Database, temporary: Path, target: Path) -> None:
    """Every row of the server, read from one snapshot, into a new SQLite file."""
    try:
        copy = open_database(engines.sqlite_url(temporary))
    except PersistenceError as error:  # the new file's tables could not be written
        raise FileRefusal(sqlite_error_words(error, target, "the backup")) from None
    try:
        with (
            database.engine.connect().execution_options(
                isolation_level="REPEATABLE READ"
            ) as source,
            copy.writer.begin() as sink,
        ):
            copy_rows(source, sink)
    finally:
        copy.close()
    with closing(sqlite3.connect(temporary)) as single_file:
        single_file.execute("PRAGMA journal_mode = DELETE")


def _refuse_unreadable_backup(temporary: Path, target: Path) -> None:
    revision = read_revision(engines.sqlite_url(temporary))
    if revision != head_revision():
        raise ServiceError(
            f"the backup written to {target} does not read back as a club of this version "
            f"(schema {revision}); nothing was left under that name: try again, and report "
            "this if it happens again"
        )


# -- restore -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Restored:
    safety_backup: Path | None
    changes: Changes


def restore(url: str | None, source: Path) -> Restored:
    """Replace the club at `url` with the backup `source`, once the backup is verified.

    The backup is copied to a scratch file, migrated there (the backup itself is never
    changed) and read through as the app reads it (verify.club_problems); any problem refuses
    it and the club is not touched. The club as it was is backed up, then replaced; the
    replacement and its audit row are one transaction, so no replacement is ever unaudited.
    """
    source = Path(source)
    verify.refuse_unreadable_backup(source)
    revision = read_revision(engines.sqlite_url(source))
    refuse_unknown_revision(revision, str(source))
    if revision is None:
        raise ServiceError(
            f"{source} holds no club (it is an empty database); choose another backup"
        )
    with tempfile.TemporaryDirectory(prefix="whistclub-restore-") as scratch:
        staged = _verified_stage(source, Path(scratch))
        try:
            database = open_database(url)
            try:
                safety = _safety_backup(database)
                note = f" (the club as it was is in {safety})" if safety else ""
                summary = f"restore {source.name}{note}"
                if database.sqlite_path is not None:
                    fresh = _fresh_club(staged, Path(scratch))
                    changes = _replace_sqlite(fresh, database, summary)
                else:
                    changes = _replace_server(staged, database, summary)
                return Restored(safety, changes)
            finally:
                database.close()
        finally:
            staged.close()


# What SQLite (or text in it) raises on a file whose damage its integrity check did not see.
UNREADABLE = (sqlite3.Error, sa.exc.DBAPIError, UnicodeError)


def _verified_stage(source: Path, scratch: Path) -> Database:
    """The backup staged and read through; anything it cannot read refuses it in one line."""
    try:
        staged = _staged(source, scratch)
    except UNREADABLE as error:
        raise _damaged(source, error) from None
    try:
        _refuse_problems(source, verify.club_problems(staged))
    except UNREADABLE as error:
        staged.close()
        raise _damaged(source, error) from None
    except BaseException:
        staged.close()
        raise
    return staged


def _damaged(source: Path, error: Exception) -> ServiceError:
    reason = verify.one_line(str(getattr(error, "orig", None) or error))
    return ServiceError(
        f"{source} is damaged ({reason}); the club was not touched: choose another backup"
    )


def _staged(source: Path, scratch: Path) -> Database:
    """A scratch copy of the backup, its own code removed, migrated to this version's schema.

    The backup's triggers and views are dropped before anything runs on the copy: a backup
    must bring rows, never code that would run on them (a trigger rewriting deals, say).
    """
    copy = scratch / "staged.sqlite3"
    sqlite_online_copy(source, copy, what="the scratch copy of the backup")
    _drop_code(copy)
    try:
        return open_database(engines.sqlite_url(copy), backup_dir=scratch)
    except PersistenceError as error:
        raise ServiceError(
            f"{source} cannot be restored: it does not read as a WhistClub club "
            f"({verify.one_line(str(error))}); the club was not touched: choose another backup"
        ) from None


def _drop_code(path: Path) -> None:
    with closing(sqlite3.connect(path)) as connection:
        code = connection.execute(
            "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view')"
        ).fetchall()
        for kind, name in code:
            quoted = name.replace('"', '""')  # the backup chose these names: quote them
            connection.execute(f'DROP {kind.upper()} IF EXISTS "{quoted}"')
        connection.commit()


def _fresh_club(staged: Database, scratch: Path) -> Database:
    """A new club built by this version's migrations, holding the staged club's rows only."""
    fresh = open_database(engines.sqlite_url(scratch / "fresh.sqlite3"), backup_dir=scratch)
    with staged.engine.connect() as source, fresh.writer.begin() as sink:
        copy_rows(source, sink)
    return fresh


def _refuse_problems(source: Path, verified: verify.Verified) -> None:
    if not verified.problems:
        return
    more = len(verified.problems) - 1
    others = f" (and {more} more problems)" if more else ""
    raise ServiceError(
        f"{source} cannot be restored: {verify.one_line(verified.problems[0])}{others}; "
        "the club was not touched: choose another backup (whistclub-cli --database "
        f"{engines.sqlite_url(source)} check lists every problem)"
    )


def _safety_backup(database: Database) -> Path | None:
    with database.engine.connect() as connection:
        tables = ("player", "game", "drive_event", "audit")
        counts = [
            connection.execute(sa.select(sa.func.count()).select_from(metadata.tables[t])).scalar()
            for t in tables
        ]
    if not any(counts):
        return None
    target = default_backup_target(database)
    return backup(database, target.with_name(target.name.replace("-backup", "-before-restore")))


def _replace_sqlite(staged: Database, database: Database, summary: str) -> Changes:
    """The audit row goes into the fresh club, which is then copied over the live file with
    the backup API in one step: readers see the old club or the new one with its audit row.
    The live file's schema is so the one this version's migrations build, whatever it was."""
    with use_case(staged, "club.restored", summary) as unit:
        pass
    staged.close()
    database.engine.dispose()
    assert database.sqlite_path is not None and staged.sqlite_path is not None
    with (
        closing(sqlite3.connect(staged.sqlite_path)) as source,
        closing(
            sqlite3.connect(database.sqlite_path, timeout=engines.BUSY_TIMEOUT_MS / 1000)
        ) as live,
    ):
        source.backup(live)
    return done(unit)


def _replace_server(staged: Database, database: Database, summary: str) -> Changes:
    """Empty the server's club tables, copy the staged rows in and write the audit row, all
    in one transaction. Rows only: the server keeps the schema its migrations built."""
    with staged.engine.connect() as source, database.writer.begin() as sink:
        truncate_all(sink)
        copy_rows(source, sink)
        return UnitOfWork(sink, "club.restored", summary).finish()


# -- check ---------------------------------------------------------------------------------


@dataclass
class CheckReport:
    where: str
    games_checked: int = 0
    evenings_checked: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def check(url: str | None, scorer: Scorer = score_document) -> CheckReport:
    """Check the club at `url` on a migrated scratch copy; the database itself is not changed.

    The copy is read as the app reads it (verify.club_problems): every row, every JSON
    document, every game and started evening recomputed, the audit chain, and every schema
    object compared with this version's (on PostgreSQL, the server's own schema).
    """
    url = engines.resolve_url(url)
    where = engines.describe(url)
    live = engines.sqlite_path(url)
    if live is not None:
        verify.refuse_unreadable_club(live)
    refuse_unknown_revision(read_revision(url), where)
    report = CheckReport(where=where)
    if live is not None:
        report.problems += _sqlite_file_problems(live)
    with tempfile.TemporaryDirectory(prefix="whistclub-check-") as scratch:
        copy_path = Path(scratch) / "check.sqlite3"
        kinds = schema.EVERYTHING
        try:
            if live is not None:
                sqlite_online_copy(live, copy_path, what="the scratch copy of the club")
            else:
                kinds = schema.STRUCTURE  # the copy is built by migrations: compare the server
                server = open_database(url)
                try:
                    report.problems += verify.schema_problems(server)
                    backup(server, copy_path)
                finally:
                    server.close()
            copy = open_database(engines.sqlite_url(copy_path), backup_dir=Path(scratch))
        except PersistenceError:
            if report.problems:  # the damage SQLite found stops the copy: report it
                return report
            raise
        try:
            verified = verify.club_problems(copy, scorer, kinds)
        except UNREADABLE as error:  # damage the integrity check did not see
            reason = verify.one_line(str(getattr(error, "orig", None) or error))
            verified = verify.Verified(problems=[f"SQLite cannot read the club: {reason}"])
        finally:
            copy.close()
    report.problems += verified.problems
    report.games_checked, report.evenings_checked = verified.games, verified.evenings
    return report


def _sqlite_file_problems(path: Path) -> list[str]:
    """SQLite's integrity check of the live file, read-only."""
    try:
        with closing(sqlite3.connect(locked_read_uri(path), uri=True)) as connection:
            lines = [row[0] for row in connection.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as error:
        return [f"SQLite cannot read {path}: {error}"]
    return [] if lines == ["ok"] else [f"integrity check: {verify.one_line(x)}" for x in lines]


__all__ = ["CheckReport", "PersistenceError", "Restored", "backup", "check", "restore"]
