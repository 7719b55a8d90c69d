"""The entry grid: the tables of one change by hands. The secretary types North-South tricks
and Enter; East-West is filled in (13 a hand), the result is saved the moment a table's hands
are all typed, and the cursor moves to the next table (issue 6 item 4). A figure the domain
refuses is marked on its cell at once, in words; an approved exception (a misdeal, a card
short) is entered with a note and flagged.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.services import evenings
from whistclub.services.evenings import CorrectionEffect, LoadedEvening
from whistclub.ui.buttons import ok_cancel
from whistclub.ui.drive.entry_model import EntryModel, EntryRow, Index


class TricksDelegate(QStyledItemDelegate):
    """A plain line editor for one figure. Nothing typed is dropped: the model refuses what is
    not a number of tricks, in words, and the typed text stays in the cell (issue 21)."""

    def createEditor(self, parent: QWidget, option: Any, index: Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setObjectName("tricksEditor")
        editor.setMaxLength(4)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QLineEdit)
        if not editor.text():  # the key that opened the editor is already in it
            editor.setText(str(index.data(Qt.ItemDataRole.EditRole) or ""))

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        assert isinstance(editor, QLineEdit)
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class EntryView(QTableView):
    """After each accepted figure the cursor goes to the next table (then the next hand);
    Escape, when no figure is being typed, leaves a correction (`escaped`)."""

    all_entered = Signal()
    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() == Qt.Key.Key_Escape
            and self.state() != QAbstractItemView.State.EditingState
        ):
            self.escaped.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def __init__(self, model: EntryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entryGrid")
        self.setModel(model)
        self.entry_model = model
        # Kept from Python: a view does not own its delegate.
        self.delegate = TricksDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setEditTriggers(
            QTableView.EditTrigger.AnyKeyPressed
            | QTableView.EditTrigger.DoubleClicked
            | QTableView.EditTrigger.EditKeyPressed
        )
        self.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        # Enter and the arrows move between cells; Tab leaves the grid for its buttons (the
        # exception, clearing a result, calling the next change) and Shift+Tab for the Change
        # box, so the whole evening runs from the keyboard.
        self.setTabKeyNavigation(False)
        self.verticalHeader().setVisible(False)
        # Widths are set when the tables change, not after every figure (ResizeToContents
        # would read every cell again after each entry: 40 tables by 6 hands is 1,000 cells).
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        model.modelReset.connect(self.resizeColumnsToContents)

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        if hint == QAbstractItemDelegate.EndEditHint.RevertModelCache:
            return  # Escape: stay
        if not self.entry_model.last_refused:
            self.go_next()

    def go_first_empty(self) -> None:
        """The cursor on the first table still to enter (the top left when all are in)."""
        model = self.entry_model
        for hand in range(model.hands):
            for row in range(model.rowCount()):
                if model.entry_row(row).ns[hand] is None:
                    self.setCurrentIndex(model.index(row, model.ns_column(hand)))
                    return
        if model.rowCount():
            self.setCurrentIndex(model.index(0, model.ns_column(0)))

    def go_next(self) -> None:
        model = self.entry_model
        current = self.currentIndex()
        hand = model.hand_of(current.column())
        if hand is None:
            return
        if current.row() + 1 < model.rowCount():
            self.setCurrentIndex(model.index(current.row() + 1, model.ns_column(hand)))
        elif hand + 1 < model.hands:
            self.setCurrentIndex(model.index(0, model.ns_column(hand + 1)))
        if model.complete():
            self.all_entered.emit()


class ExceptionDialog(QDialog):
    """An approved exception: both sides' tricks per hand and the note that approves them."""

    def __init__(self, table: int, change: int, hands: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("Approved exception: table {table}, change {change}").format(
                table=table, change=change
            )
        )
        form = QFormLayout()
        self.ns: list[QSpinBox] = []
        self.ew: list[QSpinBox] = []
        for hand in range(hands):
            pair = QHBoxLayout()
            for side, boxes in ((self.tr("NS"), self.ns), (self.tr("EW"), self.ew)):
                box = QSpinBox(self)
                box.setRange(0, 13)
                boxes.append(box)
                pair.addWidget(QLabel(side, self))
                pair.addWidget(box)
            form.addRow(self.tr("Hand {0}").format(hand + 1), pair)
        self.note = QLineEdit(self)
        self.note.setPlaceholderText(self.tr("e.g. misdeal found after play, approved by the MC"))
        form.addRow(self.tr("Note (required)"), self.note)
        buttons = ok_cancel(self, self.try_accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def try_accept(self) -> None:
        if self.note.text().strip():
            self.accept()
        else:
            self.note.setFocus()

    def values(self) -> tuple[list[int], list[int], str]:
        return [b.value() for b in self.ns], [b.value() for b in self.ew], self.note.text().strip()


class EntryTab(QWidget):
    """The grid of the change being entered (or corrected), with its actions."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.model = EntryModel(self._save, self)
        self.model.refused.connect(self._show_refusal)
        big = QFont(self.font())
        big.setPointSize(max(big.pointSize(), 10) + 6)
        big.setBold(True)
        self.heading = QLabel(self)
        self.heading.setObjectName("entryHeading")
        self.heading.setFont(big)
        self.change = QSpinBox(self)
        self.change.setObjectName("entryChange")
        self.change.setRange(0, 0)
        self.change.valueChanged.connect(self._change_chosen)
        self.view = EntryView(self.model, self)
        grid_font = QFont(self.font())
        grid_font.setPointSize(max(grid_font.pointSize(), 10) + 4)
        self.view.setFont(grid_font)
        self.view.all_entered.connect(self._all_entered)
        self.view.escaped.connect(self.leave_correction)
        # A correction of an earlier change is a mode of its own, shown across the grid.
        self.correcting = QLabel(self)
        self.correcting.setObjectName("entryCorrecting")
        self.correcting.setWordWrap(True)
        self.correcting.setStyleSheet(
            "background: #ffe0b2; color: #5d3200; font-weight: bold; padding: 6px;"
        )
        self.correcting.hide()
        self.waiting = QLabel(self)
        self.waiting.setObjectName("entryWaiting")
        self.waiting.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("entryMessage")
        self.message.setWordWrap(True)
        self.exception = QPushButton(self.tr("Approved exception…"), self)
        self.exception.clicked.connect(self.enter_exception)
        self.clear = QPushButton(self.tr("Clear this table's result"), self)
        self.clear.clicked.connect(self.clear_result)
        self.call = QPushButton(self.tr("Call the next change"), self)
        self.call.setObjectName("entryCallNext")
        self.call.clicked.connect(self.page.call_next_change)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(QLabel(self.tr("Change"), self))
        top.addWidget(self.change)
        actions = QHBoxLayout()
        for button in (self.exception, self.clear, self.call):
            actions.addWidget(button)
        actions.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.correcting)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.waiting)
        layout.addWidget(self.message)
        layout.addLayout(actions)
        self._correcting = False  # the secretary chose an earlier change to correct

    # -- showing ---------------------------------------------------------------------------

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        """The change being played, or the earlier one being corrected (which stays on show
        until the secretary leaves the correction, or calls a change)."""
        called = loaded.called if loaded else 0
        self.change.blockSignals(True)
        self.change.setRange(min(1, called), called)
        if not self._correcting or self.change.value() == 0:
            self.change.setValue(called)
        self.change.blockSignals(False)
        self._show(loaded)

    def go_to_change(self, change: int) -> None:
        """Show `change` in the grid; an earlier one than the last called is a correction."""
        called = self.page.loaded.called if self.page.loaded else 0
        self._correcting = 0 < change < called
        self.change.blockSignals(True)
        self.change.setRange(min(1, called), called)
        self.change.setValue(change)
        self.change.blockSignals(False)
        self._show(self.page.loaded)

    def leave_correction(self) -> None:
        if self._correcting:
            called = self.page.loaded.called if self.page.loaded else 0
            self.go_to_change(called)
            self.view.setFocus()

    def _show(self, loaded: LoadedEvening | None) -> None:
        change = self.change.value()
        if loaded is None or change == 0:
            self.heading.setText(self.tr("No change has been called yet"))
            self.model.clear()
            self.correcting.hide()
            self.waiting.setText("")
            self.call.setEnabled(loaded is not None and not loaded.problem)
            return
        first_time = self.model.change != change
        if first_time:  # the last change's messages belong to it
            self.message.setText("")
            self.message.setStyleSheet("")
        self.model.show_change(loaded, change)
        total = loaded.settings.changes
        self._correcting = change < loaded.called
        if self._correcting:
            text = self.tr("Correcting change {change} of {total}")
            self.correcting.setText(
                self.tr(
                    "You are correcting change {change}; the room is playing change {called}. "
                    "Press Escape to go back to change {called}."
                ).format(change=change, called=loaded.called)
            )
        else:
            text = self.tr("Change {change} of {total}")
        self.correcting.setVisible(self._correcting)
        self.heading.setText(text.format(change=change, total=total))
        self._show_waiting()
        self.call.setEnabled(loaded.next_seating is not None and loaded.called < total)
        if first_time:
            self.view.go_first_empty()

    def _show_waiting(self) -> None:
        missing = self.model.missing_tables()
        if not missing or self._correcting:
            self.waiting.setText("")
            return
        listed = ", ".join(map(str, missing))
        if len(missing) == 1:
            text = self.tr("Still to come in: table {0}").format(listed)
        else:
            text = self.tr("Still to come in: {count} tables ({tables})").format(
                count=len(missing), tables=listed
            )
        self.waiting.setText(text)

    def _change_chosen(self, value: int) -> None:
        called = self.page.loaded.called if self.page.loaded else 0
        self._correcting = 0 < value < called
        self._show(self.page.loaded)
        self.view.setFocus()

    def focus_entry(self) -> None:
        self.view.setFocus()
        if not self.view.currentIndex().isValid():
            self.view.go_first_empty()

    # -- entering --------------------------------------------------------------------------

    def _save(self, change: int, table: int, ns: list[int], version: int | None) -> str:
        if version is not None and not self._confirm_correction(change, table, ns):
            return self.tr("Not saved: table {table} of change {change} keeps its result.").format(
                table=table, change=change
            )
        refusal = self.page.enter_result(change, table, ns, seen_version=version)
        if not refusal:
            self.message.setText(
                self.tr("Table {table} saved: NS {ns}, EW {ew}.").format(
                    table=table,
                    ns=" ".join(map(str, ns)),
                    ew=" ".join(str(13 - t) for t in ns),
                )
            )
            self.message.setStyleSheet("")
        return refusal

    def _show_refusal(self, message: str) -> None:
        self.message.setText(message)
        self.message.setStyleSheet("color: #b71c1c; font-weight: bold;")

    def _all_entered(self) -> None:
        self.message.setText(
            self.tr(
                "Every table of change {0} is in: call the next change when the room is ready."
            ).format(self.model.change)
        )
        self.message.setStyleSheet("color: #1b5e20; font-weight: bold;")

    def _confirm_correction(self, change: int, table: int, ns: list[int]) -> bool:
        """A correction that changes which side won the table asks first, saying what it
        moves (issue 21 item 3); one that only changes the scores goes straight in."""
        loaded = self.page.loaded
        effect = evenings.correction_effect(loaded, change, table, ns) if loaded else None
        if effect is None:
            return True
        box = QMessageBox(self)
        box.setObjectName("correctionQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Correct table {0}?").format(table))
        box.setText(correction_words(effect, loaded))
        save = box.addButton(self.tr("Save the correction"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Go back"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save)
        box.exec()
        return box.clickedButton() is save

    def _current_row(self) -> EntryRow | None:
        index = self.view.currentIndex()
        return self.model.entry_row(index.row()) if index.isValid() else None

    def enter_exception(self) -> None:
        row = self._current_row()
        if row is None:
            return
        dialog = ExceptionDialog(row.table, self.model.change, self.model.hands, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        ns, ew, note = dialog.values()
        refusal = self.page.enter_result(
            self.model.change,
            row.table,
            ns,
            ew=ew,
            note=note,
            seen_version=row.version if row.saved else None,
        )
        # The keys go back to the grid, as after a figure typed there: on the next table
        # still to come in once this one is saved (keyboard first, issue 21).
        self.view.setFocus()
        if refusal:
            self._show_refusal(refusal)
        else:
            self.view.go_first_empty()

    def clear_result(self) -> None:
        row = self._current_row()
        if row is not None and row.saved:
            self.page.clear_result(self.model.change, row.table, row.version)


def _side_words(side: str) -> str:
    return {
        "NS": QCoreApplication.translate("Entry", "North–South"),
        "EW": QCoreApplication.translate("Entry", "East–West"),
        "tie": QCoreApplication.translate("Entry", "neither side (a tie)"),
    }[side]


def _seat_words(seat: tuple[int, str]) -> str:
    table, side = seat
    if side == "out":
        return QCoreApplication.translate("Entry", "sitting out")
    return QCoreApplication.translate("Entry", "table {table} {side}").format(
        table=table, side=_side_words(side)
    )


def correction_words(effect: CorrectionEffect, loaded: LoadedEvening | None) -> str:
    """What a correction that turns a table's winner changes, in the secretary's words."""
    lines = [
        QCoreApplication.translate(
            "Entry",
            "This correction changes who won table {table} at change {change}: "
            "{before} won, now {after} does.",
        ).format(
            table=effect.table,
            change=effect.change,
            before=_side_words(effect.won_before),
            after=_side_words(effect.won_after),
        )
    ]
    if effect.already_seated:
        lines.append(
            QCoreApplication.translate(
                "Entry",
                "The changes already called keep their seating: nobody moves now, "
                "only the scores change.",
            )
        )
    elif effect.moves:
        names = {e["number"]: e["name"] for e in (loaded.entrants if loaded else [])}
        lines.append(QCoreApplication.translate("Entry", "At the next change:"))
        for card, before, after in effect.moves:
            lines.append(
                QCoreApplication.translate(
                    "Entry", "card {card} {name}: {after}, not {before}"
                ).format(
                    card=card,
                    name=names.get(card, ""),
                    after=_seat_words(after),
                    before=_seat_words(before),
                )
            )
    else:
        lines.append(
            QCoreApplication.translate("Entry", "Nobody sits anywhere else at the next change.")
        )
    return "\n".join(lines)
