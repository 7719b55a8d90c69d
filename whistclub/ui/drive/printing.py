"""Print preview, print, "Save as PDF" and "Export to Excel" for an evening (issue 8 item 3).

What is printed is exactly the PDF the command line writes (`render_drive_pdf`), at the PDF's
own page size (issue 23 item 6), so the preview, the printout and the saved file never differ
and a card prints at its size:
* where the system prints PDFs itself (CUPS's `lp`, on Linux and macOS) the PDF file is sent
  to the chosen printer as it is, with its paper size and no scaling (`send_pdf`): the job is
  the PDF's size;
* elsewhere (Windows, or Qt's own PDF output) its pages are rasterised with pypdfium2 at the
  printer's resolution (up to 600 dpi) and painted onto the printer's pages at the PDF's own
  page size, full page and unscaled (`paint_pdf`).
Long jobs report progress.

reportlab, openpyxl and pypdfium2 are imported when something is first printed, saved or
exported, not when the window starts (issue 24: a third of a second of start-up).
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QRect, QSizeF, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPaintEngine, QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QProgressDialog, QWidget

from whistclub.reports.settings import PrintSettings

# (done, total) -> False when the user cancelled
Progress = Callable[[int, int], bool]


def pdf_bytes(
    record: Any,
    what: str,
    settings: PrintSettings,
    blank: int = 0,
    progress: Progress | None = None,
    money: Any = None,
    links: dict[int, str] | None = None,
    page_link: str | None = None,
) -> bytes:
    """The printable as PDF bytes (rendering reports its progress page by page); `links`:
    each table's QR code on table cards and tents; `page_link`: the evening's page on the
    results website, a QR code on the final standings."""
    buffer = io.BytesIO()

    def step(done: int, total: int) -> None:
        if progress is not None:
            progress(done, total)

    from whistclub.reports.printables import render_drive_pdf

    render_drive_pdf(record, what, buffer, settings, blank, step, money, links, page_link)
    return buffer.getvalue()


def page_image(document: Any, number: int, dpi: float) -> QImage:
    """One PDF page as an image at `dpi` (white paper, RGB)."""
    page = document[number]
    bitmap = page.render(scale=dpi / 72, fill_color=(255, 255, 255, 255), rev_byteorder=True)
    formats = {
        "RGB": QImage.Format.Format_RGB888,
        "RGBA": QImage.Format.Format_RGBA8888,
        "RGBX": QImage.Format.Format_RGBX8888,
        "L": QImage.Format.Format_Grayscale8,
    }
    image = QImage(
        bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride, formats[bitmap.mode]
    )
    return image.copy()  # own the pixels: the bitmap's buffer goes away with it


# The resolution pages are rasterised at: the printer's own, up to this (a 1200 dpi laser
# gains nothing readable over 600 for cards and lists, and the job would be four times larger).
MAX_DPI = 600
# A preview is looked at on a screen: 150 dpi is sharp there at twice the page's size, and
# paints a 14-page set of cards sixteen times faster than 600 dpi would.
PREVIEW_DPI = 150


def _previewing(printer: QPrinter) -> bool:
    """True while a print preview records the pages (Qt's preview engine is a picture
    engine); printing from the preview dialog paints again through the real engine."""
    engine = printer.paintEngine()
    return engine is not None and engine.type() == QPaintEngine.Type.Picture


def paint_pdf(data: bytes, printer: QPrinter, progress: Progress | None = None) -> int:
    """Paint every page of the PDF onto the printer (or the preview) at the PDF's own size:
    each printer page is set to the PDF page's size, the whole paper is painted (no
    margins added), and the page is rasterised at the printer's resolution so that nothing
    is scaled: an A6 card prints A6 and the cut lines fall where the PDF has them.
    Returns the pages painted."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        total = len(document)
        printer.setFullPage(True)
        if total:
            _fit_page(printer, document[0].get_size())
        painter = QPainter()
        if not painter.begin(printer):
            raise OSError(QCoreApplication.translate("Drive", "the printer could not start"))
        dpi = min(printer.resolution(), PREVIEW_DPI if _previewing(printer) else MAX_DPI)
        try:
            for number in range(total):
                if progress is not None and not progress(number, total):
                    break
                if number:
                    _fit_page(printer, document[number].get_size())
                    printer.newPage()
                image = page_image(document, number, dpi)
                # the page's own size in the printer's pixels: drawn 1:1 from its corner
                width_pt, height_pt = document[number].get_size()
                scale = printer.resolution() / 72
                target = QRect(0, 0, round(width_pt * scale), round(height_pt * scale))
                painter.drawImage(target, image)
            else:
                number = total
        finally:
            painter.end()
        if progress is not None:
            progress(total, total)
        return number if total else 0
    finally:
        document.close()


def _fit_page(printer: QPrinter, size: tuple[float, float]) -> None:
    """Set the printer's paper to the PDF page's size and orientation (A4, Letter, A6 card
    stock, A5 folded cards), so the printer neither shrinks nor crops it."""
    width, height = size
    portrait = QPageSize(QSizeF(min(width, height), max(width, height)), QPageSize.Unit.Point)
    matched = QPageSize(QPageSize.id(portrait.size(QPageSize.Unit.Point), QPageSize.Unit.Point))
    page_size = (
        matched if matched.isValid() and matched.id() != QPageSize.PageSizeId.Custom else portrait
    )
    orientation = (
        QPageLayout.Orientation.Landscape if width > height else QPageLayout.Orientation.Portrait
    )
    layout = QPageLayout(page_size, orientation, QMarginsF(0, 0, 0, 0))
    current = printer.pageLayout()
    if current.pageSize().isEquivalentTo(page_size) and current.orientation() == orientation:
        return  # the same paper: an active printer (a preview painting) refuses to be re-set
    printer.setPageLayout(layout)


# --- the system's own PDF printing (CUPS) -------------------------------------------------

# CUPS's names for the PDFs' page sizes, in points (PWG 5101.1 media names that `lp -o media=`
# takes); any other size goes as Custom.WxHmm.
MEDIA = {
    (595, 842): "A4",
    (612, 792): "Letter",
    (420, 595): "A5",
    (298, 420): "A6",
}
LP_TIMEOUT = 60  # seconds for `lp` to hand the file to the print queue


def system_printer(printer: QPrinter) -> str | None:
    """The print queue that takes the PDF itself, or None to paint the pages: a real printer
    (not Qt's PDF output) chosen on a system with CUPS's `lp` (Linux, macOS)."""
    if sys.platform.startswith("win") or shutil.which("lp") is None:
        return None
    if printer.outputFormat() != QPrinter.OutputFormat.NativeFormat:
        return None
    return printer.printerName() or None


def media_name(size: tuple[float, float]) -> str:
    """CUPS's media name for a page of `size` points (either orientation)."""
    width, height = sorted(size)
    known = MEDIA.get((round(width), round(height)))
    if known is not None:
        return known
    return f"Custom.{width / 72 * 25.4:.0f}x{height / 72 * 25.4:.0f}mm"


def lp_command(
    path: Path, queue: str, title: str, size: tuple[float, float], copies: int = 1,
    pages: tuple[int, int] | None = None,
) -> list[str]:  # fmt: skip
    """`lp` sending the PDF file to `queue` on paper of the PDF's size, never scaled to fit."""
    command = ["lp", "-d", queue, "-t", title or "WhistClub", "-n", str(max(copies, 1))]
    command += ["-o", f"media={media_name(size)}", "-o", "print-scaling=none"]
    command += ["-o", "fit-to-page=false"]  # older cups-filters' name for the same
    if pages is not None:
        command += ["-P", f"{pages[0]}-{pages[1]}"]
    return [*command, "--", str(path)]


def send_pdf(
    data: bytes, queue: str, title: str, copies: int = 1, pages: tuple[int, int] | None = None,
    run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run,
) -> int:  # fmt: skip
    """Send the PDF to the system's print queue `queue` (CUPS); returns its pages. `lp` has
    spooled the file when it returns, so the temporary copy goes at once."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        total, size = len(document), document[0].get_size()
    finally:
        document.close()
    with tempfile.TemporaryDirectory(prefix="whistclub-print-") as folder:
        path = Path(folder) / "whistclub.pdf"
        path.write_bytes(data)
        try:
            done = run(
                lp_command(path, queue, title, size, copies, pages),
                capture_output=True, text=True, timeout=LP_TIMEOUT, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired) as error:
            raise OSError(
                QCoreApplication.translate(
                    "Drive", "The system's printing did not answer ({0}): try Print again."
                ).format(error)
            ) from None
    if done.returncode != 0:
        said = _last_line(done.stderr) or str(done.returncode)
        raise OSError(
            QCoreApplication.translate(
                "Drive", "The printer {0} refused the job ({1}): check it in the system's printers."
            ).format(queue, said)
        )
    if pages is not None:
        return max(0, min(pages[1], total) - pages[0] + 1)
    return total


def _last_line(text: Sequence[str] | str | None) -> str:
    lines = [line.strip() for line in str(text or "").splitlines() if line.strip()]
    return lines[-1] if lines else ""


class ProgressShown:
    """A QProgressDialog for long jobs (shown only after a moment), as a Progress callback."""

    def __init__(self, parent: QWidget, label: str) -> None:
        self.dialog = QProgressDialog(
            label, QCoreApplication.translate("Drive", "Cancel"), 0, 0, parent
        )
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(400)
        self.dialog.setAutoClose(True)
        self.steps: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> bool:
        self.steps.append((done, total))
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(min(done, max(total, 1)))
        QCoreApplication.processEvents()
        return not self.dialog.wasCanceled()

    def close(self) -> None:
        self.dialog.reset()
        self.dialog.close()
        self.dialog.deleteLater()


def save_pdf(
    record: Any,
    what: str,
    path: Path,
    settings: PrintSettings,
    blank: int,
    progress: Progress | None,
    money: Any = None,
    links: dict[int, str] | None = None,
    page_link: str | None = None,
) -> None:
    path.write_bytes(pdf_bytes(record, what, settings, blank, progress, money, links, page_link))


def save_xlsx(
    record: Any,
    path: Path,
    language: str = "en",
    money: Any = None,
    currency: str = "GBP",
    club_name: str = "",
) -> None:
    from whistclub.reports.printables import write_drive_xlsx

    write_drive_xlsx(record, path, language, money, currency, club_name)
