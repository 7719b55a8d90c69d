"""Editing a player's details and merging a player entered twice, both undoable."""

from __future__ import annotations

from typing import Any

import pytest

from whistclub.persistence import Database
from whistclub.services import ServiceError, club, drives, games, undo
from whistclub.services.history import list_changes


def player(database: Database, name: str) -> dict[str, Any]:
    return next(p for p in club.list_players(database) if p["name"] == name)


def seats_of(database: Database, game_id: int) -> set[int]:
    return set(games.load_seats(database, game_id).values())


def test_edit_player_changes_name_number_and_notes(database: Database) -> None:
    club.register_player(database, "Ann Le", membership_number="17")
    ann = player(database, "Ann Le")
    club.edit_player(
        database,
        ann["id"],
        ann["version"],
        name="Ann Lee",
        membership_number="71",
        notes="  prefers  North ",
    )
    edited = player(database, "Ann Lee")
    assert (edited["membership_number"], edited["notes"]) == ("71", "prefers North")
    assert list_changes(database)[-1]["action"] == "player.edited"


def test_edit_refuses_a_number_that_belongs_to_someone_else(database: Database) -> None:
    club.register_player(database, "Ann Lee", membership_number="17")
    club.register_player(database, "Bob Hart", membership_number="18")
    bob = player(database, "Bob Hart")
    with pytest.raises(ServiceError, match="membership number 17 already belongs to Ann Lee"):
        club.edit_player(
            database,
            bob["id"],
            bob["version"],
            name="Bob Hart",
            membership_number="17",
            notes="",
        )


def test_merge_moves_games_and_drive_entries_then_undo_restores_both(database: Database):
    club.register_player(database, "Ann Lee", membership_number="17")
    club.register_player(database, "Ann  Lee (walk-in)", notes="came with Bob")
    ann, twin = player(database, "Ann Lee"), player(database, "Ann Lee (walk-in)")
    started = games.start_game(
        database,
        {"profile": "english_short_001", "deals": []},
        seats={"N": twin["id"], "S": None},
        title="Friday rubber",
    )
    game_id = started.created_id("game")
    event = drives.create_event(database, "Friday drive").created_id("drive_event")
    drives.add_entrant(database, event, "Ann Lee", player_id=twin["id"])

    club.merge_players(database, ann["id"], ann["version"], twin["id"], twin["version"])
    names = [p["name"] for p in club.list_players(database)]
    assert names == ["Ann Lee"]
    kept = player(database, "Ann Lee")
    assert (kept["membership_number"], kept["notes"]) == ("17", "came with Bob")
    assert ann["id"] in seats_of(database, game_id)
    entrants = drives.load_event(database, event)["entrants"]
    assert [e["player_id"] for e in entrants] == [ann["id"]]

    undo(database, list_changes(database)[-1]["id"])
    assert sorted(p["name"] for p in club.list_players(database)) == [
        "Ann Lee",
        "Ann Lee (walk-in)",
    ]
    assert twin["id"] in seats_of(database, game_id)
    entrants = drives.load_event(database, event)["entrants"]
    assert [e["player_id"] for e in entrants] == [twin["id"]]


def test_merging_a_player_with_itself_is_refused(database: Database) -> None:
    club.register_player(database, "Ann Lee")
    ann = player(database, "Ann Lee")
    with pytest.raises(ServiceError, match="two different players"):
        club.merge_players(database, ann["id"], ann["version"], ann["id"], ann["version"])


@pytest.mark.parametrize("where", ["drive", "game"])
def test_two_players_of_one_evening_or_one_game_are_not_merged(database: Database, where: str):
    # Both held a card at one evening (or a seat of one game): two people. Merged, the
    # season counted that evening twice for the one kept.
    club.register_player(database, "Ann Lee")
    club.register_player(database, "Ann Leigh")
    ann, other = player(database, "Ann Lee"), player(database, "Ann Leigh")
    if where == "drive":
        event = drives.create_event(database, "Friday drive").created_id("drive_event")
        drives.add_entrant(database, event, "Ann Lee", player_id=ann["id"])
        drives.add_entrant(database, event, "Ann Leigh", player_id=other["id"])
        named = "drive 'Friday drive'"
    else:
        games.start_game(
            database,
            {"profile": "english_short_001", "deals": []},
            seats={"N": ann["id"], "E": other["id"]},
            title="Friday rubber",
        )
        named = "game 'Friday rubber'"
    with pytest.raises(ServiceError, match=f"both played in {named}, so they are two people"):
        club.merge_players(database, ann["id"], ann["version"], other["id"], other["version"])
    assert sorted(p["name"] for p in club.list_players(database)) == ["Ann Lee", "Ann Leigh"]
