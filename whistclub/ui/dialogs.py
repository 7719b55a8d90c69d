"""Small dialogs with classmethod front doors: the history of a game, and Settings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.variants.profiles import all_presets
from whistclub.domain.variants.solo import Contract
from whistclub.persistence.database import Database
from whistclub.services.history import game_changes
from whistclub.ui.buttons import ok_cancel
from whistclub.ui.dates import moment_text
from whistclub.ui.families import PENALTIES, SUITS
from whistclub.ui.labels import (
    action_name,
    contract_name,
    family_name,
    mode_name,
    penalty_name,
    seat_name,
    side_short,
    suit_name,
)
from whistclub.ui.models import Column, RowsModel
from whistclub.ui.preset_texts import preset_title
from whistclub.ui.settings import FAMILIES, PAPER_SIZES, AppSettings

CONTRACTS = tuple(c.value for c in Contract)  # the Solo ladder, in bidding order
MODES = ("uptown", "downtown", "no_trump")


class HistoryModel(RowsModel):
    """The audit rows of one game: when, what, and the deal's facts before and after."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                Column(self.tr("No."), lambda r: str(r["id"]), lambda r: r["id"], True),
                # sorted by the moment, not its words (2/12 comes before 10/11 as text)
                Column(self.tr("When"), lambda r: moment_text(r["at"]), lambda r: r["id"]),
                Column(self.tr("What"), self._what),
                Column(self.tr("Details"), self._details),
                Column(self.tr("Undoes no."), lambda r: str(r["undoes"] or "")),
            ],
            parent,
        )

    def _details(self, row: dict[str, Any]) -> str:
        """What the entry touched, in the window's language (the audit summary is English):
        the deal's position and facts, or the game's title."""
        for side in ("after", "before"):
            deals = (row.get(side) or {}).get("deal") or []
            if deals:
                deal = deals[0]
                return self.tr("deal {position}: {facts}").format(
                    position=deal.get("position"), facts=_facts_text(deal.get("facts") or {})
                )
            games = (row.get(side) or {}).get("game") or []
            if games:
                return games[0].get("title") or ""
        return ""

    def _what(self, row: dict[str, Any]) -> str:
        """The action in words; an undo of an undo is the change done again: a redo."""
        if row["action"] == "undo" and row.get("redone"):
            return self.tr("redone")
        return action_name(row["action"])


FACT_NAMES = {
    "tricks": QT_TRANSLATE_NOOP("HistoryModel", "tricks"),
    "honours": QT_TRANSLATE_NOOP("HistoryModel", "honours"),
    "trump": QT_TRANSLATE_NOOP("HistoryModel", "trumps"),
    "revokes": QT_TRANSLATE_NOOP("HistoryModel", "revoke"),
    "dealer": QT_TRANSLATE_NOOP("HistoryModel", "dealer"),
    "contract": QT_TRANSLATE_NOOP("HistoryModel", "contract"),
    "declarers": QT_TRANSLATE_NOOP("HistoryModel", "declarer"),
    "auction": QT_TRANSLATE_NOOP("HistoryModel", "auction"),
    "last_trick": QT_TRANSLATE_NOOP("HistoryModel", "last trick"),
    "tricks_each": QT_TRANSLATE_NOOP("HistoryModel", "tricks each"),
    "bidders": QT_TRANSLATE_NOOP("HistoryModel", "bidders"),
    "bid": QT_TRANSLATE_NOOP("HistoryModel", "bid"),
    "mode": QT_TRANSLATE_NOOP("HistoryModel", "mode"),
    "books": QT_TRANSLATE_NOOP("HistoryModel", "books"),
}


def _fact_value(key: str, value: Any) -> str:
    """One fact of a deal in words (sides, suits, contracts and penalties translated)."""
    if isinstance(value, dict):
        return ", ".join(f"{_side_word(k)} {v}" for k, v in value.items())
    if key == "revokes" and isinstance(value, list):
        return "; ".join(
            " ".join(
                [_side_word(r.get("side", ""))]
                + ([penalty_name(r["penalty"])] if r.get("penalty") in PENALTIES else [])
            )
            for r in value
            if isinstance(r, dict)
        )
    if key == "trump" and value in SUITS:
        return suit_name(value)
    if key == "contract":
        return contract_name(value) if value in CONTRACTS else str(value)
    if key == "mode" and value in MODES:
        return mode_name(value)
    if key == "bidders":
        return _side_word(value)
    if key == "dealer" and value in ("N", "E", "S", "W"):
        return seat_name(value)
    if isinstance(value, list):
        return ", ".join(" ".join(map(str, v)) if isinstance(v, list) else str(v) for v in value)
    return str(value)


def _side_word(side: Any) -> str:
    return side_short(side) if side in ("NS", "EW") else str(side)


def _facts_text(facts: dict[str, Any]) -> str:
    """A deal's facts as the history shows them: "tricks NS 9, EW 4; trumps ♥ Hearts"; a
    Solo deal nobody called is "All pass" (a void deal, seed 002 §05); facts left empty are
    not shown."""
    if "contract" in facts and facts["contract"] is None:
        return contract_name(None)
    return "; ".join(
        f"{QCoreApplication.translate('HistoryModel', FACT_NAMES.get(key, key))} "
        f"{_fact_value(key, value)}"
        for key, value in facts.items()
        if value is not None
    )


class HistoryDialog(QDialog):
    def __init__(self, parent: QWidget | None, database: Database, game_id: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History of game {id}").format(id=game_id))
        self.model = HistoryModel(self)
        self.model.set_rows(game_changes(database, game_id))
        view = QTableView(self)
        view.setObjectName("historyView")
        view.setModel(self.model)
        view.verticalHeader().setVisible(False)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.horizontalHeader().setResizeContentsPrecision(0)  # the rows on screen (issue 24)
        view.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(view)
        layout.addWidget(buttons)
        self.setMinimumSize(760, 360)
        self.resize(860, 440)

    @classmethod
    def show_for(cls, parent: QWidget | None, database: Database, game_id: int) -> None:
        cls(parent, database, game_id).exec()


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None, settings: AppSettings) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.club_name = QLineEdit(settings.club_name, self)
        self.club_name.setObjectName("clubName")
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        self.language.addItem(self.tr("As the system"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("Español", "es")
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.paper = QComboBox(self)
        paper_names = {"A4": self.tr("A4"), "Letter": self.tr("Letter (US)")}
        for size in PAPER_SIZES:
            self.paper.addItem(paper_names.get(size, size), size)
        self.paper.setCurrentIndex(max(0, self.paper.findData(settings.paper_size)))
        self.large_print = QCheckBox(self.tr("Large print (bigger score pad and lists)"), self)
        self.large_print.setChecked(settings.large_print)
        self.presets: dict[str, QComboBox] = {}
        form = QFormLayout(self)
        form.addRow(self.tr("Club name:"), self.club_name)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Paper size:"), self.paper)
        form.addRow(self.large_print)
        self._club_paper_language(form, parent)
        for family in FAMILIES:
            box = QComboBox(self)
            box.setObjectName(f"preset_{family}")
            for preset in all_presets().values():
                if preset.family == family:
                    box.addItem(preset_title(preset), preset.id)
            box.setCurrentIndex(max(0, box.findData(settings.default_preset(family))))
            self.presets[family] = box
            form.addRow(self.tr("Default rules, {family}:").format(family=family_name(family)), box)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def _club_paper_language(self, form: QFormLayout, parent: QWidget | None) -> None:
        """The club's language on paper (club.language): a club setting in the club database,
        so every laptop prints the cards, standings and workbook alike (issue 23 item 1)."""
        self.database: Database | None = getattr(parent, "database", None)
        self.paper_language: QComboBox | None = None
        self.site_address: QLineEdit | None = None
        self.paper_problem = QLabel(self)
        self.paper_problem.setObjectName("paperProblem")
        self.paper_problem.setStyleSheet("color: #b71c1c;")
        self.paper_problem.setWordWrap(True)
        self.paper_problem.hide()
        if self.database is None:
            return
        from whistclub.services.settings import club_language

        language, self.paper_language_version = club_language(self.database)
        if self.paper_language_version is None:  # never chosen: the window's, as printed now
            from whistclub.ui import i18n

            window = i18n.current_language()
            language = window if window in ("en", "es") else "en"
        box = QComboBox(self)
        box.setObjectName("paperLanguage")
        box.addItem("English", "en")
        box.addItem("Español", "es")
        box.setCurrentIndex(max(0, box.findData(language)))
        box.setToolTip(
            self.tr("The club's printouts and workbook, on every computer that opens its database")
        )
        self.paper_language = box
        self.paper_language_shown = language
        form.addRow(self.tr("Club's paper in:"), box)
        self._site_address(form)
        form.addRow(self.paper_problem)

    def _site_address(self, form: QFormLayout) -> None:
        """The results website's public address (site.address, a club setting): the
        printed standings then carry a QR code to the evening's page there (issue 26 item 5)."""
        from whistclub.services.settings import site_address

        assert self.database is not None
        address, self.site_address_version = site_address(self.database)
        self.site_address = QLineEdit(address, self)
        self.site_address.setObjectName("siteAddress")
        self.site_address.setPlaceholderText(self.tr("e.g. https://www.example.org/whist"))
        self.site_address.setToolTip(
            self.tr(
                "Where the published results website is on the web: the printed standings "
                "carry a QR code to the evening's page there. Leave it empty for none."
            )
        )
        self.site_address_shown = address
        form.addRow(self.tr("Results website:"), self.site_address)

    def accept(self) -> None:
        """Save the club's paper language first; if it cannot be saved the dialog stays open
        with everything typed, and says why."""
        box = self.paper_language
        if self.database is not None and box is not None:
            chosen = str(box.currentData())
            changed = chosen != self.paper_language_shown or self.paper_language_version is None
            if changed:
                from whistclub.services import ServiceError
                from whistclub.services.settings import set_club_language

                try:
                    set_club_language(self.database, chosen, self.paper_language_version)
                except ServiceError as error:
                    from whistclub.ui.errors import refusal_text

                    self.paper_problem.setText(
                        self.tr("The club's paper language was not saved: {0}").format(
                            refusal_text(error)
                        )
                    )
                    self.paper_problem.show()
                    return
                # saved: an OK again (after another field's refusal) does not save it twice
                from whistclub.services.settings import club_language

                self.paper_language_shown = chosen
                self.paper_language_version = club_language(self.database)[1]
        if not self._save_site_address():
            return
        super().accept()

    def _save_site_address(self) -> bool:
        """Save the results website's address when changed; False (with why shown) when it
        cannot be saved."""
        if self.database is None or self.site_address is None:
            return True
        typed = self.site_address.text().strip()
        if typed == self.site_address_shown:
            return True
        from whistclub.services import ServiceError
        from whistclub.services.settings import set_site_address

        try:
            set_site_address(self.database, typed, self.site_address_version)
        except ServiceError as error:
            from whistclub.ui.errors import refusal_text

            self.paper_problem.setText(
                self.tr("The results website's address was not saved: {0}").format(
                    refusal_text(error)
                )
            )
            self.paper_problem.show()
            return False
        return True

    def chosen(self) -> AppSettings:
        made = AppSettings(
            club_name=self.club_name.text().strip(),
            language=str(self.language.currentData()),
            paper_size=str(self.paper.currentData()),
            large_print=self.large_print.isChecked(),
        )
        for family, box in self.presets.items():
            setattr(made, f"{family}_preset", str(box.currentData()))
        return made

    @classmethod
    def edit(cls, parent: QWidget | None, settings: AppSettings) -> AppSettings | None:
        """The new settings when the secretary says OK, else None."""
        dialog = cls(parent, settings)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.chosen()
