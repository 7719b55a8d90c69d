"""The prize-giving script and the money sheet as PDF (platypus), with the page furniture of
the other flowing documents (pdf_base.py): "page 2 of 4", the club and the evening."""

from __future__ import annotations

from typing import Any

from reportlab.platypus import Spacer, TableStyle

from whistclub.reports.pdf_base import (
    Target,
    _build,
    _document,
    _joined,
    _p,
    _styles,
    _table,
    _title_block,
    binary_streams,
    fonts,
)
from whistclub.reports.prizegiving import MoneySheetReport, PrizeScript
from whistclub.reports.settings import PrintSettings


@binary_streams()
def render_prize_script_pdf(script: PrizeScript, target: Target, settings: PrintSettings) -> int:
    """The prizes in the order they are read aloud, booby first and first place last, the
    ladies' and the gents' apart, each with its winners, the winning score and its cost."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    title = words.translate("Reports", "Prize-giving")
    doc = _document(target, settings, title, script.title)
    inner = doc.width
    story = _title_block(st, title, script.title, script.date, words)
    story.append(
        _p(
            words.translate("Reports", "Read from the top: the booby first, first place last."),
            st.body,
        )
    )
    story.append(Spacer(1, 6))
    group = None
    for number, call in enumerate(script.calls, start=1):
        if call.group != group:
            heading = call.group or words.translate("Reports", "Open to everyone")
            story.append(_p(heading, st.heading))
        group = call.group
        rows: list[list[Any]] = [
            [_p(f"{number}. {call.prize}", st.bold), _p(call.cost, st.body) if call.cost else ""],
            [_p(call.winners, st.body), ""],
        ]
        if call.score:
            score = words.translate("Reports", "Winning score: {0}").format(call.score)
            rows.append([_p(score, st.small), ""])
        table = _table(rows, [inner * 0.78, inner * 0.22], st, header_rows=1, zebra=False)
        table.setStyle(TableStyle([("ALIGN", (1, 0), (1, 0), "RIGHT"), ("SPAN", (0, 1), (1, 1))]))
        story.append(table)
        story.append(Spacer(1, 6))
    if script.total_cost:
        total = words.translate("Reports", "The prizes cost {0} in all.").format(script.total_cost)
        story.append(_p(total, st.bold))
    return _build(doc, story, f, settings, _joined(script.title, title))


@binary_streams()
def render_money_sheet_pdf(sheet: MoneySheetReport, target: Target, settings: PrintSettings) -> int:
    """The evening's money: takings, prize costs and other items, and the net for the club."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    title = words.translate("Reports", "Money sheet")
    doc = _document(target, settings, title, sheet.title)
    inner = doc.width
    story = _title_block(st, title, sheet.title, sheet.date, words)
    rows: list[list[Any]] = [
        [words.translate("Reports", "Item"), words.translate("Reports", "Amount")]
    ]
    rows += [[_p(line.what, st.cell), line.shown] for line in sheet.lines]
    rows.append([_p(sheet.net.what, st.cell_bold), sheet.net.shown])
    table = _table(rows, [inner * 0.7, inner * 0.3], st)
    table.setStyle(
        TableStyle(
            [
                ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                ("FONT", (0, -1), (-1, -1), st.cell_bold.fontName, st.cell.fontSize),
                ("LINEABOVE", (0, -1), (-1, -1), 1.2, (0, 0, 0)),
            ]
        )
    )
    story.append(table)
    return _build(doc, story, f, settings, _joined(sheet.title, title))
