"""What every PDF printable shares (reportlab): the embedded font, text that fits its box
(pdf_fit.py), the canvas and the flowing document with its page furniture.

Text rules, for every document:
* one embedded Unicode TrueType font (the shipped DejaVu Sans, or the settings' own), so
  accents, ñ and ♠♥♦♣ print on any printer, with Symbola for the emoji it lacks;
  right-to-left names print in visual order and read back as typed (pdf_text.py);
* names are data, never markup: the canvas draws strings as they are, and every Paragraph
  gets its text through `_escape`, so "<b>" and "&" print literally;
* text that does not fit is made smaller, then wrapped (long words are broken), never drawn
  past its box. The partner and opponent boxes of an A6 score card, where names share a
  narrow box, show the people in the longest form that fits whole, down to card numbers
  (pdf_cards._LineFigures._people); the full names are on each player's own card, the table
  cards and the guide.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A6, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch, mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from whistclub import paths
from whistclub.reports.data import SUIT_SYMBOLS, trump_label
from whistclub.reports.pdf_fit import LEADING as LEADING  # the tests' names for them
from whistclub.reports.pdf_fit import fit as fit
from whistclub.reports.pdf_fit import width_of, wrap
from whistclub.reports.pdf_ops import Pen, _cell_style, _Grid
from whistclub.reports.pdf_text import SUBSTITUTE as SUBSTITUTE  # what no font draws
from whistclub.reports.pdf_text import (
    UnicodeTTFont,
    bound,
    has_rtl,
    runs,
    set_fallback,
)
from whistclub.reports.pdf_text import printable as printable  # the characters drawn
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import Words

Target = str | Path | BinaryIO
Progress = Callable[[int, int], None]

_BLACK = colors.black
RED = colors.HexColor("#b00020")  # hearts and diamonds, as on the cards
GRID = colors.HexColor("#555555")
SHADE = colors.HexColor("#e8e8e8")
EMOJI_FONT = "WhistClubEmoji"  # Symbola: emoji and symbols DejaVu Sans lacks


# ---------------------------------------------------------------- fonts


@dataclass(frozen=True, slots=True)
class Fonts:
    regular: str
    bold: str


_REGISTERED: dict[tuple[str, str], Fonts] = {}


def fonts(settings: PrintSettings) -> Fonts:
    """Register the settings' TrueType fonts with reportlab once, and name them."""
    folder = paths.resources() / "fonts"
    regular = settings.font_regular or folder / "DejaVuSans.ttf"
    bold = settings.font_bold or folder / "DejaVuSans-Bold.ttf"
    key = (str(regular), str(bold))
    if key not in _REGISTERED:
        number = len(_REGISTERED)
        names = Fonts(f"WhistClub{number}", f"WhistClub{number}-Bold")
        pdfmetrics.registerFont(UnicodeTTFont(names.regular, str(regular)))
        pdfmetrics.registerFont(UnicodeTTFont(names.bold, str(bold)))
        if EMOJI_FONT not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(UnicodeTTFont(EMOJI_FONT, str(folder / "Symbola.ttf")))
        set_fallback(names.regular, EMOJI_FONT)
        set_fallback(names.bold, EMOJI_FONT)
        pdfmetrics.registerFontFamily(
            names.regular, normal=names.regular, bold=names.bold,
            italic=names.regular, boldItalic=names.bold,
        )  # fmt: skip
        _REGISTERED[key] = names
    return _REGISTERED[key]


def page_size(settings: PrintSettings) -> tuple[float, float]:
    width, height = A4 if settings.paper == "A4" else LETTER
    return float(width), float(height)


def card_size(settings: PrintSettings) -> tuple[float, float]:
    """A6 on A4 paper; a quarter of a Letter sheet (4.25 x 5.5 in) on Letter paper."""
    return A6 if settings.paper == "A4" else (4.25 * inch, 5.5 * inch)


@contextmanager
def binary_streams() -> Iterator[None]:
    """Page streams Flate-compressed as binary, not also ASCII85-encoded (reportlab's
    `useA85` setting): a quarter smaller and faster to write; every PDF reader takes both.
    The setting is reportlab's global, so it is restored afterwards."""
    before = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = before


def draw_trumps(
    pen: Pen, trumps: Sequence[str], font: str, x: float, y: float, w: float, h: float,
    size: float,
) -> None:  # fmt: skip
    """The trump of each hand as its suit symbol (red for hearts and diamonds), centred."""
    labels = [SUIT_SYMBOLS.get(t.lower(), _short_trump(t)) for t in trumps]
    text = " ".join(labels)
    while size > 4 and width_of(text, font, size) > w - 2:
        size -= 0.5
    cursor = x + (w - width_of(text, font, size)) / 2
    base = y + (h - size) / 2 + size * 0.15
    for index, (trump, label) in enumerate(zip(trumps, labels, strict=True)):
        colour = RED if trump.lower() in ("hearts", "diamonds") else None
        pen.write(cursor, base, label, font, size, colour)
        cursor += width_of(label + (" " if index < len(labels) - 1 else ""), font, size)


def _short_trump(trump: str) -> str:
    return "NT" if trump.lower().startswith("no") else trump[:2].capitalize()


def _canvas(
    target: Target,
    size: tuple[float, float],
    title: str,
    settings: PrintSettings,
    evening: str = "",
) -> Canvas:
    canvas = Canvas(
        target if not isinstance(target, Path) else str(target),
        pagesize=size,
        initialFontName=fonts(settings).regular,  # else Helvetica is listed, unembedded
    )
    canvas.setTitle(pdf_title(settings, title, evening))
    canvas.setAuthor(settings.club_name or "WhistClub")
    canvas.setSubject(evening)
    canvas.setCreator("WhistClub")
    return canvas


def page_per_item(
    target: Target,
    settings: PrintSettings,
    title: str,
    items: Sequence[Any],
    draw: Callable[[Canvas, Any, tuple[float, float]], None],
    progress: Progress | None = None,
) -> int:
    """A document of one page per item (a table card, a tent, a slip), drawn by `draw`;
    a blank page when there are none. Returns the number of pages."""
    size = page_size(settings)
    evening = getattr(items[0], "title", "") if items else ""
    canvas = _canvas(target, size, title, settings, evening)
    for index, item in enumerate(items, start=1):
        draw(canvas, item, size)
        canvas.showPage()
        if progress:
            progress(index, len(items))
    if not items:
        canvas.showPage()
    canvas.save()
    return max(len(items), 1)


# ---------------------------------------------------------------- flowing documents


@dataclass(frozen=True, slots=True)
class _Styles:
    body: ParagraphStyle
    small: ParagraphStyle
    bold: ParagraphStyle
    title: ParagraphStyle
    heading: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle


def _styles(f: Fonts, settings: PrintSettings) -> _Styles:
    s = settings.scale
    base = ParagraphStyle("body", fontName=f.regular, fontSize=9.5 * s, leading=12 * s)
    return _Styles(
        body=base,
        small=ParagraphStyle("small", base, fontSize=8 * s, leading=10 * s),
        bold=ParagraphStyle("bold", base, fontName=f.bold),
        title=ParagraphStyle("title", base, fontName=f.bold, fontSize=17 * s, leading=21 * s),
        heading=ParagraphStyle(
            "heading", base, fontName=f.bold, fontSize=12.5 * s, leading=16 * s, spaceBefore=6
        ),
        cell=ParagraphStyle("cell", base, fontSize=8.5 * s, leading=10.2 * s),
        cell_bold=ParagraphStyle(
            "cellb", base, fontName=f.bold, fontSize=8.5 * s, leading=10.2 * s
        ),
    )


def _escape(text: str) -> str:
    """Names are data: `<b>` and `&` must print as typed, not be read as Paragraph markup."""
    return escape(text)


def _markup(text: str, font: str, bind: bool = True) -> str:
    """Paragraph markup drawing `text` as the canvas would (pdf_text.py): escaped, with the
    fallback font's pieces in their own font; with `bind`, a right-to-left name is kept on
    one line (the Paragraph breaks lines after they are put in visual order)."""
    return "".join(
        _escape(piece) if face == font else f'<font name="{face}">{_escape(piece)}</font>'
        for face, piece in runs(bound(text) if bind else text, font)
    )


class Para(Paragraph):  # type: ignore[misc]  # reportlab has no type hints
    """A Paragraph that breaks its lines once for a width: a table cell is wrapped when the
    table is measured and again when it is drawn, at the same width, and reportlab's
    Paragraph breaks its lines anew each time (the lines depend on the width alone). A
    split that gives up on the lines (reportlab deletes them) is wrapped again."""

    _wrapped: tuple[float, Any, float] | None = None  # (width, the lines, height)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        last = self._wrapped
        if (
            last is not None
            and last[0] == availWidth == self.width
            and getattr(self, "blPara", None) is last[1]
            and self.height == last[2]
        ):
            return availWidth, last[2]
        size: tuple[float, float] = super().wrap(availWidth, availHeight)
        if hasattr(self, "blPara"):
            self._wrapped = (availWidth, self.blPara, self.height)
        return size


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Para(_markup(text, style.fontName), style)


def _cell(text: str, style: ParagraphStyle, width: float) -> str | Paragraph:
    """A table cell: the plain string as drawn when it fits on one line in one font (fast,
    and never parsed as markup), else an escaped Paragraph that wraps inside the column."""
    drawn = runs(text, style.fontName)
    if len(drawn) == 1 and width_of(text, style.fontName, style.fontSize) <= width - 6:
        return drawn[0][1]
    if has_rtl(text):  # broken into lines first, each then put in visual order
        lines = wrap(text, style.fontName, style.fontSize, width - 6)
        return Para("<br/>".join(_markup(line, style.fontName, False) for line in lines), style)
    return _p(text, style)


def _suit_markup(trump: str, w: Words) -> str:
    label = _escape(trump_label(trump, w))
    if trump.lower() in ("hearts", "diamonds"):
        return f'<font color="#b00020">{label}</font>'
    return label


def pdf_title(settings: PrintSettings, what: str, evening: str = "") -> str:
    """The PDF's title: the club, the evening and what it is ("Hove WC: Friday drive: Prize
    list"), so a print queue and a folder of files say which is which."""
    return ": ".join(p for p in (settings.club_name, evening, what) if p)


def _document(
    target: Target, settings: PrintSettings, title: str, evening: str = ""
) -> SimpleDocTemplate:
    margin = 15 * mm
    return SimpleDocTemplate(
        target if not isinstance(target, Path) else str(target),
        pagesize=page_size(settings),
        leftMargin=margin,
        rightMargin=margin,
        topMargin=margin + 6,
        bottomMargin=margin,
        title=pdf_title(settings, title, evening),
        author=settings.club_name or "WhistClub",
        subject=evening,
        creator="WhistClub",
        initialFontName=fonts(settings).regular,  # else Helvetica is listed, unembedded
    )


def _build(
    doc: SimpleDocTemplate, story: list[Flowable], f: Fonts, settings: PrintSettings, footer: str
) -> int:
    pages = [0]

    def on_page(canvas: Canvas, document: SimpleDocTemplate) -> None:
        pages[0] = document.page
        canvas.saveState()
        text = " · ".join(p for p in (settings.club_name, footer) if p)
        pen = Pen(canvas)
        pen.write(doc.leftMargin, 9 * mm, text[:150], f.regular, 7.5)
        pen.flush()
        canvas.restoreState()

    page_words = settings.words.translate("Reports", "page {0} of {1}")
    right = doc.pagesize[0] - doc.rightMargin
    maker = _numbered_canvas(page_words, f.regular, right, 9 * mm)
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page, canvasmaker=maker)
    return pages[0]


def _numbered_canvas(words: str, font: str, right: float, y: float) -> type[Canvas]:
    """A canvas that writes "page 2 of 4" on every page once it knows how many there are
    (reportlab's pages are laid out one by one: each is kept until the document is saved)."""

    class NumberedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._pages)
            for state in self._pages:
                self.__dict__.update(state)
                self.saveState()
                self.setFont(font, 7.5)
                self.drawRightString(right, y, words.format(self._pageNumber, total))
                self.restoreState()
                super().showPage()
            super().save()

    return NumberedCanvas


def _table(
    rows: list[list[Any]],
    widths: list[float],
    st: _Styles,
    header_rows: int = 1,
    zebra: bool = True,
) -> Table:
    """A grid in the embedded font (plain-string cells would otherwise fall back to
    Helvetica, which has no ♠ and is not embedded)."""
    # Each cell's font, vertical alignment and padding are set as the table is made, as the
    # style commands FONT (the header's: FONT with no leading, so 1.2 times the size),
    # VALIGN MIDDLE and TOP/BOTTOM 2, LEFT/RIGHT 3 PADDING would set them, one pass over the
    # cells instead of seven (a 160-row table has a thousand cells).
    ncols = len(rows[0]) if rows else 0
    styles = [
        [_cell_style(r, c, st, r < header_rows) for c in range(ncols)] for r in range(len(rows))
    ]
    table = _Grid(rows, colWidths=widths, repeatRows=header_rows, cellStyles=styles)
    style: list[tuple[Any, ...]] = [
        ("GRID", (0, 0), (-1, -1), 0.35, GRID),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
    ]
    if zebra:
        for r in range(header_rows + 1, len(rows), 2):
            style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#f5f5f5")))
    table.setStyle(TableStyle(style))
    return table


def _title_block(
    st: _Styles, title: str, record_title: str, date: str, w: Words | None = None
) -> list[Flowable]:
    """The title, then the evening and its date (as `w`'s language writes dates)."""
    shown = w.date(date) if w is not None and date else date
    subtitle = " · ".join(p for p in (record_title, shown) if p)
    return [_p(title, st.title), _p(subtitle, st.body), Spacer(1, 6)]


def _header_cell(text: str, style: ParagraphStyle, width: float) -> Paragraph:
    """A column title that wraps only at spaces: when a word is wider than its column (a
    long Spanish word in a narrow column), the title is set smaller rather than split."""
    longest = max(width_of(word, style.fontName, style.fontSize) for word in text.split())
    size = style.fontSize * min(1.0, (width - 8) / longest) if longest else style.fontSize
    small = ParagraphStyle(f"{style.name}-{size:.2f}", style, fontSize=size, leading=size * 1.2)
    return _p(text, small)


def _joined(*parts: str) -> str:
    """Footer and heading parts joined by a middle dot, leaving out the empty ones."""
    return " · ".join(part for part in parts if part)
