"""tools/make_big_club.py writes, through the services, a club whose every evening and game
works out (a small scale of it: the full size is for the benches)."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from tests.tool_loader import load_tool
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.persistence.rows import metadata
from whistclub.services import evenings, games, season


def test_a_small_big_club_is_written_through_the_services(tmp_path: Path) -> None:
    tool = load_tool("make_big_club")
    database = open_database(sqlite_url(tmp_path / "big.sqlite3"))
    try:
        counts = tool.build(database, 0.005, 7, tables=3)
        with database.engine.connect() as connection:

            def count(table: str) -> int:
                return int(
                    connection.execute(
                        sa.select(sa.func.count()).select_from(metadata.tables[table])
                    ).scalar_one()
                )

            assert counts == {"players": 12, "games": 2, "drives": 1, "season_drives": 1}
            assert count("player") == 12 and count("game") == 2
            assert count("deal") == 2 * tool.DEALS
            assert count("drive_table_result") == 3 * 24
            # one audit row per use case: players, games + deals, evening + 12 entrants
            # + 24 seatings + 72 results, the season and its league
            assert count("audit") == 12 + 2 * (1 + tool.DEALS) + 1 + 12 + 24 + 72 + 2
        # The season holds the evening, and its league counts it.
        report = season.season_report(database)
        assert report.season["starts_on"] <= event_day(database) <= report.season["ends_on"]
        (league,) = report.competitions
        assert league.tables[0].rows
        (event,) = evenings.list_events(database)
        loaded = evenings.load_evening(database, event["id"])
        assert loaded.evening is not None and not loaded.problem
        for game in games.list_games(database):
            assert len(games.load_deals(database, game["id"])) == tool.DEALS
            assert games.score_game(database, game["id"])
    finally:
        database.close()


def event_day(database):  # type: ignore[no-untyped-def]
    (event,) = evenings.list_events(database)
    return event["held_on"]
