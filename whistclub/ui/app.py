"""`whistclub`: start the window on the club database."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from whistclub import __version__, paths
from whistclub.ui.platform_check import platform_problem


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="whistclub", description="WhistClub, the club window")
    parser.add_argument("--version", action="version", version=f"whistclub {__version__}")
    parser.add_argument("--database", metavar="URL", help="SQLAlchemy URL of the club database")
    parser.add_argument(
        "--quit-after-paint",
        action="store_true",
        help="quit as soon as the window has painted (for build checks and benchmarks); "
        "prints the wall-clock time of the first paint",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    problem = platform_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1

    from whistclub.ui.paint_threads import paint_on_one_thread

    paint_on_one_thread()  # before Qt paints anything: ui/paint_threads.py

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QMessageBox

    from whistclub.ui import pyside_imports

    pyside_imports.lighten()  # before the hundreds of modules imported after the first paint

    from whistclub.ui.i18n import install_translator
    from whistclub.ui.settings import AppSettings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("WhistClub")
    app.setOrganizationName("WhistClub")
    app.setWindowIcon(QIcon(str(paths.resources() / "icons" / "whistclub.svg")))
    app.setDesktopFileName("whistclub")  # matches installer/whistclub.desktop (Wayland icon)
    settings = AppSettings.load()
    install_translator(settings.language)

    from whistclub.ui.main_window import MainWindow
    from whistclub.ui.start_choice import needs_welcome, remembered_database

    url = args.database
    if needs_welcome(url):
        url = remembered_database(settings)
    if not args.quit_after_paint and needs_welcome(url):
        from whistclub.ui.welcome import WelcomeDialog  # a first run only

        choice = WelcomeDialog.ask(None, settings)
        if choice is None:
            return 0
        url, settings = choice.url, choice.settings
        install_translator(settings.language)

    # The window paints first, then the database layer is imported, the database opened and
    # migrated, and the pages built. The first paint shows the Players page read with
    # sqlite3 where the file allows it (persistence/glance.py), else "Opening the club
    # database…".
    from whistclub.persistence.glance import glance

    seen = glance(url)
    if seen is not None:
        window = MainWindow.glancing(url, settings, seen)
    else:
        window = MainWindow.opening(url, settings)
    if args.quit_after_paint:
        quit_after_first_paint(window, app)
    window.show()
    app.processEvents()  # the first paint happens here

    from whistclub.persistence import PersistenceError

    try:
        window.open_database()
    except PersistenceError as error:
        from whistclub.ui.errors import refusal_text

        QMessageBox.critical(window, "WhistClub", refusal_text(error))
        print(f"error: {error}", file=sys.stderr)
        window.close()
        return 2
    from whistclub.ui.memory import settle

    # What the window holds now lives as long as it does: out of the collector's passes. The
    # full collection first (about 55 ms) waits until the window has prepared its pages while
    # idle (MainWindow._prepare_next_page), not in front of the first input.
    settle()
    window.prepare_pages_when_idle()
    return app.exec()


def quit_after_first_paint(window: object, app: object) -> None:
    """Print `first-paint <unix time>` at the window's first paint, `ready-paint <unix time>`
    at its first paint with the club's data (read through the database or from a glance at
    the file), `input-ready <unix time>` at its first paint with the database open (the
    window takes input), then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Paints(QObject):
        first = False
        ready = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint:
                return False
            if not self.first:
                self.first = True
                print(f"first-paint {time.time():.6f}", flush=True)
            if not self.ready and getattr(window, "shows_club_data", False):
                self.ready = True
                print(f"ready-paint {time.time():.6f}", flush=True)
            if getattr(window, "database", None) is not None:
                print(f"input-ready {time.time():.6f}", flush=True)
                watched.removeEventFilter(self)
                QTimer.singleShot(0, app.quit)  # type: ignore[attr-defined]
            return False

    watcher = Paints(window)  # type: ignore[arg-type]
    window.installEventFilter(watcher)  # type: ignore[attr-defined]
