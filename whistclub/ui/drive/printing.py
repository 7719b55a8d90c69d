"""Print preview, print, "Save as PDF" and "Export to Excel" for an evening (issue 8 item 3).

What is printed is exactly the PDF the command line writes (`render_drive_pdf`): its pages are
rasterised with pypdfium2 at the printer's resolution and painted onto the printer's pages,
so the preview, the printout and the saved file never differ. Long jobs report progress.

reportlab, openpyxl and pypdfium2 are imported when something is first printed, saved or
exported, not when the window starts (issue 24: a third of a second of start-up).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QImage, QPainter
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
) -> bytes:
    """The printable as PDF bytes (rendering reports its progress page by page)."""
    buffer = io.BytesIO()

    def step(done: int, total: int) -> None:
        if progress is not None:
            progress(done, total)

    from whistclub.reports.printables import render_drive_pdf

    render_drive_pdf(record, what, buffer, settings, blank, step)
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


def paint_pdf(data: bytes, printer: QPrinter, progress: Progress | None = None) -> int:
    """Paint every page of the PDF onto the printer (or the preview); returns pages painted."""
    import pypdfium2

    document = pypdfium2.PdfDocument(data)
    try:
        total = len(document)
        painter = QPainter()
        if not painter.begin(printer):
            raise OSError(QCoreApplication.translate("Drive", "the printer could not start"))
        dpi = min(printer.resolution(), 300)
        try:
            for number in range(total):
                if progress is not None and not progress(number, total):
                    break
                if number:
                    printer.newPage()
                image = page_image(document, number, dpi)
                area = painter.viewport()
                scaled = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                target = QRect(area.x(), area.y(), scaled.width(), scaled.height())
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
) -> None:
    path.write_bytes(pdf_bytes(record, what, settings, blank, progress))


def save_xlsx(record: Any, path: Path) -> None:
    from whistclub.reports.printables import write_drive_xlsx

    write_drive_xlsx(record, path)
