"""The club window: Players, Club games (with the score pad), the Evening, Whist drives.

Every change goes through `run(text, use_case)`: the use case (a service) runs, and if it
succeeds it lands on the undo stack (Ctrl+Z / Ctrl+Shift+Z undo and redo it through the
services) and the pages refresh from fresh snapshots. A refusal is shown where it happened.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from whistclub.ui.i18n import install_translator
from whistclub.ui.idle_preparation import PREPARE_ORDER, PREPARE_PAUSE_MS, after_pages
from whistclub.ui.settings import AppSettings, qsettings
from whistclub.ui.waiting_tabs import put_in_place, waiting_tab
from whistclub.ui.window_actions import ACTIONS, MENUS

# What only a use case, a refusal or a new game needs is imported there: the window paints its
# first page before it (issue 24, see glancing()).

# The database layer (sqlalchemy, sqlmodel, alembic) takes most of the start-up time, so it
# is imported once the window has painted (see MainWindow.opening and app.main).
if TYPE_CHECKING:
    from whistclub.persistence import Database
    from whistclub.persistence.glance import Glance
    from whistclub.services import Changes
    from whistclub.ui.drive.page import DrivePage
    from whistclub.ui.evening import EveningPage
    from whistclub.ui.games import GamesPage
    from whistclub.ui.players import PlayersPage
    from whistclub.ui.season import SeasonPage

PAGES = ("players", "games", "evening", "drive", "season")  # the tabs, in order


def open_default_database(url: str | None) -> Database:
    """The club database (--database, else WHISTCLUB_DATABASE_URL, else the file in the
    user's data folder), migrated on open by the persistence layer."""
    from whistclub.persistence import open_database

    return open_database(url)


# The first start's window: room for a title bar and a taskbar on a 1366x768 laptop screen.
FIRST_SIZE = (1280, 680)


def pages_showing(changes: Changes | None) -> tuple[str, ...]:
    """The pages a club change shows on: the Players page its players; the Club games and
    Evening pages their games, the names in their seats and the club's money settings
    (issue 24: a result entered at a drive reloads neither)."""
    if changes is None or not (
        changes.players or changes.games or changes.drives or changes.seasons or changes.settings
    ):
        return ("players", "games", "evening")
    pages: list[str] = []
    if changes.players:
        pages.append("players")
    # A player just added sits in no game yet: only a player changed shows in the seats.
    added = {row_id for table, row_id in changes.created if table == "player"}
    if (changes.players - added) or changes.games or changes.settings:
        pages += ["games", "evening"]
    return tuple(pages)


class MainWindow(QMainWindow):
    def __init__(self, database: Database | None, settings: AppSettings | None = None) -> None:
        super().__init__()
        self.settings = settings or AppSettings.load()
        self.undo_stack = QUndoStack(self)
        self.actions_by_name: dict[str, QAction] = {}
        self.database_label: QLabel | None = None
        self._glanced: Glance | None = None  # see glancing()
        if database is not None:
            self.database = database
            self._build()
        else:  # see opening(): the window paints first, then opens the database
            self.setWindowTitle(self.tr("WhistClub"))
            waiting = QLabel(self.tr("Opening the club database…"), self)
            waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setCentralWidget(waiting)
        geometry = qsettings().value("geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(*FIRST_SIZE)
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """A window saved on a screen that is gone (a projector, a larger monitor) comes back
        whole on a screen that exists now, no larger than it (issue 28)."""
        frame = self.frameGeometry()
        screens = QGuiApplication.screens()
        showing = [s for s in screens if s.availableGeometry().intersects(frame)]
        screen = showing[0] if showing else QGuiApplication.primaryScreen()
        if screen is None:
            return
        area = screen.availableGeometry()
        if showing and area.contains(frame):
            return
        extra = frame.size() - self.size()  # the title bar and borders around the window
        width = min(self.width(), area.width() - extra.width())
        height = min(self.height(), area.height() - extra.height())
        self.resize(max(width, 1), max(height, 1))
        left = area.x() + (area.width() - self.frameGeometry().width()) // 2
        top = area.y() + (area.height() - self.frameGeometry().height()) // 2
        self.move(max(left, area.x()), max(top, area.y()))

    @classmethod
    def opening(cls, url: str | None, settings: AppSettings) -> MainWindow:
        """A window that paints at once and opens the database right after (app.main)."""
        window = cls(None, settings)
        window._url = url
        return window

    @classmethod
    def glancing(cls, url: str | None, settings: AppSettings, seen: Glance) -> MainWindow:
        """A window that paints its Players page from a glance at the club file, before the
        database layer is loaded (persistence/glance.py, issue 24), and opens the database
        right after (app.main): `open_database` then hands it to the page."""
        window = cls(None, settings)
        window._url = url
        window._glanced = seen
        window._build()
        return window

    @property
    def shows_club_data(self) -> bool:
        """Whether the window's first page shows the club (from the database or a glance)."""
        return getattr(self, "database", None) is not None or self._glanced is not None

    def open_database(self) -> None:
        """Open (and migrate) the database, then build the pages (or, after a glance, hand
        the database to the page painted from it); PersistenceError passes to the caller,
        who says what is wrong."""
        self.database = open_default_database(getattr(self, "_url", None))
        if self._glanced is None:
            self._build()
            return
        self._glanced = None
        self.players_page.attach(self.database)
        self._show_database()

    # -- building (again after a language change) --------------------------------------------

    def _build(self) -> None:
        """The pages' tabs, each page built when first shown (issue 24: the window paints its
        first page with data without building the other three), then the menus."""
        club = self.settings.club_name
        self.setWindowTitle(
            self.tr("WhistClub – {club}").format(club=club) if club else self.tr("WhistClub")
        )
        base = QApplication.font()
        if self.settings.large_print:
            base = QFont(base)
            base.setPointSize(max(base.pointSize(), 10) + 4)
        self.setFont(base)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("pages")
        self._built: dict[str, QWidget] = {}
        titles = {
            "players": self.tr("Players"),
            "games": self.tr("Club games"),
            "evening": self.tr("Evening"),
            "drive": self.tr("Whist drives"),
            "season": self.tr("Season"),
        }
        for name in PAGES:
            waiting_tab(self.tabs, f"{name}Page", titles[name])
        if self._glanced is not None:
            self._page("players")  # a glance is only taken when no drive is being played
        else:
            from whistclub.services.drives import latest_being_played

            if latest_being_played(self.database):
                # Reopened during a drive: straight back to the change being played.
                self.tabs.setCurrentIndex(PAGES.index("drive"))
                self.drive_page.show_entry()
            else:
                self._page("players")
        self.tabs.currentChanged.connect(self._page_shown)
        old = self.centralWidget()
        self.setCentralWidget(self.tabs)
        if old is not None:
            old.deleteLater()
        self._build_menus()
        if self._glanced is None:
            self._show_database()
        else:  # the status bar's room kept from the first paint: nothing moves once it opens
            self.statusBar().showMessage(self.tr("Opening the club database…"))

    def _show_database(self) -> None:
        """The status bar's "Club database: ..." line."""
        self.statusBar().clearMessage()
        if self.database_label is not None:
            self.statusBar().removeWidget(self.database_label)
            self.database_label.deleteLater()
        self.database_label = QLabel(
            self.tr("Club database: {0}").format(self.database.describe()), self
        )
        self.database_label.setObjectName("databaseLabel")
        self.statusBar().addPermanentWidget(self.database_label)

    # -- the pages, each built when first wanted ----------------------------------------------

    @property
    def players_page(self) -> PlayersPage:
        return cast("PlayersPage", self._page("players"))

    @property
    def games_page(self) -> GamesPage:
        return cast("GamesPage", self._page("games"))

    @property
    def evening_page(self) -> EveningPage:
        return cast("EveningPage", self._page("evening"))

    @property
    def drive_page(self) -> DrivePage:
        return cast("DrivePage", self._page("drive"))

    @property
    def season_page(self) -> SeasonPage:
        return cast("SeasonPage", self._page("season"))

    def built_page(self, name: str) -> QWidget | None:
        """The page if it has been built (shown or asked for), else None."""
        return getattr(self, "_built", {}).get(name)

    def _page_shown(self, index: int) -> None:
        if 0 <= index < len(PAGES):
            if PAGES[index] == "season":
                # The tables follow the evenings: worked out again when shown if the club
                # has changed since; a long season's evenings not read yet, a step at a
                # time, the page saying how far it has come (ui/season_steps.py).
                page = self._page("season", unread=True)
                page.refresh_if_changed(in_steps=True)  # type: ignore[attr-defined]
            else:
                self._page(PAGES[index])

    def _page(self, name: str, *, unread: bool = False) -> QWidget:
        """The page, built now in place of its waiting tab if this is the first time
        (`unread`: the Season page without reading its season, which the caller has read
        then: step by step while idle, or shown)."""
        page = self._built.get(name)
        if page is not None:
            return page
        page = self._make_page(name, unread)
        self._built[name] = page
        put_in_place(self.tabs, PAGES.index(name), page)
        return page

    def prepare_pages_when_idle(self, pause_ms: int = PREPARE_PAUSE_MS) -> None:
        """Build the pages not built yet, one at a time while the window waits for the
        secretary (app.main calls it once the window is up), so that a tab clicked later
        opens at once (issue 24: every page switch <= 2x bare): a first switch before then
        builds its page, 15-120 ms (bench/bench_pages.py). A page asked for sooner is built
        then, as before; a page is never built twice."""
        self._preparing = QTimer(self)
        self._preparing.setSingleShot(True)
        self._preparing.setInterval(pause_ms)
        self._preparing.timeout.connect(self._prepare_next_page)
        self._preparing.start()

    def _prepare_next_page(self) -> None:
        if getattr(self, "database", None) is None or not self.isVisible():
            return
        waiting = [name for name in PREPARE_ORDER if self.built_page(name) is None]
        if not waiting:
            if after_pages(self):
                self._preparing.start()
            return
        page = self._page(waiting[0], unread=True)
        # Laid out and painted once off screen at the size it will show at: its first show
        # then costs what a later one does (the style's polish, the tables' section sizes).
        page.resize(self.tabs.currentWidget().size())
        page.grab()
        self._preparing.start()  # the next one after another pause: input comes first

    def _make_page(self, name: str, unread: bool = False) -> QWidget:
        if name == "players":
            from whistclub.ui.players import PlayersPage

            if self._glanced is not None:
                return PlayersPage(None, self.run, self, glanced=self._glanced.players)
            return PlayersPage(self.database, self.run, self)
        if name == "games":
            from whistclub.ui.games import GamesPage

            games = GamesPage(
                self.database, self.run, large_print=self.settings.large_print, parent=self
            )
            games.new_game.connect(self.new_game)
            games.show_history.connect(self.show_history)
            return games
        if name == "evening":
            from whistclub.ui.evening import EveningPage

            evening = EveningPage(self.database, self.run, self)
            evening.next_rubber.connect(self.next_rubber)
            return evening
        if name == "season":
            from whistclub.ui.season import SeasonPage

            return SeasonPage(self.database, self.run, self, read=not unread)
        from whistclub.ui.drive.page import DrivePage

        return DrivePage(self.database, self)

    def _build_menus(self) -> None:
        self.menuBar().clear()
        menus = {key: self.menuBar().addMenu(self.tr(text)) for key, text in MENUS.items()}
        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.menuBar().insertMenu(menus["players"].menuAction(), edit)
        edit.addAction(undo)
        edit.addAction(redo)
        self.actions_by_name = {"undo": undo, "redo": redo}
        for spec in ACTIONS:
            action = QAction(self.tr(spec.text), self)
            action.setObjectName(spec.name)
            if spec.shortcut:
                action.setShortcut(QKeySequence(spec.shortcut))
            action.triggered.connect(getattr(self, spec.slot))
            menus[spec.menu].addAction(action)
            self.actions_by_name[spec.name] = action

    # -- running use cases --------------------------------------------------------------------

    def run(
        self,
        text: str,
        use_case: Callable[[], Changes],
        on_error: Callable[[Exception], None] | None = None,
    ) -> Changes | None:
        """Run a use case on the undo stack; a refusal goes to `on_error` (or a message)."""
        from whistclub.domain.errors import DomainError
        from whistclub.services import ServiceError
        from whistclub.ui import commands
        from whistclub.ui.errors import refusal_text

        try:
            return commands.run(
                self.undo_stack, self.database, text, use_case, self.refresh, self.show_problem
            )
        except (ServiceError, DomainError) as error:
            if on_error is not None:
                on_error(error)
            else:
                self.show_problem(refusal_text(error))
            return None

    def refresh(self, changes: Changes | None = None) -> None:
        """Reload the pages built so far that show what `changes` touched (all of them when
        it is not said: a restore, a language change); a page not built yet reads the club
        when it is. The drives page follows its evening itself (services/evening_updates)."""
        for name in pages_showing(changes):
            page = self.built_page(name)
            if page is not None:
                page.refresh()  # type: ignore[attr-defined]
        # The season's tables read every evening of the season: worked out again only while
        # they are on screen (showing the page works them out, see _page_shown).
        season = self.built_page("season")
        if season is not None and self.tabs.currentWidget() is season:
            season.refresh(in_steps=True)  # type: ignore[attr-defined]

    def show_problem(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Nothing was saved"), message)

    # -- slots of the declared actions --------------------------------------------------------

    def show_players(self) -> None:
        self.tabs.setCurrentWidget(self.players_page)

    def show_games(self) -> None:
        self.tabs.setCurrentWidget(self.games_page)

    def show_evening(self) -> None:
        self.tabs.setCurrentWidget(self.evening_page)

    def show_season(self) -> None:
        # As a click on its tab: a long season not read yet is worked out in steps.
        self.tabs.setCurrentIndex(PAGES.index("season"))

    def show_drives(self) -> None:
        self.tabs.setCurrentWidget(self.drive_page)

    def add_player(self) -> None:
        self.show_players()
        self.players_page.add()

    def import_players(self) -> None:
        self.show_players()
        self.players_page.import_file()

    def new_game(self, family: str | None = None, seats: dict[str, Any] | None = None) -> None:
        from whistclub.services.club import list_players
        from whistclub.services.games import count_games, start_game
        from whistclub.ui.families import first_dealer_key
        from whistclub.ui.newgame import NewGameDialog, default_title

        family = family if isinstance(family, str) else None
        if not self._typed_deal_settled():
            return
        count = count_games(self.database) + 1
        request = NewGameDialog.ask(
            self,
            list_players(self.database),
            self.settings,
            family=family,
            seats=seats,
            title=default_title(family or "partnership", count) if family else "",
        )
        if request is None:
            return
        title = request.title or default_title(_family_of(request.document["profile"]), count)
        changes = self.run(
            self.tr("Start {title}").format(title=title),
            lambda: start_game(
                self.database,
                request.document,
                seats=request.seats,
                title=title,
                played_on=request.played_on,
            ),
        )
        if changes is not None:
            game_id = changes.created_id("game")
            if request.first_dealer and "seats" not in request.document:
                store = qsettings()
                store.setValue(
                    first_dealer_key(self.database.describe(), game_id), request.first_dealer
                )
                store.sync()
            self.show_games()
            self.games_page.open(game_id)

    def next_rubber(self) -> None:
        """A new rubber with today's last table: partners may change (or draw again)."""
        from whistclub.domain.cards import Seat
        from whistclub.services.games import list_games_on, load_document, load_seats
        from whistclub.ui.newgame import SEATS

        if not self._typed_deal_settled():  # first: a deal recorded now moves the dealer on
            return
        today = [
            g
            for g in list_games_on(self.database, date.today())
            if _family_of(g["profile"]) == "partnership"
        ]
        seats: dict[str, Any] | None = None
        if today:
            seats = dict(load_seats(self.database, today[-1]["id"]))
            document = load_document(self.database, today[-1]["id"])
            dealers = [d.get("dealer") for d in document["deals"]]
            dealers.insert(0, (document.get("seats") or {}).get("dealer"))
            last = next((d for d in reversed(dealers) if d in SEATS), None)
            if last is not None:  # the deal passes on to the left, from rubber to rubber
                seats["first_dealer"] = Seat(last).next().value
        self.new_game("partnership", seats)

    def show_history(self) -> None:
        from whistclub.ui.dialogs import HistoryDialog

        pad = self.games_page.pad
        if pad is None:
            self.show_problem(self.tr("Open a game first: its history is shown."))
            return
        HistoryDialog.show_for(self, self.database, pad.game_id)

    def edit_settings(self) -> None:
        from whistclub.ui.dialogs import SettingsDialog

        if not self._typed_deal_settled():  # a new language or print size builds the pad anew
            return
        chosen = SettingsDialog.edit(self, self.settings)
        if chosen is None:
            return
        language_changed = chosen.language != self.settings.language
        look_changed = language_changed or chosen.large_print != self.settings.large_print
        self.settings = chosen
        chosen.save()
        if language_changed:
            install_translator(chosen.language)
        games = cast("GamesPage | None", self.built_page("games"))
        open_game = games.pad.game_id if games is not None and games.pad else None
        current = self.tabs.currentIndex()
        if look_changed or chosen.club_name:
            self._build()
            self.tabs.setCurrentIndex(current)
            if open_game is not None:
                self.games_page.open(open_game)

    def backup_now(self) -> None:
        """The same online backup as `whistclub-cli backup`, into a file the secretary picks
        (the backups folder is offered); the club stays open meanwhile."""
        from whistclub.services import ServiceError, maintenance
        from whistclub.ui.errors import refusal_text

        suggested = maintenance.default_backup_target(self.database)
        suggested.parent.mkdir(parents=True, exist_ok=True)
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Back up the club"),
            str(suggested),
            self.tr("Club backups (*.sqlite3)"),
        )
        if not chosen:
            return
        from whistclub.ui.busy import busy

        try:
            with busy(self, self.tr("Backing up the club…")):
                written = maintenance.backup(self.database, Path(chosen))
        except ServiceError as error:
            QMessageBox.warning(self, self.tr("No backup was made"), refusal_text(error))
            return
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("No backup was made"),
                self.tr(
                    "Cannot write {path}: {reason}. Choose another folder or free some "
                    "space, then try again."
                ).format(path=chosen, reason=error.strerror or error),
            )
            return
        self.statusBar().showMessage(self.tr("Backed up to {0}").format(written), 15000)

    def about(self) -> None:
        from whistclub.ui.about import AboutDialog

        database = getattr(self, "database", None)
        AboutDialog.show_for(
            self, database.describe() if database is not None else self.tr("not open yet")
        )

    # -- closing -------------------------------------------------------------------------------

    def _typed_deal_settled(self) -> bool:
        """Before the open pad is replaced (a new game, the next rubber, the pages built again
        by Settings): a deal typed but not recorded is asked about, as on quitting (issue 28:
        nothing typed is lost); False when the secretary went back to it."""
        games = cast("GamesPage | None", self.built_page("games"))
        return games is None or games.ready_to_close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._typed_deal_settled():
            event.ignore()  # a half-typed deal: the secretary went back to it
            return
        store = qsettings()
        store.setValue("geometry", self.saveGeometry())
        store.sync()
        super().closeEvent(event)


def _family_of(profile: str) -> str:
    from whistclub.domain.variants.profiles import get_preset

    return get_preset(profile).family
