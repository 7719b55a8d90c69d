"""Exact search for one-table evenings (4 to 7 players) within the bounds of issue 5 item 3.

    pip install ortools   # for this script only
    python tools/search_small_rooms.py V R [--seconds 90]

A constraint model (OR-Tools CP-SAT) of the whole evening: each round, two partnerships of
two at the table and v-4 players out; sit-outs per player between floor and ceiling of
(v-4)R/v, never twice running; nobody partners anyone twice (the players of a one-table
room play at most v-1 games in the evenings it is used for); each pair opposes at most the
bound max(2, ceil(2G/(v-1))) plus one, and the number of pairs that reach bound + 1 is
minimised. Round 1 is fixed (players 0-3 seated 0 1 v 2 3), which loses nothing since
players can be renamed.

First it looks for an evening within every bound; INFEASIBLE there is a proof (the search
is exhaustive) that none exists, and it then looks for the closest evening and prints the
least number of pairs over the bound (OPTIMAL: proved least). The last line is an entry
for STORED in whistclub/domain/drive/movements/small_rooms.py.
"""

from __future__ import annotations

import argparse
import itertools
import math

from ortools.sat.python import cp_model  # type: ignore[import-not-found]


def model(v: int, rounds: int) -> tuple[cp_model.CpModel, dict, list]:  # type: ignore[type-arg]
    m = cp_model.CpModel()
    out_count = v - 4
    seat = {
        (p, r, side): m.NewBoolVar(f"p{p}r{r}s{side}")
        for p in range(v)
        for r in range(rounds)
        for side in range(2)
    }
    out = {(p, r): m.NewBoolVar(f"out{p}r{r}") for p in range(v) for r in range(rounds)}
    for r in range(rounds):
        for p in range(v):
            m.Add(seat[p, r, 0] + seat[p, r, 1] + out[p, r] == 1)
        for side in range(2):
            m.Add(sum(seat[p, r, side] for p in range(v)) == 2)
    low, extra = divmod(out_count * rounds, v)
    high = low + (1 if extra else 0)
    for p in range(v):
        total = sum(out[p, r] for r in range(rounds))
        m.Add(total >= low)
        m.Add(total <= high)
        for r in range(rounds - 1):
            m.Add(out[p, r] + out[p, r + 1] <= 1)
    games = rounds - low
    cap = max(2, math.ceil(2 * games / (v - 1)))
    over = []
    for p, q in itertools.combinations(range(v), 2):
        partners, opponents = [], []
        for r in range(rounds):
            for side in range(2):
                for other, bucket in ((side, partners), (1 - side, opponents)):
                    both = m.NewBoolVar("")
                    m.AddBoolAnd([seat[p, r, side], seat[q, r, other]]).OnlyEnforceIf(both)
                    m.AddBoolOr([seat[p, r, side].Not(), seat[q, r, other].Not()]).OnlyEnforceIf(
                        both.Not()
                    )
                    bucket.append(both)
        m.Add(sum(partners) <= 1)
        above = m.NewBoolVar("")
        m.Add(sum(opponents) <= cap + above)
        over.append(above)
    for p in range(4):
        m.Add(seat[p, 0, p // 2] == 1)
    return m, seat, over


def solve(v: int, rounds: int, seconds: float, closest: bool) -> tuple:  # type: ignore[type-arg]
    """First within every bound (a plain feasibility search is much faster); only when that
    is proved impossible, the closest evening (fewest pairs one above the bound)."""
    m, seat, over = model(v, rounds)
    if closest:
        m.Minimize(sum(over))
    else:
        m.Add(sum(over) == 0)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    status = solver.Solve(m)
    return solver, status, seat


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int)
    parser.add_argument("rounds", type=int)
    parser.add_argument("--seconds", type=float, default=90.0)
    args = parser.parse_args()
    v, rounds = args.players, args.rounds
    solver, status, seat = solve(v, rounds, args.seconds, closest=False)
    print(f"{v} players, {rounds} rounds, within every bound: {solver.StatusName(status)}")
    if status == cp_model.INFEASIBLE:
        solver, status, seat = solve(v, rounds, args.seconds, closest=True)
        print(f"closest evening: {solver.StatusName(status)}")
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            print(f"pairs over the opposition bound: {solver.ObjectiveValue():.0f}")
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return 1
    words = []
    for r in range(rounds):
        word = ""
        for side in range(2):
            word += "".join(str(p) for p in range(v) if solver.Value(seat[p, r, side]))
        words.append(word)
    print(f'    ({v}, {rounds}): "{" ".join(words)}",')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
