"""Exact whist tournaments Wh(v): every pair of players partners once and opposes twice.

Two sources, both developed by translation (movements.md section 2.3):

- the closed form of movements.md section 2.4 for every v = 4n+1 whose ring R (a product of
  Z_(q^e), q = 1 mod 4, and Z_(p^e)[x]/(x^2+1), p = 3 mod 4) has an i with i^2 = -1: one table
  {a, -a} v {ia, -ia} per orbit {a, ia, -a, -ia} of R without 0, developed over R (player t sits
  out round t). The result is also directed: every opponent is met once on each side.
- the shipped initial rounds of initial_rounds.py (movements.md section 2.6 and
  tools/search_whist_designs.py), cyclic over Z_v or 1-rotational over Z_(v-1) plus infinity.

A design is written on labels 0..v-1 (label v-1 is the fixed point "infinity" of a
1-rotational design); schedule.py maps labels to card numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from whistclub.domain.drive.movements.initial_rounds import INF, INITIAL_ROUNDS
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError

LabelTable = tuple[tuple[int, int], tuple[int, int]]
"""One game on design labels: ((a, b), (c, d)), a and b partner against c and d."""


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


def _factorise(v: int) -> list[tuple[int, int]]:
    factors: list[tuple[int, int]] = []
    p, rest = 2, v
    while p * p <= rest:
        if rest % p == 0:
            e = 0
            while rest % p == 0:
                rest //= p
                e += 1
            factors.append((p, e))
        p += 1
    if rest > 1:
        factors.append((rest, 1))
    return factors


def _ring(v: int) -> tuple[_Component, ...] | None:
    """The ring R of section 2.4 for v, or None when v has no such ring.

    A prime power q^e with q = 1 (mod 4) gives Z_(q^e) with a square root of -1 (Hensel);
    p^(2e) with p = 3 (mod 4) gives the Galois ring Z_(p^e)[x]/(x^2+1), where 2, x-1, x+1 are
    units ((x-1)(x+1) = -2). Any other prime power (2, or p = 3 mod 4 to an odd power) has none.
    """
    if v < 5 or v % 4 != 1:
        return None
    parts: list[_Component] = []
    for p, e in _factorise(v):
        if p % 4 == 1:
            m = p**e
            root = next(r for r in range(2, m) if (r * r + 1) % m == 0)
            parts.append(_Component(m, 1, root))
        elif p % 4 == 3 and e % 2 == 0:
            parts.append(_Component(p ** (e // 2), 2))
        else:
            return None
    return tuple(parts)


def _closed_form(v: int, ring: tuple[_Component, ...]) -> Design:
    """Section 2.4: one table {a, -a} v {ia, -ia} per orbit of i on R without 0, developed over R.

    Labels are mixed-radix codes of the coordinates; when every factor is Z_m the ring is
    Z_v itself (Chinese remainder theorem) and labels are residues mod v.
    """
    if all(c.dim == 1 for c in ring):
        ring = (_Component(v, 1, next(r for r in range(2, v) if (r * r + 1) % v == 0)),)
    radices = [c.modulus for c in ring for _ in range(c.dim)]
    weights = [1]
    for m in radices[:-1]:
        weights.append(weights[-1] * m)
    digits = [
        tuple((label // w) % m for w, m in zip(weights, radices, strict=True)) for label in range(v)
    ]

    def encode(coords: Sequence[int]) -> int:
        return sum(c * w for c, w in zip(coords, weights, strict=True))

    def times_i(label: int) -> int:
        out: list[int] = []
        at = 0
        for comp in ring:
            out.extend(comp.times_i(digits[label][at : at + comp.dim]))
            at += comp.dim
        return encode(out)

    def neg(label: int) -> int:
        return encode([(-c) % m for c, m in zip(digits[label], radices, strict=True)])

    seen = {0}
    base: list[int] = []
    for a in range(1, v):
        if a not in seen:
            ia = times_i(a)
            orbit = (a, neg(a), ia, neg(ia))
            seen.update(orbit)
            base.extend(orbit)
    flats = _develop(base, radices, weights)
    rounds = tuple(_chunk_tables(flat) for flat in flats)
    name = " x ".join(f"Z_{c.modulus}" if c.dim == 1 else f"Z_{c.modulus}[i]" for c in ring)
    return Design(v, f"closed form over {name}", rounds, tuple((t,) for t in range(v)))


def _develop(
    base: Sequence[int], radices: Sequence[int], weights: Sequence[int]
) -> list[list[int]]:
    """base + t for every t of the group Z_r1 x Z_r2 x ... (label order), extra labels fixed.

    Round t is a one-step translate of an earlier round: t minus the unit of its lowest non-zero
    digit k, moved by the precomputed permutation "add e_k" (a list lookup per player).
    """
    order = 1
    for m in radices:
        order *= m
    size = max(max(base) + 1, order)
    steps: list[list[int]] = []
    for m, w in zip(radices, weights, strict=True):
        step = list(range(size))
        for x in range(order):
            step[x] = x + w if (x // w) % m != m - 1 else x - (m - 1) * w
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
    return tuple(
        ((flat[k], flat[k + 1]), (flat[k + 2], flat[k + 3])) for k in range(0, len(flat), 4)
    )


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


# --- the catalogue ------------------------------------------------------------------------------


def has_design(v: int) -> bool:
    """Whether an exact Wh(v) is available (closed form or shipped initial round)."""
    return v in INITIAL_ROUNDS or _ring(v) is not None


def available(limit: int = 200) -> tuple[int, ...]:
    """Every v in 4..limit with an exact Wh(v)."""
    return tuple(v for v in range(4, limit + 1) if has_design(v))


@lru_cache(maxsize=64)
def design(v: int) -> Design:
    """The exact Wh(v), or a DomainError saying which player counts have one."""
    if v in INITIAL_ROUNDS:
        kind, tables = INITIAL_ROUNDS[v]
        return _developed(v, kind, tables)
    ring = _ring(v)
    if ring is None:
        raise DomainError(
            "no_exact_design",
            "there is no complete whist tournament for {v} players in the catalogue "
            "(it needs 4n or 4n+1 players and a known design); "
            "ask for a number of rounds to get a balanced schedule instead",
            v=v,
        )
    return _closed_form(v, ring)


def build_uncached(v: int) -> Design:
    """design(v) without the cache (for timing)."""
    return design.__wrapped__(v)
