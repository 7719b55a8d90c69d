"""The workbook, ready to email and to print (issue 23 item 5), read back with openpyxl:
page setup, the club and the evening on every page, headers not clipped, the "why" wrapped,
prize cards as numbers, and the PDF's rounding."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import openpyxl
import pytest

from tests.reports.measure import page_sizes, texts
from whistclub.reports import data
from whistclub.reports.printables import render_drive_pdf, write_drive_xlsx
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"


@pytest.fixture(scope="module")
def record():
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data.record_from_document(document, "Friday drive", "2026-11-27")


@pytest.fixture(scope="module")
def book(record, tmp_path_factory):
    path = tmp_path_factory.mktemp("book") / "evening.xlsx"
    write_drive_xlsx(record, path, "en", club_name="Hove Whist Club")
    return openpyxl.load_workbook(path)


def test_page_setup_fits_one_page_wide_with_the_header_row_on_every_page(book):
    for ws in book.worksheets:
        assert ws.page_setup.fitToWidth == 1 and ws.page_setup.fitToHeight == 0
        assert ws.sheet_properties.pageSetUpPr.fitToPage
        assert ws.print_title_rows == "$1:$1"
        assert ws.oddHeader.center.text == "Hove Whist Club · Friday drive · 27 November 2026"
        assert ws.oddFooter.right.text == "&P / &N"
    assert book["Results"].page_setup.orientation == "landscape"  # wide
    assert book["Players"].page_setup.orientation == "portrait"


def test_headers_are_not_clipped_and_the_why_wraps(book):
    for ws in book.worksheets:
        for cell in ws[1]:
            width = ws.column_dimensions[cell.column_letter].width
            longest = max(len(word) for word in str(cell.value).split())
            assert width >= longest + 2, (ws.title, cell.value, width)
    why = book["Prizes"]["D2"]
    assert why.alignment.wrap_text and len(why.value) > 40


def test_prize_cards_are_numbers(book):
    cards = [row[1].value for row in book["Prizes"].iter_rows(min_row=2)]
    assert cards and all(isinstance(c, int) for c in cards)


def test_the_average_rounds_as_the_pdf_does(record, book):
    buffer = io.BytesIO()
    render_drive_pdf(record, "standings", buffer, PrintSettings())
    pdf = buffer.getvalue()
    printed = {t.text for page in range(len(page_sizes(pdf))) for t in texts(pdf, page)}
    ws = book["Standings"]
    column = [c.value for c in ws[1]].index("Average per hand") + 1
    for row in ws.iter_rows(min_row=2):
        cell = row[column - 1]
        shown = Decimal(str(cell.value)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        assert cell.number_format == "0.00"
        assert f"{shown}" in printed  # Excel shows halves rounded up: so does the PDF


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice (soffice) not installed")
def test_libreoffice_prints_the_40_table_workbook_in_a_handful_of_pages(tmp_path):
    """The issue counted 86 pages; one page wide, a page of a sheet holds about 50 rows."""
    record = sample_record(tables=40, changes=24, played=24)
    path = tmp_path / "big.xlsx"
    write_drive_xlsx(record, path, "en", club_name="Hove Whist Club")
    env = {**os.environ, "HOME": str(tmp_path)}  # LibreOffice writes its profile there
    subprocess.run(
        ["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(tmp_path), str(path)],
        check=True,
        capture_output=True,
        timeout=300,
        env=env,
    )
    pages = len(page_sizes((tmp_path / "big.pdf").read_bytes()))
    print(f"LibreOffice printed the 40-table workbook on {pages} pages")
    rows = 160 + 40 * 24 + 160 + 10  # standings, results, players, prizes
    assert pages <= rows // 40, pages
