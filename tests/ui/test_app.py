"""The window opens on the club database (migrated by the persistence layer), in the user's
data folder by default; settings and window geometry are kept; the platform check speaks
plainly before Qt starts."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import deliver_again, script_dialog
from whistclub import paths
from whistclub.persistence.database import head_revision
from whistclub.ui import app, platform_check, pyside_imports
from whistclub.ui.dialogs import SettingsDialog
from whistclub.ui.main_window import MainWindow, open_default_database
from whistclub.ui.settings import AppSettings


def test_window_opens_on_new_sqlite_file_in_data_folder(qtbot, english):
    database = open_default_database(None)
    assert database.sqlite_path == paths.default_database_path()
    assert paths.default_database_path().is_file()
    with sqlite3.connect(paths.default_database_path()) as connection:
        (revision,) = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    assert revision == head_revision()  # migrated on open
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert str(paths.default_database_path()) in window.database_label.text()
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Players",
        "Club games",
        "Evening",
        "Whist drives",
        "Season",
    ]
    database.close()


def test_main_paints_and_quits(tmp_path, capsys, monkeypatch):
    done: list[str] = []
    monkeypatch.setattr(pyside_imports, "lighten", lambda: done.append("lighter look") or True)
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    assert app.main(["--quit-after-paint", "--database", url]) == 0
    deliver_again()
    assert done == ["lighter look"]  # PySide6's look at each import, before any is imported
    assert capsys.readouterr().out.startswith("first-paint ")
    assert (tmp_path / "club.sqlite3").is_file()


def test_main_refuses_a_file_that_is_not_a_club_database(tmp_path, capsys, warnings):
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE recipes (id INTEGER)")
    assert app.main(["--quit-after-paint", "--database", f"sqlite:///{other}"]) == 2
    deliver_again()
    assert "is not a WhistClub database" in capsys.readouterr().err
    assert warnings and "choose another file" in warnings[0]


def test_settings_are_kept_and_geometry_restored(window, monkeypatch, qtbot, database):
    def fill(dialog: SettingsDialog) -> None:
        dialog.club_name.setText("Hove Whist Club")
        dialog.large_print.setChecked(True)
        dialog.presets["solo"].setCurrentIndex(
            dialog.presets["solo"].findData("solo_foster_counters")
        )

    script_dialog(monkeypatch, SettingsDialog, fill)
    window.actions_by_name["settings"].trigger()
    assert window.windowTitle() == "WhistClub – Hove Whist Club"
    base = QApplication.font().pointSize()
    assert window.font().pointSize() == max(base, 10) + 4  # large print
    assert window.games_page._large_print is True  # score pads open at 18 pt
    window.setGeometry(QRect(40, 50, 701, 502))
    window.close()
    kept = AppSettings.load()
    assert kept.club_name == "Hove Whist Club"
    assert kept.large_print is True
    assert kept.default_preset("solo") == "solo_foster_counters"
    again = MainWindow(database, kept)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (701, 502)


def test_missing_x_libraries_are_named_as_packages(monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(
        platform_check, "missing_packages", lambda: ["libxcb-cursor0", "libxkbcommon-x11-0"]
    )
    message = platform_check.platform_problem()
    assert message is not None
    assert "sudo apt-get install libxcb-cursor0 libxkbcommon-x11-0" in message


def test_offscreen_needs_no_x_libraries(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(platform_check, "missing_packages", lambda: ["libxcb-cursor0"])
    assert platform_check.platform_problem() is None
