"""The window brought up to date after a club change, beside a bare Qt window doing the same
visible work (issue 24: "window refresh after any club change", 251 ms against 46 ms bare).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_refresh.py CLUB.sqlite3 [--runs 9]

The club window is opened on a copy of the club with every page built (as once it has been
idle), on its Players page; then a player is added and renamed, each through the window's
undo stack (`MainWindow.run`, as the Players page's buttons do), and the window painted: the
time from the call to the painted window. The bare baseline adds the row with raw sqlite3
(one transaction, synced), reads the players back and refills a QTableWidget of them, then
paints. The two take turns, run by run; medians of the runs, and the ratio.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import time
from pathlib import Path

from club_window import application, club_copy, club_window


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("club", type=Path)
    parser.add_argument("--runs", type=int, default=9)
    options = parser.parse_args()
    club = club_copy(options.club)
    app = application()
    from PySide6.QtWidgets import QMainWindow, QTableWidget, QTableWidgetItem

    from whistclub.persistence import open_database
    from whistclub.services import club as players
    from whistclub.ui.main_window import PAGES, MainWindow
    from whistclub.ui.memory import settle

    database = open_database(f"sqlite:///{club}")
    window = club_window(database)
    for name in PAGES:
        window._page(name)  # every page built, as once the window has been idle
    window.tabs.setCurrentIndex(0)
    window.repaint()
    app.processEvents()
    settle(full=True)

    def painted(widget: QMainWindow | MainWindow) -> None:
        widget.repaint()
        app.processEvents()

    raw = sqlite3.connect(club, isolation_level=None)
    raw.execute("PRAGMA synchronous = FULL")
    bare = QMainWindow()
    table = QTableWidget(bare)
    bare.setCentralWidget(table)
    bare.resize(1280, 680)
    bare.show()
    painted(bare)

    def bare_change(run: int) -> None:
        raw.execute("BEGIN IMMEDIATE")
        raw.execute(
            "INSERT INTO player (name, active, notes, version) VALUES (?, 1, '', 1)",
            (f"Bare {run}",),
        )
        raw.execute("COMMIT")
        rows = raw.execute(
            "SELECT id, name, membership_number, active, notes FROM player ORDER BY name"
        ).fetchall()
        table.setRowCount(len(rows))
        table.setColumnCount(5)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                table.setItem(r, c, QTableWidgetItem("" if value is None else str(value)))
        painted(bare)

    # The app and the bare window take turns, run by run: the host's speed drifts over a
    # few seconds, and each run's pair sees the same.
    added: list[float] = []
    renamed: list[float] = []
    baseline: list[float] = []
    for run in range(options.runs):
        start = time.perf_counter()
        changes = window.run("Add", lambda n=run: players.register_player(database, f"Bench {n}"))
        painted(window)
        added.append(time.perf_counter() - start)
        assert changes is not None
        player = changes.created_id("player")
        start = time.perf_counter()
        window.run(
            "Rename", lambda p=player, n=run: players.rename_player(database, p, 1, f"Bench {n}b")
        )
        painted(window)
        renamed.append(time.perf_counter() - start)
        start = time.perf_counter()
        bare_change(run)
        baseline.append(time.perf_counter() - start)
    window.close()
    database.close()

    bare_ms = statistics.median(baseline) * 1000
    print(
        f"{options.club.name}: the window after a club change, painted (median of {options.runs})"
    )
    for label, times in (("a player added", added), ("a player renamed", renamed)):
        app_ms = statistics.median(times) * 1000
        print(
            f"  {label:<18} app {app_ms:7.1f} ms   bare {bare_ms:7.1f} ms   ratio "
            f"{app_ms / bare_ms:4.1f}x   (goal <= 2x)"
        )


if __name__ == "__main__":
    main()
