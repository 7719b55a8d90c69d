"""tools/search_whist_designs.py --resolvable and --rgdd: classes of resolvable designs."""

from __future__ import annotations

import re
import shutil
from types import ModuleType

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements.initial_rounds import RESOLVABLE_CLASSES


def load_tool() -> ModuleType:
    return tool_loader.load_tool("search_whist_designs")


@pytest.mark.parametrize("v", [16, 40])
def test_the_search_finds_a_class_that_develops_into_an_exact_tournament(v: int) -> None:
    tool = load_tool()
    blocks = tool.search_resolvable(v, seconds=30, seed=1)
    assert blocks is not None
    assert len(blocks) == v // 4
    assert tool.resolvable_is_exact(v, blocks, ((v - 1) // 3,))


def test_the_shipped_class_checks_and_a_broken_one_does_not() -> None:
    tool = load_tool()
    radices, _, _, base = RESOLVABLE_CLASSES[52]
    assert tool.resolvable_is_exact(52, list(base), radices)
    broken = [list(block) for block in base]
    broken[1][1], broken[2][1] = broken[2][1], broken[1][1]  # two players change blocks
    assert not tool.resolvable_is_exact(52, [tuple(block) for block in broken], radices)


@pytest.mark.parametrize("v", [29, 48, 60])
def test_values_other_than_4_mod_12_are_refused(v: int) -> None:
    tool = load_tool()
    with pytest.raises(SystemExit, match="--resolvable needs v = 3c"):
        tool.search_resolvable(v, seconds=1, seed=1)


needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler (cc)")


@needs_cc
def test_the_gdd_annealer_finds_the_shipped_wh60_shape() -> None:
    """12^5 over Z_4 x Z_4 (Z_16 has none): found, developed and verified by the builder.
    The temperature falls from 0.6 to 0.2 (--cool-to): seeds 1 to 5 all find it at once."""
    tool = load_tool()
    found = tool.search_rgdd(60, 12, (4, 4), seconds=60, seed=1, temperature=0.6, cool_to=0.2)
    assert found is not None
    subgroup, groups, blocks = found
    assert (subgroup, groups, len(blocks)) == ("2G", "across", 15)
    assert tool.resolvable_is_exact(60, blocks, (4, 4), subgroup, groups)
    radices, shipped_subgroup, shipped_groups, _ = RESOLVABLE_CLASSES[60]
    assert (radices, shipped_subgroup, shipped_groups) == ((4, 4), subgroup, groups)


@needs_cc
def test_the_gdd_annealer_recounts_its_cost_when_time_runs_out() -> None:
    tool = load_tool()
    # 12^6 over Z_20 in half a second: not found, and the cost it ends on is the recount
    lines = tool._run_c(tool.RGDD_ANNEAL_C, ["12", "5", "0", "0.5", "0.3", "1", "20"])
    fields = dict(re.findall(r"(\w+)=(\d+)", lines[0]))
    assert int(fields["it"]) > 1_000_000
    assert int(fields["cost"]) > 0
    assert fields["cost"] == fields["recount"]


@pytest.mark.parametrize(
    ("v", "g", "radices", "shape"),
    [
        (60, 12, (16,), ("4G", "across")),
        (60, 12, (4, 4), ("2G", "across")),
        (104, 8, (32,), ("4G", "level")),
        (104, 8, (2, 16), ("G[4]", "level")),  # 2G misses (1, 0)
        (140, 20, (40,), ("2G", "level")),
        (84, 12, (2, 12), ("G[2]", "across")),
    ],
)
def test_gdd_shapes(v: int, g: int, radices: tuple[int, ...], shape: tuple[str, str]) -> None:
    """The groups: cosets of mG, across the levels when 3 divides g, else within one."""
    assert load_tool().rgdd_shape(v, g, radices) == shape


def test_a_group_whose_involutions_miss_every_small_subgroup_is_refused() -> None:
    """Z_2 x Z_2 x Z_4 has seven elements of order 2: no subgroup of order 4 holds them."""
    with pytest.raises(SystemExit, match=r"no subgroup mG or G\[m\] of Z_2 x Z_2 x Z_4 has 4"):
        load_tool().rgdd_shape(60, 12, (2, 2, 4))
    with pytest.raises(SystemExit, match="needs v = g"):
        load_tool().rgdd_shape(61, 12, (16,))
