"""Every printable and the workbook in the club's language (issue 23 item 1): the words read
back from the PDF itself (pypdf) and the workbook (openpyxl), dates and numbers as the
language writes them, and the prize reasons worded as the window words them."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from whistclub.reports import data, prize_wording, results
from whistclub.reports.printables import WHAT, render_drive_pdf, write_drive_xlsx
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import Words, words_for
from whistclub.services.evenings import MoneySheet

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"


@pytest.fixture(scope="module")
def record():
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data.record_from_document(document, "Velada de los viernes", "2026-11-27")


def pdf_pages(record, what: str, language: str) -> list[str]:
    buffer = io.BytesIO()
    money = MoneySheet(entrants=14, fee=200, fees=2800, raffle=500, prize_costs=(), other=())
    settings = PrintSettings(language=language)
    render_drive_pdf(record, what, buffer, settings, blank_cards=2, money=money)
    return [page.extract_text() for page in PdfReader(io.BytesIO(buffer.getvalue())).pages]


# Words each printable must say in each language, on every page; and English that must not
# be left on a Spanish page.
EXPECTED = {
    "cards": (("Final total", "Checked by"), ("Total final", "Revisado por")),
    "blank_cards": (("Final total", "Card no."), ("Total final", "Tarjeta n.º")),
    "tables": (("Trumps in turn:", "Table 1"), ("Triunfos por turno:", "Mesa 1")),
    "guide": (("movement guide",), ("guía de movimientos",)),  # the foot of every page
    "tents": (("Trumps in turn:", "After each change:"), ("Triunfos por turno:", "Mesa")),
    "slips": (("Result slip", "NS initials"), ("Hoja de resultados", "Iniciales NS")),
    "wallchart": (("Where to sit first", "page 1 of"), ("Dónde sentarse al empezar",)),
    "prizes": (("Prize-giving", "Winning score:"), ("Entrega de premios", "Puntuación ganadora:")),
    "money": (("Money sheet", "Net for the club"), ("Hoja de cuentas", "Neto para el club")),
    "standings": (("Final standings",), ("Clasificación final",)),
    "half_time": (("Half-time standings",), ("Clasificación al descanso",)),
}


@pytest.mark.parametrize("what", WHAT)
def test_every_page_of_every_printable_is_in_the_language_asked(record, what):
    english, spanish = EXPECTED[what]
    for text in pdf_pages(record, what, "en"):
        assert english[0].lower() in text.lower(), text[:300]
    pages = pdf_pages(record, what, "es")
    assert pages
    for number, text in enumerate(pages, start=1):
        assert all(word.lower() in text.lower() for word in spanish), (number, text[:300])
        for word in english:
            assert word.lower() not in text.lower(), (number, word)
        assert "November" not in text and "2026-11-27" not in text


def test_dates_as_each_language_writes_them(record):
    assert "27 November 2026" in pdf_pages(record, "standings", "en")[0]
    assert "27 de noviembre de 2026" in pdf_pages(record, "standings", "es")[0]
    assert words_for("es").date("not a date") == "not a date"


def test_standings_in_spanish_use_the_spanish_words_and_decimal_comma(record):
    text = "\n".join(pdf_pages(record, "standings", "es"))
    for word in ("Lista de premios", "Puesto", "Nombre", "Media", "Por qué", "página 1"):
        assert word in text
    assert "Dama" in text and "Lady" not in text
    report = results.standings_report(record, words=words_for("es"))
    average = report.rows[0].average
    assert words_for("es").number(average, fixed=True) in text
    assert "," in words_for("es").number(average, fixed=True)


def test_prize_reasons_print_with_the_window_s_words(record):
    es = words_for("es")
    report = results.standings_report(record, words=es)
    settings = record.settings
    rules = {rule.name: rule for rule in settings.prizes}
    from whistclub.domain.drive.prizes import award_prizes
    from whistclub.domain.drive.standings import compute_standings

    standings = compute_standings(settings, record.entrants, record.changes, record.units)
    awards = award_prizes(settings, standings, record.units)
    worded = [prize_wording.reason(es, a, rules.get(a.name), settings) for a in awards]
    assert [p.reason for p in report.prizes] == worded
    assert any(" tiene " in reason for reason in worded)
    assert all(a.reason != w for a, w in zip(awards, worded, strict=True))
    text = "\n".join(pdf_pages(record, "standings", "es"))
    assert "tiene" in text and " has " not in text


def test_the_workbook_in_spanish(record, tmp_path):
    path = tmp_path / "velada.xlsx"
    write_drive_xlsx(record, path, "es")
    book = load_workbook(path)
    assert book.sheetnames == ["Clasificación", "Premios", "Resultados", "Jugadores"]
    header = [c.value for c in book["Clasificación"][1]]
    assert header[:3] == ["Puesto", "Tarjeta", "Nombre"]
    assert "Dama" in [c.value for c in book["Jugadores"]["C"]]
    assert book.properties.title.endswith("27 de noviembre de 2026")
    english = tmp_path / "evening.xlsx"
    write_drive_xlsx(record, english)
    assert load_workbook(english).sheetnames == ["Standings", "Prizes", "Results", "Players"]


def test_numbers_round_halves_up_as_the_workbook_does():
    # 195/24 = 8.125: a spreadsheet shows 8.13, and so does the paper now
    assert words_for("en").number(Fraction(195, 24)) == "8.13"
    assert words_for("es").number(Fraction(195, 24)) == "8,13"
    assert words_for("en").number(Fraction(39, 2)) == "19.5"
    assert words_for("en").number(8, fixed=True) == "8.00"
    assert words_for("es").number(7) == "7"


def test_money_in_the_club_s_currency():
    assert words_for("en").money(Fraction(5, 2), "GBP") == "£2.50"
    assert words_for("es").money(Fraction(5, 2), "EUR") == "2,50 €"
    assert words_for("es").money(1234.5, "EUR") == "1.234,50 €"
    assert words_for("en").money(-3, "usd") == "-$3.00"
    assert words_for("en").money(10, "CHF") == "CHF 10.00"


def test_a_language_without_a_catalogue_is_refused_in_words():
    with pytest.raises(ValueError, match="en or es"):
        Words("fr")
    with pytest.raises(ValueError, match="language"):
        PrintSettings(language="fr")
