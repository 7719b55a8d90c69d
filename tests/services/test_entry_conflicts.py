"""Two laptops on one club database entering the same drive (issue 22 item 1): every write
that changes an existing fact carries the version the secretary saw, a new result for a table
that already has one is a conflict, and the refusal is in her words, never an SQL
constraint's name. On a real SQLite file and on PostgreSQL."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from tests.services.test_evenings import new_evening
from whistclub.persistence import Database, open_database
from whistclub.services import ConflictError, ServiceError, evenings


def _laptops(database_url: str) -> tuple[Database, Database, int]:
    setup = open_database(database_url)
    event_id = new_evening(setup)
    evenings.call_next_change(setup, event_id, expected=1)
    setup.close()
    return open_database(database_url), open_database(database_url), event_id


def _stored(database: Database, event_id: int, change: int, table: int) -> list[int]:
    return list(evenings.load_evening(database, event_id).results[(change, table)]["facts"]["ns"])


def test_a_correction_over_another_laptops_correction_is_refused(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        evenings.enter_result(laptop_a, event_id, 1, 1, [6])
        seen_a = evenings.load_evening(laptop_a, event_id).results[(1, 1)]["version"]
        seen_b = evenings.load_evening(laptop_b, event_id).results[(1, 1)]["version"]
        evenings.enter_result(laptop_a, event_id, 1, 1, [8], seen_version=seen_a)
        with pytest.raises(ConflictError) as refused:
            evenings.enter_result(laptop_b, event_id, 1, 1, [9], seen_version=seen_b)
        message = str(refused.value)
        assert message.startswith("table 1 of change 1 was corrected on another computer")
        assert "now NS 8, EW 5" in message and "yours was not saved" in message
        assert _stored(laptop_b, event_id, 1, 1) == [8]
    finally:
        laptop_a.close()
        laptop_b.close()


def test_a_new_result_where_another_laptop_entered_one_is_refused(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        evenings.enter_result(laptop_a, event_id, 1, 2, [7])
        # laptop B still shows table 2 empty: what it types is a new result, not a correction
        with pytest.raises(ConflictError, match="entered on another computer meanwhile"):
            evenings.enter_result(laptop_b, event_id, 1, 2, [5], seen_version=None)
        assert _stored(laptop_b, event_id, 1, 2) == [7]
    finally:
        laptop_a.close()
        laptop_b.close()


def test_a_correction_of_a_result_cleared_elsewhere_is_refused(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        evenings.enter_result(laptop_a, event_id, 1, 1, [6])
        seen = evenings.load_evening(laptop_b, event_id).results[(1, 1)]["version"]
        evenings.clear_result(laptop_a, event_id, 1, 1, seen_version=seen)
        with pytest.raises(ConflictError, match="was cleared on another computer"):
            evenings.enter_result(laptop_b, event_id, 1, 1, [9], seen_version=seen)
        assert (1, 1) not in evenings.load_evening(laptop_b, event_id).results
    finally:
        laptop_a.close()
        laptop_b.close()


def test_clearing_a_result_corrected_elsewhere_is_refused(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        evenings.enter_result(laptop_a, event_id, 1, 1, [6])
        seen = evenings.load_evening(laptop_b, event_id).results[(1, 1)]["version"]
        evenings.enter_result(laptop_a, event_id, 1, 1, [4], seen_version=seen)
        with pytest.raises(ConflictError, match="nothing was cleared"):
            evenings.clear_result(laptop_b, event_id, 1, 1, seen_version=seen)
        assert _stored(laptop_b, event_id, 1, 1) == [4]
    finally:
        laptop_a.close()
        laptop_b.close()


def test_a_change_called_elsewhere_is_not_called_twice(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        for table, ns in ((1, 7), (2, 6)):
            evenings.enter_result(laptop_a, event_id, 1, table, [ns])
        evenings.call_next_change(laptop_a, event_id, expected=2)
        with pytest.raises(ConflictError, match="was called on another computer meanwhile"):
            evenings.call_next_change(laptop_b, event_id, expected=2)
        assert evenings.load_evening(laptop_b, event_id).called == 2
    finally:
        laptop_a.close()
        laptop_b.close()


def _at_once(laptops: list[Database], write: Callable[[Database, int], None]) -> list[str]:
    """Both laptops press Enter at the same moment; what each was told ("saved" or why not)."""
    start = threading.Barrier(len(laptops))
    outcomes: list[str] = []

    def one(index: int) -> None:
        start.wait()
        try:
            write(laptops[index], index)
            outcomes.append("saved")
        except ServiceError as error:
            outcomes.append(str(error))

    threads = [threading.Thread(target=one, args=(i,)) for i in range(len(laptops))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes


ROUNDS = 8


def test_two_laptops_entering_one_new_table_at_once(database_url: str) -> None:
    """Exactly one result is saved each time; the other laptop is told so in words."""
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        for _ in range(ROUNDS):
            outcomes = _at_once(
                [laptop_a, laptop_b],
                lambda db, i: evenings.enter_result(db, event_id, 1, 1, [5 + i]),
            )
            assert outcomes.count("saved") == 1, outcomes
            (refusal,) = [o for o in outcomes if o != "saved"]
            assert refusal.startswith("table 1 of change 1 was entered on another computer")
            for word in ("UNIQUE", "constraint", "drive_table_result", "duplicate key"):
                assert word not in refusal
            stored = _stored(laptop_a, event_id, 1, 1)
            version = evenings.load_evening(laptop_a, event_id).results[(1, 1)]["version"]
            evenings.clear_result(laptop_a, event_id, 1, 1, seen_version=version)
            assert stored in ([5], [6])
    finally:
        laptop_a.close()
        laptop_b.close()


def test_two_laptops_correcting_one_table_at_once(database_url: str) -> None:
    laptop_a, laptop_b, event_id = _laptops(database_url)
    try:
        evenings.enter_result(laptop_a, event_id, 1, 1, [7])
        for round_ in range(ROUNDS):
            stored = evenings.load_evening(laptop_a, event_id).results[(1, 1)]
            current = stored["facts"]["ns"][0]
            figures = [f for f in range(13) if f != current][round_ : round_ + 2]
            outcomes = _at_once(
                [laptop_a, laptop_b],
                lambda db, i, f=figures, v=stored["version"]: evenings.enter_result(
                    db, event_id, 1, 1, [f[i]], seen_version=v
                ),
            )
            assert len(outcomes) == 2 and outcomes.count("saved") == 1, outcomes
            (refusal,) = [o for o in outcomes if o != "saved"]
            assert refusal.startswith("table 1 of change 1 was corrected on another computer")
            assert "facts" not in refusal and "version" not in refusal
            assert _stored(laptop_b, event_id, 1, 1)[0] in figures
    finally:
        laptop_a.close()
        laptop_b.close()
