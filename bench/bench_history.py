"""History of one evening and of one game on a club file (issue 24: ≤ 20 ms on the big club,
the same as on the demo club), beside the bare baseline: raw sqlite3 reading the same entries
by the same index and decoding their JSON.

    .venv/bin/python bench/bench_history.py CLUB.sqlite3

Build a big club first with tools/make_big_club.py. Figures are medians of 20 reads of the
latest evening and the latest game; then the drive page's History tab is timed from the
evening handed to it to the tab painted, beside a bare QTableWidget filled with the same
entries' number, time, action and summary (Qt's offscreen platform without a display).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from timing import median_ms

from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import evenings, games, history

REPEATS = 20


def bare(path: Path, column: str, subject: int) -> Callable[[], list[tuple]]:
    def read() -> list[tuple]:
        with closing(sqlite3.connect(path)) as connection:
            rows = connection.execute(
                f"SELECT id, at, action, summary, before, after, undoes FROM audit "
                f"WHERE {column} = ? ORDER BY id",
                (subject,),
            ).fetchall()
        return [(*r[:4], json.loads(r[4]), json.loads(r[5]), r[6]) for r in rows]

    return read


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("club", type=Path, help="a club's SQLite file")
    args = parser.parse_args()
    database = open_database(sqlite_url(args.club))
    try:
        event = max(e["id"] for e in evenings.list_events(database))
        game = max(g["id"] for g in games.list_games(database))
        print(f"history, {args.club} (median of {REPEATS}):")
        for what, column, subject, read in (
            ("one evening", "event_id", event, evenings.evening_history),
            ("one game", "game_id", game, history.game_changes),
        ):
            entries = len(read(database, subject))
            app = median_ms(lambda: read(database, subject), REPEATS)  # noqa: B023
            base = median_ms(bare(args.club, column, subject), REPEATS)
            print(
                f"  {what:<12} {entries:>6} entries  app {app:7.1f} ms  bare {base:7.1f} ms  "
                f"ratio {app / base:5.1f}x   (goal <= 20 ms)"
            )
        history_tab(database, event)
    finally:
        database.close()


def history_tab(database: object, event: int) -> None:
    """The History tab set and painted, beside a bare table of the same entries."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from whistclub.ui.paint_threads import paint_on_one_thread

    paint_on_one_thread()  # as app.main does
    from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem

    from whistclub.ui.drive.screens import HistoryTab

    app = QApplication.instance() or QApplication([])

    class Page:  # what the tab asks of the drive page
        def __init__(self) -> None:
            self.database = database

        def undo(self) -> None: ...

        def redo(self) -> None: ...

    class Loaded:
        event_id = event

    tab = HistoryTab(Page())
    tab.resize(1200, 700)
    tab.show()
    bare = QTableWidget()
    bare.resize(1200, 700)
    bare.show()
    app.processEvents()

    def shown() -> None:
        tab.show_evening(Loaded())  # type: ignore[arg-type]
        tab.view.viewport().repaint()

    def bare_shown() -> None:
        rows = evenings.evening_history(database, event)  # type: ignore[arg-type]
        bare.setRowCount(len(rows))
        bare.setColumnCount(4)
        for n, row in enumerate(rows):
            for column, key in enumerate(("id", "at", "action", "summary")):
                bare.setItem(n, column, QTableWidgetItem(str(row[key])))
        bare.scrollToBottom()
        bare.viewport().repaint()

    app_ms, base = median_ms(shown, REPEATS), median_ms(bare_shown, REPEATS)
    print(
        f"  History tab  set and painted  app {app_ms:7.1f} ms  bare {base:7.1f} ms  "
        f"ratio {app_ms / base:5.1f}x   (a bare QTableWidget of the same entries)"
    )


if __name__ == "__main__":
    main()
