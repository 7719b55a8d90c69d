"""Help > About WhistClub: the version, the licence, and where the club's data lives.

The database line is what a secretary needs when backing up by hand or asking for help: the
file (or server) the window has open, and the data folder with the backups beside it.
"""

from __future__ import annotations

import platform
from html import escape

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from whistclub import __version__, paths

LICENCE = "GPL-3.0-or-later"
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def app_icon() -> QIcon:
    """The app's own icon (resources/icons/whistclub.svg, drawn by tools/make_icons.py)."""
    return QIcon(str(paths.resources() / "icons" / "whistclub.svg"))


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None, database: str) -> None:
        """`database`: where the open club database is (Database.describe())."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("About WhistClub"))
        self.setObjectName("aboutDialog")
        icon = QLabel(self)
        icon.setPixmap(app_icon().pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)

        title = QLabel(self.tr("<h2>WhistClub {version}</h2>").format(version=__version__), self)
        title.setObjectName("aboutTitle")
        summary = QLabel(
            self.tr(
                "Scores whist games played with real cards, runs whist-drive evenings and "
                "keeps the club's players and results."
            ),
            self,
        )
        summary.setWordWrap(True)
        licence = QLabel(
            self.tr(
                "Free software under the GNU General Public License, version 3 or any later "
                'version ({licence}): <a href="{url}">{url}</a>. It comes with no warranty.'
            ).format(licence=LICENCE, url=LICENCE_URL),
            self,
        )
        licence.setObjectName("aboutLicence")
        licence.setWordWrap(True)
        licence.setOpenExternalLinks(True)
        self.database = QLabel(
            self.tr(
                "<b>Club database:</b> {database}<br><b>Data folder</b> (settings, backups): "
                "{folder}"
            ).format(database=escape(database), folder=escape(str(paths.data_dir()))),
            self,
        )
        self.database.setObjectName("aboutDatabase")
        self.database.setWordWrap(True)
        self.database.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        versions = QLabel(
            self.tr("Python {python}, PySide6 (Qt) {qt}").format(
                python=platform.python_version(), qt=pyside_version
            ),
            self,
        )
        versions.setObjectName("aboutVersions")

        text = QVBoxLayout()
        for label in (title, summary, licence, self.database, versions):
            text.addWidget(label)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addLayout(text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)

    @classmethod
    def show_for(cls, parent: QWidget | None, database: str) -> None:
        cls(parent, database).exec()
