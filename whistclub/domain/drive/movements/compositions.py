"""Exact whist tournaments put together from smaller ones over a block design.

A pairwise balanced design on v points puts every pair of points in exactly one block. When
every block has k = 1 (mod 4) points and an exact Wh(k) of its own, the blocks together make
a Wh(v) (v = 4n+1): a pair partners once and opposes twice inside its one block and never
meets elsewhere. A Wh(k) with k = 4m+1 has k rounds and everyone sits out exactly once, so
its rounds can be named by who sits out. Round x of Wh(v) is then the union, over the blocks
through x, of their rounds in which x sits out: those blocks share only x and cover every
other player once, so everyone but x plays exactly once (docs/movements.md, "Where the
designs come from").

The block design used here is a transversal design TD(k, m) with one extra point: k groups
of m points, and km blocks of k points, one from each group, that put every pair from
different groups together once. Each group plus the extra point is one more block, of m+1
points. The TD comes from an orthogonal array over the ring GF(q1) x GF(q2) x ... of order m
(MacNeish, "Euler squares", Ann. of Math. 23 (1922)): rows (a, b, a + l1 b, ..., a + l(k-2) b)
for units l whose differences are units too, which needs k - 2 <= q - 1 for every prime
power q of m.

For v = 4n nobody sits out, and the design must be resolvable instead: its blocks fall into
parallel classes, each a partition of the players into blocks of one size k = 0 (mod 4).
A class plays Wh(k) on all its blocks at once, k - 1 rounds in which everyone plays
(parallel_classes). A TD(k+1, g) without its last group is such a design, one class for
each point of the group taken away, with the k groups as one more class.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import product
from operator import itemgetter

LabelTable = tuple[tuple[int, int], tuple[int, int]]
"""One game on design labels: ((a, b), (c, d)), a and b partner against c and d."""


def prime_powers(m: int) -> list[tuple[int, int]]:
    """m as (p, e) for each prime p dividing it, p^e exactly dividing m."""
    found: list[tuple[int, int]] = []
    p, rest = 2, m
    while p * p <= rest:
        if rest % p == 0:
            e = 0
            while rest % p == 0:
                rest //= p
                e += 1
            found.append((p, e))
        p += 1
    if rest > 1:
        found.append((rest, 1))
    return found


def _poly_times(a: int, b: int, p: int, e: int, modulus: Sequence[int]) -> int:
    """a * b in GF(p^e): elements are base-p digit strings of coefficients, lowest first;
    modulus holds the low coefficients of a monic irreducible polynomial of degree e."""
    da = [(a // p**i) % p for i in range(e)]
    db = [(b // p**i) % p for i in range(e)]
    full = [0] * (2 * e - 1)
    for i, x in enumerate(da):
        for j, y in enumerate(db):
            full[i + j] += x * y
    for top in range(2 * e - 2, e - 1, -1):  # x^e = -(modulus), from the highest power down
        c = full[top] % p
        full[top] = 0
        for i, mc in enumerate(modulus):
            full[top - e + i] -= c * mc
    return sum((c % p) * p**i for i, c in enumerate(full[:e]))


def _irreducible(p: int, e: int) -> tuple[int, ...]:
    """The low coefficients of the first monic polynomial of degree e irreducible over Z_p:
    one with no factor of degree 1 to e/2, found by trying every monic product."""
    if e == 1:
        return (0,)
    reducible: set[tuple[int, ...]] = set()
    for d in range(1, e // 2 + 1):
        for low_f in product(range(p), repeat=d):
            for low_g in product(range(p), repeat=e - d):
                f, g = [*low_f, 1], [*low_g, 1]
                prod = [0] * (e + 1)
                for i, x in enumerate(f):
                    for j, y in enumerate(g):
                        prod[i + j] = (prod[i + j] + x * y) % p
                reducible.add(tuple(prod[:e]))
    return next(c for c in product(range(p), repeat=e) if c not in reducible)


def galois_field(p: int, e: int) -> tuple[list[list[int]], list[list[int]]]:
    """Addition and multiplication tables of GF(p^e) on 0..p^e-1 (0 and 1 as usual).

    Multiplication goes through logarithms to the base of a primitive element g (its powers
    run over every non-zero element), which is q times quicker than multiplying polynomials
    for every pair (11 ms for GF(32) before)."""
    q = p**e
    modulus = _irreducible(p, e)
    if p == 2:
        add = [[a ^ b for b in range(q)] for a in range(q)]  # coefficients mod 2: bitwise
    else:
        digits = [[(a // p**i) % p for i in range(e)] for a in range(q)]
        weights = [p**i for i in range(e)]
        add = [
            [
                sum((x + y) % p * w for x, y, w in zip(digits[a], digits[b], weights, strict=True))
                for b in range(q)
            ]
            for a in range(q)
        ]
    for g in range(2, q) if q > 2 else [1]:
        powers = [1]
        while len(powers) < q - 1:
            powers.append(_poly_times(powers[-1], g, p, e, modulus))
            if powers[-1] == 1:
                break
        if len(powers) == q - 1 and len(set(powers)) == q - 1:
            break
    log = {x: n for n, x in enumerate(powers)}
    mul = [[0] * q for _ in range(q)]
    for a in range(1, q):
        row, la = mul[a], log[a]
        for b in range(1, q):
            row[b] = powers[(la + log[b]) % (q - 1)]
    return add, mul


def macneish_fits(k: int, m: int) -> bool:
    """Whether transversal_design(k, m) has its k - 2 units: k - 2 <= q - 1 for every prime
    power q of m."""
    return m > 1 and all(k - 2 <= p**e - 1 for p, e in prime_powers(m))


def _ring_tables(m: int) -> tuple[list[list[int]], list[list[int]]]:
    """Addition and multiplication of GF(q1) x GF(q2) x ... (m = q1 q2 ...) on codes 0..m-1,
    code = sum of x_j * (q1 ... q(j-1)), x_j the element of the j-th field."""
    fields = prime_powers(m)
    if len(fields) == 1:
        return galois_field(*fields[0])
    add, mul = [[0]], [[0]]
    size = 1
    for p, e in fields:
        f_add, f_mul = galois_field(p, e)
        q = p**e
        add = [
            [add[a % size][b % size] + size * f_add[a // size][b // size] for b in range(size * q)]
            for a in range(size * q)
        ]
        mul = [
            [mul[a % size][b % size] + size * f_mul[a // size][b // size] for b in range(size * q)]
            for a in range(size * q)
        ]
        size *= q
    return add, mul


def transversal_design(k: int, m: int) -> list[tuple[int, ...]]:
    """The m^2 blocks of a TD(k, m) on points c*m + x (group c, x < m); macneish_fits(k, m)
    must hold."""
    if not macneish_fits(k, m):
        raise ValueError(f"no TD({k}, {m}) from the MacNeish product: too few units")
    add, mul = _ring_tables(m)
    # the unit l_j is j+1 in every field: non-zero, and different for different j in each
    unit_codes = []
    for j in range(k - 2):
        code, size = 0, 1
        for p, e in prime_powers(m):
            code += (j + 1) * size
            size *= p**e
        unit_codes.append(code)
    # column by column: a, b, then a + l_j b for each unit; point = group * m + element
    pairs = [(a, b) for a in range(m) for b in range(m)]
    columns = [[a for a, _ in pairs], [b + m for _, b in pairs]]
    for c, u in enumerate(unit_codes, start=2):
        times_u = mul[u]
        columns.append([add[a][times_u[b]] + c * m for a, b in pairs])
    return list(zip(*columns, strict=True))


def _round_getters(
    small: Mapping[int, Sequence[Sequence[LabelTable]]],
) -> dict[int, list[Callable[[Sequence[int]], Sequence[int]]]]:
    """For each Wh(k), one itemgetter per round: applied to a block (its k points), it gives
    the round's seats N S E W table by table, so that a whole round is mapped in one call."""
    return {
        k: [itemgetter(*(x for game in games for pair in game for x in pair)) for games in rounds]
        for k, rounds in small.items()
    }


def compose(
    v: int,
    blocks: Sequence[Sequence[int]],
    small: Mapping[int, Sequence[Sequence[LabelTable]]],
) -> list[list[int]]:
    """Round x of Wh(v) = the rounds, over the blocks through x, in which x sits out.

    small[k] is a Wh(k) (k = 1 mod 4) whose round j is the one in which label j sits out;
    block B seats its label j at point B[j]. Each round comes back flat, the seats N S E W of
    each table in turn.
    """
    seats = _round_getters(small)
    flats: list[list[int]] = [[] for _ in range(v)]
    for block in blocks:
        for x, seat in zip(block, seats[len(block)], strict=True):
            flats[x].extend(seat(block))
    return flats


def parallel_classes(
    classes: Sequence[Sequence[Sequence[int]]],
    small: Mapping[int, Sequence[Sequence[LabelTable]]],
) -> list[list[int]]:
    """Rounds of Wh(v), v = 4n, from a resolvable design: classes of blocks, each class a
    partition of the players into blocks of one size k = 0 (mod 4), every pair in one block.

    A class of k-blocks plays Wh(k) on every block at once, round by round: k-1 rounds in
    which everyone plays. Each pair partners once and opposes twice inside its block, so
    the classes together make a Wh(v) (docs/movements.md, "Where the designs come from").
    Rounds come back flat, as compose() gives them.
    """
    seats = _round_getters(small)
    flats: list[list[int]] = []
    for blocks in classes:
        for seat in seats[len(blocks[0])]:
            flat: list[int] = []
            for block in blocks:
                flat.extend(seat(block))
            flats.append(flat)
    return flats
