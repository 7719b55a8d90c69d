"""`whistclub-cli print EVENT --what ... -o FILE.pdf` and `export EVENT --xlsx FILE` on a drive
evening stored through the services; PDFs read back with pypdf, workbooks with openpyxl."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import openpyxl
import pytest
from pypdf import PdfReader

from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import evenings

NAMES = [
    "Ann Lee",
    "Bob Ray",
    "Íñigo <b>Ruiz</b>",
    "Dan & Co",
    "Eve Shaw",
    "Fred Hay",
    "Gia",
    "Hal",
]
SETTINGS = {
    "format": "progressive",
    "changes": 4,
    "half_after": 2,
    "prizes": [
        {"name": "First lady", "role": "lady", "place": 1},
        {"name": "Booby", "place": "last"},
    ],
}


@pytest.fixture
def club(tmp_path: Path) -> str:
    """A club with two drives: an empty one on 2026-11-20 and one of 2 changes played on
    2026-11-27 (the latest)."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    try:
        evenings.new_evening(database, "Early", SETTINGS, held_on=date(2026, 11, 20))
        made = evenings.new_evening(database, "Friday drive", SETTINGS, held_on=date(2026, 11, 27))
        event_id = made.created_id("drive_event")
        for card, name in enumerate(NAMES, start=1):
            role = "lady" if card % 2 else "gent"
            evenings.register_entrant(database, event_id, name, role=role)
        for tricks in ([8, 3], [10, 6]):
            evenings.call_next_change(database, event_id)
            loaded = evenings.load_evening(database, event_id)
            for table, ns in zip((1, 2), tricks, strict=True):
                evenings.enter_result(database, event_id, loaded.called, table, [ns])
    finally:
        database.close()
    return url


def run(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> tuple[int, str, str]:
    status = main(["--database", url, *args])
    out, err = capsys.readouterr()
    return status, out, err


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def standings(url: str) -> list[tuple[str, float]]:
    database = open_database(url)
    try:
        loaded = evenings.load_evening(database, evenings.find_event(database, "latest"))
        assert loaded.evening is not None
        return [(s.name, float(s.total)) for s in loaded.evening.standings]
    finally:
        database.close()


def test_print_standings_of_the_latest_drive(capsys, club, tmp_path):
    out = tmp_path / "standings.pdf"
    status, printed, err = run(
        capsys, club, "print", "latest", "--what", "standings", "-o", str(out)
    )
    assert status == 0, err
    assert printed.startswith(f"{out} (")
    text = pdf_text(out)
    assert "Friday drive" in text
    for name, total in standings(club):
        assert name in text  # markup characters print literally
        assert f"{total:g}" in text


def test_print_cards_by_date_with_blank_cards(capsys, club, tmp_path):
    out = tmp_path / "cards.pdf"
    status, _, err = run(
        capsys, club, "print", "2026-11-27", "--what", "cards", "--blank", "4", "-o", str(out)
    )
    assert status == 0, err
    # Eight players and four blank cards, four A6 cards to an A4 sheet: three sheets.
    assert len(PdfReader(out).pages) == 3
    text = pdf_text(out)
    for name in NAMES:
        assert name in text


def test_print_tables_and_guide_by_number(capsys, club, tmp_path):
    for what in ("tables", "guide"):
        out = tmp_path / f"{what}.pdf"
        status, _, err = run(capsys, club, "print", "2", "--what", what, "-o", str(out))
        assert status == 0, err
        text = pdf_text(out)
        assert "Table 1" in text or "table 1" in text.lower()
        assert "Ann Lee" in text
    assert len(PdfReader(tmp_path / "tables.pdf").pages) == 2  # one page per table


def test_export_xlsx_of_the_latest_drive(capsys, club, tmp_path):
    book = tmp_path / "friday.xlsx"
    status, printed, err = run(capsys, club, "export", "latest", "--xlsx", str(book))
    assert status == 0, err
    assert printed.strip() == str(book)
    sheet = openpyxl.load_workbook(book)["Standings"]
    cells = [cell.value for row in sheet.iter_rows() for cell in row]
    for name, total in standings(club):
        assert name in cells
        assert total in cells  # numbers stored as numbers


def test_refusals_are_one_line(capsys, club, tmp_path):
    status, _, err = run(capsys, club, "print", "friday", "-o", str(tmp_path / "x.pdf"))
    assert status == 2 and "give its number, its date" in err and len(err.splitlines()) == 1
    status, _, err = run(capsys, club, "print", "2026-01-02", "-o", str(tmp_path / "x.pdf"))
    assert status == 2 and "no drive was held on 2026-01-02" in err
    status, _, err = run(capsys, club, "print", "1", "-o", str(tmp_path / "x.pdf"))
    assert status == 2 and "nothing to print yet" in err
    status, _, err = run(capsys, club, "export", "latest")
    assert status == 2 and "export EVENT --xlsx FILE" in err
    status, _, err = run(
        capsys, club, "export", "latest", "--xlsx", str(tmp_path / "a.xlsx"), "--to", str(tmp_path)
    )
    assert status == 2 and "not both" in err
    missing = tmp_path / "nowhere" / "x.pdf"
    status, _, err = run(capsys, club, "print", "latest", "-o", str(missing))
    assert status == 2 and err.startswith("error: cannot write")


def test_export_to_a_folder_still_exports_the_whole_club(capsys, club, tmp_path):
    status, printed, err = run(capsys, club, "export", "--to", str(tmp_path / "out"))
    assert status == 0, err
    assert "drive_table_result" in printed


def test_print_and_export_in_the_club_s_language_or_the_one_asked(capsys, club, tmp_path):
    from whistclub.services.settings import set_club_language

    database = open_database(club)
    try:
        set_club_language(database, "es", None)
    finally:
        database.close()
    pdf = tmp_path / "clasificacion.pdf"
    assert run(capsys, club, "print", "latest", "--what", "standings", "-o", str(pdf))[0] == 0
    text = pdf_text(pdf)
    assert "Clasificación tras el cambio 2 de 4" in text and "27 de noviembre de 2026" in text
    english = tmp_path / "standings.pdf"
    args = ("print", "latest", "--what", "tables", "--language", "en", "-o", str(english))
    assert run(capsys, club, *args)[0] == 0
    assert "Trumps in turn:" in pdf_text(english)
    book = tmp_path / "velada.xlsx"
    assert run(capsys, club, "export", "latest", "--xlsx", str(book))[0] == 0
    assert openpyxl.load_workbook(book).sheetnames[0] == "Clasificación"
    book_en = tmp_path / "evening.xlsx"
    assert run(capsys, club, "export", "latest", "--xlsx", str(book_en), "--language", "en")[0] == 0
    assert openpyxl.load_workbook(book_en).sheetnames[0] == "Standings"


def test_print_folded_score_cards(capsys, club, tmp_path):
    path = tmp_path / "folded.pdf"
    status, out, _ = run(
        capsys, club, "print", "latest", "--what", "cards", "--folded", "-o", str(path)
    )
    assert status == 0 and "8 pages" in out  # one folded sheet a card
    box = PdfReader(path).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 421)  # A5 landscape


def test_print_the_issue_s_printables_and_the_old_names_still_work(capsys, club, tmp_path):
    for what in ("blank-cards", "blank_cards", "tents", "slips", "wallchart", "prizes", "money"):
        path = tmp_path / f"{what}.pdf"
        status, _, err = run(capsys, club, "print", "latest", "--what", what, "-o", str(path))
        assert status == 0, (what, err)
        assert len(PdfReader(path).pages) >= 1
    assert "Prize-giving" in pdf_text(tmp_path / "prizes.pdf")
    assert "Net for the club" in pdf_text(tmp_path / "money.pdf")
    book = tmp_path / "evening.xlsx"
    assert run(capsys, club, "export", "latest", "--xlsx", str(book))[0] == 0
    assert "Money" in openpyxl.load_workbook(book).sheetnames
