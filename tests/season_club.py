"""A small club for the season's tests: evenings of two tables and two changes, played
through the services (the Drive screens' use cases)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from whistclub.persistence import Database
from whistclub.services import evenings

SETTINGS: dict[str, Any] = {
    "format": "progressive",
    "changes": 2,
    "half_after": 1,
    "prizes": [{"name": "First", "place": 1}, {"name": "Booby", "place": "last"}],
}


def play_evening(
    database: Database,
    name: str,
    held_on: date,
    entrants: Sequence[tuple[str, int | None]],
    tricks: Sequence[Sequence[int]] = ((7, 4), (9, 6)),
) -> int:
    """An evening of `entrants` (name, club player id or None for a walk-in; eight of them),
    ladies and gents in turn, whose tables take `tricks` North-South change by change."""
    made = evenings.new_evening(database, name, SETTINGS, held_on=held_on)
    event_id = made.created_id("drive_event")
    for card, (who, player_id) in enumerate(entrants, start=1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(database, event_id, who, role=role, player_id=player_id)
    for change_tricks in tricks:
        evenings.call_next_change(database, event_id)
        loaded = evenings.load_evening(database, event_id)
        seating = loaded.seating(loaded.called)
        assert seating is not None
        tables = sorted(t.table for t in seating.tables)
        for table, ns in zip(tables, change_tricks, strict=True):
            evenings.enter_result(database, event_id, loaded.called, table, [ns])
    return event_id
