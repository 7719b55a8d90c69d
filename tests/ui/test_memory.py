"""Objects alive when the window settles are out of the garbage collector's passes
(whistclub.ui.memory, issue 24: no full pass of the whole heap in the middle of an entry)."""

from __future__ import annotations

import gc
import weakref

from tests.ui.conftest import _close_without_asking
from whistclub.persistence.database import Database
from whistclub.services.demo import write_demo
from whistclub.ui.main_window import MainWindow
from whistclub.ui.memory import settle
from whistclub.ui.settings import AppSettings


def test_settling_freezes_what_is_alive_and_a_full_settle_frees_what_died(qapp) -> None:
    class Node:
        def __init__(self) -> None:
            self.me = self  # a cycle: only the collector frees it

    settle(full=True)
    kept, dropped = Node(), Node()
    settle()
    tracked = {id(o) for o in gc.get_objects()}
    assert id(kept) not in tracked and id(dropped) not in tracked  # out of the passes
    gone = weakref.ref(dropped)
    del dropped
    gc.collect()
    assert gone() is not None  # frozen: a full pass does not walk it
    settle(full=True)
    assert gone() is None  # given back, collected, the rest frozen again
    assert id(kept) not in {id(o) for o in gc.get_objects()}


def test_opening_an_evening_settles_it(qtbot, database: Database, english: str) -> None:
    written = write_demo(database)
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window, before_close_func=_close_without_asking)
    window.show()
    gc.unfreeze()
    window.show_drives()
    window.drive_page.open_event(written.drive)
    loaded = window.drive_page.loaded
    assert loaded is not None and gc.get_freeze_count() > 0
    tracked = {id(o) for o in gc.get_objects()}
    assert id(loaded.event) not in tracked  # the evening's rows are out of the passes
