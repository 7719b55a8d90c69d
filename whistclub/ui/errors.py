"""Refusals in the window's language.

A DomainError carries a stable code and its data (whistclub.domain.errors), so the refusals
a score pad can meet are worded here from them; the place ("deal 3, field tricks") becomes
"deal 3" in front, since the pad already marks the cell. In English, and for a code not
worded here, the domain's own English sentence is shown as it is. The games' other refusals
are worded by their templates in whistclub/ui/game_problem_words.py, the drive rules' in
whistclub/ui/drive/problem_words.py. Service refusals (ServiceError: conflicts with another
laptop, missing rows) are the services' English sentences, in Spanish from their own table
(whistclub/services/refusal_words.py); one that carries a drive refusal (raised from it:
"the evening cannot start yet: ...") has that part worded by the drive's table.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.errors import DomainError
from whistclub.services.refusal_words import in_language
from whistclub.ui import i18n
from whistclub.ui.drive import problem_words
from whistclub.ui.labels import side_short

WORDED: dict[str, str] = {
    "tricks_total": QT_TRANSLATE_NOOP(
        "Errors", "NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count"
    ),
    "bad_tricks": QT_TRANSLATE_NOOP(
        "Errors", "{side} tricks must be a whole number from 0 to 13, not {count}"
    ),
    "honours_total": QT_TRANSLATE_NOOP(
        "Errors",
        "NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of trumps)",
    ),
    "bad_honours": QT_TRANSLATE_NOOP(
        "Errors", "{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count}"
    ),
    "penalty_not_allowed": QT_TRANSLATE_NOOP(
        "Errors", "this club does not allow that revoke penalty; choose another one"
    ),
    "no_dummy": QT_TRANSLATE_NOOP(
        "Errors", "only a game with a dummy can have a revoke by the dummy"
    ),
    "bid_out_of_range": QT_TRANSLATE_NOOP(
        "Errors", "a bid is {low} to 7 books over six under these rules, not {number}"
    ),
    "books_not_12": QT_TRANSLATE_NOOP(
        "Errors", "the books played must total 12 (the kitty book is added by the app), not {total}"
    ),
    "negative_books": QT_TRANSLATE_NOOP("Errors", "a side cannot take fewer than 0 books"),
    "game_over": QT_TRANSLATE_NOOP(
        "Errors",
        "the game was decided at deal {last} ({winner} won); start a new game for this deal",
    ),
    "trump_at_no_trump": QT_TRANSLATE_NOOP(
        "Errors", "a no-trump bid has no trump suit; leave Trumps empty"
    ),
    "session_full": QT_TRANSLATE_NOOP(
        "Errors",
        "the session is {limit} deals (void deals count); deal {number} is one too many: "
        "start a new session",
    ),
    "declarer_not_playing": QT_TRANSLATE_NOOP(
        "Errors", "{player} is not playing this deal; the players are: {players}"
    ),
    "own_prop_accepted": QT_TRANSLATE_NOOP(
        "Errors", "nobody may accept their own Prop: name two different players"
    ),
    "facts_without_contract": QT_TRANSLATE_NOOP(
        "Errors", "a deal without a contract has no declarers or tricks; give the contract"
    ),
    "missing_last_trick": QT_TRANSLATE_NOOP(
        "Errors",
        "all passed, so a general misère was played: give the player who took the last trick",
    ),
    "missing_tricks_each": QT_TRANSLATE_NOOP(
        "Errors",
        "all passed, so the hands were played out and the most tricks pay: type the tricks of "
        "each of {players}",
    ),
    "tricks_each_not_13": QT_TRANSLATE_NOOP(
        "Errors",
        "the tricks of the four players must be whole numbers from 0 to 13 that add up to 13, "
        "not {total}",
    ),
    "contract_after_declined_prop": QT_TRANSLATE_NOOP(
        "Errors",
        "the auction ends with {proposer} passing: the unaccepted Prop was not raised, so the "
        "deal is void; choose no contract",
    ),
    "auction_already_over": QT_TRANSLATE_NOOP(
        "Errors", "the auction was already over before this call ({player} {call}); remove it"
    ),
    "dealer_out_of_turn": QT_TRANSLATE_NOOP(
        "Errors",
        "{dealer} cannot deal deal {number}: the deal passes to the left after every deal, and "
        "{previous} dealt deal {before}, so it is {expected}'s deal; give {expected} (or leave "
        "the dealer out)",
    ),
    "tie": QT_TRANSLATE_NOOP(
        "Errors", "both sides reached the end of the game at once; the rules allow no tie"
    ),
}

# Codes whose wording depends on a word the domain puts in its data.
DEAL_AFTER_END = {
    "game": QT_TRANSLATE_NOOP(
        "Errors", "the game was already decided at deal {last}; start a new game for this deal"
    ),
    "rubber": QT_TRANSLATE_NOOP(
        "Errors",
        "the rubber was already decided at deal {last}; start a new rubber for this deal",
    ),
}
WRONG_DECLARERS = {
    1: QT_TRANSLATE_NOOP("Errors", "this contract has one declarer; leave the Cop cell empty"),
    2: QT_TRANSLATE_NOOP(
        "Errors", "Prop and Cop has two declarers: the proposer and the player who accepted"
    ),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("Errors", text)


def _data(data: Mapping[str, Any]) -> dict[str, Any]:
    return {k: side_short(v) if v in ("NS", "EW") else v for k, v in data.items()}


def refusal_text(error: Exception) -> str:
    """The refusal as the secretary reads it, in the window's language."""
    if not isinstance(error, DomainError):
        return _service_text(error)
    if i18n.current_language() == "en":
        return _english(error)
    # The games' wording table names Solo's contracts, so it brings the Solo engine: loaded at
    # the first refusal worded in Spanish, not with every page that can show one (issue 24).
    from whistclub.ui import game_problem_words

    # A template both tables hold ("expected a JSON object") is worded alike by both; the
    # games' table goes first, so a score pad's refusal keeps its "Deal 3:" in front.
    game = game_problem_words.worded(error.template, _data(error.data))
    drive = problem_words.worded(error) if game is None else None
    if drive is not None:
        return drive
    if game is not None:
        text = game
    elif error.code == "deal_after_end" and error.data.get("what") in DEAL_AFTER_END:
        text = _t(DEAL_AFTER_END[error.data["what"]]).format(**_data(error.data))
    elif error.code == "wrong_declarer_count" and error.data.get("count") in WRONG_DECLARERS:
        text = _t(WRONG_DECLARERS[error.data["count"]])
    elif error.code in WORDED:
        try:
            text = _t(WORDED[error.code]).format(**_data(error.data))
        except (KeyError, IndexError):  # the domain changed its data: say it in English
            return str(error)
    else:
        return str(error)
    deal = re.search(r"deal (\d+)", error.where or "")
    if deal:
        return QCoreApplication.translate("Errors", "Deal {number}: {text}").format(
            number=deal.group(1), text=text
        )
    return text


def _service_text(error: Exception) -> str:
    """A service's refusal in the window's language; the drive refusal it was raised from
    (`raise ServiceError(f"...: {loaded.problem}") from loaded.problem_error`) is worded as
    the window words that refusal, in place of its English sentence."""
    language = i18n.current_language()
    text = in_language(str(error), language)
    cause = error.__cause__
    if language != "en" and isinstance(cause, DomainError) and str(cause) in text:
        text = text.replace(str(cause), refusal_text(cause))
    return text


def problem_text(message: str) -> str:
    """A problem the services describe in words, in the window's language where
    whistclub/services/refusal_words.py words it."""
    return in_language(message, i18n.current_language())


def evening_problem_text(loaded: Any) -> str:
    """Why an evening is not yet an evening (LoadedEvening.problem), in the window's
    language: the drive rules' refusal worded from its code and data when it is one."""
    error = getattr(loaded, "problem_error", None)
    if isinstance(error, DomainError):
        return refusal_text(error)
    return problem_text(loaded.problem)


def _english(error: DomainError) -> str:
    """The domain's English sentence with its place in the secretary's words: "Deal 3: ..."
    where the command line says "deal 3, field tricks: ..." (a field's name means nothing
    on a screen that already marks the cell)."""
    where = error.where or ""
    if "field" not in where and not where.startswith("input"):
        return str(error)
    text = error.template.format(**error.data)
    deal = re.search(r"deal (\d+)", where)
    return f"Deal {deal.group(1)}: {text}" if deal else text
