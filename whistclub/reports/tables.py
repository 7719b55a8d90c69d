"""The exported tables of an evening and a season, as rows of plain values.

One definition feeds both the workbook (xlsx.py) and the CSV files (csv_export.py), so the
two always say the same thing. Values are int, float, str or None (an empty cell: a result
not entered yet is never written as a zero).
"""

from __future__ import annotations

from dataclasses import dataclass

from whistclub.reports.cells import number
from whistclub.reports.data import (
    DriveRecord,
    SeasonTable,
    StandingsReport,
    result_lines,
)

Value = int | float | str | None


@dataclass(frozen=True, slots=True)
class SheetData:
    name: str  # sheet name, also the CSV file's stem
    header: tuple[str, ...]
    rows: tuple[tuple[Value, ...], ...]
    widths: tuple[int, ...]  # column widths in characters
    freeze: str = "A2"  # the first cell that scrolls (header row stays)


def standings_table(report: StandingsReport) -> SheetData:
    header = (
        "Rank", "Card", "Name", "Role", "Role rank", "Total", "First half", "Second half",
        "Hands played", "Hands won", "Hands 10+", "Hands sat out", "Average per hand",
        "Left early", "Prize",
    )  # fmt: skip
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
            "yes" if r.withdrawn else "",
            r.prize,
        )
        for r in report.rows
    )
    widths = (6, 6, 30, 7, 9, 8, 10, 11, 12, 10, 10, 13, 16, 10, 24)
    return SheetData("Standings", header, rows, widths, freeze="D2")


def prizes_table(report: StandingsReport) -> SheetData:
    rows = tuple(
        (
            p.name,
            ", ".join(str(w.card) for w in p.winners),
            " and ".join(w.name for w in p.winners) or "not awarded",
            p.reason,
        )
        for p in report.prizes
    )
    return SheetData("Prizes", ("Prize", "Cards", "Winners", "Why"), rows, (22, 10, 36, 90))


def results_table(record: DriveRecord) -> SheetData:
    hands = record.settings.hands_per_change
    hand_columns: list[str] = []
    for hand in range(1, hands + 1):
        suffix = f" hand {hand}" if hands > 1 else ""
        hand_columns += [f"NS tricks{suffix}", f"EW tricks{suffix}"]
    header = (
        "Change", "Half", "Table", "North card", "North", "South card", "South",
        "East card", "East", "West card", "West", *hand_columns, "Note",
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
    return SheetData("Results", header, tuple(rows), widths, freeze="D2")


def players_table(record: DriveRecord) -> SheetData:
    rows = tuple(
        (
            e.card,
            e.name,
            e.role.value.capitalize() if e.role else "",
            e.joins_at,
            e.leaves_after,
        )
        for e in sorted(record.entrants, key=lambda e: e.card)
    )
    header = ("Card", "Name", "Role", "Joined at change", "Left after change")
    return SheetData("Players", header, rows, (6, 36, 8, 17, 18), freeze="C2")


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


def evening_tables(record: DriveRecord, report: StandingsReport) -> tuple[SheetData, ...]:
    """The standings workbook's sheets, in order: standings, prizes, results, players."""
    return (
        standings_table(report),
        prizes_table(report),
        results_table(record),
        players_table(record),
    )
