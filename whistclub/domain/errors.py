"""The one error type of the domain.

A DomainError carries a stable `code` and the `data` that explains it, so the window can
show it in the user's language; `str(error)` is the English sentence the command line prints.
"""

from __future__ import annotations

from typing import Any


class DomainError(ValueError):
    """Input the rules forbid: the code says which rule, the data says where and what.

    `template` is an English sentence with `{name}` fields filled from `data`; `where`
    (e.g. "deal 3, field tricks") is prefixed when given, so every message names the place.
    """

    def __init__(self, code: str, template: str, *, where: str = "", **data: Any) -> None:
        self.code = code
        self.template = template
        self.where = where
        self.data = data
        super().__init__(self.english())

    def english(self) -> str:
        text = self.template.format(**self.data)
        return f"{self.where}: {text}" if self.where else text

    def located(self, where: str) -> DomainError:
        """The same error, placed (e.g. in "deal 2"); an inner place is kept after it."""
        place = f"{where}, {self.where}" if self.where else where
        return DomainError(self.code, self.template, where=place, **self.data)
