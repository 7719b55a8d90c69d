"""A small evening worked out by hand, the ground truth of the report tests.

Individual drive, 9 players, 2 tables, 3 one-hand changes, interval after change 2; player 9
sits out every change and is credited the room's average (6.5: two tables, 13 tricks a
table, four partnerships). Seatings and results:

change 1 (hearts):   T1 N1 S2 E3 W4, NS 8 EW 5    T2 N5 S6 E7 W8, NS 4 EW 9
change 2 (clubs):    T1 N1 S3 E5 W7, NS 6 EW 7    T2 N2 S4 E6 W8, NS 10 EW 3
change 3 (diamonds): T1 N1 S5 E2 W6, NS 7 EW 6    T2 N3 S7 E4 W8, NS 2 EW 11

Totals by hand (first half + second half):
1: 8+6 + 7 = 21    2: 8+10 + 6 = 24    3: 5+6 + 2 = 13    4: 5+10 + 11 = 26
5: 4+7 + 7 = 18    6: 4+3 + 6 = 13     7: 9+7 + 2 = 18    8: 9+3 + 11 = 23
9: 6.5+6.5 + 6.5 = 19.5
"""

from __future__ import annotations

from fractions import Fraction

from whistclub.domain.drive.event import Entrant, Format, PrizeRule, Settings, table_result
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.standings import PlayedChange
from whistclub.reports.data import DriveRecord

NAMES = {
    1: "Ann Lee",
    2: "José Muñoz",
    3: "Zoë Brown",
    4: "Bill Smith",
    5: "Ñuria Ávila",
    6: "Seán O'Neill",
    7: "Ruth Dupré",
    8: "Dan Ngata",
    9: "Íñigo <b>bold</b> & Sons",
}

SEATINGS = (
    ((1, (1, 2), (3, 4)), (2, (5, 6), (7, 8))),
    ((1, (1, 3), (5, 7)), (2, (2, 4), (6, 8))),
    ((1, (1, 5), (2, 6)), (2, (3, 7), (4, 8))),
)
NS_TRICKS = ((8, 4), (6, 10), (7, 2))

TOTALS = {1: 21, 2: 24, 3: 13, 4: 26, 5: 18, 6: 13, 7: 18, 8: 23, 9: Fraction(39, 2)}
FIRST_HALF = {1: 14, 2: 18, 3: 11, 4: 15, 5: 11, 6: 7, 7: 16, 8: 12, 9: 13}
RANKS = {4: 1, 2: 2, 8: 3, 1: 4, 9: 5, 5: 6, 7: 6, 3: 8, 6: 8}
HALF_TIME_RANKS = {2: 1, 7: 2, 4: 3, 1: 4, 9: 5, 8: 6, 3: 7, 5: 7, 6: 9}

PRIZES = (PrizeRule("First overall", place=1), PrizeRule("Best first half", place=1, half=1))


def golden_settings() -> Settings:
    return Settings(
        format=Format.INDIVIDUAL,
        roles=False,
        changes=3,
        half_after=2,
        prizes=PRIZES,
    )


def golden_record(played: int = 3, names: dict[int, str] | None = None) -> DriveRecord:
    """The evening with `played` changes entered (a later change is seated, not played)."""
    people = {**NAMES, **(names or {})}
    changes = []
    for number, (tables, tricks) in enumerate(zip(SEATINGS, NS_TRICKS, strict=True), start=1):
        seating = Round(tuple(Table(t, ns, ew) for t, ns, ew in tables), sitting_out=(9,))
        results = (
            {t: table_result(number, t, [ns]) for (t, _, _), ns in zip(tables, tricks, strict=True)}
            if number <= played
            else {}
        )
        changes.append(PlayedChange(number, seating, results))
    entrants = tuple(Entrant(card, name) for card, name in sorted(people.items()))
    return DriveRecord("Golden drive", "2026-11-28", golden_settings(), entrants, tuple(changes))
