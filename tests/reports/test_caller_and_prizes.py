"""The caller's and the prize-giver's paper (issue 23 item 4), read back from the PDF: the
movement guide never splits a change (its heading repeats where a long one goes on), the
standings say "page 1 of 2" and print ladies and gents as two lists, the prize-giving script
reads the booby first and first place last with the winning score and the prize's cost, and
the money sheet prints and is a sheet of the workbook."""

from __future__ import annotations

import io
import json
from pathlib import Path

import openpyxl
import pytest

from tests.reports.measure import MM, page_sizes, texts
from whistclub.reports import data
from whistclub.reports.printables import render_drive_pdf, write_drive_xlsx
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings
from whistclub.services.evenings import MoneySheet

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"
MONEY = MoneySheet(
    entrants=16,
    fee=250,
    fees=4000,
    raffle=1250,
    prize_costs=(("First lady", 500), ("Booby gent", 150)),
    other=(("Hall hire", -1500),),
)


@pytest.fixture(scope="module")
def example():
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data.record_from_document(document, "Friday drive", "2026-11-27")


def printed(record, what: str, **settings) -> bytes:
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings(**settings), money=MONEY)
    return buffer.getvalue()


def page_texts(pdf: bytes) -> list[list[str]]:
    return [[t.text for t in texts(pdf, page)] for page in range(len(page_sizes(pdf)))]


def test_the_guide_never_splits_a_change_that_fits_a_page():
    record = sample_record(tables=14, changes=24, played=4)
    pdf = printed(record, "guide")
    for page in range(len(page_sizes(pdf))):
        found = texts(pdf, page)
        headings = [t for t in found if t.text.startswith("Change ") and "(half" in t.text]
        numbers = [t for t in found if t.text.isdigit() and t.x < 30 * MM and t.size < 10]
        if headings:  # the by-name pages have no change headings
            assert len(numbers) == 14 * len(headings), (page, len(numbers), len(headings))


def test_a_change_too_long_for_a_page_repeats_its_heading():
    record = sample_record(tables=40, changes=24, played=2)
    pages = page_texts(printed(record, "guide", large_print=True))
    with_heading = [i for i, p in enumerate(pages) if any(t.startswith("Change 1 (") for t in p)]
    assert len(with_heading) >= 2  # change 1 goes on over a page, its heading with it
    tables = {t for i in with_heading for t in pages[i] if t.isdigit()}
    assert {str(n) for n in range(1, 41)} <= tables


def test_standings_say_page_n_of_m_and_print_ladies_and_gents_apart(example):
    record = sample_record(tables=40, changes=24, played=24)
    pages = page_texts(printed(record, "standings"))
    total = len(pages)
    assert total > 1
    for number, words in enumerate(pages, start=1):
        assert f"page {number} of {total}" in words
    roles = page_texts(printed(example, "standings"))
    flat = [t for page in roles for t in page]
    assert "Ladies" in flat and "Gents" in flat
    assert flat.index("Ladies") < flat.index("Gents")
    spanish = [t for page in page_texts(printed(example, "standings", language="es")) for t in page]
    assert "Damas" in spanish and "página 1 de 1" in spanish


def test_the_prize_giving_script_reads_the_booby_first_and_first_place_last(example):
    words = [t for page in page_texts(printed(example, "prizes")) for t in page]
    prizes = [t.split(". ", 1)[1] for t in words if t[:1].isdigit() and ". " in t]
    assert prizes[0].startswith("Booby")
    assert prizes.index("First lady") > prizes.index("Booby lady")
    assert prizes[-1] == "Best first half" or prizes[-1].startswith("First")
    assert "Winning score: 43.5" in words  # Eve Shaw's 43.5 wins First lady
    assert "£5.00" in words and "£1.50" in words
    assert "The prizes cost £6.50 in all." in words
    spanish = [
        t
        for page in page_texts(printed(example, "prizes", language="es", currency="EUR"))
        for t in page
    ]
    assert "Puntuación ganadora: 43,5" in spanish and "5,00 €" in spanish


def test_the_money_sheet_prints_and_is_a_sheet_of_the_workbook(example, tmp_path):
    words = [t for page in page_texts(printed(example, "money")) for t in page]
    assert "Money sheet" in words and "Net for the club" in words
    assert "£40.00" in words and "-£5.00" in words and "£31.00" in words
    path = tmp_path / "evening.xlsx"
    write_drive_xlsx(example, path, "en", MONEY, "GBP")
    sheet = openpyxl.load_workbook(path)["Money"]
    rows = [(r[0].value, r[1].value) for r in sheet.iter_rows(min_row=2)]
    assert rows[0] == ("Entry fees: 16 × £2.50", 40.0)
    assert rows[-1] == ("Net for the club", 31.0)
    assert ("Prize: First lady", -5.0) in rows
