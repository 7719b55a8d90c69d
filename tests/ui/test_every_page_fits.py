"""Every page of the window fits a 1366x768 laptop screen, in English and in Spanish (issue 21,
"A Spanish club, in the window"): the window's minimum size leaves room for a title bar and a
taskbar, and at that size the drive Settings form needs no sideways scrolling.

PNGs of each drive screen at 1366x700 go to the test's folder for a person to look at."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from whistclub.services.demo import write_demo
from whistclub.ui import i18n
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings

SCREEN = (1366, 768)
DECORATIONS = 68  # a title bar and a taskbar, in pixels
ROOM = (SCREEN[0], SCREEN[1] - DECORATIONS)


@pytest.fixture
def demo_window(qtbot, database, warnings):
    write_demo(database)
    yield lambda: _window(qtbot, database)
    i18n.install_translator("en")


def _window(qtbot, database) -> MainWindow:
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_page_fits_a_1366_by_768_screen(demo_window, language, tmp_path):
    i18n.install_translator(language)
    window = demo_window()
    hint = window.minimumSizeHint()
    assert hint.width() <= ROOM[0] and hint.height() <= ROOM[1], (
        f"the window needs {hint.width()}x{hint.height()}, the screen has {ROOM}"
    )
    pages = [window.tabs.widget(i) for i in range(window.tabs.count())]
    drive = window.drive_page
    screens = [drive.tabs.widget(i) for i in range(drive.tabs.count())]
    for widget in pages + screens:
        need = widget.minimumSizeHint()
        assert need.width() <= ROOM[0] and need.height() <= ROOM[1], (
            type(widget).__name__,
            need.toTuple(),
        )
    window.resize(*ROOM)
    window.show_drives()
    for index, screen in enumerate(screens):
        drive.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        screen.grab().save(str(tmp_path / f"drive-{index}-{language}.png"))
    form = drive.settings_tab
    drive.tabs.setCurrentWidget(form)
    QApplication.processEvents()
    assert form.body.minimumSizeHint().width() <= form.scroll.viewport().width(), (
        "the Settings form scrolls sideways at 1366 pixels"
    )
