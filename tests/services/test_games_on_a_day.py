"""The club evening's page reads one day's games and the names of those who sat in them, and
a score pad its own game (issue 24: both read every game and every player of the club's past,
then kept what they wanted)."""

from __future__ import annotations

from datetime import date

import pytest

from tests.season_games import NAMES, game_club
from whistclub.persistence import Database
from whistclub.services import club, games
from whistclub.services.errors import NotFoundError


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


def test_one_game_is_found_by_its_id_as_the_list_gives_it(database: Database) -> None:
    """The score pad reads its game again after every deal: that game's row alone."""
    made = game_club(database)["games"]
    listed = {g["id"]: g for g in games.list_games(database)}
    assert games.find_game(database, made["Bid 2"]) == listed[made["Bid 2"]]
    assert games.count_games(database) == len(listed) == len(made)
    with pytest.raises(NotFoundError, match="is not in the club database"):
        games.find_game(database, max(listed) + 1)


def test_a_game_read_in_one_go_is_what_its_readings_one_by_one_give(database: Database) -> None:
    """The score pad reads its game after every deal in one reading: the same row, document,
    deals and seats as the services give one at a time."""
    made = game_club(database)["games"]
    for game_id in made.values():
        assert games.read_game(database, game_id) == (
            games.find_game(database, game_id),
            games.load_document(database, game_id),
            games.load_deals(database, game_id),
            games.load_seats(database, game_id),
        )
    with pytest.raises(NotFoundError, match="is not in the club database"):
        games.read_game(database, max(made.values()) + 1)
