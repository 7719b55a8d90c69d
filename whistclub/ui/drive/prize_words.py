"""Why each prize went where it did, in the window's language.

The wording itself is whistclub/reports/prize_wording.py, shared with the printables so the
prize list on paper says what the window says; here it is asked through Qt's translator
(the "PrizeWords" strings of the window's .qm) and the window's current language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from whistclub.domain.drive.event import PrizeRule, Settings
from whistclub.domain.drive.prizes import Award
from whistclub.reports import prize_wording
from whistclub.ui import i18n


class _WindowWords:
    """The window's translator in the shape prize_wording asks for."""

    @property
    def language(self) -> str:
        return i18n.current_language()

    def translate(self, context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)


WINDOW = _WindowWords()


def label(english: str) -> str:
    """ "Ann (card 5)", "Ann and Bob (cards 1 and 2)" in the window's language."""
    return prize_wording.label(WINDOW, english)


def what_words(rule: PrizeRule, settings: Settings, position: str = "") -> str:
    """What the prize is for: "the highest total among ladies", in the window's language."""
    return prize_wording.what_words(WINDOW, rule, settings, position)


def reason(award: Award, rule: PrizeRule | None, settings: Settings) -> str:
    """The award's reason in the window's language."""
    return prize_wording.reason(WINDOW, award, rule, settings)
