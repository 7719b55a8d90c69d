"""A competition over the season's club games (issue 26 item 1: "for club games: the season's
rubber points and margins per player (partners change), Solo balances, Bid Whist games won").

The games come in already scored (the family engines, through services.games), each as its
players' parts: the side's rubber points and margin for a rubber or a partnership game, the
balance for a Solo session, whether the side won for Bid Whist. A player's figure for the
season adds up their own part of every game they sat in, whoever their partner was, so
partners may change from one game to the next. Every row says which games counted.

- A rubber's margin is the side's rubber points minus the other side's, whoever won the
  games; a game that stands alone is worth its game value (or the difference of the final
  scores) to its winners and the same, negative, to its losers (seed 001, "Victoria": the
  greatest accumulated margin over the session wins; margins.py's `partnership_outcome` is
  the one reading of it, which the club evening's page shows as well).
- A Solo session counts each player's balance in units, won or lost (rules-reference, Solo:
  "each opponent pays the declarer the unit value; if failed, the declarer pays each
  opponent", seed 002's unit table).
- A Bid Whist game counts 1 to each player of the side that won it (rules-reference, Bid
  Whist: "+7 or more wins; -7 or less loses", seed 004), as the engine decides it.
- An unfinished rubber or Bid Whist game decides nothing yet: it is named in the row's why
  and counts once it is finished. A Solo session counts as it stands.
- Best N of M, the minimum of games played to qualify, members only and the tie-breaks are
  the evenings' rules (table.py), with games in place of evenings: `wins` counts the games
  the player's side won (Solo: sessions topped with a balance above 0), `best_evening` the
  best single game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from whistclub.domain.explain import Step, step
from whistclub.domain.season.rules import Rule
from whistclub.domain.season.table import (
    Player,
    Row,
    Score,
    Table,
    counted_steps,
    exact,
    ranked_rows,
    words,
)


@dataclass(frozen=True, slots=True)
class Part:
    """One player's part in one club game."""

    player: str  # the player's key, as the evenings' tables use it
    points: Score  # the side's rubber points (a stand-alone game: its final score); Solo: balance
    margin: Score  # the side's margin (Solo: the balance; Bid Whist: 0)
    won: bool


@dataclass(frozen=True, slots=True)
class ClubGame:
    id: int
    name: str
    held_on: date | None
    family: str  # "partnership", "solo" or "bid_whist"
    finished: bool
    parts: tuple[Part, ...]


def figure(rule: Rule, part: Part) -> Score:
    """What one game gives the player under the rule's figure (rules.GAME_FIGURES)."""
    measure = rule.measure
    if measure == "margin":
        return part.margin
    if measure == "games_won":
        return 1 if part.won else 0
    return part.points  # "points" (rubber points) and "balance" (Solo)


def games_covered(rule: Rule, games: Iterable[ClubGame], as_of: date | None) -> list[ClubGame]:
    """The games of the rule's family, played by `as_of` when given, in date order."""
    picked = [
        g
        for g in games
        if g.family == rule.games
        and (as_of is None or (g.held_on is not None and g.held_on <= as_of))
    ]
    return sorted(picked, key=lambda g: (g.held_on or date.min, g.id))


@dataclass(slots=True)
class _Mark:
    game: ClubGame
    score: Score
    won: bool


def game_table(
    competition: str,
    rule: Rule,
    games: Iterable[ClubGame],
    players: Mapping[str, Player],
    as_of: date | None = None,
) -> Table:
    """The competition's one table over the season's club games of its family."""
    scope = games_covered(rule, games, as_of)
    marks: dict[str, list[_Mark]] = {}
    waiting: dict[str, list[ClubGame]] = {}
    for game in scope:
        for part in game.parts:
            if rule.members_only and not _member(players, part.player):
                continue
            if not game.finished:
                waiting.setdefault(part.player, []).append(game)
                marks.setdefault(part.player, [])
                continue
            marks.setdefault(part.player, []).append(_Mark(game, figure(rule, part), part.won))
    order = {g.id: i for i, g in enumerate(scope)}
    rows = [
        _row(rule, key, players, found, waiting.get(key, []), order) for key, found in marks.items()
    ]
    return Table(
        competition, None, rule, tuple(g.id for g in scope), tuple(ranked_rows(rule, rows, "games"))
    )


def _member(players: Mapping[str, Player], key: str) -> bool:
    player = players.get(key)
    return player is not None and player.member


def _row(
    rule: Rule,
    key: str,
    players: Mapping[str, Player],
    marks: Sequence[_Mark],
    waiting: Sequence[ClubGame],
    order: Mapping[int, int],
) -> Row:
    player = players.get(key)
    best_first = sorted(marks, key=lambda m: (-m.score, order[m.game.id]))
    keep = len(best_first) if rule.best is None else min(rule.best, len(best_first))
    counted, dropped = best_first[:keep], best_first[keep:]
    played = len(marks)
    qualified = played >= rule.min_attendance
    return Row(
        None,
        key,
        player.name if player else key,
        exact(sum((m.score for m in counted), 0)),
        tuple(m.game.id for m in counted),
        tuple(m.game.id for m in dropped),
        qualified,
        played,
        sum(1 for m in counted if m.won),
        max((m.score for m in counted), default=0),
        _why(rule, counted, dropped, waiting, played, qualified),
    )


def _day(game: ClubGame) -> str:
    return game.held_on.isoformat() if game.held_on else ""


def _named(name: str, day: str) -> str:
    return " ".join(p for p in (name, day) if p)


def _why(
    rule: Rule,
    counted: Sequence[_Mark],
    dropped: Sequence[_Mark],
    waiting: Sequence[ClubGame],
    played: int,
    qualified: bool,
) -> tuple[Step, ...]:
    def listed(marks: Sequence[_Mark]) -> list[tuple[str, str, str]]:
        return [(m.game.name, _day(m.game), words(m.score)) for m in marks]

    found = counted_steps(
        listed(counted), listed(dropped), rule.best, ("season_no_game", "no game counted")
    )
    if waiting:
        games = [(g.name, _day(g)) for g in waiting]
        found.append(
            step(
                "season_unfinished",
                "not finished yet: {text}",
                games=games,
                text=", ".join(_named(name, day) for name, day in games),
            )
        )
    if rule.min_attendance:
        found.append(
            step(
                "season_games_played",
                "{played} of {needed} games needed: {state}",
                played=played,
                needed=rule.min_attendance,
                qualified=qualified,
                state="qualified" if qualified else "not qualified",
            )
        )
    return tuple(found)
