"""Table cards (reportlab canvas): one page per table with its number, trumps and seats."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from whistclub.reports.data import SEATS, TableCard, seat_word, trump_label
from whistclub.reports.pdf_base import (
    GRID,
    RED,
    SHADE,
    Fonts,
    Progress,
    Target,
    binary_streams,
    draw_trumps,
    fonts,
    page_per_item,
)
from whistclub.reports.pdf_fit import (
    BoxColumn,
    draw_fitted,
    draw_in_box,
    fit,
    width_of,
)
from whistclub.reports.pdf_ops import Pen, draw_qr, stroke_line
from whistclub.reports.settings import PrintSettings

# The QR code opening the table's page (issue 25 item 1): top right, beside the heading, the
# table's number and the moving rule, which give up its width; 28 mm scans from a seat.
QR_SIZE = 28 * mm
QR_GAP = 4 * mm

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
    title = settings.words.translate("Reports", "Table cards")
    grids: dict[tuple[float, ...], _GridBoxes] = {}  # the cards of an evening share one

    def draw(canvas: Canvas, card: TableCard, size: tuple[float, float]) -> None:
        _draw_table_card(canvas, card, size, f, settings, grids)

    return page_per_item(target, settings, title, cards, draw, progress)


class _GridBoxes:
    """The boxes of a table card's grid, a column at a time (pdf_fit.BoxColumn): the change
    number, and for each seat its name (the whole row, or above where it goes next) and
    where it goes. The table cards of an evening print the same names and moves in the same
    places, so each is fitted once for all of them."""

    def __init__(
        self, f: Fonts, x0: float, widths: list[float], row_h: float, name_size: float
    ) -> None:
        self.change = BoxColumn(f.bold, x0, widths[0], row_h, 9, 6, "center")
        name_h = row_h * 0.62
        self.seats: list[tuple[BoxColumn, BoxColumn, BoxColumn]] = []
        cx = x0 + widths[0] + widths[1]
        for width in widths[2:]:
            alone = BoxColumn(f.regular, cx, width, row_h * 1.0, name_size, 4)
            above = BoxColumn(f.regular, cx, width, name_h, name_size, 4)
            going = BoxColumn(f.regular, cx, width, row_h - name_h, name_size * 0.8, 3.5)
            self.seats.append((alone, above, going))
            cx += width


def _draw_table_card(
    canvas: Canvas, card: TableCard, size: tuple[float, float], f: Fonts, settings: PrintSettings,
    grids: dict[tuple[float, ...], _GridBoxes],
) -> None:  # fmt: skip
    s = settings.scale
    words = settings.words
    w, h = size
    margin = 14 * mm
    x0, inner = margin, w - 2 * margin
    y = h - margin
    pen = Pen(canvas)
    # Beside the QR code the text keeps to the width left of it, down to the code's foot.
    beside = inner - QR_SIZE - QR_GAP if card.link else inner
    if card.link:
        draw_qr(canvas, card.link, x0 + inner - QR_SIZE, y - QR_SIZE, QR_SIZE)
    date = words.date(card.date)
    heading = " · ".join(p for p in (settings.club_name, card.title, date) if p)
    y = draw_fitted(pen, fit(heading, f.regular, beside, 30, 10 * s, 6), f.regular, x0, y) - 4
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
    rule_fit = fit(card.moving_rule, f.regular, beside, 40, 8 * s, 6)
    y = draw_fitted(pen, rule_fit, f.regular, x0, y) - 6
    if card.link:
        y = min(y, h - margin - QR_SIZE - 6)
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
    key = (x0, *widths, row_h, name_size)
    grid = grids.get(key) or grids.setdefault(key, _GridBoxes(f, x0, widths, row_h, name_size))
    trump_x = x0 + widths[0]
    for row in card.changes:
        bottom = y - row_h
        grid.change.draw(pen, str(row.change), bottom)
        draw_trumps(pen, row.trumps, f.regular, trump_x, bottom, widths[1], row_h, 11)
        for seat, (alone, above, going_box) in zip(SEATS, grid.seats, strict=True):
            person = row.seats.get(seat)
            going = row.next_seats.get(seat, "")
            if person is not None:
                name_box = above if going else alone
                top_box = bottom + row_h - name_box.h
                name_box.draw(pen, person.label_in(words), top_box)
            if going:
                going_box.draw(pen, f"→ {going}", bottom)
        y = bottom
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    grid_top = y + rows * row_h + header_h
    canvas.rect(x0, y, inner, grid_top - y)
    cx = x0
    for width in widths[:-1]:
        cx += width
        stroke_line(canvas, cx, y, cx, grid_top)
    for r in range(rows):
        line_y = grid_top - header_h - r * row_h
        stroke_line(canvas, x0, line_y, x0 + inner, line_y)
    canvas.setStrokeColor(colors.black)
    pen.flush()  # text last, over the shading and lines
