"""The entry grid's model: the tables of one change by hands, North-South tricks editable and
East-West filled in (13 a hand). A figure is saved the moment a table's hands are all typed; a
figure refused stays in its cell, marked, with the reason (issue 21)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

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


# save(change, table, ns tricks per hand, version of the result shown or None) -> the refusal
# in words, or "" when saved
Save = Callable[[int, int, list[int], int | None], str]


@dataclass
class _State:
    change: int = 0
    hands: int = 1
    trumps: tuple[str, ...] = ()
    rows: list[EntryRow] = field(default_factory=list)
    errors: dict[tuple[int, int], str] = field(default_factory=dict)
    # What was typed in a refused cell: it stays on show, marked, until it is typed over.
    typed: dict[tuple[int, int], str] = field(default_factory=dict)


class EntryModel(QAbstractTableModel):
    """Tables of one change (rows) by hands (NS tricks editable, EW filled in)."""

    refused = Signal(str)

    def __init__(self, save: Save, parent: Any = None) -> None:
        super().__init__(parent)
        self._save = save
        self._s = _State()
        # The cursor stays on the cell: its figure was refused, or nothing was typed.
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

    def clear(self) -> None:
        self.beginResetModel()
        self._s = _State()
        self.endResetModel()

    def missing_tables(self) -> list[int]:
        """Tables of the change shown still without a saved result."""
        return [r.table for r in self._s.rows if not r.saved]

    def error_at(self, row: int, column: int) -> str:
        return self._s.errors.get((row, column), "")

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
            return self._text(index.row(), column, role == Qt.ItemDataRole.EditRole)
        if role == Qt.ItemDataRole.ToolTipRole:
            return error or (row.note if row.note else self._text(index.row(), column, False))
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
            return self._text(index.row(), column, False) or self.tr("empty")
        return None

    def _text(self, number: int, column: int, editing: bool) -> str:
        row = self._s.rows[number]
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
        place = (number, column)
        if place in self._s.typed:  # a refused figure stays where it was typed
            return self._s.typed[place]
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
        row, column = index.row(), index.column()
        if not text:
            self.last_refused = True  # Enter on an empty cell: stay on it
            return False
        hand = self.hand_of(column)
        assert hand is not None
        entry = self._s.rows[row]
        self._s.errors.pop((row, column), None)
        self._s.typed.pop((row, column), None)
        if not text.isdigit():
            return self._refuse(
                row,
                column,
                self.tr("type the North-South tricks as a number from 0 to 13, not “{0}”").format(
                    text
                ),
                text,
            )
        tricks = int(text)
        wanted: list[int | None] = list(entry.ns)
        wanted[hand] = tricks
        if any(t is None for t in wanted):
            if not 0 <= tricks <= 13:
                return self._refuse(
                    row, column, self.tr("tricks are 0 to 13, not {0}").format(text), text
                )
            entry.ns, entry.ew = wanted, [None if t is None else 13 - t for t in wanted]
            self._changed(row)
            return True
        refusal = self._save(
            self._s.change,
            entry.table,
            [int(t) for t in wanted],  # type: ignore[arg-type]
            entry.version if entry.saved else None,
        )
        if refusal:
            return self._refuse(row, column, refusal, text)
        self._changed(row)
        return True

    def _refuse(self, row: int, column: int, message: str, typed: str) -> bool:
        self._s.errors[(row, column)] = message
        self._s.typed[(row, column)] = typed
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
