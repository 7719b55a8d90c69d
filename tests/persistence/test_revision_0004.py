"""Revision 0004 (issue 26): a season's competitions, and each player's "publish my name"
choice, added to a club kept by the version before; and taken away again."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import command

from tests.persistence.databases import database_url  # noqa: F401 (fixture)
from whistclub.persistence import open_database
from whistclub.persistence.database import alembic_config
from whistclub.persistence.engine import make_engine
from whistclub.services import club, maintenance, season


def _migrate(url: str, revision: str, *, up: bool) -> set[str]:
    """Run the migrations to `revision`; the player table's columns afterwards."""
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            (command.upgrade if up else command.downgrade)(config, revision)
            inspector = sa.inspect(connection)
            columns = {c["name"] for c in inspector.get_columns("player")}
            if "competition" in inspector.get_table_names():
                columns.add("<competition table>")
            return columns
    finally:
        engine.dispose()


def test_revision_0004_on_a_club_of_the_version_before(database_url: str) -> None:  # noqa: F811
    database = open_database(database_url)
    try:
        club.register_player(database, "Ann Smith", membership_number="7")
        season_id = club.create_season(database, "2026-27").created_id("season")
        season.add_competition(database, season_id, "League", {})
    finally:
        database.close()
    before = _migrate(database_url, "0003", up=False)
    assert "publish_name" not in before and "<competition table>" not in before
    after = _migrate(database_url, "head", up=True)
    assert {"publish_name", "<competition table>"} <= after
    database = open_database(database_url)
    try:
        (ann,) = club.list_players(database)
        assert ann["publish_name"] is None and season.publishes_name(ann)  # a member: by name
        assert season.list_competitions(database, season_id) == []  # went with the downgrade
    finally:
        database.close()
    report = maintenance.check(database_url)
    assert report.ok, report.problems


def test_check_names_a_competition_whose_rule_cannot_be_worked_out(
    database_url: str,  # noqa: F811
) -> None:
    database = open_database(database_url)
    try:
        season_id = club.create_season(database, "2026-27").created_id("season")
        season.add_competition(database, season_id, "League", {"best": 10})
        with database.engine.begin() as connection:  # a rule typed into the database by hand
            connection.exec_driver_sql(
                'UPDATE competition SET rule = \'{"best": 0, "scoring": "golf"}\''
            )
    finally:
        database.close()
    report = maintenance.check(database_url)
    assert not report.ok
    assert any(p.startswith("competition 1 (League): competition: ") for p in report.problems)
