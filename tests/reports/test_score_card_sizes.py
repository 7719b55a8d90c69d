"""Score cards for elderly hands (issue 23 item 2), measured from the PDF itself: writing
rows at least 7 mm high, boxes to write in at least 10 mm wide, no text under 7 pt, names at
8 pt or more, large print 1.4 times all of it; the folded card with 12 changes a side; 4-up
sheets in cut-and-stack order."""

from __future__ import annotations

import io
import itertools

import pytest

from tests.reports.measure import MM, form_lines, page_sizes, texts
from whistclub.reports.pdf_cards import cut_and_stack
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings


@pytest.fixture(scope="module")
def evening():
    """24 changes, all played: the card the issue measured (4.3 mm rows before)."""
    return sample_record(tables=10, changes=24, played=24)


def cards_pdf(record, **settings) -> bytes:
    buffer = io.BytesIO()
    render_drive_pdf(record, "cards", buffer, PrintSettings(**settings), blank_cards=2)
    return buffer.getvalue()


def face_width(pdf: bytes, layout: dict) -> float:
    width = page_sizes(pdf)[0][0]
    return width if layout.get("cards_per_sheet") == 1 and not layout.get("folded") else width / 2


def row_pitches(pdf: bytes, page: int, face_w: float) -> list[float]:
    """The distance between the change numbers printed down the first column (5 to 13 mm
    from each card side's left edge): the writing row's height."""
    height = page_sizes(pdf)[page][1]
    sides: dict[tuple[int, bool], list[float]] = {}
    for t in texts(pdf, page):
        across = t.x % face_w
        if t.text.isdigit() and 5 * MM <= across <= 13 * MM:
            sides.setdefault((int(t.x // face_w), t.y > height / 2), []).append(t.y)
    pitches = []
    for ys in sides.values():
        ys = sorted(ys, reverse=True)
        pitches += [a - b for a, b in itertools.pairwise(ys)]
    return pitches


def change_numbers(pdf: bytes, page: int, face_w: float, side: int) -> set[str]:
    return {
        t.text
        for t in texts(pdf, page)
        if t.text.isdigit() and 5 * MM <= t.x - side * face_w <= 13 * MM
    }


LAYOUTS = [
    {"cards_per_sheet": 4},
    {"cards_per_sheet": 1},
    {"folded": True},
    {"cards_per_sheet": 4, "paper": "Letter"},
    {"folded": True, "paper": "Letter"},
    {"folded": True, "language": "es"},
]


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda s: "-".join(f"{v}" for v in s.values()))
def test_no_text_under_7_pt_and_names_at_8_pt_or_more(evening, layout):
    pdf = cards_pdf(evening, **layout)
    names = {e.name for e in evening.entrants}
    for page in range(min(len(page_sizes(pdf)), 4)):
        found = texts(pdf, page)
        assert found
        assert min(t.size for t in found) >= 7 - 1e-6, min(found, key=lambda t: t.size)
        for t in found:
            if t.text in names:
                assert t.size >= 8 - 1e-6, t


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda s: "-".join(f"{v}" for v in s.values()))
def test_writing_rows_at_least_7_mm(evening, layout):
    pdf = cards_pdf(evening, **layout)
    pitches = row_pitches(pdf, 0, face_width(pdf, layout))
    assert len(pitches) >= 10
    assert min(pitches) >= 7 * MM - 0.01, min(pitches) / MM


def test_boxes_at_least_10_mm_and_partner_and_opponents_under_half(evening):
    pdf = cards_pdf(evening, folded=True)
    lines = form_lines(pdf, 0)
    tall = [x1 for x1, y1, x2, y2 in lines if abs(x1 - x2) < 0.01 and abs(y1 - y2) > 50 * MM]
    inner = 105 * MM - 10 * MM
    # the frame is a rectangle from 5 mm to 100 mm; 8 lines inside make the 9 columns
    edges = [5 * MM, *sorted(set(round(x, 2) for x in tall)), 100 * MM]
    columns = [b - a for a, b in itertools.pairwise(edges)]
    # Chg, Table, Seat, Trump, Partner, Opponents, Tricks, Total, Initials
    assert len(columns) == 9
    tricks, total, initials = columns[6:]
    assert min(tricks, total, initials) >= 10 * MM - 0.01
    assert columns[4] + columns[5] <= inner / 2


TITLES = {"Chg", "Table", "Seat", "Trump", "With", "Against", "Tricks", "Total", "Initials"}


def test_large_print_is_1_4_times_all_of_it(evening):
    """All of it but the column titles: an A6 face has no room for "Initials" and "Against"
    at 1.4 times, and a title is never broken inside a word ("Initial" over "s", as the
    large-print card printed them); they print smaller, never under 7 pt, and whole."""
    normal, large = (
        cards_pdf(evening, folded=True),
        cards_pdf(evening, folded=True, large_print=True),
    )
    small_normal = min(t.size for t in texts(normal, 0))
    small_large = min(t.size for t in texts(large, 0) if t.text not in TITLES)
    assert small_large >= 1.4 * small_normal - 1e-6
    titles = [t for t in texts(large, 0) if t.text in TITLES]
    assert {t.text for t in titles} == TITLES  # each one whole
    assert min(t.size for t in titles) >= 7 - 1e-6
    name = next(e.name for e in evening.entrants if e.card == 1)
    size = {t.text: t.size for t in texts(normal, 0)}[name]
    assert {t.text: t.size for t in texts(large, 0)}[name] >= 1.4 * size - 1e-6
    assert min(row_pitches(large, 0, 105 * MM)) >= 1.4 * 7 * MM - 0.01


def test_a_folded_card_has_12_changes_a_side_on_a5_or_letter(evening):
    pdf = cards_pdf(evening, folded=True)
    sizes = page_sizes(pdf)
    assert {(round(w), round(h)) for w, h in sizes} == {(595, 421)}  # A5 landscape
    assert len(sizes) == len(evening.entrants) + 2  # one sheet a card, blanks included
    assert change_numbers(pdf, 0, 105 * MM, 0) == {str(n) for n in range(1, 13)}
    assert change_numbers(pdf, 0, 105 * MM, 1) == {str(n) for n in range(13, 25)}
    letter = page_sizes(cards_pdf(evening, folded=True, paper="Letter"))
    assert {(round(w), round(h)) for w, h in letter} == {(792, 612)}


@pytest.mark.parametrize("changes", [18, 20])
def test_a_large_print_card_of_20_changes_takes_one_sheet_front_and_back(changes):
    """Only a card's first side has its name in full and only its last the foot: the rows
    go on at the same height over the room the others leave, so a large-print card of 18
    or 20 changes takes one 4-up sheet's front and back (it took three sides over two sheets,
    8 changes a side), every change on it once, rows still 1.4 times 7 mm."""
    record = sample_record(tables=4, changes=changes, played=changes)  # 16 players
    pdf = cards_pdf(record, cards_per_sheet=4, large_print=True)
    sheets = len(cut_and_stack(len(record.entrants) + 2, 4))
    assert len(page_sizes(pdf)) == 2 * sheets  # front and back of each sheet
    face_w = face_width(pdf, {"cards_per_sheet": 4})
    front, back = change_numbers(pdf, 0, face_w, 0), change_numbers(pdf, 1, face_w, 1)
    assert front | back == {str(n) for n in range(1, changes + 1)} and not front & back
    assert len(front) >= 10  # more than the 8 a side of a card on one side
    for page in (0, 1):
        assert min(row_pitches(pdf, page, face_w)) >= 1.4 * 7 * MM - 0.01


def test_cut_and_stack_order():
    # 10 cards on 3 sheets: after one cut the four piles stack into 1..10
    sheets = cut_and_stack(10, 4)
    assert sheets == [[0, 3, 6, 9], [1, 4, 7, None], [2, 5, 8, None]]
    piles = [[sheet[p] for sheet in sheets if sheet[p] is not None] for p in range(4)]
    assert [c for pile in piles for c in pile] == list(range(10))


def test_4_up_sheets_print_in_cut_and_stack_order_with_the_backs_mirrored():
    record = sample_record(tables=3, changes=24, played=24)  # 12 players, 2 blank cards
    pdf = cards_pdf(record, cards_per_sheet=4)
    width, height = page_sizes(pdf)[0]
    names = {e.name: e.card for e in record.entrants}

    def owners(page: int) -> dict[tuple[bool, bool], int]:
        """(top, left) -> the card whose name is printed in that quarter."""
        return {
            (t.y > height / 2, t.x < width / 2): names[t.text]
            for t in texts(pdf, page)
            if t.text in names
        }

    # 14 cards on 4 sheets: sheet 1 holds cards 1, 5, 9 and a blank (13th), so the cut
    # piles stack into 1..14
    assert owners(0) == {(True, True): 1, (True, False): 5, (False, True): 9}
    # 24 changes do not fit one A6 side at 7 mm a row: the back of the sheet carries the
    # same cards' later changes, left and right swapped for a long-edge duplex print
    assert owners(1) == {(True, False): 1, (True, True): 5, (False, False): 9}
    later = {t.text for t in texts(pdf, 1) if t.text.isdigit() and t.size < 10}
    assert "24" in later
    assert owners(2) == {(True, True): 2, (True, False): 6, (False, True): 10}
