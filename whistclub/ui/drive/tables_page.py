"""The tables' page dialog: the laptop serves a page each table opens on a phone (issue 25).

Opening it starts the web server (whistclub/web/server.py) for the evening shown; closing it
stops the server, so nothing listens while it is closed. A result from a phone reaches this
window as a Qt signal: the server's threads emit it and Qt queues it to the GUI thread, where
the page reads the evening again, so the entry grid, the standings and the caller's board show
it. A disagreement is shown here and on the page's status line; nothing is overwritten.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from whistclub.services.table_results import in_play_tables
from whistclub.ui.i18n import current_language
from whistclub.web import DEFAULT_PORT, qr_png

if TYPE_CHECKING:
    from whistclub.ui.drive.page import DrivePage

# Where the dialog listens: None is the laptop's address on the hall's network (the tests
# set 127.0.0.1 and port 0, a free port).
DEFAULT_HOST: str | None = None
PORT = DEFAULT_PORT


class _News(QObject):
    """Carries the server's news to the GUI thread (emitted from the server's threads)."""

    arrived = Signal(str, int, int)


def open_for(page: DrivePage) -> TablesPageDialog | None:
    """Open the dialog for the evening on the page (one at a time)."""
    if page.event_id is None:
        page.show_problem(
            QCoreApplication.translate(
                "TablesPageDialog", "Open or start an evening first: the tables' page serves it."
            )
        )
        return None
    existing = getattr(page, "tables_page", None)
    if isinstance(existing, TablesPageDialog) and existing.isVisible():
        existing.raise_()
        return existing
    try:
        dialog = TablesPageDialog(page, host=DEFAULT_HOST, port=PORT)
    except OSError as error:
        page.show_problem(
            QCoreApplication.translate(
                "TablesPageDialog", "The tables' page cannot listen on this laptop's network ({0})."
            ).format(error.strerror or str(error))
        )
        return None
    page.tables_page = dialog  # type: ignore[attr-defined]
    dialog.show()
    return dialog


class TablesPageDialog(QDialog):
    """The address, the evening code, the QR code, and one line per table with its link."""

    def __init__(self, page: DrivePage, host: str | None = None, port: int = PORT) -> None:
        super().__init__(page)
        self.page = page
        self.setObjectName("tablesPageDialog")
        name = page.loaded.event["name"] if page.loaded is not None else ""
        self.setWindowTitle(self.tr("Tables' page") + (f" · {name}" if name else ""))
        self.news = _News(self)
        self.news.arrived.connect(self._news)
        self._reload_page = False
        self._desk_timer = QTimer(self)  # the desk takes the page's evening (_laptop_changed)
        self._desk_timer.setSingleShot(True)
        self._desk_timer.setInterval(0)
        self._desk_timer.timeout.connect(self._desk_up_to_date)
        self._coalesce = QTimer(self)
        self._coalesce.setSingleShot(True)
        self._coalesce.setInterval(0)  # as soon as the news queued meanwhile is in
        self._coalesce.timeout.connect(self._show_news)
        assert page.event_id is not None
        # The web server is imported when the page is opened, not when the window starts.
        self._host, self._port = host, port
        self.server = self._make_server(https=False)
        self._numbers: list[int] = []
        self._build()
        self.server.start()
        # Quitting the app with the dialog open stops the page too.
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        # The secretary's own entries and calls: the phones see them at once.
        page.undo_stack.indexChanged.connect(self._laptop_changed)
        self._listening = True
        self.show_tables()

    def _make_server(self, https: bool) -> Any:
        from whistclub.web.server import TablesServer

        assert self.page.event_id is not None
        return TablesServer(
            self.page.database,
            self.page.event_id,
            host=self._host,
            port=self._port,
            club_language=current_language(),
            on_news=self.news.arrived.emit,  # from the server's threads
            https=https,
        )

    def set_https(self, https: bool) -> None:
        """Serve again, over HTTPS with the laptop's self-signed certificate or over plain
        HTTP: the address, the QR code and every table's link change with it."""
        from whistclub.web.certificate import CertificateError

        if https == (self.server.certificate is not None):
            return
        self.server.stop()
        try:
            self.server = self._make_server(https)
        except (CertificateError, OSError) as error:
            self.server = self._make_server(False)
            self.https.blockSignals(True)
            self.https.setChecked(False)
            self.https.blockSignals(False)
            self.problems.setText(
                self.tr("HTTPS cannot be used: {0}").format(
                    str(error) if isinstance(error, CertificateError) else error.strerror or error
                )
            )
        self.server.start()
        self._show_address()
        self._numbers = []  # every link changed: the rows are made again
        self.show_tables()

    def _show_address(self) -> None:
        self.address.setText(self.server.address)
        self.qr.setPixmap(qr_pixmap(self.server.address, 6))
        if self.server.fingerprint:
            self.fingerprint.setText(
                self.tr(
                    "Each phone warns once that the certificate is not trusted: it is this "
                    "laptop's own. Its SHA-256 fingerprint:"
                )
                + "\n"
                + self.server.fingerprint
            )
        else:
            self.fingerprint.setText("")

    # -- layout ---------------------------------------------------------------------------

    def _build(self) -> None:
        intro = QLabel(
            self.tr(
                "Each table opens its own page on a phone: scan the QR code (or type the "
                "address) and give the evening code and the table's number, or scan the "
                "table's own link. Results arrive in the entry grid as they are sent. Closing "
                "this window stops the page."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.address = QLabel(self.server.address, self)
        self.address.setObjectName("tablesAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code = QLabel(self.server.code, self)
        self.code.setObjectName("eveningCode")
        big = QFont(self.code.font())
        big.setPointSize(max(big.pointSize(), 10) + 14)
        big.setBold(True)
        self.code.setFont(big)
        self.address.setFont(big)
        self.qr = QLabel(self)
        self.qr.setObjectName("tablesQr")
        self.https = QCheckBox(
            self.tr("Serve over HTTPS (a certificate of this laptop's own)"), self
        )
        self.https.setObjectName("tablesHttps")
        self.https.setToolTip(
            self.tr(
                "Others on the hall's Wi-Fi cannot read the tables' links and results as they "
                "pass; each phone warns once that the certificate is not trusted"
            )
        )
        self.https.toggled.connect(self.set_https)
        self.fingerprint = QLabel(self)
        self.fingerprint.setObjectName("tablesFingerprint")
        self.fingerprint.setWordWrap(True)
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._show_address()
        facts = QVBoxLayout()
        facts.addWidget(QLabel(self.tr("Address"), self))
        facts.addWidget(self.address)
        facts.addWidget(QLabel(self.tr("Evening code"), self))
        facts.addWidget(self.code)
        facts.addWidget(self.https)
        facts.addWidget(self.fingerprint)
        facts.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(facts, 1)
        top.addWidget(self.qr)
        self.tables = QTableWidget(0, 4, self)
        self.tables.setObjectName("tablesLinks")
        self.tables.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("This change"), self.tr("Link"), ""]
        )
        self.tables.verticalHeader().setVisible(False)
        self.tables.horizontalHeader().setStretchLastSection(False)
        self.tables.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.problems = QLabel(self)
        self.problems.setObjectName("tablesProblems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b71c1c; font-weight: bold;")
        close = QPushButton(self.tr("Stop the page and close"), self)
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(top)
        layout.addWidget(self.problems)
        layout.addWidget(self.tables, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(820, 620)

    # -- showing ---------------------------------------------------------------------------

    def show_tables(self) -> None:
        desk = self.server.desk
        loaded = desk.current()  # in memory: the desk's own results are in it at once
        numbers = in_play_tables(loaded)
        rebuilt = numbers != self._numbers
        if rebuilt:  # the buttons are made once per table, not at every news
            self._numbers = numbers
            self._stamps: dict[int, Any] = {}
            self.tables.clearContents()
            self.tables.setRowCount(len(numbers))
        for row, table in enumerate(numbers):
            stamp = (desk.stamp(table), loaded.called)
            if self._stamps.get(table) == stamp:
                continue  # nothing new for this table: its row stays as it is
            self._stamps[table] = stamp
            self.tables.setItem(row, 0, QTableWidgetItem(str(table)))
            self.tables.setItem(row, 1, QTableWidgetItem(self._state(desk.view(table))))
            link = QTableWidgetItem(self.server.link(table))
            link.setToolTip(self.server.link(table))
            self.tables.setItem(row, 2, link)
            if rebuilt:
                revoke = QPushButton(self.tr("New link"))
                revoke.setObjectName(f"newLink{table}")
                revoke.setToolTip(self.tr("A lost phone: the old link stops working"))
                revoke.clicked.connect(lambda _=False, table=table: self.new_link(table))
                self.tables.setCellWidget(row, 3, revoke)
        if rebuilt:
            self.tables.resizeColumnsToContents()
        self._show_disagreements()

    def _state(self, view: dict[str, Any]) -> str:
        if view["result"] is not None:
            return self.tr("In: North-South {0}").format(", ".join(map(str, view["result"])))
        if view["disagreement"]:
            return self.tr("Disagree: see below")
        claims = view["claims"]
        if "ns" in claims:
            return self.tr("North-South sent {0}; East-West to agree").format(
                ", ".join(map(str, claims["ns"]))
            )
        if "ew" in claims:
            return self.tr("East-West sent; North-South to agree")
        return self.tr("Still to come in")

    def _show_disagreements(self) -> None:
        lines = []
        for d in self.server.desk.disagreements():
            if "laptop" in d.figures:
                lines.append(
                    self.tr(
                        "Table {0}, change {1}: its page says North-South {2}, the laptop has "
                        "{3}. The laptop's figure stands: correct it in the entry grid if the "
                        "table is right."
                    ).format(
                        d.table,
                        d.change,
                        _tricks(next(f for s, f in d.figures.items() if s != "laptop")),
                        _tricks(d.figures["laptop"]),
                    )
                )
            else:
                lines.append(
                    self.tr(
                        "Table {0}, change {1}: North-South say {2}, East-West say North-South "
                        "{3}. Decide and type the result in the entry grid."
                    ).format(d.table, d.change, _tricks(d.figures["ns"]), _tricks(d.figures["ew"]))
                )
        self.problems.setText("\n".join(lines))
        if lines:
            self.page.show_problem(lines[-1])

    # -- what happens ------------------------------------------------------------------------

    def _news(self, what: str, _change: int, _table: int) -> None:
        """From the server, queued to the GUI thread: a result in, a claim, a disagreement.
        The first news starts a zero timer: it fires once the news already queued has been
        taken in, and everything arriving until then (during a refresh, say) is shown with it,
        so forty tables sending at once make a few refreshes, not forty. Later news does not
        start it again (no waiting for a quiet moment; bench/bench_tables_page.py measured
        no gain from a 40 ms wait)."""
        self._reload_page = self._reload_page or what == "recorded"
        if not self._coalesce.isActive():
            self._coalesce.start()

    def _show_news(self) -> None:
        if self._reload_page:
            self._reload_page = False
            self._bring_page_up_to_date()
        self.show_tables()

    def _bring_page_up_to_date(self) -> None:
        """The phones' results on the page's screens: the evening in memory patched with the
        audit entries written since (services.evening_updates), not read back whole."""
        from whistclub.services import evening_updates

        page = self.page
        if page.loaded is None or page.loaded.event_id != page.event_id:
            page.reload()
            return
        page.loaded = evening_updates.brought_up_to_date(page.database, page.loaded)
        page.show_loaded()
        if page.loaded.called and page.loaded.complete(page.loaded.called):
            # The change's last results: painted now, not after the call of the next change
            # that seeing them prompts (queued ahead of Qt's low-priority paint, it held the
            # standings back by its own 40-50 ms; bench/bench_tables_page.py). Not at every
            # news: a paint per batch would undo Qt's merging of paints while they pour in.
            page.paint_now()

    def _laptop_changed(self, _index: int) -> None:
        """The secretary's own entry, call or undo: the desk takes the page's evening once the
        page has brought it up to date (the undo stack tells before the page refreshes), so
        the evening is not read and worked out whole a second time for the phones, and the
        phones hear of it once the window's own work for it is done."""
        if not self._desk_timer.isActive():
            self._desk_timer.start()

    def _desk_up_to_date(self) -> None:
        if not self.server.running:
            return
        loaded = self.page.loaded
        desk = self.server.desk
        if loaded is None or loaded.event_id != self.page.event_id or not desk.adopt(loaded):
            desk.refresh()
        self.show_tables()

    def new_link(self, table: int) -> None:
        self.server.desk.new_link(table)
        self.show_tables()

    def closeEvent(self, event: Any) -> None:
        self.stop()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)

    def stop(self) -> None:
        if self.server.running:
            self.server.stop()
        if self._listening:
            self._listening = False
            self.page.undo_stack.indexChanged.disconnect(self._laptop_changed)


def _tricks(figures: tuple[int, ...]) -> str:
    return ", ".join(map(str, figures))


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    """The QR code of `text` on screen (segno's PNG, read by Qt)."""
    image = QImage.fromData(qr_png(text, scale), "PNG")
    return QPixmap.fromImage(image)
