"""A table whose columns fit the width it is given: the columns of figures keep the width their
contents need, and the columns of words marked `may_shorten` (models.Column) share what is
left, each as wide as its words where there is room, the widest cut short (elided, the whole
text in the tooltip) where there is not. Issue 21, "The score pads fit": on a 1366x768 screen
the revoke column pushed the score off screen and a Solo table's balances were cut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHeaderView, QTableView

from whistclub.ui.models import RowsModel

# The narrowest a column of words is made: a few letters and the ellipsis.
NARROWEST = 60


class ColumnFitter(QObject):
    """Keeps `view`'s columns fitted to its viewport as rows come and the window is resized."""

    def __init__(self, view: QTableView, model: RowsModel) -> None:
        super().__init__(view)
        self.view = view
        self.model = model
        # Every width is set here (Qt's own ResizeToContents would widen the words again).
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(self.fit)
        view.viewport().installEventFilter(self)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self, *_args: object) -> None:
        header = self.view.horizontalHeader()
        wants = {
            c: max(self.view.sizeHintForColumn(c), header.sectionSizeHint(c))
            for c in range(self.model.columnCount())
        }
        words = {c: w for c, w in wants.items() if self.model.column(c).may_shorten}
        room = self.view.viewport().width() - sum(w for c, w in wants.items() if c not in words)
        wants.update(shares(words, room))
        for column, width in wants.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)


def shares(wants: dict[int, int], room: int) -> dict[int, int]:
    """Each column its wanted width if all fit in `room`; otherwise the narrow ones keep theirs
    and the rest share what is left equally (never below NARROWEST)."""
    given: dict[int, int] = {}
    waiting = dict(wants)
    while waiting:
        fair = max(room, 0) // len(waiting)
        narrow = {c: w for c, w in waiting.items() if w <= fair}
        if not narrow:
            given.update({c: max(fair, NARROWEST) for c in waiting})
            break
        for column, width in narrow.items():
            given[column] = width
            room -= width
            del waiting[column]
    return given
