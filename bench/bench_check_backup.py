"""`check` and `backup` on clubs of different sizes: their time should grow in proportion to the
club (issue 24: "`check` and `backup` linear"), not faster.

    .venv/bin/python bench/bench_check_backup.py CLUB.sqlite3 [CLUB.sqlite3 ...]

For each club (smallest first: the demo club, a part of the big club, the big club; see
tools/make_big_club.py) it prints the club's size in stored rows, the time of
`maintenance.check` (every row read, every document decoded, every game and evening worked
out again, the audit chain, the schema) and of `maintenance.backup` (an online backup,
integrity-checked), each per thousand rows. The ratio of the largest club's time per row to
the smallest's is printed last: about 1 is linear, well above it is not (compare clubs big
enough for the fixed costs not to count: `tools/make_big_club.py --scale 0.2` and `--scale 1`).
"""

from __future__ import annotations

import argparse
import sqlite3
import tempfile
import time
from contextlib import closing
from pathlib import Path

from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import maintenance


def rows_of(path: Path) -> int:
    """The rows the club stores, every table counted."""
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as connection:
        names = [
            r[0]
            for r in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return sum(connection.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0] for n in names)


def timed(club: Path) -> tuple[int, float, float]:
    """(rows, seconds of check, seconds of backup) for one club."""
    url = sqlite_url(club)
    open_database(url).close()  # migrated once (with its backup) before the clock runs
    start = time.perf_counter()
    report = maintenance.check(url)
    checking = time.perf_counter() - start
    if getattr(report, "problems", None):
        print(f"  ({club.name}: check found {len(report.problems)} problems)")
    database = open_database(url)
    try:
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            maintenance.backup(database, Path(folder) / "backup.sqlite3")
            backing_up = time.perf_counter() - start
    finally:
        database.close()
    return rows_of(club), checking, backing_up


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("clubs", nargs="+", type=Path, help="club files, smallest first")
    options = parser.parse_args()
    figures = [(club, *timed(club)) for club in options.clubs]
    print(f"{'club':<24} {'rows':>9}  {'check':>8} {'per 1k':>8}  {'backup':>8} {'per 1k':>8}")
    for club, rows, checking, backing_up in figures:
        print(
            f"{club.name:<24} {rows:>9}  {checking:7.2f}s {checking / rows * 1000:7.3f}s  "
            f"{backing_up:7.2f}s {backing_up / rows * 1000:7.3f}s"
        )
    if len(figures) > 1:
        small, large = min(figures, key=lambda f: f[1]), max(figures, key=lambda f: f[1])
        for name, n in (("check", 2), ("backup", 3)):
            growth = (large[n] / large[1]) / (small[n] / small[1])
            print(
                f"{name}: time per row, largest club over smallest: {growth:.2f}x "
                f"({large[1] / small[1]:.0f}x the rows; about 1 is linear)"
            )


if __name__ == "__main__":
    main()
