"""A movement as values, and the one check every generated movement passes through.

Players are card numbers 1..N. A table seats two partnerships: North with South (`ns`) and
East with West (`ew`). A three-handed table (a club option) has a dummy: its missing seat is
written 0 and counts for nobody.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from whistclub.domain.errors import DomainError

DUMMY = 0


@dataclass(frozen=True, slots=True)
class Table:
    table: int
    ns: tuple[int, int]
    ew: tuple[int, int]

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(p for p in (*self.ns, *self.ew) if p != DUMMY)


@dataclass(frozen=True, slots=True)
class Round:
    tables: tuple[Table, ...]
    sitting_out: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class MovementStats:
    """Counts of one movement: per pair, partnerships and oppositions; per player, sit-outs."""

    players: tuple[int, ...]
    rounds: int
    partners: dict[tuple[int, int], int] = field(default_factory=dict)
    opponents: dict[tuple[int, int], int] = field(default_factory=dict)
    sit_outs: dict[int, int] = field(default_factory=dict)
    games: dict[int, int] = field(default_factory=dict)

    @property
    def max_partner_repeats(self) -> int:
        return max(self.partners.values(), default=0)

    @property
    def max_opposition(self) -> int:
        return max(self.opponents.values(), default=0)

    def distinct_partners(self, player: int) -> int:
        return sum(1 for pair in self.partners if player in pair)

    def distinct_partner_counts(self) -> list[int]:
        """distinct_partners of every player, in players' order, from one pass over the
        pairs (asking player by player reads every pair once per player: 0.2 s for 198)."""
        counts = dict.fromkeys(self.players, 0)
        for a, b in self.partners:
            counts[a] += 1
            counts[b] += 1
        return [counts[p] for p in self.players]

    def summary(self) -> str:
        """One sentence for the user, e.g. "everyone partners 20 different people; ..."."""
        distinct = self.distinct_partner_counts()
        low, high = min(distinct, default=0), max(distinct, default=0)
        partners = (
            f"everyone partners {low} different people"
            if low == high
            else f"everyone partners between {low} and {high} different people"
        )
        if self.max_partner_repeats > 1:
            partners += f" (someone partners the same person {self.max_partner_repeats} times)"
        opposition = f"nobody faces anyone more than {self.max_opposition} times"
        if self.max_opposition == 1:
            opposition = "nobody faces anyone more than once"
        outs = sorted(set(self.sit_outs.values()))
        sit = (
            "nobody sits out"
            if outs == [0] or not outs
            else (
                f"each player sits out {outs[0]} time(s)"
                if len(outs) == 1
                else f"each player sits out {outs[0]} or {outs[-1]} time(s)"
            )
        )
        return f"{partners}; {opposition}; {sit}"


def verify(rounds: Sequence[Round], players: Iterable[int]) -> MovementStats:
    """Check the structure and count the balance of a movement.

    Structure: table numbers are distinct within a round; every table has four distinct
    players (or three and the dummy); every listed player appears exactly once per round,
    either at a table or sitting out; nobody outside the list appears. Any breach raises a
    DomainError naming the round and the player or table.
    """
    roster = tuple(players)
    known = set(roster)
    # Plain dicts counted with get (a Counter's missing key goes through Python code): the
    # counts of a long evening of 200 players are some 60,000 pairs.
    partners: dict[tuple[int, int], int] = {}
    opponents: dict[tuple[int, int], int] = {}
    sit_outs = dict.fromkeys(roster, 0)
    games = dict.fromkeys(roster, 0)
    for number, rnd in enumerate(rounds, start=1):
        where = f"round {number}"
        table_numbers = [t.table for t in rnd.tables]
        if len(set(table_numbers)) != len(table_numbers):
            raise DomainError("table_twice", "a table number is used twice", where=where)
        seated: list[int] = []
        for table in rnd.tables:
            (n, s), (e, w) = table.ns, table.ew
            real = [p for p in (n, s, e, w) if p != DUMMY]
            if len(real) < 3 or len(set(real)) != len(real):
                raise DomainError(
                    "bad_table",
                    "table {table} must seat four different players (or three and a dummy)",
                    where=where,
                    table=table.table,
                )
            seated += real
            for a, b in ((n, s), (e, w)):
                if a != DUMMY and b != DUMMY:
                    key = (a, b) if a < b else (b, a)
                    partners[key] = partners.get(key, 0) + 1
            for a, b in ((n, e), (n, w), (s, e), (s, w)):
                if a != DUMMY and b != DUMMY:
                    key = (a, b) if a < b else (b, a)
                    opponents[key] = opponents.get(key, 0) + 1
        _check_everyone_once(seated, rnd.sitting_out, known, where)
        for p in seated:
            games[p] += 1
        for p in rnd.sitting_out:
            sit_outs[p] += 1
    return MovementStats(
        players=roster,
        rounds=len(rounds),
        partners=partners,
        opponents=opponents,
        sit_outs=sit_outs,
        games=games,
    )


def _check_everyone_once(
    seated: Sequence[int], sitting_out: Sequence[int], known: set[int], where: str
) -> None:
    """Every listed player exactly once in the round, at a table or sitting out, and nobody
    else; the first breach, in seating order, is the one named."""
    present = [*seated, *sitting_out]
    if len(present) == len(known) and set(present) == known:
        return
    seen = Counter(present)
    for player, count in seen.items():
        if player not in known:
            raise DomainError(
                "unknown_player",
                "player {player} is not in the evening",
                where=where,
                player=player,
            )
        if count > 1:
            raise DomainError(
                "player_twice", "player {player} is placed twice", where=where, player=player
            )
    missing = known - set(seen)
    if missing:
        raise DomainError(
            "player_missing",
            "player {player} is neither seated nor sitting out",
            where=where,
            player=min(missing),
        )


def all_pairs(players: Sequence[int]) -> Iterable[tuple[int, int]]:
    return combinations(sorted(players), 2)
