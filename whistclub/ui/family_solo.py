"""The Solo Whist score pad: contracts, declarers, tricks and the settlement (seed 002)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLineEdit, QWidget

from whistclub.ui.family_base import (
    Cell,
    EntryError,
    Family,
    combo,
    deal_and_dealer_columns,
    line,
    signed,
    whole_number,
)
from whistclub.ui.labels import (
    contract_name,
)
from whistclub.ui.models import Column

# -- Solo whist ----------------------------------------------------------------------------


class Solo(Family):
    """Contract, declarer(s), tricks, optional auction; settlement per player (seed 002)."""

    family = "solo"

    @property
    def players(self) -> list[str]:
        return list(self.game.header.get("players", []))

    def cells(self, parent: QWidget) -> list[Cell]:
        from whistclub.domain.variants.solo import AllPass, Contract

        contracts = [c.value for c in Contract if c in self.game.rules.units]
        # Numbered so a digit picks the contract (keyboard first); 0 is "all pass".
        self.contract = combo(
            parent,
            [(f"{n} {contract_name(c)}", c) for n, c in enumerate(contracts, start=1)]
            + [(f"0 {contract_name(None)}", None)],
            "contract",
        )
        numbered = [(f"{n} {name}", name) for n, name in enumerate(self.players, start=1)]
        self.declarer = combo(parent, numbered, "declarers")
        self.partner = combo(parent, [("", None), *numbered], "partner")
        self.tricks = line(parent, "tricks", 2)
        self.auction = QLineEdit(parent)
        self.auction.setObjectName("auction")
        self.auction.setPlaceholderText(
            QCoreApplication.translate("ScorePad", "optional, e.g. Ann prop, Bob pass")
        )
        self.auction.setMinimumWidth(340)
        self.last_trick = combo(parent, [("", None), *numbered], "last_trick")
        cells = [
            Cell("contract", QCoreApplication.translate("ScorePad", "Contract"), self.contract),
            Cell("declarers", QCoreApplication.translate("ScorePad", "Declarer"), self.declarer),
            Cell("partner", QCoreApplication.translate("ScorePad", "Cop (partner)"), self.partner),
            Cell("tricks", QCoreApplication.translate("ScorePad", "Tricks"), self.tricks),
        ]
        general = AllPass.GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH
        if self.game.rules.all_pass is general:
            cells.append(
                Cell(
                    "last_trick",
                    QCoreApplication.translate("ScorePad", "Last trick (all pass)"),
                    self.last_trick,
                )
            )
        # BRIT-S: all pass, the hands are played out and the most tricks pay (issue 27 item 4)
        self.tricks_each = QLineEdit(parent)
        self.tricks_each.setObjectName("tricks_each")
        self.tricks_each.setPlaceholderText(
            QCoreApplication.translate(
                "ScorePad", "all passed: tricks of {names}, e.g. 4 3 4 2"
            ).format(names=", ".join(self.players))
        )
        self.tricks_each.setMinimumWidth(340)
        if self.game.rules.all_pass is AllPass.MOST_TRICKS_PAYS_SOLO_STAKE_TO_EACH:
            cells.append(
                Cell(
                    "tricks_each",
                    QCoreApplication.translate("ScorePad", "Tricks each"),
                    self.tricks_each,
                    own_line=True,
                )
            )
        cells.append(
            Cell(
                "auction",
                QCoreApplication.translate("ScorePad", "Auction"),
                self.auction,
                own_line=True,
            )
        )
        return cells

    def facts(self, dealer: str | None) -> dict[str, Any]:
        contract = self.contract.currentData()
        facts: dict[str, Any] = {"contract": contract}
        if contract is not None:
            declarers = [self.declarer.currentData()]
            if self.partner.currentData() is not None:
                declarers.append(self.partner.currentData())
            facts["declarers"] = declarers
            tricks = whole_number(
                self.tricks,
                "tricks",
                QCoreApplication.translate(
                    "ScorePad", "type the tricks the declaring side took, a number from 0 to 13"
                ),
            )
            facts["tricks"] = tricks
        elif self.last_trick.currentData() is not None:
            facts["last_trick"] = self.last_trick.currentData()
        elif self.tricks_each.text().strip():
            facts["tricks_each"] = self._tricks_each(self.tricks_each.text())
        auction = self.auction.text().strip()
        if auction:
            facts["auction"] = self._auction(auction)
        return facts

    def _tricks_each(self, text: str) -> dict[str, int]:
        """ "4 3 4 2": the tricks of each player, in the table's order."""
        words = text.replace(",", " ").split()
        if len(words) != len(self.players) or not all(w.isdigit() for w in words):
            raise EntryError(
                "tricks_each",
                QCoreApplication.translate(
                    "ScorePad",
                    "type the tricks of each player in the table's order, {count} numbers that "
                    "add up to 13, e.g. 4 3 4 2",
                ).format(count=len(self.players)),
            )
        return {name: int(word) for name, word in zip(self.players, words, strict=True)}

    def _auction(self, text: str) -> list[list[str]]:
        calls = []
        for part in text.replace(";", ",").split(","):
            words = part.split()
            if len(words) < 2:
                raise EntryError(
                    "auction",
                    QCoreApplication.translate(
                        "ScorePad", "write each call as a name and a call, e.g. Ann prop, Bob pass"
                    ),
                )
            calls.append([" ".join(words[:-1]), words[-1].lower()])
        return calls

    def load(self, facts: Mapping[str, Any]) -> None:
        self.contract.setCurrentIndex(max(0, self.contract.findData(facts.get("contract"))))
        declarers = list(facts.get("declarers") or [])
        self.declarer.setCurrentIndex(
            max(0, self.declarer.findData(declarers[0] if declarers else None))
        )
        self.partner.setCurrentIndex(
            max(0, self.partner.findData(declarers[1] if len(declarers) > 1 else None))
        )
        tricks = facts.get("tricks")
        self.tricks.setText("" if tricks is None else str(tricks))
        self.last_trick.setCurrentIndex(max(0, self.last_trick.findData(facts.get("last_trick"))))
        each = facts.get("tricks_each") or {}
        self.tricks_each.setText(
            " ".join(str(each.get(n, 0)) for n in self.players) if each else ""
        )
        auction = facts.get("auction") or []
        self.auction.setText(", ".join(f"{player} {call}" for player, call in auction))

    def clear(self) -> None:
        self.contract.setCurrentIndex(0)
        self.declarer.setCurrentIndex(0)
        self.partner.setCurrentIndex(0)
        self.tricks.clear()
        self.auction.clear()
        self.tricks_each.clear()
        self.last_trick.setCurrentIndex(0)

    def columns(self) -> list[Column]:
        columns = [
            *deal_and_dealer_columns(),
            Column(QCoreApplication.translate("ScorePad", "Contract"), lambda r: r["contract"]),
            Column(
                QCoreApplication.translate("ScorePad", "Declarer"),
                lambda r: r["declarers"],
                may_shorten=True,
            ),
            Column(
                QCoreApplication.translate("ScorePad", "Tricks"), lambda r: r["tricks"], None, True
            ),
            Column(QCoreApplication.translate("ScorePad", "Result"), lambda r: r["made"]),
        ]
        # One column per player: what the deal paid them, then their running balance.
        for name in self.players:
            columns.append(Column(name, lambda r, name=name: r["money"][name], None, True))
        return columns

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        balance = dict.fromkeys(self.players, 0)
        for number, (deal, out) in enumerate(
            zip(self.game.deals, self.game.result.get("deals", []), strict=False), start=1
        ):
            facts = deal["facts"]
            for name, amount in out["settlement"].items():
                balance[name] = balance.get(name, 0) + amount
            contract = facts.get("contract")
            if contract is None and not any(out["settlement"].values()):
                made = QCoreApplication.translate("ScorePad", "void")
            elif contract is None and out.get("most_tricks"):
                made = QCoreApplication.translate("ScorePad", "most tricks pay")
            elif contract is None:
                made = QCoreApplication.translate("ScorePad", "general misère")
            else:
                made = (
                    QCoreApplication.translate("ScorePad", "made")
                    if out["made"]
                    else QCoreApplication.translate("ScorePad", "failed")
                )
            rows.append(
                {
                    "number": number,
                    "deal": deal,
                    "dealer": self._dealer_of(number - 1),
                    "contract": contract_name(contract),
                    "declarers": " + ".join(facts.get("declarers") or []),
                    "tricks": "" if facts.get("tricks") is None else str(facts["tricks"]),
                    "made": made,
                    "money": {
                        n: QCoreApplication.translate("ScorePad", "{deal} → {total}").format(
                            deal=signed(out["settlement"].get(n, 0)), total=signed(balance[n])
                        )
                        for n in self.players
                    },
                    "explanation": out["explanation"],
                }
            )
        return rows

    def _dealer_of(self, index: int) -> str:
        """The deal passes to the left after every deal, void ones included (seed 002 §01)."""
        players = self.players
        first = self.game.header.get("dealer")
        if not players or first not in players:
            return ""
        return players[(players.index(first) + index) % len(players)]

    def finished(self) -> bool:
        return len(self.game.deals) >= self.game.rules.session_deals

    def status(self) -> str:
        balances = self.game.result.get("balances") or dict.fromkeys(self.players, 0)
        listing = ", ".join(f"{name} {signed(balances.get(name, 0))}" for name in self.players)
        if self.finished():
            ranking = self.game.result.get("ranking") or []
            winners = " & ".join(ranking[0]) if ranking else ""
            return QCoreApplication.translate(
                "ScorePad", "Session over: {winners} won. Balances: {balances}"
            ).format(winners=winners, balances=listing)
        return QCoreApplication.translate(
            "ScorePad", "Deal {number} of {total}. Balances: {balances}"
        ).format(
            number=len(self.game.deals) + 1,
            total=self.game.rules.session_deals,
            balances=listing,
        )

    def next_dealer(self) -> tuple[str | None, str]:
        name = self._dealer_of(len(self.game.deals))
        if len(self.players) == 5 and name:
            # five at the table: the dealer deals and sits the deal out (rules-reference 2)
            name = QCoreApplication.translate("ScorePad", "{name}, who sits this deal out").format(
                name=name
            )
        return None, name

    def cell_for(self, where: str) -> str | None:
        key = super().cell_for(where)
        if key == "declarers" and "auction" in where:
            return "auction"
        return key
