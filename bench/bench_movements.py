"""Movements: time to build each exact design, and the worst times to plan any evening.

    .venv/bin/python bench/bench_movements.py [--quick]

Goals: each exact Wh(v) built in under 5 ms up to 200 players (issue 5); any movement for
N <= 200 players and R <= N rounds in at most 1 s (issue 24 item 6), measured over every N
with R = the default (the whole tournament, else 24), N-2 and N, and 0.8 N for the 4n+2
rooms (the slowest family); fixed-seat evenings up to
400 players and 200 rounds (what `make fuzz` asks for, issue 22) well inside its 20 s per
case. Each evening is planned once, uncached designs aside; times are wall clock and CPU
(the machine may be shared: CPU time is what the code costs). --quick samples every 7th N.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.schedule import MAX_ROUNDS, default_rounds, plan
from whistclub.domain.errors import DomainError

GOAL = 1.0  # seconds, N <= 200 (issue 24)
FUZZ_LIMIT = 20.0  # seconds per case (tests/cli/test_fuzz.py, CASE_TIMEOUT)
FIXED_CASES = (  # players, rounds, fixed cards: the fuzz's --fixed values at the largest rooms
    (398, 200, (1, 2, 3, 4)),
    (400, 200, (1, 2, 3, 4)),
    (399, 200, (3, 17)),
    (397, 200, (1, 2, 3, 4)),
    (390, 200, (3, 17)),
    (300, 200, (1, 2, 3, 4)),
    (200, 198, (1, 2, 3, 4)),
    (200, 200, (1, 2, 3, 4)),
    (198, 196, (3, 17)),
    (120, 30, (1, 2, 3, 4)),
    (61, 24, (3, 17)),
)


def best_of(repeats: int, action) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def timed(
    v: int, rounds: int, fixed: Sequence[int] = (), three: bool = False
) -> tuple[float, float, str]:
    """Wall and CPU seconds of one plan, and what came of it."""
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        movement = plan(v, rounds, seed=0, fixed=fixed, three_handed=three)
        stats = movement.stats
        outcome = f"partners <= {stats.max_partner_repeats}, opponents <= {stats.max_opposition}"
    except DomainError as refused:
        outcome = f"refused: {refused.code}"
    return time.perf_counter() - wall, time.process_time() - cpu, outcome


def bench_designs() -> None:
    covered = designs.available(200)
    print("exact designs Wh(v), build time (best of 5, uncached):")
    slowest = 0.0
    row = []
    for v in covered:
        took = best_of(5, lambda v=v: designs.build_uncached(v))
        slowest = max(slowest, took)
        row.append(f"{v}:{took * 1000:.2f}")
        if len(row) == 8:
            print("  " + "  ".join(f"{cell:>11}" for cell in row) + "  (v:ms)")
            row = []
    if row:
        print("  " + "  ".join(f"{cell:>11}" for cell in row) + "  (v:ms)")
    candidates = [v for v in range(4, 201) if v % 4 in (0, 1)]
    missing = [v for v in candidates if v not in covered]
    print(f"slowest design: {slowest * 1000:.2f} ms (goal < 5 ms)")
    print(f"coverage: {len(covered)} of {len(candidates)} values v = 0, 1 (mod 4) in 4..200")
    print(f"missing: {', '.join(map(str, missing))}")


def bench_schedules(quick: bool) -> None:
    players = range(4, 201, 7) if quick else range(4, 201)
    kinds = {
        "default": default_rounds,
        "N-2": lambda v: v - 2,
        "N": lambda v: v,
        # The slowest family found by sweeping every R: 4n+2 rooms over about 0.8 N rounds,
        # where no rover evening is found and the tabu search runs all its steps.
        "0.8N, N = 4n+2": lambda v: v * 4 // 5 if v % 4 == 2 else 0,
    }
    print(f"evenings for N = {players[0]}..{players[-1]}{' (every 7th)' if quick else ''}:")
    for name, rounds_of in kinds.items():
        times = []
        for v in players:
            rounds = rounds_of(v)
            if not 1 <= rounds <= MAX_ROUNDS:
                continue
            wall, cpu, outcome = timed(v, rounds)
            times.append((wall, cpu, v, rounds, outcome))
        times.sort(reverse=True)
        over = sum(1 for t in times if t[0] > GOAL)
        cpu_over = sum(1 for t in times if t[1] > GOAL)
        median = sorted(t[0] for t in times)[len(times) // 2]
        print(
            f"  R = {name}: {len(times)} evenings, median {median * 1000:.0f} ms; "
            f"over {GOAL:.0f} s: {over} by the clock, {cpu_over} in CPU time (goal: none)"
        )
        for wall, cpu, v, rounds, outcome in times[:5]:
            print(f"    N={v} R={rounds}: {wall:.2f} s ({cpu:.2f} s CPU) {outcome}")


def bench_fixed() -> None:
    print(f"fixed seats (the fuzz's cases; its limit {FUZZ_LIMIT:.0f} s a case):")
    worst = 0.0
    for v, rounds, fixed in FIXED_CASES:
        for three in (False, True):
            wall, cpu, outcome = timed(v, rounds, fixed, three)
            worst = max(worst, wall)
            label = ",".join(map(str, fixed)) + (" --three-handed" if three else "")
            print(f"  N={v} R={rounds} --fixed {label}: {wall:.2f} s ({cpu:.2f} s CPU) {outcome}")
    print(f"  slowest: {worst:.2f} s (limit {FUZZ_LIMIT:.0f} s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="sample every 7th N")
    args = parser.parse_args()
    bench_designs()
    bench_schedules(args.quick)
    bench_fixed()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
