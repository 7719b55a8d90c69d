"""A correction three deals back, then undo and redo (Ctrl+Z / Ctrl+Shift+Z), with the audit
rows of the game checked, and the history view showing them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.helpers import ENTER, script_dialog, start_game, type_keys
from whistclub.domain.documents import score_document
from whistclub.services.games import list_games, load_document
from whistclub.services.history import game_changes as game_history
from whistclub.ui.dialogs import HistoryDialog

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]


def ns_tricks(window, pad) -> list[int]:
    return [d["tricks"]["NS"] for d in load_document(window.database, pad.game_id)["deals"]]


def test_correction_three_deals_back_then_undo_and_redo(
    window, players, monkeypatch, qtbot, qtmodeltester
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    for tricks in ("7", "6", "8", "6"):  # NS 1, EW 1, NS 3, EW 2: game 1 still open
        type_keys(qtbot, tricks, ENTER)
    assert pad.status.text().startswith("Game 1: NS 3 – EW 2")

    # deal 1 was really 9 tricks to NS: select it, F2, type the right figure, Enter
    pad.view.selectRow(0)
    qtbot.keyClick(pad.view, Qt.Key.Key_F2)
    assert "Correcting deal 1" in pad.entry_title.text()
    assert pad.family.tricks.text() == "7"
    pad.family.tricks.selectAll()
    type_keys(qtbot, "9", ENTER)
    assert ns_tricks(window, pad) == [9, 6, 8, 6]
    # recomputed everywhere: NS 3, then 5 after deal 3 wins game 1; deal 4 opens game 2
    engine = score_document(load_document(window.database, pad.game_id))
    assert [d["game"] for d in engine["deals"]] == [1, 1, 1, 2]
    assert pad.model.data(pad.model.index(3, 8)) == "2"  # the Game column of deal 4
    assert pad.status.text().startswith("Game 2: NS 0 – EW 1")

    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ns_tricks(window, pad) == [7, 6, 8, 6]
    assert pad.status.text().startswith("Game 1: NS 3 – EW 2")
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert ns_tricks(window, pad) == [9, 6, 8, 6]

    history = game_history(window.database, pad.game_id)
    actions = [entry["action"] for entry in history]
    assert actions == ["game.started", *["deal.recorded"] * 4, "deal.corrected", "undo", "undo"]
    corrected, undone, redone = history[-3:]
    assert corrected["before"]["deal"][0]["facts"]["tricks"]["NS"] == 7
    assert corrected["after"]["deal"][0]["facts"]["tricks"]["NS"] == 9
    assert undone["undoes"] == corrected["id"]
    assert undone["after"]["deal"][0]["facts"]["tricks"]["NS"] == 7
    assert redone["undoes"] == undone["id"]
    assert redone["after"]["deal"][0]["facts"]["tricks"]["NS"] == 9

    dialogs = script_dialog(monkeypatch, HistoryDialog, lambda dialog: None)
    window.actions_by_name["history"].trigger()
    (dialog,) = dialogs
    qtmodeltester.check(dialog.model)
    shown = [dialog.model.data(dialog.model.index(r, 2)) for r in range(dialog.model.rowCount())]
    assert shown[-3:] == ["deal corrected", "undone", "redone"]


def test_undo_of_a_recorded_deal_removes_it_and_redo_puts_it_back(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "8", ENTER)
    window.undo_stack.undo()
    assert ns_tricks(window, pad) == []
    assert pad.model.rowCount() == 0
    window.undo_stack.redo()
    assert ns_tricks(window, pad) == [8]
    assert pad.model.rowCount() == 1


def test_escape_cancels_a_correction_and_saves_nothing(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "8", ENTER, "6", ENTER)
    pad.view.selectRow(0)
    pad.start_correction()
    pad.family.tricks.selectAll()
    type_keys(qtbot, "13", Qt.Key.Key_Escape)
    assert ns_tricks(window, pad) == [8, 6]
    assert "Deal 3" in pad.entry_title.text()


def test_deleting_the_last_deal_and_undoing_it(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "8", ENTER, "6", ENTER)
    pad.view.selectRow(1)
    pad.delete_selected()
    assert ns_tricks(window, pad) == [8]
    window.undo_stack.undo()
    assert ns_tricks(window, pad) == [8, 6]
    actions = [entry["action"] for entry in game_history(window.database, pad.game_id)]
    assert actions[-2:] == ["deal.deleted", "undo"]


def test_a_correction_that_would_decide_the_rubber_early_is_refused(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    for tricks in ("13", "0", "13"):  # NS game 1, EW game 2, NS game 3 of the rubber
        type_keys(qtbot, tricks, ENTER)
    pad.view.selectRow(1)
    pad.start_correction()
    pad.family.tricks.selectAll()
    asked = script_dialog(monkeypatch, QMessageBox, lambda box: click(box, "goBack"))
    type_keys(qtbot, "13", ENTER)  # NS would win the rubber at deal 2, before deal 3
    (question,) = asked  # move deal 3 into a new rubber? Go back
    assert question.text() == "With this correction the rubber is decided at deal 2."
    assert "deal 3: tricks 13–0" in question.informativeText()
    assert ns_tricks(window, pad) == [13, 0, 13]  # nothing saved
    assert pad.invalid_cells() == ["tricks"]
    assert "deal 3" in pad.error.text()
    assert "Correcting deal 2" in pad.entry_title.text()  # still correcting, nothing lost


def test_a_correction_that_ends_the_rubber_sooner_moves_the_later_deals_undoably(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    for tricks in ("11", "2", "7", "7", "11"):  # NS game 1, EW game 2, NS game 3 at deal 5
        type_keys(qtbot, tricks, ENTER)
    first_game = pad.game_id
    pad.view.selectRow(1)
    qtbot.keyClick(pad.view, Qt.Key.Key_F2)
    pad.family.tricks.selectAll()
    asked = script_dialog(monkeypatch, QMessageBox, lambda box: click(box, "moveThem"))
    type_keys(qtbot, "11", ENTER)  # deal 2 was NS's: they win the rubber 2-0 there
    (question,) = asked
    assert "deal 3: tricks 7–6" in question.informativeText()
    assert "deal 5: tricks 11–2" in question.informativeText()
    assert ns_tricks(window, pad) == [11, 11]
    assert pad.status.text().startswith("Rubber won by North-South")
    games = list_games(window.database)
    assert [g["title"] for g in games] == ["Rubber 1", "Rubber 1, continued"]
    moved = load_document(window.database, games[1]["id"])
    assert [d["tricks"]["NS"] for d in moved["deals"]] == [7, 7, 11]
    assert "Correcting" not in pad.entry_title.text()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one change
    assert [g["id"] for g in list_games(window.database)] == [first_game]
    assert ns_tricks(window, pad) == [11, 2, 7, 7, 11]


def click(box: QMessageBox, name: str) -> None:
    box.findChild(type(box.defaultButton()), name).click()


def test_a_correction_another_laptop_overtook_is_refused_and_the_entry_kept(
    window, players, monkeypatch, qtbot
):
    from whistclub.services.games import correct_deal, load_deals

    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "8", ENTER, "6", ENTER)
    pad.view.selectRow(0)
    pad.start_correction()
    # meanwhile another laptop corrects the same deal to 9 tricks
    first = load_deals(window.database, pad.game_id)[0]
    correct_deal(window.database, first["id"], first["version"], {"tricks": {"NS": 9, "EW": 4}})
    pad.family.tricks.selectAll()
    type_keys(qtbot, "10", ENTER)
    assert ns_tricks(window, pad) == [9, 6]  # the other laptop's figure stands
    assert "changed on another computer" in pad.error.text()
    assert pad.family.tricks.text() == "10"  # what was typed is still there to look at


def test_undo_refused_by_a_later_change_elsewhere_says_so(
    window, players, monkeypatch, qtbot, warnings
):
    from whistclub.services.games import correct_deal, load_deals

    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "8", ENTER)
    deal = load_deals(window.database, pad.game_id)[0]
    correct_deal(window.database, deal["id"], deal["version"], {"tricks": {"NS": 7, "EW": 6}})
    window.undo_stack.undo()  # would delete the deal another laptop has since corrected
    assert ns_tricks(window, pad) == [7]
    assert len(warnings) == 1 and "changed on another computer" in warnings[0]
    window.undo_stack.redo()  # the refused step is dropped: nothing happens, nothing breaks
    assert ns_tricks(window, pad) == [7]
