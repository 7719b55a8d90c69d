"""Search for initial rounds of whist tournaments Wh(v) missing from the catalogue.

Usage (one process, one core; stop each run under 10 minutes):

    python tools/search_whist_designs.py 44 48 57 --seconds 540 [--out found.json]

Model (movements.md section 2.3): an initial round is a seating of Z_m (plus infinity when
v = 4n, m = v-1; m = v and 0 sits out when v = 4n+1) at n tables; developed by translation it
is a Wh(v) exactly when the partner pairs cover every difference class {d, -d} once and the
opponent pairs cover every class twice (pairs with infinity excepted). That is a constraint
problem; we hand it to the CP-SAT solver of OR-Tools with the symmetries removed:

- translation: infinity partners 0 (v = 4n);
- multipliers (x -> ux for a unit u permute the classes): when m is prime, the partner
  pair E, W of the infinity table has class 1;
- inside a table: N < S, E < W, N < E; tables ordered by their N player.

Every round found is developed and checked with the project's own verify() before it is
printed; paste the printed lines into whistclub/domain/drive/movements/initial_rounds.py.

Extra dependency (this script only): ortools (`pip install ortools`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.initial_rounds import INF
from whistclub.domain.drive.movements.model import verify

Tables = list[tuple[tuple[int, int], tuple[int, int]]]


def build_model(v: int, seed: int):  # type: ignore[no-untyped-def]
    from ortools.sat.python import cp_model

    rotational = v % 4 == 0
    m = v - 1 if rotational else v
    n = v // 4
    model = cp_model.CpModel()
    seats: list[list[cp_model.IntVar]] = []
    for t in range(n):
        seats.append([model.NewIntVar(0, m - 1, f"t{t}s{s}") for s in range(4)])
    # seats[t] = [N, S, E, W]; N-S partners, E-W partners.
    finite = [
        x
        for t, table in enumerate(seats)
        for s, x in enumerate(table)
        if not (rotational and t == 0 and s == 0)
    ]
    if rotational:
        model.Add(seats[0][0] == 0)  # placeholder value for infinity, ignored below
        model.Add(seats[0][1] == 0)  # infinity partners 0
        model.AddAllDifferent(finite)
    else:
        for x in finite:
            model.Add(x != 0)
        model.AddAllDifferent(finite)
    classes = (m - 1) // 2

    def class_bools(x, y, name):  # type: ignore[no-untyped-def]
        """One-hot booleans b[c] for the class of x - y (mod m), c = 1..classes."""
        diff = model.NewIntVar(0, m - 1, f"d{name}")
        model.AddModuloEquality(diff, x - y + m, m)
        hot = {d: model.NewBoolVar(f"h{name}_{d}") for d in range(1, m)}
        model.AddExactlyOne(hot.values())
        model.Add(diff == sum(d * b for d, b in hot.items()))
        return {c: (hot[c], hot[m - c]) for c in range(1, classes + 1)}

    partner_pairs = []
    opponent_pairs = []
    for t, (north, south, east, west) in enumerate(seats):
        with_inf = rotational and t == 0
        if not with_inf:
            partner_pairs.append((north, south))
        partner_pairs.append((east, west))
        for a in (south,) if with_inf else (north, south):
            for b in (east, west):
                opponent_pairs.append((a, b))
    partner_class = [class_bools(x, y, f"p{k}") for k, (x, y) in enumerate(partner_pairs)]
    # Redundant but strong: the partner classes are all different (each class exactly once).
    partner_values = []
    for k, pc in enumerate(partner_class):
        value = model.NewIntVar(1, classes, f"pc{k}")
        model.Add(value == sum(c * (a + b) for c, (a, b) in pc.items()))
        partner_values.append(value)
    model.AddAllDifferent(partner_values)
    opponent_class = [class_bools(x, y, f"o{k}") for k, (x, y) in enumerate(opponent_pairs)]
    for c in range(1, classes + 1):
        model.Add(sum(b for pc in partner_class for b in pc[c]) == 1)
        model.Add(sum(b for oc in opponent_class for b in oc[c]) == 2)
    # Symmetry breaking (see the module docstring).
    if rotational and all(m % q for q in range(2, int(m**0.5) + 1)):
        # m prime: a multiplier u = 1/(E0 - W0) turns the pair E0, W0 of the infinity table
        # into class 1 (that table is fixed by infinity, so the choice is canonical).
        model.AddBoolOr(list(partner_class[0][1]))
    first = 1 if rotational else 0
    for t in range(n):
        north, south, east, west = seats[t]
        if t >= first:
            model.Add(north < south)
            model.Add(north < east)
        model.Add(east < west)
    for t in range(first, n - 1):
        model.Add(seats[t][0] < seats[t + 1][0])
    return model, seats


def build_multiplier_model(v: int, w: int, invariant: int):  # type: ignore[no-untyped-def]
    """Cyclic Wh(v) whose initial round is fixed by the multiplier x -> w x (w^2 = 1 mod v).

    Tables fixed by w have the form {x, wx} v {y, wy}; the points w fixes (other than 0) sit
    as partners {f, f'} v {y, wy}; the remaining tables come in pairs T, wT. Only half of the
    round is free, which shrinks the search (for v = 3p, w = 1 mod 3 and -1 mod p, the fixed
    points are p and 2p). `invariant` = how many {x, wx} v {y, wy} tables.
    """
    from ortools.sat.python import cp_model

    if v % 4 != 1 or (w * w) % v != 1 or w in (1, v - 1):
        raise SystemExit(f"need v = 4n+1 and w with w^2 = 1 (mod v), w != +-1 (got v={v}, w={w})")
    n = v // 4
    fixed = [x for x in range(1, v) if (w * x) % v == x]
    if len(fixed) % 2:
        raise SystemExit(f"w={w} fixes {len(fixed)} points: need an even number")
    paired = n - len(fixed) // 2 - invariant
    if paired < 0 or paired % 2:
        raise SystemExit(f"{invariant} invariant tables leave {paired} others: need an even number")
    model = cp_model.CpModel()

    def free(name: str):  # type: ignore[no-untyped-def]
        x = model.NewIntVar(1, v - 1, name)
        return x

    def image(x, name: str):  # type: ignore[no-untyped-def]
        y = model.NewIntVar(1, v - 1, name)
        model.AddModuloEquality(y, w * x, v)
        return y

    seats: list[list] = []  # type: ignore[type-arg]
    for k in range(0, len(fixed), 2):
        y = free(f"fy{k}")
        seats.append([fixed[k], fixed[k + 1], y, image(y, f"fwy{k}")])
    for k in range(invariant):
        x, y = free(f"ix{k}"), free(f"iy{k}")
        wx = image(x, f"iwx{k}")
        seats.append([x, wx, y, image(y, f"iwy{k}")])
        model.Add(x < wx)
        model.Add(x < y)
    for k in range(paired // 2):
        table = [free(f"p{k}s{s}") for s in range(4)]
        model.Add(table[0] < table[1])
        model.Add(table[2] < table[3])
        model.Add(table[0] < table[2])
        seats.append(table)
        seats.append([image(x, f"pw{k}s{s}") for s, x in enumerate(table)])
    model.AddAllDifferent([x for table in seats for x in table if not isinstance(x, int)])
    for table in seats:
        for x in table:
            if isinstance(x, int):
                for other in (y for t in seats for y in t if not isinstance(y, int)):
                    model.Add(other != x)
    _difference_conditions(model, v, seats)
    return model, seats


def _difference_conditions(model, m: int, seats) -> None:  # type: ignore[no-untyped-def]
    """Cyclic case: partner classes each once, opponent classes each twice."""
    classes = (m - 1) // 2

    def class_bools(x, y, name):  # type: ignore[no-untyped-def]
        diff = model.NewIntVar(0, m - 1, f"d{name}")
        model.AddModuloEquality(diff, x - y + m, m)
        hot = {d: model.NewBoolVar(f"h{name}_{d}") for d in range(1, m)}
        model.AddExactlyOne(hot.values())
        model.Add(diff == sum(d * b for d, b in hot.items()))
        return {c: (hot[c], hot[m - c]) for c in range(1, classes + 1)}

    partners = [class_bools(n_, s_, f"mp{k}a") for k, (n_, s_, _, _) in enumerate(seats)]
    partners += [class_bools(e, w_, f"mp{k}b") for k, (_, _, e, w_) in enumerate(seats)]
    opponents = [
        class_bools(a, b, f"mo{k}{i}{j}")
        for k, (n_, s_, e, w_) in enumerate(seats)
        for i, a in enumerate((n_, s_))
        for j, b in enumerate((e, w_))
    ]
    for c in range(1, classes + 1):
        model.Add(sum(b for pc in partners for b in pc[c]) == 1)
        model.Add(sum(b for oc in opponents for b in oc[c]) == 2)


def solve(
    v: int, seconds: float, seed: int, multiplier: tuple[int, int] | None = None
) -> Tables | None:
    from ortools.sat.python import cp_model

    if multiplier:
        model, seats = build_multiplier_model(v, *multiplier)
    else:
        model, seats = build_model(v, seed)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    tables: Tables = []
    for t, table in enumerate(seats):
        north, south, east, west = (x if isinstance(x, int) else solver.Value(x) for x in table)
        if v % 4 == 0 and t == 0:
            north = INF
        tables.append(((north, south), (east, west)))
    return tables


def is_exact(v: int, tables: Tables) -> bool:
    kind = "1-rotational" if v % 4 == 0 else "cyclic"
    design = designs._developed(v, kind, tables)
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = v * (v - 1) // 2
    return (
        len(stats.partners) == pairs
        and set(stats.partners.values()) == {1}
        and len(stats.opponents) == pairs
        and set(stats.opponents.values()) == {2}
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("values", nargs="+", type=int, help="player counts v = 4n or 4n+1")
    parser.add_argument("--seconds", type=float, default=120.0, help="time limit per value")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="append found rounds to this JSON file")
    parser.add_argument(
        "--multiplier",
        type=int,
        metavar="W",
        help="cyclic v only: look for a round fixed by x -> W x (W^2 = 1 mod v, W != +-1)",
    )
    parser.add_argument(
        "--invariant", type=int, default=1, help="with --multiplier: tables {x, Wx} v {y, Wy}"
    )
    args = parser.parse_args()
    found: dict[str, object] = {}
    if args.out and args.out.exists():
        found = json.loads(args.out.read_text())
    for v in args.values:
        if v % 4 not in (0, 1) or v < 4:
            print(f"{v}: no Wh({v}) can exist (needs 4n or 4n+1 players)")
            continue
        start = time.monotonic()
        multiplier = (args.multiplier, args.invariant) if args.multiplier else None
        tables = solve(v, args.seconds, args.seed, multiplier)
        took = time.monotonic() - start
        if tables is None:
            print(f"{v}: nothing found in {took:.0f} s", flush=True)
            continue
        ok = is_exact(v, tables)
        kind = "1-rotational" if v % 4 == 0 else "cyclic"
        print(f"{v}: found in {took:.1f} s, verified={ok}", flush=True)
        if ok:
            text = ", ".join(
                f"(({'INF' if a == INF else a}, {b}), ({c}, {d}))" for (a, b), (c, d) in tables
            )
            print(f'    {v}: ("{kind}", ({text},)),', flush=True)
            found[str(v)] = {"type": kind, "tables": tables}
            if args.out:
                args.out.write_text(json.dumps(found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
