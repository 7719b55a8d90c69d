"""Running a drive evening through the window, at the keyboard where the secretary types."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import ENTER, type_keys
from whistclub.domain.drive.movements.model import Round
from whistclub.persistence.drive_mapper import document_from_rows
from whistclub.services import drives


class Keys:
    """Counts what the secretary typed into the entry grid: numbers and Enters."""

    def __init__(self) -> None:
        self.numbers = 0
        self.enters = 0

    def enter(self, qtbot: Any, tricks: int) -> None:
        # Key by key: the first digit opens the cell's editor, the next goes into it.
        type_keys(qtbot, *str(tricks), ENTER)
        QApplication.processEvents()  # the grid commits the figure from the event loop
        self.numbers += 1
        self.enters += 1


def drive_page(window: Any) -> Any:
    window.show_drives()
    window.activateWindow()
    return window.drive_page


def start_evening(qtbot: Any, page: Any, name: str, **settings: Any) -> None:
    """Fill the settings form, then type the evening's name and Enter."""
    tab = page.settings_tab
    page.tabs.setCurrentWidget(tab)
    tab.set_values(settings)
    page.window().activateWindow()
    page.new_name.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.new_name, timeout=2000)
    type_keys(qtbot, name, ENTER)
    assert page.loaded is not None and page.loaded.event["name"] == name


def register(qtbot: Any, page: Any, name: str, role: str | None = None, **extra: Any) -> None:
    """Type a name at the desk and Enter; the role chosen in the role box first."""
    desk = page.desk
    page.tabs.setCurrentWidget(desk)
    if role is not None:
        desk.role.setCurrentIndex(desk.role.findData(role))
    if "partner" in extra:
        desk.partner.setCurrentIndex(desk.partner.findData(extra["partner"]))
    if "shared" in extra:
        desk.shared.setText(extra["shared"])
    if "fixed" in extra:
        desk.fixed.setValue(extra["fixed"])
    desk.name.setFocus()
    type_keys(qtbot, name, ENTER)
    QApplication.processEvents()


def call_change(qtbot: Any, page: Any) -> int:
    """Seat everyone for the next change from the caller's screen; then the entry grid."""
    page.tabs.setCurrentWidget(page.caller)
    assert page.caller.call.isEnabled(), (
        page.status.text(),
        page.loaded.called,
        page.loaded.problem,
        page.caller.board.title.text(),
    )
    qtbot.mouseClick(page.caller.call, Qt.MouseButton.LeftButton)
    page.tabs.setCurrentWidget(page.entry)
    page.entry.focus_entry()
    return page.loaded.called


def tables_in_grid(page: Any) -> list[int]:
    model = page.entry.model
    return [model.entry_row(r).table for r in range(model.rowCount())]


def enter_change(qtbot: Any, page: Any, keys: Keys, tricks: dict[int, list[int]]) -> None:
    """Type each table's NS tricks, hand by hand, as the grid's cursor leads."""
    model = page.entry.model
    for hand in range(model.hands):
        for table in tables_in_grid(page):
            current = page.entry.view.currentIndex()
            assert model.entry_row(current.row()).table == table  # the cursor led here
            assert model.hand_of(current.column()) == hand
            keys.enter(qtbot, tricks[table][hand])


def stored_rounds(page: Any) -> list[Round]:
    loaded = page.loaded
    return [loaded.seating(c) for c in range(1, loaded.called + 1)]


def stored_document(page: Any) -> dict[str, Any]:
    return document_from_rows(drives.load_event(page.database, page.event_id))


def round_json(rnd: Round) -> dict[str, Any]:
    return {
        "seating": [{"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in rnd.tables],
        "sitting_out": list(rnd.sitting_out),
    }


def shown_standings(page: Any) -> list[tuple[int, int, float]]:
    """(rank, card, total) as the Standings screen shows them (everyone)."""
    page.tabs.setCurrentWidget(page.standings)
    rows = page.standings.model.rows()
    return [(r["rank"], r["card"], float(r["total"])) for r in rows]


def shown_prizes(page: Any) -> list[tuple[str, str]]:
    page.tabs.setCurrentWidget(page.prizes)
    return [(r["name"], r["winners"]) for r in page.prizes.model.rows()]


def hand_total(
    rounds: list[Round], typed: dict[int, dict[int, list[int]]], card: int, last: int
) -> tuple[Fraction, int]:
    """A player's total and hands played, added up hand by hand: their side's tricks when
    seated (East-West: 13 minus North-South), the room's average when sitting out (13 tricks
    shared by two partnerships: 6.5, the default sit-out rule)."""
    total, played = Fraction(0), 0
    for change, rnd in enumerate(rounds[:last], start=1):
        for hand, _ in enumerate(next(iter(typed[change].values()))):
            if card in rnd.sitting_out:
                total += Fraction(13, 2)
                continue
            for table in rnd.tables:
                ns = typed[change][table.table][hand]
                if card in table.ns:
                    total, played = total + ns, played + 1
                elif card in table.ew:
                    total, played = total + 13 - ns, played + 1
    return total, played


def answer_box(monkeypatch: Any, name: str, accept: bool = True) -> list[str]:
    """The message box named `name` (its objectName): its text recorded, then answered with
    its accepting button (or its rejecting one) without blocking; other boxes as they were."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    original = QMessageBox.exec

    def answer(box: QMessageBox) -> int:
        if box.objectName() != name:
            return original(box)
        asked.append(box.text())
        role = QMessageBox.ButtonRole.AcceptRole if accept else QMessageBox.ButtonRole.RejectRole
        (button,) = [b for b in box.buttons() if box.buttonRole(b) == role]
        button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


def answer_corrections(monkeypatch: Any, save: bool = True) -> list[str]:
    """The question a correction that turns a table's winner asks, answered with "Save the
    correction" (or "Go back")."""
    return answer_box(monkeypatch, "correctionQuestion", save)


def eight_players(qtbot: Any, page: Any, name: str, changes: int = 4, **settings: Any) -> None:
    """A progressive evening of two tables: four ladies and four gents registered."""
    settings = {"format": "progressive", "half_after": changes // 2, **settings}
    start_evening(qtbot, page, name, changes=changes, **settings)
    for number in range(1, 5):
        register(qtbot, page, f"Lady {number}", "lady")
        register(qtbot, page, f"Gent {number}", "gent")
