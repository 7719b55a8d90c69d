"""Print preview, print, Save as PDF and Export to Excel from the Drive page (the pages painted
are the PDF's own, rendered with pypdfium2); the money sheet; templates; the desk's extras;
the caller's full screen."""

from __future__ import annotations

import openpyxl
import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QFileDialog, QTableWidgetItem

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    start_evening,
    tables_in_grid,
)
from tests.ui.helpers import ENTER, type_keys
from whistclub.services import evenings

PRIZES = [{"name": "First lady", "role": "lady", "place": 1}, {"name": "Booby", "place": "last"}]


@pytest.fixture
def played(window, qtbot):
    """Eight players, two changes played, two prizes, a £2.50 entry fee."""
    page = drive_page(window)
    start_evening(qtbot, page, "Money night", changes=2, half_after=1, entry_fee=2.5, prizes=PRIZES)
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    keys = Keys()
    for tricks in (7, 9):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, {t: [tricks] for t in tables_in_grid(page)})
    return page


def test_save_as_pdf_and_export_to_excel(played, monkeypatch, tmp_path):
    page = played
    target = tmp_path / "standings.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    page.what.setCurrentIndex(page.what.findData("standings"))
    page.save_pdf()
    text = "".join(p.extract_text() for p in PdfReader(target).pages)
    for standing in page.loaded.evening.standings:
        assert standing.name in text
    assert "Money night" in text and "First lady" in text
    book = tmp_path / "night.xlsx"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(book), ""))
    )
    page.export_xlsx()
    cells = [c.value for row in openpyxl.load_workbook(book)["Standings"].iter_rows() for c in row]
    for standing in page.loaded.evening.standings:
        assert standing.name in cells and int(standing.total) in cells
    assert page.status.text() == f"Saved {book}"


def test_print_preview_and_print_paint_the_pdf_pages(played, monkeypatch, tmp_path):
    page = played
    page.what.setCurrentIndex(page.what.findData("tables"))
    painted: list[int] = []

    def preview(dialog: QPrintPreviewDialog) -> int:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "preview.pdf"))
        dialog.paintRequested.emit(printer)
        painted.append(len(PdfReader(tmp_path / "preview.pdf").pages))
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    page.print_preview()
    assert painted == [2]  # two table cards, one page each: the PDF's own pages

    def accept(dialog: QPrintDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "printed.pdf"))
        return int(QPrintDialog.DialogCode.Accepted)

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    page.what.setCurrentIndex(page.what.findData("cards"))
    page.print()
    assert page.status.text() == "2 page(s) sent to the printer."  # 8 cards, 4 to a sheet
    assert len(PdfReader(tmp_path / "printed.pdf").pages) == 2


def test_money_sheet(played, qtbot):
    page = played
    page.tabs.setCurrentWidget(page.money)
    money = page.money
    assert money.fees.text() == "8 × £2.50 = £20.00"
    assert [money.costs.item(r, 0).text() for r in range(money.costs.rowCount())] == [
        "First lady",
        "Booby",
    ]
    money.costs.item(0, 1).setText("5")
    money.costs.item(1, 1).setText("1.50")
    money.raffle.setFocus()
    type_keys(qtbot, "12.40")
    qtbot.mouseClick(money.add_item, Qt.MouseButton.LeftButton)
    money.other.setItem(0, 0, QTableWidgetItem("Hall hire"))
    money.other.setItem(0, 1, QTableWidgetItem("-10"))
    qtbot.mouseClick(money.save_button, Qt.MouseButton.LeftButton)
    # 20.00 fees + 12.40 raffle - 10.00 hall - 6.50 prizes = 15.90
    assert money.net.text() == "Net for the club: £15.90"
    stored = page.loaded.event["settings"]["money"]
    assert stored["raffle"] == 12.4 and stored["prize_costs"][1] == {
        "prize": "Booby",
        "amount": 1.5,
    }


def test_templates_and_the_desk_extras(window, qtbot):
    page = drive_page(window)
    tab = page.settings_tab
    page.tabs.setCurrentWidget(tab)
    tab.set_values({"format": "progressive", "changes": 20, "half_after": 10, "entry_fee": 3})
    tab.template_name.setFocus()
    type_keys(qtbot, "Friday 20 hands")
    qtbot.mouseClick(tab.keep, Qt.MouseButton.LeftButton)
    assert tab.template.findText("Friday 20 hands") >= 0
    tab.set_values({"format": "partner", "changes": 6, "half_after": 3})
    tab.template.setCurrentIndex(tab.template.findText("Friday 20 hands"))
    qtbot.mouseClick(tab.use, Qt.MouseButton.LeftButton)
    assert tab.values()["changes"] == 20 and tab.values()["entry_fee"] == 3
    start_evening(qtbot, page, "From the template", **tab.values())
    assert page.loaded.settings.changes == 20
    register(qtbot, page, "Ann Lee", "lady", fixed=3)
    register(qtbot, page, "Bea Cole", "lady", shared="Cat Dunn")
    notes = [page.desk.model.data(page.desk.model.index(r, 4)) for r in range(2)]
    assert notes == ["stays at table 3; walk-in", "shared seat: Bea Cole & Cat Dunn; walk-in"]
    assert page.loaded.entrants[1]["name"] == "Bea Cole & Cat Dunn"


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_desk_finds_club_members_and_the_caller_goes_full_screen(window, qtbot, players):
    page = drive_page(window)
    page.desk.show_roster()
    start_evening(qtbot, page, "Members", changes=4, half_after=2)
    register(qtbot, page, "Ann Archer", "lady")
    assert page.loaded.entrants[0]["player_id"] == players["Ann Archer"]
    for name, role in (("Bob Baker", "gent"), ("Cy Cooper", "lady"), ("Di Dale", "gent")):
        register(qtbot, page, name, role)
    assert page.desk.count.text().startswith("4 players (2 ladies, 2 gents)")
    page.tabs.setCurrentWidget(page.caller)
    assert page.caller.board.title.text().startswith("Change 1 of 4: take your seats")
    qtbot.mouseClick(page.caller.full, Qt.MouseButton.LeftButton)
    hall = page.caller.window_
    assert hall is not None and hall.isFullScreen()
    cell = hall.board.cells[0]
    assert cell.font().pointSize() >= 34 and "Ann Archer" in cell.text()
    qtbot.mouseClick(page.caller.call, Qt.MouseButton.LeftButton)
    assert hall.board.title.text().startswith("Change 1 of 4: playing")
    hall.close()
    QApplication.processEvents()


def test_a_refusal_is_shown_in_words(window, qtbot):
    page = drive_page(window)
    start_evening(qtbot, page, "Too few", changes=4, half_after=2)
    register(qtbot, page, "Ann", "lady")
    page.tabs.setCurrentWidget(page.caller)
    assert not page.caller.call.isEnabled()
    page.call_next_change()
    assert "the evening cannot start yet" in page.status.text()
    assert evenings.load_evening(window.database, page.event_id).called == 0
    page.tabs.setCurrentWidget(page.desk)
    page.desk.name.setFocus()
    type_keys(qtbot, "   ", ENTER)
    assert len(page.loaded.entrants) == 1
