"""Corrections: change 3 corrected after change 10 (scores move, seatings stay), undone and
redone from the window's Edit menu; an impossible figure marked at once; an approved
exception flagged; the evening's history."""

from __future__ import annotations

import random
import time
from datetime import UTC, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import (
    Keys,
    answer_corrections,
    call_change,
    drive_page,
    enter_change,
    register,
    start_evening,
    stored_rounds,
    tables_in_grid,
)
from tests.ui.helpers import ENTER, script_dialog, type_keys
from whistclub.ui import i18n
from whistclub.ui.dates import day_text
from whistclub.ui.drive.entry import ExceptionDialog


def evening_of_ten_changes(qtbot, page) -> dict[int, dict[int, list[int]]]:
    start_evening(qtbot, page, "Corrections", format="progressive", changes=12, half_after=6)
    for number in range(1, 7):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    rng = random.Random(3)
    keys = Keys()
    typed = {}
    for change in range(1, 11):
        call_change(qtbot, page)
        typed[change] = {t: [rng.randint(1, 12)] for t in tables_in_grid(page)}
        enter_change(qtbot, page, keys, typed[change])
    return typed


def totals(page) -> dict[int, object]:
    return {s.card: s.total for s in page.loaded.evening.standings}


def test_correct_change_3_after_change_10_then_undo_and_redo(
    window, qtbot, qtmodeltester, monkeypatch
):
    asked = answer_corrections(monkeypatch)
    page = drive_page(window)
    typed = evening_of_ten_changes(qtbot, page)
    seatings = stored_rounds(page)
    before = totals(page)
    table2 = page.loaded.seating(3).tables[1]
    old = typed[3][2][0]
    new = 13 - old  # the card was read the wrong way round

    entry = page.entry
    entry.change.setValue(3)  # go back to change 3
    assert entry.heading.text() == "Correcting change 3 of 12"
    entry.view.setFocus()
    entry.view.setCurrentIndex(entry.model.index(1, entry.model.ns_column(0)))
    type_keys(qtbot, *str(new), ENTER)
    QApplication.processEvents()
    # The other side now wins table 2: asked first, and told that nobody moves now.
    (question,) = asked
    assert "changes who won table 2 at change 3" in question
    assert "nobody moves now, only the scores change" in question

    after = totals(page)
    delta = new - old
    for card in table2.ns:
        assert after[card] == before[card] + delta
    for card in table2.ew:
        assert after[card] == before[card] - delta
    others = set(before) - set(table2.players)
    assert all(after[c] == before[c] for c in others)
    assert stored_rounds(page) == seatings  # who sat where at changes 4 to 10 is history
    assert entry.model.entry_row(1).ns == [new]

    window.actions_by_name["undo"].trigger()
    assert totals(page) == before
    assert entry.model.entry_row(1).ns == [old]
    window.actions_by_name["redo"].trigger()
    assert totals(page) == after

    page.tabs.setCurrentWidget(page.history)
    history = page.history.model.rows()
    assert [r["action"] for r in history[-3:]] == ["drive.result_corrected", "undo", "undo"]
    assert history[-3]["summary"] == "correct table 2 of change 3"
    shown = page.history.model.data(page.history.model.index(len(history) - 3, 2))
    assert shown == "result corrected"
    # The old figures and the new, and the moment in this computer's time (not UTC).
    details = page.history.model.data(page.history.model.index(len(history) - 3, 3))
    assert details == f"table 2, change 3: NS {old} → {new}, EW {13 - old} → {13 - new}"
    monkeypatch.setenv("TZ", "Asia/Kolkata")  # UTC+05:30: no minute of it reads as UTC
    time.tzset()
    try:
        at = history[-3]["at"]  # stored in UTC
        utc = at if at.tzinfo else at.replace(tzinfo=UTC)
        kolkata = utc + timedelta(hours=5, minutes=30)
        page.history.show_evening(page.loaded)
        when = page.history.model.data(page.history.model.index(len(history) - 3, 1))
        # the day as every date on screen is written (ui/dates.py), the time in Kolkata's
        assert when == f"{day_text(kolkata.date())} {kolkata:%H:%M:%S}"
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    qtmodeltester.check(page.history.model)
    qtmodeltester.check(entry.model)


def test_an_impossible_figure_is_marked_and_an_exception_is_flagged(window, qtbot, monkeypatch):
    page = drive_page(window)
    start_evening(qtbot, page, "Checks", format="progressive", changes=4, half_after=2)
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    call_change(qtbot, page)
    entry = page.entry
    type_keys(qtbot, "1", "4", ENTER)  # 14 tricks: marked at once, nothing saved
    QApplication.processEvents()
    cell = entry.model.index(0, entry.model.ns_column(0))
    assert "0 to 13" in entry.message.text()
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() == "#fde2e2"
    assert entry.view.currentIndex().row() == 0  # the cursor stays on the wrong figure
    assert (1, 1) not in page.loaded.results
    type_keys(qtbot, "8", ENTER)
    QApplication.processEvents()
    assert page.loaded.results[(1, 1)]["facts"] == {"table": 1, "ns": [8], "ew": [5]}
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() != "#fde2e2"

    def approve(dialog: ExceptionDialog) -> None:  # a card short: 6 and 6, approved
        dialog.ns[0].setValue(6)
        dialog.ew[0].setValue(6)
        dialog.note.setText("a card short, approved by the MC")

    script_dialog(monkeypatch, ExceptionDialog, approve)
    assert entry.view.currentIndex().row() == 1
    qtbot.mouseClick(entry.exception, Qt.MouseButton.LeftButton)
    facts = page.loaded.results[(1, 2)]["facts"]
    assert facts == {"table": 2, "ns": [6], "ew": [6], "note": "a card short, approved by the MC"}
    check = entry.model.index(1, entry.model.columnCount() - 1)
    assert check.data() == "⚑ exception: a card short, approved by the MC"
    assert check.data(Qt.ItemDataRole.BackgroundRole).color().name() == "#fff3c4"
    # The standings count the exception as approved: 6 tricks each side.
    standings = {s.card: s.total for s in page.loaded.evening.standings}
    table = page.loaded.seating(1).tables[1]
    assert all(standings[c] == 6 for c in table.players)


def test_a_refused_figure_is_worded_in_spanish(window, qtbot):
    page = drive_page(window)
    start_evening(qtbot, page, "Checks", format="progressive", changes=4, half_after=2)
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    call_change(qtbot, page)
    i18n.install_translator("es")
    try:
        type_keys(qtbot, "1", "4", ENTER)
        QApplication.processEvents()
        assert page.entry.message.text() == (
            "Cambio 1, mesa 1, mano 1: las bazas deben ser un número entero de 0 a 13, no 14"
        )
    finally:
        i18n.install_translator("en")
