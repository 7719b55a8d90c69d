"""Excel workbooks (openpyxl): the standings workbook of an evening and the season table.

Each sheet has a styled, frozen header row, column widths, an autofilter, and numbers stored
as numbers (so the club can sort and sum). Text that a spreadsheet would run as a formula
(starting with = + - @) is stored as a string with the quote-prefix style (cells.py).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from openpyxl import Workbook
from openpyxl.cell.cell import Cell
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from whistclub.reports.cells import is_risky
from whistclub.reports.data import DriveRecord
from whistclub.reports.prizegiving import MoneySheetReport
from whistclub.reports.results import SeasonTable, StandingsReport
from whistclub.reports.tables import SheetData, Value, evening_tables, money_table, season_tables
from whistclub.reports.words import ENGLISH, Words

Target = str | Path | BinaryIO

HEADER_FONT = Font(bold=True, color="FFFFFF")
HEADER_FILL = PatternFill("solid", fgColor="1F4E5F")
HEADER_BORDER = Border(bottom=Side(style="thin", color="000000"))


def set_value(cell: Cell, value: Value) -> None:
    """Write a value so that text is always text and numbers are numbers."""
    cell.value = value
    if isinstance(value, str) and is_risky(value):
        cell.data_type = "s"  # openpyxl made it a formula ("f"): it is a name, not a formula
        cell.quotePrefix = True  # and Excel keeps it text when the cell is edited
    elif isinstance(value, float):
        cell.number_format = "0.00"


def add_sheet(workbook: Workbook, sheet: SheetData, heading: str = "") -> Worksheet:
    ws = workbook.create_sheet(sheet.name[:31])  # Excel's limit on sheet names
    for column, title in enumerate(sheet.header, start=1):
        cell = ws.cell(row=1, column=column)
        set_value(cell, title)
        cell.font = HEADER_FONT
        cell.fill = HEADER_FILL
        cell.border = HEADER_BORDER
        cell.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
    for r, row in enumerate(sheet.rows, start=2):
        for c, value in enumerate(row, start=1):
            if value is not None:  # an empty cell is left empty, never written as 0
                set_value(ws.cell(row=r, column=c), value)
    for column, width in enumerate(sheet.widths, start=1):
        title = str(sheet.header[column - 1]) if column <= len(sheet.header) else ""
        # a header is never clipped: its longest word fits the column, the rest wraps
        longest = max((len(word) for word in title.split()), default=0)
        ws.column_dimensions[get_column_letter(column)].width = max(width, longest + 3)
    lines = max((_header_lines(sheet, c) for c in range(len(sheet.header))), default=1)
    ws.row_dimensions[1].height = 15 * lines + 3
    for column in sheet.wrap:
        for r in range(2, len(sheet.rows) + 2):
            ws.cell(row=r, column=column).alignment = Alignment(wrap_text=True, vertical="top")
    ws.freeze_panes = sheet.freeze
    _page_setup(ws, sheet, heading)
    if sheet.rows:
        last = f"{get_column_letter(len(sheet.header))}{len(sheet.rows) + 1}"
        ws.auto_filter.ref = f"A1:{last}"
    return ws


def _header_lines(sheet: SheetData, index: int) -> int:
    """How many lines a header takes in its column (the words wrap at spaces)."""
    width = sheet.widths[index] if index < len(sheet.widths) else 10
    words = str(sheet.header[index]).split()
    lines, used = 1, 0
    for word in words:
        if used and used + 1 + len(word) > width:
            lines, used = lines + 1, len(word)
        else:
            used += len(word) + (1 if used else 0)
    return lines


def _page_setup(ws: Worksheet, sheet: SheetData, heading: str) -> None:
    """Printed as a club would print it: landscape when the sheet is wide, one page wide
    (as many pages down as it takes), the header row on every page, and the club, the
    evening and its date at the top of each page with "page 1 of 3" at the foot."""
    wide = sum(sheet.widths) > 100
    ws.page_setup.orientation = "landscape" if wide else "portrait"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.print_title_rows = "1:1"
    ws.print_options.gridLines = True
    if heading:
        ws.oddHeader.center.text = heading.replace("&", "&&")
    ws.oddFooter.right.text = "&P / &N"


def write_workbook(
    sheets: Sequence[SheetData], target: Target, title: str = "", heading: str = ""
) -> None:
    """`heading` (the club, the evening, its date) is printed at the top of every page."""
    workbook = Workbook()
    workbook.remove(workbook.active)
    for sheet in sheets:
        add_sheet(workbook, sheet, heading or title)
    workbook.properties.title = title
    workbook.properties.creator = "WhistClub"
    # The zip is finished in memory first: openpyxl leaves its archive open when a write
    # fails (a full disk), and a half-written zip would then be closed at random later.
    buffer = io.BytesIO()
    workbook.save(buffer)
    if isinstance(target, (str, Path)):
        with open(target, "wb") as file:
            file.write(buffer.getbuffer())
    else:
        target.write(buffer.getbuffer())


def write_standings_xlsx(
    record: DriveRecord,
    report: StandingsReport,
    target: Target,
    words: Words = ENGLISH,
    money: MoneySheetReport | None = None,
    club_name: str = "",
) -> None:
    """The evening's workbook: Standings (ranks and prizes), Prizes, Results, Players, and
    Money when the money sheet is given, in `words`' language (the report is expected to be
    worded in the same one)."""
    title = f"{report.title} {words.date(report.date)}".strip()
    sheets = evening_tables(record, report, words)
    if money is not None:
        sheets = (*sheets, money_table(money, words))
    heading = " · ".join(p for p in (club_name, report.title, words.date(report.date)) if p)
    write_workbook(sheets, target, title, heading)


def write_season_xlsx(season: SeasonTable, target: Target, title: str = "Season") -> None:
    """The season table across evenings: Season (ranking) and Evenings (score per evening)."""
    write_workbook(season_tables(season), target, title)
