"""A player's own record on one page (issue 26 item 3): the summary, then every evening with
place, total and prizes, then the club games; the latest evenings when they would not fit."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, BinaryIO

from whistclub.reports.settings import PrintSettings

Target = str | Path | BinaryIO
ROWS_ON_A_PAGE = 30  # evenings listed with the summary on one A4 page at 8.5 pt


def render_player_pdf(record: Mapping[str, Any], target: Target, settings: PrintSettings) -> int:
    from reportlab.platypus import Spacer

    from whistclub.reports.pdf_base import _build, _document, _p, _styles, _table, fonts

    f = fonts(settings)
    st = _styles(f, settings)
    w = settings.words
    title = w.translate("Reports", "Player's record")
    doc = _document(target, settings, title, record["name"])
    inner = doc.width
    span = record["span"] or w.translate("Reports", "All evenings")
    story = [_p(record["name"], st.title), _p(f"{title} · {span}", st.body), Spacer(1, 6)]
    best = record["best"]
    partners = ", ".join(f"{p['name']} ({p['changes']})" for p in record["partners"])
    summary = [
        [w.translate("Reports", "Record"), span],
        [
            w.translate("Reports", "Evenings played"),
            f"{record['evenings_played']} / {record['evenings_held']} ({record['attendance']}%)",
        ],
        [w.translate("Reports", "Total"), w.number(record["total"])],
        [
            w.translate("Reports", "Best evening"),
            f"{w.number(best['total'])} · {best['evening']} {w.date(best['date'])}" if best else "",
        ],
        [w.translate("Reports", "Prizes"), str(len(record["prizes"]))],
        [w.translate("Reports", "10+ hands"), str(record["ten_plus"])],
        [w.translate("Reports", "Longest attendance run"), str(record["longest_run"])],
        [w.translate("Reports", "Partners most played with"), _p(partners, st.cell)],
    ]
    story.append(_table(summary, [inner * 0.35, inner * 0.65], st, zebra=False))
    story.append(Spacer(1, 8))
    evenings = record["evenings"]
    shown = evenings[-ROWS_ON_A_PAGE:]
    story.append(_p(w.translate("Reports", "Evenings"), st.heading))
    if len(shown) < len(evenings):
        story.append(
            _p(
                w.translate("Reports", "the latest {0} of {1}").format(len(shown), len(evenings)),
                st.small,
            )
        )
    rows: list[list[Any]] = [
        [
            w.translate("Reports", "Date"),
            w.translate("Reports", "Evening"),
            w.translate("Reports", "Place"),
            w.translate("Reports", "Total"),
            w.translate("Reports", "Prizes"),
        ]
    ]
    for line in shown:
        rows.append(
            [
                _p(w.date(line["date"]) if line["date"] else "", st.cell),  # wraps if long
                _p(line["evening"], st.cell),
                f"{line['place']} / {line['of']}",
                w.number(line["total"]),
                _p(", ".join(line["prizes"]), st.cell),
            ]
        )
    widths = [inner * 0.24, inner * 0.28, inner * 0.11, inner * 0.1, inner * 0.27]
    story.append(_table(rows, widths, st))
    if record["games"]:
        story.append(Spacer(1, 8))
        games = ", ".join(
            f"{g['title'] or g['profile']} {w.date(g['date']) if g['date'] else ''}".strip()
            for g in record["games"][-10:]
        )
        story.append(_p(w.translate("Reports", "Club games") + f": {games}", st.small))
    return _build(doc, story, f, settings, record["name"])
