"""The drive page by keyboard (issue 21, "The rest of the evening, keyboard first"): Ctrl+Enter
calls the next change from any of its screens and lands in the entry grid; Alt+1 to Alt+8
open its screens; a window opened again during a drive lands on the change being played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import (
    Keys,
    drive_page,
    eight_players,
    enter_change,
)
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


def focused() -> object:
    return QApplication.focusWidget()


def test_ctrl_enter_calls_the_change_and_opens_the_grid(window, qtbot):
    page = drive_page(window)
    eight_players(qtbot, page, "Keys")
    qtbot.keyClick(focused(), Qt.Key.Key_3, ALT)  # Alt+3: the seating screen
    assert page.tabs.currentWidget() is page.caller
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    assert page.loaded.called == 1
    assert page.tabs.currentWidget() is page.entry
    assert focused() is page.entry.view
    enter_change(qtbot, page, Keys(), {1: [7], 2: [8]})
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)  # from the grid too
    assert page.loaded.called == 2 and page.entry.model.change == 2
    for index in range(page.tabs.count()):
        qtbot.keyClick(focused(), getattr(Qt.Key, f"Key_{index + 1}"), ALT)
        assert page.tabs.currentIndex() == index


def test_reopening_during_a_drive_lands_on_the_change_being_played(window, qtbot, database):
    page = drive_page(window)
    eight_players(qtbot, page, "Reopen")
    page.call_next_change()
    enter_change(qtbot, page, Keys(), {1: [7], 2: [8]})
    page.call_next_change()
    window.close()

    again = MainWindow(database, AppSettings())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.tabs.currentWidget() is again.drive_page
    reopened = again.drive_page
    assert reopened.tabs.currentWidget() is reopened.entry
    assert reopened.entry.model.change == 2
    assert reopened.entry.heading.text() == "Change 2 of 4"


def test_delete_on_a_players_row_at_the_desk_is_an_early_leave(window, qtbot):
    page = drive_page(window)
    eight_players(qtbot, page, "Leaver")
    page.call_next_change()
    page.tabs.setCurrentWidget(page.desk)
    view = page.desk.view
    view.setFocus()
    view.selectRow(2)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    leaver = page.loaded.entrants[2]
    assert leaver["facts"]["leaves_after"] == 1
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)  # undone
    assert page.loaded.entrants[2]["facts"].get("leaves_after") is None


def test_alt_2_puts_the_cursor_in_the_desk_s_name_box(window, qtbot):
    page = drive_page(window)
    eight_players(qtbot, page, "Desk keys")
    qtbot.keyClick(focused(), Qt.Key.Key_4, ALT)  # the entry grid
    page.what.setFocus()  # the keys outside the screens, in the printables' box
    qtbot.keyClick(focused(), Qt.Key.Key_2, ALT)  # the desk: a latecomer's name typed at once
    assert focused() is page.desk.name
    for char in "Late Lady":
        qtbot.keyClicks(focused(), char)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert page.loaded.entrants[-1]["name"] == "Late Lady"


def test_after_an_approved_exception_the_keys_are_back_in_the_grid(window, qtbot, monkeypatch):
    from tests.ui.helpers import ENTER, script_dialog, type_keys
    from whistclub.ui.drive.entry import ExceptionDialog

    page = drive_page(window)
    eight_players(qtbot, page, "Exception keys")
    qtbot.keyClick(focused(), Qt.Key.Key_Return, CTRL)
    entry = page.entry

    def approve(dialog: ExceptionDialog) -> None:
        dialog.ns[0].setValue(6)
        dialog.ew[0].setValue(6)
        dialog.note.setText("a card short, approved")

    script_dialog(monkeypatch, ExceptionDialog, approve)
    entry.exception.setFocus()  # as Tab from the grid leaves it
    qtbot.keyClick(entry.exception, Qt.Key.Key_Space)
    assert page.loaded.results[(1, 1)]["facts"]["ns"] == [6]
    assert focused() is entry.view
    assert entry.model.entry_row(entry.view.currentIndex().row()).table == 2  # the next table
    type_keys(qtbot, "8", ENTER)
    QApplication.processEvents()
    assert page.loaded.results[(1, 2)]["facts"]["ns"] == [8], entry.message.text()
