"""English and Spanish: complete translation files, the Spanish window with no English string
left on any page or dialog, the system language followed, and the switch in Settings; plus
PNGs of every main screen in both languages for a person to look at."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt

from tests.tool_loader import load_tool
from tests.ui.helpers import script_dialog
from tests.ui.tour import NAMES, Tour, club, make_window
from whistclub import paths
from whistclub.domain.variants.profiles import all_presets
from whistclub.persistence import open_database
from whistclub.ui import i18n
from whistclub.ui.dialogs import SettingsDialog
from whistclub.ui.preset_texts import PRESET_TEXTS

I18N = paths.resources() / "i18n"

# Texts that are the same in both languages: names and numbers typed by the club, the app's
# name, and words Spanish players use as they are (seed 002 keeps "Solo" and "Misère").
SAME_IN_BOTH = {
    "WhistClub",
    "English",
    "Español",
    "A4",
    "NS",
    "NS +",
    "Solo",
    "Misère",
    "Rubbers",
    "Rubber",
    "Solo 1",
    "Bid 1",
    "Rubber 0",
    "Rubber 1",
    "Rubber 5",
    "Rubber 6",
    "€ euros (EUR)",
}
DATA = re.compile(r"^[\d\s+\-–→.:,/()♠♥♦♣A-Z]*$")  # figures, scores, dates, seat letters


@pytest.fixture(autouse=True)
def _english_again(qapp):
    yield
    i18n.install_translator("en")


def test_preset_texts_list_every_domain_preset_as_the_domain_words_it():
    presets = all_presets()
    assert set(PRESET_TEXTS) == set(presets)
    for preset_id, (title, summary) in PRESET_TEXTS.items():
        assert (title, summary) == (presets[preset_id].title, presets[preset_id].summary)


def test_the_translation_files_hold_every_string_the_code_asks_for(tmp_path):
    """A string added or moved to another class (a new context) without `make i18n` is
    missing from the files, and the Spanish window shows it in English (the score pad's
    "Why?" did, moved to ui/why_panel.py): the files are what lupdate finds in the code."""
    i18n_tool = load_tool("i18n")
    checked = tmp_path / "whistclub_es.ts"
    shutil.copy(I18N / "whistclub_es.ts", checked)
    lupdate = [str(i18n_tool.BIN / "pyside6-lupdate"), *i18n_tool.sources(), "-no-obsolete"]
    subprocess.run(
        [*lupdate, "-ts", str(checked)], cwd=i18n_tool.ROOT, check=True, capture_output=True
    )

    def strings(path: Path) -> set[tuple[str | None, str | None]]:
        root = ET.parse(path).getroot()
        return {
            (context.findtext("name"), message.findtext("source"))
            for context in root.iter("context")
            for message in context.iter("message")
        }

    assert strings(checked) - strings(I18N / "whistclub_es.ts") == set()
    assert strings(I18N / "whistclub_es.ts") == strings(I18N / "whistclub_en.ts")


@pytest.mark.parametrize("language", ["en", "es"])
def test_translation_files_are_complete_and_compiled(language):
    ts = I18N / f"whistclub_{language}.ts"
    messages = ET.parse(ts).getroot().iter("message")
    unfinished = [
        m.findtext("source")
        for m in messages
        if m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")
        or not (m.findtext("translation") or "").strip()
    ]
    assert unfinished == []
    qm = I18N / f"whistclub_{language}.qm"
    assert qm.is_file() and qm.stat().st_size > 1000
    if language == "en":  # English is its own translation, word for word
        astray = [
            m.findtext("source")
            for m in ET.parse(ts).getroot().iter("message")
            if m.get("numerus") != "yes" and m.findtext("translation") != m.findtext("source")
        ]
        assert astray == []


def test_the_english_window_words_a_tie_break_as_its_source_does(qapp):
    """The English catalogue once held a whole .ts file as the translation of "the better
    second half", which a prize's reason showed in full."""
    from PySide6.QtCore import QCoreApplication

    i18n.install_translator("en")
    words = QCoreApplication.translate("PrizeWords", "the better second half")
    assert words == "the better second half"


def tour(qtbot, monkeypatch, tmp_path: Path, language: str, shots: Path | None):
    i18n.install_translator(language)
    database = open_database(f"sqlite:///{tmp_path / f'{language}.sqlite3'}")
    games = club(database)
    window = make_window(qtbot, database)
    csv_path = tmp_path / "members.csv"
    csv_path.write_text("Name,Number\nAnn Archer,1\nEd Evans,2\n,\n")
    screens = Tour(window, monkeypatch, shots).run(games, csv_path)
    window.close()
    database.close()
    return screens


def english_left(english: set[str], spanish: set[str]) -> set[str]:
    same = {re.sub(r"^\d+ ", "", text) for text in english & spanish}  # "2 Bob Baker"
    return {
        text
        for text in same
        if text not in SAME_IN_BOTH
        and not DATA.match(text)
        and not any(text.startswith(name) for name in (*NAMES, "Ed Evans"))
        and str(paths.data_dir()) not in text
    }


def test_the_spanish_window_shows_no_english_string(qtbot, monkeypatch, tmp_path, warnings):
    english = tour(qtbot, monkeypatch, tmp_path / "en", "en", None)
    spanish = tour(qtbot, monkeypatch, tmp_path / "es", "es", None)
    assert set(spanish) == set(english)
    assert len(spanish) >= 14  # every page, pad and dialog was visited
    assert "Jugadores" in spanish["players"] and "Players" in english["players"]
    left = {screen: english_left(english[screen], spanish[screen]) for screen in english}
    assert {screen: texts for screen, texts in left.items() if texts} == {}


def test_screenshots_of_every_main_screen_in_both_languages(
    qtbot, monkeypatch, tmp_path, warnings, capsys
):
    folder = Path(os.environ.get("WHISTCLUB_SCREENSHOTS") or tmp_path / "screenshots")
    for language in ("en", "es"):
        tour(qtbot, monkeypatch, tmp_path / language, language, folder / language)
    pngs = sorted(folder.rglob("*.png"))
    assert len(pngs) >= 2 * 13
    assert all(png.stat().st_size > 2000 for png in pngs)
    with capsys.disabled():
        print(f"\nscreenshots of every main screen, English and Spanish: {folder}")


def test_the_language_follows_the_system(monkeypatch, qapp):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    assert i18n.resolve_language("system") == "es"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.resolve_language("system") == "en"  # no German: English
    assert i18n.resolve_language("es") == "es"


def test_switching_to_spanish_in_settings_retranslates_the_window(window, monkeypatch):
    script_dialog(
        monkeypatch,
        SettingsDialog,
        lambda dialog: dialog.language.setCurrentIndex(dialog.language.findData("es")),
    )
    window.actions_by_name["settings"].trigger()
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Jugadores",
        "Partidas del club",
        "Velada",
        "Torneos de whist",
        "Temporada",
    ]
    assert window.actions_by_name["new_game"].text() == "&Nueva partida del club…"


def test_the_words_a_spanish_table_uses(window, players, monkeypatch, qtbot):
    # issue 28: "robber", "la muestra" (the turned-up card), "renuncio", "bazas de más"
    from tests.ui.helpers import ENTER, start_game, type_keys

    pad = start_game(
        window, monkeypatch, "partnership", "english_short_001",
        ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"],
    )  # fmt: skip
    type_keys(qtbot, "9", ENTER)
    i18n.install_translator("es")
    window._build()
    pad = window.games_page.open(pad.game_id)
    headings = [cell.heading for cell in pad.cells]
    assert "La muestra" in headings and "Renuncio" in headings
    assert pad.turn_up.text() == "La muestra: la última carta del repartidor marca el triunfo"
    pad.view.selectRow(0)
    assert pad.why.item(0).text() == "• NS 9 bazas: 3 bazas de más (0 → 3)"
    assert window.actions_by_name["next_rubber"].text() == "Siguiente &robber de la velada…"
    texts = [window.evening_page.rubbers.headerData(0, Qt.Orientation.Horizontal)]
    assert texts == ["Robber"]


# The words a Spanish table uses (issue 28), kept in every string of the Spanish catalogue:
# "robber", not "rubber"; "renuncio", not "la renuncia"; "bazas de más" or "sobre el libro",
# not "bazas impares"; "la muestra" for the turned-up card.
NOT_AT_A_SPANISH_TABLE = re.compile(
    r"rubber|\b(la|las|una|unas)\s+renuncias?\b|\bbazas?\s+impar|carta\s+(vuelta|girada)",
    re.IGNORECASE,
)


def test_the_spanish_catalogue_speaks_as_a_spanish_table_does():
    found = []
    for message in ET.parse(I18N / "whistclub_es.ts").getroot().iter("message"):
        text = message.findtext("translation") or ""
        # {fields} and switch names (five_players_dealer_sits_out) are not words shown
        words = re.sub(r"\{[^}]*\}|\b\w+_\w+\b", "", text)
        if NOT_AT_A_SPANISH_TABLE.search(words):
            found.append(text)
    assert found == []


def test_dates_are_written_as_the_language_writes_them(window, players, monkeypatch, qtbot):
    # issue 28: the Evening page showed "1 12 2026"; Spanish writes 1/12/2026
    from datetime import date

    from tests.ui.helpers import start_game

    start_game(
        window, monkeypatch, "partnership", "english_short_001",
        ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"],
    )  # fmt: skip
    i18n.install_translator("es")
    window._build()
    today = date.today()
    spanish = f"{today.day}/{today.month}/{today.year}"
    assert window.evening_page.day.text() == spanish
    model = window.games_page.model
    assert model.data(model.index(0, 1)) == spanish
