"""A level table in the window (issue 21 item 7): the Seating tab says it is a tie, the
club's rule decides (a setting), and with the cut of the cards the secretary records who
moves before the next change can be called."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import call_change, drive_page, register, start_evening
from tests.ui.helpers import ENTER, script_dialog, type_keys
from whistclub.ui import i18n
from whistclub.ui.drive.entry import ExceptionDialog

LEFT = Qt.MouseButton.LeftButton


def level_first_change(qtbot, page, monkeypatch, tie: str) -> None:
    """Eight players, two tables; table 1 six all (a card short, approved), table 2 7-6."""
    start_evening(qtbot, page, f"Level {tie}", format="progressive", changes=4, half_after=2)
    form = page.settings_tab
    page.tabs.setCurrentWidget(form)
    form.movement_tie.setCurrentIndex(form.movement_tie.findData(tie))
    qtbot.mouseClick(form.save, LEFT)
    assert page.loaded.settings.movement_tie.value == tie
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    call_change(qtbot, page)

    def approve(dialog: ExceptionDialog) -> None:
        dialog.ns[0].setValue(6)
        dialog.ew[0].setValue(6)
        dialog.note.setText("a card short, approved by the MC")

    script_dialog(monkeypatch, ExceptionDialog, approve)
    entry = page.entry
    qtbot.mouseClick(entry.exception, LEFT)
    entry.view.setFocus()
    entry.view.setCurrentIndex(entry.model.index(1, entry.model.ns_column(0)))
    type_keys(qtbot, "7", ENTER)
    QApplication.processEvents()
    assert page.loaded.complete(1)


def test_the_table_cuts_the_cards_and_the_secretary_records_who_moves(window, qtbot, monkeypatch):
    page = drive_page(window)
    level_first_change(qtbot, page, monkeypatch, "count_back")  # the default: then a cut
    caller = page.caller
    page.tabs.setCurrentWidget(caller)
    ties = caller.board.ties.text()
    assert ties == "Table 1 was level at change 1 (6–6): cut the cards, then record who moves"
    assert caller.cuts.isVisible()

    # Calling now is refused in words, naming the table; nobody moves.
    assert caller.call.isEnabled()
    qtbot.mouseClick(caller.call, LEFT)
    assert page.status.text() == (
        "Table 1 is level at change 1: the table cuts the cards; record who moves (the buttons"
        " above) before change 2 is called."
    )
    assert page.loaded.called == 1

    east, west = page.loaded.seating(1).tables[0].ew
    qtbot.mouseClick(caller.cuts.buttons[(1, "ew")], LEFT)
    assert page.loaded.results[(1, 1)]["facts"]["moves"] == "ew"
    assert not caller.cuts.isVisible()
    assert caller.board.ties.text() == (
        "Table 1 was level at change 1 (6–6): the table cut the cards; East-West move"
    )
    assert caller.board.title.text().startswith("Change 2 of 4: take your seats")
    call_change(qtbot, page)
    second = page.loaded.seating(2)
    assert {east, west} <= set(second.tables[1].players)  # they moved on from table 1
    page.tabs.setCurrentWidget(page.history)
    assert "table 1, change 1: cut the cards, East-West move" in [
        r["summary"] for r in page.history.model.rows()
    ]


def test_both_partnerships_stay_by_the_club_s_rule_and_in_spanish(window, qtbot, monkeypatch):
    page = drive_page(window)
    level_first_change(qtbot, page, monkeypatch, "both_stay")
    caller = page.caller
    page.tabs.setCurrentWidget(caller)
    assert not caller.cuts.isVisible()
    assert caller.board.ties.text() == (
        "Table 1 was level at change 1 (6–6): both partnerships stay (the club's rule)"
    )
    before = page.loaded.seating(1).tables[0]
    call_change(qtbot, page)
    assert page.loaded.seating(2).tables[0] == before
    i18n.install_translator("es")
    try:
        caller.board.show_seating(page.loaded)
        assert caller.board.ties.text() == (
            "La mesa 1 quedó empatada en el cambio 1 (6–6): las dos parejas se quedan (regla"
            " del club)"
        )
    finally:
        i18n.install_translator("en")


def test_a_count_back_tie_is_said_on_the_board_in_english_and_spanish(english):
    """Issue 27 item 5: 26 each over four hands is a tie; the count-back settled it, and the
    caller's board says so (whistclub.domain.drive LevelTable, rule COUNT_BACK)."""
    from whistclub.domain.drive.movements.progressive import LevelTable, TieRule
    from whistclub.ui.drive.caller import tie_words

    tie = LevelTable(3, 2, 26, 26, TieRule.COUNT_BACK, "ew")
    assert tie_words(tie) == (
        "Table 2 was level at change 3 (26–26): East-West move (the count-back: the last hand"
        " that was not level)"
    )
    i18n.install_translator("es")
    try:
        assert tie_words(tie).endswith(
            "(el recuento hacia atrás: la última mano que no quedó empatada)"
        )
        assert tie_words(tie).startswith("La mesa 2 quedó empatada en el cambio 3 (26–26)")
    finally:
        i18n.install_translator("en")
