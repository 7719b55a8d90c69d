"""Standings of a drive: totals, halves, hands won, 10+ hands, average per hand, ranks.

Scoring follows ../shared/whist-drives.md ("Score cards and checking"; "Odd numbers"): each
player scores the tricks won by their partnership in each hand; a hand sat out scores by the
club's setting (the room's average for that hand, a flat 7, or nothing with players ranked by
average per hand played). Latecomers score nothing for changes before they came; early
leavers keep what they scored. Ranks share ties (1, 1, 3); prize tie-breaks are prizes.py's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from whistclub.domain.drive.event import Entrant, Role, Settings, SitOutScoring, TableResult
from whistclub.domain.drive.movements.model import Round

TEN_PLUS = 10  # whist-drives.md, prizes: "most hands with 10+ tricks"
FLAT_SIT_OUT = Fraction(7)  # whist-drives.md: "a flat 7 (par)"


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
    total: Fraction
    halves: tuple[Fraction, Fraction]
    hands_played: int
    hands_won: int
    ten_plus: int
    sat_out: int
    hand_scores: tuple[Fraction, ...]  # every hand scored, in order (for the count-back)
    rank: int
    role_rank: int | None
    withdrawn: bool = False

    sit_out_credit: Fraction = Fraction(0)  # what the hands sat out added to the total

    @property
    def average(self) -> Fraction:
        """Tricks per hand played (what the hands sat out scored is left out)."""
        played = self.total - self.sit_out_credit
        return played / self.hands_played if self.hands_played else Fraction(0)


def ranking_value(standing: Standing, sit_out: SitOutScoring) -> Fraction:
    """What the room is ranked by: the total, or the average per hand when sit-outs score 0."""
    return standing.average if sit_out is SitOutScoring.PER_HAND else standing.total


def _room_average(change: PlayedChange, hand: int) -> Fraction:
    """The room's average partnership score for one hand of a change (whist-drives.md)."""
    scores = [r.ns[hand] + r.ew[hand] for r in change.results.values()]
    sides = 2 * len(scores)
    return Fraction(sum(scores), sides) if sides else Fraction(0)


@dataclass(slots=True)
class _Tally:
    total: Fraction
    halves: list[Fraction]
    played: int = 0
    won: int = 0
    ten_plus: int = 0
    sat_out: int = 0
    credit: Fraction = Fraction(0)

    def add(self, half: int, score: Fraction) -> None:
        self.total += score
        self.halves[half - 1] += score


def _tally(
    settings: Settings, entrants: Sequence[Entrant], changes: Sequence[PlayedChange]
) -> tuple[dict[int, _Tally], dict[int, list[Fraction]]]:
    tallies = {e.card: _Tally(Fraction(0), [Fraction(0), Fraction(0)]) for e in entrants}
    hand_scores: dict[int, list[Fraction]] = {e.card: [] for e in entrants}
    present = {e.card: e for e in entrants}
    for change in changes:
        half = settings.half_of(change.change)
        for table in change.seating.tables:
            result = change.results.get(table.table)
            if result is None:
                continue  # not entered yet: an empty cell is never a zero
            for side, own, other in (
                (table.ns, result.ns, result.ew),
                (table.ew, result.ew, result.ns),
            ):
                for card in side:
                    if card not in tallies:
                        continue  # the dummy of a three-handed table
                    tally = tallies[card]
                    for mine, theirs in zip(own, other, strict=True):
                        score = Fraction(mine)
                        tally.add(half, score)
                        tally.played += 1
                        tally.won += mine > theirs
                        tally.ten_plus += mine >= TEN_PLUS
                        hand_scores[card].append(score)
        if not change.complete:
            continue  # sit-outs are credited once the room's hand is complete
        for card in change.seating.sitting_out:
            if card not in tallies or not present[card].present_at(change.change):
                continue
            tally = tallies[card]
            for hand in range(settings.hands_per_change):
                credit = _sit_out_credit(settings.sit_out, change, hand)
                tally.add(half, credit)
                tally.credit += credit
                tally.sat_out += 1
                hand_scores[card].append(credit)
    return tallies, hand_scores


def _sit_out_credit(rule: SitOutScoring, change: PlayedChange, hand: int) -> Fraction:
    if rule is SitOutScoring.FLAT_7:
        return FLAT_SIT_OUT
    if rule is SitOutScoring.AVERAGE:
        return _room_average(change, hand)
    return Fraction(0)


def competition_ranks(values: Mapping[int, Fraction]) -> dict[int, int]:
    """Rank keys by value, highest first; equal values share a rank and the next is skipped."""
    ordered = sorted(values.values(), reverse=True)
    first: dict[Fraction, int] = {}
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
    drafts = {}
    for entrant in entrants:
        t = tallies[entrant.card]
        drafts[entrant.card] = Standing(
            card=entrant.card,
            name=entrant.name,
            role=entrant.role,
            total=t.total,
            halves=(t.halves[0], t.halves[1]),
            hands_played=t.played,
            hands_won=t.won,
            ten_plus=t.ten_plus,
            sat_out=t.sat_out,
            hand_scores=tuple(hand_scores[entrant.card]),
            rank=0,
            role_rank=None,
            withdrawn=entrant.leaves_after is not None and entrant.leaves_after < last_change,
            sit_out_credit=t.credit,
        )
    unit_of = units or {}
    heads = {unit_of.get(card, card) for card in drafts}
    values = {head: ranking_value(drafts[head], settings.sit_out) for head in heads}
    ranks = competition_ranks(values)
    role_ranks: dict[int, int] = {}
    if settings.roles:
        for role in Role:
            of_role = {h: v for h, v in values.items() if drafts[h].role is role}
            role_ranks.update(competition_ranks(of_role))
    final = [
        _with_ranks(s, ranks[unit_of.get(card, card)], role_ranks.get(unit_of.get(card, card)))
        for card, s in drafts.items()
    ]
    return tuple(sorted(final, key=lambda s: (s.rank, s.card)))


def _with_ranks(standing: Standing, rank: int, role_rank: int | None) -> Standing:
    return replace(standing, rank=rank, role_rank=role_rank)
