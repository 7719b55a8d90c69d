"""The club's currency: one club setting (no schema change), pounds until a club chooses."""

from __future__ import annotations

import pytest

from whistclub.services import ConflictError, ServiceError, undo
from whistclub.services.settings import (
    CURRENCY_KEY,
    club_currency,
    load_settings,
    set_club_currency,
)


def test_pounds_until_the_club_chooses_then_its_choice_for_every_laptop(database):
    assert club_currency(database) == ("GBP", None)
    changes = set_club_currency(database, " eur ", None)
    assert club_currency(database)[0] == "EUR"
    assert load_settings(database)[CURRENCY_KEY]["value"] == "EUR"
    undo(database, changes.audit_id)
    assert club_currency(database)[0] == "GBP"


def test_a_currency_is_three_letters_and_another_laptop_is_not_overwritten(database):
    with pytest.raises(ServiceError) as refused:
        set_club_currency(database, "euro", None)
    assert "three letters, e.g. GBP for pounds or EUR for euros" in str(refused.value)
    set_club_currency(database, "EUR", None)
    with pytest.raises(ConflictError):
        set_club_currency(database, "USD", None)  # read before the other laptop set EUR
    assert club_currency(database)[0] == "EUR"
