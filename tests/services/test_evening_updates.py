"""The evening in memory brought up to date from the audit entries (services.evening_updates)
is the evening read back whole: on 60 simulated evenings (seeded), after every step of each
(registrations, changes called, results entered, corrected and cleared, withdrawals, undos
and redos, steps "from another computer" the page did not make), the updated evening, its
standings and its prizes equal load_evening's."""

from __future__ import annotations

import random

import pytest

from tests.persistence.databases import database, database_url  # noqa: F401 (fixtures)
from whistclub.persistence.database import Database
from whistclub.services import ServiceError, drives, evening_updates, evenings
from whistclub.services.unit import undo

EVENINGS = 60
SETTINGS = {
    "format": "progressive",
    "hands_per_change": 1,
    "changes": 5,
    "half_after": 2,
    "sit_out": "average",
    "prizes": [
        {"name": "First lady", "role": "lady", "place": 1},
        {"name": "First gent", "role": "gent", "place": 1},
        {"name": "Best second half", "half": 2, "place": 1},
        {"name": "Booby", "place": "last"},
    ],
}


def _step(opened: Database, rng: random.Random, event_id: int, done: list[int]) -> None:
    """One thing the desk does (refusals are part of an evening too: they change nothing)."""
    loaded = evenings.load_evening(opened, event_id)
    choice = rng.random()
    try:
        if choice < 0.1 or not loaded.entrants:
            role = rng.choice(("lady", "gent"))
            changes = evenings.register_entrant(
                opened, event_id, f"P{rng.randrange(10**6)}", role=role
            )
        elif choice < 0.25:
            changes = evenings.call_next_change(opened, event_id)
        elif choice < 0.7 and loaded.called:
            rnd = loaded.seating(loaded.called)
            table = rng.choice(rnd.tables).table if rnd and rnd.tables else 1
            shown = loaded.results.get((loaded.called, table))
            changes = evenings.enter_result(
                opened,
                event_id,
                rng.randint(max(1, loaded.called - 1), loaded.called),
                table,
                [rng.randint(0, 13)],
                seen_version=shown["version"] if shown else None,
            )
        elif choice < 0.78 and loaded.results:
            (change, table), row = rng.choice(sorted(loaded.results.items()))
            changes = evenings.clear_result(opened, event_id, change, table, row["version"])
        elif choice < 0.83 and loaded.entrants:
            row = rng.choice(loaded.entrants)
            changes = evenings.withdraw_player(opened, row["id"], row["version"])
        elif done:  # Ctrl+Z: the latest change first, as the page's undo stack does
            changes = undo(opened, done.pop())
            return
        else:
            return
    except ServiceError:
        return
    done.append(changes.audit_id)


@pytest.mark.parametrize("seed", [2026])
def test_the_evening_brought_up_to_date_is_the_evening_read_back(
    database: Database,  # noqa: F811
    seed: int,
) -> None:
    rng = random.Random(seed)
    steps = compared = 0
    # A third as many on PostgreSQL: the same code path, each round trip there costs more.
    count = EVENINGS if database.is_sqlite else EVENINGS // 3
    for number in range(count):
        event_id = drives.create_event(database, f"Evening {number}", settings=SETTINGS).created_id(
            "drive_event"
        )
        for n in range(8 + rng.randrange(5)):
            evenings.register_entrant(database, event_id, f"E{n}", role=("lady", "gent")[n % 2])
        page = evening_updates.load(database, event_id)
        done: list[int] = []
        for _ in range(rng.randint(10, 30)):
            _step(database, rng, event_id, done)
            steps += 1
            if rng.random() < 0.25:
                continue  # the page saw nothing of it (another computer): caught up later
            page = evening_updates.brought_up_to_date(database, page)
            fresh = evenings.load_evening(database, event_id)
            assert page == fresh, (number, steps)
            if fresh.evening is not None:
                assert page.evening.standings == fresh.evening.standings
                assert page.evening.prizes == fresh.evening.prizes
                compared += 1
    # the comparison ran on real, played evenings (800 steps and 300 standings for 60)
    assert steps > 13 * count and compared > 5 * count
