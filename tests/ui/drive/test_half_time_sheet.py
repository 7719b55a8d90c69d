"""The half-time sheet and the final prize list agree, or the sheet says why they differ
(issue 21 item 5), from the window: an evening whose first-half leader also finishes first,
so that with one prize per person the final list gives Best first half to the next player;
the half-time sheet saved as a PDF from the Drive page still names the leader, and says who
the prize list gives it to and why."""

from __future__ import annotations

import random

from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    shown_prizes,
    start_evening,
)

PRIZES = [{"name": "First overall", "place": 1}, {"name": "Best first half", "half": 1, "place": 1}]


def test_the_half_time_sheet_says_why_the_final_list_gives_the_prize_elsewhere(
    window, qtbot, monkeypatch, tmp_path
):
    page = drive_page(window)
    start_evening(
        qtbot, page, "Halves", format="progressive", changes=4, half_after=2, prizes=PRIZES
    )
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
    rng = random.Random(0)  # Gent 4 leads the first half (19) and finishes first
    keys = Keys()
    for _change in range(1, 5):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, {t: [rng.randint(1, 12)] for t in (1, 2)})
    assert page.loaded.over
    page.tabs.setCurrentWidget(page.prizes)
    final = dict(shown_prizes(page))
    assert final["First overall"] == "8 Gent 4"
    assert final["Best first half"] == "1 Lady 1"

    target = tmp_path / "half-time.pdf"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    page.what.setCurrentIndex(page.what.findData("half_time"))
    page.save_pdf()
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(target).pages)
    assert "Gent 4 (card 8) has the highest first-half score: 19." in text
    assert "The prize list after change 4 gives it to Lady 1 (card 1)" in text
    assert "already won First overall (one prize per person)" in text
