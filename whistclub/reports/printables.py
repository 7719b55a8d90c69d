"""One entry point per kind of printable of an evening, for the command line and the window.

`whistclub-cli print EVENT --what cards|tables|guide|standings -o FILE.pdf` is
`render_drive_pdf(record, what, path, settings)`; `drive score FILE --pdf OUT.pdf` is the
same with what="standings", and `--xlsx OUT.xlsx` is `write_drive_xlsx(record, path)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from whistclub.reports import (
    data,
    guide_report,
    hall,
    pdf,
    pdf_hall,
    pdf_money,
    prizegiving,
    results,
    xlsx,
)
from whistclub.reports.data import DriveRecord, Stage
from whistclub.reports.pdf import Progress, Target
from whistclub.reports.prizegiving import MoneyFigures
from whistclub.reports.settings import PrintSettings
from whistclub.reports.words import words_for

WHAT = (
    "cards",
    "blank_cards",
    "tables",
    "tents",
    "slips",
    "wallchart",
    "guide",
    "standings",
    "half_time",
    "prizes",
    "money",
)


def render_drive_pdf(
    record: DriveRecord,
    what: str,
    target: Target,
    settings: PrintSettings,
    blank_cards: int = 0,
    progress: Progress | None = None,
    money: MoneyFigures | None = None,
    links: Mapping[int, str] | None = None,
    page_link: str | None = None,
) -> int:
    """Render one printable of the evening to `target`; returns the number of pages.

    "cards": every entrant's score card (plus `blank_cards` for walk-ins); "blank_cards":
    only blank cards; "tables": the table cards; "tents": a folded tent card per table;
    "slips": a result slip per table; "wallchart": everyone's first seat for the door;
    "guide": the movement guide; "prizes": the prize-giving script; "money": the money
    sheet (both take the evening's `money` figures);
    `links`: table -> the link its table card and tent card print as a QR code (the tables'
    page, issue 25 item 1; whistclub.web.table_link); tables without one print none;
    `page_link`: the evening's page on the results website, which the final standings print
    as a QR code (issue 26 item 5; services.settings.evening_page); None: no QR code;
    "standings" and "half_time": the standings and prize list at the end or the interval.
    """
    words = settings.words  # the club's language (or the --language asked for)
    if what == "cards":
        cards = data.score_cards(record, words=words) + data.blank_cards(record, blank_cards)
        return pdf.render_score_cards_pdf(cards, target, settings, progress)
    if what == "blank_cards":
        blanks = data.blank_cards(record, max(blank_cards, 1))
        return pdf.render_score_cards_pdf(blanks, target, settings, progress)
    if what == "tables":
        tables = _linked(data.table_cards(record, words), links)
        return pdf.render_table_cards_pdf(tables, target, settings, progress)
    if what == "tents":
        tents = _linked(hall.tent_cards(record, words), links)
        return pdf_hall.render_tent_cards_pdf(tents, target, settings, progress)
    if what == "slips":
        slips = hall.result_slips(record, words)
        return pdf_hall.render_result_slips_pdf(slips, target, settings, progress)
    if what == "wallchart":
        chart = hall.wall_chart(record, words)
        return pdf_hall.render_wall_chart_pdf(chart, target, settings)
    if what == "prizes":
        script = prizegiving.prize_script(record, words, money, settings.currency)
        return pdf_money.render_prize_script_pdf(script, target, settings)
    if what == "money":
        if money is None:
            raise ValueError("the money sheet needs the evening's money figures")
        sheet = prizegiving.money_report(record, money, words, settings.currency)
        return pdf_money.render_money_sheet_pdf(sheet, target, settings)
    if what == "guide":
        guide = guide_report.movement_guide(record, words)
        return pdf.render_movement_guide_pdf(guide, target, settings)
    if what in ("standings", "half_time"):
        stage = Stage.FINAL if what == "standings" else Stage.HALF_TIME
        report = results.standings_report(record, stage, words)
        if page_link and stage is Stage.FINAL:
            report = replace(report, link=page_link)
        return pdf.render_standings_pdf(report, target, settings)
    raise ValueError(f"unknown printable {what!r}; choose one of: {', '.join(WHAT)}")


def _linked(cards: tuple[Any, ...], links: Mapping[int, str] | None) -> tuple[Any, ...]:
    """Each table's card with the link its QR code opens."""
    if not links:
        return cards
    return tuple(replace(card, link=links.get(card.table, "")) for card in cards)


def write_drive_xlsx(
    record: DriveRecord,
    target: xlsx.Target,
    language: str = "en",
    money: MoneyFigures | None = None,
    currency: str = "GBP",
    club_name: str = "",
) -> None:
    """The evening's standings workbook (standings, prizes, results, players, and the money
    sheet when its figures are given), in `language`."""
    words = words_for(language)
    report = results.standings_report(record, Stage.FINAL, words)
    sheet = None if money is None else prizegiving.money_report(record, money, words, currency)
    xlsx.write_standings_xlsx(record, report, target, words, sheet, club_name)
