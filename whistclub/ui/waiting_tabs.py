"""Tabs whose widget is built when first wanted (issue 24: a page switch <= 2x bare): the
window's pages (ui/main_window.py) and the Whist drives page's screens (ui/drive/page.py)
each start as an empty waiting widget, replaced by the real one in the same place."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget


def waiting_tab(tabs: QTabWidget, name: str, title: str) -> None:
    """An empty tab named `{name}Waiting` at the end of `tabs`, holding the place of `name`."""
    waiting = QWidget(tabs)
    waiting.setObjectName(f"{name}Waiting")
    tabs.addTab(waiting, title)


def put_in_place(tabs: QTabWidget, index: int, built: QWidget) -> None:
    """`built` in place of the waiting widget at `index`, under the same title; the same tab
    stays current and no signal says otherwise: nothing was switched."""
    current = tabs.currentIndex()
    waiting = tabs.widget(index)
    title = tabs.tabText(index)
    tabs.blockSignals(True)
    try:
        tabs.removeTab(index)
        tabs.insertTab(index, built, title)
        tabs.setCurrentIndex(current)
    finally:
        tabs.blockSignals(False)
    waiting.deleteLater()
