"""Every shipped or closed-form Wh(v) is an exact whist tournament (movements.md 2.3, 2.4)."""

from __future__ import annotations

import gc
from itertools import combinations

import pytest

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.initial_rounds import (
    ELEMENTARY_ROUNDS,
    INF,
    INITIAL_ROUNDS,
)
from whistclub.domain.drive.movements.model import verify
from whistclub.domain.errors import DomainError

AVAILABLE = designs.available(200)


def _assert_exact_whist(v: int) -> None:
    design = designs.design(v)
    rounds = design.as_rounds()
    stats = verify(rounds, range(1, v + 1))
    pairs = list(combinations(range(1, v + 1), 2))
    assert len(rounds) == designs.full_length(v)
    assert all(len(r.tables) == v // 4 for r in rounds)
    assert [stats.partners.get(p, 0) for p in pairs] == [1] * len(pairs)
    assert [stats.opponents.get(p, 0) for p in pairs] == [2] * len(pairs)
    expected_outs = 1 if v % 4 == 1 else 0
    assert set(stats.sit_outs.values()) == {expected_outs}


@pytest.mark.parametrize("v", AVAILABLE)
def test_every_catalogued_design_is_an_exact_whist_tournament(v: int) -> None:
    _assert_exact_whist(v)


def test_catalogue_covers_at_least_the_closed_form_and_the_shipped_rounds() -> None:
    assert {v for v in range(4, 41) if v % 4 in (0, 1)} <= set(AVAILABLE)
    closed_form = {5, 9, 13, 17, 25, 29, 37, 41, 45, 49, 53, 61, 65, 73, 81, 85, 89, 97, 101}
    closed_form |= {109, 113, 117, 121, 125, 137, 145, 149, 153, 157, 169, 173, 181, 185}
    closed_form |= {193, 197}
    assert closed_form <= set(AVAILABLE)
    assert set(INITIAL_ROUNDS) <= set(AVAILABLE)
    assert {88, 112, 124, 160, 184} <= set(INITIAL_ROUNDS)  # cyclotomic rounds, 3p + 1
    assert {44, 48} <= set(INITIAL_ROUNDS)  # annealed
    assert 148 in INITIAL_ROUNDS  # annealed over the orbits of a multiplier (--orbits)
    assert 141 in AVAILABLE  # over a TD(5, 28) (test_compositions.py)
    assert {52, 60} <= set(designs.RESOLVABLE_CLASSES)  # test_compositions.py
    assert {57, 129, 177} <= set(designs.FRAME_STARTERS)  # test_compositions.py
    assert {180, 200} <= set(designs.FOUR_FIXED_ROUNDS)  # test_compositions.py
    assert len(AVAILABLE) >= 87


PRODUCTS = (56, 64, 92, 96, 100, 116, 120, 136, 144, 156, 172, 176, 188, 196)


@pytest.mark.parametrize("v", PRODUCTS)
def test_product_values_come_from_a_shipped_design_and_a_ring(v: int) -> None:
    """v = q|R| + 1 from a 1-rotational Wh(q+1) over Z_q (Z_3^3 for 136) and a ring R (2.4)."""
    design = designs.design(v)
    assert design.source.startswith("product of 1-rotational")
    assert len(design.rounds) == v - 1
    assert design.sitting_out == tuple(() for _ in range(v - 1))


@pytest.mark.parametrize(("v", "q"), [(105, 21), (165, 33), (189, 21)])
def test_cyclic_products_use_the_difference_matrices(v: int, q: int) -> None:
    """105 = 21 x 5, 165 = 33 x 5, 189 = 21 x 9 from cyclic Wh(21), Wh(33); one out a round."""
    design = designs.design(v)
    assert design.source.startswith(f"product of cyclic Wh({q}) over Z_{q}")
    assert design.sitting_out == tuple((t,) for t in range(v))


@pytest.mark.parametrize("q", [21, 33, 39])
def test_handbook_difference_matrices_have_the_difference_property(q: int) -> None:
    rows = designs._DIFFERENCE_MATRICES[q]()
    assert len(rows) == 6
    for one, other in combinations(rows, 2):
        assert sorted((x - y) % q for x, y in zip(one, other, strict=True)) == list(range(q))


@pytest.mark.parametrize("q", [5, 7, 11, 21, 33, 35, 39])
def test_first_coordinate_rows_differ_by_every_element_once(q: int) -> None:
    rows = designs._first_coordinates(q)
    assert rows is not None
    assert all(sorted(row) == list(range(q)) for row in rows)
    for one, other in combinations(rows, 2):
        assert sorted((x - y) % q for x, y in zip(one, other, strict=True)) == list(range(q))


def test_gf27_rows_differ_by_every_element_of_z3_cubed_once() -> None:
    """Wh(136) = Wh(28) x Z_5 needs these: Z_27 has no such rows, Z_3^3 has (GF(27))."""
    rows = designs._elementary_first_coordinates()

    def minus(x: int, y: int) -> int:
        return sum(((x // w - y // w) % 3) * w for w in (1, 3, 9))

    assert len(rows) == 4
    assert all(sorted(row) == list(range(27)) for row in rows)
    for one, other in combinations(rows, 2):
        assert sorted(minus(x, y) for x, y in zip(one, other, strict=True)) == list(range(27))


def test_gf27_multiplication_is_a_field() -> None:
    """x^3 = x + 1, and every non-zero element has an inverse (so c * x is a bijection)."""
    x = 3
    assert designs._gf27_times(x, designs._gf27_times(x, x)) == 1 + 3  # x^3 = 1 + x
    for a in range(1, 27):
        assert sorted(designs._gf27_times(a, b) for b in range(27)) == list(range(27))


def test_wh28_over_z3_cubed_is_exact() -> None:
    radices, tables = ELEMENTARY_ROUNDS[28]
    flat = [27 if x == INF else x for (a, b), (c, d) in tables for x in (a, b, c, d)]
    flats = designs._develop(flat, radices, (1, 3, 9))
    rounds = designs.Design(28, "Z_3^3", tuple(designs._chunk_tables(f) for f in flats), ((),) * 27)
    stats = verify(rounds.as_rounds(), range(1, 29))
    assert len(stats.partners) == len(stats.opponents) == 28 * 27 // 2
    assert set(stats.partners.values()) == {1}
    assert set(stats.opponents.values()) == {2}


def test_wh136_is_the_product_over_z3_cubed() -> None:
    assert designs.design(136).source == "product of 1-rotational Wh(28) over Z_3^3 and Z_5"


def test_z3_has_no_first_coordinate_rows() -> None:
    assert designs._first_coordinates(3) is None
    assert designs._first_coordinates(15) is None


@pytest.mark.parametrize("v", [16, 40, 52, 88])
def test_product_needs_q_prime_to_6(v: int) -> None:
    """v = 3|R| + 1 (Wh(4) over Z_3) or 15|R| + 1: 2 - 3 or 3 is not a unit, no product."""
    assert designs._product_parts(v) is None


def test_product_is_not_vacuous() -> None:
    """Swapping the North players of the first and last tables in every round breaks it."""
    q, ring, group = designs._product_parts(56) or (0, (), ())
    assert group == (q,)
    design = designs._product(56, q, ring, group)
    swapped = tuple(
        (
            ((games[-1][0][0], games[0][0][1]), games[0][1]),
            *games[1:-1],
            ((games[0][0][0], games[-1][0][1]), games[-1][1]),
        )
        for games in design.rounds
    )
    broken = designs.Design(56, design.source, swapped, design.sitting_out)
    stats = verify(broken.as_rounds(), range(1, 57))
    assert set(stats.partners.values()) != {1} or set(stats.opponents.values()) != {2}
    assert set(verify(design.as_rounds(), range(1, 57)).opponents.values()) == {2}


@pytest.mark.parametrize("v", [5, 13, 45, 81])
def test_closed_form_is_directed(v: int) -> None:
    """Seating N=a, S=-a, E=ia, W=-ia meets every opponent once on each side (section 2.4)."""
    left_hand: dict[tuple[int, int], int] = {}
    for games in designs.design(v).rounds:
        for (north, south), (east, west) in games:
            for me, lho in ((north, east), (east, south), (south, west), (west, north)):
                left_hand[(me, lho)] = left_hand.get((me, lho), 0) + 1
    assert set(left_hand.values()) == {1}
    assert len(left_hand) == v * (v - 1)


@pytest.mark.parametrize("v", [6, 7, 10, 11, 68])
def test_missing_values_are_refused_in_plain_words(v: int) -> None:
    """68 = 67 + 1 is still missing (docs/movements.md); when it comes, pick another."""
    assert not designs.has_design(v)
    with pytest.raises(DomainError, match="no complete whist tournament"):
        designs.design(v)


def test_a_broken_initial_round_is_caught_by_the_check() -> None:
    """The check above is not vacuous: swapping two players of Wh(8)'s base breaks it."""
    kind, tables = INITIAL_ROUNDS[8]
    (inf_table, (p, q)), rest = tables[0], tables[1:]
    broken = ((inf_table, (q, rest[0][0][0])), ((p, rest[0][0][1]), rest[0][1]))
    design = designs._developed(8, kind, broken)
    stats = verify(design.as_rounds(), range(1, 9))
    assert set(stats.partners.values()) != {1} or set(stats.opponents.values()) != {2}


def test_building_a_design_leaves_the_cycle_collector_as_it_found_it() -> None:
    assert gc.isenabled()
    designs.build_uncached(197)
    assert gc.isenabled()
    gc.disable()
    try:
        designs.build_uncached(196)
        assert not gc.isenabled()
    finally:
        gc.enable()
