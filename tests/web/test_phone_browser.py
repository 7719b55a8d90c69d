"""A table enters its result on its page in a real browser (headless Chromium), and the
laptop's real window (offscreen) shows it in the entry grid and the standings (issue 25)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.ui.helpers import deliver_again
from tests.ui.tour import make_window
from tests.web.conftest import make_evening
from whistclub.persistence import Database
from whistclub.services import evenings, history
from whistclub.ui.drive import tables_page
from whistclub.ui.i18n import install_translator

WAIT = 15_000  # ms


@pytest.fixture
def laptop(qtbot: Any, qapp: Any, club: Database, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The window on the Whist drives page, change 1 called, the tables' page open (on
    127.0.0.1, a free port), opened by its button."""
    event_id = make_evening(club)
    monkeypatch.setattr(tables_page, "DEFAULT_HOST", "127.0.0.1")
    monkeypatch.setattr(tables_page, "PORT", 0)
    install_translator("en")  # an earlier test may have left the window in Spanish
    deliver_again()  # after an earlier test's app.main()
    window = make_window(qtbot, club)
    window.show_drives()
    page = window.drive_page
    page.reload_events(select=event_id)
    page.tabs.setCurrentWidget(page.entry)  # the screen that shows each result come in
    qtbot.mouseClick(page.findChild(object, "tablesPage"), Qt.MouseButton.LeftButton)
    dialog = page.tables_page
    assert dialog.server.wait_started()
    try:
        yield page, dialog
    finally:
        dialog.close()


def _entry_ns(page: Any, table: int) -> list[int | None]:
    model = page.entry.model
    rows = [model.entry_row(r) for r in range(model.rowCount())]
    return next(r.ns for r in rows if r.table == table)


def _standing_total(page: Any, name: str) -> str:
    model = page.standings.model
    for row in range(model.rowCount()):
        if model.index(row, 2).data() == name:
            return str(model.index(row, 3).data())
    raise AssertionError(f"{name} is not in the standings")


def _tap(tab: Any, testid: str) -> None:
    tab.get_by_test_id(testid).click(timeout=WAIT)


def test_table_3_enters_its_result_and_the_laptop_shows_it(
    qtbot: Any, laptop: Any, phone: Any, club: Database
) -> None:
    page, dialog = laptop
    event_id = page.event_id
    # The keyboard enters tables 1 and 2; table 3 comes in from its page.
    evenings.enter_result(club, event_id, 1, 1, [7])
    evenings.enter_result(club, event_id, 1, 2, [6])
    page.reload()
    page.tabs.setCurrentWidget(page.entry)
    assert _entry_ns(page, 3) == [None]
    assert "table 3" in page.entry.waiting.text()
    tab = phone.new_page()
    tab.goto(dialog.server.link(3))
    tab.get_by_text("Table 3 · change 1 of 4").wait_for(timeout=WAIT)
    seated = dialog.server.desk.view(3)["ns"][0]
    assert seated in tab.content()
    _tap(tab, "hand-1-8")
    tab.get_by_text("East-West: 5").wait_for(timeout=WAIT)
    _tap(tab, "send")
    _tap(tab, "agree")  # East-West agree on the same phone
    tab.get_by_text("Received by the laptop").wait_for(timeout=WAIT)
    qtbot.waitUntil(lambda: _entry_ns(page, 3) == [8], timeout=WAIT)
    assert page.entry.waiting.text() == ""
    page.tabs.setCurrentWidget(page.standings)
    assert _standing_total(page, seated) == "8"
    [entry] = [e for e in history.list_changes(club) if "table 3 of change 1" in e["summary"]]
    assert entry["summary"] == "enter table 3 of change 1 from table 3's page"


def test_a_disagreement_goes_to_the_laptop(qtbot: Any, laptop: Any, phone: Any) -> None:
    page, dialog = laptop
    tab = phone.new_page()
    tab.goto(dialog.server.link(2))
    _tap(tab, "hand-1-7")
    _tap(tab, "send")
    _tap(tab, "disagree")
    _tap(tab, "hand-1-7")  # East-West's own tricks: 7 (North-South 6, not 7)
    _tap(tab, "send")
    tab.get_by_text("The two sides disagree").wait_for(timeout=WAIT)
    qtbot.waitUntil(lambda: "North-South say 7" in dialog.problems.text(), timeout=WAIT)
    assert "Table 2, change 1" in page.status.text()
    assert (1, 2) not in evenings.load_evening(page.database, page.event_id).results


def test_a_lost_connection_keeps_the_figures_and_the_resend_is_recorded_once(
    qtbot: Any, laptop: Any, phone: Any, club: Database
) -> None:
    page, dialog = laptop
    tab = phone.new_page()
    # No live updates: otherwise the laptop's broadcast of the recorded result can reach the
    # page before any resend, and the resend this test is about would never be made.
    tab.route("**/events", lambda route: route.abort())
    tab.goto(dialog.server.link(1))
    _tap(tab, "hand-1-9")
    _tap(tab, "send")
    tab.get_by_test_id("agree").wait_for(timeout=WAIT)
    # The laptop receives East-West's agreement, but its answer never reaches the phone.
    sends: list[str] = []

    def lose_the_answer(route: Any) -> None:
        sends.append(route.request.post_data or "")
        with contextlib.suppress(Exception):  # the page's own retry may race the handler
            route.fetch()  # the laptop gets it ...
            route.abort()  # ... and the phone hears nothing back

    tab.route("**/send", lose_the_answer)
    _tap(tab, "agree")
    tab.get_by_text("Not received yet").wait_for(timeout=WAIT)
    later: list[str] = []
    tab.on("request", lambda r: later.append(r.post_data or "") if r.url.endswith("/send") else 0)
    tab.unroute("**/send")  # the Wi-Fi is back: the page sends again by itself
    tab.get_by_text("Received by the laptop").wait_for(timeout=WAIT)
    qtbot.waitUntil(lambda: _entry_ns(page, 1) == [9], timeout=WAIT)
    entries = [e for e in history.list_changes(club) if "table 1 of change 1" in e["summary"]]
    assert len(entries) == 1
    assert evenings.load_evening(club, page.event_id).results[(1, 1)]["version"] == 1
    # every send of East-West's agreement, lost or not, carried the same id
    ids = {json.loads(body)["id"] for body in sends + later}
    assert len(ids) == 1 and sends and later


def test_a_revoked_link_and_a_wrong_token_open_nothing(laptop: Any, phone: Any) -> None:
    _page, dialog = laptop
    old = dialog.server.link(3)
    tab = phone.new_page()
    tab.goto(old)
    tab.get_by_text("Table 3").first.wait_for(timeout=WAIT)
    dialog.findChild(object, "newLink3").click()
    _tap(tab, "hand-1-8")
    _tap(tab, "send")
    tab.get_by_text("This link is not (or no longer) valid").wait_for(timeout=WAIT)
    assert dialog.server.link(3) != old
    wrong = phone.new_page()
    wrong.goto(old[:-3] + "zzz")
    wrong.get_by_text("This link is not (or no longer) valid").wait_for(timeout=WAIT)


def test_a_result_for_the_wrong_change_is_refused(laptop: Any, phone: Any, club: Database) -> None:
    page, dialog = laptop
    tab = phone.new_page()
    # No live updates reach this phone: it still shows change 1 when change 2 is called.
    tab.route("**/events", lambda route: route.abort())
    tab.goto(dialog.server.link(3))
    tab.get_by_text("Table 3 · change 1 of 4").wait_for(timeout=WAIT)
    for table, ns in ((1, 7), (2, 6), (3, 8)):
        evenings.enter_result(club, page.event_id, 1, table, [ns])
    evenings.call_next_change(club, page.event_id, expected=2)
    _tap(tab, "hand-1-4")
    _tap(tab, "send")
    tab.get_by_text("That result was for another change").wait_for(timeout=WAIT)
    tab.get_by_text("change 2 of 4").wait_for(timeout=WAIT)
    assert (2, 3) not in evenings.load_evening(club, page.event_id).results


def test_the_page_in_spanish(chromium: Any, laptop: Any) -> None:
    _page, dialog = laptop
    context = chromium.new_context(viewport={"width": 360, "height": 740}, locale="es-ES")
    try:
        tab = context.new_page()
        tab.goto(dialog.server.link(1))
        tab.get_by_text("Mesa 1 · cambio 1 de 4").wait_for(timeout=WAIT)
        assert tab.get_by_test_id("send").inner_text() == "Enviar"
    finally:
        context.close()
