"""Time from process start to the first painted window: WhistClub's main window next to a
bare QMainWindow, in the same run (goal: the club window under a second).

Each sample starts a new Python process; the clock starts just before the process is
spawned and stops at the wall-clock time the child prints from its first Paint event. The
club window is timed on a new database (created and migrated on open) and on an existing one.

    .venv/bin/python bench/bench_window.py [--runs 5] [CLUB.sqlite3 ...]

For each club file given (the demo club, a big club from tools/make_big_club.py), the window
is timed to its first page with the club's data painted ("ready-paint"), beside a bare
QMainWindow showing a table of the same players read with raw sqlite3, and the ratio printed
(issue 24 goal: within 2x of bare). The file is opened as the app opens it (migrated once, with
its backup, if it is of an older revision).

Without a display, Qt's offscreen platform is used (the figures then leave out the window
manager, but include everything Python, Qt and the app do).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from whistclub.ui.paint_threads import paint_on_one_thread

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1400, 860)
class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"first-paint {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
watcher = FirstPaint(window)
window.installEventFilter(watcher)
window.show()
app.exec()
"""

BARE_TABLE = """
import sqlite3, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget, QTableWidgetItem
app = QApplication(sys.argv[:1])
rows = sqlite3.connect(sys.argv[1]).execute(
    "SELECT id, name, membership_number, active, notes FROM player ORDER BY name").fetchall()
window = QMainWindow()
window.resize(1400, 860)
table = QTableWidget(len(rows), 5, window)
for r, row in enumerate(rows):
    for c, value in enumerate(row):
        table.setItem(r, c, QTableWidgetItem(str(value)))
window.setCentralWidget(table)
class FirstPaint(QObject):
    done = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            print(f"first-paint {time.time():.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
watcher = FirstPaint(window)
window.installEventFilter(watcher)
window.show()
app.exec()
"""

CLUB = """
import sys
from whistclub.ui.app import main
sys.exit(main(["--quit-after-paint", "--database", sys.argv[1]]))
"""


def sample(code: str, args: list[str], env: dict[str, str]) -> dict[str, float]:
    """Seconds from spawning the process to each paint it reports (first, ready)."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    )
    paints = {
        line.split()[0]: float(line.split()[1]) - start
        for line in done.stdout.splitlines()
        if line.endswith(tuple("0123456789")) and ("-paint " in line or "-ready " in line)
    }
    if "first-paint" not in paints:
        raise RuntimeError(f"the window never painted:\n{done.stdout}\n{done.stderr}")
    return paints


def describe(name: str, seconds: list[float]) -> str:
    return (
        f"{name:<42} median {statistics.median(seconds) * 1000:7.0f} ms   "
        f"min {min(seconds) * 1000:7.0f} ms   max {max(seconds) * 1000:7.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("clubs", nargs="*", type=Path, help="club files to time (SQLite)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ)
        env["WHISTCLUB_DATA_DIR"] = folder  # settings and data of the run stay here
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        # The bare windows paint as the app does, on one thread (ui/paint_threads.py).
        paint_on_one_thread(env)
        bare: list[float] = []
        fresh: list[dict[str, float]] = []
        existing: list[dict[str, float]] = []
        for run in range(options.runs):
            url = f"sqlite:///{Path(folder) / f'club-{run}.sqlite3'}"
            bare.append(sample(BARE, [], env)["first-paint"])
            fresh.append(sample(CLUB, [url], env))
            existing.append(sample(CLUB, [url], env))
        print(f"platform: {env.get('QT_QPA_PLATFORM', 'default')}, runs: {options.runs}")
        print(describe("bare QMainWindow, first paint", bare))
        print(describe("WhistClub, first paint", [s["first-paint"] for s in existing]))
        ready = [s["ready-paint"] for s in existing]
        print(describe("WhistClub, pages painted (existing db)", ready))
        print(describe("WhistClub, pages painted (new db)", [s["ready-paint"] for s in fresh]))
        first = statistics.median(s["first-paint"] for s in existing)
        verdict = "meets" if first < 1.0 else "misses"
        print(f"goal: window painted under 1 s: {verdict} ({first * 1000:.0f} ms median)")
        for club in options.clubs:
            url = f"sqlite:///{club.resolve()}"
            sample(CLUB, [url], env)  # migrated (once) and warmed up
            samples = [sample(CLUB, [url], env) for _ in range(options.runs)]
            app = [s["ready-paint"] for s in samples]
            runs = range(options.runs)
            base = [sample(BARE_TABLE, [str(club)], env)["first-paint"] for _ in runs]
            print(describe(f"{club.name}: WhistClub, first page with data", app))
            print(describe(f"{club.name}: bare window, table of the players", base))
            taking = [s["input-ready"] for s in samples]
            print(describe(f"{club.name}: WhistClub, database open, takes input", taking))
            ratio = statistics.median(app) / statistics.median(base)
            print(f"{club.name}: ratio {ratio:.1f}x   (goal <= 2x)")


if __name__ == "__main__":
    main()
