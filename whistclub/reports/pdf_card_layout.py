"""Where everything goes on a personal score card (split from pdf_cards.py): the sizes for
elderly hands, the sides of a card, the columns, the layout of a side and its foot. Pure
measuring: nothing is drawn here."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.units import mm

from whistclub.reports.data import CardLine, ScoreCard
from whistclub.reports.pdf_base import Fonts
from whistclub.reports.pdf_fit import Fitted, fit, width_of
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import Words

# Sizes for elderly hands (issue 23 item 2), measured from the PDF by the tests: a writing row
# at least 7 mm high, a box to write in at least 10 mm wide, no text under 7 pt and names at
# 8 pt or more; large print multiplies every size (text and rows) by PrintSettings.scale.
MIN_ROW = 7 * mm
MIN_BOX = 10 * mm
MIN_TEXT = 7.0
MIN_NAME = 8.0
FOLDED_ROWS = 12  # a folded card: 12 changes a side (the card clubs buy)


@dataclass(frozen=True, slots=True)
class _Face:
    """One side of a card: the card itself on the first, a continuation on the next ones."""

    card: ScoreCard
    lines: tuple[CardLine, ...]
    first: bool
    last: bool


# How many changes each kind of side holds: held[(first, last)] (_face_rows).
Held = dict[tuple[bool, bool], int]


def _faces(card: ScoreCard, held: Held) -> list[_Face]:
    """The card's sides, each holding as many changes as its kind of side does: the last
    side is the first that holds all that are left."""
    lines, start, first = card.lines, 0, True
    faces: list[_Face] = []
    while len(lines) - start > held[(first, True)]:
        take = held[(first, False)]
        faces.append(_Face(card, tuple(lines[start : start + take]), first, False))
        start, first = start + take, False
    faces.append(_Face(card, tuple(lines[start:]), first, True))
    return faces


def _card_columns(
    card: ScoreCard,
    width: float,
    scale: float = 1.0,
    least: dict[str, float] | None = None,
    fallback: dict[str, float] | None = None,
) -> list[tuple[str, float]]:
    """Column titles and widths: the boxes written in during play first, each at least
    10 mm wide; partner and opponents (printed, or not known before play) share what is
    left, never more than half the card. Each column is at least `least` wide for its
    title; where the card is too narrow for that (large print on a 4-up A6 card), at least
    `fallback` wide, the titles printed smaller (pdf_cards._title_size)."""
    hands = card.hands_per_change
    fixed = [
        ("Chg", 7.5 * mm),
        ("Table", 9 * mm),
        ("Seat", 8 * mm),
        ("Trump", (7 + 4 * hands) * mm),
    ]
    boxes = [("Tricks", MIN_BOX * hands), ("Total", MIN_BOX), ("Initials", 12.5 * mm)]
    # Large print widens the boxes with the text, as far as the card leaves partner and
    # opponents 26 mm (room for their card numbers in large print).
    base = sum(w for _, w in fixed + boxes)
    grow = max(1.0, min(scale, (width - 26 * mm) / base))
    # and a column is never narrower than its title's longest word (titles break only at
    # spaces: "Triunfo" stays one word)
    least = least or {}
    fixed = [(t, max(w * grow, least.get(t, 0.0))) for t, w in fixed]
    boxes = [(t, max(w * grow, least.get(t, 0.0))) for t, w in boxes]
    used = sum(w for _, w in fixed + boxes)
    rest = max(width - used, 16 * mm)
    rest = min(rest, width / 2)
    shares = [*fixed, ("Partner", rest * 0.42), ("Opponents", rest * 0.58), *boxes]
    spare = width - sum(w for _, w in shares)
    if spare > 0:  # partner and opponents hold half already: the totals get the rest
        shares = [(t, w + spare / 2 if t in ("Total", "Initials") else w) for t, w in shares]
    elif spare < 0 and fallback is not None:
        return _card_columns(card, width, scale, fallback)
    elif spare < 0:  # many hands a change: everything narrower, boxes stay 10 mm
        squeeze = (sum(w for t, w in shares if t not in ("Tricks",)) + spare) / sum(
            w for t, w in shares if t != "Tricks"
        )
        shares = [(t, w if t == "Tricks" else w * squeeze) for t, w in shares]
    return shares


def _card_titles(w: Words) -> dict[str, str]:
    """The card's column titles in the paper's language (the keys stay English)."""
    return {
        "Chg": w.translate("Reports", "Chg"),
        "Table": w.translate("Reports", "Table"),
        "Seat": w.translate("Reports", "Seat"),
        "Trump": w.translate("Reports", "Trump"),
        # short words for narrow columns: the partner is who you play with
        "Partner": w.translate("Reports", "With"),
        "Opponents": w.translate("Reports", "Against"),
        "Tricks": w.translate("Reports", "Tricks"),
        "Total": w.translate("Reports", "Total"),
        "Initials": w.translate("Reports", "Initials"),
    }


@dataclass(frozen=True, slots=True)
class _CardLayout:
    """Where everything goes on one side of a card, relative to its bottom-left corner."""

    x0: float
    x1: float
    heading: Fitted
    top: float
    labels_y: float  # baseline of the "Name" and "Card no." labels (first side)
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
    first: bool
    last: bool

    @property
    def inner(self) -> float:
        return self.x1 - self.x0


MARGIN = 5 * mm


def _card_layout(
    face: _Face, w: float, h: float, f: Fonts, settings: PrintSettings, rows: int
) -> _CardLayout:
    """A fixed layout, the same for every card of an evening whatever the names: the name
    gets a fixed box (smaller print for a long name, never under 8 pt), so the grid lines up
    on every card, and every side has the same row height."""
    s = settings.scale
    x0, x1 = MARGIN, w - MARGIN
    top = h - MARGIN
    card = face.card
    date = settings.words.date(card.date)
    heading_text = " · ".join(p for p in (settings.club_name, card.title, date) if p)
    heading = fit(heading_text, f.bold, x1 - x0, 22 * s, 8 * s, MIN_TEXT * s, shorten=True)
    y = top - heading.height - 3
    number_w, number_h = 20 * mm, 20.0 * s
    if face.first:
        name_height = 30.0 * s
        role_y = y - 8 * s - name_height - 3 - MIN_TEXT * s
    else:  # a continuation side: the name and number on one line
        name_height = MIN_NAME * s * 1.6
        number_h = name_height
        role_y = y - 2 - name_height
    grid_top = role_y - 4
    header_h = 2 * MIN_TEXT * s * 1.18 + 3
    row_h = _row_height(w, h, f, settings, rows)
    lines = max(len(face.lines), 1)
    return _CardLayout(
        x0=x0,
        x1=x1,
        heading=heading,
        top=top,
        labels_y=y - 6 * s,
        name_top=y - (8 * s if face.first else 2),
        name_height=name_height,
        number_box=(x1 - number_w, y - (8 * s if face.first else 2) - number_h, number_w, number_h),
        role_y=role_y,
        grid_top=grid_top,
        header_h=header_h,
        row_h=row_h,
        columns=tuple(
            _card_columns(
                card, x1 - x0, s, _title_widths(f, settings, s), _title_widths(f, settings, 1.0)
            )
        ),
        text_size=min(9.0 * s, row_h * 0.5),
        footer_y=grid_top - header_h - lines * row_h,
        first=face.first,
        last=face.last,
    )


def _title_widths(f: Fonts, settings: PrintSettings, scale: float) -> dict[str, float]:
    """How wide each column's title needs its column (the longest word, and the padding) at
    `scale` times the smallest text."""
    size = MIN_TEXT * scale
    return {
        key: max(width_of(word, f.bold, size) for word in title.split()) + 3.5
        for key, title in _card_titles(settings.words).items()
    }


def _room(w: float, h: float, f: Fonts, settings: PrintSettings) -> float:
    """The height the rows have on a first side that is also the last (the tightest)."""
    probe = ScoreCard("", "", None, "", "", 1, None, ())
    layout = _card_layout(_Face(probe, (), True, True), w, h, f, settings, 1)
    return layout.grid_top - layout.header_h - MARGIN - _footer_height(settings)


def _footer_height(settings: PrintSettings) -> float:
    return MIN_ROW * settings.scale + 8


def _row_height(w: float, h: float, f: Fonts, settings: PrintSettings, rows: int) -> float:
    return min(20.0 * settings.scale, _room_cached(w, h, f, settings) / max(rows, 1))


_ROOMS: dict[tuple[object, ...], float] = {}


def _room_cached(w: float, h: float, f: Fonts, settings: PrintSettings) -> float:
    key = (w, h, f, settings)
    if key not in _ROOMS:
        _ROOMS[key] = 0.0  # while measuring, _card_layout asks for a row height: any will do
        _ROOMS[key] = _room(w, h, f, settings)
    return _ROOMS[key]


def _rows_per_face(
    card: ScoreCard | None, w: float, h: float, f: Fonts, settings: PrintSettings
) -> int:
    """As many changes a side as fit at the writing-row height (12 on a folded card)."""
    fit_rows = max(1, int(_room_cached(w, h, f, settings) // (MIN_ROW * settings.scale)))
    if settings.folded:
        fit_rows = min(fit_rows, FOLDED_ROWS)
    changes = len(card.lines) if card is not None else fit_rows
    return max(1, min(fit_rows, changes))


def _face_rows(w: float, h: float, f: Fonts, settings: PrintSettings, rows: int) -> Held:
    """How many changes each kind of side holds at the row height of `rows` a side (the
    tightest side's count, _rows_per_face: a first side that is also the last). A side after
    the first has the name on one line, and only the last has the foot, so they hold more:
    large print 4-up, 8 changes on a first side that is also the last, 10 on a first side
    and 10-11 on the next, so a card of 18 or 20 changes takes one sheet, front and back, not
    three sides over two. A folded card holds at most 12 a side."""
    row_h = _row_height(w, h, f, settings, rows)
    probe = ScoreCard("", "", None, "", "", 1, None, ())
    held: Held = {}
    for first in (True, False):
        for last in (True, False):
            layout = _card_layout(_Face(probe, (), first, last), w, h, f, settings, rows)
            room = layout.grid_top - layout.header_h - MARGIN
            if last:
                room -= _footer_height(settings)
            fits = int(room / row_h + 1e-9)
            if settings.folded:
                fits = min(fits, FOLDED_ROWS)
            held[(first, last)] = max(rows, fits)
    return held


def _template_key(face: _Face, layout: _CardLayout) -> tuple[object, ...]:
    trumps = tuple((line.change, line.trumps) for line in face.lines)
    card = face.card
    return (card.title, card.date, card.half_after, trumps, layout)


@dataclass(frozen=True, slots=True)
class _Foot:
    size: float
    box_x: float  # the final total box
    box_w: float
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
    box_w = 16 * mm
    checked_x = box_x + box_w + 12
    line_x = checked_x + width_of(checked, f.regular, size) + 4
    return _Foot(size, box_x, box_w, checked_x, line_x, final, checked)
