"""Printing keeps the PDF's page size (issue 23 item 6): each printed page is the PDF page's
size, painted full page and unscaled, so cards print at their size and cut lines stay put.
The "printer" is Qt's PDF output, read back with pypdf and pypdfium2."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pypdfium2
from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter

from whistclub.reports import data
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.settings import PrintSettings
from whistclub.ui.drive.printing import paint_pdf

EXAMPLE = Path(__file__).parents[3] / "docs" / "examples" / "drive-progressive.json"


def source(**settings) -> bytes:
    record = data.record_from_document(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    buffer = io.BytesIO()
    render_drive_pdf(record, "cards", buffer, PrintSettings(**settings))
    return buffer.getvalue()


def printed(data_: bytes, path: Path) -> Path:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setResolution(150)
    assert paint_pdf(data_, printer) == len(PdfReader(io.BytesIO(data_)).pages)
    return path


def sizes(pdf: Path | bytes) -> list[tuple[int, int]]:
    reader = PdfReader(pdf if isinstance(pdf, Path) else io.BytesIO(pdf))
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages]


def same_sizes(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> bool:
    """Equal to a point (Qt's A6 is 297.6 x 419.5 pt, reportlab's 297.64 x 419.53)."""
    return len(a) == len(b) and all(
        abs(x - y) <= 1 for p, q in zip(a, b, strict=True) for x, y in zip(p, q, strict=True)
    )


def ink_box(pdf: bytes, page: int) -> tuple[float, float, float, float]:
    """Where the ink is on the page, as fractions of its width and height."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        image = document[page].render(scale=1).to_pil().convert("L")
    finally:
        document.close()
    left, top, right, bottom = image.point(lambda v: 255 if v < 128 else 0).getbbox()
    return (left / image.width, top / image.height, right / image.width, bottom / image.height)


def test_card_stock_prints_at_the_card_s_size_not_on_a4(qapp, tmp_path):
    card = source(cards_per_sheet=1)  # one A6 card a page
    out = printed(card, tmp_path / "printed.pdf")
    assert same_sizes(sizes(out), sizes(card))
    assert same_sizes(sizes(card)[:1], [(298, 420)])  # A6


def test_folded_cards_print_landscape_and_the_page_is_not_shrunk(qapp, tmp_path):
    folded = source(folded=True)
    out = printed(folded, tmp_path / "printed.pdf")
    assert same_sizes(sizes(out), sizes(folded))
    # the ink sits where the PDF has it: nothing shrunk into margins, nothing moved
    mine, theirs = ink_box(out.read_bytes(), 0), ink_box(folded, 0)
    assert all(abs(a - b) < 0.01 for a, b in zip(mine, theirs, strict=True)), (mine, theirs)


def test_letter_sheets_print_on_letter(qapp, tmp_path):
    sheet = source(paper="Letter")
    assert same_sizes(sizes(printed(sheet, tmp_path / "printed.pdf"))[:1], [(612, 792)])


def test_the_preview_paints_at_screen_resolution_and_the_print_at_the_printers(
    qapp, monkeypatch, tmp_path
) -> None:
    """A preview is rasterised at PREVIEW_DPI (it is looked at on a screen); printing from
    the same preview dialog paints again at the printer's resolution."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    from whistclub.ui.drive import printing

    asked: list[float] = []
    real_page_image = printing.page_image

    def recording(document, number, dpi):
        asked.append(dpi)
        return real_page_image(document, number, dpi)

    monkeypatch.setattr(printing, "page_image", recording)
    data_ = source()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "from-preview.pdf"))
    preview = QPrintPreviewWidget(printer)
    preview.paintRequested.connect(lambda p: paint_pdf(data_, p))
    preview.updatePreview()
    pages = len(PdfReader(io.BytesIO(data_)).pages)
    assert preview.pageCount() == pages
    assert asked == [printing.PREVIEW_DPI] * pages
    asked.clear()
    preview.print()
    assert asked == [min(printer.resolution(), printing.MAX_DPI)] * pages
    assert printer.resolution() > printing.PREVIEW_DPI
    assert same_sizes(sizes(tmp_path / "from-preview.pdf"), sizes(data_))
