"""Each player's record and the club's records across evenings (issue 26 items 3 and 4).

Worked out from one line per player per evening (what the evening's standings, prizes and
seatings say), so the same lines give a member's own record, the club's records and the
attendance. Pure: standard library only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

Score = Fraction | int


@dataclass(frozen=True, slots=True)
class EveningLine:
    """One player at one evening."""

    event_id: int
    evening: str
    held_on: date | None
    player: str  # the player's key (services.evening_summary.entrant_keys)
    place: int
    total: Score
    ten_plus: int  # hands with 10 or more tricks (whist-drives.md, prizes)
    hands_played: int
    entrants: int  # players at the evening
    prizes: tuple[str, ...] = ()
    partners: tuple[str, ...] = ()  # the partner's key at each change played


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    player: str
    lines: tuple[EveningLine, ...]  # in date order
    evenings_held: int  # evenings held over the same span
    total: Score
    prizes: tuple[tuple[int, str], ...]  # (evening id, prize)
    best: EveningLine | None  # the highest total (the earlier on a tie)
    ten_plus: int
    partners: tuple[tuple[str, int], ...]  # the partners most played with, most first
    longest_run: int

    @property
    def attendance(self) -> Fraction:
        """Evenings played over evenings held (0 when none were held)."""
        return Fraction(len(self.lines), self.evenings_held) if self.evenings_held else Fraction(0)


def _in_order(lines: Iterable[EveningLine]) -> list[EveningLine]:
    return sorted(lines, key=lambda line: (line.held_on or date.min, line.event_id))


def longest_run(attended: set[int], held: Sequence[int]) -> tuple[int, int | None, int | None]:
    """The most evenings attended one after another (in `held`'s order), with the first and
    last evening ids of the first such run."""
    best, best_first, best_last = 0, None, None
    run, first = 0, None
    for event_id in held:
        if event_id in attended:
            run += 1
            first = event_id if run == 1 else first
            if run > best:
                best, best_first, best_last = run, first, event_id
        else:
            run = 0
    return best, best_first, best_last


def player_record(
    player: str, lines: Iterable[EveningLine], held: Sequence[int], partners_shown: int = 3
) -> PlayerRecord:
    """`held`: the ids of every evening over the record's span, in date order."""
    own = _in_order(line for line in lines if line.player == player)
    best = None
    for line in own:
        if best is None or line.total > best.total:
            best = line
    together = Counter(p for line in own for p in line.partners)
    return PlayerRecord(
        player,
        tuple(own),
        len(held),
        _exact(sum((Fraction(line.total) for line in own), Fraction(0))),
        tuple((line.event_id, prize) for line in own for prize in line.prizes),
        best,
        sum(line.ten_plus for line in own),
        tuple(sorted(together.items(), key=lambda item: (-item[1], item[0]))[:partners_shown]),
        longest_run({line.event_id for line in own}, held)[0],
    )


def _exact(value: Fraction) -> Score:
    return value.numerator if value.denominator == 1 else value


@dataclass(frozen=True, slots=True)
class Record:
    """One club record: what it is, its holder(s), the figure, and where it was set."""

    what: str
    players: tuple[str, ...]
    figure: Score
    events: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ClubRecords:
    records: tuple[Record, ...]
    attendance: tuple[tuple[int, int], ...]  # (evening id, players), in date order


def club_records(lines: Iterable[EveningLine], held: Sequence[int]) -> ClubRecords:
    """Highest drive total, most 10+ hands in an evening, longest attendance run, most prizes
    (issue 26 item 4); ties hold the record together."""
    every = list(lines)
    found: list[Record] = []
    if every:
        top = max(line.total for line in every)
        holders = [line for line in every if line.total == top]
        found.append(_record("highest drive total", holders, top))
        most = max(line.ten_plus for line in every)
        if most:
            holders = [line for line in every if line.ten_plus == most]
            found.append(_record("most 10+ hands in an evening", holders, most))
        attended: dict[str, set[int]] = {}
        for line in every:
            attended.setdefault(line.player, set()).add(line.event_id)
        runs = {key: longest_run(events, held) for key, events in attended.items()}
        longest = max(run[0] for run in runs.values())
        keys = sorted(k for k, run in runs.items() if run[0] == longest)
        found.append(
            Record(
                "longest attendance run",
                tuple(keys),
                longest,
                tuple(e for e in runs[keys[0]][1:] if e is not None),  # the first holder's
            )
        )
        prizes = Counter({line.player: 0 for line in every})
        for line in every:
            prizes[line.player] += len(line.prizes)
        most_prizes = max(prizes.values())
        if most_prizes:
            keys = sorted(k for k, n in prizes.items() if n == most_prizes)
            found.append(Record("most prizes", tuple(keys), most_prizes, ()))
    per_evening = Counter(line.event_id for line in every)
    return ClubRecords(tuple(found), tuple((e, per_evening.get(e, 0)) for e in held))


def _record(what: str, lines: Sequence[EveningLine], figure: Score) -> Record:
    ordered = _in_order(lines)
    return Record(
        what,
        tuple(dict.fromkeys(line.player for line in ordered)),
        figure,
        tuple(dict.fromkeys(line.event_id for line in ordered)),
    )


def attendance_per_season(
    held_by_season: Mapping[str, Sequence[int]], attendance: Mapping[int, int]
) -> dict[str, tuple[int, int]]:
    """Per season: (evenings held, player-evenings)."""
    return {
        season: (len(ids), sum(attendance.get(e, 0) for e in ids))
        for season, ids in held_by_season.items()
    }
