"""The Whist drives page (a placeholder until the drive screens are built)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from whistclub.persistence.database import Database


class DrivePage(QWidget):
    """Whist drives: shown as a page of the main window."""

    def __init__(self, database: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.setObjectName("drivePage")
        title = QLabel(self.tr("Whist drives"), self)
        font = title.font()
        font.setPointSize(font.pointSize() + 6)
        title.setFont(font)
        note = QLabel(self.tr("Whist drive evenings will be run from this page."), self)
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(title, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(note, 0, Qt.AlignmentFlag.AlignTop)
        layout.addStretch(1)
