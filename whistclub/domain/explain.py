"""Explanations: the steps of a score, in words a secretary can read out.

Every engine returns its steps as plain English strings built from a code and data, so the
window can translate them and the command line can print them as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Step:
    """One line of an explanation: `text` is English; `code` and `data` allow translation."""

    code: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text


def step(code: str, template: str, **data: Any) -> Step:
    return Step(code=code, text=template.format(**data), data=data)
