"""The Solo Whist session document of `whistclub-cli score` (issue 3), in and out.

In:  {"profile": "solo_002", "players": ["A","B","C","D"], "dealer": "D",
      "rules": {switch: value, ...},                                  (optional)
      "deals": [{"contract": "solo", "declarers": ["B"], "tricks": 4,
                 "auction": [["A","prop"], ["B","solo"], ...],        (optional)
                 "dealer": "A",                                       (optional)
                 "last_trick": "C",                  (general misère only)
                 "tricks_each": {"A": 4, "B": 3, "C": 4, "D": 2}},
                                                 (all pass, the most tricks pay, only)
                {"contract": null, ...}]}
Out: {"deals": [{"made": false, "settlement": {"A": 1, ...}, "explanation": [...]}],
      "balances": {...}, "ranking": [["A"], ["B", "D"], ["C"]]}

`dealer` is the dealer of the first deal; the deal passes to the left after every deal (seed
002 §01), unless a deal names its own dealer. `tricks` are the declaring side's tricks.
`tricks_each` are each player's tricks of a deal all passed, played out when the most tricks
pay (BRIT-S); the out deal then says who paid in `most_tricks`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whistclub.domain.documents.fields import expect_object, refuse_unknown
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import Preset, with_overrides
from whistclub.domain.variants.solo import (
    Contract,
    DealResult,
    SoloDeal,
    SoloRules,
    play_session,
)

TOP_FIELDS = ("profile", "players", "dealer", "deals", "rules")
DEAL_FIELDS = ("contract", "declarers", "tricks", "auction", "dealer", "last_trick", "tricks_each")


def score(data: Mapping[str, Any], preset: Preset) -> dict[str, Any]:
    refuse_unknown(data, TOP_FIELDS, "input")
    rules = rules_of(data, preset)
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise DomainError(
            "bad_players",
            'give the players as a list of names in seating order, e.g. ["A", "B", "C", "D"]',
            where="input, field players",
        )
    dealer = data.get("dealer")
    if not isinstance(dealer, str):
        raise DomainError(
            "missing_dealer",
            "give the dealer of the first deal, one of the players",
            where="input, field dealer",
        )
    raw_deals = data.get("deals")
    if not isinstance(raw_deals, list):
        raise DomainError(
            "missing_deals", "give the deals as a list [...]", where="input, field deals"
        )
    deals = [_deal(raw, number) for number, raw in enumerate(raw_deals, start=1)]
    session = play_session(players, dealer, deals, rules)
    return {
        "deals": [_deal_out(result) for result in session.deals],
        "balances": dict(session.balances),
        "ranking": [list(group) for group in session.ranking],
    }


def rules_of(data: Mapping[str, Any], preset: Preset) -> SoloRules:
    """The preset's rules with the document's "rules" overrides. A partial "units" table
    changes only the contracts it names, so {"units": {"solo": 2}} keeps the others."""
    overrides = data.get("rules", {})
    if not isinstance(overrides, Mapping):
        raise DomainError(
            "bad_rules", 'give "rules" as a table {{"switch": value}}', where="input, field rules"
        )
    overrides = dict(overrides)
    base: SoloRules = preset.rules
    units = overrides.get("units")
    if isinstance(units, Mapping):
        overrides["units"] = {c.value: v for c, v in base.units.items()} | dict(units)
    rules: SoloRules = with_overrides(base, overrides)
    return rules


def _deal(raw: Any, number: int) -> SoloDeal:
    where = f"deal {number}"
    raw = expect_object(raw, where, "bad_deal")
    refuse_unknown(raw, DEAL_FIELDS, where)
    return SoloDeal(
        contract=_contract(raw.get("contract"), where),
        declarers=tuple(_names(raw.get("declarers", []), f"{where}, field declarers")),
        tricks=_tricks(raw.get("tricks"), where),
        auction=_auction(raw.get("auction"), where),
        last_trick=_optional_name(raw.get("last_trick"), f"{where}, field last_trick"),
        dealer=_optional_name(raw.get("dealer"), f"{where}, field dealer"),
        tricks_each=_tricks_each(raw.get("tricks_each"), f"{where}, field tricks_each"),
    )


def _tricks_each(value: Any, where: str) -> tuple[tuple[str, int], ...] | None:
    if value is None:
        return None
    ok = isinstance(value, Mapping) and all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
        for k, v in value.items()
    )
    if not ok:
        raise DomainError(
            "bad_tricks_each",
            'give each player\'s tricks as a table of whole numbers, e.g. {{"A": 4, "B": 3, '
            '"C": 4, "D": 2}}',
            where=where,
        )
    return tuple(value.items())


def _contract(value: Any, where: str) -> Contract | None:
    if value is None:
        return None
    try:
        return Contract(value)
    except ValueError:
        raise DomainError(
            "unknown_contract",
            "unknown contract {value!r}; the contracts are: {known} (or null when no contract "
            "was played)",
            where=f"{where}, field contract",
            value=value,
            known=", ".join(c.value for c in Contract),
        ) from None


def _names(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DomainError("bad_names", "expected a list of player names", where=where)
    return value


def _optional_name(value: Any, where: str) -> str | None:
    if value is not None and not isinstance(value, str):
        raise DomainError("bad_name", "expected a player's name", where=where)
    return value


def _tricks(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise DomainError(
            "bad_tricks",
            "give the tricks of the declaring side as a whole number from 0 to 13",
            where=f"{where}, field tricks",
        )
    return value


def _auction(value: Any, where: str) -> tuple[tuple[str, str], ...] | None:
    if value is None:
        return None
    shape_ok = isinstance(value, list) and all(
        isinstance(c, list) and len(c) == 2 and all(isinstance(x, str) for x in c) for c in value
    )
    if not shape_ok:
        raise DomainError(
            "bad_auction",
            'give the auction as a list of [player, call] pairs, e.g. [["A", "prop"], '
            '["B", "pass"]]',
            where=f"{where}, field auction",
        )
    return tuple((player, call) for player, call in value)


def _deal_out(result: DealResult) -> dict[str, Any]:
    out: dict[str, Any] = {
        "made": result.made,
        "settlement": dict(result.settlement),
        "explanation": [str(s) for s in result.steps],
    }
    if result.last_trick is not None:
        out["last_trick"] = result.last_trick
    if result.most_tricks:
        out["most_tricks"] = list(result.most_tricks)
    return out
