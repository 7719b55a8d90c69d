"""Issue 27 at the score pad, typed at the keyboard: a Solo proposer's own pass is a void deal,
a call after the end is still refused in its cell, the most tricks pay when the club plays
BRIT-S's all-pass reading, and a Bid Whist no-trump bid needs no trumps (a suit bid does)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.helpers import DOWN, ENTER, TAB, start_game, type_keys
from whistclub.domain.documents import score_document
from whistclub.services.games import load_deals, load_document

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]
# Di deals first (dealer_index=3), so Ann is the eldest and speaks first (seed 002 §03).
DECLINED = "Ann Archer prop, Bob Baker pass, Cy Cooper pass, Di Dale pass, Ann Archer pass"


def column(pad, title: str) -> list[str]:
    model = pad.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    at = headers.index(title)
    return [model.data(model.index(r, at)) for r in range(model.rowCount())]


def test_the_proposers_own_pass_records_a_void_deal(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "solo", "solo_002", SEATS, dealer_index=3)
    # One call too many after the proposer declined: refused, the auction cell marked.
    type_keys(qtbot, "0")  # no contract
    pad.family.auction.setFocus()
    type_keys(qtbot, DECLINED + ", Bob Baker solo", ENTER)
    assert pad.invalid_cells() == ["auction"]
    assert "already over before this call (Bob Baker solo)" in pad.error.text()
    assert load_deals(window.database, pad.game_id) == []
    # The auction as the table wrote it: recorded, void, 0 to all, deal 1 of the 8 used.
    pad.family.auction.setFocus()
    pad.family.auction.selectAll()
    type_keys(qtbot, DECLINED, ENTER)
    assert pad.error.text() == ""
    (deal,) = load_document(window.database, pad.game_id)["deals"]
    assert deal["contract"] is None and len(deal["auction"]) == 5
    assert column(pad, "Result") == ["void"]
    assert column(pad, "Ann Archer") == ["0 → 0"]
    assert "Deal 2 of 8" in pad.status.text()
    pad.view.selectRow(0)
    why = [pad.why.item(i).text() for i in range(pad.why.count())]
    assert any("Ann Archer passed, declining to raise it" in line for line in why)


def test_most_tricks_pay_when_all_pass(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "solo", "solo_002_most_tricks_pays", SEATS, 3)
    type_keys(qtbot, "0")
    pad.family.tricks_each.setFocus()
    type_keys(qtbot, "4 3 4 3", ENTER)  # 14 tricks: refused in the cell
    assert pad.invalid_cells() == ["tricks_each"]
    assert "add up to 13" in pad.error.text()
    pad.family.tricks_each.selectAll()
    type_keys(qtbot, "2 6 3 2", ENTER)  # Bob took the most: pays 1 to each of the others
    assert pad.error.text() == ""
    document = load_document(window.database, pad.game_id)
    assert document["deals"][0]["tricks_each"] == {
        "Ann Archer": 2,
        "Bob Baker": 6,
        "Cy Cooper": 3,
        "Di Dale": 2,
    }
    engine = score_document(document)
    assert engine["deals"][0]["settlement"]["Bob Baker"] == -3
    assert column(pad, "Bob Baker") == ["-3 → -3"]
    assert column(pad, "Ann Archer") == ["+1 → +1"]
    assert column(pad, "Result") == ["most tricks pay"]
    pad.grab().save("/tmp/most_tricks_pad.png")


def test_the_tricks_each_cell_is_only_there_when_the_most_tricks_pay(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "solo", "solo_002", SEATS, 3)
    assert "tricks_each" not in [cell.key for cell in pad.cells]


def test_bid_whist_no_trump_needs_no_trumps_but_a_suit_bid_does(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "bid_whist", "bid_whist_004", SEATS, dealer_index=1)
    # NS bid 4 downtown, no suit named: refused before recording, the trump cell marked
    type_keys(qtbot, TAB, "4", TAB, DOWN, TAB, TAB, "10", ENTER)
    assert pad.invalid_cells() == ["trump"]
    assert load_deals(window.database, pad.game_id) == []
    # the same as a no-trump bid: recorded with no trumps
    pad.family.mode.setFocus()
    type_keys(qtbot, DOWN, ENTER)
    assert pad.error.text() == ""
    (deal,) = load_document(window.database, pad.game_id)["deals"]
    assert deal["mode"] == "no_trump" and "trump" not in deal


def test_the_new_cells_and_words_in_spanish(window, players, monkeypatch, qtbot):
    from PySide6.QtWidgets import QLabel

    from whistclub.ui import i18n

    i18n.install_translator("es")
    try:
        pad = start_game(window, monkeypatch, "solo", "solo_002_most_tricks_pays", SEATS, 3)
        headings = {label.text() for label in pad.findChildren(QLabel)}
        assert "Bazas de cada uno" in headings
        assert pad.family.tricks_each.placeholderText().startswith("todos pasaron: bazas de")
        type_keys(qtbot, "0")
        pad.family.tricks_each.setFocus()
        type_keys(qtbot, "4 3 4 3", ENTER)
        assert "que sumen 13" in pad.error.text()
        pad.family.tricks_each.selectAll()
        type_keys(qtbot, "4 3 4 2", ENTER)
        assert column(pad, "Resultado") == ["paga quien más bazas hizo"]
        pad.view.selectRow(0)
        why = [pad.why.item(i).text() for i in range(pad.why.count())]
        assert any("hicieron más bazas (4 cada uno)" in line for line in why), why
    finally:
        i18n.install_translator("en")


def test_bid_whist_a_middle_deal_cannot_be_deleted_out_of_the_deals_rotation(
    window, players, monkeypatch, qtbot
):
    """The pad records each deal's dealer, passing the deal to the left (seed 004 §01); taking
    deal 2 of 3 out would leave E's deal followed by W's, so the deletion is refused in words
    and nothing is deleted (the last deal can go)."""
    pad = start_game(window, monkeypatch, "bid_whist", "bid_whist_004", SEATS, dealer_index=1)
    for _ in range(3):  # NS bid 3 uptown in hearts, 8 books: +3 each time
        type_keys(qtbot, TAB, "3", TAB, TAB, "h", TAB, "8", ENTER)
        pad.focus_entry()
    document = load_document(window.database, pad.game_id)
    assert [d["dealer"] for d in document["deals"]] == ["E", "S", "W"]
    pad.view.selectRow(1)
    pad.delete_selected()
    assert "W cannot deal deal 2: the deal passes to the left" in pad.error.text()
    assert len(load_deals(window.database, pad.game_id)) == 3
    pad.view.selectRow(2)
    pad.delete_selected()
    assert len(load_deals(window.database, pad.game_id)) == 2
