"""A 7-table progressive ladies/gents evening of 24 hands in two halves, typed at the keyboard,
with a late arrival at the interval (he waits on the bench in turn) and an early leaver after
change 18 (the spare gent takes his seat).

Expectations: the independent `drive score` document (entrants with the expected joins and
leaves written out by hand, the first seating, the tricks typed) worked out by the domain must
give exactly the seatings the window recorded and the standings and prizes it shows; and the
early leaver's and the latecomer's totals are added up here hand by hand from the seatings and
the tricks typed.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    hand_total,
    register,
    round_json,
    shown_prizes,
    shown_standings,
    start_evening,
    stored_rounds,
    tables_in_grid,
)
from whistclub.domain.documents.drive import score_drive

PRIZES = [
    {"name": "First lady", "role": "lady", "place": 1},
    {"name": "First gent", "role": "gent", "place": 1},
    {"name": "Best second half", "half": 2, "place": 1},
    {"name": "Most 10+ hands", "most": "ten_plus"},
    {"name": "Booby", "place": "last"},
]
LEFT = Qt.MouseButton.LeftButton
SETTINGS = {
    "format": "progressive",
    "hands_per_change": 1,
    "changes": 24,
    "half_after": 12,
    "entry_fee": 2,
    "prizes": PRIZES,
}


def test_seven_table_evening_with_a_latecomer_and_an_early_leaver(window, qtbot, qtmodeltester):
    page = drive_page(window)
    start_evening(qtbot, page, "Friday drive", **SETTINGS)
    for number in range(1, 15):
        register(qtbot, page, f"Lady {number}", "lady")
    for number in range(1, 15):
        register(qtbot, page, f"Gent {number}", "gent")
    assert page.desk.count.text().startswith("28 players (14 ladies, 14 gents)")
    assert "7 tables, 0 sitting out" in page.desk.count.text()

    rng = random.Random(7)
    keys = Keys()
    typed: dict[int, dict[int, list[int]]] = {}
    for change in range(1, 25):
        if change == 13:  # at the interval a latecomer arrives: he joins at change 13
            register(qtbot, page, "Late Gent", "gent")
        assert call_change(qtbot, page) == change
        tables = tables_in_grid(page)
        typed[change] = {t: [rng.randint(0, 13)] for t in tables}
        enter_change(qtbot, page, keys, typed[change])
        assert page.entry.model.complete()
        if change == 18:  # Gent 3 (card 17) goes home after change 18
            page.tabs.setCurrentWidget(page.desk)
            page.desk.view.selectRow(16)
            qtbot.mouseClick(page.desk.findChild(QPushButton, "leavesEarly"), LEFT)

    table_hands = sum(len(t) for t in typed.values())
    assert keys.numbers == keys.enters == table_hands  # one number and Enter per table per hand

    # The same evening as a drive score document, written independently of the window.
    entrants = [{"card": c, "name": f"Lady {c}", "role": "lady"} for c in range(1, 15)]
    entrants += [{"card": c, "name": f"Gent {c - 14}", "role": "gent"} for c in range(15, 29)]
    entrants[16]["leaves_after"] = 18
    entrants.append({"card": 29, "name": "Late Gent", "role": "gent", "joins_at": 13})
    rounds = stored_rounds(page)
    document = {
        **SETTINGS,
        "entrants": entrants,
        "seating": round_json(rounds[0])["seating"],
        "results": [
            [{"table": t, "ns": ns} for t, ns in sorted(typed[c].items())] for c in range(1, 25)
        ],
    }
    expected = score_drive(document)
    # Each later seating is the one the domain computes from the results typed.
    assert [round_json(r) for r in rounds] == [
        {"seating": c["seating"], "sitting_out": c["sitting_out"]} for c in expected["changes"]
    ]
    assert shown_standings(page) == [
        (s["rank"], s["card"], float(s["total"])) for s in expected["standings"]
    ]
    names = {e["card"]: e["name"] for e in entrants}
    assert shown_prizes(page) == [
        (p["name"], " & ".join(f"{c} {names[c]}" for c in p["cards"])) for p in expected["prizes"]
    ]

    standings = {s.card: s for s in page.loaded.evening.standings}
    # Hand by hand: the early leaver keeps the scores of changes 1 to 18, nothing after.
    leaver_total, leaver_hands = hand_total(rounds, typed, 17, 18)
    assert standings[17].total == leaver_total and standings[17].hands_played == leaver_hands
    assert standings[17].withdrawn
    assert all(17 not in t.players for r in rounds[18:] for t in r.tables)
    # The latecomer scores nothing before change 13 and plays from it.
    late_total, late_hands = hand_total(rounds, typed, 29, 24)
    assert all(
        29 not in r.sitting_out + tuple(p for t in r.tables for p in t.players) for r in rounds[:12]
    )
    assert standings[29].total == late_total and standings[29].hands_played == late_hands
    for card, standing in standings.items():
        assert standing.halves[0] + standing.halves[1] == standing.total, card
    # Roles: the ladies' ranks on the Standings screen, filtered to ladies.
    page.standings.role.setCurrentIndex(page.standings.role.findData("lady"))
    shown = page.standings.model
    assert shown.rowCount() == 14
    ladies = [shown.data(shown.index(r, 2)) for r in range(shown.rowCount())]
    assert all(name.startswith("Lady") for name in ladies)
    assert shown.data(shown.index(0, 0)) == "1"
    roles = {shown.data(shown.index(r, 4)) for r in range(shown.rowCount())}
    assert len(roles) == 1  # the ladies' role alone
    page.standings.role.setCurrentIndex(0)  # everyone again
    assert shown.rowCount() > 14

    for model in (page.entry.model, page.desk.model, page.standings.model, page.prizes.model):
        qtmodeltester.check(model)
