"""The exported tables of an evening and a season, as rows of plain values.

One definition feeds both the workbook (xlsx.py) and the CSV files (csv_export.py), so the
two always say the same thing. Values are int, float, str or None (an empty cell: a result
not entered yet is never written as a zero).
"""

from __future__ import annotations

from dataclasses import dataclass

from whistclub.reports.cells import number
from whistclub.reports.data import DriveRecord, role_word, seat_word
from whistclub.reports.prizegiving import MoneySheetReport
from whistclub.reports.results import SeasonTable, StandingsReport, result_lines
from whistclub.reports.words import ENGLISH, Words

Value = int | float | str | None


@dataclass(frozen=True, slots=True)
class SheetData:
    name: str  # sheet name, also the CSV file's stem
    header: tuple[str, ...]
    rows: tuple[tuple[Value, ...], ...]
    widths: tuple[int, ...]  # column widths in characters
    freeze: str = "A2"  # the first cell that scrolls (header row stays)
    wrap: tuple[int, ...] = ()  # columns (from 1) whose long text wraps: the "why"


def standings_table(report: StandingsReport, w: Words = ENGLISH) -> SheetData:
    header = (
        w.translate("Reports", "Rank"), w.translate("Reports", "Card"),
        w.translate("Reports", "Name"), w.translate("Reports", "Role"),
        w.translate("Reports", "Role rank"), w.translate("Reports", "Total"),
        w.translate("Reports", "First half"), w.translate("Reports", "Second half"),
        w.translate("Reports", "Hands played"), w.translate("Reports", "Hands won"),
        w.translate("Reports", "Hands 10+"), w.translate("Reports", "Hands sat out"),
        w.translate("Reports", "Average per hand"), w.translate("Reports", "Left early"),
        w.translate("Reports", "Prize"),
    )  # fmt: skip
    yes = w.translate("Reports", "yes")
    rows = tuple(
        (
            r.rank,
            r.card,
            r.name,
            r.role,
            r.role_rank,
            number(r.total),
            number(r.first_half),
            number(r.second_half),
            r.hands_played,
            r.hands_won,
            r.ten_plus,
            r.sat_out,
            round(float(r.average), 4),
            yes if r.withdrawn else "",
            r.prize,
        )
        for r in report.rows
    )
    widths = (6, 6, 30, 7, 9, 8, 10, 11, 12, 10, 10, 13, 16, 10, 24)
    return SheetData(w.translate("Reports", "Standings"), header, rows, widths, freeze="D2")


def prizes_table(report: StandingsReport, w: Words = ENGLISH) -> SheetData:
    # A row per winner, so that the card is a number the club can sort and look up (a
    # shared prize has a row for each of its winners).
    rows: list[tuple[Value, ...]] = []
    for p in report.prizes:
        if not p.winners:
            rows.append((p.name, None, w.translate("Reports", "not awarded"), p.reason))
        for winner in p.winners:
            rows.append((p.name, winner.card, winner.name, p.reason))
    header = (
        w.translate("Reports", "Prize"),
        w.translate("Reports", "Card"),
        w.translate("Reports", "Winner"),
        w.translate("Reports", "Why"),
    )
    name = w.translate("Reports", "Prizes")
    return SheetData(name, header, tuple(rows), (22, 10, 36, 70), wrap=(4,))


def results_table(record: DriveRecord, w: Words = ENGLISH) -> SheetData:
    hands = record.settings.hands_per_change
    hand_columns: list[str] = []
    for hand in range(1, hands + 1):
        if hands > 1:
            hand_columns += [
                w.translate("Reports", "NS tricks hand {0}").format(hand),
                w.translate("Reports", "EW tricks hand {0}").format(hand),
            ]
        else:
            hand_columns += [
                w.translate("Reports", "NS tricks"),
                w.translate("Reports", "EW tricks"),
            ]
    seats: list[str] = []
    for seat in ("North", "South", "East", "West"):
        seats += [w.translate("Reports", "{0} card").format(seat_word(seat, w)), seat_word(seat, w)]
    header = (
        w.translate("Reports", "Change"), w.translate("Reports", "Half"),
        w.translate("Reports", "Table"), *seats, *hand_columns, w.translate("Reports", "Note"),
    )  # fmt: skip
    rows = []
    for line in result_lines(record):
        tricks: list[Value] = []
        for hand in range(hands):
            tricks += [
                None if line.ns is None else line.ns[hand],
                None if line.ew is None else line.ew[hand],
            ]
        people: list[Value] = []
        for person in (line.north, line.south, line.east, line.west):
            people += [person.card or None, person.name]
        rows.append((line.change, line.half, line.table, *people, *tricks, line.note))
    widths = (8, 6, 6) + (10, 24) * 4 + (11,) * (2 * hands) + (30,)
    return SheetData(w.translate("Reports", "Results"), header, tuple(rows), widths, freeze="D2")


def players_table(record: DriveRecord, w: Words = ENGLISH) -> SheetData:
    rows = tuple(
        (
            e.card,
            e.name,
            role_word(e.role.value, w) if e.role else "",
            e.joins_at,
            e.leaves_after,
        )
        for e in sorted(record.entrants, key=lambda e: e.card)
    )
    header = (
        w.translate("Reports", "Card"),
        w.translate("Reports", "Name"),
        w.translate("Reports", "Role"),
        w.translate("Reports", "Joined at change"),
        w.translate("Reports", "Left after change"),
    )
    name = w.translate("Reports", "Players")
    return SheetData(name, header, rows, (6, 36, 8, 17, 18), freeze="C2")


def season_tables(season: SeasonTable) -> tuple[SheetData, SheetData]:
    """The season ranking, and a grid of every player's score each evening."""
    header = ("Rank", "Name", "Evenings", "Total", "Best", "Average", "Firsts", "Prizes")
    rows = tuple(
        (
            r.rank,
            r.name,
            r.evenings,
            number(r.total),
            number(r.best),
            round(float(r.average), 4),
            r.firsts,
            r.prizes,
        )
        for r in season.rows
    )
    ranking = SheetData("Season", header, rows, (6, 36, 9, 8, 8, 9, 7, 7), freeze="C2")
    evening_titles = tuple(f"{e.date} {e.title}".strip() for e in season.evenings)
    grid = tuple(
        (r.name, *(number(s) for s in r.per_evening), number(r.total)) for r in season.rows
    )
    evenings = SheetData(
        "Evenings",
        ("Name", *evening_titles, "Total"),
        grid,
        (36, *(max(12, min(30, len(t) + 2)) for t in evening_titles), 8),
        freeze="B2",
    )
    return ranking, evenings


def evening_tables(
    record: DriveRecord, report: StandingsReport, words: Words = ENGLISH
) -> tuple[SheetData, ...]:
    """The standings workbook's sheets, in order: standings, prizes, results, players, in
    `words`' language (the CSV files keep the English names their format documents)."""
    return (
        standings_table(report, words),
        prizes_table(report, words),
        results_table(record, words),
        players_table(record, words),
    )


def money_table(sheet: MoneySheetReport, w: Words = ENGLISH) -> SheetData:
    """The money sheet: each item and its amount (a number, minus for money spent), the net
    last."""
    rows = tuple((line.what, float(line.amount)) for line in (*sheet.lines, sheet.net))
    header = (w.translate("Reports", "Item"), w.translate("Reports", "Amount"))
    return SheetData(w.translate("Reports", "Money"), header, rows, (44, 14))
