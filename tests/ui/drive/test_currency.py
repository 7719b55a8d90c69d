"""The drive's money in the club's currency (issue 21, "A Spanish club, in the window"): the
entry fee's box, the money sheet's headings and amounts follow the club setting, written as
the window's language writes money."""

from __future__ import annotations

from tests.ui.drive.helpers import drive_page, register, start_evening
from whistclub.services.settings import club_currency, set_club_currency
from whistclub.ui import i18n


def test_a_euro_club_sees_euros_on_the_drive_page(window, qtbot, database):
    set_club_currency(database, "EUR", club_currency(database)[1])
    window._build()  # the pages again, as after a change of settings
    window.tabs.show()
    page = drive_page(window)
    assert page.settings_tab.fee.prefix() == "€"
    start_evening(qtbot, page, "Euros", changes=2, half_after=1, entry_fee=2.5)
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    page.tabs.setCurrentWidget(page.money)
    money = page.money
    header = money.costs.horizontalHeaderItem(1).text()
    assert header == "Cost (€)" and "£" not in money.fees.text()
    assert money.fees.text().endswith("€20.00")
    i18n.install_translator("es")
    try:
        money.show_evening(page.loaded)
        assert money.fees.text().replace("\xa0", " ") == "8 × 2,50 € = 20,00 € en total"
        assert money.raffle_label.text().endswith("(€)")
    finally:
        i18n.install_translator("en")


def test_the_evenings_list_writes_dates_as_the_language_does(window, qtbot, database):
    # issue 28: dates as the language writes them (the list said 2026-12-02 in either)
    from whistclub.ui.dates import day_text

    page = drive_page(window)
    start_evening(qtbot, page, "Friday", changes=2, half_after=1)
    held = page.loaded.event["held_on"]
    assert page.evening.currentText() == f"{page.loaded.event['id']}. Friday {day_text(held)}"
    i18n.install_translator("es")
    try:
        page.reload_events()
        assert page.evening.currentText().endswith(f" {held.day}/{held.month}/{held.year}")
    finally:
        i18n.install_translator("en")


def test_the_entry_fee_box_writes_the_symbol_where_the_language_does(window, database):
    """English writes £2.50 and Spanish 2,50 £: the fee's box as the sheets write money (it
    showed "£2,50" in the Spanish window)."""
    page = drive_page(window)
    fee = page.settings_tab.fee
    fee.setValue(2.5)
    assert (fee.prefix(), fee.suffix()) == ("£", "") and fee.text() == "£2.50"
    i18n.install_translator("es")
    try:
        window._build()  # the pages again in Spanish, as after a change of language
        window.tabs.show()
        fee = drive_page(window).settings_tab.fee
        fee.setValue(2.5)
        assert fee.prefix() == "" and fee.text().replace("\xa0", " ") == "2,50 £"
    finally:
        i18n.install_translator("en")
