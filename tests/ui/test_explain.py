"""The Why? panel in Spanish: every explanation Step of the engines is worded, and the
wording is used only when the engines' Steps are exactly the document's English lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.ui.tour import club
from whistclub.domain.documents import score_document
from whistclub.services.games import load_document
from whistclub.ui import i18n
from whistclub.ui.explain import WORDINGS, explain_deals, explain_rubber, game_steps
from whistclub.ui.scorepad import open_game

VARIANTS = Path(__file__).parents[2] / "whistclub" / "domain" / "variants"


def domain_step_codes() -> set[str]:
    """Every code the engines give to step(...), read from their source."""
    codes: set[str] = set()
    for path in VARIANTS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "step":
                first = node.args[0]
                if isinstance(first, ast.Constant):
                    codes.add(first.value)
                elif isinstance(first, ast.IfExp):
                    codes.update(c.value for c in (first.body, first.orelse))
    return codes


def test_every_step_code_of_the_engines_has_a_wording():
    codes = domain_step_codes()
    assert len(codes) >= 30
    assert codes - set(WORDINGS) == set()


@pytest.fixture
def games(database):
    return club(database)


def test_engine_steps_are_the_documents_lines(database, games):
    for game_id in games.values():
        game = open_game(database, game_id)
        steps, rubber = game_steps(game)
        result = score_document(load_document(database, game_id))
        assert [[s.text for s in deal] for deal in steps] == [
            d["explanation"] for d in result["deals"]
        ]
        assert [s.text for s in rubber] == (result.get("rubber") or {}).get("explanation", [])


def test_spanish_why_lines_are_worded_from_the_steps(database, games, qapp):
    i18n.install_translator("es")
    try:
        for game_id in games.values():
            game = open_game(database, game_id)
            english = [d["explanation"] for d in game.result["deals"]]
            spanish = explain_deals(game, english)
            assert len(spanish) == len(english)
            for en_lines, es_lines in zip(english, spanish, strict=True):
                assert len(es_lines) == len(en_lines)
                for en, es in zip(en_lines, es_lines, strict=True):
                    assert es != en and "{" not in es
        rubber = open_game(database, games["rubber"])
        line = explain_deals(rubber, [d["explanation"] for d in rubber.result["deals"]])[1][0]
        assert line == "EO renunció: NS toma 3 bazas de EO (NS ahora 10, EO 3)"
        solo = open_game(database, games["solo"])
        line = explain_deals(solo, [d["explanation"] for d in solo.result["deals"]])[0][0]
        assert line.startswith("Bob Baker cumplió Solo con 5 bazas: cobra 1 de cada uno de")
        # Lines that do not match the engines' Steps stay as the document gives them.
        assert explain_deals(solo, [["something else"]] * 3) == [["something else"]] * 3
        assert explain_rubber(rubber, ["x"]) == ["x"]
    finally:
        i18n.install_translator("en")


def domain_error_fields() -> dict[str, set[str]]:
    """Each DomainError code of the engines and documents, with the data it carries."""
    fields: dict[str, set[str]] = {}
    domain = VARIANTS.parent
    for path in [*VARIANTS.rglob("*.py"), *(domain / "documents").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "DomainError"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                names = {k.arg for k in node.keywords if k.arg and k.arg != "where"}
                fields.setdefault(node.args[0].value, set()).update(names)
    return fields


def test_worded_refusals_use_only_the_data_the_domain_gives():
    import string

    from whistclub.ui.errors import DEAL_AFTER_END, WORDED

    fields = domain_error_fields()
    for code, template in [
        *WORDED.items(),
        *(("deal_after_end", t) for t in DEAL_AFTER_END.values()),
    ]:
        assert code in fields, code
        used = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        assert used <= fields[code], (code, used - fields[code])


def test_a_refused_deal_is_explained_in_spanish(window, players, monkeypatch, qtbot):
    from tests.ui.helpers import ENTER, start_game, type_keys

    i18n.install_translator("es")
    try:
        pad = start_game(
            window, monkeypatch, "partnership", "english_short_001",
            ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"],
        )  # fmt: skip
        type_keys(qtbot, "14", ENTER)
        assert pad.invalid_cells() == ["tricks"]
        assert pad.error.text() == (
            "Mano 1: las bazas de NS deben ser un número entero de 0 a 13, no 14"
        )
    finally:
        i18n.install_translator("en")


def test_one_trick_is_worded_in_the_singular_in_spanish(qapp):
    from whistclub.domain.variants.profiles import get_preset
    from whistclub.domain.variants.solo import deal_from_notation, settle_deal

    rules = get_preset("solo_foster_counters").rules
    steps = settle_deal(deal_from_notation("misere B 1"), ("A", "B", "C", "D"), "D", rules).steps
    over = settle_deal(deal_from_notation("solo B 6"), ("A", "B", "C", "D"), "D", rules).steps
    i18n.install_translator("es")
    try:
        failed = WORDINGS[steps[0].code](steps[0].data, steps[0].text)
        assert failed.startswith("B falló Misère con 1 baza: paga ")
        extra = WORDINGS[over[0].code](over[0].data, over[0].text)
        assert extra.startswith("1 baza por encima de las 5 necesarias")
    finally:
        i18n.install_translator("en")
