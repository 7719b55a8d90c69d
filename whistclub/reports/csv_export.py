"""The same tables as the workbook, as CSV files (UTF-8 with a byte-order mark, so Excel
opens accents and ñ correctly; comma-separated; one file per sheet).

Text a spreadsheet would run as a formula gets an apostrophe in front (cells.py); numbers are
written plainly, empty cells stay empty.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from whistclub.reports.cells import csv_text
from whistclub.reports.data import DriveRecord
from whistclub.reports.results import SeasonTable, StandingsReport
from whistclub.reports.tables import SheetData, Value, evening_tables, season_tables


def _field(value: Value) -> str | int | float:
    if value is None:
        return ""
    if isinstance(value, str):
        return csv_text(value)
    return value


def csv_of(sheet: SheetData) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow([_field(v) for v in sheet.header])
    for row in sheet.rows:
        writer.writerow([_field(v) for v in row])
    return buffer.getvalue()


def write_csv_files(sheets: Sequence[SheetData], folder: Path, prefix: str = "") -> list[Path]:
    """One `<prefix><sheet>.csv` per sheet in `folder`; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for sheet in sheets:
        path = folder / f"{prefix}{sheet.name.lower()}.csv"
        path.write_text(csv_of(sheet), encoding="utf-8-sig", newline="")
        written.append(path)
    return written


def write_standings_csv(
    record: DriveRecord, report: StandingsReport, folder: Path, prefix: str = ""
) -> list[Path]:
    """standings.csv, prizes.csv, results.csv and players.csv of one evening."""
    return write_csv_files(evening_tables(record, report), folder, prefix)


def write_season_csv(season: SeasonTable, folder: Path, prefix: str = "") -> list[Path]:
    """season.csv and evenings.csv."""
    return write_csv_files(season_tables(season), folder, prefix)
