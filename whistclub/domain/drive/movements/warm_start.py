"""The first version of an evening's rounds (schedule.py, step 1-3 of the route): design
rounds picked, ordered and fitted to the sit-out rotation, a rover or phantoms where the turnout
has no design of its own."""

from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from itertools import compress

from whistclub.domain.drive.movements import designs, small_rooms, stored_evenings
from whistclub.domain.drive.movements.local_search import DUMMY_SEAT
from whistclub.domain.drive.movements.state import Caps, Frozen, Layout

MAX_PHANTOMS = 7
ROVER_ATTEMPTS = 8
ROVER_FULL_ROOM = 32  # up to this many players every attempt; beyond, fewer in proportion
SMALL_ROOM_TRIES = 4
SMALL_ROOM_NODES = 2000
PHANTOM_ATTEMPTS = 40
ROVER_NODES = 4000


class Builder:
    """The first version of the future rounds: design rounds fitted to the sit-out rotation."""

    def __init__(
        self,
        v: int,
        future: int,
        layout: Layout,
        rng: random.Random,
        frozen: Frozen,
        fixed: dict[int, int],
    ) -> None:
        self.v = v
        self.future = future
        self.layout = layout
        self.rng = rng
        self.frozen = frozen
        self.fixed = fixed
        self.sitters: list[frozenset[int]] = []
        self.untouched = False  # rounds are exactly the design's (no search needed)
        self.cycle = 0  # rounds in one pass through the design used
        self.keep_orientation = False  # the design's seats are already directed
        self.final = False  # a stored evening from the exact search: no local search

    def caps(self, seats: list[list[int]]) -> Caps:
        games = Counter(self.frozen.games)
        for rnd in seats:
            games.update(p for p in rnd if p != DUMMY_SEAT)
        return Caps.for_games(self.v, max(games.values(), default=0))

    def build(self) -> tuple[list[list[int]], str]:
        kept = self._stored()
        if kept is not None:
            return kept
        small = self._one_table()
        if small is not None:
            return small
        roving = self._rover()
        if roving is not None:
            return roving
        source = self._source_design()
        if source is None:
            self.sitters = self._rotate_sit_outs()
            return [
                self._random_round(out) for out in self.sitters
            ], "local search from a random start"
        design = designs.design(source)
        self.cycle = len(design.rounds)
        order = order_rounds(design, self.future, self.rng)
        labels = list(range(self.v))
        self.rng.shuffle(labels)  # design label -> player: the seed decides who is who
        mapping: list[int | None] = [*labels, *([None] * (source - self.v))]
        exact = source == self.v and self.layout.sit_outs == self.v % 4 and not self.frozen.games
        if exact:
            self.sitters = [frozenset(labels[x] for x in design.sitting_out[t]) for t in order]
            self.untouched = len(order) <= len(design.rounds) and not self.fixed
            self.keep_orientation = design.source.startswith("closed form")
        else:
            stranded = [
                players_stranded(games, out, mapping)
                for games, out in zip(design.rounds, design.sitting_out, strict=True)
            ]
            phantom_order = self._phantom_order(design, stranded)
            if phantom_order is not None:
                order = phantom_order
                self.sitters = [stranded[t] for t in order]
                self.untouched = not self.fixed
            else:
                self.sitters = self._rotate_sit_outs([stranded[t] for t in order])
        rounds = [
            self._fit(
                [[mapping[x] for pair in game for x in pair] for game in design.rounds[t]],
                out,
            )
            for t, out in zip(order, self.sitters, strict=True)
        ]
        name = f"Wh({source}) {design.source}"
        if source != self.v:
            name += f", less {source - self.v} phantom player(s), then local search"
        return rounds, name

    def _stored(self) -> tuple[list[list[int]], str] | None:
        """A fresh evening the exact search solved once (stored_evenings.py), if any."""
        if self.layout.dummies or self.frozen.games or self.fixed:
            return None
        found = stored_evenings.stored(self.v, self.future, self.rng)
        if found is None:
            return None
        rounds, self.sitters = found
        self.untouched = self.final = True
        return rounds, "exact search over whole evenings, stored"

    def _one_table(self) -> tuple[list[list[int]], str] | None:
        """4 to 7 players at one table: the depth-first search of small_rooms.py, a few tries."""
        if self.layout.tables != 1 or self.layout.dummies or self.frozen.games or self.fixed:
            return None
        for _ in range(SMALL_ROOM_TRIES):
            found = small_rooms.one_table(self.v, self.future, self.rng, SMALL_ROOM_NODES)
            if found is not None:
                rounds, self.sitters = found
                self.untouched = True
                return rounds, "search over every seating (one table)"
        return None

    def _rover(self) -> tuple[list[list[int]], str] | None:
        """v = 4n+2 as Wh(4n+1) plus a rover (movements.md sections 3 and 4).

        Each round the rover takes the seat of one design player, who sits out with the
        design's own sit-out, or the rover sits out itself. Pairs without the rover keep the
        design's counts (partners <= 1, opponents <= 2), so only the rover's pairs and the
        sit-out balance need choosing: a randomised greedy, retried until the rover's pairs
        are within the bounds too (then the local search has nothing to do).
        """
        base_v = self.v - 1
        if self.v % 4 != 2 or self.layout.sit_outs != 2 or self.frozen.games:
            return None
        if not designs.has_design(base_v) or self.fixed:
            return None
        design = designs.design(base_v)
        self.cycle = len(design.rounds)
        order = order_rounds(design, self.future, self.rng)
        low = 2 * self.future // self.v
        caps = Caps.for_games(self.v, self.future - low)
        best: tuple[int, list[list[int]], list[frozenset[int]]] | None = None
        # An attempt costs about ROVER_NODES x v; in large rooms the first attempt succeeds or
        # none does (measured for every v = 4n+2 up to 198), so the effort is capped by size.
        attempts = max(1, ROVER_ATTEMPTS * ROVER_FULL_ROOM // self.v)
        for _ in range(min(ROVER_ATTEMPTS, attempts)):
            labels = list(range(self.v))
            self.rng.shuffle(labels)
            attempt = self._rover_attempt(design, order, labels, caps)
            if attempt is not None and (best is None or attempt[0] < best[0]):
                best = attempt
                if best[0] == 0:
                    break
        if best is None:
            return None
        violations, rounds, self.sitters = best
        self.untouched = violations == 0
        return rounds, f"Wh({base_v}) {design.source}, plus a rover"

    def _rover_attempt(
        self, design: designs.Design, order: Sequence[int], labels: Sequence[int], caps: Caps
    ) -> tuple[int, list[list[int]], list[frozenset[int]]] | None:
        """Depth-first search for the rover's replacements, round by round: each choice keeps
        the rover's partners new, its oppositions within the cap, sit-outs within one of each
        other and nobody out twice running. Gives up after ROVER_NODES steps."""
        v = self.v
        rover = labels[design.v]
        design_out = [labels[design.sitting_out[t][0]] for t in order]
        count = len(order)
        low, extra = divmod(2 * count, v)
        ceiling = low + (1 if extra else 0)
        projected = [0] * v  # sit-outs so far and to come, per player
        for p in design_out:
            projected[p] += 1
        # Kept as the search goes: who is still below the fewest sit-outs (short), and who
        # may still sit out once more (below the ceiling), to list only those at each step.
        is_short = [c < low for c in projected]
        short = sum(is_short)
        may_sit_out = [c < ceiling for c in projected]
        games_of = [
            [[labels[x] for pair in game for x in pair] for game in design.rounds[t]] for t in order
        ]
        # Per round and player: their design partner and the two they face (the rover's
        # partner and opponents if it takes their seat).
        mate_of: list[list[int]] = []
        facing_of: list[list[tuple[int, int]]] = []
        for games in games_of:
            mates, facing = [rover] * v, [(rover, rover)] * v
            for n, s, e, w in games:
                mates[n], mates[s], mates[e], mates[w] = s, n, w, e
                facing[n] = facing[s] = (e, w)
                facing[e] = facing[w] = (n, s)
            mate_of.append(mates)
            facing_of.append(facing)
        partners = [0] * v  # the rover's counts with each player
        opponents = [0] * v
        chosen: list[int] = []
        nodes = 0
        cap_partner, cap_opponent = caps.partner, caps.opponent
        everyone = range(v)

        def options(r: int) -> list[int]:
            previous = design_out[r - 1] if r else None
            before = chosen[r - 1] if r else None
            following = design_out[r + 1] if r + 1 < count else None
            if short > count - r:
                return []
            # Everyone short must sit out in the rounds left when there are as many of them.
            pool = compress(everyone, is_short if short == count - r else may_sit_out)
            excluded = (design_out[r], previous, before, following)
            mates, facing = mate_of[r], facing_of[r]
            found = []
            for y in pool:
                if y in excluded:
                    continue
                if y != rover:
                    if partners[mates[y]] >= cap_partner:
                        continue
                    o1, o2 = facing[y]
                    if opponents[o1] >= cap_opponent or opponents[o2] >= cap_opponent:
                        continue
                found.append(y)
            self.rng.shuffle(found)
            found.sort(key=projected.__getitem__)
            return found

        def place(r: int, y: int, step: int) -> None:
            nonlocal short
            before = projected[y]
            projected[y] = before + step
            is_short[y] = before + step < low
            may_sit_out[y] = before + step < ceiling
            short += (before + step < low) - (before < low)
            if y != rover:
                partners[mate_of[r][y]] += step
                o1, o2 = facing_of[r][y]
                opponents[o1] += step
                opponents[o2] += step

        def search(r: int) -> bool:
            nonlocal nodes
            if r == count:
                return True
            for y in options(r):
                nodes += 1
                if nodes > ROVER_NODES:
                    return False
                place(r, y, 1)
                chosen.append(y)
                if search(r + 1):
                    return True
                chosen.pop()
                place(r, y, -1)
            return False

        if not search(0):
            return None
        rounds: list[list[int]] = []
        sitters: list[frozenset[int]] = []
        for r, y in enumerate(chosen):
            games = games_of[r]
            if y != rover:
                for game in games:
                    if y in game:
                        game[game.index(y)] = rover
            rounds.append([p for g in games for p in g])
            sitters.append(frozenset({design_out[r], y}))
        return 0, rounds, sitters

    def _phantom_order(
        self, design: designs.Design, stranded: Sequence[frozenset[int]]
    ) -> list[int] | None:
        """When every design round strands exactly the players who must sit out (v = 4n+3 from
        Wh(4n+4): the phantom's three tablemates), pick and order rounds so that those sit-outs
        are balanced and nobody sits out twice running; the design then stays untouched.
        Greedy by lowest sit-out count; None when it does not come out balanced."""
        s = self.layout.sit_outs
        if self.frozen.games or not s or any(len(out) != s for out in stranded):
            return None
        for _ in range(PHANTOM_ATTEMPTS):
            order = self._phantom_attempt(len(design.rounds), stranded)
            if order is not None:
                return order
        return None

    def _phantom_attempt(self, size: int, stranded: Sequence[frozenset[int]]) -> list[int] | None:
        counts: Counter[int] = Counter()
        order: list[int] = []
        remaining = set(range(size))
        previous: frozenset[int] = frozenset()
        for _ in range(self.future):
            if not remaining:
                remaining = set(range(size))
            options = [t for t in remaining if not stranded[t] & previous]
            if not options:
                return None
            t = min(
                options,
                key=lambda t: (sorted(counts[p] for p in stranded[t])[::-1], self.rng.random()),
            )
            order.append(t)
            remaining.discard(t)
            counts.update(stranded[t])
            previous = stranded[t]
        values = [counts[p] for p in range(self.v)]
        if max(values) - min(values) > 1:
            return None
        return order

    def _source_design(self) -> int | None:
        for candidate in range(self.v, self.v + MAX_PHANTOMS + 1):
            if designs.has_design(candidate) and candidate // 4 >= self.layout.tables:
                return candidate
        return None

    def _rotate_sit_outs(self, stranded: Sequence[frozenset[int]] = ()) -> list[frozenset[int]]:
        """Those who sat out least sit out next, never twice running (movements.md section 4:
        sit-outs per player differ by at most 1). Among equals, a player stranded by a phantom
        in that design round goes first (so the design's tables stay whole), then whoever sat
        out longest ago, then the seed."""
        s = self.layout.sit_outs
        counts = [0] * self.v
        for p, count in self.frozen.sit_outs.items():
            counts[p] = count
        last: dict[int, int] = {p: -1 for p in self.frozen.last_sitters}
        tiebreak = list(range(self.v))
        self.rng.shuffle(tiebreak)
        previous = self.frozen.last_sitters
        out: list[frozenset[int]] = []
        for r in range(self.future):
            # The first s in this order (heapq.nsmallest is sorted()[:s], without sorting all).
            chosen = frozenset(
                heapq.nsmallest(
                    s,
                    (p for p in range(self.v) if p not in previous),
                    key=lambda p: (
                        counts[p],
                        not (stranded and p in stranded[r]),
                        last.get(p, -(10**9)),
                        tiebreak[p],
                    ),
                )
            )
            for p in chosen:
                counts[p] += 1
                last[p] = r
            out.append(chosen)
            previous = chosen
        return out

    def _random_round(self, sitters: frozenset[int]) -> list[int]:
        playing = [p for p in range(self.v) if p not in sitters]
        self.rng.shuffle(playing)
        return self._fit([], sitters, pool=playing)

    def _fit(
        self, tables: list[list[int | None]], sitters: frozenset[int], pool: list[int] | None = None
    ) -> list[int]:
        """Seat one round: keep the fullest design tables, fill holes with the stranded players.

        Phantoms and players sitting out leave holes; the players of dropped tables (and the
        design's own sit-out, when it plays now) fill them; three-handed tables get one dummy.
        """
        cleaned = [[p if p is not None and p not in sitters else None for p in t] for t in tables]
        order = sorted(range(len(cleaned)), key=lambda k: cleaned[k].count(None))  # fullest first
        kept = [cleaned[k] for k in order[: self.layout.tables]]
        while len(kept) < self.layout.tables:
            kept.append([None, None, None, None])
        seated = {p for t in kept for p in t if p is not None}
        if pool is None:
            pool = [p for p in range(self.v) if p not in sitters and p not in seated]
            self.rng.shuffle(pool)
        # One dummy in each of the first `dummies` tables that have a hole; make holes if needed.
        dummies = self.layout.dummies
        with_holes = sorted(range(len(kept)), key=lambda k: -kept[k].count(None)) if dummies else []
        for k in with_holes[:dummies]:
            table = kept[k]
            if None not in table:
                evict = next(i for i, p in enumerate(table) if p not in self.fixed)
                pool.append(table[evict])  # type: ignore[arg-type]
                table[evict] = None
            table[table.index(None)] = DUMMY_SEAT
        flat: list[int] = []
        for table in kept:
            for p in table:
                flat.append(pool.pop() if p is None else p)
        return flat


def players_stranded(
    games: Sequence[designs.LabelTable], design_out: Sequence[int], mapping: Sequence[int | None]
) -> frozenset[int]:
    """Players left without a full table in a design round once phantoms are removed."""
    out = {mapping[x] for x in design_out}
    for game in games:
        players = [mapping[x] for pair in game for x in pair]
        if None in players:
            out.update(players)
    return frozenset(p for p in out if p is not None)


def order_rounds(design: designs.Design, count: int, rng: random.Random) -> list[int]:
    """Pick and order `count` rounds of the design (cycling through it when count is larger).

    Greedy: the next round is the one whose oppositions least repeat the last round's
    oppositions and partnerships (movements.md section 5.2 (a)-(b)); ties go by the seed.
    """
    size = len(design.rounds)
    join = join_costs(design.v)
    order: list[int] = []
    current = rng.randrange(size)
    remaining = set(range(size))
    while len(order) < count:
        order.append(current)
        remaining.discard(current)
        if not remaining:
            remaining = set(range(size))  # the next pass through the design
        after = join[current]
        candidates = sorted(remaining - {current}) or [current]
        if len(candidates) > 48:
            candidates = rng.sample(candidates, 48)
        current = min(candidates, key=lambda t: (after[t], t))
    return _repair_order(order, join, rng)


@lru_cache(maxsize=8)
def join_costs(v: int) -> tuple[list[int], ...]:
    """For every two rounds a, b of Wh(v): how much playing b right after a repeats, as
    2 x (pairs opposing in both) + (pairs partnering in one and opposing in the other).

    In a whist tournament every pair opposes in exactly two rounds and partners in one
    (every catalogued design is checked exact, tests/domain/drive/movements/
    test_designs.py), so the other round a pair opposes in is the sum of its two less this
    one. Each opposition, pair k in round a, then adds 2 to a's join with k's other
    opposing round and 1 to both joins of a and k's partnering round; a round's join with
    itself is 2 x its oppositions. Round by round, in plain loops: about half the time of
    listing every pair's rounds first."""
    design = designs.design(v)
    size = len(design.rounds)
    width = design.v + 1
    opposing: list[list[int]] = []  # per round, the pairs (a x width + b, a < b) opposing
    opposed_sum: dict[int, int] = {}  # per pair, the sum of the two rounds it opposes in
    partnered_in: dict[int, int] = {}
    for t, games in enumerate(design.rounds):
        keys: list[int] = []
        for (a, b), (c, d) in games:
            keys += (
                a * width + c if a < c else c * width + a,
                a * width + d if a < d else d * width + a,
                b * width + c if b < c else c * width + b,
                b * width + d if b < d else d * width + b,
            )
            partnered_in[a * width + b if a < b else b * width + a] = t
            partnered_in[c * width + d if c < d else d * width + c] = t
        for key in keys:
            opposed_sum[key] = opposed_sum.get(key, 0) + t
        opposing.append(keys)
    oppositions = sum(map(len, opposing))
    assert oppositions == 2 * len(opposed_sum) == 2 * len(partnered_in), "not a Wh(v)"
    cost = [[0] * size for _ in range(size)]
    for t, keys in enumerate(opposing):
        row = cost[t]
        for key in keys:
            row[opposed_sum[key] - t] += 2
            partnered = partnered_in[key]
            row[partnered] += 1
            cost[partnered][t] += 1
        row[t] += 2 * len(keys)
    return tuple(cost)


def _repair_order(
    order: list[int], join_cost: Sequence[list[int]], rng: random.Random
) -> list[int]:
    """Swap rounds to undo the greedy order's worst meetings, where it can.

    The greedy choice is forced at the end, when only a few rounds are left: a resolvable
    design (designs.py) plays each class three rounds running with the same foursomes, and
    two of them could end side by side. For each join of the order, worst first, the round
    after it is swapped with the best of up to 48 other positions if that lowers the total
    of the joins it touches (the greedy's measure); one pass.
    """

    last = len(order) - 1  # the joins are at positions 0 .. last - 1

    def join(a: int, b: int) -> int:
        return join_cost[a][b]

    def around(positions: set[int]) -> int:
        # A plain loop: run some ten thousand times for a long evening.
        total = 0
        for k in positions:
            if 0 <= k < last:
                total += join_cost[order[k]][order[k + 1]]
        return total

    joins = sorted(range(last), key=lambda k: -join(order[k], order[k + 1]))
    for k in joins:
        if join(order[k], order[k + 1]) == 0:
            break
        others = [*range(k + 1), *range(k + 2, len(order))]
        if len(others) > 48:
            others = rng.sample(others, 48)
        best, best_gain = -1, 0
        for j in others:
            touched = {k, k + 1, j - 1, j}
            before = around(touched)
            order[k + 1], order[j] = order[j], order[k + 1]
            gain = before - around(touched)
            order[k + 1], order[j] = order[j], order[k + 1]
            if gain > best_gain:
                best, best_gain = j, gain
        if best >= 0:
            order[k + 1], order[best] = order[best], order[k + 1]
    return order
