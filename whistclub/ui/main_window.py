"""The main window (a first version: it shows which club database is open)."""

from __future__ import annotations

import os
import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from whistclub import paths


def open_default_database(url: str | None) -> str:
    """The database location to show; creates the default SQLite file on first run."""
    url = url or os.environ.get("WHISTCLUB_DATABASE_URL")
    if url:
        return url
    path = paths.default_database_path()
    sqlite3.connect(path).close()
    return str(path)


class MainWindow(QMainWindow):
    def __init__(self, database: str) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("WhistClub"))
        label = QLabel(self.tr("Club database: {0}").format(database))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setObjectName("databaseLabel")
        self.setCentralWidget(label)
        self.resize(900, 600)
