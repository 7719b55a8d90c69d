"""The rows model sorts itself (RowsModel.sort) and searches itself (RowsModel.search), with
no proxy between it and the view: names as the window's language sorts them, the order kept
when rows are set again, the selection following its row; the search shows the rows some
column holds the text in, case aside, keeps the selection on a row still shown, and holds
for rows set or changed meanwhile (issue 24: the Players page painted at once)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication, QTableView

from tests.ui.helpers import sorting_view
from whistclub.ui.models import Column, RowsModel

ROWS = [
    {"name": "Ivy", "number": "10"},
    {"name": "Iñaki", "number": "9"},
    {"name": "bea", "number": None},
    {"name": "Ann", "number": "2"},
]

PLAYERS = [
    {"id": n + 1, "name": name, "notes": notes}
    for n, (name, notes) in enumerate(
        [
            ("Ann Lee", ""),
            ("Bea Moss", "caller"),
            ("Carl Ivens", ""),
            ("Dora Hale", "IVY's aunt"),
            ("Ivy Ward", ""),
            ("Zoe Hill", ""),
        ]
    )
]


def _view(qtbot) -> tuple[QTableView, RowsModel]:
    view, model = sorting_view(
        qtbot,
        [
            Column("Name", lambda r: r["name"]),
            Column("Number", lambda r: r["number"] or "", lambda r: r["number"]),
        ],
    )
    model.set_rows(ROWS)
    return view, model


def _players_view(qtbot) -> tuple[QTableView, RowsModel]:
    view, model = sorting_view(
        qtbot, [Column("Name", lambda r: r["name"]), Column("Notes", lambda r: r["notes"])]
    )
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    model.set_rows(PLAYERS)
    return view, model


def _shown(model: RowsModel, column: int = 0) -> list[str]:
    return [model.index(r, column).data() for r in range(model.rowCount())]


def _select(view: QTableView, row: int) -> None:
    view.selectionModel().select(
        view.model().index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def _selected(view: QTableView) -> list[str]:
    return [i.data() for i in view.selectionModel().selectedRows()]


def test_a_click_on_a_header_sorts_as_the_language_does(qtbot, english: str) -> None:
    view, model = _view(qtbot)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert _shown(model) == ["Ann", "bea", "Iñaki", "Ivy"]  # not by character codes
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert _shown(model) == ["Ivy", "Iñaki", "bea", "Ann"]
    view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert _shown(model, 1) == ["", "2", "9", "10"]  # no number first, then 9 before 10


def test_rows_set_again_keep_the_order_and_the_selection_follows_its_row(
    qtbot, english: str
) -> None:
    view, model = _view(qtbot)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    _select(view, 2)
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert _selected(view) == ["Iñaki"]  # the same player, now on row 1
    model.set_rows([*ROWS, {"name": "Zoe", "number": "1"}])
    assert _shown(model) == ["Zoe", "Ivy", "Iñaki", "bea", "Ann"]
    model.search("i")  # the search filters the sorted rows
    assert _shown(model) == ["Ivy", "Iñaki"]


def test_the_search_finds_any_columns_text_case_aside_and_keeps_the_selection(
    qtbot, english: str, qtmodeltester
) -> None:
    view, model = _players_view(qtbot)
    _select(view, 4)  # Ivy Ward
    removed: list[tuple[int, int]] = []
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    model.search("IV")
    assert _shown(model) == ["Carl Ivens", "Dora Hale", "Ivy Ward"]  # Dora by her notes
    assert removed == [(5, 5), (0, 1)]  # a signal for each run of rows, from the end
    assert _selected(view) == ["Ivy Ward"]  # still selected, now on row 2
    qtmodeltester.check(model)
    model.search("iv")  # the same search: nothing moves
    assert len(removed) == 2
    view.sortByColumn(0, Qt.SortOrder.DescendingOrder)  # sorting while searching
    assert _shown(model) == ["Ivy Ward", "Dora Hale", "Carl Ivens"]
    model.search("")
    assert _shown(model) == [
        "Zoe Hill", "Ivy Ward", "Dora Hale", "Carl Ivens", "Bea Moss", "Ann Lee"
    ]  # fmt: skip
    assert _selected(view) == ["Ivy Ward"]
    assert len(model.rows()) == 6


def test_rows_updated_while_searching_show_if_the_search_finds_them(qtbot, english: str) -> None:
    _table, model = _players_view(qtbot)
    model.search("ivy")
    assert _shown(model) == ["Dora Hale", "Ivy Ward"]
    renamed = [dict(p, name="Ivy Hill") if p["id"] == 6 else p for p in PLAYERS]
    added = [*renamed, {"id": 7, "name": "Ivan Oakes", "notes": ""}]
    changed = model.update_rows(added)
    assert _shown(model) == ["Dora Hale", "Ivy Hill", "Ivy Ward"]  # Zoe, renamed, found
    assert changed == [1]  # the row that came into the search, where it comes
    assert "Ivan Oakes" in [row["name"] for row in model.rows()]  # kept, not shown
    model.search("iv")
    assert _shown(model) == ["Carl Ivens", "Dora Hale", "Ivan Oakes", "Ivy Hill", "Ivy Ward"]
    model.set_rows(PLAYERS)  # a reset keeps the search
    assert _shown(model) == ["Carl Ivens", "Dora Hale", "Ivy Ward"]
    left = [dict(p, name="Zed Ward") if p["name"] == "Ivy Ward" else p for p in PLAYERS]
    model.update_rows(left)  # renamed out of the search: no longer shown
    assert _shown(model) == ["Carl Ivens", "Dora Hale"]


def test_texts_are_made_once_a_row_and_again_when_it_changes(qtbot) -> None:
    """A row's texts are made when it is set and kept in Qt's cells until the row changes,
    however often a view paints them (the live standings after every entry)."""
    made: list[str] = []

    def name(row: dict[str, object]) -> str:
        made.append(str(row["name"]))
        return str(row["name"])

    model = RowsModel([Column("Name", name, lambda row: row["total"])])
    model.set_rows([{"name": "Ann", "total": 1}, {"name": "Bob", "total": 2}])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    qtbot.waitExposed(view)
    for _ in range(5):  # five paints
        QApplication.processEvents()
        view.viewport().repaint()
        assert [model.index(r, 0).data() for r in range(2)] == ["Ann", "Bob"]
    assert made == ["Ann", "Bob"]
    model.update_rows([{"name": "Ann", "total": 1}, {"name": "Bobby", "total": 3}])
    assert [model.index(r, 0).data() for r in range(2)] == ["Ann", "Bobby"]
    assert made == ["Ann", "Bob", "Bobby"]  # only the changed row made again
    model.sort(0, Qt.SortOrder.DescendingOrder)
    assert [model.index(r, 0).data() for r in range(2)] == ["Bobby", "Ann"]
    assert made == ["Ann", "Bob", "Bobby"]  # the rows moved, their texts with them
    model.set_rows([{"name": "Cy", "total": 0}])
    assert model.index(0, 0).data() == "Cy"
