"""The drive screens' decimals round as the paper does (reports/words.py `number`): the
Standings screen's averages agree with the printed standings and the workbook."""

from __future__ import annotations

from fractions import Fraction

from whistclub.reports.words import ENGLISH
from whistclub.ui.drive.texts import decimal_text


def test_averages_on_screen_are_the_papers(qapp):
    # 195/24 and 147/24 are 8.125 and 6.125: the float's own rounding gave 8.12 and 6.12.
    assert decimal_text(Fraction(195, 24)) == "8.13"
    assert decimal_text(Fraction(147, 24)) == "6.13"
    for denominator in (8, 20, 24, 40, 48):
        for numerator in range(0, 13 * denominator + 1, 7):
            value = Fraction(numerator, denominator)
            assert decimal_text(value) == ENGLISH.number(value, fixed=True), value


def test_amounts_typed_read_back_as_shown(qapp):
    assert [decimal_text(pence / 100) for pence in (0, 5, 250, 1240)] == [
        "0.00",
        "0.05",
        "2.50",
        "12.40",
    ]
