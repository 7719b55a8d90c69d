"""A whist-drive evening as recorded facts: settings, entrants and table results.

What a drive needs is gathered in ../shared/whist-drives.md; the settings are issue 6 item 1.
Everything is a value: the evening is worked out from these facts (evening.py), so a
correction is a new fact and the scores follow, while played seatings stay as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from whistclub.domain.drive.movements.progressive import Layout, Movers, TieRule
from whistclub.domain.errors import DomainError

TRICKS_PER_HAND = 13  # whist-drives.md: "Every hand has 13 tricks"
# The booby prize needs the whole evening by default (issue 21 item 5: "clubs usually: the
# booby needs the whole evening"): there from change 1 and still there at the end.
WHOLE_EVENING = "all"


class Format(Enum):
    """Who moves (whist-drives.md, "Formats (who moves)")."""

    PROGRESSIVE = "progressive"  # ladies/gents, one partnership per table moves on results
    SEMI_PARTNER = "semi_partner"  # winners keep their partner and stay; losers move
    PARTNER = "partner"  # fixed pairs, Mitchell movement, scored per couple
    INDIVIDUAL = "individual"  # rotating partners from a fixed schedule


class SitOutScoring(Enum):
    """How a hand sat out is scored (whist-drives.md, "Odd numbers": a club setting)."""

    AVERAGE = "average"  # the room's average for that hand
    FLAT_7 = "flat_7"  # 7 tricks, the "par" of 13
    PER_HAND = "per_hand"  # nothing; players are ranked by average per hand played


class ShortTable(Enum):
    """What happens when the room does not make whole tables (whist-drives.md, "Odd numbers";
    issue 5 item 3: "a three-handed table with a dummy is a club option, off by default")."""

    SIT_OUT = "sit_out"  # spare players sit out in turn (the flirts' table)
    DUMMY = "dummy"  # one table plays three-handed with a dummy hand


class TieBreak(Enum):
    """How a tie for a prize is broken (whist-drives.md, "Prizes": a setting)."""

    SECOND_HALF = "second_half"  # the better second half
    HANDS_WON = "hands_won"  # more hands won
    COUNT_BACK = "count_back"  # the better last hand, then the one before, ...


class Role(Enum):
    LADY = "lady"
    GENT = "gent"


@dataclass(frozen=True, slots=True)
class PrizeRule:
    """One line of the prize list.

    `place` is 1, 2, 3, ... or "last" (the booby). `role` limits it to one seat role,
    `half` to one half's score; `most` names a count instead of the score ("ten_plus": most
    hands with 10 or more tricks).
    """

    name: str
    place: int | str = 1
    role: Role | None = None
    half: int | None = None
    most: str | None = None


@dataclass(frozen=True, slots=True)
class Settings:
    format: Format = Format.PROGRESSIVE
    movers: Movers = Movers.WINNERS
    layout: Layout = Layout.CIRCLE
    movement_tie: TieRule = TieRule.COUNT_BACK
    roles: bool = True
    hands_per_change: int = 1
    changes: int = 24
    half_after: int | None = 12  # the last change of the first half; None: one half
    trumps: tuple[str, ...] = ("hearts", "clubs", "diamonds", "spades")
    sit_out: SitOutScoring = SitOutScoring.AVERAGE
    tie_breaks: tuple[TieBreak, ...] = (
        TieBreak.SECOND_HALF,
        TieBreak.HANDS_WON,
        TieBreak.COUNT_BACK,
    )  # empty: tied players share the prize
    prizes: tuple[PrizeRule, ...] = ()
    one_prize_each: bool = True
    # Who may win (issue 21 item 5; whist-drives.md, "Latecomers join at the next change; early
    # leavers are withdrawn; their scores stay"): their scores stay in the standings, and the
    # prize list says whether they can win. A hand sat out counts as a hand at the evening.
    prizes_for_leavers: bool = True
    prizes_for_latecomers: bool = True
    places_min_hands: int = 0  # every prize but the booby
    booby_min_hands: int | str = WHOLE_EVENING  # the booby: the whole evening, or a number
    entry_fee_pence: int = 0
    skip: bool = False  # partner drives with an even number of tables (partner.py)
    short_table: ShortTable = ShortTable.SIT_OUT
    seed: int = 0

    def __post_init__(self) -> None:
        if self.hands_per_change < 1:
            raise DomainError(
                "hands_per_change", "hands per change must be 1 or more", where="settings"
            )
        if self.changes < 1:
            raise DomainError("changes", "the evening needs at least one change", where="settings")
        if self.half_after is not None and not 1 <= self.half_after < self.changes:
            raise DomainError(
                "half_after",
                "the interval must come after a change between 1 and {last}",
                where="settings, field half_after",
                last=self.changes - 1,
            )
        if self.entry_fee_pence < 0:
            raise DomainError("entry_fee", "the entry fee cannot be negative", where="settings")
        if self.places_min_hands < 0:
            raise DomainError(
                "places_min_hands",
                "the hands a prize needs cannot be negative",
                where="settings, field places_min_hands",
            )
        booby = self.booby_min_hands
        if booby != WHOLE_EVENING and not (
            isinstance(booby, int) and not isinstance(booby, bool) and booby >= 0
        ):
            raise DomainError(
                "booby_min_hands",
                'the hands the booby needs are a number from 0, or "all" (the whole evening),'
                " not {value!r}",
                where="settings, field booby_min_hands",
                value=booby,
            )

    def half_of(self, change: int) -> int:
        """1 or 2: the half a change belongs to."""
        return 1 if self.half_after is None or change <= self.half_after else 2

    def trump_for(self, hand: int) -> str:
        """The trump of hand number `hand` (1-based over the evening), from the printed sequence."""
        return self.trumps[(hand - 1) % len(self.trumps)] if self.trumps else ""


@dataclass(frozen=True, slots=True)
class Entrant:
    """One player at the door: their card number, name, seat role and comings and goings.

    `joins_at` is the first change played (latecomers join at the next change);
    `leaves_after` the last change played by an early leaver, whose scores stay;
    `fixed_seat` the table of a player who cannot move (mobility), kept all evening in
    progressive drives ("Some players cannot move tables ...: they keep a fixed seat and the
    movement works around them", whist-drives.md).
    """

    card: int
    name: str
    role: Role | None = None
    joins_at: int = 1
    leaves_after: int | None = None
    fixed_seat: int | None = None

    def present_at(self, change: int) -> bool:
        return self.joins_at <= change and (
            self.leaves_after is None or change <= self.leaves_after
        )


@dataclass(frozen=True, slots=True)
class TableResult:
    """What a table reported for one change: North-South and East-West tricks, hand by hand.

    `note` records an approved exception (a misdeal, a card short): with a note the hand's
    tricks need not total 13; without one they must (whist-drives.md, "Score cards").
    """

    change: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    note: str = ""

    @property
    def exception(self) -> bool:
        return bool(self.note)


def table_result(
    change: int,
    table: int,
    ns: Sequence[int],
    ew: Sequence[int] | None = None,
    note: str = "",
    hands: int = 1,
) -> TableResult:
    """A checked table result; East-West is filled in as 13 minus North-South when absent.

    Refuses what cannot be right: the wrong number of hands, tricks outside 0..13, and (unless
    an exception is approved with a note) a hand whose tricks do not total 13.
    """
    if not note and len(ns) == hands and all(type(t) is int and 0 <= t <= 13 for t in ns):
        # The common case, checked quickly: it runs for every table after every entry.
        filled = tuple(TRICKS_PER_HAND - t for t in ns)
        if ew is None or (tuple(ew) == filled and all(type(t) is int for t in ew)):
            return TableResult(change, table, tuple(ns), filled)
    where = f"change {change}, table {table}"
    if len(ns) != hands:
        raise DomainError(
            "hand_count",
            "{count} hand(s) given for North-South; this evening plays {hands} per change",
            where=where,
            count=len(ns),
            hands=hands,
        )
    for hand, tricks in enumerate((*ns, *(ew or ())), start=1):
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
            raise DomainError(
                "tricks_range",
                "tricks must be a whole number from 0 to 13, not {tricks}",
                where=f"{where}, hand {(hand - 1) % hands + 1}",
                tricks=tricks,
            )
    east_west = (
        tuple(TRICKS_PER_HAND - t for t in ns) if ew is None and not note else tuple(ew or ())
    )
    if len(east_west) != hands:
        raise DomainError(
            "hand_count",
            "give East-West tricks for all {hands} hand(s) when an exception is approved",
            where=where,
            hands=hands,
        )
    for hand, (a, b) in enumerate(zip(ns, east_west, strict=True), start=1):
        place = f"{where}, hand {hand}"
        if a + b > TRICKS_PER_HAND:
            raise DomainError(
                "tricks_over_13",
                "North-South {ns} and East-West {ew} make {total}, more than 13 tricks;"
                " check the cards",
                where=place,
                ns=a,
                ew=b,
                total=a + b,
            )
        if a + b != TRICKS_PER_HAND and not note:
            raise DomainError(
                "tricks_not_13",
                "North-South {ns} and East-West {ew} make {total}, not 13; check the cards,"
                " or approve an exception with a note (a misdeal, a card short)",
                where=place,
                ns=a,
                ew=b,
                total=a + b,
            )
    return TableResult(change, table, tuple(ns), east_west, note)
