"""A new club game with two members of the same name (issue 21 item 6): the seat boxes tell
them apart by membership number, and one person cannot take two seats."""

from __future__ import annotations

from tests.ui.helpers import script_dialog
from whistclub.services.club import register_player
from whistclub.ui.newgame import NewGameDialog


def test_namesakes_are_told_apart_and_one_person_sits_once(window, monkeypatch, database):
    for name, number in (("Ann Smith", "12"), ("Ann Smith", "40"), ("Bob Baker", ""), ("Cy", "")):
        register_player(database, name, membership_number=number or None)
    window.refresh()
    seen: list[NewGameDialog] = []

    def fill(dialog: NewGameDialog) -> None:
        seen.append(dialog)
        box = dialog.seat_boxes[0]
        texts = [box.itemText(i) for i in range(box.count())]
        assert "Ann Smith (no. 12)" in texts and "Ann Smith (no. 40)" in texts
        assert "Bob Baker" in texts  # no namesake: the name alone
        dialog.family.setCurrentIndex(dialog.family.findData("partnership"))
        for seat, name in zip(
            dialog.seat_boxes,
            ["Ann Smith (no. 12)", "Bob Baker", "Ann Smith (no. 12)", "Cy"],
            strict=True,
        ):
            seat.setCurrentIndex(seat.findText(name))
        dialog.try_accept()
        assert dialog.problem.text() == "A player is chosen for two seats; choose each once."
        dialog.seat_boxes[2].setCurrentIndex(dialog.seat_boxes[2].findText("Ann Smith (no. 40)"))

    script_dialog(monkeypatch, NewGameDialog, fill)
    window.actions_by_name["new_game"].trigger()
    assert len(seen) == 1
    pad = window.games_page.pad
    assert pad is not None  # the second try, with two different Ann Smiths, started the game
