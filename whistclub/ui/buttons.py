"""The OK and Cancel buttons a dialog ends with: OK calls `on_ok` (the dialog's accept, or a
check that accepts only what it can save), Cancel rejects."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox


def ok_cancel(dialog: QDialog, on_ok: Callable[[], object] | None = None) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(on_ok or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
