"""The window starts without the printing libraries (issue 24 item 4): reportlab, openpyxl and
pypdfium2 are imported when something is first printed, not when the drive page is built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services.demo import write_demo

HEAVY = ("reportlab", "openpyxl", "pypdfium2")

# The club window on the file given first, shown: each script below goes on from there
# (_window_run puts it first).
WINDOW = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.ui.main_window import MainWindow
window = MainWindow(open_database(sqlite_url(sys.argv[1])))
window.show()
"""

BUILD_WINDOW = """
window.show_drives()
for index in range(window.drive_page.tabs.count()):  # every screen of the evening shown
    window.drive_page.tabs.setCurrentIndex(index)
    app.processEvents()
before = [name for name in sys.argv[2:] if name in sys.modules]
pdf = window.drive_page._pdf("standings")  # something printed: now they are needed
after = [name for name in sys.argv[2:] if name in sys.modules]
print(json.dumps({"before": before, "after": after, "pdf": bool(pdf)}))
"""


def _window_run(tmp_path: Path, script: str, *args: str) -> str:
    """The last line `script` prints, run after WINDOW in a Python of its own on a demo
    club's file (its first argument) and then `args`: the modules it imports are its own."""
    path = tmp_path / "club.sqlite3"
    database = open_database(sqlite_url(path))
    try:
        write_demo(database)
    finally:
        database.close()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WHISTCLUB_DATA_DIR": str(tmp_path)}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    done = subprocess.run(
        [sys.executable, "-c", WINDOW + script, str(path), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    return done.stdout.strip().splitlines()[-1]


def test_building_the_window_imports_no_printing_library(tmp_path: Path) -> None:
    seen = json.loads(_window_run(tmp_path, BUILD_WINDOW, *HEAVY))
    assert seen["before"] == []
    assert seen["pdf"] and "reportlab" in seen["after"]


SHOW_DRIVES = """
window.show_drives()
app.processEvents()
print(" ".join(name for name in sys.argv[2:] if name in sys.modules) or "none")
"""

# What the drives page opening on its Settings screen does not need: the Solo engine (named
# by the refusals' Spanish wording) and the modules of its other screens and the tables' page.
NOT_FOR_SETTINGS = (
    "whistclub.domain.variants.solo",
    "whistclub.ui.drive.desk",
    "whistclub.ui.drive.caller",
    "whistclub.ui.drive.entry",
    "whistclub.ui.drive.screens",
    "whistclub.ui.drive.tables_page",
    # The refusals' words (at the first refusal) and the paper's settings (at the first print).
    "whistclub.ui.errors",
    "whistclub.reports.settings",
)


def test_the_drives_page_opens_with_its_settings_screen_alone(tmp_path: Path) -> None:
    """The refusals' wording names Solo's contracts; it is loaded at the first refusal worded
    in Spanish, not with the drives page (its first switch imported the Solo engine, about 14
    ms of its 90); the page's other screens are built, their modules imported, when first
    shown (issue 24: 38 modules imported at the page's first switch, 16 now)."""
    assert _window_run(tmp_path, SHOW_DRIVES, *NOT_FOR_SETTINGS) == "none"


SHOW_GAMES = """
window.show_games()
app.processEvents()
model = window.games_page.model
rules = sorted({model.index(row, 3).data() for row in range(model.rowCount())})
loaded = [name for name in sys.argv[2:] if name in sys.modules]
print(json.dumps({"rules": rules, "loaded": loaded}))
"""

FAMILIES = (
    "whistclub.domain.variants.partnership",
    "whistclub.domain.variants.solo",
    "whistclub.domain.variants.bid_whist",
)


def test_the_club_games_page_shows_each_games_rules_without_loading_them(tmp_path: Path) -> None:
    """The Rules column is each game's preset's title, read from the translated list of
    titles: looking each preset up loaded every family's rules at the page's first show
    (22 ms of its 24, issue 24)."""
    from whistclub.domain.variants.profiles import all_presets

    seen = json.loads(_window_run(tmp_path, SHOW_GAMES, *FAMILIES))
    titles = {preset.title for preset in all_presets().values()}
    assert seen["rules"] and set(seen["rules"]) <= titles  # the demo's games, by their titles
    assert seen["loaded"] == []
