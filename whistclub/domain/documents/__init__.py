"""Games as documents: the JSON shapes of `whistclub-cli score`, in and out.

A document is the recorded facts of one game (profile, switch overrides, start score, deals);
`score_document` scores it with the engine of the profile's family. The command line prints
the result; the database stores the same facts and recomputes scores through this function,
so a score is never typed twice. Each module `whistclub.domain.documents.<family>` defines
`score(data, preset) -> dict` and `rules_of(data, preset)` (the rules it plays); refusals are
DomainError naming the deal and the field.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import Preset, get_preset


def score_document(data: Mapping[str, Any]) -> dict[str, Any]:
    """The scored result of one game document, in the documented output shape."""
    if not isinstance(data, Mapping):
        raise DomainError("bad_document", "expected a JSON object {{...}}", where="input")
    profile = data.get("profile")
    if not isinstance(profile, str):
        raise DomainError(
            "missing_profile",
            'give the profile name, e.g. "english_short_001"',
            where="input, field profile",
        )
    preset = get_preset(profile)
    module = importlib.import_module(f"{__name__}.{preset.family}")
    result: dict[str, Any] = module.score(data, preset)
    return result


def document_rules(data: Mapping[str, Any], preset: Preset) -> Any:
    """The rules a document plays, read as its family's score reads them (Solo's partial
    "units" table keeps the other contracts), so the score pad offers what the engine scores."""
    module = importlib.import_module(f"{__name__}.{preset.family}")
    return module.rules_of(data, preset)
