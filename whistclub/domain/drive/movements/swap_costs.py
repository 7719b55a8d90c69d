"""What a swap of two seated players would cost, read from the counts without making it
(local_search.py): the annealing weighs every move before making it, most are turned down,
and the tabu step weighs every swap of a player in a round before making one."""

from __future__ import annotations

from collections.abc import Sequence

from whistclub.domain.drive.movements.pair_counts import DUMMY_SEAT, HARD, PairCounts


class SwapCosts(PairCounts):
    """The cost change of swap moves, without making them."""

    def _exchange_cost(self, seats: Sequence[int], slot: int, leaving: int, coming: int) -> int:
        """What _exchange would return, without changing a count: leaving's pairs with the
        table-mates of `slot` one fewer, coming's one more (neither is DUMMY_SEAT)."""
        v = self.v
        base = slot - slot % 4
        facing = base + 2 if slot % 4 < 2 else base
        mate = seats[slot ^ 1]
        delta = 0
        if mate != DUMMY_SEAT:
            delta += self.fewer_partner[
                leaving * v + mate if leaving < mate else mate * v + leaving
            ]
            delta += self.more_partner[coming * v + mate if coming < mate else mate * v + coming]
        fewer, more = self.fewer_opponent, self.more_opponent
        for b in (seats[facing], seats[facing + 1]):
            if b != DUMMY_SEAT:
                delta += fewer[leaving * v + b if leaving < b else b * v + leaving]
                delta += more[coming * v + b if coming < b else b * v + coming]
        return delta

    def _swap_delta(self, seats: Sequence[int], s1: int, s2: int) -> int:
        """The cost change of swapping seats s1 and s2 at two different tables, without
        making the swap: an exchange at each table (the twelve pairs that change are all
        different, so each is read before any changes). Reading them is about three times
        cheaper than swapping and swapping back. Fixed players: only the number of them at
        each of the two tables changes, by one at most."""
        x, y = seats[s1], seats[s2]
        delta = self._exchange_cost(seats, s1, x, y) + self._exchange_cost(seats, s2, y, x)
        fixed = self.fixed
        if fixed:
            change = (y in fixed) - (x in fixed)
            if change:
                for base, step in ((s1 - s1 % 4, change), (s2 - s2 % 4, -change)):
                    n = sum(1 for p in seats[base : base + 4] if p in fixed)
                    delta += HARD * (max(0, n + step - 1) - max(0, n - 1))
        return delta

    def _turn_delta(self, seats: Sequence[int], s1: int, s2: int) -> int:
        """The cost change of swapping seats s1 and s2 on the two sides of one table,
        without making the swap. With x in s1, y in s2 and their partners mx and my, the
        sides {x, mx} and {y, my} become {y, mx} and {x, my}: partners x-mx and y-my one
        fewer, y-mx and x-my one more; oppositions x-my and y-mx one fewer, x-mx and y-my
        one more (x-y and mx-my stay). The four pairs of each kind are all different, so
        each is read before any changes; nobody leaves the table, so fixed seats change
        nothing."""
        x, y, mate_x, mate_y = seats[s1], seats[s2], seats[s1 ^ 1], seats[s2 ^ 1]
        v = self.v
        delta = 0
        for costs, pairs in (
            (self.fewer_partner, ((x, mate_x), (y, mate_y))),
            (self.more_partner, ((y, mate_x), (x, mate_y))),
            (self.fewer_opponent, ((x, mate_y), (y, mate_x))),
            (self.more_opponent, ((x, mate_x), (y, mate_y))),
        ):
            for a, b in pairs:
                if a != DUMMY_SEAT and b != DUMMY_SEAT:
                    delta += costs[a * v + b if a < b else b * v + a]
        return delta

    def _row(self, costs: Sequence[int], m: int) -> list[int]:
        """costs[pair of m and y] for every y (0 for m itself), read as two slices of the
        triangle the pairs are stored in; one more 0 at the end, for DUMMY_SEAT (-1), and
        all 0 for DUMMY_SEAT's own row."""
        v = self.v
        if m == DUMMY_SEAT:
            return [0] * (v + 1)
        return [*costs[m : m * v : v], 0, *costs[m * v + m + 1 : m * v + v], 0]

    def leaving_costs(self, r: int) -> list[int]:
        """For every seat of round r, the cost change of its player leaving its table (its
        pairs with the three table-mates one fewer; 0 for an empty seat): what swap_deltas
        reads for the other player of each swap. The same for every player of the round
        weighed, so the tabu step works it out once for both players it weighs."""
        seats = self.rounds[r]
        v = self.v
        partner, opponent = self.fewer_partner, self.fewer_opponent
        if DUMMY_SEAT in seats:  # a three-handed table: its empty seat's pairs cost nothing
            return self._leaving_costs_with_dummies(seats)
        out: list[int] = []
        for n, s, e, w in zip(seats[0::4], seats[1::4], seats[2::4], seats[3::4], strict=True):
            ns = partner[n * v + s if n < s else s * v + n]
            ew = partner[e * v + w if e < w else w * v + e]
            ne = opponent[n * v + e if n < e else e * v + n]
            nw = opponent[n * v + w if n < w else w * v + n]
            se = opponent[s * v + e if s < e else e * v + s]
            sw = opponent[s * v + w if s < w else w * v + s]
            out += (ns + ne + nw, ns + se + sw, ew + ne + se, ew + nw + sw)
        return out

    def _leaving_costs_with_dummies(self, seats: Sequence[int]) -> list[int]:
        v = self.v
        partner, opponent = self.fewer_partner, self.fewer_opponent
        out: list[int] = []
        for n, s, e, w in zip(seats[0::4], seats[1::4], seats[2::4], seats[3::4], strict=True):
            ns, ew, ne, nw, se, sw = (
                costs[a * v + b if a < b else b * v + a]
                if a != DUMMY_SEAT and b != DUMMY_SEAT
                else 0
                for costs, a, b in (
                    (partner, n, s),
                    (partner, e, w),
                    (opponent, n, e),
                    (opponent, n, w),
                    (opponent, s, e),
                    (opponent, s, w),
                )
            )
            out += (ns + ne + nw, ns + se + sw, ew + ne + se, ew + nw + sw)
        return out

    def swap_deltas(
        self, r: int, s1: int, leaving: Sequence[int] | None = None
    ) -> list[int | None]:
        """The cost change of swapping seat s1 of round r with each seat at another table,
        without making any swap (seat_deltas), None for its own table and for empty seats."""
        seats = self.rounds[r]
        leaves = self.leaving_costs(r) if leaving is None else leaving
        out: list[int | None] = list(self.seat_deltas(r, s1, leaves))
        base_x = s1 - s1 % 4
        out[base_x : base_x + 4] = (None, None, None, None)
        for s2, y in enumerate(seats):
            if y == DUMMY_SEAT:
                out[s2] = None
        return out

    def seat_deltas(self, r: int, s1: int, leaving: Sequence[int]) -> list[int]:
        """The cost change of swapping seat s1 of round r with each seat of the round, for
        every seat with a player at another table (the others' entries mean nothing),
        without making any swap: what _swap_delta gives seat by seat, read by rows. The
        twelve pairs of a swap are four groups: the player x of s1 leaving its table (the
        same for every seat), x joining the other table, y leaving it (leaving_costs, given)
        and y joining x's table; what x and its table-mates meeting everyone once more would
        cost is read once, as rows."""
        seats = self.rounds[r]
        x = seats[s1]
        base_x = s1 - s1 % 4
        mate_x = seats[s1 ^ 1]
        facing_x = seats[base_x + 2 : base_x + 4] if s1 % 4 < 2 else seats[base_x : base_x + 2]
        partner_x = self._row(self.more_partner, x)
        opponent_x = self._row(self.more_opponent, x)
        partner_mate = self._row(self.more_partner, mate_x)
        facing_1 = self._row(self.more_opponent, facing_x[0])
        facing_2 = self._row(self.more_opponent, facing_x[1])
        leave_x = leaving[s1]
        # Table by table: y leaves, joins x's table-mates, and x joins y's: y's partner and
        # the two facing y (N and S face E and W, E and W face N and S).
        out: list[int] = []
        for n, s, e, w, leave_n, leave_s, leave_e, leave_w in zip(
            seats[0::4],
            seats[1::4],
            seats[2::4],
            seats[3::4],
            leaving[0::4],
            leaving[1::4],
            leaving[2::4],
            leaving[3::4],
            strict=True,
        ):
            facing_ns = leave_x + opponent_x[e] + opponent_x[w]
            facing_ew = leave_x + opponent_x[n] + opponent_x[s]
            out += (
                leave_n + partner_mate[n] + facing_1[n] + facing_2[n] + partner_x[s] + facing_ns,
                leave_s + partner_mate[s] + facing_1[s] + facing_2[s] + partner_x[n] + facing_ns,
                leave_e + partner_mate[e] + facing_1[e] + facing_2[e] + partner_x[w] + facing_ew,
                leave_w + partner_mate[w] + facing_1[w] + facing_2[w] + partner_x[e] + facing_ew,
            )
        if self.fixed:  # a fixed player moving: the generic count of clashes as well
            fixed = self.fixed
            for s2, y in enumerate(seats):
                if y != DUMMY_SEAT and s2 // 4 != s1 // 4 and (x in fixed or y in fixed):
                    out[s2] = self._swap_delta(seats, s1, s2)
        return out
