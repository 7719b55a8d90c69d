"""Measuring a PDF the way a ruler would: every word with its printed size and position
(PDFium, as the window prints it), and the straight lines a form draws (pypdf: the card
grids, in the form's own space)."""

from __future__ import annotations

import ctypes
import io
from dataclasses import dataclass

import pypdfium2
from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 72 / 25.4


@dataclass(frozen=True)
class Text:
    text: str
    size: float  # points, as printed (the font size times the text and graphics scaling)
    x: float
    y: float
    right: float = 0.0  # the last glyph's right edge


def texts(data: bytes, page: int) -> list[Text]:
    """Every word on the page as PDFium lays it out (forms placed where they are drawn),
    with its font size in points as printed and its baseline's left end."""
    document = pypdfium2.PdfDocument(data)
    try:
        textpage = document[page].get_textpage()
        words: list[Text] = []
        current: list[tuple[str, float, float, float, float]] = []

        def close() -> None:
            while current and current[-1][0] == " ":
                current.pop()
            if current:
                text = "".join(c for c, *_ in current)
                size = max(c[1] for c in current)
                words.append(Text(text, size, current[0][2], current[0][3], current[-1][4]))
                current.clear()

        for index in range(textpage.count_chars()):
            char = textpage.get_text_range(index, 1)
            x, y = textpage.get_charbox(index)[0], _origin_y(textpage, index)
            # a run ends at a line end, a change of baseline or a gap wider than a space
            gap = current and x - current[-1][4] > current[-1][1] * 0.6
            if char in "\r\n" or (current and abs(current[-1][3] - y) > 0.5) or gap:
                close()
            if char.strip() or (current and char == " "):
                size = pypdfium2.raw.FPDFText_GetFontSize(textpage.raw, index)
                right = textpage.get_charbox(index)[2]
                current.append((char, size, x, y, right))
        close()
        return words
    finally:
        document.close()


def _origin_y(textpage: pypdfium2.PdfTextPage, index: int) -> float:
    x, y = ctypes.c_double(), ctypes.c_double()
    pypdfium2.raw.FPDFText_GetCharOrigin(textpage.raw, index, x, y)
    return round(y.value, 2)


def page_sizes(data: bytes) -> list[tuple[float, float]]:
    return [
        (float(p.mediabox.width), float(p.mediabox.height))
        for p in PdfReader(io.BytesIO(data)).pages
    ]


def form_lines(data: bytes, page: int) -> list[tuple[float, float, float, float]]:
    """Straight lines (x1, y1, x2, y2) drawn in the page's forms, in the form's own space."""
    reader = PdfReader(io.BytesIO(data))
    resources = reader.pages[page]["/Resources"]
    lines = []
    for form in resources.get("/XObject", {}).values():
        stream = form.get_object()
        operations = ContentStream(stream, reader).operations
        start = None
        for operands, operator in operations:
            if operator == b"m":
                start = (float(operands[0]), float(operands[1]))
            elif operator == b"l" and start is not None:
                end = (float(operands[0]), float(operands[1]))
                lines.append((*start, *end))
                start = end
    return lines
