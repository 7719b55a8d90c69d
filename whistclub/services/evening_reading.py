"""Reading a stored evening: its rows, its facts and the domain's working-out of them
(`LoadedEvening`), split from whistclub/services/evenings.py, which re-exports every name
here; the use cases that write an evening are there."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from whistclub.domain.documents.drive import find_scheduler, read_facts, read_settings
from whistclub.domain.drive.evening import Evening, EveningFacts, work_out
from whistclub.domain.drive.event import Format, Settings
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError
from whistclub.persistence import drive_mapper as mapper
from whistclub.persistence.database import Database
from whistclub.services import drives


@dataclass(frozen=True, slots=True)
class LoadedEvening:
    """One stored evening: its rows, its facts and, when they make an evening, the domain's
    working-out. `problem` is the domain's refusal when they do not yet (no entrants, too
    few players for a table): the desk shows it and the other screens wait."""

    event: dict[str, Any]
    settings: Settings
    called: int  # changes whose seating has been called and recorded
    facts: EveningFacts | None = None
    evening: Evening | None = None
    problem: str = ""
    # The domain's refusal itself when `problem` is one (its code and data, so the window can
    # word it in its language; whistclub/ui/errors.py evening_problem_text).
    problem_error: DomainError | None = field(default=None, compare=False, repr=False)
    results: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    # The last audit entry the rows include (services.evening_updates brings them up to date).
    audit_seen: int = field(default=0, compare=False)

    @property
    def event_id(self) -> int:
        return int(self.event["id"])

    @property
    def entrants(self) -> list[dict[str, Any]]:
        return list(self.event["entrants"])

    def seating(self, change: int) -> Round | None:
        """The seating of `change` once it is called (recorded), else None."""
        if self.facts is None or not 1 <= change <= min(self.called, len(self.facts.seatings)):
            return None
        return self.facts.seatings[change - 1]

    @property
    def next_seating(self) -> Round | None:
        """The seating to call next (the drawn first one before change 1)."""
        if self.evening is None or self.over:
            return None
        if len(self.evening.changes) < self.called:
            return None  # the called change is still being played
        return self.evening.next_seating

    @property
    def over(self) -> bool:
        return self.called >= self.settings.changes and self.complete(self.called)

    def complete(self, change: int) -> bool:
        """Every table in play at `change` has its result."""
        rnd = self.seating(change)
        return rnd is not None and all((change, t.table) in self.results for t in rnd.tables)


def in_evening(entrant: Mapping[str, Any]) -> bool:
    """An entrant who plays tonight: still here, or gone home early with their scores kept
    (not someone withdrawn before play). The screens ask here, not the rows' mapper."""
    return mapper.in_evening(entrant)


def scheduler_for(settings: Settings) -> Any:
    return find_scheduler() if settings.format is Format.INDIVIDUAL else None


def load_evening(database: Database, event_id: int) -> LoadedEvening:
    return evening_from_rows(drives.load_event(database, event_id))


def evening_from_rows(event: dict[str, Any]) -> LoadedEvening:
    document = mapper.document_from_rows(event)
    settings = read_settings(document)
    called = mapper.seated_changes(event)
    results = {k: dict(v) for k, v in mapper.results_by_place(event).items()}
    gap = _missing_seating(event)
    if gap:
        return LoadedEvening(event, settings, called, problem=gap, results=results)
    try:
        if settings.format is Format.PARTNER and not event["seatings"]:
            # A partner drive's first seating comes from the pairs made at the desk.
            document["seatings"] = [mapper.seating_facts(partner_seating(event))]
        facts = read_facts(document)
        evening = work_out(facts, scheduler_for(settings))
    except DomainError as error:
        return LoadedEvening(
            event, settings, called, problem=str(error), problem_error=error, results=results
        )
    return LoadedEvening(event, settings, called, facts, evening, results=results)


def _missing_seating(event: Mapping[str, Any]) -> str:
    """The seatings are the changes in order; one missing before a later one (left by an
    older version's undo) is told, not worked out as if change 2 were change 1."""
    changes = sorted(row["change"] for row in event["seatings"])
    missing = next((n for n, c in enumerate(changes, start=1) if c != n), 0)
    if not missing:
        return ""
    return (
        f"the seating of change {missing} is missing though change {changes[-1]} was called: "
        f"undo the call of change {changes[-1]}, then call the changes again"
    )


def partner_seating(event: Mapping[str, Any]) -> Round:
    """The first change of a partner drive from the desk's pairs (each pair's lower card first).

    The first half of the pairs sit North-South and stay; the others sit East-West and move
    (partner.py); with an odd number of pairs the last one rests first (a rest station).
    """
    objects = [mapper.entrant_object(r) for r in event["entrants"] if mapper.in_evening(r)]
    partner_of: dict[int, int] = {}
    for entrant in objects:
        other = entrant.get("partner")
        if other is not None:
            partner_of[entrant["card"]] = other
            partner_of.setdefault(other, entrant["card"])
    alone = [e["card"] for e in objects if e["card"] not in partner_of]
    if alone:
        raise DomainError(
            "no_partner",
            "card(s) {cards} have no partner; a partner drive is played in fixed pairs: give"
            " each of them a partner at the desk",
            where="the desk",
            cards=", ".join(map(str, alone)),
        )
    pairs = sorted({tuple(sorted((c, p))) for c, p in partner_of.items()})
    tables = len(pairs) // 2
    if tables == 0:
        raise DomainError("no_tables", "a partner drive needs at least two pairs", where="the desk")
    stationary, moving = pairs[:tables], pairs[tables:]
    seated = tuple(
        Table(t + 1, (stationary[t][0], stationary[t][1]), (moving[t][0], moving[t][1]))
        for t in range(tables)
    )
    resting = moving[tables] if len(moving) > tables else ()
    return Round(seated, tuple(resting))
