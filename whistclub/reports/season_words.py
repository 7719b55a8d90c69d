"""A competition's rule and each season row's why in the club's language (issue 26).

The domain says both in English with codes and data (whistclub/domain/season/table.py steps,
whistclub/domain/season/rules.py); in English they are shown as they are, in another language
they are worded here from the codes and data, through the window's catalogue (context
"SeasonWords", the strings collected by tools/i18n.py). A step this module does not know is
shown in English rather than guessed. `words` is a reports.words.Words.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from whistclub.domain.explain import Step
from whistclub.domain.season.rules import Rule, describe
from whistclub.reports.words import Words


def rule_words(w: Words, rule: Rule) -> str:
    if w.language == "en":
        return describe(rule)
    if rule.games is not None:
        return _game_rule_words(w, rule)
    which = {
        "all": w.translate("SeasonWords", "every drive of the season"),
        "chosen": w.translate("SeasonWords", "{0} chosen drives").format(len(rule.chosen)),
        "format": w.translate("SeasonWords", "{0} drives").format(_format(w, rule.format)),
    }[rule.evenings]
    scored = {
        "total": w.translate("SeasonWords", "each evening's total"),
        "places": w.translate("SeasonWords", "points for place ({0})").format(
            ", ".join(map(str, rule.place_points))
        ),
        "percent": w.translate("SeasonWords", "percentage of the evening's top"),
    }[rule.scoring]
    parts = [w.translate("SeasonWords", "{0}, scored by {1}").format(which, scored)]
    if rule.best is not None:
        parts.append(w.translate("SeasonWords", "best {0} count").format(rule.best))
    if rule.min_attendance:
        parts.append(
            w.translate("SeasonWords", "{0} attendances to qualify").format(rule.min_attendance)
        )
    if rule.members_only:
        parts.append(w.translate("SeasonWords", "members only"))
    if rule.by_role:
        parts.append(w.translate("SeasonWords", "ladies' and gents' tables"))
    parts.append(
        {
            "wins": w.translate("SeasonWords", "ties broken by more evenings won"),
            "best_evening": w.translate("SeasonWords", "ties broken by the best single evening"),
            "shared": w.translate("SeasonWords", "ties shared"),
        }[rule.tie_break]
    )
    return "; ".join(parts)


def _game_rule_words(w: Words, rule: Rule) -> str:
    parts = [
        {
            "margin": w.translate(
                "SeasonWords", "the club's rubbers (partnership whist), by each player's margin"
            ),
            "points": w.translate(
                "SeasonWords",
                "the club's rubbers (partnership whist), by each player's rubber points",
            ),
            "balance": w.translate(
                "SeasonWords", "the club's Solo sessions, by each player's balance in units"
            ),
            "games_won": w.translate("SeasonWords", "the club's Bid Whist games, by games won"),
        }[rule.measure or ""]
    ]
    if rule.best is not None:
        parts.append(w.translate("SeasonWords", "best {0} games count").format(rule.best))
    if rule.min_attendance:
        parts.append(
            w.translate("SeasonWords", "{0} games played to qualify").format(rule.min_attendance)
        )
    if rule.members_only:
        parts.append(w.translate("SeasonWords", "members only"))
    parts.append(
        {
            "wins": w.translate("SeasonWords", "ties broken by more games won"),
            "best_evening": w.translate("SeasonWords", "ties broken by the best single game"),
            "shared": w.translate("SeasonWords", "ties shared"),
        }[rule.tie_break]
    )
    return "; ".join(parts)


def _format(w: Words, value: str | None) -> str:
    return {
        "progressive": w.translate("SeasonWords", "progressive"),
        "semi_partner": w.translate("SeasonWords", "semi-partner"),
        "partner": w.translate("SeasonWords", "partner"),
        "individual": w.translate("SeasonWords", "individual"),
    }.get(value or "", value or "")


def table_name(w: Words, competition: str, role: str | None) -> str:
    if role is None:
        return competition
    if w.language == "en":
        return f"{competition} ({'ladies' if role == 'lady' else 'gents'})"
    which = (
        w.translate("SeasonWords", "ladies")
        if role == "lady"
        else w.translate("SeasonWords", "gents")
    )
    return f"{competition} ({which})"


def why_words(w: Words, steps: Iterable[Step]) -> str:
    return "; ".join(_step(w, s) for s in steps)


def _evenings(w: Words, items: Iterable[Any]) -> str:
    return ", ".join(
        f"{' '.join(p for p in (name, w.date(day) if day else '') if p)} ({_number(w, score)})"
        for name, day, score in items
    )


def _number(w: Words, text: str) -> str:
    return text.replace(".", w.decimal_mark)


def _step(w: Words, s: Step) -> str:
    if w.language == "en":
        return s.text
    data: Mapping[str, Any] = s.data
    try:
        if s.code == "season_counted":
            return w.translate("SeasonWords", "counted: {0}").format(_evenings(w, data["evenings"]))
        if s.code == "season_none":
            return w.translate("SeasonWords", "no evening counted")
        if s.code == "season_no_game":
            return w.translate("SeasonWords", "no game counted")
        if s.code == "season_unfinished":
            return w.translate("SeasonWords", "not finished yet: {0}").format(
                ", ".join(
                    " ".join(p for p in (name, w.date(day) if day else "") if p)
                    for name, day in data["games"]
                )
            )
        if s.code == "season_games_played":
            state = (
                w.translate("SeasonWords", "qualified")
                if data["qualified"]
                else w.translate("SeasonWords", "not qualified")
            )
            return w.translate("SeasonWords", "{0} of {1} games needed: {2}").format(
                data["played"], data["needed"], state
            )
        if s.code == "season_dropped":
            return w.translate("SeasonWords", "dropped (best {0} count): {1}").format(
                data["best"], _evenings(w, data["evenings"])
            )
        if s.code == "season_attendance":
            state = (
                w.translate("SeasonWords", "qualified")
                if data["qualified"]
                else w.translate("SeasonWords", "not qualified")
            )
            return w.translate("SeasonWords", "{0} of {1} attendances needed: {2}").format(
                data["attended"], data["needed"], state
            )
        if s.code == "season_level":
            shown = (
                ", ".join(data["names"])
                if data["names"]
                else w.translate("SeasonWords", "{0} others").format(data["others"])
            )
            if data.get("what") == "games":
                how = {
                    "wins": w.translate("SeasonWords", "games won {0}").format(data["wins"]),
                    "best_evening": w.translate("SeasonWords", "best game {0}").format(
                        _number(w, data["best"])
                    ),
                    "shared": w.translate("SeasonWords", "place shared"),
                }[data["tie_break"]]
            else:
                how = {
                    "wins": w.translate("SeasonWords", "evenings won {0}").format(data["wins"]),
                    "best_evening": w.translate("SeasonWords", "best evening {0}").format(
                        _number(w, data["best"])
                    ),
                    "shared": w.translate("SeasonWords", "place shared"),
                }[data["tie_break"]]
            return w.translate("SeasonWords", "level on {0} points with {1}: {2}").format(
                _number(w, data["points"]), shown, how
            )
    except (KeyError, TypeError, ValueError):
        pass
    return s.text
