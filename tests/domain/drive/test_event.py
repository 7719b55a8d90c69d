"""Event settings, entrants and table results as checked facts; evening-level refusals."""

from dataclasses import replace

import pytest

from tests.domain.drive.test_standings import seven_table_facts
from whistclub.domain.drive.evening import EveningFacts, add_result, correct, work_out
from whistclub.domain.drive.event import Entrant, Format, Role, Settings, TableResult, table_result
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError


def test_east_west_is_filled_in_as_13_minus_north_south():
    result = table_result(2, 5, [8, 4], hands=2)
    assert result.ew == (5, 9) and not result.exception


@pytest.mark.parametrize(
    ("ns", "ew", "message"),
    [
        ([14], None, "change 1, table 3, hand 1: tricks must be a whole number from 0 to 13"),
        ([9], [6], "hand 1: North-South 9 and East-West 6 make 15, more than 13 tricks"),
        ([6], [6], "make 12, not 13; check the cards, or approve an exception with a note"),
        ([7, 6], None, "2 hand(s) given for North-South; this evening plays 1 per change"),
        (["7"], None, "tricks must be a whole number from 0 to 13, not 7"),
    ],
)
def test_table_results_that_cannot_be_right_are_refused(ns, ew, message):
    with pytest.raises(DomainError) as error:
        table_result(1, 3, ns, ew, hands=1)
    assert message in str(error.value)


def test_an_approved_exception_is_allowed_with_a_note():
    result = table_result(4, 2, [6], [6], note="misdeal: a card short, approved by the M.C.")
    assert result.exception and result.ew == (6,)
    with pytest.raises(DomainError, match="more than 13 tricks"):
        table_result(4, 2, [7], [7], note="still impossible")


def test_settings_are_checked():
    with pytest.raises(DomainError, match="interval must come after a change between 1 and 23"):
        Settings(changes=24, half_after=24)
    with pytest.raises(DomainError, match="hands per change must be 1 or more"):
        Settings(hands_per_change=0)
    s = Settings(changes=24, half_after=12, trumps=("hearts", "clubs", "diamonds", "spades", "no"))
    assert [s.half_of(c) for c in (1, 12, 13, 24)] == [1, 1, 2, 2]
    assert [s.trump_for(h) for h in (1, 5, 6)] == ["hearts", "no", "hearts"]


def test_entrants_come_and_go():
    late = Entrant(5, "Late", Role.LADY, joins_at=13, leaves_after=20)
    assert [late.present_at(c) for c in (12, 13, 20, 21)] == [False, True, True, False]


def evening_error(facts):
    with pytest.raises(DomainError) as error:
        work_out(facts)
    return str(error.value)


def test_a_result_for_a_table_not_in_play():
    facts = seven_table_facts()
    facts = replace(facts, results=(*facts.results[:7], TableResult(1, 9, (7,), (6,))))
    assert evening_error(facts) == (
        "change 1: table 9 is not in play (tables in play: 1, 2, 3, 4, 5, 6, 7);"
        " check the table number"
    )


def test_a_card_seated_twice_or_in_the_wrong_role_seat():
    facts = seven_table_facts()
    tables = list(facts.seatings[0].tables)
    tables[1] = Table(2, (1, 6), (7, 8))
    assert evening_error(replace(facts, seatings=(Round(tuple(tables)),))) == (
        "change 1, seating: card 1 is seated twice"
    )
    tables[1] = Table(2, (6, 5), (7, 8))
    assert "card 6 (G2) plays as a gent but sits in a lady's seat at table 2" in evening_error(
        replace(facts, seatings=(Round(tuple(tables)),))
    )


def test_a_latecomer_cannot_be_seated_before_arriving():
    facts = seven_table_facts()
    tables = list(facts.seatings[0].tables)
    tables[0] = Table(1, (29, 2), (3, 4))
    assert "card 29 (Late Lady) at table 1 is not in the room at this change" in evening_error(
        replace(facts, seatings=(Round(tuple(tables)),))
    )


def test_an_earlier_change_must_be_complete():
    facts = seven_table_facts()
    missing = tuple(r for r in facts.results if not (r.change == 2 and r.table == 4))
    assert evening_error(replace(facts, results=missing)) == (
        "change 2: no result for table(s) 4; every table must be entered before later changes"
    )


def test_the_same_result_twice_is_refused():
    facts = seven_table_facts()
    assert "this table's result is given twice" in evening_error(
        replace(facts, results=(*facts.results, facts.results[0]))
    )


def test_entrants_are_checked():
    facts = seven_table_facts()
    doubled = (*facts.entrants, Entrant(1, "Again", Role.LADY))
    assert evening_error(replace(facts, entrants=doubled)) == (
        "entrant card 1: card 1 is given to two entrants"
    )
    no_role = (*facts.entrants[:-1], Entrant(29, "Late Lady", None, joins_at=13))
    assert 'give "lady" or "gent"' in evening_error(replace(facts, entrants=no_role))


def test_results_are_added_one_at_a_time_and_the_seating_is_frozen():
    facts = seven_table_facts()
    first_change = EveningFacts(facts.settings, facts.entrants, facts.seatings, facts.results[:7])
    second = work_out(first_change).next_seating
    grown = add_result(first_change, TableResult(2, 1, (9,), (4,)))
    assert grown.seatings[1] == second
    assert work_out(grown).changes[1].results[1].ns == (9,)


def test_correcting_a_result_that_was_never_entered_is_refused():
    facts = seven_table_facts()
    short = EveningFacts(facts.settings, facts.entrants, facts.seatings, facts.results[:7])
    with pytest.raises(DomainError, match="change 2, table 1: there is no result to correct"):
        correct(short, 2, 1, [7])


def _individual_facts(late: bool):
    settings = Settings(format=Format.INDIVIDUAL, roles=False, changes=3, half_after=None)
    entrants = tuple(
        Entrant(c, f"P{c}", joins_at=2 if late and c == 9 else 1) for c in range(1, 10)
    )
    first = Round((Table(1, (1, 2), (3, 4)), Table(2, (5, 6), (7, 8))))
    results = (TableResult(1, 1, (7,), (6,)), TableResult(1, 2, (7,), (6,)))
    return EveningFacts(settings, entrants, (first,), results)


def test_an_individual_drive_without_a_schedule_engine_needs_every_seating():
    facts = _individual_facts(late=False)
    more = replace(facts, results=(*facts.results, TableResult(2, 1, (7,), (6,))))
    with pytest.raises(DomainError, match="change 2: an individual drive needs its seating"):
        work_out(more)
    assert work_out(facts).next_seating is None  # nothing to call without the engine


def test_the_schedule_engine_is_asked_again_when_the_room_changes():
    calls = []

    def engine(played, players, changes, seed):
        calls.append((len(played), tuple(players)))
        # A simple rotation standing in for the real engine: shift every seat by one card.
        rounds = []
        for k in range(len(played), changes):
            order = list(players[k % len(players) :]) + list(players[: k % len(players)])
            tables = tuple(
                Table(t + 1, (order[4 * t], order[4 * t + 1]), (order[4 * t + 2], order[4 * t + 3]))
                for t in range(len(order) // 4)
            )
            rounds.append(Round(tables, tuple(order[4 * len(tables) :])))
        return rounds

    evening = work_out(_individual_facts(late=True), engine)
    assert calls == [(1, tuple(range(1, 10)))]  # card 9 arrives at change 2: re-planned
    assert 9 in {p for t in evening.next_seating.tables for p in t.players} | set(
        evening.next_seating.sitting_out
    )
    calls.clear()
    facts = _individual_facts(late=False)
    second = work_out(facts, engine).next_seating
    grown = replace(
        facts,
        results=(
            *facts.results,
            *(TableResult(2, t.table, (7,), (6,)) for t in second.tables),
        ),
    )
    work_out(grown, engine)
    assert calls == [(1, tuple(range(1, 10)))] * 2  # once per work_out: the plan is kept
