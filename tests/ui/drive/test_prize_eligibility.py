"""Prizes for the people who played (issue 21 item 5), in the window: the booby needs the
whole evening by default, and the Settings form says who may win."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    shown_prizes,
    start_evening,
    tables_in_grid,
)
from whistclub.ui import i18n

LEFT = Qt.MouseButton.LeftButton
PRIZES = [{"name": "First", "place": 1}, {"name": "Booby", "place": "last"}]


def play_with_a_leaver(qtbot, page) -> int:
    """Nine players, two tables and a spare, four changes; the first player seated North at
    table 1 leaves after change 1 with the fewest tricks, a latecomer comes at change 2.
    Returns the leaver's card."""
    start_evening(qtbot, page, "Who may win", roles=False, changes=4, half_after=2, prizes=PRIZES)
    for number in range(1, 10):
        register(qtbot, page, f"Player {number}", None)
    keys = Keys()
    call_change(qtbot, page)
    leaver = page.loaded.seating(1).tables[0].ns[0]
    enter_change(qtbot, page, keys, {t: [0] for t in tables_in_grid(page)})  # NS take nothing
    page.tabs.setCurrentWidget(page.desk)
    page.desk.view.selectRow(leaver - 1)
    qtbot.mouseClick(page.desk.findChild(QPushButton, "leavesEarly"), LEFT)
    register(qtbot, page, "Late Comer", None)
    for _change in range(2, 5):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, {t: [7] for t in tables_in_grid(page)})
    assert page.loaded.over
    return leaver


def booby(page) -> tuple[str, str]:
    prizes = dict(shown_prizes(page))
    reasons = {r["name"]: r["reason"] for r in page.prizes.model.rows()}
    return prizes["Booby"], reasons["Booby"]


def save_settings(qtbot, page) -> None:
    qtbot.mouseClick(page.settings_tab.save, LEFT)
    assert page.status.text() == ""


def test_the_booby_needs_the_whole_evening_unless_the_club_says_otherwise(window, qtbot):
    page = drive_page(window)
    form = page.settings_tab
    assert form.booby_min.text() == "the whole evening"  # the default, on the form
    leaver = play_with_a_leaver(qtbot, page)
    standings = {s.card: s for s in page.loaded.evening.standings}
    lowest = min(standings.values(), key=lambda s: s.total)
    assert lowest.card == leaver  # 0 tricks in the only hand played: the room's lowest

    winner, why = booby(page)
    assert not winner.startswith(f"{leaver} ")
    assert (
        f"Player {leaver} (card {leaver}) scored 0 but was not there the whole evening (left"
        " after change 1): the booby prize needs the whole evening." in why
    )
    assert int(winner.split()[0]) not in (leaver, 10)  # the latecomer missed change 1

    # The club gives the booby to whoever scored least: any number of hands.
    page.tabs.setCurrentWidget(form)
    form.booby_min.setFocus()
    qtbot.keyClick(form.booby_min, Qt.Key.Key_Up)  # from "the whole evening" to 0 hands
    assert form.booby_min.value() == 0
    save_settings(qtbot, page)
    assert booby(page)[0] == f"{leaver} Player {leaver}"

    # ... but early leavers win nothing at all.
    page.tabs.setCurrentWidget(form)
    form.leavers.setFocus()
    qtbot.keyClick(form.leavers, Qt.Key.Key_Space)
    assert not form.leavers.isChecked()
    save_settings(qtbot, page)
    winner, why = booby(page)
    assert winner != f"{leaver} Player {leaver}"
    assert "this prize list leaves out early leavers" in why
    assert page.loaded.event["settings"]["prizes_for_leavers"] is False

    # A place needs 4 hands: the latecomer (3 hands) is out of the places.
    page.tabs.setCurrentWidget(form)
    form.places_min.setValue(4)
    save_settings(qtbot, page)
    assert page.loaded.settings.places_min_hands == 4
    first = page.loaded.evening.prizes[0]
    assert 10 not in first.cards

    # In Spanish the reason is worded in Spanish.
    i18n.install_translator("es")
    try:
        page.prizes.show_evening(page.loaded)
        _, why = booby(page)
        assert "esta lista de premios deja fuera a quienes se van antes" in why
    finally:
        i18n.install_translator("en")
