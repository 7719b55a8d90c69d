"""Fixtures for the window tests: a real club database in tmp_path (opened and migrated by the
persistence layer), a window on it, and modal dialogs that never block."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from whistclub.persistence import Database, open_database
from whistclub.services.club import list_players, register_player
from whistclub.ui.i18n import install_translator
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings

FOUR = ("Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale")


@pytest.fixture
def database(tmp_path) -> Iterator[Database]:
    db = open_database(f"sqlite:///{tmp_path / 'club.sqlite3'}")
    yield db
    db.close()


@pytest.fixture
def players(database: Database) -> dict[str, int]:
    """Four club members, registered through the services."""
    for name in FOUR:
        register_player(database, name)
    return {p["name"]: p["id"] for p in list_players(database)}


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """Message boxes are recorded instead of shown (they would block the test)."""
    shown: list[str] = []

    def record(_parent: Any, _title: str, text: str, *args: Any, **kwargs: Any) -> int:
        shown.append(text)
        return int(QMessageBox.StandardButton.Ok)

    for name in ("warning", "critical", "information", "about"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(record))
    return shown


@pytest.fixture(autouse=True)
def _no_blocking_dialogs(monkeypatch) -> None:
    """A modal dialog a test did not script fails the test instead of hanging it."""

    def refuse(self: QDialog) -> int:
        pytest.fail(f"unscripted modal dialog: {type(self).__name__} {self.windowTitle()!r}")

    monkeypatch.setattr(QDialog, "exec", refuse)


@pytest.fixture
def english(qapp) -> str:
    return install_translator("en")


def _close_without_asking(win: MainWindow) -> None:
    """At teardown a test's window closes without asking about a deal the test left typed
    (tests/ui/test_unrecorded_deal.py asks and answers the question itself)."""
    pad = getattr(win.built_page("games"), "pad", None)
    if pad is not None:
        pad.settle_before_close = lambda: True


@pytest.fixture
def window(qtbot, database: Database, english: str, warnings: list[str]) -> MainWindow:
    win = MainWindow(database, AppSettings())
    qtbot.addWidget(win, before_close_func=_close_without_asking)
    win.show()
    qtbot.waitExposed(win)
    return win
