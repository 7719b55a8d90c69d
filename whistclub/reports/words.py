"""The printables' words in the club's language: the window's catalogue, read without Qt.

The PDFs and the workbook are made by the command line as well as the window, with no display
and no QApplication, so they do not ask Qt's translator: they read the same catalogue the
window's .qm is compiled from (resources/i18n/whistclub_<lang>.ts, kept in git and filled by
tools/i18n.py) with the standard library. Strings are marked for that catalogue by calling
`words.translate("Reports", "...")` with literal arguments, which pyside6-lupdate collects as
it does QCoreApplication.translate() (tools/i18n.py update), so one `make i18n` keeps the
window and the paper in step.

Dates and numbers are written as each language writes them (18 December 2026, 8.13;
18 de diciembre de 2026, 8,13), amounts in the club's currency (£2.50; 2,50 €).
"""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "es")
DEFAULT_LANGUAGE = "en"
# Symbols of the currencies clubs use; any other ISO 4217 code is printed as its code.
SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "$", "AUD": "$", "CAD": "$", "NZD": "$", "IEP": "£"}


def _catalogue_file(language: str) -> Path:
    from whistclub import paths

    return paths.resources() / "i18n" / f"whistclub_{language}.ts"


@cache
def _catalogue(language: str) -> dict[tuple[str, str], str]:
    """(context, English) -> the finished translation; unfinished ones are left out."""
    import xml.etree.ElementTree as ET  # at the first Spanish paper, not with every page

    path = _catalogue_file(language)
    found: dict[tuple[str, str], str] = {}
    if not path.is_file():
        return found
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") == "unfinished":
                continue
            if translation.text:
                found[(name, source)] = translation.text
    return found


class Words:
    """One language's words for paper: `translate`, `date`, `number`, `money`."""

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"the printables come in {' or '.join(LANGUAGES)}, not {language!r}")
        self.language = language

    def translate(self, context: str, text: str) -> str:
        """`text` in this language (as typed when the catalogue has no translation yet)."""
        if self.language == DEFAULT_LANGUAGE:
            return text
        return _catalogue(self.language).get((context, text), text)

    @property
    def decimal_mark(self) -> str:
        return "," if self.language == "es" else "."

    def number(
        self, value: Fraction | int | float | None, places: int = 2, fixed: bool = False
    ) -> str:
        """Whole numbers plainly (`fixed`: always `places` decimals); others to `places`
        decimals, halves rounded up as a spreadsheet does (195/24 is 8.13 on paper and in the
        workbook alike)."""
        if value is None:
            return ""
        exact = Fraction(value)
        if exact.denominator == 1 and not fixed:
            return str(exact.numerator)
        quantum = Decimal(1).scaleb(-places)
        decimal = (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(
            quantum, rounding=ROUND_HALF_UP
        )
        text = f"{decimal:f}" if fixed else f"{decimal:f}".rstrip("0").rstrip(".")
        return text.replace(".", self.decimal_mark)

    def money(self, amount: Fraction | int | float | Decimal, currency: str) -> str:
        """£2.50 in English; 2,50 € in Spanish (the symbol after the amount, as Spain writes)."""
        value = Decimal(str(amount)) if isinstance(amount, float) else amount
        exact = Fraction(value)
        sign = "-" if exact < 0 else ""
        cents = (Decimal(abs(exact.numerator)) / Decimal(exact.denominator)).quantize(
            Decimal("0.01"), rounding=ROUND_HALF_UP
        )
        figures = f"{cents:,.2f}"  # 1,234.50
        symbol = SYMBOLS.get(currency.upper(), currency.upper())
        if self.language == "es":
            figures = figures.replace(",", " ").replace(".", ",").replace(" ", ".")
            return f"{sign}{figures} {symbol}"
        spacer = "" if len(symbol) == 1 else " "
        return f"{sign}{symbol}{spacer}{figures}"

    def date(self, iso: str) -> str:
        """ "2026-12-18" as the language writes it; text that is not a date is kept as is."""
        try:
            day = dt.date.fromisoformat(iso.strip())
        except ValueError:
            return iso
        month = self._month(day.month)
        if self.language == "es":
            return f"{day.day} de {month} de {day.year}"
        return f"{day.day} {month} {day.year}"

    def _month(self, month: int) -> str:
        names = (
            self.translate("Reports", "January"),
            self.translate("Reports", "February"),
            self.translate("Reports", "March"),
            self.translate("Reports", "April"),
            self.translate("Reports", "May"),
            self.translate("Reports", "June"),
            self.translate("Reports", "July"),
            self.translate("Reports", "August"),
            self.translate("Reports", "September"),
            self.translate("Reports", "October"),
            self.translate("Reports", "November"),
            self.translate("Reports", "December"),
        )
        return names[month - 1]


@cache
@cache
def words_for(language: str = DEFAULT_LANGUAGE) -> Words:
    """One Words a language (they hold nothing but the language: every card asks)."""
    return Words(language)


ENGLISH = words_for(DEFAULT_LANGUAGE)
