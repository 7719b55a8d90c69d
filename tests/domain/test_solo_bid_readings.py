"""Issue 27: the auctions as tables record them, and the readings still missing.

Solo (seed 002 §03): the proposer's own "pass" after nobody accepts a Prop declines to raise it,
a void deal that counts toward the session; BRIT-S's "most tricks pays" when all pass, a switch
off by default. Bid Whist (seed 004 §01 "rota a la izquierda"): named dealers are checked.
"""

from __future__ import annotations

import pytest

from whistclub.domain.cards import Seat, Side
from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist import BidWhistDeal, BidWhistRules, Mode, play_game
from whistclub.domain.variants.profiles import get_preset
from whistclub.domain.variants.solo import (
    AllPass,
    Contract,
    SoloDeal,
    SoloRules,
    check_auction,
    play_session,
    settle_deal,
)

PLAYERS = ("A", "B", "C", "D")
SEED = get_preset("solo_002").rules
MOST = get_preset("solo_002_most_tricks_pays").rules


def calls(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((c.split()[0], c.split()[1]) for c in text.split(", "))


# --- 1. The proposer's own pass (002 §03 "Prop sin aceptación ... si no, se anula") -----------

DECLINED = calls("A prop, B pass, C pass, D pass, A pass")


def test_the_proposers_pass_after_nobody_accepts_is_a_void_deal():
    outcome = check_auction(DECLINED, PLAYERS, SEED)
    assert (outcome.kind, outcome.holders, outcome.declined) == ("prop_unaccepted", ("A",), True)
    result = settle_deal(SoloDeal(None, auction=DECLINED), PLAYERS, "D", SEED)
    assert dict(result.settlement) == dict.fromkeys(PLAYERS, 0)
    assert str(result.steps[0]) == (
        "A's Prop was not accepted and A passed, declining to raise it: the deal is void, 0 to all."
    )


def test_a_later_proposer_may_decline_too_and_the_late_cop_is_then_closed():
    # B proposes after the eldest passed; C and D pass; B passes: void.
    late = calls("A pass, B prop, C pass, D pass, B pass")
    assert check_auction(late, PLAYERS, SEED).declined
    with pytest.raises(DomainError) as error:
        check_auction((*late, ("A", "cop")), PLAYERS, SEED)
    assert error.value.code == "auction_already_over"
    assert error.value.where == "field auction, call 6"


def test_the_declined_prop_counts_toward_the_session_of_eight():
    # 002 §05 "La sesión dura ocho repartos incluidos anulados"
    deals = [SoloDeal(None, auction=DECLINED)] + [SoloDeal(Contract.SOLO, ("B",), 5)] * 7
    session = play_session(PLAYERS, "D", deals, SEED)
    assert len(session.deals) == 8
    with pytest.raises(DomainError, match="deal 9 is one too many"):
        play_session(PLAYERS, "D", [*deals, SoloDeal(None)], SEED)


@pytest.mark.parametrize(
    ("auction", "call_number"),
    [
        ("A prop, B pass, C pass, D pass, A pass, A pass", 6),  # only once
        ("A prop, B pass, C pass, D pass, A pass, A solo", 6),  # no raise after declining
        ("A prop, B pass, C pass, D pass, B pass", 5),  # only the proposer decides
        ("A prop, B cop, C pass, D pass, A pass", 5),  # an accepted Prop is over
        ("A pass, B solo, C pass, D pass, B pass", 5),  # Solo won: nothing to decline
        ("A pass, B pass, C pass, D pass, A pass", 5),  # all passed: over
        ("A prop, B pass, C pass, D pass, A solo, A pass", 6),  # raised: over
    ],
)
def test_every_other_call_after_the_end_is_still_refused(auction, call_number):
    with pytest.raises(DomainError) as error:
        check_auction(calls(auction), PLAYERS, SEED)
    assert error.value.code == "auction_already_over"
    assert error.value.where == f"field auction, call {call_number}"


def test_a_contract_recorded_after_the_proposer_declined_is_refused():
    deal = SoloDeal(Contract.SOLO, ("A",), 5, auction=DECLINED)
    with pytest.raises(DomainError) as error:
        settle_deal(deal, PLAYERS, "D", SEED)
    assert error.value.code == "contract_after_declined_prop"
    assert "set contract to null" in str(error.value)


# --- 4. BRIT-S: all pass, "the player who takes the most tricks ... pays a single stake to
#        each of the others" --------------------------------------------------------------------

ALL_PASS = calls("A pass, B pass, C pass, D pass")


def most_tricks(each: dict[str, int], rules: SoloRules = MOST, auction=ALL_PASS):
    deal = SoloDeal(None, auction=auction, tricks_each=tuple(each.items()))
    return settle_deal(deal, PLAYERS, "D", rules)


def test_most_tricks_pays_is_off_by_default():
    assert SoloRules().all_pass is AllPass.VOID_ZERO
    assert SEED.all_pass is AllPass.VOID_ZERO
    with pytest.raises(DomainError) as error:
        most_tricks({"A": 5, "B": 3, "C": 3, "D": 2}, SEED)
    assert error.value.code == "tricks_each_without_most_tricks"


def test_the_player_with_the_most_tricks_pays_the_solo_stake_to_each_other():
    result = most_tricks({"A": 2, "B": 6, "C": 3, "D": 2})
    assert dict(result.settlement) == {"A": 1, "B": -3, "C": 1, "D": 1}
    assert result.most_tricks == ("B",)
    assert "B took the most tricks (6) and pays 1 (the Solo stake) to each of A, C, D" in str(
        result.steps[0]
    )


def test_a_tie_for_the_most_tricks_each_pays_each_of_the_others():
    result = most_tricks({"A": 4, "B": 3, "C": 4, "D": 2})
    assert dict(result.settlement) == {"A": -2, "B": 2, "C": -2, "D": 2}
    assert sum(result.settlement.values()) == 0
    assert result.most_tricks == ("A", "C")


def test_the_stake_is_the_solo_unit_of_the_rules():
    rules = SoloRules(all_pass=AllPass.MOST_TRICKS_PAYS_SOLO_STAKE_TO_EACH, stake_name="pence")
    from dataclasses import replace

    rules = replace(rules, units={**dict(rules.units), Contract.SOLO: 6})
    result = most_tricks({"A": 1, "B": 2, "C": 3, "D": 7}, rules)
    assert dict(result.settlement) == {"A": 6, "B": 6, "C": 6, "D": -18}


@pytest.mark.parametrize(
    ("each", "code"),
    [
        ({"A": 4, "B": 3, "C": 4}, "missing_tricks_each"),
        ({"A": 4, "B": 3, "C": 4, "E": 2}, "missing_tricks_each"),
        ({"A": 4, "B": 3, "C": 4, "D": 3}, "tricks_each_not_13"),
        ({"A": 14, "B": 0, "C": 0, "D": -1}, "tricks_each_not_13"),
    ],
)
def test_the_tricks_of_each_player_are_checked(each, code):
    with pytest.raises(DomainError) as error:
        most_tricks(each)
    assert (error.value.code, error.value.where) == (code, "field tricks_each")


def test_all_passed_without_the_tricks_of_each_player_is_refused():
    with pytest.raises(DomainError) as error:
        settle_deal(SoloDeal(None, auction=ALL_PASS), PLAYERS, "D", MOST)
    assert error.value.code == "missing_tricks_each"


def test_an_unaccepted_prop_is_still_void_under_most_tricks_pays():
    result = settle_deal(SoloDeal(None, auction=DECLINED), PLAYERS, "D", MOST)
    assert set(result.settlement.values()) == {0}


def test_the_document_reads_tricks_each_and_says_who_paid():
    out = score_document(
        {
            "profile": "solo_002",
            "rules": {"all_pass": "most_tricks_pays_solo_stake_to_each"},
            "players": list(PLAYERS),
            "dealer": "D",
            "deals": [{"contract": None, "tricks_each": {"A": 2, "B": 6, "C": 3, "D": 2}}],
        }
    )
    assert out["deals"][0]["settlement"] == {"A": 1, "B": -3, "C": 1, "D": 1}
    assert out["deals"][0]["most_tricks"] == ["B"]


# --- 3. Bid Whist: the deal passes to the left (004 §01 "rota a la izquierda") ----------------

BW = BidWhistRules()
START = {Side.NS: 0, Side.EW: 0}


def bw_deal(dealer: Seat | None, bidders: Side = Side.NS) -> BidWhistDeal:
    """A bid of 3 made with 8 books played + the kitty: +3 to the bidders."""
    books = {bidders: 8, bidders.other: 4}
    return BidWhistDeal(bidders, 3, Mode.UPTOWN, books, dealer=dealer)


def test_named_dealers_that_pass_to_the_left_are_accepted():
    deals = [
        bw_deal(Seat.N),
        bw_deal(Seat.E, Side.EW),
        bw_deal(None),
        bw_deal(Seat.W, Side.EW),
    ]
    assert len(play_game(START, deals, BW).deals) == 4


def test_a_dealer_out_of_turn_is_refused_naming_whose_deal_it_is():
    deals = [bw_deal(Seat.N), bw_deal(None), bw_deal(Seat.W)]
    with pytest.raises(DomainError) as error:
        play_game(START, deals, BW)
    assert error.value.code == "dealer_out_of_turn"
    assert error.value.where == "deal 3, field dealer"
    assert str(error.value) == (
        "deal 3, field dealer: W cannot deal deal 3: the deal passes to the left after every "
        "deal, and N dealt deal 1, so it is S's deal; give S (or leave the dealer out)"
    )
