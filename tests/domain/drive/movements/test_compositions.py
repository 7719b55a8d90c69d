"""Wh(v) over a transversal design (compositions.py): the fields, the TD, the composition."""

from __future__ import annotations

from itertools import combinations

import pytest

from whistclub.domain.drive.movements import compositions, designs
from whistclub.domain.drive.movements.model import verify


@pytest.mark.parametrize(("p", "e"), [(2, 2), (2, 3), (2, 4), (3, 2), (3, 3), (5, 2), (7, 1)])
def test_galois_field_tables_make_a_field(p: int, e: int) -> None:
    add, mul = compositions.galois_field(p, e)
    q = p**e
    elements = range(q)
    assert all(add[0][x] == x and mul[1][x] == x and mul[0][x] == 0 for x in elements)
    for x in elements:  # a group under + ; the non-zero elements a group under *
        assert sorted(add[x]) == list(elements)
        if x:
            assert sorted(mul[x][1:]) == list(range(1, q))
    for x in elements:  # commutative, and * distributes over +
        for y in elements:
            assert add[x][y] == add[y][x] and mul[x][y] == mul[y][x]
            assert all(mul[x][add[y][z]] == add[mul[x][y]][mul[x][z]] for z in elements)


def test_gf4_is_not_z4() -> None:
    """x + x = 0 in characteristic 2: the field of order 4 is not the integers mod 4."""
    add, mul = compositions.galois_field(2, 2)
    assert all(add[x][x] == 0 for x in range(4))
    assert mul[2][2] in (3, 1) and mul[2][2] != 0


@pytest.mark.parametrize(("k", "m"), [(5, 28), (9, 16), (5, 36), (4, 12), (3, 6)])
def test_transversal_design_puts_every_pair_of_groups_in_one_block(k: int, m: int) -> None:
    assert compositions.macneish_fits(k, m)
    blocks = compositions.transversal_design(k, m)
    assert len(blocks) == m * m
    assert all([x // m for x in block] == list(range(k)) for block in blocks)
    seen = [pair for block in blocks for pair in combinations(sorted(block), 2)]
    assert len(seen) == len(set(seen))  # no pair twice
    assert len(seen) == m * m * k * (k - 1) // 2  # so every cross pair once


@pytest.mark.parametrize(("k", "m", "fits"), [(5, 28, True), (6, 28, False), (5, 12, False)])
def test_macneish_needs_k_minus_2_units_in_every_field(k: int, m: int, fits: bool) -> None:
    """28 = 4 x 7 has 3 units with unit differences; 12 = 4 x 3 has only 2 (GF(3))."""
    assert compositions.macneish_fits(k, m) is fits


@pytest.mark.parametrize(("v", "k", "m"), [(41, 5, 8), (81, 5, 16), (145, 9, 16), (181, 5, 36)])
def test_composition_over_a_transversal_design_is_exact(v: int, k: int, m: int) -> None:
    """Also for v the closed form already gives: GF(8), GF(16), GF(9) x GF(4), k = 9."""
    design = designs._over_transversal_design(v, k, m)
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = list(combinations(range(1, v + 1), 2))
    assert [stats.partners.get(p, 0) for p in pairs] == [1] * len(pairs)
    assert [stats.opponents.get(p, 0) for p in pairs] == [2] * len(pairs)
    assert design.sitting_out == tuple((t,) for t in range(v))


def test_wh141_comes_from_a_td_5_28() -> None:
    """141 = 5 x 28 + 1: no ring of section 2.4 (3 x 47) and no shipped round."""
    assert designs._ring(141) is None and designs._product_parts(141) is None
    assert designs._transversal_parts(141) == (5, 28)
    source = "Wh(5) on the blocks of a TD(5, 28) and Wh(29) on its groups"
    assert designs.design(141).source == source


def test_no_transversal_design_where_its_parts_are_missing() -> None:
    """57 = 4 x 14 + 1: 56 has no split k x m with k = 1 and m = 0 (mod 4)."""
    assert designs._transversal_parts(57) is None
    assert designs._transversal_parts(60) is None  # 4n: this construction is for 4n+1
