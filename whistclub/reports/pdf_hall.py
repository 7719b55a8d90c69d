"""The hall's paper (reportlab canvas, issue 23 item 3): tent cards, result slips and the
wall chart. Sizes are the hall's: the table number at least 60 mm high on both faces of the
tent, writing rows at least 7 mm on the slip, the wall chart in large type."""

from __future__ import annotations

import math
from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from whistclub.reports.data import trump_label
from whistclub.reports.hall import ResultSlip, TentCard, WallChart
from whistclub.reports.pdf_base import (
    GRID,
    RED,
    SHADE,
    Fonts,
    Progress,
    Target,
    _canvas,
    binary_streams,
    draw_trumps,
    fonts,
    page_per_item,
    page_size,
)
from whistclub.reports.pdf_fit import (
    draw_in_box,
    fit,
    width_of,
)
from whistclub.reports.pdf_ops import Pen, draw_qr, stroke_line
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import Words

# The table number's printed height: at least 60 mm, so the far end of the hall reads it.
NUMBER_HEIGHT = 66 * mm
MIN_ROW = 7 * mm
# The QR code opening the table's page (issue 25 item 1): the lower right corner of each face,
# beside "After each change", so a player scans it from the table.
TENT_QR = 32 * mm


def _heading(settings: PrintSettings, title: str, date: str) -> str:
    return " · ".join(p for p in (settings.club_name, title, settings.words.date(date)) if p)


def _digit_size(f: Fonts, height: float) -> float:
    """The font size at which the bold font's digits stand `height` tall."""
    face = pdfmetrics.getFont(f.bold).face
    cap = getattr(face, "capHeight", 0) or 729  # DejaVu Sans Bold: 729 units of 1000
    return height / (cap / 1000)


# ---------------------------------------------------------------- tent cards


@binary_streams()
def render_tent_cards_pdf(
    tents: Sequence[TentCard],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """One folded A4 (or Letter) sheet per table: fold along the dashed line and stand it
    as a tent; each face shows the table number, the trumps in turn and where each seat
    goes, the upper face upside down so that both read upright once folded."""
    f = fonts(settings)
    title = settings.words.translate("Reports", "Tent cards")

    def draw(canvas: Canvas, tent: TentCard, size: tuple[float, float]) -> None:
        w, h = size
        _fold_line(canvas, w, h)
        _tent_face(canvas, tent, w, h / 2, f, settings)
        canvas.saveState()
        canvas.translate(w, h)
        canvas.rotate(180)
        _tent_face(canvas, tent, w, h / 2, f, settings)
        canvas.restoreState()

    return page_per_item(target, settings, title, tents, draw, progress)


def _fold_line(canvas: Canvas, w: float, h: float) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.setLineWidth(0.3)
    canvas.setDash(2, 3)
    stroke_line(canvas, 0, h / 2, w, h / 2)
    canvas.restoreState()


def _tent_face(
    canvas: Canvas, tent: TentCard, w: float, h: float, f: Fonts, settings: PrintSettings
) -> None:
    """One face, in the lower half's space: its top edge is the fold."""
    s = settings.scale
    words = settings.words
    margin = 10 * mm
    inner = w - 2 * margin
    pen = Pen(canvas)
    y = h - margin - 9 * s
    heading = fit(_heading(settings, tent.title, tent.date), f.regular, inner, 12 * s, 9 * s, 7)
    pen.write(margin, y, heading.lines[0], f.regular, heading.size)
    label = words.translate("Reports", "Table {0}").format("").strip()
    y -= 8 * mm
    pen.centred(w / 2, y - 12 * s, label, f.bold, 18 * s)
    number = str(tent.table)
    digits = _digit_size(f, NUMBER_HEIGHT)
    digits = min(digits, digits * inner / max(width_of(number, f.bold, digits), 1))
    y -= 12 * s + 4 * mm + NUMBER_HEIGHT
    pen.centred(w / 2, y, number, f.bold, digits)
    y -= 8 * mm
    in_turn = words.translate("Reports", "Trumps in turn:")
    labels = [trump_label(t, words) for t in tent.trump_sequence]
    text_size = 12 * s
    total = width_of(in_turn + "  " + "   ".join(labels), f.regular, text_size)
    while total > inner and text_size > 8:
        text_size -= 0.5
        total = width_of(in_turn + "  " + "   ".join(labels), f.regular, text_size)
    cursor = margin + max(0.0, (inner - total) / 2)
    pen.write(cursor, y, in_turn, f.bold, text_size)
    cursor += width_of(in_turn + "  ", f.bold, text_size)
    for trump, shown in zip(tent.trump_sequence, labels, strict=True):
        colour = RED if trump.lower() in ("hearts", "diamonds") else None
        pen.write(cursor, y, shown, f.regular, text_size, colour)
        cursor += width_of(shown + "   ", f.regular, text_size)
    if any(goes for _, goes in tent.goes):
        y -= 6 * mm
        pen.write(margin, y, words.translate("Reports", "After each change:"), f.bold, 11 * s)
        seat_w = max(width_of(seat, f.bold, 11 * s) for seat, _ in tent.goes) + 6
        for seat, goes in tent.goes:
            y -= 11 * s * 1.35
            pen.write(margin + 4 * mm, y, seat, f.bold, 11 * s)
            pen.write(margin + 4 * mm + seat_w, y, f"→ {goes}", f.regular, 11 * s)
    if tent.link:
        draw_qr(canvas, tent.link, w - margin - TENT_QR, margin, TENT_QR)
    pen.flush()


# ---------------------------------------------------------------- result slips


@binary_streams()
def render_result_slips_pdf(
    slips: Sequence[ResultSlip],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """A slip per table, one to a page: a row per change, a box per hand for North-South's
    and East-West's tricks in the Entry grid's order, and each pair's initials."""
    f = fonts(settings)
    title = settings.words.translate("Reports", "Result slips")

    def draw(canvas: Canvas, slip: ResultSlip, size: tuple[float, float]) -> None:
        _slip(canvas, slip, size, f, settings)

    return page_per_item(target, settings, title, slips, draw, progress)


def _slip_columns(slip: ResultSlip, words: Words, inner: float) -> list[tuple[str, float]]:
    hands = slip.hands_per_change
    columns: list[tuple[str, float]] = [
        (words.translate("Reports", "Change"), 16 * mm),
        (words.translate("Reports", "Trump"), (8 + 5 * hands) * mm),
        (words.translate("Reports", "N–S cards"), 22 * mm),
        (words.translate("Reports", "E–W cards"), 22 * mm),
    ]
    for hand in range(1, hands + 1):  # the Entry grid's hand columns, in its order
        if hands > 1:
            ns = words.translate("Reports", "NS tricks hand {0}").format(hand)
            ew = words.translate("Reports", "EW tricks hand {0}").format(hand)
        else:
            ns, ew = (
                words.translate("Reports", "NS tricks"),
                words.translate("Reports", "EW tricks"),
            )
        columns += [(ns, 16 * mm), (ew, 16 * mm)]
    columns += [
        (words.translate("Reports", "NS initials"), 18 * mm),
        (words.translate("Reports", "EW initials"), 18 * mm),
    ]
    scale = inner / sum(width for _, width in columns)
    return [(title, width * scale) for title, width in columns]


def _slip(
    canvas: Canvas, slip: ResultSlip, size: tuple[float, float], f: Fonts, settings: PrintSettings
) -> None:
    s = settings.scale
    words = settings.words
    w, h = size
    margin = 12 * mm
    inner = w - 2 * margin
    pen = Pen(canvas)
    y = h - margin - 10 * s
    pen.write(margin, y, _heading(settings, slip.title, slip.date), f.regular, 9 * s)
    y -= 26 * s
    title = words.translate("Reports", "Table {0}").format(slip.table)
    pen.write(margin, y, title, f.bold, 24 * s)
    what = words.translate("Reports", "Result slip")
    pen.write(margin + width_of(title + "   ", f.bold, 24 * s), y, what, f.regular, 14 * s)
    y -= 6 * mm
    note = words.translate(
        "Reports",
        "Write each hand's tricks for both pairs (they add up to 13); both pairs initial the"
        " line. The secretary types the slips change by change, in this order.",
    )
    for line in fit(note, f.regular, inner, 40, 9 * s, 7).lines:
        pen.write(margin, y, line, f.regular, 9 * s)
        y -= 9 * s * 1.25
    y -= 2 * mm
    columns = _slip_columns(slip, words, inner)
    header_h = 2 * 8 * s * 1.2 + 4
    rows = max(len(slip.rows), 1)
    row_h = max(MIN_ROW * s, min(12 * mm * s, (y - header_h - margin) / rows))
    canvas.setFillColor(SHADE)
    canvas.rect(margin, y - header_h, inner, header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    cx = margin
    for title, width in columns:
        draw_in_box(pen, title, f.bold, cx, y - header_h, width, header_h, 8 * s, 7, "center")
        cx += width
    top = y
    y -= header_h
    text = 10 * s
    for row in slip.rows:
        bottom = y - row_h
        x = margin
        draw_in_box(
            pen, str(row.change), f.bold, x, bottom, columns[0][1], row_h, text, 7, "center"
        )
        x += columns[0][1]
        draw_trumps(pen, row.trumps, f.regular, x, bottom, columns[1][1], row_h, text + 1)
        x += columns[1][1]
        for pair, (_, width) in zip((row.ns, row.ew), columns[2:4], strict=True):
            if pair:
                draw_in_box(pen, pair, f.regular, x, bottom, width, row_h, text, 7, "center")
            x += width
        y = bottom
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    canvas.rect(margin, y, inner, top - y)
    cx = margin
    for _, width in columns[:-1]:
        cx += width
        stroke_line(canvas, cx, y, cx, top)
    for r, row in enumerate(slip.rows):
        line_y = top - header_h - r * row_h
        interval = slip.half_after is not None and row.change == slip.half_after + 1
        canvas.setLineWidth(1.6 if interval else 0.4)
        stroke_line(canvas, margin, line_y, margin + inner, line_y)
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(colors.black)
    pen.flush()


# ---------------------------------------------------------------- wall chart


@binary_streams()
def render_wall_chart_pdf(chart: WallChart, target: Target, settings: PrintSettings) -> int:
    """Everyone's first table and seat, by surname, in large type over several columns, for
    the door ("page 2 of 3" at the foot)."""
    f = fonts(settings)
    w, h = page_size(settings)
    words = settings.words
    s = settings.scale
    title = words.translate("Reports", "Where to sit first")
    canvas = _canvas(target, (w, h), title, settings, chart.title)
    margin = 12 * mm
    size = 14 * s
    line_h = size * 1.45
    most = 2 if settings.large_print else 3
    gap = 6 * mm
    top = h - margin - 22 * s - 14 - 9 * s
    per_column = max(1, int((top - margin - 12) // line_h))
    # As few columns as the entries need, each as wide as a page of `most` allows or a
    # little more: a small evening's names are set whole at 14 pt, not shortened to fit a
    # third of the page with the rest of it empty; the columns' rows are balanced.
    columns = min(most, max(1, math.ceil(len(chart.entries) / per_column)))
    col_w = min(
        (w - 2 * margin - gap * (columns - 1)) / columns,
        (w - 2 * margin - gap * (most - 1)) / most * 1.75,
    )
    per_column = min(per_column, max(1, math.ceil(len(chart.entries) / columns)))
    per_page = per_column * columns
    pages = max(1, math.ceil(len(chart.entries) / per_page))
    for page in range(pages):
        pen = Pen(canvas)
        pen.write(margin, h - margin - 22 * s, title, f.bold, 22 * s)
        sub = _heading(settings, chart.title, chart.date)
        pen.write(margin, h - margin - 22 * s - 8 - 9 * s, sub, f.regular, 9 * s)
        chunk = chart.entries[page * per_page : (page + 1) * per_page]
        for index, entry in enumerate(chunk):
            column, row = divmod(index, per_column)
            x = margin + column * (col_w + gap)
            y = top - (row + 1) * line_h
            place = (
                words.translate("Reports", "{0} {1}").format(entry.table, entry.seat)
                if entry.table is not None
                else entry.seat
            )
            place_w = width_of(place, f.bold, size)
            # a long name is set a little smaller (never under 11 pt) before it is shortened
            name = fit(entry.name, f.regular, col_w - place_w - 6, line_h, size, 11 * s, True)
            pen.write(x, y, name.lines[0], f.regular, name.size)
            pen.write(x + col_w - place_w, y, place, f.bold, size)
        foot = words.translate("Reports", "page {0} of {1}").format(page + 1, pages)
        pen.write(w - margin - width_of(foot, f.regular, 8), margin - 4, foot, f.regular, 8)
        pen.flush()
        canvas.showPage()
    canvas.save()
    return pages
