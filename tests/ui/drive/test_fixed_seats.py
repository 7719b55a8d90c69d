"""Fixed seats in the window (issue 21 item 8): a player marked at the desk with *Fixed seat
at table* stays at that table all evening, in a progressive drive (the others move round
them) and in an individual drive (the schedule keeps them at one table)."""

from __future__ import annotations

import random

from tests.ui.drive.helpers import (
    Keys,
    call_change,
    drive_page,
    enter_change,
    register,
    start_evening,
    stored_rounds,
    tables_in_grid,
)


def table_of(rnd, card: int) -> int | None:
    return next((t.table for t in rnd.tables if card in t.players), None)


def play(qtbot, page, changes: int, seed: int) -> None:
    rng = random.Random(seed)
    keys = Keys()
    for _change in range(changes):
        call_change(qtbot, page)
        enter_change(qtbot, page, keys, {t: [rng.randint(0, 13)] for t in tables_in_grid(page)})


def test_a_lady_who_cannot_move_stays_at_table_2_of_a_progressive_drive(window, qtbot):
    page = drive_page(window)
    start_evening(qtbot, page, "Fixed progressive", format="progressive", changes=8)
    register(qtbot, page, "Ann Still", "lady", fixed=2)
    for number in range(2, 9):
        register(qtbot, page, f"Lady {number}", "lady")
    for number in range(1, 9):
        register(qtbot, page, f"Gent {number}", "gent")
    assert page.desk.fixed.value() == 0  # the box is cleared for the next player
    play(qtbot, page, 8, seed=5)
    rounds = stored_rounds(page)
    assert [table_of(r, 1) for r in rounds] == [2] * 8
    movers = {table_of(r, c) for r in rounds for c in range(2, 9)}
    assert len(movers) == 4  # the other ladies went round all four tables


def test_a_player_who_cannot_move_keeps_table_3_of_an_individual_drive(window, qtbot):
    page = drive_page(window)
    settings = {"format": "individual", "roles": False, "changes": 11, "half_after": 5}
    start_evening(qtbot, page, "Fixed individual", **settings)
    for number in range(1, 13):
        extra = {"fixed": 3} if number == 7 else {}
        register(qtbot, page, f"Player {number}", **extra)
    assert page.desk.model.rows()[6]["facts"]["fixed_seat"] == 3  # marked at the desk
    play(qtbot, page, 11, seed=12)
    rounds = stored_rounds(page)
    assert [table_of(r, 7) for r in rounds] == [3] * 11
    partners = {tuple(sorted(side)) for r in rounds for t in r.tables for side in (t.ns, t.ew)}
    assert len(partners) == 66  # still everyone partners everyone once


def test_a_couple_with_a_player_who_cannot_move_sits_north_south_at_their_table(window, qtbot):
    """Partner drive, five pairs: pair 7-8 would start East-West and move; with card 8 fixed
    at table 2 the couple sits North-South there, the line that never moves."""
    page = drive_page(window)
    start_evening(qtbot, page, "Fixed pairs", format="partner", roles=False, changes=6)
    for pair in range(1, 6):
        register(qtbot, page, f"First {pair}")
        register(qtbot, page, f"Second {pair}", **({"fixed": 2} if pair == 4 else {}))
    play(qtbot, page, 6, seed=9)
    rounds = stored_rounds(page)
    assert all(r.tables[1].ns == (7, 8) for r in rounds)
    assert all(r.tables[0].ns == (1, 2) for r in rounds)  # the other North-South pair stays
