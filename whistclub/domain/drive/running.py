"""An evening kept worked out while it is played: each table result entered is applied to it,
instead of the whole evening being worked out again from its facts (issue 24, profile item 2).

`RunningEvening.start(facts)` works the evening out once (evening.worked_out) and keeps, beside
it, every player's running counts (standings._tally). `with_result(result)` then checks the one
new result as work_out would (standings and results checks: event.table_result, the table in
play at that change, not entered twice), adds it to the four players' counts
(standings.add_table) and ranks the room again (standings.standings_from) and its prizes: the
cost of one table and one ranking, not of every change and table played so far.
`with_results(results)` applies several so, and ranks the room once, after the last.

It does so for a result of the change being played, or the first result of the change called
next. The result that completes a change also credits the players sitting out, lists that
change's level tables and gives the next seating (the recorded one, or the movement's from a
mover shown the seatings played); where the seatings played are not all recorded (work_out
then worked some out, with the movement's state as it went), that result is worked out whole,
as is anything else (a correction, a latecomer, a decision, the first result of the evening).
Either way the evening is the one work_out gives for the same facts: the tests compare them
on many simulated evenings.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise

from whistclub.domain.drive.checks import check_seating
from whistclub.domain.drive.evening import (
    Evening,
    EveningFacts,
    Scheduler,
    WorkedOut,
    _couples_come_and_go_together,
    _Mover,
    level_tables,
    units_of,
    worked_out,
)
from whistclub.domain.drive.event import Entrant, Format, Settings, TableResult, table_result
from whistclub.domain.drive.movements import progressive
from whistclub.domain.drive.movements.model import Round
from whistclub.domain.drive.prizes import award_prizes
from whistclub.domain.drive.standings import (
    PlayedChange,
    _sit_out_credit,
    _Tally,
    _tally,
    add_table,
    standings_from,
)


@dataclass(frozen=True, slots=True)
class RunningEvening:
    facts: EveningFacts
    worked: WorkedOut
    scheduler: Scheduler | None
    tallies: dict[int, _Tally]  # every player's running counts, as of `evening`
    hand_scores: dict[int, list[Fraction | int]]

    @property
    def evening(self) -> Evening:
        return self.worked.evening

    @classmethod
    def start(cls, facts: EveningFacts, scheduler: Scheduler | None = None) -> RunningEvening:
        """The evening of these facts worked out whole, ready for the next result."""
        worked = worked_out(facts, scheduler)
        tallies, hand_scores = _tally(facts.settings, worked.roster, worked.evening.changes)
        return cls(facts, worked, scheduler, tallies, hand_scores)

    @classmethod
    def resume(
        cls, facts: EveningFacts, evening: Evening, scheduler: Scheduler | None = None
    ) -> RunningEvening:
        """The evening work_out gave for these facts, kept as it is: only the players' counts
        are taken again from its changes (a standings' worth, not a whole evening's)."""
        if not evening.changes:
            return cls.start(facts, scheduler)
        units = units_of(facts.settings, evening.changes[0].seating)
        roster = _couples_come_and_go_together(facts.entrants, units)
        tallies, hand_scores = _tally(facts.settings, roster, evening.changes)
        worked = WorkedOut(evening, roster, units)
        return cls(facts, worked, scheduler, tallies, hand_scores)

    def with_result(self, result: TableResult) -> RunningEvening:
        """The evening with one more table result: applied to the counts where it can only
        change the standings, else worked out whole (a refusal is work_out's, either way)."""
        return self.with_results((result,))

    def with_results(self, results: Iterable[TableResult]) -> RunningEvening:
        """The evening with these table results, in this order: the same evening as
        `with_result` of each in turn, but the room ranked and its prizes awarded once, after
        the last (the results arriving together from the tables' pages, issue 25: ranking
        and the prizes' tie keys are most of a result's cost). The standings and prizes of
        the evenings in between are never looked at: each result's counts, seating and next
        seating do not depend on them (with_result's steps before the ranking)."""
        running, ranked = self, True
        for result in results:
            counted = running._counted(result)
            if counted is None:  # worked out whole: ranked there
                facts = replace(running.facts, results=_sorted_in(running.facts.results, result))
                running, ranked = RunningEvening.start(facts, running.scheduler), True
            else:
                running, ranked = counted, False
        return running if ranked else running._ranked()

    def _ranked(self) -> RunningEvening:
        """This evening's standings and prizes, from its players' counts as of its last
        change played (the change of the last result counted)."""
        settings, worked = self.facts.settings, self.worked
        last_change = self.evening.changes[-1].change
        standings = standings_from(
            settings, worked.roster, self.tallies, self.hand_scores, last_change, worked.units
        )
        prizes = award_prizes(settings, standings, worked.units)
        evening = replace(self.evening, standings=standings, prizes=prizes)
        return replace(self, worked=replace(worked, evening=evening))

    def _counted(self, result: TableResult) -> RunningEvening | None:
        """The evening with one more table result counted, its standings and prizes still
        the ones before (`_ranked` brings them up to date); None where the evening must be
        worked out whole instead."""
        facts = replace(self.facts, results=_sorted_in(self.facts.results, result))
        seating = self._seating_for(result)
        if seating is None:
            return None
        settings = facts.settings
        if not 1 <= result.change <= settings.changes or result.table not in {
            t.table for t in seating.tables
        }:
            return None  # refused there, in its words
        checked = table_result(
            result.change,
            result.table,
            result.ns,
            result.ew or None,
            result.note,
            settings.hands_per_change,
        )
        changes = self.evening.changes
        current = changes[-1] if changes and changes[-1].change == result.change else None
        results = {**(current.results if current else {}), result.table: checked}
        played = PlayedChange(result.change, seating, results)
        if played.complete and len(facts.seatings) < result.change:
            # The seatings played are not all recorded: work_out worked some out, with the
            # movement's state as it went; the evening is worked out whole again.
            return None
        table = next(t for t in seating.tables if t.table == result.table)
        tallies = dict(self.tallies)
        hand_scores = dict(self.hand_scores)
        half = settings.half_of(result.change) - 1
        for card in (*table.ns, *table.ew):
            _own_copy(tallies, hand_scores, card)
        add_table(tallies, hand_scores, half, table, checked)
        kept = changes[:-1] if current is not None else changes
        all_played = (*kept, played)
        level, next_seating = self.evening.level_tables, None
        if played.complete:
            _credit_sit_outs(settings, self.worked.roster, played, tallies, hand_scores, half)
            level = (*level, *level_tables(settings, [played], {}))
            next_seating = self._next_seating(facts, all_played, level)
        before = self.evening
        evening = Evening(all_played, next_seating, before.standings, before.prizes, level)
        return RunningEvening(
            facts, replace(self.worked, evening=evening), self.scheduler, tallies, hand_scores
        )

    def _next_seating(
        self,
        facts: EveningFacts,
        played: tuple[PlayedChange, ...],
        level: tuple[progressive.LevelTable, ...],
    ) -> Round | None:
        """The seating to call after the change just completed, as work_out gives it: the one
        recorded, none while a level table waits for its cut, else the movement's (a mover
        built afresh and shown the seatings played, as work_out's is when every seating played
        was recorded)."""
        settings, last = facts.settings, played[-1].change
        entrants = {e.card: e for e in self.worked.roster}
        if last >= settings.changes:
            return None
        if last < len(facts.seatings):
            return check_seating(settings, facts.seatings[last], entrants, last + 1)
        if any(t.change == last and t.moves is None for t in level):
            return None  # a level table cuts the cards: record who moves first
        if settings.format is Format.INDIVIDUAL and self.scheduler is None:
            return None
        mover = _Mover(settings, entrants, played[0].seating, self.scheduler, {})
        for change in played:
            mover.remember_lanes(change.seating)
        return check_seating(settings, mover.after(list(played)), entrants, last + 1)

    def _seating_for(self, result: TableResult) -> Round | None:
        """The seating the result was played at, if the result only adds to the change being
        played or opens the one called next; None where the evening must be worked out whole
        (that table entered already, an earlier change, a recorded cut of a level table)."""
        if self.facts.decisions:
            return None
        changes = self.evening.changes
        if changes and changes[-1].change == result.change:
            last = changes[-1]
            return None if result.table in last.results else last.seating
        if changes and changes[-1].complete and result.change == changes[-1].change + 1:
            return self.evening.next_seating
        # Before change 1 is played the first seating may still be set (a partner drive's
        # fixed couples): the first result is worked out whole.
        return None


def _own_copy(
    tallies: dict[int, _Tally], hand_scores: dict[int, list[Fraction | int]], card: int
) -> None:
    """The card's counts copied before they change: the evening before keeps its own."""
    if card in tallies:
        old = tallies[card]
        tallies[card] = _Tally(
            list(old.tricks), list(old.credits), old.played, old.won, old.ten_plus, old.sat_out
        )
        hand_scores[card] = list(hand_scores[card])


def _credit_sit_outs(
    settings: Settings,
    roster: tuple[Entrant, ...],
    change: PlayedChange,
    tallies: dict[int, _Tally],
    hand_scores: dict[int, list[Fraction | int]],
    half: int,
) -> None:
    """What the players sitting out the completed change score (standings._tally's rule)."""
    present = {e.card: e for e in roster}
    for card in change.seating.sitting_out:
        if card not in tallies or not present[card].present_at(change.change):
            continue
        _own_copy(tallies, hand_scores, card)
        tally = tallies[card]
        for hand in range(settings.hands_per_change):
            credit = _sit_out_credit(settings.sit_out, change, hand)
            tally.credits[half] += credit
            tally.sat_out += 1
            hand_scores[card].append(credit)


def _sorted_in(results: tuple[TableResult, ...], result: TableResult) -> tuple[TableResult, ...]:
    """The results with one more, in (change, table) order as the stored evening reads them
    (documents.drive.read_results); an evening given in another order keeps it, the new last."""
    ordered = list(results)
    if all((a.change, a.table) <= (b.change, b.table) for a, b in pairwise(ordered)):
        insort(ordered, result, key=lambda r: (r.change, r.table))
        return tuple(ordered)
    return (*results, result)
