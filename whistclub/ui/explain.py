"""The "Why?" lines in the window's language.

The game documents give each deal's explanation as English lines; the engines behind them
give the same lines as Steps with a stable code and the data that fills them
(whistclub.domain.explain). Here the engines are run again on the stored facts to get the
Steps, and each code is worded in the user's language from its data. In English, and for any
code this module does not know yet (or if the engines' lines ever differ from the
document's), the domain's own English line is shown unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.cards import Seat, Side, Suit
from whistclub.domain.explain import Step
from whistclub.ui import i18n
from whistclub.ui.labels import contract_name, side_short

Data = Mapping[str, Any]


def _t(text: str) -> str:
    return QCoreApplication.translate("Explanations", text)


# -- Steps from the engines ------------------------------------------------------------------


def game_steps(game: Any) -> tuple[list[list[Step]], list[Step]] | None:
    """(each deal's Steps, the rubber's Steps) of an open game, or None if not available."""
    family = game.preset.family
    facts = [deal["facts"] for deal in game.deals]
    try:
        if family == "partnership":
            return _partnership(game, facts)
        if family == "solo":
            return _solo(game, facts), []
        if family == "bid_whist":
            return _bid_whist(game, facts), []
    except (KeyError, TypeError, ValueError):  # facts the engines' types do not take
        return None
    return None


def _partnership(game: Any, facts: list[Mapping[str, Any]]) -> tuple[list[list[Step]], list[Step]]:
    from whistclub.domain.documents.partnership import read_deal
    from whistclub.domain.variants.partnership import Score, play

    start = game.header.get("start") or {}
    deals = [read_deal(f, f"deal {n}", game.rules) for n, f in enumerate(facts, start=1)]
    match = play(game.rules, deals, Score(start.get("NS", 0), start.get("EW", 0)))
    rubber = list(match.rubber.steps) if match.rubber is not None else []
    return [list(d.result.steps) for d in match.deals], rubber


def _solo(game: Any, facts: list[Mapping[str, Any]]) -> list[list[Step]]:
    from whistclub.domain.documents.solo import rules_of
    from whistclub.domain.variants.solo import Contract, SoloDeal, play_session

    deals = [
        SoloDeal(
            contract=Contract(f["contract"]) if f.get("contract") else None,
            declarers=tuple(f.get("declarers") or ()),
            tricks=f.get("tricks"),
            auction=(
                tuple((p, c) for p, c in f["auction"]) if f.get("auction") is not None else None
            ),
            last_trick=f.get("last_trick"),
            dealer=f.get("dealer"),
            tricks_each=tuple(f["tricks_each"].items()) if f.get("tricks_each") else None,
        )
        for f in facts
    ]
    header = game.header
    session = play_session(
        header["players"], header["dealer"], deals, rules_of(header, game.preset)
    )
    return [list(result.steps) for result in session.deals]


def _bid_whist(game: Any, facts: list[Mapping[str, Any]]) -> list[list[Step]]:
    from whistclub.domain.variants.bid_whist import BidWhistDeal, Mode, play_game

    deals = [
        BidWhistDeal(
            bidders=Side(f["bidders"]),
            bid=f["bid"],
            mode=Mode(f["mode"]),
            books={Side(k): v for k, v in f["books"].items()},
            revokes=tuple(Side(r["side"]) for r in f.get("revokes") or ()),
            trump=Suit(f["trump"]) if f.get("trump") else None,
            dealer=Seat(f["dealer"]) if f.get("dealer") else None,
            auction=(
                tuple((Seat(s), c) for s, c in f["auction"])
                if f.get("auction") is not None
                else None
            ),
        )
        for f in facts
    ]
    start = {Side(k): v for k, v in (game.header.get("start") or {"NS": 0, "EW": 0}).items()}
    return [list(result.steps) for result in play_game(start, deals, game.rules).deals]


# -- wording ---------------------------------------------------------------------------------


def say(step: Step) -> str:
    """One Step in the window's language (the domain's English text in English)."""
    wording = WORDINGS.get(step.code)
    if i18n.current_language() == "en" or wording is None:
        return step.text
    return wording(step.data, step.text)


def explain_deals(game: Any, english: list[list[str]]) -> list[list[str]]:
    """Each deal's lines in the window's language; the English lines when Steps are missing
    or do not match them (so the panel never shows a wrong reason)."""
    if i18n.current_language() == "en":
        return english
    found = game_steps(game)
    if found is None:
        return english
    steps, _rubber = found
    if [[s.text for s in deal] for deal in steps] != english:
        return english
    return [[say(s) for s in deal] for deal in steps]


def explain_rubber(game: Any, english: list[str]) -> list[str]:
    if i18n.current_language() == "en":
        return english
    found = game_steps(game)
    if found is None or [s.text for s in found[1]] != english:
        return english
    return [say(s) for s in found[1]]


def _side(value: Any) -> str:
    return side_short(str(value)) if value in ("NS", "EW") else str(value)


def _cap(cap: str) -> str:
    found = re.search(r"held at (\d+)", cap or "")
    if not found:
        return ""
    return QCoreApplication.translate(
        "Explanations",
        ", held at {at}: a side that revoked cannot win the game in the deal of its revoke",
    ).format(at=found.group(1))


def _game_name(name: str | None) -> str:
    return {
        "a treble": QCoreApplication.translate("Explanations", "a treble"),
        "a double": QCoreApplication.translate("Explanations", "a double"),
        "a single": QCoreApplication.translate("Explanations", "a single"),
    }.get(name or "", name or "")


def _partners(partners: str) -> str:
    """ "A and C" or "A & C" (the engine's joins) with the window's "and"."""
    joiner = " " + QCoreApplication.translate("Explanations", "and") + " "
    return joiner.join(re.split(" and | & ", partners))


def _mode(title: str) -> str:
    """A bid's mode as a line of the Why panel says it, in brackets after the bid: "uptown"
    (the window's own label, "Uptown (altas)", would put brackets in brackets)."""
    words = {
        "uptown": QT_TRANSLATE_NOOP("Explanations", "uptown"),
        "downtown": QT_TRANSLATE_NOOP("Explanations", "downtown"),
        "no_trump": QT_TRANSLATE_NOOP("Explanations", "no trump"),
    }
    code = MODE_CODES.get(title, "uptown")
    return QCoreApplication.translate("Explanations", words[code])


def _amount(amount: Any) -> str:
    text = str(amount)
    for english, words in (
        ("white counters", QCoreApplication.translate("Explanations", "white counters")),
        ("white counter", QCoreApplication.translate("Explanations", "white counter")),
        ("pence", QCoreApplication.translate("Explanations", "pence")),
        ("penny", QCoreApplication.translate("Explanations", "penny")),
    ):
        text = text.replace(english, words)
    return text


CONTRACT_CODES = {
    "Prop and Cop": "prop_cop",
    "Solo": "solo",
    "Misère": "misere",
    "Abundance": "abundance",
    "Abundance in Trumps": "abundance_in_trumps",
    "Misère Ouverte": "misere_ouverte",
    "Abundance Declared": "abundance_declared",
}
MODE_CODES = {"uptown": "uptown", "downtown": "downtown", "no trump": "no_trump"}


def _contract(title: str) -> str:
    code = CONTRACT_CODES.get(title) or CONTRACT_CODES.get(title.title())
    return contract_name(code) if code else title


def _times(times: str) -> str:
    text = ""
    for number in re.findall(r"x (\d+) at no trump", times or ""):
        text += QCoreApplication.translate("Explanations", " x {n} at no trump").format(n=number)
    if "for a Boston" in (times or ""):
        text += QCoreApplication.translate("Explanations", " x 4 for a Boston")
    return text


def _odd_tricks(d: Data, _text: str) -> str:
    template = (
        QCoreApplication.translate("Explanations", "{side} {tricks} tricks: {odd} odd trick")
        if d["odd"] == 1
        else QCoreApplication.translate("Explanations", "{side} {tricks} tricks: {odd} odd tricks")
    )
    text = template.format(side=_side(d["side"]), tricks=d["tricks"], odd=d["odd"])
    if d.get("bonus"):
        name = {
            "grand slam": QCoreApplication.translate("Explanations", "grand slam"),
            "little slam": QCoreApplication.translate("Explanations", "little slam"),
        }.get(d["bonus_name"], d["bonus_name"])
        text += QCoreApplication.translate("Explanations", " + {bonus} {bonus_name} bonus").format(
            bonus=d["bonus"], bonus_name=name
        )
    return text + f" ({d['old']} → {d['new']}{_cap(d.get('cap', ''))})"


def _game_won(d: Data, text: str) -> str:
    said = QCoreApplication.translate("Explanations", "{side} reach {points}: game won").format(
        side=_side(d["side"]), points=d["points"]
    )
    if "; the rest of the deal does not count" in text:
        said += QCoreApplication.translate("Explanations", "; the rest of the deal does not count")
    elif "; honours do not count" in text:
        said += QCoreApplication.translate("Explanations", "; honours do not count")
    return said


def _game_result(d: Data, _text: str) -> str:
    said = QCoreApplication.translate(
        "Explanations", "{side} win game {number}, {won} to {lost}"
    ).format(side=_side(d["side"]), number=d["number"], won=d["won"], lost=d["lost"])
    if d.get("value") is not None:
        said += QCoreApplication.translate("Explanations", ": {name}, worth {value}").format(
            name=_game_name(d["name"]), value=d["value"]
        )
    return said


def _simple(template: str, **transforms: Callable[[Any], Any]) -> Callable[[Data, str], str]:
    """A wording that fills `template` (translated at display time) from the Step's data."""

    def word(d: Data, _text: str) -> str:
        values = {k: transforms.get(k, lambda v: v)(v) for k, v in d.items()}
        return _t(template).format(**values)

    return word


def _by_tricks(
    one: str, many: str, **transforms: Callable[[Any], Any]
) -> Callable[[Data, str], str]:
    """The wording for one trick ("with 1 trick") or for any other count ("with 5 tricks")."""
    return _by_count("tricks", one, many, **transforms)


def _by_count(
    field: str, one: str, many: str, **transforms: Callable[[Any], Any]
) -> Callable[[Data, str], str]:
    """The wording for a count of 1 of the step's `field` ("1 point"), or for any other."""
    singular, plural = _simple(one, **transforms), _simple(many, **transforms)
    return lambda d, text: (singular if d.get(field) == 1 else plural)(d, text)


S = {"side": _side, "claimants": _side, "offender": _side, "bidders": _side, "defenders": _side}

WORDINGS: dict[str, Callable[[Data, str], str]] = {
    "odd_tricks": _odd_tricks,
    "game_won": _game_won,
    "game_result": _game_result,
    "honours": lambda d, _t_: _simple(
        QT_TRANSLATE_NOOP("Explanations", "{side} {count} honours: {value} ({old} → {new}{cap})"),
        **S,
        cap=_cap,
    )(d, _t_),
    "honours_cut": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{side} {count} honours: {worth}, cut to {value}: honours cannot win the game "
            "({old} → {new}{cap})",
        ),
        **S,
        cap=_cap,
    ),
    "honours_none": _simple(QT_TRANSLATE_NOOP("Explanations", "No honours recorded")),
    "honours_divided": _simple(QT_TRANSLATE_NOOP("Explanations", "Honours divided 2-2: no score")),
    "honours_blocked": _simple(
        QT_TRANSLATE_NOOP("Explanations", "{side} {count} honours: {value}, blocked at {at}"), **S
    ),
    "both_revoked_new_deal": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "Both sides revoked: the deal is void and dealt again (no score)"
        )
    ),
    "dummy_revoke": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{side} revoked from the dummy's exposed hand: no penalty (law of dummy whist)",
        ),
        **S,
    ),
    "revoke_tricks": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{side} revoked: {claimants} take {moved} of {side}'s tricks ({claimants} now {ct}, "
            "{side} {st})",
        ),
        **S,
    ),
    "revoke_add": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "{side} revoked: {claimants} add 3 points ({old} → {new})"
        ),
        **S,
    ),
    "revoke_deduct": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "{side} revoked: 3 points are deducted from {side} ({old} → {new})"
        ),
        **S,
    ),
    "revoke_transfer": _simple(
        QT_TRANSLATE_NOOP("Explanations", "and the 3 points are taken from {side} ({old} → {new})"),
        **S,
    ),
    "rubber_points": _by_count(
        "points",
        QT_TRANSLATE_NOOP("Explanations", "{side} scored 1 point in the rubber's games"),
        QT_TRANSLATE_NOOP("Explanations", "{side} scored {points} points in the rubber's games"),
        **S,
    ),
    "rubber_game_value": _simple(
        QT_TRANSLATE_NOOP("Explanations", "Game {number}: {side}, {name} ({value})"),
        **S,
        name=_game_name,
    ),
    "rubber_bonus": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "{side} win the rubber {won}-{lost}: rubber bonus {bonus}"
        ),
        **S,
    ),
    "rubber_no_bonus": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)"
        ),
        **S,
    ),
    "rubber_no_bonus_set": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations", "{side} win the rubber {won}-{lost}: no rubber bonus (none is set)"
        ),
        **S,
    ),
    "rubber_total": _simple(
        QT_TRANSLATE_NOOP("Explanations", "Rubber: {side} {wp} to {lp}, a margin of {margin}"), **S
    ),
    "solo.made": _by_tricks(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{declarer} made {contract} with 1 trick: receives {amount} from each of "
            "{defenders} ({total} in all).",
        ),
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{declarer} made {contract} with {tricks} tricks: receives {amount} from each of "
            "{defenders} ({total} in all).",
        ),
        contract=_contract,
        amount=_amount,
    ),
    "solo.failed": _by_tricks(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{declarer} failed {contract} with 1 trick: pays {amount} to each of "
            "{defenders} ({total} in all).",
        ),
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{declarer} failed {contract} with {tricks} tricks: pays {amount} to each of "
            "{defenders} ({total} in all).",
        ),
        contract=_contract,
        amount=_amount,
    ),
    "solo.prop_cop_made": _by_tricks(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{partners} made Prop and Cop with 1 trick (needed 8): each of them receives "
            "{amount} from one of {defenders}.",
        ),
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them receives "
            "{amount} from one of {defenders}.",
        ),
        amount=_amount,
        partners=_partners,
    ),
    "solo.prop_cop_failed": _by_tricks(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{partners} failed Prop and Cop with 1 trick (needed 8): each of them pays "
            "{amount} to one of {defenders}.",
        ),
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them pays "
            "{amount} to one of {defenders}.",
        ),
        amount=_amount,
        partners=_partners,
    ),
    "solo.over_under": lambda d, text: (
        _t(
            {
                ("over", True): QT_TRANSLATE_NOOP(
                    "Explanations",
                    "1 trick over the {needed} needed, {value} each{slam}: {extra} more per "
                    "player.",
                ),
                ("over", False): QT_TRANSLATE_NOOP(
                    "Explanations",
                    "{count} tricks over the {needed} needed, {value} each{slam}: {extra} more "
                    "per player.",
                ),
                ("under", True): QT_TRANSLATE_NOOP(
                    "Explanations",
                    "1 trick under the {needed} needed, {value} each{slam}: {extra} more per "
                    "player.",
                ),
                ("under", False): QT_TRANSLATE_NOOP(
                    "Explanations",
                    "{count} tricks under the {needed} needed, {value} each{slam}: {extra} more "
                    "per player.",
                ),
            }[(d["direction"], d["count"] == 1)]
        )
    ).format(
        count=d["count"],
        needed=d["needed"],
        value=_amount(d["value"]),
        slam=QCoreApplication.translate("Explanations", " (doubled for a Prop and Cop slam)")
        if d.get("slam")
        else "",
        extra=_amount(d["extra"]),
    ),
    "solo.general_misere": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "All passed: general misère. {loser} took the last trick and pays {amount} (the Solo "
            "stake) to each of {others}.",
        ),
        amount=_amount,
    ),
    "solo.sits_out": _simple(
        QT_TRANSLATE_NOOP("Explanations", "{player} deals and sits out: neither pays nor receives.")
    ),
    "solo.void_prop": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{proposer}'s Prop was not accepted and not raised: the deal is void, 0 to all.",
        )
    ),
    "solo.void_prop_declined": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{proposer}'s Prop was not accepted and {proposer} passed, declining to raise it: "
            "the deal is void, 0 to all.",
        )
    ),
    "solo.most_tricks": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "All passed: the hands were played out. {payer} took the most tricks ({most}) and "
            "pays {amount} (the Solo stake) to each of {others}.",
        ),
        amount=_amount,
    ),
    "solo.most_tricks_tied": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "All passed: the hands were played out. {payers} took the most tricks ({most} "
            "each): each of them pays {amount} (the Solo stake) to each of the other players.",
        ),
        amount=_amount,
        payers=_partners,
    ),
    "solo.void_all_pass": _simple(
        QT_TRANSLATE_NOOP("Explanations", "All passed: the deal is void, 0 to all.")
    ),
    "solo.void": _simple(
        QT_TRANSLATE_NOOP("Explanations", "No contract was played: the deal is void, 0 to all.")
    ),
    "bid_whist.kitty": _by_count(
        "played",
        QT_TRANSLATE_NOOP(
            "Explanations", "{bidders} took 1 book in play plus the kitty book: {total}."
        ),
        QT_TRANSLATE_NOOP(
            "Explanations", "{bidders} took {played} books in play plus the kitty book: {total}."
        ),
        **S,
    ),
    "bid_whist.revoke_all": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{offender} revoked with fewer than {count} books: all {all} go to {claimants}.",
        ),
        **S,
    ),
    "bid_whist.revoke": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).",
        ),
        **S,
    ),
    "bid_whist.made": lambda d, text: QCoreApplication.translate(
        "Explanations",
        "{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, {base} "
        "({what}){times} = +{points}.",
    ).format(
        bidders=_side(d["bidders"]),
        bid=d["bid"],
        mode=_mode(d["mode"]),
        need=d["need"],
        have=d["have"],
        base=d["base"],
        what=QCoreApplication.translate("Explanations", "books over six")
        if d["what"] == "books over six"
        else QCoreApplication.translate("Explanations", "the bid"),
        times=_times(d["times"]),
        points=d["points"],
    ),
    "bid_whist.set": lambda d, text: QCoreApplication.translate(
        "Explanations",
        "{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, {points} "
        "(the bid{times}, no credit for books).",
    ).format(
        bidders=_side(d["bidders"]),
        bid=d["bid"],
        mode=_mode(d["mode"]),
        need=d["need"],
        have=d["have"],
        points=d["points"],
        times=_times(d["times"]),
    ),
    "bid_whist.defenders": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "The defenders {defenders} took {books} books: +{points} (one per book over six).",
        ),
        **S,
    ),
    "bid_whist.boston_wins": _simple(
        QT_TRANSLATE_NOOP(
            "Explanations",
            "All {all} books (a Boston) wins the game under these rules: {bidders} go to {target}.",
        ),
        **S,
    ),
}
