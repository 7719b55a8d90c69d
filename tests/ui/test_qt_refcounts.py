"""The Qt binding must not steal references from None, True or False.

PySide6 6.12.0 takes one reference from ``None`` on every call of a Qt method that returns
nothing. On Python 3.11, where ``None``, ``True`` and ``False`` are ordinary objects with a
reference count, the app then dies with ``Fatal Python error: none_dealloc`` (or
``bool_dealloc``) after some ten thousand entries in one run. pyproject.toml pins the binding
below 6.12 on those Pythons; this test fails if an upgrade brings the fault back. On Python
3.12 and newer the three are immortal: their count does not move, and the test still passes
for the right reason.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit

ROUNDS = 300  # ten Qt calls a round


def _calls_that_return_nothing(label: QLabel, edit: QLineEdit, box: QCheckBox) -> None:
    label.setText("x")
    edit.setFocus()
    box.setChecked(True)
    box.setEnabled(False)
    QCoreApplication.processEvents()


def _calls_that_return_bools(label: QLabel, edit: QLineEdit, box: QCheckBox) -> None:
    label.isVisible()
    edit.hasFocus()
    box.isChecked()
    box.isEnabled()
    edit.isReadOnly()


def test_qt_calls_leave_the_singletons_reference_counts_alone(qtbot) -> None:
    label, edit, box = QLabel(), QLineEdit(), QCheckBox()
    for widget in (label, edit, box):
        qtbot.addWidget(widget)
    singletons = {"None": None, "True": True, "False": False}
    _calls_that_return_nothing(label, edit, box)  # the first calls may cache things
    _calls_that_return_bools(label, edit, box)
    before = {name: sys.getrefcount(obj) for name, obj in singletons.items()}
    for _ in range(ROUNDS):
        _calls_that_return_nothing(label, edit, box)
        _calls_that_return_bools(label, edit, box)
    moved = {name: sys.getrefcount(obj) - before[name] for name, obj in singletons.items()}
    # A leak of one reference per call moves a count by thousands (and a few more rounds
    # would abort the test run itself); allow a little slack for references other code
    # takes or drops meanwhile.
    leaking = {name: change for name, change in moved.items() if abs(change) >= ROUNDS // 2}
    assert not leaking, (
        f"{ROUNDS * 10} Qt calls moved these reference counts: {leaking}. This Qt binding "
        "leaks references and will crash the app (see the pin in pyproject.toml)"
    )
