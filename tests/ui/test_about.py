"""Help > About WhistClub, and the app's own icon on every window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.helpers import deliver_again, script_dialog
from whistclub import __version__, paths
from whistclub.ui import app
from whistclub.ui.about import LICENCE, AboutDialog, app_icon


def test_help_about_names_version_licence_and_where_the_database_is(window, monkeypatch):
    seen = script_dialog(monkeypatch, AboutDialog, lambda dialog: None)
    window.actions_by_name["about"].trigger()
    assert len(seen) == 1
    dialog = seen[0]
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"WhistClub {__version__}" in texts
    assert LICENCE in texts and "GNU General Public License" in texts
    database = dialog.findChild(QLabel, "aboutDatabase").text()
    assert window.database.describe() in database
    assert str(paths.data_dir()) in database


def test_the_about_dialog_shows_the_icon():
    icon = app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(96, 96).isNull()


def test_the_app_sets_its_icon_and_desktop_file_name(tmp_path, qapp):
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    qapp.setWindowIcon(qapp.style().standardIcon(qapp.style().StandardPixmap.SP_FileIcon))
    assert app.main(["--quit-after-paint", "--database", url]) == 0
    assert QApplication.desktopFileName() == "whistclub"
    # The SVG icon renders at the sizes the window manager asks for.
    assert QApplication.windowIcon().pixmap(32, 32).toImage() == app_icon().pixmap(32, 32).toImage()
    for widget in QApplication.topLevelWidgets():
        widget.close()
    deliver_again()
