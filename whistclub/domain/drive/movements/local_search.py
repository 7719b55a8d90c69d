"""Local search on the tables of a schedule (movements.md section 4, "local search for the rest").

The schedule is a list of rounds; a round is a flat list of seats, four per table in the order
N, S, E, W (N-S partners, E-W partners); DUMMY_SEAT marks the empty seat of a three-handed
table. A move swaps two seated players of one round (two tables, or the two sides of one
table). The cost is lexicographic through weights: a partnership or opposition above its cap
costs HARD each (with `peaks`, the next one above it 2 x HARD more, the next 3 x HARD more:
where the caps cannot all be kept, one pair far over them then costs more than two pairs
just over, so the most times anyone partners or faces the same player, which the summary
tells, is kept down), two fixed-seat players at one table cost HARD, and below that the
sum of squared counts spreads partners and opponents evenly. Counts of frozen (already played)
rounds are included, so a re-plan balances the whole evening.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from itertools import compress
from operator import eq

from whistclub.domain.drive.movements.state import Caps as Caps  # also named here (tools/)

DUMMY_SEAT = -1
HARD = 100_000


def _excess_cost(count: int, cap: int) -> int:
    """The hard cost of a count: 1 for each meeting above the cap."""
    return max(0, count - cap)


def _peak_cost(count: int, cap: int) -> int:
    """The hard cost of a count with `peaks`: 1 + 2 + ... for each meeting above the cap."""
    excess = max(0, count - cap)
    return excess * (excess + 1) // 2


def _at_least(counts: list[int], limit: int) -> list[int]:
    """The indices of the counts at or above `limit`, in order: read as bytes, marked by a
    translation table and found with bytes.find (C loops over the v x v counts, where the
    pairs found are few), while every count fits in a byte; else one Python scan."""
    if limit > 255 or max(counts, default=0) > 255:
        return [k for k, c in enumerate(counts) if c >= limit]
    marks = bytes(counts).translate(bytes(int(c >= limit) for c in range(256)))
    found = []
    k = marks.find(1)
    while k >= 0:
        found.append(k)
        k = marks.find(1, k + 1)
    return found


class Search:
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
        self.v = players
        self.rounds = rounds
        self.sitters = [set(out) for out in sitters] or [set() for _ in rounds]
        self.sat_out_before = sat_out_before
        self.sat_out_after = sat_out_after
        self.fixed = fixed
        size = players * players
        self.partners = [0] * size
        self.opponents = [0] * size
        for (a, b), c in frozen_partners.items():
            self.partners[a * players + b] = c
        for (a, b), c in frozen_opponents.items():
            self.opponents[a * players + b] = c
        top = len(rounds) + max([*frozen_partners.values(), *frozen_opponents.values(), 0]) + 2
        over = _peak_cost if peaks else _excess_cost
        self.partner_hard = [over(c, caps.partner) for c in range(top)]
        # Whoever plays at most v-1 games partners nobody twice, even when others play more
        # (issue 5 item 3, read per player): their pairs have partner cap 1.
        self.partner_once = [over(c, 1) for c in range(top)]
        self.strict = bytearray(size)
        for a in few:
            for b in range(players):
                self.strict[a * players + b] = self.strict[b * players + a] = 1
        self.opponent_hard = [over(c, caps.opponent) for c in range(top)]
        self.squares = [c * c for c in range(top)]
        # The whole cost change of one pair's count going up (or down) by one, by count: what
        # the tabu step reads for every seat of a round (swap_deltas).
        self.up_opponent = self._steps(self.opponent_hard, 1)
        self.down_opponent = self._steps(self.opponent_hard, -1)
        self.up_partner = (self._steps(self.partner_hard, 1), self._steps(self.partner_once, 1))
        self.down_partner = (self._steps(self.partner_hard, -1), self._steps(self.partner_once, -1))
        self.where: list[list[int]] = []
        self.hard = 0
        self.soft = 0
        for seats in rounds:
            where = [-1] * players
            for slot, p in enumerate(seats):
                if p != DUMMY_SEAT:
                    where[p] = slot
            self.where.append(where)
            for table in range(0, len(seats), 4):
                self._count_table(seats, table, 1)
        self.hard, self.soft = self._totals()
        # Per player and round, the table they sit at, or a number of their own below 0 when
        # they sit out: two players share a table in round r when their entries are equal.
        self.table_of = [
            [where[p] // 4 if where[p] >= 0 else -1 - p for where in self.where]
            for p in range(players)
        ]

    @property
    def cost(self) -> int:
        return HARD * self.hard + self.soft

    def _steps(self, hard: list[int], step: int) -> list[int]:
        squares = self.squares
        top = len(squares)
        return [
            HARD * (hard[c + step] - hard[c]) + squares[c + step] - squares[c]
            if 0 <= c + step < top
            else 0
            for c in range(top)
        ]

    # -- counts --------------------------------------------------------------------------------

    def _count_table(self, seats: Sequence[int], base: int, step: int) -> int:
        """Add (step = 1) or remove (step = -1) one table's pairs; return the cost change.

        The innermost loop of every search, so the two partnerships (N-S, E-W) and the four
        oppositions are written out and the lookups kept in locals (about 10% faster).
        """
        v = self.v
        squares = self.squares
        north, south, east, west = seats[base : base + 4]
        hard = 0
        soft = 0
        partners, strict = self.partners, self.strict
        once, partner_hard = self.partner_once, self.partner_hard
        for a, b in ((north, south), (east, west)):
            if a == DUMMY_SEAT or b == DUMMY_SEAT:
                continue
            k = a * v + b if a < b else b * v + a
            c = partners[k]
            n = c + step
            partners[k] = n
            cap = once if strict[k] else partner_hard
            hard += cap[n] - cap[c]
            soft += squares[n] - squares[c]
        opponents, opponent_hard = self.opponents, self.opponent_hard
        for a, b in ((north, east), (north, west), (south, east), (south, west)):
            if a == DUMMY_SEAT or b == DUMMY_SEAT:
                continue
            k = a * v + b if a < b else b * v + a
            c = opponents[k]
            n = c + step
            opponents[k] = n
            hard += opponent_hard[n] - opponent_hard[c]
            soft += squares[n] - squares[c]
        self.hard += hard
        self.soft += soft
        return HARD * hard + soft

    def _partner_excess(self, k: int) -> int:
        cap = self.partner_once if self.strict[k] else self.partner_hard
        return cap[self.partners[k]]

    def _fixed_clash(self, seats: Sequence[int], base: int) -> int:
        """1 for every fixed-seat player beyond the first at one table (one per table)."""
        if not self.fixed:
            return 0
        n = sum(1 for p in seats[base : base + 4] if p in self.fixed)
        return max(0, n - 1)

    def _totals(self) -> tuple[int, int]:
        hard = sum(self._partner_excess(k) for k, c in enumerate(self.partners) if c > 1)
        opponent_hard = self.opponent_hard
        hard += sum(opponent_hard[c] for c in self.opponents if c > 1)
        for seats in self.rounds:
            hard += sum(self._fixed_clash(seats, base) for base in range(0, len(seats), 4))
        soft = sum(self.squares[c] for c in self.partners)
        soft += sum(self.squares[c] for c in self.opponents)
        return hard, soft

    # -- moves ---------------------------------------------------------------------------------

    def swap(self, r: int, s1: int, s2: int) -> int:
        """Swap the players in seats s1 and s2 of round r; return the cost change."""
        seats = self.rounds[r]
        bases = {s1 - s1 % 4, s2 - s2 % 4}
        delta = 0
        for base in bases:
            clash = self._fixed_clash(seats, base)
            self.hard -= clash
            delta += self._count_table(seats, base, -1) - HARD * clash
        a, b = seats[s1], seats[s2]
        seats[s1], seats[s2] = b, a
        where = self.where[r]
        if a != DUMMY_SEAT:
            where[a] = s2
            self.table_of[a][r] = s2 // 4
        if b != DUMMY_SEAT:
            where[b] = s1
            self.table_of[b][r] = s1 // 4
        for base in bases:
            clash = self._fixed_clash(seats, base)
            self.hard += clash
            delta += self._count_table(seats, base, 1) + HARD * clash
        return delta

    def _swap_delta(self, seats: Sequence[int], s1: int, s2: int) -> int:
        """The cost change of swapping seats s1 and s2 at two different tables, without
        making the swap. The tabu step weighs every swap of a player before making one;
        reading the twelve pairs that change is about three times cheaper than swapping and
        swapping back. Fixed players: only the number of them at each of the two tables
        changes, by one at most."""
        v = self.v
        squares, strict = self.squares, self.strict
        once, partner_hard = self.partner_once, self.partner_hard
        opponent_hard = self.opponent_hard
        hard = 0
        soft = 0
        x, y = seats[s1], seats[s2]
        fixed = self.fixed
        if fixed:
            change = (y in fixed) - (x in fixed)
            if change:
                for base, step in ((s1 - s1 % 4, change), (s2 - s2 % 4, -change)):
                    n = sum(1 for p in seats[base : base + 4] if p in fixed)
                    hard += max(0, n + step - 1) - max(0, n - 1)
        for slot, leaving, coming in ((s1, x, y), (s2, y, x)):
            base = slot - slot % 4
            partner_slot = slot ^ 1
            for mate_slot in range(base, base + 4):
                mate = seats[mate_slot]
                if mate_slot == slot or mate == DUMMY_SEAT:
                    continue
                gone = leaving * v + mate if leaving < mate else mate * v + leaving
                new = coming * v + mate if coming < mate else mate * v + coming
                if mate_slot == partner_slot:
                    counts = self.partners
                    cap_gone = once if strict[gone] else partner_hard
                    cap_new = once if strict[new] else partner_hard
                else:
                    counts = self.opponents
                    cap_gone = cap_new = opponent_hard
                c = counts[gone]
                hard += cap_gone[c - 1] - cap_gone[c]
                soft += squares[c - 1] - squares[c]
                c = counts[new]
                hard += cap_new[c + 1] - cap_new[c]
                soft += squares[c + 1] - squares[c]
        return HARD * hard + soft

    def _row(self, counts: Sequence[int] | bytearray, m: int) -> list[int]:
        """counts[pair of m and y] for every y (0 for m itself), read as two slices of the
        triangle the pairs are stored in; one more 0 at the end, for DUMMY_SEAT (-1)."""
        v = self.v
        return [*counts[m : m * v : v], 0, *counts[m * v + m + 1 : m * v + v], 0]

    def _partner_row(self, steps: tuple[list[int], list[int]], m: int) -> list[int]:
        """The cost change, for every y, of y and m partnering once more (or once less)."""
        if m == DUMMY_SEAT:
            return [0] * (self.v + 1)
        normal, once = steps
        counts = self._row(self.partners, m)
        strict = self._row(self.strict, m)
        return [
            once[c] if k else normal[c] for c, k in zip(counts[:-1], strict[:-1], strict=True)
        ] + [0]

    def _opponent_row(self, steps: list[int], m: int) -> list[int]:
        if m == DUMMY_SEAT:
            return [0] * (self.v + 1)
        return [steps[c] for c in self._row(self.opponents, m)[:-1]] + [0]

    def swap_deltas(self, r: int, s1: int) -> list[int | None]:
        """The cost change of swapping seat s1 of round r with each seat at another table
        (None for its own table and for empty seats), without making any swap: what
        _swap_delta gives seat by seat, read by rows. The twelve pairs of a swap are four
        groups: the player x of s1 leaving its table (the same for every seat), x joining
        the other table, y leaving it (worked out once per table) and y joining x's table;
        x's and x's table-mates' counts with everyone are read once, as rows."""
        seats = self.rounds[r]
        v = self.v
        x = seats[s1]
        base_x = s1 - s1 % 4
        mate_x = seats[s1 ^ 1]
        facing_x = seats[base_x + 2 : base_x + 4] if s1 % 4 < 2 else seats[base_x : base_x + 2]
        # x and its table-mates, as rows over every player.
        up_partner_x = self._partner_row(self.up_partner, x)
        up_opponent_x = self._opponent_row(self.up_opponent, x)
        join_x = [
            a + b + c
            for a, b, c in zip(
                self._partner_row(self.up_partner, mate_x),
                self._opponent_row(self.up_opponent, facing_x[0]),
                self._opponent_row(self.up_opponent, facing_x[1]),
                strict=True,
            )
        ]
        down_partner_x = self._partner_row(self.down_partner, x)
        down_opponent_x = self._opponent_row(self.down_opponent, x)
        leave_x = down_partner_x[mate_x] + down_opponent_x[facing_x[0]]
        leave_x += down_opponent_x[facing_x[1]]
        partners, opponents, strict = self.partners, self.opponents, self.strict
        down_opponent = self.down_opponent
        down_normal, down_once = self.down_partner

        def down_pair(a: int, b: int, partner: bool) -> int:
            if a == DUMMY_SEAT or b == DUMMY_SEAT:
                return 0
            k = a * v + b if a < b else b * v + a
            if partner:
                return (down_once if strict[k] else down_normal)[partners[k]]
            return down_opponent[opponents[k]]

        out: list[int | None] = [None] * len(seats)
        for base in range(0, len(seats), 4):
            if base == base_x:
                continue
            n, s, e, w = seats[base : base + 4]
            ns, ew = down_pair(n, s, True), down_pair(e, w, True)
            ne, nw = down_pair(n, e, False), down_pair(n, w, False)
            se, sw = down_pair(s, e, False), down_pair(s, w, False)
            leaves = (ns + ne + nw, ns + se + sw, ew + ne + se, ew + nw + sw)
            for j in range(4):
                y = seats[base + j]
                if y == DUMMY_SEAT:
                    continue
                mate = seats[base + (j ^ 1)]
                if j < 2:
                    o1, o2 = e, w
                else:
                    o1, o2 = n, s
                out[base + j] = (
                    leave_x
                    + leaves[j]
                    + join_x[y]
                    + up_partner_x[mate]
                    + up_opponent_x[o1]
                    + up_opponent_x[o2]
                )
        if self.fixed:  # a fixed player moving: the generic count of clashes as well
            fixed = self.fixed
            for s2, y in enumerate(seats):
                if out[s2] is not None and (x in fixed or y in fixed):
                    out[s2] = self._swap_delta(seats, s1, s2)
        return out

    def _replace(self, r: int, slot: int, sitter: int) -> int:
        """The sitter takes seat `slot` of round r; its player sits out. Returns the change."""
        seats = self.rounds[r]
        base = slot - slot % 4
        clash = self._fixed_clash(seats, base)
        delta = self._count_table(seats, base, -1) - HARD * clash
        self.hard -= clash
        leaving = seats[slot]
        seats[slot] = sitter
        self.sitters[r].discard(sitter)
        self.sitters[r].add(leaving)
        self.where[r][sitter] = slot
        self.where[r][leaving] = -1
        self.table_of[sitter][r] = slot // 4
        self.table_of[leaving][r] = -1 - leaving
        clash = self._fixed_clash(seats, base)
        self.hard += clash
        return delta + self._count_table(seats, base, 1) + HARD * clash

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
        of a sitter x, and x sits out a round r2 in place of `leaving`; never twice running."""
        if not self.sitters[r]:
            return None
        x = rng.choice(sorted(self.sitters[r]))
        options = [
            r2
            for r2 in range(len(self.rounds))
            if r2 != r and leaving in self.sitters[r2] and self.where[r2][x] >= 0
        ]
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
            delta = self._replace(r, slot, x) + self._replace(r2, slot2, leaving)
            return delta, r, slot, r2, slot2
        return None

    def undo_sit_out_swap(self, r: int, slot: int, r2: int, slot2: int) -> None:
        x = self.rounds[r][slot]
        leaving = self.rounds[r2][slot2]
        self._replace(r, slot, leaving)
        self._replace(r2, slot2, x)

    def _over(self) -> list[int]:
        """The pairs (as indices, in order) whose counts cost HARD. Only a count of 2 or more
        can be over a partner cap, and only one above the opponent cap over that: both are
        found by a scan of the counts alone, then the partner caps are read for those few."""
        limit = next((c for c, h in enumerate(self.opponent_hard) if h), len(self.opponent_hard))
        over = set(_at_least(self.opponents, limit))
        over.update(k for k in _at_least(self.partners, 2) if self._partner_excess(k))
        return sorted(over)

    def bad_pairs(self) -> list[tuple[int, int]]:
        """Pairs whose counts cost HARD, and pairs of fixed players (to be kept apart)."""
        bad = [divmod(k, self.v) for k in self._over()]
        fixed = sorted(self.fixed)
        bad.extend((a, b) for i, a in enumerate(fixed) for b in fixed[i + 1 :])
        return bad

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
                    if delta > 0 and rng.random() >= math.exp(-delta / temperature):
                        self.undo_sit_out_swap(r, slot, r2, slot2)
                    continue
            move = self._targeted(rng, bad) if bad and rng.random() < 0.8 else None
            if move is None:
                move = self._random_move(rng)
            if move is None:
                continue
            r, s1, s2 = move
            if s1 // 4 != s2 // 4:  # weighed before it is made: most moves are turned down
                delta = self._swap_delta(self.rounds[r], s1, s2)
                if delta <= 0 or rng.random() < math.exp(-delta / temperature):
                    self.swap(r, s1, s2)
            else:
                delta = self.swap(r, s1, s2)
                if delta > 0 and rng.random() >= math.exp(-delta / temperature):
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
        tabu: dict[tuple[int, int], int] = {}
        best_hard = self.hard
        best_cost = self.cost
        snapshot = self._snapshot()
        bad: list[tuple[int, int]] = []
        fewest, since = self.hard, 0
        for it in range(iterations):
            if self.cost < best_cost:
                best_cost = self.cost
                snapshot = self._snapshot()
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
            for x in (a, b):
                s1 = self.where[r][x]
                deltas = self.swap_deltas(r, s1)
                for s2 in range(len(seats)):
                    if not self._useful(seats, s1, s2):
                        continue
                    y = seats[s2]
                    found = deltas[s2]
                    if found is not None:
                        delta = found
                    else:
                        delta = self.swap(r, s1, s2)
                        self.swap(r, s1, s2)
                    allowed = tabu.get((x, r), -1) < it and tabu.get((y, r), -1) < it
                    if not allowed and self.hard * HARD + delta >= best_hard * HARD:
                        continue
                    key = (delta, rng.random(), s1, s2)
                    if best is None or key < best:
                        best = key
            compound = self.sit_out_swap(rng, r, rng.choice((a, b)))
            if compound is not None:
                delta, cr, slot, r2, slot2 = compound
                if best is None or delta < best[0]:
                    tabu[(self.rounds[cr][slot], cr)] = it + 4 + rng.randrange(4)
                    best_hard = min(best_hard, self.hard)
                    continue
                self.undo_sit_out_swap(cr, slot, r2, slot2)
            if best is None:
                continue
            _, _, s1, s2 = best
            tenure = 4 + rng.randrange(4)
            tabu[(seats[s1], r)] = it + tenure
            tabu[(seats[s2], r)] = it + tenure
            self.swap(r, s1, s2)
            best_hard = min(best_hard, self.hard)
        if self.cost > best_cost:
            self._restore(snapshot)

    def _together(self, a: int, b: int) -> list[int]:
        """The rounds in which a and b sit at one table (compared in C, round by round)."""
        return list(compress(range(len(self.rounds)), map(eq, self.table_of[a], self.table_of[b])))

    def _snapshot(self) -> tuple[list[list[int]], list[set[int]]]:
        return [list(seats) for seats in self.rounds], [set(out) for out in self.sitters]

    def _restore(self, snapshot: tuple[list[list[int]], list[set[int]]]) -> None:
        """Go back to a saved state by moving every round back seat by seat."""
        rounds, sitters = snapshot
        for r, (seats, out) in enumerate(zip(rounds, sitters, strict=True)):
            for slot, player in enumerate(seats):
                current = self.rounds[r][slot]
                if current == player:
                    continue
                if player in self.sitters[r]:
                    self._replace(r, slot, player)
                else:
                    self.swap(r, slot, self.where[r][player])
            assert self.sitters[r] == out

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
