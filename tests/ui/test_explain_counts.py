"""The Why panel's lines read right at their edges, in English and Spanish: a count of 1 in
the singular, a bid's mode said once, names joined with the language's "and"; and a money
refusal's example written with the Spanish decimal comma."""

from __future__ import annotations

import pytest

from whistclub.domain.cards import Side
from whistclub.domain.variants.bid_whist import deal_from_notation
from whistclub.domain.variants.bid_whist import score_deal as score_bid
from whistclub.domain.variants.partnership import Deal, play
from whistclub.domain.variants.profiles import get_preset
from whistclub.domain.variants.solo import SoloDeal, settle_deal
from whistclub.services.refusal_words import in_language
from whistclub.ui import i18n
from whistclub.ui.explain import WORDINGS


@pytest.fixture
def spanish(qapp):
    i18n.install_translator("es")
    yield
    i18n.install_translator("en")


def worded(step) -> str:
    return WORDINGS[step.code](step.data, step.text)


def one_point_rubber():
    # NS win 5-0 and 5-1: EW scored 1 point in the rubber's games.
    rules = get_preset("english_short_001").rules
    return play(rules, [Deal.of(11), Deal.of(6), Deal.of(11)]).rubber


def test_one_point_and_one_book_are_singular_in_english():
    said = [s.text for s in one_point_rubber().steps]
    assert "EW scored 1 point in the rubber's games" in said
    seed = get_preset("bid_whist_004").rules
    zero = {Side.NS: 0, Side.EW: 0}
    kitty = score_bid(deal_from_notation("EW 3 uptown 11-1"), zero, seed).steps[0]
    assert kitty.text == "EW took 1 book in play plus the kitty book: 2."


def test_the_same_lines_in_spanish(spanish):
    points = next(s for s in one_point_rubber().steps if s.data.get("side") == "EW")
    assert worded(points) == "EO anotó 1 punto en las partidas del robber"
    seed = get_preset("bid_whist_004").rules
    zero = {Side.NS: 0, Side.EW: 0}
    made = score_bid(deal_from_notation("NS 3 uptown 10-2"), zero, seed).steps[-1]
    assert made.code == "bid_whist.made"
    assert "pujó 3 (altas)," in worded(made) and "((" not in worded(made)


def test_players_tied_for_the_most_tricks_are_joined_in_spanish(spanish):
    rules = get_preset("solo_002_most_tricks_pays").rules
    passes = (("A", "pass"), ("B", "pass"), ("C", "pass"), ("D", "pass"))
    each = (("A", 4), ("B", 3), ("C", 4), ("D", 2))
    deal = SoloDeal(None, auction=passes, tricks_each=each)
    steps = settle_deal(deal, ("A", "B", "C", "D"), "D", rules).steps
    tied = next(s for s in steps if s.code == "solo.most_tricks_tied")
    assert "A & C took the most tricks" in tied.text
    assert "A y C " in worded(tied) and " & " not in worded(tied)


def test_a_money_refusal_gives_its_example_with_a_decimal_comma():
    said = in_language("the raffle: 'abc' is not an amount of money, e.g. 2.50", "es")
    assert said.endswith("p. ej. 2,50")
