"""Killed at a random moment (issue 22, "Done when"): the window's entry grid while results are
typed, and `import-players --apply` while a list is imported. On SQLite and PostgreSQL:
nothing the screen or the command said it saved is lost, nothing is saved without its audit
entry, and `check` passes afterwards.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from whistclub.persistence import open_database
from whistclub.services import evenings, maintenance
from whistclub.services.club import list_players
from whistclub.services.history import list_changes

ROOT = Path(__file__).parents[2]

# A child running the real window (offscreen): it calls each change and types every table's
# North-South tricks through the entry grid's model, as the keyboard does, and prints each
# result once the grid says it is saved.
WINDOW = r"""
import os, random, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from whistclub.persistence import open_database
from whistclub.ui.i18n import install_translator
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings

app = QApplication(sys.argv[:1])
install_translator("en")
database = open_database(sys.argv[1])
window = MainWindow(database, AppSettings())
window.show()
page = window.drive_page
page.open_event(int(sys.argv[2]))
rng = random.Random(int(sys.argv[3]))
grid = page.entry.model
for _change in range(24):
    page.call_next_change()
    for row in range(grid.rowCount()):
        table = grid.entry_row(row).table
        tricks = rng.randint(0, 13)
        index = grid.index(row, grid.ns_column(0))
        if grid.setData(index, str(tricks), Qt.ItemDataRole.EditRole):
            print(f"{page.loaded.called} {table} {tricks}", flush=True)
        app.processEvents()
"""


def _kill_after_first_line(command: list[str], environment: dict[str, str]) -> list[str]:
    child = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    assert first, child.stderr.read() if child.stderr else "the child printed nothing"
    time.sleep(random.uniform(0.05, 0.8))
    os.kill(child.pid, signal.SIGKILL)
    rest = child.stdout.read()  # the same buffered file as `first` (see test_crash.py)
    child.wait(timeout=30)
    if child.stderr is not None:
        child.stderr.close()
    text = first + rest
    lines = text.splitlines()
    return lines if text.endswith("\n") else lines[:-1]


def _environment(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "WHISTCLUB_DATA_DIR": str(tmp_path / "data")}


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
@pytest.mark.parametrize("round_", range(3))
def test_the_entry_grid_killed_mid_evening_loses_nothing_it_saved(
    database_url: str, tmp_path: Path, round_: int
) -> None:
    database = open_database(database_url)
    event_id = evenings.new_evening(
        database, "Killed", {"format": "progressive", "changes": 24, "half_after": 12}
    ).created_id("drive_event")
    for card in range(1, 21):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(database, event_id, f"Player {card}", role=role)
    database.close()

    printed = _kill_after_first_line(
        [sys.executable, "-c", WINDOW, database_url, str(event_id), str(round_)],
        _environment(tmp_path),
    )
    assert printed, "the window saved nothing before it was killed"

    database = open_database(database_url)
    try:
        loaded = evenings.load_evening(database, event_id)
        for line in printed:
            change, table, tricks = map(int, line.split())
            assert loaded.results[(change, table)]["facts"]["ns"] == [tricks], line
        # At most the result being saved when the kill came is stored without its line.
        assert len(loaded.results) - len(printed) in (0, 1)
        audited = sum(1 for c in list_changes(database) if c["action"] == "drive.result_entered")
        assert audited == len(loaded.results)  # every stored result has its audit entry
    finally:
        database.close()
    report = maintenance.check(database_url)
    assert report.ok, report.problems


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_an_import_killed_midway_imports_all_or_nothing(database_url: str, tmp_path: Path):
    listing = tmp_path / "members.csv"
    names = [f"Member {n:05d}" for n in range(3000)]
    listing.write_text("Name,Number\n" + "".join(f"{n},{i}\n" for i, n in enumerate(names)))
    database = open_database(database_url)
    database.close()
    # A line first so the kill lands while the import runs: the command's own output comes
    # at the end, so the child is watched from a wrapper that prints before it starts.
    wrapper = (
        "import sys, runpy; print('started', flush=True); "
        "sys.argv = ['whistclub-cli', '--database', sys.argv[1], 'import-players', sys.argv[2], "
        "'--apply']; runpy.run_module('whistclub.cli', run_name='__main__')"
    )
    _kill_after_first_line(
        [sys.executable, "-c", wrapper, database_url, str(listing)], _environment(tmp_path)
    )
    database = open_database(database_url)
    try:
        stored = [p["name"] for p in list_players(database)]
        imports = [c for c in list_changes(database) if "import" in c["action"]]
        assert stored in ([], sorted(names)) or sorted(stored) == sorted(names)
        assert len(imports) == (1 if stored else 0)  # one transaction, one audit entry
    finally:
        database.close()
    report = maintenance.check(database_url)
    assert report.ok, report.problems
