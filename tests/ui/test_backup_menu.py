"""File > Back up the club now: the same online backup as `whistclub-cli backup`, taken while
the window is open, read back as a club database (issue 21)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.ui.helpers import watch_at_work
from whistclub.persistence import open_database
from whistclub.services.club import list_players


def choose(monkeypatch, path) -> list[str]:
    offered: list[str] = []

    def pick(_parent, _caption, suggested, _filter):
        offered.append(suggested)
        return (str(path), "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    return offered


def test_backup_from_the_file_menu_is_a_club_database(window, players, monkeypatch, tmp_path):
    target = tmp_path / "friday.sqlite3"
    offered = choose(monkeypatch, target)
    window.actions_by_name["backup"].trigger()
    assert offered and offered[0].endswith(".sqlite3") and "backups" in offered[0]
    assert window.statusBar().currentMessage() == f"Backed up to {target}"
    copy = open_database(f"sqlite:///{target}")
    try:
        assert sorted(p["name"] for p in list_players(copy)) == sorted(players)
    finally:
        copy.close()


def test_a_backup_that_cannot_be_written_says_what_to_do(
    window, players, monkeypatch, tmp_path, warnings
):
    if os.geteuid() == 0:
        locked = tmp_path / "exists.sqlite3"  # root writes anywhere: refuse an existing file
        locked.write_bytes(b"")
        target = locked
    else:
        folder = tmp_path / "locked"
        folder.mkdir(mode=0o500)
        target = folder / "club.sqlite3"
    choose(monkeypatch, target)
    window.actions_by_name["backup"].trigger()
    assert len(warnings) == 1
    assert str(target) in warnings[0]
    assert "Traceback" not in warnings[0]


def test_ctrl_shift_b_backs_up(window, players, monkeypatch, tmp_path, qtbot):
    target = tmp_path / "by-keyboard.sqlite3"
    offered = choose(monkeypatch, target)
    window.activateWindow()
    qtbot.keyClick(
        window,
        Qt.Key.Key_B,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert len(offered) == 1 and target.stat().st_size > 0


def test_the_window_shows_it_is_backing_up_and_is_itself_again_after(
    window, players, monkeypatch, tmp_path, warnings
):
    """A big club's backup takes a second, a PostgreSQL club's longer: the wait cursor and
    "Backing up the club…" meanwhile, both gone after, a refusal too."""
    from PySide6.QtGui import QGuiApplication

    from whistclub.services import ServiceError, maintenance

    seen = watch_at_work(monkeypatch, maintenance, "backup", window)
    choose(monkeypatch, tmp_path / "busy.sqlite3")
    window.actions_by_name["backup"].trigger()
    assert seen == [(Qt.CursorShape.WaitCursor, "Backing up the club…")]
    assert QGuiApplication.overrideCursor() is None
    assert window.statusBar().currentMessage().startswith("Backed up to ")

    def refused(*args, **kwargs):
        raise ServiceError("the disk is full: free some space, then back up again")

    monkeypatch.setattr(maintenance, "backup", refused)
    window.actions_by_name["backup"].trigger()
    assert "disk is full" in warnings[-1] and QGuiApplication.overrideCursor() is None
