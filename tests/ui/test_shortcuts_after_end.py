"""After a rubber or a Solo session ends, the keyboard still drives the window (issue 28):
the focus goes to the deals table, not to a button or the games list, and Ctrl+R, Ctrl+N
and Ctrl+3 work without a click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import ENTER, TAB, script_dialog, start_game, type_keys
from whistclub.ui.newgame import NewGameDialog

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]
CTRL = Qt.KeyboardModifier.ControlModifier


def ctrl(qtbot, key: Qt.Key) -> None:
    """Ctrl+key, typed where the focus is."""
    focus = QApplication.focusWidget()
    assert focus is not None, "no widget has the keyboard focus"
    qtbot.keyClick(focus, key, CTRL)


def test_after_a_rubber_the_shortcuts_work_without_a_click(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "12", ENTER, "12", ENTER)  # NS win 2-0: the rubber is over
    assert pad.family.finished()
    assert QApplication.focusWidget() is pad.view  # not a button, not the games list
    selected = window.games_page.view.selectionModel().selectedRows()
    type_keys(qtbot, "1", "2")  # stray digits change nothing
    assert window.games_page.view.selectionModel().selectedRows() == selected
    ctrl(qtbot, Qt.Key.Key_3)
    assert window.tabs.currentWidget() is window.evening_page
    ctrl(qtbot, Qt.Key.Key_2)
    assert window.tabs.currentWidget() is window.games_page
    dialogs = script_dialog(monkeypatch, NewGameDialog, lambda dialog: None, accept=False)
    ctrl(qtbot, Qt.Key.Key_R)  # the next rubber of the evening, the same table
    ctrl(qtbot, Qt.Key.Key_N)  # a new club game
    assert [d.title.text() for d in dialogs] == ["Rubber 2", ""]
    assert [box.currentText() for box in dialogs[0].seat_boxes] == SEATS


def test_after_a_solo_session_the_focus_is_on_the_deals(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "solo", "solo_002", SEATS)
    for _deal in range(8):  # eight Solos by Ann, each made with 5 tricks
        type_keys(qtbot, "2", TAB, "1", TAB, TAB, "5", ENTER)
    assert pad.family.finished()
    assert QApplication.focusWidget() is pad.view
    ctrl(qtbot, Qt.Key.Key_3)
    assert window.tabs.currentWidget() is window.evening_page
