"""tools/search_orbit_evenings.py: evenings over orbits of Z_M, free rounds found first."""

from __future__ import annotations

import shutil
from types import ModuleType

import pytest

from tests import tool_loader

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="the search is C, needs cc")


def load_tool() -> ModuleType:
    return tool_loader.load_tool("search_orbit_evenings")


def test_finds_10_players_over_11_rounds_from_z8_and_two_fixed_players() -> None:
    """The shape of the stored 4n+2 evenings: every evening it prints keeps every bound."""
    tool = load_tool()
    shape = tool.Shape(10, 11, group=8, orbits=1, bases=1)
    outcome = tool.search(shape, solutions=5, seconds=60)
    assert outcome.found == 5 and outcome.evenings
    for rounds in outcome.evenings:
        assert len(rounds) == 11
        assert tool.keeps_every_bound(10, rounds)
    # the fixed players 8 and 9 never move in the developed rounds
    first = outcome.evenings[0]
    assert all(first[s].index(8) == first[0].index(8) for s in range(8))


def test_every_evening_of_a_shape_is_found() -> None:
    """Z_8 and two fixed players for 10 players over 11 rounds has exactly 12 distinct
    evenings: the count the earlier seat-by-seat base search also gave, so the class-by-class
    search loses none."""
    tool = load_tool()
    outcome = tool.search(tool.Shape(10, 11, group=8, orbits=1, bases=1), solutions=10_000)
    assert outcome.exhausted and len(outcome.evenings) == outcome.found

    def tables(seats: list[int]) -> frozenset[frozenset[frozenset[int]]]:
        return frozenset(
            frozenset((frozenset(seats[k : k + 2]), frozenset(seats[k + 2 : k + 4])))
            for k in range(0, len(seats), 4)
        )

    distinct = {frozenset(tables(seats) for seats in rounds) for rounds in outcome.evenings}
    assert len(distinct) == 12


@pytest.mark.parametrize(("group", "orbits", "bases"), [(5, 3, 3), (7, 2, 2)])
def test_15_players_over_17_rounds_has_no_evening_of_these_shapes(
    group: int, orbits: int, bases: int
) -> None:
    """Exhausted: Z_5 on three orbits with two free rounds, Z_7 on two orbits with a fixed
    player and three free rounds (docs/movements.md, "The hardest rooms")."""
    tool = load_tool()
    outcome = tool.search(tool.Shape(15, 17, group, orbits, bases), seconds=120)
    assert outcome.exhausted and outcome.found == 0 and not outcome.evenings


def test_the_check_refuses_a_repeated_partner_and_sit_outs_twice_running() -> None:
    tool = load_tool()
    outcome = tool.search(tool.Shape(10, 11, group=8, orbits=1, bases=1), solutions=1)
    rounds = [list(seats) for seats in outcome.evenings[0]]
    rounds[1] = list(rounds[0])  # round 1 again: every partnership twice
    assert not tool.keeps_every_bound(10, rounds)
    out = [frozenset({8, 9}), frozenset({8, 0}), frozenset({1, 2})]
    assert not tool.sit_apart([0, 1, 2], out)
    assert tool.sit_apart([0, 2, 1], out)


@pytest.mark.parametrize(
    ("shape", "words"),
    [
        ((15, 17, 5, 3, 4), "rounds are 4 bases"),
        ((15, 17, 3, 3, 5), "orbits of Z_3 and 0 to 3 fixed"),
        ((15, 30, 5, 3, 5), "someone plays"),
    ],
)
def test_shapes_it_cannot_take_are_refused_in_a_sentence(
    shape: tuple[int, int, int, int, int], words: str
) -> None:
    tool = load_tool()
    problem = tool.Shape(*shape).problem()
    assert problem is not None and words in problem
