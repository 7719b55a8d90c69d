"""The registration desk (issue 21 item 6): a member picked from the suggestions with Enter is
registered once; registering someone already at the evening asks first; two members of the
same name are told apart by their membership numbers; suggestions sort as the language
sorts names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import answer_box, drive_page, register, start_evening
from tests.ui.helpers import ENTER, type_keys
from whistclub.services.club import register_player

DOWN = Qt.Key.Key_Down


def answer_already_entered(monkeypatch, again: bool) -> list[str]:
    return answer_box(monkeypatch, "alreadyEntered", again)


def open_desk(qtbot, window):
    page = drive_page(window)
    start_evening(qtbot, page, "Desk night", format="individual", changes=3, roles=False)
    page.tabs.setCurrentWidget(page.desk)
    page.desk.name.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.desk.name, timeout=2000)
    return page


def entrants(page) -> list[tuple[int, str, int | None]]:
    return [(e["number"], e["name"], e["player_id"]) for e in page.loaded.entrants]


def test_a_member_picked_with_enter_then_enter_again_is_registered_once(
    window, qtbot, database, monkeypatch
):
    register_player(database, "Rosa Prieto", membership_number="17")
    asked = answer_already_entered(monkeypatch, again=False)
    page = open_desk(qtbot, window)
    desk = page.desk
    type_keys(qtbot, "Ros")
    qtbot.waitUntil(lambda: desk.completer.popup().isVisible(), timeout=2000)
    popup = desk.completer.popup()
    qtbot.keyClick(popup, DOWN)
    qtbot.keyClick(popup, ENTER)  # picks the suggestion
    QApplication.processEvents()
    qtbot.keyClick(desk.name, ENTER)  # and Enter again
    QApplication.processEvents()
    assert [(n, name) for n, name, _ in entrants(page)] == [(1, "Rosa Prieto")]
    # The pick registered her and the box was emptied after the completer had finished, so
    # the second Enter had nothing to register (and no question to ask).
    assert asked == [] and desk.name.text() == ""


def test_registering_someone_already_entered_asks_first(window, qtbot, monkeypatch):
    page = open_desk(qtbot, window)
    asked = answer_already_entered(monkeypatch, again=False)
    type_keys(qtbot, "Walk In", ENTER)
    type_keys(qtbot, "walk  in", ENTER)  # the same walk-in, typed again
    assert len(asked) == 1 and "already at this evening as card 1" in asked[0]
    assert [name for _, name, _ in entrants(page)] == ["Walk In"]
    assert page.desk.name.text() == "walk  in"  # kept, to be changed

    asked = answer_already_entered(monkeypatch, again=True)  # another person of that name
    page.desk.name.setFocus()
    type_keys(qtbot, ENTER)
    assert len(asked) == 1
    assert [name for _, name, _ in entrants(page)] == ["Walk In", "walk in"]


def test_two_members_of_one_name_are_told_apart(window, qtbot, database, monkeypatch):
    register_player(database, "Ann Smith", membership_number="12")
    register_player(database, "Ann Smith", membership_number="40")
    register_player(database, "Iñaki Ruiz")
    register_player(database, "Ivy Lane")
    page = open_desk(qtbot, window)
    suggestions = page.desk.completer.model().stringList()
    assert "Ann Smith (no. 12)" in suggestions and "Ann Smith (no. 40)" in suggestions
    assert suggestions.index("Iñaki Ruiz") < suggestions.index("Ivy Lane")  # ñ sorts as n
    asked = answer_already_entered(monkeypatch, again=False)
    type_keys(qtbot, "Ann Smith (no. 12)", ENTER)
    type_keys(qtbot, "Ann Smith (no. 40)", ENTER)
    assert asked == []  # two members, two people
    registered = entrants(page)
    assert [name for _, name, _ in registered] == ["Ann Smith", "Ann Smith"]
    assert registered[0][2] != registered[1][2]


def test_the_desk_speaks_in_words_and_counts_in_the_singular(window, qtbot, monkeypatch):
    page = drive_page(window)
    start_evening(qtbot, page, "Counts", format="progressive", changes=3, half_after=1)
    desk = page.desk
    assert desk.problem.text() == (
        "Nobody is registered yet: type the first player's name above and press Enter."
    )
    assert "field" not in desk.problem.text()
    register(qtbot, page, "Ann", "lady")
    assert desk.count.text() == "1 player (1 lady, 0 gents) · 0 tables, 1 spare"
    for name, role in (("Bea", "lady"), ("Cy", "gent"), ("Don", "gent")):
        register(qtbot, page, name, role)
    assert desk.count.text().startswith("4 players (2 ladies, 2 gents) · change 1: 1 table, ")
    assert desk.count.text().endswith("0 sitting out")
