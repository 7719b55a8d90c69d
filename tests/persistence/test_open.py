"""Opening the club database: created, migrated, durable; a newer one refused and untouched."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from whistclub import paths
from whistclub.persistence import NewerDatabaseError, PersistenceError, open_database
from whistclub.persistence.database import alembic_config, head_revision, integrity_problems
from whistclub.persistence.engine import make_engine, resolve_url, sqlite_url
from whistclub.persistence.rows import metadata
from whistclub.services import club


def _revision(url: str) -> str | None:
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()


def _digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_opening_creates_and_migrates_to_head(database_url: str) -> None:
    database = open_database(database_url)
    try:
        assert _revision(database_url) == head_revision()
        assert integrity_problems(database) == []
        assert database.backups == []  # a new database has nothing to back up
    finally:
        database.close()


def test_sqlite_connections_are_durable(tmp_path: Path) -> None:
    database = open_database(sqlite_url(tmp_path / "club.sqlite3"))
    try:
        with database.engine.connect() as connection:
            pragma = lambda name: connection.exec_driver_sql(f"PRAGMA {name}").scalar()  # noqa: E731
            assert pragma("journal_mode") == "wal"
            assert pragma("foreign_keys") == 1
            assert pragma("synchronous") == 2  # FULL
    finally:
        database.close()


def test_default_url_is_the_file_in_the_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_url(None) == sqlite_url(paths.default_database_path())
    monkeypatch.setenv("WHISTCLUB_DATABASE_URL", "sqlite:////elsewhere/club.sqlite3")
    assert resolve_url(None) == "sqlite:////elsewhere/club.sqlite3"
    assert resolve_url("postgresql+psycopg://h/db") == "postgresql+psycopg://h/db"


def test_upgrade_head_on_an_empty_database_gives_the_models_schema(database_url: str) -> None:
    config = alembic_config()
    engine = make_engine(database_url)
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            assert compare_metadata(context, metadata) == []
    finally:
        engine.dispose()


def test_alembic_command_line_upgrades_a_file(tmp_path: Path) -> None:
    """The documented by-hand command works from a source checkout (`-x url=...`)."""
    from alembic.config import main as alembic_main

    target = tmp_path / "by-hand.sqlite3"
    ini = str(paths.migrations() / "alembic.ini")
    alembic_main(["-c", ini, "-x", f"url={sqlite_url(target)}", "upgrade", "head"])
    assert _revision(sqlite_url(target)) == head_revision()


def _stamp_future(url: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("UPDATE alembic_version SET version_num = 'f999_future'")
    finally:
        engine.dispose()


def test_a_newer_sqlite_database_is_refused_and_left_byte_identical(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    url = sqlite_url(folder / "club.sqlite3")
    database = open_database(url)
    club.register_player(database, "Ann Smith")
    database.close()
    _stamp_future(url)
    before = _digest(folder)

    with pytest.raises(NewerDatabaseError, match=r"newer version of WhistClub.*f999_future"):
        open_database(url)

    assert _digest(folder) == before  # same files, same bytes: no -wal, no backup, no change


@pytest.mark.postgres
def test_a_newer_postgres_database_is_refused(postgres_url: str) -> None:
    open_database(postgres_url).close()
    _stamp_future(postgres_url)
    with pytest.raises(NewerDatabaseError, match="left untouched"):
        open_database(postgres_url)
    assert _revision(postgres_url) == "f999_future"


def test_a_file_that_is_not_a_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"shopping list: milk, cards, pencils\n" * 200)
    before = path.read_bytes()
    with pytest.raises(PersistenceError, match="not a readable WhistClub database"):
        open_database(sqlite_url(path))
    assert path.read_bytes() == before


def test_another_apps_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    with pytest.raises(PersistenceError, match="not a WhistClub database"):
        open_database(sqlite_url(path))


NEXT_REVISION = '''
"""A later revision, for the test of migrate-on-open."""
import sqlalchemy as sa
from alembic import op

revision = "0099"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("player") as batch:
        batch.add_column(sa.Column("nickname", sa.String(40), nullable=True))


def downgrade():
    with op.batch_alter_table("player") as batch:
        batch.drop_column("nickname")
'''


def test_pending_migrations_run_after_a_timestamped_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    club.register_player(database, "Ann Smith")
    database.close()
    this_version = head_revision()

    newer_db = tmp_path / "newer-app-db"
    shutil.copytree(paths.migrations(), newer_db)
    (newer_db / "migrations" / "versions" / "0099_nickname.py").write_text(
        NEXT_REVISION.format(head=head_revision()), encoding="utf-8"
    )
    monkeypatch.setattr(paths, "migrations", lambda: newer_db)

    database = open_database(url)
    try:
        assert _revision(url) == "0099"
        [backup] = database.backups
        assert backup.parent == tmp_path / "backups"
        assert backup.name.startswith("club-") and backup.name.endswith(".sqlite3")
        with sqlite3.connect(backup) as copy:
            assert copy.execute("SELECT name FROM player").fetchall() == [("Ann Smith",)]
            revision = copy.execute("SELECT version_num FROM alembic_version").fetchone()[0]
            assert revision == this_version
        with database.engine.connect() as connection:
            rows = connection.exec_driver_sql("SELECT name, nickname FROM player").fetchall()
        assert [tuple(r) for r in rows] == [("Ann Smith", None)]
        assert integrity_problems(database) == []
    finally:
        database.close()


def test_the_audit_trail_cannot_be_rewritten(database_url: str) -> None:
    database = open_database(database_url)
    try:
        club.register_player(database, "Ann Smith")
        for statement in ("UPDATE audit SET summary = 'nothing happened'", "DELETE FROM audit"):
            with pytest.raises(sa.exc.DBAPIError, match="append-only"):  # noqa: SIM117
                with database.engine.begin() as connection:
                    connection.exec_driver_sql(statement)
        with database.engine.connect() as connection:
            assert (
                connection.exec_driver_sql("SELECT summary FROM audit").scalar()
                == "register Ann Smith"
            )
    finally:
        database.close()


def test_two_laptops_opening_a_new_database_at_once_both_get_it(database_url: str) -> None:
    """Only one creates the tables; the other waits for it and finds nothing left to do."""
    import threading

    start = threading.Barrier(3)
    opened: list[object] = []
    failures: list[BaseException] = []

    def open_it() -> None:
        start.wait()
        try:
            opened.append(open_database(database_url))
        except BaseException as error:  # reported below, with the test's assertion
            failures.append(error)

    threads = [threading.Thread(target=open_it) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    for database in opened:
        database.close()  # type: ignore[attr-defined]
    assert failures == [] and len(opened) == 3
    assert _revision(database_url) == head_revision()


def test_a_failing_migration_changes_nothing_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    club.register_player(database, "Ann Smith")
    database.close()
    broken = tmp_path / "broken-db"
    shutil.copytree(paths.migrations(), broken)
    (broken / "migrations" / "versions" / "0099_broken.py").write_text(
        NEXT_REVISION.format(head=head_revision()).replace(
            'batch.add_column(sa.Column("nickname", sa.String(40), nullable=True))',
            'batch.add_column(sa.Column("nickname", sa.String(40), nullable=True))\n'
            '    op.execute("INSERT INTO no_such_table VALUES (1)")',
        ),
        encoding="utf-8",
    )
    monkeypatch.setattr(paths, "migrations", lambda: broken)
    with pytest.raises(
        PersistenceError, match=r"failed \(.*no such table: no_such_table\); nothing was changed"
    ):
        open_database(url)
    monkeypatch.undo()
    database = open_database(url)  # still the old schema, still the old data
    try:
        assert _revision(url) == head_revision()
        assert [p["name"] for p in club.list_players(database)] == ["Ann Smith"]
    finally:
        database.close()
