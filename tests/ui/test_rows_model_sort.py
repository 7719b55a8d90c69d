"""The rows model sorts itself (RowsModel.sort) and the search proxy passes its sorting there:
names as the window's language sorts them, the order kept when rows are set again, the
selection following its row (issue 24: the Players page of a big club painted at once)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView

from whistclub.ui.models import Column, RowsModel, SearchProxy

ROWS = [
    {"name": "Ivy", "number": "10"},
    {"name": "Iñaki", "number": "9"},
    {"name": "bea", "number": None},
    {"name": "Ann", "number": "2"},
]


def _view(qtbot) -> tuple[QTableView, RowsModel, SearchProxy]:
    model = RowsModel(
        [
            Column("Name", lambda r: r["name"]),
            Column("Number", lambda r: r["number"] or "", lambda r: r["number"]),
        ]
    )
    proxy = SearchProxy()
    proxy.setSourceModel(model)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view._keep = (model, proxy)  # type: ignore[attr-defined]  # Qt holds them while shown
    model.set_rows(ROWS)
    return view, model, proxy


def _shown(proxy: SearchProxy, column: int = 0) -> list[str]:
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_a_click_on_a_header_sorts_as_the_language_does(qtbot, english: str) -> None:
    view, _model, proxy = _view(qtbot)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert _shown(proxy) == ["Ann", "bea", "Iñaki", "Ivy"]  # not by character codes
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert _shown(proxy) == ["Ivy", "Iñaki", "bea", "Ann"]
    view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert _shown(proxy, 1) == ["", "2", "9", "10"]  # no number first, then 9 before 10
    assert proxy.sortColumn() == -1  # the proxy keeps the model's order


def test_rows_set_again_keep_the_order_and_the_selection_follows_its_row(
    qtbot, english: str
) -> None:
    view, model, proxy = _view(qtbot)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    view.selectionModel().select(
        proxy.index(2, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    selected = view.selectionModel().selectedRows()
    assert [i.data() for i in selected] == ["Iñaki"]  # the same player, now on row 1
    model.set_rows([*ROWS, {"name": "Zoe", "number": "1"}])
    assert _shown(proxy) == ["Zoe", "Ivy", "Iñaki", "bea", "Ann"]
    proxy.setFilterFixedString("i")  # the search still filters the sorted rows
    assert _shown(proxy) == ["Ivy", "Iñaki"]
