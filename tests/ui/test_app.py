"""The window opens on a new SQLite file in the user's data folder."""

from whistclub import paths
from whistclub.ui import platform_check
from whistclub.ui.main_window import MainWindow, open_default_database


def test_window_opens_on_new_sqlite_file_in_data_folder(qtbot):
    location = open_default_database(None)
    assert location == str(paths.default_database_path())
    assert paths.default_database_path().is_file()
    window = MainWindow(location)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert location in window.centralWidget().text()


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
