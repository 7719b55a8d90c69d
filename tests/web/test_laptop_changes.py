"""The secretary's own entries and calls reach the tables' pages from the window's evening,
not from a second whole reading of it, and the server's HTTP parser (issue 25, the load
figure: bench/bench_tables_page.py)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests.ui.helpers import deliver_again
from tests.ui.tour import make_window
from tests.web.conftest import api, call, make_evening
from whistclub.persistence import Database
from whistclub.services import evening_updates, evenings
from whistclub.ui.drive import tables_page
from whistclub.ui.i18n import install_translator
from whistclub.web import app as app_module
from whistclub.web import server as web_server
from whistclub.web.server import TablesServer

WAIT = 10_000  # ms


@pytest.fixture
def laptop(qtbot: Any, qapp: Any, club: Database, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The window on the Whist drives page, change 1 called, the tables' page open."""
    event_id = make_evening(club)
    monkeypatch.setattr(tables_page, "DEFAULT_HOST", "127.0.0.1")
    monkeypatch.setattr(tables_page, "PORT", 0)
    install_translator("en")
    deliver_again()  # after an earlier test's app.main()
    window = make_window(qtbot, club)
    window.show_drives()
    page = window.drive_page
    page.reload_events(select=event_id)
    dialog = tables_page.open_for(page)
    assert dialog is not None and dialog.server.wait_started()
    try:
        yield page, dialog
    finally:
        dialog.close()


def test_the_secretary_s_call_reaches_the_phones_without_reading_the_evening_again(
    qtbot: Any, laptop: Any, club: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    page, dialog = laptop
    desk = dialog.server.desk
    reads: list[int] = []
    whole = evenings.load_evening

    def counted(database: Database, event_id: int) -> Any:
        reads.append(event_id)
        return whole(database, event_id)

    monkeypatch.setattr(evenings, "load_evening", counted)
    for table, tricks in ((1, 7), (2, 5), (3, 9)):  # typed at the keyboard
        assert page.enter_result(1, table, [tricks]) == ""
    page.call_next_change()
    qtbot.waitUntil(lambda: desk.current().called == 2, timeout=WAIT)
    # The desk holds the window's own evening, brought up to date after the call.
    assert desk.current() is page.loaded
    assert reads == []
    status, view = call(f"{api(dialog.server, 2)}/state")
    assert (status, view["change"], view["in_play"]) == (200, 2, True)
    assert len(view["ns"]) == 2 and len(view["ew"]) == 2
    # A phone's result for the change just called goes in, once, and the window shows it.
    for side, send_id in (("ns", "call-ns-0001"), ("ew", "call-ew-0001")):
        answer = call(
            f"{api(dialog.server, 2)}/send", {"id": send_id, "change": 2, "side": side, "ns": [6]}
        )[1]
    assert answer["status"] == "recorded"
    qtbot.waitUntil(lambda: (2, 2) in page.loaded.results, timeout=WAIT)
    stored = whole(club, page.event_id)
    assert stored.results[(2, 2)]["facts"]["ns"] == [6] and len(stored.results) == 4


def test_the_desk_takes_only_an_evening_holding_every_write(
    served: TablesServer, club: Database, evening: int
) -> None:
    desk = served.desk
    current = evening_updates.load(club, evening)
    assert desk.adopt(current) and desk.current() is current
    evenings.enter_result(club, evening, 1, 2, [4])  # written after `current` was read
    assert not desk.adopt(current)
    assert desk.current() is current  # kept until it is read again
    assert (1, 2) in desk.evening().results  # ...which the next look does
    other = make_evening(club)
    assert not desk.adopt(evening_updates.load(club, other))  # another evening's
    assert not desk.adopt(evenings.load_evening(club, evening))  # not marked with its writes
    assert desk.view(2)["result"] == [4]


def test_the_server_parses_http_with_httptools_and_falls_back_to_h11(
    club: Database, evening: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("httptools")
    assert web_server.http_protocol() == "httptools"
    monkeypatch.setitem(sys.modules, "httptools", None)  # a laptop without it
    assert web_server.http_protocol() == "h11"
    server = TablesServer(club, evening, host="127.0.0.1", port=0).start()
    try:
        assert server.wait_started()
        status, view = call(f"{api(server, 1)}/state")
        assert (status, view["table"], view["change"]) == (200, 1, 1)
    finally:
        server.stop()


def test_a_view_from_memory_is_given_on_the_event_loop_else_from_a_worker(
    served: TablesServer, club: Database, evening: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    desk = served.desk
    desk.evening()  # as stored now
    assert desk.view_at_once(2) == desk.view(2)
    # Another thread holds the desk (a whole read under way, say): not at once.
    held, release = threading.Event(), threading.Event()

    def hold() -> None:
        with desk._lock:
            held.set()
            release.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    held.wait(5)
    try:
        assert desk.view_at_once(2) is None
    finally:
        release.set()
        holder.join()
    monkeypatch.setattr(desk, "max_age", 0.0)  # the evening in memory too old to trust
    assert desk.view_at_once(2) is None
    monkeypatch.undo()
    # The page's state is answered without a worker thread when the view is at hand.
    workers: list[Any] = []
    real = app_module.run_in_threadpool

    async def counted(function: Any, *args: Any) -> Any:
        workers.append(function)
        return await real(function, *args)

    monkeypatch.setattr(app_module, "run_in_threadpool", counted)
    desk.evening()
    status, view = call(f"{api(served, 2)}/state")
    assert (status, view["table"], view["change"]) == (200, 2, 1)
    assert workers == []
    # A send still goes to a worker (it writes); its answer names the result.
    for side, send_id in (("ns", "mem-ns-0001"), ("ew", "mem-ew-0001")):
        answer = call(
            f"{api(served, 2)}/send", {"id": send_id, "change": 1, "side": side, "ns": [3]}
        )[1]
    assert answer["status"] == "recorded" and len(workers) == 2
    assert evenings.load_evening(club, evening).results[(1, 2)]["facts"]["ns"] == [3]


def test_the_final_view_is_read_from_a_worker(
    served: TablesServer, club: Database, evening: int
) -> None:
    settings_changes = 4
    for change in range(1, settings_changes + 1):
        for table in (1, 2, 3):
            evenings.enter_result(club, evening, change, table, [table + change])
        if change < settings_changes:
            evenings.call_next_change(club, evening, expected=change + 1)
    desk = served.desk
    assert desk.evening().over
    assert desk.view_at_once(1) is None  # the standings: read in a worker
    assert desk.view(1)["standings"]


def test_the_change_s_last_results_from_the_phones_are_painted_at_once(
    qtbot: Any, laptop: Any
) -> None:
    """The standings on view: a phone's result that completes the change is painted while it
    is shown, before anything queued meanwhile (the call of the next change it prompts);
    one that leaves tables still to come is painted when Qt gets to it, with the others."""
    from PySide6.QtCore import QEvent, QObject

    page, dialog = laptop
    page.tabs.setCurrentWidget(page.standings)
    qtbot.waitExposed(page.standings.view)
    paints: list[int] = []

    class Paints(QObject):
        def eventFilter(self, _watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(1)
            return False

    counter = Paints(page)
    page.standings.view.viewport().installEventFilter(counter)
    desk = dialog.server.desk
    for table, tricks in ((1, 7), (2, 5), (3, 9)):
        desk.send(table, f"ns-{table}-painted", 1, "ns", [tricks])
        desk.send(table, f"ew-{table}-painted", 1, "ew", [tricks])
        before = len(paints)
        dialog._bring_page_up_to_date()  # as the news does, without the event loop
        assert (1, table) in page.loaded.results
        painted_at_once = len(paints) > before
        assert painted_at_once == (table == 3), table  # three tables: the third completes it
