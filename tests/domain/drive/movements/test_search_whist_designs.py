"""tools/search_whist_designs.py: the rounds --orbits, --anneal and --backtrack find are exact."""

from __future__ import annotations

import re
import shutil
from types import ModuleType

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements.initial_rounds import ELEMENTARY_ROUNDS

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler (cc)")


def load_tool() -> ModuleType:
    return tool_loader.load_tool("search_whist_designs")


@pytest.mark.parametrize(
    ("v", "multiplier", "tables"),
    [
        (37, 10, 9),  # cyclic over Z_37, no fixed point but 0 (who sits out): no special table
        (40, 16, 10),  # Z_39 plus infinity: one special table {inf, 0, 13, 26}
        (88, 7, 22),  # Z_87 plus infinity, multiplier of order 7
    ],
)
def test_the_orbit_annealer_finds_exact_tournaments(v: int, multiplier: int, tables: int) -> None:
    tool = load_tool()
    found = tool.search_orbit_anneal(v, multiplier, None, seconds=30, seed=1)
    assert found is not None
    assert len(found) == tables
    assert tool.is_exact(v, found)


def test_its_running_cost_is_the_recount_after_millions_of_moves() -> None:
    tool = load_tool()
    # Wh(68) over GF(67), x -> 29x of order 3, five special tables: not found in one second,
    # so the run ends with a cost above 0 that every kind of move has touched
    lines = tool._run_c(tool.ORBIT_ANNEAL_C, ["68", "29", "1", "0.5", "1", "5"])
    fields = dict(re.findall(r"(\w+)=(\d+)", lines[0]))
    assert int(fields["it"]) > 1_000_000
    assert int(fields["cost"]) > 0
    assert fields["cost"] == fields["recount"]


def test_special_table_counts_that_add_up() -> None:
    tool = load_tool()
    # GF(31): infinity and 0 fixed, ten orbits of three; s tables hold 4s - 2 orbit points
    assert tool.special_table_choices(32, 5) == {2: 2, 5: 6, 8: 10}
    # Z_147: infinity, 0, 49 and 98 fixed, so one table holds them all and no orbit
    assert tool.special_table_choices(148, 67)[1] == 0


def test_a_count_that_does_not_add_up_is_refused_with_the_choices() -> None:
    tool = load_tool()
    with pytest.raises(SystemExit, match=r"choose one of \[2, 5, 8\]"):
        tool.search_orbit_anneal(32, 5, 3, seconds=1, seed=1)
    with pytest.raises(SystemExit, match="odd order"):
        tool.search_orbit_anneal(32, 6, None, seconds=1, seed=1)


def test_the_plain_annealer_over_z3_cubed_gives_the_shipped_wh28() -> None:
    tool = load_tool()
    found = tool.search_anneal(28, seconds=30, seed=1, group=(3, 3, 3))
    assert found is not None
    assert tool.is_exact(28, found, (3, 3, 3))
    assert not tool.is_exact(28, found)  # the same round developed over Z_27 is no Wh(28)
    assert tuple(found) == ELEMENTARY_ROUNDS[28][1]


def test_the_c_annealer_refuses_a_count_in_one_line() -> None:
    tool = load_tool()
    # four special tables over GF(31) hold 14 orbit points: not whole orbits of three
    with pytest.raises(SystemExit, match="4 special tables cannot hold 2 fixed points"):
        tool._run_c(tool.ORBIT_ANNEAL_C, ["32", "5", "1", "0.5", "1", "4"])


@pytest.mark.parametrize("v", [20, 24, 32])
def test_the_depth_first_search_finds_one_rotational_rounds(v: int) -> None:
    tool = load_tool()
    found = tool.search_backtrack(v, seconds=60, seed=1)
    assert found is not None
    assert found[0][0] == (tool.INF, 0)  # the infinity table partners infinity with 0
    assert tool.is_exact(v, found)


def test_the_depth_first_search_refuses_other_counts_in_one_line() -> None:
    tool = load_tool()
    with pytest.raises(SystemExit, match="v = 4n from 8 to 256"):
        tool.search_backtrack(21, seconds=1, seed=1)
