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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO
from xml.sax.saxutils import escape

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
    trump_label,
)
from whistclub.reports.settings import PrintSettings
from whistclub.reports.sheets import ScoreSheet

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
    return A4 if settings.paper == "A4" else LETTER


def card_size(settings: PrintSettings) -> tuple[float, float]:
    """A6 on A4 paper; a quarter of a Letter sheet (4.25 x 5.5 in) on Letter paper."""
    return A6 if settings.paper == "A4" else (4.25 * inch, 5.5 * inch)


# ---------------------------------------------------------------- fitting text


def width_of(text: str, font: str, size: float) -> float:
    return float(pdfmetrics.stringWidth(text, font, size))


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


def draw_fitted(
    canvas: Canvas, fitted: Fitted, font: str, x: float, top: float, align: str = "left",
    width: float = 0.0,
) -> float:  # fmt: skip
    """Draw fitted lines from `top` down; returns the y below the last line."""
    canvas.setFont(font, fitted.size)
    y = top - fitted.size
    for line in fitted.lines:
        if align == "center":
            canvas.drawCentredString(x + width / 2, y, line)
        else:
            canvas.drawString(x, y, line)
        y -= fitted.size * LEADING
    return top - fitted.height


def draw_in_box(
    canvas: Canvas,
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
    draw_fitted(canvas, fitted, font, x + pad, top, align, w - 2 * pad)


def draw_trumps(
    canvas: Canvas, trumps: Sequence[str], font: str, x: float, y: float, w: float, h: float,
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
        canvas.setFillColor(RED if trump.lower() in ("hearts", "diamonds") else colors.black)
        canvas.setFont(font, size)
        canvas.drawString(cursor, base, label)
        cursor += width_of(label + (" " if index < len(labels) - 1 else ""), font, size)
    canvas.setFillColor(colors.black)


def _short_trump(trump: str) -> str:
    return "NT" if trump.lower().startswith("no") else trump[:2].capitalize()


# ---------------------------------------------------------------- score cards


def render_score_cards_pdf(
    cards: Sequence[ScoreCard],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """Personal score cards, four to a sheet with cut marks, or one per card-sized page.

    Returns the number of pages.
    """
    f = fonts(settings)
    card_w, card_h = card_size(settings)
    per_sheet = settings.cards_per_sheet
    sheet = page_size(settings) if per_sheet == 4 else (card_w, card_h)
    canvas = _canvas(target, sheet, "Score cards", settings)
    pages = 0
    for start in range(0, max(len(cards), 1), per_sheet):
        group = cards[start : start + per_sheet]
        if per_sheet == 4:
            qw, qh = sheet[0] / 2, sheet[1] / 2
            origins = [(0, qh), (qw, qh), (0, 0), (qw, 0)]
            _cut_marks(canvas, sheet)
        else:
            qw, qh = card_w, card_h
            origins = [(0, 0)]
        for card, (ox, oy) in zip(group, origins, strict=False):
            _draw_card(canvas, card, ox, oy, qw, qh, f, settings)
        canvas.showPage()
        pages += 1
        if progress:
            progress(min(start + per_sheet, len(cards)), len(cards))
    canvas.save()
    return pages


def _canvas(
    target: Target, size: tuple[float, float], title: str, settings: PrintSettings
) -> Canvas:
    canvas = Canvas(target if not isinstance(target, Path) else str(target), pagesize=size)
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
    fixed = [("Chg", 0.065), ("Table", 0.08), ("Seat", 0.065), ("Trump", 0.06 + 0.035 * hands)]
    boxes = [("Tricks", 0.07 * hands), ("Total", 0.085), ("Initials", 0.085)]
    used = sum(share for _, share in fixed + boxes)
    rest = max(0.2, 1 - used)
    shares = [*fixed, ("Partner", rest * 0.42), ("Opponents", rest * 0.58), *boxes]
    scale = width / sum(share for _, share in shares)
    return [(title, share * scale) for title, share in shares]


def _draw_card(
    canvas: Canvas,
    card: ScoreCard,
    ox: float,
    oy: float,
    w: float,
    h: float,
    f: Fonts,
    settings: PrintSettings,
) -> None:
    s = settings.scale
    margin = 5 * mm
    x0, x1 = ox + margin, ox + w - margin
    top = oy + h - margin
    inner = x1 - x0
    # Heading: club and event, small.
    heading = " · ".join(p for p in (settings.club_name, card.title, card.date) if p)
    fitted = fit(heading, f.bold, inner, 20, 7.5 * s, 5, shorten=False)
    y = draw_fitted(canvas, fitted, f.bold, x0, top) - 3
    # Name (wrapped, never cut) beside the card number box.
    number_w = 20 * mm
    canvas.setFont(f.regular, 6)
    canvas.drawString(x0, y - 6, "Name")
    canvas.drawString(x1 - number_w, y - 6, "Card no.")
    name_fit = fit(card.name or " ", f.bold, inner - number_w - 4, 34, 12 * s, 6)
    name_bottom = draw_fitted(canvas, name_fit, f.bold, x0, y - 8)
    number_box_h = 20
    canvas.setLineWidth(0.8)
    canvas.rect(x1 - number_w, y - 8 - number_box_h, number_w, number_box_h)
    if card.card is not None:
        draw_in_box(
            canvas, str(card.card), f.bold, x1 - number_w, y - 8 - number_box_h, number_w,
            number_box_h, 14 * s, 8, align="center",
        )  # fmt: skip
    if card.name == "":
        canvas.setLineWidth(0.4)
        canvas.line(x0, y - 8 - number_box_h, x1 - number_w - 6, y - 8 - number_box_h)
    y = min(name_bottom, y - 8 - number_box_h) - 3
    if card.role:
        canvas.setFont(f.regular, 7 * s)
        canvas.drawString(x0, y - 7 * s, f"Plays as: {card.role}")
        y -= 7 * s + 3
    # The grid: one line per change.
    footer_h = 24
    columns = _card_columns(card, inner)
    header_h = 10
    rows = len(card.lines)
    row_h = min(18.0, (y - header_h - (oy + margin + footer_h)) / max(rows, 1))
    canvas.setFillColor(SHADE)
    canvas.rect(x0, y - header_h, inner, header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    cx = x0
    for title, width in columns:
        draw_in_box(canvas, title, f.bold, cx, y - header_h, width, header_h, 6, 4, "center")
        cx += width
    y -= header_h
    text_size = min(7.0 * s, row_h * 0.62)
    for line in card.lines:
        _draw_card_line(canvas, line, columns, x0, y - row_h, row_h, text_size, f, card)
        y -= row_h
    grid_top = y + rows * row_h + header_h
    _grid(canvas, columns, x0, y, inner, grid_top, rows, row_h, header_h, card)
    # Footer: final total and the checker's signature.
    canvas.setFont(f.regular, 7 * s)
    canvas.drawString(x0, y - 12, "Final total")
    canvas.rect(x0 + 45, y - 16, 40, 13)
    canvas.drawString(x0 + 100, y - 12, "Checked by")
    canvas.line(x0 + 145, y - 14, x1, y - 14)


def _draw_card_line(
    canvas: Canvas,
    line: CardLine,
    columns: list[tuple[str, float]],
    x: float,
    y: float,
    h: float,
    size: float,
    f: Fonts,
    card: ScoreCard,
) -> None:
    values: dict[str, str] = {
        "Chg": str(line.change),
        "Table": "" if line.table is None else str(line.table),
        "Seat": "" if line.seat is None else line.seat[0],
        "Partner": line.partner.label if line.partner else "",
        "Opponents": " & ".join(p.label for p in line.opponents),
    }
    if line.sitting_out:
        values["Partner"] = "sits out"
    if line.running_total is not None:
        values["Total"] = number_text(line.running_total)
    smallest = 3.8
    for title, width in columns:
        if title == "Trump":
            draw_trumps(canvas, line.trumps, f.regular, x, y, width, h, size + 1)
        elif title == "Tricks":
            _trick_boxes(canvas, line, x, y, width, h, size, f, card.hands_per_change)
        elif values.get(title):
            align = "left" if title in ("Partner", "Opponents") else "center"
            draw_in_box(canvas, values[title], f.regular, x, y, width, h, size, smallest, align)
        x += width


def _trick_boxes(
    canvas: Canvas, line: CardLine, x: float, y: float, width: float, h: float, size: float,
    f: Fonts, hands: int,
) -> None:  # fmt: skip
    each = width / hands
    for hand in range(hands):
        if hand:
            canvas.setLineWidth(0.25)
            canvas.line(x + hand * each, y, x + hand * each, y + h)
        if line.tricks is not None:
            draw_in_box(
                canvas, str(line.tricks[hand]), f.bold, x + hand * each, y, each, h, size, 4,
                "center",
            )  # fmt: skip


def _grid(
    canvas: Canvas, columns: list[tuple[str, float]], x0: float, y_bottom: float, width: float,
    y_top: float, rows: int, row_h: float, header_h: float, card: ScoreCard,
) -> None:  # fmt: skip
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    canvas.rect(x0, y_bottom, width, y_top - y_bottom)
    cx = x0
    for _, w in columns[:-1]:
        cx += w
        canvas.line(cx, y_bottom, cx, y_top)
    for r in range(rows):
        y = y_top - header_h - r * row_h
        interval = card.half_after is not None and r == card.half_after
        canvas.setLineWidth(1.6 if interval else 0.4)
        canvas.line(x0, y, x0 + width, y)
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(colors.black)


# ---------------------------------------------------------------- table cards


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
    canvas = _canvas(target, size, "Table cards", settings)
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
    w, h = size
    margin = 14 * mm
    x0, inner = margin, w - 2 * margin
    y = h - margin
    heading = " · ".join(p for p in (settings.club_name, card.title, card.date) if p)
    y = draw_fitted(canvas, fit(heading, f.regular, inner, 30, 10 * s, 6), f.regular, x0, y) - 4
    canvas.setFont(f.bold, 40)
    canvas.drawString(x0, y - 38, f"Table {card.table}")
    y -= 48
    canvas.setFont(f.regular, 9 * s)
    canvas.drawString(x0, y - 9 * s, "Trumps in turn:")
    label_w = width_of("Trumps in turn: ", f.regular, 9 * s)
    cursor = x0 + label_w
    for trump in card.trump_sequence:
        label = trump_label(trump)
        canvas.setFillColor(RED if trump.lower() in ("hearts", "diamonds") else colors.black)
        canvas.drawString(cursor, y - 9 * s, label)
        cursor += width_of(label + "   ", f.regular, 9 * s)
    canvas.setFillColor(colors.black)
    y -= 9 * s + 6
    rule_fit = fit(card.moving_rule, f.regular, inner, 40, 8 * s, 6)
    y = draw_fitted(canvas, rule_fit, f.regular, x0, y) - 6
    columns = [("Change", 0.09), ("Trump", 0.09)] + [(seat, 0.205) for seat in SEATS]
    widths = [share * inner for _, share in columns]
    header_h = 13
    rows = len(card.changes)
    row_h = min(40.0, (y - header_h - margin) / max(rows, 1))
    canvas.setFillColor(SHADE)
    canvas.rect(x0, y - header_h, inner, header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    cx = x0
    for (title, _), width in zip(columns, widths, strict=True):
        draw_in_box(canvas, title, f.bold, cx, y - header_h, width, header_h, 8, 5, "center")
        cx += width
    y -= header_h
    name_size = min(8.5 * s, row_h * 0.4)
    for row in card.changes:
        cx = x0
        bottom = y - row_h
        draw_in_box(canvas, str(row.change), f.bold, cx, bottom, widths[0], row_h, 9, 6, "center")
        cx += widths[0]
        draw_trumps(canvas, row.trumps, f.regular, cx, bottom, widths[1], row_h, 11)
        cx += widths[1]
        for seat, width in zip(SEATS, widths[2:], strict=True):
            person = row.seats.get(seat)
            going = row.next_seats.get(seat, "")
            name_h = row_h * (0.62 if going else 1.0)
            if person is not None:
                draw_in_box(
                    canvas, person.label, f.regular, cx, bottom + row_h - name_h, width, name_h,
                    name_size, 4,
                )  # fmt: skip
            if going:
                draw_in_box(
                    canvas, f"→ {going}", f.regular, cx, bottom, width, row_h - name_h,
                    name_size * 0.8, 3.5,
                )  # fmt: skip
            cx += width
        y = bottom
    # Grid lines last, so no text is drawn over them.
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    grid_top = y + rows * row_h + header_h
    canvas.rect(x0, y, inner, grid_top - y)
    cx = x0
    for width in widths[:-1]:
        cx += width
        canvas.line(cx, y, cx, grid_top)
    for r in range(rows):
        canvas.line(
            x0, grid_top - header_h - r * row_h, x0 + inner, grid_top - header_h - r * row_h
        )
    canvas.setStrokeColor(colors.black)


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


def _suit_markup(trump: str) -> str:
    label = _escape(trump_label(trump))
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
        canvas.drawRightString(doc.pagesize[0] - doc.rightMargin, 9 * mm, f"page {document.page}")
        canvas.restoreState()

    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    return pages[0]


def _table(
    rows: list[list], widths: list[float], st: _Styles, header_rows: int = 1, zebra: bool = True
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


def _title_block(st: _Styles, title: str, record_title: str, date: str) -> list[Flowable]:
    subtitle = " · ".join(p for p in (record_title, date) if p)
    return [_p(title, st.title), _p(subtitle, st.body), Spacer(1, 6)]


def render_movement_guide_pdf(guide: MovementGuide, target: Target, settings: PrintSettings) -> int:
    """The M.C.'s guide: every change seated so far, table by table, with the sit-outs."""
    f = fonts(settings)
    st = _styles(f, settings)
    doc = _document(target, settings, "Movement guide")
    inner = doc.width
    widths = [inner * 0.08] + [inner * 0.23] * 4
    story = _title_block(st, "Movement guide", guide.title, guide.date)
    story.append(_p(f"Format: {guide.format}. {guide.moving_rule}", st.body))
    seated = len(guide.changes)
    if seated < guide.changes_planned:
        story.append(
            _p(
                f"{seated} of {guide.changes_planned} changes are seated so far; the next "
                "seatings are worked out from the results as they come in.",
                st.small,
            )
        )
    header_cells = [
        _cell(c, st.cell_bold, w) for c, w in zip(["Table", *SEATS], widths, strict=True)
    ]
    for change in guide.changes:
        trumps = ", ".join(_suit_markup(t) for t in change.trumps)
        head = Paragraph(
            f"Change {change.change} (half {change.half}) · trumps: {trumps}", st.heading
        )
        rows: list[list] = [header_cells]
        for table in change.tables:
            rows.append(
                [str(table.table)]
                + [
                    _cell(table.seats[seat].label, st.cell, w)
                    for seat, w in zip(SEATS, widths[1:], strict=True)
                ]
            )
        block = [head, _table(rows, widths, st)]
        if change.sitting_out:
            block.append(
                _p("Sitting out: " + ", ".join(p.label for p in change.sitting_out), st.small)
            )
        story.append(KeepTogether(block) if len(rows) < 30 else block[0])
        if len(rows) >= 30:
            story.extend(block[1:])
    return _build(doc, story, f, settings, f"{guide.title} · movement guide")


def render_standings_pdf(report: StandingsReport, target: Target, settings: PrintSettings) -> int:
    """The prize list (to read out and pin up) and then the standings, large and clear."""
    f = fonts(settings)
    st = _styles(f, settings)
    doc = _document(target, settings, report.heading)
    inner = doc.width
    story = _title_block(st, report.heading, report.title, report.date)
    if report.prizes:
        story.append(_p("Prize list", st.heading))
        prize_rows: list[list] = [["Prize", "Winner", "Why"]]
        pw = [inner * 0.22, inner * 0.3, inner * 0.48]
        for prize in report.prizes:
            winners = " and ".join(p.label for p in prize.winners) or "not awarded"
            prize_rows.append(
                [_p(prize.name, st.cell_bold), _p(winners, st.cell_bold), _p(prize.reason, st.cell)]
            )
        story.append(_table(prize_rows, pw, st, zebra=False))
        story.append(Spacer(1, 10))
    story.append(_p(f"Standings (ranked by {report.ranked_by})", st.heading))
    columns = _standing_columns(report)
    values_table = [_standing_values(report, row) for row in report.rows]
    widths = _flexible_widths(columns, values_table, st, inner, {"Name": 0.62, "Prize": 0.38})
    rows: list[list] = [[_cell(c, st.cell_bold, w) for c, w in zip(columns, widths, strict=True)]]
    name_index = columns.index("Name")
    for row, values in zip(report.rows, values_table, strict=True):
        cells: list = [str(v) for v in values]
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
        story.append(_p("Approved exceptions", st.heading))
        story.extend(_p(text, st.small) for text in report.exceptions)
    return _build(doc, story, f, settings, f"{report.title} · {report.heading}")


def _standing_columns(report: StandingsReport) -> list[str]:
    columns = ["Rank", "Card", "Name"]
    if report.roles:
        columns += ["Role", "Role rank"]
    columns += ["Total"]
    if report.halves:
        columns += ["1st half", "2nd half"]
    return [*columns, "Won", "10+", "Avg", "Prize"]


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


def _standing_values(report: StandingsReport, row: StandingRow) -> list[str]:
    rank = f"{row.rank}" + (" (left)" if row.withdrawn else "")
    values = [rank, str(row.card), row.name]
    if report.roles:
        values += [row.role, "" if row.role_rank is None else str(row.role_rank)]
    values += [number_text(row.total)]
    if report.halves:
        values += [number_text(row.first_half), number_text(row.second_half)]
    values += [str(row.hands_won), str(row.ten_plus), f"{float(row.average):.2f}", row.prize]
    return values


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
        story.append(_p(f"Players: {sheet.players}", st.body))
        story.append(Spacer(1, 4))
    widths = _natural_widths(sheet, st, inner)
    rows: list[list] = [[_p(c, st.cell_bold) for c in sheet.columns]]
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
        story.append(_p("Appendix: how each deal was scored", st.title))
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
