"""PDF printables (reportlab): score cards, table cards, the movement guide, standings and
prize list, and game score sheets.

Every function takes its report data (data.py, sheets.py), a target (a path or a binary
file object, e.g. io.BytesIO for a print preview) and the PrintSettings; nothing else.

Text rules, for every document:
* one embedded Unicode TrueType font (the shipped DejaVu Sans, or the settings' own), so
  accents, ñ and ♠♥♦♣ print on any printer;
* names are data, never markup: the canvas draws strings as they are, and every Paragraph
  gets its text through `_escape`, so "<b>" and "&" print literally;
* text that does not fit is made smaller, then wrapped (long words are broken), never drawn
  past its box. Only the partner and opponent boxes of an A6 score card, where a name shares
  a 5 mm line, end a name that still does not fit at the smallest size with "…"; the full name
  is on that player's own card, the table cards and the guide.

Cards and table cards are drawn on the canvas (fixed layouts, fast); the movement guide,
standings and score sheets flow over pages with platypus.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, BinaryIO
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A6, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch, mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from whistclub import paths
from whistclub.reports.data import (
    SEATS,
    SUIT_SYMBOLS,
    CardLine,
    MovementGuide,
    ScoreCard,
    StandingRow,
    StandingsReport,
    TableCard,
    number_text,
    seat_word,
    trump_label,
)
from whistclub.reports.settings import PrintSettings
from whistclub.reports.sheets import ScoreSheet
from whistclub.reports.words import Words

Target = str | Path | BinaryIO
Progress = Callable[[int, int], None]

RED = colors.HexColor("#b00020")  # hearts and diamonds, as on the cards
GRID = colors.HexColor("#555555")
SHADE = colors.HexColor("#e8e8e8")
ELLIPSIS = "…"
LEADING = 1.18


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
        pdfmetrics.registerFont(TTFont(names.regular, str(regular)))
        pdfmetrics.registerFont(TTFont(names.bold, str(bold)))
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


# ---------------------------------------------------------------- fitting text


@lru_cache(maxsize=65536)
def _unit_width(text: str, font: str) -> float:
    """Width at 1 pt. reportlab measures TrueType text in pure Python, character by
    character; an evening measures the same 160 names thousands of times, so remember them."""
    return float(pdfmetrics.stringWidth(text, font, 1000)) / 1000


def width_of(text: str, font: str, size: float) -> float:
    return _unit_width(text, font) * size


def _break_word(word: str, font: str, size: float, width: float) -> list[str]:
    """A word wider than the box, cut into pieces that fit (a name may be one long word)."""
    pieces: list[str] = []
    current = ""
    for char in word:
        if current and width_of(current + char, font, size) > width:
            pieces.append(current)
            current = char
        else:
            current += char
    pieces.append(current)
    return pieces


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Lines of at most `width` points, broken at spaces, and inside words that are too long."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if width_of(candidate, font, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        pieces = (
            [word] if width_of(word, font, size) <= width else _break_word(word, font, size, width)
        )
        lines.extend(pieces[:-1])
        current = pieces[-1]
    if current:
        lines.append(current)
    return lines or [""]


@dataclass(frozen=True, slots=True)
class Fitted:
    size: float
    lines: tuple[str, ...]

    @property
    def height(self) -> float:
        return len(self.lines) * self.size * LEADING


@lru_cache(maxsize=16384)
def fit(
    text: str,
    font: str,
    width: float,
    height: float,
    largest: float,
    smallest: float,
    shorten: bool = False,
) -> Fitted:
    """The largest size from `largest` down to `smallest` at which the text fits the box.

    When it does not fit even at `smallest`, all its lines are returned (the caller makes
    room), or with `shorten` as many lines as fit, the last one ended with "…".
    """
    size = largest
    while True:
        if width_of(text, font, size) <= width and size * LEADING <= height:
            return Fitted(size, (text,))  # the common case: one line, no wrapping work
        lines = wrap(text, font, size, width)
        if len(lines) * size * LEADING <= height:
            return Fitted(size, tuple(lines))
        if size <= smallest:
            break
        size = max(smallest, size - 0.5)
    if not shorten:
        return Fitted(size, tuple(lines))
    room = max(1, int(height // (size * LEADING)))
    kept = lines[:room]
    last = kept[-1]
    while last and width_of(last + ELLIPSIS, font, size) > width:
        last = last[:-1]
    return Fitted(size, (*kept[:-1], last.rstrip() + ELLIPSIS))


class Pen:
    """Text for one card or page, gathered in a single PDF text object.

    reportlab's drawString opens a text object per string; a card holds hundreds of short
    strings, so one object per card halves the work. Text is laid over the card's lines
    when `flush` is called, so draw boxes and shading first.
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self._text = canvas.beginText()
        self._font: tuple[str, float] | None = None
        self._colour: object = colors.black

    def write(
        self, x: float, y: float, text: str, font: str, size: float, colour: object = None
    ) -> None:
        if self._font != (font, size):
            self._text.setFont(font, size)
            self._font = (font, size)
        wanted = colour if colour is not None else colors.black
        if wanted is not self._colour:
            self._text.setFillColor(wanted)
            self._colour = wanted
        self._text.setTextOrigin(x, y)
        self._text.textOut(text)

    def centred(self, x: float, y: float, text: str, font: str, size: float) -> None:
        self.write(x - width_of(text, font, size) / 2, y, text, font, size)

    def flush(self) -> None:
        self.canvas.drawText(self._text)
        self._text = self.canvas.beginText()
        self._font = None
        self._colour = colors.black


def draw_fitted(
    pen: Pen, fitted: Fitted, font: str, x: float, top: float, align: str = "left",
    width: float = 0.0,
) -> float:  # fmt: skip
    """Draw fitted lines from `top` down; returns the y below the last line."""
    y = top - fitted.size
    for line in fitted.lines:
        if align == "center":
            pen.centred(x + width / 2, y, line, font, fitted.size)
        else:
            pen.write(x, y, line, font, fitted.size)
        y -= fitted.size * LEADING
    return top - fitted.height


def draw_in_box(
    pen: Pen,
    text: str,
    font: str,
    x: float,
    y: float,
    w: float,
    h: float,
    largest: float,
    smallest: float,
    align: str = "left",
    shorten: bool = True,
) -> None:
    """Text fitted inside the box (x, y bottom-left, w, h), centred vertically."""
    pad = 1.5
    fitted = fit(text, font, w - 2 * pad, h - 1, largest, smallest, shorten)
    top = y + (h + fitted.height) / 2 - fitted.size * (LEADING - 1) / 2
    draw_fitted(pen, fitted, font, x + pad, top, align, w - 2 * pad)


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


# ---------------------------------------------------------------- score cards


@binary_streams()
def render_score_cards_pdf(
    cards: Sequence[ScoreCard],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """Personal score cards, four to a sheet with cut marks, or one per card-sized page.

    What every card of the evening shares (headings, grid, change numbers, trumps) is drawn
    once as a PDF form and placed on each card; only names and figures are drawn per card.
    Returns the number of pages.
    """
    f = fonts(settings)
    card_w, card_h = card_size(settings)
    per_sheet = settings.cards_per_sheet
    if per_sheet == 4:
        sheet = page_size(settings)
        card_w, card_h = sheet[0] / 2, sheet[1] / 2
        origins = [(0.0, card_h), (card_w, card_h), (0.0, 0.0), (card_w, 0.0)]
    else:
        sheet = (card_w, card_h)
        origins = [(0.0, 0.0)]
    title = settings.words.translate("Reports", "Score cards")
    canvas = _canvas(target, sheet, title, settings)
    templates: dict[tuple[object, ...], str] = {}
    pages = 0
    for start in range(0, max(len(cards), 1), per_sheet):
        group = cards[start : start + per_sheet]
        layouts = [_card_layout(card, card_w, card_h, f, settings) for card in group]
        for card, layout in zip(group, layouts, strict=True):
            key = _template_key(card, layout)
            if key not in templates:  # forms are defined before the page's own drawing
                templates[key] = f"card{len(templates)}"
                canvas.beginForm(templates[key], 0, 0, card_w, card_h)
                _draw_card_template(canvas, card, layout, f, settings)
                canvas.endForm()
        if per_sheet == 4:
            _cut_marks(canvas, sheet)
        for card, layout, (ox, oy) in zip(group, layouts, origins, strict=False):
            canvas.saveState()
            canvas.translate(ox, oy)
            canvas.doForm(templates[_template_key(card, layout)])
            _draw_card_fill(canvas, card, layout, f, settings)
            canvas.restoreState()
        canvas.showPage()
        pages += 1
        if progress:
            progress(min(start + per_sheet, len(cards)), len(cards))
    canvas.save()
    return pages


def _canvas(
    target: Target, size: tuple[float, float], title: str, settings: PrintSettings
) -> Canvas:
    canvas = Canvas(
        target if not isinstance(target, Path) else str(target),
        pagesize=size,
        initialFontName=fonts(settings).regular,  # else Helvetica is listed, unembedded
    )
    canvas.setTitle(f"{settings.club_name}: {title}" if settings.club_name else title)
    canvas.setCreator("WhistClub")
    return canvas


def _cut_marks(canvas: Canvas, sheet: tuple[float, float]) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.setLineWidth(0.3)
    canvas.setDash(2, 3)
    canvas.line(sheet[0] / 2, 0, sheet[0] / 2, sheet[1])
    canvas.line(0, sheet[1] / 2, sheet[0], sheet[1] / 2)
    canvas.restoreState()


def _card_columns(card: ScoreCard, width: float) -> list[tuple[str, float]]:
    """Column titles and widths: fixed boxes first, the rest shared by partner and opponents."""
    hands = card.hands_per_change
    per_hand = 0.07 if hands <= 2 else 0.05  # several hands a change: narrower boxes
    fixed = [("Chg", 0.065), ("Table", 0.08), ("Seat", 0.065), ("Trump", 0.04 + 0.03 * hands)]
    boxes = [("Tricks", per_hand * hands), ("Total", 0.085), ("Initials", 0.085)]
    used = sum(share for _, share in fixed + boxes)
    rest = max(0.3, 1 - used)  # partner and opponents keep a third of the card at least
    shares = [*fixed, ("Partner", rest * 0.42), ("Opponents", rest * 0.58), *boxes]
    scale = width / sum(share for _, share in shares)
    return [(title, share * scale) for title, share in shares]


def _card_titles(w: Words) -> dict[str, str]:
    """The card's column titles in the paper's language (the keys stay English)."""
    return {
        "Chg": w.translate("Reports", "Chg"),
        "Table": w.translate("Reports", "Table"),
        "Seat": w.translate("Reports", "Seat"),
        "Trump": w.translate("Reports", "Trump"),
        "Partner": w.translate("Reports", "Partner"),
        "Opponents": w.translate("Reports", "Opponents"),
        "Tricks": w.translate("Reports", "Tricks"),
        "Total": w.translate("Reports", "Total"),
        "Initials": w.translate("Reports", "Initials"),
    }


@dataclass(frozen=True, slots=True)
class _CardLayout:
    """Where everything goes on a card, relative to its bottom-left corner."""

    x0: float
    x1: float
    heading: Fitted
    top: float
    labels_y: float  # baseline of the "Name" and "Card no." labels
    name_top: float
    name_height: float
    number_box: tuple[float, float, float, float]
    role_y: float
    grid_top: float  # top of the column titles
    header_h: float
    row_h: float
    columns: tuple[tuple[str, float], ...]
    text_size: float
    footer_y: float

    @property
    def inner(self) -> float:
        return self.x1 - self.x0


def _card_layout(
    card: ScoreCard, w: float, h: float, f: Fonts, settings: PrintSettings
) -> _CardLayout:
    """A fixed layout, the same for every card of an evening whatever the names: the name
    gets a fixed box (smaller print for a long name), so the grid lines up on every card."""
    s = settings.scale
    margin = 5 * mm
    x0, x1 = margin, w - margin
    top = h - margin
    date = settings.words.date(card.date)
    heading_text = " · ".join(p for p in (settings.club_name, card.title, date) if p)
    heading = fit(heading_text, f.bold, x1 - x0, 20, 7.5 * s, 5)
    y = top - heading.height - 3
    number_w, number_h = 20 * mm, 20.0
    name_height = 30.0
    role_y = y - 8 - name_height - 3 - 7 * s
    grid_top = role_y - 4
    footer_h = 24
    header_h = 10.0
    rows = max(len(card.lines), 1)
    row_h = min(18.0, (grid_top - header_h - (margin + footer_h)) / rows)
    return _CardLayout(
        x0=x0,
        x1=x1,
        heading=heading,
        top=top,
        labels_y=y - 6,
        name_top=y - 8,
        name_height=name_height,
        number_box=(x1 - number_w, y - 8 - number_h, number_w, number_h),
        role_y=role_y,
        grid_top=grid_top,
        header_h=header_h,
        row_h=row_h,
        columns=tuple(_card_columns(card, x1 - x0)),
        text_size=min(7.0 * s, row_h * 0.62),
        footer_y=grid_top - header_h - rows * row_h,
    )


def _template_key(card: ScoreCard, layout: _CardLayout) -> tuple[object, ...]:
    trumps = tuple(line.trumps for line in card.lines)
    return (card.title, card.date, card.half_after, trumps, layout)


@dataclass(frozen=True, slots=True)
class _Foot:
    size: float
    box_x: float  # the final total box
    checked_x: float  # "Checked by"
    line_x: float  # where the signature line starts
    final_words: str
    checked_words: str


def _card_foot(x0: float, f: Fonts, settings: PrintSettings) -> _Foot:
    """The foot of a card, spaced by the width of its words (large print makes them wider)."""
    size = 7 * settings.scale
    w = settings.words
    final, checked = w.translate("Reports", "Final total"), w.translate("Reports", "Checked by")
    box_x = x0 + width_of(final, f.regular, size) + 4
    checked_x = box_x + 40 + 12
    line_x = checked_x + width_of(checked, f.regular, size) + 4
    return _Foot(size, box_x, checked_x, line_x, final, checked)


def _draw_card_template(
    canvas: Canvas, card: ScoreCard, layout: _CardLayout, f: Fonts, settings: PrintSettings
) -> None:
    """Everything the cards of an evening have in common."""
    x0, inner = layout.x0, layout.inner
    bx, by, bw, bh = layout.number_box
    canvas.setLineWidth(0.8)
    canvas.rect(bx, by, bw, bh)
    canvas.setFillColor(SHADE)
    canvas.rect(x0, layout.grid_top - layout.header_h, inner, layout.header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    _grid(canvas, layout, card)
    fy = layout.footer_y
    foot = _card_foot(x0, f, settings)
    canvas.rect(foot.box_x, fy - 16, 40, 13)
    canvas.line(foot.line_x, fy - 14, layout.x1, fy - 14)
    pen = Pen(canvas)
    draw_fitted(pen, layout.heading, f.bold, x0, layout.top)
    w = settings.words
    pen.write(x0, layout.labels_y, w.translate("Reports", "Name"), f.regular, 6)
    pen.write(bx, layout.labels_y, w.translate("Reports", "Card no."), f.regular, 6)
    titles = _card_titles(w)
    y, header_h, row_h = layout.grid_top, layout.header_h, layout.row_h
    cx = x0
    for title, width in layout.columns:
        draw_in_box(pen, titles[title], f.bold, cx, y - header_h, width, header_h, 6, 4, "center")
        cx += width
    y -= header_h
    chg_w = layout.columns[0][1]
    trump_x = x0 + sum(w for _, w in layout.columns[:3])
    trump_w = layout.columns[3][1]
    size = layout.text_size
    for line in card.lines:
        bottom = y - row_h
        draw_in_box(pen, str(line.change), f.regular, x0, bottom, chg_w, row_h, size, 4, "center")
        draw_trumps(pen, line.trumps, f.regular, trump_x, bottom, trump_w, row_h, size + 1)
        y = bottom
    pen.write(x0, fy - 12, foot.final_words, f.regular, foot.size)
    pen.write(foot.checked_x, fy - 12, foot.checked_words, f.regular, foot.size)
    pen.flush()


def _draw_card_fill(
    canvas: Canvas, card: ScoreCard, layout: _CardLayout, f: Fonts, settings: PrintSettings
) -> None:
    """What is this card's own: the name, number and role, and each change's figures."""
    s = settings.scale
    bx, by, bw, bh = layout.number_box
    name_w = bx - layout.x0 - 4
    pen = Pen(canvas)
    if card.name:
        name_fit = fit(card.name, f.bold, name_w, layout.name_height, 12 * s, 6)
        if name_fit.height > layout.name_height:  # a very long name: smaller still, never cut
            name_fit = fit(card.name, f.bold, name_w, layout.name_height, 6, 3)
        draw_fitted(pen, name_fit, f.bold, layout.x0, layout.name_top)
    else:
        canvas.setLineWidth(0.4)
        canvas.line(layout.x0, by, bx - 6, by)
    if card.card is not None:
        draw_in_box(pen, str(card.card), f.bold, bx, by, bw, bh, 14 * s, 8, align="center")
    if card.role:
        plays_as = settings.words.translate("Reports", "Plays as: {0}").format(card.role)
        pen.write(layout.x0, layout.role_y, plays_as, f.regular, 7 * s)
    y = layout.grid_top - layout.header_h
    for line in card.lines:
        _draw_card_line(pen, line, layout, y - layout.row_h, f, card, settings.words)
        y -= layout.row_h
    pen.flush()


def _draw_card_line(
    pen: Pen, line: CardLine, layout: _CardLayout, y: float, f: Fonts, card: ScoreCard, w: Words
) -> None:
    """One change's own figures (the change number and trumps are in the template)."""
    values: dict[str, str] = {
        "Table": "" if line.table is None else str(line.table),
        "Seat": "" if line.seat is None else seat_word(line.seat, w)[0],
        "Partner": line.partner.label_in(w) if line.partner else "",
        "Opponents": " & ".join(p.label_in(w) for p in line.opponents),
    }
    if line.sitting_out:
        values["Partner"] = w.translate("Reports", "sits out")
        if line.credit is not None:  # the room's average (or the club's flat score)
            values["Tricks"] = number_text(line.credit, w)
    if not line.present:
        values["Partner"] = w.translate("Reports", "not playing")
    if line.running_total is not None:
        values["Total"] = number_text(line.running_total, w)
    h, size = layout.row_h, layout.text_size
    x = layout.x0
    for title, width in layout.columns:
        if title == "Tricks" and "Tricks" in values:
            draw_in_box(pen, values["Tricks"], f.regular, x, y, width, h, size, 3.8, "center")
        elif title == "Tricks":
            if line.tricks is not None:
                each = width / card.hands_per_change
                for hand, tricks in enumerate(line.tricks):
                    draw_in_box(
                        pen, str(tricks), f.bold, x + hand * each, y, each, h, size, 4, "center"
                    )
        elif values.get(title):
            align = "left" if title in ("Partner", "Opponents") else "center"
            draw_in_box(pen, values[title], f.regular, x, y, width, h, size, 3.8, align)
        x += width


def _grid(canvas: Canvas, layout: _CardLayout, card: ScoreCard) -> None:
    x0, width = layout.x0, layout.inner
    y_top, y_bottom = layout.grid_top, layout.footer_y
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    canvas.rect(x0, y_bottom, width, y_top - y_bottom)
    cx = x0
    for _, w in layout.columns[:-1]:
        cx += w
        canvas.line(cx, y_bottom, cx, y_top)
    hands_boxes = [
        (x0 + sum(w for _, w in layout.columns[:i]), w)
        for i, (t, w) in enumerate(layout.columns)
        if t == "Tricks"
    ]
    for bx, bw in hands_boxes:
        each = bw / card.hands_per_change
        canvas.setLineWidth(0.25)
        for hand in range(1, card.hands_per_change):
            canvas.line(bx + hand * each, y_bottom, bx + hand * each, y_top - layout.header_h)
    for r in range(len(card.lines)):
        y = y_top - layout.header_h - r * layout.row_h
        interval = card.half_after is not None and r == card.half_after
        canvas.setLineWidth(1.6 if interval else 0.4)
        canvas.line(x0, y, x0 + width, y)
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(colors.black)


# ---------------------------------------------------------------- table cards


@binary_streams()
def render_table_cards_pdf(
    cards: Sequence[TableCard],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """One page per table: the number large, the trump sequence, who sits where each change
    and where each seat goes next. Returns the number of pages."""
    f = fonts(settings)
    size = page_size(settings)
    canvas = _canvas(target, size, settings.words.translate("Reports", "Table cards"), settings)
    for index, card in enumerate(cards, start=1):
        _draw_table_card(canvas, card, size, f, settings)
        canvas.showPage()
        if progress:
            progress(index, len(cards))
    if not cards:
        canvas.showPage()
    canvas.save()
    return max(len(cards), 1)


def _draw_table_card(
    canvas: Canvas, card: TableCard, size: tuple[float, float], f: Fonts, settings: PrintSettings
) -> None:
    s = settings.scale
    words = settings.words
    w, h = size
    margin = 14 * mm
    x0, inner = margin, w - 2 * margin
    y = h - margin
    pen = Pen(canvas)
    date = words.date(card.date)
    heading = " · ".join(p for p in (settings.club_name, card.title, date) if p)
    y = draw_fitted(pen, fit(heading, f.regular, inner, 30, 10 * s, 6), f.regular, x0, y) - 4
    table_words = words.translate("Reports", "Table {0}").format(card.table)
    pen.write(x0, y - 38, table_words, f.bold, 40)
    y -= 48
    in_turn = words.translate("Reports", "Trumps in turn:")
    pen.write(x0, y - 9 * s, in_turn, f.regular, 9 * s)
    cursor = x0 + width_of(in_turn + " ", f.regular, 9 * s)
    for trump in card.trump_sequence:
        label = trump_label(trump, words)
        colour = RED if trump.lower() in ("hearts", "diamonds") else None
        pen.write(cursor, y - 9 * s, label, f.regular, 9 * s, colour)
        cursor += width_of(label + "   ", f.regular, 9 * s)
    y -= 9 * s + 6
    rule_fit = fit(card.moving_rule, f.regular, inner, 40, 8 * s, 6)
    y = draw_fitted(pen, rule_fit, f.regular, x0, y) - 6
    columns = [
        (words.translate("Reports", "Change"), 0.09),
        (words.translate("Reports", "Trump"), 0.09),
    ] + [(seat_word(seat, words), 0.205) for seat in SEATS]
    widths = [share * inner for _, share in columns]
    header_h = 13
    rows = len(card.changes)
    row_h = min(40.0, (y - header_h - margin) / max(rows, 1))
    canvas.setFillColor(SHADE)
    canvas.rect(x0, y - header_h, inner, header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    cx = x0
    for (title, _), width in zip(columns, widths, strict=True):
        draw_in_box(pen, title, f.bold, cx, y - header_h, width, header_h, 8, 5, "center")
        cx += width
    y -= header_h
    name_size = min(8.5 * s, row_h * 0.4)
    for row in card.changes:
        cx = x0
        bottom = y - row_h
        draw_in_box(pen, str(row.change), f.bold, cx, bottom, widths[0], row_h, 9, 6, "center")
        cx += widths[0]
        draw_trumps(pen, row.trumps, f.regular, cx, bottom, widths[1], row_h, 11)
        cx += widths[1]
        for seat, width in zip(SEATS, widths[2:], strict=True):
            person = row.seats.get(seat)
            going = row.next_seats.get(seat, "")
            name_h = row_h * (0.62 if going else 1.0)
            if person is not None:
                top_box = bottom + row_h - name_h
                label = person.label_in(words)
                draw_in_box(pen, label, f.regular, cx, top_box, width, name_h, name_size, 4)
            if going:
                draw_in_box(
                    pen, f"→ {going}", f.regular, cx, bottom, width, row_h - name_h,
                    name_size * 0.8, 3.5,
                )  # fmt: skip
            cx += width
        y = bottom
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    grid_top = y + rows * row_h + header_h
    canvas.rect(x0, y, inner, grid_top - y)
    cx = x0
    for width in widths[:-1]:
        cx += width
        canvas.line(cx, y, cx, grid_top)
    for r in range(rows):
        line_y = grid_top - header_h - r * row_h
        canvas.line(x0, line_y, x0 + inner, line_y)
    canvas.setStrokeColor(colors.black)
    pen.flush()  # text last, over the shading and lines


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


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(_escape(text), style)


def _cell(text: str, style: ParagraphStyle, width: float) -> str | Paragraph:
    """A table cell: the plain string when it fits on one line (fast, and never parsed as
    markup), else an escaped Paragraph that wraps inside the column."""
    if width_of(text, style.fontName, style.fontSize) <= width - 6:
        return text
    return _p(text, style)


def _suit_markup(trump: str, w: Words) -> str:
    label = _escape(trump_label(trump, w))
    if trump.lower() in ("hearts", "diamonds"):
        return f'<font color="#b00020">{label}</font>'
    return label


def _document(target: Target, settings: PrintSettings, title: str) -> SimpleDocTemplate:
    margin = 15 * mm
    return SimpleDocTemplate(
        target if not isinstance(target, Path) else str(target),
        pagesize=page_size(settings),
        leftMargin=margin,
        rightMargin=margin,
        topMargin=margin + 6,
        bottomMargin=margin,
        title=f"{settings.club_name}: {title}" if settings.club_name else title,
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
        canvas.setFont(f.regular, 7.5)
        text = " · ".join(p for p in (settings.club_name, footer) if p)
        canvas.drawString(doc.leftMargin, 9 * mm, text[:150])
        page = settings.words.translate("Reports", "page {0}").format(document.page)
        canvas.drawRightString(doc.pagesize[0] - doc.rightMargin, 9 * mm, page)
        canvas.restoreState()

    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    return pages[0]


def _table(
    rows: list[list[Any]],
    widths: list[float],
    st: _Styles,
    header_rows: int = 1,
    zebra: bool = True,
) -> Table:
    """A grid in the embedded font (plain-string cells would otherwise fall back to
    Helvetica, which has no ♠ and is not embedded)."""
    table = Table(rows, colWidths=widths, repeatRows=header_rows)
    style = [
        ("FONT", (0, 0), (-1, -1), st.cell.fontName, st.cell.fontSize, st.cell.leading),
        ("FONT", (0, 0), (-1, header_rows - 1), st.cell_bold.fontName, st.cell.fontSize),
        ("GRID", (0, 0), (-1, -1), 0.35, GRID),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
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


@binary_streams()
def render_movement_guide_pdf(guide: MovementGuide, target: Target, settings: PrintSettings) -> int:
    """The M.C.'s guide: every change seated so far, table by table, with the sit-outs."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    title = words.translate("Reports", "Movement guide")
    doc = _document(target, settings, title)
    inner = doc.width
    widths = [inner * 0.08] + [inner * 0.23] * 4
    story = _title_block(st, title, guide.title, guide.date, words)
    story.append(
        _p(
            words.translate("Reports", "Format: {0}. {1}").format(guide.format, guide.moving_rule),
            st.body,
        )
    )
    seated = len(guide.changes)
    if seated < guide.changes_planned:
        story.append(
            _p(
                words.translate(
                    "Reports",
                    "{0} of {1} changes are seated so far; the next seatings are worked out"
                    " from the results as they come in.",
                ).format(seated, guide.changes_planned),
                st.small,
            )
        )
    titles = [words.translate("Reports", "Table"), *(seat_word(s, words) for s in SEATS)]
    header_cells = [_cell(c, st.cell_bold, w) for c, w in zip(titles, widths, strict=True)]
    for change in guide.changes:
        trumps = ", ".join(_suit_markup(t, words) for t in change.trumps)
        head = Paragraph(
            _escape(words.translate("Reports", "Change {0} (half {1}) · trumps: {2}")).format(
                change.change, change.half, trumps
            ),
            st.heading,
        )
        rows: list[list[Any]] = [header_cells]
        for table in change.tables:
            rows.append(
                [str(table.table)]
                + [
                    _cell(table.seats[seat].label_in(words), st.cell, w)
                    for seat, w in zip(SEATS, widths[1:], strict=True)
                ]
            )
        block = [head, _table(rows, widths, st)]
        if change.sitting_out:
            block.append(
                _p(
                    words.translate("Reports", "Sitting out: {0}").format(
                        ", ".join(p.label for p in change.sitting_out)
                    ),
                    st.small,
                )
            )
        story.append(KeepTogether(block) if len(rows) < 30 else block[0])
        if len(rows) >= 30:
            story.extend(block[1:])
    if guide.by_name and guide.changes:
        story.append(PageBreak())
        story.extend(_by_name_story(guide, st, inner, words))
    footer = _joined(guide.title, words.translate("Reports", "movement guide"))
    return _build(doc, story, f, settings, footer)


def _by_name_story(guide: MovementGuide, st: _Styles, inner: float, words: Words) -> list[Flowable]:
    """Everyone A to Z with their table and seat at each change ("12N": table 12, North),
    as many changes to a table as fit across the page."""
    story: list[Flowable] = [
        _p(words.translate("Reports", "Where everyone sits, by name"), st.title),
        _p(
            words.translate(
                "Reports", "Columns are the changes. 12N: table 12, North; out: sits out."
            ),
            st.small,
        ),
        Spacer(1, 4),
    ]
    numbers = [c.change for c in guide.changes]
    longest = max((p for g in guide.by_name for p in g.places), key=len, default="")
    place_w = max(width_of(t, st.cell_bold.fontName, st.cell.fontSize) for t in (longest, "24"))
    place_w += 8
    card_word, name_word = words.translate("Reports", "Card"), words.translate("Reports", "Name")
    card_w = width_of(card_word, st.cell_bold.fontName, st.cell.fontSize) + 8
    per_table = max(1, int((inner - card_w - inner * 0.3) // place_w))
    for start in range(0, len(numbers), per_table):
        chunk = numbers[start : start + per_table]
        name_w = inner - card_w - place_w * len(chunk)
        widths = [name_w, card_w, *([place_w] * len(chunk))]
        rows: list[list[Any]] = [[name_word, card_word, *(str(n) for n in chunk)]]
        for player in guide.by_name:
            places = player.places[start : start + per_table]
            name = _cell(player.person.name, st.cell, name_w)
            rows.append([name, str(player.person.card), *places])
        table = _table(rows, widths, st)
        table.setStyle(TableStyle([("ALIGN", (1, 0), (-1, -1), "CENTER")]))
        story.extend([table, Spacer(1, 8)])
    return story


@binary_streams()
def render_standings_pdf(report: StandingsReport, target: Target, settings: PrintSettings) -> int:
    """The prize list (to read out and pin up) and then the standings, large and clear."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    doc = _document(target, settings, report.heading)
    inner = doc.width
    story = _title_block(st, report.heading, report.title, report.date, words)
    if report.prizes:
        story.append(_p(words.translate("Reports", "Prize list"), st.heading))
        prize_rows: list[list[Any]] = [
            [
                words.translate("Reports", "Prize"),
                words.translate("Reports", "Winner"),
                words.translate("Reports", "Why"),
            ]
        ]
        pw = [inner * 0.22, inner * 0.3, inner * 0.48]
        joiner = " " + words.translate("Reports", "and") + " "
        for prize in report.prizes:
            winners = joiner.join(p.label for p in prize.winners) or words.translate(
                "Reports", "not awarded"
            )
            prize_rows.append(
                [_p(prize.name, st.cell_bold), _p(winners, st.cell_bold), _p(prize.reason, st.cell)]
            )
        story.append(_table(prize_rows, pw, st, zebra=False))
        story.append(Spacer(1, 10))
    story.append(
        _p(
            words.translate("Reports", "Standings (ranked by {0})").format(report.ranked_by),
            st.heading,
        )
    )
    columns = _standing_columns(report)
    titles = _standing_titles(words)
    shown = [titles[c] for c in columns]
    values_table = [_standing_values(report, row, words) for row in report.rows]
    flexible = {titles["Name"]: 0.62, titles["Prize"]: 0.38}
    widths = _flexible_widths(shown, values_table, st, inner, flexible)
    rows: list[list[Any]] = [
        [_header_cell(c, st.cell_bold, w) for c, w in zip(shown, widths, strict=True)]
    ]
    name_index = columns.index("Name")
    for row, values in zip(report.rows, values_table, strict=True):
        cells: list[Any] = [str(v) for v in values]
        cells[name_index] = _cell(values[name_index], st.cell, widths[name_index])
        if row.prize:
            cells[-1] = _cell(row.prize, st.cell, widths[-1])
        rows.append(cells)
    table = _table(rows, widths, st)
    table.setStyle(
        TableStyle(
            [
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("ALIGN", (name_index, 0), (name_index, -1), "LEFT"),
                ("ALIGN", (-1, 0), (-1, -1), "LEFT"),
            ]
        )
    )
    story.append(table)
    if report.exceptions:
        story.append(Spacer(1, 8))
        story.append(_p(words.translate("Reports", "Approved exceptions"), st.heading))
        story.extend(_p(text, st.small) for text in report.exceptions)
    return _build(doc, story, f, settings, _joined(report.title, report.heading))


def _standing_columns(report: StandingsReport) -> list[str]:
    columns = ["Rank", "Card", "Name"]
    if report.roles:
        columns += ["Role", "Role rank"]
    columns += ["Total"]
    if report.halves:
        columns += ["1st half", "2nd half"]
    return [*columns, "Won", "10+", "Avg", "Prize"]


def _header_cell(text: str, style: ParagraphStyle, width: float) -> Paragraph:
    """A column title that wraps only at spaces: when a word is wider than its column (a
    long Spanish word in a narrow column), the title is set smaller rather than split."""
    longest = max(width_of(word, style.fontName, style.fontSize) for word in text.split())
    size = style.fontSize * min(1.0, (width - 8) / longest) if longest else style.fontSize
    small = ParagraphStyle(f"{style.name}-{size:.2f}", style, fontSize=size, leading=size * 1.2)
    return _p(text, small)


def _standing_titles(w: Words) -> dict[str, str]:
    """The standings' column titles in the paper's language (the keys stay English)."""
    return {
        "Rank": w.translate("Reports", "Rank"),
        "Card": w.translate("Reports", "Card"),
        "Name": w.translate("Reports", "Name"),
        "Role": w.translate("Reports", "Role"),
        "Role rank": w.translate("Reports", "Role rank"),
        "Total": w.translate("Reports", "Total"),
        "1st half": w.translate("Reports", "1st half"),
        "2nd half": w.translate("Reports", "2nd half"),
        "Won": w.translate("Reports", "Won"),
        "10+": "10+",
        "Avg": w.translate("Reports", "Avg"),
        "Prize": w.translate("Reports", "Prize"),
    }


def _flexible_widths(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    st: _Styles,
    inner: float,
    flexible: dict[str, float],
) -> list[float]:
    """Fixed columns as wide as their longest value or header word (headers wrap only at
    spaces, never inside a word); the flexible columns share what is left by their weights."""
    pad = 8
    widths = []
    for index, title in enumerate(columns):
        words = max(width_of(w, st.cell_bold.fontName, st.cell.fontSize) for w in title.split())
        values = [width_of(r[index], st.cell.fontName, st.cell.fontSize) for r in rows]
        widths.append(max([words, *values]) + pad)
    fixed = sum(w for w, c in zip(widths, columns, strict=True) if c not in flexible)
    left = max(inner - fixed, inner * 0.3)
    weight = sum(flexible[c] for c in columns if c in flexible)
    widths = [
        left * flexible[c] / weight if c in flexible else w
        for w, c in zip(widths, columns, strict=True)
    ]
    scale = min(1.0, inner / sum(widths))
    return [w * scale for w in widths]


def _standing_values(report: StandingsReport, row: StandingRow, w: Words) -> list[str]:
    left = " " + w.translate("Reports", "(left)") if row.withdrawn else ""
    values = [f"{row.rank}{left}", str(row.card), row.name]
    if report.roles:
        values += [row.role, "" if row.role_rank is None else str(row.role_rank)]
    values += [number_text(row.total, w)]
    if report.halves:
        values += [number_text(row.first_half, w), number_text(row.second_half, w)]
    # The average always shows two decimals, rounded as the workbook rounds (words.number).
    average = w.number(row.average, fixed=True)
    values += [str(row.hands_won), str(row.ten_plus), average, row.prize]
    return values


@binary_streams()
def render_score_sheet_pdf(
    sheet: ScoreSheet, target: Target, settings: PrintSettings, appendix: bool = True
) -> int:
    """A game's score sheet; with `appendix`, each deal's explanation on the pages after."""
    f = fonts(settings)
    st = _styles(f, settings)
    doc = _document(target, settings, sheet.title)
    inner = doc.width
    story = _title_block(st, sheet.title, sheet.rules, "")
    if sheet.players:
        players = settings.words.translate("Reports", "Players: {0}").format(sheet.players)
        story.append(_p(players, st.body))
        story.append(Spacer(1, 4))
    widths = _natural_widths(sheet, st, inner)
    rows: list[list[Any]] = [[_p(c, st.cell_bold) for c in sheet.columns]]
    for row in sheet.rows:
        rows.append(
            [
                _cell("" if v is None else str(v), st.cell, w)
                for v, w in zip(row, widths, strict=False)
            ]
        )
    table = _table(rows, widths, st)
    table.setStyle(
        TableStyle(
            [
                ("ALIGN", (0, 1), (-1, -1), "CENTER"),
            ]
        )
    )
    story.append(table)
    story.append(Spacer(1, 8))
    story.extend(_p(line, st.body) for line in sheet.summary)
    if appendix and sheet.appendix:
        story.append(PageBreak())
        appendix_title = settings.words.translate("Reports", "Appendix: how each deal was scored")
        story.append(_p(appendix_title, st.title))
        for deal in sheet.appendix:
            block = [_p(deal.label, st.heading)]
            block.extend(_p(f"• {text}", st.body) for text in deal.steps)
            story.append(KeepTogether(block))
    return _build(doc, story, f, settings, sheet.title)


def _natural_widths(sheet: ScoreSheet, st: _Styles, inner: float) -> list[float]:
    """Columns as wide as their longest value (headers may wrap at spaces), scaled to fit."""
    pad = 8
    natural = []
    for index, title in enumerate(sheet.columns):
        words = max(width_of(w, st.cell_bold.fontName, st.cell.fontSize) for w in title.split())
        values = [
            width_of(
                "" if row[index] is None else str(row[index]), st.cell.fontName, st.cell.fontSize
            )
            for row in sheet.rows
            if index < len(row)
        ]
        natural.append(max([words, *values]) + pad)
    scale = inner / sum(natural)
    return [w * scale for w in natural]


def pages_for_cards(count: int, settings: PrintSettings) -> int:
    return max(1, math.ceil(count / settings.cards_per_sheet))


def _joined(*parts: str) -> str:
    """Footer and heading parts joined by a middle dot, leaving out the empty ones."""
    return " · ".join(part for part in parts if part)
