"""PySide6's look at each imported module, read from the file's bytes (ui/pyside_imports.py):
the same answer as PySide6's own, for modules that name PySide6 and modules that do not."""

from __future__ import annotations

import sys

import PySide6.QtCore  # noqa: F401  (installs PySide6's import hook)

from whistclub.ui import pyside_imports


def _feature():
    return sys.modules["shibokensupport.feature"]


def test_the_lighter_look_answers_as_pyside_does_for_the_apps_modules():
    assert pyside_imports.lighten() is True
    lightened = _feature()._mod_uses_pyside
    assert lightened.lightened is True
    original = lightened.original
    import whistclub.persistence.rows
    import whistclub.ui.main_window  # noqa: F401

    modules = [
        module
        for name, module in list(sys.modules.items())
        if name.startswith(("whistclub.", "json", "sqlite3", "PySide6")) and module is not None
    ]
    answers = {module.__name__: lightened(module) for module in modules}
    assert answers == {module.__name__: original(module) for module in modules}
    # Both kinds are among them: the window names PySide6, the stored rows do not.
    assert answers["whistclub.ui.main_window"] is True
    assert answers["whistclub.persistence.rows"] is False


def test_a_module_imported_afterwards_is_filed_as_pyside_files_it(tmp_path, monkeypatch):
    pyside_imports.lighten()
    (tmp_path / "names_qt_module.py").write_text("import PySide6.QtCore\n", encoding="utf-8")
    (tmp_path / "plain_module.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    # An import statement, as the app's modules import (PySide6's hook is on __import__).
    exec("import names_qt_module, plain_module", {})
    filed = _feature().pyside_feature_dict
    assert filed["names_qt_module"] == 0  # uses PySide6: its features can be switched
    assert filed["plain_module"] == -1  # ignored when features are switched


def test_lightening_twice_keeps_one_wrapper():
    pyside_imports.lighten()
    first = _feature()._mod_uses_pyside
    assert pyside_imports.lighten() is True
    assert _feature()._mod_uses_pyside is first
