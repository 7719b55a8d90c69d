"""The phone page's own catalogue: English and Spanish say the same things, and every word the
page's script asks for is there (issue 25)."""

from __future__ import annotations

import re
from importlib import resources

from whistclub.web.words import SUITS, WORDS, language_for


def test_both_languages_have_every_word_with_the_same_placeholders() -> None:
    assert set(WORDS["en"]) == set(WORDS["es"])
    for key, english in WORDS["en"].items():
        assert set(re.findall(r"{\w+}", english)) == set(re.findall(r"{\w+}", WORDS["es"][key]))
    assert set(SUITS["en"]) == set(SUITS["es"])


def test_every_word_the_page_asks_for_is_in_the_catalogue() -> None:
    static = resources.files("whistclub.web").joinpath("static")
    script = static.joinpath("page.js").read_text() + static.joinpath("join.js").read_text()
    asked = set(re.findall(r"\bw\.(\w+)", script)) | set(re.findall(r'\["(\w+)", \{', script))
    asked |= set(re.findall(r'say\("(\w+)"', script))
    asked |= set(re.findall(r'note = \["(\w+)"', script))
    assert asked and asked <= set(WORDS["en"]), asked - set(WORDS["en"])


def test_the_phones_language_first_then_the_clubs() -> None:
    assert language_for("es-ES,es;q=0.9,en;q=0.8") == "es"
    assert language_for("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4") == "es"
    assert language_for("en-GB", club_language="es") == "en"
    assert language_for("de-DE", club_language="es") == "es"
    assert language_for("", club_language="xx") == "en"
    assert language_for("es;q=bad,en") == "en"
