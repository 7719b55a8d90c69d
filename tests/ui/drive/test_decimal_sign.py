"""One decimal convention per language on screen (issue 21, "A Spanish club, in the window"):
the standings' average per hand and the money sheet's boxes write decimals as the window's
language does (6.79 in English, 6,79 in Spanish), and an amount shown in Spanish is saved
back unchanged (the stake's Undo text: tests/ui/test_evening.py)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.drive.helpers import drive_page
from whistclub.services.demo import write_demo
from whistclub.ui import i18n
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings


@pytest.fixture
def demo_window(qtbot, database):
    write_demo(database)  # the demo drive: 24 changes played, a money sheet with pence
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def averages(page) -> list[str]:
    model = page.standings.model
    column = model.columnCount() - 1  # Average, the last column
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def money_boxes(page) -> list[str]:
    money = page.money
    boxes = [money.raffle.text()]
    for table in (money.costs, money.other):
        boxes += [table.item(row, 1).text() for row in range(table.rowCount())]
    return boxes


@pytest.mark.parametrize(("language", "sign", "other"), [("en", ".", ","), ("es", ",", ".")])
def test_the_drive_page_writes_decimals_as_the_language_does(demo_window, language, sign, other):
    i18n.install_translator(language)
    try:
        demo_window._build()  # the pages in the language, as Settings does
        demo_window.tabs.show()
        page = drive_page(demo_window)
        page.tabs.setCurrentWidget(page.standings)
        shown = averages(page)
        assert shown and all(sign in a and other not in a for a in shown), shown
        page.tabs.setCurrentWidget(page.money)
        boxes = money_boxes(page)
        assert boxes[0] == f"18{sign}50"  # the demo's raffle
        assert all(sign in b and other not in b for b in boxes), boxes
        assert page.money.raffle.placeholderText() == f"0{sign}00"
    finally:
        i18n.install_translator("en")


def test_a_money_sheet_shown_in_spanish_is_saved_back_unchanged(demo_window, qtbot):
    page = drive_page(demo_window)
    before = dict(page.loaded.event["settings"]["money"])
    i18n.install_translator("es")
    try:
        demo_window._build()
        demo_window.tabs.show()
        page = drive_page(demo_window)
        page.tabs.setCurrentWidget(page.money)
        page.money.raffle.setText("18,75")  # typed the Spanish way
        page.money.save()
        QApplication.processEvents()
        assert page.status.text() == ""
        after = page.loaded.event["settings"]["money"]
        assert after["raffle"] == 18.75
        assert after["prize_costs"] == before["prize_costs"]
        assert after["other"] == before["other"]
        assert page.money.raffle.text() == "18,75"
    finally:
        i18n.install_translator("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_new_evenings_date_is_written_as_the_language_writes_dates(demo_window, language):
    """The drives page's new-evening date as the Evening page and the season write dates
    (ui/dates.py), not as an ISO date beside the chooser's "20/11/2026"."""
    from PySide6.QtCore import QDate

    from whistclub.ui.dates import date_format

    i18n.install_translator(language)
    try:
        demo_window._build()
        page = drive_page(demo_window)
        page.new_date.setDate(QDate(2026, 12, 4))
        shown = page.new_date.text()
        assert shown == QDate(2026, 12, 4).toString(date_format()) and shown != "2026-12-04"
        assert page.new_date.displayFormat() == demo_window.evening_page.day.displayFormat()
    finally:
        i18n.install_translator("en")
