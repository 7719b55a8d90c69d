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
        squares, strict = self.squares, self.strict
        once, partner_hard = self.partner_once, self.partner_hard
        partners, opponents, opponent_hard = self.partners, self.opponents, self.opponent_hard
        base = slot - slot % 4
        facing = base + 2 if slot % 4 < 2 else base
        mate = seats[slot ^ 1]
        hard = 0
        soft = 0
        if mate != DUMMY_SEAT:
            k = leaving * v + mate if leaving < mate else mate * v + leaving
            c = partners[k]
            cap = once if strict[k] else partner_hard
            hard += cap[c - 1] - cap[c]
            soft += squares[c - 1] - squares[c]
            k = coming * v + mate if coming < mate else mate * v + coming
            c = partners[k]
            cap = once if strict[k] else partner_hard
            hard += cap[c + 1] - cap[c]
            soft += squares[c + 1] - squares[c]
        for b in (seats[facing], seats[facing + 1]):
            if b == DUMMY_SEAT:
                continue
            k = leaving * v + b if leaving < b else b * v + leaving
            c = opponents[k]
            hard += opponent_hard[c - 1] - opponent_hard[c]
            soft += squares[c - 1] - squares[c]
            k = coming * v + b if coming < b else b * v + coming
            c = opponents[k]
            hard += opponent_hard[c + 1] - opponent_hard[c]
            soft += squares[c + 1] - squares[c]
        return HARD * hard + soft

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
        squares, strict = self.squares, self.strict
        once, partner_hard = self.partner_once, self.partner_hard
        partners, opponents, opponent_hard = self.partners, self.opponents, self.opponent_hard
        hard = 0
        soft = 0
        for a, b, step in ((x, mate_x, -1), (y, mate_y, -1), (y, mate_x, 1), (x, mate_y, 1)):
            if a == DUMMY_SEAT or b == DUMMY_SEAT:
                continue
            k = a * v + b if a < b else b * v + a
            c = partners[k]
            cap = once if strict[k] else partner_hard
            hard += cap[c + step] - cap[c]
            soft += squares[c + step] - squares[c]
        for a, b, step in ((x, mate_y, -1), (y, mate_x, -1), (x, mate_x, 1), (y, mate_y, 1)):
            if a == DUMMY_SEAT or b == DUMMY_SEAT:
                continue
            k = a * v + b if a < b else b * v + a
            c = opponents[k]
            hard += opponent_hard[c + step] - opponent_hard[c]
            soft += squares[c + step] - squares[c]
        return HARD * hard + soft

    def _row(self, counts: Sequence[int], m: int) -> list[int]:
        """counts[pair of m and y] for every y (0 for m itself), read as two slices of the
        triangle the pairs are stored in; one more 0 at the end, for DUMMY_SEAT (-1)."""
        v = self.v
        return [*counts[m : m * v : v], 0, *counts[m * v + m + 1 : m * v + v], 0]

    def _index_row(self, counts: Sequence[int], m: int, partners: bool) -> list[int]:
        """For every y, the index of the cost of m and y meeting once more in more_partner
        (`partners`) or more_opponent: their count, plus top for a pair with a partner cap
        of 1 of its own; for DUMMY_SEAT (the last entry, and every entry of its own row) the
        index of no cost."""
        nothing = 2 * len(self.squares)
        if m == DUMMY_SEAT:
            return [nothing] * (self.v + 1)
        row = self._row(counts, m)
        if partners and self.strict_pairs:
            top = len(self.squares)
            row = [c + top * k for c, k in zip(row, self._row(self.strict, m), strict=True)]
        row[-1] = nothing
        return row

    def leaving_costs(self, r: int) -> list[int]:
        """For every seat of round r, the cost change of its player leaving its table (its
        pairs with the three table-mates one fewer; 0 for an empty seat): what swap_deltas
        reads for the other player of each swap. The same for every player of the round
        weighed, so the tabu step works it out once for both players it weighs."""
        seats = self.rounds[r]
        v = self.v
        partners, opponents, strict = self.partners, self.opponents, self.strict
        down_opponent = self.down_opponent
        down_normal, down_once = self.down_partner
        out = [0] * len(seats)
        for base in range(0, len(seats), 4):
            n, s, e, w = seats[base : base + 4]
            ns = ew = ne = nw = se = sw = 0
            if DUMMY_SEAT not in (n, s):
                k = n * v + s if n < s else s * v + n
                ns = (down_once if strict[k] else down_normal)[partners[k]]
            if DUMMY_SEAT not in (e, w):
                k = e * v + w if e < w else w * v + e
                ew = (down_once if strict[k] else down_normal)[partners[k]]
            if n != DUMMY_SEAT:
                if e != DUMMY_SEAT:
                    ne = down_opponent[opponents[n * v + e if n < e else e * v + n]]
                if w != DUMMY_SEAT:
                    nw = down_opponent[opponents[n * v + w if n < w else w * v + n]]
            if s != DUMMY_SEAT:
                if e != DUMMY_SEAT:
                    se = down_opponent[opponents[s * v + e if s < e else e * v + s]]
                if w != DUMMY_SEAT:
                    sw = down_opponent[opponents[s * v + w if s < w else w * v + s]]
            out[base : base + 4] = (ns + ne + nw, ns + se + sw, ew + ne + se, ew + nw + sw)
        return out

    def swap_deltas(
        self, r: int, s1: int, leaving: Sequence[int] | None = None
    ) -> list[int | None]:
        """The cost change of swapping seat s1 of round r with each seat at another table
        (None for its own table and for empty seats), without making any swap: what
        _swap_delta gives seat by seat, read by rows. The twelve pairs of a swap are four
        groups: the player x of s1 leaving its table (the same for every seat), x joining
        the other table, y leaving it (leaving_costs, given or worked out here) and y
        joining x's table; x's and x's table-mates' counts with everyone are read once, as
        rows."""
        seats = self.rounds[r]
        x = seats[s1]
        base_x = s1 - s1 % 4
        mate_x = seats[s1 ^ 1]
        facing_x = seats[base_x + 2 : base_x + 4] if s1 % 4 < 2 else seats[base_x : base_x + 2]
        # x and its table-mates, as rows over every player.
        partner_x = self._index_row(self.partners, x, True)
        opponent_x = self._index_row(self.opponents, x, False)
        partner_mate = self._index_row(self.partners, mate_x, True)
        facing_1 = self._index_row(self.opponents, facing_x[0], False)
        facing_2 = self._index_row(self.opponents, facing_x[1], False)
        partner, opponent = self.more_partner, self.more_opponent
        leaves = self.leaving_costs(r) if leaving is None else leaving
        leave_x = leaves[s1]
        # Seat by seat, y's partner and the two y faces: N, S face E and W; E, W face N, S.
        north, south, east, west = seats[0::4], seats[1::4], seats[2::4], seats[3::4]
        mates, first, second = list(seats), list(seats), list(seats)
        mates[0::4], mates[1::4], mates[2::4], mates[3::4] = south, north, west, east
        first[0::4] = first[1::4] = east
        first[2::4] = first[3::4] = north
        second[0::4] = second[1::4] = west
        second[2::4] = second[3::4] = south
        out: list[int | None] = [
            leave_x
            + leave
            # y joins x's table-mates
            + partner[partner_mate[y]]
            + opponent[facing_1[y]]
            + opponent[facing_2[y]]
            # x joins y's
            + partner[partner_x[mate]]
            + opponent[opponent_x[o1]]
            + opponent[opponent_x[o2]]
            for leave, y, mate, o1, o2 in zip(leaves, seats, mates, first, second, strict=True)
        ]
        out[base_x : base_x + 4] = (None, None, None, None)
        if DUMMY_SEAT in seats:
            for s2, y in enumerate(seats):
                if y == DUMMY_SEAT:
                    out[s2] = None
        if self.fixed:  # a fixed player moving: the generic count of clashes as well
            fixed = self.fixed
            for s2, y in enumerate(seats):
                if out[s2] is not None and (x in fixed or y in fixed):
                    out[s2] = self._swap_delta(seats, s1, s2)
        return out
