"""The registry of named rule presets, for every scoring family.

A preset is a frozen rules value of its family plus the words a club needs to choose it: a
title, a one-paragraph summary and the source it follows (rules-reference.md). Each family
module lists its presets in `PRESETS`; this module gathers them, applies switch overrides
given by name (from JSON or TOML), and loads a club's own presets from TOML.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from whistclub.domain.errors import DomainError

# One module per scoring family; each defines PRESETS: tuple[Preset, ...].
FAMILY_MODULES: tuple[str, ...] = (
    "whistclub.domain.variants.partnership",
    "whistclub.domain.variants.solo",
    "whistclub.domain.variants.bid_whist",
)


@dataclass(frozen=True, slots=True)
class Preset:
    """A named set of rules: `rules` is the family's frozen rules dataclass."""

    id: str
    family: str
    rules: Any
    title: str
    summary: str
    source: str


def all_presets() -> dict[str, Preset]:
    """Every preset of every family, by id, in the order the families list them."""
    found: dict[str, Preset] = {}
    for name in FAMILY_MODULES:
        module = importlib.import_module(name)
        for preset in module.PRESETS:
            found[preset.id] = preset
    return found


def get_preset(profile_id: str) -> Preset:
    presets = all_presets()
    if profile_id not in presets:
        raise DomainError(
            "unknown_profile",
            "unknown profile {profile!r}; the profiles are: {known}",
            profile=profile_id,
            known=", ".join(presets),
        )
    return presets[profile_id]


def with_overrides(rules: Any, overrides: Mapping[str, Any]) -> Any:
    """The rules with the named switches replaced, each value checked against its field type.

    Unknown switch names and values of the wrong kind are refused with a DomainError naming
    the switch, so a typing slip in a club's settings never silently falls back to a default.
    """
    if not overrides:
        return rules
    hints = _field_types(type(rules))
    names = [f.name for f in dataclasses.fields(rules)]
    changes: dict[str, Any] = {}
    for key, raw in overrides.items():
        if key not in names:
            raise DomainError(
                "unknown_switch",
                "unknown switch {switch!r}; the switches of this profile are: {known}",
                where="rules",
                switch=key,
                known=", ".join(names),
            )
        changes[key] = _coerce(key, raw, hints[key])
    changed = dataclasses.replace(rules, **changes)
    check = getattr(changed, "check", None)
    if callable(check):
        check()
    return changed


def _field_types(rules_type: type) -> dict[str, Any]:
    """The rules class's field types, worked out once per class: get_type_hints evaluates
    every annotation's text again at each call (0.3 ms), and a club export scores every game
    stored, each with its header's overrides."""
    if rules_type not in _FIELD_TYPES:
        _FIELD_TYPES[rules_type] = typing.get_type_hints(rules_type)
    return _FIELD_TYPES[rules_type]


_FIELD_TYPES: dict[type, dict[str, Any]] = {}


def _coerce(key: str, raw: Any, hint: Any) -> Any:
    """Turn a JSON/TOML value into the field's type, or say what was expected."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if raw is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _coerce(key, raw, inner[0])
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        values = [m.value for m in hint]
        if raw not in values:
            raise _bad_switch(key, raw, "one of " + ", ".join(map(str, values)))
        return hint(raw)
    if hint is bool:
        if not isinstance(raw, bool):
            raise _bad_switch(key, raw, "true or false")
        return raw
    if hint is int:
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise _bad_switch(key, raw, "a whole number")
        return raw
    if hint is float:
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            raise _bad_switch(key, raw, "a number")
        return float(raw)
    if hint is str:
        if not isinstance(raw, str):
            raise _bad_switch(key, raw, "text")
        return raw
    if origin in (tuple, frozenset) and args:
        if not isinstance(raw, list | tuple):
            raise _bad_switch(key, raw, "a list")
        item = args[0]
        items = tuple(_coerce(key, value, item) for value in raw)
        return frozenset(items) if origin is frozenset else items
    if origin in (Mapping, dict, typing.Mapping) or (
        origin is not None and issubclass(origin, Mapping)
    ):
        if not isinstance(raw, Mapping):
            raise _bad_switch(key, raw, "a table of names and values")
        key_hint, value_hint = args
        return types.MappingProxyType(
            {_coerce(key, k, key_hint): _coerce(key, v, value_hint) for k, v in raw.items()}
        )
    raise _bad_switch(key, raw, f"a value of type {hint}")


def _bad_switch(key: str, raw: Any, expected: str) -> DomainError:
    return DomainError(
        "bad_switch_value",
        "switch {switch!r} cannot be {value!r}: expected {expected}",
        where="rules",
        switch=key,
        value=raw,
        expected=expected,
    )


def load_presets_toml(text: str) -> tuple[Preset, ...]:
    """A club's own presets, each a base preset plus switches:

    [presets.our_short]
    base = "english_short_001"
    title = "Our short whist"
    summary = "Short whist to 5, slam bonus 2."
    slam_bonus = 2
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DomainError(
            "bad_toml", "the presets file is not valid TOML: {error}", error=error
        ) from None
    made = []
    for preset_id, table in data.get("presets", {}).items():
        table = dict(table)
        base = get_preset(str(table.pop("base", "")))
        title = str(table.pop("title", preset_id))
        summary = str(table.pop("summary", base.summary))
        try:
            rules = with_overrides(base.rules, table)
        except DomainError as error:
            raise error.located(f"preset {preset_id}") from None
        made.append(
            Preset(preset_id, base.family, rules, title, summary, f"club preset on {base.id}")
        )
    return tuple(made)
