"""Evenings of v = 4n+3 players over v+2 rounds from Z_(v-2) and two fixed players A and B.

Usage:

    python tools/search_two_fixed_evenings.py V [--cp-sat] [--seconds 300]

Shape (docs/movements.md, "The hardest rooms"): one base round seats A and B at two tables, each
with three points of Z_m (m = v-2), three points sit out and the rest sit at ordinary
tables; developed by Z_m it gives m rounds, in which A and B meet every point once as
partners and twice as opponents. Four free rounds follow, in which A and B sit out with the
point s = 0, 1, 2, 3: the blocks {4i+1, 4i+4} v {4i+2, 4i+3} moved by s. Those give the
pairs at distance 1 and 3 as partners and at distance 1 and 2 twice as opponents, so the
base round must use every other partner class once and every other opposition class twice
and never the distances 1 and 2 as opponents (its "profile"). For 15 and 19 players it is
the only profile, up to multipliers, that any four free rounds complete (a scratch check
over every profile, docs/movements.md).

The base round is found depth-first (standard library; seconds for 19 and 23 players) or
with --cp-sat by OR-Tools (`pip install -e '.[tools]'`; 2.5 s for 27 players). The evening
is checked (no repeated partner, nobody faced more than twice, sit-outs 3 or 4 and an order
that keeps them apart) and printed as an entry for EVENINGS in
whistclub/domain/drive/movements/stored_evenings.py.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from search_orbit_evenings import keeps_every_bound, words  # tools/, beside this script

Base = tuple[tuple[int, ...], tuple[int, int, int], tuple[int, int, int], list[tuple[int, ...]]]
"""(sitters, A's table (partner, opponent, opponent), B's table, ordinary tables N S E W)."""


def distance(x: int, m: int) -> int:
    """The difference class of x in Z_m: min(x, -x)."""
    x %= m
    return min(x, m - x)


def blocks_profile(m: int) -> tuple[set[int], set[int]]:
    """(partner classes, opposition classes) the base round must use: all but {1, 3} once,
    all but {1, 2} twice."""
    classes = set(range(1, (m - 1) // 2 + 1))
    return classes - {1, 3}, classes - {1, 2}


def free_rounds(m: int) -> list[list[int]]:
    """The four free rounds, seats N S E W per table: blocks moved by s = 0..3 (s out)."""
    return [
        [(s + 4 * i + j) % m for i in range((m - 1) // 4) for j in (1, 4, 2, 3)] for s in range(4)
    ]


def base_rounds(m: int) -> Iterator[Base]:
    """Every base round with the blocks' profile, a sitter at 0 (translation), A's partner
    below B's (A and B swap)."""
    partners, opponents = blocks_profile(m)

    def ordinary(
        rest: list[int], used: Counter[int], faced: Counter[int]
    ) -> Iterator[list[tuple[int, ...]]]:
        if not rest:
            yield []
            return
        x = rest[0]
        for y in rest[1:]:
            p1 = distance(x - y, m)
            if p1 not in partners or used[p1]:
                continue
            others = [p for p in rest if p not in (x, y)]
            for u, w in itertools.combinations(others, 2):
                p2 = distance(u - w, m)
                if p2 not in partners or used[p2] or p2 == p1:
                    continue
                meet = Counter(distance(a - b, m) for a in (x, y) for b in (u, w))
                if any(c not in opponents or faced[c] + k > 2 for c, k in meet.items()):
                    continue
                left = [p for p in others if p not in (u, w)]
                for tail in ordinary(left, used + Counter([p1, p2]), faced + meet):
                    yield [(x, y, u, w), *tail]

    def fixed_table(rest: list[int], used: Counter[int], faced: Counter[int], low: int):
        for a in rest:
            if a < low:
                continue
            for b, c in itertools.combinations([p for p in rest if p != a], 2):
                p = distance(b - c, m)
                meet = Counter([distance(a - b, m), distance(a - c, m)])
                if p not in partners or used[p]:
                    continue
                if any(k not in opponents or faced[k] + n > 2 for k, n in meet.items()):
                    continue
                yield (a, b, c), used + Counter([p]), faced + meet

    for s1, s2 in itertools.combinations(range(1, m), 2):
        rest = [p for p in range(1, m) if p not in (s1, s2)]
        for table_a, used, faced in fixed_table(rest, Counter(), Counter(), 0):
            rest_b = [p for p in rest if p not in table_a]
            for table_b, used_b, faced_b in fixed_table(rest_b, used, faced, table_a[0]):
                left = [p for p in rest_b if p not in table_b]
                for tables in ordinary(left, used_b, faced_b):
                    yield (0, s1, s2), table_a, table_b, tables


def base_round_cp_sat(m: int, seconds: float) -> Base | None:
    """The same base round by OR-Tools CP-SAT (for 27 players and up)."""
    from ortools.sat.python import cp_model  # type: ignore[import-not-found]

    partners, opponents = blocks_profile(m)
    ordinary = (m - 9) // 4
    model = cp_model.CpModel()
    seat = [model.NewIntVar(0, m - 1, f"s{i}") for i in range(9 + 4 * ordinary)]
    model.AddAllDifferent(seat)
    model.Add(seat[0] == 0)
    model.Add(seat[1] < seat[2])
    table = [(x, y, distance(x - y, m)) for x in range(m) for y in range(m) if x != y]

    def between(i: int, j: int):  # type: ignore[no-untyped-def]
        c = model.NewIntVar(1, (m - 1) // 2, f"c{i}_{j}")
        model.AddAllowedAssignments([seat[i], seat[j], c], table)
        return c

    mates = [between(4, 5), between(7, 8)]
    faced = [between(3, 4), between(3, 5), between(6, 7), between(6, 8)]
    for t in range(ordinary):
        n, s, e, w = range(9 + 4 * t, 13 + 4 * t)
        mates += [between(n, s), between(e, w)]
        faced += [between(x, y) for x in (n, s) for y in (e, w)]
    for c in range(1, (m - 1) // 2 + 1):
        for pairs, want in ((mates, int(c in partners)), (faced, 2 * int(c in opponents))):
            hits = []
            for var in pairs:
                hit = model.NewBoolVar("")
                model.Add(var == c).OnlyEnforceIf(hit)
                model.Add(var != c).OnlyEnforceIf(hit.Not())
                hits.append(hit)
            model.Add(sum(hits) == want)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    if solver.Solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    v = [solver.Value(x) for x in seat]
    tables = [tuple(v[9 + 4 * t : 13 + 4 * t]) for t in range(ordinary)]
    return (v[0], v[1], v[2]), (v[3], v[4], v[5]), (v[6], v[7], v[8]), tables


def evening(m: int, base: Base) -> list[list[int]]:
    """The base round developed by Z_m (A = m, B = m+1 stay put), then the free rounds."""
    _, table_a, table_b, tables = base
    seats = [m, *table_a, m + 1, *table_b, *(x for t in tables for x in t)]
    developed = [[x if x >= m else (x + t) % m for x in seats] for t in range(m)]
    return developed + free_rounds(m)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("v", type=int, help="players, 4n+3 (15, 19, 23, 27, ...)")
    parser.add_argument("--cp-sat", action="store_true", help="find the base round with OR-Tools")
    parser.add_argument("--seconds", type=float, default=300.0, help="with --cp-sat")
    args = parser.parse_args()
    if args.v % 4 != 3 or args.v < 11 or args.v > 37:
        raise SystemExit("v must be 4n+3 players, 11 to 35")
    m = args.v - 2
    base = base_round_cp_sat(m, args.seconds) if args.cp_sat else next(base_rounds(m), None)
    if base is None:
        print(f"{args.v} players over {args.v + 2} rounds: no base round with that profile")
        return 1
    rounds = evening(m, base)
    ok = keeps_every_bound(args.v, rounds)
    print(f"{args.v} players over {len(rounds)} rounds: base {base}, every bound kept: {ok}")
    print(f'    ({args.v}, {len(rounds)}): "{words(rounds)}",')
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
