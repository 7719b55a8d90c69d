"""The window on the screens that exist now (issue 28): the first start fits a 1366x768 laptop
screen, and a size and place saved on a screen that is gone come back whole on this one."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QGuiApplication

from whistclub.ui.main_window import FIRST_SIZE, MainWindow
from whistclub.ui.settings import AppSettings, qsettings


def test_the_first_start_fits_a_1366_by_768_screen():
    assert FIRST_SIZE[0] <= 1366 and FIRST_SIZE[1] <= 768 - 68  # a title bar and a taskbar


def test_a_window_saved_on_a_screen_that_is_gone_comes_back_whole(qtbot, database):
    saved = MainWindow(database, AppSettings())
    qtbot.addWidget(saved)
    saved.setGeometry(QRect(5000, 3000, 2400, 1500))  # far right, on a big screen since gone
    store = qsettings()
    store.setValue("geometry", QByteArray(saved.saveGeometry()))
    store.sync()
    saved.close()

    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    area = QGuiApplication.primaryScreen().availableGeometry()
    frame = window.frameGeometry()
    assert area.contains(frame), (area, frame)
    assert window.width() <= area.width() and window.height() <= area.height()


def test_the_first_start_is_no_larger_than_the_screen_it_opens_on(qtbot, database):
    """No saved size: the window fits the screen it opens on, however small (the offscreen
    platform's screen is smaller than a laptop's)."""
    store = qsettings()
    store.remove("geometry")
    store.sync()
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= min(FIRST_SIZE[0], area.width())
    assert window.height() <= min(FIRST_SIZE[1], area.height())
    assert area.contains(window.frameGeometry())
