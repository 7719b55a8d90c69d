"""Check the quality bounds of issue 5 item 3 for every v and R in a range (one process).

    python tools/check_movement_bounds.py --players 4-120 --rounds 1-30 [--seed 0]

For each schedule: no repeated partner while each player's games G <= v-1 (read per player:
whoever plays at most v-1 games partners nobody twice, even when others play more); most
times any pair opposes <= max(2, ceil(2G/(v-1))) (G = the most games anyone plays);
sit-outs per player differ by at most 1; nobody sits out twice running. Prints every
failure, the slowest cases and a total; exit status 1 when anything fails. Evenings that
docs/movements.md proves impossible are listed apart ("IMPOSSIBLE", with what the plan
misses) and do not count as failures when the plan's summary says so.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from whistclub.domain.drive.movements.schedule import Movement, plan


def span(text: str) -> range:
    low, _, high = text.partition("-")
    return range(int(low), int(high or low) + 1)


def repeat_with_few_games(movement: Movement) -> int | None:
    """A player who plays at most v-1 games yet partners someone twice, if any."""
    v = len(movement.players)
    stats = movement.stats
    for (a, b), count in sorted(stats.partners.items()):
        if count > 1 and min(stats.games[a], stats.games[b]) <= v - 1:
            return a if stats.games[a] <= v - 1 else b
    return None


def failures(movement: Movement) -> list[str]:
    stats = movement.stats
    v = len(movement.players)
    games = max(stats.games.values())
    problems = []
    if games <= v - 1 and stats.max_partner_repeats > 1:
        problems.append(f"partner repeated {stats.max_partner_repeats}x with G={games}")
    elif (player := repeat_with_few_games(movement)) is not None:
        problems.append(f"player {player} plays {stats.games[player]} games, repeats a partner")
    cap = max(2, math.ceil(2 * games / (v - 1)))
    if stats.max_opposition > cap:
        problems.append(f"opposition {stats.max_opposition} > {cap}")
    outs = stats.sit_outs.values()
    if max(outs) - min(outs) > 1:
        problems.append(f"sit-outs {min(outs)}..{max(outs)}")
    for before, after in zip(movement.rounds, movement.rounds[1:], strict=False):
        twice = set(before.sitting_out) & set(after.sitting_out)
        if twice:
            problems.append(f"player {min(twice)} sits out twice running")
            break
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=span, default=span("4-120"))
    parser.add_argument("--rounds", type=span, default=span("1-30"))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    failed = 0
    impossible = 0
    total = 0
    slowest: list[tuple[float, int, int]] = []
    start = time.perf_counter()
    for v in args.players:
        for r in args.rounds:
            t = time.perf_counter()
            movement = plan(v, r, seed=args.seed)
            took = time.perf_counter() - t
            slowest.append((took, v, r))
            total += 1
            problems = failures(movement)
            if problems and movement.notes:
                impossible += 1
                print(f"IMPOSSIBLE v={v} R={r}: {'; '.join(problems)}", flush=True)
            elif problems:
                failed += 1
                print(f"FAIL v={v} R={r}: {'; '.join(problems)} [{movement.source}]", flush=True)
    slowest.sort(reverse=True)
    print("slowest:", ", ".join(f"v={v} R={r} {s:.2f}s" for s, v, r in slowest[:5]))
    passed = total - failed - impossible
    print(f"{impossible} proved impossible (closest plan given, summary says so)")
    print(f"{passed} passed, {failed} failed in {time.perf_counter() - start:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
