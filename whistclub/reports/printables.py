"""One entry point per kind of printable of an evening, for the command line and the window.

`whistclub-cli print EVENT --what cards|tables|guide|standings -o FILE.pdf` is
`render_drive_pdf(record, what, path, settings)`; `drive score FILE --pdf OUT.pdf` is the
same with what="standings", and `--xlsx OUT.xlsx` is `write_drive_xlsx(record, path)`.
"""

from __future__ import annotations

from whistclub.reports import data, pdf, xlsx
from whistclub.reports.data import DriveRecord, Stage
from whistclub.reports.pdf import Progress, Target
from whistclub.reports.settings import PrintSettings

WHAT = ("cards", "blank_cards", "tables", "guide", "standings", "half_time")


def render_drive_pdf(
    record: DriveRecord,
    what: str,
    target: Target,
    settings: PrintSettings,
    blank_cards: int = 0,
    progress: Progress | None = None,
) -> int:
    """Render one printable of the evening to `target`; returns the number of pages.

    "cards": every entrant's score card (plus `blank_cards` for walk-ins); "blank_cards":
    only blank cards; "tables": the table cards; "guide": the movement guide;
    "standings" and "half_time": the standings and prize list at the end or the interval.
    """
    if what == "cards":
        cards = data.score_cards(record) + data.blank_cards(record, blank_cards)
        return pdf.render_score_cards_pdf(cards, target, settings, progress)
    if what == "blank_cards":
        blanks = data.blank_cards(record, max(blank_cards, 1))
        return pdf.render_score_cards_pdf(blanks, target, settings, progress)
    if what == "tables":
        return pdf.render_table_cards_pdf(data.table_cards(record), target, settings, progress)
    if what == "guide":
        return pdf.render_movement_guide_pdf(data.movement_guide(record), target, settings)
    if what in ("standings", "half_time"):
        stage = Stage.FINAL if what == "standings" else Stage.HALF_TIME
        report = data.standings_report(record, stage)
        return pdf.render_standings_pdf(report, target, settings)
    raise ValueError(f"unknown printable {what!r}; choose one of: {', '.join(WHAT)}")


def write_drive_xlsx(record: DriveRecord, target: xlsx.Target) -> None:
    """The evening's standings workbook (standings, prizes, results, players)."""
    xlsx.write_standings_xlsx(record, data.standings_report(record), target)
