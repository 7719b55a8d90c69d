"""PDF printables (reportlab): the movement guide, standings and prize list and game score
sheets flow over pages with platypus; score cards (pdf_cards.py) and table cards
(pdf_table_cards.py) are drawn on the canvas; what they share is pdf_base.py.

Every function takes its report data (data.py, sheets.py), a target (a path or a binary
file object, e.g. io.BytesIO for a print preview) and the PrintSettings; nothing else. This
module is the one place callers import renderers from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    PageBreak,
    Spacer,
    Table,
    TableStyle,
)

from whistclub import paths
from whistclub.reports.data import SEATS, number_text, role_word, seat_word
from whistclub.reports.guide_report import MovementGuide
from whistclub.reports.pdf_base import (
    GRID,
    RED,
    SHADE,
    Fonts,
    Para,
    Progress,
    Target,
    _build,
    _canvas,
    _cell,
    _document,
    _escape,
    _header_cell,
    _joined,
    _p,
    _short_trump,
    _Styles,
    _styles,
    _suit_markup,
    _table,
    _title_block,
    binary_streams,
    card_size,
    draw_trumps,
    fonts,
    page_size,
)
from whistclub.reports.pdf_cards import pages_for_cards, render_score_cards_pdf
from whistclub.reports.pdf_fit import (
    ELLIPSIS,
    LEADING,
    Fitted,
    _break_word,
    _unit_width,
    draw_fitted,
    draw_in_box,
    fit,
    width_of,
    wrap,
)
from whistclub.reports.pdf_ops import Pen, QrCode
from whistclub.reports.pdf_table_cards import render_table_cards_pdf
from whistclub.reports.results import StandingRow, StandingsReport
from whistclub.reports.settings import PrintSettings
from whistclub.reports.sheets import ScoreSheet
from whistclub.reports.words import Words

__all__ = [
    "ELLIPSIS",
    "GRID",
    "LEADING",
    "RED",
    "SHADE",
    "Fitted",
    "Fonts",
    "Pen",
    "Progress",
    "Target",
    "_Styles",
    "_break_word",
    "_build",
    "_canvas",
    "_cell",
    "_document",
    "_escape",
    "_header_cell",
    "_joined",
    "_p",
    "_short_trump",
    "_styles",
    "_suit_markup",
    "_table",
    "_title_block",
    "_unit_width",
    "binary_streams",
    "card_size",
    "draw_fitted",
    "draw_in_box",
    "draw_trumps",
    "fit",
    "fonts",
    "page_size",
    "pages_for_cards",
    "paths",
    "render_movement_guide_pdf",
    "render_score_cards_pdf",
    "render_score_sheet_pdf",
    "render_standings_pdf",
    "render_table_cards_pdf",
    "width_of",
    "wrap",
]


@binary_streams()
def render_movement_guide_pdf(guide: MovementGuide, target: Target, settings: PrintSettings) -> int:
    """The M.C.'s guide: every change seated so far, table by table, with the sit-outs."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    title = words.translate("Reports", "Movement guide")
    doc = _document(target, settings, title, guide.title)
    inner = doc.width
    widths = [inner * 0.08] + [inner * 0.23] * 4
    story = _title_block(st, title, guide.title, guide.date, words)
    story.append(
        _p(
            words.translate("Reports", "Format: {0}. {1}").format(guide.format, guide.moving_rule),
            st.body,
        )
    )
    seated = len(guide.changes)
    if seated < guide.changes_planned:
        story.append(
            _p(
                words.translate(
                    "Reports",
                    "{0} of {1} changes are seated so far; the next seatings are worked out"
                    " from the results as they come in.",
                ).format(seated, guide.changes_planned),
                st.small,
            )
        )
    titles = [words.translate("Reports", "Table"), *(seat_word(s, words) for s in SEATS)]
    header_cells = [_header_cell(c, st.cell_bold, w) for c, w in zip(titles, widths, strict=True)]
    for change in guide.changes:
        trumps = ", ".join(_suit_markup(t, words) for t in change.trumps)
        head = Para(
            _escape(words.translate("Reports", "Change {0} (half {1}) · trumps: {2}")).format(
                change.change, change.half, trumps
            ),
            st.heading,
        )
        # The change's heading is the table's first row, so that a change too long for one
        # page repeats it (with the column titles) where it goes on; a change that fits a
        # page is kept on one page (KeepTogether).
        rows: list[list[Any]] = [[head, "", "", "", ""], header_cells]
        for table in change.tables:
            rows.append(
                [str(table.table)]
                + [
                    _cell(table.seats[seat].label_in(words), st.cell, w)
                    for seat, w in zip(SEATS, widths[1:], strict=True)
                ]
            )
        grid = _table(rows, widths, st, header_rows=2)
        grid.setStyle(
            TableStyle(
                [
                    ("SPAN", (0, 0), (-1, 0)),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.white),
                    ("BOX", (0, 0), (-1, 0), 0.6, colors.white),
                    ("LINEBELOW", (0, 0), (-1, 0), 0.35, GRID),
                    ("LEFTPADDING", (0, 0), (-1, 0), 0),
                ]
            )
        )
        block: list[Flowable] = [grid]
        if change.sitting_out:
            block.append(
                _p(
                    words.translate("Reports", "Sitting out: {0}").format(
                        ", ".join(p.label for p in change.sitting_out)
                    ),
                    st.small,
                )
            )
        story.append(KeepTogether(block))
    if guide.by_name and guide.changes:
        story.append(PageBreak())
        story.extend(_by_name_story(guide, st, inner, words))
    footer = _joined(guide.title, words.translate("Reports", "movement guide"))
    return _build(doc, story, f, settings, footer)


def _by_name_story(guide: MovementGuide, st: _Styles, inner: float, words: Words) -> list[Flowable]:
    """Everyone A to Z with their table and seat at each change ("12N": table 12, North),
    as many changes to a table as fit across the page."""
    story: list[Flowable] = [
        _p(words.translate("Reports", "Where everyone sits, by name"), st.title),
        _p(
            words.translate(
                "Reports", "Columns are the changes. 12N: table 12, North; out: sits out."
            ),
            st.small,
        ),
        Spacer(1, 4),
    ]
    numbers = [c.change for c in guide.changes]
    longest = max((p for g in guide.by_name for p in g.places), key=len, default="")
    place_w = max(width_of(t, st.cell_bold.fontName, st.cell.fontSize) for t in (longest, "24"))
    place_w += 8
    card_word, name_word = words.translate("Reports", "Card"), words.translate("Reports", "Name")
    card_w = width_of(card_word, st.cell_bold.fontName, st.cell.fontSize) + 8
    per_table = max(1, int((inner - card_w - inner * 0.3) // place_w))
    for start in range(0, len(numbers), per_table):
        chunk = numbers[start : start + per_table]
        name_w = inner - card_w - place_w * len(chunk)
        widths = [name_w, card_w, *([place_w] * len(chunk))]
        rows: list[list[Any]] = [[name_word, card_word, *(str(n) for n in chunk)]]
        for player in guide.by_name:
            places = player.places[start : start + per_table]
            name = _cell(player.person.name, st.cell, name_w)
            rows.append([name, str(player.person.card), *places])
        table = _table(rows, widths, st)
        table.setStyle(TableStyle([("ALIGN", (1, 0), (-1, -1), "CENTER")]))
        story.extend([table, Spacer(1, 8)])
    return story


@binary_streams()
def render_standings_pdf(report: StandingsReport, target: Target, settings: PrintSettings) -> int:
    """The prize list (to read out and pin up) and then the standings, large and clear."""
    f = fonts(settings)
    st = _styles(f, settings)
    words = settings.words
    doc = _document(target, settings, report.heading, report.title)
    inner = doc.width
    story = _title_block(st, report.heading, report.title, report.date, words)
    if report.link:
        story = [_linked_title(story, report.link, st, inner, words)]
    if report.prizes:
        story.append(_p(words.translate("Reports", "Prize list"), st.heading))
        prize_rows: list[list[Any]] = [
            [
                words.translate("Reports", "Prize"),
                words.translate("Reports", "Winner"),
                words.translate("Reports", "Why"),
            ]
        ]
        pw = [inner * 0.22, inner * 0.3, inner * 0.48]
        joiner = " " + words.translate("Reports", "and") + " "
        for prize in report.prizes:
            winners = joiner.join(p.label for p in prize.winners) or words.translate(
                "Reports", "not awarded"
            )
            prize_rows.append(
                [_p(prize.name, st.cell_bold), _p(winners, st.cell_bold), _p(prize.reason, st.cell)]
            )
        story.append(_table(prize_rows, pw, st, zebra=False))
        story.append(Spacer(1, 10))
    story.append(
        _p(
            words.translate("Reports", "Standings (ranked by {0})").format(report.ranked_by),
            st.heading,
        )
    )
    if report.roles:  # ladies and gents as two lists, each in its own order
        for role, heading in (
            ("lady", words.translate("Reports", "Ladies")),
            ("gent", words.translate("Reports", "Gents")),
        ):
            shown = [r for r in report.rows if r.role == role_word(role, words)]
            if shown:
                shown.sort(key=lambda r: (r.role_rank is None, r.role_rank or 0, r.rank))
                # Not a heading alone at a page's foot: with it, room for the column titles
                # and a few rows, else a new page.
                story.append(CondPageBreak(st.heading.leading * 2 + 5 * (st.cell.leading + 4)))
                story.append(_p(heading, st.heading))
                story.append(_standings_table(report, shown, st, inner, words))
        others = [r for r in report.rows if not r.role]
        if others:
            story.append(_standings_table(report, others, st, inner, words))
    else:
        story.append(_standings_table(report, list(report.rows), st, inner, words))
    if report.exceptions:
        story.append(Spacer(1, 8))
        story.append(_p(words.translate("Reports", "Approved exceptions"), st.heading))
        story.extend(_p(text, st.small) for text in report.exceptions)
    return _build(doc, story, f, settings, _joined(report.title, report.heading))


# The QR code beside the standings' title: large enough for a phone at arm's length off a
# notice board (about 30 modules of 0.7 mm), small enough to leave the title its line.
PAGE_QR = 22 * mm


def _linked_title(
    title: list[Flowable], link: str, st: _Styles, inner: float, words: Words
) -> Table:
    """The title block on the left and, on the right, the QR code of the evening's page on
    the results website (issue 26 item 5) with its few words below."""
    caption = ParagraphStyle("qr", st.small, fontSize=st.small.fontSize * 0.85, alignment=1)
    code = [QrCode(link, PAGE_QR), _p(words.translate("Reports", "Results online"), caption)]
    side = PAGE_QR + 10
    width = inner - 12  # the frame's own padding, 6 points a side: the title stays put
    table = Table([[title, code]], colWidths=[width - side, side], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("ALIGN", (1, 0), (1, 0), "RIGHT"),
            ]
        )
    )
    return table


def _standings_table(
    report: StandingsReport, shown: Sequence[StandingRow], st: _Styles, inner: float, words: Words
) -> Table:
    columns = _standing_columns(report)
    titles = _standing_titles(words)
    heads = [titles[c] for c in columns]
    values_table = [_standing_values(report, row, words) for row in shown]
    flexible = {titles["Name"]: 0.62, titles["Prize"]: 0.38}
    st = _fitted_cells(heads, values_table, st, inner, flexible)
    widths = _flexible_widths(heads, values_table, st, inner, flexible)
    rows: list[list[Any]] = [
        [_header_cell(c, st.cell_bold, w) for c, w in zip(heads, widths, strict=True)]
    ]
    name_index = columns.index("Name")
    for row, values in zip(shown, values_table, strict=True):
        cells: list[Any] = [str(v) for v in values]
        cells[name_index] = _cell(values[name_index], st.cell, widths[name_index])
        if row.prize:
            cells[-1] = _cell(row.prize, st.cell, widths[-1])
        rows.append(cells)
    table = _table(rows, widths, st)
    table.setStyle(
        TableStyle(
            [
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("ALIGN", (name_index, 0), (name_index, -1), "LEFT"),
                ("ALIGN", (-1, 0), (-1, -1), "LEFT"),
            ]
        )
    )
    return table


def _standing_columns(report: StandingsReport) -> list[str]:
    columns = ["Rank", "Card", "Name"]
    if report.roles:
        columns += ["Role", "Role rank"]
    columns += ["Total"]
    if report.halves:
        columns += ["1st half", "2nd half"]
    return [*columns, "Won", "10+", "Avg", "Prize"]


def _standing_titles(w: Words) -> dict[str, str]:
    """The standings' column titles in the paper's language (the keys stay English)."""
    return {
        "Rank": w.translate("Reports", "Rank"),
        "Card": w.translate("Reports", "Card"),
        "Name": w.translate("Reports", "Name"),
        "Role": w.translate("Reports", "Role"),
        "Role rank": w.translate("Reports", "Role rank"),
        "Total": w.translate("Reports", "Total"),
        "1st half": w.translate("Reports", "1st half"),
        "2nd half": w.translate("Reports", "2nd half"),
        "Won": w.translate("Reports", "Won"),
        "10+": "10+",
        "Avg": w.translate("Reports", "Avg"),
        "Prize": w.translate("Reports", "Prize"),
    }


PAD = 8  # a cell's padding, both sides, and a little air


def _column_width(
    title: str, index: int, rows: Sequence[Sequence[str]], st: _Styles, wraps: bool
) -> float:
    """A column's natural width: its longest header word (headers wrap only at spaces) or its
    longest value; for a column that `wraps` (a name, a prize), its longest word."""
    heading = max(width_of(w, st.cell_bold.fontName, st.cell.fontSize) for w in title.split())
    texts = [str(r[index]) for r in rows]
    if wraps:
        texts = [w for text in texts for w in text.split()]
    value = max((width_of(t, st.cell.fontName, st.cell.fontSize) for t in texts), default=0)
    return max(heading, value) + PAD


def _fitted_cells(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    st: _Styles,
    inner: float,
    flexible: dict[str, float],
) -> _Styles:
    """The cells' styles, set smaller when the fixed columns and the longest word of each
    flexible column (a name, a prize) do not fit across the page at their size (large print
    with roles and halves): a smaller table, rather than "Caballero" past its column's lines
    and "Secon|d lady" split inside its word."""
    needed = sum(
        _column_width(title, index, rows, st, title in flexible)
        for index, title in enumerate(columns)
    )
    if needed <= inner or not rows:
        return st
    factor = (inner - PAD * len(columns)) / (needed - PAD * len(columns))
    cell = ParagraphStyle(
        f"cell-{factor:.3f}", st.cell, fontSize=st.cell.fontSize * factor,
        leading=st.cell.leading * factor,
    )  # fmt: skip
    bold = ParagraphStyle(
        f"cellb-{factor:.3f}", st.cell_bold, fontSize=st.cell_bold.fontSize * factor,
        leading=st.cell_bold.leading * factor,
    )  # fmt: skip
    return replace(st, cell=cell, cell_bold=bold)


def _flexible_widths(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    st: _Styles,
    inner: float,
    flexible: dict[str, float],
) -> list[float]:
    """Fixed columns as wide as their longest value or header word (headers wrap only at
    spaces, never inside a word); the flexible columns share what is left by their weights."""
    widths = [_column_width(title, i, rows, st, False) for i, title in enumerate(columns)]
    fixed = sum(w for w, c in zip(widths, columns, strict=True) if c not in flexible)
    left = max(inner - fixed, inner * 0.3)
    weight = sum(flexible[c] for c in columns if c in flexible)
    widths = [
        left * flexible[c] / weight if c in flexible else w
        for w, c in zip(widths, columns, strict=True)
    ]
    scale = min(1.0, inner / sum(widths))
    return [w * scale for w in widths]


def _standing_values(report: StandingsReport, row: StandingRow, w: Words) -> list[str]:
    left = " " + w.translate("Reports", "(left)") if row.withdrawn else ""
    values = [f"{row.rank}{left}", str(row.card), row.name]
    if report.roles:
        values += [row.role, "" if row.role_rank is None else str(row.role_rank)]
    values += [number_text(row.total, w)]
    if report.halves:
        values += [number_text(row.first_half, w), number_text(row.second_half, w)]
    # The average always shows two decimals, rounded as the workbook rounds (words.number).
    average = w.number(row.average, fixed=True)
    values += [str(row.hands_won), str(row.ten_plus), average, row.prize]
    return values


@binary_streams()
def render_score_sheet_pdf(
    sheet: ScoreSheet, target: Target, settings: PrintSettings, appendix: bool = True
) -> int:
    """A game's score sheet; with `appendix`, each deal's explanation on the pages after."""
    f = fonts(settings)
    st = _styles(f, settings)
    doc = _document(target, settings, sheet.title)
    inner = doc.width
    story = _title_block(st, sheet.title, sheet.rules, "")
    if sheet.players:
        players = settings.words.translate("Reports", "Players: {0}").format(sheet.players)
        story.append(_p(players, st.body))
        story.append(Spacer(1, 4))
    widths = _natural_widths(sheet, st, inner)
    rows: list[list[Any]] = [[_p(c, st.cell_bold) for c in sheet.columns]]
    for row in sheet.rows:
        rows.append(
            [
                _cell("" if v is None else str(v), st.cell, w)
                for v, w in zip(row, widths, strict=False)
            ]
        )
    table = _table(rows, widths, st)
    table.setStyle(
        TableStyle(
            [
                ("ALIGN", (0, 1), (-1, -1), "CENTER"),
            ]
        )
    )
    story.append(table)
    story.append(Spacer(1, 8))
    story.extend(_p(line, st.body) for line in sheet.summary)
    if appendix and sheet.appendix:
        story.append(PageBreak())
        appendix_title = settings.words.translate("Reports", "Appendix: how each deal was scored")
        story.append(_p(appendix_title, st.title))
        for deal in sheet.appendix:
            block = [_p(deal.label, st.heading)]
            block.extend(_p(f"• {text}", st.body) for text in deal.steps)
            story.append(KeepTogether(block))
    return _build(doc, story, f, settings, sheet.title)


def _natural_widths(sheet: ScoreSheet, st: _Styles, inner: float) -> list[float]:
    """Columns as wide as their longest value (headers may wrap at spaces), scaled to fit."""
    pad = 8
    natural = []
    for index, title in enumerate(sheet.columns):
        words = max(width_of(w, st.cell_bold.fontName, st.cell.fontSize) for w in title.split())
        values = [
            width_of(
                "" if row[index] is None else str(row[index]), st.cell.fontName, st.cell.fontSize
            )
            for row in sheet.rows
            if index < len(row)
        ]
        natural.append(max([words, *values]) + pad)
    scale = inner / sum(natural)
    return [w * scale for w in natural]
