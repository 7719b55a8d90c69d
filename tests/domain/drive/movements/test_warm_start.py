"""The warm start's round order (movements.md section 5.2): the join table read by the greedy
order and its repair must be the measure it stands for, round against round."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.warm_start import join_costs, order_rounds


def _pairs(games: tuple[designs.LabelTable, ...], partners: bool) -> set[tuple[int, int]]:
    found = set()
    for ns, ew in games:
        sides = (ns, ew) if partners else tuple((a, b) for a in ns for b in ew)
        for a, b in sides:
            found.add((min(a, b), max(a, b)))
    return found


@pytest.mark.parametrize("v", [8, 13, 21, 24, 41])
def test_the_join_table_is_the_repeats_of_playing_one_round_after_another(v: int) -> None:
    design = designs.design(v)
    opp = [_pairs(games, partners=False) for games in design.rounds]
    part = [_pairs(games, partners=True) for games in design.rounds]
    table = join_costs(v)
    size = len(design.rounds)
    assert len(table) == size
    for a in range(size):
        for b in range(size):
            expected = 2 * len(opp[a] & opp[b]) + len(part[a] & opp[b]) + len(opp[a] & part[b])
            assert table[a][b] == expected, (a, b)
    assert any(table[a][b] for a in range(size) for b in range(size) if a != b)


def test_a_longer_evening_goes_through_the_design_again_evenly() -> None:
    order = order_rounds(designs.design(13), 30, random.Random(5))
    assert len(order) == 30
    assert sorted(Counter(order).values()) == [2] * 9 + [3] * 4
