"""The drive page's registration desk: who has come, their cards and roles, the walk-ins,
and the live count of players, tables and spares (issue 21). Split out of screens.py along
its seam; `table_view` is the drive screens' one table look."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import (
    QCollator,
    QCoreApplication,
    QLocale,
    QStringListModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.services import evenings
from whistclub.services.club import list_players
from whistclub.services.evenings import LoadedEvening
from whistclub.ui.drive import texts
from whistclub.ui.drive.caller import caller_seating
from whistclub.ui.errors import evening_problem_text
from whistclub.ui.models import Column, RowsModel


def table_view(model: Any, parent: QWidget, name: str, size: int = 4) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    font = QFont(parent.font())
    font.setPointSize(max(font.pointSize(), 10) + size)
    view.setFont(font)
    view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


# --- The registration desk ---------------------------------------------------------------------


class DeskTab(QWidget):
    """Search the roster, add walk-ins, roles, fixed and shared seats; the live count."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self._roster: dict[str, int] = {}
        self.name = QLineEdit(self)
        self.name.setObjectName("deskName")
        self.name.setPlaceholderText(self.tr("Type a member's name, or a walk-in's"))
        self.completer = QCompleter(QStringListModel(self), self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.name.setCompleter(self.completer)
        self.name.returnPressed.connect(self.add)
        self.role = QComboBox(self)
        self.role.setObjectName("deskRole")
        self.role.addItem(texts.role_name("lady"), "lady")
        self.role.addItem(texts.role_name("gent"), "gent")
        self.role.addItem(self.tr("No role"), None)
        self.fixed = QSpinBox(self)
        self.fixed.setRange(0, 99)
        self.fixed.setSpecialValueText(self.tr("moves"))
        self.shared = QLineEdit(self)
        self.shared.setPlaceholderText(self.tr("shares the seat with (name)"))
        self.partner = QComboBox(self)
        self.partner.setObjectName("deskPartner")
        add = QPushButton(self.tr("Add to the evening"), self)
        add.clicked.connect(self.add)
        self.count = QLabel(self)
        self.count.setObjectName("deskCount")
        big = QFont(self.font())
        big.setPointSize(max(big.pointSize(), 10) + 8)
        big.setBold(True)
        self.count.setFont(big)
        self.count.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c;")
        self.model = RowsModel(
            [
                Column(self.tr("Card"), lambda r: str(r["number"]), lambda r: r["number"], True),
                Column(self.tr("Name"), lambda r: r["name"]),
                Column(self.tr("Role"), lambda r: texts.role_name(r["facts"].get("role"))),
                Column(self.tr("Plays"), self._plays),
                Column(self.tr("Notes"), self._notes),
            ],
            self,
        )
        self.model.set_muted(lambda r: not r["active"])
        self.view = table_view(self.model, self, "deskEntrants")
        leave = QPushButton(self.tr("Leaves early (scores kept)"), self)
        leave.setObjectName("leavesEarly")
        leave.clicked.connect(self.leave)
        leave.setToolTip(self.tr("Or press Delete on the player's row (Ctrl+Z undoes it)"))
        # By keyboard: the player's row, then Delete (undoable like every entry).
        self.leave_key = QShortcut(QKeySequence(Qt.Key.Key_Delete), self.view, self.leave)
        self.leave_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        entry = QHBoxLayout()
        entry.addWidget(self.name, 3)
        entry.addWidget(self.role)
        entry.addWidget(QLabel(self.tr("Fixed seat at table"), self))
        entry.addWidget(self.fixed)
        entry.addWidget(self.shared, 2)
        entry.addWidget(QLabel(self.tr("Partner"), self))
        entry.addWidget(self.partner)
        entry.addWidget(add)
        layout = QVBoxLayout(self)
        layout.addWidget(self.count)
        layout.addLayout(entry)
        layout.addWidget(self.problem)
        layout.addWidget(self.view, 1)
        layout.addWidget(leave)

    def _plays(self, row: dict[str, Any]) -> str:
        facts = row["facts"]
        if not evenings.in_evening(row):
            return self.tr("withdrew before play")
        joins = facts.get("joins_at", 1)
        left = facts.get("leaves_after")
        text = self.tr("from change {0}").format(joins) if joins > 1 else self.tr("all evening")
        if left is not None:
            text = self.tr("changes {0} to {1}, left early").format(joins, left)
        return text

    def _notes(self, row: dict[str, Any]) -> str:
        facts = row["facts"]
        notes = []
        if facts.get("fixed_seat"):
            notes.append(self.tr("stays at table {0}").format(facts["fixed_seat"]))
        if facts.get("shared_by"):
            notes.append(self.tr("shared seat: {0}").format(" & ".join(facts["shared_by"])))
        if facts.get("partner"):
            notes.append(self.tr("partner: card {0}").format(facts["partner"]))
        if row.get("player_id") is None:
            notes.append(self.tr("walk-in"))
        return "; ".join(notes)

    def show_roster(self) -> None:
        """The members the name box suggests; two of the same name are told apart by their
        membership numbers (issue 21 item 6)."""
        players = [p for p in list_players(self.page.database) if p.get("active", True)]
        # How many members share each name (counted once, not per member: 2,000 members)
        namesakes = Counter(player["name"].casefold() for player in players)
        self._roster = {}
        self._names: dict[int, str] = {}
        for player in players:
            self._roster[self._suggestion(player, namesakes)] = player["id"]
            self._names[player["id"]] = player["name"]
        model = self.completer.model()
        assert isinstance(model, QStringListModel)
        collator = QCollator(QLocale())
        model.setStringList(sorted(self._roster, key=collator.sortKey))

    def _suggestion(self, player: dict[str, Any], namesakes: Counter[str]) -> str:
        number = player.get("membership_number")
        if number:
            return self.tr("{name} (no. {number})").format(name=player["name"], number=number)
        if namesakes[player["name"].casefold()] > 1:
            return self.tr("{name} (player {id})").format(name=player["name"], id=player["id"])
        return str(player["name"])

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        self.show_roster()  # members added on the Players page since are found too
        self.model.set_rows(loaded.entrants if loaded else [])
        self.count.setText(count_text(loaded))
        if loaded is not None and not loaded.entrants:
            self.problem.setText(
                self.tr(
                    "Nobody is registered yet: type the first player's name above and press Enter."
                )
            )
        else:
            self.problem.setText(evening_problem_text(loaded) if loaded else "")
        partner = loaded is not None and loaded.settings.format.value == "partner"
        self.partner.setEnabled(partner)
        self.partner.clear()
        self.partner.addItem(self.tr("none"), None)
        if loaded is not None and partner:
            paired = {e["facts"].get("partner") for e in loaded.entrants} | {
                e["number"] for e in loaded.entrants if e["facts"].get("partner")
            }
            for e in loaded.entrants:
                if e["number"] not in paired and evenings.in_evening(e):
                    self.partner.addItem(f"{e['number']} {e['name']}", e["number"])
            if self.partner.count() > 1:
                self.partner.setCurrentIndex(1)
        roles = loaded is not None and loaded.settings.roles
        self.role.setEnabled(bool(roles))

    def add(self) -> None:
        typed = self.name.text().strip()
        if not typed and not self.shared.text().strip():
            return
        player_id = self._roster.get(typed)
        name = self._names.get(player_id, typed) if player_id is not None else typed
        role = self.role.currentData() if self.role.isEnabled() else None
        sharers = [name, self.shared.text().strip()] if self.shared.text().strip() else []
        again = False
        loaded = self.page.loaded
        if loaded is not None and not sharers:
            same = evenings.already_entered(loaded.entrants, name, player_id)
            if same is not None:
                if not self._register_again(name, same):
                    self.name.selectAll()
                    return
                again = True
        ok = self.page.register(
            name if not sharers else "",
            role=role,
            player_id=player_id,
            fixed_seat=self.fixed.value() or None,
            shared_by=sharers,
            partner=self.partner.currentData() if self.partner.isEnabled() else None,
            again=again,
        )
        if ok:
            # Cleared once the completer has finished too: picking a suggestion with Enter
            # also puts its text back into the box after this handler has run.
            self.name.clear()
            QTimer.singleShot(0, self.name.clear)
            self.shared.clear()
            self.fixed.setValue(0)
            self.name.setFocus()

    def _register_again(self, name: str, same: dict[str, Any]) -> bool:
        box = QMessageBox(self)
        box.setObjectName("alreadyEntered")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Already at this evening"))
        box.setText(
            self.tr(
                "{name} is already at this evening as card {card}. Is this another person "
                "of the same name?"
            ).format(name=name, card=same["number"])
        )
        again = box.addButton(
            self.tr("Yes, another person: give a new card"), QMessageBox.ButtonRole.AcceptRole
        )
        keep = box.addButton(
            self.tr("No, keep card {0}").format(same["number"]), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(keep)
        box.exec()
        return box.clickedButton() is again

    def leave(self) -> None:
        index = self.view.currentIndex()
        if index.isValid():
            row = self.model.row(index.row())
            self.page.withdraw(row["id"], row["version"])


def count_text(loaded: LoadedEvening | None) -> str:
    """The live count at the desk: players, tables, spares and who sits out next."""
    if loaded is None:
        return QCoreApplication.translate("Drive", "Choose or start an evening")
    here = [e for e in loaded.entrants if evenings.in_evening(e) and e["active"]]
    text = texts.counted(
        len(here),
        QCoreApplication.translate("Drive", "{n} player"),
        QCoreApplication.translate("Drive", "{n} players"),
    )
    if loaded.settings.roles:
        ladies = sum(1 for e in here if e["facts"].get("role") == "lady")
        text += " ({ladies}, {gents})".format(
            ladies=texts.counted(
                ladies,
                QCoreApplication.translate("Drive", "{n} lady"),
                QCoreApplication.translate("Drive", "{n} ladies"),
            ),
            gents=texts.counted(
                len(here) - ladies,
                QCoreApplication.translate("Drive", "{n} gent"),
                QCoreApplication.translate("Drive", "{n} gents"),
            ),
        )
    change, seating, _ = caller_seating(loaded)
    if seating is not None:
        text += " · " + QCoreApplication.translate(
            "Drive", "change {change}: {tables}, {out}"
        ).format(
            change=change,
            tables=texts.counted(
                len(seating.tables),
                QCoreApplication.translate("Drive", "{n} table"),
                QCoreApplication.translate("Drive", "{n} tables"),
            ),
            out=texts.counted(
                len(seating.sitting_out),
                QCoreApplication.translate("Drive", "{n} sitting out", "one"),
                QCoreApplication.translate("Drive", "{n} sitting out", "many"),
            ),
        )
    else:
        text += " · {tables}, {spare}".format(
            tables=texts.counted(
                len(here) // 4,
                QCoreApplication.translate("Drive", "{n} table"),
                QCoreApplication.translate("Drive", "{n} tables"),
            ),
            spare=texts.counted(
                len(here) % 4,
                QCoreApplication.translate("Drive", "{n} spare", "one"),
                QCoreApplication.translate("Drive", "{n} spare", "many"),
            ),
        )
    return text
