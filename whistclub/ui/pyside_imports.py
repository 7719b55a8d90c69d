"""A lighter look at each module Python imports once PySide6 is loaded (issue 24, start-up).

Importing PySide6 replaces Python's `__import__` with one that, after every import, asks
whether the new module uses PySide6 (for its opt-in `from __feature__ import snake_case`):
`shibokensupport.feature._mod_uses_pyside` reads the module's whole source through
`inspect.getsource` and looks for "PySide6" in it (PYSIDE-2029; napari/napari#8584 measured
the same cost). The window imports the database layer's 316 modules after its first paint,
so that look cost about 60 ms of the wait before the window takes input (bench/bench_window.py).

`lighten()` puts in its place the same question asked of the module file's bytes: the same
answer for every source file (the word is ASCII), in a tenth of the time. A module without a
source file of its own is asked the original way. If a later PySide6 no longer has the
function, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_FEATURE_MODULE = "shibokensupport.feature"


def uses_pyside_by_bytes(module: ModuleType, asked_before: Callable[[ModuleType], bool]) -> bool:
    """Whether `module`'s source file names PySide6, read as bytes; `asked_before` (PySide6's
    own look) for a module without a source file."""
    file = getattr(module, "__file__", None)
    if not isinstance(file, str) or not file.endswith(".py"):
        return asked_before(module)
    try:
        with open(file, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return asked_before(module)


def lighten() -> bool:
    """Make PySide6's look at each imported module read its file's bytes; True once done."""
    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None:
        return False
    if getattr(original, "lightened", False):
        return True

    def _mod_uses_pyside(module: ModuleType) -> bool:
        return uses_pyside_by_bytes(module, original)

    _mod_uses_pyside.lightened = True  # type: ignore[attr-defined]
    _mod_uses_pyside.original = original  # type: ignore[attr-defined]
    feature._mod_uses_pyside = _mod_uses_pyside  # type: ignore[union-attr]
    return True
