"""What the window benches share (bench_pages.py, bench_refresh.py): a copy of the club to
open, so nothing is written to the file given; Qt's application; and the club window on it
at the size a laptop shows it, in English."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any


def club_copy(club: Path, opened_before: Path | None = None) -> Path:
    """A copy of `club` in a folder of its own, the app's data folder pointed there too (its
    settings and backups), Qt offscreen unless a platform is set. `opened_before`: a data
    folder where the app has read the club before (remembered_evenings), whose evenings'
    summaries the copy's data folder starts with, as a secretary's laptop does."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp())
    os.environ["WHISTCLUB_DATA_DIR"] = str(folder)
    copy = folder / "club.sqlite3"
    shutil.copy(club, copy)
    if opened_before is not None:
        from whistclub.services.reading_cache import FILE_NAME

        shutil.copy(opened_before / FILE_NAME, folder / FILE_NAME)
    return copy


def remembered_evenings(club: Path) -> Path:
    """A data folder in which the app has opened `club` before: every evening read once and
    the Season page shown (what it keeps between starts: services/reading_cache.py), for
    club_copy."""
    from whistclub.persistence import open_database
    from whistclub.services import season
    from whistclub.ui.season import SeasonPage

    copy = club_copy(club)
    database = open_database(f"sqlite:///{copy}")
    application()
    try:
        season.load_events(database, season.all_event_ids(database))
        SeasonPage(database, lambda action, *args, **kwargs: action(*args, **kwargs))
    finally:
        database.close()
    return copy.parent


def application() -> Any:
    from whistclub.ui.paint_threads import paint_on_one_thread

    paint_on_one_thread()  # as app.main does, and so for the bare baselines beside the app
    from PySide6.QtWidgets import QApplication

    from whistclub.ui import pyside_imports
    from whistclub.ui.i18n import install_translator

    found = QApplication.instance()
    if found is not None:
        return found
    pyside_imports.lighten()  # as app.main does
    app = QApplication(sys.argv[:1])
    install_translator("en")
    return app


def club_window(database: Any) -> Any:
    """The club window on `database`, shown at 1280x680 (its first page built)."""
    from whistclub.ui.main_window import MainWindow
    from whistclub.ui.settings import AppSettings

    window = MainWindow(database, AppSettings())
    window.resize(1280, 680)
    window.show()
    return window
