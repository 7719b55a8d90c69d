"""What the window prints with: the Letter paper setting and the club's language reach the
PDF (issue 23 items 1 and 6), measured from the PDF the window would print."""

from __future__ import annotations

import io

from pypdf import PdfReader
from PySide6.QtWidgets import QMainWindow

from whistclub.reports.printables import render_drive_pdf
from whistclub.services.settings import set_club_language
from whistclub.ui.drive.page import DrivePage
from whistclub.ui.settings import AppSettings


class _Window(QMainWindow):
    def __init__(self, settings: AppSettings) -> None:
        super().__init__()
        self.settings = settings


_alive: list[QMainWindow] = []


def page_in_window(qtbot, database, settings: AppSettings) -> DrivePage:
    window = _Window(settings)
    qtbot.addWidget(window)
    page = DrivePage(database, window)
    window.setCentralWidget(page)
    _alive.append(window)  # the page lives as long as its window: keep the window
    return page


def test_the_letter_setting_prints_on_letter(qtbot, database):
    page = page_in_window(qtbot, database, AppSettings(paper_size="Letter", club_name="Elm"))
    settings = page.print_settings()
    assert settings.paper == "Letter" and settings.club_name == "Elm"
    a4 = page_in_window(qtbot, database, AppSettings(paper_size="A4")).print_settings()
    assert a4.paper == "A4"


def test_the_club_s_language_wins_over_the_window_s(qtbot, database):
    page = page_in_window(qtbot, database, AppSettings())
    assert page.print_settings().language == "en"  # the window is in English, no club choice
    set_club_language(database, "es", None)
    assert page.print_settings().language == "es"


def test_a_letter_pdf_from_the_window_settings_is_letter_sized(qtbot, database):
    import json
    from pathlib import Path

    from whistclub.reports import data

    example = Path(__file__).parents[3] / "docs" / "examples" / "drive-progressive.json"
    record = data.record_from_document(json.loads(example.read_text(encoding="utf-8")))
    page = page_in_window(qtbot, database, AppSettings(paper_size="Letter"))
    buffer = io.BytesIO()
    render_drive_pdf(record, "standings", buffer, page.print_settings())
    box = PdfReader(io.BytesIO(buffer.getvalue())).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
