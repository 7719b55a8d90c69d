"""What the planning stages of an individual drive share (schedule.py): the room's layout
and the counts of the rounds already played."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from whistclub.domain.drive.movements.model import Round


@dataclass(frozen=True, slots=True)
class Layout:
    tables: int
    dummies: int
    sit_outs: int


def room_layout(v: int, three_handed: bool) -> Layout:
    """Four to a table by default; with the three-handed club option, a dummy fills each short
    table so nobody sits out (whist-drives.md, "Odd numbers"), when there are tables enough."""
    spare = v % 4
    if three_handed and spare:
        dummies = 4 - spare
        tables = v // 4 + 1
        if tables >= dummies:
            return Layout(tables, dummies, 0)
    return Layout(v // 4, 0, spare)


@dataclass(slots=True)
class Frozen:
    partners: dict[tuple[int, int], int]
    opponents: dict[tuple[int, int], int]
    sit_outs: Counter[int]
    games: Counter[int]
    last_sitters: frozenset[int]
    last_tables: dict[int, int]

    @staticmethod
    def of(played: Sequence[Round], index: dict[int, int]) -> Frozen:
        """Counts of the played rounds for the players still present (internal indices)."""
        partners: Counter[tuple[int, int]] = Counter()
        opponents: Counter[tuple[int, int]] = Counter()
        sit_outs: Counter[int] = Counter()
        games: Counter[int] = Counter()
        last_sitters: frozenset[int] = frozenset()
        last_tables: dict[int, int] = {}
        for rnd in played:
            last_tables = {}
            for table in rnd.tables:
                present = {p: index[p] for p in table.players if p in index}
                for p in present.values():
                    games[p] += 1
                    last_tables[p] = table.table
                for a, b in (table.ns, table.ew):
                    if a in index and b in index:
                        partners[pair(index[a], index[b])] += 1
                for a in table.ns:
                    for b in table.ew:
                        if a in index and b in index:
                            opponents[pair(index[a], index[b])] += 1
            sit_outs.update(index[p] for p in rnd.sitting_out if p in index)
            last_sitters = frozenset(index[p] for p in rnd.sitting_out if p in index)
        return Frozen(dict(partners), dict(opponents), sit_outs, games, last_sitters, last_tables)


def pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True, slots=True)
class Caps:
    """The quality bounds of issue 5 item 3 for players who play G games each."""

    partner: int
    opponent: int

    @staticmethod
    def for_games(players: int, games: int) -> Caps:
        """No repeated partner while G <= v-1; opponents <= max(2, ceil(2G/(v-1)))."""
        others = max(players - 1, 1)
        partner = 1 if games <= others else math.ceil(games / others)
        return Caps(partner, max(2, math.ceil(2 * games / others)))
