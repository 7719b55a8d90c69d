"""The drive page's other screens: live standings, the prize list, the money sheet and the
evening's history (the registration desk is desk.py, the Settings tab settings_form.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from whistclub.services import evenings
from whistclub.services.evenings import LoadedEvening
from whistclub.ui.dates import moment_text
from whistclub.ui.drive import prize_words as award_words
from whistclub.ui.drive import texts
from whistclub.ui.drive.desk import DeskTab, count_text, table_view
from whistclub.ui.drive.settings_form import SettingsTab
from whistclub.ui.errors import refusal_text
from whistclub.ui.models import Column, RowsModel
from whistclub.ui.money import currency_symbol

__all__ = [
    "DeskTab",
    "HistoryTab",
    "MoneyTab",
    "PrizesTab",
    "SettingsTab",
    "StandingsTab",
    "count_text",
    "table_view",
]


# --- Standings, prizes -------------------------------------------------------------------------


# The Role column of the standings (StandingsTab._columns): a role's standings show the rows
# whose role it is.
ROLE_COLUMN = 4


class StandingsTab(QWidget):
    """Live standings: totals, halves, hands won, 10+ hands, average per hand; ranks with
    ties; per role where roles are on (issue 6 item 5)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RowsModel(self._columns("rank"), self)
        self.model.set_muted(lambda r: r["withdrawn"])
        # The model itself shows one role's players (RowsModel.search on the role column):
        # a proxy between it and the view asked Python twice more at every cell painted.
        self.view = table_view(self.model, self, "standingsView", 6)
        # Widths measured once, when the evening's players first show, not after every entry
        # (measuring every cell of every column again cost more than the standings; issue 24).
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._measured = False
        self._mode = "rank"
        self._filtered = ""
        self.role = QComboBox(self)
        self.role.setObjectName("standingsRole")
        self.role.addItem(self.tr("Everyone"), None)
        self.role.addItem(self.tr("Ladies"), "lady")
        self.role.addItem(self.tr("Gents"), "gent")
        self.role.currentIndexChanged.connect(self._filter)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.role)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)

    def _columns(self, rank: str) -> list[Column]:
        s = texts.score_text
        rank_of = (lambda r: r["rank"]) if rank == "rank" else (lambda r: r["role_rank"] or 0)
        return [
            Column(self.tr("Rank"), lambda r: str(rank_of(r)), rank_of, True),
            Column(self.tr("Card"), lambda r: str(r["card"]), lambda r: r["card"], True),
            Column(self.tr("Name"), lambda r: r["name"] + (" †" if r["withdrawn"] else "")),
            Column(self.tr("Total"), lambda r: s(r["total"]), lambda r: r["total"], True),
            Column(self.tr("Role"), lambda r: texts.role_name(r["role"])),
            Column(self.tr("1st half"), lambda r: s(r["halves"][0]), None, True),
            Column(self.tr("2nd half"), lambda r: s(r["halves"][1]), None, True),
            Column(self.tr("Hands"), lambda r: str(r["played"]), None, True),
            Column(self.tr("Won"), lambda r: str(r["won"]), None, True),
            Column(self.tr("10+"), lambda r: str(r["ten_plus"]), None, True),
            Column(self.tr("Average"), lambda r: texts.decimal_text(r["average"]), None, True),
        ]

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        rows = []
        if loaded is not None and loaded.evening is not None:
            for st in loaded.evening.standings:
                rows.append(
                    {
                        "rank": st.rank,
                        "role_rank": st.role_rank,
                        "card": st.card,
                        "name": st.name,
                        "role": st.role.value if st.role else None,
                        "total": st.total,
                        "halves": st.halves,
                        "played": st.hands_played,
                        "won": st.hands_won,
                        "ten_plus": st.ten_plus,
                        "average": st.average,  # exact: rounded as on paper
                        "withdrawn": st.withdrawn,
                    }
                )
            played = len(loaded.evening.changes)
            self.summary.setText(
                self.tr("After {played} of {total} changes. † left early (scores kept).").format(
                    played=played, total=loaded.settings.changes
                )
            )
        else:
            self.summary.setText("")
        self.role.setEnabled(bool(loaded and loaded.settings.roles))
        count = self.model.rowCount()
        self.model.update_rows(rows)  # an entry changes a few rows: no reset
        self._filter()
        if rows and (not self._measured or len(rows) != count):
            self._fit_columns()

    def _fit_columns(self) -> None:
        self.view.resizeColumnsToContents()
        self._measured = True

    def _filter(self) -> None:
        role = self.role.currentData() if self.role.isEnabled() else None
        mode = "role" if role else "rank"
        if mode != self._mode:  # the rank column changes meaning: the columns are new
            self._mode = mode
            self.model.set_columns(self._columns(mode))
        wanted = texts.role_name(role) if role else ""
        if wanted != self._filtered:  # filtering again would re-read every row
            self._filtered = wanted
            self.model.search(wanted, ROLE_COLUMN)


class PrizesTab(QWidget):
    """The prize list with the reason each prize went where it did (issue 6 item 6)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RowsModel(
            [
                Column(self.tr("Prize"), lambda r: r["name"]),
                Column(self.tr("Winner"), lambda r: r["winners"]),
                Column(self.tr("Why"), lambda r: r["reason"]),
            ],
            self,
        )
        self.view = table_view(self.model, self, "prizesView", 6)
        self.view.setWordWrap(True)
        self.view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        rows = []
        if loaded is not None and loaded.evening is not None:
            names = {e["number"]: e["name"] for e in loaded.entrants}
            rules = list(loaded.settings.prizes)
            for index, award in enumerate(loaded.evening.prizes):
                winners = " & ".join(f"{c} {names.get(c, '')}" for c in award.cards)
                rule = rules[index] if index < len(rules) else None
                why = award_words.reason(award, rule, loaded.settings)
                rows.append({"name": award.name, "winners": winners or "—", "reason": why})
        self.model.set_rows(rows)


# --- Money sheet -------------------------------------------------------------------------------


class MoneyTab(QWidget):
    """Entry fees, prize costs, raffle, other items and the net (issue 6 item 8)."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.fees = QLabel(self)
        self.fees.setObjectName("moneyFees")
        self.raffle = QLineEdit(self)
        self.raffle.setObjectName("moneyRaffle")
        self.raffle.setPlaceholderText(texts.decimal_text(0))
        self.costs = QTableWidget(0, 2, self)
        self.costs.setObjectName("prizeCosts")
        self.costs.setHorizontalHeaderLabels([self.tr("Prize"), self.tr("Cost")])
        self.costs.horizontalHeader().setStretchLastSection(True)
        self.costs.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.other = QTableWidget(0, 2, self)
        self.other.setObjectName("otherItems")
        self.other.setHorizontalHeaderLabels(
            [self.tr("Other item"), self.tr("Amount (minus for a cost)")]
        )
        self.other.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.other.horizontalHeader().setStretchLastSection(True)
        self.add_item = more = QPushButton(self.tr("Add an item"), self)
        more.setObjectName("addItem")
        more.clicked.connect(lambda: self.other.insertRow(self.other.rowCount()))
        self.save_button = save = QPushButton(self.tr("Save the money sheet"), self)
        save.setObjectName("saveMoney")
        save.clicked.connect(self.save)
        self.net = QLabel(self)
        self.net.setObjectName("moneyNet")
        big = QFont(self.font())
        big.setPointSize(max(big.pointSize(), 10) + 8)
        big.setBold(True)
        self.net.setFont(big)
        self.fees.setFont(big)
        form = QFormLayout()
        form.addRow(self.tr("Entry fees"), self.fees)
        self.raffle_label = QLabel(self.tr("Raffle takings"), self)
        form.addRow(self.raffle_label, self.raffle)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Prize costs"), self))
        layout.addWidget(self.costs, 1)
        layout.addWidget(QLabel(self.tr("Other items"), self))
        layout.addWidget(self.other, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(more)
        buttons.addWidget(save)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(self.net)

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        self.costs.setRowCount(0)
        self.other.setRowCount(0)
        if loaded is None:
            self.fees.setText("")
            self.net.setText("")
            return
        try:
            sheet = evenings.money_sheet(loaded)
        except evenings.ServiceError as error:
            self.net.setText(refusal_text(error))
            return
        currency = self.page.currency()
        symbol = currency_symbol(currency)
        self.costs.setHorizontalHeaderLabels(
            [self.tr("Prize"), self.tr("Cost ({0})").format(symbol)]
        )
        self.other.setHorizontalHeaderLabels(
            [self.tr("Other item"), self.tr("Amount ({0}, minus for a cost)").format(symbol)]
        )
        self.raffle_label.setText(self.tr("Raffle takings ({0})").format(symbol))

        def m(pence: int) -> str:
            return texts.money_text(pence, currency)

        self.fees.setText(
            self.tr("{count} × {fee} = {fees}").format(
                count=sheet.entrants, fee=m(sheet.fee), fees=m(sheet.fees)
            )
        )
        self.raffle.setText(texts.decimal_text(sheet.raffle / 100) if sheet.raffle else "")
        costs = dict(sheet.prize_costs)
        names = [p.name for p in loaded.settings.prizes]
        names += [n for n in costs if n not in names]
        for name in names:
            self._add(self.costs, name, costs.get(name))
        for what, amount in sheet.other:
            self._add(self.other, what, amount)
        self.net.setText(self.tr("Net for the club: {net}").format(net=m(sheet.net)))

    def _add(self, table: QTableWidget, label: str, pence: int | None) -> None:
        row = table.rowCount()
        table.insertRow(row)
        table.setItem(row, 0, QTableWidgetItem(label))
        amount = "" if pence is None else texts.decimal_text(pence / 100)
        table.setItem(row, 1, QTableWidgetItem(amount))

    def values(self) -> dict[str, Any]:
        def items(table: QTableWidget, key: str) -> list[dict[str, Any]]:
            out = []
            for row in range(table.rowCount()):
                label = table.item(row, 0)
                amount = table.item(row, 1)
                text = amount.text().strip() if amount else ""
                if text:
                    out.append({key: label.text() if label else "", "amount": text})
            return out

        return {
            "prize_costs": items(self.costs, "prize"),
            "raffle": self.raffle.text().strip() or 0,
            "other": items(self.other, "what"),
        }

    def save(self) -> None:
        self.page.save_money(self.values())


# --- History -------------------------------------------------------------------------------------


class HistoryTab(QWidget):
    """The evening's audit trail, newest last, with undo and redo (issue 6 item 7)."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.model = RowsModel(
            [
                Column(self.tr("No."), lambda r: str(r["id"]), lambda r: r["id"], True),
                Column(self.tr("When"), lambda r: moment_text(r.get("at"))),
                Column(self.tr("What"), lambda r: texts.action_name(r["action"])),
                Column(self.tr("Details"), self._details),
            ],
            self,
        )
        self.view = table_view(self.model, self, "historyView", 2)
        # Widths from the rows on screen, not the first thousand (Qt's default precision):
        # a 40-table evening's 1,100 entries cost 24,000 data() calls otherwise (issue 24).
        self.view.horizontalHeader().setResizeContentsPrecision(0)
        undo = QPushButton(self.tr("Undo"), self)
        undo.setObjectName("driveUndo")
        undo.clicked.connect(page.undo)
        redo = QPushButton(self.tr("Redo"), self)
        redo.setObjectName("driveRedo")
        redo.clicked.connect(page.redo)
        buttons = QHBoxLayout()
        buttons.addWidget(undo)
        buttons.addWidget(redo)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)

    def _details(self, row: dict[str, Any]) -> str:
        """What the entry touched, in the window's language (the audit summary is English)."""
        after, before = row.get("after") or {}, row.get("before") or {}
        sides = [after, before]
        new = (after.get("drive_table_result") or [None])[0]
        old = (before.get("drive_table_result") or [None])[0]
        if new is not None or old is not None:
            return self._result_details(old, new)
        for side in sides:
            if side.get("drive_seating"):
                return self.tr("change {0}").format(side["drive_seating"][0]["change"])
            if side.get("drive_entrant"):
                entrant = side["drive_entrant"][0]
                return self.tr("{name}, card {card}").format(
                    name=entrant["name"], card=entrant["number"]
                )
            if side.get("drive_event"):
                return str(side["drive_event"][0]["name"])
        return ""

    def _result_details(self, old: dict[str, Any] | None, new: dict[str, Any] | None) -> str:
        """A table's result as entered, cleared, or corrected from the old figures to the new
        (the audit row keeps both, issue 21 item 4)."""
        result = new or old
        assert result is not None
        place = self.tr("table {table}, change {change}").format(
            table=result["table_number"], change=result["change"]
        )
        before = _figures(old)
        after = _figures(new)
        if old is None:
            text = self.tr("{place}: NS {ns}, EW {ew}").format(
                place=place, ns=after[0], ew=after[1]
            )
        elif new is None:
            text = self.tr("{place}: NS {ns}, EW {ew} taken out").format(
                place=place, ns=before[0], ew=before[1]
            )
        else:
            text = self.tr("{place}: NS {old_ns} → {new_ns}, EW {old_ew} → {new_ew}").format(
                place=place,
                old_ns=before[0],
                new_ns=after[0],
                old_ew=before[1],
                new_ew=after[1],
            )
        flagged = any(((r or {}).get("facts") or {}).get("note") for r in (new,))
        return text + (" ⚑" if flagged else "")

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        if loaded is None:
            self.model.set_rows([])
            return
        self.model.set_rows(evenings.evening_history(self.page.database, loaded.event_id))
        self.view.scrollToBottom()
        # The widths again from the rows now on screen, the newest: Qt measured the first
        # ones, whose shorter numbers left the newest entries' numbers cut to "…".
        for column in range(self.model.columnCount() - 1):  # the last one stretches
            self.view.resizeColumnToContents(column)


def _figures(result: dict[str, Any] | None) -> tuple[str, str]:
    facts = (result or {}).get("facts") or {}
    return " ".join(map(str, facts.get("ns", []))), " ".join(map(str, facts.get("ew", [])))
