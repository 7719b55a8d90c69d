"""Build a big club, ten years' records, through the services (issue 24): the club the benches
in bench/ measure against.

    .venv/bin/python tools/make_big_club.py big.sqlite3 [--scale 1.0] [--seed 2026]

At `--scale 1` (the default) it holds what issue 24 measures: 2,000 players, 500 club games of
20 deals (Solo sessions of 20), 100 progressive drives of 40 tables x 24 changes (96,000 table
results), about 117,000 audit rows, and the club's season: the last drives' year (43
drives at full size) with the demo's league, so the Season page is measured at a real
season's size. `--scale 0.1` writes a tenth of each count (200 players, 50
games, 10 drives; the drives keep their 40 tables x 24 changes). Every fact goes through the use
case the window uses (register a player, start a game, record a deal, create an evening, add an
entrant, record a seating, record a table result), each its own transaction and audit row, so the
audit trail is as long as a real club's. The file must not exist yet.

A full run on a 2-core laptop takes about 10 minutes (docs/speed.md has the figures); the
evenings are a few drives worked out once by the domain and played again by other players
(the same seatings and results: recording is what is measured, not the draw).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from datetime import date, timedelta
from pathlib import Path

from whistclub.demo import (
    DEMO_SEASON,
    GENT_NAMES,
    LADY_NAMES,
    SURNAMES,
    DemoDrive,
    DemoPlayer,
    _solo_deal,
    make_drive,
)
from whistclub.persistence import open_database
from whistclub.persistence.database import Database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import club, drives, games, season

PLAYERS, GAMES, DEALS, DRIVES, TABLES = 2000, 500, 20, 100, 40
SEASON_WEEKS = 43  # the club's season: its last 43 Friday drives
TEMPLATES = 4  # distinct evenings worked out by the domain, played again by other players
FIRST_DAY = date(2016, 12, 2)  # ten years before the demo's evenings


def big_players(count: int, rng: random.Random) -> list[DemoPlayer]:
    """`count` players, half ladies and half gents, Spanish and English names (the demo's)."""
    made = []
    for number in range(1, count + 1):
        role = "lady" if number % 2 else "gent"
        language = "es" if number % 4 < 2 else "en"
        first = rng.choice((LADY_NAMES if role == "lady" else GENT_NAMES)[language])
        surname = rng.choice(SURNAMES[language])
        made.append(DemoPlayer(f"{first} {surname} {number}", f"{number:04d}", role))
    return made


def write_players(database: Database, players: list[DemoPlayer]) -> list[int]:
    return [
        club.register_player(database, p.name, membership_number=p.membership_number).created_id(
            "player"
        )
        for p in players
    ]


def write_games(
    database: Database, rng: random.Random, players: list[DemoPlayer], ids: list[int], count: int
) -> None:
    """Solo sessions of DEALS deals, each deal recorded on its own as at the table."""
    for number in range(count):
        four = rng.sample(range(len(players)), 4)
        labels = [players[p].name for p in four]
        header = {
            "profile": "solo_002",
            "players": labels,
            "dealer": labels[3],
            "rules": {"session_deals": DEALS},  # a club's longer session (002 §05: eight)
        }
        game_id = games.start_game(
            database,
            header,
            seats={label: ids[p] for label, p in zip(labels, four, strict=True)},
            title=f"Solo session {number + 1}",
            played_on=FIRST_DAY + timedelta(days=7 * (number % 520)),
        ).created_id("game")
        for _ in range(DEALS):
            contract = rng.choice(("solo", "prop_cop", "misere", "abundance", None))
            games.record_deal(database, game_id, _solo_deal(rng, contract, labels))


def drive_templates(rng: random.Random, players: list[DemoPlayer], tables: int) -> list[DemoDrive]:
    """A few evenings of `tables` tables worked out by the domain (the demo's progressive drive,
    every seating after the first called from the results so far)."""
    ladies = [p for p in players if p.role == "lady"][: 2 * tables]
    gents = [p for p in players if p.role == "gent"][: 2 * tables]
    entrants = ladies + gents
    made = []
    for _ in range(TEMPLATES):
        skills = [rng.gauss(0.0, 1.0) for _ in entrants]
        made.append(make_drive(rng, rng.randrange(1_000_000), entrants, skills))
    return made


def write_drive(
    database: Database,
    template: DemoDrive,
    number: int,
    ladies: list[int],
    gents: list[int],
    players: list[DemoPlayer],
    ids: list[int],
) -> None:
    """One evening as the desk records it, the template's entrants played by other players."""
    tables = len(template.entrants) // 4
    event_id = drives.create_event(
        database,
        f"Friday drive {number}",
        settings=template.settings,
        held_on=FIRST_DAY + timedelta(days=7 * number + 4),
    ).created_id("drive_event")
    # The template's entrant index i is a lady for i < 2*tables (drive_templates' order).
    for entrant in template.entrants:
        index = entrant.player
        pool, offset = (ladies, index) if index < 2 * tables else (gents, index - 2 * tables)
        who = pool[(offset + number * 2 * tables) % len(pool)]
        facts = {**entrant.facts, "name": players[who].name}
        drives.add_entrant(database, event_id, players[who].name, player_id=ids[who], facts=facts)
    for change, (seating, results) in enumerate(
        zip(template.seatings, template.results, strict=True), start=1
    ):
        drives.record_seating(database, event_id, change, seating)
        for result in results:
            drives.record_table_result(database, event_id, change, result["table"], result)


def build(database: Database, scale: float, seed: int, tables: int = TABLES) -> dict[str, int]:
    """Write the big club at `scale`; the counts written."""
    rng = random.Random(seed)
    counts = {
        "players": max(4 * tables, round(PLAYERS * scale)),
        "games": max(1, round(GAMES * scale)),
        "drives": max(1, round(DRIVES * scale)),
    }
    players = big_players(counts["players"], rng)
    started = time.perf_counter()
    ids = write_players(database, players)
    _say(f"{len(ids)} players", started)
    write_games(database, rng, players, ids, counts["games"])
    _say(f"{counts['games']} club games of {DEALS} deals", started)
    templates = drive_templates(rng, players, tables)
    ladies = [i for i, p in enumerate(players) if p.role == "lady"]
    gents = [i for i, p in enumerate(players) if p.role == "gent"]
    for number in range(counts["drives"]):
        write_drive(
            database, templates[number % TEMPLATES], number + 1, ladies, gents, players, ids
        )
        if (number + 1) % 10 == 0 or number + 1 == counts["drives"]:
            _say(f"{number + 1} drives of {tables} tables", started)
    counts["season_drives"] = write_season(database, counts["drives"])
    _say(f"the season: {counts['season_drives']} drives and a league", started)
    return counts


def write_season(database: Database, drives_written: int) -> int:
    """The club's season: the 43 weeks up to the last drive written (a September-to-June
    club year of Friday drives), with the demo club's league; the drives it holds."""
    last = FIRST_DAY + timedelta(days=7 * drives_written + 4)
    starts = last - timedelta(weeks=SEASON_WEEKS - 1)
    season_id = club.create_season(
        database, f"{starts.year}-{last.year % 100:02d}", starts_on=starts, ends_on=last
    ).created_id("season")
    for name, rule in DEMO_SEASON.competitions:
        season.add_competition(database, season_id, name, rule)
    return min(SEASON_WEEKS, drives_written)


def _say(what: str, started: float) -> None:
    print(f"  {what}  ({time.perf_counter() - started:.0f} s)", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="the new SQLite file to write")
    parser.add_argument("--scale", type=float, default=1.0, help="fraction of the full size")
    parser.add_argument("--tables", type=int, default=TABLES, help="tables at each drive")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    if args.file.exists():
        print(f"{args.file} already exists: give a new file name", file=sys.stderr)
        return 2
    database = open_database(sqlite_url(args.file))
    try:
        print(f"writing the big club (scale {args.scale}) into {args.file}:")
        build(database, args.scale, args.seed, args.tables)
    finally:
        database.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
