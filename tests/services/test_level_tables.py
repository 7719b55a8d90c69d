"""The cut of a level table, recorded through the services (issue 21 item 7): one use case,
one audit row, stored on the table's result; the next change waits for it."""

from __future__ import annotations

import pytest

from tests.services.test_evenings import new_evening
from whistclub.domain.errors import DomainError
from whistclub.persistence import Database
from whistclub.persistence.drive_mapper import document_from_rows
from whistclub.services import ServiceError, drives, evenings, undo
from whistclub.services.level_tables import check_cuts_recorded, cuts_to_record, record_cut


def level_change_1(database: Database) -> int:
    """Eight players, two tables; table 1 level 6-6 (an approved misdeal), table 2 7-6."""
    event_id = new_evening(database)
    evenings.call_next_change(database, event_id)
    evenings.enter_result(database, event_id, 1, 1, [6], ew=[6], note="misdeal, MC approved")
    evenings.enter_result(database, event_id, 1, 2, [7])
    return event_id


def test_the_next_change_waits_for_the_cut_then_moves_who_was_recorded(database: Database):
    event_id = level_change_1(database)
    loaded = evenings.load_evening(database, event_id)
    (tie,) = cuts_to_record(loaded)
    assert (tie.change, tie.table, tie.ns, tie.ew) == (1, 1, 6, 6)
    with pytest.raises(ServiceError, match=r"table 1 is level at change 1 .6-6.: the table cuts"):
        check_cuts_recorded(loaded)
    with pytest.raises(ServiceError, match="change 2 cannot be worked out yet"):
        evenings.call_next_change(database, event_id)  # nothing is recorded

    record_cut(database, event_id, 1, 1, "ew")
    history = evenings.evening_history(database, event_id)
    assert history[-1]["action"] == "drive.tie_decided"
    assert history[-1]["summary"] == "table 1, change 1: cut the cards, East-West move"
    stored = document_from_rows(drives.load_event(database, event_id))
    assert stored["results"][0][0]["moves"] == "ew"
    loaded = evenings.load_evening(database, event_id)
    assert cuts_to_record(loaded) == ()
    check_cuts_recorded(loaded)  # nothing left to refuse
    first = loaded.seating(1)
    assert first is not None
    east, west = first.tables[0].ew
    evenings.call_next_change(database, event_id)
    second = evenings.load_evening(database, event_id).seating(2)
    assert second is not None
    # Winners move: East-West of table 1 left it, the lady up to table 2, the gent round to 2.
    assert east in second.tables[1].players and west in second.tables[1].players

    with pytest.raises(DomainError, match="change 2 has been called already"):
        record_cut(database, event_id, 1, 1, "ns")


def test_a_cut_undone_is_asked_for_again(database: Database):
    event_id = level_change_1(database)
    recorded = record_cut(database, event_id, 1, 1, "ns")
    undo(database, recorded.audit_id)
    assert len(cuts_to_record(evenings.load_evening(database, event_id))) == 1


def test_nothing_to_cut_is_refused(database: Database):
    event_id = level_change_1(database)
    with pytest.raises(DomainError, match="table 2 is not level at change 1"):
        record_cut(database, event_id, 1, 2, "ns")
