"""The same text limits on SQLite and PostgreSQL, refused up front by the same rule (issue 22
item 11): text SQLite would store and PostgreSQL refuse (a 121-character name after the
apostrophe prefix, long membership numbers, walk-in, evening and season names) is refused by
the services on both, so a SQLite club always restores into PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from whistclub.persistence import Database, open_database
from whistclub.services import ServiceError, club, drives, evenings
from whistclub.services.player_import import apply_import, preview_import
from whistclub.services.text import TEXT_LIMITS

SETTINGS = {"format": "progressive", "changes": 4, "half_after": 2, "hands_per_change": 1}


def test_a_121_character_name_is_refused_and_120_kept(database: Database) -> None:
    with pytest.raises(ServiceError, match="is 121 characters long; keep it to 120"):
        club.register_player(database, "A" * 121)
    club.register_player(database, "A" * 120)
    assert [p["name"] for p in club.list_players(database)] == ["A" * 120]


def test_a_long_membership_number_is_refused(database: Database) -> None:
    with pytest.raises(ServiceError, match=r"the membership number .* is 41 characters long"):
        club.register_player(database, "Ann", membership_number="9" * 41)
    club.register_player(database, "Ann", membership_number="9" * 40)
    assert club.list_players(database)[0]["membership_number"] == "9" * 40


def test_season_evening_and_walk_in_names(database: Database) -> None:
    with pytest.raises(ServiceError, match="the season's name is 121 characters long"):
        club.create_season(database, "S" * 121)
    with pytest.raises(ServiceError, match="the evening's name is 201 characters long"):
        evenings.new_evening(database, "E" * 201, SETTINGS)
    event = evenings.new_evening(database, "E" * 200, SETTINGS).created_id("drive_event")
    with pytest.raises(ServiceError, match="the entrant's name is 121 characters long"):
        evenings.register_entrant(database, event, "W" * 121, role="lady")
    with pytest.raises(ServiceError, match="the entrant's name is 121 characters long"):
        drives.add_entrant(database, event, "W" * 121)
    evenings.register_entrant(database, event, "W" * 120, role="lady")
    assert [e["name"] for e in drives.load_event(database, event)["entrants"]] == ["W" * 120]


def test_an_imported_formula_name_is_measured_with_its_apostrophe(
    database: Database, tmp_path: Path
) -> None:
    source = tmp_path / "players.csv"
    source.write_text(f"name,membership_number\n={'x' * 119},1\n", encoding="utf-8")
    preview = preview_import(database, source)
    assert preview.errors == ["line 2: the player's name is 121 characters long; keep it to 120"]
    source.write_text(f"name,membership_number\n={'x' * 118},+{'1' * 39}\n", encoding="utf-8")
    preview = preview_import(database, source)
    assert preview.errors == ["line 2: the membership number is 41 characters long; keep it to 40"]
    source.write_text(f"name,membership_number\n={'x' * 118},{'1' * 40}\n", encoding="utf-8")
    apply_import(database, preview_import(database, source))
    assert club.list_players(database)[0]["name"] == "'=" + "x" * 118


def test_the_rule_is_the_postgresql_schema_s_own(postgres_url: str) -> None:
    """Every VARCHAR length PostgreSQL enforces after the migrations is the services' rule."""
    database = open_database(postgres_url)
    try:
        inspector = sa.inspect(database.engine)
        enforced = {
            (table, column["name"]): column["type"].length
            for table in inspector.get_table_names()
            if table != "alembic_version"  # alembic's own bookkeeping, never typed
            for column in inspector.get_columns(table)
            if isinstance(column["type"], sa.String) and column["type"].length
        }
    finally:
        database.close()
    assert enforced == TEXT_LIMITS
