"""One-table rooms (4 to 7 players): a depth-first search that meets the bounds exactly.

With a single table a round is just who sits out and who partners whom (three ways to pair
four players), so the whole evening can be searched round by round, keeping every bound of
issue 5 item 3 at each step: partners within their cap, oppositions within theirs, sit-outs
between the floor and the ceiling of s*R/v, nobody out twice running. The local search is
weak here (a single table leaves it almost no moves), the exhaustive search is not.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from whistclub.domain.drive.movements.state import Caps

PAIRINGS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2))
"""The three ways to split four players into two partnerships (N, S, E, W order)."""


def one_table(
    v: int, rounds: int, rng: random.Random, node_limit: int = 200_000
) -> tuple[list[list[int]], list[frozenset[int]]] | None:
    """Seats [N, S, E, W] and sitters per round for v in 4..7 players, or None if the search
    gives up (after node_limit steps) or no evening within the bounds exists."""
    s = v - 4
    low, extra = divmod(s * rounds, v)
    high = low + (1 if extra else 0)
    caps = Caps.for_games(v, rounds - low)
    # Whoever plays at most v-1 games partners nobody twice (issue 5 item 3, read per
    # player): a player given a repeated partner may then sit out at most rounds - v times.
    most_out_if_repeating = rounds - v
    repeats: Counter[int] = Counter()
    partners: Counter[tuple[int, int]] = Counter()
    opponents: Counter[tuple[int, int]] = Counter()
    sat: Counter[int] = Counter()
    seats: list[list[int]] = []
    sitters: list[frozenset[int]] = []
    players = list(range(v))
    rng.shuffle(players)
    nodes = 0

    def pair(a: int, b: int) -> tuple[int, int]:
        return (a, b) if a < b else (b, a)

    def table_pairs(seat: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        n, so, e, w = seat
        return [pair(n, so), pair(e, w)], [pair(a, b) for a in (n, so) for b in (e, w)]

    def options(r: int) -> list[tuple[frozenset[int], list[int]]]:
        previous = sitters[-1] if sitters else frozenset()
        found = []
        for out in combinations(players, s):
            out_set = frozenset(out)
            if out_set & previous or any(sat[p] >= high for p in out):
                continue
            if any(repeats[p] and sat[p] >= most_out_if_repeating for p in out):
                continue
            after = Counter(sat)
            after.update(out)
            left = rounds - r - 1
            if sum(max(0, low - after[p]) for p in players) > s * left:
                continue
            playing = [p for p in players if p not in out_set]
            for order in PAIRINGS:
                seat = [playing[i] for i in order]
                mates, faced = table_pairs(seat)
                if any(partners[x] >= caps.partner for x in mates):
                    continue
                if any(
                    partners[x] and max(sat[x[0]], sat[x[1]]) > most_out_if_repeating for x in mates
                ):
                    continue
                if any(opponents[x] >= caps.opponent for x in faced):
                    continue
                found.append((out_set, seat))
        rng.shuffle(found)
        found.sort(key=lambda o: sum(partners[x] for x in table_pairs(o[1])[0]))
        return found

    def place(out: frozenset[int], seat: list[int], step: int) -> None:
        sat.update({p: step for p in out})
        mates, faced = table_pairs(seat)
        for x in mates:
            if partners[x] - (step < 0) > 0:  # a repeat being placed or removed
                repeats.update({x[0]: step, x[1]: step})
        partners.update({x: step for x in mates})
        opponents.update({x: step for x in faced})

    def search(r: int) -> bool:
        nonlocal nodes
        if r == rounds:
            return True
        for out, seat in options(r):
            nodes += 1
            if nodes > node_limit:
                return False
            place(out, seat, 1)
            seats.append(seat)
            sitters.append(out)
            if search(r + 1):
                return True
            seats.pop()
            sitters.pop()
            place(out, seat, -1)
        return False

    if not search(0):
        return None
    return seats, sitters
