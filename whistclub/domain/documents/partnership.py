"""The JSON document of a partnership game or rubber (`whistclub-cli score`, issue 2).

Input:  {"profile": "english_short_001", "rules": {switch: value}, "start": {"NS": 2, "EW": 0},
         "deals": [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1},
                    "revokes": [{"side": "EW", "by": "player", "penalty": "take_3_tricks"}]}]}
Output: {"deals": [{"game", "delta", "score", "explanation"}], "games": [{"game", "winner",
         "final_score", "value"}], "rubber": {"winner", "points", "margin", "games_won"}};
        "value" and "rubber" are left out where the preset has none. "value" is a game's
        worth only where it counts (a rubber scored by game values, or a game that stands
        alone); "margin" is the rubber winners' points minus the losers' (negative when they
        won the games on fewer points; null until the rubber is decided).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whistclub.domain.cards import Side
from whistclub.domain.documents.fields import expect_object, refuse_unknown
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.partnership import (
    Deal,
    Match,
    Offender,
    PartnershipRules,
    Revoke,
    RevokePenalty,
    Score,
    play,
)
from whistclub.domain.variants.profiles import Preset, with_overrides

# Informational fields a stored game may carry; scoring ignores them.
DOCUMENT_FIELDS = {"profile", "rules", "start", "deals", "players", "seats", "title", "notes"}
DEAL_FIELDS = {"tricks", "honours", "revokes", "dealer", "trump", "note"}
REVOKE_FIELDS = {"side", "by", "penalty"}


def score(data: Mapping[str, Any], preset: Preset) -> dict[str, Any]:
    rules = rules_of(data, preset)
    refuse_unknown(data, DOCUMENT_FIELDS, "input")
    start = _sides(data.get("start", {"NS": 0, "EW": 0}), "start", "points")
    deals_data = data.get("deals", [])
    if not isinstance(deals_data, list):
        raise DomainError("bad_document", "expected a list of deals [...]", where="field deals")
    deals = [read_deal(d, f"deal {n}", rules) for n, d in enumerate(deals_data, start=1)]
    return match_json(play(rules, deals, Score(start[Side.NS], start[Side.EW])), rules)


def rules_of(data: Mapping[str, Any], preset: Preset) -> PartnershipRules:
    """The preset's rules with the document's "rules" overrides."""
    rules: PartnershipRules = with_overrides(
        preset.rules, expect_object(data.get("rules", {}), "rules")
    )
    return rules


def read_deal(data: Any, where: str, rules: PartnershipRules) -> Deal:
    deal = expect_object(data, where)
    refuse_unknown(deal, DEAL_FIELDS, where)
    if "tricks" not in deal:
        raise DomainError(
            "missing_tricks", 'give the tricks, e.g. {{"NS": 9, "EW": 4}}', where=where
        )
    tricks = _sides(deal["tricks"], f"{where}, field tricks", "tricks")
    honours = None
    if deal.get("honours") is not None:
        honours = _sides(deal["honours"], f"{where}, field honours", "honours")
    revokes_data = deal.get("revokes", [])
    if not isinstance(revokes_data, list):
        raise DomainError("bad_document", "expected a list [...]", where=f"{where}, field revokes")
    revokes = tuple(
        _revoke(r, f"{where}, field revokes, revoke {n}")
        for n, r in enumerate(revokes_data, start=1)
    )
    return Deal(tricks, honours, revokes)


def _revoke(data: Any, where: str) -> Revoke:
    revoke = expect_object(data, where)
    refuse_unknown(revoke, REVOKE_FIELDS, where)
    penalty = revoke.get("penalty")
    choices = ", ".join(p.value for p in RevokePenalty)
    if isinstance(penalty, list | dict) or (isinstance(penalty, str) and "+" in penalty):
        # CAV-72 IV: "the penalty cannot be divided"
        raise DomainError(
            "divided_penalty",
            "a revoke penalty cannot be divided (laws of whist); the claimants choose one of "
            "{choices}",
            where=where,
            choices=choices,
        )
    try:
        chosen = RevokePenalty(penalty)
    except ValueError:
        raise DomainError(
            "bad_penalty",
            "penalty {penalty!r} is not one of {choices}",
            where=where,
            penalty=penalty,
            choices=choices,
        ) from None
    side = _side(revoke.get("side"), where)
    try:
        by = Offender(revoke.get("by", "player"))
    except ValueError:
        raise DomainError(
            "bad_offender",
            'by must be "player" or "dummy", not {by!r}',
            where=where,
            by=revoke.get("by"),
        ) from None
    return Revoke(side, chosen, by)


def match_json(match: Match, rules: PartnershipRules) -> dict[str, Any]:
    out: dict[str, Any] = {
        "deals": [
            {
                "game": d.game,
                "delta": d.result.delta.as_dict(),
                "score": d.result.after.as_dict(),
                "explanation": [str(s) for s in d.result.steps],
            }
            for d in match.deals
        ],
        "games": [],
    }
    for game in match.games:
        entry: dict[str, Any] = {
            "game": game.number,
            "winner": game.winner.value,
            "final_score": game.final.as_dict(),
        }
        if game.value is not None:
            entry["value"] = game.value
        out["games"].append(entry)
    if match.rubber is not None:
        rubber = match.rubber
        out["rubber"] = {
            "winner": rubber.winner.value if rubber.winner else None,
            "points": {side.value: rubber.points[side] for side in Side},
            "margin": rubber.margin,
            "games_won": {side.value: rubber.games_won[side] for side in Side},
            "explanation": [str(s) for s in rubber.steps],
        }
    return out


def _side(value: Any, where: str) -> Side:
    try:
        return Side(value)
    except ValueError:
        raise DomainError(
            "bad_side", 'side must be "NS" or "EW", not {value!r}', where=where, value=value
        ) from None


def _sides(value: Any, where: str, what: str) -> dict[Side, int]:
    """{"NS": n, "EW": m}; with only one side given, the other is worked out by the engine."""
    data = expect_object(value, where)
    refuse_unknown(data, {"NS", "EW"}, where)
    if what == "tricks" and len(data) == 1:
        ((name, count),) = data.items()
        if isinstance(count, int) and not isinstance(count, bool):
            return {Side(name): count, Side(name).other: 13 - count}
    if what == "honours" and len(data) == 1:
        ((name, count),) = data.items()
        if isinstance(count, int) and not isinstance(count, bool):
            return {Side(name): count, Side(name).other: 4 - count}
    result = {}
    for side in Side:
        count = data.get(side.value, 0 if what == "points" else None)
        if not isinstance(count, int) or isinstance(count, bool):
            raise DomainError(
                "bad_number",
                "{side} {what} must be a whole number, not {count!r}",
                where=where,
                side=side.value,
                what=what,
                count=count,
            )
        result[side] = count
    return result
