"""JSON adapters of `whistclub-cli score`, one module per scoring family.

Each module `whistclub.cli.scoring.<family>` defines `score(data, preset) -> dict`, which reads
the documented input (already known to be an object with a valid profile) and returns the
documented output. Refusals are DomainError or CliError naming the deal and the field.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def adapter(family: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{family}")
