"""The Club games page: the list of games on the left, the open game's score pad on the right."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.persistence.database import Database
from whistclub.services.games import list_games
from whistclub.ui.dates import day_text
from whistclub.ui.models import Column, RowsModel, fit_to_rows_in_view
from whistclub.ui.preset_texts import title_of

if TYPE_CHECKING:  # the score pads (and every variant's screens) load with the first game opened
    from whistclub.ui.scorepad import RunUseCase, ScorePad


class GamesModel(RowsModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(self.tr("No."), lambda r: str(r["id"]), lambda r: r["id"], True),
                Column(
                    self.tr("Date"),
                    lambda r: day_text(r["played_on"]),
                    lambda r: r["played_on"] or date.min,
                ),
                Column(self.tr("Title"), lambda r: r["title"]),
                Column(self.tr("Rules"), lambda r: title_of(r["profile"])),
            ],
            parent,
        )


class GamesPage(QWidget):
    new_game = Signal()
    show_history = Signal()

    def __init__(
        self,
        database: Database,
        run: RunUseCase,
        *,
        large_print: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self._run = run
        self._large_print = large_print
        self.pad: ScorePad | None = None
        self.model = GamesModel(self)  # it sorts itself: no proxy
        self.view = QTableView(self)
        self.view.setObjectName("gamesView")
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        # Fitted to the rows in view, not every game the club has played, and only when the
        # view is on screen (fit_to_rows_in_view, in refresh): a view not shown has no rows
        # in view, and a header resizing to its contents then measures every row (the big
        # club's 500 games: 25,000 cells, 120 ms of the window's idle preparation). A longer
        # title further down is cut short with "…", whole in its tooltip. Issue 24.
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.activated.connect(self._open_selected)
        self.view.clicked.connect(self._open_selected)
        new_button = QPushButton(self.tr("New club game…"), self)
        new_button.clicked.connect(self.new_game.emit)
        history_button = QPushButton(self.tr("History of this game…"), self)
        history_button.clicked.connect(self.show_history.emit)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.view, 1)
        # The buttons one above the other: side by side they set the list's least width,
        # which a 1366-pixel screen needs for the score pad (a five-player Solo table).
        left_layout.addWidget(new_button)
        left_layout.addWidget(history_button)
        self.pad_holder = QWidget(self)
        self.pad_layout = QVBoxLayout(self.pad_holder)
        self.pad_layout.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel(
            self.tr("Start a game with “New club game…”, or choose one from the list."),
            self.pad_holder,
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pad_layout.addWidget(self.empty)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(self.pad_holder)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        # The list wide enough for a game's number, date and title whole, the score pad the
        # rest: a five-player Solo pad in Spanish still fits 1366 pixels (test_fits_1366).
        splitter.setSizes([270, 1230])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.refresh()

    def refresh(self) -> None:
        games = list_games(self.database)
        self.model.set_rows(games)
        fit_to_rows_in_view(self.view)
        if self.pad is not None:
            if any(g["id"] == self.pad.game_id for g in games):
                self.pad.refresh()
            else:  # the game itself was undone
                self.close_pad()

    def _open_selected(self) -> None:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            game = self.model.row(rows[0].row())
            if self.pad is None or self.pad.game_id != game["id"]:
                if self.pad is not None and not self.pad.settle_before_close():
                    self._select(self.pad.game_id)  # back to the deal being typed
                    return
                self.open(game["id"])

    def _select(self, game_id: int) -> None:
        for row in range(self.model.rowCount()):
            if self.model.row(row)["id"] == game_id:
                self.view.selectRow(row)
                return

    def open(self, game_id: int) -> ScorePad:
        from whistclub.ui.scorepad import ScorePad

        self.close_pad()
        self.empty.hide()
        self.pad = ScorePad(
            self.database, game_id, self._run, large_print=self._large_print, parent=self
        )
        self.pad_layout.addWidget(self.pad)
        self.pad.show()  # at once, not when the layout's queued show runs: focus needs it
        self.pad.focus_entry()
        return self.pad

    def ready_to_close(self) -> bool:
        """False when the open pad holds a deal typed but not recorded and the secretary
        chose to go back to it (see ScorePad.settle_before_close)."""
        return self.pad is None or self.pad.settle_before_close()

    def close_pad(self) -> None:
        if self.pad is not None:
            self.pad_layout.removeWidget(self.pad)
            self.pad.hide()  # now: deleteLater waits for the event loop
            self.pad.deleteLater()
            self.pad = None
            self.empty.show()
