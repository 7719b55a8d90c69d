"""Why each prize went where it did, in the window's or the paper's language.

The domain explains each award in English steps with stable codes and data
(whistclub/domain/drive/prizes.py); in English they are shown as they are, in another
language they are worded here from the codes, the data and the prize rule. A step this module
does not know is shown in English rather than guessed.

The window (whistclub/ui/drive/prize_words.py, through Qt's translator) and the printables
(through whistclub/reports/words.py, without Qt) both word prizes here, so the prize list on
paper says what the window says. `words` is anything with `language` and
`translate(context, text)`; the strings keep the window's "PrizeWords" context.
"""

from __future__ import annotations

import re
from typing import Protocol

from whistclub.domain.drive.event import PrizeRule, Role, Settings, SitOutScoring
from whistclub.domain.drive.prizes import Award


class Translator(Protocol):
    @property
    def language(self) -> str: ...

    def translate(self, context: str, text: str) -> str: ...


POSITIONS = ("first", "second", "third", "fourth", "fifth", "sixth")
TIE_BREAK = re.compile(r"Level with (.+?) on (\S+); decided by (.+?) \((.+?) against (.+?)\)")


def _tie_break_words(words: Translator, english: str) -> str:
    return {
        "the better second half": words.translate("PrizeWords", "the better second half"),
        "more hands won": words.translate("PrizeWords", "more hands won"),
        "the count-back from the last hand": words.translate(
            "PrizeWords", "the count-back from the last hand"
        ),
        "the poorer second half": words.translate("PrizeWords", "the poorer second half"),
        "fewer hands won": words.translate("PrizeWords", "fewer hands won"),
    }.get(english, english)


def label(words: Translator, english: str) -> str:
    """ "Ann (card 5)", "Ann and Bob (cards 1 and 2)" in the window's language."""
    text = re.sub(
        r"\(cards (\d+) and (\d+)\)",
        lambda m: words.translate("PrizeWords", "(cards {0} and {1})").format(
            m.group(1), m.group(2)
        ),
        english,
    )
    text = re.sub(
        r"\(card (\d+)\)",
        lambda m: words.translate("PrizeWords", "(card {0})").format(m.group(1)),
        text,
    )
    return text.replace(" and ", " " + words.translate("PrizeWords", "and") + " ")


def what_words(words: Translator, rule: PrizeRule, settings: Settings, position: str = "") -> str:
    """What the prize is for: "the highest total among ladies", in the window's language."""
    lowest = rule.place == "last"
    if rule.most == "ten_plus":
        if lowest:
            what = words.translate("PrizeWords", "the fewest hands with 10+ tricks")
        else:
            what = words.translate("PrizeWords", "the most hands with 10+ tricks")
    elif rule.half == 1:
        what = (
            words.translate("PrizeWords", "the lowest first-half score")
            if lowest
            else words.translate("PrizeWords", "the highest first-half score")
        )
    elif rule.half == 2:
        what = (
            words.translate("PrizeWords", "the lowest second-half score")
            if lowest
            else words.translate("PrizeWords", "the highest second-half score")
        )
    elif settings.sit_out is SitOutScoring.PER_HAND:
        what = (
            words.translate("PrizeWords", "the lowest average per hand played")
            if lowest
            else words.translate("PrizeWords", "the highest average per hand played")
        )
    else:
        what = (
            words.translate("PrizeWords", "the lowest total")
            if lowest
            else words.translate("PrizeWords", "the highest total")
        )
    if position in POSITIONS[1:]:
        place = POSITIONS.index(position) + 1
        what = words.translate("PrizeWords", "place {place} for {what}").format(
            place=place, what=what
        )
    if rule.role is Role.LADY:
        what += " " + words.translate("PrizeWords", "among ladies")
    elif rule.role is Role.GENT:
        what += " " + words.translate("PrizeWords", "among gents")
    return what


def reason(words: Translator, award: Award, rule: PrizeRule | None, settings: Settings) -> str:
    """The award's reason in `words`' language."""
    if words.language == "en" or rule is None:
        return award.reason
    return " ".join(_step(words, s.code, s.data, s.text, rule, settings) for s in award.steps)


def _step(
    words: Translator, code: str, data: dict, english: str, rule: PrizeRule, settings: Settings
) -> str:
    try:
        if code == "prize_winner":
            position = str(data.get("what", "")).split(" ")[1:2]
            what = what_words(words, rule, settings, position[0] if position else "")
            template = (
                words.translate("PrizeWords", "{who} share {what}: {value}.")
                if data["verb"] == "share"
                else words.translate("PrizeWords", "{who} has {what}: {value}.")
            )
            return template.format(who=label(words, data["who"]), what=what, value=data["value"])
        if code == "prize_unawarded":
            return words.translate("PrizeWords", "Not awarded: nobody is left for {what}.").format(
                what=what_words(words, rule, settings)
            )
        if code == "prize_unawarded_none":
            return words.translate(
                "PrizeWords", "Not awarded: nobody had a hand of 10 or more tricks."
            )
        if code == "prize_shared":
            how = (
                words.translate("PrizeWords", "the club shares tied prizes")
                if "shares" in data["how"]
                else words.translate("PrizeWords", "they are level on every tie-break")
            )
            return words.translate("PrizeWords", "Level on {score}: {how}.").format(
                score=data["score"], how=how
            )
        if code == "prize_tie_break":
            parts = []
            for match in TIE_BREAK.finditer(data["text"]):
                other, score, how_words, mine, theirs = match.groups()
                parts.append(
                    words.translate(
                        "PrizeWords",
                        "Level with {other} on {score}; decided by {how} ({mine} against {theirs})",
                    ).format(
                        other=label(words, other),
                        score=score,
                        how=_tie_break_words(words, how_words),
                        mine=mine,
                        theirs=theirs,
                    )
                )
            return ". ".join(parts) + "." if parts else english
        if code == "prize_left_out":
            return _left_out(words, data)
        if code == "prize_passed_over":
            return words.translate(
                "PrizeWords",
                "{who} scored {value} but already won {prize} (one prize per person).",
            ).format(who=label(words, data["who"]), value=data["value"], prize=data["prize"])
    except (KeyError, IndexError):
        return english
    return english


def _left_out(words: Translator, data: dict) -> str:
    """A player the prize list leaves out (issue 21 item 5), by the rule that left them out."""
    who, value, rule = label(words, data["who"]), data["value"], data["rule"]
    if rule == "leavers":
        text = words.translate(
            "PrizeWords",
            "{who} scored {value} but left early, after change {change}: this prize list"
            " leaves out early leavers.",
        )
        return text.format(who=who, value=value, change=data["change"])
    if rule == "latecomers":
        text = words.translate(
            "PrizeWords",
            "{who} scored {value} but came late, at change {change}: this prize list leaves"
            " out latecomers.",
        )
        return text.format(who=who, value=value, change=data["change"])
    if rule == "whole_evening":
        if data["left"] is not None:
            when = words.translate("PrizeWords", "left after change {0}").format(data["left"])
        else:
            when = words.translate("PrizeWords", "came at change {0}").format(data["came"])
        text = words.translate(
            "PrizeWords",
            "{who} scored {value} but was not there the whole evening ({when}): the booby"
            " prize needs the whole evening.",
        )
        return text.format(who=who, value=value, when=when)
    if data["booby"]:
        text = words.translate(
            "PrizeWords",
            "{who} scored {value} but played {hands} of the {needed} hands the booby needs.",
        )
    else:
        text = words.translate(
            "PrizeWords",
            "{who} scored {value} but played {hands} of the {needed} hands a place needs.",
        )
    return text.format(who=who, value=value, hands=data["hands"], needed=data["needed"])
