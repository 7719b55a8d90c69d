"""The score pad of one open game: the deals so far with running scores, an entry line for
the next deal (or a correction), who deals next, and the "Why?" panel of the selected deal.

Nothing is saved until the deal is valid: the domain scores the whole game with the new deal
(through the services) and a refusal is shown on the cell its place names, in words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import get_preset
from whistclub.persistence.database import Database
from whistclub.services import Changes
from whistclub.services.club import player_names
from whistclub.services.games import (
    correct_deal,
    correct_deal_moving_later,
    delete_deal,
    read_game,
    record_deal,
)
from whistclub.ui.errors import refusal_text
from whistclub.ui.explain import explain_deals, explain_rubber
from whistclub.ui.families import FAMILIES, Cell, EntryError, Family, OpenGame
from whistclub.ui.fit_columns import ColumnFitter
from whistclub.ui.models import RowsModel
from whistclub.ui.why_panel import DealsAndWhy, WhyPanel, bullet_lines

RunUseCase = Callable[..., Changes | None]

INVALID_STYLE = "background: #fde2e2; border: 2px solid #c62828;"


def open_game(database: Database, game_id: int) -> OpenGame:
    """A fresh snapshot of the game: its row, header, deals, seats and scored result. Read
    again after every deal recorded: the game's own rows and its players' names alone, not
    every game and player of the club's past (issue 24)."""
    game, document, deals, seats = read_game(database, game_id)
    header = {k: v for k, v in document.items() if k != "deals"}
    return OpenGame(
        game=game,
        header=header,
        deals=deals,
        seats=seats,
        names=player_names(database, (p for p in seats.values() if p is not None)),
        preset=get_preset(game["profile"]),
        result=score_document(document),
        database_name=database.describe(),
    )


class ScorePad(QWidget):
    """One game's pad; `run(text, use_case, on_error)` is the window's undoable runner."""

    selected_deal_changed = Signal(int)

    def __init__(
        self,
        database: Database,
        game_id: int,
        run: RunUseCase,
        *,
        large_print: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scorePad")
        self.database = database
        self.game_id = game_id
        self._run = run
        self._correcting: dict[str, Any] | None = None
        self._why_cache = None
        self.game = open_game(database, game_id)
        self.family: Family = FAMILIES[self.game.preset.family](self.game)
        self._build(large_print)
        self.refresh()
        self._blank = self.entry_state()  # what the entry line holds with nothing typed
        self._loaded = self._blank  # what a correction's cells held when it started

    # -- layout ------------------------------------------------------------------------------

    def _build(self, large_print: bool) -> None:
        size = 18 if large_print else 14
        pad_font = QFont(self.font())
        pad_font.setPointSize(size)
        big = QFont(pad_font)
        big.setPointSize(size + 2)
        big.setBold(True)

        self.title = QLabel(self)
        self.title.setObjectName("padTitle")
        self.title.setFont(big)
        self.status = QLabel(self)
        self.status.setObjectName("padStatus")
        self.status.setFont(big)
        self.status.setWordWrap(True)
        self.dealer = QLabel(self)
        self.dealer.setObjectName("nextDealer")
        self.dealer.setFont(pad_font)
        self.turn_up = QLabel(self)
        self.turn_up.setObjectName("turnUp")
        self.turn_up.setFont(pad_font)

        self.model = RowsModel(self.family.columns(), self)
        self.view = QTableView(self)
        self.view.setObjectName("dealsView")
        self.view.setModel(self.model)
        self.view.setFont(pad_font)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        header_font = QFont(pad_font)
        header_font.setBold(True)
        self.view.horizontalHeader().setFont(header_font)
        # The scores always on screen: names and a revoke's penalty are cut short instead.
        self.fit = ColumnFitter(self.view, self.model)
        self.view.selectionModel().selectionChanged.connect(self._show_why)
        self.view.doubleClicked.connect(lambda _i: self.start_correction())

        # Read by the secretary at the laptop, not across the hall: a size smaller, so a
        # whole rubber's explanation (its last deal and the rubber's total, 8 lines or so)
        # shows at once on a 1366x768 screen.
        why_font = QFont(pad_font)
        why_font.setPointSize(size - 2)
        self.why_panel = WhyPanel(big, why_font, self)
        self.why_title = self.why_panel.title
        self.why_title.setText(self.tr("Why?"))
        self.why = self.why_panel.lines
        # The Why? panel goes under the deals: the table needs the full width (a Solo pad
        # has a settlement and a total column per player). It is as tall as its lines need,
        # the deals take the rest (ui/why_panel.py).
        self.split = DealsAndWhy(self.view, self.why_panel, self)

        self.entry_title = QLabel(self)
        self.entry_title.setObjectName("entryTitle")
        self.entry_title.setFont(pad_font)
        entry = QWidget(self)
        grid = QGridLayout(entry)
        grid.setContentsMargins(0, 0, 0, 0)
        self.cells: list[Cell] = self.family.cells(entry)
        field_font = QFont(pad_font)
        field_font.setPointSize(size + 2)
        inline = [cell for cell in self.cells if not cell.own_line]
        for index, cell in enumerate(self.cells):
            heading = QLabel(cell.heading, entry)
            heading.setFont(pad_font)
            cell.widget.setFont(field_font)
            cell.widget.installEventFilter(self)
            if cell.own_line:
                # Below the plain cells, one line each, so a narrow window still shows every cell.
                row = 2 + [c for c in self.cells if c.own_line].index(cell)
                grid.addWidget(heading, row, 0)
                grid.addWidget(cell.widget, row, 1, 1, len(inline))
            else:
                column = inline.index(cell)
                grid.addWidget(heading, 0, column)
                grid.addWidget(cell.widget, 1, column)
            if index:
                QWidget.setTabOrder(self.cells[index - 1].widget, cell.widget)
        used = {cell.widget for cell in self.cells} | set(entry.findChildren(QLabel))
        for widget in entry.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
        ):
            if widget not in used:
                widget.hide()  # a cell this preset does not use (e.g. "revoked by" without dummy)
        self.record_button = QPushButton(entry)
        self.record_button.setObjectName("recordButton")
        self.record_button.setFont(pad_font)
        self.record_button.clicked.connect(self.submit)
        grid.addWidget(self.record_button, 1, len(inline))
        grid.setColumnStretch(len(inline) + 1, 1)
        self.error = QLabel(self)
        self.error.setObjectName("entryError")
        self.error.setFont(pad_font)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b71c1c;")

        self.correct_button = QPushButton(self.tr("Correct selected deal (F2)"), self)
        self.correct_button.clicked.connect(self.start_correction)
        self.delete_button = QPushButton(self.tr("Delete selected deal"), self)
        self.delete_button.clicked.connect(self.delete_selected)
        QShortcut(QKeySequence(Qt.Key.Key_F2), self, self.start_correction)

        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addStretch(1)
        header.addWidget(self.dealer)
        buttons = QHBoxLayout()
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.turn_up)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.status)
        layout.addWidget(self.split, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.entry_title)
        layout.addWidget(entry)
        layout.addWidget(self.error)

    # -- showing -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the game after any change (ours, an undo, or another window's)."""
        self.game = open_game(self.database, self.game_id)
        self.family.game = self.game
        self._why_cache: list[list[str]] | None = None
        selected = self.selected_number()
        self.model.set_rows(self.family.rows())
        title = self.game.game["title"] or self.tr("Game {id}").format(id=self.game_id)
        self.title.setText(title)
        self.status.setText(self.family.status())
        _fact, who = self.family.next_dealer()
        finished = self.family.finished()
        self.dealer.setText("" if finished else self.tr("Next to deal: {who}").format(who=who))
        self.turn_up.setText(self.family.turn_up_note())
        if self._correcting is not None:
            still = [d for d in self.game.deals if d["id"] == self._correcting["id"]]
            self._correcting = still[0] if still else None
        self._show_entry_state()
        rows = self.model.rowCount()
        if rows:
            self.view.selectRow(min(selected or rows, rows) - 1)
        else:
            self.why.clear()

    def _show_entry_state(self) -> None:
        finished = self.family.finished()
        correcting = self._correcting is not None
        number = self._deal_number(self._correcting) if correcting else len(self.game.deals) + 1
        if correcting:
            self.entry_title.setText(
                self.tr("Correcting deal {number} (Enter saves, Esc cancels)").format(number=number)
            )
            self.record_button.setText(self.tr("Save correction"))
        elif finished:
            self.entry_title.setText(self.tr("The game is over; select a deal to correct it."))
            self.record_button.setText(self.tr("Record deal"))
        else:
            self.entry_title.setText(
                self.tr("Deal {number}: type the result, Tab between cells, Enter records").format(
                    number=number
                )
            )
            self.record_button.setText(self.tr("Record deal"))
        for cell in self.cells:
            cell.widget.setEnabled(correcting or not finished)
        self.record_button.setEnabled(correcting or not finished)

    def _deal_number(self, deal: dict[str, Any]) -> int:
        return next(i for i, d in enumerate(self.game.deals, start=1) if d["id"] == deal["id"])

    def selected_number(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() + 1 if rows else None

    def _show_why(self) -> None:
        number = self.selected_number()
        self.why.clear()
        if number is None:
            return
        self.why_title.setText(self.tr("Why? (deal {number})").format(number=number))
        self.why.addItems(bullet_lines(self._explanations()[number - 1]))
        rubber = self.game.result.get("rubber")
        if rubber and rubber.get("winner") and number == self.model.rowCount():
            lines = explain_rubber(self.game, list(rubber.get("explanation", [])))
            self.why.addItems(bullet_lines(lines))
        self.split.fit()
        self.selected_deal_changed.emit(number)

    def _explanations(self) -> list[list[str]]:
        """Each deal's Why? lines in the window's language, worked out once per refresh."""
        if self._why_cache is None:
            english = [list(d["explanation"]) for d in self.game.result.get("deals", [])]
            self._why_cache = explain_deals(self.game, english)
        return self._why_cache

    def focus_entry(self) -> None:
        """The first entry cell; once the game is over, the deals table (arrows pick a deal,
        F2 corrects it), so the focus never drifts to a button that Space would press or
        to the games list, and the window's shortcuts keep working without a click."""
        if self.cells and self.cells[0].widget.isEnabled():
            self.cells[0].widget.setFocus()
        else:
            self.view.setFocus()

    # -- entering ----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.submit()
                return True
            if event.key() == Qt.Key.Key_Escape and self._correcting is not None:
                self.cancel_correction()
                return True
            if isinstance(watched, QComboBox) and event.text().isdigit():
                return self._pick_numbered(watched, event.text())
        if event.type() == QEvent.Type.FocusIn:
            self._unmark(watched)
        return super().eventFilter(watched, event)

    @staticmethod
    def _pick_numbered(box: QComboBox, digit: str) -> bool:
        """A digit picks the numbered item ("2 Solo") at once, whatever was typed before
        (a combo's own type-ahead would read two quick digits as "22")."""
        for index in range(box.count()):
            if box.itemText(index).startswith(f"{digit} "):
                box.setCurrentIndex(index)
                return True
        return False

    def submit(self) -> bool:
        """Record the entry line as the next deal, or save it as the correction; False when
        it was refused (the refusal is shown on its cell and nothing typed is lost)."""
        self._clear_marks()
        try:
            if self._correcting is not None:
                deal = self._correcting
                facts = self.family.facts(deal["facts"].get("dealer"))
                number = self._deal_number(deal)
                self._moved: Changes | None = None
                changes = self._run(
                    self.tr("Correct deal {number}").format(number=number),
                    lambda: correct_deal(self.database, deal["id"], deal["version"], facts),
                    lambda error: self._correction_refused(error, deal, facts, number),
                )
                changes = changes or self._moved
            else:
                dealer, _who = self.family.next_dealer()
                facts = self.family.facts(dealer)
                number = len(self.game.deals) + 1
                changes = self._run(
                    self.tr("Record deal {number}").format(number=number),
                    lambda: record_deal(self.database, self.game_id, facts),
                    self._refused,
                )
        except EntryError as error:
            self._mark(error.key, error.message)
            return False
        if changes is None:
            return False
        # The window has refreshed the pad (the use case's Changes name this game).
        self._correcting = None
        self.family.clear()
        self._blank = self.entry_state()
        self._show_entry_state()
        rows = self.model.rowCount()
        if rows:
            self.view.selectRow(min(number, rows) - 1)
        self.focus_entry()
        return True

    def _correction_refused(
        self, error: Exception, deal: dict[str, Any], facts: dict[str, Any], number: int
    ) -> None:
        """A correction that decides the game or rubber sooner leaves later deals outside
        it (rules-reference 1.6): offer to move them into a new game, as one change."""
        if not (isinstance(error, DomainError) and error.code == "deal_after_end"):
            self._refused(error)
            return
        last = int(error.data["last"])
        moving = self.family.rows()[last:]
        title = self.game.game["title"] or self.tr("Game {id}").format(id=self.game_id)
        new_title = self.tr("{title}, continued").format(title=title)
        rubber = error.data.get("what") == "rubber"
        box = QMessageBox(self)
        box.setObjectName("moveLaterDeals")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Deals after the end"))
        box.setText(
            (
                self.tr("With this correction the rubber is decided at deal {last}.")
                if rubber
                else self.tr("With this correction the game is decided at deal {last}.")
            ).format(last=last)
        )
        box.setInformativeText(
            "\n".join(
                [
                    (
                        self.tr("Move the deals after it into a new rubber, “{title}”?")
                        if rubber
                        else self.tr("Move the deals after it into a new game, “{title}”?")
                    ).format(title=new_title),
                    *(
                        "• "
                        + self.tr("deal {number}: tricks {tricks}").format(
                            number=row["number"], tricks=row["tricks"]
                        )
                        for row in moving
                    ),
                    "",
                    self.tr("It is one change: Ctrl+Z puts every deal back."),
                ]
            )
        )
        move = box.addButton(self.tr("Move them"), QMessageBox.ButtonRole.AcceptRole)
        move.setObjectName("moveThem")
        back = box.addButton(self.tr("Go back"), QMessageBox.ButtonRole.RejectRole)
        back.setObjectName("goBack")
        box.setDefaultButton(back)
        box.setEscapeButton(back)
        box.exec()
        if box.clickedButton() is not move:
            self._refused(error)  # the refusal stays on the cell, the figures as typed
            return
        self._moved = self._run(
            self.tr("Correct deal {number} and move deals {first}–{end} into {title}").format(
                number=number, first=last + 1, end=len(self.game.deals), title=new_title
            ),
            lambda: correct_deal_moving_later(
                self.database, deal["id"], deal["version"], facts, new_title
            ),
            self._refused,
        )

    def _refused(self, error: Exception) -> None:
        """Show a refusal on the cell it names (the whole line when it names none)."""
        where = error.where if isinstance(error, DomainError) else ""
        key = self.family.cell_for(where) if where else None
        self._mark(key, refusal_text(error))

    def _mark(self, key: str | None, message: str) -> None:
        cell = next((c for c in self.cells if c.key == key), None)
        if cell is None and self.cells:
            cell = self.cells[0]
        if cell is not None:
            # focus first: moving the focus into a cell clears its mark (see eventFilter)
            cell.widget.setFocus()
            cell.widget.setStyleSheet(INVALID_STYLE)
            cell.widget.setToolTip(message)
            cell.widget.setProperty("invalid", True)
        self.error.setText(message)

    def _unmark(self, widget: QObject) -> None:
        if isinstance(widget, QWidget) and widget.property("invalid"):
            widget.setStyleSheet("")
            widget.setProperty("invalid", False)

    def _clear_marks(self) -> None:
        for cell in self.cells:
            cell.widget.setStyleSheet("")
            cell.widget.setToolTip("")
            cell.widget.setProperty("invalid", False)
        self.error.clear()

    def invalid_cells(self) -> list[str]:
        return [c.key for c in self.cells if c.widget.property("invalid")]

    # -- corrections -------------------------------------------------------------------------

    def start_correction(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        self._correcting = self.game.deals[number - 1]
        self._clear_marks()
        self.family.load(self._correcting["facts"])
        self._loaded = self.entry_state()
        self._show_entry_state()
        self.focus_entry()

    def cancel_correction(self) -> None:
        self._correcting = None
        self.family.clear()
        self._blank = self.entry_state()
        self._clear_marks()
        self._show_entry_state()
        self.focus_entry()

    # -- closing with a deal typed -----------------------------------------------------------

    def entry_state(self) -> tuple[object, ...]:
        """What the entry cells hold: each line's text, each list's choice."""
        return tuple(
            cell.widget.text()
            if isinstance(cell.widget, QLineEdit)
            else cell.widget.currentIndex()
            if isinstance(cell.widget, QComboBox)
            else None
            for cell in self.cells
        )

    def entry_typed(self) -> bool:
        """Whether the entry line holds something not yet recorded: a deal typed without
        Enter, or a correction changed and not saved."""
        if self._correcting is not None:
            return self.entry_state() != self._loaded
        return self.entry_state() != self._blank

    def settle_before_close(self) -> bool:
        """Before the window closes: a deal typed but not recorded is never lost silently.
        Ask to record it, discard it or go back; True when the window may close."""
        if not self.entry_typed():
            return True
        correcting = self._correcting is not None
        number = self._deal_number(self._correcting) if correcting else len(self.game.deals) + 1
        box = QMessageBox(self)
        box.setObjectName("unrecordedDeal")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("A deal is not recorded"))
        box.setText(
            (
                self.tr("The correction of deal {number} is typed but not saved.")
                if correcting
                else self.tr("Deal {number} is typed but not recorded.")
            ).format(number=number)
        )
        box.setInformativeText(self.tr("Record it before closing, discard it, or go back to it?"))
        record = box.addButton(self.tr("Record it"), QMessageBox.ButtonRole.AcceptRole)
        record.setObjectName("recordIt")
        discard = box.addButton(self.tr("Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        discard.setObjectName("discardIt")
        back = box.addButton(self.tr("Go back"), QMessageBox.ButtonRole.RejectRole)
        back.setObjectName("goBack")
        box.setDefaultButton(record)
        box.setEscapeButton(back)
        box.exec()
        chosen = box.clickedButton()
        if chosen is record:
            return self.submit()  # a refusal keeps the window open, on the cell to fix
        if chosen is discard:
            if correcting:
                self.cancel_correction()
            else:
                self.family.clear()
                self._blank = self.entry_state()
            return True
        self.focus_entry()
        return False

    def delete_selected(self) -> None:
        number = self.selected_number()
        if number is None:
            return
        deal = self.game.deals[number - 1]
        self._run(
            self.tr("Delete deal {number}").format(number=number),
            lambda: delete_deal(self.database, deal["id"], deal["version"]),
            self._refused,
        )
