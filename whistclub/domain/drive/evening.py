"""A whole drive evening worked out from its recorded facts.

The facts are the settings, the entrants, the seatings that were played (at least the first)
and the table results. From them, pure functions give every change's seating (in progressive
formats computed from the previous change's results, issue 6 item 4), the standings and the
prize list. Played seatings are facts: `record_played` freezes them, so a later correction of
a result (`correct`) changes scores and prizes but never who sat where (issue 6 item 7).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from whistclub.domain.drive.checks import (
    _check_results_in_play,
    _results_by_change,
    check_entrants,
    check_seating,
)
from whistclub.domain.drive.event import Entrant, Format, Settings, TableResult, table_result
from whistclub.domain.drive.movements import partner, progressive
from whistclub.domain.drive.movements.model import Round
from whistclub.domain.drive.mover import (
    Scheduler,
    _couples_come_and_go_together,
    _Mover,
    plan_individual,
    progressive_rules,
    units_of,
)
from whistclub.domain.drive.prizes import Award, award_prizes
from whistclub.domain.drive.standings import PlayedChange, Standing, compute_standings
from whistclub.domain.errors import DomainError

# Kept importable from here, where the rest of the app has always found them.
__all__ = [
    "Evening",
    "EveningFacts",
    "Scheduler",
    "TieDecision",
    "add_result",
    "check_entrants",
    "check_seating",
    "correct",
    "decide_tie",
    "level_tables",
    "plan_individual",
    "progressive_rules",
    "record_played",
    "units_of",
    "work_out",
    "worked_out",
]


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
    grouped = _results_by_change(settings, facts.results)
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
    """Every level table of the complete changes of a progressive drive, with how the tie rule
    settled it (the caller's board says why the table moved as it did)."""
    if settings.format not in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
        return ()
    found = []
    for change in played:
        if not change.complete:
            continue
        for number, result in sorted(change.results.items()):
            tricks = progressive.TableTricks(result.ns, result.ew)
            decided = decisions.get((change.change, number))
            tie = progressive.level_table(
                tricks, settings.movement_tie, change.change, number, decided
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
