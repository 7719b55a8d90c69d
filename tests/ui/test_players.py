"""The roster: add, search, edit, merge, withdraw and reinstate, import from CSV and xlsx with a
preview; every change undoable."""

from __future__ import annotations

from openpyxl import Workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.ui.helpers import script_dialog
from whistclub.services import games
from whistclub.services.club import list_players
from whistclub.ui.player_dialogs import ImportDialog, MergeDialog, PlayerDialog


def names(database) -> list[str]:
    return [p["name"] for p in list_players(database)]


def visible_names(page) -> list[str]:
    model = page.model
    return [model.data(model.index(r, 0)) for r in range(model.rowCount())]


def add(window, monkeypatch, name: str, number: str = "") -> None:
    def fill(dialog: PlayerDialog) -> None:
        dialog.name.setText(name)
        dialog.number.setText(number)

    script_dialog(monkeypatch, PlayerDialog, fill)
    window.actions_by_name["add_player"].trigger()


def test_add_search_rename_and_withdraw(window, monkeypatch, qtbot, qtmodeltester):
    page = window.players_page
    for name, number in [("Ann Archer", "17"), ("Bob Baker", ""), ("Annie Hall", "")]:
        add(window, monkeypatch, name, number)
    assert names(window.database) == ["Ann Archer", "Annie Hall", "Bob Baker"]
    qtmodeltester.check(page.model)

    qtbot.keyClicks(page.search, "ann")
    assert visible_names(page) == ["Ann Archer", "Annie Hall"]
    page.search.clear()
    qtbot.keyClicks(page.search, "17")  # the membership number is searched too
    assert visible_names(page) == ["Ann Archer"]
    page.search.clear()

    page.view.selectRow(visible_names(page).index("Bob Baker"))

    def correct(dialog: PlayerDialog) -> None:
        dialog.name.setText("Robert Baker")
        dialog.number.setText("23")
        dialog.notes.setText("walks with a stick: table 1")

    script_dialog(monkeypatch, PlayerDialog, correct)
    page.edit()
    bob = next(p for p in list_players(window.database) if p["name"] == "Robert Baker")
    assert (bob["membership_number"], bob["notes"]) == ("23", "walks with a stick: table 1")

    page.view.selectRow(visible_names(page).index("Annie Hall"))
    page.toggle_active()
    annie = next(p for p in list_players(window.database) if p["name"] == "Annie Hall")
    assert annie["active"] is False
    page.show_withdrawn.setChecked(False)
    assert "Annie Hall" not in visible_names(page)

    window.undo_stack.undo()  # the withdrawal
    window.undo_stack.undo()  # the edit
    assert sorted(names(window.database)) == ["Ann Archer", "Annie Hall", "Bob Baker"]
    assert all(p["active"] for p in list_players(window.database))


def test_a_taken_membership_number_is_refused_in_words(window, monkeypatch, warnings):
    add(window, monkeypatch, "Ann Archer", "17")
    shown: list[PlayerDialog] = []

    def fill(dialog: PlayerDialog) -> None:
        dialog.name.setText("Bob Baker")
        dialog.number.setText("17")
        dialog.try_accept()  # refused: the dialog stays open with what was typed
        shown.append(dialog)
        assert dialog.result() != PlayerDialog.DialogCode.Accepted
        assert dialog.problem.text() == (
            "membership number 17 already belongs to Ann Archer; check the number or leave it blank"
        )
        assert (dialog.name.text(), dialog.number.text()) == ("Bob Baker", "17")
        dialog.number.setText("18")  # corrected, then OK again

    script_dialog(monkeypatch, PlayerDialog, fill)
    window.actions_by_name["add_player"].trigger()
    assert len(shown) == 1
    assert names(window.database) == ["Ann Archer", "Bob Baker"]
    assert warnings == []  # said in the dialog, not in a message box over it


def test_a_blank_name_keeps_what_was_typed(window, monkeypatch):
    def fill(dialog: PlayerDialog) -> None:
        dialog.number.setText("31")
        dialog.notes.setText("needs table 1")
        dialog.try_accept()
        assert dialog.result() != PlayerDialog.DialogCode.Accepted
        assert dialog.problem.isVisibleTo(dialog) and dialog.problem.text()
        assert (dialog.number.text(), dialog.notes.text()) == ("31", "needs table 1")
        dialog.name.setText("Cy Cooper")

    script_dialog(monkeypatch, PlayerDialog, fill)
    window.actions_by_name["add_player"].trigger()
    cy = next(p for p in list_players(window.database) if p["name"] == "Cy Cooper")
    assert (cy["membership_number"], cy["notes"]) == ("31", "needs table 1")


def test_adding_a_name_the_club_has_warns_first(window, monkeypatch):
    add(window, monkeypatch, "Ann Smith", "12")
    warned: list[str] = []

    def fill(dialog: PlayerDialog) -> None:
        dialog.name.setText("ann  smith")
        dialog.try_accept()  # warned, not saved
        warned.append(dialog.problem.text())
        assert names(window.database) == ["Ann Smith"]
        dialog.number.setText("40")  # the second OK adds her

    script_dialog(monkeypatch, PlayerDialog, fill)
    window.actions_by_name["add_player"].trigger()
    assert warned == [
        "The club already has Ann Smith (no. 12). Press OK again to add another player of "
        "that name (a membership number tells them apart), or change the name."
    ]
    assert sorted(names(window.database)) == ["Ann Smith", "ann smith"]


def test_import_csv_with_preview(window, monkeypatch, tmp_path, qtmodeltester):
    add(window, monkeypatch, "Ann Archer", "17")
    path = tmp_path / "members.csv"
    path.write_text("Nombre;Socio;Notas\nAnn Archer;17;treasurer\nCy Cooper;21;\n")
    previews = script_dialog(monkeypatch, ImportDialog, lambda dialog: None)
    window.players_page.import_file(str(path))
    (preview,) = previews
    qtmodeltester.check(preview.model)
    what = [preview.model.row(r)["what"] for r in range(preview.model.rowCount())]
    assert what == ["update Ann Archer", "add as a new player"]
    summary = preview.findChild(QLabel, "importSummary").text()
    assert summary == "members.csv: 1 new players, 1 updated, 0 unchanged."
    players = {p["name"]: p for p in list_players(window.database)}
    assert players["Ann Archer"]["notes"] == "treasurer"
    assert players["Cy Cooper"]["membership_number"] == "21"
    window.undo_stack.undo()  # one import, one step back
    assert names(window.database) == ["Ann Archer"]


def test_an_import_with_a_refused_line_shows_why_and_imports_nothing(window, monkeypatch, tmp_path):
    path = tmp_path / "members.csv"
    path.write_text("name,notes\nCy Cooper,\n  ,x\n")
    previews = script_dialog(monkeypatch, ImportDialog, lambda dialog: None)
    window.players_page.import_file(str(path))
    (preview,) = previews
    assert not preview.import_button.isEnabled()
    assert "line 3: the name is blank" in preview.findChild(QLabel, "importErrors").text()
    assert names(window.database) == []


def test_import_xlsx_cancelled_saves_nothing_and_accepted_imports(window, monkeypatch, tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Name", "Membership number"])
    sheet.append(["Di Dale", 30])
    sheet.append(["Ed Evans", None])
    path = tmp_path / "members.xlsx"
    book.save(path)
    script_dialog(monkeypatch, ImportDialog, lambda dialog: None, accept=False)
    window.players_page.import_file(str(path))
    assert names(window.database) == []
    script_dialog(monkeypatch, ImportDialog, lambda dialog: None)
    window.players_page.import_file(str(path))
    assert names(window.database) == ["Di Dale", "Ed Evans"]
    assert list_players(window.database)[0]["membership_number"] == "30"


def test_merge_a_player_entered_twice_then_undo(window, monkeypatch, qtmodeltester):
    page = window.players_page
    add(window, monkeypatch, "Ann Archer", "17")
    add(window, monkeypatch, "Ann Archer (walk-in)")
    twin = next(p for p in list_players(window.database) if p["name"] == "Ann Archer (walk-in)")
    game = games.start_game(
        window.database, {"profile": "english_short_001", "deals": []}, seats={"N": twin["id"]}
    ).created_id("game")
    page.refresh()
    page.view.selectRow(visible_names(page).index("Ann Archer (walk-in)"))
    offered: list[str] = []

    def choose(dialog: MergeDialog) -> None:
        offered.extend(dialog.keep.itemText(i) for i in range(dialog.keep.count()))
        dialog.keep.setCurrentIndex(0)

    script_dialog(monkeypatch, MergeDialog, choose)
    page.merge()
    assert offered == ["Ann Archer (17)"]  # never the duplicate itself
    assert names(window.database) == ["Ann Archer"]
    ann = list_players(window.database)[0]
    assert games.load_seats(window.database, game) == {"N": ann["id"]}
    qtmodeltester.check(page.model)

    window.undo_stack.undo()
    assert names(window.database) == ["Ann Archer", "Ann Archer (walk-in)"]
    assert games.load_seats(window.database, game) == {"N": twin["id"]}


def test_names_sort_as_the_language_sorts_them(window, monkeypatch):
    for name, number in (("Ivy Lane", "10"), ("Iñaki Ruiz", "9"), ("Álvaro Díaz", "")):
        add(window, monkeypatch, name, number)
    page = window.players_page
    page.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert visible_names(page) == ["Álvaro Díaz", "Iñaki Ruiz", "Ivy Lane"]
    page.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert visible_names(page)[-2:] == ["Iñaki Ruiz", "Ivy Lane"]  # number 9 before 10


def test_an_import_with_bad_lines_can_skip_them_and_import_the_rest(window, monkeypatch, tmp_path):
    path = tmp_path / "members.csv"
    path.write_text("name,number\nCy Cooper,1\n  ,2\nDi Dale,3\nCy Cooper,4\nEd Evans,5\n")

    def skip(dialog: ImportDialog) -> None:
        assert not dialog.import_button.isEnabled()  # refused lines: nothing yet
        assert dialog.skip.isVisibleTo(dialog)
        dialog.skip.setChecked(True)
        assert dialog.import_button.isEnabled()

    script_dialog(monkeypatch, ImportDialog, skip)
    window.players_page.import_file(str(path))
    assert names(window.database) == ["Cy Cooper", "Di Dale", "Ed Evans"]
    window.undo_stack.undo()  # still one step
    assert names(window.database) == []


def test_import_refusals_are_in_the_windows_language(window, monkeypatch, tmp_path):
    from whistclub.ui import i18n

    path = tmp_path / "socios.csv"
    path.write_text("nombre,notas\nAna,\n  ,x\nAna,\n")
    i18n.install_translator("es")
    try:
        previews = script_dialog(monkeypatch, ImportDialog, lambda dialog: None, accept=False)
        window.players_page.import_file(str(path))
        (preview,) = previews
        shown = preview.findChild(QLabel, "importErrors").text()
        assert "línea 3" in shown and "línea 4: Ana ya está en la línea 2" in shown
        assert "already" not in shown and "keep one" not in shown
    finally:
        i18n.install_translator("en")


def test_every_kind_of_import_refusal_is_in_spanish(window, monkeypatch, tmp_path):
    # a name longer than the club keeps, a file with no players, an .xlsx that is not one:
    # they were shown in English in the Spanish window
    from whistclub.ui import i18n

    files = {
        "largo.csv": "nombre\nAna\n" + "x" * 130 + "\n",
        "vacio.csv": "nombre\n",
        "roto.xlsx": "no es un zip",
    }
    shown = {}
    i18n.install_translator("es")
    try:
        for name, text in files.items():
            (tmp_path / name).write_text(text)
            previews = script_dialog(monkeypatch, ImportDialog, lambda dialog: None, accept=False)
            window.players_page.import_file(str(tmp_path / name))
            (preview,) = previews
            shown[name] = preview.findChild(QLabel, "importErrors").text()
    finally:
        i18n.install_translator("en")
    assert shown["largo.csv"] == (
        "línea 3: el nombre del jugador tiene 130 caracteres; no pase de 120"
    )
    assert shown["vacio.csv"].endswith(
        "vacio.csv: no hay jugadores en el archivo (solo una cabecera, o vacío)"
    )
    assert "roto.xlsx: no es un archivo de Excel (.xlsx) legible" in shown["roto.xlsx"]
    for words in shown.values():
        assert not any(english in words for english in (" line ", "characters", " no players"))
