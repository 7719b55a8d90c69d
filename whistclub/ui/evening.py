"""A club evening: the rubbers played on one date, the margin each player has accumulated
(partners may change between rubbers), and the stakes turned into money at the end.

Seed 001 ("Victoria"): at a club, several rubbers are played and the greatest accumulated
margin over the session wins the evening. Seed 003: a money value per point is agreed before
play, and at the end the difference is turned into that money. Seed 002: Solo is played for
chips without money, so Solo balances are shown as chips and never turned into money.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.documents import document_rules, score_document
from whistclub.domain.season.margins import partnership_outcome as rubber_outcome
from whistclub.domain.variants.profiles import get_preset
from whistclub.domain.variants.settlement import Payment, Settlement, settle
from whistclub.persistence.database import Database
from whistclub.services.club import player_names
from whistclub.services.games import list_games_on, read_game
from whistclub.services.settings import (
    club_currency,
    load_settings,
    set_club_currency,
    set_setting,
)
from whistclub.ui.dates import date_format, day_text, window_locale
from whistclub.ui.family_base import signed
from whistclub.ui.i18n import current_language
from whistclub.ui.labels import side_name
from whistclub.ui.models import Column, RowsModel
from whistclub.ui.money import CURRENCY_SYMBOLS, money_text

if TYPE_CHECKING:  # reportlab is imported only when something is printed
    from whistclub.reports.settlement import SettlementSheet


def evening_balances(ranking: list[dict[str, Any]], stake_minor: int) -> dict[str, int]:
    """Each player's money (minor units, by player id) at `stake_minor` a point of margin.

    Seed 003: the money per point is agreed before play and the difference is turned into
    it at the end; seed 002: Solo chips are never money, so only the rubbers' margins count.
    """
    return {str(r["player"]): r["margin"] * stake_minor for r in ranking if r["rubbers"]}


SIDES = {"NS": ("N", "S"), "EW": ("E", "W")}


def evening_table(
    database: Database, on: date
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(the rubbers of the evening, each player's accumulated margin and Solo chips): the
    day's games alone read, and the names of those who sat in them (issue 24: it read every
    game and every player of the club's past)."""
    games = [read_game(database, game["id"]) for game in list_games_on(database, on)]
    names = player_names(
        database, (p for *_game, seats in games for p in seats.values() if p is not None)
    )
    rubbers: list[dict[str, Any]] = []
    totals: dict[int, dict[str, Any]] = {}

    def total(player: int) -> dict[str, Any]:
        return totals.setdefault(
            player,
            {
                "player": player,
                "name": names.get(player, "?"),
                "rubbers": 0,
                "margin": 0,
                "chips": 0,
            },
        )

    for game, document, _deals, seats in games:
        family = get_preset(game["profile"]).family
        result = score_document(document)
        if family == "solo":
            for label, amount in (result.get("balances") or {}).items():
                player = seats.get(label)
                if player is not None:
                    total(player)["chips"] += amount
            continue
        if family != "partnership":
            continue
        outcome = rubber_outcome(result)
        # Dummy whist (seed 003, "juego de tres, con muerto"): three play, one of them with
        # the exposed dummy; the dummy's seat has nobody in it.
        dummy = bool(document_rules(document, get_preset(game["profile"])).dummy)
        side_names = {
            side: " & ".join(_seat_name(names, seats.get(s), s, dummy) for s in seat_pair)
            for side, seat_pair in SIDES.items()
        }
        winner, margins = outcome if outcome else (None, None)
        rubbers.append(
            {
                "title": game["title"] or str(game["id"]),
                "ns": side_names["NS"],
                "ew": side_names["EW"],
                "winner": winner,
                # the winners' margin, as the pad and the rubber's explanation give it
                "margin": margins[winner] if winner and margins else None,
                "points": _points(result),
            }
        )
        if margins is None:
            continue  # an unfinished rubber decides nothing yet
        for side, seat_pair in SIDES.items():
            pair = [player for seat in seat_pair if (player := seats.get(seat)) is not None]
            # Seed 003: the losing pair pays the winning pair. The dummy's holder is a pair
            # alone, so takes (or pays) both seats' shares and the evening still balances.
            shares = 2 if dummy and len(pair) == 1 else 1
            for player in pair:
                entry = total(player)
                entry["rubbers"] += 1
                entry["margin"] += shares * margins[side]
    ranking = sorted(totals.values(), key=lambda t: (-t["margin"], t["name"].lower()))
    return rubbers, ranking


def _seat_name(names: dict[int, str], player: int | None, seat: str, dummy: bool) -> str:
    """Who sat in `seat`: the player's name; an empty seat is the dummy in dummy whist, else
    the seat's letter."""
    if player is not None:
        return names.get(player, "?")
    return QCoreApplication.translate("EveningPage", "dummy") if dummy else seat


def _points(result: dict[str, Any]) -> str:
    """ "NS–EW" points of a rubber (its totals) or of a stand-alone game (its final score)."""
    rubber = result.get("rubber")
    if rubber is not None:
        points = rubber["points"]
    elif result.get("games"):
        points = result["games"][-1]["final_score"]
    else:
        return ""
    return f"{points['NS']}–{points['EW']}"


class EveningPage(QWidget):
    """The evening's rubbers, the standings by accumulated margin, and the money at stake."""

    next_rubber = Signal()

    def __init__(
        self,
        database: Database,
        run: Callable[..., Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self._run = run
        self.day = QDateEdit(QDate.currentDate(), self)
        self.day.setObjectName("eveningDate")
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat(date_format())  # as the language writes dates
        self.day.setLocale(window_locale())
        self.day.dateChanged.connect(self.refresh)
        self.stake = QDoubleSpinBox(self)
        self.stake.setObjectName("stake")
        self.stake.setDecimals(2)
        self.stake.setRange(0, 1000)
        self.stake.setSingleStep(0.05)
        self.stake.valueChanged.connect(lambda _v: self._show_money())
        self.stake.editingFinished.connect(self.save_stake)
        self.currency = QComboBox(self)
        self.currency.setObjectName("currency")
        self.currency.activated.connect(lambda _i: self.save_currency())
        self.currency_code = "GBP"
        self.next_button = QPushButton(self.tr("Next rubber…"), self)
        self.next_button.clicked.connect(self.next_rubber.emit)

        self.rubbers = RowsModel(
            [
                Column(self.tr("Rubber"), lambda r: r["title"]),
                Column(self.tr("North-South"), lambda r: r["ns"]),
                Column(self.tr("East-West"), lambda r: r["ew"]),
                Column(
                    self.tr("Won by"),
                    lambda r: side_name(r["winner"]) if r["winner"] else self.tr("not finished"),
                ),
                Column(self.tr("Points NS–EW"), lambda r: r["points"], None, True),
                Column(
                    self.tr("Margin"),
                    lambda r: "" if r["margin"] is None else signed(r["margin"]),
                    None,
                    True,
                ),
            ],
            self,
        )
        self.players = RowsModel(
            [
                Column(self.tr("Player"), lambda r: r["name"]),
                Column(
                    self.tr("Rubbers"), lambda r: str(r["rubbers"]), lambda r: r["rubbers"], True
                ),
                Column(
                    self.tr("Margin"), lambda r: signed(r["margin"]), lambda r: r["margin"], True
                ),
                Column(self.tr("Money"), self._money, lambda r: r["margin"], True),
                Column(
                    self.tr("Solo chips"), lambda r: signed(r["chips"]), lambda r: r["chips"], True
                ),
            ],
            self,
        )
        self.payments = RowsModel(
            [
                Column(self.tr("Who pays"), lambda r: r["payer"]),
                Column(self.tr("How much"), lambda r: self._amount(r["amount"]), None, True),
                Column(self.tr("To whom"), lambda r: r["payee"]),
            ],
            self,
        )
        self.settlement: Settlement = Settlement((), True)
        self._settled_for: tuple[tuple[str, int], ...] | None = None
        self._by_margin = Settlement((), True)
        self._note = ""
        rubbers_view = self._view(self.rubbers, "rubbersView")
        players_view = self._view(self.players, "eveningPlayersView")
        payments_view = self._view(self.payments, "paymentsView")
        self.settled = QLabel(self)
        self.settled.setObjectName("settlementNote")
        self.settled.setWordWrap(True)
        self.print_button = QPushButton(self.tr("Save the settlement as PDF…"), self)
        self.print_button.setObjectName("saveSettlement")
        self.print_button.clicked.connect(lambda: self.save_settlement_pdf())
        self.winner = QLabel(self)
        self.winner.setObjectName("eveningWinner")
        font = self.winner.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.winner.setFont(font)

        form = QFormLayout()
        form.addRow(self.tr("Evening of:"), self.day)
        money = QHBoxLayout()
        money.addWidget(self.stake)
        money.addWidget(self.currency)
        form.addRow(self.tr("Money per point (agreed before play):"), money)
        top = QHBoxLayout()
        top.addLayout(form)
        top.addStretch(1)
        top.addWidget(self.next_button)
        standings = QVBoxLayout()
        standings.addWidget(QLabel(self.tr("Players by accumulated margin"), self))
        standings.addWidget(players_view, 1)
        settling = QVBoxLayout()
        settling.addWidget(QLabel(self.tr("Settlement: who pays whom"), self))
        settling.addWidget(payments_view, 1)
        settling.addWidget(self.settled)
        settling.addWidget(self.print_button)
        bottom = QHBoxLayout()
        bottom.addLayout(standings, 3)
        bottom.addLayout(settling, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(QLabel(self.tr("Rubbers of the evening"), self))
        layout.addWidget(rubbers_view, 1)
        layout.addLayout(bottom, 1)
        layout.addWidget(self.winner)
        self.refresh()  # the stake and the currency with the evening

    def _view(self, model: RowsModel, name: str) -> QTableView:
        view = QTableView(self)
        font = view.font()
        font.setPointSize(font.pointSize() + 3)  # read across the hall
        view.setFont(font)
        view.setObjectName(name)
        view.setModel(model)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setStretchLastSection(True)
        return view

    def on(self) -> date:
        return self.day.date().toPython()

    def _key(self) -> str:
        """The club setting that holds the evening's stake (shared by every laptop)."""
        return f"evening.{self.on().isoformat()}.money_per_point"

    def _stored_stake(self) -> tuple[float, int | None]:
        stored = load_settings(self.database).get(self._key())
        if stored is None:
            return 0.0, None
        return float(stored["value"] or 0.0), int(stored["version"])

    def _load_stake(self) -> None:
        self.stake.blockSignals(True)
        self.stake.setValue(self._stored_stake()[0])
        self.stake.blockSignals(False)

    def save_stake(self) -> None:
        """Store the agreed money per point in the club database (undoable, audited)."""
        value = round(self.stake.value(), 2)
        stored, version = self._stored_stake()
        if value == stored or self._run is None:
            return
        key = self._key()
        self._run(
            self.tr("Set the money per point of {day} to {value}").format(
                day=day_text(self.on()), value=window_locale().toString(value, "f", 2)
            ),
            lambda: set_setting(self.database, key, value, version),
        )

    def _load_currency(self) -> None:
        self.currency_code, _version = club_currency(self.database)
        codes = list(CURRENCY_SYMBOLS)
        if self.currency_code not in codes:
            codes.append(self.currency_code)
        names = {
            "GBP": self.tr("£ pounds (GBP)"),
            "EUR": self.tr("€ euros (EUR)"),
            "USD": self.tr("$ dollars (USD)"),
        }
        self.currency.blockSignals(True)
        self.currency.clear()
        for code in codes:
            self.currency.addItem(names.get(code, code), code)
        self.currency.setCurrentIndex(codes.index(self.currency_code))
        self.currency.blockSignals(False)

    def save_currency(self) -> None:
        """Store the club's currency (a club setting, shared by every laptop; undoable)."""
        code = self.currency.currentData()
        stored, version = club_currency(self.database)
        if code == stored or self._run is None:
            return
        self._run(
            self.tr("Set the club's currency to {code}").format(code=code),
            lambda: set_club_currency(self.database, code, version),
        )

    def stake_minor(self) -> int:
        """The money per point in pence or cents (amounts are whole minor units)."""
        return round(self.stake.value() * 100)

    def _amount(self, minor: int) -> str:
        return money_text(minor, self.currency_code)

    def _money(self, row: dict[str, Any]) -> str:
        amount = row["margin"] * self.stake_minor()
        if not self.stake_minor() or not row["rubbers"]:
            return ""
        if amount > 0:
            return self.tr("receives {amount}").format(amount=self._amount(amount))
        if amount < 0:
            return self.tr("pays {amount}").format(amount=self._amount(-amount))
        return self.tr("even")

    def _show_money(self) -> None:
        """The Money column and the payments that settle it, at the stake shown now."""
        ranking = self.players.rows()
        self.players.set_rows(ranking)
        names = {str(r["player"]): r["name"] for r in ranking}
        margins = evening_balances(ranking, 1)
        if sum(margins.values()):  # a seat with nobody in it: the margins do not balance
            self.settlement = Settlement((), False)
            self._note = self.tr(
                "The margins do not balance (is a seat of a rubber empty?), so no payments "
                "are worked out: check the players of the evening's rubbers."
            )
            self.settled.setText(self._note)
            self.payments.set_rows([])
            return
        # Every balance is the margin times the stake, so the payments of the margins, times
        # the stake, are the fewest for the money too: worked out once per set of margins,
        # not again at every change of the stake.
        key = tuple(margins.items())
        if key != self._settled_for:
            self._settled_for, self._by_margin = key, settle(margins)
        stake = self.stake_minor()
        self.settlement = Settlement(
            tuple(Payment(p.payer, p.payee, p.amount * stake) for p in self._by_margin.payments)
            if stake
            else (),
            self._by_margin.minimal,
        )
        self.payments.set_rows(
            [
                {"payer": names[p.payer], "payee": names[p.payee], "amount": p.amount}
                for p in self.settlement.payments
            ]
        )
        if not self.stake_minor():
            note = self.tr("Agree the money per point to see who pays whom.")
        elif not self.settlement.payments:
            note = self.tr("Nobody owes anything.")
        elif len(self.settlement.payments) == 1:
            note = self.tr("One payment settles the evening.")
        elif self.settlement.minimal:
            note = self.tr("{count} payments settle the evening; no fewer can.").format(
                count=len(self.settlement.payments)
            )
        else:  # too many players for the exact search (domain/variants/settlement.py)
            note = self.tr("{count} payments settle the evening.").format(
                count=len(self.settlement.payments)
            )
        self._note = note
        self.settled.setText(note)
        self.print_button.setEnabled(bool(ranking))

    # -- the printable -----------------------------------------------------------------------

    def settlement_sheet(self) -> SettlementSheet:
        """The settlement in the window's words and the club's currency, for printing."""
        from whistclub.reports.settlement import SettlementSheet

        day = window_locale().toString(self.day.date(), QLocale.FormatType.LongFormat)
        players = [r for r in self.players.rows() if r["rubbers"]]
        return SettlementSheet(
            title=self.tr("Settlement of the evening"),
            subtitle=self.tr("{day} · {stake} a point").format(
                day=day, stake=self._amount(self.stake_minor())
            ),
            payments_heading=self.tr("Who pays whom"),
            payment_columns=(self.tr("Who pays"), self.tr("How much"), self.tr("To whom")),
            payments=tuple(
                (r["payer"], self._amount(r["amount"]), r["payee"]) for r in self.payments.rows()
            ),
            nothing_to_pay=self._note,
            balances_heading=self.tr("Players by accumulated margin"),
            balance_columns=(
                self.tr("Player"),
                self.tr("Rubbers"),
                self.tr("Margin"),
                self.tr("Money"),
            ),
            balances=tuple(
                (r["name"], str(r["rubbers"]), signed(r["margin"]), self._money(r)) for r in players
            ),
            notes=(self._note,) if self.settlement.payments else (),
        )

    def save_settlement_pdf(self, path: str | None = None) -> Path | None:
        """Ask where (unless given) and save the settlement as a PDF; the saved path."""
        from whistclub.reports.settings import PrintSettings
        from whistclub.reports.settlement import render_settlement_pdf

        if path is None:
            suggested = f"settlement-{self.on().isoformat()}.pdf"
            path, _filter = QFileDialog.getSaveFileName(
                self, self.tr("Save the settlement as PDF"), suggested, self.tr("PDF (*.pdf)")
            )
            if not path:
                return None
        target = Path(path)
        club = getattr(getattr(self.window(), "settings", None), "club_name", "") or ""
        try:
            # The sheet is in the window's words (settlement_sheet), its page footer too.
            paper = PrintSettings(club_name=club, language=current_language())
            render_settlement_pdf(self.settlement_sheet(), target, paper)
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("The settlement was not saved"),
                self.tr(
                    "The settlement could not be written to {path} ({error}). Choose another "
                    "folder, or close the file if it is open in another program."
                ).format(path=target, error=error.strerror or error),
            )
            return None
        self.settled.setText(self.tr("Saved to {path}").format(path=target))
        return target

    def refresh(self) -> None:
        self._load_stake()
        self._load_currency()
        rubbers, ranking = evening_table(self.database, self.on())
        self.rubbers.set_rows(rubbers)
        self.players.set_rows(ranking)
        self._show_money()
        counted = [r for r in ranking if r["rubbers"]]
        if counted:
            best = counted[0]["margin"]
            leaders = [r["name"] for r in counted if r["margin"] == best]
            self.winner.setText(
                self.tr("Leading the evening: {names} ({margin:+d})").format(
                    names=" & ".join(leaders), margin=best
                )
            )
        else:
            self.winner.setText(self.tr("No rubber finished yet this evening."))
