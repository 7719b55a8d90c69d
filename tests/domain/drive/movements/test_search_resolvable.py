"""tools/search_whist_designs.py --resolvable: classes of resolvable (v, 4, 1) designs."""

from __future__ import annotations

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
    assert tool.resolvable_is_exact(v, blocks, (v - 1) // 3)


def test_the_shipped_class_checks_and_a_broken_one_does_not() -> None:
    tool = load_tool()
    c, _, _, base = RESOLVABLE_CLASSES[52]
    assert tool.resolvable_is_exact(52, list(base), c)
    broken = [list(block) for block in base]
    broken[1][1], broken[2][1] = broken[2][1], broken[1][1]  # two players change blocks
    assert not tool.resolvable_is_exact(52, [tuple(block) for block in broken], c)


@pytest.mark.parametrize("v", [29, 48, 60])
def test_values_other_than_4_mod_12_are_refused(v: int) -> None:
    tool = load_tool()
    with pytest.raises(SystemExit, match="--resolvable needs v = 3c"):
        tool.search_resolvable(v, seconds=1, seed=1)
