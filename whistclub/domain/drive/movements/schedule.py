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
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from whistclub.domain.drive.movements import designs, stored_evenings
from whistclub.domain.drive.movements.local_search import DUMMY_SEAT, Search
from whistclub.domain.drive.movements.model import MovementStats, Round, verify
from whistclub.domain.drive.movements.refill import fill_rounds
from whistclub.domain.drive.movements.seating import Seating, to_round
from whistclub.domain.drive.movements.state import Caps, Frozen, Layout, pair, room_layout
from whistclub.domain.drive.movements.warm_start import Builder
from whistclub.domain.errors import DomainError

DEFAULT_ROUNDS = 24
"""The classic English evening: 24 hands (whist-drives.md, "The evening")."""

MAX_PLAYERS = 400
MAX_ROUNDS = 200
TABU_STEPS = 1500
# Tabu steps without fewer violations before the annealing takes over, as seat evaluations (a
# step weighs every seat of a round): 200 steps for 200 players, none short of TABU_STEPS
# below 27 players, where steps are cheap and a plateau can be long.
TABU_PATIENCE_WORK = 40_000
POLISH_STEPS = 6000  # annealing after the bounds hold: spreads repeats, bounded for speed
PEAK_STEPS = 3000  # annealing that lowers the worst repeats, where a bound stays broken
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
    layout = room_layout(v, three_handed)
    index = {card: i for i, card in enumerate(roster)}
    fixed_internal = _check_fixed(fixed, index, layout)
    if played and iterations is None and _everyone_in(played, roster):
        # The rounds played are the start of the fresh plan for this room (the usual case in
        # a drive: change 1 was seated from it): keep that plan, a whole tournament or a
        # stored evening, rather than searching again around rounds that need no fixing.
        # (After a late arrival or a leaver they cannot be: no fresh plan is made for it,
        # 20-110 ms at 160-194 players.)
        fresh, source = _fresh_rounds(roster, total, seed, tuple(fixed), three_handed)
        if tuple(played) == fresh[: len(played)]:
            rest = fresh[len(played) :]
            fixed_seats = tuple(FixedSeat(roster[p], t) for p, t in fixed_internal.items())
            return Movement(roster, rest, verify(rest, roster), source, fixed_seats, len(played))
    rng = random.Random(seed)
    frozen = Frozen.of(played, index)

    builder = Builder(v, future, layout, rng, frozen, fixed_internal)
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
    numbered = Seating(
        v, layout.tables, fixed_internal, frozen.last_tables, builder.keep_orientation
    ).seat(rounds_done, [frozenset(out) for out in sitters_done])
    new_rounds = tuple(to_round(tables, sitters, roster) for tables, sitters in numbered)
    stats = verify(new_rounds, roster)
    fixed_seats = tuple(FixedSeat(roster[p], t) for p, t in fixed_internal.items())
    notes = _impossibility(v, total, layout, played)
    return Movement(roster, new_rounds, stats, source, fixed_seats, len(played), notes)


def _everyone_in(played: Sequence[Round], roster: Sequence[int]) -> bool:
    """Whether every round played seats or sits out exactly the players of `roster`, as
    each round of the fresh plan for them does."""
    present = set(roster)
    return all(
        {p for t in rnd.tables for p in t.players} | set(rnd.sitting_out) == present
        for rnd in played
    )


@lru_cache(maxsize=32)
def _fresh_rounds(
    roster: tuple[int, ...], total: int, seed: int, fixed: tuple[int, ...], three_handed: bool
) -> tuple[tuple[Round, ...], str]:
    """The rounds and source of plan() for a room (kept: a drive asks for it every change)."""
    movement = plan(roster, total, seed=seed, fixed=fixed, three_handed=three_handed)
    return movement.rounds, movement.source


def _impossibility(v: int, total: int, layout: Layout, played: Sequence[Round]) -> tuple[str, ...]:
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
    frozen: Frozen,
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
            search.tabu(rng, min(budget, TABU_STEPS), TABU_PATIENCE_WORK // v)
        search.run(rng, min(budget, POLISH_STEPS), patience=600)
    if search.hard and budget:
        # A bound still broken (a room the caps do not fit, or one the search could not
        # mend): more annealing that weighs the worst repeats most, to keep the largest
        # count, the one the summary tells, as low as it goes.
        search.weigh_peaks()
        search.run(rng, min(budget, PEAK_STEPS), patience=600)
    return search


def _after(
    v: int, rounds: Sequence[Sequence[int]], sitters: Sequence[set[int]], frozen: Frozen
) -> Frozen:
    """The counts after `rounds` (and the frozen ones): the starting point of the rest."""
    partners, opponents = _counts(v, rounds, frozen)
    after = Frozen(partners, opponents, Counter(), Counter(), frozenset(sitters[-1]), {})
    after.games = Counter(frozen.games)
    for rnd in rounds:
        after.games.update(p for p in rnd if p != DUMMY_SEAT)
    return after


def _refill(
    v: int, sitters: Sequence[frozenset[int]], frozen: Frozen, rng: random.Random
) -> list[list[int]] | None:
    """Seat the rounds afresh by depth-first search (refill.fill_rounds) when the swap
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
    v: int, rounds: Sequence[Sequence[int]], frozen: Frozen
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]:
    partners = Counter(frozen.partners)
    opponents = Counter(frozen.opponents)
    for seats in rounds:
        for base in range(0, len(seats), 4):
            n, s_, e, w = seats[base : base + 4]
            for a, b in ((n, s_), (e, w)):
                if DUMMY_SEAT not in (a, b):
                    partners[pair(a, b)] += 1
            for a in (n, s_):
                for b in (e, w):
                    if DUMMY_SEAT not in (a, b):
                        opponents[pair(a, b)] += 1
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


def _check_fixed(fixed: Sequence[int], index: dict[int, int], layout: Layout) -> dict[int, int]:
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
