"""The season's club games, scored and turned into each player's part (issue 26 item 1: "for
club games: the season's rubber points and margins per player (partners change), Solo
balances, Bid Whist games won"; the tables are worked out by whistclub.domain.season.games).

A game is scored by its family's engine through services.games.score_game, never here, and
never stored: a corrected deal changes the season's figures at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whistclub.domain.season.games import ClubGame, Part
from whistclub.domain.season.margins import partnership_outcome, partnership_points
from whistclub.domain.season.rules import GAME_FIGURES
from whistclub.domain.variants.profiles import get_preset
from whistclub.persistence.database import Database
from whistclub.services import games
from whistclub.services.collector import collector_paused
from whistclub.services.season_evenings import ids_in_season

SIDES = {"NS": ("N", "S"), "EW": ("E", "W")}


def season_game_ids(database: Database, season: Mapping[str, Any]) -> list[int]:
    """The club games of the season: stored with it, or stored without a season and played
    within its dates (as its evenings are found)."""
    return ids_in_season(database, "game", "played_on", season)


def season_games(database: Database, season: Mapping[str, Any]) -> tuple[ClubGame, ...]:
    """The season's club games, each scored by its family's engine (services.games.score_game,
    never stored) and turned into each seated club player's part (with the cycle collector
    paused: services.collector)."""
    with collector_paused():
        return _season_games(database, season)


def _season_games(database: Database, season: Mapping[str, Any]) -> tuple[ClubGame, ...]:
    rows = {int(g["id"]): g for g in games.list_games(database)}
    found = []
    for game_id in season_game_ids(database, season):
        row = rows[game_id]
        family = get_preset(str(row["profile"])).family
        if family not in GAME_FIGURES or not games.load_deals(database, game_id):
            continue  # a game not yet begun decides nothing
        seats = games.load_seats(database, game_id)
        result = games.score_game(database, game_id)
        finished, parts = _parts(family, result, seats)
        found.append(
            ClubGame(
                game_id,
                str(row["title"] or f"#{game_id}"),
                row["played_on"],
                family,
                finished,
                tuple(parts),
            )
        )
    return tuple(found)


def _parts(
    family: str, result: Mapping[str, Any], seats: Mapping[str, int | None]
) -> tuple[bool, list[Part]]:
    """Whether the scored game is decided, and each seated club player's part in it."""
    parts: list[Part] = []
    if family == "solo":
        balances = result.get("balances") or {}
        top = set((result.get("ranking") or [[]])[0])
        for label, amount in balances.items():
            player = seats.get(label)
            if player is not None:
                parts.append(Part(f"p{player}", amount, amount, label in top and amount > 0))
        return True, parts
    if family == "partnership":
        outcome = partnership_outcome(result)
        points = partnership_points(result)
        winner, margins = outcome if outcome else (None, {"NS": 0, "EW": 0})
    else:  # bid_whist
        winner = result.get("winner")
        points = dict(result.get("final_score") or {"NS": 0, "EW": 0})
        margins = {"NS": 0, "EW": 0}
    for side, pair in SIDES.items():
        for seat in pair:
            player = seats.get(seat)
            if player is not None:
                parts.append(Part(f"p{player}", points[side], margins[side], winner == side))
    return winner is not None, parts
