"""A correction that ends the rubber sooner moves the later deals into a new rubber, as one
undoable change (issue 28, "Friction")."""

from __future__ import annotations

from datetime import date

import pytest

from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.services import ServiceError, undo
from whistclub.services.club import list_players, register_player
from whistclub.services.games import (
    correct_deal,
    correct_deal_moving_later,
    list_games,
    load_deals,
    load_document,
    load_seats,
    start_game,
)
from whistclub.services.history import list_changes


def tricks(n: int) -> dict:
    return {"tricks": {"NS": n, "EW": 13 - n}}


@pytest.fixture
def rubber(database):
    for name in ("Ann", "Bob", "Cy", "Di"):
        register_player(database, name)
    seats = dict(zip("NESW", (p["id"] for p in list_players(database)), strict=True))
    # NS win game 1 (deal 1), EW game 2 (deal 2), NS game 3 at deal 5: NS win 2-1
    document = {
        "profile": "english_short_001",
        "start": {"NS": 0, "EW": 0},
        "deals": [tricks(n) for n in (11, 2, 7, 7, 11)],
    }
    changes = start_game(
        database, document, seats=seats, title="Rubber 1", played_on=date(2026, 12, 1)
    )
    return changes.created_id("game")


def test_the_later_deals_start_a_new_rubber_and_undo_puts_them_back(database, rubber):
    second = load_deals(database, rubber)[1]
    # deal 2 was really 11 tricks to NS: NS win the rubber 2-0 at deal 2
    with pytest.raises(DomainError) as refused:
        correct_deal(database, second["id"], second["version"], tricks(11))
    assert "the rubber was already decided at deal 2" in str(refused.value)
    changes = correct_deal_moving_later(
        database, second["id"], second["version"], tricks(11), "Rubber 1, continued"
    )
    old, new = list_games(database)
    assert new["title"] == "Rubber 1, continued" and new["played_on"] == date(2026, 12, 1)
    assert [d["facts"]["tricks"]["NS"] for d in load_deals(database, old["id"])] == [11, 11]
    assert [d["facts"]["tricks"]["NS"] for d in load_deals(database, new["id"])] == [7, 7, 11]
    assert load_seats(database, new["id"]) == load_seats(database, old["id"])
    assert score_document(load_document(database, old["id"]))["rubber"]["winner"] == "NS"
    moved = score_document(load_document(database, new["id"]))
    assert [g["winner"] for g in moved["games"]] == ["NS"]  # 1, 2, then 7: game 1 of it
    (entry,) = [c for c in list_changes(database) if c["id"] == changes.audit_id]
    assert "move deals 3-5 into Rubber 1, continued" in entry["summary"]

    undone = undo(database, changes.audit_id)
    assert [g["id"] for g in list_games(database)] == [old["id"]]
    deals = load_deals(database, old["id"])
    assert [d["facts"]["tricks"]["NS"] for d in deals] == [11, 2, 7, 7, 11]
    assert [d["position"] for d in deals] == [1, 2, 3, 4, 5]
    undo(database, undone.audit_id)  # redo
    assert [d["facts"]["tricks"]["NS"] for d in load_deals(database, new["id"])] == [7, 7, 11]
    assert len(load_deals(database, old["id"])) == 2


def test_a_correction_that_ends_nothing_sooner_is_sent_back(database, rubber):
    first = load_deals(database, rubber)[0]
    with pytest.raises(ServiceError) as refused:
        correct_deal_moving_later(database, first["id"], first["version"], tricks(12), "x")
    assert "correct it the usual way" in str(refused.value)
    assert len(list_games(database)) == 1
