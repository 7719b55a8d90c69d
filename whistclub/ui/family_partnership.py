"""The partnership score pad: English, short, long, American, Spanish and dummy whist."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from whistclub.ui.family_base import (
    SUITS,
    Cell,
    Family,
    combo,
    deal_and_dealer_columns,
    letter_combo,
    line,
    score_pair,
    signed,
    whole_number,
)
from whistclub.ui.labels import (
    penalty_name,
    side_name,
    side_short,
    suit_choice,
    suit_name,
)
from whistclub.ui.models import Column

# The revoke penalties a club may allow, as the domain names them.
PENALTIES = ("take_3_tricks", "add_3_to_claimants", "deduct_3_from_revokers")


class Partnership(Family):
    """Tricks of NS (EW filled in), honours of NS (EW filled in), turn-up, one revoke
    (side and the claimants' penalty): rules-reference section 1, seed 001."""

    family = "partnership"

    def cells(self, parent: QWidget) -> list[Cell]:
        rules = self.game.rules
        self.tricks = line(parent, "tricks", 2)
        self.honours = line(parent, "honours", 1)
        self.trump = letter_combo(
            parent, [("", None), *[(suit_choice(s), s) for s in SUITS]], "trump"
        )
        self.revoke = combo(
            parent,
            [
                (QCoreApplication.translate("ScorePad", "none"), None),
                (QCoreApplication.translate("ScorePad", "by NS"), "NS"),
                (QCoreApplication.translate("ScorePad", "by EW"), "EW"),
            ],
            "revokes",
        )
        self.penalty = combo(
            parent,
            [
                (penalty_name(p.value), p.value)
                for p in sorted(rules.revoke_penalty_options, key=lambda p: p.value)
            ],
            "penalty",
        )
        # The penalties are long phrases: the closed list shows their start (the open list
        # shows them whole), so the entry line fits a 1366-pixel screen in Spanish too.
        self.penalty.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.penalty.setMinimumContentsLength(18)
        self.by = combo(
            parent,
            [
                (QCoreApplication.translate("ScorePad", "player"), "player"),
                (QCoreApplication.translate("ScorePad", "dummy"), "dummy"),
            ],
            "by",
        )
        cells = [Cell("tricks", QCoreApplication.translate("ScorePad", "Tricks NS"), self.tricks)]
        if rules.counts_honours:
            cells.append(
                Cell("honours", QCoreApplication.translate("ScorePad", "Honours NS"), self.honours)
            )
        if not rules.no_trump:
            cells.append(
                Cell("trump", QCoreApplication.translate("ScorePad", "Turn-up"), self.trump)
            )
        cells.append(Cell("revokes", QCoreApplication.translate("ScorePad", "Revoke"), self.revoke))
        cells.append(
            Cell("penalty", QCoreApplication.translate("ScorePad", "Penalty"), self.penalty)
        )
        if rules.dummy:
            cells.append(Cell("by", QCoreApplication.translate("ScorePad", "Revoked by"), self.by))
        return cells

    def facts(self, dealer: str | None) -> dict[str, Any]:
        ns = whole_number(
            self.tricks,
            "tricks",
            QCoreApplication.translate(
                "ScorePad", "type the tricks North-South took, a number from 0 to 13"
            ),
        )
        assert ns is not None
        facts: dict[str, Any] = {"tricks": {"NS": ns, "EW": 13 - ns}}
        if self.game.rules.counts_honours:
            honours = whole_number(
                self.honours,
                "honours",
                QCoreApplication.translate(
                    "ScorePad", "type how many honours North-South held, 0 to 4, or leave it empty"
                ),
                blank_ok=True,
            )
            if honours is not None:
                facts["honours"] = {"NS": honours, "EW": 4 - honours}
        if self.trump.currentData() is not None:
            facts["trump"] = self.trump.currentData()
        side = self.revoke.currentData()
        if side is not None:
            revoke = {"side": side, "penalty": self.penalty.currentData()}
            if self.game.rules.dummy:
                revoke["by"] = self.by.currentData()
            facts["revokes"] = [revoke]
        if dealer is not None:
            facts["dealer"] = dealer
        return facts

    def load(self, facts: Mapping[str, Any]) -> None:
        tricks = facts.get("tricks", {})
        self.tricks.setText(str(tricks.get("NS", 13 - tricks.get("EW", 13))))
        honours = facts.get("honours")
        self.honours.setText(
            "" if honours is None else str(honours.get("NS", 4 - honours.get("EW", 4)))
        )
        self.trump.setCurrentIndex(max(0, self.trump.findData(facts.get("trump"))))
        revokes = facts.get("revokes") or []
        if revokes:
            self.revoke.setCurrentIndex(max(0, self.revoke.findData(revokes[0].get("side"))))
            self.penalty.setCurrentIndex(max(0, self.penalty.findData(revokes[0].get("penalty"))))
            self.by.setCurrentIndex(max(0, self.by.findData(revokes[0].get("by", "player"))))
        else:
            self._no_revoke()

    def clear(self) -> None:
        self.tricks.clear()
        self.honours.clear()
        self._no_revoke()
        self.trump.setCurrentIndex(0)

    def _no_revoke(self) -> None:
        """No revoke, and the penalty back to the first choice: the claimants choose anew
        at every revoke (CAV-72 I), so one deal's choice never carries into the next."""
        self.revoke.setCurrentIndex(0)
        self.penalty.setCurrentIndex(0)
        self.by.setCurrentIndex(0)

    def columns(self) -> list[Column]:
        columns = [
            *deal_and_dealer_columns(),
        ]
        if not self.game.rules.no_trump:
            columns.append(
                Column(QCoreApplication.translate("ScorePad", "Turn-up"), lambda r: r["trump"])
            )
        columns += [
            Column(QCoreApplication.translate("ScorePad", "Tricks NS–EW"), lambda r: r["tricks"]),
            Column(QCoreApplication.translate("ScorePad", "Honours"), lambda r: r["honours"]),
            Column(
                QCoreApplication.translate("ScorePad", "Revoke"),
                lambda r: r["revoke"],
                may_shorten=True,
            ),
            Column(QCoreApplication.translate("ScorePad", "NS +"), lambda r: r["ns"], None, True),
            Column(QCoreApplication.translate("ScorePad", "EW +"), lambda r: r["ew"], None, True),
            Column(
                QCoreApplication.translate("ScorePad", "Game"), lambda r: str(r["game"]), None, True
            ),
            Column(QCoreApplication.translate("ScorePad", "Score NS–EW"), lambda r: r["score"]),
        ]
        return columns

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for number, (deal, out) in enumerate(
            zip(self.game.deals, self.game.result.get("deals", []), strict=False), start=1
        ):
            facts = deal["facts"]
            tricks = facts.get("tricks", {})
            ns = tricks.get("NS", 13 - tricks.get("EW", 13))
            honours = facts.get("honours")
            revokes = facts.get("revokes") or []
            dealer = facts.get("dealer")
            rows.append(
                {
                    "number": number,
                    "deal": deal,
                    "dealer": self.game.seat_player(dealer) if dealer else "",
                    "trump": suit_name(facts.get("trump")),
                    "tricks": f"{ns}–{13 - ns}",
                    "honours": (
                        "" if honours is None else f"{honours.get('NS', 0)}–{honours.get('EW', 0)}"
                    ),
                    "revoke": "; ".join(
                        QCoreApplication.translate("ScorePad", "{side}: {penalty}").format(
                            side=side_short(r["side"]), penalty=penalty_name(r["penalty"])
                        )
                        for r in revokes
                        if r.get("penalty") in PENALTIES
                    ),
                    "ns": signed(out["delta"]["NS"]),
                    "ew": signed(out["delta"]["EW"]),
                    "game": out["game"],
                    "score": score_pair(out["score"]["NS"], out["score"]["EW"]),
                    "explanation": out["explanation"],
                }
            )
        return rows

    def finished(self) -> bool:
        result = self.game.result
        rubber = result.get("rubber")
        if rubber is not None:
            return rubber.get("winner") is not None
        return bool(result.get("games"))

    def status(self) -> str:
        result = self.game.result
        games = result.get("games", [])
        rubber = result.get("rubber")
        if rubber is not None and rubber.get("winner"):
            winner = rubber["winner"]
            loser = "EW" if winner == "NS" else "NS"
            # The margin is the winners' points minus the losers', negative when they won
            # the games on fewer points (seed 001, "Victoria"), as the Evening page counts it.
            return QCoreApplication.translate(
                "ScorePad",
                "Rubber won by {side} ({players}), {gw} games to {gl}: {won} points to {lost}, "
                "margin {margin}",
            ).format(
                side=side_name(winner),
                players=self._side_players(winner),
                gw=rubber["games_won"][winner],
                gl=rubber["games_won"][loser],
                won=rubber["points"][winner],
                lost=rubber["points"][loser],
                margin=signed(rubber["points"][winner] - rubber["points"][loser]),
            )
        if rubber is None and games:
            game = games[-1]
            winner = game["winner"]
            return QCoreApplication.translate(
                "ScorePad", "Game won by {side} ({players}), {ns}–{ew}"
            ).format(
                side=side_name(winner),
                players=self._side_players(winner),
                ns=game["final_score"]["NS"],
                ew=game["final_score"]["EW"],
            )
        number = len(games) + 1
        deals = result.get("deals", [])
        ns = ew = 0
        if deals and deals[-1]["game"] == number:
            ns, ew = deals[-1]["score"]["NS"], deals[-1]["score"]["EW"]
        elif not games:
            start = self.game.header.get("start") or {}
            ns, ew = start.get("NS", 0), start.get("EW", 0)
        text = QCoreApplication.translate(
            "ScorePad", "Game {number}: NS {ns} – EW {ew} (game is {target})"
        ).format(number=number, ns=ns, ew=ew, target=self.game.rules.target)
        if rubber is not None:
            text += " · " + QCoreApplication.translate(
                "ScorePad", "games won: NS {ns}, EW {ew}"
            ).format(ns=rubber["games_won"]["NS"], ew=rubber["games_won"]["EW"])
        return text

    def next_dealer(self) -> tuple[str | None, str]:
        return self._seat_dealer()

    def turn_up_note(self) -> str:
        if self.game.rules.no_trump:
            return QCoreApplication.translate("ScorePad", "No trumps: no turn-up")
        for deal in reversed(self.game.deals):
            trump = deal["facts"].get("trump")
            if trump:
                return QCoreApplication.translate("ScorePad", "Last turn-up: {suit}").format(
                    suit=suit_name(trump)
                )
        return QCoreApplication.translate("ScorePad", "Turn-up: the dealer's last card sets trumps")
