"""The club window's menus and actions, declared once (BeeRef's actions/actions.py idea): each
action's name, its text (translated in the MainWindow context), its menu, the window's slot
it calls and its shortcut."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class ActionSpec:
    """One menu action, declared once (BeeRef's actions/actions.py idea)."""

    name: str
    text: str
    menu: str
    slot: str
    shortcut: str = ""


MENUS = {
    "file": QT_TRANSLATE_NOOP("MainWindow", "&File"),
    "players": QT_TRANSLATE_NOOP("MainWindow", "&Players"),
    "games": QT_TRANSLATE_NOOP("MainWindow", "&Games"),
    "view": QT_TRANSLATE_NOOP("MainWindow", "&View"),
    "help": QT_TRANSLATE_NOOP("MainWindow", "&Help"),
}

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "settings", QT_TRANSLATE_NOOP("MainWindow", "&Settings…"), "file", "edit_settings", "Ctrl+,"
    ),
    ActionSpec(
        "backup",
        QT_TRANSLATE_NOOP("MainWindow", "&Back up the club now…"),
        "file",
        "backup_now",
        "Ctrl+Shift+B",
    ),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "file", "close", "Ctrl+Q"),
    ActionSpec(
        "add_player",
        QT_TRANSLATE_NOOP("MainWindow", "&Add player…"),
        "players",
        "add_player",
        "Ctrl+Shift+N",
    ),
    ActionSpec(
        "import_players",
        QT_TRANSLATE_NOOP("MainWindow", "&Import players…"),
        "players",
        "import_players",
    ),
    ActionSpec(
        "new_game",
        QT_TRANSLATE_NOOP("MainWindow", "&New club game…"),
        "games",
        "new_game",
        "Ctrl+N",
    ),
    ActionSpec(
        "next_rubber",
        QT_TRANSLATE_NOOP("MainWindow", "Next &rubber of the evening…"),
        "games",
        "next_rubber",
        "Ctrl+R",
    ),
    ActionSpec(
        "history",
        QT_TRANSLATE_NOOP("MainWindow", "&History of this game…"),
        "games",
        "show_history",
        "Ctrl+H",
    ),
    ActionSpec(
        "show_players", QT_TRANSLATE_NOOP("MainWindow", "Players"), "view", "show_players", "Ctrl+1"
    ),
    ActionSpec(
        "show_games", QT_TRANSLATE_NOOP("MainWindow", "Club games"), "view", "show_games", "Ctrl+2"
    ),
    ActionSpec(
        "show_evening", QT_TRANSLATE_NOOP("MainWindow", "Evening"), "view", "show_evening", "Ctrl+3"
    ),
    ActionSpec(
        "show_drives",
        QT_TRANSLATE_NOOP("MainWindow", "Whist drives"),
        "view",
        "show_drives",
        "Ctrl+4",
    ),
    ActionSpec(
        "show_season", QT_TRANSLATE_NOOP("MainWindow", "Season"), "view", "show_season", "Ctrl+5"
    ),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About WhistClub"), "help", "about"),
)
