"""The final standings' QR code to the evening's page on the results website (issue 26
item 5): given as data (`page_link`), printed beside the title as segno's code of that link,
drawn as vectors, clear of the title's text; no link, no QR code; half-time, none."""

from __future__ import annotations

import io

from tests.reports.measure import texts
from tests.reports.qr import decoded, images, needs_decoder
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings

LINK = "https://www.example.org/whist/evening-7.html"


def printed(what: str = "standings", link: str | None = LINK, **settings: object) -> bytes:
    record = sample_record(tables=3, changes=4, played=4)
    buffer = io.BytesIO()
    render_drive_pdf(record, what, buffer, PrintSettings(**settings), page_link=link)  # type: ignore[arg-type]
    return buffer.getvalue()


@needs_decoder
def test_the_final_standings_open_the_evening_s_page() -> None:
    pdf = printed()
    assert decoded(pdf, 0) == [LINK]
    assert decoded(pdf, 1) == []  # once, on the first page
    assert images(pdf, 0) == []  # squares, not a picture
    assert decoded(printed(link=None), 0) == []
    assert decoded(printed("half_time"), 0) == []


def test_the_title_keeps_its_place_and_clear_of_the_code() -> None:
    plain = {t.text: (t.x, t.y) for t in texts(printed(link=None), 0)}
    words = texts(printed(club_name="Hove"), 0)
    linked = {t.text: (t.x, t.y) for t in words}
    assert linked["Final standings"] == plain["Final standings"]
    caption = next(t for t in words if t.text == "Results online")
    for word in words:
        if word.y > caption.y and word is not caption:  # beside the code: left of it
            assert word.x + 200 < caption.x, word


def test_the_code_s_words_in_the_club_s_spanish() -> None:
    found = [t.text for t in texts(printed(language="es"), 0)]
    assert "Resultados en la web" in found
