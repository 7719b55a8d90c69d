"""The window's own settings (QSettings): club name, default presets, paper, print size,
language and window geometry. They live in an INI file in the user's data folder, so a
portable install (and every test, through WHISTCLUB_DATA_DIR) keeps its own."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from whistclub import paths

FAMILIES: tuple[str, ...] = ("partnership", "solo", "bid_whist")
DEFAULT_PRESETS = {
    "partnership": "english_short_001",
    "solo": "solo_002",
    "bid_whist": "bid_whist_004",
}
PAPER_SIZES: tuple[str, ...] = ("A4", "Letter")


def qsettings() -> QSettings:
    return QSettings(str(paths.data_dir() / "whistclub.ini"), QSettings.Format.IniFormat)


@dataclass
class AppSettings:
    club_name: str = ""
    language: str = "system"
    paper_size: str = "A4"
    large_print: bool = False
    partnership_preset: str = DEFAULT_PRESETS["partnership"]
    solo_preset: str = DEFAULT_PRESETS["solo"]
    bid_whist_preset: str = DEFAULT_PRESETS["bid_whist"]
    # The database chosen at the welcome when it is not the default club file (the demo club,
    # a file from a USB stick): opened again on the next start instead of a second welcome.
    last_database: str = ""

    def default_preset(self, family: str) -> str:
        return str(getattr(self, f"{family}_preset"))

    @classmethod
    def load(cls) -> AppSettings:
        store = qsettings()
        made = cls()
        for name, default in vars(cls()).items():
            value = store.value(name, default)
            if isinstance(default, bool):
                value = value in (True, "true", "1", 1)
            setattr(made, name, value if value is not None else default)
        return made

    def save(self) -> None:
        store = qsettings()
        for name, value in vars(self).items():
            store.setValue(name, value)
        store.sync()
