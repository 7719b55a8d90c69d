"""The Standings screen after each entry (issue 24 item 2): the model says which rows changed
(dataChanged), never resets, so the view keeps its place; the column widths are measured once;
and what it shows is the evening worked out again from the stored facts."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    start_evening,
    tables_in_grid,
)
from whistclub.services import evenings

SETTINGS = {
    "format": "progressive",
    "hands_per_change": 1,
    "changes": 6,
    "half_after": 3,
    "prizes": [{"name": "First lady", "role": "lady", "place": 1}],
}


def _recomputed(page) -> list[tuple]:
    """(rank, card, total, hands) of everyone, from the facts read back afresh."""
    loaded = evenings.load_evening(page.database, page.event_id)
    return sorted(
        (s.rank, s.card, float(s.total), s.hands_played) for s in loaded.evening.standings
    )


def _shown(page) -> list[tuple]:
    rows = page.standings.model.rows()
    return sorted((r["rank"], r["card"], float(r["total"]), r["played"]) for r in rows)


def test_each_entry_updates_the_rows_it_changed_without_a_reset(window, qtbot, qtmodeltester):
    page = drive_page(window)
    start_evening(qtbot, page, "Tuesday drive", **SETTINGS)
    for number in range(1, 7):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    model = page.standings.model
    qtmodeltester.check(model)
    rng, keys = random.Random(3), Keys()
    resets: list[int] = []
    changed: list[tuple[int, int]] = []
    widths: list[list[int]] = []
    header = page.standings.view.horizontalHeader()
    for change in range(1, SETTINGS["changes"] + 1):
        assert call_change(qtbot, page) == change
        enter_change(qtbot, page, keys, {t: [rng.randint(0, 13)] for t in tables_in_grid(page)})
        page.tabs.setCurrentWidget(page.standings)
        QApplication.processEvents()
        if change == 1:  # the evening's players first shown: the rows arrive, widths measured
            model.modelReset.connect(lambda: resets.append(change))  # noqa: B023
            model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
        assert _shown(page) == _recomputed(page)
        widths.append([header.sectionSize(c) for c in range(model.columnCount())])
    assert resets == []
    assert changed  # every later change moved totals: said row by row
    assert all(w == widths[0] for w in widths)  # measured once, not after each entry
