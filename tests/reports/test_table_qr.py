"""Each table's QR code on its table card and tent card (issue 25 item 1, issue 23): the
link given as data prints as a QR code that decodes to it, on both faces of a tent, and is
segno's own image of that link; no link, no QR code."""

from __future__ import annotations

import io

from PIL import Image

from tests.reports.measure import MM, page_sizes, texts
from tests.reports.qr import decoded, images, needs_decoder, same_pixels
from whistclub.reports.pdf_base import QR_SCALE
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings
from whistclub.services.table_results import PageKeys
from whistclub.web import qr_png, table_link, table_links

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


def test_the_printed_image_is_segno_s_qr_code_of_the_link() -> None:
    expected = Image.open(io.BytesIO(qr_png(LINKS[2], QR_SCALE)))
    for what in ("tables", "tents"):  # a tent draws its one image on both faces
        found = images(printed(what, LINKS), 1)
        assert len(found) == 1 and same_pixels(found[0], expected)
        assert not same_pixels(found[0], Image.open(io.BytesIO(qr_png(LINKS[1], QR_SCALE))))


def test_the_table_card_s_text_keeps_clear_of_the_qr_code() -> None:
    pdf = printed("tables", LINKS, club_name="A club with a name long enough to need the room")
    width, height = page_sizes(pdf)[0]
    qr_left, qr_bottom = width - 14 * MM - 28 * MM, height - 14 * MM - 28 * MM
    for word in texts(pdf, 0):
        assert word.x + 1 < qr_left or word.y < qr_bottom, word  # left of it, or below it


def test_no_link_no_qr_code() -> None:
    for what in ("tables", "tents"):
        assert all(images(printed(what, None), page) == [] for page in range(3))
    partial = printed("tables", {2: LINKS[2]})
    assert [len(images(partial, page)) for page in range(3)] == [0, 1, 0]
