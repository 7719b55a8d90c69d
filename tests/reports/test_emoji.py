"""Emoji in names (issue 23 item 6): a character the embedded font cannot draw prints as the
Unicode replacement character (and extracts as U+FFFD), never as an empty box; the name is
otherwise printed as typed. Read back from the PDF with PDFium."""

from __future__ import annotations

import io

import pypdfium2
import pytest

from whistclub.reports.pdf_base import SUBSTITUTE, fonts, printable
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record, with_names
from whistclub.reports.settings import PrintSettings

NAMES = {1: "Ann 🎉 Lee", 2: "Bob 👍🏽 Ray", 3: "Pepe 🇪🇸 Ruiz", 4: "Zoë 😀 Dunn"}


def page_text(pdf: bytes) -> str:
    document = pypdfium2.PdfDocument(pdf)
    try:
        return "\n".join(document[i].get_textpage().get_text_range() for i in range(len(document)))
    finally:
        document.close()


def test_what_the_font_lacks_becomes_one_clear_substitute():
    font = fonts(PrintSettings()).regular
    assert printable("Ann 🎉 Lee", font) == f"Ann {SUBSTITUTE} Lee"
    assert printable("Bob 👍🏽 Ray", font) == f"Bob {SUBSTITUTE} Ray"  # the skin tone goes with it
    assert printable("Pepe 🇪🇸 Ruiz", font) == f"Pepe {SUBSTITUTE} Ruiz"  # a flag: one
    assert printable("Zoë ♥ Dunn", font) == "Zoë ♥ Dunn"  # DejaVu draws these
    # DejaVu has 😀, but a character past U+FFFF extracts wrongly from reportlab's subset
    assert printable("Zoë 😀 Dunn", font) == f"Zoë {SUBSTITUTE} Dunn"


@pytest.mark.parametrize("what", ["cards", "tables", "guide", "standings", "wallchart"])
def test_names_with_emoji_print_with_the_substitute(what):
    record = with_names(sample_record(tables=2, changes=4, played=2), NAMES)
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings())
    text = page_text(buffer.getvalue())
    assert SUBSTITUTE in text
    assert "🎉" not in text and "👍" not in text and "ὠ" not in text
    assert all(ord(c) <= 0xFFFF for c in text)  # nothing extracts as garbage
    assert "Ann" in text and "Lee" in text
