"""Every printable's PDF names the club and the evening in its title and the club as its
author (issue 23 item 6), so a print queue and a folder of files say which is which."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings
from whistclub.services.evenings import MoneySheet

MONEY = MoneySheet(entrants=8, fee=200, fees=1600, raffle=0, prize_costs=(), other=())


@pytest.mark.parametrize(
    "what",
    ["cards", "tables", "tents", "slips", "wallchart", "guide", "standings", "prizes", "money"],
)
def test_title_and_author_name_the_club_and_the_evening(what):
    record = sample_record(tables=2, changes=4, played=2, title="Friday drive")
    buffer = io.BytesIO()
    settings = PrintSettings(club_name="Hove Whist Club")
    render_drive_pdf(record, what, buffer, settings, money=MONEY)
    meta = PdfReader(io.BytesIO(buffer.getvalue())).metadata
    assert meta.title.startswith("Hove Whist Club: Friday drive: "), meta.title
    assert meta.author == "Hove Whist Club"
