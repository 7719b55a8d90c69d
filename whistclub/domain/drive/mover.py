"""Who sits where at the next change of a drive evening, by format: the progressive movement
from the last change's results, the partner drive's Mitchell schedule, an individual drive's
schedule engine (re-planned when the room changes), and partner units."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from whistclub.domain.drive.checks import _dummy_allowed, _rolled
from whistclub.domain.drive.event import Entrant, Format, Role, Settings
from whistclub.domain.drive.movements import fixed_tables, partner, progressive
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.standings import PlayedChange
from whistclub.domain.errors import DomainError

# The schedule engine of individual drives: (played rounds, players present, changes, seed) ->
# the rounds still to play. Supplied by the caller (documents.drive finds movements/schedule.py)
# so that this module does not depend on how schedules are built.
# The fixed players (cards, in the order they take the engine's tables 1, 2, ...) come last,
# only when there are some: fixed_tables.py numbers the tables so each keeps their own.
Scheduler = Callable[..., Sequence[Round]]


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
                    state, card, _dummy_allowed(self.settings), _rolled(self.settings)
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
