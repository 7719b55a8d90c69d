"""Committed entries per second: each entry is one service call (one transaction with its
audit row, synced to disk on SQLite), as when the secretary types a result and presses Enter;
and the CPU one entry takes (this process's CPU time: the wait for the disk is not CPU),
beside a raw baseline doing the same durable work with the driver alone (sqlite3, psycopg):
in one transaction, read the evening and whether the table has a result, insert the result,
read the audit trail's last hash, insert the audit row (the rows as JSON, the hash chained
with sha256), commit. Issue 24's goal: CPU per durable entry <= 3x raw.

    .venv/bin/python bench/bench_entries.py [--entries N]

Runs on a new SQLite file in a temporary folder, and on PostgreSQL when a server answers at
WHISTCLUB_BENCH_POSTGRES_URL (else WHISTCLUB_TEST_POSTGRES_URL, else the local default
postgresql+psycopg://postgres@127.0.0.1:5432/test), in a schema of its own that is dropped after.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import sqlalchemy as sa

from whistclub.persistence import Database, open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import drives, games

LOCAL_POSTGRES = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


def table_results(database: Database, count: int, event_id: int = 0, first: int = 0) -> None:
    """Table results entered one by one (25 tables a change), from entry `first` on."""
    if not event_id:
        event_id = drives.create_event(database, "Bench drive").created_id("drive_event")
    for n in range(first, first + count):
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


def keyboard_entries(database: Database, count: int) -> float:
    """What Enter in the entry grid saves: evenings.enter_result on a 40-table evening (the
    evening's settings, the change's seating and the table checked, the result and its
    audit row), change after change; the CPU seconds of the entries alone (the evening's
    set-up and the calls of the changes are not entries)."""
    from whistclub.services import evenings

    event_id = evenings.new_evening(database, "Keyboard", {"changes": 24, "roles": False})
    event = event_id.created_id("drive_event")
    for card in range(1, 161):
        evenings.register_entrant(database, event, f"Player {card}")
    spent = 0.0
    for n in range(count):
        change, table = n // 40 + 1, n % 40 + 1
        if table == 1:
            evenings.call_next_change(database, event)
        start = time.process_time()
        evenings.enter_result(database, event, change, table, [n % 14])
        spent += time.process_time() - start
    return spent


def measure(url: str, label: str, count: int) -> None:
    workloads = (("table results", table_results), ("deals", deals), ("keyboard", keyboard_entries))
    for name, workload in workloads:  # deals: +1 game/4; keyboard: set-up counted in
        database = open_database(url)
        try:
            rate, cpu, spent = _rate(lambda: workload(database, count), count)  # noqa: B023
            if spent is not None:  # the workload timed its entries itself
                cpu = spent / count
            if name == "table results":
                app_cpu, raw_cpu, ratios = _side_by_side(database, count)
        finally:
            database.close()
        print(
            f"{label:<11} {name:<14} {count:>6} entries  {rate:>8.1f} committed entries/s  "
            f"CPU {cpu * 1000:5.2f} ms an entry"
        )
        if name == "table results":
            print(
                f"{label:<11} {'side by side':<14} {count:>6} entries  {ROUNDS} rounds, app then "
                f"raw driver: CPU {app_cpu * 1000:5.2f} / {raw_cpu * 1000:5.2f} ms an entry "
                f"(medians)   ratio {app_cpu / raw_cpu:4.1f}x   rounds "
                f"{min(ratios):.1f}-{max(ratios):.1f}x   (goal <= 3x)"
            )


ROUNDS = 7


def _side_by_side(database: Database, count: int) -> tuple[float, float, list[float]]:
    """The app's and the raw driver's CPU an entry, in alternate rounds of count/ROUNDS
    entries each on one database (so a busy moment of the machine falls on both): the
    medians of the rounds, and each round's ratio."""
    app_event = drives.create_event(database, "App drive").created_id("drive_event")
    raw_event = drives.create_event(database, "Raw drive").created_id("drive_event")
    size = max(1, count // ROUNDS)
    apps, raws = [], []
    for round_number in range(ROUNDS):
        first = round_number * size
        start = time.process_time()
        table_results(database, size, app_event, first)
        apps.append((time.process_time() - start) / size)
        raws.append(_raw_cpu(database, size, raw_event, first))
    ratios = [app / raw for app, raw in zip(apps, raws, strict=True)]
    return statistics.median(apps), statistics.median(raws), ratios


def _rate(run: Callable[[], float | None], count: int) -> tuple[float, float, float | None]:
    """Committed entries a second, CPU seconds an entry, and the CPU the run says its entries
    took (None: all of it)."""
    start, cpu = time.perf_counter(), time.process_time()
    spent = run()
    return count / (time.perf_counter() - start), (time.process_time() - cpu) / count, spent


def _raw_cpu(database: Database, count: int, event_id: int, first: int) -> float:
    """CPU seconds an entry for the raw baseline, on the same database through the driver's
    own connection (the same PRAGMAs, the same disk syncs), into an evening of its own."""
    postgres = not database.is_sqlite
    mark = "%s" if postgres else "?"
    with database.writer.connect() as connection:
        raw = connection.connection.driver_connection
        assert raw is not None
        if not postgres:
            raw.isolation_level = None  # BEGIN and COMMIT as written below
        cursor = raw.cursor()
        start = time.process_time()
        for n in range(first, first + count):
            change, table = n // 25 + 1, n % 25 + 1
            facts = {"NS": n % 14, "EW": 13 - n % 14}
            cursor.execute("BEGIN" if postgres else "BEGIN IMMEDIATE")
            cursor.execute(f"SELECT * FROM drive_event WHERE id = {mark}", (event_id,))
            cursor.fetchall()
            cursor.execute(
                f"SELECT * FROM drive_table_result WHERE event_id = {mark} AND change = {mark}"
                f" AND table_number = {mark}",
                (event_id, change, table),
            )
            cursor.fetchall()
            cursor.execute(
                "INSERT INTO drive_table_result (event_id, change, table_number, facts, version)"
                f" VALUES ({mark}, {mark}, {mark}, {mark}, 1) RETURNING id",
                (event_id, change, table, json.dumps(facts)),
            )
            row_id = cursor.fetchone()[0]
            cursor.execute("SELECT id, hash FROM audit ORDER BY id DESC LIMIT 1")
            last_id, last_hash = cursor.fetchone() or (0, "")
            row = {"id": row_id, "event_id": event_id, "change": change, "table_number": table}
            after = json.dumps({"drive_table_result": [{**row, "facts": facts, "version": 1}]})
            at = datetime.now(UTC).replace(tzinfo=None).isoformat(timespec="microseconds")
            chained = hashlib.sha256(f"{last_hash}{at}{after}".encode()).hexdigest()
            cursor.execute(
                "INSERT INTO audit (id, at, action, summary, before, after, hash, event_id)"
                f" VALUES ({mark}, {mark}, {mark}, {mark}, {mark}, {mark}, {mark}, {mark})",
                (last_id + 1, at, "raw", "raw entry", "{}", after, chained, event_id),
            )
            cursor.execute("COMMIT")
        return (time.process_time() - start) / count


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
