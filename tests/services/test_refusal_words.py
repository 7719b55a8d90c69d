"""The services' refusals in Spanish (issue 22): every refusal the services' source can raise
has a Spanish template with the same fields, and refusals met through the real services read
in Spanish, with the row they name in Spanish too."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.services.refusal_sites import refusal_templates, row_names
from tests.services.test_evenings import new_evening
from whistclub.persistence import Database
from whistclub.persistence.rows import metadata
from whistclub.services import ServiceError, club, drives, evenings, maintenance, undo
from whistclub.services import settings as club_settings
from whistclub.services.refusal_words import (
    FIELD,
    NUMBER_FIELD,
    PHRASES,
    SPANISH,
    _phrase,
    in_language,
)

ENGLISH_WORDS = (" the ", " was ", " is ", " not ", " choose ", " nothing ", " saved")


def spanish_of(call) -> str:
    with pytest.raises(ServiceError) as refused:
        call()
    text = in_language(str(refused.value), "es")
    assert text != str(refused.value), f"no Spanish for: {refused.value}"
    assert not any(word in f" {text} " for word in ENGLISH_WORDS), text
    return text


def test_every_refusal_in_the_source_has_spanish_with_the_same_fields():
    templates = refusal_templates()
    assert len(templates) > 100  # the scan sees the services' refusals
    missing = {t: where for t, where in templates.items() if t not in SPANISH}
    assert not missing, f"refusals without Spanish (add them to refusal_words.py): {missing}"
    for english, spanish in SPANISH.items():
        assert sorted(set(FIELD.findall(spanish))) == sorted(set(FIELD.findall(english))), english
        assert spanish != english or not FIELD.sub("", english).strip(": "), english
    stale = set(SPANISH) - set(templates)
    assert not stale, f"Spanish for refusals the services no longer raise: {stale}"


def _filled(template: str, values: dict[str, str]) -> str:
    return FIELD.sub(lambda found: values[found.group(0)], template)


@pytest.mark.parametrize("table", [SPANISH, PHRASES], ids=["refusals", "phrases"])
def test_each_template_is_the_one_its_message_finds(table):
    """Filled with plain values, each English template comes back as its own Spanish: no
    other template takes its message (the most specific is tried first)."""
    for english, spanish in table.items():
        fields = sorted(set(FIELD.findall(english)))
        values = {
            field: str(7 + n) if NUMBER_FIELD.fullmatch(field) else f"Q{n}"
            for n, field in enumerate(fields)
        }
        wanted = _filled(spanish, values)
        found = in_language(_filled(english, values), "es") if table is SPANISH else None
        if table is PHRASES:
            found = _phrase(_filled(english, values), 1)
        assert found == wanted, english


def test_every_name_a_refusal_gives_a_row_has_spanish():
    names = row_names()
    assert len(names) > 30
    missing = {n: where for n, where in names.items() if n not in PHRASES}
    assert not missing, f"row names without Spanish (add them to PHRASES): {missing}"
    for table in metadata.tables.values():  # undo names a row by its table ("drive entrant 5")
        assert table.name.replace("_", " ") in PHRASES, table.name
    for english, spanish in PHRASES.items():
        assert sorted(FIELD.findall(spanish)) == sorted(FIELD.findall(english)), english


def test_refusals_through_the_real_services_read_in_spanish(
    database: Database, tmp_path: Path
) -> None:
    event_id = new_evening(database, players=8)
    assert spanish_of(lambda: evenings.call_next_change(database, event_id, expected=3)) == (
        "mientras tanto se anunció el cambio 0 en otro ordenador, así que aquí no se ha vuelto"
        " a anunciar el cambio 3: mire los asientos que hay ahora en la pantalla"
    )
    assert spanish_of(lambda: drives.add_entrant(database, 999, "Ann")) == (
        "el torneo 999 no está en la base de datos del club (puede que se haya borrado)"
    )
    assert spanish_of(lambda: evenings.enter_result(database, event_id, 2, 1, [7])) == (
        "el cambio 2 aún no se ha anunciado; anúncielo primero"
    )
    assert spanish_of(lambda: club.register_player(database, " ")).startswith(
        "el nombre del jugador está en blanco"
    )
    assert spanish_of(lambda: club.register_player(database, "x" * 300)) == (
        "el nombre tiene 300 caracteres; no pase de 120"
    )
    assert spanish_of(lambda: club_settings.set_club_currency(database, "pounds", None)).startswith(
        "POUNDS no es un código de moneda"
    )
    assert spanish_of(lambda: undo(database, 10_000)) == (
        "no hay ninguna modificación número 10000 que deshacer"
    )
    assert spanish_of(lambda: maintenance.restore(database.url, tmp_path / "none.sqlite3")) == (
        f"no hay ninguna copia de seguridad {tmp_path / 'none.sqlite3'}; revise el nombre"
    )
    evenings.new_evening(database, "Friday", {}, held_on=date(2026, 11, 27))
    # a conflict names the row in Spanish: "the entrant" is "el participante"
    entrant = drives.load_event(database, event_id)["entrants"][0]
    evenings.withdraw_player(database, entrant["id"], entrant["version"])
    text = spanish_of(lambda: evenings.withdraw_player(database, entrant["id"], entrant["version"]))
    assert text.startswith("el participante Player 1 se cambió en otro ordenador a las "), text


def test_english_is_left_as_it_is_and_an_unknown_message_too():
    message = "drive 7 is not in the club database"
    assert in_language(message, "en") == message
    assert in_language("something from elsewhere", "es") == "something from elsewhere"
    assert in_language(message, "es") == "el torneo 7 no está en la base de datos del club"
