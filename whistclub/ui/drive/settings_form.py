"""The drive page's Settings tab: the evening's settings, who can win and the prize list, kept
as club templates for the next evening (issue 6 item 1; issue 21 items 5, 7 and "the Settings
form offers every movement option the domain has").

Split out of screens.py along its seams; the values are the stored settings keys of
docs/drives.md ("How an evening is stored"), checked by the domain when saved.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from whistclub.services import evenings
from whistclub.ui.dates import window_locale
from whistclub.ui.drive import texts
from whistclub.ui.money import currency_affixes

DEFAULT_TIE_BREAKS = ["second_half", "hands_won", "count_back"]


class SettingsTab(QWidget):
    """Event settings (issue 6 item 1), kept as club templates for the next evening."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.format = QComboBox(self)
        self.format.setObjectName("driveFormat")
        for code in texts.FORMATS:
            self.format.addItem(texts.format_name(code), code)
        self.format.currentIndexChanged.connect(self._format_chosen)
        self.movers = QComboBox(self)
        self.movers.setObjectName("driveMovers")
        self.movers.addItem(self.tr("As the format does (semi-partner: the losers)"), None)
        self.movers.addItem(self.tr("The winners move"), "winners")
        self.movers.addItem(self.tr("The losers move"), "losers")
        self.layout_ = QComboBox(self)
        self.layout_.setObjectName("driveLayout")
        self.layout_.addItem(self.tr("A circle: top table to table 1"), "circle")
        self.layout_.addItem(self.tr("A line: the ends turn back"), "line")
        self.layout_.addItem(self.tr("A snake: odd tables up, even tables back"), "snake")
        self.short_table = QCheckBox(
            self.tr("One table may play three-handed with a dummy hand"), self
        )
        self.short_table.setObjectName("driveDummy")
        self.skip = QCheckBox(
            self.tr("East-West skip a table after half the changes (even number of tables)"),
            self,
        )
        self.skip.setObjectName("driveSkip")
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 12)
        self.changes = QSpinBox(self)
        self.changes.setRange(1, 60)
        self.changes.setValue(24)
        self.halves = QCheckBox(self.tr("Two halves with an interval"), self)
        self.halves.setChecked(True)
        self.half_after = QSpinBox(self)
        self.half_after.setRange(1, 59)
        self.half_after.setValue(12)
        self.trumps = QComboBox(self)
        for sequence in texts.TRUMP_SEQUENCES:
            self.trumps.addItem(", ".join(texts.trump_name(t) for t in sequence), list(sequence))
        self.roles = QCheckBox(self.tr("Seat roles: ladies and gents"), self)
        self.roles.setChecked(True)
        self.sit_out = QComboBox(self)
        for code in texts.SIT_OUTS:
            self.sit_out.addItem(texts.sit_out_name(code), code)
        self.movement_tie = QComboBox(self)
        self.movement_tie.setObjectName("movementTie")
        self.movement_tie.addItem(
            self.tr("The last hand that was not level; level on every hand: cut the cards"),
            "count_back",
        )
        self.movement_tie.addItem(
            self.tr("The table cuts the cards; the secretary records who moves"), "cut"
        )
        self.movement_tie.addItem(self.tr("North-South move"), "north_south")
        self.movement_tie.addItem(self.tr("Both partnerships stay"), "both_stay")
        self.ties = QComboBox(self)
        self.ties.addItem(self.tr("Break ties: second half, hands won, count-back"), "break")
        self.ties.addItem(self.tr("Share tied prizes"), "share")
        self.one_each = QCheckBox(self.tr("One prize per person"), self)
        self.one_each.setChecked(True)
        self.leavers = QCheckBox(self.tr("Early leavers can win prizes"), self)
        self.leavers.setObjectName("prizesForLeavers")
        self.leavers.setChecked(True)
        self.latecomers = QCheckBox(self.tr("Latecomers can win prizes"), self)
        self.latecomers.setObjectName("prizesForLatecomers")
        self.latecomers.setChecked(True)
        self.places_min = QSpinBox(self)
        self.places_min.setObjectName("placesMinHands")
        self.places_min.setRange(0, 600)
        self.places_min.setSpecialValueText(self.tr("any number of"))
        self.booby_min = QSpinBox(self)
        self.booby_min.setObjectName("boobyMinHands")
        self.booby_min.setRange(-1, 600)
        self.booby_min.setSpecialValueText(self.tr("the whole evening"))
        self.booby_min.setValue(-1)
        for box in (self.places_min, self.booby_min):  # the words shown whole, in any language
            words = box.fontMetrics().horizontalAdvance(box.specialValueText())
            box.setMinimumWidth(words + 48)
        self.fee = QDoubleSpinBox(self)
        self.fee.setObjectName("entryFee")
        self.fee.setRange(0, 1000)
        self.fee.setDecimals(2)
        currency = getattr(page, "currency", None)
        # The symbol where the window's language writes it: £2.50, 2,50 £ (as on the sheets).
        before, after = currency_affixes(currency() if currency else "GBP")
        self.fee.setLocale(window_locale())  # its decimal sign too, after a change of language
        self.fee.setPrefix(before)
        self.fee.setSuffix(after)
        self.prizes = QListWidget(self)
        self.prizes.setObjectName("prizeRules")
        self._prize_rules: list[dict[str, Any]] = []
        self.prize_name = QLineEdit(self)
        self.prize_name.setPlaceholderText(self.tr("Prize name, e.g. First lady"))
        self.prize_name.returnPressed.connect(self.add_prize)  # Enter adds it, as the button
        self.prize_role = QComboBox(self)
        self.prize_role.addItem(self.tr("Everyone"), None)
        self.prize_role.addItem(self.tr("Ladies"), "lady")
        self.prize_role.addItem(self.tr("Gents"), "gent")
        self.prize_place = QComboBox(self)
        for place in range(1, 11):
            self.prize_place.addItem(self.tr("Place {0}").format(place), place)
        self.prize_place.addItem(self.tr("Last (booby)"), "last")
        self.prize_place.addItem(self.tr("Most hands of 10+ tricks"), "ten_plus")
        self.prize_half = QComboBox(self)
        self.prize_half.addItem(self.tr("Whole evening"), None)
        self.prize_half.addItem(self.tr("First half"), 1)
        self.prize_half.addItem(self.tr("Second half"), 2)
        add_prize = QPushButton(self.tr("Add prize"), self)
        add_prize.clicked.connect(self.add_prize)
        remove_prize = QPushButton(self.tr("Remove prize"), self)
        remove_prize.clicked.connect(self.remove_prize)
        self.save = QPushButton(self.tr("Save the evening's settings"), self)
        self.save.setObjectName("saveSettings")
        self.save.clicked.connect(lambda: page.save_settings(self.values()))
        self.template = QComboBox(self)
        self.template.setObjectName("templates")
        self.use = use = QPushButton(self.tr("Use template"), self)
        use.setObjectName("useTemplate")
        use.clicked.connect(self.use_template)
        self.template_name = QLineEdit(self)
        self.template_name.setPlaceholderText(self.tr("Template name, e.g. Friday 24 hands"))
        self.keep = keep = QPushButton(self.tr("Save as club template"), self)
        keep.setObjectName("saveTemplate")
        keep.clicked.connect(lambda: page.save_template(self.template_name.text(), self.values()))

        form = QFormLayout()
        form.addRow(self.tr("Format"), self.format)
        form.addRow(self.tr("Who moves"), self.movers)
        form.addRow(self.tr("The tables stand in"), self.layout_)
        form.addRow("", self.short_table)
        form.addRow("", self.skip)
        form.addRow(self.tr("Hands per change"), self.hands)
        form.addRow(self.tr("Changes"), self.changes)
        half = QHBoxLayout()
        half.addWidget(self.halves)
        half.addWidget(QLabel(self.tr("interval after change"), self))
        half.addWidget(self.half_after)
        form.addRow(self.tr("Halves"), half)
        form.addRow(self.tr("Trump sequence"), self.trumps)
        form.addRow("", self.roles)
        form.addRow(self.tr("A level table at a change"), self.movement_tie)
        # Scoring and prizes beside the movement, so the form fits a laptop screen.
        scoring = QFormLayout()
        scoring.addRow(self.tr("A hand sat out scores"), self.sit_out)
        scoring.addRow(self.tr("Ties for a prize"), self.ties)
        scoring.addRow("", self.one_each)
        scoring.addRow(self.tr("Who can win"), self.leavers)
        scoring.addRow("", self.latecomers)
        places = QHBoxLayout()
        places.addWidget(self.places_min)
        places.addWidget(QLabel(self.tr("hands"), self))
        places.addStretch(1)
        scoring.addRow(self.tr("A place needs"), places)
        booby = QHBoxLayout()
        booby.addWidget(self.booby_min)
        booby.addWidget(QLabel(self.tr("(hands, or the whole evening)"), self))
        booby.addStretch(1)
        scoring.addRow(self.tr("The booby needs"), booby)
        scoring.addRow(self.tr("Entry fee"), self.fee)
        columns = QHBoxLayout()
        columns.addLayout(form, 1)
        columns.addLayout(scoring, 1)
        prize_box = QGroupBox(self.tr("Prize list, in the order prizes are given"), self)
        adding = QHBoxLayout()
        for widget in (self.prize_name, self.prize_role, self.prize_place, self.prize_half):
            adding.addWidget(widget)
        adding.addWidget(add_prize)
        adding.addWidget(remove_prize)
        prize_layout = QVBoxLayout(prize_box)
        prize_layout.addWidget(self.prizes)
        prize_layout.addLayout(adding)
        templates = QGroupBox(self.tr("Club templates"), self)
        row = QHBoxLayout(templates)
        row.addWidget(self.template, 1)
        row.addWidget(use)
        row.addWidget(self.template_name, 1)
        row.addWidget(keep)
        # The form scrolls up and down on a short laptop screen (1366x768 with a taskbar);
        # its two columns are laid out to need no sideways scrolling.
        self.body = QWidget(self)
        layout = QVBoxLayout(self.body)
        layout.addLayout(columns)
        layout.addWidget(prize_box, 1)
        layout.addWidget(templates)
        layout.addWidget(self.save)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("driveSettingsScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)
        self._format_chosen()

    def values(self) -> dict[str, Any]:
        settings: dict[str, Any] = {
            "format": self.format.currentData(),
            "layout": self.layout_.currentData(),
            "short_table": "dummy" if self.short_table.isChecked() else "sit_out",
            "skip": self.skip.isChecked(),
            "hands_per_change": self.hands.value(),
            "changes": self.changes.value(),
            "trumps": self.trumps.currentData(),
            "roles": self.roles.isChecked(),
            "sit_out": self.sit_out.currentData(),
            "movement_tie": self.movement_tie.currentData(),
            "tie_breaks": "share" if self.ties.currentData() == "share" else DEFAULT_TIE_BREAKS,
            "one_prize_each": self.one_each.isChecked(),
            "prizes_for_leavers": self.leavers.isChecked(),
            "prizes_for_latecomers": self.latecomers.isChecked(),
            "places_min_hands": self.places_min.value(),
            "booby_min_hands": "all" if self.booby_min.value() < 0 else self.booby_min.value(),
            "entry_fee": round(self.fee.value(), 2),
            "prizes": [dict(p) for p in self._prize_rules],
        }
        if self.movers.currentData() is not None:
            settings["movers"] = self.movers.currentData()
        settings["half_after"] = (
            min(self.half_after.value(), self.changes.value() - 1)
            if self.halves.isChecked() and self.changes.value() > 1
            else None
        )
        return settings

    def set_values(self, settings: dict[str, Any]) -> None:
        self.format.setCurrentIndex(
            max(0, self.format.findData(settings.get("format", "progressive")))
        )
        self.movers.setCurrentIndex(max(0, self.movers.findData(settings.get("movers"))))
        self.layout_.setCurrentIndex(max(0, self.layout_.findData(settings.get("layout"))))
        self.short_table.setChecked(settings.get("short_table") == "dummy")
        self.skip.setChecked(bool(settings.get("skip", False)))
        self._format_chosen()
        self.hands.setValue(int(settings.get("hands_per_change", 1)))
        self.changes.setValue(int(settings.get("changes", 24)))
        half = settings.get("half_after", self.changes.value() // 2)
        self.halves.setChecked(half is not None)
        self.half_after.setValue(int(half or max(1, self.changes.value() // 2)))
        trumps = settings.get("trumps", list(texts.TRUMP_SEQUENCES[0]))
        index = self.trumps.findData(list(trumps))
        if index < 0:
            self.trumps.addItem(", ".join(texts.trump_name(t) for t in trumps), list(trumps))
            index = self.trumps.count() - 1
        self.trumps.setCurrentIndex(index)
        fmt = settings.get("format", "progressive")
        self.roles.setChecked(bool(settings.get("roles", fmt in ("progressive", "semi_partner"))))
        self.sit_out.setCurrentIndex(max(0, self.sit_out.findData(settings.get("sit_out"))))
        self.ties.setCurrentIndex(1 if settings.get("tie_breaks") == "share" else 0)
        tie = settings.get("movement_tie", "count_back")
        tie = "cut" if tie == "toss" else tie  # the old hidden toss reads as a cut of the cards
        self.movement_tie.setCurrentIndex(max(0, self.movement_tie.findData(tie)))
        self.one_each.setChecked(bool(settings.get("one_prize_each", True)))
        self.leavers.setChecked(bool(settings.get("prizes_for_leavers", True)))
        self.latecomers.setChecked(bool(settings.get("prizes_for_latecomers", True)))
        self.places_min.setValue(int(settings.get("places_min_hands") or 0))
        booby = settings.get("booby_min_hands", "all")
        self.booby_min.setValue(-1 if booby in (None, "all") else int(booby))
        self.fee.setValue(float(settings.get("entry_fee", 0)))
        self._prize_rules = [dict(p) for p in settings.get("prizes", [])]
        self._show_prizes()

    def _format_chosen(self, _index: int = -1) -> None:
        """Offer the movement options of the format chosen (docs/drives.md, "Formats")."""
        progressive = self.format.currentData() in ("progressive", "semi_partner")
        for widget in (self.movers, self.layout_, self.short_table, self.movement_tie):
            widget.setEnabled(progressive)
        self.skip.setEnabled(self.format.currentData() == "partner")

    def show_templates(self, names: list[str]) -> None:
        self.template.clear()
        self.template.addItems(names)

    def use_template(self) -> None:
        known, _ = evenings.templates(self.page.database)
        chosen = known.get(self.template.currentText())
        if chosen is not None:
            self.set_values(chosen)

    def add_prize(self) -> None:
        name = self.prize_name.text().strip()
        if not name:
            self.prize_name.setFocus()
            return
        rule: dict[str, Any] = {"name": name}
        place = self.prize_place.currentData()
        if place == "ten_plus":
            rule["most"] = "ten_plus"
        else:
            rule["place"] = place
        if self.prize_role.currentData():
            rule["role"] = self.prize_role.currentData()
        if self.prize_half.currentData():
            rule["half"] = self.prize_half.currentData()
        self._prize_rules.append(rule)
        self.prize_name.clear()
        self._show_prizes()
        self.prize_name.setFocus()  # the next prize typed at once (keyboard first, issue 21)

    def remove_prize(self) -> None:
        row = self.prizes.currentRow()
        if 0 <= row < len(self._prize_rules):
            del self._prize_rules[row]
            self._show_prizes()

    def _show_prizes(self) -> None:
        self.prizes.clear()
        for rule in self._prize_rules:
            self.prizes.addItem(prize_words(rule))


def prize_words(rule: dict[str, Any]) -> str:
    """A prize rule in words: "First lady: ladies, place 1"."""
    parts = []
    if rule.get("role"):
        parts.append(
            QCoreApplication.translate("Drive", "ladies")
            if rule["role"] == "lady"
            else QCoreApplication.translate("Drive", "gents")
        )
    if rule.get("most") == "ten_plus":
        parts.append(QCoreApplication.translate("Drive", "most hands of 10+ tricks"))
    elif rule.get("place") == "last":
        parts.append(QCoreApplication.translate("Drive", "last place (booby)"))
    else:
        parts.append(QCoreApplication.translate("Drive", "place {0}").format(rule.get("place", 1)))
    if rule.get("half"):
        parts.append(
            QCoreApplication.translate("Drive", "first half")
            if rule["half"] == 1
            else QCoreApplication.translate("Drive", "second half")
        )
    return f"{rule['name']}: {', '.join(parts)}"
