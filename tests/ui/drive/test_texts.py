"""Scores and counts on the drive screens as the window's language writes them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from whistclub.ui import i18n
from whistclub.ui.drive.texts import counted, score_text


@pytest.fixture
def spanish(qapp):
    i18n.install_translator("es")
    yield
    i18n.install_translator("en")


def test_scores_use_the_decimal_sign_of_english(qapp):
    i18n.install_translator("en")
    assert [score_text(v) for v in (7, Fraction(13, 2), Fraction(25, 4))] == ["7", "6.5", "6.25"]


def test_scores_use_the_decimal_sign_of_spanish(spanish):
    assert [score_text(v) for v in (7, Fraction(13, 2), Fraction(25, 4))] == ["7", "6,5", "6,25"]


def test_counted_picks_the_form_for_one(qapp):
    assert counted(1, "{n} player", "{n} players") == "1 player"
    assert [counted(n, "{n} player", "{n} players") for n in (0, 2)] == ["0 players", "2 players"]
