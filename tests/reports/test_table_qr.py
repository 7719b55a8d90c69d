"""Each table's QR code on its table card and tent card (issue 25 item 1, issue 23): the
link given as data prints as a QR code that decodes to it, on both faces of a tent, module for
module segno's own code of that link, drawn as vectors (no image); no link, no QR code."""

from __future__ import annotations

import io

from tests.reports.measure import MM, page_sizes, texts
from tests.reports.qr import blank, corner, decoded, images, modules, needs_decoder
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings
from whistclub.services.table_keys import PageKeys
from whistclub.web import qr_modules, table_link, table_links

KEYS = PageKeys(event_id=7, secret="ab" * 32, generations={3: 1}, version=1)
ADDRESS = "http://192.168.1.20:8025"


def printed(what: str, links: dict[int, str] | None, **settings: object) -> bytes:
    record = sample_record(tables=3, changes=4, played=1)
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings(**settings), links=links)  # type: ignore[arg-type]
    return buffer.getvalue()


LINKS = table_links(ADDRESS, KEYS, (1, 2, 3))


def test_the_links_are_the_tables_pages_own() -> None:
    assert LINKS[3] == table_link(ADDRESS, KEYS, 3) == f"{ADDRESS}/t/{KEYS.token(3)}"
    assert KEYS.table_of(LINKS[3].rsplit("/", 1)[1]) == 3


@needs_decoder
def test_each_table_card_s_qr_code_opens_its_own_table() -> None:
    pdf = printed("tables", LINKS)
    for page, table in enumerate((1, 2, 3)):
        assert decoded(pdf, page) == [LINKS[table]]


@needs_decoder
def test_both_faces_of_a_tent_card_carry_the_table_s_qr_code() -> None:
    pdf = printed("tents", LINKS, paper="Letter", large_print=True)
    assert {(round(w), round(h)) for w, h in page_sizes(pdf)} == {(612, 792)}
    for page, table in enumerate((1, 2, 3)):
        assert decoded(pdf, page) == [LINKS[table]] * 2  # the upright face and the upside-down


def test_the_printed_code_is_segno_s_code_of_the_link_drawn_as_vectors() -> None:
    for what in ("tables", "tents"):
        pdf = printed(what, LINKS)
        width, height = page_sizes(pdf)[1]
        expected = qr_modules(LINKS[2])
        left, bottom, size = corner(what, width, height)
        assert modules(pdf, 1, left, bottom, size, len(expected)) == expected
        assert modules(pdf, 1, left, bottom, size, len(expected)) != qr_modules(LINKS[1])
        assert images(pdf, 1) == []  # squares, not a picture a viewer would smooth


def test_the_table_card_s_text_keeps_clear_of_the_qr_code() -> None:
    pdf = printed("tables", LINKS, club_name="A club with a name long enough to need the room")
    width, height = page_sizes(pdf)[0]
    qr_left, qr_bottom = width - 14 * MM - 28 * MM, height - 14 * MM - 28 * MM
    for word in texts(pdf, 0):
        assert word.x + 1 < qr_left or word.y < qr_bottom, word  # left of it, or below it


def test_no_link_no_qr_code() -> None:
    for what in ("tables", "tents"):
        pdf = printed(what, None)
        width, height = page_sizes(pdf)[0]
        assert all(blank(pdf, page, *corner(what, width, height)) for page in range(3))
    partial = printed("tables", {2: LINKS[2]})
    width, height = page_sizes(partial)[0]
    square = corner("tables", width, height)
    assert [blank(partial, page, *square) for page in range(3)] == [True, False, True]
