"""The three score pads' families, by the family name the presets give (the pieces live in
family_base.py, family_partnership.py, family_solo.py and family_bid_whist.py)."""

from __future__ import annotations

from whistclub.ui.family_base import (
    SEATS,
    SUITS,
    Cell,
    EntryError,
    Family,
    OpenGame,
    first_dealer_key,
    signed,
)
from whistclub.ui.family_bid_whist import BidWhist
from whistclub.ui.family_partnership import PENALTIES, Partnership
from whistclub.ui.family_solo import Solo

FAMILIES: dict[str, type[Family]] = {
    "partnership": Partnership,
    "solo": Solo,
    "bid_whist": BidWhist,
}

__all__ = [
    "FAMILIES",
    "PENALTIES",
    "SEATS",
    "SUITS",
    "BidWhist",
    "Cell",
    "EntryError",
    "Family",
    "OpenGame",
    "Partnership",
    "Solo",
    "first_dealer_key",
    "signed",
]
