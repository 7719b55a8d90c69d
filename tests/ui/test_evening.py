"""A club evening: the draw for partners and dealer, two rubbers with partners changed, the
accumulated margin per player and the money at the agreed stake."""

from __future__ import annotations

import random
from datetime import date

import pypdfium2
from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader
from PySide6.QtCore import Qt

from tests.ui.helpers import ENTER, TAB, script_dialog, start_game, type_keys
from whistclub.domain.documents import score_document
from whistclub.services.games import list_games, load_document, load_seats
from whistclub.services.settings import load_settings
from whistclub.ui import i18n
from whistclub.ui.newgame import RANKS, NewGameDialog, draw_for_partners

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]


def to_png(pdf, folder):
    """The PDF's first page as a PNG, for a person to look at."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        png = folder / (pdf.stem + ".png")
        document[0].render(scale=60 / 72).to_pil().save(png)
    finally:
        document.close()
    return png


@given(st.integers(0, 2**32), st.booleans())
def test_the_draw_pairs_high_cards_against_low_and_the_lowest_deals(seed, ace_high):
    draw = draw_for_partners(["A", "B", "C", "D"], random.Random(seed), ace_high=ace_high)
    order = RANKS[1:] + RANKS[:1] if ace_high else RANKS

    def rank(name: str) -> int:
        return order.index(draw.cards[name][:-1])

    assert sorted(draw.seats.values()) == ["A", "B", "C", "D"]
    low = {draw.seats["N"], draw.seats["S"]}
    high = {draw.seats["E"], draw.seats["W"]}
    assert max(rank(n) for n in low) < min(rank(n) for n in high)
    assert rank(draw.seats[draw.dealer]) == min(rank(n) for n in draw.cards)
    assert len({rank(n) for n in draw.cards}) == 4  # ties were drawn again


def test_draw_in_the_dialog_seats_the_players_and_the_dealer(window, players, monkeypatch):
    def fill(dialog: NewGameDialog) -> None:
        dialog.rng = random.Random(7)
        dialog.draw()

    dialogs = script_dialog(monkeypatch, NewGameDialog, fill)
    window.new_game("partnership")
    (dialog,) = dialogs
    expected = draw_for_partners(SEATS, random.Random(7))
    assert [box.currentText() for box in dialog.seat_boxes] == [expected.seats[s] for s in "NESW"]
    assert dialog.dealer.currentIndex() == "NESW".index(expected.dealer)
    assert "Drawn:" in dialog.drawn.text()
    game = list_games(window.database)[-1]
    seats = load_seats(window.database, game["id"])
    assert {seat: seats[seat] for seat in "NESW"} == {s: players[expected.seats[s]] for s in "NESW"}


def play_rubber(qtbot, tricks: list[str]) -> None:
    for figure in tricks:
        type_keys(qtbot, figure, ENTER)


def test_evening_accumulates_margins_over_rubbers_and_settles_the_stake(
    window, players, monkeypatch, qtbot, qtmodeltester
):
    # rubber 1: Ann & Cy (NS) beat Bob & Di 2-0
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    play_rubber(qtbot, ["12", "12"])
    # rubber 2, partners changed: Ann & Bob (NS) against Cy & Di, who win 2-0
    start_game(
        window, monkeypatch, "partnership", "english_short_001",
        ["Ann Archer", "Cy Cooper", "Bob Baker", "Di Dale"],
    )  # fmt: skip
    play_rubber(qtbot, ["1", "1"])
    page = window.evening_page
    page.stake.setValue(0.5)
    page.stake.editingFinished.emit()  # the stake is kept in the club database
    assert load_settings(window.database)[page._key()]["value"] == 0.5
    margins = {}
    for game in list_games(window.database):
        result = score_document(load_document(window.database, game["id"]))
        margins[game["id"]] = result["rubber"]["margin"]
    first, second = margins.values()
    expected = {
        "Ann Archer": first - second,
        "Cy Cooper": first + second,
        "Bob Baker": -first - second,
        "Di Dale": -first + second,
    }
    rows = {r["name"]: r for r in page.players.rows()}
    assert {name: rows[name]["margin"] for name in expected} == expected
    assert all(rows[name]["rubbers"] == 2 for name in expected)
    money = page.players.index(0, 3)
    leader = page.players.row(0)
    assert leader["name"] == "Cy Cooper"
    assert page.players.data(money) == f"receives £{0.5 * (first + second):.2f}"
    assert "Leading the evening: Cy Cooper" in page.winner.text()
    qtmodeltester.check(page.players)
    qtmodeltester.check(page.rubbers)
    assert page.on() == date.today()


def test_next_rubber_keeps_the_table_and_passes_the_deal_on(window, players, monkeypatch, qtbot):
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS, dealer_index=1)
    play_rubber(qtbot, ["9", "8"])  # dealt by East, then South
    dialogs = script_dialog(monkeypatch, NewGameDialog, lambda dialog: None)
    window.actions_by_name["next_rubber"].trigger()
    (dialog,) = dialogs
    assert [box.currentText() for box in dialog.seat_boxes] == SEATS
    assert dialog.dealer.currentIndex() == "NESW".index("W")
    assert dialog.title.text() == "Rubber 2"
    pad = window.games_page.pad
    assert pad.title.text() == "Rubber 2"
    assert "Di Dale (W)" in pad.dealer.text()


# Issue 28, table A rubber 1: NS tricks and honours per deal. NS win games 1 (5-4) and 3
# (5-1), EW game 2 (0-7): NS win the games 2-1 but the rubber's points 10 to 12.
FEWER_POINTS = [("7", "2"), ("5", "1"), ("8", "3"), ("4", "0"), ("7", "3"), ("6", "3")]


def test_a_rubber_won_on_fewer_points_costs_its_winners_on_pad_and_evening(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    for tricks, honours in FEWER_POINTS:
        type_keys(qtbot, tricks, TAB, honours, ENTER)
    # the pad's header: the winners of the games, their points and their (negative) margin
    assert pad.status.text() == (
        "Rubber won by North-South (Ann Archer & Cy Cooper), 2 games to 1: "
        "10 points to 12, margin -2"
    )
    pad.view.selectRow(5)
    why = [pad.why.item(i).text() for i in range(pad.why.count())]
    assert "• Rubber: NS 10 to 12, a margin of -2" in why
    assert "• NS win game 3, 5 to 1" in why  # points rules: no "a single, worth 1"
    assert not any("worth" in line for line in why)
    # rubber 2, partners changed: Ann & Bob (NS) win 2-0 on 12 tricks twice: 6 + 6 + 2 = 14
    start_game(
        window, monkeypatch, "partnership", "english_short_001",
        ["Ann Archer", "Cy Cooper", "Bob Baker", "Di Dale"],
    )  # fmt: skip
    play_rubber(qtbot, ["12", "12"])
    page = window.evening_page
    page.stake.setValue(0.5)
    page.stake.editingFinished.emit()
    rubbers = [page.rubbers.row(r) for r in range(page.rubbers.rowCount())]
    assert [(r["winner"], r["points"], r["margin"]) for r in rubbers] == [
        ("NS", "10–12", -2),
        ("NS", "14–0", 14),
    ]
    rows = {r["name"]: r for r in page.players.rows()}
    # by hand: Ann -2 + 14, Cy -2 - 14, Bob +2 + 14, Di +2 - 14
    assert {name: row["margin"] for name, row in rows.items()} == {
        "Ann Archer": 12,
        "Cy Cooper": -16,
        "Bob Baker": 16,
        "Di Dale": -12,
    }
    shown = {
        page.players.data(page.players.index(r, 0)): page.players.data(page.players.index(r, 3))
        for r in range(page.players.rowCount())
    }
    assert shown == {
        "Bob Baker": "receives £8.00",
        "Ann Archer": "receives £6.00",
        "Di Dale": "pays £6.00",
        "Cy Cooper": "pays £8.00",
    }
    assert "Leading the evening: Bob Baker (+16)" in page.winner.text()


def payments_shown(page) -> list[tuple[str, str, str]]:
    model = page.payments
    return [tuple(model.data(model.index(r, c)) for c in range(3)) for r in range(model.rowCount())]


def test_the_settlement_says_who_pays_whom_and_prints_it(
    window, players, monkeypatch, qtbot, qtmodeltester, tmp_path
):
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    for tricks, honours in FEWER_POINTS:  # Ann & Cy -2, Bob & Di +2
        type_keys(qtbot, tricks, TAB, honours, ENTER)
    start_game(
        window, monkeypatch, "partnership", "english_short_001",
        ["Ann Archer", "Cy Cooper", "Bob Baker", "Di Dale"],
    )  # fmt: skip
    play_rubber(qtbot, ["12", "12"])  # Ann & Bob +14, Cy & Di -14
    page = window.evening_page
    page.stake.setValue(0.5)
    page.stake.editingFinished.emit()
    # balances +8, +6, -6, -8 (pounds): two payments, where four players could need three
    assert payments_shown(page) == [
        ("Cy Cooper", "£8.00", "Bob Baker"),
        ("Di Dale", "£6.00", "Ann Archer"),
    ]
    assert page.settled.text() == "2 payments settle the evening; no fewer can."
    qtmodeltester.check(page.payments)
    # another stake scales the same payments: the search is not run again
    searches = []
    monkeypatch.setattr(
        "whistclub.ui.evening.settle", lambda margins: searches.append(margins) or None
    )
    page.stake.setValue(1.0)
    assert searches == []
    assert payments_shown(page)[0] == ("Cy Cooper", "£16.00", "Bob Baker")
    page.stake.setValue(0.5)
    # printable: the same payments in the PDF, read back
    chosen = tmp_path / "settlement.pdf"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(chosen), "PDF (*.pdf)"),
    )
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    assert page.settled.text() == f"Saved to {chosen}"
    text = " ".join(p.extract_text() for p in PdfReader(chosen).pages)
    text = " ".join(text.split())
    assert "Settlement of the evening" in text
    assert "£0.50 a point" in text
    assert "Cy Cooper £8.00 Bob Baker" in text
    assert "Di Dale £6.00 Ann Archer" in text
    assert "Bob Baker 2 +16 receives £8.00" in text
    to_png(chosen, tmp_path)


def test_the_club_currency_is_a_club_setting_used_for_the_evening_money(
    window, players, monkeypatch, qtbot
):
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    play_rubber(qtbot, ["12", "12"])  # Ann & Cy win 2-0: 6 + 6 + 2 = 14 points to 0
    page = window.evening_page
    page.stake.setValue(0.25)
    page.stake.editingFinished.emit()
    assert payments_shown(page)[0] == ("Bob Baker", "£3.50", "Ann Archer")
    page.currency.setCurrentIndex(page.currency.findData("EUR"))
    page.currency.activated.emit(page.currency.currentIndex())
    assert load_settings(window.database)["club.currency"]["value"] == "EUR"
    assert payments_shown(page) == [
        ("Bob Baker", "€3.50", "Ann Archer"),
        ("Di Dale", "€3.50", "Cy Cooper"),
    ]
    assert page.players.data(page.players.index(0, 3)) == "receives €3.50"
    i18n.install_translator("es")  # as a Spanish window writes money
    try:
        page.refresh()
        assert payments_shown(page)[0] == ("Bob Baker", "3,50\u00a0€", "Ann Archer")
        # a no-break space between the amount and the sign, as Spanish writes it
        assert page.players.data(page.players.index(0, 3)) == "cobra 3,50\u00a0€"
    finally:
        i18n.install_translator("en")
        page.refresh()
    window.actions_by_name["undo"].trigger()  # a club setting like any other: undoable
    assert page.currency.currentData() == "GBP"
    assert payments_shown(page)[0][1] == "£3.50"


def test_the_stake_s_undo_step_writes_the_date_and_money_as_the_language_does(
    window, players, monkeypatch, qtbot
):
    # issue 28: dates as the language writes them; the Edit menu said "of 2026-12-02 to 0.50"
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    i18n.install_translator("es")
    try:
        window._build()
        page = window.evening_page
        page.stake.setValue(0.5)
        page.stake.editingFinished.emit()
        today = date.today()
        assert window.undo_stack.undoText() == (
            f"Fijar el dinero por punto del {today.day}/{today.month}/{today.year} en 0,50"
        )
    finally:
        i18n.install_translator("en")


def test_a_dummy_whist_game_s_money_goes_to_the_dummy_s_holder_for_both_seats(
    window, players, monkeypatch, qtbot
):
    # Seed 003: dummy whist is played by three, one partnering the exposed dummy; the losing
    # pair pays the winning pair. The dummy's holder is the winning (or losing) pair alone, so
    # takes (or pays) both seats' shares: the evening balances and its payments are worked out.
    # Before, the lone NS player was credited one share and the evening's payments stopped.
    pad = start_game(
        window, monkeypatch, "partnership", "dummy_whist_003",
        ["Ann Archer", "Bob Baker", "(nobody)", "Di Dale"],
    )  # fmt: skip
    play_rubber(qtbot, ["13", "13"])  # NS 7 + 7: the game to 10, won 14-0
    assert pad.error.text() == ""
    page = window.evening_page
    page.stake.setValue(0.5)
    page.stake.editingFinished.emit()
    rows = {r["name"]: r for r in page.players.rows()}
    assert {name: rows[name]["margin"] for name in ("Ann Archer", "Bob Baker", "Di Dale")} == {
        "Ann Archer": 28,
        "Bob Baker": -14,
        "Di Dale": -14,
    }
    assert sorted(payments_shown(page)) == [
        ("Bob Baker", "£7.00", "Ann Archer"),
        ("Di Dale", "£7.00", "Ann Archer"),
    ]
    rubber = page.rubbers.row(0)
    assert rubber["ns"] == "Ann Archer & dummy"


def test_whist_with_dummy_needs_the_dummy_on_north_south_s_side(window, players, monkeypatch):
    # rules-reference 1.1: side NS is the dummy and the player who has it.
    def fill(dialog: NewGameDialog) -> None:
        dialog.family.setCurrentIndex(dialog.family.findData("partnership"))
        dialog.preset.setCurrentIndex(dialog.preset.findData("dummy_whist_003"))
        for box, name in zip(
            dialog.seat_boxes, ["Ann Archer", "(nobody)", "Cy Cooper", "Di Dale"], strict=True
        ):
            box.setCurrentIndex(box.findText(name))

    dialogs = script_dialog(monkeypatch, NewGameDialog, fill)
    before = len(list_games(window.database))
    window.new_game("partnership")
    (dialog,) = dialogs
    assert "leave North or South as (nobody)" in dialog.problem.text()
    assert len(list_games(window.database)) == before  # nothing started


def test_the_settlement_printed_in_spanish_has_a_spanish_footer(
    window, players, monkeypatch, qtbot, tmp_path
):
    start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    play_rubber(qtbot, ["12", "12"])
    page = window.evening_page
    page.stake.setValue(0.5)
    chosen = tmp_path / "liquidacion.pdf"
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(chosen), "PDF (*.pdf)"),
    )
    i18n.install_translator("es")
    try:
        qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    finally:
        i18n.install_translator("en")
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(chosen).pages)
    assert "Liquidación de la velada" in text
    assert "página 1 de 1" in text and "page 1 of" not in text
