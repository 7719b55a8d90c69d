"""A table's result: entered (from the keyboard or a table's page, alone or several at one
commit), corrected, cleared, and what a correction changes (issue 6 item 4, issue 21, issue
25). Split from evenings.py along its seam; evenings re-exports these names, so callers keep
writing `evenings.enter_result`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whistclub.domain.documents.drive import read_settings
from whistclub.domain.drive.event import table_result
from whistclub.domain.drive.movements.model import Round
from whistclub.persistence import drive_mapper as mapper
from whistclub.persistence.database import Database
from whistclub.services import drives
from whistclub.services.errors import ConflictError, NotFoundError, ServiceError
from whistclub.services.unit import Case, Changes, UnitOfWork, done, use_case

if TYPE_CHECKING:
    from whistclub.services.evenings import LoadedEvening


def enter_result(
    database: Database,
    event_id: int,
    change: int,
    table: int,
    ns: Sequence[int],
    *,
    ew: Sequence[int] | None = None,
    note: str = "",
    hands: int | None = None,
    seen_version: int | None = None,
    source: str = "",
) -> Changes:
    """Save one table's result the moment it is typed (issue 6 item 4), or correct it if the
    table already has one. The domain checks the tricks: 13 a hand, unless an exception is
    approved with a note (whist-drives.md, "Score cards and checking").

    `seen_version` is the version of the result the secretary saw on her screen, None when
    she saw none. A result entered or corrected meanwhile on another computer is a conflict,
    never overwritten (issue 22 item 1): a correction goes through only over the version she
    saw, and a new result only where the table still has none. `source` names where the
    result came from when not the keyboard (the audit summary says "... from table 7's page")."""
    where = f"table {table} of change {change}"
    origin = f" from {source}" if source else ""
    with use_case(database, "drive.result_entered", f"enter {where}{origin}") as unit:
        _write_result(unit, event_id, change, table, ns, ew, note, hands, seen_version, origin)
    return done(unit)


def new_result_case(event_id: int, change: int, table: int, ns: Sequence[int], source: str) -> Case:
    """enter_result of a table's first result (never over one already there), as a use case
    to run with others in one transaction (unit.use_cases_together): the tables' page enters
    the results arriving together at one commit. Same checks, same audit row and summary."""
    where = f"table {table} of change {change}"
    origin = f" from {source}" if source else ""
    return Case(
        "drive.result_entered",
        f"enter {where}{origin}",
        lambda unit: _write_result(unit, event_id, change, table, ns, None, "", None, None, origin),
    )


def _write_result(
    unit: UnitOfWork,
    event_id: int,
    change: int,
    table: int,
    ns: Sequence[int],
    ew: Sequence[int] | None,
    note: str,
    hands: int | None,
    seen_version: int | None,
    origin: str,
) -> None:
    where = f"table {table} of change {change}"
    event = unit.require("drive_event", event_id, f"drive {event_id}")
    per_change = hands or read_settings(event["settings"] or {}).hands_per_change
    checked = table_result(change, table, ns, ew, note.strip(), per_change)
    seating = unit.rows("drive_seating", event_id=event_id, change=change)
    if not seating:
        raise ServiceError(f"change {change} has not been called yet; call it first")
    in_play = [t["table"] for t in seating[0]["facts"]["tables"]]
    if table not in in_play:
        listed = ", ".join(map(str, in_play))
        raise ServiceError(f"table {table} is not in play at change {change} (tables {listed})")
    facts = mapper.result_facts(checked)
    existing = unit.rows("drive_table_result", event_id=event_id, change=change, table_number=table)
    if existing and seen_version is None:
        raise ConflictError(
            f"{where} was entered on another computer meanwhile "
            f"({_result_words(existing[0]['facts'])}); yours was not saved: look at the "
            "figure now on the screen and type over it if yours is right",
            changed={"result": (None, existing[0]["facts"])},
        )
    if not existing and seen_version is not None:
        raise ConflictError(
            f"{where} was cleared on another computer after you opened it; yours was not "
            "saved: type it again if it is still right",
            changed={"deleted": (seen_version, None)},
        )
    if existing:
        if existing[0]["facts"] == facts:
            raise ServiceError(f"{where} already has exactly this result; nothing to change")
        unit.action, unit.summary = "drive.result_corrected", f"correct {where}{origin}"
        row = existing[0]
        if row["version"] != seen_version:
            raise ConflictError(
                f"{where} was corrected on another computer after you opened it (now "
                f"{_result_words(row['facts'])}); yours was not saved: look at the figure "
                "now on the screen and correct it again if it is still needed",
                changed={"result": (seen_version, row["facts"])},
            )
        try:
            unit.update(
                "drive_table_result",
                row["id"],
                row["version"],
                f"the result of {where}",
                facts=facts,
            )
        except ConflictError as lost:  # corrected elsewhere at this very moment
            now = unit.rows(
                "drive_table_result", event_id=event_id, change=change, table_number=table
            )
            shown = f" (now {_result_words(now[0]['facts'])})" if now else ""
            raise ConflictError(
                f"{where} was corrected on another computer at the same moment{shown}; "
                "yours was not saved: look at the figure now on the screen and correct it "
                "again if it is still needed",
                changed=lost.changed,
            ) from None
    else:
        # Two computers entering the same table at the same moment: the database's
        # unique constraint refuses the second, in these words.
        unit.clash = (
            f"{where} was entered on another computer at the same moment; yours was not "
            "saved: look at the figure now on the screen and type over it if yours is right"
        )
        unit.insert(
            "drive_table_result",
            event_id=event_id,
            change=change,
            table_number=table,
            facts=facts,
        )


Seat = tuple[int, str]
NO_SEAT: Seat = (0, "")


@dataclass(frozen=True, slots=True)
class CorrectionEffect:
    """What a correction changes beyond the scores: which side won the table and, when the
    next change is still to be called, who would sit where in it (issue 21 item 3)."""

    change: int
    table: int
    won_before: str  # "NS", "EW" or "tie"
    won_after: str
    # (card, seat before, seat after) at the next change; a seat is (table, "NS" or "EW"),
    # (0, "out") for sitting out
    moves: tuple[tuple[int, Seat, Seat], ...]
    already_seated: bool  # the next change is called: its seating stays as it is


def correction_effect(
    loaded: LoadedEvening, change: int, table: int, ns: Sequence[int]
) -> CorrectionEffect | None:
    """The effect of correcting a stored result to `ns` when it changes which side won the
    table; None when the winner stays (only the scores move) or there is nothing stored."""
    stored = loaded.results.get((change, table))
    if stored is None or loaded.evening is None:
        return None
    before = _winner(sum(stored["facts"]["ns"]), sum(stored["facts"]["ew"]))
    ew = [13 - t for t in ns]
    after = _winner(sum(ns), sum(ew))
    if before == after:
        return None
    already_seated = loaded.called > change
    moves: tuple[tuple[int, Seat, Seat], ...] = ()
    if not already_seated:
        rows = [dict(r) for r in loaded.event["results"]]
        for row in rows:
            if row["change"] == change and row["table_number"] == table:
                row["facts"] = {**row["facts"], "ns": list(ns), "ew": ew}
        from whistclub.services.evenings import evening_from_rows

        corrected = evening_from_rows({**loaded.event, "results": rows})
        moves = _moves(loaded.next_seating, corrected.next_seating)
    return CorrectionEffect(change, table, before, after, moves, already_seated)


def _winner(ns: int, ew: int) -> str:
    return "NS" if ns > ew else "EW" if ew > ns else "tie"


def _seats(seating: Round | None) -> dict[int, Seat]:
    if seating is None:
        return {}
    seats: dict[int, Seat] = {card: (0, "out") for card in seating.sitting_out}
    for t in seating.tables:
        for side, cards in (("NS", t.ns), ("EW", t.ew)):
            for card in cards:
                if card:
                    seats[card] = (t.table, side)
    return seats


def _moves(old: Round | None, new: Round | None) -> tuple[tuple[int, Seat, Seat], ...]:
    before, after = _seats(old), _seats(new)
    return tuple(
        (card, before.get(card, NO_SEAT), after.get(card, NO_SEAT))
        for card in sorted(set(before) | set(after))
        if before.get(card) != after.get(card)
    )


def _result_words(facts: Mapping[str, Any]) -> str:
    """A stored result as the secretary reads it: "NS 7, EW 6" (hands joined by spaces)."""
    ns = " ".join(str(t) for t in facts.get("ns", ()))
    ew = " ".join(str(t) for t in facts.get("ew", ()))
    return f"NS {ns}, EW {ew}"


def clear_result(
    database: Database,
    event_id: int,
    change: int,
    table: int,
    seen_version: int | None = None,
) -> Changes:
    """Take a result out again (typed at the wrong table). Only in the change being played:
    an earlier change must stay complete, so correct it instead. With `seen_version` (the
    version the secretary saw) a result corrected meanwhile elsewhere is not cleared."""
    from whistclub.services.evenings import load_evening

    loaded = load_evening(database, event_id)
    row = loaded.results.get((change, table))
    if row is None:
        raise NotFoundError(f"table {table} of change {change} has no result to clear")
    if seen_version is not None and row["version"] != seen_version:
        raise ConflictError(
            f"table {table} of change {change} was corrected on another computer after you "
            f"opened it (now {_result_words(row['facts'])}); nothing was cleared: look at it "
            "again"
        )
    if any(c > change for c, _ in loaded.results):
        raise ServiceError(
            f"later changes have results, so change {change} must stay complete: type the"
            " right figure over the wrong one"
        )
    return drives.delete_table_result(database, row["id"], row["version"])
