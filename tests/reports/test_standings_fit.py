"""The standings in large print, with ladies' and gents' tables and both halves, in Spanish:
every word stays inside its cell (no word past its column's lines, none split inside), and
the gents' heading is never left alone at the foot of a page."""

from __future__ import annotations

import io
from itertools import pairwise

from tests.reports.measure import page_sizes, texts
from whistclub.reports import results
from whistclub.reports.pdf import render_standings_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import words_for


def printed(large_print: bool, tables: int = 7) -> bytes:
    record = sample_record(tables=tables, changes=24, played=24)
    report = results.standings_report(record, words=words_for("es"))
    buffer = io.BytesIO()
    render_standings_pdf(report, buffer, PrintSettings(language="es", large_print=large_print))
    return buffer.getvalue()


def lines(data: bytes, page: int) -> dict[float, list]:
    found: dict[float, list] = {}
    for text in texts(data, page):
        found.setdefault(round(text.y), []).append(text)
    return {y: sorted(runs, key=lambda t: t.x) for y, runs in found.items()}


def test_no_word_runs_past_its_cell_in_large_print():
    data = printed(large_print=True)
    for page in range(len(page_sizes(data))):
        for runs in lines(data, page).values():
            for left, right in pairwise(runs):
                assert left.right <= right.x + 0.5, (page, left.text, right.text)
        words = {t.text for t in texts(data, page)}
        assert "Caballero" in words or "Dama" in words
        assert not {"Secon", "Prime", "Mejo"} & words  # prize names are not split


def test_the_gents_heading_comes_with_its_table():
    # 6, 8 and 10 tables put the ladies' table's end near the first page's foot: the gents'
    # heading was printed there alone, its table on the next page.
    for tables, large_print in ((6, False), (8, False), (10, False), (7, True)):
        data = printed(large_print, tables)
        for page in range(len(page_sizes(data))):
            found = texts(data, page)
            heading = [t for t in found if t.text == "Caballeros"]
            if heading:
                below = [t for t in found if t.y < heading[0].y - 1 and "página" not in t.text]
                assert len({round(t.y) for t in below}) >= 4, (tables, large_print, page)
