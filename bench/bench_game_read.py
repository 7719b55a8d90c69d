"""A club game read back, as its score pad does after every deal recorded (issue 24: a cost
that must not grow with the club's past), beside raw sqlite3 reading the same rows.

    .venv/bin/python bench/bench_game_read.py CLUB.sqlite3 [CLUB.sqlite3 ...]

For each club file (the demo club, a big club from tools/make_big_club.py) the latest game is
read back 20 times: its row, document, deals, seats and the seated players' names through the
services (what `ui.scorepad.open_game` reads), then the whole `open_game` with the scoring;
the bare baseline reads the same rows with sqlite3 and decodes their JSON. Medians, in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

from timing import median_ms

if TYPE_CHECKING:
    from whistclub.persistence.database import Database

REPEATS = 20


def bare(path: Path, game_id: int) -> Callable[[], object]:
    def read() -> object:
        with closing(sqlite3.connect(path)) as connection:
            game = connection.execute("SELECT * FROM game WHERE id = ?", (game_id,)).fetchone()
            deals = [
                json.loads(r[0])
                for r in connection.execute(
                    "SELECT facts FROM deal WHERE game_id = ? ORDER BY position", (game_id,)
                )
            ]
            seats = dict(
                connection.execute(
                    "SELECT seat, player_id FROM game_seat WHERE game_id = ?", (game_id,)
                ).fetchall()
            )
            ids = sorted({p for p in seats.values() if p is not None})
            marks = ", ".join("?" * len(ids))
            names = dict(
                connection.execute(f"SELECT id, name FROM player WHERE id IN ({marks})", ids)
            )
        return game, deals, seats, names

    return read


def read_back(database: Database, game_id: int) -> object:
    """What `ui.scorepad.open_game` reads, through the services, without the scoring."""
    from whistclub.services import club, games

    game, document, deals, seats = games.read_game(database, game_id)
    names = club.player_names(database, (p for p in seats.values() if p is not None))
    return game, document, deals, names


def time_club(given: Path) -> None:
    from whistclub.persistence import open_database
    from whistclub.persistence.engine import sqlite_url
    from whistclub.services import club, games
    from whistclub.ui.scorepad import open_game

    folder = Path(tempfile.mkdtemp())
    path = folder / "club.sqlite3"
    shutil.copy(given, path)  # read from a copy: nothing is written to the file given
    database = open_database(sqlite_url(path))
    try:
        game_id = max(g["id"] for g in games.list_games(database))
        app = median_ms(lambda: read_back(database, game_id))
        raw = median_ms(bare(path, game_id))
        whole = median_ms(lambda: open_game(database, game_id))
        counts = (len(games.list_games(database)), len(club.list_players(database)))
    finally:
        database.close()
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{given.name}: game {game_id} of {counts[0]} games, {counts[1]} players")
    print(
        f"  read back (rows)   app {app:6.2f} ms   bare {raw:6.2f} ms   ratio"
        f" {app / raw:5.1f}x   (the same on every club)"
    )
    print(f"  open_game (scored) app {whole:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("clubs", nargs="+", type=Path, help="club files (SQLite)")
    args = parser.parse_args()
    os.environ.setdefault("WHISTCLUB_DATA_DIR", tempfile.mkdtemp())
    for given in args.clubs:
        time_club(given)


if __name__ == "__main__":
    main()
