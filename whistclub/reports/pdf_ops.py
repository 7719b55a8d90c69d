"""Writing a page's text and lines as reportlab writes them, without its per-string work
(bench/bench_printables.py, issue 23): reportlab's TextObject measures and splits each string
into font subsets and formats each number in pure Python, string by string, and a 40-table
evening prints tens of thousands of strings. The Pen, `draw_string`, `stroke_line` and the
`_Grid` table write the same operators, byte for byte, with each string spelled once per
document and each number formatted once; `draw_qr` draws the tables' page's QR codes.
"""

from __future__ import annotations

from functools import lru_cache, partial
from itertools import repeat
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Table
from reportlab.platypus.tables import CellStyle

from whistclub.reports.pdf_fit import _char_widths, width_of
from whistclub.reports.pdf_text import runs

if TYPE_CHECKING:
    from whistclub.reports.pdf_base import _Styles

_BLACK = colors.black


@lru_cache(maxsize=65536)
def _number(value: float) -> str:
    """A number as reportlab writes it into a page (its fp_str, remembered: a page's
    coordinates repeat card after card, and fp_str is pure Python)."""
    return str(fp_str(value))


@lru_cache(maxsize=65536)
def _origin(x: float, y: float) -> str:
    """TextObject.setTextOrigin's operator (a card's places repeat from card to card)."""
    return f"1 0 0 1 {_number(x)} {_number(y)} Tm"


@lru_cache(maxsize=64)
def _rgb_code(red: float, green: float, blue: float) -> str:
    return f"{fp_str(red, green, blue)} rg"


_Chunks = tuple[tuple[int, str], ...]  # (subset, "(...) Tj") a chunk of one subset
_Drawn = tuple[tuple[str, _Chunks], ...]  # (font, chunks) a run of text


class _Spelling:
    """How a document spells each string in its embedded font: the subset chunks reportlab's
    `splitString` gives (the first time a string is seen, in the order the page is drawn, so
    the subsets come out as reportlab's own `textOut` would make them), escaped once."""

    def __init__(self, canvas: Canvas) -> None:
        self.doc = canvas._doc
        self.escape = canvas._escape
        self.chunks: dict[tuple[str, str], _Chunks] = {}
        self.subset_names: dict[tuple[str, int], str] = {}
        # A string as a Pen draws it: its runs (pdf_text.runs), each in its font's chunks.
        self.drawn: dict[tuple[str, str], _Drawn] = {}
        self.font_codes: dict[tuple[str, int, float, float], str] = {}
        self.lines: dict[tuple[str, str, float, float], str] = {}  # draw_string's, after Tm

    def of(self, text: str, font: str) -> _Chunks:
        """`text` as drawn in `font` (a piece of pdf_text.runs: already in visual order, every
        character one the font has), in subset chunks."""
        key = (text, font)
        found = self.chunks.get(key)
        if found is None:
            face = pdfmetrics.getFont(font)
            found = tuple(
                (subset, f"({self.escape(chunk)}) Tj")
                for subset, chunk in face.splitString(text, self.doc)
            )
            self.chunks[key] = found
        return found

    def draw(self, text: str, font: str) -> _Drawn:
        """`text` written in `font` as drawn: each run (in visual order, emoji in the
        fallback font) with its chunks, spelled the first time it is seen."""
        found = tuple((face, self.of(piece, face)) for face, piece in runs(text, font))
        self.drawn[(text, font)] = found
        return found

    def subset_name(self, font: str, subset: int) -> str:
        key = (font, subset)
        name = self.subset_names.get(key)
        if name is None:
            name = pdfmetrics.getFont(font).getSubsetInternalName(subset, self.doc)
            self.subset_names[key] = name
        return name

    def line(self, text: str, font: str, size: float, leading: float) -> str:
        """What draw_string writes after a string's origin: the font's operators and the
        text, chunk by chunk, then T* and ET (a table cell's string, remembered whole: a
        standings page repeats the same figures in the same font)."""
        parts: list[str] = []
        current = -1
        for subset, chunk in self.of(text, font):
            if subset != current:
                parts.append(self.font_code(font, subset, size, leading))
                current = subset
            parts.append(chunk)
        shown = self.lines[(text, font, size, leading)] = f"{' '.join(parts)} T* ET"
        return shown

    def font_code(self, font: str, subset: int, size: float, leading: float) -> str:
        """The Tf and TL operators of a subset of `font` at `size` (TextObject.setFont's,
        written with the subset's first chunk of text), remembered: a card line changes font
        and size from box to box, and a table writes them for every cell."""
        key = (font, subset, size, leading)
        code = self.font_codes.get(key)
        if code is None:
            name = self.subset_name(font, subset)
            code = self.font_codes[key] = f"{name} {_number(size)} Tf {_number(leading)} TL"
        return code


def _spelling(canvas: Canvas) -> _Spelling:
    spelling = getattr(canvas, "_whistclub_spelling", None)
    if spelling is None:
        spelling = _Spelling(canvas)
        canvas._whistclub_spelling = spelling  # type: ignore[attr-defined]
    return spelling


class Pen:
    """Text for one card or page, gathered in a single PDF text object.

    reportlab's drawString opens a text object per string; a card holds hundreds of short
    strings, so one object per card halves the work. Text is laid over the card's lines
    when `flush` is called, so draw boxes and shading first.

    The operators are the ones reportlab's TextObject writes for setFont, setTextOrigin and
    textOut with an embedded TrueType font (the same bytes in the PDF), written here
    directly: reportlab works each one out in pure Python, string by string, and a 40-table
    evening prints tens of thousands of strings (bench/bench_printables.py).
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self._spelling = _spelling(canvas)
        self._text = canvas.beginText()
        self._font_name = ""
        self._size = -1.0
        self._subset = -1
        self._colour: object = _BLACK

    def write(
        self, x: float, y: float, text: str, font: str, size: float, colour: object = None
    ) -> None:
        code = self._text._code
        wanted = _BLACK if colour is None else colour
        if wanted is not self._colour:
            self._fill(wanted)
        code.append(_origin(x, y))  # TextObject.setTextOrigin
        spelling = self._spelling
        drawn = spelling.drawn.get((text, font)) or spelling.draw(text, font)
        for face, chunks in drawn:
            if size != self._size or face != self._font_name:
                self._set_font(face, size)
            if len(chunks) == 1 and chunks[0][0] == self._subset:
                code.append(chunks[0][1])  # the common case: the same subset as the last text
            else:
                self._show(code, chunks, face, size)

    def _fill(self, colour: object) -> None:
        text_object = self._text
        if type(colour) is colors.Color and not text_object._enforceColorSpace:
            # TextObject.setFillColor of an RGB colour (its alpha is the canvas's, not the
            # text object's), the operator remembered
            text_object._code.append(_rgb_code(colour.red, colour.green, colour.blue))
            text_object._fillColorObj = colour
        else:
            text_object.setFillColor(colour)
        self._colour = colour

    def _set_font(self, font: str, size: float) -> None:
        """TextObject.setFont: its Tf is written with the font's first chunk of text."""
        text_object = self._text
        self._font_name, self._size = font, size
        text_object._fontname, text_object._fontsize = font, size
        text_object._leading = size * 1.2
        self._subset = -1

    def _show(self, code: list[str], chunks: _Chunks, font: str, size: float) -> None:
        """textOut of a run whose chunks start another subset (or of no text at all)."""
        if not chunks:
            code.append("")  # textOut("") writes an empty operator, as reportlab does
        for subset, shown in chunks:
            if subset != self._subset:
                code.append(self._spelling.font_code(font, subset, size, size * 1.2))
                self._subset = subset
            code.append(shown)

    def centred(self, x: float, y: float, text: str, font: str, size: float) -> None:
        self.write(x - width_of(text, font, size) / 2, y, text, font, size)

    def flush(self) -> None:
        self.canvas.drawText(self._text)
        self._text = self.canvas.beginText()
        self._font_name, self._size = "", -1.0
        self._subset = -1
        self._colour = colors.black


@lru_cache(maxsize=65536)
def _exact_width(text: str, font: str, size: float) -> float:
    """reportlab's own width of `text` at `size` (to the last bit: it places the text). For
    an embedded TrueType font that is instanceStringWidthTTF's 0.001 * size times the glyph
    widths added in order, here from the width table by character (pdf_fit._char_widths),
    without reportlab's look-ups and generator: a standings page right-aligns hundreds of
    figures, each its own string."""
    widths = _char_widths(font)
    if widths is None:
        return float(pdfmetrics.stringWidth(text, font, size))
    get, default = widths
    return 0.001 * size * sum(map(get, text, repeat(default)))


def stroke_line(canvas: Canvas, x1: float, y1: float, x2: float, y2: float) -> None:
    """canvas.line, writing the same bytes with the numbers remembered (a card's grid)."""
    canvas._code.append(f"n {_number(x1)} {_number(y1)} m {_number(x2)} {_number(y2)} l S")


def draw_string(canvas: Canvas, x: float, y: float, text: str, align: str = "left") -> bool:
    """canvas.drawString (drawCentredString, drawRightString with `align` "centre" or
    "right") in the canvas's current font, writing the same bytes reportlab's would, with
    each string spelled once per document. False (nothing drawn) for a font that is not an
    embedded TrueType one: the caller draws it the ordinary way."""
    font, size = canvas._fontname, canvas._fontsize
    if not _embedded(font):
        return False
    if align != "left":
        width = _exact_width(text, font, size)
        x = x - 0.5 * width if align == "centre" else x - width
    spelling = _spelling(canvas)
    key = (text, font, size, canvas._leading)
    shown = spelling.lines.get(key) or spelling.line(*key)
    # PDFTextObject: BT, setTextOrigin, textLine (the text, then T*), ET, joined by spaces.
    canvas._code.append(f"BT {_origin(x, y)} {shown}")
    return True


@lru_cache(maxsize=16)
def _embedded(font: str) -> bool:
    """Whether `font` is an embedded TrueType font (reportlab's dynamic fonts)."""
    return bool(pdfmetrics.getFont(font)._dynamicFont)


def _cell_style(row: int, column: int, st: _Styles, header: bool) -> CellStyle:
    cell = CellStyle(repr((row, column)))
    if header:
        cell.fontname, cell.fontsize = st.cell_bold.fontName, st.cell.fontSize
        cell.leading = st.cell.fontSize * 1.2
    else:
        cell.fontname, cell.fontsize, cell.leading = (
            st.cell.fontName,
            st.cell.fontSize,
            st.cell.leading,
        )
    cell.valign = "MIDDLE"
    cell.topPadding = cell.bottomPadding = 2
    cell.leftPadding = cell.rightPadding = 3
    return cell


class _Grid(Table):
    """A platypus Table whose plain-string cells are written by `draw_string`: the same page
    as reportlab's own, a third faster for a 40-table movement guide. Paragraph cells,
    several lines, links and right-to-left text go the ordinary way."""

    # Every row's height and their sum, once a wrap has measured them all.
    _measured: tuple[list[float], float] | None = None

    def _calc_height(
        self, availHeight: float, availWidth: float, H: Any = None, W: Any = None
    ) -> None:
        """Table._calc_height, remembering the rows' heights once every row is measured.

        A table is wrapped two or three times before it is drawn (a movement guide's change
        is kept on one page: wrapped to see whether it fits, then where it goes), and each
        wrap measured every cell again. Measured once, the rows are the same for any height
        they all fit in: reportlab stops measuring only when the rows so far pass the height
        (a long table), so there its own measuring goes on."""
        measured = self._measured
        if measured is None or measured[1] > availHeight:
            super()._calc_height(availHeight, availWidth, H, W)
            heights = self._rowHeights
            if None not in heights and len(heights) == self._nrows:
                self._measured = (list(heights), sum(heights))
            return
        given = self._argH
        self._argH = measured[0]  # the heights as given: reportlab lays the rows out from them
        try:
            super()._calc_height(availHeight, availWidth, H, W)
        finally:
            self._argH = given
        self._rowHeights = list(measured[0])

    def _drawLines(self) -> None:
        """The grid's lines, each written by `stroke_line` (canvas.line's own bytes)."""
        canvas = self.canv
        if "line" in vars(canvas):  # already drawn some other way: leave it be
            super()._drawLines()
            return
        canvas.line = partial(stroke_line, canvas)
        try:
            super()._drawLines()
        finally:
            del canvas.line

    def _drawCell(self, cellval: Any, cellstyle: Any, pos: Any, size: Any) -> None:
        just = cellstyle.alignment
        if (
            not isinstance(cellval, str)
            or "\n" in cellval
            or just not in ("LEFT", "CENTRE", "CENTER", "RIGHT")
            or cellstyle.valign not in ("BOTTOM", "TOP", "MIDDLE")
            or cellstyle.direction
            or cellstyle.shaping
            or cellstyle.href
            or cellstyle.destination
        ):
            super()._drawCell(cellval, cellstyle, pos, size)
            return
        colpos, rowpos = pos
        colwidth, rowheight = size
        canvas = self.canv
        # Table._drawCell's own steps for a one-line string, in its order and arithmetic.
        if self._curcellstyle is not cellstyle:
            cur = self._curcellstyle
            if cur is None or cellstyle.color != cur.color:
                canvas.setFillColor(cellstyle.color)
            if (
                cur is None
                or cellstyle.leading != cur.leading
                or cellstyle.fontname != cur.fontname
                or cellstyle.fontsize != cur.fontsize
            ):
                canvas.setFont(cellstyle.fontname, cellstyle.fontsize, cellstyle.leading)
            self._curcellstyle = cellstyle
        if just == "LEFT":
            x, align = colpos + cellstyle.leftPadding, "left"
        elif just == "RIGHT":
            x, align = colpos + colwidth - cellstyle.rightPadding, "right"
        else:
            x = colpos + (colwidth + cellstyle.leftPadding - cellstyle.rightPadding) * 0.5
            align = "centre"
        leading, fontsize = cellstyle.leading, cellstyle.fontsize
        if cellstyle.valign == "BOTTOM":
            y = rowpos + cellstyle.bottomPadding + 1 * leading - fontsize
        elif cellstyle.valign == "TOP":
            y = rowpos + rowheight - cellstyle.topPadding - fontsize
        else:
            y = (
                rowpos
                + (cellstyle.bottomPadding + rowheight - cellstyle.topPadding + 1 * leading) / 2.0
                - fontsize
            )
        if not draw_string(canvas, x, y, cellval, align):
            draw = {"left": canvas.drawString, "right": canvas.drawRightString}.get(
                align, canvas.drawCentredString
            )
            draw(x, y, cellval)


def draw_qr(canvas: Canvas, link: str, x: float, y: float, size: float) -> None:
    """The QR code of `link` (the table's page, issue 25 item 1) as a `size` square, its
    quiet zone included, with its bottom-left corner at (x, y): segno's code (the one the
    window shows, whistclub.web.qr_modules), drawn as vector squares, a run of dark modules
    a rectangle, so it prints sharp at any resolution and no viewer blurs it."""
    from whistclub.web import QR_BORDER

    rows = _qr_modules(link)
    module = size / (len(rows) + 2 * QR_BORDER)
    squares: list[str] = []  # one path of rectangles, filled at once ("re" ... "f")
    for r, row in enumerate(rows):
        top = y + size - (QR_BORDER + r) * module
        c = 0
        while c < len(row):
            if not row[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c]:
                c += 1
            left, width = x + (QR_BORDER + start) * module, (c - start) * module
            squares.append(
                f"{_number(left)} {_number(top - module)} {_number(width)} {_number(module)} re"
            )
    canvas.saveState()
    canvas.setFillColor(colors.white)
    canvas.rect(x, y, size, size, stroke=0, fill=1)  # the quiet zone stays white
    canvas.setFillColor(colors.black)
    canvas._code.append(f"n {' '.join(squares)} f")
    canvas.restoreState()


@lru_cache(maxsize=256)
def _qr_modules(link: str) -> tuple[tuple[bool, ...], ...]:
    """A tent draws its table's code twice: made once (segno is pure Python, ~3 ms a code)."""
    from whistclub.web import qr_modules

    return qr_modules(link)


class QrCode(Flowable):
    """`link`'s QR code as a `size` square in a story (the printed standings' link to the
    evening's page on the results website, issue 26 item 5), drawn by draw_qr."""

    def __init__(self, link: str, size: float) -> None:
        super().__init__()
        self.link, self.size = link, size
        self.width = self.height = size

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.size, self.size

    def draw(self) -> None:
        draw_qr(self.canv, self.link, 0, 0, self.size)
