"""Table numbers and seats of each round (movements.md section 5.3): nobody at the same table
twice running, visits spread, each opponent met on both sides where possible."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from whistclub.domain.drive.movements.local_search import DUMMY_SEAT, HARD
from whistclub.domain.drive.movements.model import DUMMY, Round, Table


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
        self.weights = [[0] * (tables + 1) for _ in range(v)]  # 4 x visits squared
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
                        self.weights[p][number] = 4 * count * count
            self.previous = {p: n for n, g in placed for p in g if p != DUMMY_SEAT}
            out.append((sorted(placed), out_now))
        return out

    def _costs(self, game: Sequence[int]) -> list[int]:
        """The cost of each table number for one table's players: HARD for a player's table
        of the round before (a stay), plus 4 x visits squared (a table visited often is
        avoided). Fixed players count for nothing: their table is theirs."""
        movers = [p for p in game if p != DUMMY_SEAT and p not in self.fixed]
        if not movers:
            return [0] * (self.tables + 1)
        rows = [self.weights[p] for p in movers]
        if len(rows) == 4:
            a, b, c, d = rows
            costs = [w + x + y + z for w, x, y, z in zip(a, b, c, d, strict=True)]
        else:
            costs = [sum(column) for column in zip(*rows, strict=True)]
        for p in movers:
            stay = self.previous.get(p)
            if stay is not None and 0 < stay <= self.tables:
                costs[stay] += HARD
        return costs

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
        costs: dict[int, list[int]] = {k: self._costs(games[k]) for k in movable}
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
        costs: dict[int, list[int]], numbers: list[int], movable: list[int], i: int
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
        for k in range(4):
            a, b = ring[k], ring[(k + 1) % 4]
            if a != DUMMY_SEAT and b != DUMMY_SEAT:
                left_hand[(a + 1) * width + b + 1] += 1
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
