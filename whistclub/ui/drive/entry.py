"""The entry grid: the tables of one change by hands. The secretary types North-South tricks
and Enter; East-West is filled in (13 a hand), the result is saved the moment a table's hands
are all typed, and the cursor moves to the next table (issue 6 item 4). A figure the domain
refuses is marked on its cell at once, in words; an approved exception (a misdeal, a card
short) is entered with a note and flagged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QRegularExpression,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.services.evenings import LoadedEvening
from whistclub.ui.drive import texts

Index = QModelIndex | QPersistentModelIndex
FIXED = 3  # columns before the hands: table, North-South, East-West
ERROR = QColor("#fde2e2")
FLAGGED = QColor("#fff3c4")
SAVED = QColor("#e8f5e9")


@dataclass
class EntryRow:
    table: int
    ns_names: str
    ew_names: str
    ns: list[int | None]
    ew: list[int | None]
    note: str = ""
    saved: bool = False
    version: int | None = None


# save(change, table, ns tricks per hand) -> the refusal in words, or "" when saved
Save = Callable[[int, int, list[int]], str]


@dataclass
class _State:
    change: int = 0
    hands: int = 1
    trumps: tuple[str, ...] = ()
    rows: list[EntryRow] = field(default_factory=list)
    errors: dict[tuple[int, int], str] = field(default_factory=dict)


class EntryModel(QAbstractTableModel):
    """Tables of one change (rows) by hands (NS tricks editable, EW filled in)."""

    refused = Signal(str)

    def __init__(self, save: Save, parent: Any = None) -> None:
        super().__init__(parent)
        self._save = save
        self._s = _State()
        self.last_refused = False

    # -- contents --------------------------------------------------------------------------

    def show_change(self, loaded: LoadedEvening, change: int) -> None:
        """The tables of `change` with what has been entered; the same tables are updated in
        place (the cursor stays where it is), another change replaces them."""
        rows = entry_rows(loaded, change)
        hands = loaded.settings.hands_per_change
        first = (change - 1) * hands + 1
        trumps = tuple(loaded.settings.trump_for(first + h) for h in range(hands))
        same = (
            change == self._s.change
            and hands == self._s.hands
            and [r.table for r in rows] == [r.table for r in self._s.rows]
        )
        if same:
            for row, new in zip(self._s.rows, rows, strict=True):
                if not new.saved:  # keep hands typed but not yet saved (multi-hand changes)
                    new.ns = [
                        n if n is not None else o for n, o in zip(new.ns, row.ns, strict=True)
                    ]
                    new.ew = [None if n is None else 13 - n for n in new.ns]
            self._s.rows = rows
            self._s.trumps = trumps
            if rows:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(rows) - 1, self.columnCount() - 1)
                )
            return
        self.beginResetModel()
        self._s = _State(change, hands, trumps, rows)
        self.endResetModel()

    @property
    def change(self) -> int:
        return self._s.change

    @property
    def hands(self) -> int:
        return self._s.hands

    def entry_row(self, row: int) -> EntryRow:
        return self._s.rows[row]

    def ns_column(self, hand: int) -> int:
        return FIXED + 2 * hand

    def hand_of(self, column: int) -> int | None:
        if column < FIXED or column >= FIXED + 2 * self._s.hands:
            return None
        return (column - FIXED) // 2

    def is_ns(self, column: int) -> bool:
        hand = self.hand_of(column)
        return hand is not None and column == self.ns_column(hand)

    def complete(self) -> bool:
        return all(r.saved for r in self._s.rows)

    # -- QAbstractTableModel ---------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._s.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIXED + 2 * self._s.hands + 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if not 0 <= section < self.columnCount():
            return None
        fixed = (self.tr("Table"), self.tr("North–South"), self.tr("East–West"))
        if section < FIXED:
            return fixed[section]
        hand = self.hand_of(section)
        if hand is None:
            return self.tr("Check")
        number = (self._s.change - 1) * self._s.hands + hand + 1
        trump = texts.trump_symbol(self._s.trumps[hand]) if self._s.trumps else ""
        side = self.tr("NS") if self.is_ns(section) else self.tr("EW")
        return self.tr("{side} hand {number} {trump}").format(side=side, number=number, trump=trump)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._s.rows):
            return None
        if not 0 <= index.column() < self.columnCount():
            return None
        row = self._s.rows[index.row()]
        column = index.column()
        error = self._s.errors.get((index.row(), column))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._text(row, column, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.ToolTipRole:
            return error or (row.note if row.note else self._text(row, column, False))
        if role == Qt.ItemDataRole.BackgroundRole:
            if error:
                return QBrush(ERROR)
            if row.note:
                return QBrush(FLAGGED)
            if row.saved and column >= FIXED:
                return QBrush(SAVED)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == 0 or (FIXED <= column < self.columnCount() - 1):
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._text(row, column, False) or self.tr("empty")
        return None

    def _text(self, row: EntryRow, column: int, editing: bool) -> str:
        if column == 0:
            return str(row.table)
        if column == 1:
            return row.ns_names
        if column == 2:
            return row.ew_names
        hand = self.hand_of(column)
        if hand is None:
            if row.note:
                return self.tr("⚑ exception: {note}").format(note=row.note)
            return self.tr("✓ saved") if row.saved else ""
        value = row.ns[hand] if self.is_ns(column) else row.ew[hand]
        return "" if value is None else str(value)  # an empty cell is never a zero

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.is_ns(index.column()):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A typed NS figure: saved with the table's other hands once all are typed."""
        if (
            role != Qt.ItemDataRole.EditRole
            or not index.isValid()
            or not self.is_ns(index.column())
        ):
            return False
        self.last_refused = False
        text = str(value).strip()
        if not text:
            return False
        row, column = index.row(), index.column()
        hand = self.hand_of(column)
        assert hand is not None
        entry = self._s.rows[row]
        tricks = int(text) if text.isdigit() else -1
        self._s.errors.pop((row, column), None)
        wanted = list(entry.ns)
        wanted[hand] = tricks
        if any(t is None for t in wanted):
            if not 0 <= tricks <= 13:
                return self._refuse(
                    row, column, self.tr("tricks are 0 to 13, not {0}").format(text)
                )
            entry.ns, entry.ew = wanted, [None if t is None else 13 - t for t in wanted]
            self._changed(row)
            return True
        refusal = self._save(self._s.change, entry.table, [int(t) for t in wanted])  # type: ignore[arg-type]
        if refusal:
            return self._refuse(row, column, refusal)
        self._changed(row)
        return True

    def _refuse(self, row: int, column: int, message: str) -> bool:
        self._s.errors[(row, column)] = message
        self.last_refused = True
        self._changed(row)
        self.refused.emit(message)
        return False

    def _changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))


def seat_names(loaded: LoadedEvening, cards: Sequence[int]) -> str:
    names = {e["number"]: e["name"] for e in loaded.entrants}
    return " & ".join(f"{c} {names.get(c, '')}".strip() if c else "—" for c in cards)


def entry_rows(loaded: LoadedEvening, change: int) -> list[EntryRow]:
    seating = loaded.seating(change)
    if seating is None:
        return []
    hands = loaded.settings.hands_per_change
    rows = []
    for table in seating.tables:
        stored = loaded.results.get((change, table.table))
        facts = stored["facts"] if stored else None
        rows.append(
            EntryRow(
                table=table.table,
                ns_names=seat_names(loaded, table.ns),
                ew_names=seat_names(loaded, table.ew),
                ns=list(facts["ns"]) if facts else [None] * hands,
                ew=list(facts["ew"]) if facts else [None] * hands,
                note=str(facts.get("note", "")) if facts else "",
                saved=facts is not None,
                version=stored["version"] if stored else None,
            )
        )
    return rows


class TricksDelegate(QStyledItemDelegate):
    """A plain line editor for one figure (digits only; the domain judges the value)."""

    def createEditor(self, parent: QWidget, option: Any, index: Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setObjectName("tricksEditor")
        editor.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,2}"), editor))
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
    """After each accepted figure the cursor goes to the next table (then the next hand)."""

    all_entered = Signal()

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
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
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
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)
        layout.addLayout(actions)

    # -- showing ---------------------------------------------------------------------------

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        called = loaded.called if loaded else 0
        following = self.change.value() == self.change.maximum()
        self.change.blockSignals(True)
        self.change.setRange(min(1, called), called)
        if following or self.change.value() == 0:
            self.change.setValue(called)
        self.change.blockSignals(False)
        self._show(loaded)

    def _show(self, loaded: LoadedEvening | None) -> None:
        change = self.change.value()
        if loaded is None or change == 0:
            self.heading.setText(self.tr("No change has been called yet"))
            self.model.beginResetModel()
            self.model._s = _State()
            self.model.endResetModel()
            self.call.setEnabled(loaded is not None and not loaded.problem)
            return
        first_time = self.model.change != change
        self.model.show_change(loaded, change)
        total = loaded.settings.changes
        if change < loaded.called:
            text = self.tr("Correcting change {change} of {total}")
        else:
            text = self.tr("Change {change} of {total}")
        self.heading.setText(text.format(change=change, total=total))
        self.call.setEnabled(loaded.next_seating is not None and loaded.called < total)
        if first_time:
            self.view.go_first_empty()

    def _change_chosen(self, _value: int) -> None:
        self._show(self.page.loaded)
        self.view.setFocus()

    def focus_entry(self) -> None:
        self.view.setFocus()
        if not self.view.currentIndex().isValid():
            self.view.go_first_empty()

    # -- entering --------------------------------------------------------------------------

    def _save(self, change: int, table: int, ns: list[int]) -> str:
        refusal = self.page.enter_result(change, table, ns)
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
        refusal = self.page.enter_result(self.model.change, row.table, ns, ew=ew, note=note)
        if refusal:
            self._show_refusal(refusal)

    def clear_result(self) -> None:
        row = self._current_row()
        if row is not None and row.saved:
            self.page.clear_result(self.model.change, row.table)
