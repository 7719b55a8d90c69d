"""Exact whist tournaments Wh(v): every pair of players partners once and opposes twice.

Five sources, the first three developed by translation (movements.md section 2.3):

- the closed form of movements.md section 2.4 for every v = 4n+1 whose ring R (a product of
  Z_(q^e), q = 1 mod 4, and Z_(p^e)[x]/(x^2+1), p = 3 mod 4) has an i with i^2 = -1: one table
  {a, -a} v {ia, -ia} per orbit {a, ia, -a, -ia} of R without 0, developed over R (player t sits
  out round t). The result is also directed: every opponent is met once on each side.
- the shipped initial rounds of initial_rounds.py (movements.md section 2.6 and
  tools/search_whist_designs.py), cyclic over Z_v or 1-rotational over Z_(v-1) plus infinity.
- a product (see _product) for v = q|R| + 1 or q|R|: a shipped 1-rotational Wh(q+1) or cyclic
  Wh(q) over Z_q (q prime to 6, or 21, 33, 39) with a ring R of the closed form, developed
  over Z_q x R.
- smaller designs put together over a block design (compositions.py): a transversal design
  plus a point (v = 4n+1), a resolvable transversal design (v = 4n), or a shipped parallel
  class of a resolvable design with blocks of four developed over an abelian group
  (RESOLVABLE_CLASSES).
- a shipped starter of a whist frame over an abelian group, with Wh(|H| + 1) on each hole
  plus infinity (v = 4n+1, FRAME_STARTERS, see _over_frame), or a shipped base round over a
  group with four fixed players (v = 4n, FOUR_FIXED_ROUNDS, see _over_four_fixed).

A design is written on labels 0..v-1 (label v-1 is the fixed point "infinity" of a
1-rotational design); schedule.py maps labels to card numbers.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from whistclub.domain.drive.movements.compositions import (
    LabelTable as LabelTable,  # a game on design labels; schedule.py names it from here
)
from whistclub.domain.drive.movements.compositions import (
    compose,
    macneish_fits,
    parallel_classes,
    prime_powers,
    transversal_design,
)
from whistclub.domain.drive.movements.initial_rounds import (
    ELEMENTARY_ROUNDS,
    FOUR_FIXED_ROUNDS,
    FRAME_STARTERS,
    INF,
    INITIAL_ROUNDS,
    RESOLVABLE_CLASSES,
)
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError


@dataclass(frozen=True, slots=True)
class Design:
    """A whole Wh(v) on labels 0..v-1: v-1 rounds (v = 4n) or v rounds (v = 4n+1)."""

    v: int
    source: str  # "closed form over ...", "cyclic", "1-rotational"
    rounds: tuple[tuple[LabelTable, ...], ...]
    sitting_out: tuple[tuple[int, ...], ...]

    def as_rounds(self, offset: int = 1) -> tuple[Round, ...]:
        """The design as model Rounds, label L seated as card number L + offset."""
        return tuple(
            Round(
                tables=tuple(
                    Table(n, (a + offset, b + offset), (c + offset, d + offset))
                    for n, ((a, b), (c, d)) in enumerate(games, start=1)
                ),
                sitting_out=tuple(p + offset for p in out),
            )
            for games, out in zip(self.rounds, self.sitting_out, strict=True)
        )


def full_length(v: int) -> int:
    """Rounds in a whole Wh(v): v-1 when v = 4n (nobody sits out), v when v = 4n+1."""
    return v - 1 if v % 4 == 0 else v


# --- closed form (movements.md section 2.4) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Component:
    """Z_m (dim 1, i = root) or Z_m[x]/(x^2+1) (dim 2, i = x) as one factor of the ring R."""

    modulus: int
    dim: int
    root: int = 0

    def times_i(self, coords: Sequence[int]) -> tuple[int, ...]:
        m = self.modulus
        if self.dim == 1:
            return ((coords[0] * self.root) % m,)
        c0, c1 = coords
        return ((-c1) % m, c0)  # x * (c0 + c1 x) = -c1 + c0 x, since x^2 = -1


def _ring(v: int) -> tuple[_Component, ...] | None:
    """The ring R of section 2.4 for v, or None when v has no such ring.

    A prime power q^e with q = 1 (mod 4) gives Z_(q^e) with a square root of -1 (Hensel);
    p^(2e) with p = 3 (mod 4) gives the Galois ring Z_(p^e)[x]/(x^2+1), where 2, x-1, x+1 are
    units ((x-1)(x+1) = -2). Any other prime power (2, or p = 3 mod 4 to an odd power) has none.
    """
    if v < 5 or v % 4 != 1:
        return None
    parts: list[_Component] = []
    for p, e in prime_powers(v):
        if p % 4 == 1:
            m = p**e
            root = next(r for r in range(2, m) if (r * r + 1) % m == 0)
            parts.append(_Component(m, 1, root))
        elif p % 4 == 3 and e % 2 == 0:
            parts.append(_Component(p ** (e // 2), 2))
        else:
            return None
    return tuple(parts)


@dataclass(frozen=True, slots=True)
class _RingLabels:
    """Labels of the additive group prefix x R, R a ring of section 2.4, as mixed-radix codes.

    Coordinates are (prefix digits..., R digits...); when every factor of R is Z_m, R is
    Z_r itself (Chinese remainder theorem) and its digit is a residue mod r.
    """

    ring: tuple[_Component, ...]
    radices: tuple[int, ...]
    weights: tuple[int, ...]
    skip: int  # how many leading (prefix) digits come before R's digits

    @staticmethod
    def build(ring: tuple[_Component, ...], prefix: tuple[int, ...] = ()) -> _RingLabels:
        if all(c.dim == 1 for c in ring):
            r = 1
            for c in ring:
                r *= c.modulus
            ring = (_Component(r, 1, next(x for x in range(2, r) if (x * x + 1) % r == 0)),)
        radices = prefix + tuple(c.modulus for c in ring for _ in range(c.dim))
        weights = [1]
        for m in radices[:-1]:
            weights.append(weights[-1] * m)
        return _RingLabels(ring, radices, tuple(weights), len(prefix))

    def encode(self, coords: Sequence[int]) -> int:
        return sum((c % m) * w for c, m, w in zip(coords, self.radices, self.weights, strict=True))

    def ring_coords(self, label: int) -> tuple[int, ...]:
        """The R digits of an element of R (prefix digits zero)."""
        own = zip(self.weights[self.skip :], self.radices[self.skip :], strict=True)
        return tuple((label // w) % m for w, m in own)

    def times_i(self, coords: Sequence[int]) -> tuple[int, ...]:
        out: list[int] = []
        at = 0
        for comp in self.ring:
            out.extend(comp.times_i(coords[at : at + comp.dim]))
            at += comp.dim
        return tuple(out)

    def orbits(self) -> list[tuple[tuple[int, ...], ...]]:
        """The orbits (a, -a, ia, -ia) of multiplication by i on R without 0, as R digits."""
        size = 1
        for m in self.radices[self.skip :]:
            size *= m
        step = self.weights[self.skip]
        seen = {0}
        found: list[tuple[tuple[int, ...], ...]] = []
        for k in range(1, size):
            a = self.ring_coords(k * step)
            if k * step in seen:
                continue
            ia = self.times_i(a)
            orbit = (a, tuple(-x for x in a), ia, tuple(-x for x in ia))
            seen.update(self.encode((0,) * self.skip + o) for o in orbit)
            found.append(orbit)
        return found

    def ring_name(self) -> str:
        return " x ".join(
            f"Z_{c.modulus}" if c.dim == 1 else f"Z_{c.modulus}[i]" for c in self.ring
        )


def _cyclic_orbit_labels(labels: _RingLabels) -> list[int]:
    """labels.orbits() encoded, worked out on residues when R is Z_r itself (every prime
    factor 1 mod 4, the commonest case): a label is then its residue, and the general
    way was a seventh of the time to build Wh(197). Empty when R is not Z_r."""
    if labels.skip or len(labels.ring) != 1 or labels.ring[0].dim != 1:
        return []
    r, root = labels.ring[0].modulus, labels.ring[0].root
    seen = {0}
    base: list[int] = []
    for a in range(1, r):
        if a in seen:
            continue
        ia = a * root % r
        orbit = (a, r - a, ia, r - ia)
        seen.update(orbit)
        base.extend(orbit)
    return base


def _closed_form(v: int, ring: tuple[_Component, ...]) -> Design:
    """Section 2.4: one table {a, -a} v {ia, -ia} per orbit of i on R without 0, developed."""
    labels = _RingLabels.build(ring)
    base = _cyclic_orbit_labels(labels) or [
        labels.encode(x) for orbit in labels.orbits() for x in orbit
    ]
    flats = _develop(base, labels.radices, labels.weights)
    rounds = tuple(_chunk_tables(flat) for flat in flats)
    name = f"closed form over {labels.ring_name()}"
    return Design(v, name, rounds, tuple((t,) for t in range(v)))


# --- product: a shipped Wh over Z_q with the ring R of section 2.4 ------------------------------

# Difference matrices over Z_q, q = 21, 33, 39 (six rows; any two rows differ by every
# element of Z_q exactly once): Handbook of Combinatorial Designs (2nd ed., Colbourn and
# Dinitz), III.3.50, III.3.56 and III.3.61, as written out in SageMath's design database
# (OA_7_21, OA_7_33, OA_7_39). test_designs.py checks the difference property.


def _dm21() -> list[list[int]]:
    """Column 0 is zero; rows 0..4 take the five cyclic shifts of each base column, row 5 is 0."""
    base = ((8, 9, 11, 14, 18), (17, 16, 5, 1, 19), (20, 4, 10, 3, 12), (2, 15, 6, 13, 7))
    rows = [[0, *(col[(k + row) % 5] for col in base for k in range(5))] for row in range(5)]
    return [*rows, [0] * 21]


def _dm33() -> list[list[int]]:
    """Three given columns, then each base column and its images under (a..f) -> 4(e,a,b,c,d,f)."""
    rows = [[0, 1, 7], [0, 4, 28], [0, 16, 13], [0, 31, 19], [0, 25, 10], [0, 22, 0]]
    base: list[tuple[int, ...]] = [
        (0, 15, 19, 22, 9, 14),
        (0, 11, 7, 19, 12, 28),
        (0, 22, 14, 8, 15, 23),
        (0, 4, 32, 24, 7, 2),
        (0, 17, 22, 21, 26, 19),
        (0, 8, 18, 6, 14, 3),
    ]
    for col in base:
        a, b, c, d, e, f = col
        for _ in range(5):
            for row, x in zip(rows, (a, b, c, d, e, f), strict=True):
                row.append(x % 33)
            a, b, c, d, e, f = 4 * e, 4 * a, 4 * b, 4 * c, 4 * d, 4 * f
    return rows


def _dm39() -> list[list[int]]:
    """Three given columns, then +-(each base column) and its images under 16(c,a,b,f,d,e)."""
    rows = [[0, 1, 38], [0, 16, 23], [0, 22, 17], [0, 17, 22], [0, 38, 1], [0, 23, 16]]
    base: list[tuple[int, ...]] = [
        (0, 4, 25, 13, 27, 16),
        (0, 23, 11, 4, 21, 19),
        (0, 13, 22, 20, 8, 34),
        (0, 5, 34, 17, 16, 38),
        (0, 12, 23, 15, 19, 26),
        (0, 11, 6, 29, 26, 21),
    ]
    for col in base:
        a, b, c, d, e, f = col
        for _ in range(3):
            for row, x in zip(rows, (a, b, c, d, e, f), strict=True):
                row.extend((x % 39, -x % 39))
            a, b, c, d, e, f = (16 * x for x in (c, a, b, f, d, e))
    return rows


_DIFFERENCE_MATRICES = {21: _dm21, 33: _dm33, 39: _dm39}


def _first_coordinates(q: int) -> tuple[tuple[int, ...], ...] | None:
    """Four permutations of Z_q, any two of which differ by every element once, or None.

    That is a difference matrix with a zero row added (five rows in all). For gcd(q, 6) = 1
    the rows a, 2a, 3a, 4a do (1, 2, 3, 4 and their differences are units of Z_q); for
    q = 21, 33, 39 rows 1..4 minus row 0 of the six-row matrices above (subtracting a row
    keeps the differences and makes the other rows permutations). None exists for q = 3.
    """
    if q % 2 and q % 3:
        return tuple(tuple(k * a % q for a in range(q)) for k in (1, 2, 3, 4))
    if q in _DIFFERENCE_MATRICES:
        rows = _DIFFERENCE_MATRICES[q]()
        return tuple(
            tuple((x - z) % q for x, z in zip(row, rows[0], strict=True)) for row in rows[1:5]
        )
    return None


def _gf27_times(a: int, b: int) -> int:
    """a * b in GF(27) = Z_3[x]/(x^3 - x - 1), c0 + c1 x + c2 x^2 coded c0 + 3 c1 + 9 c2."""
    x = [a % 3, a // 3 % 3, a // 9]
    y = [b % 3, b // 3 % 3, b // 9]
    z = [0] * 5
    for i in range(3):
        for j in range(3):
            z[i + j] += x[i] * y[j]
    for k in (4, 3):  # x^3 = x + 1: fold x^k into x^(k-2) + x^(k-3)
        z[k - 2] += z[k]
        z[k - 3] += z[k]
    return z[0] % 3 + 3 * (z[1] % 3) + 9 * (z[2] % 3)


def _elementary_first_coordinates() -> tuple[tuple[int, ...], ...]:
    """The four rows of _first_coordinates over Z_3^3: c * x for c = 1, x, x + 1, x + 2 of
    GF(27) (codes 1, 3, 4, 5); rows c and c' differ by (c - c') * x, a bijection."""
    return tuple(tuple(_gf27_times(c, x) for x in range(27)) for c in (1, 3, 4, 5))


def _product_parts(v: int) -> tuple[int, tuple[_Component, ...], tuple[int, ...]] | None:
    """(q, R, G) with v = q|R| + 1 (v = 4n) or v = q|R| (v = 4n+1) for _product, or None.

    G is the group of order q the shipped design lives on: Z_q (radices (q,)) when Z_q has
    the four rows of _first_coordinates, else Z_3^3 (radices (3, 3, 3)) for q = 27, whose
    rows come from GF(27). Wh(q+1) must be a shipped 1-rotational round over G (v = 4n), Wh(q)
    a shipped cyclic round (v = 4n+1). The smallest ring R is tried first.
    """
    rotational = v % 4 == 0
    rest = v - 1 if rotational else v
    for r in range(5, rest, 4):
        if rest % r:
            continue
        q = rest // r
        ring = _ring(r)
        if not ring:
            continue
        shipped = INITIAL_ROUNDS.get(q + 1 if rotational else q)
        kind = "1-rotational" if rotational else "cyclic"
        if shipped and shipped[0] == kind and _first_coordinates(q):
            return q, ring, (q,)
        elementary = ELEMENTARY_ROUNDS.get(q + 1) if rotational else None
        if elementary and elementary[0] == (3, 3, 3):
            return q, ring, elementary[0]
    return None


def _product(
    v: int, q: int, ring: tuple[_Component, ...], group: tuple[int, ...] | None = None
) -> Design:
    """Wh(q|R| + 1) over Z_q x R plus infinity, or Wh(q|R|) over Z_q x R (docs/movements.md).

    A product in the manner of Anderson and Finizio ("Mann's lemma and Z-cyclic whist
    tournaments", Ars Combin. 37 (1994): Wh(qp^n + 1) from a Z-cyclic Wh(q + 1)), developed
    over the group Z_q x R (G x R for group = the radices of G: Z_3^3 for Wh(136), whose
    Wh(28) is shipped in ELEMENTARY_ROUNDS and whose rows come from GF(27)):
    - the slice Z_q x {0} (with infinity, or with 0 sitting out) carries the shipped initial
      round of Wh(q+1) or Wh(q), which covers the difference classes (d, 0) as 2.3 requires;
    - for every orbit (b, -b, ib, -ib) of i on R without 0 and every column c of the rows
      D1..D4 of _first_coordinates, the table {(D1c, b), (D2c, -b)} v {(D3c, ib), (D4c, -ib)}.
      Its partner differences (D1c - D2c, 2b), (D3c - D4c, 2ib) give every (d, y) with y in
      2(R without 0) = R without 0 once; its opponents give (D1c - D3c, b(1-i)) and
      (D4c - D2c, b(1-i)): every (d, b(1-i)) twice, and likewise (d, b(1+i)) twice; and
      b(1-i), b(1+i) = ib(1-i) run over (1-i)(R without 0) = R without 0 (section 2.4).
    """
    group = group or (q,)
    labels = _RingLabels.build(ring, group)
    rotational = v % 4 == 0
    infinity = v - 1
    zero_r = (0,) * (len(labels.radices) - len(group))

    def digits(x: int) -> tuple[int, ...]:  # a point of G as its digits, lowest first
        out = []
        for m in group:
            out.append(x % m)
            x //= m
        return tuple(out)

    cyclic = group == (q,)
    shipped = (
        INITIAL_ROUNDS[q + 1 if rotational else q][1] if cyclic else ELEMENTARY_ROUNDS[q + 1][1]
    )
    base: list[int] = []
    for (north, south), (east, west) in shipped:
        for x in (north, south, east, west):
            base.append(infinity if x == INF else labels.encode((*digits(x), *zero_r)))
    rows = (_first_coordinates(q) if cyclic else _elementary_first_coordinates()) or ()
    for b, minus_b, ib, minus_ib in labels.orbits():
        for n_, s_, e_, w_ in zip(*rows, strict=True):
            base.append(labels.encode((*digits(n_), *b)))
            base.append(labels.encode((*digits(s_), *minus_b)))
            base.append(labels.encode((*digits(e_), *ib)))
            base.append(labels.encode((*digits(w_), *minus_ib)))
    flats = _develop(base, labels.radices, labels.weights)
    rounds = tuple(_chunk_tables(flat) for flat in flats)
    over = f"Z_{q}" if cyclic else f"Z_{group[0]}^{len(group)}"
    if rotational:
        name = f"product of 1-rotational Wh({q + 1}) over {over} and {labels.ring_name()}"
        return Design(v, name, rounds, tuple(() for _ in range(v - 1)))
    name = f"product of cyclic Wh({q}) over Z_{q} and {labels.ring_name()}"
    return Design(v, name, rounds, tuple((t,) for t in range(v)))


def _develop(
    base: Sequence[int], radices: Sequence[int], weights: Sequence[int], levels: int = 1
) -> list[list[int]]:
    """base + t for every t of the group Z_r1 x Z_r2 x ... (label order), extra labels fixed.

    With levels > 1 the labels below levels * |G| are G x {0, ..., levels-1} (label
    x + |G| * level) and t moves x within its level.
    Round t is a one-step translate of an earlier round: t minus the unit of its lowest non-zero
    digit k, moved by the precomputed permutation "add e_k" (a list lookup per player).
    """
    order = 1
    for m in radices:
        order *= m
    size = max(max(base) + 1, order * levels)
    steps: list[list[int]] = []
    for m, w in zip(radices, weights, strict=True):
        step = list(range(size))
        for x in range(order * levels):
            step[x] = x + w if ((x % order) // w) % m != m - 1 else x - (m - 1) * w
        steps.append(step)
    flats: list[list[int]] = [list(base)]
    for t in range(1, order):
        k = 0
        while (t // weights[k]) % radices[k] == 0:
            k += 1
        step = steps[k]
        flats.append([step[x] for x in flats[t - weights[k]]])
    return flats


def _chunk_tables(flat: Sequence[int]) -> tuple[LabelTable, ...]:
    """Seats N S E W of each table in turn as ((N, S), (E, W)); zips of slices, since this
    runs once per round of every design (over half the time to build Wh(197))."""
    partnerships = zip(flat[0::4], flat[1::4], strict=True)
    opponents = zip(flat[2::4], flat[3::4], strict=True)
    return tuple(zip(partnerships, opponents, strict=True))


# --- shipped initial rounds (movements.md section 2.3) ----------------------------------------


def _developed(
    v: int, kind: str, tables: Sequence[tuple[tuple[int, int], tuple[int, int]]]
) -> Design:
    """Develop a shipped initial round: round t adds t (mod v, or mod v-1 keeping INF fixed)."""
    flat = [x for (a, b), (c, d) in tables for x in (a, b, c, d)]
    if kind == "cyclic":
        rounds = tuple(_chunk_tables(f) for f in _develop(flat, [v], [1]))
        return Design(v, "cyclic", rounds, tuple((t,) for t in range(v)))
    infinity = v - 1
    flat = [infinity if x == INF else x for x in flat]
    rounds = tuple(_chunk_tables(f) for f in _develop(flat, [v - 1], [1]))
    return Design(v, "1-rotational", rounds, tuple(() for _ in range(v - 1)))


# --- over a transversal design (compositions.py) -------------------------------------------


def _transversal_parts(v: int) -> tuple[int, int] | None:
    """(k, m) with v = km + 1 (v = 4n+1), k = 1 and m = 0 (mod 4), Wh(k) and Wh(m+1) in the
    catalogue and a TD(k, m) from compositions.transversal_design; None if there is none."""
    if v % 4 != 1:
        return None
    for k in range(5, v, 4):
        m, rest = divmod(v - 1, k)
        if rest or m % 4 or m + 1 < k or m + 1 >= v:
            continue
        if macneish_fits(k, m) and has_design(k) and has_design(m + 1):
            return k, m
    return None


def _over_transversal_design(v: int, k: int, m: int) -> Design:
    """Wh(km + 1) from a TD(k, m) whose blocks carry Wh(k) and whose groups, each with the
    extra point v-1, carry Wh(m+1) (compositions.py); round x is the one x sits out."""
    blocks = transversal_design(k, m)
    infinity = v - 1
    blocks += [(*range(c * m, (c + 1) * m), infinity) for c in range(k)]
    small = {size: design(size).rounds for size in {k, m + 1}}
    rounds = tuple(_chunk_tables(flat) for flat in compose(v, blocks, small))
    name = f"over a TD({k}, {m}) plus a point: Wh({k}) on its blocks, Wh({m + 1}) on each group"
    return Design(v, name, rounds, tuple((t,) for t in range(v)))


def _resolvable_parts(v: int) -> tuple[int, int] | None:
    """(k, g) with v = kg (v = 4n), k and g = 0 (mod 4), Wh(k) and Wh(g) in the catalogue and a
    TD(k+1, g) from compositions.transversal_design (k = 4 first); None if there is none."""
    if v % 4:
        return None
    for k in range(4, v, 4):
        g, rest = divmod(v, k)
        if rest or g % 4 or g < k:
            continue
        if macneish_fits(k + 1, g) and has_design(k) and has_design(g):
            return k, g
    return None


def _over_resolvable_transversal_design(v: int, k: int, g: int) -> Design:
    """Wh(kg) from a resolvable TD(k, g): a TD(k+1, g) without its last group, whose points
    name the g parallel classes (the blocks through each). Every class plays Wh(k) on its
    blocks (k-1 rounds each), then the k groups play Wh(g) side by side (g-1 rounds)."""
    blocks = transversal_design(k + 1, g)
    classes: list[list[tuple[int, ...]]] = [[] for _ in range(g)]
    for block in blocks:
        classes[block[k] - k * g].append(block[:k])
    groups = [tuple(range(c * g, (c + 1) * g)) for c in range(k)]
    small = {size: design(size).rounds for size in {k, g}}
    flats = parallel_classes([*classes, groups], small)
    rounds = tuple(_chunk_tables(flat) for flat in flats)
    name = f"over a resolvable TD({k}, {g}): Wh({k}) on its blocks, Wh({g}) on its groups"
    return Design(v, name, rounds, tuple(() for _ in range(v - 1)))


def _coset_key(radices: Sequence[int], subgroup: str) -> Callable[[int], tuple[int, ...]]:
    """A key naming the coset x + H of a subgroup H of G = Z_r1 x Z_r2 x ... (points coded
    by their digits, lowest first): H = mG ("2G") or H = G[m] = {x : mx = 0} ("G[4]")."""
    torsion = subgroup.startswith("G[")
    m = int(subgroup[2:-1]) if torsion else int(subgroup[:-1])
    weights = [math.prod(radices[:k]) for k in range(len(radices))]
    divisors = [math.gcd(m, r) for r in radices]

    def coset(x: int) -> tuple[int, ...]:
        """x + mG: each digit modulo gcd(m, r_k); x + G[m]: the digits of mx."""
        digits = ((x // w) % r for w, r in zip(weights, radices, strict=True))
        if torsion:
            return tuple(d * m % r for d, r in zip(digits, radices, strict=True))
        return tuple(d % e for d, e in zip(digits, divisors, strict=True))

    return coset


def _cosets(radices: Sequence[int], subgroup: str) -> list[tuple[int, ...]]:
    """The cosets of a subgroup of G (as _coset_key names it), each as its points in order."""
    coset = _coset_key(radices, subgroup)
    cosets: dict[tuple[int, ...], list[int]] = {}
    for x in range(math.prod(radices)):
        cosets.setdefault(coset(x), []).append(x)
    return [tuple(members) for members in cosets.values()]


def _over_resolvable_class(
    v: int,
    radices: tuple[int, ...],
    subgroup: str,
    groups: str,
    base: Sequence[tuple[int, int, int, int]],
) -> Design:
    """Wh(v) from a shipped parallel class of a resolvable design with blocks of four on
    G x {0, 1, 2} plus the points 3|G|..v-1, G = Z_r1 x Z_r2 x ... given by its radices
    (initial_rounds.RESOLVABLE_CLASSES says what the groups are): class t adds t in G to
    every point of G x {i}, and plays Wh(4) on its blocks, three rounds in which everyone
    plays; then the groups play Wh(g) side by side."""
    order = math.prod(radices)
    finite = 3 * order
    weights = [math.prod(radices[:k]) for k in range(len(radices))]
    flat = [p for block in base for p in block]
    translates = _develop(flat, list(radices), weights, levels=3)
    classes: list[Sequence[Sequence[int]]] = [
        [tuple(f[at : at + 4]) for at in range(0, len(f), 4)] for f in translates
    ]
    small = {4: design(4).rounds}
    if groups != "points":
        g = v - finite
        coset = _coset_key(radices, subgroup)
        parts: dict[tuple[int, ...], list[int]] = {}
        for p in range(finite):
            level = (p // order,) if groups == "level" else ()
            parts.setdefault(coset(p % order) + level, []).append(p)
        classes.append([tuple(range(finite, v)), *map(tuple, parts.values())])
        small[g] = design(g).rounds
    flats = parallel_classes(classes, small)
    rounds = tuple(_chunk_tables(f) for f in flats)
    over = " x ".join(f"Z_{r}" for r in radices)
    if groups == "points":
        name = f"over a resolvable ({v}, 4, 1) design on {over} x Z_3 plus infinity"
        name += ": Wh(4) on its blocks"
    else:
        g = v - finite
        name = (
            f"over a resolvable 4-GDD of type {g}^{v // g} on {over} x Z_3 plus {g} points: "
            f"Wh(4) on its blocks, Wh({g}) on its groups"
        )
    return Design(v, name, rounds, tuple(() for _ in range(v - 1)))


def _over_frame(
    v: int, radices: tuple[int, ...], hole: str, starter: Sequence[LabelTable]
) -> Design:
    """Wh(v), v = |G| + 1, from a whist frame developed over G = Z_r1 x Z_r2 x ...

    The shipped starter (initial_rounds.FRAME_STARTERS) seats every point of G outside the
    subgroup H (hole, "G[m]": mx = 0) so that every difference outside H is met once as
    partners and twice as opponents; its translate by t is a holey round whose hole is the
    coset H + t, so pairs from different cosets meet exactly as in a Wh. Each coset with
    infinity (label v-1) plays Wh(|H| + 1): round t of Wh(v) is holey round t plus the
    coset's round in which t sits out, and the last round is every coset's round in which
    infinity sits out (compositions.compose), so everyone sits out once.
    """
    order = math.prod(radices)
    weights = [math.prod(radices[:k]) for k in range(len(radices))]
    holey = _develop([x for game in starter for pair in game for x in pair], radices, weights)
    infinity = v - 1
    blocks = [(*members, infinity) for members in _cosets(radices, hole)]
    g = len(blocks[0]) - 1
    flats = compose(v, blocks, {g + 1: design(g + 1).rounds})
    for t, seats in enumerate(holey):
        flats[t].extend(seats)
    over = " x ".join(f"Z_{r}" for r in radices)
    name = f"over a whist frame of type {g}^{order // g} on {over}: Wh({g + 1}) on each hole"
    return Design(v, name, tuple(map(_chunk_tables, flats)), tuple((t,) for t in range(v)))


def _over_four_fixed(v: int, radices: tuple[int, ...], base: Sequence[LabelTable]) -> Design:
    """Wh(v), v = |G| + 4, from a shipped base round over G = Z_r1 x Z_r2 x ... and four
    fixed players (labels v-4..v-1, initial_rounds.FOUR_FIXED_ROUNDS).

    G has exactly three elements of order 2; with 0 they make the subgroup O = G[2]. The
    base round seats each fixed player at its own table with three points of G, and every
    difference outside O is met once by partners and twice by opponents (a fixed player
    meets each point of G at one of the base round's translates); its |G| translates are
    rounds, the fixed players staying put. In the last three rounds every coset of O, and
    the four fixed players, play Wh(4) at a table of their own: that gives the pairs whose
    difference lies in O, whose translates would otherwise meet them twice.
    """
    order = math.prod(radices)
    weights = [math.prod(radices[:k]) for k in range(len(radices))]
    flat = [x for game in base for pair in game for x in pair]
    flats = _develop(flat, radices, weights)
    blocks = [tuple(range(order, v)), *_cosets(radices, "G[2]")]
    flats += parallel_classes([blocks], {4: design(4).rounds})
    over = " x ".join(f"Z_{r}" for r in radices)
    name = f"over {over} plus 4 fixed players: a base round translated, Wh(4) on the cosets of G[2]"
    return Design(v, name, tuple(map(_chunk_tables, flats)), tuple(() for _ in range(v - 1)))


# --- the catalogue ------------------------------------------------------------------------------


def has_design(v: int) -> bool:
    """Whether an exact Wh(v) is available (any of the sources in the module docstring)."""
    return (
        v in INITIAL_ROUNDS
        or _ring(v) is not None
        or _product_parts(v) is not None
        or _transversal_parts(v) is not None
        or _resolvable_parts(v) is not None
        or v in RESOLVABLE_CLASSES
        or v in FRAME_STARTERS
        or v in FOUR_FIXED_ROUNDS
    )


def available(limit: int = 200) -> tuple[int, ...]:
    """Every v in 4..limit with an exact Wh(v)."""
    return tuple(v for v in range(4, limit + 1) if has_design(v))


@contextmanager
def _cycle_collector_paused() -> Iterator[None]:
    """A design is tens of thousands of small tuples and not one reference cycle, yet their
    allocation sets off the cycle collector again and again: a fifth of the time to build
    Wh(196) (5.0 ms against 4.1). Paused while building, and left as it was found."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@lru_cache(maxsize=64)
def design(v: int) -> Design:
    """The exact Wh(v), or a DomainError saying which player counts have one."""
    with _cycle_collector_paused():
        return _build(v)


def _build(v: int) -> Design:
    if v in INITIAL_ROUNDS:
        kind, tables = INITIAL_ROUNDS[v]
        return _developed(v, kind, tables)
    if v in RESOLVABLE_CLASSES:
        return _over_resolvable_class(v, *RESOLVABLE_CLASSES[v])
    if v in FRAME_STARTERS:
        return _over_frame(v, *FRAME_STARTERS[v])
    if v in FOUR_FIXED_ROUNDS:
        return _over_four_fixed(v, *FOUR_FIXED_ROUNDS[v])
    ring = _ring(v)
    if ring is not None:
        return _closed_form(v, ring)
    product = _product_parts(v)
    if product is not None:
        return _product(v, *product)
    transversal = _transversal_parts(v)
    if transversal is not None:
        return _over_transversal_design(v, *transversal)
    resolvable = _resolvable_parts(v)
    if resolvable is not None:
        return _over_resolvable_transversal_design(v, *resolvable)
    raise DomainError(
        "no_exact_design",
        "there is no complete whist tournament for {v} players in the catalogue "
        "(it needs 4n or 4n+1 players and a known design); "
        "ask for a number of rounds to get a balanced schedule instead",
        v=v,
    )


def build_uncached(v: int) -> Design:
    """design(v) without the cache (for timing)."""
    return design.__wrapped__(v)
