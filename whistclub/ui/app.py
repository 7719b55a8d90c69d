"""`whistclub`: start the window on the club database."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from whistclub import __version__
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

    from PySide6.QtWidgets import QApplication, QMessageBox

    from whistclub.persistence import PersistenceError
    from whistclub.ui.i18n import install_translator
    from whistclub.ui.settings import AppSettings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("WhistClub")
    app.setOrganizationName("WhistClub")
    settings = AppSettings.load()
    install_translator(settings.language)

    from whistclub.ui.main_window import MainWindow, open_default_database

    try:
        database = open_default_database(args.database)
    except PersistenceError as error:
        QMessageBox.critical(None, "WhistClub", str(error))
        print(f"error: {error}", file=sys.stderr)
        return 2
    window = MainWindow(database, settings)
    if args.quit_after_paint:
        quit_after_first_paint(window, app)
    window.show()
    return app.exec()


def quit_after_first_paint(window: object, app: object) -> None:
    """Print `first-paint <unix time>` when the window has painted once, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
                self.done = True
                print(f"first-paint {time.time():.6f}", flush=True)
                QTimer.singleShot(0, app.quit)  # type: ignore[attr-defined]
            return False

    watcher = FirstPaint(window)  # type: ignore[arg-type]
    window.installEventFilter(watcher)  # type: ignore[attr-defined]
