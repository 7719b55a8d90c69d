"""tools/search_two_fixed_evenings.py: 4n+3 players over v+2 rounds, Z_(v-2) plus two fixed."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements import stored_evenings


def load_tool() -> ModuleType:
    return tool_loader.load_tool("search_two_fixed_evenings")


@pytest.fixture(scope="module")
def evening_17() -> list:
    """The 19-player evening built from the first base round over Z_17 (the search takes
    seconds: found once for the tests that read it)."""
    tool = load_tool()
    return tool.evening(17, next(tool.base_rounds(17)))


def test_the_free_rounds_give_back_the_distances_the_base_round_leaves_out() -> None:
    """Blocks {4i+1, 4i+4} v {4i+2, 4i+3} moved by s: partners at distance 1 and 3,
    opponents at distance 1 and 2, each pair once (twice as opponents) but among sitters."""
    tool = load_tool()
    m = 17
    rounds = tool.free_rounds(m)
    assert [sorted(set(range(m)) - set(seats)) for seats in rounds] == [[0], [1], [2], [3]]
    mates = {tool.distance(seats[k] - seats[k + 1], m) for seats in rounds for k in range(0, 16, 2)}
    assert mates == {1, 3}
    partners, opponents = tool.blocks_profile(m)
    assert partners == {2, 4, 5, 6, 7, 8} and opponents == {3, 4, 5, 6, 7, 8}


def test_19_players_over_21_rounds_is_the_stored_evening(evening_17: list) -> None:
    tool = load_tool()
    rounds = evening_17
    assert tool.keeps_every_bound(19, rounds)
    assert tool.words(rounds).split() == stored_evenings.EVENINGS[(19, 21)].split()


def test_15_players_over_17_rounds_has_no_base_round_of_that_shape() -> None:
    """Z_13: the depth-first search is exhaustive (docs/movements.md, "The hardest rooms")."""
    tool = load_tool()
    assert next(tool.base_rounds(13), None) is None


def test_a_broken_evening_is_refused(evening_17: list) -> None:
    tool = load_tool()
    rounds = [list(seats) for seats in evening_17]  # a copy: the fixture is shared
    rounds[0][1], rounds[0][5] = rounds[0][5], rounds[0][1]  # two players change tables
    assert not tool.keeps_every_bound(19, rounds)
