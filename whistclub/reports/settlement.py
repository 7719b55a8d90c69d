"""The evening's settlement as a printable: who pays whom, then every player's balance.

The window words every line in its own language and the club's currency (the Evening page,
whistclub/ui/evening.py) and hands the sheet here; this module only lays it out, in the
same embedded font and page furniture as the other printables (reports/pdf.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.platypus import Spacer, TableStyle

from whistclub.reports.pdf import (
    Target,
    _build,
    _cell,
    _document,
    _p,
    _styles,
    _table,
    _title_block,
    binary_streams,
    fonts,
)
from whistclub.reports.settings import PrintSettings

Row = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SettlementSheet:
    title: str  # "Settlement of the evening"
    subtitle: str  # the date and the money per point
    payments_heading: str
    payment_columns: Row  # who pays, how much, to whom
    payments: tuple[Row, ...]
    nothing_to_pay: str  # said instead of an empty table
    balances_heading: str
    balance_columns: Row  # player, rubbers, margin, money
    balances: tuple[Row, ...]
    notes: tuple[str, ...] = ()


@binary_streams()
def render_settlement_pdf(sheet: SettlementSheet, target: Target, settings: PrintSettings) -> int:
    """The settlement on A4 or Letter; returns the number of pages."""
    f = fonts(settings)
    st = _styles(f, settings)
    doc = _document(target, settings, sheet.title)
    inner = doc.width
    story: list[Any] = _title_block(st, sheet.title, sheet.subtitle, "")
    story.append(_p(sheet.payments_heading, st.heading))
    if sheet.payments:
        widths = [inner * 0.4, inner * 0.2, inner * 0.4]
        story.append(_grid(sheet.payment_columns, sheet.payments, widths, st, right=(1,)))
    else:
        story.append(_p(sheet.nothing_to_pay, st.body))
    story.append(Spacer(1, 10))
    story.append(_p(sheet.balances_heading, st.heading))
    widths = [inner * 0.4, inner * 0.15, inner * 0.15, inner * 0.3]
    story.append(_grid(sheet.balance_columns, sheet.balances, widths, st, right=(1, 2, 3)))
    if sheet.notes:
        story.append(Spacer(1, 8))
        story.extend(_p(note, st.small) for note in sheet.notes)
    return _build(doc, story, f, settings, sheet.title)


def _grid(
    columns: Row, rows: tuple[Row, ...], widths: list[float], st: Any, right: tuple[int, ...]
) -> Any:
    """A table with amounts and figures (the `right` columns) lined up on the right."""
    table_rows: list[list[Any]] = [[_p(c, st.cell_bold) for c in columns]]
    for row in rows:
        table_rows.append([_cell(v, st.cell, w) for v, w in zip(row, widths, strict=True)])
    table = _table(table_rows, widths, st)
    table.setStyle(TableStyle([("ALIGN", (c, 1), (c, -1), "RIGHT") for c in right]))
    return table
