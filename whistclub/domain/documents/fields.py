"""Checks shared by every game document: a JSON object where one is expected, no unknown
field (so a misspelt "deal" never scores an empty game)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from whistclub.domain.errors import DomainError


def expect_object(value: Any, where: str, code: str = "bad_document") -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise DomainError(code, "expected a JSON object {{...}}", where=where)
    return value


def refuse_unknown(data: Mapping[str, Any], known: Collection[str], where: str) -> None:
    """Refuse the first field not in `known`, listing the fields there are."""
    for key in data:
        if key not in known:
            listed = sorted(known) if isinstance(known, set | frozenset) else list(known)
            raise DomainError(
                "unknown_field",
                "unknown field {field!r}; the fields are: {known}",
                where=where,
                field=key,
                known=", ".join(listed),
            )
