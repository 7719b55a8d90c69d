"""The evening given as `drive score` JSON, through to its printables (reports/printables.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from whistclub.domain.documents.drive import score_drive
from whistclub.reports import data, results
from whistclub.reports.printables import WHAT, render_drive_pdf, write_drive_xlsx
from whistclub.reports.settings import PrintSettings
from whistclub.services.evenings import MoneySheet

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"


@pytest.fixture(scope="module")
def document():
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_record_from_the_document_agrees_with_drive_score(document):
    record = data.record_from_document(document, "Example drive", "2026-11-28")
    out = score_drive(document)
    report = results.standings_report(record)
    assert [(r.card, r.rank) for r in report.rows] == [
        (s["card"], s["rank"]) for s in out["standings"]
    ]
    # drive score prints sit-out averages to two decimals
    assert [round(float(r.total), 2) for r in report.rows] == [s["total"] for s in out["standings"]]
    assert [[w.card for w in p.winners] for p in report.prizes] == [
        p["cards"] for p in out["prizes"]
    ]
    seated = [[t.table for t in c.seating.tables] for c in record.changes]
    assert seated == [[t["table"] for t in c["seating"]] for c in out["changes"]]


def test_card_totals_end_on_the_standings_total(document):
    record = data.record_from_document(document)
    totals = {s["card"]: s["total"] for s in score_drive(document)["standings"]}
    cards = {c.card: c for c in data.score_cards(record)}
    latecomer = cards[14]  # Ned Ash joins at change 4
    assert [line.present for line in latecomer.lines] == [False] * 3 + [True] * 3
    assert latecomer.lines[3].running_total == sum(latecomer.lines[3].tricks)
    sat_out = cards[13]  # May Wood sits out change 1
    assert sat_out.lines[0].sitting_out and sat_out.lines[0].credit is not None
    for number, card in cards.items():
        assert round(float(card.lines[-1].running_total), 2) == totals[number]


def test_before_any_result_only_the_first_change_is_seated(document):
    record = data.record_from_document({**document, "results": []})
    assert [c.change for c in record.changes] == [1]
    card = data.score_cards(record)[0]
    assert card.lines[0].table is not None and card.lines[1].table is None


@pytest.mark.parametrize("what", WHAT)
def test_every_printable_renders(document, what, tmp_path):
    record = data.record_from_document(document, "Example drive", "2026-11-28")
    path = tmp_path / f"{what}.pdf"
    money = MoneySheet(entrants=14, fee=200, fees=2800, raffle=0, prize_costs=(), other=())
    pages = render_drive_pdf(record, what, path, PrintSettings(), blank_cards=3, money=money)
    assert pages == len(PdfReader(path).pages) >= 1
    if what == "cards":
        assert pages == 5  # 14 entrants and 3 blank cards, four to a sheet
    if what == "tables":
        assert pages == 3
    text = "".join(page.extract_text() for page in PdfReader(path).pages)
    if what in ("cards", "guide", "standings"):
        assert "Ned Ash" in text  # the latecomer (joins at change 4) is on every list


def test_unknown_printable_is_refused(document, tmp_path):
    record = data.record_from_document(document)
    with pytest.raises(ValueError, match="choose one of: cards"):
        render_drive_pdf(record, "posters", tmp_path / "x.pdf", PrintSettings())


def test_workbook_of_the_document(document, tmp_path):
    record = data.record_from_document(document)
    write_drive_xlsx(record, tmp_path / "evening.xlsx")
    book = load_workbook(tmp_path / "evening.xlsx")
    assert book["Standings"].cell(2, 3).value == score_drive(document)["standings"][0]["name"]
