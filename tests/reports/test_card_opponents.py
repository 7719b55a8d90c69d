"""Both opponents on every line of a score card: one of them initials it (whist-drives.md,
"An opponent initials each line"). An A6 card's Against box is a few millimetres wide; where
"20 Lucía Morales & 1 Dorothy Holloway" does not fit, the card printed "20 Lucía Morales…"
and lost the second opponent. It now prints first names, or card numbers alone, so that both
show whole ("17," over "22" in large print), and nothing in a partner's or an opponents'
box is cut short."""

from __future__ import annotations

import io
import re

import pytest

from tests.reports.measure import page_sizes, texts
from whistclub.reports.data import score_cards
from whistclub.reports.pdf_fit import BoxColumn
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings


@pytest.fixture(scope="module")
def evening():
    return sample_record(tables=6, changes=12, played=12)


def _words(pdf: bytes) -> list[str]:
    return [t.text for page in range(len(page_sizes(pdf))) for t in texts(pdf, page)]


@pytest.mark.parametrize(
    "layout",
    [{"cards_per_sheet": 4}, {"cards_per_sheet": 4, "large_print": True}, {"folded": True}],
    ids=["4-up", "4-up-large", "folded"],
)
def test_every_line_names_both_opponents_whole(evening, layout):
    buffer = io.BytesIO()
    render_drive_pdf(evening, "cards", buffer, PrintSettings(**layout))
    words = _words(buffer.getvalue())
    assert not [w for w in words if "…" in w]
    lines = [line for card in score_cards(evening) for line in card.lines]
    pairs = [line for line in lines if len(line.opponents) == 2]
    assert pairs
    # the second opponent of each line after the "&" (or the "," of a line each, as large
    # print's narrow box has it), from their card number on; no name here holds either
    printed = " ".join(words)
    cards = {opponent.card for line in pairs for opponent in line.opponents}
    after = [int(number) for number in re.findall(r"(?:&|,) (\d+)", printed)]
    assert len(after) == len(pairs) and set(after) <= cards


def test_a_box_holds_a_text_only_whole():
    box = BoxColumn("Helvetica", 0, 60, 14, 9, 8)
    assert box.holds("12 & 7")
    assert box.holds("20 Ann & 1 Bob")  # two lines at 8 pt
    assert not box.holds("20 Lucía Morales & 1 Dorothy Holloway")  # three lines
    assert not box.holds("Wolfeschlegelsteinhausen")  # a word wider than the box
