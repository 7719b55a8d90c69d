"""The Players page's dialogs: a player's details (kept open with the reason when refused), the
player a duplicate is merged into, and an import's preview with its refused lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.ui.buttons import ok_cancel
from whistclub.ui.models import Column, RowsModel

if TYPE_CHECKING:
    from whistclub.services.player_import import ImportPreview, Refusal

MAX_REFUSALS_SHOWN = 5  # then a count, so a file of a thousand bad lines still fits


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
        buttons = ok_cancel(self, self.try_accept)
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
        buttons = ok_cancel(self)
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
