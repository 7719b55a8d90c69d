"""Report data of the standings and prize list (at half-time and at the end), the results of
each change, and the season table (split from data.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from whistclub.domain.drive.event import Settings, SitOutScoring
from whistclub.domain.drive.movements.model import DUMMY
from whistclub.domain.drive.prizes import Award, award_prizes
from whistclub.domain.drive.standings import (
    PlayedChange,
    Standing,
    compute_standings,
)
from whistclub.reports import prize_wording
from whistclub.reports.data import (
    DriveRecord,
    Person,
    Stage,
    role_word,
    seat_map,
)
from whistclub.reports.words import ENGLISH, Words

# ---------------------------------------------------------------- standings and prizes


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    card: int
    name: str
    role: str
    role_rank: int | None
    total: Fraction
    first_half: Fraction
    second_half: Fraction
    hands_played: int
    hands_won: int
    ten_plus: int
    sat_out: int
    average: Fraction
    withdrawn: bool
    prize: str  # the prize this player won, "" if none


@dataclass(frozen=True, slots=True)
class PrizeLine:
    name: str
    winners: tuple[Person, ...]  # empty when nobody qualified
    reason: str


@dataclass(frozen=True, slots=True)
class StandingsReport:
    title: str
    date: str
    stage: Stage
    heading: str  # "Half-time standings after change 12" / "Final standings"
    ranked_by: str
    roles: bool
    halves: bool
    rows: tuple[StandingRow, ...]
    prizes: tuple[PrizeLine, ...]
    exceptions: tuple[str, ...] = field(default=())  # approved exceptions, flagged (issue 6)
    # the evening's page on the results website, printed as a QR code (issue 26 item 5)
    link: str = ""


def _stage_changes(record: DriveRecord, stage: Stage) -> tuple[PlayedChange, ...]:
    if stage is Stage.FINAL or record.settings.half_after is None:
        return record.changes
    return tuple(c for c in record.changes if c.change <= record.settings.half_after)


def _stage_settings(settings: Settings, stage: Stage) -> Settings:
    """At half-time only the first-half prizes are decided (whist-drives.md, half leaders)."""
    if stage is Stage.FINAL:
        return settings
    return replace(settings, prizes=tuple(p for p in settings.prizes if p.half == 1))


def standings_report(
    record: DriveRecord, stage: Stage = Stage.FINAL, words: Words = ENGLISH
) -> StandingsReport:
    """The standings and prize list, worked out by the domain for the stage asked for, in
    `words`' language (prize reasons worded as the window words them: prize_wording.py)."""
    settings = _stage_settings(record.settings, stage)
    changes = _stage_changes(record, stage)
    standings = compute_standings(settings, record.entrants, changes, record.units)
    awards = award_prizes(settings, standings, record.units)
    won = _prizes_by_card(awards)
    rows = tuple(_row(s, won.get(s.card, ""), words) for s in standings)
    heading = _heading(settings, changes, stage, words)
    ranked_by = (
        words.translate("Reports", "average per hand played")
        if settings.sit_out is SitOutScoring.PER_HAND
        else words.translate("Reports", "total")
    )
    rules = {rule.name: rule for rule in settings.prizes}

    def why(award: Award) -> str:
        return prize_wording.reason(words, award, rules.get(award.name), settings)

    return StandingsReport(
        record.title,
        record.date,
        stage,
        heading,
        ranked_by,
        settings.roles,
        stage is Stage.FINAL and settings.half_after is not None,
        rows,
        tuple(
            PrizeLine(
                a.name,
                tuple(Person(c, record.name_of(c)) for c in a.cards),
                why(a) + _half_time_note(record, a, changes, words)
                if stage is Stage.HALF_TIME
                else why(a),
            )
            for a in awards
        ),
        _exceptions(changes, words),
    )


def _half_time_note(
    record: DriveRecord, award: Award, shown: Sequence[PlayedChange], words: Words = ENGLISH
) -> str:
    """Why a first-half prize on the half-time sheet may not be the one the final prize list
    gives (issue 21 item 5: "the two agree, or the sheet says why they differ").

    The half-time sheet sees the first half only; the prize list is worked out in its order
    over the whole evening, so a leader who wins an earlier prize is passed over (one prize
    per person), the second half breaks ties, and who may win is the prize list's setting.
    """
    settings = record.settings
    last = max((c.change for c in record.changes if c.results), default=0)
    if last > max((c.change for c in shown), default=0):
        standings = compute_standings(settings, record.entrants, record.changes, record.units)
        final = {a.name: a for a in award_prizes(settings, standings, record.units)}
        now = final.get(award.name)
        if now is None or now.cards == award.cards:
            return ""
        named = [
            words.translate("Reports", "{0} (card {1})").format(record.name_of(c), c)
            for c in now.cards
        ]
        who = (" " + words.translate("Reports", "and") + " ").join(named) or words.translate(
            "Reports", "nobody"
        )
        rule = next((p for p in settings.prizes if p.name == now.name), None)
        return " " + words.translate(
            "Reports", "The prize list after change {last} gives it to {who}: {why}"
        ).format(last=last, who=who, why=prize_wording.reason(words, now, rule, settings))
    index = next((i for i, p in enumerate(settings.prizes) if p.name == award.name), 0)
    earlier = [p.name for p in settings.prizes[:index] if p.half != 1]
    if settings.one_prize_each and earlier:
        return " " + words.translate(
            "Reports",
            "Provisional: the final prize list gives it in its order, so a winner of {0} is"
            " passed over for it (one prize per person).",
        ).format(", ".join(earlier))
    return ""


def _heading(
    settings: Settings, changes: Sequence[PlayedChange], stage: Stage, words: Words = ENGLISH
) -> str:
    """Says how far the evening is: a list read out before the end must not say "final"."""
    complete = [c.change for c in changes if c.complete and c.results]
    last = max(complete, default=0)
    if stage is Stage.HALF_TIME:
        return words.translate("Reports", "Half-time standings after change {0}").format(last)
    if last == settings.changes:
        return words.translate("Reports", "Final standings")
    return words.translate("Reports", "Standings after change {0} of {1}").format(
        last, settings.changes
    )


def _prizes_by_card(awards: Sequence[Award]) -> dict[int, str]:
    won: dict[int, str] = {}
    for award in awards:
        for card in award.cards:
            won[card] = f"{won[card]}; {award.name}" if card in won else award.name
    return won


def _row(s: Standing, prize: str, words: Words = ENGLISH) -> StandingRow:
    return StandingRow(
        rank=s.rank,
        card=s.card,
        name=s.name,
        role=role_word(s.role.value, words) if s.role else "",
        role_rank=s.role_rank,
        total=Fraction(s.total),
        first_half=Fraction(s.halves[0]),
        second_half=Fraction(s.halves[1]),
        hands_played=s.hands_played,
        hands_won=s.hands_won,
        ten_plus=s.ten_plus,
        sat_out=s.sat_out,
        average=Fraction(s.average),
        withdrawn=s.withdrawn,
        prize=prize,
    )


def _exceptions(changes: Sequence[PlayedChange], words: Words = ENGLISH) -> tuple[str, ...]:
    found = []
    for played in changes:
        for table in sorted(played.results):
            result = played.results[table]
            if result.exception:
                found.append(
                    words.translate("Reports", "Change {0}, table {1}: {2}").format(
                        played.change, table, result.note
                    )
                )
    return tuple(found)


# ---------------------------------------------------------------- results per change


@dataclass(frozen=True, slots=True)
class ResultLine:
    """One table's result at one change, for the results sheet of the workbook."""

    change: int
    half: int
    table: int
    north: Person
    south: Person
    east: Person
    west: Person
    ns: tuple[int, ...] | None  # None: not entered yet (never a zero)
    ew: tuple[int, ...] | None
    note: str


def result_lines(record: DriveRecord) -> tuple[ResultLine, ...]:
    lines = []
    for played in sorted(record.changes, key=lambda c: c.change):
        for table in sorted(played.seating.tables, key=lambda t: t.table):
            people = {
                seat: Person(who, record.name_of(who) if who != DUMMY else "")
                for seat, who in seat_map(table).items()
            }
            result = played.results.get(table.table)
            lines.append(
                ResultLine(
                    played.change,
                    record.settings.half_of(played.change),
                    table.table,
                    people["North"],
                    people["South"],
                    people["East"],
                    people["West"],
                    result.ns if result else None,
                    result.ew if result else None,
                    result.note if result else "",
                )
            )
    return tuple(lines)


# ---------------------------------------------------------------- season table


@dataclass(frozen=True, slots=True)
class SeasonEvening:
    title: str
    date: str


@dataclass(frozen=True, slots=True)
class SeasonRow:
    rank: int
    name: str
    evenings: int
    total: Fraction
    best: Fraction
    average: Fraction  # per evening played
    firsts: int  # evenings ranked first
    prizes: int
    per_evening: tuple[Fraction | None, ...]  # None: did not play that evening


@dataclass(frozen=True, slots=True)
class SeasonTable:
    evenings: tuple[SeasonEvening, ...]
    rows: tuple[SeasonRow, ...]


def season_key(name: str) -> str:
    """Players are matched across evenings by name, ignoring case and extra spaces (card
    numbers change every evening)."""
    return " ".join(name.split()).casefold()


def _shared_ranks(values: Mapping[str, Fraction]) -> dict[str, int]:
    """Highest first; equal values share a rank and the next is skipped (1, 1, 3), as the
    evening's standings do (standings.py `competition_ranks`)."""
    ordered = sorted(values.values(), reverse=True)
    first: dict[Fraction, int] = {}
    for position, value in enumerate(ordered, start=1):
        first.setdefault(value, position)
    return {key: first[value] for key, value in values.items()}


def season_table(reports: Sequence[StandingsReport]) -> SeasonTable:
    """The season so far: every player's evenings, total, best and average, ranked by total
    (ties share a rank, as in standings.py)."""
    names: dict[str, str] = {}
    scores: dict[str, list[Fraction | None]] = {}
    firsts: dict[str, int] = {}
    prizes: dict[str, int] = {}
    for index, report in enumerate(reports):
        for row in report.rows:
            key = season_key(row.name)
            names.setdefault(key, row.name)
            scores.setdefault(key, [None] * len(reports))[index] = row.total
            firsts[key] = firsts.get(key, 0) + (row.rank == 1)
            prizes[key] = prizes.get(key, 0) + (1 if row.prize else 0)
    totals = {k: sum((s for s in v if s is not None), Fraction(0)) for k, v in scores.items()}
    ranks = _shared_ranks(totals)
    rows = []
    for key, per in scores.items():
        played = [s for s in per if s is not None]
        rows.append(
            SeasonRow(
                rank=ranks[key],
                name=names[key],
                evenings=len(played),
                total=totals[key],
                best=max(played),
                average=totals[key] / len(played),
                firsts=firsts[key],
                prizes=prizes[key],
                per_evening=tuple(per),
            )
        )
    rows.sort(key=lambda r: (r.rank, season_key(r.name)))
    return SeasonTable(tuple(SeasonEvening(r.title, r.date) for r in reports), tuple(rows))
