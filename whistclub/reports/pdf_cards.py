"""Personal score cards (reportlab canvas): four A6 cards to a sheet with cut marks, or one
per card-sized page; what every card shares is drawn once as a PDF form."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from whistclub.reports.data import (
    CardLine,
    ScoreCard,
    number_text,
    seat_word,
)
from whistclub.reports.pdf_base import (
    GRID,
    SHADE,
    Fitted,
    Fonts,
    Pen,
    Progress,
    Target,
    _canvas,
    binary_streams,
    card_size,
    draw_fitted,
    draw_in_box,
    draw_trumps,
    fit,
    fonts,
    page_size,
    width_of,
)
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import Words

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


def pages_for_cards(count: int, settings: PrintSettings) -> int:
    return max(1, math.ceil(count / settings.cards_per_sheet))
