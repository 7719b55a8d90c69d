"""Table numbers and seats of each round (movements.md section 5.3): nobody at the same table
twice running, visits spread, each opponent met on both sides where possible."""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence

from whistclub.domain.drive.movements.local_search import DUMMY_SEAT, HARD
from whistclub.domain.drive.movements.model import DUMMY, Round, Table

WEIGHT_BITS = 32
WEIGHT_FIELD = "I"  # struct's unsigned 32-bit field, little-endian with "<"
# A field holds at most 4 x (200 visits) squared for each of four players, plus HARD for
# each of them staying: 4 x 160,000 + 4 x HARD, well inside 32 bits (an evening is at most
# 200 rounds, schedule.MAX_ROUNDS).


class Seating:
    """Number the tables of each round and orient the seats (movements.md section 5.3)."""

    def __init__(
        self,
        v: int,
        tables: int,
        fixed: dict[int, int],
        last_tables: dict[int, int],
        keep_orientation: bool,
    ) -> None:
        self.tables = tables
        self.fixed = fixed
        self.previous = dict(last_tables)
        self.visits = [[0] * (tables + 1) for _ in range(v)]
        # Per player, 4 x visits squared for every table number, packed into one integer of
        # WEIGHT_BITS-bit fields (number n at bit n x WEIGHT_BITS): the weights of a table's
        # four players for every number are then summed by three additions, and read back
        # as one tuple by `_unpack`.
        self.weights = [0] * v
        self._unpack = struct.Struct(f"<{tables + 1}{WEIGHT_FIELD}").unpack
        # How often a is b's left-hand opponent, at (a + 1) * width + b + 1 (0 for the dummy).
        self.width = v + 1
        self.left_hand = [0] * (self.width * self.width)
        self.keep_orientation = keep_orientation

    def seat(
        self, rounds: Sequence[Sequence[int]], sitters: Sequence[frozenset[int]]
    ) -> list[tuple[list[tuple[int, list[int]]], frozenset[int]]]:
        out = []
        for seats, out_now in zip(rounds, sitters, strict=True):
            games = [list(seats[b : b + 4]) for b in range(0, len(seats), 4)]
            numbers = self._numbers(games)
            placed = []
            for game, number in zip(games, numbers, strict=True):
                placed.append((number, self._orient(game)))
                for p in game:
                    if p != DUMMY_SEAT:
                        count = self.visits[p][number] + 1
                        self.visits[p][number] = count
                        # 4 x count squared less 4 x (count - 1) squared
                        self.weights[p] += (8 * count - 4) << (WEIGHT_BITS * number)
            self.previous = {p: n for n, g in placed for p in g if p != DUMMY_SEAT}
            out.append((sorted(placed), out_now))
        return out

    def _costs(self, game: Sequence[int]) -> tuple[int, ...]:
        """The cost of each table number for one table's players: HARD for a player's table
        of the round before (a stay), plus 4 x visits squared (a table visited often is
        avoided). Fixed players count for nothing: their table is theirs."""
        movers = [p for p in game if p != DUMMY_SEAT and p not in self.fixed]
        weights = self.weights
        if len(movers) == 4:
            a, b, c, d = movers
            packed = weights[a] + weights[b] + weights[c] + weights[d]
        else:
            packed = sum(weights[p] for p in movers)
        for p in movers:
            stay = self.previous.get(p)
            if stay is not None and 0 < stay <= self.tables:
                packed += HARD << (WEIGHT_BITS * stay)
        return self._unpack(packed.to_bytes(WEIGHT_BITS // 8 * (self.tables + 1), "little"))

    def _numbers(self, games: list[list[int]]) -> list[int]:
        """Fixed players' tables keep their number; the rest are assigned greedily, then
        improved by swapping two numbers while that lowers the cost (stays, uneven visits).
        The costs of every table and number are worked out once per round."""
        numbers = [0] * len(games)
        free = set(range(1, self.tables + 1))
        for k, game in enumerate(games):
            for p in game:
                if p in self.fixed:
                    numbers[k] = self.fixed[p]
                    free.discard(self.fixed[p])
        movable = [k for k in range(len(games)) if numbers[k] == 0]
        costs: dict[int, tuple[int, ...]] = {k: self._costs(games[k]) for k in movable}
        open_numbers = sorted(free)
        if len(open_numbers) == self.tables:  # no fixed tables: every number is open
            movable.sort(key=lambda k: -max(costs[k][1:], default=0))
        else:
            movable.sort(key=lambda k: -max(map(costs[k].__getitem__, open_numbers), default=0))
        for k in movable:
            best = min(open_numbers, key=costs[k].__getitem__)  # the lowest number of the best
            numbers[k] = best
            open_numbers.remove(best)
        for _ in range(2 * len(games)):
            stuck = [i for i in movable if costs[i][numbers[i]] >= HARD]
            if not stuck or not any(self._unstick(costs, numbers, movable, i) for i in stuck):
                break
        return numbers

    @staticmethod
    def _unstick(
        costs: dict[int, tuple[int, ...]], numbers: list[int], movable: list[int], i: int
    ) -> bool:
        """Move table i off a number one of its players just used: swap numbers with another
        table, or rotate numbers among three, when that lowers the cost."""

        def cost(tables: Sequence[int]) -> int:
            return sum(costs[t][numbers[t]] for t in tables)

        for j in movable:
            if j == i:
                continue
            before = cost((i, j))
            numbers[i], numbers[j] = numbers[j], numbers[i]
            if cost((i, j)) < before:
                return True
            numbers[i], numbers[j] = numbers[j], numbers[i]
        for j in movable:
            for k in movable:
                if len({i, j, k}) < 3:
                    continue
                before = cost((i, j, k))
                numbers[i], numbers[j], numbers[k] = numbers[j], numbers[k], numbers[i]
                if cost((i, j, k)) < before:
                    return True
                numbers[i], numbers[j], numbers[k] = numbers[k], numbers[i], numbers[j]
        return False

    def _orient(self, game: list[int]) -> list[int]:
        """Seats N, S, E, W. Turning the table keeps who is whose left-hand opponent; mirroring
        it reverses that, so mirror when it balances left and right (a directed tournament
        meets every opponent once on each side). A fixed player is turned to North."""
        north, south, east, west = game
        ring = [north, east, south, west]  # clockwise: each player's left-hand opponent is next
        left_hand, width = self.left_hand, self.width
        if not self.keep_orientation:
            n, e, s, w = north + 1, east + 1, south + 1, west + 1  # DUMMY_SEAT's counts stay 0
            turned = (
                left_hand[n * width + e]
                + left_hand[e * width + s]
                + left_hand[s * width + w]
                + left_hand[w * width + n]
            )
            mirrored = (
                left_hand[n * width + w]
                + left_hand[w * width + s]
                + left_hand[s * width + e]
                + left_hand[e * width + n]
            )
            if mirrored < turned:
                ring = [north, west, south, east]
        first, second, third, fourth = ring
        for a, b in ((first, second), (second, third), (third, fourth), (fourth, first)):
            if a != DUMMY_SEAT and b != DUMMY_SEAT:
                left_hand[(a + 1) * width + b + 1] += 1
        if self.fixed:
            for k, p in enumerate(ring):
                if p in self.fixed:
                    ring = ring[k:] + ring[:k]
                    break
        return [ring[0], ring[2], ring[1], ring[3]]


def to_round(
    placed: Iterable[tuple[int, list[int]]], sitters: frozenset[int], roster: Sequence[int]
) -> Round:
    def card(p: int) -> int:
        return DUMMY if p == DUMMY_SEAT else roster[p]

    tables = tuple(
        Table(number, (card(n), card(s)), (card(e), card(w))) for number, (n, s, e, w) in placed
    )
    return Round(tables, tuple(sorted(roster[p] for p in sitters)))
