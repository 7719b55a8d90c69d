"""A made-up evening for previews, documentation, tests and the bench.

The seatings are the real progressive movement (movements/progressive.py) worked out from
deterministic made-up results, so every printable can be seen without a database. Names mix
accents, ñ and markup characters on purpose: they are what a renderer must print literally.
"""

from __future__ import annotations

import random
from dataclasses import replace

from whistclub.domain.drive.event import (
    Entrant,
    PrizeRule,
    Role,
    Settings,
    TableResult,
    table_result,
)
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.movements.progressive import (
    TableTricks,
    next_seating,
    seating_from_round,
)
from whistclub.domain.drive.standings import PlayedChange
from whistclub.reports.data import DriveRecord

FIRST = ("Ann", "José", "Mary", "Zoë", "Íñigo", "Ruth", "Seán", "Agnès", "Bill", "Maëlle")
LAST = ("Lee", "Muñoz", "Brown", "O'Neill", "Søren", "Dupré", "Smith", "Ngata", "Ávila")

PRIZES = (
    PrizeRule("First lady", place=1, role=Role.LADY),
    PrizeRule("First gent", place=1, role=Role.GENT),
    PrizeRule("Second lady", place=2, role=Role.LADY),
    PrizeRule("Second gent", place=2, role=Role.GENT),
    PrizeRule("Best first half", place=1, half=1),
    PrizeRule("Most 10+ hands", place=1, most="ten_plus"),
    PrizeRule("Booby lady", place="last", role=Role.LADY),
    PrizeRule("Booby gent", place="last", role=Role.GENT),
)


def sample_entrants(players: int) -> tuple[Entrant, ...]:
    """Cards 1..players; odd cards play the lady seats (North, East), even cards the gents."""
    entrants = []
    for card in range(1, players + 1):
        name = f"{FIRST[card % len(FIRST)]} {LAST[(card * 7) % len(LAST)]}"
        entrants.append(Entrant(card, name, Role.LADY if card % 2 else Role.GENT))
    return tuple(entrants)


def first_round(tables: int) -> Round:
    """Table t: ladies 4t-3 (North) and 4t-1 (East), gents 4t-2 (South) and 4t (West)."""
    return Round(
        tuple(Table(t, (4 * t - 3, 4 * t - 2), (4 * t - 1, 4 * t)) for t in range(1, tables + 1))
    )


def sample_record(
    tables: int = 4,
    changes: int = 24,
    hands_per_change: int = 1,
    played: int | None = None,
    seed: int = 1,
    title: str = "Autumn charity drive",
    date: str = "2026-11-28",
    entrants: tuple[Entrant, ...] | None = None,
) -> DriveRecord:
    """A progressive ladies/gents evening of `tables` tables; `played` changes have results."""
    settings = Settings(
        changes=changes,
        half_after=changes // 2 if changes > 1 else None,
        hands_per_change=hands_per_change,
        prizes=PRIZES,
    )
    people = entrants or sample_entrants(4 * tables)
    rng = random.Random(seed)
    seating = seating_from_round(first_round(tables))
    history = []
    for change in range(1, (changes if played is None else played) + 1):
        results: dict[int, TableResult] = {}
        for table in seating.round.tables:
            ns = [rng.randint(2, 11) for _ in range(hands_per_change)]
            results[table.table] = table_result(change, table.table, ns, hands=hands_per_change)
        history.append(PlayedChange(change, seating.round, results))
        if change < changes:
            tricks = {n: TableTricks(r.ns, r.ew) for n, r in results.items()}
            seating = next_seating(seating, tricks, change=change)
    if played is not None and played < changes:
        history.append(PlayedChange(played + 1, seating.round, {}))  # seated, not yet played
    return DriveRecord(title, date, settings, people, tuple(history))


def with_names(record: DriveRecord, names: dict[int, str]) -> DriveRecord:
    """The same evening with some players renamed (for the long-name and markup checks)."""
    entrants = tuple(replace(e, name=names.get(e.card, e.name)) for e in record.entrants)
    return replace(record, entrants=entrants)


# Game documents in the shapes of docs/cli.md, for score-sheet previews and tests.
SAMPLE_RUBBER: dict[str, object] = {
    "profile": "english_short_001",
    "title": "Friday rubber",
    "seats": {"N": "Ann Lee", "E": "José Muñoz", "S": "Zoë <b>Brown</b>", "W": "Bill & Ben"},
    "deals": [
        {"tricks": {"NS": 8, "EW": 5}, "honours": {"NS": 3, "EW": 1}, "trump": "hearts"},
        {"tricks": {"NS": 6, "EW": 7}, "honours": {"NS": 3, "EW": 1}, "trump": "clubs"},
        {"tricks": {"NS": 7, "EW": 6}, "honours": {"NS": 2, "EW": 2}, "trump": "diamonds"},
        {
            "tricks": {"NS": 5, "EW": 8},
            "honours": {"NS": 2, "EW": 2},
            "trump": "spades",
            "revokes": [{"side": "NS", "by": "player", "penalty": "add_3_to_claimants"}],
        },
        {"tricks": {"NS": 10, "EW": 3}, "honours": {"NS": 4, "EW": 0}, "trump": "hearts"},
    ],
}

SAMPLE_SOLO: dict[str, object] = {
    "profile": "solo_002",
    "players": ["Ann", "Íñigo", "Chloé", "Dan"],
    "dealer": "Dan",
    "deals": [
        {"contract": "solo", "declarers": ["Íñigo"], "tricks": 4},
        {"contract": None},
        {"contract": "prop_cop", "declarers": ["Ann", "Chloé"], "tricks": 9},
        {"contract": "misere", "declarers": ["Dan"], "tricks": 0},
        {"contract": "abundance", "declarers": ["Chloé"], "tricks": 10},
    ],
}

SAMPLE_BID_WHIST: dict[str, object] = {
    "profile": "bid_whist_004",
    "deals": [
        {"bidders": "NS", "bid": 4, "mode": "uptown", "trump": "spades",
         "books": {"NS": 9, "EW": 3}},
        {"bidders": "EW", "bid": 5, "mode": "downtown", "trump": "hearts",
         "books": {"NS": 5, "EW": 7}},
        {"bidders": "NS", "bid": 4, "mode": "no_trump", "books": {"NS": 6, "EW": 6}},
        {"bidders": "NS", "bid": 5, "mode": "uptown", "trump": "clubs",
         "books": {"NS": 11, "EW": 1}},
    ],
}  # fmt: skip
