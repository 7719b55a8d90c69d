"""Where the app's files are: shipped resources and migrations, and the user's data.

`resources/` and `db/` live beside the package in a source checkout and an editable install,
inside the bundle when frozen by PyInstaller (sys._MEIPASS), and under the package's data
folder in an installed wheel; one function finds them in every case.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "WhistClub"


def _roots() -> list[Path]:
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    package = Path(__file__).resolve().parent
    roots.append(package.parent)  # source checkout / editable install
    roots.append(package / "_data")  # installed wheel
    return roots


def shipped(name: str) -> Path:
    """The shipped folder `name` ("resources" or "db"), wherever the app runs from."""
    for root in _roots():
        candidate = root / name
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the app's {name}/ folder is missing; reinstall WhistClub")


def resources() -> Path:
    return shipped("resources")


def migrations() -> Path:
    return shipped("db")


def data_dir() -> Path:
    """The user's data folder (WHISTCLUB_DATA_DIR overrides it, for tests and portable use)."""
    override = os.environ.get("WHISTCLUB_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_path() -> Path:
    return data_dir() / "whistclub.sqlite3"
