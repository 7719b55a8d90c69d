"""A level table in a progressive drive cuts the cards, and the secretary records who moves.

Issue 21 item 7: a table level on tricks at a change (an approved 6-6 exception; several
hands a change) is settled by the club's tie rule (settings `movement_tie`, TieRule in
whistclub/domain/drive/movements/progressive.py). Where the rule is the cut of the cards, the
cut is a fact of the evening: stored on the table's result row as `"moves": "ns"` or `"ew"`
(docs/drives.md, "How an evening is stored"), recorded by one use case with one audit row. A
correction of that result replaces its facts, so a corrected level table is cut again.
"""

from __future__ import annotations

from typing import Any

from whistclub.domain.drive.evening import decide_tie
from whistclub.domain.drive.movements.progressive import LevelTable
from whistclub.persistence.database import Database
from whistclub.services.errors import ServiceError
from whistclub.services.evenings import LoadedEvening, evening_from_rows
from whistclub.services.unit import Changes, UnitOfWork, done, use_case

SIDES = {"ns": "North-South", "ew": "East-West"}


def record_cut(database: Database, event_id: int, change: int, table: int, moves: str) -> Changes:
    """Record that `moves` ("ns" or "ew") move from a level table after it cut the cards."""
    side = SIDES.get(moves, moves)
    summary = f"table {table}, change {change}: cut the cards, {side} move"
    with use_case(database, "drive.tie_decided", summary) as unit:
        loaded = evening_from_rows(_event(unit, event_id))
        if loaded.facts is None:
            raise ServiceError(
                f"the evening cannot be worked out yet: {loaded.problem}"
            ) from loaded.problem_error
        decide_tie(loaded.facts, change, table, moves)  # the domain refuses what cannot be
        row = loaded.results[(change, table)]
        facts = {**row["facts"], "moves": moves}
        unit.update(
            "drive_table_result",
            row["id"],
            row["version"],
            f"the result of table {table} of change {change}",
            facts=facts,
        )
    return done(unit)


def cuts_to_record(loaded: LoadedEvening | None) -> tuple[LevelTable, ...]:
    """Level tables of the change just played whose cut is not recorded: the next change
    cannot be called until it is."""
    if loaded is None or loaded.evening is None:
        return ()
    return tuple(t for t in loaded.evening.undecided if t.change == loaded.called)


def check_cuts_recorded(loaded: LoadedEvening | None) -> None:
    """Refuse, naming the table, to call the next change while a cut is not recorded."""
    for tie in cuts_to_record(loaded):
        raise ServiceError(
            f"table {tie.table} is level at change {tie.change} ({tie.ns}-{tie.ew}): the table"
            f" cuts the cards; record who moves before change {tie.change + 1} is called"
        )


def _event(unit: UnitOfWork, event_id: int) -> dict[str, Any]:
    """The evening's rows as read inside this use case (the shape drives.load_event gives)."""
    event = unit.require("drive_event", event_id, f"drive {event_id}")
    return {
        **event,
        "entrants": unit.rows("drive_entrant", event_id=event_id),
        "entrant_changes": unit.rows("drive_entrant_change", event_id=event_id),
        "seatings": unit.rows("drive_seating", event_id=event_id),
        "results": unit.rows("drive_table_result", event_id=event_id),
    }
