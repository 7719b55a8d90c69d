"""How printables are printed: paper, the club's name, large print, the font, cards per sheet.

Every renderer takes one PrintSettings (design.md, "Layers": "Renderers take every setting as
an argument"); nothing is read from a global. Pure, so the window and the command line can
build it without importing reportlab.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from whistclub.reports.words import Words

PAPERS = ("A4", "Letter")
CARDS_PER_SHEET = (4, 1)
LANGUAGES = ("en", "es")  # the catalogues shipped in resources/i18n (reports/words.py)


@dataclass(frozen=True, slots=True)
class PrintSettings:
    """`font_regular`/`font_bold` are TrueType files; None: the shipped DejaVu Sans.

    `cards_per_sheet` 4 prints A6 score cards four to an A4 sheet (quarter-Letter cards on
    Letter paper), with cut marks; 1 prints one card per card-sized page for card stock.
    `large_print` enlarges the standings, prize list and movement guide (read out and pinned
    up: whist-drives.md, "it must print large and clear") and the text on cards.
    """

    paper: str = "A4"
    club_name: str = ""
    large_print: bool = False
    font_regular: Path | None = None
    font_bold: Path | None = None
    cards_per_sheet: int = 4
    # A folded card: one card a sheet, A5 landscape (A4 paper, folded to A6) or Letter
    # landscape (folded to 5.5 x 8.5 in), 12 changes a side; cards_per_sheet does not apply.
    folded: bool = False
    # The club's language and currency (club.language, club.currency in the club database):
    # every printable's words, dates, numbers and amounts (whistclub/reports/words.py).
    language: str = "en"
    currency: str = "GBP"

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {self.paper!r}")
        if self.cards_per_sheet not in CARDS_PER_SHEET:
            raise ValueError(
                f"cards per sheet must be 4 (A6 four to a sheet) or 1, not {self.cards_per_sheet}"
            )
        if self.language not in LANGUAGES:
            choices = ", ".join(LANGUAGES)
            raise ValueError(f"language must be one of {choices}, not {self.language!r}")
        if (self.font_regular is None) != (self.font_bold is None):
            raise ValueError("give both a regular and a bold font file, or neither")

    @property
    def words(self) -> Words:
        """The printables' words in this language (reports/words.py)."""
        from whistclub.reports.words import words_for

        return words_for(self.language)

    @property
    def scale(self) -> float:
        # Large print: every size on paper, text and writing rows, 1.4 times (issue 23 item 2).
        return 1.4 if self.large_print else 1.0
