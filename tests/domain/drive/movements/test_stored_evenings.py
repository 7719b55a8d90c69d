"""Every stored evening (stored_evenings.py) keeps every bound of issue 5 item 3 when planned."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest

from tests.domain.drive.movements.test_schedule import bound_failures
from whistclub.domain.documents.drive import score_drive
from whistclub.domain.drive.movements import stored_evenings
from whistclub.domain.drive.movements.model import verify
from whistclub.domain.drive.movements.schedule import plan, replan


@pytest.mark.parametrize(("v", "rounds"), sorted(stored_evenings.EVENINGS))
def test_stored_evening_is_used_and_keeps_every_bound_or_says_why(v: int, rounds: int) -> None:
    movement = plan(v, rounds, seed=3)
    assert movement.source == "exact search over whole evenings, stored"
    assert len(movement.rounds) == rounds
    if (v, rounds) not in stored_evenings.IMPOSSIBLE:
        assert bound_failures(movement) == []
        assert movement.notes == ()
        return
    # Proved impossible: the closest plan keeps sit-outs fair (and partners new while the
    # bounds ask for it); a few pairs face each other once more than the bound, and the
    # summary says so.
    assert bound_failures(movement) == ["too many oppositions"]
    assert movement.stats.max_opposition == stored_evenings.IMPOSSIBLE[(v, rounds)] + 1
    assert f"no plan for {v} players over {rounds} rounds" in movement.summary()


def test_every_impossible_evening_has_its_closest_plan_stored() -> None:
    assert set(stored_evenings.IMPOSSIBLE) <= set(stored_evenings.EVENINGS)


@pytest.mark.parametrize(("v", "rounds"), sorted(stored_evenings.EVENINGS))
def test_stored_evening_repeats_partners_at_most_once_past_the_target(v: int, rounds: int) -> None:
    # Past v-1 games the bounds let partners repeat; the planner aims at ceil(G/(v-1)) and
    # a stored evening may go one over it (docs/movements.md), never further: nobody wants
    # the same partner six times in an evening.
    stats = plan(v, rounds, seed=3).stats
    games = max(stats.games.values())
    target = 1 if games <= v - 1 else -(-games // (v - 1))
    assert stats.max_partner_repeats <= target + 1


@pytest.mark.parametrize(("v", "rounds"), sorted(stored_evenings.EVENINGS))
def test_stored_evening_seats_whole_tables(v: int, rounds: int) -> None:
    seats = stored_evenings.parse(v, stored_evenings.EVENINGS[(v, rounds)])
    assert len(seats) == rounds
    assert all(len(rnd) == 4 * (v // 4) for rnd in seats)
    assert all(v - len(rnd) == v % 4 for rnd in seats)


def test_the_seed_renames_players_but_keeps_the_evening() -> None:
    v, rounds = sorted(stored_evenings.EVENINGS)[0]
    first = plan(v, rounds, seed=1)
    second = plan(v, rounds, seed=2)
    assert first.rounds != second.rounds
    assert verify(first.rounds, first.players) == first.stats
    assert sorted(verify(second.rounds, second.players).partners.values()) == sorted(
        first.stats.partners.values()
    )


def test_a_malformed_entry_is_refused() -> None:
    with pytest.raises(ValueError, match="malformed"):
        stored_evenings.parse(5, "0123 0124 4455")
    with pytest.raises(ValueError, match="malformed"):
        stored_evenings.renamed(5, "01239", random.Random(0))


def test_a_replan_with_played_rounds_does_not_use_the_stored_evening() -> None:
    v, rounds = (10, 10)
    fresh = plan(v, rounds, seed=0)
    later = replan(fresh.rounds[:2], range(1, v), rounds, seed=0)  # card 10 goes home
    assert later.source != "exact search over whole evenings, stored"
    assert (later.played, len(later.rounds)) == (2, rounds - 2)


def _consecutive_meetings(rounds: list[list[int]]) -> int:
    """Pairs facing each other in two rounds running (seats N, S, E, W per table)."""

    def faced(seats: list[int]) -> set[frozenset[int]]:
        return {
            frozenset((a, b))
            for t in range(0, len(seats), 4)
            for a in seats[t : t + 2]
            for b in seats[t + 2 : t + 4]
        }

    return sum(len(faced(x) & faced(y)) for x, y in itertools.pairwise(rounds))


def test_stored_rounds_are_put_in_an_order_with_few_repeated_meetings() -> None:
    as_stored = as_planned = 0
    for (v, rounds), text in sorted(stored_evenings.EVENINGS.items()):
        as_stored += _consecutive_meetings(stored_evenings.parse(v, text))
        seats, sitters = stored_evenings.evening(v, text, random.Random(0))
        assert len(seats) == rounds
        assert all(not a & b for a, b in itertools.pairwise(sitters))
        as_planned += _consecutive_meetings(seats)
    assert as_planned * 3 < as_stored


@pytest.mark.parametrize(("v", "rounds"), [(10, 11), (13, 13), (16, 15)])
def test_a_replan_after_rounds_of_the_plan_itself_keeps_the_plan(v: int, rounds: int) -> None:
    fresh = plan(v, rounds, seed=4)
    later = replan(fresh.rounds[:3], v, rounds, seed=4)
    assert later.rounds == fresh.rounds[3:]
    assert (later.played, later.source) == (3, fresh.source)


def test_a_drive_follows_the_whole_plan_change_by_change() -> None:
    # An individual drive seats change 1 from the plan and asks for the next change after
    # each one: 13 players over 13 changes is then the whole Wh(13), as planned.
    entrants = [{"card": c, "name": f"P{c}"} for c in range(1, 14)]
    document: dict[str, Any] = {
        "format": "individual",
        "roles": False,
        "changes": 13,
        "hands_per_change": 1,
        "entrants": entrants,
        "results": [],
    }
    for _ in range(13):
        seating = score_drive(document)["next"]["seating"]
        document["results"].append([{"table": t["table"], "ns": [7]} for t in seating])
    partners: Counter[frozenset[int]] = Counter()
    opponents: Counter[frozenset[int]] = Counter()
    for change in score_drive(document)["changes"]:
        for table in change["seating"]:
            partners.update([frozenset(table["ns"]), frozenset(table["ew"])])
            opponents.update(frozenset((a, b)) for a in table["ns"] for b in table["ew"])
    assert set(partners.values()) == {1} and len(partners) == 78
    assert set(opponents.values()) == {2} and len(opponents) == 78
