"""The window at work: the wait cursor and a line in its status bar while something takes a
few seconds (the results website of a club of many seasons, a backup of a big club)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget


@contextmanager
def busy(widget: QWidget, message: str) -> Iterator[None]:
    """The wait cursor, and `message` in the status bar of `widget`'s window, while the work
    runs, painted before it starts; both gone after, whatever happens."""
    window = widget.window()
    bar = window.statusBar() if isinstance(window, QMainWindow) else None
    if bar is not None:
        bar.showMessage(message)
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    # the message painted now; a click or a key meanwhile waits for the work
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    try:
        yield
    finally:
        QGuiApplication.restoreOverrideCursor()
        if bar is not None:
            bar.clearMessage()
