"""An evening as the season reads it: its standings, prizes and partners, without the rest
of its working-out (issue 24).

The season tables, the players' records and the results website need of each evening only who
played, where they finished, with what total, which prizes they won and whom they partnered.
Working an evening of 40 tables out takes about 35 ms, so a season of 43 of them took 1.6 s to
read at the Season page's first opening. The summary is small, turns into JSON and back
exactly (services.reading_cache keeps it between starts, under the evening's version), and
holds everything the season's readers take from an evening.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from typing import Any

from whistclub.domain.drive.movements.model import DUMMY
from whistclub.domain.drive.standings import Score
from whistclub.services.evening_reading import LoadedEvening

# The JSON's layout: a summary written by another layout is not read (it is worked out again).
LAYOUT = 1


@dataclass(frozen=True, slots=True)
class SummaryLine:
    """One player's line of the evening's standings (domain.drive.standings.Standing)."""

    card: int
    name: str
    rank: int
    total: Score
    role: str | None  # "lady", "gent" or None
    ten_plus: int
    hands_played: int


@dataclass(frozen=True, slots=True)
class EveningSummary:
    event_id: int
    name: str
    held_on: date | None
    format: str
    roles: bool
    # Whether the evening is worked out (false: no entrants or tables yet, or a problem the
    # desk shows; nothing of it counts).
    counts: bool
    standings: tuple[SummaryLine, ...]
    prizes: tuple[tuple[str, tuple[int, ...]], ...]  # each award's name and winning cards
    # Each card's partner at every change played (North with South, East with West), as the
    # partner's player key (keys).
    partners: Mapping[int, tuple[str, ...]]
    # Each entrant's card and club player (None: a walk-in), withdrawn ones too.
    entrants: tuple[tuple[int, int | None], ...]

    @property
    def keys(self) -> dict[int, str]:
        """Each card's player key, the same across evenings: the club player's id (p12), or
        for a walk-in the evening's own card (e7.31)."""
        return entrant_keys(self.event_id, self.entrants)


def entrant_keys(event_id: int, entrants: Iterable[tuple[int, int | None]]) -> dict[int, str]:
    return {
        card: f"p{player}" if player is not None else f"e{event_id}.{card}"
        for card, player in entrants
    }


def summary_of(one: LoadedEvening) -> EveningSummary:
    """The summary of an evening read and worked out (services.evening_reading)."""
    held = one.event.get("held_on")
    entrants = tuple(
        (int(e["number"]), int(e["player_id"]) if e.get("player_id") is not None else None)
        for e in one.entrants
    )
    standings: tuple[SummaryLine, ...] = ()
    prizes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    partners: dict[int, tuple[str, ...]] = {}
    if one.evening is not None:
        standings = tuple(
            SummaryLine(
                s.card,
                s.name,
                s.rank,
                s.total,
                s.role.value if s.role is not None else None,
                s.ten_plus,
                s.hands_played,
            )
            for s in one.evening.standings
        )
        prizes = tuple((award.name, tuple(award.cards)) for award in one.evening.prizes)
        partners = _partners(one, entrant_keys(one.event_id, entrants))
    return EveningSummary(
        one.event_id,
        str(one.event["name"]),
        held if isinstance(held, date) else None,
        one.settings.format.value,
        one.settings.roles,
        one.evening is not None,
        standings,
        prizes,
        partners,
        entrants,
    )


def _partners(one: LoadedEvening, keys: Mapping[int, str]) -> dict[int, tuple[str, ...]]:
    # A card that is no entrant's (only in a damaged evening) is named by its number.
    found: dict[int, list[str]] = {}
    assert one.evening is not None
    for change in one.evening.changes:
        for table in change.seating.tables:
            for a, b in (table.ns, table.ew):
                if DUMMY in (a, b):
                    continue
                found.setdefault(a, []).append(keys.get(b, str(b)))
                found.setdefault(b, []).append(keys.get(a, str(a)))
    return {card: tuple(partners) for card, partners in found.items()}


# --- As JSON -----------------------------------------------------------------------------
# Lists, not objects, and each card's partners as one string of keys (a key has no space):
# a season's evenings have some 170,000 partners, and a list of them was most of the time
# taken to read a season's summaries back (bench/bench_season.py).


def summary_json(summary: EveningSummary) -> dict[str, Any]:
    return {
        "layout": LAYOUT,
        "event_id": summary.event_id,
        "name": summary.name,
        "held_on": summary.held_on.isoformat() if summary.held_on else None,
        "format": summary.format,
        "roles": summary.roles,
        "counts": summary.counts,
        "standings": [
            [s.card, s.name, s.rank, _score_json(s.total), s.role, s.ten_plus, s.hands_played]
            for s in summary.standings
        ],
        "prizes": [[name, list(cards)] for name, cards in summary.prizes],
        "partners": [[card, " ".join(keys)] for card, keys in summary.partners.items()],
        "entrants": [list(entrant) for entrant in summary.entrants],
    }


def summary_from_json(document: Mapping[str, Any]) -> EveningSummary | None:
    """The summary `summary_json` wrote; None for another layout's."""
    if document.get("layout") != LAYOUT:
        return None
    held = document["held_on"]
    return EveningSummary(
        int(document["event_id"]),
        str(document["name"]),
        date.fromisoformat(held) if held else None,
        str(document["format"]),
        bool(document["roles"]),
        bool(document["counts"]),
        tuple(
            SummaryLine(card, name, rank, _score(total), role, ten_plus, hands)
            for card, name, rank, total, role, ten_plus, hands in document["standings"]
        ),
        tuple((name, tuple(cards)) for name, cards in document["prizes"]),
        {card: tuple(keys.split()) for card, keys in document["partners"]},
        tuple((card, player) for card, player in document["entrants"]),
    )


def _score_json(value: Score) -> int | list[int]:
    # A whole total stays a number; a fraction (a sit-out's average credit) is [num, den].
    if isinstance(value, int):
        return value
    return value.numerator if value.denominator == 1 else [value.numerator, value.denominator]


def _score(value: int | list[int]) -> Score:
    return value if isinstance(value, int) else Fraction(value[0], value[1])
