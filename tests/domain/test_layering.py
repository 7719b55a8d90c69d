"""The domain is pure: importing it loads no UI, database or renderer library.

Modelled on qutebrowser's scripts/dev/misc_checks.py::check_pyqt_imports, but checked at run
time in a fresh interpreter, so an indirect import is caught too.
"""

import json
import pkgutil
import subprocess
import sys

import whistclub.domain

FORBIDDEN = ("PySide6", "sqlmodel", "sqlalchemy", "reportlab", "openpyxl", "alembic")


def test_domain_imports_standard_library_only():
    modules = [
        info.name for info in pkgutil.walk_packages(whistclub.domain.__path__, "whistclub.domain.")
    ]
    assert "whistclub.domain.variants.partnership" in modules
    program = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(json.dumps(sorted(m.split('.')[0] for m in sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", program], check=True, capture_output=True, text=True
    ).stdout
    loaded = set(json.loads(out))
    assert not loaded & set(FORBIDDEN), f"whistclub.domain loaded {loaded & set(FORBIDDEN)}"
