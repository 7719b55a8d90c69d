"""Committed entries per second: each entry is one service call (one transaction with its
audit row, synced to disk on SQLite), as when the secretary types a result and presses Enter.

    .venv/bin/python bench/bench_entries.py [--entries N]

Runs on a new SQLite file in a temporary folder, and on PostgreSQL when a server answers at
WHISTCLUB_BENCH_POSTGRES_URL (else WHISTCLUB_TEST_POSTGRES_URL, else the local default
postgresql+psycopg://postgres@127.0.0.1:5432/test), in a schema of its own that is dropped after.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa

from whistclub.persistence import Database, open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import drives, games

LOCAL_POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def table_results(database: Database, count: int) -> None:
    event_id = drives.create_event(database, "Bench drive").created_id("drive_event")
    for n in range(count):
        facts = {"NS": n % 14, "EW": 13 - n % 14}
        drives.record_table_result(database, event_id, n // 25 + 1, n % 25 + 1, facts)


def deals(database: Database, count: int) -> None:
    """Deals of short-whist games, each checked by the domain with the deals before it; a new
    game every 4 deals (the tricks are split so no game is decided)."""
    game_id = 0
    for n in range(count):
        if n % 4 == 0:
            document = {"profile": "english_short_001", "start": {"NS": 0, "EW": 0}}
            game_id = games.start_game(database, document).created_id("game")
        deal = {"tricks": {"NS": 7 if n % 2 else 6, "EW": 6 if n % 2 else 7}}
        games.record_deal(database, game_id, {**deal, "honours": {"NS": 2, "EW": 2}})


def measure(url: str, label: str, count: int) -> None:
    for name, workload in (("table results", table_results), ("deals", deals)):  # deals: +1 game/4
        database = open_database(url)
        try:
            rate = _rate(lambda: workload(database, count), count)  # noqa: B023
        finally:
            database.close()
        print(f"{label:<11} {name:<14} {count:>6} entries  {rate:>8.1f} committed entries/s")


def _rate(run: Callable[[], None], count: int) -> float:
    start = time.perf_counter()
    run()
    return count / (time.perf_counter() - start)


@contextmanager
def postgres_schema(server: str) -> Iterator[str | None]:
    admin = sa.create_engine(server)
    schema = f"wc_bench_{uuid.uuid4().hex[:10]}"
    try:
        with admin.begin() as connection:
            connection.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    except sa.exc.OperationalError:
        admin.dispose()
        yield None
        return
    try:
        url = sa.make_url(server).update_query_dict({"options": f"-csearch_path={schema}"})
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
        admin.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        measure(sqlite_url(Path(folder) / "bench.sqlite3"), "SQLite", args.entries)
    server = (
        os.environ.get("WHISTCLUB_BENCH_POSTGRES_URL")
        or os.environ.get("WHISTCLUB_TEST_POSTGRES_URL")
        or LOCAL_POSTGRES
    )
    with postgres_schema(server) as url:
        if url is None:
            print(f"PostgreSQL  not reachable at {sa.make_url(server).render_as_string()}: skipped")
        else:
            measure(url, "PostgreSQL", args.entries)


if __name__ == "__main__":
    main()
