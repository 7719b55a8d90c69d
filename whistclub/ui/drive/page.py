"""The Whist drives page: an evening from the door to the prize-giving (issue 6).

Tabs follow the evening: settings (and club templates), the registration desk, the caller's
seating screen, the entry grid, live standings, the prize list, the money sheet and the
evening's history. Every change goes through a use case of whistclub/services/evenings.py on
the window's undo stack (Ctrl+Z / Ctrl+Shift+Z), and after each one the evening is read back
and worked out by the domain, so every screen shows the stored facts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.errors import DomainError
from whistclub.persistence.database import Database
from whistclub.services import Changes, ConflictError, ServiceError, evenings
from whistclub.services.evenings import LoadedEvening
from whistclub.services.settings import club_currency
from whistclub.ui import commands
from whistclub.ui.dates import date_format, day_text
from whistclub.ui.drive import texts
from whistclub.ui.drive.card_options import CARD_PRINTABLES, CardOptionsPanel
from whistclub.ui.drive.print_jobs import PrintJobs
from whistclub.ui.drive.refusals import drive_refusal_text
from whistclub.ui.drive.settings_form import SettingsTab
from whistclub.ui.waiting_tabs import put_in_place, waiting_tab

if TYPE_CHECKING:  # Qt's printing module loads at the first print (ui/drive/print_jobs.py)
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from whistclub.ui.drive.caller import CallerTab
    from whistclub.ui.drive.desk import DeskTab
    from whistclub.ui.drive.entry import EntryTab
    from whistclub.ui.drive.screens import HistoryTab, MoneyTab, PrizesTab, StandingsTab

# The page's screens after Settings, in their tabs' order: each is built (its module imported)
# when first shown or asked for, so the page opens on its Settings tab without building seven
# screens nobody has looked at yet (issue 24: a page switch <= 2x bare).
SCREENS = ("desk", "caller", "entry", "standings", "prizes", "money", "history")
S = TypeVar("S", bound=QWidget)


def _make_screen(name: str, page: DrivePage) -> QWidget:
    if name == "desk":
        from whistclub.ui.drive.desk import DeskTab

        return DeskTab(page, page)
    if name == "caller":
        from whistclub.ui.drive.caller import CallerTab

        return CallerTab(page, page)
    if name == "entry":
        from whistclub.ui.drive.entry import EntryTab

        return EntryTab(page, page)
    from whistclub.ui.drive import screens

    if name == "standings":
        return screens.StandingsTab(page)
    if name == "prizes":
        return screens.PrizesTab(page)
    if name == "money":
        return screens.MoneyTab(page, page)
    return screens.HistoryTab(page, page)


class _Screen(Generic[S]):
    """A screen of the page, built the first time it is asked for (`DrivePage._screen`)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, page: None, owner: type) -> _Screen[S]: ...
    @overload
    def __get__(self, page: DrivePage, owner: type) -> S: ...
    def __get__(self, page: DrivePage | None, owner: type) -> _Screen[S] | S:
        if page is None:
            return self
        return page._screen(self.name)  # type: ignore[return-value]


class DrivePage(PrintJobs):
    """Whist drives: shown as a page of the main window (printing: ui/drive/print_jobs.py)."""

    def __init__(self, database: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.setObjectName("drivePage")
        # The window's undo stack when there is one, so Ctrl+Z undoes the last entry.
        stack = getattr(parent, "undo_stack", None)
        self.undo_stack = stack if isinstance(stack, QUndoStack) else QUndoStack(self)
        self._loaded: LoadedEvening | None = None
        self._unread = False  # the evening chosen has not been read yet (`loaded`)
        self.event_id: int | None = None
        self._fresh: set[QWidget] = set()
        self.preview_printer: QPrinter | None = None
        self.preview_dialog: QPrintPreviewDialog | None = None
        self._build()
        self.reload_events()

    # -- layout --------------------------------------------------------------------------

    def _build(self) -> None:
        self.evening = QComboBox(self)
        self.evening.setObjectName("eveningChooser")
        self.evening.setMinimumContentsLength(24)
        self.evening.currentIndexChanged.connect(self._evening_chosen)
        self.new_name = QLineEdit(self)
        self.new_name.setObjectName("newEveningName")
        self.new_name.setPlaceholderText(self.tr("New evening's name, e.g. Friday drive"))
        self.new_date = QDateEdit(QDate.currentDate(), self)
        self.new_date.setCalendarPopup(True)
        self.new_date.setDisplayFormat(date_format())  # as the language writes dates
        start = QPushButton(self.tr("Start a new evening"), self)
        start.setObjectName("newEvening")
        start.clicked.connect(self.new_evening)
        self.new_name.returnPressed.connect(self.new_evening)
        self.what = QComboBox(self)
        self.what.setObjectName("printWhat")
        for code in texts.PRINTABLES:
            self.what.addItem(texts.printable_name(code), code)
        # The score cards' options of the job, shown while cards are chosen (issue 23 item 2).
        window_settings = getattr(self.parent(), "settings", None)
        self.card_panel = CardOptionsPanel(
            self, bool(getattr(window_settings, "large_print", False))
        )
        self.card_panel.setVisible(False)
        self.what.currentIndexChanged.connect(self._printable_chosen)
        preview = QPushButton(self.tr("Print preview…"), self)
        preview.clicked.connect(self.print_preview)
        print_it = QPushButton(self.tr("Print…"), self)
        print_it.clicked.connect(self.print)
        pdf = QPushButton(self.tr("Save as PDF…"), self)
        pdf.clicked.connect(self.save_pdf)
        xlsx = QPushButton(self.tr("Export to Excel…"), self)
        xlsx.clicked.connect(self.export_xlsx)
        phones = QPushButton(self.tr("Tables' page…"), self)  # tables enter their own results
        phones.setObjectName("tablesPage")
        phones.clicked.connect(self.open_tables_page)
        self.status = QLabel(self)
        self.status.setObjectName("driveStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        self.settings_tab = SettingsTab(self, self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("driveTabs")
        self.tabs.addTab(self.settings_tab, self.tr("Settings"))
        titles = {
            "desk": self.tr("Desk"),
            "caller": self.tr("Seating"),
            "entry": self.tr("Entry"),
            "standings": self.tr("Standings"),
            "prizes": self.tr("Prizes"),
            "money": self.tr("Money"),
            "history": self.tr("History"),
        }
        self._screens: dict[str, QWidget] = {}
        for name in SCREENS:
            waiting_tab(self.tabs, name, titles[name])
        self.tabs.currentChanged.connect(self._tab_shown)
        # A click builds its screen on the press, before the tab is switched to, so the
        # screen shown is never swapped while it has the keyboard's focus.
        self.tabs.tabBarClicked.connect(self._built_before_shown)
        self._shortcuts()

        title = QLabel(self.tr("Whist drives"), self)
        font = QFont(title.font())
        font.setPointSize(max(font.pointSize(), 10) + 6)
        font.setBold(True)
        title.setFont(font)
        top = QHBoxLayout()
        top.addWidget(title)
        top.addWidget(QLabel(self.tr("Evening"), self))
        top.addWidget(self.evening, 1)
        top.addWidget(self.new_name, 1)
        top.addWidget(self.new_date)
        top.addWidget(start)
        prints = QHBoxLayout()
        prints.addWidget(QLabel(self.tr("Print"), self))
        prints.addWidget(self.what)
        for button in (preview, print_it, pdf, xlsx, phones):
            prints.addWidget(button)
        prints.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(prints)
        layout.addWidget(self.card_panel)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)

    # -- the screens, each built when first wanted ---------------------------------------

    desk: _Screen[DeskTab] = _Screen()
    caller: _Screen[CallerTab] = _Screen()
    entry: _Screen[EntryTab] = _Screen()
    standings: _Screen[StandingsTab] = _Screen()
    prizes: _Screen[PrizesTab] = _Screen()
    money: _Screen[MoneyTab] = _Screen()
    history: _Screen[HistoryTab] = _Screen()

    def _screen(self, name: str) -> QWidget:
        """The screen, built now in place of its waiting tab if this is the first time (the
        same tab stays current: nothing was switched)."""
        screen = self._screens.get(name)
        if screen is not None:
            return screen
        screen = self._screens[name] = _make_screen(name, self)
        put_in_place(self.tabs, SCREENS.index(name) + 1, screen)  # after Settings
        if name in ("caller", "entry"):
            screen.call.setToolTip(self._call_hint)  # type: ignore[attr-defined]
        return screen

    def _built_before_shown(self, index: int) -> None:
        if 1 <= index <= len(SCREENS):
            self._screen(SCREENS[index - 1])

    def show_screen(self, index: int) -> None:
        """The page's screen at tab `index` (Alt+1 to Alt+8), built first if it never was."""
        self._built_before_shown(index)
        self.tabs.setCurrentIndex(index)

    def open_tables_page(self) -> None:
        """The tables' own page on the hall's network (ui/drive/tables_page.py)."""
        from whistclub.ui.drive import tables_page

        tables_page.open_for(self)

    def _printable_chosen(self, _index: int) -> None:
        self.card_panel.setVisible(self.what.currentData() in CARD_PRINTABLES)

    # -- evenings ------------------------------------------------------------------------

    def reload_events(self, select: int | None = None) -> None:
        events = evenings.list_events(self.database)
        self.evening.blockSignals(True)
        self.evening.clear()
        for event in events:
            held = day_text(event["held_on"])  # as the window's language writes dates
            self.evening.addItem(f"{event['id']}. {event['name']} {held}".strip(), event["id"])
        wanted = select if select is not None else self.event_id
        if wanted is None and events:
            wanted = events[-1]["id"]
        index = self.evening.findData(wanted) if wanted is not None else -1
        self.evening.setCurrentIndex(index)  # signals blocked: the evening is opened below, once
        self.evening.blockSignals(False)
        self.settings_tab.show_templates(sorted(evenings.templates(self.database)[0]))
        self.open_event(wanted if index >= 0 else None)

    def _evening_chosen(self, index: int) -> None:
        self.open_event(self.evening.itemData(index) if index >= 0 else None)

    def open_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        if event_id is not None:
            self.settings_tab.set_values(evenings.event_settings(self.database, event_id))
        self.reload()

    @property
    def loaded(self) -> LoadedEvening | None:
        """The evening chosen, read and worked out when a screen first wants it: the page
        opens on its Settings tab, which shows the stored settings alone, so opening the page
        costs no evening read (20-45 ms at 40 tables; issue 24)."""
        if self._unread:
            from whistclub.services import evening_updates
            from whistclub.ui.memory import settle

            self._unread = False
            if self.event_id is not None:
                self._loaded = evening_updates.load(self.database, self.event_id)
                settle()  # the evening stays on screen all night: out of the collector's passes
        return self._loaded

    @loaded.setter
    def loaded(self, evening: LoadedEvening | None) -> None:
        self._loaded, self._unread = evening, False

    def prepare_next_screen(self) -> bool:
        """One step of making the page ready while the window is idle: the evening read if no
        screen has wanted it yet, else the next screen not built yet (a first click on one of
        them then costs what it did when the page built them all); whether there was one."""
        if self._unread and self.event_id is not None:
            self.loaded  # noqa: B018 (the property reads it)
            return True
        waiting = next((name for name in SCREENS if name not in self._screens), None)
        if waiting is None:
            return False
        self._screen(waiting)
        return True

    def reload(self) -> None:
        """Read the evening back (when a screen wants it) and show it on the screen in view."""
        self._loaded, self._unread = None, True
        self.show_loaded()

    def show_loaded(self) -> None:
        """Show the evening on the screen in view (and the hall's full screen if open); the
        other tabs are brought up to date when they are shown, so an entry costs one screen."""
        self._fresh: set[QWidget] = set()
        self._show_current()
        caller = self._screens.get("caller")
        hall = caller.window_ if caller is not None else None  # type: ignore[attr-defined]
        if hall is not None and hall.isVisible():
            hall.board.show_seating(self.loaded, hall.columns)

    def paint_now(self) -> None:
        """Paint the screen on view at once rather than when the window gets to it (Qt posts
        a paint behind every event already queued, at low priority)."""
        current = self.tabs.currentWidget()
        if current is not None and current.isVisible():
            current.repaint()

    def _show_current(self) -> None:
        current = self.tabs.currentWidget()
        if current is None or current in self._fresh or current is self.settings_tab:
            return
        current.show_evening(self.loaded)  # type: ignore[attr-defined]
        self._fresh.add(current)

    def _tab_shown(self, index: int) -> None:
        self._built_before_shown(index)  # switched to by other means (Ctrl+Tab)
        self._show_current()
        shown = SCREENS[index - 1] if 1 <= index <= len(SCREENS) else ""
        if shown == "entry":
            self.entry.focus_entry()
        elif shown == "desk":
            self.desk.name.setFocus()  # the desk takes a name at once (Alt+2, then type)
        elif shown == "caller" and self.caller.cuts.buttons:
            # A level table's cut waits to be recorded: its first button takes the keys.
            next(iter(self.caller.cuts.buttons.values())).setFocus()

    def _shortcuts(self) -> None:
        """The evening by keyboard: Ctrl+Enter calls the next change (from any screen of the
        page), Alt+1 to Alt+8 open the page's screens (docs/drives.md)."""
        self.shortcuts: list[QShortcut] = []
        call = "Ctrl+Return"
        for keys in (call, "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self, self.call_next_change)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.shortcuts.append(shortcut)
        # The Seating and Entry screens' Call button says so (set when they are built).
        self._call_hint = self.tr("Shortcut: {0}").format(
            QKeySequence(call).toString(QKeySequence.SequenceFormat.NativeText)
        )
        for index in range(self.tabs.count()):
            shortcut = QShortcut(QKeySequence(f"Alt+{index + 1}"), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda index=index: self.show_screen(index))
            self.shortcuts.append(shortcut)

    def currency(self) -> str:
        """The club's currency code (a club setting; pounds until one is chosen)."""
        return club_currency(self.database)[0]

    def playing(self) -> bool:
        """The evening shown has a change called and is not over: it is being played."""
        return self.loaded is not None and self.loaded.called >= 1 and not self.loaded.over

    def show_entry(self) -> None:
        """The entry grid on the change being played, the cursor on the first empty cell."""
        self.tabs.setCurrentWidget(self.entry)
        if self.loaded is not None:
            self.entry.go_to_change(self.loaded.called)
        self.entry.focus_entry()

    # -- running use cases -----------------------------------------------------------------

    def run(
        self,
        text: str,
        use_case: Callable[[], Changes],
        on_error: Callable[[str], None] | None = None,
    ) -> Changes | None:
        """A use case on the undo stack; a refusal is shown in words and nothing changes."""
        try:
            changes = commands.run(
                self.undo_stack, self.database, text, use_case, self._refreshed, self.show_problem
            )
        except (ServiceError, DomainError) as error:
            if isinstance(error, ConflictError):
                # Another computer changed the evening: show it as it is now, so the figure
                # the refusal speaks of is the one on the screen.
                self.reload()
            (on_error or self.show_problem)(drive_refusal_text(error))
            return None
        self.status.setText("")
        return changes

    def _refreshed(self, changes: Changes) -> None:
        """After a use case: the evening in memory brought up to date from the audit entries
        written since (the rows they wrote, not the whole evening read back; issue 24)."""
        from whistclub.services import evening_updates

        if self.event_id is None or self._unread or self._loaded is None or not changes.drives:
            self.reload()
        elif self.event_id in changes.drives:
            self.loaded = evening_updates.brought_up_to_date(self.database, self.loaded)
            self.show_loaded()

    def show_problem(self, message: str) -> None:
        self.status.setText(message)
        self.status.setStyleSheet("color: #b71c1c; font-weight: bold;")

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()

    # -- what the screens do -------------------------------------------------------------

    def new_evening(self) -> None:
        name = self.new_name.text().strip() or self.tr("Whist drive")
        held = self.new_date.date().toPython()
        values = self.settings_tab.values()
        changes = self.run(
            self.tr("new evening"),
            lambda: evenings.new_evening(self.database, name, values, held_on=held),
        )
        if changes is not None:
            self.new_name.clear()
            self.reload_events(select=changes.created_id("drive_event"))
            self.tabs.setCurrentWidget(self.desk)
            self.desk.name.setFocus()

    def save_settings(self, values: dict[str, Any]) -> None:
        if self.loaded is None:
            return
        version = self.loaded.event["version"]
        event_id = self.loaded.event_id
        self.run(
            self.tr("change settings"),
            lambda: evenings.change_settings(self.database, event_id, version, values),
        )

    def save_template(self, name: str, values: dict[str, Any]) -> None:
        if self.run(
            self.tr("save template"), lambda: evenings.save_template(self.database, name, values)
        ):
            self.settings_tab.show_templates(sorted(evenings.templates(self.database)[0]))

    def register(
        self,
        name: str,
        *,
        role: str | None,
        player_id: int | None,
        fixed_seat: int | None,
        shared_by: Sequence[str],
        partner: int | None,
        again: bool = False,
    ) -> bool:
        if self.event_id is None:
            self.show_problem(self.tr("Start an evening first (type its name above)."))
            return False
        event_id = self.event_id
        changes = self.run(
            self.tr("register an entrant"),
            lambda: evenings.register_entrant(
                self.database,
                event_id,
                name,
                role=role,
                player_id=player_id,
                fixed_seat=fixed_seat,
                shared_by=shared_by,
                partner=partner,
                again=again,
            ),
        )
        return changes is not None

    def withdraw(self, entrant_id: int, version: int) -> None:
        self.run(
            self.tr("an entrant leaves"),
            lambda: evenings.withdraw_player(self.database, entrant_id, version),
        )

    def call_next_change(self) -> None:
        """Call the change after the last one called, and take the entry grid to it (even
        from a correction of an earlier change: the figures typed next belong to it)."""
        if self.event_id is None or self.loaded is None:
            return
        event_id, expected = self.event_id, self.loaded.called + 1
        if self.run(
            self.tr("call the next change"),
            lambda: evenings.call_next_change(self.database, event_id, expected=expected),
        ):
            self.show_entry()  # the room is seated: the next thing typed is its tricks

    def enter_result(
        self,
        change: int,
        table: int,
        ns: list[int],
        ew: list[int] | None = None,
        note: str = "",
        seen_version: int | None = None,
    ) -> str:
        """Save one table's result; returns the refusal in words, or "" when saved.
        `seen_version` is the version of the result the grid showed (None: it showed none)."""
        if self.event_id is None or self.loaded is None:
            return self.tr("Choose an evening first.")
        event_id, hands = self.event_id, self.loaded.settings.hands_per_change
        refusal: list[str] = []
        self.run(
            self.tr("table {table}, change {change}").format(table=table, change=change),
            lambda: evenings.enter_result(
                self.database,
                event_id,
                change,
                table,
                ns,
                ew=ew,
                note=note,
                hands=hands,
                seen_version=seen_version,
            ),
            refusal.append,
        )
        return refusal[0] if refusal else ""

    def clear_result(self, change: int, table: int, seen_version: int | None = None) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        self.run(
            self.tr("clear table {table}, change {change}").format(table=table, change=change),
            lambda: evenings.clear_result(self.database, event_id, change, table, seen_version),
        )

    def save_money(self, values: dict[str, Any]) -> None:
        if self.loaded is None:
            return
        event_id, version = self.loaded.event_id, self.loaded.event["version"]
        self.run(
            self.tr("change the money sheet"),
            lambda: evenings.set_money(self.database, event_id, version, values),
        )
