"""The Players page's "Name on the website": each player's own word on the results website,
shown in the roster and kept in the club database (issue 26 item 5)."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog

from whistclub.services.club import list_players, register_player


def _row(page, name: str) -> int:
    model = page.model
    return next(r for r in range(model.rowCount()) if model.data(model.index(r, 0)) == name)


def _website(page, name: str) -> str:
    return page.model.data(page.model.index(_row(page, name), 3))


def test_a_member_says_no_and_a_walk_in_says_yes(window, database, monkeypatch):
    register_player(database, "Ann Archer", membership_number="12")
    register_player(database, "Wally Walkin")
    window.refresh()
    page = window.players_page
    assert _website(page, "Ann Archer") == "by name (default)"
    assert _website(page, "Wally Walkin") == "as card number (default)"
    page.view.selectRow(_row(page, "Ann Archer"))
    page.set_publishing(False)
    assert _website(page, "Ann Archer") == "as card number"
    page.view.selectRow(_row(page, "Wally Walkin"))
    monkeypatch.setattr(
        QInputDialog, "getItem", staticmethod(lambda *args: ("Publish my name", True))
    )
    page.website_button.click()
    assert _website(page, "Wally Walkin") == "by name"
    stored = {p["name"]: p["publish_name"] for p in list_players(database)}
    assert stored == {"Ann Archer": False, "Wally Walkin": True}
    window.actions_by_name["undo"].trigger()
    assert _website(page, "Wally Walkin") == "as card number (default)"
