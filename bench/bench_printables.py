"""Time to render every printable of a 40-table, 160-player, 24-change evening (issue 8:
goal under 2 s), next to a bare reportlab canvas drawing the same number of pages.

Run: .venv/bin/python bench/bench_printables.py [--tables 40] [--changes 24] [--repeat 3]
Prints one line per document and the totals; the best of --repeat runs is reported.
"""

from __future__ import annotations

import argparse
import io
import os
import time
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from whistclub.reports import data, pdf, xlsx
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings


def forget() -> None:
    """Each run starts cold: no remembered text widths or fitted names from the run before."""
    pdf.fit.cache_clear()
    pdf._unit_width.cache_clear()


def best_of(repeat: int, work: Callable[[], int]) -> tuple[float, float, int]:
    """Best wall-clock and best CPU seconds of `repeat` cold runs, and the page count.

    CPU time is printed too because the machine is shared: wall time includes waiting for
    the other processes, CPU time is the work itself."""
    best, best_cpu, pages = float("inf"), float("inf"), 0
    for _ in range(repeat):
        forget()
        start, cpu = time.perf_counter(), time.process_time()
        pages = work()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - cpu)
    return best, best_cpu, pages


def bare_canvas(pages: int, settings: PrintSettings) -> int:
    """The floor: the same number of A4 pages, each with a heading and 30 lines of text in
    the same embedded font, no layout work."""
    f = pdf.fonts(settings)
    canvas = Canvas(io.BytesIO(), pagesize=pdf.page_size(settings))
    for page in range(pages):
        canvas.setFont(f.bold, 20)
        canvas.drawString(50, 780, f"Page {page + 1} ♠♥♦♣")
        canvas.setFont(f.regular, 9)
        for line in range(30):
            canvas.drawString(50, 740 - 20 * line, f"Line {line} José Muñoz, Zoë, Íñigo")
        canvas.showPage()
    canvas.save()
    return pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--changes", type=int, default=24)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    settings = PrintSettings(club_name="Bench Whist Club")
    start = time.perf_counter()
    pdf.fonts(settings)  # registering the font is once per process, not per document
    print(f"font registration (once per process): {time.perf_counter() - start:.3f} s")
    start = time.perf_counter()
    record = sample_record(args.tables, args.changes)
    print(f"evening worked out ({args.tables * 4} players): {time.perf_counter() - start:.3f} s")

    def cards() -> int:
        built = data.score_cards(record) + data.blank_cards(record, 8)
        return pdf.render_score_cards_pdf(built, io.BytesIO(), settings)

    def tables() -> int:
        return pdf.render_table_cards_pdf(data.table_cards(record), io.BytesIO(), settings)

    def guide() -> int:
        return pdf.render_movement_guide_pdf(data.movement_guide(record), io.BytesIO(), settings)

    def half() -> int:
        report = data.standings_report(record, data.Stage.HALF_TIME)
        return pdf.render_standings_pdf(report, io.BytesIO(), settings)

    def final() -> int:
        report = data.standings_report(record)
        return pdf.render_standings_pdf(report, io.BytesIO(), settings)

    print(f"{'document':32s} {'pages':>5s}  {'wall':>7s}  {'cpu':>7s}")
    total_time, total_cpu, total_pages = 0.0, 0.0, 0
    for name, work in [
        ("score cards (160 + 8 blank)", cards),
        ("table cards", tables),
        ("movement guide", guide),
        ("half-time standings", half),
        ("final standings and prizes", final),
    ]:
        seconds, cpu, pages = best_of(args.repeat, work)
        total_time += seconds
        total_cpu += cpu
        total_pages += pages
        print(f"{name:32s} {pages:5d}  {seconds:6.3f}s  {cpu:6.3f}s")
    print(
        f"{'all printables (goal < 2 s)':32s} {total_pages:5d}  "
        f"{total_time:6.3f}s  {total_cpu:6.3f}s"
    )
    bare, bare_cpu, _ = best_of(args.repeat, lambda: bare_canvas(total_pages, settings))
    print(f"{'bare reportlab canvas':32s} {total_pages:5d}  {bare:6.3f}s  {bare_cpu:6.3f}s")

    def workbook() -> int:
        xlsx.write_standings_xlsx(record, data.standings_report(record), io.BytesIO())
        return 0

    seconds, cpu, _ = best_of(args.repeat, workbook)
    print(f"{'standings workbook (xlsx)':32s} {'':5s}  {seconds:6.3f}s  {cpu:6.3f}s")
    print(f"load average while measuring: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
