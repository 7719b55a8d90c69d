"""Bid Whist modes and the switches of its rules (rules-reference 3, seed 004).

Every switch of rules-reference section 3 is a field of BidWhistRules, spelt as there.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whistclub.domain.errors import DomainError

FAMILY = "bid_whist"

BOOKS_IN_PLAY = 12  # 004 §03 "se juegan los otros 12"
BOOKS_IN_DEAL = 13  # 004 §06 "12 libros jugados y kitty: 13 en total"
MAX_BID = 7  # 004 §03 "Puja de 3 a 7 libros sobre 6"


class Mode(Enum):
    """The kind of a bid (004 §03 "Indica uptown, downtown o sin triunfo")."""

    UPTOWN = "uptown"
    DOWNTOWN = "downtown"
    NO_TRUMP = "no_trump"

    @property
    def title(self) -> str:
        return {"uptown": "uptown", "downtown": "downtown", "no_trump": "no trump"}[self.value]


class UptownDowntown(Enum):
    """Uptown against downtown at the same number (rules-reference 3.1, disputed #18)."""

    EQUAL = "equal"  # 004 §03 "uptown y downtown empatan y no se superan"
    DOWNTOWN_HIGHER = "downtown_higher"  # MS-BW: No > Low > High


class MadeScore(Enum):
    BOOKS_OVER_SIX = "books_over_six"  # 004 §06 "suma libros reales sobre 6, no solo la puja"
    BID_ONLY = "bid_only"  # PARLETT and many tables


class SetScore(Enum):
    MINUS_BID = "minus_bid"  # 004 §06 "Si falla, resta la puja sin crédito por bazas"


class DefendersScore(Enum):
    NONE = "none"  # 004 §06 "Los defensores siempre suman 0"
    # PARLETT (paraphrased): the opponents score 1 per book over six when they take 7 or more
    BOOKS_OVER_SIX_WHEN_SEVEN_PLUS = "books_over_six_when_seven_plus"


class Boston(Enum):
    """All 13 books to the bidders (rules-reference 3.2, disputed #17)."""

    NO_SPECIAL_RULE = "no_special_rule"  # seed silent: scores like any other made bid
    TIMES_4 = "times_4"  # PARLETT: the made score is multiplied by 4
    WINS_GAME = "wins_game"  # a house rule: a Boston wins the game outright


class RevokeFewerThan3(Enum):
    # 004 §06 "con menos de 3, atribuye los 13 al rival"
    ALL_13_TO_OPPONENTS = "all_13_to_opponents"


@dataclass(frozen=True, slots=True)
class BidWhistRules:
    """Every switch of rules-reference section 3; defaults are those of bid_whist_004."""

    min_bid: int = 3  # 004 §03 "de 3 a 7"; §08 "Mínimo 4 ... requieren acuerdo aparte"
    target: int = 7  # 004 §07 "+7 o más gana"
    lose_at: int = -7  # 004 §07 "−7 o menos pierde"
    dealer_must_bid: bool = True  # 004 §02 "Tras tres pases el repartidor debe pujar"
    uptown_downtown: UptownDowntown = UptownDowntown.EQUAL
    kitty_books: int = 1  # 004 §03 "El descarte ya cuenta un libro de pareja"
    made_score: MadeScore = MadeScore.BOOKS_OVER_SIX
    set_score: SetScore = SetScore.MINUS_BID
    no_trump_multiplier: int = 2  # 004 §06 "Sin triunfo duplica ambos resultados"
    defenders_score: DefendersScore = DefendersScore.NONE
    boston: Boston = Boston.NO_SPECIAL_RULE
    revoke_transfer_books: int = 3  # 004 §06 "transfiere 3 libros del infractor"
    revoke_offender_fewer_than_3: RevokeFewerThan3 = RevokeFewerThan3.ALL_13_TO_OPPONENTS

    @property
    def books_in_deal(self) -> int:
        """The books a deal holds: the 12 played and the kitty's, when it counts (004 §06:
        "12 libros jugados y kitty: 13 en total")."""
        return BOOKS_IN_PLAY + self.kitty_books

    def check(self) -> None:
        """Refuse settings that have no meaning, naming the switch."""
        if not 1 <= self.min_bid <= MAX_BID:
            _refuse_switch("min_bid", "the lowest bid must be from 1 to 7")
        if self.target < 1:
            _refuse_switch("target", "the target must be at least 1")
        if self.lose_at > -1:
            _refuse_switch("lose_at", "the losing score must be -1 or lower")
        if self.no_trump_multiplier < 1:
            _refuse_switch("no_trump_multiplier", "the no-trump multiplier must be at least 1")
        if self.kitty_books not in (0, 1):
            _refuse_switch("kitty_books", "the kitty counts as 0 or 1 book")
        if self.revoke_transfer_books < 0:
            _refuse_switch("revoke_transfer_books", "a revoke cannot transfer fewer than 0")


def _refuse_switch(switch: str, text: str) -> None:
    raise DomainError("bad_switch_value", text, where=f"rules, field {switch}")
