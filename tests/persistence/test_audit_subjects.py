"""Each audit entry names the evening and the game it touched (issue 24), filled by revision
0003 for the entries written before it without breaking the hash chain, and each evening's and
game's history read by those columns, filtered right."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import command

from tests.persistence.databases import database_url  # noqa: F401 (fixture)
from whistclub.persistence import audit_chain, open_database
from whistclub.persistence.audit_subjects import SEVERAL, subjects
from whistclub.persistence.database import alembic_config
from whistclub.persistence.engine import make_engine
from whistclub.persistence.rows import metadata
from whistclub.services import club, drives, evenings, games, history, maintenance
from whistclub.services.demo import write_demo
from whistclub.services.unit import undo


def _audit(url: str) -> list[dict]:
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


def _a_club(url: str) -> dict[str, int]:
    """The demo club, a second evening, and a player merge that touches several games."""
    database = open_database(url)
    try:
        written = write_demo(database)
        other = drives.create_event(database, "Second drive").created_id("drive_event")
        drives.add_entrant(database, other, "Zoe")
        rubber, solo = written.games[0], written.games[1]
        header = {"profile": "solo_002", "players": ["A", "B", "C", "D"], "dealer": "D"}
        extra = games.start_game(database, header, title="Extra").created_id("game")
        recorded = games.record_deal(database, extra, {"contract": None})
        undo(database, recorded.audit_id)
        ann = club.register_player(database, "Ann Two").created_id("player")
        return {
            "drive": written.drive,
            "other": other,
            "rubber": rubber,
            "solo": solo,
            "extra": extra,
            "ann": ann,
        }
    finally:
        database.close()


def _by_documents(entries: list[dict], kind: str, subject: int) -> list[int]:
    """The entries touching `subject`, found the slow way: every document read."""
    found = []
    for entry in entries:
        for side in (entry["before"] or {}, entry["after"] or {}):
            ids = {
                subjects({table: [row]}, None)[kind] for table, rows in side.items() for row in rows
            }
            if subject in ids:
                found.append(entry["id"])
                break
    return found


def test_the_columns_are_written_and_the_histories_filtered_right(
    database_url: str,  # noqa: F811
) -> None:
    ids = _a_club(database_url)
    entries = _audit(database_url)
    for entry in entries:
        assert {k: entry[k] for k in ("event_id", "game_id")} == subjects(
            entry["before"], entry["after"]
        )
    database = open_database(database_url)
    try:
        for event in (ids["drive"], ids["other"]):
            got = [e["id"] for e in evenings.evening_history(database, event)]
            assert got == _by_documents(entries, "event_id", event) and got
        for game in (ids["rubber"], ids["solo"], ids["extra"]):
            got = [e["id"] for e in history.game_changes(database, game)]
            assert got == _by_documents(entries, "game_id", game) and got
        assert [e["action"] for e in history.game_changes(database, ids["extra"])] == [
            "game.started",
            "deal.recorded",
            "undo",
        ]
    finally:
        database.close()


def test_a_history_reads_each_entry_as_the_full_row_reads_it(
    database_url: str,  # noqa: F811
) -> None:
    """The history decodes the documents and the moment itself (issue 24): every value, and
    its type, as SQLAlchemy's own JSON and DateTime columns give them."""
    ids = _a_club(database_url)
    rows = {entry["id"]: entry for entry in _audit(database_url)}
    database = open_database(database_url)
    try:
        read = [*evenings.evening_history(database, ids["drive"])]
        read += history.game_changes(database, ids["extra"])
    finally:
        database.close()
    assert len(read) > 20
    for entry in read:
        full = {key: rows[entry["id"]][key] for key in history.SHOWN}
        assert {key: entry[key] for key in history.SHOWN} == full
        assert [type(entry[key]) for key in history.SHOWN] == [type(v) for v in full.values()]


def test_an_entry_touching_several_games_is_in_each_history() -> None:
    before = {"game_seat": [{"id": 1, "game_id": 4}, {"id": 2, "game_id": 9}]}
    assert subjects(before, {}) == {"event_id": None, "game_id": SEVERAL}
    assert subjects({"drive_entrant": [{"id": 3, "event_id": 2}]}, {}) == {
        "event_id": 2,
        "game_id": None,
    }


def test_revision_0003_fills_the_columns_of_older_entries_and_keeps_the_chain(
    database_url: str,  # noqa: F811
) -> None:
    _a_club(database_url)
    written = _audit(database_url)
    engine = make_engine(database_url)
    try:
        with engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, "0002")  # the club as the version before kept it
            assert "event_id" not in {
                c["name"] for c in sa.inspect(connection).get_columns("audit")
            }
            command.upgrade(config, "head")
    finally:
        engine.dispose()
    filled = _audit(database_url)
    assert filled == written  # every column, hashes included, as the services wrote them
    assert audit_chain.first_break(filled) is None
    report = maintenance.check(database_url)
    assert report.ok, report.problems
