"""Emoji and right-to-left names in the PDFs (issue 22 item 12; before it, issue 23 item 6
printed emoji as "�"). Emoji are drawn from the shipped Symbola where DejaVu Sans has no
glyph, Hebrew and Arabic names are drawn in visual order (Arabic joined), and every name
reads back from the PDF as typed: with poppler's pdftotext and with pypdf."""

from __future__ import annotations

import io
import subprocess
import unicodedata

import pypdf
import pypdfium2
import pytest
from reportlab.platypus import Paragraph

from whistclub.reports.pdf_base import (
    EMOJI_FONT,
    SUBSTITUTE,
    Pen,
    _canvas,
    _cell,
    _styles,
    fit,
    fonts,
    printable,
)
from whistclub.reports.pdf_text import runs
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record, with_names
from whistclub.reports.settings import PrintSettings

HEBREW = "דוד לוי"
ARABIC = "محمد علي"
NAMES = {1: HEBREW, 2: ARABIC, 3: "Ann 🏆 Lee", 4: "Zoë 😀 Dunn", 5: "Bob 👍🏽 Ray"}


def pdftotext(pdf: bytes) -> str:
    done = subprocess.run(
        ["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True, timeout=60
    )
    return unicodedata.normalize("NFC", done.stdout.decode())


def pypdf_text(pdf: bytes) -> str:
    pages = pypdf.PdfReader(io.BytesIO(pdf)).pages
    return unicodedata.normalize("NFC", "\n".join(page.extract_text() for page in pages))


def test_emoji_are_drawn_from_the_fallback_font():
    font = fonts(PrintSettings()).regular
    assert runs("Ann 🏆 Lee", font) == ((font, "Ann "), (EMOJI_FONT, "🏆"), (font, " Lee"))
    assert printable("Bob 👍🏽 Ray", font) == "Bob 👍🏽 Ray"  # the skin tone is kept
    assert printable("Pepe 🇪🇸 Ruiz", font) == "Pepe 🇪🇸 Ruiz"  # a flag's two letters
    assert runs("Zoë 😀 Dunn", font) == ((font, "Zoë 😀 Dunn"),)  # DejaVu Sans draws 😀
    # 🥰 (Unicode 11) is in neither font: one clear substitute, never an empty box
    assert printable("Amy 🥰 Ng", font) == f"Amy {SUBSTITUTE} Ng"


def test_right_to_left_is_drawn_in_visual_order_and_arabic_joined():
    font = fonts(PrintSettings()).regular
    assert printable(HEBREW, font) == "יול דוד"  # the first letter typed is drawn rightmost
    drawn = printable(ARABIC, font)
    assert all("\ufe70" <= c <= "\ufeff" for c in drawn.replace(" ", ""))  # joined forms
    assert unicodedata.normalize("NFKC", drawn)[::-1] == ARABIC
    # an English line keeps its order; only the name inside it is turned
    assert printable(f"3 {HEBREW} (card 1)", font) == "3 יול דוד (card 1)"


def test_a_shortened_right_to_left_name_ends_at_its_left():
    font = fonts(PrintSettings()).regular
    fitted = fit("אבי גלעדי כהן-ברקוביץ", font, 40, 10, 8, 8, shorten=True)
    drawn = printable(fitted.lines[-1], font).replace("\u200f", "")  # the mark: no width
    assert drawn.startswith("…") and not drawn.endswith("…")  # read from the right: last
    assert (
        printable(fit("Ann Lee-Smithson-Brown", font, 40, 10, 8, 8, True).lines[-1], font)[-1]
        == "…"
    )


def test_a_right_to_left_name_too_wide_for_its_cell_starts_on_the_first_line():
    settings = PrintSettings()
    style = _styles(fonts(settings), settings).cell
    cell = _cell("אבי גלעדי כהן", style, 40)
    assert isinstance(cell, Paragraph)
    first, *rest = cell.text.split("<br/>")
    assert rest and first == printable("אבי", style.fontName)  # the name's first word


def test_the_glyphs_stand_right_to_left_on_the_page():
    """Read back with PDFium's character boxes: the name's first letter is the rightmost."""
    buffer = io.BytesIO()
    settings = PrintSettings()
    canvas = _canvas(buffer, (300, 100), "t", settings)
    pen = Pen(canvas)
    pen.write(20, 50, "אבי גל", fonts(settings).regular, 20)  # five different letters
    pen.flush()
    canvas.save()
    document = pypdfium2.PdfDocument(buffer.getvalue())
    try:
        page = document[0].get_textpage()
        lefts = {
            page.get_text_range(i, 1): page.get_charbox(i)[0] for i in range(page.count_chars())
        }
    finally:
        document.close()
    assert lefts["א"] > lefts["ב"] > lefts["י"] > lefts["ג"] > lefts["ל"]


@pytest.mark.parametrize("what", ["cards", "tables", "guide", "standings", "prizes"])
def test_names_read_back_from_the_pdf_as_typed(what):
    record = with_names(sample_record(tables=2, changes=4, played=2), NAMES)
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings())
    pdf = buffer.getvalue()
    for text in (pdftotext(pdf), pypdf_text(pdf)):
        for name in NAMES.values():
            assert name in text, (what, name)
        assert SUBSTITUTE not in text
        assert not any(0xFE70 <= ord(c) <= 0xFEFF for c in text)  # no joined forms read back


def test_the_emoji_font_and_its_licence_are_shipped():
    from whistclub import paths

    folder = paths.resources() / "fonts"
    assert (folder / "Symbola.ttf").stat().st_size > 1_000_000
    assert "free for any use" in (folder / "Symbola-LICENSE.txt").read_text()
