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

from whistclub.domain.drive.movements import stored_evenings
from whistclub.domain.drive.movements.local_search import Caps

PAIRINGS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2))
"""The three ways to split four players into two partnerships (N, S, E, W order)."""

IMPOSSIBLE: dict[tuple[int, int], int] = {
    (6, 7): 2,
    (7, 8): 2,
    (7, 9): 2,
    (7, 10): 2,
    (7, 26): 5,
}
"""(players, rounds) -> the opposition bound, for one-table evenings in which no plan keeps
every bound of issue 5 item 3 at once (docs/movements.md, "Evenings that cannot meet every
bound": hand proofs for 6 players over 7 rounds and 7 over 26, an exhaustive search by
tools/search_evenings.py for the rest)."""

STORED: dict[tuple[int, int], str] = {
    (6, 7): "0135 0423 1524 0312 1345 1402 3425",
    (6, 22): (
        "0123 1245 0235 2314 0514 3512 0435 1234 0425 0413 1325 0245 0315 2403 "
        "2415 2403 1345 0214 3405 2501 3415 2305"
    ),
    (6, 29): (
        "0123 2345 1302 0524 0513 3425 0412 0523 1504 1234 0145 2513 4503 1423 "
        "0415 0235 0413 4502 1403 1205 1534 2501 3402 1435 2403 2415 2403 3501 "
        "1425"
    ),
    (6, 30): (
        "0123 1405 2345 1203 0415 1523 0324 0215 1345 0235 1304 1425 4503 0124 "
        "0513 2504 3512 0134 2435 1204 0534 2314 0235 1425 1305 0245 3415 0324 "
        "2501 3412"
    ),
    (7, 8): "1534 2601 3645 1203 0456 1324 3506 1402",
    (7, 9): "2634 1205 3614 0235 4601 2356 1304 1625 0345",
    (7, 10): "0634 2615 4503 1602 3524 0156 4623 1405 3625 1204",
    (7, 19): (
        "0123 5604 2301 4635 1205 3426 0615 3425 0416 3526 0314 5612 4603 1425 "
        "0236 1345 2406 1536 4502"
    ),
    (7, 25): (
        "0123 2546 2301 1645 3402 0516 2436 1502 0346 1524 3601 3425 1604 2635 "
        "1403 5612 0435 1206 1345 0625 3415 0426 1356 4502 1326"
    ),
    (7, 26): (
        "0123 2645 0613 2534 0416 2356 0134 1256 0345 1256 0314 0526 1324 0456 1324 0645 "
        "1326 0514 0236 1425 0316 0425 1536 0423 1645 0623"
    ),
    (7, 28): (
        "0123 4506 0213 1546 0234 1356 1402 3526 0416 4523 1206 5634 0125 3406 "
        "2516 0324 1256 0346 2415 0536 4512 1603 2435 0136 2504 1536 2604 3514"
    ),
    (7, 29): (
        "0123 1456 0236 4512 1306 0425 1623 4605 1324 3605 1402 2536 0416 3524 "
        "1506 2403 1635 0426 1534 5602 1346 2501 5634 1206 0345 1246 0135 4526 "
        "1403"
    ),
}
"""(players, rounds) -> a whole evening found by tools/search_evenings.py (an exact
constraint search), for the one-table evenings the depth-first search below gives up on
within its step limit. One word per round: the seats N, S, E, W as digits (players 0..v-1);
whoever is not seated sits out. Where the evening is impossible (IMPOSSIBLE) it is the
closest plan found: new partners every game and sit-outs fair, oppositions one above the
bound. tests/domain/drive/movements/test_schedule.py checks every entry."""


def stored(
    v: int, rounds: int, rng: random.Random
) -> tuple[list[list[int]], list[frozenset[int]]] | None:
    """The stored evening for (v, rounds), players relabelled by the seed, or None."""
    text = STORED.get((v, rounds))
    return None if text is None else stored_evenings.evening(v, text, rng)


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
