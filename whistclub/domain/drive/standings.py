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
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step

TEN_PLUS = 10  # whist-drives.md, prizes: "most hands with 10+ tricks"
FLAT_SIT_OUT = Fraction(7)  # whist-drives.md: "a flat 7 (par)"

Score = Fraction | int  # whole scores stay ints: they sort and compare much faster


def exact(value: Fraction | int) -> Score:
    """A whole number as an int, anything else as the exact fraction (6.5 stays 13/2)."""
    if type(value) is int:  # the usual score: no check through Fraction's ABC machinery
        return value
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
    joins_at: int = 1  # the first change played (a latecomer's is later)
    leaves_after: int | None = None  # an early leaver's last change

    @property
    def hands_here(self) -> int:
        """Hands at the evening: played, or sat out (a spare sitting out is there)."""
        return self.hands_played + self.sat_out

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
            add_table(tallies, hand_scores, half, table, result)
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


def add_table(
    tallies: dict[int, _Tally],
    hand_scores: dict[int, list[Fraction | int]],
    half: int,
    table: Table,
    result: TableResult,
) -> None:
    """One table's result counted for its four players (`half` 0 or 1)."""
    for side, own, other in ((table.ns, result.ns, result.ew), (table.ew, result.ew, result.ns)):
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
    return standings_from(settings, entrants, tallies, hand_scores, last_change, units)


def standings_from(
    settings: Settings,
    entrants: Sequence[Entrant],
    tallies: Mapping[int, _Tally],
    hand_scores: Mapping[int, Sequence[Fraction | int]],
    last_change: int,
    units: Mapping[int, int] | None = None,
) -> tuple[Standing, ...]:
    """The standings of players with these running counts (_tally's, or kept and brought up
    to date one table at a time by running.RunningEvening), ranked."""
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
                joins_at=entrant.joins_at,
                leaves_after=entrant.leaves_after,
            )
        )
    return tuple(sorted(final, key=lambda s: (s.rank, s.card)))


SEAT_NAMES = ("North", "South", "East", "West")
SIT_OUT_WORDS = {
    SitOutScoring.AVERAGE: "the room's average",
    SitOutScoring.FLAT_7: "a flat 7",
    SitOutScoring.PER_HAND: "nothing (ranked by average per hand)",
}


def explain_card(
    settings: Settings,
    entrants: Sequence[Entrant],
    changes: Sequence[PlayedChange],
    card: int,
) -> tuple[Step, ...]:
    """A player's own score card in words, hand by hand: where they sat, with and against
    whom, what they scored and why (whist-drives.md: "Personal results for each player")."""
    names = {e.card: f"{e.name} (card {e.card})" for e in entrants}
    entrant = next((e for e in entrants if e.card == card), None)
    if entrant is None:
        raise DomainError("unknown_card", "card {card} is not an entrant", card=card)
    lines: list[Step] = []
    for change in changes:
        first_hand = (change.change - 1) * settings.hands_per_change + 1
        place = _place_of(change.seating, card)
        for offset in range(settings.hands_per_change):
            hand = first_hand + offset
            head = f"Change {change.change}, hand {hand} ({settings.trump_for(hand) or 'no trump'})"
            if place is not None:
                lines.append(_played_line(change, place, offset, head, names))
            elif card in change.seating.sitting_out and change.complete:
                credit = _sit_out_credit(settings.sit_out, change, offset)
                lines.append(
                    step(
                        "card_sat_out",
                        "{head}: sat out, scoring {rule}: {score}.",
                        head=head,
                        rule=SIT_OUT_WORDS[settings.sit_out],
                        score=_words(credit),
                    )
                )
    return tuple(lines)


def _place_of(seating: Round, card: int) -> tuple[int, int] | None:
    """(table number, seat index 0..3 in N, S, E, W order) of a card, or None."""
    for table in seating.tables:
        seats = (*table.ns, *table.ew)
        if card in seats:
            return table.table, seats.index(card)
    return None


def _played_line(
    change: PlayedChange, place: tuple[int, int], offset: int, head: str, names: Mapping[int, str]
) -> Step:
    number, seat = place
    table = next(t for t in change.seating.tables if t.table == number)
    mine, theirs = (table.ns, table.ew) if seat < 2 else (table.ew, table.ns)
    partner = mine[1 - seat % 2]
    partner_words = names.get(partner, "the dummy hand")
    against = " and ".join(names.get(p, "the dummy hand") for p in theirs)
    result = change.results.get(number)
    if result is None:
        return step(
            "card_not_entered",
            "{head}: table {table}, {seat} with {partner} against {against}: not entered yet.",
            head=head,
            table=number,
            seat=SEAT_NAMES[seat],
            partner=partner_words,
            against=against,
        )
    own, other = (result.ns, result.ew) if seat < 2 else (result.ew, result.ns)
    outcome = "won" if own[offset] > other[offset] else "lost"
    note = f" Approved exception: {result.note}." if result.note else ""
    return step(
        "card_played",
        "{head}: table {table}, {seat} with {partner} against {against}: {tricks} tricks"
        " to {others}, {outcome}.{note}",
        head=head,
        table=number,
        seat=SEAT_NAMES[seat],
        partner=partner_words,
        against=against,
        tricks=own[offset],
        others=other[offset],
        outcome=outcome,
        note=note,
    )


def _words(value: Score) -> str:
    value = exact(value)
    return str(value) if isinstance(value, int) else f"{float(value):.2f}".rstrip("0")
