"""Printing and exporting from the Whist drives page (issue 8 item 3, issue 23 items 2 and 6,
issue 25 item 1), as a part of DrivePage (split from ui/drive/page.py along this seam).

One job = one PDF, the one the command line writes: the page's print settings (paper, the
club's name and language, the currency), the score cards' options of the job (blank cards,
card stock, folded card, large print: ui/drive/card_options.py) and, for table cards and
tents, each table's link to the tables' page, printed as a QR code. Print sends the PDF file
itself where the system prints PDFs (CUPS), and paints its pages elsewhere (ui/drive/printing.py).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from whistclub.services import ServiceError, evenings
from whistclub.services.evenings import LoadedEvening
from whistclub.ui.drive.card_options import CARD_PRINTABLES, CardOptions, CardOptionsPanel
from whistclub.ui.drive.refusals import drive_refusal_text

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QComboBox, QLabel

    from whistclub.persistence.database import Database
    from whistclub.reports.settings import PrintSettings

QR_PRINTABLES = ("tables", "tents")  # the printables that carry each table's QR code


class PrintJobs(QWidget):
    """Print preview, Print, Save as PDF and Export to Excel: DrivePage's base."""

    if TYPE_CHECKING:  # what DrivePage holds, which printing uses
        database: Database
        loaded: LoadedEvening | None
        event_id: int | None
        what: QComboBox
        status: QLabel
        card_panel: CardOptionsPanel
        preview_printer: QPrinter | None
        preview_dialog: QPrintPreviewDialog | None

        def show_problem(self, message: str) -> None: ...

    def _record(self) -> Any:
        if self.loaded is None:
            self.show_problem(QCoreApplication.translate("DrivePage", "Choose an evening first."))
            return None
        try:
            return evenings.printable_record(self.loaded)
        except ServiceError as error:
            self.show_problem(drive_refusal_text(error))
            return None

    def card_options(self) -> CardOptions | None:
        """The score cards' options of this job; None when something else is printed."""
        what = self.what.currentData()
        return self.card_panel.options(what) if what in CARD_PRINTABLES else None

    def print_settings(self, options: CardOptions | None = None) -> PrintSettings:
        from whistclub.reports.settings import PrintSettings  # the paper's, at the first print
        from whistclub.services.settings import club_currency

        window = self.window()
        settings = getattr(window, "settings", None)
        large = bool(getattr(settings, "large_print", False)) if settings else False
        return PrintSettings(
            # The window's setting is `paper_size` (ui/settings.py AppSettings).
            paper=getattr(settings, "paper_size", "A4") if settings else "A4",
            club_name=getattr(settings, "club_name", "") if settings else "",
            large_print=options.large_print if options is not None else large,
            cards_per_sheet=options.cards_per_sheet if options is not None else 4,
            folded=options.folded if options is not None else False,
            language=self._paper_language(),
            currency=club_currency(self.database)[0],
        )

    def _paper_language(self) -> str:
        """The club's language on paper (club.language, so every laptop prints alike); a
        club that never chose one prints in the window's language."""
        from whistclub.reports.settings import LANGUAGES
        from whistclub.services.settings import club_language
        from whistclub.ui import i18n

        language, version = club_language(self.database)
        if version is not None:
            return language
        window = i18n.current_language()
        return window if window in LANGUAGES else "en"

    def table_links(self, record: Any) -> dict[int, str] | None:
        """Each table's link for the QR codes of table cards and tents (issue 25 item 1):
        the open tables' page's own address, or, once its keys exist (the page was opened
        this evening), the address it opens at (this laptop, port 8025); else none."""
        from whistclub.services import table_keys
        from whistclub.ui.drive.tables_page import PORT, TablesPageDialog
        from whistclub.web import default_address, lan_address, table_links

        if self.what.currentData() not in QR_PRINTABLES or self.event_id is None:
            return None
        dialog = getattr(self, "tables_page", None)
        if isinstance(dialog, TablesPageDialog) and dialog.server.running:
            address, keys = dialog.server.address, dialog.server.desk.keys()
        elif table_keys.keys_made(self.database, self.event_id):
            address = default_address(lan_address(), PORT)
            keys = table_keys.page_keys(self.database, self.event_id)
        else:
            return None
        tables = sorted({t.table for change in record.changes for t in change.seating.tables})
        return table_links(address, keys, tables)

    def page_link(self) -> str | None:
        """The evening's page on the results website (the club's site.address), printed as
        a QR code on the final standings (issue 26 item 5); None without an address."""
        from whistclub.services.settings import evening_page

        if self.what.currentData() != "standings" or self.event_id is None:
            return None
        return evening_page(self.database, self.event_id)

    def _pdf(self, label: str) -> bytes | None:
        from whistclub.ui.drive import printing  # Qt's printing module: at the first print

        record = self._record()
        if record is None:
            return None
        what = self.what.currentData()
        options = self.card_options()
        money = evenings.money_sheet(self.loaded) if self.loaded is not None else None
        progress = printing.ProgressShown(self, label)
        try:
            return printing.pdf_bytes(
                record,
                what,
                self.print_settings(options),
                options.blank if options is not None else 0,
                progress,
                money,
                self.table_links(record),
                self.page_link(),
            )
        finally:
            progress.close()

    def _printer(self) -> QPrinter:
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.what.currentText())
        return printer

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from whistclub.ui.drive import printing  # Qt's printing module: at the first print

        data = self._pdf(QCoreApplication.translate("DrivePage", "Preparing the preview…"))
        if data is None:
            return
        # QPrintPreviewDialog does not own the printer it is given: Python must keep it alive
        # for as long as the dialog paints on it, or the preview paints on freed memory and the
        # app dies with a segmentation fault.
        printer = self.preview_printer = self._printer()
        dialog = QPrintPreviewDialog(printer, self)
        dialog.setWindowTitle(
            QCoreApplication.translate("DrivePage", "Print preview: {0}").format(
                self.what.currentText()
            )
        )
        dialog.paintRequested.connect(lambda printer: printing.paint_pdf(data, printer))
        self.preview_dialog = dialog
        try:
            dialog.exec()
        finally:
            # The dialog goes first, while the printer it points at still exists.
            self.preview_dialog = None
            shiboken6.delete(dialog)
            self.preview_printer = None

    def print(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        from whistclub.ui.drive import printing  # Qt's printing module: at the first print

        data = self._pdf(QCoreApplication.translate("DrivePage", "Preparing the pages…"))
        if data is None:
            return
        printer = self._printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        queue = printing.system_printer(printer)
        progress = printing.ProgressShown(
            self, QCoreApplication.translate("DrivePage", "Printing…")
        )
        try:
            if queue is not None:  # the system prints the PDF itself, at its own size
                wanted = (printer.fromPage(), printer.toPage()) if printer.fromPage() else None
                pages = printing.send_pdf(
                    data, queue, self.what.currentText(), printer.copyCount(), wanted
                )
            else:
                pages = printing.paint_pdf(data, printer, progress)
        except OSError as error:
            self.show_problem(str(error))
            return
        finally:
            progress.close()
        self.status.setStyleSheet("")
        if queue is not None:
            self.status.setText(
                QCoreApplication.translate("DrivePage", "{0} page(s) sent to {1} as a PDF.").format(
                    pages, queue
                )
            )
        else:
            self.status.setText(
                QCoreApplication.translate("DrivePage", "{0} page(s) sent to the printer.").format(
                    pages
                )
            )

    def save_pdf(self) -> None:
        from whistclub.ui.drive import printing  # Qt's printing module: at the first print

        record = self._record()
        if record is None:
            return
        suggested = f"{_slug(self.loaded)}-{self.what.currentData()}.pdf"
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("DrivePage", "Save as PDF"),
            suggested,
            QCoreApplication.translate("DrivePage", "PDF files (*.pdf)"),
        )
        if not path:
            return
        options = self.card_options()
        progress = printing.ProgressShown(
            self, QCoreApplication.translate("DrivePage", "Writing the PDF…")
        )
        try:
            money = evenings.money_sheet(self.loaded) if self.loaded is not None else None
            printing.save_pdf(
                record,
                self.what.currentData(),
                Path(path),
                self.print_settings(options),
                options.blank if options is not None else 0,
                progress,
                money,
                self.table_links(record),
                self.page_link(),
            )
        except OSError as error:
            self.show_problem(
                QCoreApplication.translate("DrivePage", "Cannot write {0}: {1}").format(
                    path, error.strerror or error
                )
            )
            return
        finally:
            progress.close()
        self.status.setStyleSheet("")
        self.status.setText(QCoreApplication.translate("DrivePage", "Saved {0}").format(path))

    def export_xlsx(self) -> None:
        from whistclub.ui.drive import printing  # Qt's printing module: at the first print

        record = self._record()
        if record is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("DrivePage", "Export to Excel"),
            f"{_slug(self.loaded)}.xlsx",
            QCoreApplication.translate("DrivePage", "Excel workbooks (*.xlsx)"),
        )
        if not path:
            return
        try:
            paper = self.print_settings()  # the club's language and currency
            money = evenings.money_sheet(self.loaded) if self.loaded is not None else None
            printing.save_xlsx(
                record, Path(path), paper.language, money, paper.currency, paper.club_name
            )
        except OSError as error:
            self.show_problem(
                QCoreApplication.translate("DrivePage", "Cannot write {0}: {1}").format(
                    path, error.strerror or error
                )
            )
            return
        self.status.setStyleSheet("")
        self.status.setText(QCoreApplication.translate("DrivePage", "Saved {0}").format(path))


def _slug(loaded: LoadedEvening | None) -> str:
    if loaded is None:
        return "drive"
    name = "".join(c if c.isalnum() else "-" for c in str(loaded.event["name"]).lower())
    held = loaded.event.get("held_on")
    return f"{name}-{held.isoformat()}" if isinstance(held, date) else name
