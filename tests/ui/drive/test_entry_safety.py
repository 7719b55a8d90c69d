"""The entry grid never overwrites a result without a word (issue 21 items 3 and the entry
bullets, issue 22 item 1), driven by keyboard in the real window:

- calling the next change while correcting an earlier one takes the grid to the new change,
  so the next figure typed lands there and not over the old result;
- a correction is a visible mode of its own, and Escape leaves it;
- a correction that turns a table's winner before the next change is called asks first and
  names who would sit elsewhere; "Go back" keeps the result;
- a refused figure stays in its cell, marked, with the reason; letters are refused in words;
  Enter on an empty cell stays there;
- another laptop's result is never typed over: the refusal says so and the grid shows it;
- the last change's messages clear when the next change is called.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import (
    Keys,
    answer_corrections,
    call_change,
    drive_page,
    enter_change,
    tables_in_grid,
)
from tests.ui.drive.helpers import (
    eight_players as two_tables,
)
from tests.ui.helpers import ENTER, type_keys
from whistclub.persistence import open_database
from whistclub.services import evenings

ESCAPE = Qt.Key.Key_Escape
RED = "#fde2e2"


def eight_players(qtbot, page, changes: int = 6) -> Keys:
    two_tables(qtbot, page, "Safety", changes=changes, half_after=3)
    return Keys()


def stored_ns(page, change: int, table: int) -> list[int]:
    return list(page.loaded.results[(change, table)]["facts"]["ns"])


def test_calling_the_next_change_while_correcting_takes_the_grid_to_it(window, qtbot):
    page = drive_page(window)
    keys = eight_players(qtbot, page)
    for tricks in ({1: [6], 2: [8]}, {1: [7], 2: [5]}, {1: [9], 2: [4]}):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, tricks)
    entry = page.entry
    entry.change.setValue(2)  # the secretary looks back at change 2
    assert entry.heading.text() == "Correcting change 2 of 6"
    assert entry.correcting.isVisible()
    assert "Press Escape to go back to change 3" in entry.correcting.text()
    assert entry.call.isEnabled()

    qtbot.mouseClick(entry.call, Qt.MouseButton.LeftButton)  # Call the next change
    assert page.loaded.called == 4
    assert entry.model.change == 4 and entry.heading.text() == "Change 4 of 6"
    assert not entry.correcting.isVisible()
    entry.view.setFocus()
    type_keys(qtbot, "8", ENTER)  # the next figure belongs to change 4, table 1
    QApplication.processEvents()
    assert stored_ns(page, 4, 1) == [8]
    assert stored_ns(page, 2, 1) == [7]  # change 2 untouched


def test_escape_leaves_a_correction_for_the_change_being_played(window, qtbot):
    page = drive_page(window)
    keys = eight_players(qtbot, page)
    for tricks in ({1: [6], 2: [8]}, {1: [7], 2: [5]}):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, tricks)
    call_change(qtbot, page)
    entry = page.entry
    entry.change.setValue(1)
    assert entry.correcting.isVisible() and entry.model.change == 1
    assert entry.waiting.text() == ""  # no "still to come" line while correcting
    type_keys(qtbot, ESCAPE)
    assert entry.model.change == 3 and not entry.correcting.isVisible()
    assert entry.heading.text() == "Change 3 of 6"
    assert entry.waiting.text() == "Still to come in: 2 tables (1, 2)"
    type_keys(qtbot, "6", ENTER)
    QApplication.processEvents()
    assert entry.waiting.text() == "Still to come in: table 2"


def test_a_correction_that_turns_the_winner_asks_and_names_who_moves(window, qtbot, monkeypatch):
    page = drive_page(window)
    keys = eight_players(qtbot, page)
    call_change(qtbot, page)
    enter_change(qtbot, page, keys, {1: [9], 2: [8]})
    entry = page.entry
    before_next = page.loaded.next_seating
    before_stored = stored_ns(page, 1, 1)

    asked = answer_corrections(monkeypatch, save=False)  # first: "Go back"
    entry.view.setFocus()
    entry.view.setCurrentIndex(entry.model.index(0, entry.model.ns_column(0)))
    type_keys(qtbot, "4", ENTER)  # 9-4 becomes 4-9: East-West now win table 1
    QApplication.processEvents()
    (question,) = asked
    assert "changes who won table 1 at change 1: North–South won, now East–West" in question
    assert "At the next change:" in question and "card " in question
    assert stored_ns(page, 1, 1) == before_stored  # nothing saved
    assert "keeps its result" in entry.message.text()

    asked = answer_corrections(monkeypatch, save=True)  # then: save it
    entry.view.setCurrentIndex(entry.model.index(0, entry.model.ns_column(0)))
    type_keys(qtbot, "4", ENTER)
    QApplication.processEvents()
    assert len(asked) == 1
    assert stored_ns(page, 1, 1) == [4]
    assert page.loaded.next_seating != before_next  # the winners move: the seating changed

    # A correction that keeps the winner (4 to 5, East-West still win) asks nothing.
    asked.clear()
    entry.view.setCurrentIndex(entry.model.index(0, entry.model.ns_column(0)))
    type_keys(qtbot, "5", ENTER)
    QApplication.processEvents()
    assert asked == [] and stored_ns(page, 1, 1) == [5]


def test_a_refused_figure_stays_in_its_cell_with_the_reason(window, qtbot):
    page = drive_page(window)
    eight_players(qtbot, page)
    call_change(qtbot, page)
    entry = page.entry
    cell = entry.model.index(0, entry.model.ns_column(0))

    type_keys(qtbot, "1", "4", ENTER)
    QApplication.processEvents()
    assert cell.data() == "14"  # the figure typed is still there
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() == RED
    assert "0 to 13" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert entry.view.currentIndex() == cell

    type_keys(qtbot, "x", ENTER)  # a letter: refused in words, not dropped
    QApplication.processEvents()
    assert cell.data() == "x"
    assert entry.message.text() == ("type the North-South tricks as a number from 0 to 13, not “x”")
    assert entry.view.currentIndex() == cell

    type_keys(qtbot, "7", ENTER)
    QApplication.processEvents()
    assert cell.data() == "7" and stored_ns(page, 1, 1) == [7]
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() != RED
    below = entry.model.index(1, entry.model.ns_column(0))
    assert entry.view.currentIndex() == below

    entry.view.edit(below)  # Enter on an empty cell stays there
    type_keys(qtbot, ENTER)
    QApplication.processEvents()
    assert entry.view.currentIndex() == below
    assert (1, 2) not in page.loaded.results


def test_another_laptops_result_is_never_typed_over(window, qtbot, database):
    page = drive_page(window)
    eight_players(qtbot, page)
    call_change(qtbot, page)
    event_id = page.event_id
    other = open_database(database.url)  # a second laptop on the same club file
    try:
        evenings.enter_result(other, event_id, 1, 1, [9])
        entry = page.entry
        assert tables_in_grid(page) == [1, 2]
        assert entry.model.entry_row(0).saved is False  # this window has not seen it yet
        type_keys(qtbot, "3", ENTER)
        QApplication.processEvents()
        assert entry.message.text().startswith(
            "table 1 of change 1 was entered on another computer meanwhile (NS 9, EW 4)"
        )
        assert stored_ns(page, 1, 1) == [9]
        assert entry.model.entry_row(0).ns == [9]  # the grid now shows the other figure
    finally:
        other.close()


def test_the_last_change_s_messages_clear_when_the_next_is_called(window, qtbot):
    page = drive_page(window)
    eight_players(qtbot, page)
    call_change(qtbot, page)
    entry = page.entry
    type_keys(qtbot, "1", "4", ENTER)  # refused, in red
    QApplication.processEvents()
    assert "0 to 13" in entry.message.text() and entry.message.styleSheet()
    for figure in "76":
        type_keys(qtbot, figure, ENTER)
        QApplication.processEvents()
    assert entry.message.text().startswith("Every table of change 1 is in")
    call_change(qtbot, page)  # change 2: nothing said about change 1 is left on it
    assert entry.model.change == 2
    assert entry.message.text() == "" and entry.message.styleSheet() == ""
