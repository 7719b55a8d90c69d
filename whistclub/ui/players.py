"""The Players page: a searchable roster, add, edit, merge duplicates, withdraw/reinstate, import
with preview (its dialogs: player_dialogs.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.season.members import publishes_name
from whistclub.ui.models import Column, RowsModel, fit_to_rows_in_view, widen_for
from whistclub.ui.player_dialogs import ImportDialog, MergeDialog, PlayerDialog

if TYPE_CHECKING:
    from whistclub.persistence.database import Database
    from whistclub.services import Changes

# The page's use cases are imported where they are used: the window paints this page from a
# glance at the club file before the database layer is loaded (persistence/glance.py).


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
        # The words of every row, translated once: a roster of 2,000 asked for them 6,000
        # times (a language change builds the model anew).
        by_name, as_card = self.tr("by name"), self.tr("as card number")
        default = self.tr("{0} (default)")
        self._status_words = {True: self.tr("plays"), False: self.tr("withdrawn")}
        self._website_words = {
            (True, False): by_name,
            (False, False): as_card,
            (True, True): default.format(by_name),
            (False, True): default.format(as_card),
        }
        self.set_muted(lambda row: not row["active"])

    def _status(self, row: dict[str, Any]) -> str:
        return self._status_words[bool(row["active"])]

    def _website(self, row: dict[str, Any]) -> str:
        """How the results website shows the player (issue 26 item 5): by name or card
        number, "(default)" where the club's default decides."""
        return self._website_words[publishes_name(row), row.get("publish_name") is None]


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
        self.model = PlayersModel(self)  # it sorts and searches itself: no proxy
        self.search = QLineEdit(self)
        self.search.setObjectName("playerSearch")
        self.search.setPlaceholderText(self.tr("Search by name, number or notes"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.model.search)
        self.show_withdrawn = QCheckBox(self.tr("Show withdrawn players"), self)
        self.show_withdrawn.setChecked(True)
        self.show_withdrawn.toggled.connect(self.refresh)
        self.view = QTableView(self)
        self.view.setObjectName("playersView")
        self.view.setModel(self.model)
        font = self.view.font()
        font.setPointSize(font.pointSize() + 3)  # read across the hall
        self.view.setFont(font)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setStretchLastSection(True)
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
        # A change tells the view the rows it touched: the secretary keeps her place in the
        # roster and only those rows repaint; a column widens if one of them needs it
        # (issue 24: the window after a club change).
        touched = self.model.update_rows(players)
        if touched is None:
            # Widths from the rows on screen, not a whole roster of 2,000 (Qt's default looks
            # at 1,000 rows: 17,000 data() calls at every refresh, issue 24); a longer name
            # further down is cut short with "…" and whole in its tooltip.
            fit_to_rows_in_view(self.view)
        else:
            widen_for(self.view, self.model, touched)
        self.changed.emit()

    def selected(self) -> dict[str, Any] | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.row(rows[0].row())

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
