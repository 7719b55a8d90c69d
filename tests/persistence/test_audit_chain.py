"""The audit trail cannot be rewritten, and any rewrite outside the app is found.

The database refuses UPDATE, DELETE, REPLACE (SQLite) and TRUNCATE (PostgreSQL) on the audit
table; each entry's hash seals its content and the entry before it, `check` names the first
entry that does not match, and two laptops writing at once on one server still build one
unbroken chain.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import closing
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command

from tests.persistence.databases import database_url, postgres_url  # noqa: F401 (fixtures)
from whistclub.cli import main
from whistclub.persistence import audit_chain, open_database
from whistclub.persistence.database import alembic_config, head_revision
from whistclub.persistence.engine import make_engine, sqlite_url
from whistclub.persistence.rows import metadata
from whistclub.services import club


def audit_rows(url: str) -> list[dict[str, object]]:
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            audit = metadata.tables["audit"]
            return [
                dict(r)
                for r in connection.execute(sa.select(audit).order_by(audit.c.id)).mappings()
            ]
    finally:
        engine.dispose()


def test_replace_into_the_audit_is_refused_on_sqlite(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    club.register_player(database, "Ann Smith")
    database.close()
    before = audit_rows(url)
    with closing(sqlite3.connect(tmp_path / "club.sqlite3")) as connection:
        for verb in ("REPLACE", "INSERT OR REPLACE"):
            with pytest.raises(sqlite3.DatabaseError, match="append-only"):
                connection.execute(
                    f"{verb} INTO audit (id, at, action, summary, before, after, hash) "
                    "VALUES (1, '2026-01-01 00:00:00', 'forged', 'nothing', '{}', '{}', 'x')"
                )
    assert audit_rows(url) == before


@pytest.mark.postgres
def test_truncate_of_the_audit_is_refused_on_postgresql(postgres_url: str) -> None:  # noqa: F811
    database = open_database(postgres_url)
    club.register_player(database, "Ann Smith")
    database.close()
    engine = make_engine(postgres_url)
    try:
        for statement in ("TRUNCATE audit", "TRUNCATE audit, player RESTART IDENTITY CASCADE"):
            with pytest.raises(sa.exc.DBAPIError, match="append-only"), engine.begin() as c:
                c.exec_driver_sql(statement)
    finally:
        engine.dispose()
    assert [row["action"] for row in audit_rows(postgres_url)] == ["player.registered"]


def tamper(url: str, statement: str) -> None:
    """What someone with the database file or server could do by hand: lift the guard, edit."""
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.exec_driver_sql("ALTER TABLE audit DISABLE TRIGGER audit_append_only")
                connection.exec_driver_sql(statement)
                connection.exec_driver_sql("ALTER TABLE audit ENABLE TRIGGER audit_append_only")
            else:
                guards = connection.exec_driver_sql(
                    "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
                ).all()
                for name, _ in guards:
                    connection.exec_driver_sql(f"DROP TRIGGER {name}")
                connection.exec_driver_sql(statement)
                for _, sql in guards:
                    connection.exec_driver_sql(sql)
    finally:
        engine.dispose()


@pytest.mark.parametrize(
    ("statement", "first"),
    [
        ("UPDATE audit SET summary = 'register Nobody' WHERE id = 2", 2),
        ("UPDATE audit SET after = '{}' WHERE id = 3", 3),
        ("DELETE FROM audit WHERE id = 2", 3),
        ("UPDATE audit SET hash = 'f00d' WHERE id = 1", 1),
    ],
)
def test_check_names_the_first_entry_that_does_not_match(
    statement: str,
    first: int,
    database_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    database = open_database(database_url)
    for name in ("Ann Smith", "Bob Brown", "Carol White", "Dan Green"):
        club.register_player(database, name)
    database.close()
    assert main(["--database", database_url, "check"]) == 0
    tamper(database_url, statement)
    capsys.readouterr()
    assert main(["--database", database_url, "check"]) == 1
    out = capsys.readouterr().out
    problems = [line for line in out.splitlines() if line.startswith("problem:")]
    assert problems == [
        f"problem: audit row {first} does not match the audit trail's hash chain: that entry, "
        "or one before it, was changed, removed or inserted outside WhistClub; restore a backup "
        "from before it, or keep this one as evidence"
    ], out


def test_two_laptops_writing_at_once_build_one_unbroken_chain(
    database_url: str,  # noqa: F811
) -> None:
    """Two connections (threads, each with its own engine) register players at the same
    moment; every entry chains onto the one committed before it."""
    open_database(database_url).close()
    start = threading.Barrier(2)
    failures: list[BaseException] = []

    def laptop(who: str) -> None:
        database = open_database(database_url)
        try:
            start.wait()
            for n in range(40):
                club.register_player(database, f"{who} {n}")
        except BaseException as error:  # reported below, with the test's assertion
            failures.append(error)
        finally:
            database.close()

    threads = [threading.Thread(target=laptop, args=(who,)) for who in ("Ann", "Bob")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert failures == []
    rows = audit_rows(database_url)
    assert len(rows) == 80
    assert audit_chain.first_break(rows) is None
    summaries = [str(row["summary"]) for row in rows]
    assert sum(s.startswith("register Ann") for s in summaries) == 40


def test_opening_an_older_club_seals_its_existing_entries(tmp_path: Path) -> None:
    """Entries written before the chain existed get their hashes in the migration."""
    path = tmp_path / "club.sqlite3"
    engine = make_engine(sqlite_url(path))
    with engine.begin() as connection:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        for n in (1, 2, 3):
            connection.exec_driver_sql(
                "INSERT INTO audit (at, action, summary, before, after) VALUES "
                f"('2026-11-2{n} 21:14:03.000000', 'player.registered', 'register P{n}', "
                f"'{{}}', '{{\"player\": [{{\"id\": {n}}}]}}')"
            )
    engine.dispose()

    database = open_database(sqlite_url(path))  # migrates, after a backup
    try:
        assert database.backups
        club.register_player(database, "Ann Smith")
    finally:
        database.close()
    rows = audit_rows(sqlite_url(path))
    assert [row["summary"] for row in rows] == [
        "register P1",
        "register P2",
        "register P3",
        "register Ann Smith",
    ]
    assert all(len(str(row["hash"])) == 64 for row in rows)
    assert audit_chain.first_break(rows) is None
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone() == (
            head_revision(),
        )
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            connection.execute("REPLACE INTO audit SELECT * FROM audit WHERE id = 1")
