"""Text that fits its box (split from pdf_base.py): reportlab's widths of the embedded font,
remembered; lines wrapped at spaces (and inside words too long for a line); the largest size
from a box's largest to its smallest at which the text fits; and fitted lines drawn with a
Pen. The rules are pdf_base.py's: text is made smaller, then wrapped, never drawn past its
box, and only the boxes that ask for it end a name that still does not fit with "…"."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from typing import TYPE_CHECKING

from reportlab.pdfbase import pdfmetrics

from whistclub.reports.pdf_text import runs, shortened

if TYPE_CHECKING:
    from whistclub.reports.pdf_ops import Pen

ELLIPSIS = "…"
LEADING = 1.18


@lru_cache(maxsize=65536)
def _unit_width(text: str, font: str) -> float:
    """Width at 1 pt of text in one font, remembered (the pieces of mixed-font text)."""
    return _glyph_width(text, font)


def _glyph_width(text: str, font: str) -> float:
    """Width at 1 pt. reportlab measures TrueType text in pure Python, character by
    character; an evening measures the same 160 names thousands of times, so the callers
    remember them. For an embedded TrueType font the sum is reportlab's own
    (instanceStringWidthTTF: the glyph widths added in order, times 0.001 * size), without
    its generator and look-ups."""
    widths = _char_widths(font)
    if widths is None:
        return float(pdfmetrics.stringWidth(text, font, 1000)) / 1000
    get, default = widths
    return float(0.001 * 1000 * sum(map(get, text, repeat(default)))) / 1000


@lru_cache(maxsize=16)
def _char_widths(font: str) -> tuple[Callable[[str, float], float], float] | None:
    """The font's glyph widths by character (reportlab keeps them by code point: keyed by
    the character itself, a string is summed without converting each one)."""
    face = pdfmetrics.getFont(font)
    if not getattr(face, "_dynamicFont", False) or not hasattr(face.face, "charWidths"):
        return None
    by_char = {chr(code): width for code, width in face.face.charWidths.items()}
    return by_char.get, face.face.defaultWidth


# What is drawn for a string (right-to-left names in visual order, emoji from the fallback
# font, "\ufffd" for what no font draws) is whistclub/reports/pdf_text.py.


@lru_cache(maxsize=65536)
def _text_width(text: str, font: str) -> float:
    """The width at 1 pt of `text` as printed: each run in its own font (pdf_text.py)."""
    pieces = runs(text, font)
    if len(pieces) == 1:  # the common case, one font: remembered here, not twice
        face, piece = pieces[0]
        return _glyph_width(piece, face)
    return sum(_unit_width(piece, face) for face, piece in pieces)


def width_of(text: str, font: str, size: float) -> float:
    return _text_width(text, font) * size


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
        if _text_width(candidate, font) * size <= width:  # width_of, without its call
            current = candidate
            continue
        if current:
            lines.append(current)
        pieces = (
            [word]
            if _text_width(word, font) * size <= width
            else _break_word(word, font, size, width)
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
    height: float = field(init=False)  # worked out once: every box asks for it

    def __post_init__(self) -> None:
        object.__setattr__(self, "height", len(self.lines) * self.size * LEADING)


@dataclass(frozen=True, slots=True)
class _Words:
    """A text's words measured once at 1 pt, for every size `fit` tries."""

    widest: float  # the widest word (-inf: no words)
    space: float
    joined: float  # the words joined by single spaces

    @classmethod
    def of(cls, text: str, font: str) -> _Words:
        words = text.split()
        widest = max((_text_width(word, font) for word in words), default=-math.inf)
        return cls(widest, _text_width(" ", font), _text_width(" ".join(words), font))

    def too_many_lines(self, size: float, width: float, height: float) -> bool:
        """Whether `wrap` is sure to give more lines than `height` holds, known without
        wrapping: when every word fits the width, each line is words joined by a space and
        at most `width` wide, and the spaces dropped at the breaks are all that is lost, so
        n lines hold at most n * width + (n - 1) * space of the text. A margin keeps
        rounding on the safe side."""
        if self.widest * size > width:
            return False  # words broken into pieces: leave it to wrap
        space = self.space * size
        total = self.joined * size
        at_least = math.ceil((total + space) / (width + space) - 1e-6)
        return at_least * size * LEADING > height * (1 + 1e-9)


def _wraps_to_two(text: str) -> bool:
    """Whether `text`, too wide for its box, is sure to wrap to two lines or more: it is
    words joined by single spaces, as `wrap` joins them (so a line is never all of it), or
    one word of two characters or more (broken into two pieces or more)."""
    return len(text) > 1 and " ".join(text.split()) == text


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
    unit = _text_width(text, font)  # measured once for every size tried
    words: _Words | None = None
    while True:
        if unit * size <= width and size * LEADING <= height:
            return Fitted(size, (text,))  # the common case: one line, no wrapping work
        if size > smallest and 2 * size * LEADING > height and _wraps_to_two(text):
            size = max(smallest, size - 0.5)  # one line is all the box holds: the next size
            continue
        if size > smallest:
            words = words or _Words.of(text, font)
            if words.too_many_lines(size, width, height):
                size = max(smallest, size - 0.5)  # wrapping could not fit it: the next size
                continue
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
    return Fitted(size, (*kept[:-1], shortened(last.rstrip(), ELLIPSIS)))


def draw_fitted(
    pen: Pen, fitted: Fitted, font: str, x: float, top: float, align: str = "left",
    width: float = 0.0,
) -> float:  # fmt: skip
    """Draw fitted lines from `top` down; returns the y below the last line."""
    size = fitted.size
    y = top - size
    step = size * LEADING
    if align == "center":
        middle = x + width / 2
        for line in fitted.lines:
            pen.write(middle - _text_width(line, font) * size / 2, y, line, font, size)
            y -= step
    else:
        for line in fitted.lines:
            pen.write(x, y, line, font, size)
            y -= step
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
    inner = w - 2 * pad
    fitted = fit(text, font, inner, h - 1, largest, smallest, shorten)
    size = fitted.size
    top = y + (h + fitted.height) / 2 - size * (LEADING - 1) / 2
    # draw_fitted(pen, fitted, font, x + pad, top, align, inner), written out: a 40-table
    # evening's cards draw 50 000 boxes.
    line_y = top - size
    step = size * LEADING
    write = pen.write
    if align == "center":
        middle = x + pad + inner / 2
        for line in fitted.lines:
            write(middle - _text_width(line, font) * size / 2, line_y, line, font, size)
            line_y -= step
    else:
        left = x + pad
        for line in fitted.lines:
            write(left, line_y, line, font, size)
            line_y -= step


# A text placed in a BoxColumn: its size; the top of its lines above the box's bottom and
# the part of a line's leading above the text (y + above - below is draw_in_box's top); the
# step from line to line; and each line with where it starts across.
_Placed = tuple[float, float, float, float, tuple[tuple[float, str], ...]]


class BoxColumn:
    """Boxes of one size at one place across, drawn row after row (a score card's column):
    draw_in_box's placing, to the last bit, with each text's fitted lines and their places
    across worked out the first time the column draws that text, not in every row that
    prints it (a 40-table evening's cards draw 23 000 boxes, mostly the same few figures)."""

    def __init__(
        self, font: str, x: float, w: float, h: float, largest: float, smallest: float,
        align: str = "left", shorten: bool = True,
    ) -> None:  # fmt: skip
        self.font, self.x, self.w, self.h = font, x, w, h
        self.largest, self.smallest, self.align, self.shorten = largest, smallest, align, shorten
        self._placed: dict[str, _Placed] = {}

    def holds(self, text: str) -> bool:
        """Whether `text` fits the box whole, down to the smallest size: no word broken
        across lines and nothing cut short with "…"."""
        # At the smallest size, in the box's width inside its padding (as _place fits it):
        # no word wider than that, and its lines (wrap's) no more than the box has room for.
        font, size, width = self.font, self.smallest, self.w - 3
        if any(_text_width(word, font) * size > width for word in text.split()):
            return False
        room = int((self.h - 1) // (size * LEADING))
        return len(wrap(text, font, size, width)) <= room

    def draw(self, pen: Pen, text: str, y: float) -> None:
        """`text` in the box whose bottom is at `y`."""
        placed = self._placed.get(text) or self._place(text)
        size, above, below, step, lines = placed
        font = self.font
        line_y = y + above - below - size
        for x, line in lines:
            pen.write(x, line_y, line, font, size)
            line_y -= step

    def _place(self, text: str) -> _Placed:
        font, x, h = self.font, self.x, self.h
        pad = 1.5
        inner = self.w - 2 * pad
        fitted = fit(text, font, inner, h - 1, self.largest, self.smallest, self.shorten)
        size = fitted.size
        if self.align == "center":
            middle = x + pad + inner / 2
            lines = tuple(
                (middle - _text_width(line, font) * size / 2, line) for line in fitted.lines
            )
        else:
            lines = tuple((x + pad, line) for line in fitted.lines)
        placed = (size, (h + fitted.height) / 2, size * (LEADING - 1) / 2, size * LEADING, lines)
        self._placed[text] = placed
        return placed
