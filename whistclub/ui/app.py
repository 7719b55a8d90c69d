"""`whistclub`: start the window on the club database."""

from __future__ import annotations

import argparse
import sys
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
        help="quit as soon as the window has painted (for build checks and benchmarks)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    problem = platform_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from whistclub.ui.main_window import MainWindow, open_default_database

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("WhistClub")
    app.setOrganizationName("WhistClub")
    location = open_default_database(args.database)
    window = MainWindow(location)
    window.show()
    if args.quit_after_paint:
        QTimer.singleShot(0, app.quit)
    return app.exec()
