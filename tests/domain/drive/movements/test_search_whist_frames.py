"""tools/search_whist_frames.py: whist frame starters fixed by a multiplier, depth-first in C."""

from __future__ import annotations

import shutil
from types import ModuleType

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements.initial_rounds import FOUR_FIXED_ROUNDS, FRAME_STARTERS

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler (cc)")

# mu = (2x, the three digits of Z_2^3 turned round): order 3, moving every point off the hole
WH57 = ((7, 2, 2, 2), [[2, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0], [0, 0, 1, 0]])


def load_tool() -> ModuleType:
    return tool_loader.load_tool("search_whist_frames")


def test_the_search_finds_the_wh57_frame_and_it_checks() -> None:
    tool = load_tool()
    radices, matrix = WH57
    group = tool.Group(radices)
    outcome, base = tool.search_frame(group, 2, matrix, seconds=60, seed=1)
    assert outcome == "found" and base is not None and len(base) == 4
    tables = tool.develop_by_multiplier(group, matrix, base)
    assert len(tables) == 12  # each base table turned by mu and mu^2
    assert tool.is_frame_starter(group, 2, tables)


def test_the_shipped_frames_check_and_a_broken_one_does_not() -> None:
    tool = load_tool()
    for radices, hole, tables in FRAME_STARTERS.values():
        assert tool.is_frame_starter(tool.Group(radices), int(hole[2:-1]), tables)
    radices, hole, tables = FRAME_STARTERS[57]
    broken = list(tables)
    (a, b), (c, d) = broken[0]
    broken[0] = ((a, c), (b, d))
    assert not tool.is_frame_starter(tool.Group(radices), 2, broken)


def test_an_exhausted_search_says_none() -> None:
    """Z_92, hole 23Z_92, mu = 25x (order 11): two base tables, and none fits (Wh(93))."""
    tool = load_tool()
    outcome, base = tool.search_frame(tool.Group((92,)), 4, [[25]], seconds=60, seed=1, nodes=10**9)
    assert (outcome, base) == ("none", None)


def test_a_multiplier_that_fixes_points_off_the_hole_is_refused() -> None:
    """(x, y) -> (x, Ay) on Z_17 x Z_2^2 fixes every (x, 0): orbits of 1 and 3 points."""
    tool = load_tool()
    matrix = [[1, 0, 0], [0, 0, 1], [0, 1, 1]]
    with pytest.raises(SystemExit, match="does not act freely outside the hole"):
        tool.search_frame(tool.Group((17, 2, 2)), 2, matrix, seconds=5, seed=1)


def test_a_matrix_that_is_no_homomorphism_is_refused() -> None:
    tool = load_tool()
    with pytest.raises(SystemExit, match="not a homomorphism"):
        tool.search_frame(tool.Group((7, 2)), 2, [[2, 1], [0, 1]], seconds=5, seed=1)
    with pytest.raises(SystemExit, match="2 rows of 2 numbers"):
        tool.parse_matrix("1,0;0", 2)


def test_four_fixed_players_over_a_multiplier_give_wh180() -> None:
    """The part on Z_4 x Z_4 and the orbits of x -> 3x on Z_11, searched apart (0.4 s)."""
    tool = load_tool()
    group = tool.Group((4, 4, 11))
    tables = tool.four_fixed_search(group, [[1, 0, 0], [0, 1, 0], [0, 0, 3]], seconds=60, seed=1)
    assert tables is not None and len(tables) == 45
    assert tool.is_four_fixed_round(group, tables)


def test_four_fixed_players_without_a_multiplier_for_a_small_group() -> None:
    tool = load_tool()
    group = tool.Group((2, 10))
    tables = tool.four_fixed_search(group, None, seconds=60, seed=1)
    assert tables is not None and tool.is_four_fixed_round(group, tables)
    (a, b), (c, d) = tables[5]
    broken = [*tables[:5], ((a, c), (b, d)), *tables[6:]]
    assert not tool.is_four_fixed_round(group, broken)


def test_the_shipped_four_fixed_rounds_check() -> None:
    tool = load_tool()
    for radices, tables in FOUR_FIXED_ROUNDS.values():
        assert tool.is_four_fixed_round(tool.Group(radices), tables)


def test_a_group_without_exactly_three_involutions_is_refused() -> None:
    """Z_2^3 x Z_3 has seven elements of order 2: O = G[2] is no coset structure of fours."""
    tool = load_tool()
    with pytest.raises(SystemExit, match="G has 7 elements of order 2, not 3"):
        tool.anneal_four_fixed(tool.Group((2, 2, 2, 3)), seconds=5, seed=1)
