"""Write the demo club (whistclub.demo) into an empty club database, through the services.

Every fact goes through the same use case the window uses (register a player, start a game,
create an evening, add an entrant, record a seating, record a table result), so the demo is
checked by the domain on the way in exactly like a secretary's typing, and its audit trail
reads like a real club's. A database that already holds a club is refused: the demo never
mixes its invented players into real records.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa

from whistclub.demo import DEFAULT_SEED, DemoClub, DemoDrive, build_demo
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services import club, drives, games, season, settings
from whistclub.services.errors import ServiceError

# Tables whose rows make a club (any of them non-empty: the database is somebody's club),
# with the words for one row and for several.
CLUB_TABLES = {
    "player": ("player", "players"),
    "season": ("season", "seasons"),
    "game": ("club game", "club games"),
    "drive_event": ("whist drive", "whist drives"),
}


@dataclass(frozen=True, slots=True)
class DemoWritten:
    """What was written: the club's name (for the window's title) and the new rows' ids."""

    club_name: str
    players: tuple[int, ...]
    games: tuple[int, ...]
    drive: int


def club_rows(database: Database) -> dict[str, int]:
    """How many players, seasons, games and drive evenings the database holds."""
    with database.engine.connect() as connection:
        return {
            table: int(
                connection.execute(
                    sa.select(sa.func.count()).select_from(metadata.tables[table])
                ).scalar_one()
            )
            for table in CLUB_TABLES
        }


def refuse_if_club(database: Database) -> None:
    counts = {table: n for table, n in club_rows(database).items() if n}
    if counts:
        held = ", ".join(f"{n} {CLUB_TABLES[table][n != 1]}" for table, n in counts.items())
        raise ServiceError(
            f"{database.describe()} already holds a club ({held}); the demo club goes only "
            "into a new, empty database: give another --database (e.g. "
            "sqlite:///demo.sqlite3)"
        )


def write_demo(database: Database, seed: int = DEFAULT_SEED) -> DemoWritten:
    """Store the demo club of `seed`; refused (nothing written) if the database holds a club."""
    refuse_if_club(database)
    demo = build_demo(seed)
    player_ids = _write_players(database, demo)
    game_ids = tuple(
        games.start_game(
            database,
            game.document,
            seats={label: player_ids[index] for label, index in game.seats.items()},
            title=game.title,
            played_on=game.played_on,
        ).created_id("game")
        for game in demo.games
    )
    season_id = club.create_season(
        database,
        demo.season.name,
        starts_on=demo.season.starts_on,
        ends_on=demo.season.ends_on,
    ).created_id("season")
    for name, rule in demo.season.competitions:
        season.add_competition(database, season_id, name, rule)
    drive_id = _write_drive(database, demo.drive, player_ids, season_id)
    for key, value in demo.settings.items():
        settings.set_setting(database, key, value, None)
    return DemoWritten(demo.name, player_ids, game_ids, drive_id)


def _write_players(database: Database, demo: DemoClub) -> tuple[int, ...]:
    return tuple(
        club.register_player(
            database, player.name, membership_number=player.membership_number, notes=player.notes
        ).created_id("player")
        for player in demo.players
    )


def _write_drive(
    database: Database, drive: DemoDrive, player_ids: tuple[int, ...], season_id: int
) -> int:
    """The evening as the desk records it: entrants at the door, then change by change the
    seating called and each table's result (docs/drives.md, "How an evening is stored")."""
    event_id = drives.create_event(
        database, drive.name, settings=drive.settings, held_on=drive.held_on, season_id=season_id
    ).created_id("drive_event")
    for entrant in drive.entrants:  # cards handed out in order: number = card
        drives.add_entrant(
            database,
            event_id,
            entrant.facts["name"],
            player_id=player_ids[entrant.player],
            facts=entrant.facts,
        )
    for change, (seating, results) in enumerate(
        zip(drive.seatings, drive.results, strict=True), start=1
    ):
        drives.record_seating(database, event_id, change, seating)
        for result in results:
            drives.record_table_result(database, event_id, change, result["table"], result)
    return event_id
