"""A game's history in the secretary's words (issue 28): a void Solo deal is "All pass", not
"contract None"; times on this computer's clock, not UTC; an undo undone is a redo."""

from __future__ import annotations

import time
from datetime import UTC, timedelta

import pytest

from whistclub.services import games, history
from whistclub.services.unit import undo
from whistclub.ui import i18n
from whistclub.ui.dates import day_text
from whistclub.ui.dialogs import HistoryDialog

PLAYERS = ["Ana", "Bea", "Cid", "Dan"]


@pytest.fixture
def new_york(monkeypatch):
    """This computer's clock on New York time (UTC-5 in December, no summer time)."""
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_the_history_of_a_solo_game_reads_in_words_and_local_time(
    qtbot, qtmodeltester, database, english, new_york
):
    header = {"profile": "solo_002", "players": PLAYERS, "dealer": "Dan"}
    game_id = games.start_game(database, header, title="Tuesday solo").created_id("game")
    games.record_deal(database, game_id, {"contract": None})
    solo = {"contract": "solo", "declarers": ["Ana"], "tricks": 5}
    recorded = games.record_deal(database, game_id, solo)
    undone = undo(database, recorded.audit_id)
    undo(database, undone.audit_id)

    dialog = HistoryDialog(None, database, game_id)
    qtbot.addWidget(dialog)
    model = dialog.model
    qtmodeltester.check(model)
    headers = [model.headerData(c, _horizontal()) for c in range(model.columnCount())]
    assert headers[:4] == ["No.", "When", "What", "Details"]
    rows = [
        [model.data(model.index(r, c)) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    assert [r[2] for r in rows] == [
        "game started",
        "deal recorded",
        "deal recorded",
        "undone",
        "redone",
    ]
    assert rows[1][3] == "deal 1: All pass"
    assert "None" not in " ".join(r[3] for r in rows)
    assert rows[2][3] == "deal 2: contract Solo; declarer Ana; tricks 5"

    entries = history.game_changes(database, game_id)
    stored = entries[0]["at"]  # UTC (naive from SQLite)
    on_the_wall = stored.replace(tzinfo=UTC).astimezone(UTC) - timedelta(hours=5)
    # the date as the window's language writes it, as in the games list (issue 28)
    assert rows[0][1] == f"{day_text(on_the_wall.date())} {on_the_wall:%H:%M:%S}"
    i18n.install_translator("es")
    try:
        spanish = HistoryDialog(None, database, game_id)
        qtbot.addWidget(spanish)
        when = spanish.model.data(spanish.model.index(0, 1))
    finally:
        i18n.install_translator("en")
    day = on_the_wall.date()
    assert when == f"{day.day}/{day.month}/{day.year} {on_the_wall:%H:%M:%S}"


def _horizontal():
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal
