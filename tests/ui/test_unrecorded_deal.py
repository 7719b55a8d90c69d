"""Quitting with a deal typed but not recorded (issue 28): the window asks to record it,
discard it or go back, and nothing typed is lost without the secretary saying so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.helpers import ENTER, TAB, script_dialog, start_game, type_keys
from whistclub.services.games import load_deals

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]


def answer(monkeypatch, button: str | None) -> list[QMessageBox]:
    """Script the question: click the button named `button` (None: not expected at all)."""

    def click(box: QMessageBox) -> None:
        if button is None:
            pytest.fail(f"unexpected question: {box.text()}")
        box.findChild(type(box.defaultButton()), button).click()

    return script_dialog(monkeypatch, QMessageBox, click)


def quit_by_keyboard(qtbot) -> None:
    """Ctrl+Q, typed where the focus is (File → Quit's shortcut)."""
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)


def half_typed_deal(window, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "7", ENTER)  # deal 1 recorded
    type_keys(qtbot, "9", TAB, "3")  # deal 2: tricks and honours typed, no Enter
    return pad


def test_go_back_keeps_the_window_and_every_figure_typed(window, players, monkeypatch, qtbot):
    pad = half_typed_deal(window, monkeypatch, qtbot)
    asked = answer(monkeypatch, "goBack")
    quit_by_keyboard(qtbot)
    (question,) = asked
    assert question.text() == "Deal 2 is typed but not recorded."
    assert sorted(b.text() for b in question.buttons()) == ["Discard it", "Go back", "Record it"]
    assert window.isVisible()
    assert (pad.family.tricks.text(), pad.family.honours.text()) == ("9", "3")
    assert len(load_deals(window.database, pad.game_id)) == 1
    # the secretary finishes the deal as usual, and then quits without being asked again
    pad.family.honours.setFocus()
    type_keys(qtbot, ENTER)
    assert len(load_deals(window.database, pad.game_id)) == 2
    asked.clear()
    quit_by_keyboard(qtbot)
    assert asked == [] and not window.isVisible()


def test_record_it_records_the_deal_and_quits(window, players, monkeypatch, qtbot):
    pad = half_typed_deal(window, monkeypatch, qtbot)
    game = pad.game_id
    asked = answer(monkeypatch, "recordIt")
    quit_by_keyboard(qtbot)
    assert len(asked) == 1
    deals = load_deals(window.database, game)
    assert [d["facts"]["tricks"]["NS"] for d in deals] == [7, 9]
    assert deals[1]["facts"]["honours"] == {"NS": 3, "EW": 1}
    assert not window.isVisible()


def test_discard_it_quits_and_records_nothing(window, players, monkeypatch, qtbot):
    pad = half_typed_deal(window, monkeypatch, qtbot)
    game = pad.game_id
    asked = answer(monkeypatch, "discardIt")
    quit_by_keyboard(qtbot)
    assert len(asked) == 1
    assert len(load_deals(window.database, game)) == 1
    assert not window.isVisible()


def test_record_it_refused_keeps_the_window_open_on_the_cell(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "9", TAB, "5")  # five honours: no such deal
    answer(monkeypatch, "recordIt")
    quit_by_keyboard(qtbot)
    assert window.isVisible()
    assert pad.invalid_cells() == ["honours"]
    assert pad.family.honours.text() == "5"
    assert load_deals(window.database, pad.game_id) == []


def test_a_correction_typed_but_not_saved_is_asked_about(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "7", ENTER)
    pad.view.selectRow(0)
    pad.start_correction()
    asked = answer(monkeypatch, "discardIt")
    # opened for a look and nothing changed: the window may close without a question
    assert window.games_page.ready_to_close() and asked == []
    pad.family.tricks.selectAll()
    type_keys(qtbot, "8")
    window.close()
    (question,) = asked
    assert question.text() == "The correction of deal 1 is typed but not saved."
    assert not window.isVisible()  # discarded: the window closed, the deal as it was
    assert [d["facts"]["tricks"]["NS"] for d in load_deals(window.database, pad.game_id)] == [7]


def test_nothing_typed_quits_without_a_question(window, players, monkeypatch, qtbot):
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "7", ENTER)
    answer(monkeypatch, None)
    quit_by_keyboard(qtbot)
    assert not window.isVisible()


def test_opening_another_game_with_a_deal_typed_asks_first(window, players, monkeypatch, qtbot):
    first = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS).game_id
    second = half_typed_deal(window, monkeypatch, qtbot).game_id
    view, model = window.games_page.view, window.games_page.model

    def row_of(game_id: int) -> int:
        return next(r for r in range(model.rowCount()) if model.index(r, 0).data() == str(game_id))

    asked = answer(monkeypatch, "goBack")
    view.selectRow(row_of(first))
    view.clicked.emit(model.index(row_of(first), 0))
    assert len(asked) == 1
    pad = window.games_page.pad
    assert pad.game_id == second and pad.family.tricks.text() == "9"  # still there
    assert view.selectionModel().selectedRows()[0].row() == row_of(second)
    asked = answer(monkeypatch, "discardIt")
    view.selectRow(row_of(first))
    view.clicked.emit(model.index(row_of(first), 0))
    assert window.games_page.pad.game_id == first
    assert len(load_deals(window.database, second)) == 1  # deal 2 was discarded, deal 1 kept


def test_a_new_game_or_the_next_rubber_with_a_deal_typed_asks_first(
    window, players, monkeypatch, qtbot
):
    # Ctrl+N and Ctrl+R open another game in the pad's place: the typed deal is asked about
    # first, as on quitting (it was dropped without a word).
    from whistclub.services.games import list_games
    from whistclub.ui.newgame import NewGameDialog

    pad = half_typed_deal(window, monkeypatch, qtbot)
    dialogs = script_dialog(monkeypatch, NewGameDialog, lambda dialog: None, accept=False)
    asked = answer(monkeypatch, "goBack")
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N, ctrl)
    assert len(asked) == 1 and dialogs == []  # gone back: no new game dialog
    assert window.games_page.pad is pad and pad.family.tricks.text() == "9"
    asked = answer(monkeypatch, "recordIt")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R, ctrl)
    assert len(asked) == 1 and len(dialogs) == 1  # recorded, then the next rubber's dialog
    assert [d["facts"]["tricks"]["NS"] for d in load_deals(window.database, pad.game_id)] == [
        7,
        9,
    ]
    assert len(list_games(window.database)) == 1


def test_settings_with_a_deal_typed_asks_first(window, players, monkeypatch, qtbot):
    # A new language or print size builds the pages again, the pad with them.
    from whistclub.ui.dialogs import SettingsDialog

    pad = half_typed_deal(window, monkeypatch, qtbot)
    opened = script_dialog(monkeypatch, SettingsDialog, lambda dialog: None, accept=False)
    asked = answer(monkeypatch, "goBack")
    window.actions_by_name["settings"].trigger()
    assert len(asked) == 1 and opened == []
    assert pad.family.honours.text() == "3"
    asked = answer(monkeypatch, "discardIt")
    window.actions_by_name["settings"].trigger()
    assert len(asked) == 1 and len(opened) == 1
    assert len(load_deals(window.database, pad.game_id)) == 1
