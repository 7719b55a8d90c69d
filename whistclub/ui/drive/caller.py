"""The caller's seating screen: who goes where for the change being called, in type large
enough to read across a hall (issue 6 item 3). Shown in its tab and, with "Full screen", on
a window of its own (a second screen or a projector)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from whistclub.domain.drive.movements.model import DUMMY, Round
from whistclub.domain.drive.movements.progressive import STAY, LevelTable, TieRule
from whistclub.services.evenings import LoadedEvening
from whistclub.services.level_tables import cuts_to_record, record_cut
from whistclub.ui.drive import texts
from whistclub.ui.errors import evening_problem_text


def caller_seating(loaded: LoadedEvening | None) -> tuple[int, Round | None, bool]:
    """(change, seating, called): the change in play if it is still being played, else the
    next one to call (its seating worked out, not yet recorded)."""
    if loaded is None or loaded.evening is None:
        return 0, None, False
    if loaded.called and not loaded.complete(loaded.called):
        return loaded.called, loaded.seating(loaded.called), True
    if loaded.next_seating is not None:
        return loaded.called + 1, loaded.next_seating, False
    return loaded.called, loaded.seating(loaded.called), True


class SeatingBoard(QWidget):
    """Table cards in a grid: the table number, then North & South against East & West."""

    def __init__(self, point_size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.point_size = point_size
        self.title = QLabel(self)
        self.title.setObjectName("callerTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.ties = QLabel(self)
        self.ties.setObjectName("callerTies")
        self.ties.setWordWrap(True)
        self.ties.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.out = QLabel(self)
        self.out.setObjectName("callerSittingOut")
        self.out.setWordWrap(True)
        self.out.setTextFormat(Qt.TextFormat.RichText)
        self.out.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(point_size)
        self.grid.setVerticalSpacing(point_size // 2)
        self.cells: list[QLabel] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.ties)
        layout.addLayout(self.grid)
        layout.addWidget(self.out)
        layout.addStretch(1)
        self._fonts()

    def _fonts(self) -> None:
        title = QFont(self.font())
        title.setPointSize(int(self.point_size * 1.3))
        title.setBold(True)
        self.title.setFont(title)
        body = QFont(self.font())
        body.setPointSize(self.point_size)
        self.out.setFont(body)
        self.ties.setFont(body)
        self.body = body

    def show_seating(self, loaded: LoadedEvening | None, columns: int = 2) -> None:
        for cell in self.cells:
            self.grid.removeWidget(cell)
            cell.deleteLater()
        self.cells = []
        change, seating, called = caller_seating(loaded)
        self.ties.setText("\n".join(tie_lines(loaded, change)))
        if loaded is None or seating is None:
            self.title.setText(self.tr("Nothing to call yet"))
            self.out.setText(
                html.escape(evening_problem_text(loaded)) if loaded is not None else ""
            )
            return
        total = loaded.settings.changes
        if called:
            text = self.tr("Change {change} of {total}: playing")
        else:
            text = self.tr("Change {change} of {total}: take your seats")
        hands = loaded.settings.hands_per_change
        first = (change - 1) * hands + 1
        trumps = " ".join(
            texts.trump_name(loaded.settings.trump_for(first + h)) for h in range(hands)
        )
        self.title.setText(
            text.format(change=change, total=total)
            + "\n"
            + self.tr("Trumps: {trumps}").format(trumps=trumps)
        )
        names = {e["number"]: e["name"] for e in loaded.entrants}

        def who(card: int) -> str:
            if card == DUMMY:
                return html.escape(self.tr("(dummy)"))
            return html.escape(f"{card} {names.get(card, '')}")  # names are data, not markup

        columns = max(1, min(columns, len(seating.tables)))
        for column in range(3):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        for position, table in enumerate(seating.tables):
            cell = QLabel(self)
            cell.setObjectName("callerTable")
            cell.setFont(self.body)
            cell.setWordWrap(True)
            cell.setTextFormat(Qt.TextFormat.RichText)
            # Wrapped, never wider than its column: nothing is cut off at the edge of the hall.
            cell.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            number = self.tr("Table {table}").format(table=table.table)
            seats = self.tr("N {n} · S {s}<br>E {e} · W {w}").format(
                n=who(table.ns[0]), s=who(table.ns[1]), e=who(table.ew[0]), w=who(table.ew[1])
            )
            cell.setText(
                f"<b style='font-size:{int(self.point_size * 1.25)}pt'>{number}</b><br>{seats}"
            )
            cell.setStyleSheet("border: 2px solid #444; padding: 6px; background: #ffffff;")
            self.grid.addWidget(cell, position // columns, position % columns)
            cell.show()  # at once, not when the event loop next runs (the caller is waiting)
            self.cells.append(cell)
        if seating.sitting_out:
            self.out.setText(
                self.tr("Sitting out: {names}").format(
                    names=", ".join(who(c) for c in seating.sitting_out)
                )
            )
        else:
            self.out.setText("")


def tie_lines(loaded: LoadedEvening | None, shown: int) -> list[str]:
    """Why the level tables of the change before `shown` moved as they did, and the cuts of
    the change just played still to record (issue 21 item 7: "the caller's board says why")."""
    if loaded is None or loaded.evening is None:
        return []
    lines = [tie_words(t) for t in loaded.evening.level_tables if t.change == shown - 1 and t.moves]
    lines += [tie_words(t) for t in cuts_to_record(loaded)]
    return lines


def tie_words(tie: LevelTable) -> str:
    """One level table in the caller's words, e.g. "Table 3 was level at change 5 (6–6):
    North-South move (the club's rule)"."""
    head = QCoreApplication.translate(
        "Caller", "Table {table} was level at change {change} ({ns}–{ew})"
    ).format(table=tie.table, change=tie.change, ns=tie.ns, ew=tie.ew)
    if tie.moves is None:
        rule = QCoreApplication.translate("Caller", "cut the cards, then record who moves")
    elif tie.moves == STAY:
        rule = QCoreApplication.translate("Caller", "both partnerships stay (the club's rule)")
    elif tie.rule is TieRule.COUNT_BACK:
        rule = QCoreApplication.translate(
            "Caller", "{side} move (the count-back: the last hand that was not level)"
        ).format(side=side_words(tie.moves))
    elif tie.rule is TieRule.CUT:
        rule = QCoreApplication.translate("Caller", "the table cut the cards; {side} move").format(
            side=side_words(tie.moves)
        )
    else:
        rule = QCoreApplication.translate("Caller", "{side} move (the club's rule)").format(
            side=side_words(tie.moves)
        )
    return f"{head}: {rule}"


def side_words(side: str) -> str:
    if side == "ns":
        return QCoreApplication.translate("Caller", "North-South")
    return QCoreApplication.translate("Caller", "East-West")


class CutPanel(QWidget):
    """For each level table that cut the cards, who moves: two buttons; until one is pressed
    the next change cannot be called (issue 21 item 7)."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.setObjectName("cutPanel")
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.widgets: list[QWidget] = []
        self.buttons: dict[tuple[int, str], QPushButton] = {}

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        for widget in self.widgets:
            self.rows.removeWidget(widget)
            widget.deleteLater()
        self.widgets, self.buttons = [], {}
        for tie in cuts_to_record(loaded):
            row = QWidget(self)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            label = QLabel(tie_words(tie), row)
            label.setStyleSheet("color: #b71c1c; font-weight: bold;")
            line.addWidget(label, 1)
            for side in ("ns", "ew"):
                button = QPushButton(self.tr("{side} move").format(side=side_words(side)), row)
                button.setObjectName(f"cut_{tie.table}_{side}")
                button.clicked.connect(
                    lambda _=False, t=tie, s=side: self.record(t.change, t.table, s)
                )
                line.addWidget(button)
                self.buttons[(tie.table, side)] = button
            self.rows.addWidget(row)
            self.widgets.append(row)
        self.setVisible(bool(self.widgets))

    def record(self, change: int, table: int, side: str) -> None:
        event_id = self.page.event_id
        self.page.run(
            self.tr("table {table}: {side} move").format(table=table, side=side_words(side)),
            lambda: record_cut(self.page.database, event_id, change, table, side),
        )
        # The button pressed is gone with the cut: the keys go to the next cut still to
        # record, else to the call button (Enter or Ctrl+Enter calls the change).
        following = next(iter(self.buttons.values()), None)
        (following or self.page.caller.call).setFocus()


class CallerTab(QWidget):
    """The board in the page, with the call button and the full-screen window."""

    def __init__(self, page: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.board = SeatingBoard(20, self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.board)
        self.call = QPushButton(self.tr("Call this change (seat everyone)"), self)
        self.call.setObjectName("callChange")
        self.call.clicked.connect(self.call_change)
        self.cuts = CutPanel(page, self)
        self.full = QPushButton(self.tr("Full screen for the hall"), self)
        self.full.clicked.connect(self.show_full_screen)
        self.window_: HallScreen | None = None
        buttons = QHBoxLayout()
        buttons.addWidget(self.call)
        buttons.addWidget(self.full)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.cuts)
        layout.addWidget(scroll, 1)

    def show_evening(self, loaded: LoadedEvening | None) -> None:
        self.board.show_seating(loaded)
        self.cuts.show_evening(loaded)
        _, seating, called = caller_seating(loaded)
        # Enabled while a cut is waiting too: pressed, it says which table to record first.
        self.call.setEnabled((seating is not None and not called) or bool(cuts_to_record(loaded)))
        if self.window_ is not None:
            self.window_.board.show_seating(loaded, self.window_.columns)

    def call_change(self) -> None:
        """Call the next change, unless a level table's cut is still to record."""
        waiting = cuts_to_record(self.page.loaded)
        if waiting:
            tie = waiting[0]
            self.page.show_problem(
                self.tr(
                    "Table {table} is level at change {change}: the table cuts the cards;"
                    " record who moves (the buttons above) before change {next} is called."
                ).format(table=tie.table, change=tie.change, next=tie.change + 1)
            )
            return
        self.page.call_next_change()

    def show_full_screen(self) -> None:
        self.window_ = HallScreen()
        self.window_.board.show_seating(self.page.loaded, self.window_.columns)
        self.window_.showFullScreen()


class HallScreen(QWidget):
    """The seating, full screen, in very large type; Escape closes it."""

    def __init__(self) -> None:
        super().__init__(None)
        self.setWindowTitle(self.tr("Seating for the hall"))
        self.setObjectName("hallScreen")
        self.setStyleSheet("background: #fffdf5;")
        self.columns = 3
        self.board = SeatingBoard(34, self)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.board)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
