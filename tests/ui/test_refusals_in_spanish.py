"""A service refusal in the Spanish window is in Spanish (issue 22): the window's message box
shows the services' refusal worded from whistclub/services/refusal_words.py."""

from __future__ import annotations

from whistclub.services import drives
from whistclub.ui import i18n
from whistclub.ui.main_window import MainWindow


def test_the_spanish_window_shows_a_service_refusal_in_spanish(
    window: MainWindow, warnings: list[str]
) -> None:
    i18n.install_translator("es")
    try:
        window.run("add an entrant", lambda: drives.add_entrant(window.database, 999, "Ann"))
    finally:
        i18n.install_translator("en")
    assert warnings == [
        "el torneo 999 no está en la base de datos del club (puede que se haya borrado)"
    ]


def test_the_english_window_shows_it_as_the_services_word_it(
    window: MainWindow, warnings: list[str]
) -> None:
    window.run("add an entrant", lambda: drives.add_entrant(window.database, 999, "Ann"))
    assert warnings == ["drive 999 is not in the club database (it may have been deleted)"]
