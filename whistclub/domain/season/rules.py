"""A competition: a named rule over a season's evenings (issue 26 item 1).

Each choice is one of the issue's own words: which evenings count (all drives in the season,
chosen ones, or drives of one format), what an evening scores (its total, its place turned into
points by a points-for-place table, or a percentage of the evening's top), best N of M, a
minimum attendance to qualify, members only, separate ladies' and gents' tables where roles are
on, and ties broken by a stated rule (more wins, best single evening, or shared). A rule is a
value read from and written to a plain JSON object (stored in the competition row).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from whistclub.domain.errors import DomainError

EVENINGS = ("all", "chosen", "format")
SCORING = ("total", "places", "percent")
TIE_BREAKS = ("wins", "best_evening", "shared")
# The drive formats of whistclub.domain.drive.event.Format, by value.
FORMATS = ("progressive", "semi_partner", "partner", "individual")
# The club games a competition may cover instead of evenings (issue 26 item 1: "for club
# games: the season's rubber points and margins per player (partners change), Solo balances,
# Bid Whist games won"), each family with the figures it can add up; the first is the default.
GAME_FIGURES = {
    "partnership": ("margin", "points"),
    "solo": ("balance",),
    "bid_whist": ("games_won",),
}
# A common points-for-place table (issue 26 item 1: "e.g. 10, 8, 6, 5..."); places beyond
# the table score nothing.
DEFAULT_PLACE_POINTS = (10, 8, 6, 5, 4, 3, 2, 1)


@dataclass(frozen=True, slots=True)
class Rule:
    evenings: str = "all"
    chosen: tuple[int, ...] = ()  # evening ids, when evenings == "chosen"
    format: str | None = None  # a drive format, when evenings == "format"
    scoring: str = "total"
    place_points: tuple[int, ...] = DEFAULT_PLACE_POINTS
    best: int | None = None  # best N of the evenings a player attended; None: all count
    min_attendance: int = 0  # evenings attended to qualify
    members_only: bool = False
    by_role: bool = False  # separate ladies' and gents' tables
    tie_break: str = "shared"
    games: str | None = None  # a club games family: the table adds up its games, not evenings
    figure: str | None = None  # what a game gives each player (GAME_FIGURES); None: the first

    def __post_init__(self) -> None:
        if self.games is not None:
            self._check_games()
        _one_of("evenings", self.evenings, EVENINGS)
        _one_of("scoring", self.scoring, SCORING)
        _one_of("tie_break", self.tie_break, TIE_BREAKS)
        if self.evenings == "format":
            _one_of("format", self.format, FORMATS)
        if self.evenings == "chosen" and not self.chosen:
            raise _refusal("chosen", "choose at least one evening for the competition")
        if self.best is not None and self.best < 1:
            raise _refusal("best", "best N of M needs N of 1 or more (or no best-N rule)")
        if self.min_attendance < 0:
            raise _refusal("min_attendance", "the minimum attendance is 0 or more evenings")
        if self.scoring == "places" and (
            not self.place_points or any(p < 0 for p in self.place_points)
        ):
            raise _refusal("place_points", "give the points for 1st, 2nd, ... (0 or more each)")

    def _check_games(self) -> None:
        _one_of("games", self.games, tuple(GAME_FIGURES))
        assert self.games is not None
        if self.figure is not None:
            _one_of("figure", self.figure, GAME_FIGURES[self.games])
        for key, value, plain in (
            ("evenings", self.evenings, "all"),
            ("scoring", self.scoring, "total"),
            ("by_role", self.by_role, False),
        ):
            if value != plain:
                raise _refusal(
                    key, f"{key} is for evenings; a competition over club games leaves it out"
                )

    @property
    def measure(self) -> str | None:
        """What a club game gives each player: the rule's figure, or its family's first."""
        if self.games is None:
            return None
        return self.figure or GAME_FIGURES[self.games][0]

    def to_json(self) -> dict[str, Any]:
        return {
            "evenings": self.evenings,
            "chosen": list(self.chosen),
            "format": self.format,
            "scoring": self.scoring,
            "place_points": list(self.place_points),
            "best": self.best,
            "min_attendance": self.min_attendance,
            "members_only": self.members_only,
            "by_role": self.by_role,
            "tie_break": self.tie_break,
            "games": self.games,
            "figure": self.measure,
        }


def read_rule(data: Mapping[str, Any]) -> Rule:
    """The rule of a JSON object (unknown keys refused, so a typing slip is not ignored)."""
    known = set(Rule.__dataclass_fields__)
    unknown = sorted(set(data) - known)
    if unknown:
        raise _refusal(unknown[0], f"{unknown[0]!r} is not part of a competition's rule")
    values: dict[str, Any] = dict(data)
    if values.get("games") is None:
        if values.get("figure") is not None:  # it was dropped without a word
            raise _refusal(
                "figure",
                "figure is for a competition over club games: give games too, or leave it out",
            )
        values.pop("figure", None)  # an evenings rule's JSON carries "figure": null
    for key in ("chosen", "place_points"):
        if key in values:
            values[key] = tuple(_whole(key, v) for v in values[key] or ())
    for key in ("best",):
        if values.get(key) is not None:
            values[key] = _whole(key, values[key])
    if "min_attendance" in values:
        values["min_attendance"] = _whole("min_attendance", values["min_attendance"] or 0)
    for key in ("members_only", "by_role"):
        if key in values and not isinstance(values[key], bool):
            raise _refusal(key, f"{key} is true or false")
    return Rule(**values)


def describe(rule: Rule) -> str:
    """The rule in one line of plain words (for the window, the PDF and the site)."""
    if rule.games is not None:
        return describe_games(rule)
    which = {
        "all": "every drive of the season",
        "chosen": f"{len(rule.chosen)} chosen drives",
        "format": f"{(rule.format or '').replace('_', '-')} drives",
    }[rule.evenings]
    scored = {
        "total": "each evening's total",
        "places": "points for place (" + ", ".join(map(str, rule.place_points)) + ")",
        "percent": "percentage of the evening's top",
    }[rule.scoring]
    parts = [f"{which}, scored by {scored}"]
    if rule.best is not None:
        parts.append(f"best {rule.best} count")
    if rule.min_attendance:
        parts.append(f"{rule.min_attendance} attendances to qualify")
    if rule.members_only:
        parts.append("members only")
    if rule.by_role:
        parts.append("ladies' and gents' tables")
    parts.append(
        {
            "wins": "ties broken by more evenings won",
            "best_evening": "ties broken by the best single evening",
            "shared": "ties shared",
        }[rule.tie_break]
    )
    return "; ".join(parts)


GAME_WORDS = {
    "margin": "the club's rubbers (partnership whist), by each player's margin",
    "points": "the club's rubbers (partnership whist), by each player's rubber points",
    "balance": "the club's Solo sessions, by each player's balance in units",
    "games_won": "the club's Bid Whist games, by games won",
}


def describe_games(rule: Rule) -> str:
    parts = [GAME_WORDS[rule.measure or ""]]
    if rule.best is not None:
        parts.append(f"best {rule.best} games count")
    if rule.min_attendance:
        parts.append(f"{rule.min_attendance} games played to qualify")
    if rule.members_only:
        parts.append("members only")
    parts.append(
        {
            "wins": "ties broken by more games won",
            "best_evening": "ties broken by the best single game",
            "shared": "ties shared",
        }[rule.tie_break]
    )
    return "; ".join(parts)


def _whole(key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refusal(key, f"{key} takes whole numbers")
    return value


def _one_of(key: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise _refusal(key, f"{key} is one of {', '.join(allowed)}, not {value!r}")


def _refusal(key: str, message: str) -> DomainError:
    return DomainError(key, message.replace("{", "{{").replace("}", "}}"), where="competition")
