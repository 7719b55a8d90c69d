"""The demo club's facts (whistclub.demo): deterministic, believable, and what the rules say."""

from __future__ import annotations

from collections import Counter

import pytest

from whistclub.demo import (
    GENT_NAMES,
    LADY_NAMES,
    DemoClub,
    build_demo,
)
from whistclub.domain.documents import score_document
from whistclub.domain.documents.drive import score_drive


@pytest.fixture(scope="module")
def demo() -> DemoClub:
    return build_demo()


def test_the_same_seed_gives_the_same_club_and_another_seed_another(demo):
    assert build_demo() == demo
    other = build_demo(7)
    assert other != demo
    assert [p.name for p in other.players] != [p.name for p in demo.players]


def test_28_players_half_spanish_half_english_names_14_ladies_14_gents(demo):
    assert len(demo.players) == 28
    assert len({p.name for p in demo.players}) == 28
    assert len({p.membership_number for p in demo.players}) == 28
    assert Counter(p.role for p in demo.players) == {"lady": 14, "gent": 14}
    spanish = set(LADY_NAMES["es"]) | set(GENT_NAMES["es"])
    english = set(LADY_NAMES["en"]) | set(GENT_NAMES["en"])
    languages = Counter(
        "es" if any(p.name.startswith(f"{first} ") for first in spanish) else "en"
        for p in demo.players
    )
    assert languages == {"es": 14, "en": 14}
    assert all(any(p.name.startswith(f"{f} ") for f in spanish | english) for p in demo.players)


def test_the_rubber_is_finished_with_honours_and_a_revoke(demo):
    rubber = next(g for g in demo.games if g.document["profile"] == "english_short_001")
    scored = score_document(rubber.document)
    assert scored["rubber"]["winner"] in ("NS", "EW")
    deals = rubber.document["deals"]
    assert sum("revokes" in d for d in deals) == 1
    steps = [s for d in scored["deals"] for s in d["explanation"]]
    assert any("honours:" in s for s in steps)  # honours scored in at least one deal
    assert any("revoked" in s for s in steps)
    assert sorted(rubber.seats) == ["E", "N", "S", "W"]
    assert len(set(rubber.seats.values())) == 4


def test_the_solo_session_is_8_deals_with_a_balance_for_each_of_four(demo):
    solo = next(g for g in demo.games if g.document["profile"] == "solo_002")
    scored = score_document(solo.document)
    assert len(solo.document["deals"]) == 8
    assert sum(scored["balances"].values()) == 0
    assert set(scored["balances"]) == set(solo.seats) == set(solo.document["players"])


def test_the_bid_whist_game_is_won_at_plus_7(demo):
    bid = next(g for g in demo.games if g.document["profile"] == "bid_whist_004")
    scored = score_document(bid.document)
    assert scored["winner"] in ("NS", "EW")
    assert scored["final_score"][scored["winner"]] >= 7


def test_nobody_plays_at_two_tables_of_the_games_evening(demo):
    seated = [p for game in demo.games for p in game.seats.values()]
    assert len(seated) == len(set(seated)) == 12


def test_the_drive_is_7_tables_24_hands_in_two_halves_everyone_playing_every_hand(demo):
    drive = demo.drive
    assert drive.settings["changes"] == 24 and drive.settings["half_after"] == 12
    assert len(drive.seatings) == len(drive.results) == 24
    assert {e.player for e in drive.entrants} == set(range(28))
    for seating, results in zip(drive.seatings, drive.results, strict=True):
        assert [t["table"] for t in seating["tables"]] == list(range(1, 8))
        assert seating["sitting_out"] == []
        assert all(r["ns"][0] + r["ew"][0] == 13 for r in results)
    out = score_drive(drive.document())
    assert out["next"] is None  # the evening is over
    assert all(s["hands_played"] == 24 for s in out["standings"])
    assert all(sum(s["halves"]) == s["total"] for s in out["standings"])


def test_each_seating_is_the_one_the_domain_calls_from_the_results_before_it(demo):
    """Stored seatings must be those the evening would have been played with: recompute each
    change's seating from the facts up to the change before."""
    document = demo.drive.document()
    for change in range(2, 25):
        before = {
            **document,
            "seatings": document["seatings"][: change - 1],
            "results": document["results"][: change - 1],
        }
        called = score_drive(before)["next"]
        assert called["change"] == change
        expected = document["seatings"][change - 1]
        assert (called["seating"], called["sitting_out"]) == (
            expected["tables"],
            expected["sitting_out"],
        )


def test_prizes_go_to_nine_different_players_with_ladies_and_gents_prizes_by_role(demo):
    out = score_drive(demo.drive.document())
    role = {e.card: e.facts["role"] for e in demo.drive.entrants}
    prizes = {p["name"]: p["cards"] for p in out["prizes"]}
    assert len(prizes) == 9
    winners = [card for cards in prizes.values() for card in cards]
    assert len(winners) == len(set(winners))  # one prize each
    for name, cards in prizes.items():
        if "lady" in name:
            assert {role[c] for c in cards} == {"lady"}
        if "gent" in name:
            assert {role[c] for c in cards} == {"gent"}
    top_lady = next(s for s in out["standings"] if s["role"] == "lady")
    assert prizes["First lady"] == [top_lady["card"]]
