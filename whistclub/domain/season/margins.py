"""A rubber's or a partnership game's outcome, read from its scored document (the JSON of
whistclub.domain.documents.partnership): the one reading the season's tables
(domain/season/games.py) and the club evening's page (ui/evening.py) share. On its own so
that the evening page does not load the season's tables to read it (issue 24: a page's first
switch)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def partnership_outcome(result: Mapping[str, Any]) -> tuple[str, dict[str, int]] | None:
    """(winning side, each side's margin) of a scored rubber or stand-alone game (the JSON of
    whistclub.domain.documents.partnership); None if unfinished.

    Seed 001 ("Victoria": the rubber's totals give a margin in points): a side's margin for a
    rubber is its rubber points minus the other side's, whoever won the games, so a rubber won
    on fewer points costs its winners. A stand-alone game's margin is its game value where the
    preset has one, else the difference of the final scores, to the winners.
    """
    rubber = result.get("rubber")
    if rubber is not None:
        if rubber.get("winner") is None:
            return None
        points = rubber["points"]
        return rubber["winner"], {
            "NS": points["NS"] - points["EW"],
            "EW": points["EW"] - points["NS"],
        }
    games = result.get("games") or []
    if not games:
        return None
    game = games[-1]
    final = game["final_score"]
    margin = int(game.get("value", abs(final["NS"] - final["EW"])))
    winner = game["winner"]
    return winner, {winner: margin, ("EW" if winner == "NS" else "NS"): -margin}


def partnership_points(result: Mapping[str, Any]) -> dict[str, int]:
    """Each side's points of a scored rubber (its totals) or stand-alone game (final score)."""
    rubber = result.get("rubber")
    if rubber is not None:
        return {side: int(rubber["points"][side]) for side in ("NS", "EW")}
    games = result.get("games") or []
    if not games:
        return {"NS": 0, "EW": 0}
    return {side: int(games[-1]["final_score"][side]) for side in ("NS", "EW")}
