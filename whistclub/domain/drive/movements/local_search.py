"""Local search on the tables of a schedule (movements.md section 4, "local search for the rest").

The schedule is a list of rounds; a round is a flat list of seats, four per table in the order
N, S, E, W (N-S partners, E-W partners); DUMMY_SEAT marks the empty seat of a three-handed
table. A move swaps two seated players of one round (two tables, or the two sides of one
table), or seats a sitter in a player's place and that player in the sitter's place in another
round. The counts and their cost (a bound broken costs HARD) are kept in pair_counts.py, the
cost of a swap read before it is made in swap_costs.py. Counts of frozen (already played)
rounds are included, so a re-plan balances the whole evening.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from whistclub.domain.drive.movements.pair_counts import DUMMY_SEAT as DUMMY_SEAT
from whistclub.domain.drive.movements.pair_counts import HARD as HARD
from whistclub.domain.drive.movements.state import Caps as Caps  # also named here (tools/)
from whistclub.domain.drive.movements.swap_costs import SwapCosts

SITTING_OUT = 255  # a player's table byte in a round they sit out (tables are fewer)


class Search(SwapCosts):
    """Pair counts and cost of a schedule, with swap moves evaluated incrementally."""

    def __init__(
        self,
        players: int,
        rounds: list[list[int]],
        caps: Caps,
        fixed: frozenset[int],
        frozen_partners: dict[tuple[int, int], int],
        frozen_opponents: dict[tuple[int, int], int],
        sitters: Sequence[frozenset[int]] = (),
        sat_out_before: frozenset[int] = frozenset(),
        sat_out_after: frozenset[int] = frozenset(),
        few: frozenset[int] = frozenset(),
        peaks: bool = False,
    ) -> None:
        super().__init__(
            players, rounds, caps, fixed, frozen_partners, frozen_opponents, few, peaks
        )
        self.sitters = [set(out) for out in sitters] or [set() for _ in rounds]
        # Per player, the rounds they sit out: where a sit-out exchange can send a sitter.
        self.out_rounds: list[set[int]] = [set() for _ in range(players)]
        for r, out in enumerate(self.sitters):
            for p in out:
                self.out_rounds[p].add(r)
        self.sat_out_before = sat_out_before
        self.sat_out_after = sat_out_after
        self.where: list[list[int]] = []
        for seats in rounds:
            where = [-1] * players
            for slot, p in enumerate(seats):
                if p != DUMMY_SEAT:
                    where[p] = slot
            self.where.append(where)
        # Per player, a byte per round: the table they sit at, or SITTING_OUT. Two players
        # share a table in round r when their bytes are equal and not SITTING_OUT: found by
        # one XOR of the two rows (_together).
        assert all(len(seats) // 4 < SITTING_OUT for seats in rounds), "too many tables"
        self.table_of = [
            bytearray(where[p] // 4 if where[p] >= 0 else SITTING_OUT for where in self.where)
            for p in range(players)
        ]

    # -- moves ---------------------------------------------------------------------------------

    def swap(self, r: int, s1: int, s2: int) -> int:
        """Swap the players in seats s1 and s2 of round r; return the cost change. Between
        two tables, an exchange at each; within one table, the table counted afresh."""
        seats = self.rounds[r]
        base_1, base_2 = s1 - s1 % 4, s2 - s2 % 4
        bases = (base_1,) if base_1 == base_2 else (base_1, base_2)
        delta = 0
        if self.fixed:
            for base in bases:
                clash = self._fixed_clash(seats, base)
                self.hard -= clash
                delta -= HARD * clash
        a, b = seats[s1], seats[s2]
        if base_1 == base_2:
            delta += self._count_table(seats, base_1, -1)
            seats[s1], seats[s2] = b, a
            delta += self._count_table(seats, base_1, 1)
        else:
            delta += self._exchange(seats, s1, a, b) + self._exchange(seats, s2, b, a)
            seats[s1], seats[s2] = b, a
        where = self.where[r]
        if a != DUMMY_SEAT:
            where[a] = s2
            self.table_of[a][r] = s2 // 4
        if b != DUMMY_SEAT:
            where[b] = s1
            self.table_of[b][r] = s1 // 4
        if self.fixed:
            for base in bases:
                clash = self._fixed_clash(seats, base)
                self.hard += clash
                delta += HARD * clash
        return delta

    def _replace(self, r: int, slot: int, sitter: int) -> int:
        """The sitter takes seat `slot` of round r; its player sits out. Returns the change."""
        seats = self.rounds[r]
        base = slot - slot % 4
        clash = self._fixed_clash(seats, base)
        self.hard -= clash
        leaving = seats[slot]
        delta = self._exchange(seats, slot, leaving, sitter) - HARD * clash
        seats[slot] = sitter
        self.sitters[r].discard(sitter)
        self.sitters[r].add(leaving)
        self.out_rounds[sitter].discard(r)
        self.out_rounds[leaving].add(r)
        self.where[r][sitter] = slot
        self.where[r][leaving] = -1
        self.table_of[sitter][r] = slot // 4
        self.table_of[leaving][r] = SITTING_OUT
        clash = self._fixed_clash(seats, base)
        self.hard += clash
        return delta + HARD * clash

    def _sits(self, player: int, r: int) -> bool:
        if r < 0:
            return player in self.sat_out_before
        if r >= len(self.rounds):
            return player in self.sat_out_after
        return player in self.sitters[r]

    def sit_out_swap(
        self, rng: random.Random, r: int, leaving: int
    ) -> tuple[int, int, int, int, int] | None:
        """Compound move keeping everyone's sit-out count: `leaving` sits out round r in place
        of a sitter x, and x sits out a round r2 in place of `leaving`; never twice running.
        Chosen and weighed, not made: make_sit_out_swap makes it (most are turned down)."""
        if not self.sitters[r]:
            return None
        x = rng.choice(sorted(self.sitters[r]))
        options = sorted(
            r2 for r2 in self.out_rounds[leaving] if r2 != r and self.where[r2][x] >= 0
        )
        rng.shuffle(options)
        for r2 in options:
            # After the move: leaving sits in r (not r2); x sits in r2 (not r).
            if (self._sits(leaving, r - 1) and r - 1 != r2) or (
                self._sits(leaving, r + 1) and r + 1 != r2
            ):
                continue
            if (self._sits(x, r2 - 1) and r2 - 1 != r) or (self._sits(x, r2 + 1) and r2 + 1 != r):
                continue
            if abs(r - r2) == 1:
                continue
            slot, slot2 = self.where[r][leaving], self.where[r2][x]
            return self._sit_out_delta(r, slot, r2, slot2), r, slot, r2, slot2
        return None

    def make_sit_out_swap(self, r: int, slot: int, r2: int, slot2: int) -> int:
        """The sitter of round r takes seat `slot` of r, whose player takes seat `slot2` of
        r2 from its player, who sits out r2 instead; return the cost change."""
        leaving, x = self.rounds[r][slot], self.rounds[r2][slot2]
        return self._replace(r, slot, x) + self._replace(r2, slot2, leaving)

    def _sit_out_delta(self, r: int, slot: int, r2: int, slot2: int) -> int:
        """What make_sit_out_swap would return, without making it: an exchange at a table of
        each round, read from the counts. When the two tables share a player, a pair could
        change at both, so the move is made and undone instead."""
        seats, seats2 = self.rounds[r], self.rounds[r2]
        leaving, x = seats[slot], seats2[slot2]
        base, base2 = slot - slot % 4, slot2 - slot2 % 4
        mates = {p for p in seats[base : base + 4] if p != DUMMY_SEAT}
        if not mates.isdisjoint(seats2[base2 : base2 + 4]):
            delta = self.make_sit_out_swap(r, slot, r2, slot2)
            self.make_sit_out_swap(r, slot, r2, slot2)  # the players back where they were
            return delta
        delta = self._exchange_cost(seats, slot, leaving, x)
        delta += self._exchange_cost(seats2, slot2, x, leaving)
        fixed = self.fixed
        if fixed:
            change = (x in fixed) - (leaving in fixed)
            for table, step in (
                (seats[base : base + 4], change),
                (seats2[base2 : base2 + 4], -change),
            ):
                n = sum(1 for p in table if p in fixed)
                delta += HARD * (max(0, n + step - 1) - max(0, n - 1))
        return delta

    def run(self, rng: random.Random, iterations: int, patience: int) -> None:
        """Swap moves: targeted at bad pairs while any remain, random otherwise; annealed."""
        if not self.rounds:
            return
        best = self.cost
        since_best = 0
        temperature = 2.0
        bad: list[tuple[int, int]] = []
        for it in range(iterations):
            if it % 200 == 0:
                bad = self.bad_pairs() if self.hard else []
                temperature = max(0.05, temperature * 0.97)
            if bad and self.sitters[0] and rng.random() < 0.3:
                compound = self._targeted_sit_out(rng, bad)
                if compound is not None:
                    delta, r, slot, r2, slot2 = compound
                    if delta <= 0 or rng.random() < math.exp(-delta / temperature):
                        self.make_sit_out_swap(r, slot, r2, slot2)
                    continue
            move = self._targeted(rng, bad) if bad and rng.random() < 0.8 else None
            if move is None:
                move = self._random_move(rng)
            if move is None:
                continue
            r, s1, s2 = move
            # Weighed before it is made: most moves are turned down.
            weigh = self._swap_delta if s1 // 4 != s2 // 4 else self._turn_delta
            delta = weigh(self.rounds[r], s1, s2)
            if delta <= 0 or rng.random() < math.exp(-delta / temperature):
                self.swap(r, s1, s2)
            if self.cost < best:
                best, since_best = self.cost, 0
            else:
                since_best += 1
                if not self.hard and since_best > patience:
                    return

    def tabu(self, rng: random.Random, iterations: int, patience: int | None = None) -> None:
        """Min-conflicts tabu search on the hard violations (the usual cure for
        social-golfer-like problems): take a pair met too often, try every swap of either
        player in a round where they meet (and one sit-out exchange), make the best move
        that is not tabu even if it is worse, and forbid moving those players in that round
        back for a few steps. With `patience`, it stops once that many steps have passed
        without a new fewest violations: a room with hundreds of them (a near-whole
        tournament seated from another design's) is beyond what its steps can mend, and the
        annealing after it mends more for the time."""
        # Per round, per player: the last step in which they may not move in that round.
        tabu: list[dict[int, int]] = [{} for _ in self.rounds]
        best_hard = self.hard
        best_cost = self.cost
        # The moves made since the cheapest state so far, to go back to it by undoing them
        # (each move is its own inverse): a copy of every round at each new cheapest state
        # cost more than all the steps between them.
        since_cheapest: list[tuple[int, ...]] = []
        bad: list[tuple[int, int]] = []
        fewest, since = self.hard, 0
        for it in range(iterations):
            if self.cost < best_cost:
                best_cost = self.cost
                since_cheapest.clear()
            if not self.hard:
                return
            if self.hard < fewest:
                fewest, since = self.hard, 0
            else:
                since += 1
                if patience is not None and since > patience:
                    break
            if it % 25 == 0 or not bad:
                bad = self.bad_pairs()
            a, b = bad[rng.randrange(len(bad))]
            together = self._together(a, b)
            if not together:
                bad = []
                continue
            r = rng.choice(together)
            seats = self.rounds[r]
            best: tuple[int, float, int, int] | None = None
            leaving = self.leaving_costs(r)  # a and b share a table: the same for both
            held = tabu[r]
            blocked = {p for p, until in held.items() if until >= it}
            # A tabu move is still taken if it gives fewer violations than ever (aspiration).
            aspiring = (best_hard - self.hard) * HARD
            # The seats a swap of a or b can reach, in seat order: every player at another
            # table, and at their own table (base) the two facing them (what _useful allows).
            base = self.where[r][a] - self.where[r][a] % 4
            before: Sequence[int] = range(base)
            after: Sequence[int] = range(base + 4, len(seats))
            if DUMMY_SEAT in seats:
                before = [s2 for s2 in before if seats[s2] != DUMMY_SEAT]
                after = [s2 for s2 in after if seats[s2] != DUMMY_SEAT]
            for x in (a, b):
                s1 = self.where[r][x]
                deltas = self.seat_deltas(r, s1, leaving)
                facing = [
                    s2
                    for s2 in (range(base + 2, base + 4) if s1 % 4 < 2 else range(base, base + 2))
                    if seats[s2] != DUMMY_SEAT
                ]
                for s2 in facing:
                    deltas[s2] = self._turn_delta(seats, s1, s2)
                moves = [*before, *facing, *after]
                if x in blocked:
                    moves = [s2 for s2 in moves if deltas[s2] < aspiring]
                elif blocked:
                    moves = [
                        s2 for s2 in moves if seats[s2] not in blocked or deltas[s2] < aspiring
                    ]
                # Ties go by the seed: a draw for every move weighed, in seat order.
                keys = [(deltas[s2], rng.random(), s1, s2) for s2 in moves]
                if keys:
                    found = min(keys)
                    if best is None or found < best:
                        best = found
            compound = self.sit_out_swap(rng, r, rng.choice((a, b)))
            if compound is not None:
                delta, cr, slot, r2, slot2 = compound
                if best is None or delta < best[0]:
                    self.make_sit_out_swap(cr, slot, r2, slot2)
                    since_cheapest.append((cr, slot, r2, slot2))
                    tabu[cr][self.rounds[cr][slot]] = it + 4 + rng.randrange(4)
                    best_hard = min(best_hard, self.hard)
                    continue
            if best is None:
                continue
            _, _, s1, s2 = best
            tenure = 4 + rng.randrange(4)
            held[seats[s1]] = it + tenure
            held[seats[s2]] = it + tenure
            self.swap(r, s1, s2)
            since_cheapest.append((r, s1, s2))
            best_hard = min(best_hard, self.hard)
        if self.cost > best_cost:
            for move in reversed(since_cheapest):
                if len(move) == 3:
                    self.swap(*move)
                else:
                    self.make_sit_out_swap(*move)

    def _together(self, a: int, b: int) -> list[int]:
        """The rounds in which a and b sit at one table: the zero bytes of their rows XORed
        (as integers, in C), but for rounds a sits out. Four times quicker than comparing
        the rows round by round, and asked at most steps of every walk."""
        row_a = self.table_of[a]
        same = int.from_bytes(row_a, "little") ^ int.from_bytes(self.table_of[b], "little")
        differences = same.to_bytes(len(row_a), "little")
        found = []
        r = differences.find(0)
        while r >= 0:
            if row_a[r] != SITTING_OUT:
                found.append(r)
            r = differences.find(0, r + 1)
        return found

    def _targeted_sit_out(
        self, rng: random.Random, bad: list[tuple[int, int]]
    ) -> tuple[int, int, int, int, int] | None:
        a, b = bad[rng.randrange(len(bad))]
        together = self._together(a, b)
        if not together:
            return None
        return self.sit_out_swap(rng, rng.choice(together), rng.choice((a, b)))

    def _random_move(self, rng: random.Random) -> tuple[int, int, int] | None:
        r = rng.randrange(len(self.rounds))
        seats = self.rounds[r]
        for _ in range(8):
            s1 = rng.randrange(len(seats))
            s2 = rng.randrange(len(seats))
            if self._useful(seats, s1, s2):
                return r, s1, s2
        return None

    def _targeted(
        self, rng: random.Random, bad: list[tuple[int, int]]
    ) -> tuple[int, int, int] | None:
        a, b = bad[rng.randrange(len(bad))]
        together = self._together(a, b)
        if not together:
            return None
        r = rng.choice(together)
        seats = self.rounds[r]
        s1 = self.where[r][rng.choice((a, b))]
        for _ in range(8):
            s2 = rng.randrange(len(seats))
            if self._useful(seats, s1, s2):
                return r, s1, s2
        return None

    @staticmethod
    def _useful(seats: Sequence[int], s1: int, s2: int) -> bool:
        """A swap that changes something: two real players, not partners of each other."""
        if seats[s1] == DUMMY_SEAT or seats[s2] == DUMMY_SEAT or s1 == s2:
            return False
        if s1 // 4 == s2 // 4:
            return (s1 % 4) // 2 != (s2 % 4) // 2
        return True
