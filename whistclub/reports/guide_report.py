"""Report data of the M.C.'s movement guide (split from data.py): every change seated so far,
table by table, and everyone A to Z with their place at each change."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass

from whistclub.domain.drive.movements.model import DUMMY
from whistclub.reports.data import (
    DriveRecord,
    Person,
    _find_seat,
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
    numbers = sorted(c.change for c in record.changes)
    players = []
    for entrant in sorted(record.entrants, key=lambda e: (alphabetical(e.name), e.card)):
        places = []
        for number in numbers:
            played = record.change(number)
            found = _find_seat(record, number, entrant.card)
            if found is not None:
                places.append(f"{found[0].table}{seat_word(found[1], words)[0]}")
            elif played is not None and entrant.card in played.seating.sitting_out:
                places.append(words.translate("Reports", "out"))
            else:
                places.append("")
        players.append(GuidePlayer(Person(entrant.card, entrant.name), tuple(places)))
    return tuple(players)


def movement_guide(record: DriveRecord, words: Words = ENGLISH) -> MovementGuide:
    settings = record.settings
    changes = []
    for played in sorted(record.changes, key=lambda c: c.change):
        tables = tuple(
            GuideTable(
                t.table,
                {
                    seat: Person(who, record.name_of(who) if who != DUMMY else "")
                    for seat, who in seat_map(t).items()
                },
            )
            for t in sorted(played.seating.tables, key=lambda t: t.table)
        )
        out = tuple(Person(c, record.name_of(c)) for c in played.seating.sitting_out)
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
