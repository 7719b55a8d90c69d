"""The club's language on paper: one club setting beside the currency (no schema change),
English until a club chooses, so every laptop of the club prints alike."""

from __future__ import annotations

import pytest

from whistclub.services import ConflictError, ServiceError, undo
from whistclub.services.settings import (
    LANGUAGE_KEY,
    club_language,
    load_settings,
    set_club_language,
)


def test_english_until_the_club_chooses_then_its_choice_for_every_laptop(database):
    assert club_language(database) == ("en", None)
    changes = set_club_language(database, " ES ", None)
    assert club_language(database)[0] == "es"
    assert load_settings(database)[LANGUAGE_KEY]["value"] == "es"
    undo(database, changes.audit_id)
    assert club_language(database)[0] == "en"


def test_only_a_language_the_paper_comes_in_and_another_laptop_is_not_overwritten(database):
    with pytest.raises(ServiceError) as refused:
        set_club_language(database, "fr", None)
    assert "choose en or es" in str(refused.value)
    set_club_language(database, "es", None)
    with pytest.raises(ConflictError):
        set_club_language(database, "en", None)  # read before the other laptop set es
    assert club_language(database)[0] == "es"
