"""The counts the local search keeps (local_search.py) and what they cost.

A round is a flat list of seats, four per table in the order N, S, E, W (N-S partners, E-W
partners); DUMMY_SEAT marks the empty seat of a three-handed table. Per pair of players, how
often they partner and how often they face each other, the rounds already played included;
the cost is lexicographic through weights: a partnership or opposition above its cap costs
HARD each (with `peaks`, the next one above it 2 x HARD more, the next 3 x HARD more: where the
caps cannot all be kept, one pair far over them then costs more than two pairs just over, so
the most times anyone partners or faces the same player, which the summary tells, is kept
down), two fixed-seat players at one table cost HARD, and below that the sum of squared
counts spreads partners and opponents evenly.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence, Sequence

from whistclub.domain.drive.movements.state import Caps

DUMMY_SEAT = -1
HARD = 100_000
BYTE_COUNTS = 256
"""Counts kept as bytes while they fit (an evening is at most 200 rounds): the pairs over
their caps are then found by C loops over the bytes (_at_least)."""


def _excess_cost(count: int, cap: int) -> int:
    """The hard cost of a count: 1 for each meeting above the cap."""
    return max(0, count - cap)


def _peak_cost(count: int, cap: int) -> int:
    """The hard cost of a count with `peaks`: 1 + 2 + ... for each meeting above the cap."""
    excess = max(0, count - cap)
    return excess * (excess + 1) // 2


def _at_least(counts: Sequence[int], limit: int) -> list[int]:
    """The indices of the counts at or above `limit`, in order. Counts kept as bytes are
    marked by a translation table and found with bytearray.find (C loops over the v x v
    counts, where the pairs found are few); others by one Python scan."""
    if not isinstance(counts, bytearray) or limit >= BYTE_COUNTS:
        return [k for k, c in enumerate(counts) if c >= limit]
    marks = counts.translate(bytes(int(c >= limit) for c in range(BYTE_COUNTS)))
    found = []
    k = marks.find(1)
    while k >= 0:
        found.append(k)
        k = marks.find(1, k + 1)
    return found


def _first_costly(hard: list[int]) -> int:
    """The lowest count with a hard cost (the costs only grow with the count)."""
    return next((c for c, cost in enumerate(hard) if cost), len(hard))


def _counts(size: int, top: int) -> MutableSequence[int]:
    return bytearray(size) if top <= BYTE_COUNTS else [0] * size


class PairCounts:
    """Pair counts and cost of a schedule: pair (a, b), a < b, at a * v + b."""

    def __init__(
        self,
        players: int,
        rounds: list[list[int]],
        caps: Caps,
        fixed: frozenset[int],
        frozen_partners: dict[tuple[int, int], int],
        frozen_opponents: dict[tuple[int, int], int],
        few: frozenset[int] = frozenset(),
        peaks: bool = False,
    ) -> None:
        self.v = players
        self.rounds = rounds
        self.caps = caps
        self.fixed = fixed
        size = players * players
        top = len(rounds) + max([*frozen_partners.values(), *frozen_opponents.values(), 0]) + 2
        self.partners = _counts(size, top)
        self.opponents = _counts(size, top)
        for (a, b), c in frozen_partners.items():
            self.partners[a * players + b] = c
        for (a, b), c in frozen_opponents.items():
            self.opponents[a * players + b] = c
        self.squares = [c * c for c in range(top)]
        # Whoever plays at most v-1 games partners nobody twice, even when others play more
        # (issue 5 item 3, read per player): their pairs have partner cap 1.
        self.strict = bytearray(size)
        self.strict_pairs = bool(few)
        for a in few:
            for b in range(players):
                self.strict[a * players + b] = self.strict[b * players + a] = 1
        for seats in rounds:
            self._add_round(seats)
        self._weigh(_peak_cost if peaks else _excess_cost)
        self.hard, self.soft = self._totals()

    def _weigh(self, over: Callable[[int, int], int]) -> None:
        """The hard cost of every count; by count, the whole cost change of one meeting more
        (up_) or fewer (down_), for a partner cap of the room's or of 1 (the two entries of
        up_partner, down_partner); and per pair, that change at the pair's own count."""
        top = len(self.squares)
        caps = self.caps
        self.partner_hard = [over(c, caps.partner) for c in range(top)]
        self.partner_once = [over(c, 1) for c in range(top)]
        self.opponent_hard = [over(c, caps.opponent) for c in range(top)]
        self.up_opponent = self._steps(self.opponent_hard, 1)
        self.down_opponent = self._steps(self.opponent_hard, -1)
        self.up_partner = (self._steps(self.partner_hard, 1), self._steps(self.partner_once, 1))
        self.down_partner = (self._steps(self.partner_hard, -1), self._steps(self.partner_once, -1))
        # Kept as the counts change (_partner_step, _opponent_step), so that weighing a move
        # reads one number per pair it changes: what the annealing does for every move it
        # tries and the tabu step for every seat of a round.
        self.more_partner = self._per_pair(self.partners, self.up_partner)
        self.fewer_partner = self._per_pair(self.partners, self.down_partner)
        self.more_opponent = [self.up_opponent[c] for c in self.opponents]
        self.fewer_opponent = [self.down_opponent[c] for c in self.opponents]
        self._scan_over()

    def _per_pair(self, counts: Sequence[int], steps: tuple[list[int], list[int]]) -> list[int]:
        normal, once = steps
        if not self.strict_pairs:
            return [normal[c] for c in counts]
        return [once[c] if k else normal[c] for c, k in zip(counts, self.strict, strict=True)]

    def weigh_peaks(self) -> None:
        """From now on weigh the worst repeats most (`peaks`): the same counts, costed anew
        (what a fresh search over the same rounds with `peaks` starts from)."""
        self._weigh(_peak_cost)
        self.hard, self.soft = self._totals()

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

    def _add_round(self, seats: Sequence[int]) -> None:
        """Count one round's pairs, without their cost (the totals are summed after)."""
        v = self.v
        partners, opponents = self.partners, self.opponents
        for base in range(0, len(seats), 4):
            north, south, east, west = seats[base : base + 4]
            for a, b in ((north, south), (east, west)):
                if a != DUMMY_SEAT and b != DUMMY_SEAT:
                    partners[a * v + b if a < b else b * v + a] += 1
            for a, b in ((north, east), (north, west), (south, east), (south, west)):
                if a != DUMMY_SEAT and b != DUMMY_SEAT:
                    opponents[a * v + b if a < b else b * v + a] += 1

    def _count_table(self, seats: Sequence[int], base: int, step: int) -> int:
        """Add (step = 1) or remove (step = -1) one table's pairs; return the cost change."""
        v = self.v
        north, south, east, west = seats[base : base + 4]
        delta = 0
        for a, b in ((north, south), (east, west)):
            if a != DUMMY_SEAT and b != DUMMY_SEAT:
                delta += self._partner_step(a * v + b if a < b else b * v + a, step)
        for a, b in ((north, east), (north, west), (south, east), (south, west)):
            if a != DUMMY_SEAT and b != DUMMY_SEAT:
                delta += self._opponent_step(a * v + b if a < b else b * v + a, step)
        return delta

    def _exchange(self, seats: Sequence[int], slot: int, leaving: int, coming: int) -> int:
        """`coming` takes seat `slot` from `leaving` (either may be DUMMY_SEAT): the pairs of
        leaving with the seat's three table-mates go down by one, those of coming up by one;
        return the cost change. A swap between two tables is one exchange at each: six
        pairs change at each table, where recounting both tables touches twelve. The
        seats are read only for the table-mates, so the seat itself may hold either."""
        v = self.v
        base = slot - slot % 4
        facing = base + 2 if slot % 4 < 2 else base
        mate, facing_1, facing_2 = seats[slot ^ 1], seats[facing], seats[facing + 1]
        delta = 0
        for player, step in ((leaving, -1), (coming, 1)):
            if player == DUMMY_SEAT:
                continue
            if mate != DUMMY_SEAT:
                k = player * v + mate if player < mate else mate * v + player
                delta += self._partner_step(k, step)
            for b in (facing_1, facing_2):
                if b != DUMMY_SEAT:
                    delta += self._opponent_step(
                        b * v + player if b < player else player * v + b, step
                    )
        return delta

    def _partner_step(self, k: int, step: int) -> int:
        """Pair k partners once more (step 1) or once less (-1): its count, its costs of one
        more and one fewer, the totals and the pairs over their caps follow; return the
        cost change."""
        c = self.partners[k]
        n = c + step
        self.partners[k] = n
        own = self.strict[k]
        cap = self.partner_once if own else self.partner_hard
        hard = cap[n] - cap[c]
        if hard and not (cap[n] and cap[c]):  # over its cap now, or no longer
            (self.over_partner.add if cap[n] else self.over_partner.discard)(k)
        soft = self.squares[n] - self.squares[c]
        self.hard += hard
        self.soft += soft
        self.more_partner[k] = self.up_partner[own][n]
        self.fewer_partner[k] = self.down_partner[own][n]
        return HARD * hard + soft

    def _opponent_step(self, k: int, step: int) -> int:
        """As _partner_step, for pair k facing each other."""
        c = self.opponents[k]
        n = c + step
        self.opponents[k] = n
        cap = self.opponent_hard
        hard = cap[n] - cap[c]
        if hard and not (cap[n] and cap[c]):
            (self.over_opponent.add if cap[n] else self.over_opponent.discard)(k)
        soft = self.squares[n] - self.squares[c]
        self.hard += hard
        self.soft += soft
        self.more_opponent[k] = self.up_opponent[n]
        self.fewer_opponent[k] = self.down_opponent[n]
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
        hard = sum(self._partner_excess(k) for k in _at_least(self.partners, 2))
        opponent_hard = self.opponent_hard
        hard += sum(opponent_hard[self.opponents[k]] for k in _at_least(self.opponents, 2))
        for seats in self.rounds:
            hard += sum(self._fixed_clash(seats, base) for base in range(0, len(seats), 4))
        squares = self.squares
        soft = sum(map(squares.__getitem__, self.partners))
        soft += sum(map(squares.__getitem__, self.opponents))
        return hard, soft

    def _scan_over(self) -> None:
        """The pairs (as indices) whose counts cost HARD, as partners and as opponents, by a
        scan of the counts; kept from then on as the counts change. Only a count of 2 or
        more can be over a partner cap, and only one above the opponent cap over that: both
        are found by the counts alone, then, where some pairs have a partner cap of 1 of
        their own, the partner caps are read for those few."""
        self.over_opponent = set(_at_least(self.opponents, _first_costly(self.opponent_hard)))
        partner_limit = _first_costly(self.partner_hard)
        if partner_limit == 2 or not self.strict_pairs:
            # Every repeat is over its cap (a cap of 1 for everyone), or no pair has a cap of
            # its own: the count alone tells.
            self.over_partner = set(_at_least(self.partners, partner_limit))
        else:
            repeated = _at_least(self.partners, 2)
            self.over_partner = {k for k in repeated if self._partner_excess(k)}

    def bad_pairs(self) -> list[tuple[int, int]]:
        """Pairs whose counts cost HARD, and pairs of fixed players (to be kept apart)."""
        bad = [divmod(k, self.v) for k in sorted(self.over_partner | self.over_opponent)]
        fixed = sorted(self.fixed)
        bad.extend((a, b) for i, a in enumerate(fixed) for b in fixed[i + 1 :])
        return bad
