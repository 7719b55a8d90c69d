"""The hall's paper (issue 23 item 3), measured from the PDF: the tent card's table number
at least 60 mm high on both faces, the result slip's rows at least 7 mm in the Entry grid's
order, the wall chart sorted by surname in large type."""

from __future__ import annotations

import io
import itertools
from dataclasses import replace

import pypdfium2
import pytest

from tests.reports.measure import MM, page_sizes, texts
from whistclub.reports import hall
from whistclub.reports.guide_report import alphabetical
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings


@pytest.fixture(scope="module")
def evening():
    return sample_record(tables=40, changes=24, played=2)


def printed(record, what: str, **settings) -> bytes:
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings(**settings))
    return buffer.getvalue()


def glyph_heights(data: bytes, page: int, text: str) -> list[tuple[float, float]]:
    """(height, centre y) of each printed run of `text`, from the glyphs' own boxes."""
    document = pypdfium2.PdfDocument(data)
    try:
        textpage = document[page].get_textpage()
        found = []
        for index in range(textpage.count_chars() - len(text) + 1):
            if textpage.get_text_range(index, len(text)) == text:
                boxes = [textpage.get_charbox(i) for i in range(index, index + len(text))]
                bottom, top = min(b[1] for b in boxes), max(b[3] for b in boxes)
                found.append((top - bottom, (top + bottom) / 2))
        return found
    finally:
        document.close()


def test_a_tent_card_per_table_with_the_number_60_mm_high_on_both_faces(evening):
    pdf = printed(evening, "tents")
    sizes = page_sizes(pdf)
    assert len(sizes) == 40 and {(round(w), round(h)) for w, h in sizes} == {(595, 842)}
    for page, number in ((0, "1"), (39, "40")):
        big = [(height, y) for height, y in glyph_heights(pdf, page, number) if height > 50 * MM]
        assert len(big) == 2, big  # both faces of the folded sheet
        assert all(height >= 60 * MM for height, _ in big)
        assert {y > 421 for _, y in big} == {True, False}  # one face above the fold, one below
    words = " ".join(t.text for t in texts(pdf, 0))
    assert "Trumps in turn:" in words and "Hearts" in words
    assert "North" in words and "→ table" in words  # where each seat goes, under the number


def test_tent_cards_in_spanish(evening):
    words = " ".join(t.text for t in texts(printed(evening, "tents", language="es"), 0))
    assert "Triunfos por turno:" in words and "Norte" in words and "Mesa" in words


def test_a_result_slip_per_table_in_the_entry_grid_s_order(evening):
    pdf = printed(evening, "slips")
    assert len(page_sizes(pdf)) == 40
    found = texts(pdf, 0)
    headers = [t.text for t in sorted(found, key=lambda t: t.x) if t.size == 8]
    assert headers.index("NS tricks") < headers.index("EW tricks") < headers.index("NS initials")
    changes = sorted(
        (t for t in found if t.text.isdigit() and t.x < 30 * MM and t.size >= 10),
        key=lambda t: -t.y,
    )
    assert [t.text for t in changes] == [str(n) for n in range(1, 25)]
    pitches = [a.y - b.y for a, b in itertools.pairwise(changes)]
    assert min(pitches) >= 7 * MM - 0.01
    assert min(t.size for t in found) >= 7


def test_slips_give_each_hand_its_own_boxes():
    record = sample_record(tables=2, changes=4, hands_per_change=2, played=1)
    found = texts(printed(record, "slips"), 0)
    titles = [t for t in found if t.size == 8]
    tricks = [t.text for t in sorted(titles, key=lambda t: t.x) if "tricks" in t.text]
    assert tricks == ["NS tricks", "EW tricks", "NS tricks", "EW tricks"]
    hands = [t.text for t in sorted(titles, key=lambda t: t.x) if t.text.startswith("hand")]
    assert hands == ["hand 1", "hand 1", "hand 2", "hand 2"]


def test_the_wall_chart_sorts_by_surname_in_large_type_over_columns(evening):
    pdf = printed(evening, "wallchart")
    chart = hall.wall_chart(evening)
    assert len(chart.entries) == 160
    keys = [alphabetical(e.name) for e in chart.entries]
    assert keys == sorted(keys)
    found = texts(pdf, 0)
    names = [t for t in found if "," in t.text]
    assert min(t.size for t in names) >= 11
    columns = {round(t.x / (60 * MM)) for t in names}
    assert len(columns) == 3
    pages = len(page_sizes(pdf))
    assert any(t.text == f"page 1 of {pages}" for t in found)
    # the chart reads down each column, then across, in the sorted order
    on_page = sorted(names, key=lambda t: (round(t.x / (60 * MM)), -t.y))
    assert [t.text.split(",")[0] for t in on_page] == [
        e.name.split(",")[0] for e in chart.entries[: len(on_page)]
    ]


def test_a_small_evenings_wall_chart_sets_every_name_whole_at_14_points():
    # 28 players fit one column: it was a third of the page wide, the long names shrunk and
    # shortened ("Blackwood,…") beside two empty columns.
    record = sample_record(tables=7, changes=7, played=1)
    long_names = tuple(replace(e, name="Margaret Pemberton") for e in record.entrants)
    small = replace(record, entrants=long_names)
    chart = hall.wall_chart(small)
    pdf = printed(small, "wallchart", language="es")
    names = [t for t in texts(pdf, 0) if "," in t.text]
    assert sorted(t.text for t in names) == sorted(e.name for e in chart.entries)
    assert {round(t.size) for t in names} == {14}
    assert not any("…" in t.text for t in names)


def test_surname_first():
    assert hall.surname_first("Ann  Lee") == "Lee, Ann"
    assert hall.surname_first("Mary Jo van Dyke") == "Dyke, Mary Jo van"
    assert hall.surname_first("Gia") == "Gia"
