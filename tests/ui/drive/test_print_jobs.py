"""What the window prints (issue 23 items 2 and 6, issue 25 item 1), measured from the PDF:
table cards and tents carry the open tables' page's QR codes; the score cards' options of
the job (blank cards, card stock, folded card, large print) reach the PDF; Print sends the
PDF itself to a CUPS printer (a fake `lp` on PATH records what it got)."""

from __future__ import annotations

import io
import os
import stat
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog

from tests.reports.measure import MM, page_sizes, texts
from tests.reports.qr import decoded, has_qr, needs_decoder
from tests.ui.drive.helpers import call_change, drive_page, eight_players
from whistclub.services import table_keys
from whistclub.ui.drive import printing, tables_page


@pytest.fixture
def page(window, qtbot):
    """Eight players, two tables, the first change called."""
    page = drive_page(window)
    eight_players(qtbot, page, "Print night", changes=4)
    call_change(qtbot, page)
    return page


def saved(page, monkeypatch, tmp_path: Path, what: str, name: str = "out.pdf") -> bytes:
    target = tmp_path / name
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    page.what.setCurrentIndex(page.what.findData(what))
    page.save_pdf()
    return target.read_bytes()


# --- QR codes -----------------------------------------------------------------------------


@needs_decoder
def test_table_cards_and_tents_carry_the_open_tables_page_s_links(
    page, qtbot, monkeypatch, tmp_path
):
    assert not has_qr(saved(page, monkeypatch, tmp_path, "tables"), "tables")  # never opened
    monkeypatch.setattr(tables_page, "DEFAULT_HOST", "127.0.0.1")
    monkeypatch.setattr(tables_page, "PORT", 0)
    qtbot.mouseClick(page.findChild(object, "tablesPage"), Qt.MouseButton.LeftButton)
    dialog = page.tables_page
    try:
        assert dialog.server.wait_started()
        assert dialog.server.address.startswith("http://127.0.0.1:")
        tables = saved(page, monkeypatch, tmp_path, "tables")
        tents = saved(page, monkeypatch, tmp_path, "tents", "tents.pdf")
        for number, table in enumerate((1, 2)):
            link = dialog.server.link(table)
            assert decoded(tables, number) == [link]
            assert decoded(tents, number) == [link, link]
        dialog.new_link(2)  # a lost phone: the new card carries the new link
        tables = saved(page, monkeypatch, tmp_path, "tables")
        assert decoded(tables, 1) == [dialog.server.link(2)] != decoded(tents, 1)[:1]
    finally:
        dialog.close()
    assert table_keys.keys_made(page.database, page.event_id)
    # Closed: the cards still carry the links, for the address the page opens at.
    assert has_qr(saved(page, monkeypatch, tmp_path, "tables"), "tables")


@needs_decoder
def test_the_standings_carry_the_evening_s_page_on_the_club_s_website(page, monkeypatch, tmp_path):
    from whistclub.services.settings import set_site_address

    assert decoded(saved(page, monkeypatch, tmp_path, "standings"), 0) == []  # no address
    set_site_address(page.database, "https://www.example.org/whist/", None)
    standings = saved(page, monkeypatch, tmp_path, "standings")
    link = f"https://www.example.org/whist/evening-{page.event_id}.html"
    assert decoded(standings, 0) == [link]
    assert decoded(saved(page, monkeypatch, tmp_path, "half_time"), 0) == []


# --- the score cards' options ---------------------------------------------------------------


def test_the_card_options_show_only_for_score_cards(page):
    for what, shown in (("standings", False), ("cards", True), ("blank_cards", True)):
        page.what.setCurrentIndex(page.what.findData(what))
        assert page.card_panel.isVisible() is shown


def test_the_chosen_card_options_reach_the_pdf(page, qtbot, monkeypatch, tmp_path):
    page.what.setCurrentIndex(page.what.findData("cards"))
    panel = page.card_panel
    four_up = saved(page, monkeypatch, tmp_path, "cards")
    assert len(page_sizes(four_up)) == 2  # 8 cards, four A6 to an A4 sheet
    assert {(round(w), round(h)) for w, h in page_sizes(four_up)} == {(595, 842)}

    panel.blank.setValue(3)
    qtbot.mouseClick(panel.card_stock, Qt.MouseButton.LeftButton)
    stock = saved(page, monkeypatch, tmp_path, "cards")
    assert len(page_sizes(stock)) == 11  # 8 named + 3 blank, one card a page
    assert {(round(w / MM), round(h / MM)) for w, h in page_sizes(stock)} == {(105, 148)}

    qtbot.mouseClick(panel.large_print, Qt.MouseButton.LeftButton)
    large = saved(page, monkeypatch, tmp_path, "cards")
    assert len(page_sizes(large)) == 11
    name_size = max(t.size for t in texts(stock, 0) if t.text == "Name")
    assert max(t.size for t in texts(large, 0) if t.text == "Name") >= 1.39 * name_size

    qtbot.mouseClick(panel.folded, Qt.MouseButton.LeftButton)
    assert not panel.card_stock.isEnabled()  # a folded card is one card a sheet already
    folded = saved(page, monkeypatch, tmp_path, "cards")
    assert len(page_sizes(folded)) == 11
    assert {(round(w / MM), round(h / MM)) for w, h in page_sizes(folded)} == {
        (210, 149)
    }  # A4 halved

    panel.blank.setValue(0)
    blanks = saved(page, monkeypatch, tmp_path, "blank_cards")
    assert len(page_sizes(blanks)) == 1  # blank cards alone: at least one
    assert "Lady" not in " ".join(t.text for t in texts(blanks, 0))


# --- Print: the PDF itself to a CUPS printer ------------------------------------------------


@pytest.fixture
def fake_lp(tmp_path, monkeypatch) -> Path:
    """An `lp` first on PATH that records its arguments and copies the file it was given."""
    folder = tmp_path / "bin"
    folder.mkdir()
    script = folder / "lp"
    script.write_text(
        f"#!{sys.executable}\n"
        "import shutil, sys\n"
        f"out = {str(tmp_path)!r}\n"
        "open(out + '/lp-args.txt', 'w').write('\\n'.join(sys.argv[1:]))\n"
        "shutil.copy(sys.argv[-1], out + '/lp-got.pdf')\n"
        "print('request id is HallLaser-12 (1 file(s))')\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    return tmp_path


@pytest.mark.skipif(sys.platform.startswith("win"), reason="CUPS's lp: Linux and macOS")
def test_print_sends_the_preview_s_pdf_to_the_cups_printer(page, qtbot, monkeypatch, fake_lp):
    page.what.setCurrentIndex(page.what.findData("cards"))
    qtbot.mouseClick(page.card_panel.card_stock, Qt.MouseButton.LeftButton)
    previewed: list[bytes] = []
    monkeypatch.setattr(printing, "paint_pdf", lambda data, printer, *a: previewed.append(data))
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: dialog.paintRequested.emit(
        dialog.printer()) or 0)  # fmt: skip
    page.print_preview()
    # No printer is installed here: the dialog's choice is the queue "HallLaser".
    monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: int(QPrintDialog.DialogCode.Accepted))
    monkeypatch.setattr(printing, "system_printer", lambda printer: "HallLaser")
    page.print()
    assert page.status.text() == "8 page(s) sent to HallLaser as a PDF."
    args = (fake_lp / "lp-args.txt").read_text().splitlines()
    assert args[:2] == ["-d", "HallLaser"] and "media=A6" in args and "print-scaling=none" in args
    got = (fake_lp / "lp-got.pdf").read_bytes()
    assert got.startswith(b"%PDF") and same_pages(got, previewed[0])
    assert {(round(w / MM), round(h / MM)) for w, h in page_sizes(got)} == {(105, 148)}


def test_qt_s_own_pdf_output_is_painted_not_sent(qapp, fake_lp):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # "Print to file"
    assert printing.system_printer(printer) is None
    printer.setOutputFormat(QPrinter.OutputFormat.NativeFormat)
    assert printing.system_printer(printer) == (printer.printerName() or None)


def same_pages(first: bytes, second: bytes) -> bool:
    """The same pages: sizes and every page's drawing (the files differ only in their dates)."""
    a, b = PdfReader(io.BytesIO(first)).pages, PdfReader(io.BytesIO(second)).pages
    return len(a) == len(b) and all(
        x.mediabox == y.mediabox and x.get_contents().get_data() == y.get_contents().get_data()
        for x, y in zip(a, b, strict=True)
    )


def test_lp_is_given_the_pdf_s_own_paper(tmp_path):
    path = tmp_path / "x.pdf"
    assert printing.media_name((595.28, 841.89)) == "A4"
    assert printing.media_name((841.89, 595.28)) == "A4"  # landscape: the same paper
    assert printing.media_name((612, 792)) == "Letter"
    assert printing.media_name((306, 396)) == "Custom.108x140mm"  # quarter-Letter card
    command = printing.lp_command(path, "Hall", "Score cards", (419.53, 595.28), 2, (3, 5))
    assert command == [
        "lp", "-d", "Hall", "-t", "Score cards", "-n", "2", "-o", "media=A5",
        "-o", "print-scaling=none", "-o", "fit-to-page=false", "-P", "3-5", "--", str(path),
    ]  # fmt: skip


def test_a_refused_job_says_what_to_do(page, fake_lp):
    failing = fake_lp / "bin" / "lp"
    failing.write_text("#!/bin/sh\necho 'lp: The printer or class does not exist.' >&2\nexit 1\n")
    with pytest.raises(OSError, match=r"refused the job.*does not exist.*check it in"):
        printing.send_pdf(page._pdf("x") or b"", "Gone", "Standings")
