"""The score pads' common ground: a deal's entry cells, the open game, the base of the three
families (family_partnership.py, family_solo.py, family_bid_whist.py; families.py lists them).

What differs between the three score pads: the entry cells of a deal, the facts they make,
the table columns, the running status line and who deals next.

Each family reads its deals' facts and the domain's scored result (score_document), so the
window never computes a score itself. Entry cells are plain widgets; digits, Tab and Enter
are enough for a plain deal (design.md, UI rules of thumb).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from whistclub.domain.cards import Seat
from whistclub.domain.documents import document_rules
from whistclub.domain.variants.profiles import Preset
from whistclub.ui.models import Column

SUITS = ("spades", "hearts", "diamonds", "clubs")
SEATS = ("N", "E", "S", "W")


class EntryError(Exception):
    """A cell the secretary must fix before the deal can be recorded."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key
        self.message = message


@dataclass
class Cell:
    """One entry cell: the fact it fills (`key`), its heading and its widget."""

    key: str
    heading: str
    widget: QWidget
    own_line: bool = False  # a wide, optional cell (the auction) goes on a line of its own


@dataclass
class OpenGame:
    """A snapshot of one game as the pad shows it (rows copied after the last change)."""

    game: dict[str, Any]
    header: dict[str, Any]
    deals: list[dict[str, Any]]
    seats: dict[str, int | None]
    names: dict[int, str]
    preset: Preset
    result: dict[str, Any]
    database_name: str = ""
    rules: Any = field(default=None)

    def __post_init__(self) -> None:
        self.rules = document_rules(self.header, self.preset)

    def seat_player(self, seat: str) -> str:
        player = self.seats.get(seat)
        return self.names.get(player, seat) if player is not None else seat


class LetterBox(QComboBox):
    """A choice picked by its first letter: each letter typed picks the next item that begins
    with it, however fast the keys come (Qt's own search joins quick keys into one word)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        letter = event.text().casefold()
        if (
            len(letter) == 1
            and letter.isalpha()
            and not event.modifiers()
            & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        ):
            texts = [self.itemText(i).casefold() for i in range(self.count())]
            starts = [i for i, text in enumerate(texts) if text.startswith(letter)]
            if starts:
                after = [i for i in starts if i > self.currentIndex()]
                self.setCurrentIndex((after or starts)[0])
                event.accept()
                return
        super().keyPressEvent(event)


def letter_combo(parent: QWidget, items: list[tuple[str, Any]], name: str) -> QComboBox:
    return combo(parent, items, name, LetterBox)


def combo(
    parent: QWidget,
    items: list[tuple[str, Any]],
    name: str,
    kind: type[QComboBox] = QComboBox,
) -> QComboBox:
    box = kind(parent)
    box.setObjectName(name)
    for text, value in items:
        box.addItem(text, value)
    return box


def line(parent: QWidget, name: str, width: int = 4) -> QLineEdit:
    edit = QLineEdit(parent)
    edit.setObjectName(name)
    edit.setMaxLength(width)
    edit.setFixedWidth(70 + 12 * width)
    return edit


def whole_number(edit: QLineEdit, key: str, message: str, *, blank_ok: bool = False) -> int | None:
    text = edit.text().strip()
    if not text and blank_ok:
        return None
    try:
        return int(text)
    except ValueError:
        raise EntryError(key, message) from None


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def score_pair(ns: int, ew: int) -> str:
    """A score as "NS–EW": "5–0"; with a side below zero (Bid Whist) the dash is spaced,
    "5 – -3", where "5–-3" read as two dashes. The minus is the hyphen the deltas beside it
    and the explanations write (signed)."""
    if ns >= 0 and ew >= 0:
        return f"{ns}–{ew}"
    return f"{ns} – {ew}"


class Family:
    """The base of the three pads' rules of entry and display."""

    family = ""

    def __init__(self, game: OpenGame) -> None:
        self.game = game

    # Entry cells, built once per pad; `first` takes the focus for a new deal.
    def cells(self, parent: QWidget) -> list[Cell]:
        raise NotImplementedError

    def facts(self, dealer: str | None) -> dict[str, Any]:
        raise NotImplementedError

    def load(self, facts: Mapping[str, Any]) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError

    def columns(self) -> list[Column]:
        raise NotImplementedError

    def rows(self) -> list[dict[str, Any]]:
        raise NotImplementedError

    def status(self) -> str:
        raise NotImplementedError

    def finished(self) -> bool:
        raise NotImplementedError

    def next_dealer(self) -> tuple[str | None, str]:
        """(the fact to store as the next deal's dealer, the words to show)."""
        raise NotImplementedError

    def turn_up_note(self) -> str:
        return ""

    def cell_for(self, where: str) -> str | None:
        """The entry cell a DomainError's place ("deal 3, field tricks") points to."""
        for part in where.split(","):
            words = part.strip().split()
            if len(words) >= 2 and words[0] == "field":
                return words[1]
        return None

    # Seat-based families keep the dealer on each deal; the first one is the game's choice.
    def _seat_dealer(self) -> tuple[str | None, str]:
        deals = self.game.deals
        if deals and deals[-1]["facts"].get("dealer") in SEATS:
            seat = Seat(deals[-1]["facts"]["dealer"]).next().value
        else:
            seat = first_dealer(self.game)
        return seat, f"{self.game.seat_player(seat)} ({seat})"

    def _side_players(self, side: str) -> str:
        return " & ".join(self.game.seat_player(seat) for seat in side_seats(side))


def deal_and_dealer_columns() -> list[Column]:
    """The first two columns of every score pad: the deal's number and who dealt it."""
    return [
        Column(
            QCoreApplication.translate("ScorePad", "Deal"),
            lambda r: str(r["number"]),
            lambda r: r["number"],
            True,
        ),
        Column(
            QCoreApplication.translate("ScorePad", "Dealer"),
            lambda r: r["dealer"],
            may_shorten=True,
        ),
    ]


def first_dealer(game: OpenGame) -> str:
    """The seat that dealt first: a partnership game keeps it in its document's informational
    "seats"; the Bid Whist document has no place for it, so the window keeps it in its
    settings (by database and game) until the first deal records its dealer."""
    seats = game.header.get("seats")
    if isinstance(seats, Mapping) and seats.get("dealer") in SEATS:
        return str(seats["dealer"])
    from whistclub.ui.settings import qsettings

    kept = qsettings().value(first_dealer_key(game.database_name, game.game["id"]))
    return str(kept) if kept in SEATS else "N"


def first_dealer_key(database_name: str, game_id: int) -> str:
    return f"first_dealer/{database_name}/{game_id}"


def side_seats(side: str) -> tuple[str, str]:
    return ("N", "S") if side == "NS" else ("E", "W")
