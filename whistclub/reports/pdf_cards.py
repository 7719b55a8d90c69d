"""Personal score cards (reportlab canvas): four A6 cards to a sheet with cut marks, or one
per card-sized page; what every card shares is drawn once as a PDF form."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from functools import partial

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from whistclub.domain.drive.movements.model import DUMMY
from whistclub.reports.data import SEATS, CardLine, Person, ScoreCard, number_text, seat_word
from whistclub.reports.pdf_base import (
    GRID,
    SHADE,
    Fonts,
    Progress,
    Target,
    _canvas,
    binary_streams,
    card_size,
    draw_trumps,
    fonts,
    page_size,
)
from whistclub.reports.pdf_card_layout import (
    MIN_NAME,
    MIN_ROW,
    MIN_TEXT,
    Held,
    _card_foot,
    _card_layout,
    _card_titles,
    _CardLayout,
    _Face,
    _face_rows,
    _faces,
    _rows_per_face,
    _template_key,
)
from whistclub.reports.pdf_fit import (
    BoxColumn,
    draw_fitted,
    draw_in_box,
    fit,
    width_of,
)
from whistclub.reports.pdf_ops import Pen, stroke_line
from whistclub.reports.settings import PrintSettings

# ---------------------------------------------------------------- score cards


def cut_and_stack(count: int, per_sheet: int) -> list[list[int | None]]:
    """Which card goes where on each sheet so that, after the guillotine cuts the stack of
    sheets into `per_sheet` piles, the piles laid on one another run 1..count in order:
    position p of sheet k holds card p * sheets + k."""
    sheets = max(1, math.ceil(count / per_sheet))
    return [
        [p * sheets + k if p * sheets + k < count else None for p in range(per_sheet)]
        for k in range(sheets)
    ]


def _sheet(settings: PrintSettings) -> tuple[tuple[float, float], tuple[float, float], int]:
    """(sheet size, face size, faces across and down) for the card layout chosen."""
    if settings.folded:
        width, height = page_size(settings)
        sheet = (width, height / 2) if settings.paper == "A4" else (height, width)
        # A5 landscape on A4 paper (folded to A6), Letter landscape (folded to 5.5 x 8.5 in)
        return sheet, (sheet[0] / 2, sheet[1]), 2
    if settings.cards_per_sheet == 4:
        sheet = page_size(settings)
        return sheet, (sheet[0] / 2, sheet[1] / 2), 4
    return card_size(settings), card_size(settings), 1


@binary_streams()
def render_score_cards_pdf(
    cards: Sequence[ScoreCard],
    target: Target,
    settings: PrintSettings,
    progress: Progress | None = None,
) -> int:
    """Personal score cards: four A6 cards to a sheet with cut marks (in cut-and-stack
    order), one per card-sized page for card stock, or a folded card (two sides of one card
    on a sheet, folded along the dashed line with the print outside).

    A card whose changes do not fit one side at the writing-row height goes on over the
    next side: the back of the same position on the next page (for long-edge duplex, the
    columns of cards swap), or the other half of a folded card. What the cards of an evening
    share (headings, grid, change numbers, trumps) is drawn once as a PDF form.
    Returns the number of pages.
    """
    f = fonts(settings)
    sheet, (face_w, face_h), per_sheet = _sheet(settings)
    rows = _rows_per_face(cards[0] if cards else None, face_w, face_h, f, settings)
    title = settings.words.translate("Reports", "Score cards")
    canvas = _canvas(target, sheet, title, settings, cards[0].title if cards else "")
    templates: dict[tuple[object, ...], str] = {}
    # A layout depends on the side's place in the card and what every card shares, never on
    # the names: worked out once per kind of side, not once per card.
    made: dict[tuple[object, ...], tuple[_CardLayout, _LineFigures]] = {}

    def layout_of(face: _Face) -> tuple[_CardLayout, _LineFigures]:
        card = face.card
        key = (face.first, face.last, len(face.lines), card.title, card.date,
               card.hands_per_change)  # fmt: skip
        found = made.get(key)
        if found is None:
            layout = _card_layout(face, face_w, face_h, f, settings, rows)
            figures = _LineFigures(layout, f, settings, card.hands_per_change)
            found = made[key] = (layout, figures)
        return found

    pages = 0
    held = _face_rows(face_w, face_h, f, settings, rows)
    for done, group in _sheets(cards, per_sheet, held, settings):
        laid_out = [None if face is None else layout_of(face) for face in group]
        layouts = [None if found is None else found[0] for found in laid_out]
        names: list[str | None] = []
        for face, layout in zip(group, layouts, strict=True):
            if face is None or layout is None:
                names.append(None)
                continue
            key = _template_key(face, layout)
            if key not in templates:  # forms are defined before the page's own drawing
                templates[key] = f"card{len(templates)}"
                canvas.beginForm(templates[key], 0, 0, face_w, face_h)
                _draw_card_template(canvas, face, layout, f, settings)
                canvas.endForm()
            names.append(templates[key])
        if per_sheet > 1:
            _cut_marks(canvas, sheet, folded=settings.folded)
        for index, (face, found) in enumerate(zip(group, laid_out, strict=True)):
            if face is None or found is None:
                continue
            ox = (index % 2) * face_w
            oy = 0.0 if per_sheet < 4 or index >= 2 else face_h
            canvas.saveState()
            canvas.translate(ox, oy)
            canvas.doForm(str(names[index]))
            _draw_card_fill(canvas, face, found[0], f, settings, found[1])
            canvas.restoreState()
        canvas.showPage()
        pages += 1
        if progress and done:
            progress(done, len(cards))
    if not pages:
        canvas.showPage()
        pages = 1
    canvas.save()
    return pages


def _sheets(
    cards: Sequence[ScoreCard], per_sheet: int, held: Held, settings: PrintSettings
) -> Iterator[tuple[int, list[_Face | None]]]:
    """Each page's faces, in their positions, with how many cards are done after it."""
    faces = [_faces(card, held) for card in cards]
    if settings.folded:  # one card a sheet: its sides two at a time
        for number, sides in enumerate(faces, start=1):
            for start in range(0, len(sides), 2):
                pair: list[_Face | None] = list(sides[start : start + 2])
                yield (number if start + 2 >= len(sides) else 0), pair + [None] * (2 - len(pair))
        return
    if per_sheet == 1:
        for number, sides in enumerate(faces, start=1):
            for index, side in enumerate(sides):
                yield (number if index == len(sides) - 1 else 0), [side]
        return
    done = 0
    for places in cut_and_stack(len(cards), per_sheet):
        depth = max(len(faces[c]) for c in places if c is not None)
        done += sum(1 for c in places if c is not None)
        for side in range(depth):
            page: list[_Face | None] = [
                faces[c][side] if c is not None and side < len(faces[c]) else None for c in places
            ]
            if side % 2:  # the back of the sheet: left and right swap for long-edge duplex
                page = [page[1], page[0], page[3], page[2]]
            yield (done if side == depth - 1 else 0), page


def _cut_marks(canvas: Canvas, sheet: tuple[float, float], folded: bool = False) -> None:
    canvas.saveState()
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.setLineWidth(0.3)
    canvas.setDash(2, 3)
    stroke_line(canvas, sheet[0] / 2, 0, sheet[0] / 2, sheet[1])
    if not folded:
        stroke_line(canvas, 0, sheet[1] / 2, sheet[0], sheet[1] / 2)
    canvas.restoreState()


def _draw_card_template(
    canvas: Canvas, face: _Face, layout: _CardLayout, f: Fonts, settings: PrintSettings
) -> None:
    """Everything the cards of an evening have in common, for one side."""
    s = settings.scale
    x0, inner = layout.x0, layout.inner
    bx, by, bw, bh = layout.number_box
    canvas.setLineWidth(0.8)
    canvas.rect(bx, by, bw, bh)
    canvas.setFillColor(SHADE)
    canvas.rect(x0, layout.grid_top - layout.header_h, inner, layout.header_h, stroke=0, fill=1)
    canvas.setFillColor(colors.black)
    _grid(canvas, layout, face)
    fy = layout.footer_y
    foot = _card_foot(x0, f, settings)
    box_h = MIN_ROW * s
    if layout.last:
        canvas.rect(foot.box_x, fy - 4 - box_h, foot.box_w, box_h)
        stroke_line(canvas, foot.line_x, fy - 4 - box_h + 2, layout.x1, fy - 4 - box_h + 2)
    pen = Pen(canvas)
    draw_fitted(pen, layout.heading, f.bold, x0, layout.top)
    w = settings.words
    if layout.first:
        label = MIN_TEXT * s
        pen.write(x0, layout.labels_y, w.translate("Reports", "Name"), f.regular, label)
        pen.write(bx, layout.labels_y, w.translate("Reports", "Card no."), f.regular, label)
    titles = _card_titles(w)
    y, header_h, row_h = layout.grid_top, layout.header_h, layout.row_h
    cx = x0
    smallest = MIN_TEXT * s
    # one size for every title, the largest the narrowest column's longest word allows
    size = min(_title_size(titles[t], f.bold, width, smallest) for t, width in layout.columns)
    for title, width in layout.columns:
        draw_in_box(
            pen, titles[title], f.bold, cx, y - header_h, width, header_h, size, size, "center"
        )
        cx += width
    y -= header_h
    chg_w = layout.columns[0][1]
    trump_x = x0 + sum(w for _, w in layout.columns[:3])
    trump_w = layout.columns[3][1]
    size = layout.text_size
    for line in face.lines:
        bottom = y - row_h
        number = str(line.change)
        draw_in_box(pen, number, f.regular, x0, bottom, chg_w, row_h, size, smallest, "center")
        draw_trumps(pen, line.trumps, f.regular, trump_x, bottom, trump_w, row_h, size + 1)
        y = bottom
    if layout.last:
        base = fy - 4 - box_h / 2 - foot.size / 3
        pen.write(x0, base, foot.final_words, f.regular, foot.size)
        pen.write(foot.checked_x, base, foot.checked_words, f.regular, foot.size)
    pen.flush()


def _draw_card_fill(
    canvas: Canvas, face: _Face, layout: _CardLayout, f: Fonts, settings: PrintSettings,
    figures: _LineFigures,
) -> None:  # fmt: skip
    """What is this card's own: the name, number and role, and each change's figures."""
    s = settings.scale
    card = face.card
    bx, by, bw, bh = layout.number_box
    name_w = bx - layout.x0 - 4
    pen = Pen(canvas)
    if card.name:
        largest = 12 * s if face.first else MIN_NAME * s
        name_fit = fit(card.name, f.bold, name_w, layout.name_height, largest, MIN_NAME * s, True)
        draw_fitted(pen, name_fit, f.bold, layout.x0, layout.name_top)
    else:
        canvas.setLineWidth(0.4)
        stroke_line(canvas, layout.x0, by, bx - 6, by)
    if card.card is not None:
        largest = 14 * s if face.first else MIN_NAME * s
        draw_in_box(pen, str(card.card), f.bold, bx, by, bw, bh, largest, MIN_NAME * s, "center")
    if card.role and face.first:
        plays_as = settings.words.translate("Reports", "Plays as: {0}").format(card.role)
        pen.write(layout.x0, layout.role_y, plays_as, f.regular, MIN_TEXT * s)
    y = layout.grid_top - layout.header_h
    for line in face.lines:
        figures.draw(pen, line, y - layout.row_h)
        y -= layout.row_h
    pen.flush()


class _LineFigures:
    """Each change's own figures on one kind of side (the change number and trumps are in
    the template). What every line shares, the columns' boxes, the words and the sizes, is
    worked out once a document, not once a line (a 40-table evening's cards have 3840)."""

    def __init__(self, layout: _CardLayout, f: Fonts, settings: PrintSettings, hands: int) -> None:
        w = settings.words
        self.words = w
        self.seats = {seat: seat_word(seat, w) for seat in SEATS}
        self.sits_out = w.translate("Reports", "sits out")
        self.not_playing = w.translate("Reports", "not playing")
        h, size = layout.row_h, layout.text_size
        smallest, names = MIN_TEXT * settings.scale, MIN_NAME * settings.scale
        # A name never prints under 8 pt: where the column cannot hold a short name at that
        # size (large print, several hands a change), the card numbers stand for the people.
        partner_w = dict(layout.columns)["Partner"]
        self.roomy = partner_w >= width_of("00 Abc", f.regular, names) + 3
        # Each column's boxes, in the layout's order; the tricks are a box a hand (made as
        # they are first drawn), or one box for what a hand sat out scored.
        self.columns: list[tuple[str, BoxColumn]] = []
        self.hands: dict[int, BoxColumn] = {}
        x = layout.x0
        for title, width in layout.columns:
            if title == "Tricks":
                each = width / hands
                self._hand_box = partial(_hand_box, f.bold, x, each, h, size, smallest)
                box = BoxColumn(f.regular, x, width, h, size, smallest, "center")
            elif title in ("Partner", "Opponents"):
                box = BoxColumn(f.regular, x, width, h, max(size, names), names, "left")
            else:
                box = BoxColumn(f.regular, x, width, h, max(size, smallest), smallest, "center")
            self.columns.append((title, box))
            x += width
        self._boxes = dict(self.columns)
        self._shown: dict[tuple[str, tuple[Person, ...]], str] = {}  # _people, once a pair

    def _people(self, title: str, people: tuple[Person, ...]) -> str:
        """The partner or the opponents as their box holds them whole: card numbers and
        names, else card numbers and first names, else card numbers alone (not roomy, only
        those), last a line each ("17," over "22": a large-print box is too narrow for
        "17 &"). Both opponents must show: one of them initials the line."""
        known = self._shown.get((title, people))
        if known is not None:
            return known
        forms = [
            _together(people, self._card_and_name),
            _together(people, self._card_and_first_name),
            _together(people, self._card_only),
            ", ".join(self._card_only(person) for person in people),
        ]
        if not self.roomy:
            forms = forms[2:]
        box = self._boxes[title]
        shown = next((form for form in forms if box.holds(form)), forms[-1])
        self._shown[(title, people)] = shown
        return shown

    def _card_and_name(self, person: Person) -> str:
        return person.label_in(self.words)

    def _card_and_first_name(self, person: Person) -> str:
        if person.card == DUMMY or not person.name.split():
            return person.label_in(self.words)
        return f"{person.card} {person.name.split()[0]}"

    def _card_only(self, person: Person) -> str:
        return person.label_in(self.words) if person.card == DUMMY else str(person.card)

    def _values(self, line: CardLine) -> dict[str, str]:
        w = self.words
        values: dict[str, str] = {
            "Table": "" if line.table is None else str(line.table),
            "Seat": "" if line.seat is None else self.seats.get(line.seat, line.seat)[0],
            "Partner": self._people("Partner", (line.partner,)) if line.partner else "",
            "Opponents": self._people("Opponents", line.opponents),
        }
        if line.sitting_out:
            values["Partner"] = self.sits_out
            if line.credit is not None:  # the room's average (or the club's flat score)
                values["Tricks"] = number_text(line.credit, w)
        if not line.present:
            values["Partner"] = self.not_playing
        if line.running_total is not None:
            values["Total"] = number_text(line.running_total, w)
        return values

    def draw(self, pen: Pen, line: CardLine, y: float) -> None:
        """One change's figures in the row whose bottom is at `y`."""
        values = self._values(line)
        for title, box in self.columns:
            if title == "Tricks" and "Tricks" not in values:
                if line.tricks is not None:
                    for hand, tricks in enumerate(line.tricks):
                        self._hand(hand).draw(pen, str(tricks), y)
                continue
            text = values.get(title)
            if text:
                box.draw(pen, text, y)

    def _hand(self, hand: int) -> BoxColumn:
        box = self.hands.get(hand)
        if box is None:
            box = self.hands[hand] = self._hand_box(hand)
        return box


def _hand_box(
    font: str, x: float, each: float, h: float, size: float, smallest: float, hand: int
) -> BoxColumn:
    """The box of one hand's tricks: the tricks column split a box a hand."""
    return BoxColumn(font, x + hand * each, each, h, size, smallest, "center")


def _grid(canvas: Canvas, layout: _CardLayout, face: _Face) -> None:
    card = face.card
    x0, width = layout.x0, layout.inner
    y_top, y_bottom = layout.grid_top, layout.footer_y
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(GRID)
    canvas.rect(x0, y_bottom, width, y_top - y_bottom)
    cx = x0
    for _, w in layout.columns[:-1]:
        cx += w
        stroke_line(canvas, cx, y_bottom, cx, y_top)
    hands_boxes = [
        (x0 + sum(w for _, w in layout.columns[:i]), w)
        for i, (t, w) in enumerate(layout.columns)
        if t == "Tricks"
    ]
    for bx, bw in hands_boxes:
        each = bw / card.hands_per_change
        canvas.setLineWidth(0.25)
        for hand in range(1, card.hands_per_change):
            stroke_line(
                canvas, bx + hand * each, y_bottom, bx + hand * each, y_top - layout.header_h
            )
    for r, line in enumerate(face.lines):
        y = y_top - layout.header_h - r * layout.row_h
        # a thick line above the first change after the interval
        interval = card.half_after is not None and line.change == card.half_after + 1
        canvas.setLineWidth(1.6 if interval else 0.4)
        stroke_line(canvas, x0, y, x0 + width, y)
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(colors.black)


def pages_for_cards(count: int, settings: PrintSettings) -> int:
    """Pages for `count` cards whose changes fit one side (folded: one sheet a card)."""
    if settings.folded:
        return max(1, count)
    return max(1, math.ceil(count / settings.cards_per_sheet))


def _together(people: Sequence[Person], shown: Callable[[Person], str]) -> str:
    return " & ".join(shown(person) for person in people)


def _title_size(title: str, font: str, width: float, size: float) -> float:
    """A column title's size: `size`, unless the column is too narrow for its longest word
    at it (large print squeezed onto a 4-up A6 card: "Tabl" over "e"), then as small as that
    word needs, never under MIN_TEXT. A title breaks only at its spaces."""
    longest = max(width_of(word, font, 1.0) for word in title.split())
    return max(MIN_TEXT, min(size, (width - 3.5) / longest))
