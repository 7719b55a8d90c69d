"""How the window's language writes dates (and, through its locale, money).

Its own small module so that a page that shows a date (the drives, the season, the evening,
the dialogs) does not import the club games' page and its score pads with it (issue 24: a
first page switch builds the page; the drive page imported 58 modules).
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QLocale

from whistclub.ui import i18n


def window_locale() -> QLocale:
    """How the window's language writes dates and money: the system's own conventions when
    the system speaks that language (a British laptop writes 2/12/2026), else the
    language's (a Spanish window on an English laptop still writes 2/12/2026, 8,00 €)."""
    system = QLocale.system()
    language = i18n.current_language()
    if system.name().split("_")[0] == language:
        return system
    return QLocale(language)


def date_format() -> str:
    """The short date format of the window's language, with the year in full."""
    text = window_locale().dateFormat(QLocale.FormatType.ShortFormat)
    return text if "yyyy" in text else text.replace("yy", "yyyy")


def day_text(day: date | None) -> str:
    return QDate(day.year, day.month, day.day).toString(date_format()) if day else ""
