"""Opens the real print preview of every printable of the demo club's drive, lets it paint,
and closes it: run as its own process by test_print_preview.py, so a crash in Qt (exit 139)
is a failed test and not a dead test run.

Usage: python preview_every_printable.py DATABASE_FILE LANGUAGE
Prints one line "printable: N page(s)" per printable, then "all previews closed".
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QApplication

from whistclub.persistence import open_database
from whistclub.services.evenings import list_events
from whistclub.ui.i18n import install_translator
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings


def close_when_painted(page, painted: list[int]) -> None:
    """Polls for the open preview; once it has painted its pages, closes it."""
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QPrintPreviewDialog):
        preview = dialog.findChild(QPrintPreviewWidget)
        gc.collect()  # a printer nobody keeps would be freed here
        if preview is not None and preview.pageCount() > 0:
            dialog.repaint()
            QApplication.processEvents()
            painted.append(preview.pageCount())
            dialog.reject()
            return
    QTimer.singleShot(50, lambda: close_when_painted(page, painted))


def main() -> int:
    app = QApplication(sys.argv[:1])
    install_translator(sys.argv[2])
    database = open_database(f"sqlite:///{sys.argv[1]}")
    window = MainWindow(database, AppSettings())
    window.show()
    window.show_drives()
    page = window.drive_page
    page.open_event(list_events(database)[0]["id"])
    for index in range(page.what.count()):
        page.what.setCurrentIndex(index)
        painted: list[int] = []
        QTimer.singleShot(0, lambda painted=painted: close_when_painted(page, painted))
        page.print_preview()
        gc.collect()
        app.processEvents()
        if not painted or painted[0] < 1:
            print(f"{page.what.currentData()}: the preview painted nothing", flush=True)
            return 1
        print(f"{page.what.currentData()}: {painted[0]} page(s)", flush=True)
    window.close()
    database.close()
    print("all previews closed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
