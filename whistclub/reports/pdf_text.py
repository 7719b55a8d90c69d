"""How a string becomes the glyphs of a PDF, and reads back as the same string (issue 22
item 12).

* **Right-to-left names** (Hebrew, Arabic) are drawn in visual order: each line is put in the
  order the Unicode bidirectional algorithm gives (python-bidi's `get_display`), Arabic letters
  take their joined forms first (arabic-reshaper: initial, medial, final forms and the lam-alef
  ligature, all in DejaVu Sans). PDF readers put a right-to-left line back in logical order
  when they extract it (poppler, PDFium and pypdf all do), and the joined forms read back as
  the letters typed, because the font's ToUnicode map gives each one's compatibility
  decomposition (NFKC: "ﻣ" reads back as "م", "ﻻ" as "لا").
* **Emoji** are drawn from Symbola, the fallback font shipped beside DejaVu Sans, when the
  name's own font has no glyph for them; the ToUnicode map writes characters past U+FFFF as
  UTF-16 surrogate pairs, so "🏆" reads back as itself (reportlab's own map writes five hex
  digits, and U+1F3C6 read back as U+1F3C, "Ἶ"). A skin tone and a flag's two letters are
  drawn as Symbola has them (the hand then a tone swatch; two letters "ES") and read back as
  typed.
* A character neither font draws prints as the Unicode replacement character "�"; invisible
  joiners and variation selectors that no font draws are left out.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

import arabic_reshaper
from arabic_reshaper.reshaper_config import default_config
from bidi import get_display
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import SUBSETN, TTFont, makeToUnicodeCMap

SUBSTITUTE = "\ufffd"
# Left out when no font draws them: they only join or vary what is next to them.
INVISIBLE = frozenset("\u200b\u200c\u200d\u200e\u200f\u2060\ufe0e\ufe0f")
# The compatibility forms the reshaper writes (Arabic Presentation Forms-A and -B).
PRESENTATION = (range(0xFB50, 0xFE00), range(0xFE70, 0xFF00))

# Joined letter forms and the four lam-alef ligatures only: the word and sentence ligatures
# (ﷲ, ﷺ) are not in DejaVu Sans, and harakat are kept (nothing typed is dropped).
_RESHAPER = arabic_reshaper.ArabicReshaper(
    configuration={
        **{
            key: ("LAM WITH ALEF" in key and "MAKSURA" not in key)
            for key, value in default_config.items()
            if key.startswith("ARABIC LIGATURE") and isinstance(value, bool)
        },
        "delete_harakat": False,
        "support_ligatures": True,
    }
)


def _to_unicode(char_code: int) -> str:
    """What a glyph reads back as, as the UTF-16BE hex of a ToUnicode destination."""
    text = chr(char_code)
    # (most glyphs come before the presentation forms: a subset's 256 codes are asked)
    if char_code >= PRESENTATION[0].start and any(char_code in block for block in PRESENTATION):
        text = unicodedata.normalize("NFKC", text)
    return text.encode("utf-16-be").hex().upper()


def to_unicode_cmap(font_name: str, subset: list[int]) -> str:
    """reportlab's ToUnicode CMap with each destination written as UTF-16BE."""
    lines = makeToUnicodeCMap(font_name, subset).split("\n")
    first = lines.index(f"{len(subset)} beginbfchar") + 1
    for index, code in enumerate(subset):
        lines[first + index] = f"<{index:02X}> <{_to_unicode(code)}>"
    return "\n".join(lines)


class UnicodeTTFont(TTFont):  # type: ignore[misc]  # reportlab has no type hints
    """A TrueType font whose glyphs read back as the characters drawn (see the module)."""

    def addObjects(self, doc: Any) -> None:
        state = self.state.get(doc)
        subsets = [list(subset) for subset in state.subsets] if state is not None else []
        super().addObjects(doc)  # writes reportlab's map, and forgets the document's subsets
        for number, subset in enumerate(subsets):
            base = b"".join((SUBSETN(number), b"+", self.face.name, self.face.subfontNameX))
            name = base.decode("pdfdoc")
            stream = doc.idToObject.get("toUnicodeCMap:" + name)
            if isinstance(stream, pdfdoc.PDFStream):
                stream.content = to_unicode_cmap(name, subset)


# ---------------------------------------------------------------- fallback font

_FALLBACK: dict[str, str] = {}  # a registered font's name -> its fallback font's name


def set_fallback(font: str, fallback: str) -> None:
    _FALLBACK[font] = fallback
    _runs.cache_clear()


@lru_cache(maxsize=16)
def glyphs(font: str) -> frozenset[int]:
    face = getattr(pdfmetrics.getFont(font), "face", None)
    return frozenset(getattr(face, "charToGlyph", {}) or ())


@lru_cache(maxsize=16)
def _glyph_chars(font: str) -> frozenset[str]:
    """The characters the font draws, as characters (a string is checked without `ord`)."""
    return frozenset(map(chr, glyphs(font)))


# Right-to-left scripts start at Hebrew (U+0590): a string with nothing from there on holds
# none. Searched in C: every string an evening prints is asked once.
_FROM_HEBREW = re.compile("[\u0590-\U0010ffff]")


def _may_be_rtl(text: str) -> bool:
    return _FROM_HEBREW.search(text) is not None


def has_rtl(text: str) -> bool:
    """Whether `text` holds a right-to-left letter (Hebrew, Arabic...)."""
    return _may_be_rtl(text) and any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


def _is_arabic(text: str) -> bool:
    return any("\u0600" <= c <= "\u06ff" or "\u0750" <= c <= "\u077f" for c in text)


def _all_drawn(text: str, font: str, own: frozenset[int]) -> bool:
    """Whether the font draws every character (tabs and line breaks are not drawn). The set
    test runs in C: an evening's first sight of each of its thousands of strings asks it."""
    return _glyph_chars(font).issuperset(text) or all(ord(c) in own or c in "\n\t" for c in text)


@lru_cache(maxsize=8192)
def _runs(text: str, font: str) -> tuple[tuple[str, str], ...]:
    own = glyphs(font)
    if not own or (not _may_be_rtl(text) and _all_drawn(text, font, own)):
        return ((font, text),)  # the common case: nothing to substitute or reorder
    fallback = _FALLBACK.get(font)
    spare = glyphs(fallback) if fallback else frozenset()
    kept: list[str] = []
    for char in text:
        code = ord(char)
        if code in own or code in spare or char in "\n\t":
            kept.append(char)
        elif char not in INVISIBLE:
            kept.append(SUBSTITUTE)
    shown = "".join(kept)
    if _is_arabic(shown):
        shown = _RESHAPER.reshape(shown)
        shown = "".join(c if ord(c) in own or ord(c) in spare else SUBSTITUTE for c in shown)
    if has_rtl(shown):
        shown = get_display(shown, base_dir="L")  # the page is English or Spanish
    runs: list[tuple[str, str]] = []
    for char in shown:
        face = font if ord(char) in own or char in "\n\t" or not fallback else fallback
        if runs and runs[-1][0] == face:
            runs[-1] = (face, runs[-1][1] + char)
        else:
            runs.append((face, char))
    return tuple(runs) or ((font, ""),)


def runs(text: str, font: str) -> tuple[tuple[str, str], ...]:
    """The text as drawn: in visual order, Arabic joined, as (font, piece) runs in which
    each piece is drawn in its font (the name's own, or the fallback for emoji)."""
    return _runs(text, font)


def bound(text: str) -> str:
    """`text` with the spaces inside each right-to-left stretch made no-break spaces, for
    flowing text: a Paragraph breaks lines after the text is put in visual order, so a
    right-to-left name broken over two lines would start on the second."""
    if not _may_be_rtl(text) or " " not in text:
        return text
    out = list(text)
    strong = [unicodedata.bidirectional(c) for c in text]
    for index, char in enumerate(text):
        if char != " ":
            continue
        before = next((k for k in reversed(strong[:index]) if k in ("L", "R", "AL")), "")
        after = next((k for k in strong[index + 1 :] if k in ("L", "R", "AL")), "")
        if before in ("R", "AL") and after in ("R", "AL"):
            out[index] = "\u00a0"
    return "".join(out)


def shortened(text: str, ellipsis: str) -> str:
    """`text` cut short, ended with `ellipsis` where it ends: after a right-to-left name that
    is its left end (a right-to-left mark makes the ellipsis part of the name's run)."""
    last = next(
        (k for k in map(unicodedata.bidirectional, reversed(text)) if k in ("L", "R", "AL")), ""
    )
    return text + ellipsis + ("\u200f" if last in ("R", "AL") else "")


def runs_cache_clear() -> None:
    """Forget the strings already worked out (the benches start each run cold)."""
    _runs.cache_clear()


def printable(text: str, font: str) -> str:
    """The characters drawn for `text`, in the order they are drawn."""
    return "".join(piece for _, piece in _runs(text, font))
