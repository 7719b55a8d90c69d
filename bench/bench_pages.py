"""Page switches in the club window, beside a bare Qt window switching to a table of the same
rows (issue 24: "every page switch <= 2x bare (<= 50 ms)").

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_pages.py CLUB.sqlite3

The window is opened on the club (a copy, so nothing is written to it), painted, and then each
page is switched to as a click on its tab does, and painted: a first switch right after the
start builds the page (its module imported, its widgets made, the club read, as app.main
leaves it to the first click or to the window's idle preparation; each page in a Python of
its own, the median of `--at-once-runs` starts); a first switch once the window
has been idle finds it built (app.main has the window build its pages one by one meanwhile,
MainWindow.prepare_pages_when_idle; the median of as many new windows); later switches show
it again. The bare baseline is a
QTabWidget whose pages are QTableWidgets of the same number of rows and columns as the page's
main table, filled from raw sqlite3 rows, switched to and painted the same way (the median of
as many new windows).

The club is one the app has opened before on this laptop, as a secretary's is: its evenings'
summaries are kept between starts (services/reading_cache.py), read once here before the
timed starts; `--first-opening` times the very first opening instead: the Season page's first
switch then finds no evening worked out, and works its season out a step at a time once
painted (ui/season_steps.py); the bench also prints when its tables were shown and the longest
step, the longest the window could keep a click waiting meanwhile.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from club_window import application, club_copy, club_window, remembered_evenings

# Each page's main table in the club file: (query giving its rows, columns shown). The bare
# table takes as many of them as the page's own table shows (shown_rows).
BARE_ROWS = {
    "players": ("SELECT id, name, membership_number, active, notes FROM player", 5),
    "games": ("SELECT id, title, played_on, profile, season_id FROM game", 6),
    "evening": ("SELECT id, title, played_on FROM game", 5),
    "drive": ("SELECT id, change, table_number, facts FROM drive_table_result", 11),
    "season": ("SELECT id, name FROM player", 8),
}


def shown_rows(page: object) -> int:
    """The rows of the page's main table: its longest table or list."""
    from PySide6.QtWidgets import QAbstractItemView

    views = page.findChildren(QAbstractItemView)  # type: ignore[attr-defined]
    return max((v.model().rowCount() for v in views if v.model() is not None), default=0)


def painted(widget: object, app: object) -> None:
    widget.repaint()  # type: ignore[attr-defined]
    app.processEvents()  # type: ignore[attr-defined]


def first_switch(
    club_file: Path, name: str, opened_before: Path | None
) -> tuple[float, float, float]:
    """Seconds from a click on page `name`'s tab to its page painted, right after the window
    is up on a copy of `club_file` (-1 for the page the window opened on); then, for a
    Season page working its season out in steps, the seconds to its tables painted and the
    longest step (else 0 and 0)."""
    club = club_copy(club_file, opened_before)
    app = application()
    from whistclub.persistence import open_database
    from whistclub.ui.main_window import PAGES
    from whistclub.ui.memory import settle

    database = open_database(f"sqlite:///{club}")
    window = club_window(database)
    painted(window, app)
    settle()  # as app.main does once the window is up (the full pass comes once idle)
    if window.built_page(name) is not None:
        return -1.0, 0.0, 0.0
    start = time.perf_counter()
    window.tabs.setCurrentIndex(PAGES.index(name))
    painted(window, app)
    shown = time.perf_counter() - start
    page = window.built_page(name)
    longest, last = 0.0, time.perf_counter()
    if not getattr(page, "working_out", False):
        return shown, 0.0, 0.0
    while page.working_out:
        app.processEvents()  # a step, or nothing
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    painted(window, app)
    return shown, time.perf_counter() - start, longest


def idle_window(
    database: object, app: object
) -> tuple[dict[str, float], dict[str, float], float, object]:
    """A new club window left idle until it has prepared every page (app.main's
    MainWindow.prepare_pages_when_idle), then each page it did not open on switched to
    once: the seconds of each first switch, when each page was found built, when all it
    prepares while idle was done, and the window."""
    from whistclub.ui.main_window import PAGES
    from whistclub.ui.memory import settle

    idle = club_window(database)
    painted(idle, app)
    opened_on = {name for name in PAGES if idle.built_page(name) is not None}
    settle()  # as app.main does once the window is up (the full pass comes once idle)
    idle.prepare_pages_when_idle()
    preparing = time.perf_counter()
    deadline = time.monotonic() + 10
    ready: dict[str, float] = {}  # when each page was found built
    while len(ready) < len(PAGES) and time.monotonic() < deadline:
        app.processEvents()  # type: ignore[attr-defined]
        for name in PAGES:
            if name not in ready and idle.built_page(name) is not None:
                ready[name] = time.perf_counter() - preparing
        time.sleep(0.001)
    # Then the rest of what the window does while idle (the drives page's other screens, the
    # score pads' modules, the long tables' middle rows): a switch timed meanwhile would
    # share the interpreter with it.
    from whistclub.ui.models import RowsModel

    def busy() -> bool:  # the pages, or a long table's middle rows (RowsModel.filling)
        filling = any(model.filling for model in idle.findChildren(RowsModel))
        return bool(idle._preparing.isActive() or filling)

    while busy() and time.monotonic() < deadline:
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.001)
    finished = time.perf_counter() - preparing
    switches: dict[str, float] = {}
    for index, name in enumerate(PAGES):
        if name in opened_on:
            continue
        start = time.perf_counter()
        idle.tabs.setCurrentIndex(index)
        painted(idle, app)
        switches[name] = time.perf_counter() - start
    return switches, ready, finished, idle


def idle_in_a_python_of_its_own(club_file: Path, opened_before: Path | None) -> dict[str, Any]:
    """idle_window's figures on a copy of `club_file`, as JSON can carry them."""
    club = club_copy(club_file, opened_before)
    app = application()
    from whistclub.persistence import open_database

    database = open_database(f"sqlite:///{club}")
    switches, ready, finished, window = idle_window(database, app)
    # The bare tables' first switches in this Python right after, the same rows: each
    # start's pair of figures sees the host at the same speed.
    rows_shown = {name: shown_rows(window.built_page(name)) for name in switches}  # type: ignore[attr-defined]
    window.close()  # type: ignore[attr-defined]
    raw = sqlite3.connect(club)
    bare = bare_switches(raw, rows_shown, app, pages=list(switches))
    raw.close()
    database.close()
    return {"switches": switches, "ready": ready, "finished": finished, "bare": bare}


def later_switches(window: Any, app: object) -> dict[str, float]:
    """Each page switched to again in the idle window, from the page before it: seconds."""
    from whistclub.ui.main_window import PAGES

    times = {}
    for index, name in enumerate(PAGES):
        window.tabs.setCurrentIndex((index + 1) % len(PAGES))
        painted(window, app)
        start = time.perf_counter()
        window.tabs.setCurrentIndex(index)
        painted(window, app)
        times[name] = time.perf_counter() - start
    return times


def bare_switches(
    raw: sqlite3.Connection, rows_shown: dict[str, int], app: object, pages: list[str] | None = None
) -> dict[str, float]:
    """A new bare window of one table per page, each table's rows read with raw sqlite3,
    filled and shown for the first time: seconds per table (of `pages`, else every page)."""
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QTabWidget

    from whistclub.ui.main_window import PAGES

    tabs = QTabWidget()
    tabs.resize(1280, 680)
    tables = {}
    for name in PAGES:
        tables[name] = QTableWidget(tabs)
        tabs.addTab(tables[name], name)
    tabs.show()
    painted(tabs, app)
    times = {}
    for index, name in enumerate(PAGES):
        if pages is not None and name not in pages:
            continue
        query, width = BARE_ROWS[name]
        tabs.setCurrentIndex((index + 1) % len(PAGES))
        painted(tabs, app)
        start = time.perf_counter()
        rows = raw.execute(f"{query} LIMIT ?", (max(rows_shown[name], 1),)).fetchall()
        table = tables[name]
        table.setRowCount(len(rows))
        table.setColumnCount(width)
        for r, row in enumerate(rows):
            for c in range(width):
                table.setItem(r, c, QTableWidgetItem(str(row[c % len(row)])))
        tabs.setCurrentIndex(index)
        painted(tabs, app)
        times[name] = time.perf_counter() - start
    tabs.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("club", type=Path)
    parser.add_argument("--runs", type=int, default=5, help="later switches timed per page")
    parser.add_argument(
        "--at-once-runs",
        type=int,
        default=3,
        help="starts timed per page's first switch, and windows per first switch once idle",
    )
    parser.add_argument(
        "--first-opening",
        action="store_true",
        help="the club never opened on this laptop before (no evening's summary kept)",
    )
    parser.add_argument("--at-once", metavar="PAGE", help=argparse.SUPPRESS)  # one page's
    parser.add_argument("--opened-before", type=Path, help=argparse.SUPPRESS)  # its data
    parser.add_argument("--idle", action="store_true", help=argparse.SUPPRESS)  # one window's
    options = parser.parse_args()
    if options.at_once:
        timed = first_switch(options.club, options.at_once, options.opened_before)
        print(" ".join(f"{value:.6f}" for value in timed))
        return
    if options.idle:
        print(json.dumps(idle_in_a_python_of_its_own(options.club, options.opened_before)))
        return
    # A secretary's laptop has read the club's evenings before (the Season page, records):
    # their summaries are kept between starts (services/reading_cache.py).
    before = (
        [] if options.first_opening else ["--opened-before", str(remembered_evenings(options.club))]
    )
    from whistclub.ui.main_window import PAGES

    # Each page's first switch right after start-up in a Python of its own: a page switched
    # to first would otherwise import modules for the pages after it.
    # The median of `--at-once-runs` such starts, the host's noise being what it is.
    first: dict[str, float] = {}
    in_steps: list[tuple[float, float]] = []  # the Season page's tables shown, longest step
    for name in PAGES:
        samples = []
        for _ in range(options.at_once_runs):
            done = subprocess.run(
                [sys.executable, __file__, str(options.club), "--at-once", name, *before],
                capture_output=True,
                text=True,
                check=True,
            )
            painted_at, tables_at, longest = (float(v) for v in done.stdout.split()[-3:])
            samples.append(painted_at)
            if tables_at:
                in_steps.append((tables_at, longest))
        if min(samples) >= 0:  # negative: the page the window opened on
            first[name] = statistics.median(samples)
    club = club_copy(options.club, Path(before[1]) if before else None)
    app = application()
    from whistclub.persistence import open_database

    database = open_database(f"sqlite:///{club}")
    later: dict[str, list[float]] = {name: [] for name in PAGES}
    # As app.main opens it: the pages built one by one while the window is idle, then each
    # first switch after the secretary has looked at the first page for a second or so; in
    # a Python of its own each time (a window before it would have warmed Qt's caches of
    # glyphs and styled pixmaps), the median of `--at-once-runs` starts.
    idle_runs = []
    for _ in range(options.at_once_runs):
        done = subprocess.run(
            [sys.executable, __file__, str(options.club), "--idle", *before],
            capture_output=True,
            text=True,
            check=True,
        )
        idle_runs.append(json.loads(done.stdout.splitlines()[-1]))
    after_idle = {
        name: statistics.median(run["switches"][name] for run in idle_runs)
        for name in idle_runs[0]["switches"]
    }
    idle_ratio = {
        name: statistics.median(run["switches"][name] / run["bare"][name] for run in idle_runs)
        for name in after_idle
    }
    ready = {name: statistics.median(run["ready"][name] for run in idle_runs) for name in PAGES}
    prepared = max(ready.values())
    finished = statistics.median(run["finished"] for run in idle_runs)
    # The later switches, and the rows each page shows, in one more window here.
    idle = idle_window(database, app)[3]
    rows_shown = {name: shown_rows(idle.built_page(name)) for name in PAGES}
    raw = sqlite3.connect(club)
    bare_runs: dict[str, list[float]] = {name: [] for name in PAGES}
    # The app's later switches and the bare windows take turns: the host's speed drifts
    # over a few seconds, and each turn's pair sees the same.
    for turn in range(max(options.runs, options.at_once_runs)):
        if turn < options.runs:
            for name, seconds in later_switches(idle, app).items():
                later[name].append(seconds)
        if turn < options.at_once_runs:
            for name, seconds in bare_switches(raw, rows_shown, app).items():
                bare_runs[name].append(seconds)
    raw.close()
    bare = {name: statistics.median(times) for name, times in bare_runs.items()}

    opened = "opened for the first time" if options.first_opening else "opened before"
    print(
        f"{options.club.name}: page switches, window offscreen, the club {opened}"
        " (goal <= 2x bare, <= 50 ms)"
    )
    print(
        f"  {'page':<10} {'at once':>9} {'idle':>9} {'later':>9} {'bare':>9} {'once/bare':>10}"
        f" {'idle/bare':>10} {'later/bare':>11}"
    )
    for name in PAGES:
        then = f"{first[name] * 1000:7.1f}ms" if name in first else "  (start)"
        calm = f"{after_idle[name] * 1000:7.1f}ms" if name in after_idle else ""
        again = statistics.median(later[name]) * 1000
        once = f"{first[name] / bare[name]:9.1f}x" if name in first else ""
        ratio = f"{idle_ratio[name]:9.1f}x" if name in after_idle else ""
        print(
            f"  {name:<10} {then:>9} {calm:>9} {again:7.1f}ms {bare[name] * 1000:7.1f}ms"
            f" {once:>10} {ratio:>10} {again / 1000 / bare[name]:10.1f}x"
        )
    print(
        "  at once: the first switch right after start-up (the page built then); idle: the"
        " first switch once the window has been idle (app.main builds the pages meanwhile)"
    )
    print(
        "  idle/bare: each start's switch over the bare table's first switch in the same"
        " Python right after (the median); later/bare: the two taking turns"
    )
    shown = ", ".join(f"{name} {count}" for name, count in rows_shown.items())
    print(f"  rows in each page's table, and in its bare one: {shown}")
    if in_steps:
        tables_at = statistics.median(t for t, _ in in_steps) * 1000
        step = max(longest for _, longest in in_steps) * 1000
        print(
            f"  the Season page at once worked its season out in steps: its tables painted"
            f" {tables_at:.0f} ms after the click (median), the longest step {step:.0f} ms"
        )
    print(
        f"  the drives page built {ready.get('drive', 0) * 1000:.0f} ms and every page"
        f" {prepared * 1000:.0f} ms after the window was up (idle); all it prepares while"
        f" idle {finished * 1000:.0f} ms"
    )
    idle.close()
    database.close()


if __name__ == "__main__":
    main()
