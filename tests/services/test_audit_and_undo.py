"""One use case = one transaction = one audit row; every use case undone by another one."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa

from whistclub.domain.errors import DomainError
from whistclub.persistence import Database
from whistclub.services import ConflictError, ServiceError, club, drives, games, undo
from whistclub.services.games import load_deals
from whistclub.services.history import list_changes

GAME = {"profile": "english_short_001", "start": {"NS": 0, "EW": 0}}


def deal(ns: int, ns_honours: int = 2) -> dict[str, Any]:
    """A partnership deal (issue 2's shape): NS took `ns` tricks and held `ns_honours` of 4."""
    return {
        "tricks": {"NS": ns, "EW": 13 - ns},
        "honours": {"NS": ns_honours, "EW": 4 - ns_honours},
    }


def audit(database: Database) -> list[dict[str, Any]]:
    return list_changes(database)


def snapshot(database: Database) -> dict[str, list[tuple[Any, ...]]]:
    """Every club row except the audit, for before/after comparisons (versions left out)."""
    tables = ["player", "game", "game_seat", "deal", "drive_event", "drive_table_result"]
    with database.engine.connect() as connection:
        return {
            table: sorted(
                tuple((k, str(v)) for k, v in row.items() if k != "version")
                for row in connection.execute(sa.text(f"SELECT * FROM {table}")).mappings()
            )
            for table in tables
        }


def test_each_use_case_writes_one_audit_row_with_before_and_after(database: Database) -> None:
    player_id = club.register_player(database, "Ann  Smith", membership_number="7").created_id(
        "player"
    )
    club.rename_player(database, player_id, 1, "Ann Jones")

    entries = audit(database)
    assert [e["action"] for e in entries] == ["player.registered", "player.renamed"]
    registered, renamed = entries
    assert registered["before"] == {}
    assert registered["after"]["player"][0]["name"] == "Ann Smith"  # spaces tidied
    assert renamed["summary"] == "rename Ann Smith to Ann Jones"
    assert renamed["before"]["player"][0]["name"] == "Ann Smith"
    assert renamed["after"]["player"][0]["name"] == "Ann Jones"
    assert renamed["after"]["player"][0]["version"] == 2


def test_a_refused_use_case_writes_nothing(database: Database) -> None:
    game_id = games.start_game(database, GAME).created_id("game")
    before = (snapshot(database), len(audit(database)))
    with pytest.raises(DomainError, match="deal 1, field tricks"):
        games.record_deal(database, game_id, {**deal(9), "tricks": {"NS": 9, "EW": 5}})
    with pytest.raises(ServiceError, match="name is blank"):
        club.register_player(database, "   ")
    assert (snapshot(database), len(audit(database))) == before


def test_changes_say_what_to_refresh(database: Database) -> None:
    player_id = club.register_player(database, "Ann").created_id("player")
    changes = games.start_game(database, GAME, seats={"N": player_id})
    game_id = changes.created_id("game")
    assert changes.games == {game_id} and changes.players == frozenset()
    event_id = drives.create_event(database, "Friday").created_id("drive_event")
    changes = drives.record_table_result(database, event_id, 1, 4, {"NS": 7, "EW": 6})
    assert changes.drives == {event_id} and changes.games == frozenset()
    assert club.withdraw_player(database, player_id, 1).players == {player_id}


def test_stored_games_are_their_documents_and_scores_are_derived(database: Database) -> None:
    document = {**GAME, "deals": [deal(9, 4), deal(3)]}
    game_id = games.start_game(database, document, title="Table 2").created_id("game")
    games.record_deal(database, game_id, deal(8))
    expected = {**document, "deals": [deal(9, 4), deal(3), deal(8)]}
    assert games.load_document(database, game_id) == expected

    from whistclub.domain.documents import score_document

    assert games.score_game(database, game_id) == score_document(expected)


def _undo_restores(database: Database, act: Any) -> None:
    """`act()` changes the club; undoing it brings every row back; undoing the undo redoes it."""
    before = snapshot(database)
    changes = act()
    after = snapshot(database)
    assert after != before
    undone = undo(database, changes.audit_id)
    assert snapshot(database) == before
    undo(database, undone.audit_id)  # redo
    assert snapshot(database) == after
    with pytest.raises(ConflictError, match="already undone"):
        undo(database, changes.audit_id)


def test_every_player_use_case_is_undoable(database: Database) -> None:
    player_id = club.register_player(database, "Ann Smith").created_id("player")
    version = lambda: club.list_players(database)[0]["version"]  # noqa: E731
    _undo_restores(database, lambda: club.register_player(database, "Bob Brown"))
    _undo_restores(
        database, lambda: club.rename_player(database, player_id, version(), "Ann Jones")
    )
    _undo_restores(database, lambda: club.withdraw_player(database, player_id, version()))


def test_every_deal_use_case_is_undoable(database: Database) -> None:
    game_id = games.start_game(database, {**GAME, "deals": [deal(7), deal(8)]}).created_id("game")
    first = lambda: load_deals(database, game_id)[0]  # noqa: E731
    _undo_restores(database, lambda: games.record_deal(database, game_id, deal(6)))
    _undo_restores(
        database, lambda: games.correct_deal(database, first()["id"], first()["version"], deal(10))
    )
    _undo_restores(database, lambda: games.delete_deal(database, first()["id"], first()["version"]))
    assert [d["facts"] for d in load_deals(database, game_id)] == [deal(8), deal(6)]
    # a deleted first deal comes back first, not last
    deleted = games.delete_deal(database, first()["id"], first()["version"])
    assert [d["facts"] for d in load_deals(database, game_id)] == [deal(6)]
    undo(database, deleted.audit_id)
    assert [d["facts"] for d in load_deals(database, game_id)] == [deal(8), deal(6)]


def test_every_table_result_use_case_is_undoable(database: Database) -> None:
    event_id = drives.create_event(database, "Friday").created_id("drive_event")
    result_id = drives.record_table_result(database, event_id, 1, 1, {"NS": 7, "EW": 6}).created_id(
        "drive_table_result"
    )
    current = lambda: drives.load_event(database, event_id)["results"][0]["version"]  # noqa: E731
    _undo_restores(
        database, lambda: drives.record_table_result(database, event_id, 1, 2, {"NS": 1})
    )
    _undo_restores(
        database,
        lambda: drives.correct_table_result(database, result_id, current(), {"NS": 8, "EW": 5}),
    )
    _undo_restores(database, lambda: drives.delete_table_result(database, result_id, current()))


def test_undo_does_not_overwrite_a_later_correction(database: Database) -> None:
    event_id = drives.create_event(database, "Friday").created_id("drive_event")
    result_id = drives.record_table_result(database, event_id, 1, 1, {"NS": 7, "EW": 6}).created_id(
        "drive_table_result"
    )
    first = drives.correct_table_result(database, result_id, 1, {"NS": 8, "EW": 5})
    drives.correct_table_result(database, result_id, 2, {"NS": 9, "EW": 4})
    with pytest.raises(ConflictError, match=r"facts\.NS: 8 → 9"):
        undo(database, first.audit_id)
    assert drives.load_event(database, event_id)["results"][0]["facts"] == {"NS": 9, "EW": 4}


def test_a_deal_that_breaks_the_game_cannot_be_corrected_in(database: Database) -> None:
    game_id = games.start_game(database, {**GAME, "deals": [deal(7)]}).created_id("game")
    [stored] = load_deals(database, game_id)
    with pytest.raises(DomainError, match="deal 1"):
        games.correct_deal(database, stored["id"], 1, {**deal(7), "tricks": {"NS": 14, "EW": 0}})
    assert load_deals(database, game_id) == [stored]


def test_membership_numbers_are_unique(database: Database) -> None:
    club.register_player(database, "Ann Smith", membership_number="12")
    with pytest.raises(ServiceError, match="membership number 12 already belongs to Ann Smith"):
        club.register_player(database, "Bob Brown", membership_number=" 12 ")


def test_a_constraint_the_checks_did_not_see_is_a_conflict_and_saves_nothing(
    database: Database,
) -> None:
    """What two computers commit at the same moment is caught by the database's constraints
    (here forced by inserting the same table twice inside one use case)."""
    from whistclub.services.unit import use_case

    event_id = drives.create_event(database, "Friday").created_id("drive_event")
    before = len(audit(database))
    with pytest.raises(ConflictError, match="clashes with something saved meanwhile"):  # noqa: SIM117
        with use_case(database, "drive.result_recorded", "record table 1 of change 1") as unit:
            for _ in range(2):
                unit.insert(
                    "drive_table_result", event_id=event_id, change=1, table_number=1, facts={}
                )
    assert drives.load_event(database, event_id)["results"] == []
    assert len(audit(database)) == before


def test_undoing_a_game_start_after_its_deals_says_what_is_in_the_way(database: Database) -> None:
    started = games.start_game(database, GAME)
    games.record_deal(database, started.created_id("game"), deal(7))
    with pytest.raises(ConflictError, match="still has 1 deal rows recorded with it"):
        undo(database, started.audit_id)
    assert len(games.load_deals(database, started.created_id("game"))) == 1
