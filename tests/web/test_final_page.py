"""After the last change each player sees the standings and their own card on the table's
phone, in headless Chromium (issue 25), and reads nothing else: no membership numbers, notes
or other evenings."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest

from tests.web.conftest import api, call
from whistclub.domain.drive.prizes import format_score
from whistclub.persistence import Database
from whistclub.services import club as club_service
from whistclub.services import evenings
from whistclub.web.server import TablesServer

WAIT = 15_000  # ms
CHANGES = 3
SECRET_NUMBER, SECRET_NOTE = "M-70419", "owes subs since March"


def _tricks(change: int, table: int) -> int:
    return (change * 5 + table * 3) % 14


@pytest.fixture
def last_change(club: Database) -> Iterator[tuple[TablesServer, int]]:
    """Tonight's evening (12 club members, 3 changes) with every result in but table 3's at
    the last change; another evening of the club's beside it; the page served."""
    other = evenings.new_evening(
        club,
        "Last week",
        {"format": "progressive", "changes": 2, "hands_per_change": 1},
        held_on=date(2026, 11, 20),
    ).created_id("drive_event")
    evenings.register_entrant(club, other, "Somebody Else", role="lady")
    changes = evenings.new_evening(
        club,
        "Friday drive",
        {"format": "progressive", "changes": CHANGES, "hands_per_change": 1},
        held_on=date(2026, 11, 27),
    )
    event_id = changes.created_id("drive_event")
    for card in range(1, 13):
        player = club_service.register_player(
            club,
            f"Member {card}",
            membership_number=f"{SECRET_NUMBER}{card}",
            notes=SECRET_NOTE,
        ).created_id("player")
        evenings.register_entrant(
            club,
            event_id,
            f"Member {card}",
            role="lady" if card % 2 else "gent",
            player_id=player,
        )
    for change in range(1, CHANGES + 1):
        evenings.call_next_change(club, event_id, expected=change)
        for table in (1, 2, 3):
            if (change, table) != (CHANGES, 3):
                evenings.enter_result(club, event_id, change, table, [_tricks(change, table)])
    server = TablesServer(club, event_id, host="127.0.0.1", port=0).start()
    assert server.wait_started()
    try:
        yield server, event_id
    finally:
        server.stop()


def _rows(tab: Any, testid: str) -> list[list[str]]:
    rows = tab.get_by_test_id(testid).locator("tr").all()
    return [[cell.inner_text().strip() for cell in row.locator("td").all()] for row in rows[1:]]


def test_the_last_result_in_shows_the_standings_and_each_players_card(
    last_change: tuple[TablesServer, int], phone: Any, club: Database
) -> None:
    server, event_id = last_change
    tab = phone.new_page()
    tab.goto(server.link(3))
    tab.get_by_text(f"Table 3 · change {CHANGES} of {CHANGES}").wait_for(timeout=WAIT)
    assert tab.get_by_test_id("standings").count() == 0  # not before the last result
    tricks = _tricks(CHANGES, 3)
    tab.get_by_test_id(f"hand-1-{tricks}").click(timeout=WAIT)
    tab.get_by_test_id("send").click(timeout=WAIT)
    tab.get_by_test_id("agree").click(timeout=WAIT)
    tab.get_by_text("The evening is over").wait_for(timeout=WAIT)
    tab.get_by_test_id("standings").wait_for(timeout=WAIT)

    worked = evenings.load_evening(club, event_id)
    assert worked.over and worked.evening is not None
    expected = [
        [str(s.rank), str(s.card), s.name, format_score(s.total)] for s in worked.evening.standings
    ]
    assert _rows(tab, "standings") == expected

    # The four who sat at table 3 at the last change: a button each, their own card.
    last = worked.seating(CHANGES)
    assert last is not None
    [seated] = [t for t in last.tables if t.table == 3]
    standing = {s.card: s for s in worked.evening.standings}
    for card in seated.players:
        button = tab.get_by_test_id(f"card-{card}")
        assert button.inner_text() == f"Member {card}"
        button.click(timeout=WAIT)
        shown = tab.get_by_test_id("player-card")
        shown.wait_for(timeout=WAIT)
        assert f"Member {card} (card {card})" in shown.inner_text()
        lines = [
            [c.inner_text().strip() for c in r.locator("td").all()]
            for r in shown.locator("tr").all()[1:]
        ]
        assert [line[0] for line in lines] == [str(c) for c in range(1, CHANGES + 1)]
        assert lines[-1][-1] == format_score(standing[card].total)  # adds up to the total
        for change, line in zip(range(1, CHANGES + 1), lines, strict=True):
            seating = worked.seating(change)
            assert seating is not None
            [place] = [t for t in seating.tables if card in t.players]
            side = place.ns if card in place.ns else place.ew
            [partner] = [c for c in side if c != card]
            assert line[1].startswith(str(place.table)) and line[2] == f"Member {partner}"
            ns = _tricks(change, place.table)
            assert line[3] == str(ns if card in place.ns else 13 - ns)

    # What the page read: the standings and this table's cards; nothing private, no other
    # evening.
    status, view = call(f"{api(server, 3)}/state")
    assert status == 200 and view["over"]
    text = str(view) + tab.content()
    for secret in (SECRET_NUMBER, SECRET_NOTE, "Somebody Else", "Last week"):
        assert secret not in text
    assert {c["card"] for c in view["cards"]} == set(seated.players)


def test_the_final_page_in_spanish(
    last_change: tuple[TablesServer, int], chromium: Any, club: Database
) -> None:
    server, event_id = last_change
    evenings.enter_result(club, event_id, CHANGES, 3, [_tricks(CHANGES, 3)])
    server.desk.refresh()
    context = chromium.new_context(viewport={"width": 360, "height": 740}, locale="es-ES")
    try:
        tab = context.new_page()
        tab.goto(server.link(2))
        tab.get_by_text("Clasificación").wait_for(timeout=WAIT)
        assert tab.get_by_text("Su tarjeta: pulse su nombre").count() == 1
        assert tab.get_by_test_id("standings").locator("th").first.inner_text() == "Puesto"
    finally:
        context.close()
