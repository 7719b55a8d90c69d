"""The hall's paper, as plain report data (issue 23 item 3): a tent card per table (its
number seen across the room), a result slip per table (what the table writes on, in the
Entry grid's order) and the wall chart for the door (everyone's first seat by surname).

Built from the DriveRecord like the rest of data.py, in the printable's language; the
renderer is pdf_hall.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from whistclub.domain.drive.movements.model import DUMMY, Table
from whistclub.reports.data import (
    SEATS,
    DriveRecord,
    hand_numbers,
    seat_map,
    seat_word,
    table_cards,
    trumps_of_change,
)
from whistclub.reports.guide_report import alphabetical
from whistclub.reports.words import ENGLISH, Words


@dataclass(frozen=True, slots=True)
class TentCard:
    title: str
    date: str
    table: int
    trump_sequence: tuple[str, ...]
    goes: tuple[tuple[str, str], ...]  # (seat in words, where it goes after a change)
    link: str = ""  # the link the tent's QR code opens (the tables' page); "": no QR code


def tent_cards(record: DriveRecord, words: Words = ENGLISH) -> tuple[TentCard, ...]:
    """One tent card per table: where each seat goes after the first change (the same every
    change in a progressive or semi-partner drive: "win: table 4; lose: stay")."""
    tents = []
    for card in table_cards(record, words, changes=1):
        first = card.changes[0] if card.changes else None
        goes = tuple(
            (seat_word(seat, words), first.next_seats.get(seat, "") if first else "")
            for seat in SEATS
        )
        tents.append(
            TentCard(card.title, card.date, card.table, card.trump_sequence, goes, card.link)
        )
    return tuple(tents)


@dataclass(frozen=True, slots=True)
class SlipRow:
    change: int
    hands: tuple[int, ...]  # the hand numbers of the change
    trumps: tuple[str, ...]
    ns: str  # who sits North-South at this table this change ("" before it is seated)
    ew: str


@dataclass(frozen=True, slots=True)
class ResultSlip:
    title: str
    date: str
    table: int
    hands_per_change: int
    half_after: int | None
    rows: tuple[SlipRow, ...]


def result_slips(record: DriveRecord, words: Words = ENGLISH) -> tuple[ResultSlip, ...]:
    """A slip per table: a row per change, North-South's and East-West's tricks for each
    hand in the order the Entry grid takes them (change by change, hand by hand), and a box
    for each pair's initials. Who sits there is printed where the seating is known."""
    settings = record.settings
    numbers = sorted({t.table for c in record.changes for t in c.seating.tables})
    # Each change's tables by number (the first of a number), found once, not searched for
    # every slip.
    by_change: dict[int, dict[int, Table]] = {}
    for change in range(1, settings.changes + 1):
        played = record.change(change)
        if played is not None:
            by_change[change] = {}
            for t in played.seating.tables:
                by_change[change].setdefault(t.table, t)
    slips = []
    for number in numbers:
        rows = []
        for change in range(1, settings.changes + 1):
            table = by_change[change].get(number) if change in by_change else None
            ns = ew = ""
            if table is not None:
                seats = seat_map(table)
                ns = _pair(record, seats["North"], seats["South"], words)
                ew = _pair(record, seats["East"], seats["West"], words)
            rows.append(
                SlipRow(
                    change,
                    hand_numbers(settings, change),
                    trumps_of_change(settings, change),
                    ns,
                    ew,
                )
            )
        slips.append(
            ResultSlip(
                record.title,
                record.date,
                number,
                settings.hands_per_change,
                settings.half_after,
                tuple(rows),
            )
        )
    return tuple(slips)


def _pair(record: DriveRecord, one: int, other: int, words: Words) -> str:
    cards = [str(c) if c != DUMMY else words.translate("Reports", "dummy") for c in (one, other)]
    return " & ".join(cards)


@dataclass(frozen=True, slots=True)
class WallEntry:
    name: str  # as filed: "Surname, Given names"
    card: int
    table: int | None  # None: sits out the first change (or not seated yet)
    seat: str  # the seat in words, or "sits out"


@dataclass(frozen=True, slots=True)
class WallChart:
    title: str
    date: str
    entries: tuple[WallEntry, ...]


def surname_first(name: str) -> str:
    """ "Ann Lee" -> "Lee, Ann": the name as a list at the door files it."""
    parts = name.split()
    if len(parts) < 2:
        return " ".join(parts)
    return f"{parts[-1]}, {' '.join(parts[:-1])}"


def wall_chart(record: DriveRecord, words: Words = ENGLISH) -> WallChart:
    """Every player's starting table and seat, sorted by surname (accents set aside, as the
    guide's by-name list files them), for the door."""
    first = min(record.changes, key=lambda c: c.change) if record.changes else None
    seats: dict[int, tuple[int, str]] = {}
    if first is not None:
        for table in first.seating.tables:
            for seat, card in seat_map(table).items():
                seats[card] = (table.table, seat)
    entries = []
    for entrant in record.entrants:
        found = seats.get(entrant.card)
        if found is not None:
            entry = WallEntry(
                surname_first(entrant.name), entrant.card, found[0], seat_word(found[1], words)
            )
        elif first is not None and entrant.card in first.seating.sitting_out:
            entry = WallEntry(
                surname_first(entrant.name),
                entrant.card,
                None,
                words.translate("Reports", "sits out"),
            )
        else:
            entry = WallEntry(surname_first(entrant.name), entrant.card, None, "")
        entries.append(entry)
    entries.sort(key=lambda e: (alphabetical(e.name), e.card))
    return WallChart(record.title, record.date, tuple(entries))
