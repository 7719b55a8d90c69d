"""The season table and the results website for a ten-year club (issue 26, "Tests and
figures": the season table for 100 drives and 2,000 players in 200 ms or less, the whole site
published in 10 s or less).

Three figures:

  table (domain)     the three competitions' tables worked out from 100 drives of 160 players
                     drawn from 2,000 (domain.season.table, the evenings already in memory):
                     best 10 of the totals with 8 attendances to qualify; points for place,
                     members only; ladies' and gents' tables by percentage of the top
  table (stored)     the same from a stored club, through services.season: read every
                     evening of the season, work each out (the Drive screens' loader), then
                     the tables; and the tables alone once the evenings are read
  publish            whistclub.site.publish.publish into an empty folder

The stored club is written by tools/make_big_club.py through the services. The full size
(2,000 players, 100 drives of 40 tables) takes about 10 minutes to write, so by default a
smaller club is written (`--scale 0.1 --tables 10`: 200 players, 10 drives of 10 tables);
`--database big.sqlite3` measures a club already written by `tools/make_big_club.py`.

Run: .venv/bin/python bench/bench_season.py [--scale 0.1] [--tables 10] [--database FILE]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = (
    ("Championship", {"best": 10, "min_attendance": 8, "tie_break": "best_evening"}),
    ("League", {"scoring": "places", "members_only": True, "tie_break": "wins"}),
    ("Ladies and gents", {"scoring": "percent", "by_role": True}),
)


def _median(action, runs: int = 5) -> float:
    return _medians(action, runs)[0]


def _medians(action, runs: int = 5) -> tuple[float, float]:
    """The median wall time and the median CPU time of this process: on a machine shared
    with others the wall time grows with the load, the CPU time much less."""
    times, cpu = [], []
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        action()
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    return statistics.median(times), statistics.median(cpu)


def domain_figure() -> dict[str, tuple[float, float]]:
    from whistclub.domain.season.rules import read_rule
    from whistclub.domain.season.table import Played, Player, SeasonEvening, season_tables

    rng = random.Random(26)
    players = {f"p{n}": Player(f"p{n}", f"Player {n}", n % 10 != 0) for n in range(2000)}
    keys = list(players)
    evenings = []
    for number in range(100):
        here = rng.sample(keys, 160)
        totals = {key: rng.randint(120, 210) for key in here}
        ordered = sorted(totals.values(), reverse=True)
        first = {}
        for place, total in enumerate(ordered, start=1):
            first.setdefault(total, place)
        played = tuple(
            Played(key, first[totals[key]], totals[key], "lady" if int(key[1:]) % 2 else "gent")
            for key in here
        )
        day = date(2016, 9, 2) + timedelta(weeks=5 * number)
        evenings.append(SeasonEvening(number + 1, f"Drive {number + 1}", day, "progressive",
                                      True, played))  # fmt: skip
    figures = {}
    for name, data in RULES:
        rule = read_rule(data)
        figures[name] = _medians(lambda: season_tables(name, rule, evenings, players))  # noqa: B023
    return figures


def _big_club_tool():
    spec = importlib.util.spec_from_file_location("make_big_club", ROOT / "tools/make_big_club.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stored_figures(database_file: Path | None, scale: float, tables: int) -> None:
    from whistclub.persistence import open_database
    from whistclub.persistence.engine import sqlite_url
    from whistclub.services import club, season
    from whistclub.services.season_games import season_games
    from whistclub.site.publish import publish

    folder = Path(tempfile.mkdtemp(prefix="whistclub-season-"))
    # The app's data folder there too: the evenings' summaries it keeps between starts
    # (services/reading_cache.py) start empty, so the first reading is a first opening's.
    os.environ["WHISTCLUB_DATA_DIR"] = str(folder / "data")
    if database_file is None:
        database_file = folder / "club.sqlite3"
        database = open_database(sqlite_url(database_file))
        print(f"writing a club (scale {scale}, {tables} tables a drive) through the services:")
        _big_club_tool().build(database, scale, 2026, tables)
    else:  # a copy: the season written for the bench stays out of the club measured
        copy = folder / "club.sqlite3"
        shutil.copyfile(database_file, copy)
        database = open_database(sqlite_url(copy))
    try:
        if not season.list_seasons(database):
            season_id = club.create_season(
                database, "Ten years", starts_on=date(2016, 1, 1), ends_on=date(2026, 12, 31)
            ).created_id("season")
            for name, rule in RULES:
                season.add_competition(database, season_id, name, rule)
        found = season.find_season(database, None)
        events = len(season.season_event_ids(database, found))
        players = len(club.list_players(database))
        started = time.perf_counter()
        data = season.load_season(database, found)
        loaded = time.perf_counter() - started
        kept = _median(lambda: season.load_season(database, found))
        report = season.season_report(database, data=data)
        alone = _median(lambda: season.season_report(database, data=data))
        rows = sum(len(t.rows) for item in report.competitions for t in item.tables)
        print(f"stored club: {events} drives, {players} players, {rows} table rows")
        print(f"  table (stored)   read and worked out {loaded * 1000:8.0f} ms (a first opening)")
        print(f"  table (stored)   read again, a new start {kept * 1000:4.0f} ms (median of 5:")
        print("                   each evening's summary as kept at the first opening)")
        print(f"  table (stored)   tables alone        {alone * 1000:8.0f} ms (median of 5)")
        started = time.perf_counter()
        scored = season_games(database, found)
        read = time.perf_counter() - started
        with_games = replace(data, games=scored)
        everyone = season.game_players(with_games)
        solo = season.competition_rule({"games": "solo"})
        alone = _median(lambda: season.competition_tables("Solo", solo, with_games, everyone))
        print(f"  club games       {len(scored)} games read and scored {read * 1000:8.0f} ms")
        print(f"  club games       Solo balances table {alone * 1000:8.0f} ms (median of 5)")
        started = time.perf_counter()
        done = publish(database, folder / "site", "en", "Bench club")
        took = time.perf_counter() - started
        print(f"  publish          {done.pages} pages ({done.players} players) {took:8.2f} s")
    finally:
        database.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", type=Path, help="a club written by make_big_club.py")
    parser.add_argument("--scale", type=float, default=0.1)
    parser.add_argument("--tables", type=int, default=10)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    print("table (domain): 100 drives x 160 players of 2,000, median of 5 (goal: 200 ms)")
    print(f"  load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    for name, (wall, cpu) in domain_figure().items():
        print(f"  {name:<18} {wall * 1000:8.0f} ms  ({cpu * 1000:.0f} ms of CPU)")
    stored_figures(args.database, args.scale, args.tables)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
