"""Issue 28's club evening, typed at the keyboard: eight players at two tables, three
rubbers each with partners changing between rubbers, one rubber won on fewer points; every
player's margin, money and the payments that settle it are checked against figures worked
out by hand (seed 001: the rubber's points give its margin; seed 003: money per point)."""

from __future__ import annotations

from tests.ui.helpers import ENTER, TAB, start_game, type_keys
from whistclub.services.club import register_player
from whistclub.services.settings import load_settings

TABLE_B = ("Ed Evans", "Flo Ford", "Gus Gray", "Hal Hill")

# Each rubber: the seats N, E, S, W and the deals typed (NS tricks, NS honours or "").
RUBBERS = [
    # Table A, rubber 1 (issue 28): NS win the games 2-1 (5-4, 0-7, 5-1) but score 10 to 12
    (
        ("Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"),
        [("7", "2"), ("5", "1"), ("8", "3"), ("4", "0"), ("7", "3"), ("6", "3")],
    ),
    # rubber 2, Ann & Bob North-South: 12 tricks twice, 6 + 6 + 2 for the 2-0 = 14 to 0
    (("Ann Archer", "Cy Cooper", "Bob Baker", "Di Dale"), [("12", ""), ("12", "")]),
    # rubber 3, Bob & Cy East-West: they take 12 tricks twice, 14 to 0
    (("Ann Archer", "Bob Baker", "Di Dale", "Cy Cooper"), [("1", ""), ("1", "")]),
    # Table B, rubber 1: NS 9 tricks + 4 honours = 7 (game 1, 7-0); EW 9 tricks + 4
    # honours = 7 (game 2, 0-7); NS 2 + 2 honours, then 1: 5 (game 3, 5-0). 12 to 7, no bonus
    (
        ("Ed Evans", "Flo Ford", "Gus Gray", "Hal Hill"),
        [("9", "4"), ("4", "0"), ("8", "3"), ("7", "")],
    ),
    # rubber 2, Ed & Flo North-South: 11 tricks twice, 5 + 5 + 2 = 12 to 0
    (("Ed Evans", "Gus Gray", "Flo Ford", "Hal Hill"), [("11", ""), ("11", "")]),
    # rubber 3, Flo & Gus East-West: they take 11 tricks twice, 12 to 0
    (("Ed Evans", "Flo Ford", "Hal Hill", "Gus Gray"), [("2", ""), ("2", "")]),
]

# By hand, rubber by rubber (each side's points minus the other side's):
#   Ann -2 +14 -14 = -2    Bob +2 +14 +14 = +30   Cy -2 -14 +14 = -2   Di +2 -14 -14 = -26
#   Ed +5 +12 -12 = +5     Flo -5 +12 +12 = +19   Gus +5 -12 +12 = +5  Hal -5 -12 -12 = -29
MARGINS = {
    "Bob Baker": 30,
    "Flo Ford": 19,
    "Ed Evans": 5,
    "Gus Gray": 5,
    "Ann Archer": -2,
    "Cy Cooper": -2,
    "Di Dale": -26,
    "Hal Hill": -29,
}
MONEY = {  # at 50p a point
    "Bob Baker": "receives £15.00",
    "Flo Ford": "receives £9.50",
    "Ed Evans": "receives £2.50",
    "Gus Gray": "receives £2.50",
    "Ann Archer": "pays £1.00",
    "Cy Cooper": "pays £1.00",
    "Di Dale": "pays £13.00",
    "Hal Hill": "pays £14.50",
}
# Each table's players settle among themselves: 3 payments a table, 6 in all. (Largest
# debtor to largest creditor over the whole room would take 7: Hal pays Bob first.)
PAYMENTS = [
    ("Di Dale", "£13.00", "Bob Baker"),
    ("Ann Archer", "£1.00", "Bob Baker"),
    ("Cy Cooper", "£1.00", "Bob Baker"),
    ("Hal Hill", "£9.50", "Flo Ford"),
    ("Hal Hill", "£2.50", "Ed Evans"),
    ("Hal Hill", "£2.50", "Gus Gray"),
]


def test_two_tables_three_rubbers_each_by_keyboard(window, players, monkeypatch, qtbot):
    for name in TABLE_B:
        register_player(window.database, name)
    window.refresh()
    for seats, deals in RUBBERS:
        pad = start_game(window, monkeypatch, "partnership", "english_short_001", list(seats))
        for tricks, honours in deals:
            if honours:
                type_keys(qtbot, tricks, TAB, honours, ENTER)
            else:
                type_keys(qtbot, tricks, ENTER)
        assert pad.family.finished(), f"{seats}: the rubber should be over"
    page = window.evening_page
    window.actions_by_name["show_evening"].trigger()
    page.stake.setFocus()
    page.stake.selectAll()
    type_keys(qtbot, "0.50", ENTER)  # agreed before play; kept in the club database
    assert load_settings(window.database)[page._key()]["value"] == 0.5

    rubbers = [page.rubbers.row(r) for r in range(page.rubbers.rowCount())]
    assert [(r["winner"], r["points"], r["margin"]) for r in rubbers] == [
        ("NS", "10–12", -2),
        ("NS", "14–0", 14),
        ("EW", "0–14", 14),
        ("NS", "12–7", 5),
        ("NS", "12–0", 12),
        ("EW", "0–12", 12),
    ]
    model = page.players
    shown = {
        model.data(model.index(r, 0)): (
            model.data(model.index(r, 1)),
            model.data(model.index(r, 2)),
            model.data(model.index(r, 3)),
        )
        for r in range(model.rowCount())
    }
    assert shown == {name: ("3", f"{margin:+d}", MONEY[name]) for name, margin in MARGINS.items()}
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == list(MARGINS)
    payments = page.payments
    assert [
        tuple(payments.data(payments.index(r, c)) for c in range(3))
        for r in range(payments.rowCount())
    ] == PAYMENTS
    assert page.settled.text() == "6 payments settle the evening; no fewer can."
    assert page.winner.text() == "Leading the evening: Bob Baker (+30)"
