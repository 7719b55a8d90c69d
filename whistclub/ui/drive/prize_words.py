"""Why each prize went where it did, in the window's language.

The domain explains each award in English steps with stable codes and data
(whistclub/domain/drive/prizes.py); in English the window shows them as they are, in another
language they are worded here from the codes, the data and the prize rule. A step this module
does not know is shown in English rather than guessed.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from whistclub.domain.drive.event import PrizeRule, Role, Settings, SitOutScoring
from whistclub.domain.drive.prizes import Award
from whistclub.ui import i18n

POSITIONS = ("first", "second", "third", "fourth", "fifth", "sixth")
TIE_BREAK = re.compile(r"Level with (.+?) on (\S+); decided by (.+?) \((.+?) against (.+?)\)")


def _tie_break_words(english: str) -> str:
    return {
        "the better second half": QCoreApplication.translate(
            "PrizeWords", "the better second half"
        ),
        "more hands won": QCoreApplication.translate("PrizeWords", "more hands won"),
        "the count-back from the last hand": QCoreApplication.translate(
            "PrizeWords", "the count-back from the last hand"
        ),
        "the poorer second half": QCoreApplication.translate(
            "PrizeWords", "the poorer second half"
        ),
        "fewer hands won": QCoreApplication.translate("PrizeWords", "fewer hands won"),
    }.get(english, english)


def label(english: str) -> str:
    """ "Ann (card 5)", "Ann and Bob (cards 1 and 2)" in the window's language."""
    text = re.sub(
        r"\(cards (\d+) and (\d+)\)",
        lambda m: QCoreApplication.translate("PrizeWords", "(cards {0} and {1})").format(
            m.group(1), m.group(2)
        ),
        english,
    )
    text = re.sub(
        r"\(card (\d+)\)",
        lambda m: QCoreApplication.translate("PrizeWords", "(card {0})").format(m.group(1)),
        text,
    )
    return text.replace(" and ", " " + QCoreApplication.translate("PrizeWords", "and") + " ")


def what_words(rule: PrizeRule, settings: Settings, position: str = "") -> str:
    """What the prize is for: "the highest total among ladies", in the window's language."""
    lowest = rule.place == "last"
    if rule.most == "ten_plus":
        if lowest:
            what = QCoreApplication.translate("PrizeWords", "the fewest hands with 10+ tricks")
        else:
            what = QCoreApplication.translate("PrizeWords", "the most hands with 10+ tricks")
    elif rule.half == 1:
        what = (
            QCoreApplication.translate("PrizeWords", "the lowest first-half score")
            if lowest
            else QCoreApplication.translate("PrizeWords", "the highest first-half score")
        )
    elif rule.half == 2:
        what = (
            QCoreApplication.translate("PrizeWords", "the lowest second-half score")
            if lowest
            else QCoreApplication.translate("PrizeWords", "the highest second-half score")
        )
    elif settings.sit_out is SitOutScoring.PER_HAND:
        what = (
            QCoreApplication.translate("PrizeWords", "the lowest average per hand played")
            if lowest
            else QCoreApplication.translate("PrizeWords", "the highest average per hand played")
        )
    else:
        what = (
            QCoreApplication.translate("PrizeWords", "the lowest total")
            if lowest
            else QCoreApplication.translate("PrizeWords", "the highest total")
        )
    if position in POSITIONS[1:]:
        place = POSITIONS.index(position) + 1
        what = QCoreApplication.translate("PrizeWords", "place {place} for {what}").format(
            place=place, what=what
        )
    if rule.role is Role.LADY:
        what += " " + QCoreApplication.translate("PrizeWords", "among ladies")
    elif rule.role is Role.GENT:
        what += " " + QCoreApplication.translate("PrizeWords", "among gents")
    return what


def reason(award: Award, rule: PrizeRule | None, settings: Settings) -> str:
    """The award's reason in the window's language."""
    if i18n.current_language() == "en" or rule is None:
        return award.reason
    return " ".join(_step(s.code, s.data, s.text, rule, settings) for s in award.steps)


def _step(code: str, data: dict, english: str, rule: PrizeRule, settings: Settings) -> str:
    try:
        if code == "prize_winner":
            position = str(data.get("what", "")).split(" ")[1:2]
            what = what_words(rule, settings, position[0] if position else "")
            template = (
                QCoreApplication.translate("PrizeWords", "{who} share {what}: {value}.")
                if data["verb"] == "share"
                else QCoreApplication.translate("PrizeWords", "{who} has {what}: {value}.")
            )
            return template.format(who=label(data["who"]), what=what, value=data["value"])
        if code == "prize_unawarded":
            return QCoreApplication.translate(
                "PrizeWords", "Not awarded: nobody is left for {what}."
            ).format(what=what_words(rule, settings))
        if code == "prize_shared":
            how = (
                QCoreApplication.translate("PrizeWords", "the club shares tied prizes")
                if "shares" in data["how"]
                else QCoreApplication.translate("PrizeWords", "they are level on every tie-break")
            )
            return QCoreApplication.translate("PrizeWords", "Level on {score}: {how}.").format(
                score=data["score"], how=how
            )
        if code == "prize_tie_break":
            parts = []
            for match in TIE_BREAK.finditer(data["text"]):
                other, score, words, mine, theirs = match.groups()
                parts.append(
                    QCoreApplication.translate(
                        "PrizeWords",
                        "Level with {other} on {score}; decided by {how} ({mine} against {theirs})",
                    ).format(
                        other=label(other),
                        score=score,
                        how=_tie_break_words(words),
                        mine=mine,
                        theirs=theirs,
                    )
                )
            return ". ".join(parts) + "." if parts else english
        if code == "prize_left_out":
            return _left_out(data)
        if code == "prize_passed_over":
            return QCoreApplication.translate(
                "PrizeWords",
                "{who} scored {value} but already won {prize} (one prize per person).",
            ).format(who=label(data["who"]), value=data["value"], prize=data["prize"])
    except (KeyError, IndexError):
        return english
    return english


def _left_out(data: dict) -> str:
    """A player the prize list leaves out (issue 21 item 5), by the rule that left them out."""
    who, value, rule = label(data["who"]), data["value"], data["rule"]
    if rule == "leavers":
        text = QCoreApplication.translate(
            "PrizeWords",
            "{who} scored {value} but left early, after change {change}: this prize list"
            " leaves out early leavers.",
        )
        return text.format(who=who, value=value, change=data["change"])
    if rule == "latecomers":
        text = QCoreApplication.translate(
            "PrizeWords",
            "{who} scored {value} but came late, at change {change}: this prize list leaves"
            " out latecomers.",
        )
        return text.format(who=who, value=value, change=data["change"])
    if rule == "whole_evening":
        if data["left"] is not None:
            when = QCoreApplication.translate("PrizeWords", "left after change {0}").format(
                data["left"]
            )
        else:
            when = QCoreApplication.translate("PrizeWords", "came at change {0}").format(
                data["came"]
            )
        text = QCoreApplication.translate(
            "PrizeWords",
            "{who} scored {value} but was not there the whole evening ({when}): the booby"
            " prize needs the whole evening.",
        )
        return text.format(who=who, value=value, when=when)
    if data["booby"]:
        text = QCoreApplication.translate(
            "PrizeWords",
            "{who} scored {value} but played {hands} of the {needed} hands the booby needs.",
        )
    else:
        text = QCoreApplication.translate(
            "PrizeWords",
            "{who} scored {value} but played {hands} of the {needed} hands a place needs.",
        )
    return text.format(who=who, value=value, hands=data["hands"], needed=data["needed"])
