"""The drive rules' refusals in the Spanish window (issue 22 item 9): every DomainError the
drive domain's source can raise has Spanish with the same fields, and the refusals the desk
meets (a partner drive short of pairs, a player in the wrong seat, a missing result) read in
Spanish with their place, on the desk's own label and through the services that pass them on.
"""

from __future__ import annotations

import ast
import re
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tests.ui.drive.helpers import drive_page, register, start_evening
from whistclub.domain.drive.checks import check_seating
from whistclub.domain.drive.event import Entrant, Format, Role, Settings
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.movements.partner import mitchell
from whistclub.domain.errors import DomainError
from whistclub.services import ServiceError, evenings
from whistclub.ui import i18n
from whistclub.ui.drive.problem_words import TEMPLATES, fields, place_words, worded
from whistclub.ui.drive.refusals import drive_refusal_text
from whistclub.ui.errors import evening_problem_text, refusal_text

ROOT = Path(__file__).parents[3] / "whistclub"
# Where the window can meet a drive refusal: the drive rules, the drive document the stored
# evening is read through, and the services (the desk's pairing raises DomainErrors too).
SOURCES = [
    *sorted((ROOT / "domain" / "drive").rglob("*.py")),
    ROOT / "domain" / "documents" / "drive.py",
    *sorted((ROOT / "services").glob("*.py")),
]
# Words of English that a Spanish sentence has no use for.
ENGLISH = re.compile(
    r"\b(the|is|are|not|must|give|table|change|hand|card|player|players|needs|with|and|or)\b"
)
# What a sentence quotes as the file and the command line write it: "ns", «all», {"table": 1}.
QUOTED = re.compile(r'"[^"]*"|«[^»]*»|\{[^{}]*\}|\w+_\w+')


def _variants(node: ast.expr, where: str) -> list[str]:
    """Every template a DomainError's second argument can be: a literal, literals joined
    with +, or a choice between them (`" (two ladies and two gents)" if roles else ""`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [a + b for a in _variants(node.left, where) for b in _variants(node.right, where)]
    if isinstance(node, ast.IfExp):
        return _variants(node.body, where) + _variants(node.orelse, where)
    raise AssertionError(f"{where}: a DomainError template the window cannot list")


def source_templates() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "DomainError":
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                for template in _variants(node.args[1], where):
                    found.setdefault(template, where)
    return found


@pytest.fixture
def spanish(qapp):
    i18n.install_translator("es")
    yield
    i18n.install_translator("en")


def test_every_drive_refusal_in_the_source_has_spanish_with_the_same_fields(spanish):
    templates = source_templates()
    assert len(templates) > 80  # the scan sees the drive's refusals
    missing = {t: where for t, where in templates.items() if t not in TEMPLATES}
    assert not missing, f"drive refusals the window cannot word (add to problem_words): {missing}"
    stale = TEMPLATES - set(templates)
    assert not stale, f"wording for refusals the drive no longer raises: {stale}"
    for english, where in templates.items():
        data = {name.split("!")[0]: 7 for name in fields(english)}
        error = DomainError("any", english, **data)
        text = worded(error)
        assert text is not None and text != str(error), f"no Spanish for {where}: {english}"
        assert not ENGLISH.search(QUOTED.sub("", text)), (
            f"English left in the Spanish of {where}: {text}"
        )
        spanish_template = QCoreApplication.translate("DriveProblems", english)
        assert fields(spanish_template) == fields(english), where


def test_the_domain_refusal_reads_in_spanish_with_its_place(spanish):
    with pytest.raises(DomainError) as refused:
        mitchell([], [(1, 2)], 4)  # one pair: nobody to play against
    assert refusal_text(refused.value) == (
        "un torneo por parejas necesita al menos dos parejas en una mesa"
    )

    settings = Settings(format=Format.PROGRESSIVE, roles=True)
    entrants = {
        1: Entrant(1, "Ana", Role.LADY),
        2: Entrant(2, "Luis", Role.GENT),
        3: Entrant(3, "Eva", Role.LADY),
        4: Entrant(4, "Juan", Role.GENT),
    }
    # Luis, a gent, in the North seat, a lady's (ladies North and East).
    seating = Round((Table(1, (2, 1), (3, 4)),), ())
    with pytest.raises(DomainError) as refused:
        check_seating(settings, seating, entrants, 2)
    assert refused.value.code == "wrong_seat"
    assert drive_refusal_text(refused.value) == (
        "Cambio 2, asientos: la tarjeta 2 (Luis) juega como caballero, pero ocupa un asiento de"
        " dama en la mesa 1; siente a las damas en Norte y Este y a los caballeros en Sur y Oeste"
    )


def test_places_are_worded_piece_by_piece(spanish):
    assert place_words("change 3, table 2, hand 1") == "cambio 3, mesa 2, mano 1"
    assert place_words("prize 2 (Ladies, first)") == "premio 2 (Ladies, first)"
    assert place_words("settings, field half_after") == "ajustes"  # a field's name is left out
    assert place_words("") == ""


def test_english_stays_the_domains_own_sentence(qapp):
    i18n.install_translator("en")
    with pytest.raises(DomainError) as refused:
        mitchell([], [(1, 2)], 4)
    assert refusal_text(refused.value) == str(refused.value)


def test_a_service_refusal_carrying_a_drive_refusal_is_spanish_throughout(spanish, database):
    changes = evenings.new_evening(
        database, "Parejas", {"format": "partner", "roles": False}, held_on=date(2026, 3, 6)
    )
    event_id = changes.created_id("drive_event")
    loaded = evenings.load_evening(database, event_id)
    assert loaded.problem_error is not None  # nobody registered: no pairs yet
    assert evening_problem_text(loaded) == (
        "Mesa de entrada: un torneo por parejas necesita al menos dos parejas"
    )
    with pytest.raises(ServiceError) as refused:
        evenings.printable_record(loaded)
    assert refusal_text(refused.value) == (
        "todavía no hay nada que imprimir: Mesa de entrada: un torneo por parejas necesita al"
        " menos dos parejas"
    )


def test_the_desk_in_spanish_shows_a_partner_drive_short_of_pairs(window, qtbot):
    """Two players make one pair: the desk's label and the caller's screen say, in Spanish,
    that a partner drive needs two pairs."""
    i18n.install_translator("es")
    try:
        window._build()  # the pages in Spanish, as Settings does
        page = drive_page(window)
        start_evening(qtbot, page, "Parejas", format="partner", roles=False, changes=4)
        register(qtbot, page, "Ana")
        register(qtbot, page, "Luis")
        assert page.loaded.problem == "the desk: a partner drive needs at least two pairs"
        assert page.desk.problem.text() == (
            "Mesa de entrada: un torneo por parejas necesita al menos dos parejas"
        )
        page.tabs.setCurrentWidget(page.caller)
        assert page.caller.board.out.text() == page.desk.problem.text()
        qtbot.wait(50)  # the label wraps its two lines once laid out
        page.grab().save("/tmp/desk22-caller-es.png")
        page.tabs.setCurrentWidget(page.desk)
        qtbot.wait(50)
        page.grab().save("/tmp/desk22-desk-es.png")
    finally:
        i18n.install_translator("en")


def test_the_window_s_message_box_says_it_in_spanish(window, warnings, database):
    """Calling the first change of a partner drive that has no pairs: the refusal the
    services pass on is Spanish in the dialog, the rules' part too."""
    changes = evenings.new_evening(
        database, "Parejas", {"format": "partner", "roles": False}, held_on=date(2026, 3, 6)
    )
    event_id = changes.created_id("drive_event")
    i18n.install_translator("es")
    try:
        window.run("call", lambda: evenings.call_next_change(database, event_id))
    finally:
        i18n.install_translator("en")
    assert warnings == [
        "la velada todavía no puede empezar: Mesa de entrada: un torneo por parejas necesita al"
        " menos dos parejas"
    ]
    window.run("call", lambda: evenings.call_next_change(database, event_id))
    assert warnings[1] == (
        "the evening cannot start yet: the desk: a partner drive needs at least two pairs"
    )
