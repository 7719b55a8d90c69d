"""The Bid Whist game document of `whistclub-cli score` (issue 3), in and out.

In:  {"profile": "bid_whist_004", "start": {"NS": 0, "EW": 0},       (start optional)
      "rules": {switch: value, ...},                                  (optional)
      "deals": [{"bidders": "NS", "bid": 4, "mode": "downtown", "trump": "spades",
                 "books": {"NS": 9, "EW": 3}, "revokes": [{"side": "EW"}],
                 "dealer": "S", "auction": [["W", "4 uptown"], ["N", "4 no_trump"], ...]}]}
Out: {"deals": [{"bidder_books": 10, "made": true, "delta": {...}, "score": {...},
                 "explanation": [...]}],
      "winner": null, "loser": null, "final_score": {...}}

`books` are the 12 books played; the app adds the kitty book. `trump`, `revokes`, `dealer` and
`auction` are optional; a revoke's `side` is the side that revoked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from whistclub.domain.cards import Seat, Side, Suit
from whistclub.domain.documents.fields import expect_object, refuse_unknown
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist import (
    BidWhistDeal,
    BidWhistRules,
    DealScore,
    Mode,
    play_game,
)
from whistclub.domain.variants.profiles import Preset, with_overrides

TOP_FIELDS = ("profile", "start", "deals", "rules")
E = TypeVar("E", Side, Mode, Suit, Seat)

DEAL_FIELDS = ("bidders", "bid", "mode", "trump", "books", "revokes", "dealer", "auction")


def score(data: Mapping[str, Any], preset: Preset) -> dict[str, Any]:
    refuse_unknown(data, TOP_FIELDS, "input")
    rules = rules_of(data, preset)
    start = _sides(data.get("start", {"NS": 0, "EW": 0}), "input, field start", "score")
    raw_deals = data.get("deals")
    if not isinstance(raw_deals, list):
        raise DomainError(
            "missing_deals", "give the deals as a list [...]", where="input, field deals"
        )
    deals = [_deal(raw, number, rules) for number, raw in enumerate(raw_deals, start=1)]
    game = play_game(start, deals, rules)
    return {
        "deals": [_deal_out(result) for result in game.deals],
        "winner": game.winner.value if game.winner else None,
        "loser": game.loser.value if game.loser else None,
        "final_score": _sides_out(game.final_score),
    }


def rules_of(data: Mapping[str, Any], preset: Preset) -> BidWhistRules:
    """The preset's rules with the document's "rules" overrides."""
    overrides = data.get("rules", {})
    if not isinstance(overrides, Mapping):
        raise DomainError(
            "bad_rules", 'give "rules" as a table {{"switch": value}}', where="input, field rules"
        )
    rules: BidWhistRules = with_overrides(preset.rules, overrides)
    return rules


def _deal(raw: Any, number: int, rules: BidWhistRules) -> BidWhistDeal:
    where = f"deal {number}"
    raw = expect_object(raw, where, "bad_deal")
    refuse_unknown(raw, DEAL_FIELDS, where)
    bid = raw.get("bid")
    if isinstance(bid, bool) or not isinstance(bid, int):
        raise DomainError(
            "bad_bid",
            "give the bid as a whole number of books over six, {low} to 7",
            where=f"{where}, field bid",
            low=rules.min_bid,
        )
    return BidWhistDeal(
        bidders=_enum(Side, raw.get("bidders"), f"{where}, field bidders"),
        bid=bid,
        mode=_enum(Mode, raw.get("mode"), f"{where}, field mode"),
        books=_sides(raw.get("books"), f"{where}, field books", "books"),
        revokes=_revokes(raw.get("revokes", []), f"{where}, field revokes"),
        trump=None
        if raw.get("trump") is None
        else _enum(Suit, raw["trump"], f"{where}, field trump"),
        dealer=None
        if raw.get("dealer") is None
        else _enum(Seat, raw["dealer"], f"{where}, field dealer"),
        auction=_auction(raw.get("auction"), f"{where}, field auction"),
    )


def _enum(kind: type[E], value: Any, where: str) -> E:
    try:
        return kind(value)
    except ValueError:
        raise DomainError(
            "bad_value",
            "{value!r} is not allowed here; write one of: {known}",
            where=where,
            value=value,
            known=", ".join(str(m.value) for m in kind),
        ) from None


def _sides(value: Any, where: str, what: str) -> dict[Side, int]:
    ok = (
        isinstance(value, Mapping)
        and set(value) == {"NS", "EW"}
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values())
    )
    if not ok:
        raise DomainError(
            "bad_sides",
            'give the {what} of both sides as whole numbers, e.g. {{"NS": 7, "EW": 5}}',
            where=where,
            what=what,
        )
    return {Side(k): v for k, v in value.items()}


def _revokes(value: Any, where: str) -> tuple[Side, ...]:
    ok = isinstance(value, list) and all(
        isinstance(r, Mapping) and set(r) == {"side"} and r["side"] in ("NS", "EW") for r in value
    )
    if not ok:
        raise DomainError(
            "bad_revokes",
            'give each revoke as {{"side": "NS"}} or {{"side": "EW"}}, the side that revoked',
            where=where,
        )
    return tuple(Side(r["side"]) for r in value)


def _auction(value: Any, where: str) -> tuple[tuple[Seat, str], ...] | None:
    if value is None:
        return None
    shape_ok = isinstance(value, list) and all(
        isinstance(c, list) and len(c) == 2 and all(isinstance(x, str) for x in c) for c in value
    )
    if not shape_ok:
        raise DomainError(
            "bad_auction",
            'give the auction as a list of [seat, call] pairs, e.g. [["W", "4 uptown"], '
            '["N", "pass"]]',
            where=where,
        )
    return tuple(
        (_enum(Seat, seat, f"{where}, call {n}"), call)
        for n, (seat, call) in enumerate(value, start=1)
    )


def _sides_out(score: Mapping[Side, int]) -> dict[str, int]:
    return {side.value: score[side] for side in Side}


def _deal_out(result: DealScore) -> dict[str, Any]:
    return {
        "bidder_books": result.bidder_books,
        "made": result.made,
        "delta": _sides_out(result.delta),
        "score": _sides_out(result.score),
        "explanation": [str(s) for s in result.steps],
    }
