"""Seating whole rounds afresh by depth-first search, every bound kept at every step
(movements.md section 4): the repair for what the swap moves of local_search.py cannot reach."""

from __future__ import annotations

import random
from collections.abc import Sequence

from whistclub.domain.drive.movements.state import Caps


def fill_rounds(
    players: int,
    sitters: Sequence[frozenset[int]],
    caps: Caps,
    partners: dict[tuple[int, int], int],
    opponents: dict[tuple[int, int], int],
    rng: random.Random,
    node_limit: int,
    games: dict[int, int] | None = None,
) -> list[list[int]] | None:
    """Seat whole rounds from scratch by depth-first search, every bound kept at every step.

    The repair for what the swap moves cannot reach: evenings whose last rounds must fit
    exactly into what earlier rounds left (a tournament played through and a few rounds
    more, where each pair may oppose only once more). Sitters are given; tables are built
    one at a time around the first unseated player: a partner within the partner cap, then
    two opponents who are partners within it, every opposition within its cap. Counts of
    earlier rounds are in `partners`, `opponents` and `games`. Whoever plays at most v-1
    games in the whole evening partners nobody twice (issue 5 item 3, read per player). None
    when it gives up after node_limit steps."""
    v = players
    total = [0] * v  # games in the whole evening: a repeat partner only beyond v-1 each
    for player, count in (games or {}).items():
        total[player] = count
    for out in sitters:
        for player in range(v):
            total[player] += player not in out
    part = [0] * (v * v)
    opp = [0] * (v * v)
    for (a, b), c in partners.items():
        part[a * v + b] = part[b * v + a] = c
    for (a, b), c in opponents.items():
        opp[a * v + b] = opp[b * v + a] = c
    order = list(range(v))
    rng.shuffle(order)
    rounds: list[list[int]] = []
    nodes = 0

    def add(seat: Sequence[int], step: int) -> None:
        n, s, e, w = seat
        for a, b in ((n, s), (e, w)):
            part[a * v + b] += step
            part[b * v + a] += step
        for a in (n, s):
            for b in (e, w):
                opp[a * v + b] += step
                opp[b * v + a] += step

    def fits_against(a: int, b: int, x: int) -> bool:
        return opp[a * v + x] < caps.opponent and opp[b * v + x] < caps.opponent

    def seat_round(r: int, free: list[int], seats: list[int]) -> bool:
        nonlocal nodes
        if not free:
            rounds.append(list(seats))
            if seat_round_next(r + 1):
                return True
            rounds.pop()
            return False
        p, rest = free[0], free[1:]
        mates = [
            q
            for q in rest
            if part[p * v + q] < caps.partner
            and (part[p * v + q] == 0 or min(total[p], total[q]) > v - 1)
        ]
        rng.shuffle(mates)
        mates.sort(key=lambda q: part[p * v + q])
        for q in mates:
            others = [x for x in rest if x != q and fits_against(p, q, x)]
            for i, x in enumerate(others):
                for y in others[i + 1 :]:
                    if part[x * v + y] >= caps.partner:
                        continue
                    if part[x * v + y] and min(total[x], total[y]) <= v - 1:
                        continue
                    nodes += 1
                    if nodes > node_limit:
                        return False
                    table = (p, q, x, y)
                    add(table, 1)
                    left = [z for z in rest if z not in (q, x, y)]
                    if seat_round(r, left, [*seats, *table]):
                        return True
                    add(table, -1)
                    if nodes > node_limit:
                        return False
        return False

    def seat_round_next(r: int) -> bool:
        if r == len(sitters):
            return True
        free = [p for p in order if p not in sitters[r]]
        return seat_round(r, free, [])

    if not seat_round_next(0):
        return None
    return rounds
