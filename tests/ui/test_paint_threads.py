"""The window paints on its own thread, Qt's paint thread pool off (ui/paint_threads.py): the
app sets Qt's switch before Qt paints, leaves a value the user set alone, and can be told to
keep the pool. Qt's pool threads are looked for by name in a real process that painted."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from whistclub.ui.paint_threads import KEEP_POOL, QT_SWITCH, paint_on_one_thread

# Paints a window of a laptop's size (fills of more than 96 lines, which Qt would hand to its
# pool), then prints the names of the process's threads: Qt names its pool's "Thread (pooled)".
PAINT_AND_LIST_THREADS = """
import glob, sys
from whistclub.ui.paint_threads import paint_on_one_thread
if sys.argv[1] == "app-way":
    paint_on_one_thread()
from PySide6.QtWidgets import QApplication, QMainWindow, QTableWidget
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QTableWidget(40, 8))
window.resize(1280, 800)
window.show()
app.processEvents()
window.repaint()
app.processEvents()
print("|".join(open(path).read().strip() for path in glob.glob("/proc/self/task/*/comm")))
"""

APP_MAIN_THEN_LIST_THREADS = """
import glob, sys
from whistclub.ui.app import main
code = main(["--quit-after-paint", "--database", sys.argv[1]])
print("|".join(open(path).read().strip() for path in glob.glob("/proc/self/task/*/comm")))
sys.exit(code)
"""


def _threads(code: str, argument: str, **environment: str) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k not in (QT_SWITCH, KEEP_POOL)}
    env.update(QT_QPA_PLATFORM="offscreen", **environment)
    done = subprocess.run(
        [sys.executable, "-c", code, argument],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
    )
    return done.stdout.strip().splitlines()[-1].split("|")


def test_the_switch_is_set_before_qt_starts_and_a_users_own_value_is_kept():
    environment: dict[str, str] = {}
    assert paint_on_one_thread(environment) is True
    assert environment == {QT_SWITCH: "1"}
    own = {QT_SWITCH: "yes"}
    assert paint_on_one_thread(own) is True
    assert own == {QT_SWITCH: "yes"}
    kept = {KEEP_POOL: "1"}
    assert paint_on_one_thread(kept) is False
    assert QT_SWITCH not in kept
    assert paint_on_one_thread({KEEP_POOL: "0"}) is True  # "0" does not keep it


def test_qt_paints_without_its_pool_threads_as_the_app_starts_it():
    # The control first: started as bare Qt is, painting the same window makes pool threads,
    # so their absence below is the switch's doing.
    assert "Thread (pooled)" in _threads(PAINT_AND_LIST_THREADS, "bare")
    assert "Thread (pooled)" not in _threads(PAINT_AND_LIST_THREADS, "app-way")
    kept = _threads(PAINT_AND_LIST_THREADS, "app-way", **{KEEP_POOL: "1"})
    assert "Thread (pooled)" in kept


def test_app_main_paints_its_window_without_pool_threads(tmp_path: Path):
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    threads = _threads(APP_MAIN_THEN_LIST_THREADS, url, WHISTCLUB_DATA_DIR=str(tmp_path))
    assert threads[0]  # the main thread's name was read
    assert "Thread (pooled)" not in threads
