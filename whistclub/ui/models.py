"""Table models over row snapshots: the views never hold a database row, only a copy taken
after the last change (novelWriter's models keep the same distance from storage)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QCollator,
    QEvent,
    QLocale,
    QObject,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

Row = dict[str, Any]

# Rows added and gone that update_rows tells the views one by one; more reset the model.
FEW_ROWS = 20
# Rows filled at once at each end of a table set anew (a view shows its first rows, or its
# last: the History tab), more than a screen holds; the rows between are filled when the
# window is idle, so many at a time (issue 24: the season of 2,000 players, the History
# tab of 1,145 entries). Rows that move (a sort, a search, rows added or gone) fill the
# rest first; rows changed in place are given their texts at once, the rest still to come.
AT_EACH_END = 150
WHEN_IDLE = 100  # about 2 ms of a step: a click while they are filled waits no longer

# The role each row's first cell keeps its place in a new order under, for Qt to sort the
# cells by (_reorder): never shown.
_PLACE = Qt.ItemDataRole.UserRole.value + 1
_SHOWN = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # read-only cells
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_RIGHT_VALUE = int(_RIGHT.value)  # as a delegate reads an alignment from a cell
_MUTED = "#777777"
_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
_FOREGROUND = Qt.ItemDataRole.ForegroundRole.value


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


class RowsModel(QStandardItemModel):
    """A read-only table of row snapshots (dicts); `set_rows` replaces them all at once.

    Each row's texts are made once, when the row is set or changes, and kept in Qt's own
    cells (a QStandardItemModel): a view paints them without calling Python. A model whose
    data() was Python was asked for seven roles at every cell and five at every row number
    at each paint, 1,000 calls for the 17 players in view, and the window after a player
    added painted in 7.6 ms where the same cells held by Qt paint in 3.3 ms (issue 24). A
    long table's middle rows are filled when the window is idle (AT_EACH_END).

    The model sorts its rows itself (`sort`) and shows those a search finds (`search`), so a
    view needs no proxy between it and the rows: a QSortFilterProxyModel asked Python for the
    source's rowCount and columnCount at every cell and role it passed on (issue 24)."""

    def __init__(self, columns: Sequence[Column], parent: Any = None) -> None:
        super().__init__(0, len(columns), parent)
        self._columns: list[Column] = []
        self._right: list[bool] = []  # each column's figures to the right
        self._rows: list[Row] = []  # the rows shown, in order: those the search finds
        self._all: list[Row] = []  # every row, in order
        self._needle = ""  # the search, casefolded ("" finds every row)
        self._searched: int | None = None  # the column searched (None: every column)
        self._muted: Callable[[Row], bool] = lambda row: False
        self._sorted_by: tuple[int, Qt.SortOrder] | None = None  # see sort()
        self._collator: tuple[str, QCollator] | None = None
        self._grey = QBrush(QColor(_MUTED))
        self._unfilled = range(0)  # the shown rows whose cells are still to be made
        self._filler = QTimer(self)  # makes them when the window is idle
        self._filler.setInterval(0)
        self._filler.timeout.connect(self._fill_some)
        self.setSortRole(_PLACE)
        self._take_columns(columns)

    # -- contents ------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.beginResetModel()
        with self._quietly():
            self._all = self._in_order([dict(row) for row in rows])
            self._rows = self._found(self._all)
            self._fill_all()
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
        before = self._rows
        changed = [n for n, (old, row) in enumerate(zip(before, new, strict=True)) if old != row]
        self._rows = new
        self._refill(changed, before)
        return sorted(set(changed) | set(added))

    def _add_and_drop(self, new: list[Row], new_ids: list[Any]) -> list[int]:
        """The rows gone removed, the rows kept put in `new`'s order, the rows added
        inserted where they come, a signal for each run of adjacent rows (a search of 2,000
        players drops hundreds at a keystroke): the model then holds `new`'s rows by id, the
        kept ones' values still to compare. The numbers of the rows added."""
        self._fill_the_rest()  # the rows move: the rest's places with them
        keep = set(new_ids)
        gone = [n for n, row in enumerate(self._rows) if row["id"] not in keep]
        for first, last in reversed(_runs(gone)):
            del self._rows[first : last + 1]
            self.removeRows(first, last + 1 - first)
        kept = {row["id"] for row in self._rows}
        order = [row_id for row_id in new_ids if row_id in kept]
        if [row["id"] for row in self._rows] != order:
            self._move_to(order)
        added = [n for n, row_id in enumerate(new_ids) if row_id not in kept]
        for first, last in _runs(added):  # the rows before `first` are new's already
            self._rows[first:first] = new[first : last + 1]
            self.insertRows(first, last + 1 - first)
        self._refill(added)
        return added

    def _move_to(self, order: list[Any]) -> None:
        """The rows put in the order of their ids `order` (the same ids)."""
        where = {row_id: n for n, row_id in enumerate(order)}
        moved = sorted(self._rows, key=lambda row: where[row["id"]])
        self._reorder(moved, lambda row: row["id"])

    def set_columns(self, columns: Sequence[Column]) -> None:
        self.beginResetModel()
        with self._quietly():
            self._take_columns(columns)
            self._fill_all()
        self.endResetModel()

    def column(self, section: int) -> Column:
        return self._columns[section]

    def set_muted(self, muted: Callable[[Row], bool]) -> None:
        """Rows shown greyed (withdrawn players, entrants who left early, the season's
        players not qualified): every row filled now, those filled before greyed anew or
        their grey taken away."""
        self._muted = muted
        filled = [n for n in range(len(self._rows)) if n not in self._unfilled]
        self._fill_the_rest()
        self._refill(filled, again=True)

    def row(self, number: int) -> Row:
        """The row shown at `number`."""
        return self._rows[number]

    def rows(self) -> list[Row]:
        """Every row, in order, found by the search or not."""
        return list(self._all)

    @property
    def filling(self) -> bool:
        """Whether rows between the ends are still to be filled when the window is idle."""
        return bool(self._unfilled)

    # -- the cells Qt paints -----------------------------------------------------------------

    def _take_columns(self, columns: Sequence[Column]) -> None:
        self._columns = list(columns)
        # The cell Qt makes each of the model's cells from, at its first data (setItemData
        # on an empty cell): read-only, words to the left. A cell made by Qt has no Python
        # object of its own; a QStandardItem made here and handed over keeps one alive, and
        # 14,000 of them for the season of 2,000 players cost twice the cells' data.
        prototype = QStandardItem()
        prototype.setFlags(_SHOWN)
        prototype.setTextAlignment(_LEFT)
        self.setItemPrototype(prototype)
        self._right = [column.align_right for column in self._columns]
        self.setColumnCount(len(self._columns))
        self.setHorizontalHeaderLabels([column.title for column in self._columns])

    def _fill_all(self) -> None:
        """Every shown row's cells made anew, those of the rows at each end at once (the
        signals the caller's to give) and the rest when the window is idle."""
        count = len(self._rows)
        self.setRowCount(0)
        self.setRowCount(count)
        self._unfilled = range(AT_EACH_END, count - AT_EACH_END)
        for number in range(count):
            if number not in self._unfilled:
                self._fill(number)
        if self._unfilled:
            self._filler.start()
        else:
            self._filler.stop()

    def _fill_some(self) -> None:
        """The next of the rows still to be filled, when the window is idle."""
        some, self._unfilled = self._unfilled[:WHEN_IDLE], self._unfilled[WHEN_IDLE:]
        self._refill(some)
        if not self._unfilled:
            self._filler.stop()

    def _fill_the_rest(self) -> None:
        """The rows still to be filled filled now: something reads or moves the cells."""
        if self._unfilled:
            self._filler.stop()
            rest, self._unfilled = self._unfilled, range(0)
            self._refill(rest)

    def _fill(self, number: int, *, again: bool = False) -> None:
        """The cells of the row shown at `number` made from the row: its texts, each its
        own tooltip (the whole of a text cut short), greyed if the row is muted (`again`:
        the cells were made before, and lose their grey if the row is no longer muted)."""
        row = self._rows[number]
        grey = self._grey if self._muted(row) else None
        index, set_item_data = self.index, self.setItemData
        for place, column in enumerate(self._columns):
            text = column.text(row)
            data: dict[int, Any] = {_DISPLAY: text, _TOOLTIP: text}
            if self._right[place]:
                data[_ALIGNMENT] = _RIGHT_VALUE
            if grey is not None or again:
                data[_FOREGROUND] = grey  # None takes the grey away
            set_item_data(index(number, place), data)

    def _retext(self, number: int) -> None:
        """The texts of the row shown at `number` brought up to date where they changed,
        greyed or not as before: after an entry the live standings' ranks below a player
        who climbed change, and nothing else of those rows (issue 24, Enter -> standings)."""
        row = self._rows[number]
        index, set_item_data = self.index, self.setItemData
        for place, column in enumerate(self._columns):
            text = column.text(row)
            cell = index(number, place)
            if cell.data() != text:
                set_item_data(cell, {_DISPLAY: text, _TOOLTIP: text})

    def _refill(
        self, numbers: Sequence[int], before: Sequence[Row] | None = None, *, again: bool = False
    ) -> None:
        """The rows at `numbers` (in order) made anew, one signal per run of adjacent rows;
        `before`: the rows they were, by number, whose cells change only where their texts
        do (and wholly where the row is greyed now and was not, or the other way); `again`:
        cells made before, whose grey goes if their row is no longer muted."""
        muted = self._muted
        with self._quietly():
            for number in numbers:
                if before is None:
                    self._fill(number, again=again)
                elif muted(before[number]) == muted(self._rows[number]):
                    self._retext(number)
                else:
                    self._fill(number, again=True)
        last = self.columnCount() - 1
        for first, end in _runs(list(numbers)):
            self.dataChanged.emit(self.index(first, 0), self.index(end, last))

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Cells set without a signal each (one per row and column): the caller tells the
        views once, by a reset or a dataChanged per run of rows."""
        was = self.blockSignals(True)
        try:
            yield
        finally:
            self.blockSignals(was)

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
        `identity`): each row's first cell is given its new place and Qt sorts the cells by
        it, the views' indexes (their selection, their current row) following their rows."""
        self._fill_the_rest()  # the rows move: the rest's places with them
        where = {identity(row): n for n, row in enumerate(rows)}
        index, set_data = self.index, self.setData
        with self._quietly():  # a place is never shown
            for number, row in enumerate(self._rows):
                set_data(index(number, 0), where[identity(row)], _PLACE)
        self._rows = rows
        QStandardItemModel.sort(self, 0, Qt.SortOrder.AscendingOrder)

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
        # The title whole too, as resizeColumnToContents has it: an empty roster's first
        # player added left "Membership number" cut to Qt's default 100 pixels.
        needed = 0 if header.isHidden() else header.sectionSizeHint(column)
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
