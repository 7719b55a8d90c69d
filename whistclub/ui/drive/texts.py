"""Words for the drive domain's codes in the window's language (the domain keeps the codes)."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from whistclub.reports.words import ENGLISH
from whistclub.ui.labels import suit_name

FORMATS = ("progressive", "semi_partner", "partner", "individual")
SIT_OUTS = ("average", "flat_7", "per_hand")
TRUMP_SEQUENCES = (
    ("hearts", "clubs", "diamonds", "spades"),
    ("hearts", "clubs", "diamonds", "spades", "no_trump"),
    ("spades", "hearts", "diamonds", "clubs"),
)
PRINTABLES = (
    "standings",
    "half_time",
    "prizes",
    "money",
    "cards",
    "blank_cards",
    "tables",
    "tents",
    "slips",
    "wallchart",
    "guide",
)


def format_name(code: str) -> str:
    return {
        "progressive": QCoreApplication.translate("Drive", "Progressive (ladies and gents)"),
        "semi_partner": QCoreApplication.translate("Drive", "Semi-partner"),
        "partner": QCoreApplication.translate("Drive", "Partner drive (fixed pairs)"),
        "individual": QCoreApplication.translate("Drive", "Individual (rotating partners)"),
    }[code]


def sit_out_name(code: str) -> str:
    return {
        "average": QCoreApplication.translate("Drive", "Room average for the hand"),
        "flat_7": QCoreApplication.translate("Drive", "A flat 7 tricks"),
        "per_hand": QCoreApplication.translate("Drive", "Nothing: rank by average per hand"),
    }[code]


def role_name(code: str | None) -> str:
    if code is None:
        return ""
    return {
        "lady": QCoreApplication.translate("Drive", "Lady"),
        "gent": QCoreApplication.translate("Drive", "Gent"),
    }[code]


def trump_name(code: str) -> str:
    """A suit as the score pads name it ("♥ Hearts"), or no trumps."""
    if code == "no_trump":
        return QCoreApplication.translate("Drive", "No trumps")
    if code in ("hearts", "clubs", "diamonds", "spades"):
        return suit_name(code)
    return code


def trump_symbol(code: str) -> str:
    return {"hearts": "♥", "clubs": "♣", "diamonds": "♦", "spades": "♠"}.get(
        code, QCoreApplication.translate("Drive", "NT")
    )


def printable_name(code: str) -> str:
    return {
        "standings": QCoreApplication.translate("Drive", "Standings and prize list"),
        "half_time": QCoreApplication.translate("Drive", "Standings at half-time"),
        "cards": QCoreApplication.translate("Drive", "Score cards"),
        "blank_cards": QCoreApplication.translate("Drive", "Blank score cards"),
        "tables": QCoreApplication.translate("Drive", "Table cards"),
        "tents": QCoreApplication.translate("Drive", "Tent cards (a number for each table)"),
        "slips": QCoreApplication.translate("Drive", "Table result slips"),
        "wallchart": QCoreApplication.translate("Drive", "Wall chart for the door"),
        "prizes": QCoreApplication.translate("Drive", "Prize-giving script"),
        "money": QCoreApplication.translate("Drive", "Money sheet"),
        "guide": QCoreApplication.translate("Drive", "Movement guide"),
    }[code]


# The audit's actions in words, for translation (lupdate reads the literals); each is
# translated when shown, one at a time: a History tab of 1,100 entries translated the
# whole list at every entry (16,000 calls, issue 24).
ACTION_WORDS = {
    "drive.created": QT_TRANSLATE_NOOP("Drive", "evening created"),
    "drive.settings_changed": QT_TRANSLATE_NOOP("Drive", "settings changed"),
    "drive.entrant_registered": QT_TRANSLATE_NOOP("Drive", "entrant registered"),
    "drive.entrant_added": QT_TRANSLATE_NOOP("Drive", "entrant registered"),
    "drive.entrant_left": QT_TRANSLATE_NOOP("Drive", "entrant left"),
    "drive.entrant_withdrawn": QT_TRANSLATE_NOOP("Drive", "entrant left"),
    "drive.change_called": QT_TRANSLATE_NOOP("Drive", "change called"),
    "drive.seating_recorded": QT_TRANSLATE_NOOP("Drive", "change called"),
    "drive.result_entered": QT_TRANSLATE_NOOP("Drive", "result entered"),
    "drive.result_recorded": QT_TRANSLATE_NOOP("Drive", "result entered"),
    "drive.result_corrected": QT_TRANSLATE_NOOP("Drive", "result corrected"),
    "drive.result_deleted": QT_TRANSLATE_NOOP("Drive", "result cleared"),
    "drive.money_changed": QT_TRANSLATE_NOOP("Drive", "money sheet changed"),
    "undo": QT_TRANSLATE_NOOP("Drive", "undone"),
}


def action_name(action: str) -> str:
    words = ACTION_WORDS.get(action)
    return action if words is None else QCoreApplication.translate("Drive", words)


def score_text(value: Fraction | int | float) -> str:
    """Whole numbers as they are, halves and the like with one or two decimals, with the
    decimal sign of the window's language (6.5 in English, 6,5 in Spanish)."""
    exact = Fraction(value).limit_denominator(1000)
    if exact.denominator == 1:
        return str(exact.numerator)
    locale = QLocale()
    point = locale.decimalPoint()
    text = locale.toString(float(exact), "f", 2)
    return text.rstrip("0").rstrip(point)


def decimal_text(value: Fraction | float, places: int = 2) -> str:
    """A number with `places` decimals and the decimal sign of the window's language (6.79 in
    English, 6,79 in Spanish; issue 21: one decimal convention per language on screen), with
    no thousands separator, so an amount shown in a box reads back as typed
    (services/evening_money.py `pence` takes either sign). Halves are rounded up, from the
    exact value, as the paper and the workbook round them (reports/words.py `number`): 195/24
    is 8.13 on screen too, where a float's own rounding gave 8.12."""
    exact = value if isinstance(value, Fraction) else Fraction(str(value))  # 2.5 as typed
    return ENGLISH.number(exact, places, fixed=True).replace(".", QLocale().decimalPoint())


def money_text(pence: int, currency: str = "GBP") -> str:
    """An amount in the club's currency as the window's language writes it (£2.50; 2,50 €)."""
    from whistclub.ui.money import money_text as in_currency

    return in_currency(pence, currency)


def counted(n: int, one: str, many: str) -> str:
    """ "1 player", "3 players": the form for one or for many, both already translated (English
    and Spanish both have the two forms); `{n}` in them is the number."""
    return (one if n == 1 else many).format(n=n)
