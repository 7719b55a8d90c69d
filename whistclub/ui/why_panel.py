"""The score pad's Why? panel under its deals, as tall as its lines need.

The deals are what the secretary reads first; the Why? lines explain the deal she selected.
The panel used to keep the room of eight lines whatever it held: at the window's first size
(1280x680) a Solo pad then showed two of its eight deals above a single line of Why?. Now the
panel takes the height of its lines, from three to eight (a whole rubber's explanation, its
last deal and the rubber's total, still shows at once on a 1366x768 screen), and the deals
take the rest. Once the secretary drags the handle between them, her split is kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QListWidget, QSplitter, QVBoxLayout, QWidget

# The panel's lines: at least this many in view (a deal says why in one to three), at most
# this many before the deals give up more of their room (a rubber's last deal: about eight).
LEAST_LINES = 3
MOST_LINES = 8
# The deals keep at least their header and this many rows in view.
LEAST_DEALS = 3


class WhyPanel(QWidget):
    """The title ("Why? (deal 3)") over the lines, each a bullet."""

    def __init__(self, title_font: QFont, lines_font: QFont, parent: QWidget) -> None:
        super().__init__(parent)
        self.title = QLabel(self.tr("Why?"), self)
        self.title.setFont(title_font)
        self.lines = QListWidget(self)
        self.lines.setObjectName("whyPanel")
        self.lines.setFont(lines_font)
        self.lines.setWordWrap(True)
        self.line_height = QFontMetrics(lines_font).height()
        self.lines.setMinimumHeight(self.line_height * LEAST_LINES + self._frame())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.lines, 1)

    def _frame(self) -> int:
        return 2 * self.lines.frameWidth() + 6

    def wanted_height(self) -> int:
        """The panel's height for its lines as wrapped at its width, LEAST_LINES to
        MOST_LINES of them."""
        shown = sum(self.lines.sizeHintForRow(i) for i in range(self.lines.count()))
        least = self.line_height * LEAST_LINES
        most = self.line_height * MOST_LINES
        title = self.title.sizeHint().height() + self.layout().spacing()
        return title + min(max(shown, least), most) + self._frame()


class DealsAndWhy(QSplitter):
    """The deals over the Why? panel: the panel at its wanted height and the deals the rest,
    as the lines change and the pad is resized, until the handle is dragged by hand."""

    def __init__(self, deals: QWidget, panel: WhyPanel, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.panel = panel
        self.by_hand = False
        self.addWidget(deals)
        self.addWidget(panel)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        rows = deals.fontMetrics().height() + 8  # a row of the deals, about
        deals.setMinimumHeight(rows * (LEAST_DEALS + 1))
        self.splitterMoved.connect(self._moved)  # by hand only: setSizes says nothing

    def _moved(self, _position: int, _index: int) -> None:
        self.by_hand = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # the splitter shares the new height out first
        self.fit()

    def fit(self) -> None:
        """The panel at its wanted height, the deals the rest (not once sized by hand)."""
        if self.by_hand:
            return
        total = sum(self.sizes())
        if total <= 0:
            return
        room = total - self.widget(0).minimumHeight()
        panel = max(min(self.panel.wanted_height(), room), self.panel.minimumSizeHint().height())
        if self.sizes()[1] != panel:
            self.setSizes([total - panel, panel])


def bullet_lines(lines: Sequence[str]) -> list[str]:
    """Each line of the Why? as the panel shows it."""
    return [f"• {line}" for line in lines]
