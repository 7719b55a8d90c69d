"""Typing at the keyboard like the secretary: every key goes to the widget that has focus."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QApplication, QDialog, QTableView

from whistclub.ui.newgame import NewGameDialog

TAB = Qt.Key.Key_Tab
ENTER = Qt.Key.Key_Return
DOWN = Qt.Key.Key_Down


def script_dialog(
    monkeypatch, cls: type[QDialog], fill: Callable[[Any], None], accept: bool = True
) -> list[Any]:
    """Make `cls.exec()` run `fill(dialog)` and then accept (or cancel) without blocking."""
    seen: list[Any] = []

    def fake_exec(self: Any) -> int:
        seen.append(self)
        fill(self)
        if not accept:
            self.reject()
        elif self.result() != QDialog.DialogCode.Accepted:
            accept_method = getattr(self, "try_accept", None) or self.accept
            accept_method()
        return int(self.result())

    monkeypatch.setattr(cls, "exec", fake_exec)
    return seen


def type_keys(qtbot: Any, *keys: str | Qt.Key) -> None:
    """Text is typed into the focused widget; a Qt.Key is pressed there (Tab moves on)."""
    for key in keys:
        focus = QApplication.focusWidget()
        assert focus is not None, "no widget has the keyboard focus"
        if isinstance(key, str):
            qtbot.keyClicks(focus, key)
        else:
            qtbot.keyClick(focus, key)


def start_game(
    window: Any,
    monkeypatch: Any,
    family: str,
    preset: str,
    seats: list[str],
    dealer_index: int = 0,
) -> Any:
    """Start a game through New club game… (the dialog scripted) and return its score pad."""

    def fill(dialog: NewGameDialog) -> None:
        dialog.family.setCurrentIndex(dialog.family.findData(family))
        dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
        for box, name in zip(dialog.seat_boxes, seats, strict=True):
            box.setCurrentIndex(box.findText(name))
        dialog.dealer.setCurrentIndex(dealer_index)

    script_dialog(monkeypatch, NewGameDialog, fill)
    window.actions_by_name["new_game"].trigger()
    pad = window.games_page.pad
    assert pad is not None, "no game was opened"
    window.activateWindow()
    pad.focus_entry()
    return pad


def sorting_view(qtbot: Any, columns: list[Any]) -> tuple[QTableView, Any]:
    """A sorting table view over a RowsModel of `columns`, as the pages build theirs (the
    model kept referenced while Qt uses it)."""
    from whistclub.ui.models import RowsModel

    model = RowsModel(columns)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.setSortingEnabled(True)
    view._keep = model  # type: ignore[attr-defined]  # Qt holds it while shown
    return view, model


def deliver_again() -> None:
    """Qt delivering timers and queued calls again after app.main(): its event loop ends with
    a quit that can land once the loop is over, and then every later QEventLoop.exec()
    returns at once (qtbot.wait among them), so no timer fires until the next
    QCoreApplication.exec(), which clears it: one short exec(). (QCoreApplication's own, not
    QApplication.exec, which a test may have patched.)"""
    app = QCoreApplication.instance()
    if app is None:
        return
    QMetaObject.invokeMethod(app, "quit", Qt.ConnectionType.QueuedConnection)
    QCoreApplication.exec()


def watch_at_work(monkeypatch, owner: Any, name: str, window: Any) -> list[tuple[Any, str]]:
    """Replace `owner.name` with itself noting, each time it is called, the override cursor's
    shape (None: none) and the window's status-bar message (ui/busy.py)."""
    from PySide6.QtGui import QGuiApplication

    seen: list[tuple[Any, str]] = []
    real = getattr(owner, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        cursor = QGuiApplication.overrideCursor()
        seen.append((cursor.shape() if cursor else None, window.statusBar().currentMessage()))
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, watched)
    return seen
