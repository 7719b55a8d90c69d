"""The score cards' options for one print job (issue 23 item 2): how many blank cards for
walk-ins, card stock (one card a page), the folded card and large print.

A small panel under the Print row, shown while score cards or blank cards are chosen, so the
secretary sees what will print before pressing Print; nothing to click through. The choices
hold for the evening's next jobs until changed; large print starts at the window's setting.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QWidget

# One blank card per player of the largest movement (schedule.MAX_PLAYERS), as the command
# line's --blank (whistclub/cli/commands/print_event.py MAX_BLANK_CARDS).
MAX_BLANK_CARDS = 400
CARD_PRINTABLES = ("cards", "blank_cards")


@dataclass(frozen=True, slots=True)
class CardOptions:
    """What one job of score cards prints (whistclub.reports.settings.PrintSettings)."""

    blank: int = 0
    card_stock: bool = False  # one card a card-sized page, not four to an A4 sheet
    folded: bool = False  # A5 (or Letter) folded to a card, 12 changes a side
    large_print: bool = False

    @property
    def cards_per_sheet(self) -> int:
        return 1 if self.card_stock else 4


class CardOptionsPanel(QWidget):
    """Blank cards, card stock, folded card, large print: read by the page for each job."""

    def __init__(self, parent: QWidget | None = None, large_print: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("cardOptions")
        self.blank = QSpinBox(self)
        self.blank.setObjectName("blankCards")
        self.blank.setRange(0, MAX_BLANK_CARDS)
        self.blank.setToolTip(self.tr("Blank cards for walk-ins, printed after the named ones"))
        self.card_stock = QCheckBox(self.tr("Card stock (one card a page)"), self)
        self.card_stock.setObjectName("cardStock")
        self.folded = QCheckBox(self.tr("Folded card"), self)
        self.folded.setObjectName("foldedCard")
        self.folded.setToolTip(
            self.tr("A5 folded to A6 (Letter folded on Letter paper), 12 changes a side")
        )
        self.large_print = QCheckBox(self.tr("Large print"), self)
        self.large_print.setObjectName("cardsLargePrint")
        self.large_print.setChecked(large_print)
        # A folded card is one card a sheet already: card stock does not apply to it.
        self.folded.toggled.connect(lambda on: self.card_stock.setEnabled(not on))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Blank cards"), self))
        layout.addWidget(self.blank)
        for box in (self.card_stock, self.folded, self.large_print):
            layout.addWidget(box)
        layout.addStretch(1)

    def options(self, what: str) -> CardOptions:
        """The job's options; blank cards alone print at least one."""
        blank = self.blank.value()
        if what == "blank_cards":
            blank = max(blank, 1)
        folded = self.folded.isChecked()
        return CardOptions(
            blank=blank,
            card_stock=self.card_stock.isChecked() and not folded,
            folded=folded,
            large_print=self.large_print.isChecked(),
        )
