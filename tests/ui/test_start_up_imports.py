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

BUILD_WINDOW = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.ui.main_window import MainWindow
window = MainWindow(open_database(sqlite_url(sys.argv[1])))
window.show()
window.show_drives()
for index in range(window.drive_page.tabs.count()):  # every screen of the evening shown
    window.drive_page.tabs.setCurrentIndex(index)
    app.processEvents()
before = [name for name in sys.argv[2:] if name in sys.modules]
pdf = window.drive_page._pdf("standings")  # something printed: now they are needed
after = [name for name in sys.argv[2:] if name in sys.modules]
print(json.dumps({"before": before, "after": after, "pdf": bool(pdf)}))
"""


def test_building_the_window_imports_no_printing_library(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    database = open_database(sqlite_url(path))
    try:
        write_demo(database)
    finally:
        database.close()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WHISTCLUB_DATA_DIR": str(tmp_path)}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    done = subprocess.run(
        [sys.executable, "-c", BUILD_WINDOW, str(path), *HEAVY],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["before"] == []
    assert seen["pdf"] and "reportlab" in seen["after"]
