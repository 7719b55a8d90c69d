"""The Season page's dialogs: a new season, and a competition's rule (new or changed), in the
issue's words (whistclub.domain.season.rules; issue 26 item 1)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from whistclub.ui.buttons import ok_cancel
from whistclub.ui.dates import date_format


def qdate(day: date) -> QDate:
    return QDate(day.year, day.month, day.day)


def pydate(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


class SeasonDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New season"))
        today = date.today()
        start_year = today.year if today.month >= 9 else today.year - 1
        self.name = QLineEdit(f"{start_year}-{str(start_year + 1)[2:]}", self)
        self.starts = QDateEdit(qdate(date(start_year, 9, 1)), self)
        self.ends = QDateEdit(qdate(date(start_year + 1, 6, 30)), self)
        for edit in (self.starts, self.ends):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat(date_format())
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Starts on:"), self.starts)
        form.addRow(self.tr("Ends on:"), self.ends)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def values(self) -> dict[str, Any]:
        return {
            "name": self.name.text(),
            "starts_on": pydate(self.starts.date()),
            "ends_on": pydate(self.ends.date()),
        }


class CompetitionDialog(QDialog):
    """A competition's rule, in the issue's words (domain.season.rules): a new one, or with
    `name` and `rule` the stored competition's rule to change (its name stays)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        name: str | None = None,
        rule: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("New competition") if name is None else self.tr("Change {0}").format(name)
        )
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("e.g. Winter league"))
        self.counts = QComboBox(self)
        self.counts.setObjectName("competitionCounts")
        self.counts.addItem(self.tr("Every drive of the season"), "all")
        for value, text in (
            ("progressive", self.tr("Progressive drives only")),
            ("semi_partner", self.tr("Semi-partner drives only")),
            ("partner", self.tr("Partner drives only")),
            ("individual", self.tr("Individual drives only")),
        ):
            self.counts.addItem(text, f"format:{value}")
        for value, text in (
            ("partnership:margin", self.tr("Club rubbers: each player's margin")),
            ("partnership:points", self.tr("Club rubbers: each player's rubber points")),
            ("solo:balance", self.tr("Solo sessions: each player's balance")),
            ("bid_whist:games_won", self.tr("Bid Whist games: games won")),
        ):
            self.counts.addItem(text, f"games:{value}")
        self.scoring = QComboBox(self)
        self.scoring.addItem(self.tr("Each evening's total"), "total")
        self.scoring.addItem(self.tr("Points for place (10, 8, 6, 5, 4, 3, 2, 1)"), "places")
        self.scoring.addItem(self.tr("Percentage of the evening's top"), "percent")
        self.best = QSpinBox(self)
        self.best.setRange(0, 200)
        self.best.setSpecialValueText(self.tr("all count"))
        self.minimum = QSpinBox(self)
        self.minimum.setRange(0, 200)
        self.members_only = QCheckBox(self.tr("Members only"), self)
        self.by_role = QCheckBox(self.tr("Separate ladies' and gents' tables"), self)
        self.tie_break = QComboBox(self)
        self.tie_break.addItem(self.tr("Shared"), "shared")
        self.tie_break.addItem(self.tr("More evenings won"), "wins")
        self.tie_break.addItem(self.tr("Best single evening"), "best_evening")
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("What counts:"), self.counts)
        form.addRow(self.tr("An evening scores:"), self.scoring)
        self.best_label = QLabel(self.tr("Best evenings that count:"), self)
        self.minimum_label = QLabel(self.tr("Attendances to qualify:"), self)
        form.addRow(self.best_label, self.best)
        form.addRow(self.minimum_label, self.minimum)
        form.addRow("", self.members_only)
        form.addRow("", self.by_role)
        form.addRow(self.tr("Ties:"), self.tie_break)
        buttons = ok_cancel(self)
        form.addRow(buttons)
        self.counts.currentIndexChanged.connect(self._counts_chosen)
        self._chosen: list[int] = []
        if name is not None:
            self.name.setText(name)
            self.name.setReadOnly(True)
            self._show(rule or {})
        self._counts_chosen()

    def _show(self, rule: Mapping[str, Any]) -> None:
        """The stored rule in the dialog's fields."""
        if rule.get("games"):
            figure = rule.get("figure") or {"partnership": "margin", "solo": "balance"}.get(
                rule["games"], "games_won"
            )
            wanted = f"games:{rule['games']}:{figure}"
        elif rule.get("evenings") == "format":
            wanted = f"format:{rule.get('format')}"
        elif rule.get("evenings") == "chosen":
            self._chosen = [int(i) for i in rule.get("chosen") or ()]
            self.counts.addItem(
                self.tr("The {0} chosen drives").format(len(self._chosen)), "chosen"
            )
            wanted = "chosen"
        else:
            wanted = "all"
        self.counts.setCurrentIndex(max(0, self.counts.findData(wanted)))
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(rule.get("scoring", "total"))))
        self.best.setValue(int(rule.get("best") or 0))
        self.minimum.setValue(int(rule.get("min_attendance") or 0))
        self.members_only.setChecked(bool(rule.get("members_only")))
        self.by_role.setChecked(bool(rule.get("by_role")))
        self.tie_break.setCurrentIndex(
            max(0, self.tie_break.findData(rule.get("tie_break", "shared")))
        )

    def _counts_chosen(self, _index: int = 0) -> None:
        games = str(self.counts.currentData()).startswith("games:")
        self.scoring.setEnabled(not games)  # a club game gives its own figure
        self.by_role.setEnabled(not games)
        if games:
            self.best_label.setText(self.tr("Best games that count:"))
            self.minimum_label.setText(self.tr("Games played to qualify:"))
            self.tie_break.setItemText(1, self.tr("More games won"))
            self.tie_break.setItemText(2, self.tr("Best single game"))
        else:
            self.best_label.setText(self.tr("Best evenings that count:"))
            self.minimum_label.setText(self.tr("Attendances to qualify:"))
            self.tie_break.setItemText(1, self.tr("More evenings won"))
            self.tie_break.setItemText(2, self.tr("Best single evening"))

    def values(self) -> tuple[str, dict[str, Any]]:
        rule: dict[str, Any] = {
            "best": self.best.value() or None,
            "min_attendance": self.minimum.value(),
            "members_only": self.members_only.isChecked(),
            "tie_break": self.tie_break.currentData(),
        }
        counts = str(self.counts.currentData())
        if counts.startswith("games:"):
            _games, family, figure = counts.split(":")
            rule.update(games=family, figure=figure)
            return self.name.text(), rule
        rule.update(scoring=self.scoring.currentData(), by_role=self.by_role.isChecked())
        if counts.startswith("format:"):
            rule.update(evenings="format", format=counts.split(":", 1)[1])
        elif counts == "chosen":
            rule.update(evenings="chosen", chosen=list(self._chosen))
        return self.name.text(), rule
