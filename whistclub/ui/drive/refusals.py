"""Refusals met on the drive screens, in the window's language.

The drive domain refuses with a stable code and data (whistclub/domain/drive/event.py
`table_result`); the ones the entry grid meets are worded here, with the place ("change 3,
table 2, hand 1") in front. Other refusals go to the window's general wording
(whistclub/ui/errors.py), which shows the domain's English sentence for codes it does not know.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.errors import DomainError
from whistclub.ui import i18n

WORDED: dict[str, str] = {
    "tricks_range": QT_TRANSLATE_NOOP(
        "DriveRefusals", "tricks must be a whole number from 0 to 13, not {tricks}"
    ),
    "tricks_over_13": QT_TRANSLATE_NOOP(
        "DriveRefusals",
        "North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the cards",
    ),
    "tricks_not_13": QT_TRANSLATE_NOOP(
        "DriveRefusals",
        "North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or approve"
        " an exception with a note (a misdeal, a card short)",
    ),
    "hand_count": QT_TRANSLATE_NOOP(
        "DriveRefusals", "give the tricks of every hand of this change ({hands})"
    ),
}
PLACE = re.compile(r"^change (\d+), table (\d+)(?:, hand (\d+))?$")


def drive_refusal_text(error: Exception) -> str:
    """The refusal as the secretary reads it, in the window's language."""
    # The window's refusals' words load at the first refusal, not with the drives page.
    from whistclub.ui.errors import refusal_text

    if (
        not isinstance(error, DomainError)
        or i18n.current_language() == "en"
        or error.code not in WORDED
    ):
        return refusal_text(error)
    try:
        text = QCoreApplication.translate("DriveRefusals", WORDED[error.code]).format(**error.data)
    except (KeyError, IndexError):  # the domain changed its data: say it in English
        return str(error)
    place = PLACE.match(error.where or "")
    if place is None:
        return text
    change, table, hand = place.groups()
    if hand is None:
        where = QCoreApplication.translate("DriveRefusals", "Change {0}, table {1}").format(
            change, table
        )
    else:
        where = QCoreApplication.translate(
            "DriveRefusals", "Change {0}, table {1}, hand {2}"
        ).format(change, table, hand)
    return f"{where}: {text}"
