"""The season tables on paper and in the workbook (issue 26 item 2).

Both take the `whistclub-cli season --format json` object (services.season.report_json, the
contract of docs/cli.md), so the PDF, the workbook, the window and the command line all say
the same thing. Column titles are in the club's language (words.translate, the window's
catalogue); each row's "why" is the domain's own sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, BinaryIO

from whistclub.reports.settings import PrintSettings
from whistclub.reports.tables import SheetData, Value
from whistclub.reports.words import ENGLISH, Words

Target = str | Path | BinaryIO


def rank_words(row: Mapping[str, Any], w: Words) -> str:
    return str(row["rank"]) if row["rank"] is not None else w.translate("Reports", "n.q.")


def season_sheets(data: Mapping[str, Any], w: Words = ENGLISH) -> tuple[SheetData, ...]:
    """One sheet per competition table: rank, name, points, evenings counted and dropped,
    qualified, why."""
    header = (
        w.translate("Reports", "Rank"),
        w.translate("Reports", "Name"),
        w.translate("Reports", "Points"),
        w.translate("Reports", "Counted"),
        w.translate("Reports", "Dropped"),
        w.translate("Reports", "Qualified"),
        w.translate("Reports", "Why"),
    )
    yes, no = w.translate("Reports", "yes"), w.translate("Reports", "no")
    sheets = []
    used: set[str] = set()
    for competition in data["competitions"]:
        rows: tuple[tuple[Value, ...], ...] = tuple(
            (
                row["rank"],
                row["name"],
                row["points"],
                len(row["counted"]),
                len(row["dropped"]),
                yes if row["qualified"] else no,
                row["why"],
            )
            for row in competition["rows"]
        )
        name = _sheet_name(competition["name"], used)
        sheets.append(SheetData(name, header, rows, (6, 32, 9, 9, 9, 9, 70), "C2", (7,)))
    return tuple(sheets)


def _sheet_name(name: str, used: set[str]) -> str:
    """Excel's sheet names: 31 characters, none of []:*?/\\, each once."""
    clean = "".join(" " if c in "[]:*?/\\" else c for c in name).strip()[:28] or "Table"
    chosen, n = clean, 2
    while chosen.lower() in used:
        chosen, n = f"{clean} {n}", n + 1
    used.add(chosen.lower())
    return chosen


def write_season_workbook(
    data: Mapping[str, Any], target: Target, w: Words = ENGLISH, club_name: str = ""
) -> None:
    from whistclub.reports.xlsx import write_workbook

    season = data["season"]["name"]
    heading = " · ".join(p for p in (club_name, season) if p)
    write_workbook(season_sheets(data, w), target, season, heading)


def render_season_pdf(data: Mapping[str, Any], target: Target, settings: PrintSettings) -> int:
    """Each competition's table, its rule in words, and why each row has its points."""
    from reportlab.platypus import Spacer

    from whistclub.reports.pdf_base import (
        _build,
        _document,
        _header_cell,
        _p,
        _styles,
        _table,
        _title_block,
        fonts,
    )

    f = fonts(settings)
    st = _styles(f, settings)
    w = settings.words
    season = data["season"]
    title = w.translate("Reports", "Season tables")
    doc = _document(target, settings, title, season["name"])
    inner = doc.width
    dates = " – ".join(w.date(d) for d in (season["start"], season["end"]) if d)
    story = _title_block(st, title, season["name"], "", w)
    if dates:
        story.insert(2, _p(dates, st.small))
    widths = [inner * 0.09, inner * 0.26, inner * 0.09, inner * 0.56]
    for competition in data["competitions"]:
        story.append(_p(competition["name"], st.heading))
        story.append(_p(competition["rule"].get("words", ""), st.small))
        titles = [w.translate("Reports", t) for t in ("Rank", "Name", "Points", "Why")]
        # Set smaller rather than past its column's lines ("Puesto" in large print).
        rows: list[list[Any]] = [
            [_header_cell(t, st.cell_bold, width) for t, width in zip(titles, widths, strict=True)]
        ]
        for row in competition["rows"]:
            rows.append(
                [
                    rank_words(row, w),
                    _p(row["name"], st.cell_bold),
                    w.number(row["points"]),
                    _p(row["why"], st.cell),
                ]
            )
        if len(rows) == 1:
            story.append(_p(w.translate("Reports", "No evening counted yet."), st.body))
        else:
            story.append(_table(rows, widths, st))
        story.append(Spacer(1, 8))
    return _build(doc, story, f, settings, season["name"])
