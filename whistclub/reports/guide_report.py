"""Report data of the M.C.'s movement guide (split from data.py): every change seated so far,
table by table, and everyone A to Z with their place at each change."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from whistclub.domain.drive.movements.model import DUMMY
from whistclub.reports.data import (
    SEATS,
    DriveRecord,
    Person,
    _lookup,
    format_word,
    moving_rule,
    seat_map,
    seat_word,
    trumps_of_change,
)
from whistclub.reports.words import ENGLISH, Words

# ---------------------------------------------------------------- movement guide


@dataclass(frozen=True, slots=True)
class GuideTable:
    table: int
    seats: Mapping[str, Person]


@dataclass(frozen=True, slots=True)
class GuideChange:
    change: int
    half: int
    trumps: tuple[str, ...]
    tables: tuple[GuideTable, ...]
    sitting_out: tuple[Person, ...]


@dataclass(frozen=True, slots=True)
class MovementGuide:
    title: str
    date: str
    format: str
    moving_rule: str
    changes_planned: int
    changes: tuple[GuideChange, ...]  # the changes seated so far
    by_name: tuple[GuidePlayer, ...] = ()  # everyone A to Z (whist-drives.md: "by name")


@dataclass(frozen=True, slots=True)
class GuidePlayer:
    """Where one player sits at each seated change: "12N" (table 12, North), "out" (sits
    out), or "" (not in the room)."""

    person: Person
    places: tuple[str, ...]


def alphabetical(name: str) -> str:
    """The key a name is filed under: accents set aside (Íñigo with the I's, Ñuria with the
    N's), case and extra spaces ignored."""
    letters = unicodedata.normalize("NFKD", " ".join(name.split()).casefold())
    return "".join(c for c in letters if not unicodedata.combining(c))


def _by_name(record: DriveRecord, words: Words = ENGLISH) -> tuple[GuidePlayer, ...]:
    """whist-drives.md: "Printouts sorted both by table (for the staff) and by name (players
    only look for their own)"."""
    lookup = _lookup(record)
    numbers = sorted(c.change for c in record.changes)
    # The words, each seat's letter and each change's sit-outs: once, not once a place.
    out = words.translate("Reports", "out")
    letters = {seat: seat_word(seat, words)[0] for seat in SEATS}
    sitting_out = {n: lookup.changes[n].seating.sitting_out for n in numbers}
    players = []
    for entrant in sorted(record.entrants, key=lambda e: (alphabetical(e.name), e.card)):
        card = entrant.card
        places = []
        for number in numbers:
            found = lookup.seats.get((number, card))
            if found is not None:
                table, seat = found
                letter = letters[seat] if seat in letters else seat_word(seat, words)[0]
                places.append(f"{table.table}{letter}")
            elif card in sitting_out[number]:
                places.append(out)
            else:
                places.append("")
        players.append(GuidePlayer(Person(card, entrant.name), tuple(places)))
    return tuple(players)


def movement_guide(record: DriveRecord, words: Words = ENGLISH) -> MovementGuide:
    settings = record.settings
    names = _lookup(record).names
    # One Person a seated card for the whole guide (a 40-table evening seats 3840 places);
    # the empty seat of a three-handed table has no name.
    people = {DUMMY: Person(DUMMY, "")}

    def seated(card: int) -> Person:
        known = people.get(card)
        if known is None:
            known = people[card] = Person(card, names.get(card, f"card {card}"))
        return known

    changes = []
    for played in sorted(record.changes, key=lambda c: c.change):
        tables = tuple(
            GuideTable(t.table, {seat: seated(who) for seat, who in seat_map(t).items()})
            for t in sorted(played.seating.tables, key=lambda t: t.table)
        )
        out = tuple(Person(c, names.get(c, f"card {c}")) for c in played.seating.sitting_out)
        changes.append(
            GuideChange(
                played.change,
                settings.half_of(played.change),
                trumps_of_change(settings, played.change),
                tables,
                out,
            )
        )
    return MovementGuide(
        record.title,
        record.date,
        format_word(settings, words),
        moving_rule(settings, words),
        settings.changes,
        tuple(changes),
        _by_name(record, words),
    )
