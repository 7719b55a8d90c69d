"""The standings workbook, the season workbook and the CSV files (reports/xlsx.py,
reports/csv_export.py): reopened and checked cell by cell."""

from __future__ import annotations

import csv
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.reports.golden import FIRST_HALF, RANKS, TOTALS, golden_record
from whistclub.reports import csv_export, results, xlsx

HYPERLINK = '=HYPERLINK("http://example.com/x","click me")'
RISKY = {1: HYPERLINK, 3: "+44 Zoë", 5: "-Ñuria", 7: "@Ruth"}


@pytest.fixture
def record():
    return golden_record(played=2, names=RISKY)  # change 3 seated, not played yet


@pytest.fixture
def workbook_path(record, tmp_path) -> Path:
    path = tmp_path / "standings.xlsx"
    xlsx.write_standings_xlsx(record, results.standings_report(record), path)
    return path


def test_sheets_header_and_frozen_panes(workbook_path):
    book = load_workbook(workbook_path)
    assert book.sheetnames == ["Standings", "Prizes", "Results", "Players"]
    sheet = book["Standings"]
    assert [c.value for c in sheet[1]][:6] == ["Rank", "Card", "Name", "Role", "Role rank", "Total"]
    assert all(c.font.bold for c in sheet[1])
    assert sheet.freeze_panes == "D2"
    assert book["Results"].freeze_panes == "D2"
    assert sheet.column_dimensions["C"].width == 30
    assert sheet.auto_filter.ref == f"A1:O{sheet.max_row}"


def test_standings_numbers_are_numbers(workbook_path):
    full = golden_record()
    book = load_workbook(workbook_path)
    rows = list(book["Standings"].iter_rows(min_row=2, values_only=True))
    by_card = {row[1]: row for row in rows}
    assert len(rows) == 9
    # after two changes the totals are the first-half totals (golden.py)
    assert {card: row[5] for card, row in by_card.items()} == FIRST_HALF
    assert isinstance(by_card[4][5], int) and isinstance(by_card[9][5], int)  # 13: whole
    for row in rows:
        assert isinstance(row[0], int) and isinstance(row[1], int)
    final = results.standings_report(full)
    path = workbook_path.with_name("final.xlsx")
    xlsx.write_standings_xlsx(full, final, path)
    sheet = load_workbook(path)["Standings"]
    final_rows = {r[1]: r for r in sheet.iter_rows(min_row=2, values_only=True)}
    assert {c: r[0] for c, r in final_rows.items()} == RANKS
    assert final_rows[9][5] == 19.5 and isinstance(final_rows[9][5], float)
    assert {c: r[5] for c, r in final_rows.items()} == TOTALS
    prize_cell = next(r[14] for r in final_rows.values() if r[1] == 4)
    assert prize_cell == "First overall"


def test_formula_like_names_stay_text(workbook_path):
    book = load_workbook(workbook_path)
    names = {row[0].value: row[1] for row in book["Players"].iter_rows(min_row=2)}
    for card, text in RISKY.items():
        cell = names[card]
        assert cell.value == text
        assert cell.data_type == "s"  # not "f": a spreadsheet shows it, never runs it
        assert cell.quotePrefix
    with zipfile.ZipFile(workbook_path) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                assert b"<f>" not in archive.read(name)  # no formula anywhere in the book


def test_results_sheet_has_every_table_and_empty_cells_for_unplayed(workbook_path):
    sheet = load_workbook(workbook_path)["Results"]
    header = [c.value for c in sheet[1]]
    assert header[:3] == ["Change", "Half", "Table"] and header[-3:] == [
        "NS tricks",
        "EW tricks",
        "Note",
    ]
    rows = list(sheet.iter_rows(min_row=2, values_only=True))
    assert [(r[0], r[2]) for r in rows] == [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1), (3, 2)]
    assert rows[0][3:5] == (1, HYPERLINK) and rows[0][11:13] == (8, 5)
    assert rows[4][11:13] == (None, None)  # not entered: empty, never 0


def test_season_workbook(tmp_path):
    one = results.standings_report(golden_record())
    two = results.standings_report(golden_record(names={9: HYPERLINK}))
    path = tmp_path / "season.xlsx"
    xlsx.write_season_xlsx(results.season_table([one, two]), path)
    book = load_workbook(path)
    assert book.sheetnames == ["Season", "Evenings"]
    season = list(book["Season"].iter_rows(min_row=2, values_only=True))
    assert season[0][:5] == (1, "Bill Smith", 2, 52, 26)
    grid = {r[0]: r[1:] for r in book["Evenings"].iter_rows(min_row=2, values_only=True)}
    assert grid["Íñigo <b>bold</b> & Sons"] == (19.5, None, 19.5)  # played the first only
    assert grid[HYPERLINK] == (None, 19.5, 19.5)
    cell = next(r[0] for r in book["Evenings"].iter_rows(min_row=2) if r[0].value == HYPERLINK)
    assert cell.data_type == "s"


def test_csv_files_say_the_same_and_quote_formula_like_text(record, tmp_path):
    report = results.standings_report(record)
    files = csv_export.write_standings_csv(record, report, tmp_path, prefix="drive-")
    assert [f.name for f in files] == [
        "drive-standings.csv",
        "drive-prizes.csv",
        "drive-results.csv",
        "drive-players.csv",
    ]
    raw = files[3].read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Excel reads the accents right
    with files[3].open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["Card", "Name", "Role", "Joined at change", "Left after change"]
    names = {row[0]: row[1] for row in rows[1:]}
    assert names["1"] == "'" + HYPERLINK
    assert names["5"] == "'-Ñuria" and names["7"] == "'@Ruth" and names["3"] == "'+44 Zoë"
    assert names["2"] == "José Muñoz"
    with files[0].open(encoding="utf-8-sig", newline="") as handle:
        standings = list(csv.reader(handle))
    assert standings[1][5] == "18"  # card 2 leads after two changes with 18 tricks
    with files[2].open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[-1][11:13] == ["", ""]
