"""A tour of every page and dialog of the window, collecting the texts a person sees (and,
if asked, a PNG of each screen). The language test and the screenshot test both use it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabWidget,
    QWidget,
)

from whistclub.persistence import Database
from whistclub.services import evenings
from whistclub.services.club import list_players, register_player
from whistclub.services.games import record_deal, start_game
from whistclub.ui.dialogs import HistoryDialog, SettingsDialog
from whistclub.ui.drive.caller import HallScreen
from whistclub.ui.main_window import MainWindow
from whistclub.ui.newgame import NewGameDialog
from whistclub.ui.player_dialogs import ImportDialog, PlayerDialog
from whistclub.ui.settings import AppSettings

NAMES = ("Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale")
# The drive evening's names are typed in capitals, as data (a club's own words).
DRIVE_PLAYERS = tuple(f"PLAYER {n}" for n in range(1, 9))
DRIVE_TABS = ("settings", "desk", "caller", "entry", "standings", "prizes", "money", "history")


def drive_evening(database: Database) -> int:
    """A drive of two tables through the services: two changes played, the third called with
    one table in, a raffle on the money sheet."""
    settings = {
        "changes": 4,
        "half_after": 2,
        "entry_fee": 2.5,
        "prizes": [
            {"name": "PRIZE A", "role": "lady", "place": 1},
            {"name": "PRIZE B", "place": "last"},
        ],
    }
    event_id = evenings.new_evening(
        database, "DRIVE 1", settings, held_on=date(2026, 11, 27)
    ).created_id("drive_event")
    for card, name in enumerate(DRIVE_PLAYERS, start=1):
        evenings.register_entrant(database, event_id, name, role="lady" if card % 2 else "gent")
    for change, tricks in ((1, (7, 9)), (2, (4, 10)), (3, (8,))):
        evenings.call_next_change(database, event_id)
        for table, ns in enumerate(tricks, start=1):
            evenings.enter_result(database, event_id, change, table, [ns])
    version = evenings.load_evening(database, event_id).event["version"]
    evenings.set_money(database, event_id, version, {"raffle": "12.40"})
    return event_id


def club(database: Database) -> dict[str, int]:
    """Four players and one game of each family, with a few deals (through the services)."""
    for name in NAMES:
        register_player(database, name)
    ids = {p["name"]: p["id"] for p in list_players(database)}
    seats = {seat: ids[name] for seat, name in zip("NESW", NAMES, strict=True)}
    rubber = start_game(
        database,
        {"profile": "english_short_001", "seats": {"N": NAMES[0], "dealer": "S"}},
        seats=seats,
        title="Rubber 1",
        played_on=date.today(),
    ).created_id("game")
    finished = start_game(
        database,
        {"profile": "english_short_001", "seats": {"dealer": "N"}},
        seats={seat: ids[name] for seat, name in zip("NESW", NAMES[::-1], strict=True)},
        title="Rubber 0",
        played_on=date.today(),
    ).created_id("game")
    for tricks in (2, 1):
        record_deal(database, finished, {"tricks": {"NS": tricks, "EW": 13 - tricks}})
    for facts in (
        {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}, "trump": "hearts"},
        {"tricks": {"NS": 7, "EW": 6}, "revokes": [{"side": "EW", "penalty": "take_3_tricks"}]},
        {"tricks": {"NS": 5, "EW": 8}, "trump": "spades"},
    ):
        record_deal(database, rubber, {**facts, "dealer": "S"})
    solo = start_game(
        database,
        {"profile": "solo_002", "players": list(NAMES), "dealer": NAMES[3]},
        seats=dict(zip(NAMES, ids.values(), strict=True)),
        title="Solo 1",
        played_on=date.today(),
    ).created_id("game")
    for facts in (
        {"contract": "solo", "declarers": [NAMES[1]], "tricks": 5},
        {"contract": "prop_cop", "declarers": [NAMES[0], NAMES[2]], "tricks": 7},
        {"contract": None},
    ):
        record_deal(database, solo, facts)
    bid = start_game(database, {"profile": "bid_whist_004"}, seats=seats, title="Bid 1").created_id(
        "game"
    )
    record_deal(
        database,
        bid,
        {
            "bidders": "NS",
            "bid": 4,
            "mode": "no_trump",
            "books": {"NS": 10, "EW": 2},
            "dealer": "E",
        },
    )
    return {"rubber": rubber, "solo": solo, "bid": bid}


def visible_texts(widget: QWidget, *, only_visible: bool = True) -> set[str]:
    """Every text a person can read in the widget: labels, buttons, titles, placeholders,
    combo items, tab and menu texts, table headings and cells, the Why? panel's lines."""
    texts = {widget.windowTitle()}
    for child in [widget, *widget.findChildren(QWidget)]:
        if only_visible and not child.isVisible():
            continue
        if isinstance(child, QListWidget):  # the Why? panel
            texts.update(child.item(i).text() for i in range(child.count()))
            continue
        if isinstance(child, QLabel | QAbstractButton):
            texts.add(child.text())
        elif isinstance(child, QGroupBox):
            texts.add(child.title())
        elif isinstance(child, QLineEdit):
            texts.add(child.placeholderText())
        elif isinstance(child, QComboBox):
            texts.update(child.itemText(i) for i in range(child.count()))
        elif isinstance(child, QTabWidget):
            texts.update(child.tabText(i) for i in range(child.count()))
        elif isinstance(child, QMenu):
            texts.add(child.title())
            texts.update(action.text() for action in child.actions())
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            for column in range(model.columnCount()):
                texts.add(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
                for row in range(model.rowCount()):
                    texts.add(str(model.data(model.index(row, column)) or ""))
    return {" ".join(t.replace("&", "").split()) for t in texts if t and t.strip()}


class Tour:
    """Visits the screens of one window; `screens` maps a screen's name to its texts."""

    def __init__(self, window: MainWindow, monkeypatch: Any, shots: Path | None) -> None:
        self.window = window
        self.monkeypatch = monkeypatch
        self.shots = shots
        self.screens: dict[str, set[str]] = {}

    def snap(self, name: str, widget: QWidget) -> None:
        self.screens[name] = visible_texts(widget)
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            widget.grab().save(str(self.shots / f"{name}.png"))

    def dialog(self, name: str, cls: type[QDialog], open_it: Callable[[], Any]) -> None:
        def fake_exec(dialog: QDialog) -> int:
            dialog.show()
            dialog.resize(dialog.size().expandedTo(dialog.sizeHint()))
            self.snap(name, dialog)
            dialog.reject()
            return int(QDialog.DialogCode.Rejected)

        self.monkeypatch.setattr(cls, "exec", fake_exec)
        open_it()

    def run(self, games: dict[str, int], csv_path: Path) -> dict[str, set[str]]:
        window = self.window
        window.resize(1500, 900)
        window.show_players()
        self.snap("players", window)
        for family, game in (("partnership", "rubber"), ("solo", "solo"), ("bid_whist", "bid")):
            window.show_games()
            window.games_page.open(games[game])
            pad = window.games_page.pad
            assert pad is not None
            pad.view.selectRow(0)
            self.snap(f"pad_{family}", window)
        window.show_evening()
        self.snap("evening", window)
        window.show_drives()
        self.snap("drives", window)
        self.drive_screens(drive_evening(window.database))
        menus = window.menuBar().findChildren(QMenu)
        self.screens["menus"] = set().union(*(visible_texts(m, only_visible=False) for m in menus))
        for family in ("partnership", "solo", "bid_whist"):
            self.dialog(f"new_game_{family}", NewGameDialog, lambda f=family: window.new_game(f))
        self.dialog("add_player", PlayerDialog, window.players_page.add)
        self.dialog(
            "import_preview", ImportDialog, lambda: window.players_page.import_file(str(csv_path))
        )
        window.games_page.open(games["rubber"])
        self.dialog("history", HistoryDialog, window.show_history)
        self.dialog("settings", SettingsDialog, window.edit_settings)
        return self.screens

    def drive_screens(self, event_id: int) -> None:
        """Every screen of a drive evening, and the caller's hall screen."""
        page = self.window.drive_page
        page.reload_events(select=event_id)
        for name in DRIVE_TABS:
            page.tabs.setCurrentWidget(
                getattr(page, "settings_tab" if name == "settings" else name)
            )
            self.snap(f"drive_{name}", self.window)
        hall = HallScreen()
        hall.resize(1600, 900)
        hall.board.show_seating(page.loaded, hall.columns)
        hall.show()
        QApplication.processEvents()
        self.snap("drive_hall", hall)
        hall.close()
        hall.deleteLater()
        page.tabs.setCurrentWidget(page.settings_tab)


def make_window(qtbot: Any, database: Database) -> MainWindow:
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window
