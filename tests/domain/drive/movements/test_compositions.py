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
    if not fits:
        with pytest.raises(ValueError, match=f"no TD\\({k}, {m}\\)"):
            compositions.transversal_design(k, m)


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
    source = "over a TD(5, 28) plus a point: Wh(5) on its blocks, Wh(29) on each group"
    assert designs.design(141).source == source


def test_no_transversal_design_where_its_parts_are_missing() -> None:
    """57 = 4 x 14 + 1: 56 has no split k x m with k = 1 and m = 0 (mod 4)."""
    assert designs._transversal_parts(57) is None
    assert designs._transversal_parts(60) is None  # 4n: this construction is for 4n+1


@pytest.mark.parametrize(("v", "k", "g"), [(32, 4, 8), (64, 4, 16), (128, 8, 16), (112, 4, 28)])
def test_composition_over_a_resolvable_transversal_design_is_exact(v: int, k: int, g: int) -> None:
    """Also for v that other sources already give, and with Wh(8) on the blocks."""
    design = designs._over_resolvable_transversal_design(v, k, g)
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = list(combinations(range(1, v + 1), 2))
    assert len(design.rounds) == v - 1 and all(len(r) == v // 4 for r in design.rounds)
    assert [stats.partners.get(p, 0) for p in pairs] == [1] * len(pairs)
    assert [stats.opponents.get(p, 0) for p in pairs] == [2] * len(pairs)


@pytest.mark.parametrize(("v", "k", "g"), [(80, 4, 20), (128, 4, 32), (192, 12, 16)])
def test_resolvable_transversal_designs_fill_gaps_in_the_catalogue(v: int, k: int, g: int) -> None:
    """80 = 4 x 20 (GF(4) x GF(5)), 128 = 4 x 32, 192 = 12 x 16: no other source has them."""
    assert designs._product_parts(v) is None and v not in designs.INITIAL_ROUNDS
    assert designs._resolvable_parts(v) == (k, g)
    source = designs.design(v).source
    assert source == f"over a resolvable TD({k}, {g}): Wh({k}) on its blocks, Wh({g}) on its groups"


def test_parallel_classes_play_every_class_round_by_round() -> None:
    """Two classes of 4-blocks on 8 players give 3 + 3 rounds, Wh(4) on each block."""
    classes = [[(0, 1, 2, 3), (4, 5, 6, 7)], [(0, 2, 4, 6), (1, 3, 5, 7)]]
    flats = compositions.parallel_classes(classes, {4: designs.design(4).rounds})
    assert len(flats) == 6
    assert all(sorted(flat) == list(range(8)) for flat in flats)
    first_block = [set(flat[:4]) for flat in flats[:3]]
    assert first_block == [{0, 1, 2, 3}] * 3


def test_wh52_comes_from_a_resolvable_design() -> None:
    """52 = 3 x 17 + 1: one shipped class of a resolvable (52, 4, 1) design, translated."""
    radices, _, groups, base = designs.RESOLVABLE_CLASSES[52]
    assert (radices, groups, len(base)) == ((17,), "points", 13)
    assert sorted(p for block in base for p in block) == list(range(52))
    assert designs.design(52).source.startswith("over a resolvable (52, 4, 1) design on Z_17")


# A whist frame of type 4^6 over Z_24 (hole {0, 6, 12, 18}), found by an exhaustive search:
# Z_20, Z_12, Z_16 and Z_5 x Z_2 x Z_2 have none (docs/movements.md).
FRAME_24 = (
    ((1, 2), (3, 10)),
    ((4, 17), (14, 19)),
    ((5, 9), (8, 22)),
    ((7, 15), (11, 20)),
    ((13, 16), (21, 23)),
)


def _exact(v: int, design: designs.Design) -> bool:
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = list(combinations(range(1, v + 1), 2))
    partners = [stats.partners.get(p, 0) for p in pairs]
    opponents = [stats.opponents.get(p, 0) for p in pairs]
    return partners == [1] * len(pairs) and opponents == [2] * len(pairs)


def test_composition_over_a_whist_frame_is_exact() -> None:
    """Wh(25) from the frame above: 24 holey rounds plus Wh(5) on each hole with infinity,
    and a last round in which infinity sits out and each hole plays a table of its own."""
    design = designs._over_frame(25, (24,), "G[4]", FRAME_24)
    assert design.source == "over a whist frame of type 4^6 on Z_24: Wh(5) on each hole"
    assert _exact(25, design)
    assert design.sitting_out == tuple((t,) for t in range(25))
    last = [set(pair_a + pair_b) for pair_a, pair_b in design.rounds[24]]
    assert sorted(map(sorted, last)) == [[h, h + 6, h + 12, h + 18] for h in range(6)]


def test_a_broken_frame_starter_is_caught_by_the_check() -> None:
    broken = list(FRAME_24)
    broken[0] = ((1, 3), (2, 10))  # the same table, partnered the other way
    assert not _exact(25, designs._over_frame(25, (24,), "G[4]", tuple(broken)))


@pytest.mark.parametrize(
    ("v", "shape"),
    [
        (57, "8^7 on Z_7 x Z_2 x Z_2 x Z_2: Wh(9)"),
        (129, "16^8 on Z_4 x Z_4 x Z_4 x Z_2: Wh(17)"),
        (177, "16^11 on Z_11 x Z_2 x Z_2 x Z_2 x Z_2: Wh(17)"),
    ],
)
def test_frames_fill_the_3p_gaps(v: int, shape: str) -> None:
    """v = 3p, p = 3 (mod 4): no ring, no product, no transversal design (docs/movements.md)."""
    assert designs._ring(v) is None and designs._product_parts(v) is None
    assert designs._transversal_parts(v) is None and v not in designs.INITIAL_ROUNDS
    assert designs.design(v).source == f"over a whist frame of type {shape} on each hole"


def _four_fixed_base(order: int, seats: str) -> tuple[designs.LabelTable, ...]:
    """A base round written as the annealer prints it, -1 for each fixed player in turn."""
    flat = [int(x) for x in seats.split()]
    fixed = iter(range(order, order + 4))
    flat = [next(fixed) if x == -1 else x for x in flat]
    return tuple(
        ((flat[k], flat[k + 1]), (flat[k + 2], flat[k + 3])) for k in range(0, len(flat), 4)
    )


# Found by tools/search_whist_frames.py 24 --group 2,10 --four-fixed (no multiplier), and 36
# over Z_4 x Z_8: 24 and 36 have other sources, so these only check the composition.
FOUR_FIXED_24 = "-1 4 2 16 -1 13 0 9 -1 19 5 1 -1 10 17 14 6 8 11 3 18 15 7 12"
FOUR_FIXED_36 = (
    "-1 14 26 3 -1 20 31 25 -1 6 5 15 -1 30 23 8 13 1 16 27 24 28 22 9 0 17 12 4 10 11 7 2 18 "
    "21 19 29"
)


@pytest.mark.parametrize(
    ("v", "radices", "seats"), [(24, (2, 10), FOUR_FIXED_24), (36, (4, 8), FOUR_FIXED_36)]
)
def test_composition_with_four_fixed_players_is_exact(
    v: int, radices: tuple[int, ...], seats: str
) -> None:
    """v - 4 translates of the base round, then three rounds of Wh(4) on every coset of the
    involutions and on the fixed players."""
    design = designs._over_four_fixed(v, radices, _four_fixed_base(v - 4, seats))
    assert len(design.rounds) == v - 1 and all(len(r) == v // 4 for r in design.rounds)
    assert _exact(v, design)
    fixed_players = set(range(v - 4, v))
    last = [{x for pair in game for x in pair} for game in design.rounds[-1]]
    assert fixed_players in last


def test_a_broken_four_fixed_base_round_is_caught_by_the_check() -> None:
    base = list(_four_fixed_base(20, FOUR_FIXED_24))
    (a, b), (c, d) = base[4]
    base[4] = ((a, c), (b, d))
    assert not _exact(24, designs._over_four_fixed(24, (2, 10), tuple(base)))


@pytest.mark.parametrize(("v", "over"), [(180, "Z_4 x Z_4 x Z_11"), (200, "Z_2 x Z_2 x Z_7 x Z_7")])
def test_four_fixed_players_fill_p_plus_1_gaps(v: int, over: str) -> None:
    """v = p + 1, p = 3 (mod 4): no closed form, product or block design gives them."""
    assert designs._ring(v) is None and designs._product_parts(v) is None
    assert designs._resolvable_parts(v) is None and v not in designs.INITIAL_ROUNDS
    assert designs.design(v).source == (
        f"over {over} plus 4 fixed players: a base round translated, Wh(4) on the cosets of G[2]"
    )
