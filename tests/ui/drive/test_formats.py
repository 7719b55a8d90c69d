"""An individual drive of 21 players, a partner drive with an odd number of pairs, and prize
lists with ties, typed at the keyboard; expectations computed by hand (the prize lists) or
added up hand by hand from the seatings recorded and the tricks typed, and cross-checked
with `drive score` given the same facts."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

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


def play(qtbot, page, changes: int, seed: int) -> dict[int, dict[int, list[int]]]:
    rng = random.Random(seed)
    keys = Keys()
    typed: dict[int, dict[int, list[int]]] = {}
    for change in range(1, changes + 1):
        assert call_change(qtbot, page) == change
        typed[change] = {t: [rng.randint(0, 13)] for t in tables_in_grid(page)}
        enter_change(qtbot, page, keys, typed[change])
    assert keys.numbers == keys.enters == sum(len(t) for t in typed.values())
    return typed


def test_individual_drive_of_21_players(window, qtbot, qtmodeltester):
    page = drive_page(window)
    settings = {"format": "individual", "roles": False, "changes": 7, "half_after": 3}
    start_evening(qtbot, page, "Individual", **settings)
    assert not page.desk.role.isEnabled()  # no seat roles in this drive
    for number in range(1, 22):
        register(qtbot, page, f"Player {number}")
    assert "21 players" in page.desk.count.text()
    assert "5 tables, 1 sitting out" in page.desk.count.text()
    typed = play(qtbot, page, 7, seed=21)
    rounds = stored_rounds(page)
    for rnd in rounds:  # five tables of four and one player out, every change
        assert len(rnd.tables) == 5 and len(rnd.sitting_out) == 1
    outs = Counter(card for rnd in rounds for card in rnd.sitting_out)
    assert max(outs.values()) == 1  # nobody sits out twice in 7 changes
    standings = {s.card: s for s in page.loaded.evening.standings}
    for card in range(1, 22):
        total, played = hand_total(rounds, typed, card, 7)
        assert standings[card].total == total
        assert standings[card].hands_played == played == 7 - outs[card]
    partners = Counter(
        tuple(sorted(side)) for r in rounds for t in r.tables for side in (t.ns, t.ew)
    )
    assert max(partners.values()) == 1  # rotating partners: nobody partners anyone twice
    # The schedule engine planned change 2 from change 1 alone, as drive score does; each
    # later change is re-planned from the changes played (they are recorded facts).
    entrants = [{"card": c, "name": f"Player {c}"} for c in range(1, 22)]
    results = [[{"table": t, "ns": n} for t, n in typed[c].items()] for c in range(1, 8)]
    first_only = {**settings, "entrants": entrants, "seating": round_json(rounds[0])["seating"]}
    first_only["results"] = results[:1]
    assert score_drive(first_only)["next"]["seating"] == round_json(rounds[1])["seating"]
    document = {**settings, "entrants": entrants, "results": results}
    document["seatings"] = [{"tables": round_json(r)["seating"]} for r in rounds]
    expected = score_drive(document)
    assert [round_json(r) for r in rounds] == [
        {"seating": c["seating"], "sitting_out": c["sitting_out"]} for c in expected["changes"]
    ]
    assert shown_standings(page) == [
        (s["rank"], s["card"], float(s["total"])) for s in expected["standings"]
    ]
    qtmodeltester.check(page.standings.model)


def test_partner_drive_with_an_odd_number_of_pairs(window, qtbot):
    page = drive_page(window)
    start_evening(qtbot, page, "Pairs", format="partner", roles=False, changes=6, half_after=3)
    for pair in range(1, 6):  # the desk offers the player left without a partner
        register(qtbot, page, f"First {pair}")
        register(qtbot, page, f"Second {pair}")
    pairs = [(e["number"], e["facts"].get("partner")) for e in page.loaded.entrants]
    assert pairs == [
        (1, None),
        (2, 1),
        (3, None),
        (4, 3),
        (5, None),
        (6, 5),
        (7, None),
        (8, 7),
        (9, None),
        (10, 9),
    ]
    typed = play(qtbot, page, 6, seed=5)
    rounds = stored_rounds(page)
    # Two tables; North-South pairs 1-2 and 3-4 stay; the three moving pairs take turns at the
    # rest station: each rests twice in six changes, the stationary pairs never.
    assert all([t.ns for t in r.tables] == [(1, 2), (3, 4)] for r in rounds)
    rests = Counter(tuple(r.sitting_out) for r in rounds)
    assert rests == {(5, 6): 2, (7, 8): 2, (9, 10): 2}
    standings = {s.card: s for s in page.loaded.evening.standings}
    for first in (1, 3, 5, 7, 9):
        total, played = hand_total(rounds, typed, first, 6)
        assert standings[first].total == standings[first + 1].total == total
        assert standings[first].hands_played == played == (6 if first < 5 else 4)
        assert standings[first].total == total  # the couple scores as one
    couples = {s.card: s.rank for s in page.loaded.evening.standings}
    assert all(couples[c] == couples[c + 1] for c in (1, 3, 5, 7, 9))


PRIZES = [
    {"name": "First", "place": 1},
    {"name": "Second", "place": 2},
    {"name": "Best first half", "half": 1, "place": 1},
    {"name": "Booby", "place": "last"},
]


@pytest.mark.parametrize("ties", ["break", "share"])
def test_prize_lists_with_ties(window, qtbot, ties):
    """Four pairs, two changes (one hand each), interval after change 1. Mitchell: pairs 1-2
    and 3-4 sit North-South at tables 1 and 2; 5-6 and 7-8 start East-West and swap tables.

    change 1: table 1 NS 7 (1-2: 7, 5-6: 6); table 2 NS 6 (3-4: 6, 7-8: 7)
    change 2: table 1 NS 6 (1-2: 6, 7-8: 7); table 2 NS 7 (3-4: 7, 5-6: 6)
    totals: 7-8 14 (7+7); 1-2 13 (7+6); 3-4 13 (6+7); 5-6 12 (6+6)
    """
    page = drive_page(window)
    start_evening(
        qtbot,
        page,
        f"Ties {ties}",
        format="partner",
        roles=False,
        changes=2,
        half_after=1,
        prizes=PRIZES,
        tie_breaks="share" if ties == "share" else None,
    )
    for name in ("Ann", "Bob", "Cy", "Di", "Eve", "Fred", "Gia", "Hal"):
        register(qtbot, page, name)
    keys = Keys()
    call_change(qtbot, page)
    enter_change(qtbot, page, keys, {1: [7], 2: [6]})
    call_change(qtbot, page)
    assert [(t.ns, t.ew) for t in page.loaded.seating(2).tables] == [
        ((1, 2), (7, 8)),
        ((3, 4), (5, 6)),
    ]
    enter_change(qtbot, page, keys, {1: [6], 2: [7]})
    totals = {s.card: s.total for s in page.loaded.evening.standings}
    assert totals == {7: 14, 8: 14, 1: 13, 2: 13, 3: 13, 4: 13, 5: 12, 6: 12}
    if ties == "break":
        # Second: 1-2 and 3-4 level on 13; 3-4 had the better second half (7 against 6).
        # Best first half: 1-2 and 7-8 scored 7; 7-8 already won First (one prize each).
        assert shown_prizes(page) == [
            ("First", "7 Gia & 8 Hal"),
            ("Second", "3 Cy & 4 Di"),
            ("Best first half", "1 Ann & 2 Bob"),
            ("Booby", "5 Eve & 6 Fred"),
        ]
        second = page.prizes.model.rows()[1]["reason"]
        assert "decided by the better second half (7 against 6)" in second
    else:
        # Shared: 1-2 and 3-4 share Second; the first half then falls to 5-6 (6), everyone
        # above having a prize, and nobody is left for the booby.
        assert shown_prizes(page) == [
            ("First", "7 Gia & 8 Hal"),
            ("Second", "1 Ann & 2 Bob & 3 Cy & 4 Di"),
            ("Best first half", "5 Eve & 6 Fred"),
            ("Booby", "—"),
        ]
    assert Fraction(sum(totals.values())) == 2 * 2 * 2 * 13
