"""A full 24-hand, 40-table evening entered with at most one number and Enter per table per
hand (issue 6, "Done when"), counted key by key.

The evening is four changes of six hands (24 hands; 40 tables, 160 players), so the grid is
40 tables by 6 hands: the cursor runs down the tables of a hand, then on to the next hand, and
each table's result is saved once its six hands are in. The players are registered through
the services (the desk is tested elsewhere); every figure is typed at the keyboard.
"""

from __future__ import annotations

import random

from tests.ui.drive.helpers import Keys, call_change, drive_page, enter_change, tables_in_grid
from whistclub.services import evenings

TABLES, HANDS, CHANGES = 40, 6, 4


def test_forty_tables_and_24_hands_one_number_and_enter_each(window, qtbot):
    settings = {"changes": CHANGES, "hands_per_change": HANDS, "half_after": 2}
    event = evenings.new_evening(window.database, "Big night", settings)
    event_id = event.created_id("drive_event")
    for card in range(1, 4 * TABLES + 1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(window.database, event_id, f"Player {card}", role=role)
    page = drive_page(window)
    page.reload_events(select=event_id)
    rng = random.Random(40)
    keys = Keys()
    for change in range(1, CHANGES + 1):
        assert call_change(qtbot, page) == change
        tables = tables_in_grid(page)
        assert len(tables) == TABLES
        typed = {t: [rng.randint(0, 13) for _ in range(HANDS)] for t in tables}
        enter_change(qtbot, page, keys, typed)
        stored = page.loaded.results
        assert all(stored[(change, t)]["facts"]["ns"] == typed[t] for t in tables)
    table_hands = TABLES * HANDS * CHANGES
    assert table_hands == 40 * 24
    assert keys.numbers == table_hands and keys.enters == table_hands
    assert len(page.loaded.results) == TABLES * CHANGES
    assert len(page.loaded.evening.standings) == 160
