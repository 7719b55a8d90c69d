"""The Players page: a searchable roster, add, edit, merge duplicates, withdraw/reinstate, import
with preview."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.season.members import publishes_name
from whistclub.ui.models import Column, RowsModel, SearchProxy

if TYPE_CHECKING:
    from whistclub.persistence.database import Database
    from whistclub.services import Changes
    from whistclub.services.player_import import ImportPreview, Refusal

# The page's use cases are imported where they are used: the window paints this page from a
# glance at the club file before the database layer is loaded (persistence/glance.py).

MAX_REFUSALS_SHOWN = 5  # then a count, so a file of a thousand bad lines still fits


class PlayersModel(RowsModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(self.tr("Name"), lambda r: r["name"], lambda r: r["name"].lower()),
                Column(self.tr("Membership number"), lambda r: r["membership_number"] or ""),
                Column(self.tr("Status"), self._status),
                Column(self.tr("Results website"), self._website),
                Column(self.tr("Notes"), lambda r: r["notes"] or ""),
            ],
            parent,
        )
        self.set_muted(lambda row: not row["active"])

    def _status(self, row: dict[str, Any]) -> str:
        return self.tr("plays") if row["active"] else self.tr("withdrawn")

    def _website(self, row: dict[str, Any]) -> str:
        """How the results website shows the player (issue 26 item 5)."""
        shown = self.tr("by name") if publishes_name(row) else self.tr("as card number")
        if row.get("publish_name") is None:
            return self.tr("{0} (default)").format(shown)
        return shown


# (name, membership number, notes) -> the refusal in words, or "" once saved
SavePlayer = Callable[[str, str, str], str]


class PlayerDialog(QDialog):
    """Name, membership number and notes of a player. It stays open when the details are
    refused, with the reason, so nothing typed is lost; a name the club already has asks for
    a second OK (issue 21 item 6)."""

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        save: SavePlayer | None = None,
        namesakes: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._save = save
        self._namesakes = namesakes
        self._warned_for: str | None = None
        self.name = QLineEdit(self)
        self.name.setObjectName("playerName")
        self.number = QLineEdit(self)
        self.number.setObjectName("playerNumber")
        self.notes = QLineEdit(self)
        self.problem = QLabel(self)
        self.problem.setObjectName("playerProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.problem.hide()
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Membership number:"), self.number)
        form.addRow(self.tr("Notes:"), self.notes)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def details(self) -> tuple[str, str, str]:
        return self.name.text(), self.number.text(), self.notes.text()

    def try_accept(self) -> None:
        name = " ".join(self.name.text().split())
        if self._namesakes is not None and name and self._warned_for != name.casefold():
            same = self._namesakes(name)
            if same:
                self._warned_for = name.casefold()
                self._show_problem(
                    self.tr(
                        "The club already has {same}. Press OK again to add another player "
                        "of that name (a membership number tells them apart), or change the "
                        "name."
                    ).format(same=same)
                )
                return
        if self._save is not None:
            refusal = self._save(*self.details())
            if refusal:
                self._show_problem(refusal)
                return
        self.accept()

    def _show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()
        self.name.setFocus()

    @classmethod
    def new_player(
        cls,
        parent: QWidget | None,
        save: SavePlayer | None = None,
        namesakes: Callable[[str], str] | None = None,
    ) -> tuple[str, str, str] | None:
        """Ask for a new player's details (saved by `save` before the dialog closes); None
        when cancelled."""
        title = QCoreApplication.translate("PlayerDialog", "Add a player")
        dialog = cls(parent, title, save, namesakes)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.details()

    @classmethod
    def edit(
        cls,
        parent: QWidget | None,
        player: dict[str, Any],
        save: SavePlayer | None = None,
        namesakes: Callable[[str], str] | None = None,
    ) -> tuple[str, str, str] | None:
        """Ask for a player's corrected name, membership number and notes; None if cancelled."""
        title = QCoreApplication.translate("PlayerDialog", "Edit a player")
        dialog = cls(parent, title, save, namesakes)
        dialog.name.setText(player["name"])
        dialog.number.setText(player["membership_number"] or "")
        dialog.notes.setText(player["notes"] or "")
        dialog._warned_for = " ".join(str(player["name"]).split()).casefold()
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.details()


class MergeDialog(QDialog):
    """Which player a duplicate entry is the same person as."""

    def __init__(
        self, parent: QWidget | None, duplicate: dict[str, Any], others: list[dict[str, Any]]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge a player entered twice"))
        explanation = QLabel(
            self.tr(
                "{name} will be merged into the player you choose: their games and whist "
                "drives go to that player, and {name} leaves the roster. Undo puts it back."
            ).format(name=duplicate["name"]),
            self,
        )
        explanation.setWordWrap(True)
        self.keep = QComboBox(self)
        self.keep.setObjectName("mergeInto")
        for other in others:
            number = f" ({other['membership_number']})" if other["membership_number"] else ""
            self.keep.addItem(other["name"] + number, other["id"])
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(explanation)
        form.addRow(self.tr("Same person as:"), self.keep)
        form.addRow(buttons)

    @classmethod
    def ask(
        cls, parent: QWidget | None, duplicate: dict[str, Any], players: list[dict[str, Any]]
    ) -> dict[str, Any] | None:
        """The player to keep, or None when cancelled (or nobody else is on the roster)."""
        others = [p for p in players if p["id"] != duplicate["id"]]
        if not others:
            return None
        dialog = cls(parent, duplicate, others)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.keep.currentData()
        return next(p for p in others if p["id"] == chosen)


class ImportDialog(QDialog):
    """What an import file would do, line by line, before anything is saved: the services'
    preview (whistclub.services.player_import), shown in the window's words."""

    def __init__(
        self, parent: QWidget | None, preview: ImportPreview, players: list[dict[str, Any]]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import players"))
        self.preview = preview
        names = {p["id"]: p["name"] for p in players}
        layout = QVBoxLayout(self)
        summary = QLabel(
            self.tr("{file}: {new} new players, {update} updated, {same} unchanged.").format(
                file=preview.source.name,
                new=preview.added,
                update=preview.updated,
                same=preview.unchanged,
            ),
            self,
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
        self.model.set_rows(
            [
                {
                    "line": item.line,
                    "name": item.name,
                    "number": item.membership_number,
                    "what": (
                        self.tr("add as a new player")
                        if item.player_id is None
                        else self.tr("update {name}").format(name=names.get(item.player_id, ""))
                    ),
                }
                for item in preview.plan
            ]
        )
        view = QTableView(self)
        view.setModel(self.model)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(view)
        shown = [self.refusal_words(r) for r in preview.refusals[:MAX_REFUSALS_SHOWN]]
        more = len(preview.refusals) - len(shown)
        if more > 0:
            shown.append(self.tr("… and {0} more refused lines").format(more))
        self.errors = QLabel("\n".join(shown), self)
        self.errors.setObjectName("importErrors")
        self.errors.setWordWrap(True)
        self.errors.setStyleSheet("color: #b71c1c;")
        self.errors.setVisible(bool(preview.errors))
        layout.addWidget(self.errors)
        # A few bad lines need not stop the rest (issue 28): the secretary may skip them.
        self.skip = QCheckBox(self.tr("Import the good lines and leave out the refused ones"), self)
        self.skip.setObjectName("importSkipRefused")
        self.skip.setVisible(bool(preview.errors and preview.plan))
        layout.addWidget(self.skip)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.import_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(self.tr("Import"))
        # Nothing is imported while a line is refused (the services refuse it too), unless
        # the secretary chose to leave the refused lines out.
        self.skip.toggled.connect(self._can_import)
        self._can_import()
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumSize(640, 320)
        self.resize(760, 440)

    def _can_import(self) -> None:
        preview = self.preview
        allowed = bool(preview.plan) and (not preview.errors or self.skip.isChecked())
        self.import_button.setEnabled(allowed)

    def refusal_words(self, refusal: Refusal) -> str:
        """A refused line in the window's language (the services word it in English)."""
        from whistclub.ui.errors import problem_text

        data = refusal.data
        if refusal.code == "blank_name":
            return self.tr(
                "line {line}: the name is blank; type the name or delete the line"
            ).format(**data)
        if refusal.code == "duplicate_name":
            return self.tr(
                "line {line}: {name} is already on line {first}; keep one of them"
            ).format(**data)
        if refusal.code == "duplicate_number":
            return self.tr(
                "line {line}: membership number {number} is already on line {first}"
            ).format(**data)
        if refusal.code == "no_players":
            return self.tr("{source}: no players in the file (only a heading, or empty)").format(
                **data
            )
        if refusal.code == "too_long":  # a name or number longer than the club keeps
            return self.tr("line {line}: {refusal}").format(
                line=data["line"], refusal=problem_text(data["refusal"])
            )
        # an unreadable file: the services' refusal, worded in the window's language
        return problem_text(refusal.text)

    @classmethod
    def confirm(
        cls, parent: QWidget | None, preview: ImportPreview, players: list[dict[str, Any]]
    ) -> bool | str:
        """Show the preview; True when the secretary says Import (and it can be imported),
        "skip" when she chose to import the good lines and leave out the refused ones."""
        dialog = cls(parent, preview, players)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if not (accepted and dialog.import_button.isEnabled()):
            return False
        return "skip" if preview.errors else True


class PlayersPage(QWidget):
    """The roster. Every change goes through `run(text, use_case)` (undoable) of the window."""

    changed = Signal()

    def __init__(
        self,
        database: Database | None,
        run: Callable[..., Changes | None],  # the window's run(text, use_case, on_error=None)
        parent: QWidget | None = None,
        *,
        glanced: list[dict[str, Any]] | None = None,
    ) -> None:
        """`glanced`: the players read from the file before the database was open; the page
        shows them until `attach` gives it the database (None until then)."""
        super().__init__(parent)
        self.database: Database = database  # type: ignore[assignment]  # None until attach()
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
        # Widths from the first rows on screen and below, not a whole roster of 2,000 (Qt's
        # default looks at 1,000 rows: 17,000 data() calls at every refresh, issue 24).
        self.view.horizontalHeader().setResizeContentsPrecision(100)
        self.view.doubleClicked.connect(lambda _index: self.edit())
        self.add_button = QPushButton(self.tr("Add player…"), self)
        self.add_button.clicked.connect(self.add)
        self.edit_button = QPushButton(self.tr("Edit…"), self)
        self.edit_button.clicked.connect(self.edit)
        self.merge_button = QPushButton(self.tr("Merge a duplicate…"), self)
        self.merge_button.clicked.connect(self.merge)
        self.withdraw_button = QPushButton(self.tr("Withdraw / reinstate"), self)
        self.withdraw_button.clicked.connect(self.toggle_active)
        self.import_button = QPushButton(self.tr("Import from CSV or Excel…"), self)
        self.import_button.clicked.connect(self.import_file)
        self.website_button = QPushButton(self.tr("Name on the website…"), self)
        self.website_button.setObjectName("publishName")
        self.website_button.clicked.connect(lambda: self.set_publishing())
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.show_withdrawn)
        buttons = QHBoxLayout()
        for button in (
            self.add_button,
            self.edit_button,
            self.merge_button,
            self.withdraw_button,
            self.website_button,
            self.import_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        if glanced is None:
            self.refresh()
        else:
            self._show(glanced)

    def attach(self, database: Database) -> None:
        """The club database, opened after the page was painted from a glance at the file
        (MainWindow.glancing): read again through the services from now on."""
        self.database = database
        self.refresh()

    def refresh(self) -> None:
        from whistclub.services.club import list_players

        self._show(list_players(self.database, include_withdrawn=self.show_withdrawn.isChecked()))

    def _show(self, players: list[dict[str, Any]]) -> None:
        self.model.set_rows(players)
        self.view.resizeColumnsToContents()
        self.changed.emit()

    def selected(self) -> dict[str, Any] | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.row(self.proxy.mapToSource(rows[0]).row())

    def _saving(self, text: str, use_case: Callable[[], Changes]) -> str:
        """Run the use case; its refusal in words (shown in the dialog), or "" once saved."""
        from whistclub.ui.errors import refusal_text

        refused: list[str] = []
        self._run(text, use_case, lambda error: refused.append(refusal_text(error)))
        return refused[0] if refused else ""

    def namesakes(self, name: str, other_than: int | None = None) -> str:
        """The club's players already called `name`, as the secretary tells them apart."""
        from whistclub.services.club import list_players

        wanted = " ".join(name.split()).casefold()
        same = [
            p
            for p in list_players(self.database, include_withdrawn=True)
            if " ".join(p["name"].split()).casefold() == wanted and p["id"] != other_than
        ]
        described = [
            self.tr("{name} (no. {number})").format(name=p["name"], number=p["membership_number"])
            if p["membership_number"]
            else str(p["name"])
            for p in same
        ]
        return ", ".join(described)

    def add(self) -> None:
        from whistclub.services.club import register_player

        def save(name: str, number: str, notes: str) -> str:
            return self._saving(
                self.tr("Add {name}").format(name=name.strip()),
                lambda: register_player(self.database, name, membership_number=number, notes=notes),
            )

        PlayerDialog.new_player(self, save, self.namesakes)

    def edit(self) -> None:
        from whistclub.services.club import edit_player

        player = self.selected()
        if player is None:
            return

        def save(name: str, number: str, notes: str) -> str:
            return self._saving(
                self.tr("Edit {name}").format(name=name.strip()),
                lambda: edit_player(
                    self.database,
                    player["id"],
                    player["version"],
                    name=name,
                    membership_number=number,
                    notes=notes,
                ),
            )

        PlayerDialog.edit(
            self, player, save, lambda name: self.namesakes(name, other_than=player["id"])
        )

    def merge(self) -> None:
        """The selected player is a duplicate: merge them into the player chosen."""
        from whistclub.services.club import list_players, merge_players

        duplicate = self.selected()
        if duplicate is None:
            return
        keep = MergeDialog.ask(self, duplicate, list_players(self.database))
        if keep is None:
            return
        self._run(
            self.tr("Merge {duplicate} into {keep}").format(
                duplicate=duplicate["name"], keep=keep["name"]
            ),
            lambda: merge_players(
                self.database, keep["id"], keep["version"], duplicate["id"], duplicate["version"]
            ),
        )

    def toggle_active(self) -> None:
        from whistclub.services.club import reinstate_player, withdraw_player

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

    def set_publishing(self, choice: bool | str | None = "ask") -> None:
        """The selected player's "publish my name" choice: True, False or None (the default:
        members by name, others as their card number); asked for unless given."""
        from PySide6.QtWidgets import QInputDialog

        from whistclub.services.season import set_publish_name

        player = self.selected()
        if player is None:
            return
        options: list[tuple[str, bool | None]] = [
            (self.tr("The default (members by name, others as their card number)"), None),
            (self.tr("Publish my name"), True),
            (self.tr("Do not publish my name (shown as the card number)"), False),
        ]
        if choice == "ask":
            labels = [text for text, _value in options]
            current = [value for _text, value in options].index(player.get("publish_name"))
            picked, ok = QInputDialog.getItem(
                self,
                self.tr("Name on the results website"),
                self.tr("How the results website shows {name}:").format(name=player["name"]),
                labels,
                current,
                False,
            )
            if not ok:
                return
            choice = options[labels.index(picked)][1]
        chosen = choice if isinstance(choice, bool) else None
        self._run(
            self.tr("Website choice of {name}").format(name=player["name"]),
            lambda: set_publish_name(self.database, player["id"], player["version"], chosen),
        )

    def import_file(self, path: str | None = None) -> None:
        from whistclub.services.club import list_players
        from whistclub.services.player_import import apply_import, preview_import

        if not path:
            path, _filter = QFileDialog.getOpenFileName(
                self,
                self.tr("Import players"),
                "",
                self.tr("Player lists (*.csv *.xlsx)"),
            )
        if not path:
            return
        preview = preview_import(self.database, Path(path))
        players = list_players(self.database)
        answer = ImportDialog.confirm(self, preview, players)
        if not answer:
            return
        skip = answer == "skip"
        self._run(
            self.tr("Import {count} players").format(count=len(preview.plan)),
            lambda: apply_import(self.database, preview, skip_refused=skip),  # type: ignore[arg-type, return-value]
        )
