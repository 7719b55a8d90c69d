"""The Season page (issue 26 item 2): the season's competitions and their tables, as of any
date, printed (PDF) and in the workbook, and *Publish results* (the results website).

The page reads and writes only through the services (services.season, site.publish): the
tables are worked out from the stored evenings each time the page is shown or the club
changes, so they follow the evenings as they are entered.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from whistclub.persistence.database import Database
from whistclub.reports.words import words_for
from whistclub.services import season as seasons
from whistclub.services.club import create_season
from whistclub.ui import i18n, season_output
from whistclub.ui.dates import date_format
from whistclub.ui.models import Column, RowsModel, fit_to_rows_in_view
from whistclub.ui.season_dialogs import CompetitionDialog, SeasonDialog
from whistclub.ui.season_dialogs import pydate as _day
from whistclub.ui.season_dialogs import qdate as _qdate
from whistclub.ui.season_steps import IN_STEPS_ABOVE, SeasonSteps

Runner = Callable[..., Any]


class SeasonPage(QWidget):
    """Season and competition choosers, the chosen table with each row's why, and actions."""

    def __init__(
        self, database: Database, run: Runner, parent: QWidget | None = None, *, read: bool = True
    ) -> None:
        """`read`: the season read and its tables worked out now; else when the page is first
        shown or refreshed, or while the window is idle (prepare_next_step)."""
        super().__init__(parent)
        self.database = database
        self.run = run
        self.data: dict[str, Any] = {"season": None, "competitions": []}
        # the stored competition of each table shown (a ladies' and gents' competition: two)
        self.table_competitions: list[dict[str, Any]] = []
        self._loaded: tuple[tuple[int, int], seasons.SeasonData] | None = None
        self._shown_at = -1  # the club's version when the page was last refreshed
        # Each evening of the shown season as last read (with its version): a reading after a
        # change keeps those not changed since. While the window is idle, the season being
        # read an evening a step (prepare_next_step) and its evenings still to read.
        self._readings: dict[int, seasons.Reading] = {}
        self._readings_of: int | None = None  # the season they belong to
        self._preparing: tuple[dict[str, Any], list[int]] | None = None
        self._steps: SeasonSteps | None = None  # a long season being worked out, shown
        self._problem = ""  # why the season could not be worked out in steps, if it was not
        # the tables worked out by the last step but one (version, as of, the report)
        self._prepared: tuple[tuple[int, int], date | None, seasons.SeasonTables] | None = None
        self.season_box = QComboBox(self)
        self.season_box.setObjectName("seasonBox")
        self.table_box = QComboBox(self)
        self.table_box.setObjectName("tableBox")
        self.as_of_check = QCheckBox(self.tr("As of"), self)
        self.as_of_check.setObjectName("asOfCheck")
        self.as_of = QDateEdit(self)
        self.as_of.setObjectName("asOf")
        self.as_of.setCalendarPopup(True)
        self.as_of.setDisplayFormat(date_format())
        self.as_of.setDate(_qdate(date.today()))
        self.as_of.setEnabled(False)
        self.rule_label = QLabel(self)
        self.rule_label.setObjectName("ruleLabel")
        self.rule_label.setWordWrap(True)
        self.model = RowsModel(
            [
                Column(self.tr("Rank"), lambda r: "" if r["rank"] is None else str(r["rank"]),
                       sort_key=lambda r: (r["rank"] is None, r["rank"] or 0), align_right=True),
                Column(self.tr("Name"), lambda r: r["name"]),
                Column(self.tr("Points"), lambda r: str(r["points"]),
                       sort_key=lambda r: r["points"], align_right=True),
                Column(self.tr("Counted"), lambda r: str(len(r["counted"])), align_right=True),
                Column(self.tr("Dropped"), lambda r: str(len(r["dropped"])), align_right=True),
                Column(self.tr("Qualified"),
                       lambda r: self.tr("yes") if r["qualified"] else self.tr("no")),
                Column(self.tr("Why"), lambda r: r["why"]),
            ],
            self,
        )  # fmt: skip
        self.model.set_muted(lambda row: not row["qualified"])
        self.view = QTableView(self)
        self.view.setObjectName("seasonTable")
        self.view.setModel(self.model)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.empty = QLabel(self)
        self.empty.setObjectName("seasonEmpty")
        self.empty.setWordWrap(True)
        self.progress = QProgressBar(self)  # a long season being worked out (_start_steps)
        self.progress.setObjectName("seasonProgress")
        self.progress.setVisible(False)

        self.new_season_button = QPushButton(self.tr("New season…"), self)
        self.new_competition_button = QPushButton(self.tr("New competition…"), self)
        self.change_competition_button = QPushButton(self.tr("Change competition…"), self)
        self.change_competition_button.setObjectName("changeCompetition")
        self.change_competition_button.setToolTip(
            self.tr("Change the rule of this table's competition (F2)")
        )
        self.delete_competition_button = QPushButton(self.tr("Delete competition…"), self)
        self.delete_competition_button.setObjectName("deleteCompetition")
        self.delete_competition_button.setToolTip(
            self.tr("Delete this table's competition (Delete)")
        )
        # From the table too: F2 changes the competition, Delete deletes it (asked first).
        self.change_action = QAction(self.tr("Change competition…"), self.view)
        self.change_action.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.delete_action = QAction(self.tr("Delete competition…"), self.view)
        self.delete_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        for action in (self.change_action, self.delete_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.view.addAction(action)
        self.print_button = QPushButton(self.tr("Print…"), self)
        self.workbook_button = QPushButton(self.tr("Workbook…"), self)
        self.publish_button = QPushButton(self.tr("Publish results…"), self)
        self.publish_button.setObjectName("publishResults")
        for button in (
            self.print_button,
            self.workbook_button,
            self.change_competition_button,
            self.delete_competition_button,
        ):
            button.setEnabled(False)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Season:"), self))
        top.addWidget(self.season_box, 1)
        top.addWidget(QLabel(self.tr("Table:"), self))
        top.addWidget(self.table_box, 2)
        top.addWidget(self.as_of_check)
        top.addWidget(self.as_of)
        buttons = QHBoxLayout()
        for button in (
            self.new_season_button,
            self.new_competition_button,
            self.change_competition_button,
            self.delete_competition_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.print_button, self.workbook_button, self.publish_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.empty)
        layout.addWidget(self.progress)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

        self.season_box.currentIndexChanged.connect(self._season_chosen)
        self.table_box.currentIndexChanged.connect(self._show_table)
        self.as_of_check.toggled.connect(self._as_of_toggled)
        self.as_of.dateChanged.connect(lambda _d: self.refresh_tables(in_steps=True))
        self.new_season_button.clicked.connect(lambda: self.new_season())
        self.new_competition_button.clicked.connect(lambda: self.new_competition())
        self.change_competition_button.clicked.connect(lambda: self.change_competition())
        self.delete_competition_button.clicked.connect(lambda: self.delete_competition())
        self.change_action.triggered.connect(lambda: self.change_competition())
        self.delete_action.triggered.connect(lambda: self.delete_competition())
        self.print_button.clicked.connect(lambda: self.print_pdf())
        self.workbook_button.clicked.connect(lambda: self.save_workbook())
        self.publish_button.clicked.connect(lambda: self.publish_results())
        if read:
            self.refresh()

    # -- reading ------------------------------------------------------------------------------

    def prepare_next_step(self) -> bool:
        """One step of reading the current season while the window is idle (issue 24: a
        season of 43 drives of 40 tables takes 1.4 s to read, too long for one pause): its
        next evening read, at the last step its tables worked out; whether there was a step.
        A refresh meanwhile (the page shown) reads what is left, not what is read already."""
        if self._shown_at != -1:
            return False  # refreshed already: read and shown
        if self._preparing is None:
            current = seasons.current_season(self.database)
            if current is None:
                self.refresh()
                return True
            found = seasons.find_season(self.database, str(current["id"]))
            if self._remembered(int(found["id"])):
                self.refresh()  # its tables as last shown: nothing to read meanwhile
                return True
            self._preparing = (found, seasons.season_event_ids(self.database, found))
            return True
        found, ids = self._preparing
        if ids:
            event_id = ids.pop(0)
            self._readings[event_id] = seasons.read_evening(self.database, event_id)
            self._readings_of = int(found["id"])
            return True
        if self._loaded is None:
            # The season from its evenings read (those changed meanwhile read again), under
            # the club's version read before: a change since has the tables worked out again.
            version = (int(found["id"]), seasons.club_version(self.database))
            data = seasons.load_season(self.database, found, self._readings)
            self._loaded = (version, data)
            self._readings = data.readings()
            return True
        self.refresh()  # its tables worked out and shown, from that reading
        return True

    def _remembered(self, season_id: int) -> bool:
        before = seasons.club_state(self.database)
        if self.as_of_date() is not None:
            return False
        return seasons.remembered_tables(before, season_id, i18n.current_language()) is not None

    def refresh_if_changed(self, *, in_steps: bool = False) -> None:
        """The page shown again: its tables are worked out again if the club changed since
        they were (an evening entered, a competition added), else they stand as shown (a
        switch back costs a paint: bench/bench_pages.py). `in_steps`: see refresh."""
        if self._shown_at != seasons.club_version(self.database):
            self.refresh(in_steps=in_steps)

    def refresh(self, *, in_steps: bool = False) -> None:
        """Reload the seasons and the chosen season's tables from the database (`in_steps`:
        a long season's evenings not read yet worked out a step at a time, the page saying how
        far it has come, the window answering meanwhile: ui/season_steps.py)."""
        self._shown_at = seasons.club_version(self.database)
        chosen = self.season_box.currentData()
        listed = seasons.list_seasons(self.database)
        current = seasons.current_season(self.database)
        self.season_box.blockSignals(True)
        self.season_box.clear()
        for item in listed:
            self.season_box.addItem(item["name"], item["id"])
        wanted = chosen if chosen is not None else (current or {}).get("id")
        index = self.season_box.findData(wanted)
        self.season_box.setCurrentIndex(index if index >= 0 else 0)
        self.season_box.blockSignals(False)
        self.new_competition_button.setEnabled(bool(listed))
        self.refresh_tables(self._shown_at, in_steps=in_steps)

    def _season_chosen(self, _index: int) -> None:
        self.table_box.setCurrentIndex(-1)
        self.refresh_tables(in_steps=True)

    def _as_of_toggled(self, on: bool) -> None:
        self.as_of.setEnabled(on)
        self.refresh_tables(in_steps=True)

    def as_of_date(self) -> date | None:
        return _day(self.as_of.date()) if self.as_of_check.isChecked() else None

    def refresh_tables(self, club_version: int | None = None, *, in_steps: bool = False) -> None:
        """The chosen season's tables (`club_version`: the club's version, when just read;
        `in_steps`: see refresh)."""
        self._stop_steps()
        self._problem = ""
        season_id = self.season_box.currentData()
        if season_id is None:
            self.data = {"season": None, "competitions": []}
            self.table_competitions = []
        else:
            if club_version is None:
                club_version = seasons.club_version(self.database)
            self._show_tables_of(int(season_id), (int(season_id), club_version), in_steps)
        shown = self.table_box.currentText()
        self.table_box.blockSignals(True)
        self.table_box.clear()
        for competition in self.data["competitions"]:
            self.table_box.addItem(competition["name"])
        index = self.table_box.findText(shown)
        self.table_box.setCurrentIndex(index if index >= 0 else 0)
        self.table_box.blockSignals(False)
        self._show_table()

    def _show_tables_of(
        self, season_id: int, version: tuple[int, int], in_steps: bool = False
    ) -> None:
        """The season's tables: as the window last showed them if the club has not changed
        since (kept between starts), else worked out from its evenings, which are read again
        only when the club has changed since they were (a season of a hundred drives takes a
        while to read); a new date reuses them."""
        as_of, language = self.as_of_date(), i18n.current_language()
        before = seasons.club_state(self.database)
        stale = self._loaded is None or self._loaded[0] != version
        if stale and as_of is None:
            shown = seasons.remembered_tables(before, season_id, language)
            if shown is not None:
                self.data, self.table_competitions = shown
                return  # the evenings are read when the tables are next worked out
        if stale:
            found = seasons.find_season(self.database, str(season_id))
            # The same season read before: its evenings not changed since are kept.
            reuse = self._readings if self._readings_of == season_id else None
            if in_steps:
                reuse = self._start_steps(found, reuse, version)
                if reuse is None:
                    return  # its tables once its evenings are worked out (_steps_done)
            data = seasons.load_season(self.database, found, reuse)
            self._loaded = (version, data)
            self._readings, self._readings_of = data.readings(), season_id
        prepared, self._prepared = self._prepared, None
        if prepared is not None and prepared[:2] == (version, as_of):
            report = prepared[2]  # worked out in a step of its own (_steps_done)
        else:
            report = seasons.season_report(self.database, as_of=as_of, data=self._loaded[1])
        self._loaded = (version, report.data)  # with the club games, once read
        self.data = seasons.report_json(report, words_for(language))
        self.table_competitions = [
            item.competition for item in report.competitions for _table in item.tables
        ]
        if as_of is None:  # as the page opens (a table as of a date is not kept)
            seasons.remember_tables(
                self.database, before, season_id, language, self.data, self.table_competitions
            )

    def _start_steps(
        self,
        found: dict[str, Any],
        reuse: dict[int, seasons.Reading] | None,
        version: tuple[int, int],
    ) -> dict[int, seasons.Reading] | None:
        """The season worked out in steps if it is long enough (None: started); else the
        evenings already at hand, for the reading at once (not read from the summaries kept
        between starts twice: 24 ms of the big club's season)."""
        ids = seasons.season_event_ids(self.database, found)
        ready, pending = seasons.evenings_to_work_out(self.database, ids, reuse)
        if sum(pending.values()) <= IN_STEPS_ABOVE:
            return ready
        self._readings, self._readings_of = ready, int(found["id"])
        self._steps = SeasonSteps(self.database, self._readings, list(pending), self)
        self._steps.progressed.connect(self._show_progress)
        self._steps.finished.connect(lambda: self._steps_done(found, version))
        self._steps.failed.connect(self._steps_failed)
        self.data = {"season": None, "competitions": []}
        self.table_competitions = []
        self._steps.start()
        return None

    def _steps_done(self, found: dict[str, Any], version: tuple[int, int]) -> None:
        """The season's evenings all worked out: in a step of its own, the season from them,
        under the club's version read when its tables were asked for (a change made since has
        them worked out again); in another its tables (the big club's: 36 ms); in a third,
        the tables shown."""

        def season_read() -> None:
            data = seasons.load_season(self.database, found, self._readings)
            self._loaded = (version, data)
            self._readings = data.readings()
            if self._steps is not None:
                self._steps.then_step(lambda: tables_worked_out(data))

        def tables_worked_out(data: seasons.SeasonData) -> None:
            as_of = self.as_of_date()
            report = seasons.season_report(self.database, as_of=as_of, data=data)
            self._prepared = (version, as_of, report)
            if self._steps is not None:
                self._steps.then_step(lambda: self.refresh_tables(version[1]))

        if self._steps is not None:
            self._steps.then_step(season_read)

    def _steps_failed(self, error: Exception) -> None:
        """A step could not be taken (the database gone, say): said on the page; showing it
        again tries again, from what is read."""
        from whistclub.ui.errors import refusal_text

        self._stop_steps()
        self._shown_at = -1
        self._problem = self.tr(
            "The season's tables could not be worked out: {0}. Show the Season page again to "
            "try again."
        ).format(refusal_text(error))
        self._show_table()

    def _stop_steps(self) -> None:
        """A season being worked out in steps, stopped: what is read of it stays read."""
        if self._steps is not None:
            self._steps.stop()
            self._steps.deleteLater()
            self._steps = None

    @property
    def working_out(self) -> bool:
        """Whether the season's evenings are being worked out in steps (the tables to come)."""
        return self._steps is not None

    def current_table(self) -> dict[str, Any] | None:
        index = self.table_box.currentIndex()
        competitions = self.data["competitions"]
        return competitions[index] if 0 <= index < len(competitions) else None

    def _progress_words(self, read: int, total: int) -> str:
        return self.tr("Working out the season's tables: {0} of its {1} evenings read…").format(
            read, total
        )

    def _show_progress(self, read: int, total: int) -> None:
        """How far the steps have come: the line and the bar alone, each step (the rest of
        the page stands as _show_table left it when they started)."""
        self.empty.setText(self._progress_words(read, total))
        self.progress.setValue(read)

    def _show_table(self, _index: int = 0) -> None:
        table = self.current_table()
        self.model.set_rows(table["rows"] if table else [])
        self.rule_label.setText(table["rule"]["words"] if table else "")
        if self._steps is not None:
            message = self._progress_words(self._steps.read, self._steps.total)
        elif self._problem:
            message = self._problem
        elif self.data["season"] is None:
            message = self.tr("The club has no season yet: choose New season… and give its dates.")
        elif table is None:
            message = self.tr(
                "This season has no competition yet: choose New competition… to add a cup "
                "or a league."
            )
        elif not table["rows"]:
            message = self.tr("No evening of this season counts yet.")
        else:
            message = ""
        self.empty.setText(message)
        self.empty.setVisible(bool(message))
        if self._steps is not None:
            self.progress.setRange(0, self._steps.total)
            self.progress.setValue(self._steps.read)
        self.progress.setVisible(self._steps is not None)
        self.print_button.setEnabled(self.data["season"] is not None)
        self.workbook_button.setEnabled(self.data["season"] is not None)
        for control in (
            self.change_competition_button,
            self.delete_competition_button,
            self.change_action,
            self.delete_action,
        ):
            control.setEnabled(table is not None)
        if table and table["rows"]:
            fit_to_rows_in_view(self.view)

    # -- writing ------------------------------------------------------------------------------

    def new_season(self, values: dict[str, Any] | None = None) -> None:
        """Ask for a season's name and dates (or take `values`: name, starts_on, ends_on)."""
        if values is None:
            dialog = SeasonDialog(self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            values = dialog.values()
        chosen = dict(values)
        self.run(
            self.tr("New season {0}").format(chosen["name"]),
            lambda: create_season(
                self.database,
                chosen["name"],
                starts_on=chosen["starts_on"],
                ends_on=chosen["ends_on"],
            ),
        )
        self.refresh()

    def new_competition(self, name: str | None = None, rule: dict[str, Any] | None = None) -> None:
        season_id = self.season_box.currentData()
        if season_id is None:
            return
        if name is None or rule is None:
            dialog = CompetitionDialog(self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            name, rule = dialog.values()
        chosen_name, chosen_rule = name, dict(rule)
        self.run(
            self.tr("New competition {0}").format(chosen_name),
            lambda: seasons.add_competition(self.database, season_id, chosen_name, chosen_rule),
        )
        self.refresh_tables()
        index = self.table_box.findText(chosen_name, Qt.MatchFlag.MatchStartsWith)
        if index >= 0:
            self.table_box.setCurrentIndex(index)

    def current_competition(self) -> dict[str, Any] | None:
        """The stored competition (id, version, name, rule) of the table shown."""
        index = self.table_box.currentIndex()
        shown = self.table_competitions
        return shown[index] if 0 <= index < len(shown) else None

    def change_competition(self, rule: dict[str, Any] | None = None) -> None:
        """Change the rule of the shown table's competition (asked in the dialog, filled with
        its rule, unless `rule` is given); its name stays."""
        found = self.current_competition()
        if found is None:
            return
        if rule is None:
            dialog = CompetitionDialog(self, found["name"], found["rule"])
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            _name, rule = dialog.values()
        chosen = dict(rule)
        shown = self.table_box.currentText()
        self.run(
            self.tr("Change {0}").format(found["name"]),
            lambda: seasons.change_competition(
                self.database, int(found["id"]), int(found["version"]), chosen
            ),
        )
        self.refresh_tables()
        index = self.table_box.findText(shown)
        if index < 0:
            index = self.table_box.findText(found["name"], Qt.MatchFlag.MatchStartsWith)
        if index >= 0:
            self.table_box.setCurrentIndex(index)

    def delete_competition(self, confirmed: bool | None = None) -> None:
        """Delete the shown table's competition, once the secretary says yes (undo brings it
        back, like any change)."""
        found = self.current_competition()
        if found is None:
            return
        if confirmed is None:
            answer = QMessageBox.question(
                self,
                self.tr("Delete {0}?").format(found["name"]),
                self.tr(
                    "Delete the competition {0} and its tables? The evenings and games stay; "
                    "Undo brings the competition back."
                ).format(found["name"]),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            confirmed = answer == QMessageBox.StandardButton.Yes
        if not confirmed:
            return
        self.run(
            self.tr("Delete {0}").format(found["name"]),
            lambda: seasons.delete_competition(
                self.database, int(found["id"]), int(found["version"])
            ),
        )
        self.refresh_tables()

    # -- paper, workbook and website (ui/season_output.py) -----------------------------------

    def print_pdf(self, path: Path | None = None) -> Path | None:
        return season_output.print_pdf(self, path)

    def save_workbook(self, path: Path | None = None) -> Path | None:
        return season_output.save_workbook(self, path)

    def publish_results(self, folder: Path | None = None) -> Path | None:
        """Write the results website into a folder (chosen in a dialog unless given)."""
        return season_output.publish_results(self, folder)
