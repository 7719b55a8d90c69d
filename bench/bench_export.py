"""`export --to DIR` on a club file, beside a bare dump (issue 24: ≤ 1.5× the bare dump in time,
memory flat in club size).

    .venv/bin/python bench/bench_export.py CLUB.sqlite3

Each side runs in a fresh interpreter so its peak memory (max RSS) is its own:
  app   whistclub.services.export.export_club (the CSV files and club.json)
  bare  raw sqlite3: every table written row by row with the csv module, and every row once
        more as compact JSON lines (the same rows, no scores)
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

APP = """
import resource, sys, time
from pathlib import Path
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services.export import export_club
database = open_database(sqlite_url(Path(sys.argv[1])), backup_dir=Path(sys.argv[2]))
started = time.perf_counter()
export_club(database, Path(sys.argv[2]) / "out")
elapsed = time.perf_counter() - started
database.close()
print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

BARE = """
import csv, json, resource, sqlite3, sys, time
from pathlib import Path
started = time.perf_counter()
connection = sqlite3.connect(sys.argv[1])
out = Path(sys.argv[2]) / "out"
out.mkdir()
names = [r[0] for r in connection.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
with (out / "club.jsonl").open("w", encoding="utf-8") as lines:
    for name in names:
        cursor = connection.execute(f'SELECT * FROM "{name}" ORDER BY rowid')
        columns = [d[0] for d in cursor.description]
        with (out / f"{name}.csv").open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(columns)
            for row in cursor:
                writer.writerow(row)
                lines.write(json.dumps(dict(zip(columns, row)), ensure_ascii=False) + "\\n")
elapsed = time.perf_counter() - started
print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def run(code: str, club: Path) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            [sys.executable, "-c", code, str(club), folder],
            capture_output=True,
            text=True,
            check=True,
        )
    seconds, rss_kib = done.stdout.split()
    return float(seconds), int(rss_kib) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("club", type=Path, help="a club's SQLite file")
    args = parser.parse_args()
    app_s, app_mib = run(APP, args.club)
    bare_s, bare_mib = run(BARE, args.club)
    print(f"export --to DIR, {args.club}:")
    print(
        f"  time    app {app_s:7.2f} s    bare {bare_s:7.2f} s    ratio {app_s / bare_s:5.1f}x"
        "   (goal <= 1.5x)"
    )
    print(
        f"  memory  app {app_mib:7.0f} MiB  bare {bare_mib:7.0f} MiB  "
        f"ratio {app_mib / bare_mib:5.1f}x   (peak RSS; goal: flat in club size)"
    )


if __name__ == "__main__":
    main()
