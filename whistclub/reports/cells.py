"""Cell values shared by the spreadsheet and CSV exports: numbers stay numbers, text stays text.

A name typed at the door is data. A spreadsheet reads a cell starting with = + - or @ as a
formula (OWASP, "CSV Injection"), so `=HYPERLINK(...)` in a name could open a link or run a
command on the secretary's computer. The exports mark such text as text: the workbook stores
it as a string with Excel's "quote prefix" style; the CSV puts an apostrophe before it, the
spreadsheet convention for "this is text" (OWASP's advice for CSV files).
"""

from __future__ import annotations

from fractions import Fraction

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")  # OWASP CSV Injection: tab and CR as well

Number = int | float


def is_risky(text: str) -> bool:
    return text.startswith(FORMULA_STARTS)


def number(value: Fraction | int | None) -> Number | None:
    """Whole numbers as int, sit-out averages as float (exact to the 2 decimals shown)."""
    if value is None:
        return None
    value = Fraction(value)
    if value.denominator == 1:
        return value.numerator
    return float(value)


def csv_text(text: str) -> str:
    return "'" + text if is_risky(text) else text
