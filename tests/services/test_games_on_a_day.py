"""The club evening's page reads one day's games and the names of those who sat in them
(issue 24: it read every game and every player of the club's past, then kept a day's)."""

from __future__ import annotations

from datetime import date

from tests.season_games import NAMES, game_club
from whistclub.persistence import Database
from whistclub.services import club, games


def test_the_games_of_a_day_are_that_day_s_in_the_order_they_were_started(
    database: Database,
) -> None:
    made = game_club(database)["games"]
    first = games.list_games_on(database, date(2026, 10, 1))
    assert [g["title"] for g in first] == ["Rubber 1", "Solo night"]
    assert [g["id"] for g in first] == sorted((made["Rubber 1"], made["Solo night"]))
    assert all(g["played_on"] == date(2026, 10, 1) for g in first)
    assert [g["title"] for g in games.list_games_on(database, date(2026, 10, 8))] == ["Rubber 2"]
    assert games.list_games_on(database, date(2026, 12, 25)) == []


def test_player_names_are_those_asked_for(database: Database) -> None:
    ids = game_club(database)["ids"]
    assert club.player_names(database, [ids[2], ids[0], ids[2]]) == {
        ids[0]: NAMES[0],
        ids[2]: NAMES[2],
    }
    assert club.player_names(database, []) == {}
