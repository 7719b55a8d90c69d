"""Undoing the call of a change while a later change stands (issue 22): the seatings are
the evening's played facts in order, so the call of change 1 is not undone while change 2
is called; undo the later call first. An evening whose stored seatings already have a gap
(a database from before this rule) loads with a clear problem, never an IndexError."""

from __future__ import annotations

import pytest

from tests.services.test_evenings import new_evening, play_change
from whistclub.persistence import Database
from whistclub.persistence.rows import metadata
from whistclub.services import ConflictError, evenings, undo
from whistclub.services.refusal_words import in_language


def _call(database: Database, event_id: int) -> int:
    return evenings.call_next_change(database, event_id).audit_id


def test_an_older_call_is_refused_while_a_later_one_stands(database: Database) -> None:
    event_id = new_evening(database)
    first = _call(database, event_id)
    loaded = evenings.load_evening(database, event_id)
    seating = loaded.seating(1)
    assert seating is not None
    for table in sorted(t.table for t in seating.tables):
        evenings.enter_result(database, event_id, 1, table, [7])
    second = _call(database, event_id)
    with pytest.raises(ConflictError, match="undo the call of change 2 first"):
        undo(database, first)
    loaded = evenings.load_evening(database, event_id)
    assert loaded.called == 2 and loaded.seating(2) is not None  # nothing was undone
    undone = undo(database, second)  # the later call first: then the older one may go too
    assert evenings.load_evening(database, event_id).called == 1
    undo(database, first)
    with pytest.raises(ConflictError, match="call change 1 first"):
        undo(database, undone.audit_id)  # redoing the call of change 2 without a change 1
    assert evenings.load_evening(database, event_id).called == 0


def test_a_gap_in_the_stored_seatings_is_a_problem_not_a_crash(database: Database) -> None:
    event_id = new_evening(database)
    play_change(database, event_id, [7, 4])
    play_change(database, event_id, [9, 6])
    seating = metadata.tables["drive_seating"]
    with database.engine.begin() as connection:  # as an older version's undo could leave it
        connection.execute(
            seating.delete().where(seating.c.event_id == event_id, seating.c.change == 1)
        )
    loaded = evenings.load_evening(database, event_id)
    assert loaded.seating(2) is None and loaded.seating(1) is None
    assert loaded.problem == (
        "the seating of change 1 is missing though change 2 was called: undo the call of"
        " change 2, then call the changes again"
    )
    assert in_language(loaded.problem, "es").startswith("faltan los asientos del cambio 1")
