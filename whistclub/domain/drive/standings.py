"""Standings of a drive: totals, halves, hands won, 10+ hands, average per hand, ranks.

Scoring follows ../shared/whist-drives.md ("Score cards and checking"; "Odd numbers"): each
player scores the tricks won by their partnership in each hand; a hand sat out scores by the
club's setting (the room's average for that hand, a flat 7, or nothing with players ranked by
average per hand played). Latecomers score nothing for changes before they came; early
leavers keep what they scored. Ranks share ties (1, 1, 3); prize tie-breaks are prizes.py's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from whistclub.domain.drive.event import Entrant, Role, Settings, SitOutScoring, TableResult
from whistclub.domain.drive.movements.model import Round

TEN_PLUS = 10  # whist-drives.md, prizes: "most hands with 10+ tricks"
FLAT_SIT_OUT = Fraction(7)  # whist-drives.md: "a flat 7 (par)"

Score = Fraction | int  # whole scores stay ints: they sort and compare much faster


def exact(value: Fraction | int) -> Score:
    """A whole number as an int, anything else as the exact fraction (6.5 stays 13/2)."""
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


@dataclass(frozen=True, slots=True)
class PlayedChange:
    """One change as recorded: who sat where and what each table reported so far."""

    change: int
    seating: Round
    results: Mapping[int, TableResult]

    @property
    def complete(self) -> bool:
        return all(t.table in self.results for t in self.seating.tables)


@dataclass(frozen=True, slots=True)
class Standing:
    card: int
    name: str
    role: Role | None
    total: Score
    halves: tuple[Score, Score]
    hands_played: int
    hands_won: int
    ten_plus: int
    sat_out: int
    hand_scores: tuple[Score, ...]  # every hand scored, in order (for the count-back)
    rank: int
    role_rank: int | None
    withdrawn: bool = False

    sit_out_credit: Score = 0  # what the hands sat out added to the total

    @property
    def average(self) -> Score:
        """Tricks per hand played (what the hands sat out scored is left out)."""
        played = self.total - self.sit_out_credit
        return exact(Fraction(played, self.hands_played)) if self.hands_played else 0


def ranking_value(standing: Standing, sit_out: SitOutScoring) -> Score:
    """What the room is ranked by: the total, or the average per hand when sit-outs score 0."""
    return standing.average if sit_out is SitOutScoring.PER_HAND else standing.total


def _room_average(change: PlayedChange, hand: int) -> Fraction:
    """The room's average partnership score for one hand of a change (whist-drives.md)."""
    scores = [r.ns[hand] + r.ew[hand] for r in change.results.values()]
    sides = 2 * len(scores)
    return Fraction(sum(scores), sides) if sides else Fraction(0)


@dataclass(slots=True)
class _Tally:
    """Running counts of one player. Tricks played are whole numbers and are summed as ints
    (fast enough to recompute 40 tables after every entry); only sit-out credits, which can be
    a room average such as 6.5, are fractions."""

    tricks: list[int]  # per half, tricks won in hands played
    credits: list[Score]  # per half, what hands sat out scored (0 while nobody sat out)
    played: int = 0
    won: int = 0
    ten_plus: int = 0
    sat_out: int = 0

    @property
    def halves(self) -> tuple[Score, Score]:
        return (exact(self.credits[0] + self.tricks[0]), exact(self.credits[1] + self.tricks[1]))

    @property
    def credit(self) -> Score:
        return self.credits[0] + self.credits[1]


def _tally(
    settings: Settings, entrants: Sequence[Entrant], changes: Sequence[PlayedChange]
) -> tuple[dict[int, _Tally], dict[int, list[Fraction | int]]]:
    tallies = {e.card: _Tally([0, 0], [0, 0]) for e in entrants}
    hand_scores: dict[int, list[Fraction | int]] = {e.card: [] for e in entrants}
    present = {e.card: e for e in entrants}
    for change in changes:
        half = settings.half_of(change.change) - 1
        for table in change.seating.tables:
            result = change.results.get(table.table)
            if result is None:
                continue  # not entered yet: an empty cell is never a zero
            for side, own, other in (
                (table.ns, result.ns, result.ew),
                (table.ew, result.ew, result.ns),
            ):
                tricks, won, ten_plus = _side_counts(own, other)
                for card in side:
                    tally = tallies.get(card)
                    if tally is None:
                        continue  # the dummy of a three-handed table
                    tally.tricks[half] += tricks
                    tally.played += len(own)
                    tally.won += won
                    tally.ten_plus += ten_plus
                    hand_scores[card].extend(own)
        if not change.complete:
            continue  # sit-outs are credited once the room's hand is complete
        for card in change.seating.sitting_out:
            if card not in tallies or not present[card].present_at(change.change):
                continue
            tally = tallies[card]
            for hand in range(settings.hands_per_change):
                credit = _sit_out_credit(settings.sit_out, change, hand)
                tally.credits[half] += credit
                tally.sat_out += 1
                hand_scores[card].append(credit)
    return tallies, hand_scores


def _side_counts(own: Sequence[int], other: Sequence[int]) -> tuple[int, int, int]:
    """Tricks, hands won and hands of 10 or more tricks of one partnership at one table."""
    if len(own) == 1:  # one hand per change, the usual evening: no loops
        mine = own[0]
        return mine, int(mine > other[0]), int(mine >= TEN_PLUS)
    won = ten_plus = 0
    for mine, theirs in zip(own, other, strict=True):
        won += mine > theirs
        ten_plus += mine >= TEN_PLUS
    return sum(own), won, ten_plus


def _sit_out_credit(rule: SitOutScoring, change: PlayedChange, hand: int) -> Fraction:
    if rule is SitOutScoring.FLAT_7:
        return FLAT_SIT_OUT
    if rule is SitOutScoring.AVERAGE:
        return _room_average(change, hand)
    return Fraction(0)


def competition_ranks(values: Mapping[int, Score]) -> dict[int, int]:
    """Rank keys by value, highest first; equal values share a rank and the next is skipped."""
    ordered = sorted(values.values(), reverse=True)
    first: dict[Score, int] = {}
    for position, value in enumerate(ordered, start=1):
        first.setdefault(value, position)
    return {key: first[value] for key, value in values.items()}


def compute_standings(
    settings: Settings,
    entrants: Sequence[Entrant],
    changes: Sequence[PlayedChange],
    units: Mapping[int, int] | None = None,
) -> tuple[Standing, ...]:
    """Every entrant's standing, in rank order (then card number).

    `units` maps a card to the card that stands for its scoring unit: in a partner drive the
    couple is ranked once (both partners share the rank), otherwise each player alone.
    """
    tallies, hand_scores = _tally(settings, entrants, changes)
    last_change = max((c.change for c in changes), default=0)
    unit_of = units or {}
    by_card = {e.card: e for e in entrants}
    values = {}
    for card in {unit_of.get(e.card, e.card) for e in entrants}:
        t = tallies[card]
        if settings.sit_out is SitOutScoring.PER_HAND:
            values[card] = exact(Fraction(t.tricks[0] + t.tricks[1], t.played)) if t.played else 0
        else:
            values[card] = exact(t.halves[0] + t.halves[1])
    ranks = competition_ranks(values)
    role_ranks: dict[int, int] = {}
    if settings.roles:
        for role in Role:
            of_role = {h: v for h, v in values.items() if by_card[h].role is role}
            role_ranks.update(competition_ranks(of_role))
    final = []
    for entrant in entrants:
        t = tallies[entrant.card]
        head = unit_of.get(entrant.card, entrant.card)
        halves = t.halves
        final.append(
            Standing(
                card=entrant.card,
                name=entrant.name,
                role=entrant.role,
                total=exact(halves[0] + halves[1]),
                halves=halves,
                hands_played=t.played,
                hands_won=t.won,
                ten_plus=t.ten_plus,
                sat_out=t.sat_out,
                hand_scores=tuple(hand_scores[entrant.card]),
                rank=ranks[head],
                role_rank=role_ranks.get(head),
                withdrawn=entrant.leaves_after is not None and entrant.leaves_after < last_change,
                sit_out_credit=t.credit,
            )
        )
    return tuple(sorted(final, key=lambda s: (s.rank, s.card)))
