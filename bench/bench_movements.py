"""Movements: time to build each exact design, time to plan near-balanced evenings, coverage.

    .venv/bin/python bench/bench_movements.py [--quick]

Goals (issue 5): each exact Wh(v) built in under 5 ms up to 200 players; a near-balanced
schedule in under 1 s for up to 120 players and 30 rounds. Times are the best of a few runs
on this machine, uncached. --quick samples the schedule grid instead of running all of it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.schedule import plan


def best_of(repeats: int, action) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


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
    players = range(4, 121, 7) if quick else range(4, 121)
    rounds = (8, 16, 24, 30) if quick else range(1, 31)
    times = []
    for v in players:
        for r in rounds:
            start = time.perf_counter()
            plan(v, r, seed=0)
            times.append((time.perf_counter() - start, v, r))
    times.sort()
    over = [t for t in times if t[0] >= 1.0]
    median = times[len(times) // 2][0]
    print(
        f"schedules: {len(times)} evenings (v {players[0]}..{players[-1]}, R up to {max(rounds)}); "
        f"median {median * 1000:.0f} ms, slowest {times[-1][0]:.2f} s "
        f"(v={times[-1][1]}, R={times[-1][2]}); {len(over)} at or over 1 s (goal: none)"
    )
    for took, v, r in times[-5:][::-1]:
        print(f"  v={v} R={r}: {took:.2f} s")
    for v, r in ((120, 30), (120, 24), (100, 30), (64, 24), (48, 24)):
        took = best_of(3, lambda v=v, r=r: plan(v, r, seed=0))
        print(f"  {v} players, {r} rounds: {took:.3f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="sample the schedule grid")
    args = parser.parse_args()
    bench_designs()
    bench_schedules(args.quick)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
