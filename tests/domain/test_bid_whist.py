"""Bid Whist: seed 004 and rules-reference section 3."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistclub.domain.cards import Seat, Side
from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist import (
    Bid,
    BidWhistDeal,
    BidWhistRules,
    Boston,
    DefendersScore,
    MadeScore,
    Mode,
    UptownDowntown,
    check_auction,
    deal_from_notation,
    play_game,
    score_deal,
    trick_winner,
)
from whistclub.domain.variants.profiles import get_preset, with_overrides

SEED = get_preset("bid_whist_004").rules
ZERO = {Side.NS: 0, Side.EW: 0}


def score(notation: str, rules: BidWhistRules = SEED, before=ZERO):
    return score_deal(deal_from_notation(notation), before, rules)


# --- seed 004 §09 "Ejemplo explicado" -----------------------------------------------------------


def test_seed_004_downtown_trick_the_ace_beats_the_two_and_the_king_is_lowest():
    # Downtown, spades trumps: A leads 3♥, B A♥, C K♥, D 2♥. B wins.
    assert trick_winner(["3♥", "A♥", "K♥", "2♥"], Mode.DOWNTOWN, trump="♠") == 1
    # without the ace, the two is best downtown and the king worst
    assert trick_winner(["3♥", "K♥", "2♥"], Mode.DOWNTOWN, trump="♠") == 2
    assert trick_winner(["3♥", "K♥", "2♥"], Mode.UPTOWN, trump="♠") == 1


@pytest.mark.parametrize(
    ("notation", "made", "points"),
    [
        ("NS 4 downtown 9-3", True, 4),  # "pujó 4 y ganó 10 libros con kitty, suma +4"
        ("NS 4 downtown 8-4", False, -4),  # "Con 9 sumaría −4"
        ("NS 4 no_trump 9-3", True, 8),  # "sin triunfo serían +8
        ("NS 4 no_trump 8-4", False, -8),  # o −8"
    ],
)
def test_seed_004_bid_of_4(notation, made, points):
    result = score(notation)
    assert result.made is made
    assert result.delta[Side.NS] == points
    assert result.delta[Side.EW] == 0


def test_seed_004_bid_of_4_needs_10_of_the_13_books_with_the_kitty():
    # 004 §03 "una puja de 4 exige 10 de los 13 libros contados"
    result = score("NS 4 downtown 9-3")
    assert result.bidder_books == 10
    assert [str(s) for s in result.steps] == [
        "NS took 9 books in play plus the kitty book: 10.",
        "NS bid 4 (downtown), needed 10 books and took 10: made, 4 (books over six) = +4.",
    ]


def test_rules_reference_bid_of_4_with_11_books_scores_5():
    # rules-reference 3.2: "a bid of 4 with 11 books scores +5" (books over six)
    assert score("EW 4 uptown 2-10").delta[Side.EW] == 5


def test_set_loses_the_bid_without_credit_for_books():
    # 004 §06 "Si falla, resta la puja sin crédito por bazas"
    assert score("EW 7 uptown 1-11").delta[Side.EW] == -7
    assert score("EW 7 no_trump 1-11").delta[Side.EW] == -14


def test_boston_scores_books_over_six_with_no_special_rule():
    assert score("NS 3 uptown 12-0").delta[Side.NS] == 7
    assert score("NS 3 no_trump 12-0").delta[Side.NS] == 14


# --- revokes (004 §06) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("notation", "books_after", "made"),
    [
        ("NS 4 uptown 6-6 r:EW", 10, True),  # 7 + 3 from EW
        ("NS 4 uptown 9-3 r:NS", 7, False),  # 10 - 3 to EW
        ("NS 4 uptown 10-2 r:EW", 13, True),  # EW have fewer than 3: all 13 to NS
        ("NS 4 uptown 9-3 r:EW", 13, True),  # exactly 3: 3 pass, 13-0 as well
        # the kitty counts for the offending bidders: 1 + 1 = 2 < 3, all 13 to EW
        ("NS 3 uptown 1-11 r:NS", 0, False),
        ("NS 3 uptown 2-10 r:NS", 0, False),  # 2 + kitty = 3: 3 pass, 0-13
        ("NS 4 uptown 8-4 r:EW,EW", 13, True),  # two revokes: 9+3 = 12, then EW have 1
    ],
)
def test_revoke_transfers_3_books_or_all_13(notation, books_after, made):
    result = score(notation)
    assert result.bidder_books == books_after
    assert result.made is made


def test_revoke_is_explained():
    text = [str(s) for s in score("NS 4 uptown 10-2 r:EW").steps]
    assert "EW revoked with fewer than 3 books: all 13 go to NS." in text


# --- the auction (004 §02-§03) ------------------------------------------------------------------


def auction(text: str) -> tuple[tuple[Seat, str], ...]:
    """ "W 4 uptown, N pass" with dealer S."""
    out = []
    for call in text.split(", "):
        seat, _, rest = call.partition(" ")
        out.append((Seat(seat), rest))
    return tuple(out)


@pytest.mark.parametrize(
    ("calls", "seat", "bid"),
    [
        ("W 4 uptown, N 4 no_trump, E pass, S pass", Seat.N, Bid(4, Mode.NO_TRUMP)),
        ("W 3 downtown, N 4 uptown, E 5 downtown, S pass", Seat.E, Bid(5, Mode.DOWNTOWN)),
        ("W pass, N pass, E pass, S 3 uptown", Seat.S, Bid(3, Mode.UPTOWN)),  # forced dealer
        ("W 7 no_trump, N pass, E pass, S pass", Seat.W, Bid(7, Mode.NO_TRUMP)),
    ],
)
def test_legal_auctions(calls, seat, bid):
    winner = check_auction(auction(calls), Seat.S, SEED)
    assert (winner.seat, winner.bid) == (seat, bid)


@pytest.mark.parametrize(
    ("calls", "code", "where"),
    [
        ("N pass", "out_of_turn", "call 1"),  # the dealer's left (W) speaks first
        ("W pass, N pass, E pass, S pass", "dealer_must_bid", "call 4"),
        ("W 4 uptown, N 4 downtown", "bid_not_higher", "call 2"),  # equal, no overcall
        ("W 4 downtown, N 4 uptown", "bid_not_higher", "call 2"),
        ("W 4 no_trump, N 4 uptown", "bid_not_higher", "call 2"),
        ("W 5 uptown, N 4 no_trump", "bid_not_higher", "call 2"),
        ("W 2 uptown", "bid_out_of_range", "call 1"),
        ("W 8 uptown", "bid_out_of_range", "call 1"),
        ("W 4 hearts", "unknown_call", "call 1"),
        ("W pass, N pass, E pass, S 3 uptown, W 4 uptown", "auction_too_long", "call 5"),
        ("W pass, N pass", "auction_unfinished", ""),
    ],
)
def test_illegal_auctions_name_the_call(calls, code, where):
    with pytest.raises(DomainError) as error:
        check_auction(auction(calls), Seat.S, SEED)
    assert error.value.code == code
    assert error.value.where == f"field auction, {where}".rstrip(", ")


def test_downtown_may_outrank_uptown_by_switch():
    rules = BidWhistRules(uptown_downtown=UptownDowntown.DOWNTOWN_HIGHER)
    winner = check_auction(auction("W 4 uptown, N 4 downtown, E pass, S pass"), Seat.S, rules)
    assert winner.seat is Seat.N
    with pytest.raises(DomainError) as refused:
        check_auction(auction("W 4 downtown, N 4 uptown"), Seat.S, rules)
    assert "downtown beats uptown" in str(refused.value)  # the rule these rules play
    assert "only no trump beats" not in str(refused.value)


def test_with_the_dealer_free_to_pass_four_passes_throw_the_cards_in():
    free = BidWhistRules(dealer_must_bid=False)
    with pytest.raises(DomainError) as refused:
        check_auction(auction("W pass, N pass, E pass, S pass"), Seat.S, free)
    assert (refused.value.code, refused.value.where) == ("all_passed", "field auction")
    assert "thrown in and dealt again" in str(refused.value)
    assert "must bid" not in str(refused.value)


@pytest.mark.parametrize("call", ["² uptown", "٣ downtown", "4٣ uptown"])
def test_a_call_of_digits_that_are_not_numbers_is_refused_as_no_call(call):
    with pytest.raises(DomainError) as refused:
        check_auction(((Seat.W, call),), Seat.S, SEED)
    assert refused.value.code == "unknown_call"


def test_a_bid_that_is_not_a_number_names_the_profiles_lowest_bid():
    deal = {"bidders": "NS", "bid": "4", "mode": "uptown", "books": {"NS": 10, "EW": 2}}
    with pytest.raises(DomainError) as refused:
        score_document({"profile": "bid_whist_min4", "deals": [deal]})
    assert refused.value.code == "bad_bid"
    assert str(refused.value).endswith("books over six, 4 to 7")


def test_minimum_4_preset_refuses_a_bid_of_3():
    rules = get_preset("bid_whist_min4").rules
    with pytest.raises(DomainError, match="a bid is 4 to 7"):
        check_auction(auction("W 3 uptown"), Seat.S, rules)
    with pytest.raises(DomainError, match="field bid: a bid is 4 to 7"):
        score("NS 3 uptown 9-3", rules)


def test_recorded_bid_must_agree_with_the_auction():
    deal = BidWhistDeal(
        Side.EW,
        4,
        Mode.NO_TRUMP,
        {Side.NS: 6, Side.EW: 6},
        dealer=Seat.S,
        auction=auction("W 4 uptown, N 4 no_trump, E pass, S pass"),
    )
    with pytest.raises(DomainError, match="won by N \\(NS\\) with 4 no_trump") as error:
        score_deal(deal, ZERO, SEED)
    assert error.value.code == "auction_disagrees"


def test_auction_needs_the_dealer():
    deal = BidWhistDeal(
        Side.NS,
        4,
        Mode.NO_TRUMP,
        {Side.NS: 6, Side.EW: 6},
        auction=auction("W 4 uptown, N 4 no_trump, E pass, S pass"),
    )
    with pytest.raises(DomainError, match="field dealer"):
        score_deal(deal, ZERO, SEED)


@pytest.mark.parametrize(
    ("books", "message"),
    [
        ((9, 4), "the books played must total 12 .*, not 13"),
        ((6, 5), "the books played must total 12 .*, not 11"),
        ((13, -1), "a side cannot take fewer than 0 books"),
    ],
)
def test_books_must_be_the_12_played(books, message):
    deal = BidWhistDeal(Side.NS, 4, Mode.UPTOWN, {Side.NS: books[0], Side.EW: books[1]})
    with pytest.raises(DomainError, match=f"field books: {message}"):
        score_deal(deal, ZERO, SEED)


# --- the game (004 §07) ---------------------------------------------------------------------------


def game(*notations: str, rules: BidWhistRules = SEED, start=ZERO):
    return play_game(start, [deal_from_notation(n) for n in notations], rules)


def test_game_is_won_at_plus_7():
    result = game("NS 4 downtown 9-3", "EW 3 uptown 4-8", "NS 3 uptown 10-2")
    assert [dict(d.score) for d in result.deals] == [
        {Side.NS: 4, Side.EW: 0},
        {Side.NS: 4, Side.EW: 3},
        {Side.NS: 9, Side.EW: 3},
    ]
    assert (result.winner, result.loser) == (Side.NS, Side.EW)


def test_game_is_lost_at_minus_7():
    result = game("EW 4 no_trump 6-6")
    assert dict(result.final_score) == {Side.NS: 0, Side.EW: -8}
    assert (result.winner, result.loser) == (Side.NS, Side.EW)


def test_a_deal_after_the_game_is_decided_is_refused():
    with pytest.raises(DomainError, match="deal 2: the game was decided at deal 1") as error:
        game("NS 7 no_trump 12-0", "EW 3 uptown 3-9")
    assert error.value.code == "game_over"


def test_game_not_yet_decided_has_no_winner():
    result = game("NS 4 downtown 9-3", "NS 4 no_trump 6-6")
    assert (result.winner, result.loser) == (None, None)
    assert dict(result.final_score) == {Side.NS: -4, Side.EW: 0}


def test_target_11_preset():
    rules = get_preset("bid_whist_target11").rules
    assert game("NS 7 uptown 12-0", rules=rules).winner is None
    assert game("NS 7 uptown 12-0", "NS 4 uptown 10-2", rules=rules).winner is Side.NS
    assert game("EW 6 no_trump 6-6", rules=rules).loser is Side.EW


def test_a_start_already_decided_is_refused():
    with pytest.raises(DomainError, match="field start"):
        game("NS 4 uptown 9-3", start={Side.NS: 7, Side.EW: 0})


# --- Parlett and the other switches (rules-reference 3.2, 3.4) ----------------------------------

PARLETT = get_preset("bid_whist_parlett").rules


def test_parlett_made_scores_the_bid_only():
    assert score("NS 3 uptown 11-1", PARLETT).delta[Side.NS] == 3
    assert score("NS 3 no_trump 11-1", PARLETT).delta[Side.NS] == 6


def test_parlett_defenders_score_books_over_six_when_they_take_7():
    result = score("NS 4 uptown 5-7", PARLETT)  # NS 6, EW 7
    assert dict(result.delta) == {Side.NS: -4, Side.EW: 1}
    assert dict(score("NS 4 uptown 6-6", PARLETT).delta) == {Side.NS: -4, Side.EW: 0}


def test_parlett_boston_scores_four_times():
    assert score("NS 5 uptown 12-0", PARLETT).delta[Side.NS] == 20
    assert score("NS 5 no_trump 12-0", PARLETT).delta[Side.NS] == 40


def test_a_kitty_that_counts_for_nobody_leaves_12_books_in_the_deal():
    # kitty_books 0: the deal holds the 12 books played, so "all" of them is 12, and taking
    # all 12 is the Boston (004 §06 counts 13 only because the kitty is a book).
    no_kitty = with_overrides(SEED, {"kitty_books": 0})
    revoked = score("NS 3 uptown 11-1 r:EW", no_kitty)
    assert revoked.bidder_books == 12
    assert "EW revoked with fewer than 3 books: all 12 go to NS." in [s.text for s in revoked.steps]
    parlett = with_overrides(PARLETT, {"kitty_books": 0})
    assert score("NS 3 uptown 12-0", parlett).delta[Side.NS] == 3 * 4  # a Boston: x4
    assert score("NS 3 uptown 11-1 r:EW").bidder_books == 13  # the seed's kitty: all 13


def test_boston_may_win_the_game_by_house_rule():
    rules = BidWhistRules(boston=Boston.WINS_GAME)
    result = game("NS 3 uptown 12-0", rules=rules, start={Side.NS: -6, Side.EW: 2})
    assert result.winner is Side.NS
    assert result.final_score[Side.NS] == 7


def test_every_preset_is_registered_described_and_valid():
    expected = {
        "bid_whist_004": (3, 7, MadeScore.BOOKS_OVER_SIX, DefendersScore.NONE),
        "bid_whist_min4": (4, 7, MadeScore.BOOKS_OVER_SIX, DefendersScore.NONE),
        "bid_whist_target11": (3, 11, MadeScore.BOOKS_OVER_SIX, DefendersScore.NONE),
        "bid_whist_parlett": (
            3,
            7,
            MadeScore.BID_ONLY,
            DefendersScore.BOOKS_OVER_SIX_WHEN_SEVEN_PLUS,
        ),
    }
    for preset_id, (low, target, made, defenders) in expected.items():
        preset = get_preset(preset_id)
        assert preset.family == "bid_whist"
        assert preset.title and preset.source and len(preset.summary) > 40
        rules = preset.rules
        assert (rules.min_bid, rules.target, rules.made_score, rules.defenders_score) == (
            low,
            target,
            made,
            defenders,
        )
        assert rules.lose_at == -target
        # all keep the kitty book, the set score, the multiplier and the revoke transfer
        assert (rules.kitty_books, rules.no_trump_multiplier, rules.revoke_transfer_books) == (
            1,
            2,
            3,
        )


def test_switch_values_are_checked():
    with pytest.raises(DomainError, match="rules, field min_bid"):
        with_overrides(SEED, {"min_bid": 9})
    with pytest.raises(DomainError, match="switch 'boston' cannot be 'double'"):
        with_overrides(SEED, {"boston": "double"})


def test_notation_refuses_what_it_cannot_read():
    with pytest.raises(DomainError, match="is not a deal like"):
        deal_from_notation("NS four uptown 9-3")


# --- properties ---------------------------------------------------------------------------------

deals = st.builds(
    lambda bidders, bid, mode, ns, revokes: BidWhistDeal(
        bidders, bid, mode, {Side.NS: ns, Side.EW: 12 - ns}, tuple(revokes)
    ),
    st.sampled_from(list(Side)),
    st.integers(3, 7),
    st.sampled_from(list(Mode)),
    st.integers(0, 12),
    st.lists(st.sampled_from(list(Side)), max_size=2),
)
ALL_RULES = [
    get_preset(p).rules
    for p in (
        "bid_whist_004",
        "bid_whist_target11",
        "bid_whist_parlett",
    )
] + [BidWhistRules(boston=Boston.WINS_GAME)]


@given(deal=deals, rules=st.sampled_from(ALL_RULES), ns=st.integers(-6, 6), ew=st.integers(-6, 6))
def test_only_the_bidders_score_moves_unless_defenders_score(deal, rules, ns, ew):
    result = score_deal(deal, {Side.NS: ns, Side.EW: ew}, rules)
    defenders = deal.bidders.other
    if rules.defenders_score is DefendersScore.NONE:
        assert result.delta[defenders] == 0
    else:
        # defenders score only when the bidders are set and they took 7 or more
        assert result.delta[defenders] >= 0
        assert result.delta[defenders] == 0 or not result.made
    assert (result.delta[deal.bidders] > 0) is result.made
    assert result.score[Side.NS] == ns + result.delta[Side.NS]


@given(game_deals=st.lists(deals, min_size=1, max_size=30), rules=st.sampled_from(ALL_RULES))
def test_no_game_ends_in_a_tie(game_deals, rules):
    for number in range(1, len(game_deals) + 1):
        result = play_game(ZERO, game_deals[:number], rules)
        score_now = dict(result.final_score)
        if result.winner is not None:
            assert result.loser is result.winner.other
            won = score_now[result.winner] >= rules.target
            lost = score_now[result.loser] <= rules.lose_at
            assert won or lost
            assert not (score_now[Side.NS] >= rules.target and score_now[Side.EW] >= rules.target)
            if number < len(game_deals):
                with pytest.raises(DomainError, match="the game was decided"):
                    play_game(ZERO, game_deals, rules)
            return
        assert result.loser is None
        assert all(rules.lose_at < v < rules.target for v in score_now.values())


def test_jokers_beat_every_trump_big_before_little():
    # 004 §04 "Con triunfo, comodín grande y luego pequeño superan todos los triunfos"
    assert trick_winner(["A♠", "LJ", "BJ", "K♠"], Mode.UPTOWN, trump="♠") == 2
    assert trick_winner(["A♥", "LJ", "K♠"], Mode.UPTOWN, trump="♠") == 1
    assert trick_winner(["A♥", "2♠", "K♥"], Mode.UPTOWN, trump="♠") == 1


def test_at_no_trump_jokers_never_win_and_the_first_other_card_sets_the_suit():
    # 004 §05 "Sin triunfo los comodines no ganan ... la primera carta no comodín fija el palo"
    assert trick_winner(["BJ", "5♦", "A♣", "9♦"], Mode.NO_TRUMP) == 3
    assert trick_winner(["BJ", "5♦", "A♣", "9♦"], Mode.NO_TRUMP) != 0
    assert trick_winner(["LJ", "5♦", "2♦"], Mode.DOWNTOWN) == 2  # downtown no trump: 2 > 5


def test_switches_are_named_as_in_the_rules_reference():
    assert {
        "min_bid",
        "target",
        "lose_at",
        "kitty_books",
        "made_score",
        "set_score",
        "no_trump_multiplier",
        "defenders_score",
        "boston",
        "revoke_transfer_books",
        "revoke_offender_fewer_than_3",
    } <= set(BidWhistRules.__dataclass_fields__)


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-20, 20),
    st.text(max_size=12),
    st.sampled_from(["NS", "EW", "N", "S", "uptown", "no_trump", "spades", "pass", "4 uptown"]),
    st.lists(st.sampled_from(["NS", "W", "pass", "4 uptown"]), max_size=3),
    st.dictionaries(st.sampled_from(["NS", "EW", "side"]), st.integers(-2, 14), max_size=3),
)


@given(
    field=st.sampled_from(
        ["bidders", "bid", "mode", "trump", "books", "revokes", "dealer", "auction", "extra"]
    ),
    value=JUNK,
    rules=st.sampled_from([{}, {"boston": "times_4"}, {"min_bid": "x"}, {"made": 1}, []]),
)
def test_a_bad_document_is_refused_with_a_domain_error_only(field, value, rules):
    deal = {
        "bidders": "NS",
        "bid": 4,
        "mode": "uptown",
        "books": {"NS": 9, "EW": 3},
        "dealer": "S",
        "auction": [["W", "pass"], ["N", "4 uptown"], ["E", "pass"], ["S", "pass"]],
    }
    deal[field] = value
    document = {"profile": "bid_whist_004", "rules": rules, "deals": [deal]}
    try:
        result = score_document(document)
    except DomainError as error:
        assert "\n" not in str(error)
        return
    assert set(result) == {"deals", "winner", "loser", "final_score"}
