"""Value types shared by every variant: suits, seats, partnerships."""

from __future__ import annotations

from enum import Enum


class Suit(Enum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"

    @property
    def symbol(self) -> str:
        return {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}[self.value]


class Side(Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS


class Seat(Enum):
    """Compass seats, listed clockwise; the deal passes to the left (clockwise)."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    def next(self) -> Seat:
        """The seat to this one's left, who deals or speaks next."""
        order = list(Seat)
        return order[(order.index(self) + 1) % 4]

    @property
    def side(self) -> Side:
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW
