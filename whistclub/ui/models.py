"""Table models over row snapshots: the views never hold a database row, only a copy taken
after the last change (novelWriter's models keep the same distance from storage)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCollator,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableView

Index = QModelIndex | QPersistentModelIndex
Row = dict[str, Any]

# Rows added and gone that update_rows tells the views one by one; more reset the model.
FEW_ROWS = 20

_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value
# The roles a RowsModel answers; a delegate asks seven at every cell it paints (font,
# alignment, colour, check state, icon, text, background), and the others are None at once.
_ANSWERED = frozenset((_DISPLAY, _TOOLTIP, _ALIGNMENT, _FOREGROUND))
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
    """A read-only table of row snapshots (dicts); `set_rows` replaces them all at once.

    The model sorts its rows itself (`sort`) and shows those a search finds (`search`), so a
    view needs no proxy between it and the rows: a QSortFilterProxyModel asked Python for the
    source's rowCount and columnCount at every cell and role it passed on, 1,440 calls for a
    paint of 28 players beside the 630 data() calls themselves (issue 24)."""

    def __init__(
        self, columns: Sequence[Column], parent: Any = None, *, keep_texts: bool = False
    ) -> None:
        """`keep_texts`: each row's texts are made once and kept until the row changes, for a
        model whose columns read nothing but the row (the live standings, painted after every
        entry: issue 25's "Send -> standings painted")."""
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[Row] = []  # the rows shown, in order: those the search finds
        self._all: list[Row] = []  # every row, in order
        self._needle = ""  # the search, casefolded ("" finds every row)
        self._searched: int | None = None  # the column searched (None: every column)
        self._texts: list[tuple[str, ...] | None] | None = [] if keep_texts else None
        self._muted: Callable[[Row], bool] = lambda row: False
        self._sorted_by: tuple[int, Qt.SortOrder] | None = None  # see sort()
        self._collator: tuple[str, QCollator] | None = None

    # -- contents ------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        self._all = self._in_order([dict(row) for row in rows])
        self._rows = self._found(self._all)
        self._forget_texts()
        self.endResetModel()

    def update_rows(self, rows: Sequence[Row]) -> list[int] | None:
        """Replace the rows, telling the views what happened to each (a few rows added or
        gone, rows moved in the order, rows changed), so a view keeps its scroll, its
        selection on the same rows and its widths, and repaints only what changed. Rows are
        followed by their "id" where every row has one; rows without are compared place by
        place. Anything else (many rows added or gone, a different number of rows without
        ids) resets. The numbers of the rows changed or added, or None after a reset."""
        every = self._in_order([dict(row) for row in rows])
        new = self._found(every)
        self._all = every
        old_ids, new_ids = _ids(self._rows), _ids(new)
        added: list[int] = []
        if old_ids is not None and new_ids is not None:
            if set(old_ids) != set(new_ids):
                if len(set(old_ids) ^ set(new_ids)) > FEW_ROWS:
                    self.set_rows(every)
                    return None
                added = self._add_and_drop(new, new_ids)
            elif old_ids != new_ids:
                self._move_to(new_ids)  # a name changed: its row moves, selection and all
        elif len(new) != len(self._rows):
            self.set_rows(every)
            return None
        pairs = enumerate(zip(self._rows, new, strict=True))
        changed = [n for n, (old, row) in pairs if old != row]
        self._rows = new
        if self._texts is not None:
            for n in changed:
                self._texts[n] = None
        last = self.columnCount() - 1
        for first, end in _runs(changed):  # one signal per run of adjacent changed rows
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))
        return sorted(set(changed) | set(added))

    def _add_and_drop(self, new: list[Row], new_ids: list[Any]) -> list[int]:
        """The rows gone removed, the rows kept put in `new`'s order, the rows added
        inserted where they come, a signal for each run of adjacent rows (a search of 2,000
        players drops hundreds at a keystroke): the model then holds `new`'s rows by id, the
        kept ones' values still to compare. The numbers of the rows added."""
        root = QModelIndex()
        keep = set(new_ids)
        gone = [n for n, row in enumerate(self._rows) if row["id"] not in keep]
        for first, last in reversed(_runs(gone)):
            self.beginRemoveRows(root, first, last)
            del self._rows[first : last + 1]
            if self._texts is not None:
                del self._texts[first : last + 1]
            self.endRemoveRows()
        kept = {row["id"] for row in self._rows}
        order = [row_id for row_id in new_ids if row_id in kept]
        if [row["id"] for row in self._rows] != order:
            self._move_to(order)
        added = [n for n, row_id in enumerate(new_ids) if row_id not in kept]
        for first, last in _runs(added):  # the rows before `first` are new's already
            self.beginInsertRows(root, first, last)
            self._rows[first:first] = new[first : last + 1]
            if self._texts is not None:
                self._texts[first:first] = [None] * (last + 1 - first)
            self.endInsertRows()
        return added

    def _move_to(self, order: list[Any]) -> None:
        """The rows put in the order of their ids `order` (the same ids)."""
        where = {row_id: n for n, row_id in enumerate(order)}
        moved = sorted(self._rows, key=lambda row: where[row["id"]])
        self._reorder(moved, lambda row: row["id"])

    def set_columns(self, columns: Sequence[Column]) -> None:
        self.beginResetModel()
        self._columns = list(columns)
        self._forget_texts()
        self.endResetModel()

    def column(self, section: int) -> Column:
        return self._columns[section]

    def set_muted(self, muted: Callable[[Row], bool]) -> None:
        """Rows shown greyed (withdrawn players, unfinished rubbers)."""
        self._muted = muted

    def row(self, number: int) -> Row:
        """The row shown at `number`."""
        return self._rows[number]

    def rows(self) -> list[Row]:
        """Every row, in order, found by the search or not."""
        return list(self._all)

    # -- searching -------------------------------------------------------------------------

    def search(self, text: str, column: int | None = None) -> None:
        """Show the rows in which some column's text (or `column`'s) holds `text`, case
        aside ("" shows them all): the rows no longer found removed, the rows found again
        inserted where they come, so a view keeps its selection on a row still shown (as a
        QSortFilterProxyModel's fixed-string filter did)."""
        needle = text.casefold()
        if (needle, column) == (self._needle, self._searched):
            return
        self._needle, self._searched = needle, column
        new = self._found(self._all)
        new_ids = _ids(new)
        if _ids(self._rows) is None or new_ids is None:
            self.set_rows(self._all)
            return
        self._add_and_drop(new, new_ids)

    def _found(self, rows: list[Row]) -> list[Row]:
        if not self._needle:
            return list(rows)  # a list of its own: the shown rows change in place
        needle = self._needle
        columns = self._columns if self._searched is None else [self._columns[self._searched]]
        return [row for row in rows if any(needle in c.text(row).casefold() for c in columns)]

    # -- sorting ---------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column's sort key (its text where it has none), text as the
        window's language sorts it: Iñaki before Ivy, membership number 9 before 10.

        The model sorts itself, one `sorted` over keys made once per row: a proxy sorting
        by itself asks Python for two cells and a comparison at every step (20,000 calls for
        a roster of 2,000, the window's first paint held up, issue 24). Rows set later keep
        the order chosen; the search shows the rows it finds in that order."""
        if not 0 <= column < len(self._columns):
            self._sorted_by = None
            return
        self._sorted_by = (column, order)
        self._all = self._in_order(self._all)
        self._reorder(self._found(self._all), id)

    def _reorder(self, rows: list[Row], identity: Callable[[Row], Any]) -> None:
        """The model's rows put in the order of `rows` (the same rows, told apart by
        `identity`), the views' indexes (their selection, their current row) following
        their rows."""
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        was = [identity(row) for row in self._rows]
        self._rows = rows
        self._forget_texts()
        where = {identity(row): n for n, row in enumerate(rows)}
        after = [self.index(where[was[i.row()]], i.column()) for i in before]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def _forget_texts(self) -> None:
        if self._texts is not None:
            self._texts = [None] * len(self._rows)

    def _in_order(self, rows: list[Row]) -> list[Row]:
        if self._sorted_by is None:
            return rows
        column, order = self._sorted_by
        spec = self._columns[column]
        collator = self.collator()

        def key(row: Row) -> Any:
            value = spec.sort_key(row) if spec.sort_key else spec.text(row)
            if isinstance(value, str):
                return (1, collator.sortKey(value))
            return (0, value) if value is not None else (-1, 0)

        descending = order == Qt.SortOrder.DescendingOrder
        try:
            return sorted(rows, key=key, reverse=descending)
        except TypeError:  # keys of kinds that do not compare: as text
            return sorted(rows, key=lambda row: spec.text(row), reverse=descending)

    def collator(self) -> QCollator:
        name = QLocale().name()
        if self._collator is None or self._collator[0] != name:
            collator = QCollator(QLocale())
            collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            collator.setNumericMode(True)  # membership number 9 before 10
            self._collator = (name, collator)
        return self._collator[1]

    # -- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every cell and role at each paint (1,700 times for the Standings screen):
        # roles compared as plain ints, a role not answered returned first, alignments worked
        # out once (issue 24).
        role = int(role)
        if role not in _ANSWERED:
            return None
        number = index.row()
        if not index.isValid() or not (0 <= number < len(self._rows)):
            return None
        row = self._rows[number]
        if role in (_DISPLAY, _TOOLTIP) and self._texts is not None:
            texts = self._texts[number]
            if texts is None:
                texts = self._texts[number] = tuple(c.text(row) for c in self._columns)
            return texts[index.column()]
        column = self._columns[index.column()]
        if role in (_DISPLAY, _TOOLTIP):
            return column.text(row)
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


def _ids(rows: Sequence[Row]) -> list[Any] | None:
    """The rows' ids in order, or None where a row has none or two share one."""
    ids = [row.get("id") for row in rows]
    if None in ids or len(set(ids)) != len(ids):
        return None
    return ids


def _runs(numbers: Sequence[int]) -> list[tuple[int, int]]:
    """Sorted numbers as (first, last) runs of consecutive ones: [1, 2, 3, 7] -> (1, 3), (7, 7)."""
    runs: list[tuple[int, int]] = []
    for n in numbers:
        if runs and runs[-1][1] == n - 1:
            runs[-1] = (runs[-1][0], n)
        else:
            runs.append((n, n))
    return runs


def widen_for(view: QTableView, model: QAbstractItemModel, rows: Sequence[int]) -> None:
    """Widen a view's columns that `rows` (the model's row numbers: a few changed or added,
    or come into view) need wider, as resizeColumnsToContents would for them; the other rows
    are not measured again (issue 24: 2,000 players, a player added)."""
    header = view.horizontalHeader()
    grid = 1 if view.showGrid() else 0  # as QTableView.sizeHintForColumn counts the grid line
    for column in _measured_columns(view, model.columnCount()):
        needed = 0
        for number in rows:
            needed = max(needed, view.sizeHintForIndex(model.index(number, column)).width() + grid)
        if needed > header.sectionSize(column):
            header.resizeSection(column, needed)


def fit_to_rows_in_view(view: QTableView) -> None:
    """Each column fitted to its contents (but a stretched last one: _measured_columns)
    from the rows in view (the header's precision 0): now if the view is on screen, else when
    it is next shown. A view not shown has no rows in view, and
    Qt then measures every row: the Players page of 2,000 players, built before the window
    first shows, asked for 80,000 cells (about 400 ms of the start, bench/bench_window.py);
    a page built by a tab's first click is not shown yet either."""
    view.horizontalHeader().setResizeContentsPrecision(0)
    if view.isVisible():
        _fit_columns(view)
        return
    fitter = view.findChild(_FitWhenShown)
    if fitter is None:
        fitter = _FitWhenShown(view)
    fitter.pending = True


class _FitWhenShown(QObject):
    """Fits its view's columns at the view's next Show, if asked to (fit_to_rows_in_view),
    then widens them for the rows its viewport shows once the window's layout has settled:
    at the Show the viewport may be a third of its height (the big club's Players page, the
    first page: 6 rows of 17 measured, "Andrés Delgado …" cut short below them)."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view
        self.pending = False
        self.fitted_to = -1  # the last row measured, once fitted at a Show
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and self.pending and event.type() == QEvent.Type.Show:
            self.pending = False
            _fit_columns(self.view)
            self.fitted_to = self._last_row_in_view()
        elif (
            watched is not self.view
            and self.fitted_to >= 0
            and event.type() == QEvent.Type.Resize
            and not self.pending
        ):
            self._widen_for_rows_come_into_view()
        return False

    def _last_row_in_view(self) -> int:
        view = self.view
        model = view.model()
        count = model.rowCount() if model is not None else 0
        bottom = view.rowAt(view.viewport().height() - 1)
        return count - 1 if bottom < 0 else bottom

    def _widen_for_rows_come_into_view(self) -> None:
        """Columns widened (never narrowed) for the rows the grown viewport shows now that
        were not in view when they were fitted."""
        model = self.view.model()
        bottom = self._last_row_in_view()
        if model is None or bottom <= self.fitted_to:
            return
        widen_for(self.view, model, range(self.fitted_to + 1, bottom + 1))
        self.fitted_to = bottom


def _fit_columns(view: QTableView) -> None:
    """resizeColumnsToContents but for a stretched last column (_measured_columns)."""
    model = view.model()
    for column in _measured_columns(view, model.columnCount() if model is not None else 0):
        view.resizeColumnToContents(column)


def _measured_columns(view: QTableView, count: int) -> range:
    """The columns whose contents set their width: all but a stretched last one, which
    takes the room left whatever its contents (measuring it read every row's longest text
    for nothing, the Season page's *Why*, or each Club game's rules, whose first reading
    imports every variant: 22 ms at the Club games page's first show)."""
    return range(count - 1 if view.horizontalHeader().stretchLastSection() else count)
