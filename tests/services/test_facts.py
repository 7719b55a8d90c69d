"""Facts go in and come back out unchanged: game documents of every family, drive evenings."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from whistclub.domain.documents import score_document
from whistclub.persistence import Database, open_database
from whistclub.services import ConflictError, ServiceError, club, drives, games

SOLO = {
    "profile": "solo_002",
    "players": ["A", "B", "C", "D"],
    "dealer": "D",
    "deals": [
        {
            "contract": "solo",
            "declarers": ["B"],
            "tricks": 4,
            "auction": [["A", "prop"], ["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
        }
    ],
}
BID_WHIST = {
    "profile": "bid_whist_004",
    "start": {"NS": 0, "EW": 0},
    "deals": [
        {
            "bidders": "NS",
            "bid": 4,
            "mode": "downtown",
            "trump": "spades",
            "books": {"NS": 9, "EW": 3},
            "revokes": [{"side": "EW"}],
        }
    ],
}
PARTNERSHIP = {
    "profile": "english_short_001",
    "rules": {},
    "start": {"NS": 2, "EW": 0},
    "deals": [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}}],
}


@pytest.mark.parametrize("document", [PARTNERSHIP, SOLO, BID_WHIST], ids=lambda d: d["profile"])
def test_every_family_is_stored_as_its_document(
    database: Database, document: dict[str, Any]
) -> None:
    game_id = games.start_game(database, document).created_id("game")
    assert games.load_document(database, game_id) == document
    assert games.score_game(database, game_id) == score_document(document)


def test_seats_name_club_players_by_the_documents_own_labels(database: Database) -> None:
    ann = club.register_player(database, "Ann").created_id("player")
    games.start_game(database, SOLO, seats={"B": ann})
    with pytest.raises(
        ServiceError, match="N is not a seat of this game; the seats are A, B, C, D"
    ):
        games.start_game(database, SOLO, seats={"N": ann})
    with pytest.raises(ServiceError, match="player 999 is not in the club database"):
        games.start_game(database, PARTNERSHIP, seats={"N": 999})


def test_a_drive_evening_keeps_entrants_changes_seatings_and_results(database: Database) -> None:
    ann = club.register_player(database, "Ann Smith").created_id("player")
    event = drives.create_event(database, "Friday", settings={"changes": 24, "trumps": "cycle"})
    event_id = event.created_id("drive_event")
    drives.add_entrant(database, event_id, "Ann Smith", player_id=ann, facts={"role": "lady"})
    walk_in = drives.add_entrant(database, event_id, "Visitor").created_id("drive_entrant")
    drives.record_entrant_change(
        database, event_id, {"kind": "leaves", "entrant": 2, "after_change": 12}
    )
    drives.record_seating(database, event_id, 1, {"tables": [[1, 2, 3, 4]]})
    drives.record_table_result(database, event_id, 1, 1, {"NS": 8, "EW": 5})
    drives.withdraw_entrant(database, walk_in, 1)
    with pytest.raises(ServiceError, match="change 1 already has its seating"):
        drives.record_seating(database, event_id, 1, {"tables": []})

    evening = drives.load_event(database, event_id)
    assert evening["settings"] == {"changes": 24, "trumps": "cycle"}
    assert [(e["number"], e["name"], e["player_id"], e["active"]) for e in evening["entrants"]] == [
        (1, "Ann Smith", ann, True),
        (2, "Visitor", None, False),
    ]
    assert [c["facts"] for c in evening["entrant_changes"]] == [
        {"kind": "leaves", "entrant": 2, "after_change": 12}
    ]
    assert [s["facts"] for s in evening["seatings"]] == [{"tables": [[1, 2, 3, 4]]}]
    assert [r["facts"] for r in evening["results"]] == [{"NS": 8, "EW": 5}]


def test_two_laptops_entering_the_same_table_at_once_store_one_result(database_url: str) -> None:
    setup = open_database(database_url)
    event_id = drives.create_event(setup, "Friday").created_id("drive_event")
    setup.close()
    laptops = [open_database(database_url) for _ in range(2)]
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def enter(index: int) -> None:
        start.wait()
        try:
            drives.record_table_result(laptops[index], event_id, 1, 7, {"NS": 7 + index})
            outcomes.append("saved")
        except ServiceError as error:  # either the check or the unique constraint refuses
            outcomes.append("conflict" if isinstance(error, ConflictError) else "refused")

    threads = [threading.Thread(target=enter, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    try:
        assert outcomes.count("saved") == 1 and len(outcomes) == 2
        assert len(drives.load_event(laptops[0], event_id)["results"]) == 1
    finally:
        for laptop in laptops:
            laptop.close()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(facts=st.dictionaries(st.text(max_size=10), json_values, max_size=5))
def test_any_json_facts_come_back_unchanged(database: Database, facts: dict[str, Any]) -> None:
    """Whatever shape the drive domain gives a table result, the database keeps it exactly
    (unicode, nesting, nulls, large integers), and a correction keeps the new one exactly."""
    event_id = drives.create_event(database, "Friday").created_id("drive_event")
    result_id = drives.record_table_result(database, event_id, 1, 1, facts).created_id(
        "drive_table_result"
    )
    assert drives.load_event(database, event_id)["results"][0]["facts"] == facts
    corrected = {"corrected": facts}
    drives.correct_table_result(database, result_id, 1, corrected)
    assert drives.load_event(database, event_id)["results"][0]["facts"] == corrected


def test_club_settings_and_seasons(database: Database) -> None:
    from datetime import date

    from whistclub.services.settings import load_settings, set_setting

    set_setting(database, "prize_fund_pence", 2500, None)
    with pytest.raises(ConflictError, match="set on another computer to 2500"):
        set_setting(database, "prize_fund_pence", 3000, None)
    changes = set_setting(database, "prize_fund_pence", 3000, 1)
    assert changes.settings == {"prize_fund_pence"}
    assert load_settings(database) == {"prize_fund_pence": {"value": 3000, "version": 2}}

    club.create_season(database, "2026-27", starts_on=date(2026, 9, 1), ends_on=date(2027, 6, 30))
    with pytest.raises(ServiceError, match="already a season called 2026-27"):
        club.create_season(database, "2026-27")
    with pytest.raises(ServiceError, match=r"ends .* before it starts"):
        club.create_season(
            database, "2027-28", starts_on=date(2027, 9, 1), ends_on=date(2027, 1, 1)
        )
    [season] = club.list_seasons(database)
    assert (season["name"], season["starts_on"]) == ("2026-27", date(2026, 9, 1))
