"""A club database on a disk that fills up while results are typed (a real 4 MB disk, filled
to the last byte): the secretary is told in words what happened and what to do, nothing
half-written stays, and the figure typed stays in its cell to be entered again once there is
room (issue 22 item 9)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.small_disk import fill, small_disk
from tests.ui.drive.helpers import call_change, drive_page, eight_players
from tests.ui.helpers import ENTER, type_keys
from whistclub.persistence import open_database
from whistclub.services import StorageError, evenings
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings


@pytest.fixture
def stick(tmp_path):
    with small_disk(tmp_path / "stick") as folder:
        yield folder


def test_a_full_disk_during_entry_is_said_in_words_and_the_figure_stays(
    qtbot, stick, english, warnings
):
    database = open_database(f"sqlite:///{stick / 'club.sqlite3'}")
    try:
        window = MainWindow(database, AppSettings())
        qtbot.addWidget(window)
        window.show()
        page = drive_page(window)
        eight_players(qtbot, page, "Full disk")
        call_change(qtbot, page)
        ballast = fill(stick)
        type_keys(qtbot, "7", ENTER)
        QApplication.processEvents()
        entry = page.entry
        assert entry.message.text().startswith("the club database could not be saved: the disk")
        cell = entry.model.index(0, entry.model.ns_column(0))
        assert cell.data() == "7"  # still there, to enter again once there is room
        ballast.unlink()  # room again: the same figure goes in with Enter
        entry.view.setCurrentIndex(cell)
        type_keys(qtbot, "7", ENTER)
        QApplication.processEvents()
        assert evenings.load_evening(database, page.event_id).results[(1, 1)]["facts"]["ns"] == [7]
        window.close()
    finally:
        database.close()


def test_a_full_disk_is_a_storage_error_in_one_line(stick):
    database = open_database(f"sqlite:///{stick / 'club.sqlite3'}")
    try:
        evenings.new_evening(database, "Before", {"format": "progressive", "changes": 2})
        ballast = fill(stick)
        with pytest.raises(StorageError, match="the disk is full") as refused:
            for number in range(50):  # the first write that needs a new page refuses
                evenings.new_evening(database, f"After {number}", {"changes": 2})
        assert "\n" not in str(refused.value) and "sqlite" not in str(refused.value).lower()
        ballast.unlink()
        names = [e["name"] for e in evenings.list_events(database)]
        assert names[0] == "Before" and len(names) == len(set(names))  # nothing half-written
    finally:
        database.close()
