"""RowsModel.update_rows tells the views what a change did (issue 24: the window after a club
change): a row added or gone is inserted or removed, so the view keeps its selection and
scroll and repaints only that; a change of many rows, or of rows without ids, resets. And
widen_for widens a column only for the rows it is given."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from tests.ui.helpers import sorting_view
from whistclub.ui.models import FEW_ROWS, Column, RowsModel, widen_for


def _players(*names: str, first_id: int = 1) -> list[dict[str, object]]:
    return [{"id": first_id + n, "name": name} for n, name in enumerate(names)]


def _view(qtbot, rows):  # type: ignore[no-untyped-def]
    # a row without an id (the reset below) shows an empty number
    columns = [Column("No.", lambda r: str(r.get("id", ""))), Column("Name", lambda r: r["name"])]
    view, model = sorting_view(qtbot, columns)
    view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    view.horizontalHeader().setStretchLastSection(False)
    model.set_rows(rows)
    view.resizeColumnsToContents()
    return view, model


def _signals(model: RowsModel) -> list[str]:
    heard: list[str] = []
    model.modelReset.connect(lambda: heard.append("reset"))
    model.rowsInserted.connect(lambda _p, first, last: heard.append(f"inserted {first}-{last}"))
    model.rowsRemoved.connect(lambda _p, first, last: heard.append(f"removed {first}-{last}"))
    return heard


def test_a_row_added_is_inserted_where_it_sorts_and_the_selection_stays(qtbot) -> None:
    rows = _players("Ann", "Carl", "Dora")
    view, model = _view(qtbot, rows)
    heard = _signals(model)
    view.selectionModel().select(
        model.index(2, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    touched = model.update_rows([*rows, {"id": 4, "name": "Bea"}])
    assert heard == ["inserted 1-1"] and touched == [1]
    assert [model.index(r, 1).data() for r in range(4)] == ["Ann", "Bea", "Carl", "Dora"]
    selected = view.selectionModel().selectedRows()
    assert [model.index(i.row(), 1).data() for i in selected] == ["Dora"]  # still hers


def test_a_row_gone_is_removed_and_a_changed_row_told_as_changed(qtbot) -> None:
    rows = _players("Ann", "Bea", "Carl")
    _table, model = _view(qtbot, rows)
    heard = _signals(model)
    changed: list[int] = []
    model.dataChanged.connect(lambda first, _last: changed.append(first.row()))
    touched = model.update_rows([rows[0], {**rows[2], "name": "Carla"}])
    assert heard == ["removed 1-1"] and touched == [1] and changed == [1]
    assert [row["name"] for row in model.rows()] == ["Ann", "Carla"]


def test_many_rows_or_rows_without_ids_reset(qtbot) -> None:
    rows = _players("Ann")
    _table, model = _view(qtbot, rows)
    heard = _signals(model)
    many = rows + _players(*(f"P{n:03}" for n in range(FEW_ROWS + 1)), first_id=10)
    assert model.update_rows(many) is None and heard == ["reset"]
    heard.clear()
    assert model.update_rows([{"name": "No id"}]) is None and heard == ["reset"]


def test_a_column_widens_for_a_longer_name_added_and_only_then(qtbot) -> None:
    rows = _players("Ann", "Bea")
    view, model = _view(qtbot, rows)
    header = view.horizontalHeader()
    width = header.sectionSize(1)
    touched = model.update_rows([*rows, {"id": 3, "name": "Bob"}])
    widen_for(view, model, touched or [])
    assert header.sectionSize(1) == width  # "Bob" fits: nothing moves
    longer = "Maximiliana Wolfeschlegelsteinhausen"
    touched = model.update_rows([*model.rows(), {"id": 4, "name": longer}])
    widen_for(view, model, touched or [])
    assert header.sectionSize(1) > width
    assert header.sectionSize(1) >= view.sizeHintForColumn(1)


def test_the_first_rows_of_an_empty_table_leave_every_title_whole(qtbot) -> None:
    """A new club's roster is empty when the page first shows; the columns widened for its
    first player are as wide as their titles too, not Qt's default width of 100 pixels."""
    columns = [Column("Name", lambda r: r["name"]), Column("Membership number", lambda r: "")]
    view, model = sorting_view(qtbot, columns)
    view.horizontalHeader().setStretchLastSection(False)
    model.set_rows([])
    header = view.horizontalHeader()
    assert header.sectionSizeHint(1) > header.sectionSize(1)  # the title does not fit yet
    touched = model.update_rows(_players("Ann"))
    widen_for(view, model, touched or [])
    assert header.sectionSize(1) >= header.sectionSizeHint(1)
    assert header.sectionSize(0) >= view.sizeHintForColumn(0)


def test_a_renamed_row_moves_where_it_sorts_and_stays_selected(qtbot) -> None:
    """Renaming the selected player moves her row; the selection goes with her, not to
    whoever now sits where she was (Edit… would have edited someone else)."""
    rows = _players("Ann", "Bea", "Carl")
    view, model = _view(qtbot, rows)
    view.selectionModel().select(
        model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    heard = _signals(model)
    touched = model.update_rows([{**rows[0], "name": "Zoe"}, rows[1], rows[2]])
    assert heard == [] and touched == [2]
    assert [model.index(r, 1).data() for r in range(3)] == ["Bea", "Carl", "Zoe"]
    selected = view.selectionModel().selectedRows()
    assert [model.index(i.row(), 1).data() for i in selected] == ["Zoe"]


def test_a_row_added_as_another_moves_keeps_every_row_in_order(qtbot) -> None:
    rows = _players("Ann", "Bea", "Carl")
    _table, model = _view(qtbot, rows)
    touched = model.update_rows([{**rows[0], "name": "Dan"}, rows[1], {"id": 9, "name": "Abe"}])
    assert [row["name"] for row in model.rows()] == ["Abe", "Bea", "Dan"]
    assert [model.index(r, 1).data() for r in range(3)] == ["Abe", "Bea", "Dan"]
    assert touched == [0, 2]  # Abe added; Dan changed (Carl gone)


class _CountingModel(RowsModel):
    """A RowsModel that counts the cells Qt asks it for."""

    asked = 0

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # type: ignore[no-untyped-def]
        self.asked += 1
        return super().data(index, role)


def test_columns_fitted_before_the_view_shows_are_measured_from_the_rows_in_view(qtbot) -> None:
    """A view not shown yet has no rows in view and Qt measures all of them (the Players page
    of 2,000 players, built before the window first shows: 80,000 cells, issue 24): its
    columns are fitted when it shows, from the rows on screen, as wide as those need."""
    from PySide6.QtWidgets import QMainWindow, QTableView

    from whistclub.ui.models import fit_to_rows_in_view

    model = _CountingModel([Column("Name", lambda r: r["name"]), Column("No.", lambda r: "1")])
    model.set_rows([{"id": n, "name": f"Player number {n}"} for n in range(2000)])
    window = QMainWindow()
    qtbot.addWidget(window)
    view = QTableView(window)
    view.setModel(model)
    window.setCentralWidget(view)
    window.resize(800, 400)
    model.asked = 0
    fit_to_rows_in_view(view)
    assert model.asked == 0  # nothing measured while hidden
    window.show()
    qtbot.waitExposed(window)
    assert 0 < model.asked < 2000  # measured at the show, from the rows in view
    fitted = view.columnWidth(0)
    view.resizeColumnsToContents()  # what measuring it now, shown, gives
    assert view.columnWidth(0) == fitted
    model.asked = 0
    fit_to_rows_in_view(view)  # shown: fitted at once, from the rows in view again
    assert 0 < model.asked < 2000


@pytest.mark.parametrize(("stretched", "measured"), [(True, [0, 1]), (False, [0, 1, 2])])
def test_a_stretched_last_column_is_not_measured(qtbot, monkeypatch, stretched, measured):
    """It takes the room left whatever its contents: measuring it read every row's longest
    text for nothing (the Season page's *Why*), or each Club game's rules, whose first
    reading imports every variant (22 ms at the page's first show)."""
    from PySide6.QtWidgets import QTableView

    from whistclub.ui.models import fit_to_rows_in_view

    model = RowsModel([Column(t, lambda r, t=t: f"{t} {r['id']}") for t in ("No.", "Date", "Why")])
    model.set_rows([{"id": n} for n in range(5)])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.horizontalHeader().setStretchLastSection(stretched)
    view.show()
    qtbot.waitExposed(view)
    asked: list[int] = []
    real = QTableView.resizeColumnToContents
    monkeypatch.setattr(
        QTableView, "resizeColumnToContents", lambda self, c: asked.append(c) or real(self, c)
    )
    fit_to_rows_in_view(view)
    assert asked == measured


def test_rows_that_come_into_view_as_the_window_settles_are_measured_too(qtbot) -> None:
    """At its Show a view's viewport may be a third of the height the window's layout then
    gives it (the big club's Players page: 6 rows of 17 measured, "Andrés Delgado …" cut
    short below them): the columns widen for the rows that come into view as it grows."""
    from PySide6.QtWidgets import QMainWindow, QTableView

    from whistclub.ui.models import fit_to_rows_in_view

    names = ["Ann"] * 4 + ["Bartholomew Fitzwilliam-Ogilvie"] + ["Bo"] * 30
    model = RowsModel([Column("Name", lambda r: r["name"]), Column("Notes", lambda r: "")])
    model.set_rows([{"id": n, "name": name} for n, name in enumerate(names)])
    window = QMainWindow()
    qtbot.addWidget(window)
    view = QTableView(window)
    view.setModel(model)
    view.horizontalHeader().setStretchLastSection(True)
    window.setCentralWidget(view)
    window.resize(800, 110)  # three or four rows in view at the Show
    fit_to_rows_in_view(view)
    window.show()
    qtbot.waitExposed(window)
    assert view.rowAt(view.viewport().height() - 1) < 4
    short = view.columnWidth(0)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: view.columnWidth(0) > short)
    assert view.columnWidth(0) >= view.sizeHintForIndex(model.index(4, 0)).width()


def test_each_role_a_cell_is_asked_is_answered_or_none_and_a_cell_outside_is_none() -> None:
    # A cell holds its text, its tooltip, its alignment and a withdrawn row's grey; a role
    # it does not hold is None, as is any role of a cell outside.
    model = RowsModel(
        [Column("Name", lambda r: r["name"]), Column("Games", lambda r: str(r["n"]), None, True)]
    )
    model.set_muted(lambda row: row["n"] == 0)
    model.set_rows([{"id": 1, "name": "Ann", "n": 3}, {"id": 2, "name": "Bea", "n": 0}])
    role = Qt.ItemDataRole
    ann, games_of_bea = model.index(0, 0), model.index(1, 1)
    assert model.data(ann, role.DisplayRole) == "Ann"
    assert model.data(ann, role.ToolTipRole) == "Ann"
    assert model.data(games_of_bea, role.DisplayRole) == "0"
    assert model.data(games_of_bea, role.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.data(ann, role.TextAlignmentRole) & Qt.AlignmentFlag.AlignLeft
    assert model.data(games_of_bea, role.ForegroundRole) is not None  # withdrawn: grey
    assert model.data(ann, role.ForegroundRole) is None
    for unanswered in (role.FontRole, role.CheckStateRole, role.DecorationRole):
        assert model.data(ann, unanswered) is None
    for unanswered in (role.BackgroundRole, role.SizeHintRole):
        assert model.data(ann, unanswered) is None
    outside = model.index(5, 0)
    assert not outside.isValid()
    assert model.data(outside, role.DisplayRole) is None
    assert model.data(model.index(-1, 0), role.DisplayRole) is None


def test_a_changed_row_changes_the_cells_whose_text_changed_and_greys_as_it_is_muted() -> None:
    """After an entry the live standings' ranks below a climber change and nothing else of
    their rows: those cells are given their new text, the others kept; a row withdrawn or
    come back is greyed or not."""
    model = RowsModel(
        [Column("Rank", lambda r: str(r["rank"])), Column("Name", lambda r: r["name"])]
    )
    model.set_muted(lambda row: row["gone"])
    ann, bea = {"rank": 1, "name": "Ann", "gone": False}, {"rank": 2, "name": "Bea", "gone": False}
    model.set_rows([ann, bea])
    name_cell = model.item(1, 1)
    model.update_rows([ann, {**bea, "rank": 3}])
    assert [model.item(1, c).text() for c in range(2)] == ["3", "Bea"]
    assert model.item(1, 1) is name_cell  # kept, not made again
    grey = Qt.ItemDataRole.ForegroundRole
    model.update_rows([ann, {**bea, "rank": 3, "gone": True}])
    assert model.data(model.index(1, 1), grey) is not None
    assert model.data(model.index(0, 1), grey) is None
    model.update_rows([ann, {**bea, "rank": 3}])
    assert model.data(model.index(1, 1), grey) is None
    assert model.data(model.index(1, 1), Qt.ItemDataRole.ToolTipRole) == "Bea"


def _many(count: int) -> list[dict[str, object]]:
    return [{"id": n, "name": f"P{n:04}"} for n in range(count)]


def test_a_long_table_shows_both_ends_at_once_and_the_middle_when_idle(qtbot) -> None:
    """The season of 2,000 players, the History tab of 1,100 entries: the rows a view shows
    first (its first, or its last) are filled at once, the others once the window is idle."""
    from whistclub.ui.models import AT_EACH_END

    model = RowsModel([Column("Name", lambda r: str(r["name"]))])
    model.set_rows(_many(1000))
    names = lambda: [model.index(r, 0).data() for r in range(1000)]  # noqa: E731
    shown = names()
    assert shown[:AT_EACH_END] == [f"P{n:04}" for n in range(AT_EACH_END)]
    assert shown[-AT_EACH_END:] == [f"P{n:04}" for n in range(1000 - AT_EACH_END, 1000)]
    assert shown[AT_EACH_END] is None and model.filling  # not yet
    qtbot.waitUntil(lambda: names() == [f"P{n:04}" for n in range(1000)])
    assert not model.filling


@pytest.mark.parametrize("then", ["sort", "search", "add", "mute"])
def test_rows_that_move_or_grey_fill_the_rest_first(qtbot, then) -> None:
    model = RowsModel([Column("Name", lambda r: str(r["name"]))])
    rows = _many(1000)
    model.set_rows(rows)
    if then == "sort":
        model.sort(0, Qt.SortOrder.DescendingOrder)
        expected = [f"P{n:04}" for n in reversed(range(1000))]
    elif then == "search":
        model.search("P0")  # P0000 to P0999: every row still shown
        expected = [f"P{n:04}" for n in range(1000)]
    elif then == "add":
        model.update_rows([*rows[:500], {"id": 5000, "name": "P0499b"}, *rows[500:]])
        expected = [f"P{n:04}" for n in range(500)] + ["P0499b"]
        expected += [f"P{n:04}" for n in range(500, 1000)]
    else:
        model.set_muted(lambda row: row["id"] == 600)
        expected = [f"P{n:04}" for n in range(1000)]
        assert model.index(600, 0).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == expected


def test_a_row_changed_in_place_while_the_middle_is_still_to_come_shows_at_once(qtbot) -> None:
    """The big club's roster, read again after the database is opened: a row changed in
    place shows its new text at once, and the rows still to be filled come when idle."""
    model = RowsModel([Column("Name", lambda r: str(r["name"]))])
    rows = _many(1000)
    model.set_rows(rows)
    touched = model.update_rows([*rows[:500], {"id": 500, "name": "Zed"}, *rows[501:]])
    assert touched == [500] and model.index(500, 0).data() == "Zed"
    assert model.filling  # not made to fill the rest: nothing moved
    expected = [f"P{n:04}" if n != 500 else "Zed" for n in range(1000)]
    qtbot.waitUntil(lambda: [model.index(r, 0).data() for r in range(1000)] == expected)


def _python_heard_painting(qtbot, model: RowsModel) -> list[str]:  # type: ignore[no-untyped-def]
    """The Python functions called while a view of `model`'s 40 rows, some changed since
    its last paint, paints the table, its row numbers and its titles."""
    import sys

    from PySide6.QtWidgets import QApplication, QTableView

    model.set_muted(lambda row: row["n"] == 0)
    model.set_rows([{"id": n, "name": f"P{n}", "n": n % 3} for n in range(40)])
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.resize(400, 600)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()  # the first paint, with whatever PySide loads the first time
    model.update_rows([{"id": n, "name": f"P{n}", "n": n % 3 + 1} for n in range(40)])
    called: list[str] = []

    def heard(frame, event, _arg):  # type: ignore[no-untyped-def]
        if event == "call":
            called.append(frame.f_code.co_name)

    sys.setprofile(heard)
    try:
        for part in (view, view.verticalHeader(), view.horizontalHeader()):
            part.viewport().repaint()
    finally:
        sys.setprofile(None)
    assert view.rowAt(view.viewport().height() - 1) > 10  # many rows in view
    return called


def test_a_view_paints_its_rows_without_calling_python(qtbot) -> None:
    """The cells are Qt's: a paint runs no Python, where a Python data() is asked for every
    cell and role (1,000 times for 17 players in view, issue 24)."""
    columns = [
        Column("Name", lambda r: r["name"]),
        Column("Games", lambda r: str(r["n"]), None, True),
    ]
    assert "data" in _python_heard_painting(qtbot, _CountingModel(columns))  # it can hear
    assert _python_heard_painting(qtbot, RowsModel(columns)) == []


def test_rows_greyed_by_one_rule_lose_their_grey_under_another() -> None:
    model = RowsModel([Column("Name", lambda r: str(r["name"]))])
    model.set_rows([{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bea"}])
    grey = Qt.ItemDataRole.ForegroundRole
    model.set_muted(lambda row: True)
    assert [model.index(r, 0).data(grey) is not None for r in range(2)] == [True, True]
    model.set_muted(lambda row: row["name"] == "Bea")
    assert [model.index(r, 0).data(grey) is not None for r in range(2)] == [False, True]
