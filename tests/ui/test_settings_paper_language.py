"""The Settings dialog sets the club's language on paper (club.language) in the club
database, so every laptop prints alike; a refusal keeps the dialog open and says why."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from whistclub.services.settings import club_language, set_club_language
from whistclub.ui.dialogs import SettingsDialog
from whistclub.ui.settings import AppSettings


class _Window(QWidget):
    def __init__(self, database) -> None:
        super().__init__()
        self.database = database


def test_the_club_s_paper_language_is_saved_in_the_club_database(qtbot, database, english):
    window = _Window(database)
    qtbot.addWidget(window)
    dialog = SettingsDialog(window, AppSettings())
    qtbot.addWidget(dialog)
    assert dialog.paper_language is not None
    assert dialog.paper_language.currentData() == "en"  # never chosen: the window's language
    dialog.paper_language.setCurrentIndex(dialog.paper_language.findData("es"))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert club_language(database)[0] == "es"
    again = SettingsDialog(window, AppSettings())
    qtbot.addWidget(again)
    assert again.paper_language is not None and again.paper_language.currentData() == "es"


def test_another_laptop_s_change_keeps_the_dialog_open_and_says_why(qtbot, database, english):
    window = _Window(database)
    qtbot.addWidget(window)
    dialog = SettingsDialog(window, AppSettings(club_name="Hove"))
    qtbot.addWidget(dialog)
    set_club_language(database, "en", None)  # meanwhile, on another laptop
    assert dialog.paper_language is not None
    dialog.paper_language.setCurrentIndex(dialog.paper_language.findData("es"))
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "not saved" in dialog.paper_problem.text()
    assert dialog.club_name.text() == "Hove"  # nothing typed is lost
    assert club_language(database)[0] == "en"


def test_without_a_club_database_the_dialog_has_no_paper_language(qtbot, english):
    dialog = SettingsDialog(None, AppSettings())
    qtbot.addWidget(dialog)
    assert dialog.paper_language is None


def test_the_results_website_s_address_is_a_club_setting(qtbot, database, english):
    from whistclub.services.settings import site_address

    window = _Window(database)
    qtbot.addWidget(window)
    dialog = SettingsDialog(window, AppSettings())
    qtbot.addWidget(dialog)
    assert dialog.site_address is not None and dialog.site_address.text() == ""
    dialog.site_address.setText("hove whist results")  # not a web address: refused, kept open
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "not saved" in dialog.paper_problem.text()
    assert "is not a web address" in dialog.paper_problem.text()
    assert site_address(database) == ("", None)
    dialog.site_address.setText(" https://www.example.org/whist/ ")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert site_address(database)[0] == "https://www.example.org/whist"
    again = SettingsDialog(window, AppSettings())
    qtbot.addWidget(again)
    assert again.site_address is not None
    assert again.site_address.text() == "https://www.example.org/whist"
