"""Who may win (issue 21 item 5): early leavers and latecomers in or out, and the hands a place
or the booby needs; by default the booby needs the whole evening.

The evening: one table, four changes of one hand, no roles, winners move. Dan (4) leaves
after change 1, Eve (5) comes at change 2 and takes his seat. North-South take 1, 7, 7, 7.
Hand-worked totals (the seatings are the domain's, asserted below): Ann (1) 1+7+7+7 = 22,
Bob (2) 1+6+7+6 = 20, Cat (3) 12+7+6+7 = 32, Dan (4) 12 in one hand, Eve (5) 6+6+6 = 18 in
three hands.
"""

from dataclasses import replace

import pytest

from whistclub.domain.documents.drive import read_settings
from whistclub.domain.drive.evening import EveningFacts, work_out
from whistclub.domain.drive.event import WHOLE_EVENING, Entrant, PrizeRule, Settings, TableResult
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError

PRIZES = (PrizeRule("First", 1), PrizeRule("Second", 2), PrizeRule("Booby", "last"))


def facts(**settings) -> EveningFacts:
    chosen = Settings(roles=False, changes=4, half_after=2, prizes=PRIZES, **settings)
    entrants = (
        Entrant(1, "Ann"),
        Entrant(2, "Bob"),
        Entrant(3, "Cat"),
        Entrant(4, "Dan", leaves_after=1),
        Entrant(5, "Eve", joins_at=2),
    )
    first = Round((Table(1, (1, 2), (3, 4)),))
    results = tuple(
        TableResult(change, 1, (ns,), (13 - ns,)) for change, ns in enumerate((1, 7, 7, 7), 1)
    )
    return EveningFacts(chosen, entrants, (first,), results)


def prizes(**settings):
    evening = work_out(facts(**settings))
    return evening, {a.name: a for a in evening.prizes}


def test_the_hand_worked_evening():
    evening, _ = prizes()
    assert evening.changes[1].seating.tables == (Table(1, (1, 3), (5, 2)),)
    totals = {s.card: (s.total, s.hands_here) for s in evening.standings}
    assert totals == {1: (22, 4), 2: (20, 4), 3: (32, 4), 4: (12, 1), 5: (18, 3)}


def test_by_default_the_booby_needs_the_whole_evening():
    """The issue's evening: a player who left after change 3 with 12 points got the booby."""
    _, p = prizes()
    assert p["Booby"].cards == (2,)  # not Dan (12, left) nor Eve (18, came late)
    assert p["Booby"].reason == (
        "Bob (card 2) has the lowest total: 20."
        " Eve (card 5) scored 18 but was not there the whole evening (came at change 2): the"
        " booby prize needs the whole evening."
        " Dan (card 4) scored 12 but was not there the whole evening (left after change 1):"
        " the booby prize needs the whole evening."
    )
    assert Settings().booby_min_hands == WHOLE_EVENING


def test_a_club_can_give_the_booby_to_whoever_scored_least():
    _, p = prizes(booby_min_hands=0)
    assert p["Booby"].cards == (4,)
    assert "whole evening" not in p["Booby"].reason


def test_a_number_of_hands_for_the_booby_counts_the_hands_at_the_evening():
    _, p = prizes(booby_min_hands=3)
    assert p["Booby"].cards == (5,)  # Eve was at 3 hands; Dan at 1
    assert "Dan (card 4) scored 12 but played 1 of the 3 hands the booby needs." in (
        p["Booby"].reason
    )


def test_early_leavers_out_of_the_prize_list():
    """With leavers out, Dan cannot win at all, however he scored."""
    _, p = prizes(prizes_for_leavers=False, booby_min_hands=0)
    assert p["Booby"].cards == (5,)
    assert (
        "Dan (card 4) scored 12 but left early, after change 1: this prize list leaves out"
        " early leavers." in p["Booby"].reason
    )


def test_latecomers_out_and_a_minimum_for_places_with_ranking_per_hand():
    """Ranked by average per hand (sit-outs score nothing), Dan's one hand of 12 is top:
    a place needs 4 hands here, so the places go to those who played the evening."""
    _, p = prizes(sit_out=read_settings({"sit_out": "per_hand"}).sit_out)
    assert p["First"].cards == (4,)  # 12 a hand, before the setting
    _, p = prizes(sit_out=read_settings({"sit_out": "per_hand"}).sit_out, places_min_hands=4)
    assert p["First"].cards == (3,)
    assert "Dan (card 4) scored 12 but played 1 of the 4 hands a place needs." in (
        p["First"].reason
    )
    _, p = prizes(prizes_for_latecomers=False)
    assert p["Second"].cards == (1,)
    booby_reason = p["Booby"].reason
    assert "Eve (card 5) scored 18 but came late, at change 2: this prize list leaves out" in (
        booby_reason
    )


def test_a_prize_nobody_may_win_says_who_was_left_out():
    settings = replace(facts().settings, prizes=(PrizeRule("Booby", "last"),), booby_min_hands=5)
    (booby,) = work_out(replace(facts(), settings=settings)).prizes
    assert booby.cards == ()
    assert booby.reason.startswith("Not awarded: nobody is left for the lowest total.")
    assert "Ann (card 1) scored 22 but played 4 of the 5 hands the booby needs." in booby.reason


def test_the_settings_document_reads_and_refuses_the_eligibility_keys():
    read = read_settings(
        {
            "prizes_for_leavers": False,
            "prizes_for_latecomers": False,
            "places_min_hands": 6,
            "booby_min_hands": 12,
        }
    )
    assert (read.prizes_for_leavers, read.prizes_for_latecomers) == (False, False)
    assert (read.places_min_hands, read.booby_min_hands) == (6, 12)
    assert read_settings({"booby_min_hands": "all"}).booby_min_hands == WHOLE_EVENING
    assert read_settings({}).booby_min_hands == WHOLE_EVENING
    with pytest.raises(DomainError, match='whole number of hands, or "all"'):
        read_settings({"booby_min_hands": "most"})
    with pytest.raises(DomainError, match="cannot be negative"):
        read_settings({"places_min_hands": -1})
