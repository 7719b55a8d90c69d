"""The History screen of a whole evening shows its newest entries' numbers whole: the screen
opens scrolled to the newest entries, and their three-digit numbers were cut to "…" because
the column was measured on the first entries (found at 1366x768, issue 21 audit)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import drive_page
from whistclub.services.demo import write_demo
from whistclub.ui import i18n
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_newest_entries_numbers_are_shown_whole(qtbot, database, language):
    write_demo(database)  # 24 changes of 7 tables: some 250 entries
    i18n.install_translator(language)
    try:
        window = MainWindow(database, AppSettings())
        qtbot.addWidget(window)
        window.show()
        window.resize(1366, 768)
        qtbot.waitExposed(window)
        page = drive_page(window)
        page.tabs.setCurrentWidget(page.history)
        QApplication.processEvents()
        view, model = page.history.view, page.history.model
        newest = model.index(model.rowCount() - 1, 0)
        assert int(model.data(newest)) >= 100
        assert view.visualRect(newest).intersects(view.viewport().rect())  # on screen
        for column in range(model.columnCount() - 1):
            assert view.columnWidth(column) >= view.sizeHintForColumn(column), column
        # the details still take the rest of the width
        last = model.columnCount() - 1
        assert view.columnViewportPosition(last) + view.columnWidth(last) >= (
            view.viewport().width() - 1
        )
    finally:
        i18n.install_translator("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_history_writes_each_entrys_day_with_the_year_in_full(qtbot, database, language):
    """As every other date on screen (ui/dates.py): Spanish wrote 2/12/26 here."""
    from datetime import datetime

    from whistclub.ui.dates import day_text

    write_demo(database)
    i18n.install_translator(language)
    try:
        window = MainWindow(database, AppSettings())
        qtbot.addWidget(window)
        window.show()
        page = drive_page(window)
        page.tabs.setCurrentWidget(page.history)
        QApplication.processEvents()
        model = page.history.model
        today = day_text(datetime.now().astimezone().date())
        when = [model.data(model.index(row, 1)) for row in range(model.rowCount())]
        assert any(text.startswith(f"{today} ") for text in when), when[:3]
        assert str(datetime.now().year) in when[-1]
    finally:
        i18n.install_translator("en")
