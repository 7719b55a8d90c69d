"""`whistclub-cli score -` on Solo Whist and Bid Whist documents (issue 3), run as a user would."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

CLI = Path(sys.executable).with_name("whistclub-cli")

# The Solo example of issue 3, as written.
ISSUE_SOLO: dict[str, Any] = {
    "profile": "solo_002",
    "players": ["A", "B", "C", "D"],
    "dealer": "D",
    "deals": [
        {
            "contract": "solo",
            "declarers": ["B"],
            "tricks": 4,
            "auction": [["A", "prop"], ["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
        },
        {"contract": None, "auction": [["A", "pass"], ["B", "pass"], ["C", "pass"], ["D", "pass"]]},
    ],
}

# The Bid Whist example of issue 3, as written.
ISSUE_BID: dict[str, Any] = {
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
        },
        {
            "bidders": "NS",
            "bid": 4,
            "mode": "no_trump",
            "books": {"NS": 6, "EW": 6},
            "dealer": "S",
            "auction": [["W", "4 uptown"], ["N", "4 no_trump"], ["E", "pass"], ["S", "pass"]],
        },
    ],
}


def run(document: Any) -> subprocess.CompletedProcess[str]:
    text = document if isinstance(document, str) else json.dumps(document)
    return subprocess.run(
        [str(CLI), "score", "-"], input=text, capture_output=True, text=True, timeout=60
    )


def scored(document: Any) -> dict[str, Any]:
    done = run(document)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def refused(document: Any) -> str:
    """The one line the command prints when it refuses (status 2, nothing on stdout)."""
    done = run(document)
    assert done.returncode == 2, done.stdout
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("error: ")
    return lines[0]


def variant(document: dict[str, Any], **changes: Any) -> dict[str, Any]:
    copy: dict[str, Any] = json.loads(json.dumps(document))
    copy.update(changes)
    return copy


# --- Solo Whist -----------------------------------------------------------------------------------


def test_issue_solo_example_deal_2_auction_is_out_of_turn_because_the_deal_passes_left():
    # Seed 002 §01 "Reparto a la izquierda": D dealt deal 1, so A deals deal 2 and B speaks first.
    line = refused(ISSUE_SOLO)
    assert line.startswith("error: deal 2, field auction, call 1: it is B's turn to speak")


def test_issue_solo_example_with_the_dealer_of_deal_2_named():
    document = variant(ISSUE_SOLO)
    document["deals"][1]["dealer"] = "D"
    result = scored(document)
    first, second = result["deals"]
    assert first == {
        "made": False,
        "settlement": {"A": 1, "B": -3, "C": 1, "D": 1},
        "explanation": ["B failed Solo with 4 tricks: pays 1 to each of A, C, D (3 in all)."],
    }
    assert second["made"] is None
    assert second["settlement"] == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert result["balances"] == {"A": 1, "B": -3, "C": 1, "D": 1}
    assert result["ranking"] == [["A", "C", "D"], ["B"]]


def test_solo_seed_002_abundance_example_through_the_command():
    document = {
        "profile": "solo_002",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "deals": [
            {"contract": "abundance", "declarers": ["B"], "tricks": 10},
            {"contract": "abundance", "declarers": ["B"], "tricks": 8},
        ],
    }
    first, second = scored(document)["deals"]
    assert first["settlement"] == {"A": -3, "B": 9, "C": -3, "D": -3}
    assert second["settlement"] == {"A": 3, "B": -9, "C": 3, "D": 3}


def test_solo_general_misere_gives_the_last_trick():
    document = {
        "profile": "solo_002_general_misere",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "deals": [
            {
                "contract": None,
                "auction": [["A", "pass"], ["B", "pass"], ["C", "pass"], ["D", "pass"]],
                "last_trick": "C",
            }
        ],
    }
    (deal,) = scored(document)["deals"]
    assert deal["last_trick"] == "C"
    assert deal["settlement"] == {"A": 1, "B": 1, "C": -3, "D": 1}
    assert "C took the last trick and pays 1 (the Solo stake)" in deal["explanation"][0]


def test_solo_rules_override_changes_one_unit_only():
    document = {
        "profile": "solo_002",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "rules": {"units": {"solo": 2}},
        "deals": [
            {"contract": "solo", "declarers": ["A"], "tricks": 6},
            {"contract": "misere", "declarers": ["C"], "tricks": 0},
        ],
    }
    result = scored(document)
    assert result["deals"][0]["settlement"]["A"] == 6
    assert result["deals"][1]["settlement"]["C"] == 6


def test_solo_five_players_with_the_dealer_sitting_out():
    document = {
        "profile": "solo_002",
        "players": ["A", "B", "C", "D", "E"],
        "dealer": "E",
        "rules": {"five_players_dealer_sits_out": True},
        "deals": [{"contract": "solo", "declarers": ["A"], "tricks": 5}],
    }
    (deal,) = scored(document)["deals"]
    assert deal["settlement"] == {"A": 3, "B": -1, "C": -1, "D": -1, "E": 0}


@pytest.mark.parametrize(
    ("deal", "expected"),
    [
        (
            {"contract": "grand_slam", "declarers": ["B"], "tricks": 4},
            "error: deal 1, field contract: unknown contract 'grand_slam'",
        ),
        (
            {
                "contract": "prop_cop",
                "declarers": ["A", "B"],
                "tricks": 8,
                "auction": [
                    ["A", "prop"],
                    ["B", "pass"],
                    ["C", "pass"],
                    ["D", "pass"],
                    ["A", "cop"],
                ],
            },
            "error: deal 1, field auction, call 5: A cannot accept their own Prop",
        ),
        (
            {"contract": "solo", "declarers": ["B"], "auction": [["B", "solo"]]},
            "error: deal 1, field auction, call 1: it is A's turn to speak, not B's",
        ),
        (
            {"contract": "solo", "declarers": ["B"]},
            "error: deal 1, field tricks: give the tricks of the declaring side",
        ),
        (
            {"contract": "solo", "declarers": ["B"], "tricks": "four"},
            "error: deal 1, field tricks: give the tricks of the declaring side",
        ),
        (
            {"contract": "solo", "declarer": ["B"], "tricks": 4},
            "error: deal 1: unknown field 'declarer'",
        ),
    ],
)
def test_solo_bad_deals_are_refused_in_one_line(deal, expected):
    document = variant(ISSUE_SOLO, deals=[deal])
    assert refused(document).startswith(expected)


def test_solo_ninth_deal_of_an_8_deal_session_is_refused():
    deals = [{"contract": None}] * 9
    line = refused(variant(ISSUE_SOLO, deals=deals))
    assert line.startswith("error: deal 9: the session is 8 deals (void deals count)")


def test_solo_bad_switch_and_bad_json_are_refused():
    assert refused(variant(ISSUE_SOLO, rules={"session_length": 6})).startswith(
        "error: rules: unknown switch 'session_length'"
    )
    assert "not valid JSON" in refused("{")
    assert refused(variant(ISSUE_SOLO, profile="solo_999")).startswith(
        "error: unknown profile 'solo_999'"
    )


# --- Issue 27: the auctions as tables record them -------------------------------------------------

PROPOSER_PASSES = [["A", "prop"], ["B", "pass"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]


def test_solo_the_proposers_own_pass_is_a_void_deal_that_counts_toward_the_session():
    # Seed 002 §03: an unaccepted Prop "puede convertirse en Solo o superior; si no, se anula";
    # §05: "La sesión dura ocho repartos incluidos anulados".
    deals = [{"contract": None, "auction": PROPOSER_PASSES}] + [
        {"contract": "solo", "declarers": ["B"], "tricks": 5}
    ] * 7
    document = {"profile": "solo_002", "players": ["A", "B", "C", "D"], "dealer": "D"}
    result = scored({**document, "deals": deals[:1]})
    (deal,) = result["deals"]
    assert deal["settlement"] == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert deal["explanation"] == [
        "A's Prop was not accepted and A passed, declining to raise it: the deal is void, 0 to all."
    ]
    # the void deal is one of the eight: a ninth is refused
    everyone_deals = [{**d, "dealer": "D"} if i == 0 else d for i, d in enumerate(deals)]
    assert len(scored({**document, "deals": everyone_deals})["deals"]) == 8
    line = refused({**document, "deals": [*everyone_deals, {"contract": None}]})
    assert "deal 9 is one too many" in line


def test_solo_a_call_after_the_proposers_pass_is_still_refused():
    document = {
        "profile": "solo_002",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "deals": [{"contract": None, "auction": [*PROPOSER_PASSES, ["B", "solo"]]}],
    }
    assert refused(document) == (
        "error: deal 1, field auction, call 6: the auction was already over before this call "
        "(B solo); remove it"
    )


def test_solo_most_tricks_pays_through_the_command():
    # BRIT-S: "the player who takes the most tricks ... pays a single stake to each of the others"
    document = {
        "profile": "solo_002_most_tricks_pays",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "deals": [
            {
                "contract": None,
                "auction": [["A", "pass"], ["B", "pass"], ["C", "pass"], ["D", "pass"]],
                "tricks_each": {"A": 2, "B": 6, "C": 3, "D": 2},
            }
        ],
    }
    (deal,) = scored(document)["deals"]
    assert deal["settlement"] == {"A": 1, "B": -3, "C": 1, "D": 1}
    assert deal["most_tricks"] == ["B"]
    missing = variant(document)
    del missing["deals"][0]["tricks_each"]
    assert refused(missing).startswith("error: deal 1, field tricks_each: all passed")


# --- Bid Whist ------------------------------------------------------------------------------------


def test_issue_bid_example_revoke_gives_ns_all_13_books_and_the_game():
    # Seed 004 §06: EW revoke with 3 books, so 3 pass to NS: 13 books, +7, NS win at deal 1,
    # and deal 2 comes after the game is decided.
    line = refused(ISSUE_BID)
    assert line == (
        "error: deal 2: the game was decided at deal 1 (NS won); start a new game for this deal"
    )
    one_deal = variant(ISSUE_BID, deals=ISSUE_BID["deals"][:1])
    result = scored(one_deal)
    (deal,) = result["deals"]
    assert (deal["bidder_books"], deal["made"], deal["delta"]) == (13, True, {"NS": 7, "EW": 0})
    assert (result["winner"], result["loser"], result["final_score"]) == (
        "NS",
        "EW",
        {"NS": 7, "EW": 0},
    )


def test_issue_bid_example_without_the_revoke():
    document = variant(ISSUE_BID)
    del document["deals"][0]["revokes"]
    result = scored(document)
    first, second = result["deals"]
    assert (first["bidder_books"], first["made"], first["delta"], first["score"]) == (
        10,
        True,
        {"NS": 4, "EW": 0},
        {"NS": 4, "EW": 0},
    )
    assert (second["bidder_books"], second["made"], second["delta"], second["score"]) == (
        7,
        False,
        {"NS": -8, "EW": 0},
        {"NS": -4, "EW": 0},
    )
    assert second["explanation"][-1] == (
        "NS bid 4 (no trump), needed 10 books and took 7: set, -8 (the bid x 2 at no trump, "
        "no credit for books)."
    )
    assert (result["winner"], result["loser"], result["final_score"]) == (
        None,
        None,
        {"NS": -4, "EW": 0},
    )


def test_bid_parlett_profile_through_the_command():
    document = {
        "profile": "bid_whist_parlett",
        "deals": [{"bidders": "EW", "bid": 3, "mode": "uptown", "books": {"NS": 1, "EW": 11}}],
    }
    (deal,) = scored(document)["deals"]
    assert deal["delta"] == {"NS": 0, "EW": 3}


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            {"books": {"NS": 9, "EW": 4}},
            "error: deal 2, field books: the books played must total 12",
        ),
        (
            {"auction": [["W", "4 uptown"], ["N", "4 downtown"], ["E", "pass"], ["S", "pass"]]},
            "error: deal 2, field auction, call 2: 4 downtown does not beat 4 uptown",
        ),
        (
            {"auction": [["W", "pass"], ["N", "pass"], ["E", "pass"], ["S", "pass"]]},
            "error: deal 2, field auction, call 4: the other three passed, so the dealer S must",
        ),
        ({"mode": "sideways"}, "error: deal 2, field mode: 'sideways' is not allowed here"),
        ({"bid": 8}, "error: deal 2, field bid: a bid is 3 to 7"),
        ({"bidders": "EW"}, "error: deal 2, field auction: the auction was won by N (NS)"),
    ],
)
def test_bid_bad_deals_are_refused_in_one_line(change, expected):
    document = variant(ISSUE_BID)
    del document["deals"][0]["revokes"]
    document["deals"][1].update(change)
    assert refused(document).startswith(expected)


def test_bid_deal_after_the_game_is_decided_is_refused():
    deal = {"bidders": "EW", "bid": 7, "mode": "no_trump", "books": {"NS": 0, "EW": 12}}
    line = refused({"profile": "bid_whist_004", "deals": [deal, deal]})
    assert line.startswith("error: deal 2: the game was decided at deal 1 (EW won)")


def test_bid_trump_stays_optional_on_the_command_line():
    # docs/cli.md: "`trump` ... optional"; the score pad asks for it (issue 27 item 2).
    document = variant(ISSUE_BID)
    document["deals"] = document["deals"][:1]
    del document["deals"][0]["trump"]
    assert document["deals"][0]["mode"] == "downtown"
    assert scored(document)["winner"] == "NS"


def test_bid_named_dealers_must_pass_the_deal_to_the_left():
    # Seed 004 §01 "Sortea repartidor y rota a la izquierda"
    deal = {"bidders": "NS", "bid": 3, "mode": "uptown", "books": {"NS": 8, "EW": 4}}
    document = {
        "profile": "bid_whist_004",
        "deals": [{**deal, "dealer": "N"}, {**deal, "dealer": "S"}],
    }
    assert refused(document) == (
        "error: deal 2, field dealer: S cannot deal deal 2: the deal passes to the left after "
        "every deal, and N dealt deal 1, so it is E's deal; give E (or leave the dealer out)"
    )
    document["deals"][1]["dealer"] = "E"
    assert scored(document)["final_score"] == {"NS": 6, "EW": 0}
