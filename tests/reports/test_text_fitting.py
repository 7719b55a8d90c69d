"""Text fitting of the PDF renderer (reports/pdf.py): nothing is lost or drawn past its box."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistclub.reports import pdf, pdf_base, results
from whistclub.reports.settings import PrintSettings

FONT = pdf.fonts(PrintSettings()).regular
NAME_CHARS = st.characters(
    codec="utf-8", categories=("L", "N", "P", "S", "Zs"), exclude_characters="\u00a0"
)


@settings(max_examples=150, deadline=None)
@given(text=st.text(NAME_CHARS, max_size=140), width=st.floats(30, 300))
def test_wrapped_lines_fit_and_keep_every_character(text, width):
    lines = pdf.wrap(text, FONT, 8, width)
    for line in lines:
        # a single character wider than the box is the only thing allowed to stick out
        assert len(line) == 1 or pdf.width_of(line, FONT, 8) <= width + 1e-6
    assert "".join("".join(lines).split()) == "".join(text.split())


@settings(max_examples=100, deadline=None)
@given(
    text=st.text(NAME_CHARS, min_size=1, max_size=140),
    width=st.floats(40, 200),
    height=st.floats(8, 60),
)
def test_shortened_text_stays_inside_its_box(text, width, height):
    fitted = pdf.fit(text, FONT, width, height, 9, 4, shorten=True)
    assert 4 <= fitted.size <= 9
    room = max(1, int(height // (fitted.size * pdf.LEADING)))
    assert len(fitted.lines) <= room
    for line in fitted.lines:
        assert pdf.width_of(line, FONT, fitted.size) <= width + 1e-6


def test_settings_refuse_what_cannot_print():
    with pytest.raises(ValueError, match="paper must be one of A4, Letter"):
        PrintSettings(paper="A5")
    with pytest.raises(ValueError, match="cards per sheet must be 4"):
        PrintSettings(cards_per_sheet=2)
    with pytest.raises(ValueError, match="both a regular and a bold font"):
        PrintSettings(font_regular=pdf.paths.resources() / "fonts" / "DejaVuSans.ttf")


def test_a_club_font_is_embedded_instead(tmp_path):
    from pypdf import PdfReader

    from tests.reports.golden import golden_record

    folder = pdf.paths.resources() / "fonts"
    chosen = PrintSettings(
        font_regular=folder / "DejaVuSans-Bold.ttf", font_bold=folder / "DejaVuSans-Bold.ttf"
    )
    path = tmp_path / "bold.pdf"
    pdf.render_standings_pdf(results.standings_report(golden_record()), path, chosen)
    fonts = {
        str(f.get_object()["/BaseFont"])
        for page in PdfReader(path).pages
        for f in page["/Resources"]["/Font"].values()
    }
    assert fonts == {"/AAAAAA+DejaVuSans-Bold"}


def _fit_by_trying_every_size(text, font, width, height, largest, smallest, shorten):
    """fit() as it was before it learned to skip sizes: every size wrapped and tried."""
    size = largest
    while True:
        if pdf.width_of(text, font, size) <= width and size * pdf_base.LEADING <= height:
            return size, (text,)
        lines = pdf.wrap(text, font, size, width)
        if len(lines) * size * pdf_base.LEADING <= height or size <= smallest:
            break
        size = max(smallest, size - 0.5)
    fitted = pdf_base.fit.__wrapped__(text, font, width, height, size, size, shorten)
    return fitted.size, fitted.lines


NAMES = st.lists(
    st.text(st.characters(categories=("L", "N")), min_size=1, max_size=12) | st.just("&"),
    min_size=1,
    max_size=9,
).map(" ".join)  # names and pairs of names, as the cards print them


@settings(max_examples=300, deadline=None)
@given(
    text=NAMES | st.text(NAME_CHARS, min_size=1, max_size=90),
    width=st.floats(20, 160),
    height=st.floats(6, 60),
    largest=st.sampled_from((8.0, 9.0, 10.5, 12.0, 14.0)),
    shorten=st.booleans(),
)
def test_skipping_sizes_that_cannot_fit_changes_no_result(text, width, height, largest, shorten):
    """fit() skips a size when the words could not fit its lines anyway (the movement of
    names on the cards, bench/bench_printables.py): the size and lines are those of trying
    every size."""
    fitted = pdf_base.fit.__wrapped__(text, FONT, width, height, largest, 7.0, shorten)
    expected = _fit_by_trying_every_size(text, FONT, width, height, largest, 7.0, shorten)
    assert (fitted.size, fitted.lines) == expected
