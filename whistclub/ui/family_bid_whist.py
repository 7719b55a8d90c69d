"""The Bid Whist score pad: bidders, bid, mode, trumps and books (seed 004)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from whistclub.ui.family_base import (
    SUITS,
    Cell,
    EntryError,
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
    mode_name,
    side_name,
    side_short,
    suit_choice,
    suit_name,
)
from whistclub.ui.models import Column

# -- Bid Whist -----------------------------------------------------------------------------


class BidWhist(Family):
    """Bidders, bid, mode, trump, books of the bidders; running score to the target
    (rules-reference section 3, seed 004)."""

    family = "bid_whist"

    def cells(self, parent: QWidget) -> list[Cell]:
        self.bidders = combo(
            parent, [(side_short("NS"), "NS"), (side_short("EW"), "EW")], "bidders"
        )
        self.bid = line(parent, "bid", 1)
        self.mode = combo(
            parent, [(mode_name(m), m) for m in ("uptown", "downtown", "no_trump")], "mode"
        )
        self.trump = letter_combo(
            parent, [("", None), *[(suit_choice(s), s) for s in SUITS]], "trump"
        )
        self.books = line(parent, "books", 2)
        self.revoke = combo(
            parent,
            [
                (QCoreApplication.translate("ScorePad", "none"), None),
                (QCoreApplication.translate("ScorePad", "by NS"), "NS"),
                (QCoreApplication.translate("ScorePad", "by EW"), "EW"),
            ],
            "revokes",
        )
        return [
            Cell("bidders", QCoreApplication.translate("ScorePad", "Bidders"), self.bidders),
            Cell("bid", QCoreApplication.translate("ScorePad", "Bid"), self.bid),
            Cell("mode", QCoreApplication.translate("ScorePad", "Mode"), self.mode),
            Cell("trump", QCoreApplication.translate("ScorePad", "Trumps"), self.trump),
            Cell(
                "books",
                QCoreApplication.translate("ScorePad", "Bidders' books (of 12)"),
                self.books,
            ),
            Cell("revokes", QCoreApplication.translate("ScorePad", "Revoke"), self.revoke),
        ]

    def facts(self, dealer: str | None) -> dict[str, Any]:
        bid = whole_number(
            self.bid,
            "bid",
            QCoreApplication.translate(
                "ScorePad", "type the bid, books over six, {low} to 7"
            ).format(low=self.game.rules.min_bid),
        )
        books = whole_number(
            self.books,
            "books",
            QCoreApplication.translate(
                "ScorePad",
                "type the books the bidders took of the 12 played, 0 to 12 (the kitty is added)",
            ),
        )
        assert books is not None
        bidders = self.bidders.currentData()
        other = "EW" if bidders == "NS" else "NS"
        facts: dict[str, Any] = {
            "bidders": bidders,
            "bid": bid,
            "mode": self.mode.currentData(),
            "books": {bidders: books, other: 12 - books},
        }
        if self.trump.currentData() is not None:
            facts["trump"] = self.trump.currentData()
        elif facts["mode"] != "no_trump":
            # A suit bid names its trumps (rules-reference.md, Bid Whist: "the winner names
            # trumps (suit bids)");
            # the score does not depend on the suit, but the record must say it.
            raise EntryError(
                "trump",
                QCoreApplication.translate(
                    "ScorePad", "an uptown or downtown bid names its trumps: type the suit's letter"
                ),
            )
        if self.revoke.currentData() is not None:
            facts["revokes"] = [{"side": self.revoke.currentData()}]
        if dealer is not None:
            facts["dealer"] = dealer
        return facts

    def load(self, facts: Mapping[str, Any]) -> None:
        self.bidders.setCurrentIndex(max(0, self.bidders.findData(facts.get("bidders"))))
        self.bid.setText(str(facts.get("bid", "")))
        self.mode.setCurrentIndex(max(0, self.mode.findData(facts.get("mode"))))
        self.trump.setCurrentIndex(max(0, self.trump.findData(facts.get("trump"))))
        books = facts.get("books") or {}
        self.books.setText(str(books.get(facts.get("bidders"), "")))
        revokes = facts.get("revokes") or []
        self.revoke.setCurrentIndex(
            max(0, self.revoke.findData(revokes[0]["side"] if revokes else None))
        )

    def clear(self) -> None:
        self.bidders.setCurrentIndex(0)
        self.bid.clear()
        self.mode.setCurrentIndex(0)
        self.trump.setCurrentIndex(0)
        self.books.clear()
        self.revoke.setCurrentIndex(0)

    def columns(self) -> list[Column]:
        return [
            *deal_and_dealer_columns(),
            Column(QCoreApplication.translate("ScorePad", "Bidders"), lambda r: r["bidders"]),
            Column(QCoreApplication.translate("ScorePad", "Bid"), lambda r: r["bid"], None, True),
            Column(QCoreApplication.translate("ScorePad", "Mode"), lambda r: r["mode"]),
            Column(QCoreApplication.translate("ScorePad", "Trumps"), lambda r: r["trump"]),
            Column(
                QCoreApplication.translate("ScorePad", "Books"), lambda r: r["books"], None, True
            ),
            Column(QCoreApplication.translate("ScorePad", "Result"), lambda r: r["made"]),
            Column(QCoreApplication.translate("ScorePad", "NS +"), lambda r: r["ns"], None, True),
            Column(QCoreApplication.translate("ScorePad", "EW +"), lambda r: r["ew"], None, True),
            Column(QCoreApplication.translate("ScorePad", "Score NS–EW"), lambda r: r["score"]),
        ]

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for number, (deal, out) in enumerate(
            zip(self.game.deals, self.game.result.get("deals", []), strict=False), start=1
        ):
            facts = deal["facts"]
            dealer = facts.get("dealer")
            rows.append(
                {
                    "number": number,
                    "deal": deal,
                    "dealer": self.game.seat_player(dealer) if dealer else "",
                    "bidders": side_short(facts["bidders"]),
                    "bid": str(facts["bid"]),
                    "mode": mode_name(facts["mode"]),
                    "trump": suit_name(facts.get("trump")),
                    "books": str(out["bidder_books"]),
                    "made": QCoreApplication.translate("ScorePad", "made")
                    if out["made"]
                    else QCoreApplication.translate("ScorePad", "set"),
                    "ns": signed(out["delta"]["NS"]),
                    "ew": signed(out["delta"]["EW"]),
                    "score": score_pair(out["score"]["NS"], out["score"]["EW"]),
                    "explanation": out["explanation"],
                }
            )
        return rows

    def finished(self) -> bool:
        return self.game.result.get("winner") is not None

    def status(self) -> str:
        result = self.game.result
        score = result.get("final_score") or {"NS": 0, "EW": 0}
        if result.get("winner"):
            winner = result["winner"]
            return QCoreApplication.translate(
                "ScorePad", "{side} ({players}) win the game, {score}"
            ).format(
                side=side_name(winner),
                players=self._side_players(winner),
                score=score_pair(score["NS"], score["EW"]),
            )
        return QCoreApplication.translate(
            "ScorePad", "NS {ns} – EW {ew}: game at +{target}, lost at {lose}"
        ).format(
            ns=score["NS"],
            ew=score["EW"],
            target=self.game.rules.target,
            lose=self.game.rules.lose_at,
        )

    def next_dealer(self) -> tuple[str | None, str]:
        return self._seat_dealer()
