"""What differs between the three score pads: the entry cells of a deal, the facts they make,
the table columns, the running status line and who deals next.

Each family reads its deals' facts and the domain's scored result (score_document), so the
window never computes a score itself. Entry cells are plain widgets; digits, Tab and Enter
are enough for a plain deal (design.md, UI rules of thumb).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from whistclub.domain.cards import Seat
from whistclub.domain.variants.profiles import Preset, with_overrides
from whistclub.ui.labels import (
    contract_name,
    mode_name,
    penalty_name,
    side_name,
    side_short,
    suit_name,
)
from whistclub.ui.models import Column

SUITS = ("spades", "hearts", "diamonds", "clubs")
SEATS = ("N", "E", "S", "W")


class EntryError(Exception):
    """A cell the secretary must fix before the deal can be recorded."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key
        self.message = message


@dataclass
class Cell:
    """One entry cell: the fact it fills (`key`), its heading and its widget."""

    key: str
    heading: str
    widget: QWidget
    own_line: bool = False  # a wide, optional cell (the auction) goes on a line of its own


@dataclass
class OpenGame:
    """A snapshot of one game as the pad shows it (rows copied after the last change)."""

    game: dict[str, Any]
    header: dict[str, Any]
    deals: list[dict[str, Any]]
    seats: dict[str, int | None]
    names: dict[int, str]
    preset: Preset
    result: dict[str, Any]
    database_name: str = ""
    rules: Any = field(default=None)

    def __post_init__(self) -> None:
        self.rules = with_overrides(self.preset.rules, self.header.get("rules") or {})

    def seat_player(self, seat: str) -> str:
        player = self.seats.get(seat)
        return self.names.get(player, seat) if player is not None else seat


def combo(parent: QWidget, items: list[tuple[str, Any]], name: str) -> QComboBox:
    box = QComboBox(parent)
    box.setObjectName(name)
    for text, value in items:
        box.addItem(text, value)
    return box


def line(parent: QWidget, name: str, width: int = 4) -> QLineEdit:
    edit = QLineEdit(parent)
    edit.setObjectName(name)
    edit.setMaxLength(width)
    edit.setFixedWidth(70 + 12 * width)
    return edit


def whole_number(edit: QLineEdit, key: str, message: str, *, blank_ok: bool = False) -> int | None:
    text = edit.text().strip()
    if not text and blank_ok:
        return None
    try:
        return int(text)
    except ValueError:
        raise EntryError(key, message) from None


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


class Family:
    """The base of the three pads' rules of entry and display."""

    family = ""

    def __init__(self, game: OpenGame) -> None:
        self.game = game

    # Entry cells, built once per pad; `first` takes the focus for a new deal.
    def cells(self, parent: QWidget) -> list[Cell]:
        raise NotImplementedError

    def facts(self, dealer: str | None) -> dict[str, Any]:
        raise NotImplementedError

    def load(self, facts: Mapping[str, Any]) -> None:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError

    def columns(self) -> list[Column]:
        raise NotImplementedError

    def rows(self) -> list[dict[str, Any]]:
        raise NotImplementedError

    def status(self) -> str:
        raise NotImplementedError

    def finished(self) -> bool:
        raise NotImplementedError

    def next_dealer(self) -> tuple[str | None, str]:
        """(the fact to store as the next deal's dealer, the words to show)."""
        raise NotImplementedError

    def turn_up_note(self) -> str:
        return ""

    def cell_for(self, where: str) -> str | None:
        """The entry cell a DomainError's place ("deal 3, field tricks") points to."""
        for part in where.split(","):
            words = part.strip().split()
            if len(words) >= 2 and words[0] == "field":
                return words[1]
        return None

    # Seat-based families keep the dealer on each deal; the first one is the game's choice.
    def _seat_dealer(self) -> tuple[str | None, str]:
        deals = self.game.deals
        if deals and deals[-1]["facts"].get("dealer") in SEATS:
            seat = Seat(deals[-1]["facts"]["dealer"]).next().value
        else:
            seat = first_dealer(self.game)
        return seat, f"{self.game.seat_player(seat)} ({seat})"

    def _side_players(self, side: str) -> str:
        return " & ".join(self.game.seat_player(seat) for seat in side_seats(side))


def deal_and_dealer_columns() -> list[Column]:
    """The first two columns of every score pad: the deal's number and who dealt it."""
    return [
        Column(
            QCoreApplication.translate("ScorePad", "Deal"),
            lambda r: str(r["number"]),
            lambda r: r["number"],
            True,
        ),
        Column(QCoreApplication.translate("ScorePad", "Dealer"), lambda r: r["dealer"]),
    ]


def first_dealer(game: OpenGame) -> str:
    """The seat that dealt first: a partnership game keeps it in its document's informational
    "seats"; the Bid Whist document has no place for it, so the window keeps it in its
    settings (by database and game) until the first deal records its dealer."""
    seats = game.header.get("seats")
    if isinstance(seats, Mapping) and seats.get("dealer") in SEATS:
        return str(seats["dealer"])
    from whistclub.ui.settings import qsettings

    kept = qsettings().value(first_dealer_key(game.database_name, game.game["id"]))
    return str(kept) if kept in SEATS else "N"


def first_dealer_key(database_name: str, game_id: int) -> str:
    return f"first_dealer/{database_name}/{game_id}"


def side_seats(side: str) -> tuple[str, str]:
    return ("N", "S") if side == "NS" else ("E", "W")


# -- partnership whist ---------------------------------------------------------------------


class Partnership(Family):
    """Tricks of NS (EW filled in), honours of NS (EW filled in), turn-up, one revoke
    (side and the claimants' penalty): rules-reference section 1, seed 001."""

    family = "partnership"

    def cells(self, parent: QWidget) -> list[Cell]:
        rules = self.game.rules
        self.tricks = line(parent, "tricks", 2)
        self.honours = line(parent, "honours", 1)
        self.trump = combo(parent, [("", None), *[(suit_name(s), s) for s in SUITS]], "trump")
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
            Column(QCoreApplication.translate("ScorePad", "Revoke"), lambda r: r["revoke"]),
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
                    "score": f"{out['score']['NS']}–{out['score']['EW']}",
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


PENALTIES = ("take_3_tricks", "add_3_to_claimants", "deduct_3_from_revokers")


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
        auction = self.auction.text().strip()
        if auction:
            facts["auction"] = self._auction(auction)
        return facts

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
        auction = facts.get("auction") or []
        self.auction.setText(", ".join(f"{player} {call}" for player, call in auction))

    def clear(self) -> None:
        self.contract.setCurrentIndex(0)
        self.declarer.setCurrentIndex(0)
        self.partner.setCurrentIndex(0)
        self.tricks.clear()
        self.auction.clear()
        self.last_trick.setCurrentIndex(0)

    def columns(self) -> list[Column]:
        columns = [
            *deal_and_dealer_columns(),
            Column(QCoreApplication.translate("ScorePad", "Contract"), lambda r: r["contract"]),
            Column(QCoreApplication.translate("ScorePad", "Declarer"), lambda r: r["declarers"]),
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
        self.trump = combo(parent, [("", None), *[(suit_name(s), s) for s in SUITS]], "trump")
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
            QCoreApplication.translate("ScorePad", "type the bid, books over six, 3 to 7"),
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
                    "score": f"{out['score']['NS']}–{out['score']['EW']}",
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
                "ScorePad", "{side} ({players}) win the game, {ns}–{ew}"
            ).format(
                side=side_name(winner),
                players=self._side_players(winner),
                ns=score["NS"],
                ew=score["EW"],
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


FAMILIES: dict[str, type[Family]] = {
    "partnership": Partnership,
    "solo": Solo,
    "bid_whist": BidWhist,
}
