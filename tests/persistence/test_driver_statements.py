"""The unit of work's statements on the driver's cursor write what SQLAlchemy's execute writes.

Each use case below runs twice, on two new databases of the same backend: once with the
statements going straight to the driver (persistence/driver_statements.py) and once with a
listener on the connection's statements, which sends every statement through
`Connection.execute` as before. The rows stored, the audit trail's documents and the
Changes returned must be the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import sqlalchemy as sa

from tests.persistence.databases import BACKENDS, fresh_postgres_url
from whistclub.persistence import Database, audit_chain, open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.persistence.rows import metadata
from whistclub.services import ConflictError, club, drives, games, undo
from whistclub.services.unit import use_case

GAME = {"profile": "english_short_001", "start": {"NS": 0, "EW": 0}}
DEAL = {"tricks": {"NS": 8, "EW": 5}, "honours": {"NS": 2, "EW": 2}}


def club_evening(database: Database) -> list[Any]:
    """Inserts, updates, a delete, undo and redo: every statement the unit of work sends."""
    done: list[Any] = []
    ann = club.register_player(database, "Ann Smith", membership_number="7")
    done.append(ann)
    player = ann.created_id("player")
    done.append(club.rename_player(database, player, 1, "Ann Jones"))
    done.append(club.withdraw_player(database, player, 2))
    game = games.start_game(database, GAME, seats={"N": player})
    done.append(game)
    done.append(games.record_deal(database, game.created_id("game"), DEAL))
    event = drives.create_event(database, "Friday").created_id("drive_event")
    first = drives.record_table_result(database, event, 1, 1, {"NS": 7, "EW": 6})
    done.append(first)
    second = drives.record_table_result(database, event, 1, 2, {"NS": 4, "EW": 9})
    done.append(second)
    result = first.created_id("drive_table_result")
    done.append(drives.correct_table_result(database, result, 1, {"NS": 8, "EW": 5}))
    undone = undo(database, first.audit_id + 2)  # the correction
    done.append(undone)
    done.append(undo(database, undone.audit_id))  # redo
    deleted = undo(database, second.audit_id)  # the second result's entry: a delete
    done.append(deleted)
    done.append(undo(database, deleted.audit_id))  # put back with its old id
    return done


def stored(database: Database) -> dict[str, list[dict[str, Any]]]:
    """Every table's rows in id order; the audit rows without their moment and hash (which
    follow the clock)."""
    tables: dict[str, list[dict[str, Any]]] = {}
    with database.engine.connect() as connection:
        for table in metadata.sorted_tables:
            rows = connection.execute(sa.select(table).order_by(table.c.id)).mappings()
            tables[table.name] = [
                {k: v for k, v in row.items() if table.name != "audit" or k not in ("at", "hash")}
                for row in rows
            ]
    return tables


@contextmanager
def through_execute(database: Database) -> Iterator[list[str]]:
    """Every statement through Connection.execute: a listener on the statements (the SQL
    seen is collected)."""
    seen: list[str] = []

    def listen(_conn, _cursor, statement, *_rest) -> None:  # type: ignore[no-untyped-def]
        seen.append(statement)

    sa.event.listen(database.engine, "before_cursor_execute", listen)
    try:
        yield seen
    finally:
        sa.event.remove(database.engine, "before_cursor_execute", listen)


@pytest.fixture(params=BACKENDS)
def two_databases(request: pytest.FixtureRequest, tmp_path) -> Iterator[tuple[Database, Database]]:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        urls = [sqlite_url(tmp_path / "direct.sqlite3"), sqlite_url(tmp_path / "sa.sqlite3")]
        opened = [open_database(url) for url in urls]
        yield opened[0], opened[1]
        for database in opened:
            database.close()
        return
    direct_urls, sa_urls = fresh_postgres_url(), fresh_postgres_url()
    direct, through = open_database(next(direct_urls)), open_database(next(sa_urls))
    yield direct, through
    for database, urls in ((direct, direct_urls), (through, sa_urls)):
        database.close()
        for _ in urls:  # drops the schema
            pass


def test_the_driver_path_stores_what_execute_stores(
    two_databases: tuple[Database, Database],
) -> None:
    direct, through = two_databases
    direct_changes = club_evening(direct)
    with through_execute(through) as seen:
        through_changes = club_evening(through)
    assert any("INSERT INTO drive_table_result" in statement for statement in seen)
    assert direct_changes == through_changes
    assert stored(direct) == stored(through)
    for database in (direct, through):
        with database.engine.connect() as connection:
            audit = metadata.tables["audit"]
            rows = connection.execute(sa.select(audit).order_by(audit.c.id)).mappings().all()
        assert audit_chain.first_break(rows) is None


def test_entries_do_not_go_through_execute_unless_someone_listens(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = drives.create_event(database, "Friday").created_id("drive_event")
    calls: list[object] = []
    execute = sa.Connection.execute

    def counted(self, statement, *args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(statement)
        return execute(self, statement, *args, **kwargs)

    monkeypatch.setattr(sa.Connection, "execute", counted)
    drives.record_table_result(database, event, 1, 1, {"NS": 7, "EW": 6})
    assert calls == []  # the reads, the result, the audit row: all on the driver's cursor
    with through_execute(database) as seen:
        drives.record_table_result(database, event, 1, 2, {"NS": 7, "EW": 6})
    assert len(calls) >= 4 and any("INSERT INTO audit" in s for s in seen)


def test_a_clash_in_the_database_is_refused_in_the_users_words(database: Database) -> None:
    """The driver's IntegrityError reaches the use case as SQLAlchemy's, so the unit of work
    names the clash (two laptops giving one membership number at the same moment)."""
    club.register_player(database, "Ann Smith", membership_number="7")
    before = stored(database)
    with (
        pytest.raises(ConflictError, match="clashes with something saved meanwhile"),
        use_case(database, "player.registered", "register Bob") as unit,
    ):
        unit.insert("player", name="Bob", membership_number="7")
    assert stored(database) == before


def test_a_held_write_lock_is_a_storage_error_and_loses_nothing(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """BEGIN IMMEDIATE, run on the driver's cursor, fails while another program holds the
    club file's write lock: the secretary is told nothing was saved, as before."""
    if not database.is_sqlite:
        pytest.skip("SQLite's write lock: a PostgreSQL server has none to hold")
    from whistclub.persistence import engine
    from whistclub.services import StorageError

    club.register_player(database, "Ann Smith")
    before = stored(database)
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 100)  # wait a tenth of a second, not 15
    impatient = open_database(database.url)
    holder = sa.create_engine(database.url)
    try:
        with holder.connect() as holding:
            holding.connection.driver_connection.isolation_level = None
            holding.exec_driver_sql("BEGIN IMMEDIATE")  # another program is writing
            with pytest.raises(StorageError, match="Nothing was saved"):
                club.register_player(impatient, "Bob Brown")
            holding.exec_driver_sql("ROLLBACK")
        club.register_player(impatient, "Bob Brown")  # the lock is free again
    finally:
        impatient.close()
        holder.dispose()
    assert [row["name"] for row in stored(database)["player"]] == ["Ann Smith", "Bob Brown"]
    assert len(stored(database)["audit"]) == len(before["audit"]) + 1


def test_an_evening_entered_both_ways_reads_back_alike(database: Database) -> None:
    """A row written on the driver's cursor reads back through SQLAlchemy with its types
    (JSON documents, booleans, moments)."""
    player = club.register_player(database, "Ann Smith").created_id("player")
    with database.engine.connect() as connection:
        row = (
            connection.execute(
                sa.select(metadata.tables["player"]).where(metadata.tables["player"].c.id == player)
            )
            .mappings()
            .one()
        )
        audit = connection.execute(sa.select(metadata.tables["audit"])).mappings().one()
    assert row["active"] is True and row["version"] == 1 and row["notes"] == ""
    assert audit["after"]["player"][0]["name"] == "Ann Smith"
    assert audit["at"].year >= 2026


def test_an_evening_read_on_the_driver_is_the_evening_read_through_execute(
    database: Database,
) -> None:
    """load_event reads its five tables on the driver's cursor (issue 24: a 40-table
    evening's 1,100 rows); with a listener they go through Connection.execute: the same
    evening, types and all."""
    from whistclub.services import evenings

    event = evenings.new_evening(database, "Friday", {"changes": 2, "roles": False})
    event_id = event.created_id("drive_event")
    for card in range(1, 9):
        evenings.register_entrant(database, event_id, f"Player {card}")
    evenings.call_next_change(database, event_id)
    evenings.enter_result(database, event_id, 1, 1, [8])
    direct = drives.load_event(database, event_id)
    with through_execute(database) as seen:
        through = drives.load_event(database, event_id)
    assert any("FROM drive_table_result" in statement for statement in seen)
    assert direct == through
    assert direct["results"][0]["facts"] == through["results"][0]["facts"] != {}
    assert [type(value) for value in direct.values()] == [type(v) for v in through.values()]
