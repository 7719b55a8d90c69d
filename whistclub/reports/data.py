"""Report data of a whist-drive evening: what every printable says, before any renderer.

design.md, "Layers": reports build plain report data from the domain, then render it. These
builders are pure (standard library and whistclub.domain only), return frozen values and are
tested on their own; pdf.py, xlsx.py and csv_export.py only lay them out.

What each printable holds follows ../shared/whist-drives.md and issue 8:

* personal score card: the player's name and card number, one line per change with table,
  seat, partner, opponents, the trump of each hand (the trump "follows a fixed sequence printed
  on the score card"), boxes for tricks and the running total, and a box for the checking
  opponent's initials ("An opponent initials each line"). A seating not known yet (a
  progressive drive moves on results) leaves the boxes blank for the player to fill in;
* table card: who sits where each change, the trump sequence and where each seat goes next;
* movement guide: the whole evening change by change, for the M.C.;
* standings and prize list, at half-time (first-half changes only) and at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from typing import Any

from whistclub.domain.documents.drive import find_scheduler, read_facts
from whistclub.domain.drive.evening import Evening, EveningFacts, units_of, work_out
from whistclub.domain.drive.event import Entrant, Format, Settings
from whistclub.domain.drive.movements.model import DUMMY, Table
from whistclub.domain.drive.movements.progressive import Layout
from whistclub.domain.drive.standings import (
    PlayedChange,
    compute_standings,
)
from whistclub.reports.words import ENGLISH, Words

SUIT_SYMBOLS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
SEATS = ("North", "South", "East", "West")  # the order of Table.ns + Table.ew (model.py)
# progressive.py: "North and East are lady seats, South and West gent seats".
LADY_SEATS = ("North", "East")


class Stage(Enum):
    """Which standings: at the interval (first half only) or at the end of the evening."""

    HALF_TIME = "half_time"
    FINAL = "final"


@dataclass(frozen=True, slots=True)
class DriveRecord:
    """Everything the printables of one evening are built from.

    `changes` are the changes seated so far, in order, each with the results entered so far;
    `units` maps a card to the card that stands for its couple in a partner drive
    (standings.py). Title and date are the event's, printed in every heading.
    """

    title: str
    date: str
    settings: Settings
    entrants: tuple[Entrant, ...]
    changes: tuple[PlayedChange, ...] = ()
    units: Mapping[int, int] | None = None

    def change(self, number: int) -> PlayedChange | None:
        return _lookup(self).changes.get(number)

    def name_of(self, card: int) -> str:
        return _lookup(self).names.get(card, f"card {card}")


@dataclass(frozen=True, slots=True)
class _Lookup:
    """Indexes of one record, so a 160-player evening is not searched line by line."""

    changes: dict[int, PlayedChange]
    names: dict[int, str]
    seats: dict[tuple[int, int], tuple[Table, str]]  # (change, card) -> (table, seat)
    credits: dict[tuple[int, int], Fraction]  # (change, card) -> what sitting out scored


_LOOKUPS: dict[int, tuple[DriveRecord, _Lookup]] = {}


def _lookup(record: DriveRecord) -> _Lookup:
    """The record's indexes, built once per record (records are frozen, so they never go stale)."""
    cached = _LOOKUPS.get(id(record))
    if cached is not None and cached[0] is record:
        return cached[1]
    seats: dict[tuple[int, int], tuple[Table, str]] = {}
    for played in record.changes:
        for table in played.seating.tables:
            for seat, who in zip(SEATS, (*table.ns, *table.ew), strict=True):
                seats[(played.change, who)] = (table, seat)
    built = _Lookup(
        {c.change: c for c in record.changes},
        {e.card: e.name for e in record.entrants},
        seats,
        _sit_out_credits(record),
    )
    if len(_LOOKUPS) > 8:
        _LOOKUPS.clear()
    _LOOKUPS[id(record)] = (record, built)
    return built


def record_from_evening(
    facts: EveningFacts, evening: Evening, title: str = "", date: str = ""
) -> DriveRecord:
    """The record of an evening worked out by the domain (evening.py `work_out`).

    The changes are those played so far, then every seating already known: the seatings
    recorded in the facts (an individual drive given its whole schedule), else the next one
    the domain computed. Later changes of a progressive drive depend on results not yet in,
    so their cards and table cards keep blank boxes.
    """
    changes = list(evening.changes)
    following = len(changes) + 1  # the change evening.next_seating is for
    for number in range(following, facts.settings.changes + 1):
        if number <= len(facts.seatings):
            changes.append(PlayedChange(number, facts.seatings[number - 1], {}))
        elif number == following and evening.next_seating is not None:
            changes.append(PlayedChange(number, evening.next_seating, {}))
        else:
            break
    units = units_of(facts.settings, facts.seatings[0]) if facts.seatings else {}
    return DriveRecord(title, date, facts.settings, facts.entrants, tuple(changes), units)


def record_from_document(
    document: Mapping[str, Any], title: str = "", date: str = ""
) -> DriveRecord:
    """The record of an evening given as the JSON of `whistclub-cli drive score`
    (docs/drives.md); refusals are the domain's DomainError, one line naming the place."""
    facts = read_facts(document)
    individual = facts.settings.format is Format.INDIVIDUAL
    evening = work_out(facts, find_scheduler() if individual else None)
    return record_from_evening(facts, evening, title, date)


def _sit_out_credits(record: DriveRecord) -> dict[tuple[int, int], Fraction]:
    """What each hand sat out scored, by the domain's own rule (standings.py), change by
    change: the standings of that change alone credit exactly that change's sit-outs."""
    credits: dict[tuple[int, int], Fraction] = {}
    for played in record.changes:
        if not played.seating.sitting_out or not played.complete:
            continue
        for standing in compute_standings(record.settings, record.entrants, (played,)):
            if standing.card in played.seating.sitting_out and standing.sat_out:
                credits[(played.change, standing.card)] = Fraction(standing.sit_out_credit)
    return credits


def trump_label(trump: str, words: Words = ENGLISH) -> str:
    """ "hearts" -> "♥ Hearts"; "no_trumps" -> "No trumps" (whist-drives.md: a no-trump hand)."""
    name = trump.replace("_", " ").strip().capitalize()
    named = {
        "Hearts": words.translate("Reports", "Hearts"),
        "Diamonds": words.translate("Reports", "Diamonds"),
        "Clubs": words.translate("Reports", "Clubs"),
        "Spades": words.translate("Reports", "Spades"),
        "No trumps": words.translate("Reports", "No trumps"),
    }.get(name, name)
    symbol = SUIT_SYMBOLS.get(trump.lower())
    return f"{symbol} {named}" if symbol else named


def seat_word(seat: str, words: Words = ENGLISH) -> str:
    """ "North" in the printable's language (Norte, Sur, Este, Oeste)."""
    return {
        "North": words.translate("Reports", "North"),
        "South": words.translate("Reports", "South"),
        "East": words.translate("Reports", "East"),
        "West": words.translate("Reports", "West"),
    }.get(seat, seat)


def role_word(role: str, words: Words = ENGLISH) -> str:
    """ "lady"/"gent" as printed: "Lady", "Gent" (Dama, Caballero)."""
    return {
        "lady": words.translate("Reports", "Lady"),
        "gent": words.translate("Reports", "Gent"),
    }.get(role.lower(), role.capitalize())


def number_text(value: Fraction | int | None, words: Words = ENGLISH) -> str:
    """A score as printed: whole numbers plainly, sit-out averages to two decimals (halves
    rounded up, as the workbook does), with the language's decimal mark. (Whole numbers are
    written at once: a 40-table evening's cards print thousands of running totals, and
    hashing a Fraction to look one up costs more than writing it.)"""
    if value is None:
        return ""
    if isinstance(value, int):
        return str(int(value))
    if isinstance(value, Fraction) and value.denominator == 1:
        return str(value.numerator)
    return _fraction_text(value, words)


@lru_cache(maxsize=8192)
def _fraction_text(value: Fraction | float, words: Words) -> str:
    """A score that is not a whole number, remembered (the room's average repeats)."""
    return words.number(Fraction(value))


def hand_numbers(settings: Settings, change: int) -> tuple[int, ...]:
    first = (change - 1) * settings.hands_per_change + 1
    return tuple(range(first, first + settings.hands_per_change))


def trumps_of_change(settings: Settings, change: int) -> tuple[str, ...]:
    return tuple(settings.trump_for(hand) for hand in hand_numbers(settings, change))


def seat_map(table: Table) -> dict[str, int]:
    """Seat name -> card (DUMMY for the empty seat of a three-handed table)."""
    return dict(zip(SEATS, (*table.ns, *table.ew), strict=True))


def _find_seat(record: DriveRecord, change: int, card: int) -> tuple[Table, str] | None:
    return _lookup(record).seats.get((change, card))


# ---------------------------------------------------------------- personal score cards


@dataclass(frozen=True, slots=True)
class Person:
    card: int
    name: str

    @property
    def label(self) -> str:
        return f"{self.card} {self.name}" if self.card != DUMMY else "dummy"

    def label_in(self, words: Words) -> str:
        """The label, with the empty seat of a three-handed table in the paper's language."""
        if self.card == DUMMY:
            return words.translate("Reports", "dummy")
        return self.label


@dataclass(frozen=True, slots=True)
class CardLine:
    """One change on a personal card. None in a field: not known yet, a box to fill in."""

    change: int
    half: int
    trumps: tuple[str, ...]
    table: int | None = None
    seat: str | None = None
    partner: Person | None = None
    opponents: tuple[Person, ...] = ()
    sitting_out: bool = False
    tricks: tuple[int, ...] | None = None  # the partnership's tricks, hand by hand
    running_total: Fraction | None = None
    note: str = ""  # an approved exception at that table (event.py TableResult.note)
    present: bool = True  # False before a latecomer came or after an early leaver left
    credit: Fraction | None = None  # what a hand sat out scored, once the room played it


@dataclass(frozen=True, slots=True)
class ScoreCard:
    title: str
    date: str
    card: int | None  # None: a blank card for a walk-in
    name: str
    role: str
    hands_per_change: int
    half_after: int | None
    lines: tuple[CardLine, ...]


# Where a seat's partner and opponents sit in a table's (*ns, *ew): North South East West.
_PARTNER = {"North": 1, "South": 0, "East": 3, "West": 2}
_OPPONENTS = {"North": (2, 3), "South": (2, 3), "East": (0, 1), "West": (0, 1)}


class _Lines:
    """What the cards of an evening share, worked out once for all of them rather than line
    by line (a 160-player evening has 3840 lines): each change's half and trumps, and one
    Person per card."""

    def __init__(self, record: DriveRecord, with_results: bool) -> None:
        settings = record.settings
        self.lookup = _lookup(record)
        self.with_results = with_results
        self.changes = tuple(
            (change, settings.half_of(change), trumps_of_change(settings, change))
            for change in range(1, settings.changes + 1)
        )
        self.people: dict[int, Person] = {}

    def person(self, card: int) -> Person:
        known = self.people.get(card)
        if known is None:
            name = self.lookup.names.get(card, f"card {card}")  # DriveRecord.name_of
            known = self.people[card] = Person(card, name)
        return known

    def line(
        self, entrant: Entrant, change: int, half: int, trumps: tuple[str, ...]
    ) -> dict[str, Any]:
        """One change of a card as CardLine's fields, without the running total (the card
        adds it up and makes the line once)."""
        card = entrant.card
        lookup = self.lookup
        line: dict[str, Any] = {"change": change, "half": half, "trumps": trumps}
        if not entrant.present_at(change):
            line["present"] = False  # before a latecomer came, after a leaver left
            return line
        played = lookup.changes.get(change)
        if played is None:
            return line
        if card in played.seating.sitting_out:
            line["sitting_out"] = True
            if self.with_results:
                line["credit"] = lookup.credits.get((change, card))
            return line
        found = lookup.seats.get((change, card))
        if found is None:
            return line
        table, seat = found
        players = (*table.ns, *table.ew)  # in SEATS order, as seat_map(table) has them
        line["table"] = table.table
        line["seat"] = seat
        line["partner"] = self.person(players[_PARTNER[seat]])
        line["opponents"] = tuple(self.person(players[s]) for s in _OPPONENTS[seat])
        result = played.results.get(table.table) if self.with_results else None
        if result is not None:
            line["tricks"] = tuple(result.ns if seat in ("North", "South") else result.ew)
            line["note"] = result.note
        return line


def score_card(
    record: DriveRecord, entrant: Entrant, with_results: bool = True, words: Words = ENGLISH
) -> ScoreCard:
    """One player's card: seatings known so far, and (with_results) their tricks and totals.

    The running total adds the partnership's tricks, and for a hand sat out what the club's
    rule credits once the room has played it (standings.py: the room's average, a flat 7 or
    nothing). Changes before a latecomer came or after a leaver left add nothing. After a
    change whose figures are not in yet the totals are left blank for the player to write.
    """
    return _score_card(record, entrant, words, _Lines(record, with_results))


def _score_card(record: DriveRecord, entrant: Entrant, words: Words, shared: _Lines) -> ScoreCard:
    lines: list[CardLine] = []
    # Whole tricks add up as ints (a Fraction sum is ten times slower); the total becomes a
    # Fraction once a sit-out credit is added, and each running total is stored as one.
    total: int | Fraction | None = 0
    for change, half, trumps in shared.changes:
        line = shared.line(entrant, change, half, trumps)
        tricks, credit = line.get("tricks"), line.get("credit")
        if not line.get("present", True):
            pass
        elif tricks is not None and total is not None:
            total += sum(tricks)
            line["running_total"] = Fraction(total)
        elif credit is not None and total is not None:
            total += credit
            line["running_total"] = Fraction(total)
        else:
            total = None  # a gap: totals after it are the scorer's to write
        lines.append(CardLine(**line))
    return ScoreCard(
        record.title,
        record.date,
        entrant.card,
        entrant.name,
        role_word(entrant.role.value, words) if entrant.role and record.settings.roles else "",
        record.settings.hands_per_change,
        record.settings.half_after,
        tuple(lines),
    )


def score_cards(
    record: DriveRecord, with_results: bool = True, words: Words = ENGLISH
) -> tuple[ScoreCard, ...]:
    """Every entrant's card, in card-number order (the order they are handed out)."""
    ordered = sorted(record.entrants, key=lambda e: e.card)
    shared = _Lines(record, with_results)
    return tuple(_score_card(record, e, words, shared) for e in ordered)


def blank_cards(record: DriveRecord, count: int) -> tuple[ScoreCard, ...]:
    """Cards for walk-ins: the evening's trumps printed, name and number left to write."""
    settings = record.settings
    lines = tuple(
        CardLine(c, settings.half_of(c), trumps_of_change(settings, c))
        for c in range(1, settings.changes + 1)
    )
    card = ScoreCard(
        record.title,
        record.date,
        None,
        "",
        "",
        settings.hands_per_change,
        settings.half_after,
        lines,
    )
    return (card,) * count


# ---------------------------------------------------------------- table cards


@dataclass(frozen=True, slots=True)
class TableChange:
    """Who sits at one table for one change, and where each seat goes after it."""

    change: int
    trumps: tuple[str, ...]
    seats: Mapping[str, Person | None]  # None: not known yet
    next_seats: Mapping[str, str]  # seat -> "table 4 North", or the rule in words


@dataclass(frozen=True, slots=True)
class TableCard:
    title: str
    date: str
    table: int
    trump_sequence: tuple[str, ...]
    moving_rule: str
    changes: tuple[TableChange, ...]
    # The link the card's QR code opens (the tables' page, issue 25); "" prints no QR code.
    link: str = ""


def moving_rule(settings: Settings, words: Words = ENGLISH) -> str:
    """Who moves after a change, in the caller's words (docs/drives.md, "Formats", "Layout")."""
    fmt = settings.format
    w = words
    winners = settings.movers.value == "winners"
    movers = w.translate("Reports", "winners") if winners else w.translate("Reports", "losers")
    others = w.translate("Reports", "losers") if winners else w.translate("Reports", "winners")
    ends = {
        Layout.CIRCLE: w.translate(
            "Reports", "Tables stand in a circle: from the top table ladies go on to table 1."
        ),
        Layout.SNAKE: w.translate(
            "Reports",
            "Tables stand in a snake: ladies go up the odd tables and back down the even ones.",
        ),
        Layout.LINE: w.translate(
            "Reports",
            "Tables stand in a line: a mover who reaches an end table stays there, and the"
            " player who would have stayed there goes to the other end.",
        ),
    }[settings.layout]
    if fmt is Format.PROGRESSIVE:
        return w.translate(
            "Reports",
            "After each change the {movers} move on: the lady (North, East) up one table, the"
            " gent (South, West) down one. Of the {others}, the lady stays and the gent changes"
            " seat to oppose his previous partner. {ends}",
        ).format(movers=movers, others=others, ends=ends)
    if fmt is Format.SEMI_PARTNER:
        return w.translate(
            "Reports",
            "After each change the {others} keep their partner and stay; the {movers} move,"
            " ladies (North, East) up one table, gents (South, West) down one. {ends}",
        ).format(movers=movers, others=others, ends=ends)
    if fmt is Format.PARTNER:
        return w.translate(
            "Reports",
            "Partners stay together all evening: North-South stay, East-West move up one table.",
        )
    return w.translate("Reports", "Everyone moves by the printed schedule: see each change's line.")


def format_word(settings: Settings, words: Words = ENGLISH) -> str:
    """The drive's format as printed ("progressive", "semi partner" ...)."""
    return {
        Format.PROGRESSIVE: words.translate("Reports", "progressive"),
        Format.SEMI_PARTNER: words.translate("Reports", "semi partner"),
        Format.PARTNER: words.translate("Reports", "partner"),
    }.get(settings.format, settings.format.value.replace("_", " "))


def _where_next(record: DriveRecord, words: Words = ENGLISH) -> Callable[[int, int], str]:
    """Where a card goes after a change ("table 4 North"), with the words looked up once
    for a whole evening's table cards, not once a seat and change."""
    lookup = _lookup(record)
    sits_out, leaves = words.translate("Reports", "sits out"), words.translate("Reports", "leaves")
    at = words.translate("Reports", "table {0} {1}")
    seat_words = {seat: seat_word(seat, words) for seat in SEATS}

    def where_next(change: int, card: int) -> str:
        following = lookup.changes.get(change + 1)
        if following is None:
            return ""
        if card in following.seating.sitting_out:
            return sits_out
        found = lookup.seats.get((change + 1, card))
        if found is None:
            return leaves
        table, seat = found
        return at.format(table.table, seat_words.get(seat) or seat_word(seat, words))

    return where_next


def _ladies_route(layout: Layout, tables: Sequence[int]) -> list[int]:
    """The tables in the order a lady visits them; gents go the same way backwards
    (docs/drives.md, "Layout": circle 1 -> 2 -> ... -> top; snake 1 -> 3 -> 5 ... 6 -> 4 -> 2)."""
    ordered = sorted(tables)
    return ordered[0::2] + ordered[1::2][::-1] if layout is Layout.SNAKE else ordered


def _rule_next(
    settings: Settings, seat: str, table: int, tables: Sequence[int], words: Words = ENGLISH
) -> str:
    """Where a seat goes when the next seating depends on this change's result."""
    if settings.format not in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
        return ""
    lady = seat in LADY_SEATS
    route = _ladies_route(settings.layout, tables)
    at = route.index(table)
    up, down = route[(at + 1) % len(route)], route[(at - 1) % len(route)]
    w = words
    win, lose = w.translate("Reports", "win"), w.translate("Reports", "lose")
    moves, stays = (win, lose) if settings.movers.value == "winners" else (lose, win)
    stay = w.translate("Reports", "stay")
    non_mover = (
        stay
        if settings.format is Format.SEMI_PARTNER or lady
        else w.translate("Reports", "change seat")
    )

    def table_word(number: int) -> str:
        return w.translate("Reports", "table {0}").format(number)

    if settings.layout is Layout.LINE and lady and table == route[-1]:
        return f"{moves}: {stay}; {stays}: {table_word(route[0])}"
    if settings.layout is Layout.LINE and not lady and table == route[0]:
        return f"{moves}: {stay}; {stays}: {table_word(route[-1])}"
    return f"{moves}: {table_word(up if lady else down)}; {stays}: {non_mover}"


def table_cards(
    record: DriveRecord, words: Words = ENGLISH, changes: int | None = None
) -> tuple[TableCard, ...]:
    """One card per table in play at the first change (or any later one), in table order;
    with `changes`, only the first that many changes' lines (a tent card needs one)."""
    numbers = sorted({t.table for c in record.changes for t in c.seating.tables})
    settings = record.settings
    lines = settings.changes if changes is None else min(changes, settings.changes)
    sequence = tuple(settings.trump_for(h) for h in range(1, len(settings.trumps) + 1))
    # Each change's tables by number, and the numbers in play: looked up once, not per seat.
    by_change: dict[int, tuple[dict[int, Table], list[int]]] = {}
    for change in range(1, settings.changes + 1):
        played = record.change(change)
        if played is not None:
            tables = played.seating.tables
            by_change[change] = ({t.table: t for t in tables}, [t.table for t in tables])
    where_next, people = _where_next(record, words), _Lines(record, False).person
    cards = []
    for number in numbers:
        rows = []
        for change in range(1, lines + 1):
            played = record.change(change)
            table = None
            tables_now: list[int] = []
            if played is not None:
                found, tables_now = by_change[change]
                table = found.get(number)
            seats: dict[str, Person | None] = dict.fromkeys(SEATS)
            nexts: dict[str, str] = {}
            if table is not None:
                for seat, who in seat_map(table).items():
                    seats[seat] = people(who) if who != DUMMY else Person(who, "")
                    exact = where_next(change, who) if who != DUMMY else ""
                    nexts[seat] = exact or (
                        _rule_next(settings, seat, number, tables_now, words)
                        if played is not None and change < settings.changes
                        else ""
                    )
            rows.append(TableChange(change, trumps_of_change(settings, change), seats, nexts))
        cards.append(
            TableCard(
                record.title,
                record.date,
                number,
                sequence,
                moving_rule(settings, words),
                tuple(rows),
            )
        )
    return tuple(cards)
