"""The rows model sorts itself (RowsModel.sort) and the search proxy passes its sorting there:
names as the window's language sorts them, the order kept when rows are set again, the
selection following its row (issue 24: the Players page of a big club painted at once)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QTableView

from tests.ui.helpers import sorting_view
from whistclub.ui.models import Column, RowsModel, SearchProxy

ROWS = [
    {"name": "Ivy", "number": "10"},
    {"name": "Iñaki", "number": "9"},
    {"name": "bea", "number": None},
    {"name": "Ann", "number": "2"},
]


def _view(qtbot) -> tuple[QTableView, RowsModel, SearchProxy]:
    view, model, proxy = sorting_view(
        qtbot,
        [
            Column("Name", lambda r: r["name"]),
            Column("Number", lambda r: r["number"] or "", lambda r: r["number"]),
        ],
    )
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


def test_kept_texts_are_made_once_a_row_and_again_when_it_changes(qtbot) -> None:
    """keep_texts (the live standings): a row's texts are made at its first paint and kept
    until the row changes, however often the view asks."""
    made: list[str] = []

    def name(row: dict[str, object]) -> str:
        made.append(str(row["name"]))
        return str(row["name"])

    model = RowsModel([Column("Name", name)], keep_texts=True)
    model.set_rows([{"name": "Ann", "total": 1}, {"name": "Bob", "total": 2}])
    for _ in range(5):  # five paints
        assert [model.index(r, 0).data() for r in range(2)] == ["Ann", "Bob"]
    assert made == ["Ann", "Bob"]
    model.update_rows([{"name": "Ann", "total": 1}, {"name": "Bobby", "total": 3}])
    assert [model.index(r, 0).data() for r in range(2)] == ["Ann", "Bobby"]
    assert made == ["Ann", "Bob", "Bobby"]  # only the changed row made again
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert [model.index(r, 0).data() for r in range(2)] == ["Bobby", "Ann"]
    model.set_rows([{"name": "Cy", "total": 0}])
    assert model.index(0, 0).data() == "Cy"
