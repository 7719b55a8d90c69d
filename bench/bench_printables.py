"""Time to render every printable of a 40-table, 160-player, 24-change evening (issue 8:
goal under 2 s; issue 23: at most 3 times a bare reportlab canvas), next to a bare reportlab
canvas drawing the same number of pages in the same run, and the size of the print job the
window sends for the score cards by both routes (issue 23 item 6): each page rasterised at the
printer's resolution, painted full page and unscaled; or the PDF itself handed to CUPS's `lp`.

Run: .venv/bin/python bench/bench_printables.py [--tables 40] [--changes 24] [--repeat 3]
     [--dpi 300]
Prints one line per document and the totals; the best of --repeat runs is reported.
"""

from __future__ import annotations

import argparse
import io
import os
import time
from collections.abc import Callable

from reportlab.pdfgen.canvas import Canvas

from whistclub.reports import data, pdf, pdf_fit, pdf_ops, pdf_text, results, xlsx
from whistclub.reports.printables import render_drive_pdf
from whistclub.reports.samples import sample_record
from whistclub.reports.settings import PrintSettings

MONEY_FIELDS = {"entrants": 160, "fee": 250, "fees": 40000, "raffle": 5000}


def forget() -> None:
    """Each run starts cold: no remembered text widths, numbers or fitted names from the run
    before (every cache the renderers keep between documents)."""
    pdf.fit.cache_clear()
    pdf._unit_width.cache_clear()
    pdf_text.runs_cache_clear()
    pdf_fit._text_width.cache_clear()
    pdf_ops._number.cache_clear()
    pdf_ops._exact_width.cache_clear()
    pdf_ops._rgb_code.cache_clear()
    pdf_ops._origin.cache_clear()
    data._fraction_text.cache_clear()
    pdf_ops._qr_modules.cache_clear()


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
    parser.add_argument("--dpi", type=int, default=300, help="the printer's resolution")
    args = parser.parse_args()
    settings = PrintSettings(club_name="Bench Whist Club")
    start = time.perf_counter()
    pdf.fonts(settings)  # registering the font is once per process, not per document
    print(f"font registration (once per process): {time.perf_counter() - start:.3f} s")
    start = time.perf_counter()
    record = sample_record(args.tables, args.changes)
    print(f"evening worked out ({args.tables * 4} players): {time.perf_counter() - start:.3f} s")

    from whistclub.services.evenings import MoneySheet

    money = MoneySheet(prize_costs=(("First lady", 1000),), other=(), **MONEY_FIELDS)

    def printable(what: str, blank: int = 0, **extra: object) -> Callable[[], int]:
        wanted = PrintSettings(club_name="Bench Whist Club", **extra)  # type: ignore[arg-type]

        def work() -> int:
            buffer = io.BytesIO()
            return render_drive_pdf(record, what, buffer, wanted, blank, money=money)

        return work

    print(f"{'document':32s} {'pages':>5s}  {'wall':>7s}  {'cpu':>7s}")
    total_time, total_cpu, total_pages = 0.0, 0.0, 0
    for name, work in [
        ("score cards (160 + 8 blank)", printable("cards", 8)),
        ("folded score cards (160)", printable("cards", folded=True)),
        ("table cards", printable("tables")),
        ("tent cards", printable("tents")),
        ("result slips", printable("slips")),
        ("wall chart", printable("wallchart")),
        ("movement guide", printable("guide")),
        ("half-time standings", printable("half_time")),
        ("final standings and prizes", printable("standings")),
        ("prize-giving script", printable("prizes")),
        ("money sheet", printable("money")),
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
    print(
        f"{'times the bare canvas (goal <= 3)':32s} {'':5s}  {total_time / bare:6.2f}x "
        f" {total_cpu / bare_cpu:6.2f}x"
    )

    def workbook() -> int:
        xlsx.write_standings_xlsx(record, results.standings_report(record), io.BytesIO())
        return 0

    job_size(record, settings, args.dpi)

    seconds, cpu, _ = best_of(args.repeat, workbook)
    print(f"{'standings workbook (xlsx)':32s} {'':5s}  {seconds:6.3f}s  {cpu:6.3f}s")
    print(f"load average while measuring: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")


def job_size(record: data.DriveRecord, settings: PrintSettings, dpi: int) -> None:
    """The score cards as the window prints them: painted onto a printer whose output is a
    file (Qt's PDF output), at `dpi`; the job's size beside the PDF's."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile
    from pathlib import Path

    from whistclub.ui.paint_threads import paint_on_one_thread

    paint_on_one_thread()  # as app.main does
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QApplication

    from whistclub.ui.drive.printing import paint_pdf

    app = QApplication.instance() or QApplication([])
    buffer = io.BytesIO()
    cards = data.score_cards(record) + data.blank_cards(record, 8)
    pages = pdf.render_score_cards_pdf(cards, buffer, settings)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "job.pdf"
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        printer.setResolution(dpi)
        start = time.perf_counter()
        paint_pdf(buffer.getvalue(), printer)
        seconds = time.perf_counter() - start
        job = path.stat().st_size
    print(
        f"print job, score cards, painted ({pages} sheets at {dpi} dpi): {job / 1e6:.1f} MB"
        f" from a {len(buffer.getvalue()) / 1e6:.2f} MB PDF, painted in {seconds:.2f} s"
    )
    # Where the system prints PDFs itself (CUPS), the window sends the PDF file to `lp`:
    # the job is the file `lp` is given (here `lp` is stood in for, recording its size).
    import subprocess

    from whistclub.ui.drive.printing import send_pdf

    sent: list[int] = []

    def lp(command: list[str], **_: object) -> subprocess.CompletedProcess[str]:
        sent.append(Path(command[-1]).stat().st_size)
        return subprocess.CompletedProcess(command, 0, "request id is bench-1", "")

    start = time.perf_counter()
    send_pdf(buffer.getvalue(), "bench", "Score cards", run=lp)
    seconds = time.perf_counter() - start
    print(
        f"print job, score cards, sent as the PDF (CUPS lp): {sent[0] / 1e6:.2f} MB,"
        f" handed over in {seconds:.2f} s"
    )
    del app


if __name__ == "__main__":
    main()
