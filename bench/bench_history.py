"""History of one evening and of one game on a club file (issue 24: ≤ 20 ms on the big club,
the same as on the demo club), beside the bare baseline: raw sqlite3 reading the same entries
by the same index and decoding their JSON.

    .venv/bin/python bench/bench_history.py CLUB.sqlite3

Build a big club first with tools/make_big_club.py. Figures are medians of 20 reads of the
latest evening and the latest game.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import evenings, games, history

REPEATS = 20


def median_ms(action: Callable[[], object]) -> float:
    action()
    times = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


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
            app = median_ms(lambda: read(database, subject))  # noqa: B023
            base = median_ms(bare(args.club, column, subject))
            print(
                f"  {what:<12} {entries:>6} entries  app {app:7.1f} ms  bare {base:7.1f} ms  "
                f"ratio {app / base:5.1f}x   (goal <= 20 ms)"
            )
    finally:
        database.close()


if __name__ == "__main__":
    main()
