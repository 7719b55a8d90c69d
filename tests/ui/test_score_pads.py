"""Workflows typed at the keyboard: a rubber, a Solo session, a Bid Whist game; each pad's
figures are checked against the engines (score_document on the stored facts)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.helpers import DOWN, ENTER, TAB, start_game, type_keys
from whistclub.domain.documents import score_document
from whistclub.services.games import load_deals, load_document

SEATS = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale"]


def column(pad, title: str) -> list[str]:
    model = pad.model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    at = headers.index(title)
    return [model.data(model.index(r, at)) for r in range(model.rowCount())]


def test_english_rubber_with_honours_and_a_revoke(
    window, players, monkeypatch, qtbot, qtmodeltester
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS, dealer_index=2)
    assert "Cy Cooper (S)" in pad.dealer.text()  # the dealer chosen in the dialog deals first
    # deal 1: NS 9 tricks and all four honours: 3 + 4 = 7, game 1 to NS
    type_keys(qtbot, "9", TAB, "4", ENTER)
    assert "Di Dale (W)" in pad.dealer.text()  # the deal passes to the left
    # deal 2: NS take 5, so EW 8 tricks: EW score 2
    type_keys(qtbot, "5", ENTER)
    # deal 3: NS 7 tricks, EW revoked and NS take 3 of their tricks: NS 10 tricks, 4 points
    type_keys(qtbot, "7", TAB, TAB, TAB, DOWN, DOWN, TAB)
    penalty = pad.family.penalty
    while penalty.currentData() != "take_3_tricks":
        type_keys(qtbot, DOWN)
    type_keys(qtbot, ENTER)
    # deal 4: NS 8 tricks: 2 more, game 2 and the rubber to NS
    type_keys(qtbot, "8", ENTER)

    document = load_document(window.database, pad.game_id)
    assert [d["tricks"]["NS"] for d in document["deals"]] == [9, 5, 7, 8]
    assert document["deals"][0]["honours"] == {"NS": 4, "EW": 0}
    assert document["deals"][2]["revokes"] == [{"side": "EW", "penalty": "take_3_tricks"}]
    assert [d["dealer"] for d in document["deals"]] == ["S", "W", "N", "E"]
    engine = score_document(document)
    shown = column(pad, "Score NS–EW")
    assert shown == [f"{d['score']['NS']}–{d['score']['EW']}" for d in engine["deals"]]
    assert engine["rubber"]["winner"] == "NS"
    assert "Rubber won by North-South (Ann Archer & Cy Cooper)" in pad.status.text()
    assert str(engine["rubber"]["margin"]) in pad.status.text()
    assert not pad.family.tricks.isEnabled()  # the rubber is over: no fifth deal
    pad.view.selectRow(2)
    why = [pad.why.item(i).text() for i in range(pad.why.count())]
    assert any("revoked" in line for line in why)
    qtmodeltester.check(pad.model)


def test_an_invalid_deal_is_marked_in_its_cell_and_not_saved(window, players, monkeypatch, qtbot):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    type_keys(qtbot, "14", ENTER)
    assert pad.invalid_cells() == ["tricks"]
    assert "13" in pad.error.text()  # the domain's message, in words
    # In the secretary's words: the deal, never the engine's field names.
    assert pad.error.text().startswith("Deal 1: ") and "field" not in pad.error.text()
    assert load_deals(window.database, pad.game_id) == []
    pad.family.tricks.selectAll()
    type_keys(qtbot, "9", TAB, "5", ENTER)  # five honours
    assert pad.invalid_cells() == ["honours"]
    pad.family.tricks.setFocus()
    pad.family.tricks.selectAll()
    type_keys(qtbot, "x", ENTER)
    assert pad.invalid_cells() == ["tricks"]
    assert "number from 0 to 13" in pad.error.text()
    assert load_deals(window.database, pad.game_id) == []


SOLO_DEALS = [
    # (keys typed, expected contract) -- digits pick the contract and the declarer
    (["2", TAB, "2", TAB, TAB, "5"], "solo"),  # Bob Solo, 5 tricks: made
    (["2", TAB, "3", TAB, TAB, "4"], "solo"),  # Cy Solo, 4 tricks: failed
    (["1", TAB, "1", TAB, "3", TAB, "8"], "prop_cop"),  # Ann and Cy Prop and Cop, made
    (["3", TAB, "4", TAB, TAB, "0"], "misere"),  # Di Misère, no trick: made
    (["0"], None),  # all pass: void, still counted
    (["4", TAB, "1", TAB, TAB, "9"], "abundance"),  # Ann Abundance, 9: made
    (["2", TAB, "4", TAB, TAB, "6"], "solo"),  # Di Solo, 6: made
    (["3", TAB, "2", TAB, TAB, "1"], "misere"),  # Bob Misère, took 1: failed
]


def test_eight_deal_solo_session(window, players, monkeypatch, qtbot, qtmodeltester):
    pad = start_game(window, monkeypatch, "solo", "solo_002", SEATS, dealer_index=3)
    assert pad.dealer.text().endswith("Di Dale")
    for keys, _contract in SOLO_DEALS:
        type_keys(qtbot, *keys, ENTER)
        assert pad.error.text() == ""
    document = load_document(window.database, pad.game_id)
    assert [d["contract"] for d in document["deals"]] == [c for _k, c in SOLO_DEALS]
    assert document["deals"][2]["declarers"] == ["Ann Archer", "Cy Cooper"]
    engine = score_document(document)
    for name in SEATS:
        expected = engine["balances"][name]
        assert column(pad, name)[-1].endswith(f"→ {expected:+d}" if expected else "→ 0")
    assert sum(engine["balances"].values()) == 0
    winners = " & ".join(engine["ranking"][0])
    assert f"Session over: {winners} won" in pad.status.text()
    assert not pad.family.contract.isEnabled()  # eight deals: the session is over
    assert column(pad, "Dealer") == ["Di Dale", "Ann Archer", "Bob Baker", "Cy Cooper"] * 2
    qtmodeltester.check(pad.model)


def test_bid_whist_game_to_seven(window, players, monkeypatch, qtbot, qtmodeltester):
    pad = start_game(window, monkeypatch, "bid_whist", "bid_whist_004", SEATS, dealer_index=1)
    # NS bid 4 uptown without naming trumps: refused, the trump box marked
    type_keys(qtbot, TAB, "4", TAB, TAB, TAB, "10", ENTER)
    assert pad.invalid_cells() == ["trump"]
    assert "names its trumps" in pad.error.text()
    assert load_deals(window.database, pad.game_id) == []
    pad.family.trump.setFocus()
    type_keys(qtbot, "h")  # a typed letter picks the suit: Hearts
    assert pad.family.trump.currentData() == "hearts"
    type_keys(qtbot, TAB, ENTER)  # the books typed are still there: Enter records the deal
    # NS bid 4 uptown in hearts, take 10 of the 12 (+ kitty = 11): 5 over six
    # EW bid 3 downtown in spades and are set with 7 books
    type_keys(qtbot, DOWN, TAB, "3", TAB, DOWN, TAB, "s", TAB, "7", ENTER)
    # NS bid 3 uptown in diamonds and take 8: 3 more, NS reach +8
    type_keys(qtbot, TAB, "3", TAB, TAB, "d", TAB, "8", ENTER)
    document = load_document(window.database, pad.game_id)
    assert [d["trump"] for d in document["deals"]] == ["hearts", "spades", "diamonds"]
    assert [d["bidders"] for d in document["deals"]] == ["NS", "EW", "NS"]
    assert document["deals"][1]["mode"] == "downtown"
    assert [d["dealer"] for d in document["deals"]] == ["E", "S", "W"]
    engine = score_document(document)
    assert engine["winner"] == "NS"
    assert engine["final_score"]["NS"] >= 7
    assert [d["score"] for d in engine["deals"]] == [
        {"NS": 5, "EW": 0},
        {"NS": 5, "EW": -3},
        {"NS": 8, "EW": -3},
    ]
    # A side below zero with the dash spaced: "5–-3" read as two dashes.
    assert column(pad, "Score NS–EW") == ["5–0", "5 – -3", "8 – -3"]
    assert pad.status.text().endswith("win the game, 8 – -3")
    assert "North-South (Ann Archer & Cy Cooper) win the game" in pad.status.text()
    qtmodeltester.check(pad.model)
    qtmodeltester.check(window.games_page.model)
    qtmodeltester.check(window.games_page.model)


def test_the_user_guide_walkthrough(window, monkeypatch, qtbot):
    """docs/user-guide.md: four players added, a Solo session played, the winner shown."""
    from tests.ui.helpers import script_dialog
    from whistclub.ui.player_dialogs import PlayerDialog

    for name in ("Ann", "Bob", "Cy", "Di"):
        script_dialog(monkeypatch, PlayerDialog, lambda d, name=name: qtbot.keyClicks(d.name, name))
        window.actions_by_name["add_player"].trigger()
    pad = start_game(window, monkeypatch, "solo", "solo_002", ["Ann", "Bob", "Cy", "Di"])
    type_keys(qtbot, "2", TAB, "2", TAB, TAB, "5", ENTER)  # the guide's example
    why = [pad.why.item(i).text() for i in range(pad.why.count())]
    assert why == ["• Bob made Solo with 5 tricks: receives 1 from each of Ann, Cy, Di (3 in all)."]
    assert column(pad, "Bob") == ["+3 → +3"]
    for _deal in range(7):
        type_keys(qtbot, "0", ENTER)  # everybody passed: void, but counted
    assert pad.status.text().startswith("Session over: Bob won.")


def test_the_revoke_penalty_chosen_for_one_deal_does_not_carry_into_the_next(
    window, players, monkeypatch, qtbot
):
    pad = start_game(window, monkeypatch, "partnership", "english_short_001", SEATS)
    penalty = pad.family.penalty
    first_choice = penalty.itemData(0)
    # deal 1: EW revoked; the claimants chose to take 3 tricks (not the first choice)
    type_keys(qtbot, "7", TAB, TAB, TAB, DOWN, DOWN, TAB)
    while penalty.currentData() != "take_3_tricks":
        type_keys(qtbot, DOWN)
    assert first_choice != "take_3_tricks"
    type_keys(qtbot, ENTER)
    # deal 2 starts clean: no revoke, and the penalty list back at its first choice
    assert pad.family.revoke.currentData() is None
    assert penalty.currentData() == first_choice
    # a revoke in deal 2 takes the penalty chosen for deal 2, not deal 1's
    type_keys(qtbot, "6", TAB, TAB, TAB, DOWN, ENTER)
    deals = load_document(window.database, pad.game_id)["deals"]
    assert deals[0]["revokes"] == [{"side": "EW", "penalty": "take_3_tricks"}]
    assert deals[1]["revokes"] == [{"side": "NS", "penalty": first_choice}]


def test_a_five_player_solo_table_the_dealer_sits_out(window, players, monkeypatch, qtbot):
    from tests.ui.helpers import script_dialog
    from whistclub.services.club import register_player
    from whistclub.ui.newgame import NewGameDialog

    register_player(window.database, "Ed Evans")
    five = [*SEATS, "Ed Evans"]

    def fill(dialog: NewGameDialog) -> None:
        dialog.family.setCurrentIndex(dialog.family.findData("solo"))
        assert dialog.fifth_box.isVisibleTo(dialog)  # only a Solo table seats five
        for box, name in zip([*dialog.seat_boxes, dialog.fifth_box], five, strict=True):
            box.setCurrentIndex(box.findText(name))
        assert [dialog.dealer.itemText(i) for i in range(dialog.dealer.count())] == five
        dialog.dealer.setCurrentIndex(0)

    script_dialog(monkeypatch, NewGameDialog, fill)
    window.actions_by_name["new_game"].trigger()
    pad = window.games_page.pad
    pad.focus_entry()
    document = load_document(window.database, pad.game_id)
    assert document["players"] == five
    assert document["rules"] == {"five_players_dealer_sits_out": True}
    assert pad.dealer.text() == "Next to deal: Ann Archer, who sits this deal out"
    type_keys(qtbot, "2", TAB, "2", TAB, TAB, "5", ENTER)  # Bob's Solo, 5 tricks: made
    assert pad.error.text() == ""
    settlement = score_document(load_document(window.database, pad.game_id))["deals"][0]
    assert settlement["settlement"] == {
        "Ann Archer": 0,  # dealt and sat out
        "Bob Baker": 3,
        "Cy Cooper": -1,
        "Di Dale": -1,
        "Ed Evans": -1,
    }
    assert column(pad, "Ed Evans") == ["-1 → -1"]
    # deal 2 is Bob's deal: he sits out, so he cannot declare
    assert pad.dealer.text() == "Next to deal: Bob Baker, who sits this deal out"
    type_keys(qtbot, "2", TAB, "2", TAB, TAB, "5", ENTER)
    assert pad.invalid_cells() == ["declarers"]
    assert "Bob Baker is not playing this deal" in pad.error.text()
    assert len(load_document(window.database, pad.game_id)["deals"]) == 1
