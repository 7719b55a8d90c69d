"""Starting a club game: the family, the preset (with its summary in plain words), the title,
who sits where and who deals first; the traditional draw for partners and dealer."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.variants.profiles import all_presets
from whistclub.ui.buttons import ok_cancel
from whistclub.ui.labels import family_name, seat_name, told_apart
from whistclub.ui.preset_texts import preset_summary, preset_title
from whistclub.ui.settings import FAMILIES, AppSettings

SEATS = ("N", "E", "S", "W")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


@dataclass(frozen=True)
class Draw:
    """The cards drawn, the seats they give and the first dealer's seat."""

    cards: dict[str, str]
    seats: dict[str, str]
    dealer: str


def draw_for_partners(names: list[str], rng: random.Random, *, ace_high: bool = False) -> Draw:
    """Each of the four draws a card: the two highest play together against the two lowest,
    and the lowest card deals first (seed 001 "Jugadores"; seed 003 §1, where the ace is the
    lowest card and the king the highest in this draw; `ace_high` follows seed 001's card
    order instead). The seeds do not say what a tie does; here tied players draw again.

    The dealer sits South with the other low card North; the highest card sits West, on the
    dealer's left, and leads first (seed 001 "Preparación" 5); the other high card East.
    """
    if len(names) != 4:
        raise ValueError("the draw needs exactly four players")
    order = RANKS[1:] + RANKS[:1] if ace_high else RANKS
    deck = [(rank, suit) for rank in order for suit in SUIT_SYMBOLS]
    while True:
        cards = dict(zip(names, rng.sample(deck, 4), strict=True))
        values = [order.index(rank) for rank, _suit in cards.values()]
        if len(set(values)) == 4:
            break
    ranked = sorted(names, key=lambda name: order.index(cards[name][0]))
    seats = {"S": ranked[0], "N": ranked[1], "E": ranked[2], "W": ranked[3]}
    shown = {name: f"{rank}{suit}" for name, (rank, suit) in cards.items()}
    return Draw(cards=shown, seats=seats, dealer="S")


@dataclass(frozen=True)
class GameRequest:
    """What start_game needs: the document, the seats (label -> player id) and a title."""

    document: dict[str, Any]
    seats: dict[str, int | None]
    title: str
    played_on: date
    first_dealer: str | None = None  # the seat that deals first (partnership, Bid Whist)


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        players: list[dict[str, Any]],
        settings: AppSettings,
        family: str | None = None,
        seats: dict[str, Any] | None = None,
        title: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start a club game"))
        self.players = [p for p in players if p["active"]]
        self.settings = settings
        self.rng = random.Random()
        self.request: GameRequest | None = None

        self.family = QComboBox(self)
        self.family.setObjectName("family")
        for name in FAMILIES:
            self.family.addItem(family_name(name), name)
        self.preset = QComboBox(self)
        self.preset.setObjectName("preset")
        self.summary = QLabel(self)
        self.summary.setObjectName("presetSummary")
        self.summary.setWordWrap(True)
        self.summary.setMinimumWidth(520)
        self.summary.setMinimumHeight(110)
        self.title = QLineEdit(title, self)
        self.title.setObjectName("gameTitle")

        seats_box = QGroupBox(self.tr("Players and seats"), self)
        seat_form = QFormLayout(seats_box)
        self.seat_labels: list[QLabel] = []
        self.seat_boxes: list[QComboBox] = []
        for index in range(4):
            label = QLabel(seats_box)
            box = QComboBox(seats_box)
            box.setObjectName(f"seat{index}")
            box.addItem(self.tr("(nobody)"), None)
            for player in self.players:
                box.addItem(told_apart(player, self.players), player["id"])
            if index < len(self.players):
                box.setCurrentIndex(index + 1)
            box.currentIndexChanged.connect(self._fill_dealers)
            seat_form.addRow(label, box)
            self.seat_labels.append(label)
            self.seat_boxes.append(box)
        # Solo only: a fifth player, when the dealer sits out each deal (rules-reference 2,
        # switch five_players_dealer_sits_out; the command line has it as a rule override).
        self.fifth_label = QLabel(self.tr("Player 5 (if five play):"), seats_box)
        self.fifth_box = QComboBox(seats_box)
        self.fifth_box.setObjectName("seat4")
        self.fifth_box.addItem(self.tr("(nobody)"), None)
        for player in self.players:
            self.fifth_box.addItem(told_apart(player, self.players), player["id"])
        self.fifth_box.currentIndexChanged.connect(self._fill_dealers)
        seat_form.addRow(self.fifth_label, self.fifth_box)
        self.dealer = QComboBox(seats_box)
        self.dealer.setObjectName("firstDealer")
        seat_form.addRow(self.tr("Deals first:"), self.dealer)
        draw_row = QHBoxLayout()
        self.draw_button = QPushButton(self.tr("Draw for partners and dealer"), seats_box)
        self.draw_button.setObjectName("drawButton")
        self.draw_button.clicked.connect(self.draw)
        self.ace_high = QCheckBox(self.tr("Ace high in the draw"), seats_box)
        draw_row.addWidget(self.draw_button)
        draw_row.addWidget(self.ace_high)
        draw_row.addStretch(1)
        seat_form.addRow(draw_row)
        self.drawn = QLabel(seats_box)
        self.drawn.setObjectName("drawnCards")
        self.drawn.setWordWrap(True)
        seat_form.addRow(self.drawn)
        if seats:
            self._seat_players(seats)

        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #b71c1c;")
        self.problem.setWordWrap(True)
        buttons = ok_cancel(self, self.try_accept)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))

        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.family)
        form.addRow(self.tr("Rules:"), self.preset)
        form.addRow(self.summary)
        form.addRow(self.tr("Title:"), self.title)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

        self.family.currentIndexChanged.connect(self._family_changed)
        self.preset.currentIndexChanged.connect(self._show_summary)
        if family:
            self.family.setCurrentIndex(self.family.findData(family))
        self._family_changed()

    # -- reacting ----------------------------------------------------------------------------

    def current_family(self) -> str:
        return str(self.family.currentData())

    def _family_changed(self) -> None:
        family = self.current_family()
        self.preset.blockSignals(True)
        self.preset.clear()
        for preset in all_presets().values():
            if preset.family == family:
                self.preset.addItem(preset_title(preset), preset.id)
        wanted = self.preset.findData(self.settings.default_preset(family))
        self.preset.setCurrentIndex(max(0, wanted))
        self.preset.blockSignals(False)
        for index, label in enumerate(self.seat_labels):
            if family == "solo":
                label.setText(self.tr("Player {number} (clockwise):").format(number=index + 1))
            else:
                label.setText(self.tr("{seat}:").format(seat=seat_name(SEATS[index])))
        self.draw_button.setEnabled(family != "solo")
        self.ace_high.setEnabled(family != "solo")
        self.fifth_label.setVisible(family == "solo")
        self.fifth_box.setVisible(family == "solo")
        self._show_summary()
        self._fill_dealers()

    def _show_summary(self) -> None:
        preset_id = self.preset.currentData()
        if preset_id:
            self.summary.setText(preset_summary(all_presets()[preset_id]))

    def _seat_count(self) -> int:
        """Four players, or five at a Solo table where the dealer sits out."""
        five = self.current_family() == "solo" and self.fifth_box.currentData() is not None
        return 5 if five else 4

    def _box(self, index: int) -> QComboBox:
        return self.fifth_box if index == 4 else self.seat_boxes[index]

    def _label(self, index: int) -> str:
        box = self._box(index)
        if box.currentData() is not None:
            return box.currentText()
        if self.current_family() == "solo":
            return self.tr("Player {number}").format(number=index + 1)
        return SEATS[index]

    def _fill_dealers(self) -> None:
        keep = self.dealer.currentIndex()
        self.dealer.clear()
        for index in range(self._seat_count()):
            self.dealer.addItem(self._label(index), index)
        self.dealer.setCurrentIndex(max(0, min(keep, self.dealer.count() - 1)))

    def _seat_players(self, seats: dict[str, Any]) -> None:
        for index, seat in enumerate(SEATS):
            box = self.seat_boxes[index]
            box.setCurrentIndex(max(0, box.findData(seats.get(seat))))
        self._fill_dealers()
        first = seats.get("first_dealer")
        if isinstance(first, str) and first in SEATS:
            self.dealer.setCurrentIndex(SEATS.index(first))

    def draw(self) -> None:
        ids = [box.currentData() for box in self.seat_boxes]
        if None in ids or len(set(ids)) != 4:
            self.problem.setText(self.tr("Choose four different players before the draw."))
            return
        names = {box.currentData(): box.currentText() for box in self.seat_boxes}
        by_name = {name: player for player, name in names.items()}
        result = draw_for_partners(
            list(names.values()), self.rng, ace_high=self.ace_high.isChecked()
        )
        seats: dict[str, Any] = {seat: by_name[name] for seat, name in result.seats.items()}
        seats["first_dealer"] = result.dealer
        self._seat_players(seats)
        self.drawn.setText(
            self.tr("Drawn: {cards}. Highest two against lowest two; lowest card deals.").format(
                cards=", ".join(f"{name} {card}" for name, card in result.cards.items())
            )
        )
        self.problem.clear()

    # -- the request -------------------------------------------------------------------------

    def try_accept(self) -> None:
        request = self._request()
        if request is not None:
            self.request = request
            self.accept()

    def _request(self) -> GameRequest | None:
        family = self.current_family()
        profile = str(self.preset.currentData())
        count = self._seat_count()
        ids = [self._box(i).currentData() for i in range(count)]
        chosen = [i for i in ids if i is not None]
        if len(set(chosen)) != len(chosen):
            self.problem.setText(self.tr("A player is chosen for two seats; choose each once."))
            return None
        if family == "partnership" and all_presets()[profile].rules.dummy:
            empty = [SEATS[i] for i in range(4) if ids[i] is None]
            # rules-reference 1.1: side NS is the dummy and the player who has it.
            if len(empty) != 1 or empty[0] not in ("N", "S"):
                self.problem.setText(
                    self.tr(
                        "Whist with dummy is played by three: leave North or South as "
                        "(nobody) for the dummy, and seat the other three."
                    )
                )
                return None
        labels = [self._label(i) for i in range(count)]
        if len(set(labels)) != count:
            self.problem.setText(self.tr("Two players have the same name; rename one first."))
            return None
        dealer_index = int(self.dealer.currentData() or 0)
        title = self.title.text().strip()
        if family == "solo":
            document: dict[str, Any] = {
                "profile": profile,
                "players": labels,
                "dealer": labels[dealer_index],
            }
            if count == 5:  # the dealer sits out each deal (the switch names the rule)
                document["rules"] = {"five_players_dealer_sits_out": True}
            seats = {labels[i]: ids[i] for i in range(count)}
        else:
            document = {"profile": profile}
            seats = {SEATS[i]: ids[i] for i in range(4)}
            if family == "partnership":
                # Informational fields of the document (docs/cli.md): who sat where and who
                # dealt first, so the pad knows whose deal it is before the first deal.
                document["seats"] = {SEATS[i]: labels[i] for i in range(4)}
                document["seats"]["dealer"] = SEATS[dealer_index]
        first = None if family == "solo" else SEATS[dealer_index]
        return GameRequest(document, seats, title, date.today(), first)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        players: list[dict[str, Any]],
        settings: AppSettings,
        *,
        family: str | None = None,
        seats: dict[str, Any] | None = None,
        title: str = "",
    ) -> GameRequest | None:
        """The game to start, or None when the secretary cancels."""
        dialog = cls(parent, players, settings, family, seats, title)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.request


def default_title(family: str, number: int) -> str:
    if family == "partnership":
        return QCoreApplication.translate("NewGameDialog", "Rubber {number}").format(number=number)
    if family == "solo":
        return QCoreApplication.translate("NewGameDialog", "Solo session {number}").format(
            number=number
        )
    return QCoreApplication.translate("NewGameDialog", "Bid Whist game {number}").format(
        number=number
    )
