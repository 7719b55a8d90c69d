"""The card games' refusals in the Spanish window (issue 22 item 9): every DomainError the
games' rules and score documents can raise reads in Spanish, worded either by code for the
score pad (ui/errors.py) or by template (ui/game_problem_words.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from whistclub.domain.cards import Seat
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist.auction import check_auction
from whistclub.domain.variants.bid_whist.rules import BidWhistRules
from whistclub.ui import i18n
from whistclub.ui.errors import DEAL_AFTER_END, WORDED, WRONG_DECLARERS, refusal_text
from whistclub.ui.game_problem_words import TEMPLATES, fields

ROOT = Path(__file__).parents[2] / "whistclub" / "domain"
SOURCES = [
    *sorted((ROOT / "variants").rglob("*.py")),
    *(p for p in sorted((ROOT / "documents").glob("*.py")) if p.name != "drive.py"),
]
ENGLISH = re.compile(
    r"\b(the|is|are|not|must|give|deal|trick|tricks|player|players|with|and|or|bid|cannot)\b"
)
# What a sentence quotes as the file and the command line write it: "NS", «pass», {"NS": 7}.
QUOTED = re.compile(r'"[^"]*"|«[^»]*»|\'[^\']*\'|\{[^{}]*\}|\[[^\[\]]*\]|\w+_\w+')
BY_CODE = set(WORDED) | {"deal_after_end", "wrong_declarer_count"}


def _variants(node: ast.expr, where: str) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [a + b for a in _variants(node.left, where) for b in _variants(node.right, where)]
    if isinstance(node, ast.IfExp):
        return _variants(node.body, where) + _variants(node.orelse, where)
    raise AssertionError(f"{where}: a DomainError template the window cannot list")


def source_refusals() -> dict[tuple[str, str], tuple[str, set[str]]]:
    """(code, template) -> (file:line, the data's names) of every refusal of the games;
    `_refuse_switch(switch, text)` (the rules' switches) is read at its callers."""
    found: dict[tuple[str, str], tuple[str, set[str]]] = {}
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", None)
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if name == "_refuse_switch":
                code, template = "bad_switch_value", node.args[1]
            elif name == "DomainError":
                code = getattr(node.args[0], "value", "")
                template = node.args[1]
                if isinstance(template, ast.Name) and template.id == "text":
                    continue  # inside _refuse_switch: read at its callers above
            else:
                continue
            data = {k.arg for k in node.keywords if k.arg and k.arg != "where"}
            for text in _variants(template, where):
                found.setdefault((code, text), (where, data))
    return found


@pytest.fixture
def spanish(qapp):
    i18n.install_translator("es")
    yield
    i18n.install_translator("en")


def _sample(code: str, data: set[str]) -> dict[str, object]:
    values: dict[str, object] = {name: 7 for name in data}
    if "what" in values:
        values["what"] = "game" if code == "deal_after_end" else "tricks"
    if code == "wrong_declarer_count":
        values["count"] = 1
    return values


def test_every_game_refusal_in_the_source_reads_in_spanish(spanish):
    refusals = source_refusals()
    assert len(refusals) > 100  # the scan sees the games' refusals
    missing = {
        where: template
        for (code, template), (where, _) in refusals.items()
        if template not in TEMPLATES and code not in BY_CODE
    }
    assert not missing, (
        f"game refusals the window cannot word (add to game_problem_words): {missing}"
    )
    stale = TEMPLATES - {template for _, template in refusals}
    assert not stale, f"wording for refusals the games no longer raise: {stale}"
    for (code, template), (where, data) in refusals.items():
        error = DomainError(code, template, where="deal 2, field tricks", **_sample(code, data))
        text = refusal_text(error)
        assert text.startswith("Mano 2: "), f"{where}: {text}"
        assert not ENGLISH.search(QUOTED.sub("", text)), f"English left at {where}: {text}"
        if template in TEMPLATES:
            spanish_template = QCoreApplication.translate("GameProblems", template)
            assert fields(spanish_template) == fields(template), where
    assert set(DEAL_AFTER_END) == {"game", "rubber"} and set(WRONG_DECLARERS) == {1, 2}


def test_a_bid_whist_call_out_of_turn_reads_in_spanish_with_the_seats(spanish):
    with pytest.raises(DomainError) as refused:
        check_auction([(Seat.S, "4 uptown")], Seat.N, BidWhistRules())  # East speaks first
    assert refusal_text(refused.value) == (
        "le toca hablar a Este, no a Sur (una vuelta, empezando a la izquierda del repartidor"
        " Norte)"
    )
    i18n.install_translator("en")  # the domain's sentence, its field's name left out
    assert refusal_text(refused.value) == (
        "it is E's turn to speak, not S's (one round, starting left of the dealer N)"
    )


def test_a_solo_refusal_with_no_side_is_worded_by_its_template(spanish):
    """The score pad's wording of "bad_tricks" needs a side and a count; Solo's refusal of the
    same code has neither, and is Spanish all the same."""
    error = DomainError(
        "bad_tricks",
        "give the tricks of the declaring side, a whole number from 0 to 13",
        where="deal 4, field tricks",
    )
    assert refusal_text(error) == (
        "Mano 4: indique las bazas del bando declarante, un número entero del 0 al 13"
    )
