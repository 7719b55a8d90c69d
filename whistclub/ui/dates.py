"""How the window's language writes dates (and, through its locale, money).

Its own small module so that a page that shows a date (the drives, the season, the evening,
the dialogs) does not import the club games' page and its score pads with it (issue 24: a
first page switch builds the page; the drive page imported 58 modules).
"""

from __future__ import annotations

import time
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache

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


def moment_text(at: object) -> str:
    """An audit entry's moment on this computer's clock (stored in UTC: SQLite gives it back
    without a zone, PostgreSQL with one), its date as the window's language writes it, the
    year in full (issue 28): the game's history and the drive's History tab."""
    if not isinstance(at, datetime):
        return str(at or "")
    utc = at.astimezone(UTC) if at.tzinfo else at
    hour = utc.replace(minute=0, second=0, microsecond=0)
    local = utc.replace(tzinfo=None) + _offset_at(hour, time.tzname)
    day = _day_in(local.date(), i18n.current_language(), QLocale.system().name())
    return f"{day} {local.hour:02}:{local.minute:02}:{local.second:02}"


@lru_cache(maxsize=256)
def _offset_at(hour: datetime, zone: tuple[str, str]) -> timedelta:
    """This computer's offset from UTC at the UTC `hour` in its time zone `zone` (zones
    change their offset on the hour): asking the system's zone at every entry took two
    thirds of moment_text."""
    return hour.replace(tzinfo=UTC).astimezone().utcoffset() or timedelta(0)


@lru_cache(maxsize=256)
def _day_in(day: date, language: str, system: str) -> str:
    """day_text, once a day, language and system locale: an evening's 1,100 entries share a
    date or two, and working its format out again took a third of the History tab's fill
    (issue 24)."""
    return day_text(day)
