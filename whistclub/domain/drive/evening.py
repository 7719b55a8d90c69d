"""A whole drive evening worked out from its recorded facts.

The facts are the settings, the entrants, the seatings that were played (at least the first)
and the table results. From them, pure functions give every change's seating (in progressive
formats computed from the previous change's results, issue 6 item 4), the standings and the
prize list. Played seatings are facts: `record_played` freezes them, so a later correction of
a result (`correct`) changes scores and prizes but never who sat where (issue 6 item 7).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from whistclub.domain.drive.checks import (
    check_entrants,
    check_seating,
    dummy_allowed,
    results_by_change,
    rolled,
)
from whistclub.domain.drive.event import (
    Entrant,
    Format,
    Role,
    Settings,
    TableResult,
    table_result,
)
from whistclub.domain.drive.movements import fixed_tables, partner, progressive
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.prizes import Award, award_prizes
from whistclub.domain.drive.standings import PlayedChange, Standing, compute_standings
from whistclub.domain.errors import DomainError

# The schedule engine of individual drives: (played rounds, players present, changes, seed) ->
# the rounds still to play. Supplied by the caller (documents.drive finds movements/schedule.py)
# so that this module does not depend on how schedules are built.
# The fixed players (cards, in the order they take the engine's tables 1, 2, ...) come last,
# only when there are some: fixed_tables.py numbers the tables so each keeps their own.
Scheduler = Callable[..., Sequence[Round]]


@dataclass(frozen=True, slots=True)
class TieDecision:
    """A level table cut the cards and the secretary recorded which partnership moves
    ("ns" or "ew"): a fact of the evening, like a result (issue 21 item 7)."""

    change: int
    table: int
    moves: str


@dataclass(frozen=True, slots=True)
class EveningFacts:
    settings: Settings
    entrants: tuple[Entrant, ...]
    seatings: tuple[Round, ...]  # the seatings recorded so far, change 1 first
    results: tuple[TableResult, ...] = ()
    decisions: tuple[TieDecision, ...] = ()


@dataclass(frozen=True, slots=True)
class Evening:
    changes: tuple[PlayedChange, ...]  # every change with at least one result, in order
    next_seating: Round | None  # the change to call next, when the last one is complete
    standings: tuple[Standing, ...]
    prizes: tuple[Award, ...]
    # Level tables of complete changes in progressive formats, and how each was settled
    level_tables: tuple[progressive.LevelTable, ...] = ()

    @property
    def undecided(self) -> tuple[progressive.LevelTable, ...]:
        """Level tables whose cut is not recorded yet: the next change waits for them."""
        return tuple(t for t in self.level_tables if t.moves is None)


# --- Working the evening out -----------------------------------------------------------------


def progressive_rules(settings: Settings) -> progressive.ProgressiveRules:
    semi = settings.format is Format.SEMI_PARTNER
    return progressive.ProgressiveRules(
        movers=settings.movers,
        pairing=progressive.Pairing.KEEP_PARTNERS if semi else progressive.Pairing.NEW_PARTNERS,
        layout=settings.layout,
        tie=settings.movement_tie,
    )


class _Mover:
    """Gives the seating of each next change, by format."""

    def __init__(
        self,
        settings: Settings,
        entrants: Mapping[int, Entrant],
        first: Round,
        scheduler: Scheduler | None,
        decisions: Mapping[tuple[int, int], str] | None = None,
    ) -> None:
        self.settings = settings
        self.entrants = entrants
        self.decisions = decisions or {}
        self.lanes: dict[int, int] = {}
        if settings.roles:
            self.lanes = {c: 0 if e.role is Role.LADY else 1 for c, e in entrants.items()}
        self.scheduler = scheduler
        self.schedule: Sequence[Round] = ()
        self.planned_from = 1  # the change that self.schedule[0] is for
        self.planned_for: tuple[int, ...] = ()  # the players it was planned for
        if settings.format is Format.PARTNER:
            stationary, moving = partner.lines_from_round(first)
            self.schedule = partner.mitchell(stationary, moving, settings.changes, settings.skip)

    def remember_lanes(self, rnd: Round) -> None:
        """Without roles, a player's lane is the seat they last sat in (with roles, the role)."""
        if self.settings.roles:
            return
        for table in rnd.tables:
            for side in (table.ns, table.ew):
                for lane, card in enumerate(side):
                    self.lanes[card] = lane

    def after(self, history: Sequence[PlayedChange]) -> Round:
        """The seating of the change after the last one in `history`."""
        played = history[-1]
        nxt = played.change + 1
        if self.settings.format in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
            return self._progressive(played)
        if self.settings.format is Format.PARTNER:
            return self._present_only(self.schedule[nxt - 1], nxt)
        return self._individual(history)

    def _individual(self, history: Sequence[PlayedChange]) -> Round:
        """The next round of the schedule; re-planned, played rounds frozen, when the room
        changed (a latecomer, a leaver) or the seatings played were not the planned ones."""
        nxt = history[-1].change + 1
        if self.scheduler is None:
            raise DomainError(
                "seating_needed",
                "an individual drive needs its seating for every change; give it in seatings",
                where=f"change {nxt}",
            )
        roster = tuple(sorted(c for c, e in self.entrants.items() if e.present_at(nxt)))
        played = [c.seating for c in history]
        since = played[self.planned_from - 1 :]
        on_plan = (
            roster == self.planned_for
            and nxt - self.planned_from < len(self.schedule)
            and list(self.schedule[: len(since)]) == since
        )
        if not on_plan:
            self.schedule = plan_individual(
                self.scheduler, played, roster, self.settings, self.entrants
            )
            self.planned_from, self.planned_for = nxt, roster
        return self.schedule[nxt - self.planned_from]

    def _progressive(self, played: PlayedChange) -> Round:
        """Latecomers wait on the bench before the movers walk, so they play at once;
        early leavers go after it, so their last change's result still moves them."""
        nxt = played.change + 1
        state = progressive.seating_from_round(played.seating, self.lanes)
        for card, entrant in sorted(self.entrants.items()):
            if entrant.joins_at == nxt:
                lane = self.lanes.get(card, _arrival_lane(state))
                self.lanes[card] = lane
                state = progressive.arrive(state, card, lane, open_new=False)
        tricks = {t: progressive.TableTricks(r.ns, r.ew) for t, r in played.results.items()}
        decided = {t: m for (c, t), m in self.decisions.items() if c == played.change}
        state = progressive.next_seating(
            state, tricks, progressive_rules(self.settings), played.change, decided
        )
        for card, entrant in sorted(self.entrants.items()):
            if entrant.leaves_after == played.change:
                state = progressive.withdraw(
                    state, card, dummy_allowed(self.settings), rolled(self.settings)
                )
        state = progressive.open_spare_tables(state)
        fixed = {c: e.fixed_seat for c, e in self.entrants.items() if e.fixed_seat is not None}
        return progressive.keep_fixed(state, fixed, played.seating).round

    def _present_only(self, rnd: Round, change: int) -> Round:
        """A scheduled round with the tables of absent players taken out of play."""

        def here(card: int) -> bool:
            entrant = self.entrants.get(card)
            return entrant is not None and entrant.present_at(change)

        tables: list[Table] = []
        out = [c for c in rnd.sitting_out if here(c)]
        for table in rnd.tables:
            if all(here(c) for c in table.players):
                tables.append(table)
            else:
                out += [c for c in table.players if here(c)]
        return Round(tuple(tables), tuple(out))


def plan_individual(
    scheduler: Scheduler,
    played: Sequence[Round],
    roster: Sequence[int],
    settings: Settings,
    entrants: Mapping[int, Entrant],
) -> tuple[Round, ...]:
    """The rounds still to play of an individual drive, players who cannot move kept at their
    own table (fixed_tables.py: the engine keeps them still, the tables are renumbered)."""
    fixed = {c: e.fixed_seat for c, e in entrants.items() if e.fixed_seat is not None}
    order = fixed_tables.engine_order(fixed, roster)
    wanted = [fixed[c] for c in order]
    engine_played = fixed_tables.to_engine(played, wanted)
    asked = (engine_played, roster, settings.changes, settings.seed)
    rounds = scheduler(*asked, order) if order else scheduler(*asked)
    return fixed_tables.to_drive(rounds, wanted)


def _arrival_lane(state: progressive.Seating) -> int:
    """Without roles, a latecomer takes the dummy's seat, else waits in the shorter line."""
    short = progressive.dummy_lane(state)
    if short is not None:
        return short
    return 0 if len(state.bench[0]) <= len(state.bench[1]) else 1


def units_of(settings: Settings, first: Round) -> dict[int, int]:
    """In a partner drive each card scores with its partner: card -> the pair's lower card."""
    if settings.format is not Format.PARTNER:
        return {}
    stationary, moving = partner.lines_from_round(first)
    return {card: min(pair) for pair in (*stationary, *moving) for card in pair}


def _couples_come_and_go_together(
    entrants: Sequence[Entrant], units: Mapping[int, int]
) -> tuple[Entrant, ...]:
    """In a partner drive a couple plays as one: if one partner leaves early (or comes late)
    the couple's table is out of play, so both are withdrawn (or joined) together."""
    if not units:
        return tuple(entrants)
    joins: dict[int, int] = {}
    leaves: dict[int, int | None] = {}
    for e in entrants:
        head = units.get(e.card, e.card)
        joins[head] = max(joins.get(head, 1), e.joins_at)
        if e.leaves_after is not None:
            known = leaves.get(head)
            leaves[head] = e.leaves_after if known is None else min(known, e.leaves_after)
    return tuple(
        replace(
            e,
            joins_at=joins[units.get(e.card, e.card)],
            leaves_after=leaves.get(units.get(e.card, e.card)),
        )
        for e in entrants
    )


def work_out(facts: EveningFacts, scheduler: Scheduler | None = None) -> Evening:
    """Every change's seating, the standings and the prizes, from the facts alone."""
    return worked_out(facts, scheduler).evening


@dataclass(frozen=True, slots=True)
class WorkedOut:
    """An evening worked out, with what running.RunningEvening needs to apply one more result
    without working it out again: the roster as scored (partners come and go together) and
    the partner units."""

    evening: Evening
    roster: tuple[Entrant, ...]
    units: Mapping[int, int]


def worked_out(facts: EveningFacts, scheduler: Scheduler | None = None) -> WorkedOut:
    """work_out's evening, with its roster and units."""
    settings = facts.settings
    check_entrants(settings, facts.entrants)
    entrants = {e.card: e for e in facts.entrants}
    if not facts.seatings:
        raise DomainError("seating_missing", "give the seating of the first change")
    grouped = results_by_change(settings, facts.results)
    last = max(grouped, default=0)
    first = check_seating(settings, facts.seatings[0], entrants, 1)
    if not first.tables:
        raise DomainError(
            "no_tables",
            "nobody is seated: a table needs four players"
            + (" (two ladies and two gents)" if settings.roles else ""),
            where="change 1, seating",
        )
    if settings.format is Format.PARTNER and last == 0 and len(facts.seatings) == 1:
        # Before play the couple of a player who cannot move sits North-South at their table
        # (that line never moves); called and played, the seating is a fact and stays.
        fixed = {e.card: e.fixed_seat for e in facts.entrants if e.fixed_seat is not None}
        if fixed:
            first = check_seating(settings, partner.keep_fixed_pairs(first, fixed), entrants, 1)
    units = units_of(settings, first)
    roster = _couples_come_and_go_together(facts.entrants, units)
    entrants = {e.card: e for e in roster}
    decisions = {(d.change, d.table): d.moves for d in facts.decisions}
    mover = _Mover(settings, entrants, first, scheduler, decisions)
    played: list[PlayedChange] = []
    seating = first
    for change in range(1, last + 1):
        if change > 1:
            recorded = facts.seatings[change - 1] if change <= len(facts.seatings) else None
            computed = recorded if recorded is not None else mover.after(played)
            seating = check_seating(settings, computed, entrants, change)
        mover.remember_lanes(seating)
        results = grouped.get(change, {})
        _check_results_in_play(seating, results, change, last)
        played.append(PlayedChange(change, seating, results))
    level = level_tables(settings, played, decisions)
    waiting = any(t.change == last and t.moves is None for t in level)
    next_seating = None
    if (not played or played[-1].complete) and last < settings.changes:
        if last == 0:
            next_seating = first
        elif last < len(facts.seatings):
            next_seating = check_seating(settings, facts.seatings[last], entrants, last + 1)
        elif waiting:
            next_seating = None  # a level table cuts the cards: record who moves first
        elif settings.format is not Format.INDIVIDUAL or scheduler is not None:
            next_seating = check_seating(settings, mover.after(played), entrants, last + 1)
    standings = compute_standings(settings, roster, played, units)
    prizes = award_prizes(settings, standings, units)
    return WorkedOut(Evening(tuple(played), next_seating, standings, prizes, level), roster, units)


def level_tables(
    settings: Settings,
    played: Sequence[PlayedChange],
    decisions: Mapping[tuple[int, int], str],
) -> tuple[progressive.LevelTable, ...]:
    """Every table of the complete changes of a progressive drive whose partnerships tied on
    tricks over the change, with how the tie rule settled it, the count-back included (issue
    27 item 5; the caller's board says why the table moved as it did). In the other formats a
    result moves nobody, so there is nothing for a tie rule to settle."""
    if settings.format not in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
        return ()
    movers = progressive_rules(settings).movers
    found = []
    for change in played:
        if not change.complete:
            continue
        for number, result in sorted(change.results.items()):
            tricks = progressive.TableTricks(result.ns, result.ew)
            decided = decisions.get((change.change, number))
            tie = progressive.level_table(
                tricks, settings.movement_tie, change.change, number, decided, movers
            )
            if tie is not None:
                found.append(tie)
    return tuple(found)


def decide_tie(facts: EveningFacts, change: int, table: int, moves: str) -> EveningFacts:
    """The facts with the recorded cut of a level table: `moves` ("ns" or "ew") move.

    Refused, in the secretary's words, unless the table is level at that change, its tie
    rule is the cut of the cards, and the next change has not been called yet.
    """
    where = f"change {change}, table {table}"
    if moves not in ("ns", "ew"):
        raise DomainError(
            "tie_moves", 'who moves is "ns" (North-South) or "ew" (East-West)', where=where
        )
    evening = work_out(facts)
    tie = next((t for t in evening.level_tables if (t.change, t.table) == (change, table)), None)
    if tie is None or tie.rule is not progressive.TieRule.CUT:
        raise DomainError(
            "not_level",
            "table {table} is not level at change {change}, or its tie rule is not a cut of"
            " the cards: there is nothing to record",
            where=where,
            table=table,
            change=change,
        )
    if len(facts.seatings) > change:
        raise DomainError(
            "tie_played",
            "change {next} has been called already, so who moved from table {table} is history",
            where=where,
            table=table,
            next=change + 1,
        )
    kept = tuple(d for d in facts.decisions if (d.change, d.table) != (change, table))
    return replace(facts, decisions=(*kept, TieDecision(change, table, moves)))


def _check_results_in_play(
    seating: Round, results: Mapping[int, TableResult], change: int, last: int
) -> None:
    in_play = sorted(t.table for t in seating.tables)
    for table in results:
        if table not in in_play:
            raise DomainError(
                "table_not_in_play",
                "table {table} is not in play (tables in play: {tables}); check the table number",
                where=f"change {change}",
                table=table,
                tables=", ".join(map(str, in_play)) or "none",
            )
    missing = [t for t in in_play if t not in results]
    if missing and change < last:
        raise DomainError(
            "results_missing",
            "no result for table(s) {tables}; every table must be entered before later changes",
            where=f"change {change}",
            tables=", ".join(map(str, missing)),
        )


# --- Facts over time: freezing played seatings, corrections -----------------------------------


def record_played(facts: EveningFacts, scheduler: Scheduler | None = None) -> EveningFacts:
    """The facts with every played seating recorded, so that later corrections keep them."""
    evening = work_out(facts, scheduler)
    seatings = tuple(c.seating for c in evening.changes) or facts.seatings[:1]
    return replace(facts, seatings=seatings)


def add_result(facts: EveningFacts, result: TableResult) -> EveningFacts:
    """The facts with one more table result; the seating it was played at is frozen first."""
    frozen = record_played(facts)
    if result.change > len(frozen.seatings):
        evening = work_out(frozen)
        if evening.next_seating is not None and result.change == len(frozen.seatings) + 1:
            frozen = replace(frozen, seatings=(*frozen.seatings, evening.next_seating))
    return replace(frozen, results=(*frozen.results, result))


def correct(
    facts: EveningFacts,
    change: int,
    table: int,
    ns: Sequence[int],
    ew: Sequence[int] | None = None,
    note: str = "",
) -> EveningFacts:
    """The facts with one table result replaced; the seatings played stay exactly as they were.

    A correction changes scores and prizes. In a progressive drive it would also have changed
    who moved, but those changes have been played: history is not rewritten.
    """
    frozen = record_played(facts)
    kept = tuple(r for r in frozen.results if (r.change, r.table) != (change, table))
    if len(kept) == len(frozen.results):
        raise DomainError(
            "no_such_result",
            "there is no result to correct for this table; enter it instead",
            where=f"change {change}, table {table}",
        )
    fixed = table_result(change, table, ns, ew, note, facts.settings.hands_per_change)
    return replace(frozen, results=(*kept, fixed))
