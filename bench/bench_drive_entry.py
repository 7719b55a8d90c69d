"""Time from one table result typed to refreshed standings, through the services and the
Drive page's models (issue 6, "Done when": under 50 ms for 40 tables and 24 hands).

A progressive ladies/gents evening of 40 tables (160 players) and 24 one-hand changes is
played through the services on a SQLite club database in a temporary folder (changes called,
results entered, seatings computed by the domain from the results). Then, in the last change,
each of the 40 tables is entered through the entry grid's model (setData, as the keyboard
does) with the Standings screen showing; the clock runs from the figure handed to the grid to
the Standings screen painted with the new totals:

  entry to standings   setData -> use case (one transaction, one audit row) -> evening read
                       back and worked out by the domain -> grid and standings models updated
                       -> the standings view painted
  of which saving      the use case alone (enter_result)
  read back whole      load_evening (rows -> document -> EveningFacts -> work_out)
  brought up to date   the evening in memory patched from the audit entries since, worked out

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_drive_entry.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

TABLES, CHANGES = 40, 24


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from whistclub.ui.paint_threads import paint_on_one_thread

    paint_on_one_thread()  # as app.main does
    from PySide6.QtWidgets import QApplication

    from whistclub.persistence import open_database
    from whistclub.services import evening_updates, evenings
    from whistclub.ui.drive.page import DrivePage
    from whistclub.ui.i18n import install_translator
    from whistclub.ui.memory import settle

    app = QApplication(sys.argv[:1])
    install_translator("en")
    folder = Path(tempfile.mkdtemp())
    database = open_database(f"sqlite:///{folder / 'club.sqlite3'}")
    settings = {
        "changes": CHANGES,
        "half_after": CHANGES // 2,
        "prizes": [
            {"name": "First lady", "role": "lady", "place": 1},
            {"name": "First gent", "role": "gent", "place": 1},
            {"name": "Booby", "place": "last"},
        ],
    }
    event_id = evenings.new_evening(database, "Bench", settings).created_id("drive_event")
    for card in range(1, 4 * TABLES + 1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(database, event_id, f"Player {card}", role=role)
    rng = random.Random(2026)

    page = DrivePage(database)
    page.resize(1400, 860)
    page.show()
    page.reload_events(select=event_id)
    app.processEvents()
    settle(full=True)  # as the window does once it is up (whistclub.ui.app.main)
    grid = page.entry.model
    entry: dict[int, list[float]] = {}  # change -> each entry's time
    calls: list[float] = []
    started = time.perf_counter()
    for change in range(1, CHANGES + 1):
        begin = time.perf_counter()
        page.call_next_change()  # as Ctrl+Enter does: the grid goes to the new change
        calls.append(time.perf_counter() - begin)
        assert page.loaded is not None and page.loaded.called == change
        page.tabs.setCurrentWidget(page.standings)  # the standings refresh on screen
        app.processEvents()
        entry[change] = []
        for row in range(grid.rowCount()):
            table = grid.entry_row(row).table
            begin = time.perf_counter()
            grid.setData(grid.index(row, grid.ns_column(0)), str(rng.randint(0, 13)))
            page.standings.view.viewport().repaint()  # painted, not only in the model
            entry[change].append(time.perf_counter() - begin)
            assert page.loaded is not None and (change, table) in page.loaded.results
        shown = {r["card"]: r["total"] for r in page.standings.model.rows()}
        assert shown == {s.card: s.total for s in page.loaded.evening.standings}
    print(
        f"the evening: {CHANGES} changes of {TABLES} tables typed into the grid in "
        f"{time.perf_counter() - started:.1f} s"
    )
    saving, reading, updating = [], [], []
    app.processEvents()
    # The parts, on copies of the same work (a correction of each table, then a read).
    kept = page.loaded
    for table in range(1, TABLES + 1):
        begin = time.perf_counter()
        shown = page.loaded.results[(CHANGES, table)]
        old = shown["facts"]["ns"][0]
        evenings.enter_result(
            database, event_id, CHANGES, table, [(old + 1) % 14], seen_version=shown["version"]
        )
        saving.append(time.perf_counter() - begin)
        begin = time.perf_counter()
        evenings.load_evening(database, event_id)
        reading.append(time.perf_counter() - begin)
        begin = time.perf_counter()
        kept = evening_updates.brought_up_to_date(database, kept)
        updating.append(time.perf_counter() - begin)

    def pct(values: list[float]) -> str:
        p99 = statistics.quantiles(values, n=100)[98]
        return (
            f"median {statistics.median(values) * 1000:6.1f} ms, p99 {p99 * 1000:6.1f} ms, "
            f"worst {max(values) * 1000:6.1f} ms"
        )

    def ms(values: list[float]) -> str:
        return (
            f"median {statistics.median(values) * 1000:6.1f} ms, worst {max(values) * 1000:6.1f} ms"
        )

    every = [t for change in entry.values() for t in change]
    quarter = CHANGES // 4
    first = [t for c in range(1, quarter + 1) for t in entry[c]]
    last = [t for c in range(CHANGES - quarter + 1, CHANGES + 1) for t in entry[c]]
    print(f"{TABLES} tables, {4 * TABLES} players, {CHANGES} hands (n={len(every)} entries):")
    print(f"  Enter to standings painted  {pct(every)}   (goal p99 <= 50 ms)")
    print(f"    first quarter (changes 1-{quarter})  {pct(first)}")
    print(f"    last quarter (changes {CHANGES - quarter + 1}-{CHANGES})  {pct(last)}")
    print(f"  call the next change        {ms(calls)}")
    print(f"  of which saving      {ms(saving)}")
    print(f"  read back whole      {ms(reading)}   (load_evening, as before issue 24)")
    print(f"  brought up to date   {ms(updating)}   (what the page does now)")
    page.close()
    database.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
