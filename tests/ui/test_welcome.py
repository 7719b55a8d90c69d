"""The first run: no club database yet, so the welcome offers a new club, the demo club, or a
database file from elsewhere; the window then opens on what was chosen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from tests.ui.helpers import deliver_again, script_dialog
from whistclub import paths
from whistclub.persistence import open_database
from whistclub.services import club
from whistclub.services.demo import club_rows
from whistclub.ui import app
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings
from whistclub.ui.welcome import (
    WelcomeDialog,
    demo_database_path,
    needs_welcome,
    remembered_database,
    sqlite_url,
)


@pytest.fixture
def welcome(qtbot, english) -> WelcomeDialog:
    dialog = WelcomeDialog(None, AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_welcome_only_when_no_database_was_given_and_the_club_file_is_not_there(monkeypatch):
    assert needs_welcome(None)
    assert not needs_welcome("sqlite:///elsewhere.sqlite3")
    monkeypatch.setenv("WHISTCLUB_DATABASE_URL", "postgresql+psycopg://server/club")
    assert not needs_welcome(None)
    monkeypatch.delenv("WHISTCLUB_DATABASE_URL")
    paths.default_database_path().touch()
    assert not needs_welcome(None)


def test_start_a_new_club_keeps_name_language_and_paper(welcome, qtbot):
    qtbot.keyClicks(welcome.club_name, "Hove Whist Club")
    welcome.language.setCurrentIndex(welcome.language.findData("es"))
    welcome.paper.setCurrentIndex(welcome.paper.findData("Letter"))
    qtbot.mouseClick(welcome.start_button, Qt.MouseButton.LeftButton)
    assert welcome.result() == WelcomeDialog.DialogCode.Accepted
    assert welcome.choice is not None
    assert welcome.choice.url is None  # the default club file in the data folder
    kept = AppSettings.load()
    assert (kept.club_name, kept.language, kept.paper_size) == ("Hove Whist Club", "es", "Letter")


def test_a_new_club_needs_a_name(welcome, qtbot):
    qtbot.mouseClick(welcome.start_button, Qt.MouseButton.LeftButton)
    assert welcome.choice is None and welcome.isVisible()
    assert "club's name" in welcome.problem.text()
    assert AppSettings.load().club_name == ""


def test_the_demo_club_goes_into_its_own_file_once(welcome, qtbot):
    qtbot.mouseClick(welcome.demo_button, Qt.MouseButton.LeftButton)
    assert welcome.choice is not None and welcome.choice.demo
    assert welcome.choice.url == sqlite_url(demo_database_path())
    assert not paths.default_database_path().exists()  # the club's own file is not touched
    assert "(demo)" in welcome.choice.settings.club_name
    assert AppSettings.load().club_name == ""  # the demo's name is not kept
    database = open_database(welcome.choice.url)
    try:
        assert club_rows(database)["player"] == 28
        club.register_player(database, "Someone Added")
    finally:
        database.close()
    again = WelcomeDialog(None, AppSettings())
    qtbot.addWidget(again)
    again.open_demo()  # opened as it is, never written twice
    database = open_database(again.choice.url)
    try:
        assert club_rows(database)["player"] == 29
    finally:
        database.close()


def test_open_a_club_database_file(welcome, qtbot, monkeypatch, tmp_path):
    chosen = tmp_path / "usb" / "club.sqlite3"
    chosen.parent.mkdir()
    open_database(sqlite_url(chosen)).close()
    asked: list[str] = []

    def pick(_parent, caption, folder, _filter):
        asked.append(caption)
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(pick))
    qtbot.mouseClick(welcome.open_button, Qt.MouseButton.LeftButton)
    assert asked == ["Open a club database"]
    assert welcome.choice is not None
    assert welcome.choice.url == sqlite_url(chosen)


def test_cancelling_the_file_dialog_stays_on_the_welcome(welcome, qtbot, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a: ("", "")))
    qtbot.mouseClick(welcome.open_button, Qt.MouseButton.LeftButton)
    assert welcome.choice is None and welcome.isVisible()


def test_first_run_shows_the_welcome_then_the_window_on_the_new_club(qapp, monkeypatch):
    def fill(dialog: WelcomeDialog) -> None:
        dialog.club_name.setText("Hove Whist Club")
        dialog.start_new_club()

    seen = script_dialog(monkeypatch, WelcomeDialog, fill)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    earlier = set(QApplication.topLevelWidgets())  # windows other tests left behind
    assert app.main([]) == 0
    assert len(seen) == 1
    windows = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in earlier
    ]
    assert windows
    try:
        assert any(w.windowTitle() == "WhistClub – Hove Whist Club" for w in windows)
        assert Path(paths.default_database_path()).is_file()
    finally:
        for window in windows:
            window.database.close()
            window.close()
        deliver_again()
    # The club file is there now: the next start opens it without a welcome.
    assert not needs_welcome(None)


def test_closing_the_welcome_quits_without_creating_a_club(qapp, monkeypatch):
    script_dialog(monkeypatch, WelcomeDialog, lambda dialog: None, accept=False)
    assert app.main([]) == 0
    deliver_again()
    assert not paths.default_database_path().exists()


def test_the_next_start_reopens_the_database_chosen_at_the_welcome(welcome, qtbot, tmp_path):
    qtbot.mouseClick(welcome.demo_button, Qt.MouseButton.LeftButton)
    chosen = welcome.choice.url
    stored = AppSettings.load()
    assert stored.last_database == chosen
    assert stored.club_name == ""  # the demo's title is not kept
    assert remembered_database(stored) == chosen
    demo_database_path().unlink()  # gone (moved, deleted): the welcome comes back
    assert remembered_database(stored) is None


def test_a_new_club_keeps_its_language_on_paper_in_the_club_database(welcome, qtbot):
    from whistclub.services.settings import club_language

    qtbot.keyClicks(welcome.club_name, "Club de Whist Sevilla")
    welcome.language.setCurrentIndex(welcome.language.findData("es"))
    assert welcome.paper_language.currentData() == "es"  # follows the window's language
    qtbot.mouseClick(welcome.start_button, Qt.MouseButton.LeftButton)
    assert welcome.choice is not None
    database = open_database(sqlite_url(paths.default_database_path()))
    try:
        assert club_language(database)[0] == "es"
    finally:
        database.close()


def test_the_paper_language_can_differ_from_the_window_s(welcome, qtbot):
    from whistclub.services.settings import club_language

    qtbot.keyClicks(welcome.club_name, "Hove Whist Club")
    welcome.language.setCurrentIndex(welcome.language.findData("es"))
    welcome.paper_language.setCurrentIndex(welcome.paper_language.findData("en"))
    qtbot.mouseClick(welcome.start_button, Qt.MouseButton.LeftButton)
    database = open_database(sqlite_url(paths.default_database_path()))
    try:
        assert club_language(database)[0] == "en"
    finally:
        database.close()
    assert AppSettings.load().language == "es"
