"""The Players page: a searchable roster, add, rename, withdraw/reinstate, import with preview."""

from __future__ import annotations

import csv
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.persistence.database import Database
from whistclub.services import Changes, ServiceError
from whistclub.services.club import (
    PlayerImport,
    clean_name,
    clean_number,
    import_players,
    list_players,
    register_player,
    reinstate_player,
    rename_player,
    withdraw_player,
)
from whistclub.ui.models import Column, RowsModel, SearchProxy

# Column headings an import file may use (English and Spanish), lower-cased.
NAME_HEADINGS = {"name", "player", "nombre", "jugador"}
NUMBER_HEADINGS = {
    "number",
    "membership",
    "membership_number",
    "membership number",
    "número de socio",
    "member",
    "número",
    "numero",
    "socio",
}
NOTES_HEADINGS = {"notes", "note", "notas", "nota"}


class PlayersModel(RowsModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(self.tr("Name"), lambda r: r["name"], lambda r: r["name"].lower()),
                Column(self.tr("Membership number"), lambda r: r["membership_number"] or ""),
                Column(self.tr("Status"), self._status),
                Column(self.tr("Notes"), lambda r: r["notes"] or ""),
            ],
            parent,
        )
        self.set_muted(lambda row: not row["active"])

    def _status(self, row: dict[str, Any]) -> str:
        return self.tr("plays") if row["active"] else self.tr("withdrawn")


class PlayerDialog(QDialog):
    """Name, membership number and notes of a new player."""

    def __init__(self, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.name = QLineEdit(self)
        self.name.setObjectName("playerName")
        self.number = QLineEdit(self)
        self.number.setObjectName("playerNumber")
        self.notes = QLineEdit(self)
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Membership number:"), self.number)
        form.addRow(self.tr("Notes:"), self.notes)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @classmethod
    def new_player(cls, parent: QWidget | None) -> tuple[str, str, str] | None:
        """Ask for a new player's details; None when cancelled."""
        dialog = cls(parent, QCoreApplication.translate("PlayerDialog", "Add a player"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.name.text(), dialog.number.text(), dialog.notes.text()

    @classmethod
    def new_name(cls, parent: QWidget | None, current: str) -> str | None:
        """Ask for a player's corrected name; None when cancelled."""
        dialog = cls(parent, QCoreApplication.translate("PlayerDialog", "Rename a player"))
        dialog.name.setText(current)
        dialog.number.setEnabled(False)
        dialog.notes.setEnabled(False)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.name.text()


@dataclass(frozen=True)
class ImportLine:
    line: int
    name: str
    number: str | None
    notes: str | None
    action: str  # "new", "update" or "skip"
    reason: str = ""
    player: dict[str, Any] | None = None


def read_table(path: Path) -> list[list[str]]:
    """The cells of a .csv (comma or semicolon) or the first sheet of an .xlsx, as text."""
    if path.suffix.lower() == ".xlsx":
        from openpyxl import load_workbook

        sheet = load_workbook(path, read_only=True, data_only=True).worksheets[0]
        return [
            ["" if cell is None else str(cell).strip() for cell in row]
            for row in sheet.iter_rows(values_only=True)
        ]
    text = path.read_text(encoding="utf-8-sig")
    dialect = csv.Sniffer().sniff(text.splitlines()[0] if text else ",", delimiters=",;\t")
    return [[cell.strip() for cell in row] for row in csv.reader(text.splitlines(), dialect)]


def plan_import(cells: list[list[str]], players: list[dict[str, Any]]) -> list[ImportLine]:
    """What each line of the file would do: a new player, new details for a known one (same
    membership number, or same name when the line has no number), or nothing (and why)."""
    if not cells:
        return []
    headings = [h.strip().lower() for h in cells[0]]

    def position(names: set[str]) -> int | None:
        return next((i for i, h in enumerate(headings) if h in names), None)

    name_at, number_at, notes_at = (
        position(NAME_HEADINGS),
        position(NUMBER_HEADINGS),
        position(NOTES_HEADINGS),
    )
    if name_at is None:  # no heading row: the first column is the name
        name_at, number_at, notes_at, body, first = 0, None, None, cells, 1
    else:
        body, first = cells[1:], 2
    by_number = {p["membership_number"]: p for p in players if p["membership_number"]}
    by_name = {p["name"].lower(): p for p in players}
    lines = []
    for offset, row in enumerate(body):
        number_line = first + offset

        def cell(at: int | None, row: list[str] = row) -> str:
            return row[at] if at is not None and at < len(row) else ""

        raw_name = cell(name_at)
        if not any(row):
            continue
        try:
            name = clean_name(raw_name)
        except ServiceError as error:
            lines.append(ImportLine(number_line, raw_name, None, None, "skip", str(error)))
            continue
        number = clean_number(cell(number_at)) if number_at is not None else None
        notes = cell(notes_at) if notes_at is not None else None
        known = by_number.get(number) if number else by_name.get(name.lower())
        action = "update" if known else "new"
        lines.append(ImportLine(number_line, name, number, notes, action, "", known))
    return lines


class ImportDialog(QDialog):
    """The lines of an import file and what each would do, before anything is saved."""

    def __init__(self, parent: QWidget | None, path: Path, lines: list[ImportLine]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import players"))
        self.lines = lines
        layout = QVBoxLayout(self)
        new = sum(1 for line in lines if line.action == "new")
        update = sum(1 for line in lines if line.action == "update")
        skip = sum(1 for line in lines if line.action == "skip")
        summary = QLabel(
            self.tr("{file}: {new} new players, {update} updated, {skip} lines skipped.").format(
                file=path.name, new=new, update=update, skip=skip
            )
        )
        summary.setObjectName("importSummary")
        layout.addWidget(summary)
        self.model = RowsModel(
            [
                Column(self.tr("Line"), lambda r: str(r["line"]), lambda r: r["line"], True),
                Column(self.tr("Name"), lambda r: r["name"]),
                Column(self.tr("Membership number"), lambda r: r["number"] or ""),
                Column(self.tr("What happens"), lambda r: r["what"]),
            ],
            self,
        )
        self.model.set_rows([self._row(line) for line in lines])
        view = QTableView(self)
        view.setModel(self.model)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(view)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 420)

    def _row(self, line: ImportLine) -> dict[str, Any]:
        if line.action == "new":
            what = self.tr("add as a new player")
        elif line.action == "update":
            assert line.player is not None
            what = self.tr("update {name}").format(name=line.player["name"])
        else:
            what = self.tr("skipped: {reason}").format(reason=line.reason)
        return {"line": line.line, "name": line.name, "number": line.number, "what": what}

    @classmethod
    def confirm(
        cls, parent: QWidget | None, path: Path, lines: list[ImportLine]
    ) -> list[PlayerImport] | None:
        """Show the preview; the plan to apply when the secretary says Import, else None."""
        dialog = cls(parent, path, lines)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return [
            PlayerImport(
                line=line.line,
                name=line.name,
                membership_number=line.number,
                notes=line.notes,
                player_id=line.player["id"] if line.player else None,
                seen_version=line.player["version"] if line.player else None,
            )
            for line in lines
            if line.action != "skip"
        ]


class PlayersPage(QWidget):
    """The roster. Every change goes through `run(text, use_case)` (undoable) of the window."""

    changed = Signal()

    def __init__(
        self,
        database: Database,
        run: Callable[[str, Callable[[], Changes]], Changes | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self._run = run
        self.model = PlayersModel(self)
        self.proxy = SearchProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit(self)
        self.search.setObjectName("playerSearch")
        self.search.setPlaceholderText(self.tr("Search by name, number or notes"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.show_withdrawn = QCheckBox(self.tr("Show withdrawn players"), self)
        self.show_withdrawn.setChecked(True)
        self.show_withdrawn.toggled.connect(self.refresh)
        self.view = QTableView(self)
        self.view.setObjectName("playersView")
        self.view.setModel(self.proxy)
        font = self.view.font()
        font.setPointSize(font.pointSize() + 3)  # read across the hall
        self.view.setFont(font)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda _index: self.rename())
        self.add_button = QPushButton(self.tr("Add player…"), self)
        self.add_button.clicked.connect(self.add)
        self.rename_button = QPushButton(self.tr("Rename…"), self)
        self.rename_button.clicked.connect(self.rename)
        self.withdraw_button = QPushButton(self.tr("Withdraw / reinstate"), self)
        self.withdraw_button.clicked.connect(self.toggle_active)
        self.import_button = QPushButton(self.tr("Import from CSV or Excel…"), self)
        self.import_button.clicked.connect(self.import_file)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.show_withdrawn)
        buttons = QHBoxLayout()
        for button in (
            self.add_button,
            self.rename_button,
            self.withdraw_button,
            self.import_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        self.model.set_rows(
            list_players(self.database, include_withdrawn=self.show_withdrawn.isChecked())
        )
        self.view.resizeColumnsToContents()
        self.changed.emit()

    def selected(self) -> dict[str, Any] | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.row(self.proxy.mapToSource(rows[0]).row())

    def add(self) -> None:
        details = PlayerDialog.new_player(self)
        if details is None:
            return
        name, number, notes = details
        self._run(
            self.tr("Add {name}").format(name=name.strip()),
            lambda: register_player(self.database, name, membership_number=number, notes=notes),
        )

    def rename(self) -> None:
        player = self.selected()
        if player is None:
            return
        name = PlayerDialog.new_name(self, player["name"])
        if name is None or name.strip() == player["name"]:
            return
        self._run(
            self.tr("Rename {old} to {new}").format(old=player["name"], new=name.strip()),
            lambda: rename_player(self.database, player["id"], player["version"], name),
        )

    def toggle_active(self) -> None:
        player = self.selected()
        if player is None:
            return
        if player["active"]:
            text = self.tr("Withdraw {name}").format(name=player["name"])
            action = withdraw_player
        else:
            text = self.tr("Reinstate {name}").format(name=player["name"])
            action = reinstate_player
        self._run(text, lambda: action(self.database, player["id"], player["version"]))

    def import_file(self, path: str | None = None) -> None:
        if not path:
            path, _filter = QFileDialog.getOpenFileName(
                self,
                self.tr("Import players"),
                "",
                self.tr("Player lists (*.csv *.xlsx)"),
            )
        if not path:
            return
        try:
            lines = plan_import(read_table(Path(path)), list_players(self.database))
        except (OSError, ValueError, csv.Error) as error:
            QMessageBox.warning(
                self,
                self.tr("Import players"),
                self.tr("The file could not be read ({error}). Save it as CSV or xlsx.").format(
                    error=error
                ),
            )
            return
        plan = ImportDialog.confirm(self, Path(path), lines)
        if not plan:
            return
        self._run(
            self.tr("Import {count} players").format(count=len(plan)),
            lambda: import_players(self.database, plan),
        )
