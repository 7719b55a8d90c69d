"""Individual-drive schedules for any turnout and any length of evening (issue 5, items 2-5).

Route (movements.md sections 4 and 5):

1. The nearest exact design: Wh(v) itself when the catalogue has it; for v = 4n+2, Wh(4n+1)
   plus a rover who takes one player's seat each round; else the smallest Wh(v') with v' > v
   whose extra v' - v players are phantoms (their seats become holes). For v = 4n+3 the
   phantom's three table-mates simply sit out, and the rounds are chosen so that this is
   fair: the design then stays exact.
2. Rounds of the design are picked and ordered greedily so that, where avoidable, nobody
   opposes the same player, or a player they just partnered, in consecutive rounds. An
   evening longer than the design goes through it again.
3. Otherwise sit-outs rotate: each round the players who have sat out least (and longest ago)
   sit out, never twice running; the holes they and the phantoms leave are filled by the
   players whose design table was dropped.
4. Local search (local_search.py) removes repeated partners and excess oppositions (the
   bounds of issue 5 item 3), then spreads the remaining repeats.
5. Table numbers are relabelled each round so nobody stays at the same table twice running
   and visits are even; seats are oriented so each opponent is met on both sides where
   possible; players are mapped to design labels by the seed.

Fixed seats (players who cannot move) keep one table and the North seat all evening, at most
one per table. Re-planning after late arrivals or withdrawals keeps the played rounds and
balances the rest of the evening against them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from whistclub.domain.drive.movements import designs, small_rooms, stored_evenings
from whistclub.domain.drive.movements.local_search import (
    DUMMY_SEAT,
    HARD,
    Caps,
    Search,
    fill_rounds,
)
from whistclub.domain.drive.movements.model import DUMMY, MovementStats, Round, Table, verify
from whistclub.domain.errors import DomainError

DEFAULT_ROUNDS = 24
"""The classic English evening: 24 hands (whist-drives.md, "The evening")."""

MAX_PHANTOMS = 7
MAX_PLAYERS = 400
MAX_ROUNDS = 200
TABU_STEPS = 1500
POLISH_STEPS = 6000  # annealing after the bounds hold: spreads repeats, bounded for speed
ROVER_ATTEMPTS = 8
SMALL_ROOM_TRIES = 4
SMALL_ROOM_NODES = 2000
PHANTOM_ATTEMPTS = 40
ROVER_NODES = 4000
FIXED_SEAT = "N"
REFILL_TRIES = 2
REFILL_NODES = 6_000


@dataclass(frozen=True, slots=True)
class FixedSeat:
    player: int
    table: int
    seat: str = FIXED_SEAT


@dataclass(frozen=True, slots=True)
class Movement:
    """A planned evening: the rounds, their verified counts and where they came from."""

    players: tuple[int, ...]
    rounds: tuple[Round, ...]
    stats: MovementStats
    source: str
    fixed_seats: tuple[FixedSeat, ...] = ()
    played: int = 0
    notes: tuple[str, ...] = ()
    """Plain words on what could not be met and why (a proved impossibility), for the user."""

    @property
    def exact(self) -> bool:
        """Whether the rounds form a complete Wh(v): every pair partners once, opposes twice."""
        v = len(self.players)
        pairs = v * (v - 1) // 2
        return (
            self.played == 0
            and len(self.stats.partners) == pairs
            and set(self.stats.partners.values()) == {1}
            and len(self.stats.opponents) == pairs
            and set(self.stats.opponents.values()) == {2}
        )

    def summary(self) -> str:
        text = self.stats.summary()
        if self.exact:
            text = f"a complete whist tournament for {len(self.players)} players: {text}"
        return "; ".join((text, *self.notes))


@dataclass(frozen=True, slots=True)
class _Layout:
    tables: int
    dummies: int
    sit_outs: int


def _layout(v: int, three_handed: bool) -> _Layout:
    """Four to a table by default; with the three-handed club option, a dummy fills each short
    table so nobody sits out (whist-drives.md, "Odd numbers"), when there are tables enough."""
    spare = v % 4
    if three_handed and spare:
        dummies = 4 - spare
        tables = v // 4 + 1
        if tables >= dummies:
            return _Layout(tables, dummies, 0)
    return _Layout(v // 4, 0, spare)


def default_rounds(v: int) -> int:
    """The whole Wh(v) when the catalogue has one, else the classic 24 hands."""
    return designs.full_length(v) if designs.has_design(v) else DEFAULT_ROUNDS


def plan(
    players: int | Sequence[int],
    rounds: int | None = None,
    *,
    seed: int = 0,
    fixed: Sequence[int] = (),
    three_handed: bool = False,
    iterations: int | None = None,
) -> Movement:
    """The movement for a fresh evening; players are card numbers (or N for 1..N)."""
    return replan(
        (),
        players,
        rounds,
        seed=seed,
        fixed=fixed,
        three_handed=three_handed,
        iterations=iterations,
    )


def replan(
    played: Sequence[Round],
    players: int | Sequence[int],
    rounds: int | None = None,
    *,
    seed: int = 0,
    fixed: Sequence[int] = (),
    three_handed: bool = False,
    iterations: int | None = None,
) -> Movement:
    """Re-plan the rounds still to play for the players now present, played rounds frozen.

    Late arrivals simply appear in `players`; withdrawn players are left out of it. The counts
    of the played rounds are kept, so nobody is given a partner they already had when it can
    be avoided, and nobody who sat out the last played round sits out the next one.
    """
    roster = _roster(players)
    v = len(roster)
    total = default_rounds(v) if rounds is None else rounds
    if total > MAX_ROUNDS:
        raise DomainError(
            "too_many_rounds",
            "{rounds} rounds is more than an evening: plan at most {limit} rounds at a time",
            rounds=total,
            limit=MAX_ROUNDS,
        )
    if total < 1:
        raise DomainError(
            "bad_rounds", "the number of rounds must be at least 1, not {rounds}", rounds=total
        )
    future = total - len(played)
    if future < 1:
        raise DomainError(
            "nothing_to_plan",
            "{played} rounds are already played out of {total}; "
            "ask for more rounds to plan the rest",
            played=len(played),
            total=total,
        )
    layout = _layout(v, three_handed)
    index = {card: i for i, card in enumerate(roster)}
    fixed_internal = _check_fixed(fixed, index, layout)
    if played and iterations is None:
        # The rounds played are the start of the fresh plan for this room (the usual case in
        # a drive: change 1 was seated from it): keep that plan, a whole tournament or a
        # stored evening, rather than searching again around rounds that need no fixing.
        fresh, source = _fresh_rounds(roster, total, seed, tuple(fixed), three_handed)
        if tuple(played) == fresh[: len(played)]:
            rest = fresh[len(played) :]
            fixed_seats = tuple(FixedSeat(roster[p], t) for p, t in fixed_internal.items())
            return Movement(roster, rest, verify(rest, roster), source, fixed_seats, len(played))
    rng = random.Random(seed)
    frozen = _Frozen.of(played, index)

    builder = _Builder(v, future, layout, rng, frozen, fixed_internal)
    seats, source = builder.build()
    budget = iterations if iterations is not None else 4000 + 20 * future * layout.tables
    if builder.final:
        budget = 0  # a stored exact-search evening: already the best there is
    # An evening longer than the design goes through it again. The rest after one pass (or
    # after all the whole passes) must fit into what those left (each pair may oppose only so
    # often more): it is seated afresh by depth-first search; if that fails, the whole passes
    # are kept and the remainder improved by swap moves against their counts.
    cycle = builder.cycle
    whole = (future // cycle) * cycle if cycle and future > cycle else future
    heads = [cycle, whole] if cycle and cycle < whole else [whole]
    can_refill = not fixed_internal and not layout.dummies
    done: tuple[list[list[int]], list[set[int]]] | None = None
    for head in heads:
        search = _improve(
            v,
            [list(rnd) for rnd in seats[:head]],  # each try starts from the same rounds
            builder.sitters[:head],
            frozen,
            fixed_internal,
            rng,
            budget,
            builder.untouched,
            builder.sitters[head] if head < future else frozenset(),
            builder.sitters[head:],
        )
        if head == future:
            done = search.rounds, search.sitters
            break
        after_head = _after(v, search.rounds, search.sitters, frozen)
        refilled = _refill(v, builder.sitters[head:], after_head, rng) if can_refill else None
        if refilled is not None:
            tail_sitters = [set(out) for out in builder.sitters[head:]]
            done = [*search.rounds, *refilled], [*search.sitters, *tail_sitters]
            break
        if head == whole:
            tail = _improve(
                v,
                seats[head:],
                builder.sitters[head:],
                after_head,
                fixed_internal,
                rng,
                budget,
                False,
            )
            done = [*search.rounds, *tail.rounds], [*search.sitters, *tail.sitters]
    assert done is not None
    rounds_done, sitters_done = done
    _refuse_fixed_clash(rounds_done, fixed_internal, roster, len(played), total)
    numbered = _Seating(
        v, layout.tables, fixed_internal, frozen.last_tables, builder.keep_orientation
    ).seat(rounds_done, [frozenset(out) for out in sitters_done])
    new_rounds = tuple(_to_round(tables, sitters, roster) for tables, sitters in numbered)
    stats = verify(new_rounds, roster)
    fixed_seats = tuple(FixedSeat(roster[p], t) for p, t in fixed_internal.items())
    notes = _impossibility(v, total, layout, played)
    return Movement(roster, new_rounds, stats, source, fixed_seats, len(played), notes)


@lru_cache(maxsize=32)
def _fresh_rounds(
    roster: tuple[int, ...], total: int, seed: int, fixed: tuple[int, ...], three_handed: bool
) -> tuple[tuple[Round, ...], str]:
    """The rounds and source of plan() for a room (kept: a drive asks for it every change)."""
    movement = plan(roster, total, seed=seed, fixed=fixed, three_handed=three_handed)
    return movement.rounds, movement.source


def _impossibility(v: int, total: int, layout: _Layout, played: Sequence[Round]) -> tuple[str, ...]:
    """Evenings in which no plan keeps every bound of issue 5 item 3 (proofs in
    docs/movements.md, "Evenings that cannot meet every bound"): say so in plain words."""
    if played or layout.dummies or (v, total) not in stored_evenings.IMPOSSIBLE:
        return ()
    cap = stored_evenings.IMPOSSIBLE[(v, total)]
    # A new partner every game is a bound only while the most games anyone plays (the
    # rounds less the fewest sit-outs) is at most v-1.
    fewest_out = (total * (v % 4)) // v
    partners = "give everyone a new partner every game, " if total - fewest_out <= v - 1 else ""
    return (
        f"no plan for {v} players over {total} rounds can {partners}keep every pair to at "
        f"most {cap} meetings as opponents and share the sit-outs fairly all at once "
        "(docs/movements.md has the proof); this plan comes as close as that allows",
    )


def _improve(
    v: int,
    seats: list[list[int]],
    sitters: Sequence[frozenset[int]],
    frozen: _Frozen,
    fixed: dict[int, int],
    rng: random.Random,
    budget: int,
    untouched: bool,
    sat_out_after: frozenset[int] = frozenset(),
    later_sitters: Sequence[frozenset[int]] = (),
) -> Search:
    """Local search on some rounds, counts of `frozen` included: tabu while a bound is broken,
    then annealing to spread partners and opponents evenly."""
    games = Counter(frozen.games)
    for rnd in seats:
        games.update(p for p in rnd if p != DUMMY_SEAT)
    caps = Caps.for_games(v, max(games.values(), default=0))
    # Players with at most v-1 games get new partners only, even when others play more; their
    # games count the whole evening (the later rounds' sitters included).
    total = Counter(games)
    for out in later_sitters:
        total.update(p for p in range(v) if p not in out)
    few = frozenset(p for p in range(v) if total[p] <= v - 1) if caps.partner > 1 else frozenset()
    search = Search(
        v,
        seats,
        caps,
        frozenset(fixed),
        frozen.partners,
        frozen.opponents,
        sitters,
        frozen.last_sitters,
        sat_out_after,
        few,
    )
    if search.hard or not untouched:
        if search.hard:
            search.tabu(rng, min(budget, TABU_STEPS))
        search.run(rng, min(budget, POLISH_STEPS), patience=600)
    return search


def _after(
    v: int, rounds: Sequence[Sequence[int]], sitters: Sequence[set[int]], frozen: _Frozen
) -> _Frozen:
    """The counts after `rounds` (and the frozen ones): the starting point of the rest."""
    partners, opponents = _counts(v, rounds, frozen)
    after = _Frozen(partners, opponents, Counter(), Counter(), frozenset(sitters[-1]), {})
    after.games = Counter(frozen.games)
    for rnd in rounds:
        after.games.update(p for p in rnd if p != DUMMY_SEAT)
    return after


def _refill(
    v: int, sitters: Sequence[frozenset[int]], frozen: _Frozen, rng: random.Random
) -> list[list[int]] | None:
    """Seat the rounds afresh by depth-first search (local_search.fill_rounds) when the swap
    moves leave a bound broken: a few tries, each with its own order of players."""
    games = Counter(frozen.games)
    for out in sitters:
        games.update(p for p in range(v) if p not in out)
    caps = Caps.for_games(v, max(games.values(), default=0))
    for _ in range(REFILL_TRIES):
        found = fill_rounds(
            v, sitters, caps, frozen.partners, frozen.opponents, rng, REFILL_NODES, frozen.games
        )
        if found is not None:
            return found
    return None


def _counts(
    v: int, rounds: Sequence[Sequence[int]], frozen: _Frozen
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]:
    partners = Counter(frozen.partners)
    opponents = Counter(frozen.opponents)
    for seats in rounds:
        for base in range(0, len(seats), 4):
            n, s_, e, w = seats[base : base + 4]
            for a, b in ((n, s_), (e, w)):
                if DUMMY_SEAT not in (a, b):
                    partners[_pair(a, b)] += 1
            for a in (n, s_):
                for b in (e, w):
                    if DUMMY_SEAT not in (a, b):
                        opponents[_pair(a, b)] += 1
    return dict(partners), dict(opponents)


# --- input checks ---------------------------------------------------------------------------


def _roster(players: int | Sequence[int]) -> tuple[int, ...]:
    cards = tuple(range(1, players + 1)) if isinstance(players, int) else tuple(players)
    if len(cards) < 4:
        raise DomainError(
            "too_few_players",
            "a movement needs at least 4 players, not {count}",
            count=len(cards),
        )
    if len(cards) > MAX_PLAYERS:
        raise DomainError(
            "too_many_players",
            "{count} players is more than one movement can seat: split the room into "
            "sections of at most {limit} players",
            count=len(cards),
            limit=MAX_PLAYERS,
        )
    if any(c < 1 for c in cards) or len(set(cards)) != len(cards):
        raise DomainError(
            "bad_players",
            "players are card numbers 1, 2, 3 ... each listed once",
        )
    return tuple(sorted(cards))


def _check_fixed(fixed: Sequence[int], index: dict[int, int], layout: _Layout) -> dict[int, int]:
    """Fixed-seat players -> their table (1, 2, ... in the order given)."""
    unknown = [p for p in fixed if p not in index]
    if unknown:
        raise DomainError(
            "fixed_unknown",
            "player {player} cannot keep a fixed seat: there is no card {player} this evening",
            player=unknown[0],
        )
    if len(set(fixed)) != len(fixed):
        raise DomainError("fixed_twice", "a player is named twice in the fixed seats")
    if len(fixed) > layout.tables:
        raise DomainError(
            "fixed_too_many",
            "{count} players cannot each keep their own table: there are only {tables} tables; "
            "name at most {tables}",
            count=len(fixed),
            tables=layout.tables,
        )
    return {index[p]: table for table, p in enumerate(fixed, start=1)}


def _refuse_fixed_clash(
    rounds: Sequence[Sequence[int]],
    fixed: dict[int, int],
    roster: Sequence[int],
    played: int,
    total: int,
) -> None:
    """Fixed players must never share a table; say why in plain words when they would."""
    if len(fixed) < 2:
        return
    for r, seats in enumerate(rounds):
        for base in range(0, len(seats), 4):
            here = [p for p in seats[base : base + 4] if p in fixed]
            if len(here) > 1:
                a, b = sorted(roster[p] for p in here[:2])
                raise DomainError(
                    "fixed_clash",
                    "players {a} and {b} cannot both keep a fixed table: in {total} rounds for "
                    "{count} players they would have to meet at a table (in round {round}), "
                    "because everyone must play with as many different people as possible; "
                    "fix only one of them, or play fewer rounds",
                    a=a,
                    b=b,
                    total=total,
                    count=len(roster),
                    round=played + r + 1,
                )


# --- frozen rounds ------------------------------------------------------------------------------


@dataclass(slots=True)
class _Frozen:
    partners: dict[tuple[int, int], int]
    opponents: dict[tuple[int, int], int]
    sit_outs: Counter[int]
    games: Counter[int]
    last_sitters: frozenset[int]
    last_tables: dict[int, int]

    @staticmethod
    def of(played: Sequence[Round], index: dict[int, int]) -> _Frozen:
        """Counts of the played rounds for the players still present (internal indices)."""
        partners: Counter[tuple[int, int]] = Counter()
        opponents: Counter[tuple[int, int]] = Counter()
        sit_outs: Counter[int] = Counter()
        games: Counter[int] = Counter()
        last_sitters: frozenset[int] = frozenset()
        last_tables: dict[int, int] = {}
        for rnd in played:
            last_tables = {}
            for table in rnd.tables:
                present = {p: index[p] for p in table.players if p in index}
                for p in present.values():
                    games[p] += 1
                    last_tables[p] = table.table
                for a, b in (table.ns, table.ew):
                    if a in index and b in index:
                        partners[_pair(index[a], index[b])] += 1
                for a in table.ns:
                    for b in table.ew:
                        if a in index and b in index:
                            opponents[_pair(index[a], index[b])] += 1
            sit_outs.update(index[p] for p in rnd.sitting_out if p in index)
            last_sitters = frozenset(index[p] for p in rnd.sitting_out if p in index)
        return _Frozen(dict(partners), dict(opponents), sit_outs, games, last_sitters, last_tables)


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


# --- warm start ---------------------------------------------------------------------------------


class _Builder:
    """The first version of the future rounds: design rounds fitted to the sit-out rotation."""

    def __init__(
        self,
        v: int,
        future: int,
        layout: _Layout,
        rng: random.Random,
        frozen: _Frozen,
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
        order = _order_rounds(design, self.future, self.rng)
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
                _stranded(games, out, mapping)
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
        order = _order_rounds(design, self.future, self.rng)
        low = 2 * self.future // self.v
        caps = Caps.for_games(self.v, self.future - low)
        best: tuple[int, list[list[int]], list[frozenset[int]]] | None = None
        for _ in range(ROVER_ATTEMPTS):
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
        rover = labels[design.v]
        design_out = [labels[design.sitting_out[t][0]] for t in order]
        count = len(order)
        low, extra = divmod(2 * count, self.v)
        ceiling = low + (1 if extra else 0)
        projected = Counter(design_out)
        games_of = [
            [[labels[x] for pair in game for x in pair] for game in design.rounds[t]] for t in order
        ]
        seat_of = [
            {p: (k, i) for k, g in enumerate(games) for i, p in enumerate(g)} for games in games_of
        ]
        partners: Counter[int] = Counter()
        opponents: Counter[int] = Counter()
        chosen: list[int] = []
        nodes = 0

        def options(r: int) -> list[int]:
            previous = design_out[r - 1] if r else None
            before = chosen[r - 1] if r else None
            following = design_out[r + 1] if r + 1 < count else None
            deficit = [p for p in range(self.v) if projected[p] < low]
            if len(deficit) > count - r:
                return []
            pool = deficit if len(deficit) == count - r else list(range(self.v))
            found = []
            for y in pool:
                if y in (design_out[r], previous, before, following) or projected[y] >= ceiling:
                    continue
                if y != rover:
                    k, i = seat_of[r][y]
                    game = games_of[r][k]
                    if partners[game[i ^ 1]] >= caps.partner:
                        continue
                    facing = game[2:] if i < 2 else game[:2]
                    if any(opponents[o] >= caps.opponent for o in facing):
                        continue
                found.append(y)
            self.rng.shuffle(found)
            found.sort(key=lambda y: projected[y])
            return found

        def place(r: int, y: int, step: int) -> None:
            projected[y] += step
            if y != rover:
                k, i = seat_of[r][y]
                game = games_of[r][k]
                partners[game[i ^ 1]] += step
                for o in game[2:] if i < 2 else game[:2]:
                    opponents[o] += step

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
                k, i = seat_of[r][y]
                games[k][i] = rover
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
        counts = Counter(self.frozen.sit_outs)
        last: dict[int, int] = {p: -1 for p in self.frozen.last_sitters}
        tiebreak = list(range(self.v))
        self.rng.shuffle(tiebreak)
        previous = self.frozen.last_sitters
        out: list[frozenset[int]] = []
        for r in range(self.future):
            candidates = sorted(
                (p for p in range(self.v) if p not in previous),
                key=lambda p: (
                    counts[p],
                    not (stranded and p in stranded[r]),
                    last.get(p, -(10**9)),
                    tiebreak[p],
                ),
            )
            chosen = frozenset(candidates[:s])
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
        order = sorted(range(len(cleaned)), key=lambda k: -sum(p is not None for p in cleaned[k]))
        kept = [cleaned[k] for k in order[: self.layout.tables]]
        while len(kept) < self.layout.tables:
            kept.append([None, None, None, None])
        seated = {p for t in kept for p in t if p is not None}
        if pool is None:
            pool = [p for p in range(self.v) if p not in sitters and p not in seated]
            self.rng.shuffle(pool)
        # One dummy in each of the first `dummies` tables that have a hole; make holes if needed.
        with_holes = sorted(range(len(kept)), key=lambda k: -kept[k].count(None))
        for k in with_holes[: self.layout.dummies]:
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


def _stranded(
    games: Sequence[designs.LabelTable], design_out: Sequence[int], mapping: Sequence[int | None]
) -> frozenset[int]:
    """Players left without a full table in a design round once phantoms are removed."""
    out = {mapping[x] for x in design_out}
    for game in games:
        players = [mapping[x] for pair in game for x in pair]
        if None in players:
            out.update(players)
    return frozenset(p for p in out if p is not None)


def _order_rounds(design: designs.Design, count: int, rng: random.Random) -> list[int]:
    """Pick and order `count` rounds of the design (cycling through it when count is larger).

    Greedy: the next round is the one whose oppositions least repeat the last round's
    oppositions and partnerships (movements.md section 5.2 (a)-(b)); ties go by the seed.
    """
    size = len(design.rounds)
    opp: list[frozenset[tuple[int, int]]] = []
    part: list[frozenset[tuple[int, int]]] = []
    for games in design.rounds:
        opp.append(frozenset(_pair(a, b) for ns, ew in games for a in ns for b in ew))
        part.append(frozenset(_pair(*side) for game in games for side in game))
    order: list[int] = []
    current = rng.randrange(size)
    remaining = set(range(size))
    while len(order) < count:
        order.append(current)
        remaining.discard(current)
        if not remaining:
            remaining = set(range(size))  # the next pass through the design
        last_opp, last_part = opp[current], part[current]
        candidates = sorted(remaining - {current}) or [current]
        if len(candidates) > 48:
            candidates = rng.sample(candidates, 48)
        current = min(
            candidates,
            key=lambda t: (
                2 * len(last_opp & opp[t]) + len(last_part & opp[t]) + len(last_opp & part[t]),
                t,
            ),
        )
    return _repair_order(order, opp, part, rng)


def _repair_order(
    order: list[int],
    opp: Sequence[frozenset[tuple[int, int]]],
    part: Sequence[frozenset[tuple[int, int]]],
    rng: random.Random,
) -> list[int]:
    """Swap rounds to undo the greedy order's worst meetings, where it can.

    The greedy choice is forced at the end, when only a few rounds are left: a resolvable
    design (designs.py) plays each class three rounds running with the same foursomes, and
    two of them could end side by side. For each join of the order, worst first, the round
    after it is swapped with the best of up to 48 other positions if that lowers the total
    of the joins it touches (the greedy's measure); one pass.
    """
    cost_of: dict[tuple[int, int], int] = {}

    def join(a: int, b: int) -> int:
        key = (a, b) if a < b else (b, a)
        if key not in cost_of:
            cost_of[key] = 2 * len(opp[a] & opp[b]) + len(part[a] & opp[b]) + len(opp[a] & part[b])
        return cost_of[key]

    def around(positions: set[int]) -> int:
        return sum(join(order[k], order[k + 1]) for k in positions if 0 <= k < len(order) - 1)

    joins = sorted(range(len(order) - 1), key=lambda k: -join(order[k], order[k + 1]))
    for k in joins:
        if join(order[k], order[k + 1]) == 0:
            break
        others = [j for j in range(len(order)) if j != k + 1]
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


# --- table numbers and seats ------------------------------------------------------------------


class _Seating:
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
        self.left_hand: Counter[tuple[int, int]] = Counter()
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
                        self.visits[p][number] += 1
            self.previous = {p: n for n, g in placed for p in g if p != DUMMY_SEAT}
            out.append((sorted(placed), out_now))
        return out

    def _cost(self, game: Sequence[int], number: int) -> int:
        cost = 0
        for p in game:
            if p == DUMMY_SEAT or p in self.fixed:
                continue
            if self.previous.get(p) == number:
                cost += HARD
            cost += 4 * self.visits[p][number] ** 2  # squared: a table visited often is avoided
        return cost

    def _numbers(self, games: list[list[int]]) -> list[int]:
        """Fixed players' tables keep their number; the rest are assigned greedily, then
        improved by swapping two numbers while that lowers the cost (stays, uneven visits)."""
        numbers = [0] * len(games)
        free = set(range(1, self.tables + 1))
        for k, game in enumerate(games):
            for p in game:
                if p in self.fixed:
                    numbers[k] = self.fixed[p]
                    free.discard(self.fixed[p])
        movable = [k for k in range(len(games)) if numbers[k] == 0]
        movable.sort(key=lambda k: -max((self._cost(games[k], n) for n in free), default=0))
        for k in movable:
            best = min(sorted(free), key=lambda n: self._cost(games[k], n))
            numbers[k] = best
            free.discard(best)
        for _ in range(2 * len(games)):
            stuck = [i for i in movable if self._cost(games[i], numbers[i]) >= HARD]
            if not stuck or not any(self._unstick(games, numbers, movable, i) for i in stuck):
                break
        return numbers

    def _unstick(
        self, games: list[list[int]], numbers: list[int], movable: list[int], i: int
    ) -> bool:
        """Move table i off a number one of its players just used: swap numbers with another
        table, or rotate numbers among three, when that lowers the cost."""

        def cost(tables: Sequence[int]) -> int:
            return sum(self._cost(games[t], numbers[t]) for t in tables)

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
        options = [ring]
        if not self.keep_orientation:
            options.append([north, west, south, east])
        best = min(options, key=self._left_hand_cost)
        for k in range(4):
            if best[k] != DUMMY_SEAT:
                following = best[(k + 1) % 4]
                if following != DUMMY_SEAT:
                    self.left_hand[(best[k], following)] += 1
        for k, p in enumerate(best):
            if p in self.fixed:
                best = best[k:] + best[:k]
                break
        return [best[0], best[2], best[1], best[3]]

    def _left_hand_cost(self, ring: list[int]) -> int:
        return sum(
            self.left_hand[(ring[k], ring[(k + 1) % 4])]
            for k in range(4)
            if DUMMY_SEAT not in (ring[k], ring[(k + 1) % 4])
        )


def _to_round(
    placed: Iterable[tuple[int, list[int]]], sitters: frozenset[int], roster: Sequence[int]
) -> Round:
    def card(p: int) -> int:
        return DUMMY if p == DUMMY_SEAT else roster[p]

    tables = tuple(
        Table(number, (card(n), card(s)), (card(e), card(w))) for number, (n, s, e, w) in placed
    )
    return Round(tables, tuple(sorted(roster[p] for p in sitters)))
