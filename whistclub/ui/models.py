"""Table models over row snapshots: the views never hold a database row, only a copy taken
after the last change (novelWriter's models keep the same distance from storage)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCollator,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

Index = QModelIndex | QPersistentModelIndex
Row = dict[str, Any]

_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_USER = Qt.ItemDataRole.UserRole.value
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
_LEFT = int((Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter).value)
_RIGHT = int((Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value)


@dataclass(frozen=True)
class Column:
    """One column: its header, the text of a row, and (optionally) how to sort it."""

    title: str
    text: Callable[[Row], str]
    sort_key: Callable[[Row], Any] | None = None
    align_right: bool = False
    # Words that may be cut short (a name, a revoke's penalty) so that the scores beside them
    # stay on screen; the whole text is the cell's tooltip (fit_columns below).
    may_shorten: bool = False


class RowsModel(QAbstractTableModel):
    """A read-only table of row snapshots (dicts); `set_rows` replaces them all at once."""

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[Row] = []
        self._muted: Callable[[Row], bool] = lambda row: False

    # -- contents ------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self._rows = [dict(row) for row in rows]
        self.endResetModel()

    def update_rows(self, rows: Sequence[Row]) -> None:
        """Replace the rows, telling the views only which rows changed (dataChanged), so a
        view keeps its scroll, selection and widths; a different number of rows resets."""
        new = [dict(row) for row in rows]
        if len(new) != len(self._rows):
            self.set_rows(new)
            return
        pairs = enumerate(zip(self._rows, new, strict=True))
        changed = [n for n, (old, row) in pairs if old != row]
        self._rows = new
        last = self.columnCount() - 1
        for first, end in _runs(changed):  # one signal per run of adjacent changed rows
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    def set_columns(self, columns: Sequence[Column]) -> None:
        self.beginResetModel()
        self._columns = list(columns)
        self.endResetModel()

    def column(self, section: int) -> Column:
        return self._columns[section]

    def set_muted(self, muted: Callable[[Row], bool]) -> None:
        """Rows shown greyed (withdrawn players, unfinished rubbers)."""
        self._muted = muted

    def row(self, number: int) -> Row:
        return self._rows[number]

    def rows(self) -> list[Row]:
        return list(self._rows)

    # -- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every cell and role at each paint (1,700 times for the Standings screen):
        # roles compared as plain ints, alignments worked out once (issue 24).
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        role = int(role)
        row = self._rows[index.row()]
        column = self._columns[index.column()]
        if role in (_DISPLAY, _TOOLTIP):
            return column.text(row)
        if role == _USER:
            return column.sort_key(row) if column.sort_key else column.text(row)
        if role == _ALIGNMENT:
            return _RIGHT if column.align_right else _LEFT
        if role == _FOREGROUND and self._muted(row):
            return QBrush(QColor("#777777"))
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._columns):
            return self._columns[section].title
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            return str(section + 1)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class SearchProxy(QSortFilterProxyModel):
    """Sorts by each column's sort key and filters on any column containing the search text."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(Qt.ItemDataRole.UserRole)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
        self._collator: tuple[str, QCollator] | None = None

    def lessThan(self, left: Any, right: Any) -> bool:
        """Names sort as the window's language sorts them (Iñaki before Ivy in Spanish and
        in English alike), not by character codes."""
        a, b = left.data(self.sortRole()), right.data(self.sortRole())
        if isinstance(a, str) and isinstance(b, str):
            return self.collator().compare(a, b) < 0
        return bool(super().lessThan(left, right))

    def collator(self) -> QCollator:
        name = QLocale().name()
        if self._collator is None or self._collator[0] != name:
            collator = QCollator(QLocale())
            collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            collator.setNumericMode(True)  # membership number 9 before 10
            self._collator = (name, collator)
        return self._collator[1]


def _runs(numbers: Sequence[int]) -> list[tuple[int, int]]:
    """Sorted numbers as (first, last) runs of consecutive ones: [1, 2, 3, 7] -> (1, 3), (7, 7)."""
    runs: list[tuple[int, int]] = []
    for n in numbers:
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs
