"""The card games' refusals in the window's language (issue 22 item 9), beyond the ones
whistclub/ui/errors.py words by code for the score pad.

The games' rules (whistclub/domain/variants/) and their score documents
(whistclub/domain/documents/) refuse with a DomainError whose English template has `{name}`
fields; the window words each by its template here, for Qt's translator ("GameProblems"
strings of the window's .ts), with the data that are words (a side's tricks or honours, a
contract, a seat) in the window's language. The place ("deal 3, field tricks") is the score
pad's, put in front by whistclub/ui/errors.py.

tests/ui/test_game_problem_words.py reads every refusal of the games' source and fails when
one is worded neither here nor in ui/errors.py, or has no Spanish with the same fields.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.variants.solo import Contract
from whistclub.ui.labels import contract_name, seat_name

TEMPLATES: frozenset[str] = frozenset(
    (
        # unknown_call (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            '{call!r} is not a call: write "pass" or a number and one of {modes}, e.g. "4 uptown"',
        ),
        # auction_unfinished (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "the auction is not finished: {seat} has not spoken"),
        # all_passed (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "all four passed, so nobody plays this deal: the cards are thrown in and dealt again; "
            "record the new deal instead",
        ),
        # auction_too_long (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the auction is one round: each of the four speaks once; remove the calls after "
            "the dealer's",
        ),
        # out_of_turn (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "it is {expected}'s turn to speak, not {speaker}'s (one round, starting left of "
            "the dealer {dealer})",
        ),
        # dealer_must_bid (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "the other three passed, so the dealer {dealer} must bid"
        ),
        # bid_not_higher (variants/bid_whist/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{bid} does not beat {best} (at the same number only no trump beats a suit bid); "
            "bid higher or pass",
        ),
        # bid_not_higher (variants/bid_whist/auction.py, downtown ranked higher)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{bid} does not beat {best} (at the same number no trump beats downtown, and "
            "downtown beats uptown); bid higher or pass",
        ),
        # start_decided (variants/bid_whist/game.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the starting score is already past {target} or {lose_at}: the game is over",
        ),
        # bad_card (variants/bid_whist/game.py)
        QT_TRANSLATE_NOOP("GameProblems", "{card!r} is not a card like A♥, 10♠ or BJ"),
        # bad_notation (variants/bid_whist/game.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{text!r} is not a deal like 'NS 4 downtown 9-3' or 'EW 5 no_trump 4-8 r:NS'",
        ),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "the lowest bid must be from 1 to 7"),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "the target must be at least 1"),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "the losing score must be -1 or lower"),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "the no-trump multiplier must be at least 1"),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "the kitty counts as 0 or 1 book"),
        # bad_switch_value (variants/bid_whist/rules.py)
        QT_TRANSLATE_NOOP("GameProblems", "a revoke cannot transfer fewer than 0"),
        # bad_books (variants/bid_whist/scoring.py)
        QT_TRANSLATE_NOOP("GameProblems", "give the books of both sides, NS and EW"),
        # auction_without_dealer (variants/bid_whist/scoring.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "give the dealer (N, E, S or W) so the auction can be checked"
        ),
        # auction_disagrees (variants/bid_whist/scoring.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the auction was won by {seat} ({side}) with {won}, but the deal records "
            "{bidders} bidding {bid}",
        ),
        # bad_switch_value (variants/partnership/)
        QT_TRANSLATE_NOOP("GameProblems", "target must be at least 1"),
        # bad_switch_value (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "classic game values (treble, double, single) are defined for the game to 5 only; "
            "set game_values to none or target_minus_losers",
        ),
        # bad_switch_value (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems", "a rubber scored by game values needs game values; set game_values"
        ),
        # bad_switch_value (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems", "the claimants need at least one revoke penalty to choose from"
        ),
        # bad_switch_value (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems", "{switch} is points a side scores: 0 or more, not {value}"
        ),
        # dummy_is_ns (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the dummy plays for North-South, so a revoke by the dummy is NS's; say side: NS, or "
            "by: player for an East-West revoke",
        ),
        # bad_notation (variants/partnership/)
        QT_TRANSLATE_NOOP("GameProblems", "empty deal notation"),
        # bad_start (variants/partnership/)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{side} cannot start a deal on {points}: a game to {target} is over at {target}; "
            "start the next game at 0",
        ),
        # bad_notation (variants/partnership/)
        QT_TRANSLATE_NOOP("GameProblems", "cannot read {word!r}"),
        # bad_switch_value (variants/profiles.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "switch {switch!r} cannot be {value!r}: expected {expected}"
        ),
        # unknown_profile (variants/profiles.py)
        QT_TRANSLATE_NOOP("GameProblems", "unknown profile {profile!r}; the profiles are: {known}"),
        # unknown_switch (variants/profiles.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "unknown switch {switch!r}; the switches of this profile are: {known}"
        ),
        # bad_toml (variants/profiles.py)
        QT_TRANSLATE_NOOP("GameProblems", "the presets file is not valid TOML: {error}"),
        # balances_not_zero (variants/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the balances add up to {total}, not 0: someone's margin is missing or counted "
            "twice; check the evening's rubbers",
        ),
        # bad_balance (variants/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{name}'s balance must be a whole number of pence or cents, not {amount!r}",
        ),
        # out_of_turn (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "it is {expected}'s turn to speak, not {player}'s: the eldest hand, left of the "
            "dealer, speaks first (the deal passes to the left after every deal; if someone "
            "else dealt, give this deal's dealer)",
        ),
        # out_of_turn (variants/solo/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "it is {expected}'s turn to speak, not {player}'s"),
        # auction_unfinished (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "the auction is not finished: {waiting} must still pass or bid"
        ),
        # bad_prop_conversion (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{player}'s Prop was not accepted; under these rules it may become {choices}, not "
            "{call}",
        ),
        # not_in_auction (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "{player} is not playing this deal; the players are: {players}"
        ),
        # passed_player_spoke (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "{player} has passed and may not speak again; passing is final"
        ),
        # unknown_call (variants/solo/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "{call!r} is not a call; the calls are: pass, {calls}"),
        # contract_not_played (variants/solo/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "{call} is not played under these rules"),
        # abundance_in_trumps_alone (variants/solo/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "Abundance in Trumps may only overcall an Abundance"),
        # bid_not_higher (variants/solo/auction.py)
        QT_TRANSLATE_NOOP("GameProblems", "{call} does not beat {best}; bid higher or pass"),
        # cop_without_prop (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "Cop accepts a Prop, but the best call now is {best}; bid higher or pass",
        ),
        # passed_player_spoke (variants/solo/auction.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{player} has passed and may not speak again (only the eldest hand may come back, "
            "to accept a Prop that was the only bid of the first round)",
        ),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the units must include solo (it is also the stake of the general misère and the "
            "contract an unaccepted Prop becomes)",
        ),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP("GameProblems", "a unit cannot be negative"),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP("GameProblems", "the amount per trick cannot be negative"),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP("GameProblems", "per-trick payments need an amount per trick above 0"),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP("GameProblems", "a session needs at least one deal"),
        # auction_won_but_no_contract (variants/solo/no_contract.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "the auction was won with {call} by {holders}; record that contract"
        ),
        # tricks_each_without_most_tricks (variants/solo/no_contract.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "tricks_each is recorded only when all passed and the most tricks pay (all_pass: "
            "most_tricks_pays_solo_stake_to_each), which these rules do not play (or the "
            "auction shows a Prop); remove it",
        ),
        # last_trick_without_general_misere (variants/solo/no_contract.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "last_trick is recorded only for a general misère, which these rules do not play "
            "(or the auction shows a Prop); remove it",
        ),
        # bad_notation (variants/solo/session.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{text!r} is not a deal like 'solo B 4', 'prop_cop A,C 8', 'void' or "
            "'general_misere last C'",
        ),
        # bad_players (variants/solo/session.py)
        QT_TRANSLATE_NOOP("GameProblems", "give each player a different, non-empty name"),
        # five_players_off (variants/solo/session.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "five players are listed but the dealer does not sit out under these rules; list "
            'four players, or set "five_players_dealer_sits_out": true',
        ),
        # bad_player_count (variants/solo/session.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "Solo Whist is for four players (five when the dealer sits out), not {count}",
        ),
        # bad_dealer (variants/solo/session.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "the dealer {dealer!r} is not one of the players ({players})"
        ),
        # bad_card (variants/solo/session.py)
        QT_TRANSLATE_NOOP("GameProblems", "{card!r} is not a card like K♠ or 10♥"),
        # contract_not_played (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{contract} is not played under these rules; the contracts are: {played}",
        ),
        # last_trick_without_general_misere (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "last_trick is recorded only for a general misère (a deal everybody passed); remove it",
        ),
        # tricks_each_with_contract (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "tricks_each is recorded only for a deal everybody passed, played out when the "
            "most tricks pay; a deal with a contract gives the declaring side's tricks; "
            "remove it",
        ),
        # contract_after_all_pass (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the auction shows all passed, so no contract was played; set contract to null",
        ),
        # auction_disagrees (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "the auction was won with {call} by {holders}, but the deal records {contract} by "
            "{declarers}",
        ),
        # bad_prop_conversion (variants/solo/settlement.py, the void rule)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{proposer}'s Prop was not accepted, and under these rules the deal is then void: set "
            "contract to null",
        ),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", 'per-trick payments need the contracts they apply to, e.g. ["solo"]'
        ),
        # bad_switch_value (variants/solo/contracts.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "a misère has no tricks over or under: it is won by taking none; remove misere and "
            "misere_ouverte",
        ),
        # bad_prop_conversion (variants/solo/settlement.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "{proposer}'s Prop was not accepted; under these rules the proposer may convert "
            "it to {allowed} (set contract and declarers to {proposer}) or the deal is void "
            "(contract null)",
        ),
        # bad_document (documents/__init__.py)
        QT_TRANSLATE_NOOP("GameProblems", "expected a JSON object {{...}}"),
        # missing_profile (documents/__init__.py)
        QT_TRANSLATE_NOOP("GameProblems", 'give the profile name, e.g. "english_short_001"'),
        # bad_rules (documents/bid_whist.py)
        QT_TRANSLATE_NOOP("GameProblems", 'give "rules" as a table {{"switch": value}}'),
        # missing_deals (documents/bid_whist.py)
        QT_TRANSLATE_NOOP("GameProblems", "give the deals as a list [...]"),
        # bad_bid (documents/bid_whist.py)
        QT_TRANSLATE_NOOP(
            "GameProblems", "give the bid as a whole number of books over six, {low} to 7"
        ),
        # bad_sides (documents/bid_whist.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give the {what} of both sides as whole numbers, e.g. {{"NS": 7, "EW": 5}}',
        ),
        # bad_revokes (documents/bid_whist.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give each revoke as {{"side": "NS"}} or {{"side": "EW"}}, the side that revoked',
        ),
        # bad_auction (documents/bid_whist.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give the auction as a list of [seat, call] pairs, e.g. [["W", "4 uptown"], ["N", '
            '"pass"]]',
        ),
        # bad_value (documents/bid_whist.py)
        QT_TRANSLATE_NOOP("GameProblems", "{value!r} is not allowed here; write one of: {known}"),
        # unknown_field (documents/fields.py)
        QT_TRANSLATE_NOOP("GameProblems", "unknown field {field!r}; the fields are: {known}"),
        # bad_document (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", "expected a list of deals [...]"),
        # missing_tricks (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", 'give the tricks, e.g. {{"NS": 9, "EW": 4}}'),
        # bad_document (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", "expected a list [...]"),
        # divided_penalty (documents/partnership.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "a revoke penalty cannot be divided (laws of whist); the claimants choose one of "
            "{choices}",
        ),
        # bad_penalty (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", "penalty {penalty!r} is not one of {choices}"),
        # bad_offender (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", 'by must be "player" or "dummy", not {by!r}'),
        # bad_side (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", 'side must be "NS" or "EW", not {value!r}'),
        # bad_number (documents/partnership.py)
        QT_TRANSLATE_NOOP("GameProblems", "{side} {what} must be a whole number, not {count!r}"),
        # bad_players (documents/solo.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give the players as a list of names in seating order, e.g. ["A", "B", "C", "D"]',
        ),
        # missing_dealer (documents/solo.py)
        QT_TRANSLATE_NOOP("GameProblems", "give the dealer of the first deal, one of the players"),
        # bad_tricks_each (documents/solo.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give each player\'s tricks as a table of whole numbers, e.g. {{"A": 4, "B": 3, '
            '"C": 4, "D": 2}}',
        ),
        # bad_names (documents/solo.py)
        QT_TRANSLATE_NOOP("GameProblems", "expected a list of player names"),
        # bad_name (documents/solo.py)
        QT_TRANSLATE_NOOP("GameProblems", "expected a player's name"),
        # bad_auction (documents/solo.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            'give the auction as a list of [player, call] pairs, e.g. [["A", "prop"], ["B", '
            '"pass"]]',
        ),
        # unknown_contract (documents/solo.py)
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "unknown contract {value!r}; the contracts are: {known} (or null when no contract "
            "was played)",
        ),
        # bad_tricks (variants/solo/settlement.py, documents/solo.py): the score pad's wording
        # of the code (ui/errors.py) is the partnership game's, with a side and a count.
        QT_TRANSLATE_NOOP(
            "GameProblems", "give the tricks of the declaring side, a whole number from 0 to 13"
        ),
        QT_TRANSLATE_NOOP(
            "GameProblems",
            "give the tricks of the declaring side as a whole number from 0 to 13",
        ),
    )
)

# What the score documents name in a refusal ("give the {what} of both sides").
WHAT: dict[str, str] = {
    "tricks": QT_TRANSLATE_NOOP("GameProblems", "tricks"),
    "honours": QT_TRANSLATE_NOOP("GameProblems", "honours"),
    "points": QT_TRANSLATE_NOOP("GameProblems", "points"),
    "books": QT_TRANSLATE_NOOP("GameProblems", "books"),
    "score": QT_TRANSLATE_NOOP("GameProblems", "score"),
}
CONTRACTS = tuple(c.value for c in Contract)  # the Solo ladder, in bidding order
# Fields that hold a Solo contract (or a list of them), and fields that hold a seat letter.
CONTRACT_FIELDS = ("call", "best", "contract", "allowed", "choices", "played")
SEAT_FIELDS = ("seat", "dealer", "expected", "speaker")


def _t(text: str) -> str:
    return QCoreApplication.translate("GameProblems", text)


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def _contracts(value: str) -> str:
    parts = value.split(", ")
    if all(part in CONTRACTS for part in parts):
        return ", ".join(contract_name(part) for part in parts)
    return value


def _value(key: str, value: Any) -> Any:
    if not isinstance(value, str):
        return value
    if key == "what" and value in WHAT:
        return _t(WHAT[value])
    if key in CONTRACT_FIELDS:
        return _contracts(value)
    if key in SEAT_FIELDS and value in ("N", "E", "S", "W"):
        return seat_name(value)
    return value


def worded(template: str, data: Mapping[str, Any]) -> str | None:
    """The refusal's sentence in the window's language, without its place; None when the
    template is not a game's listed here or its translation lost a field."""
    if template not in TEMPLATES:
        return None
    try:
        return _t(template).format(**{k: _value(k, v) for k, v in data.items()})
    except (KeyError, IndexError, ValueError):
        return None
