"""At 1366x768, in English and in Spanish (issue 28): the score pad's record button, a
five-player Solo table's columns and its "deals now" line, and the Evening page fit without
scrolling sideways, and the Why? box shows a whole rubber's explanation."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QPoint, Qt

from whistclub.services.club import list_players, register_player
from whistclub.services.games import list_games, record_deal, start_game
from whistclub.ui import i18n

NAMES = ["Ann Archer", "Bob Baker", "Cy Cooper", "Di Dale", "Ed Evans"]


def laid_out(window, qtbot, language: str):
    i18n.install_translator(language)
    window._build()  # the pages again, in the language (as Settings does)
    # Qt shows pages set into a visible window on its next loop (a queued call, which an
    # earlier test's app.main() can leave unrun): shown here at once.
    window.tabs.show()
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: window.width() <= 1366)
    return window


def inside(window, widget) -> bool:
    """The widget is shown whole within the window."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(top_left) and window.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1)
    )


@pytest.fixture
def club(window):
    for name in NAMES[4:]:
        register_player(window.database, name)
    ids = {p["name"]: p["id"] for p in list_players(window.database)}
    rubber = start_game(
        window.database,
        {"profile": "english_short_001", "deals": []},
        seats=dict(zip("NESW", (ids[n] for n in NAMES), strict=False)),
        title="Rubber 1",
        played_on=date.today(),
    ).created_id("game")
    for ns, honours in ((7, 2), (5, 1), (8, 3), (4, 0), (7, 3), (6, 3)):
        facts = {"tricks": {"NS": ns, "EW": 13 - ns}, "honours": {"NS": honours, "EW": 4 - honours}}
        record_deal(window.database, rubber, facts)
    solo = start_game(
        window.database,
        {
            "profile": "solo_002",
            "players": NAMES,
            "dealer": NAMES[0],
            "rules": {"five_players_dealer_sits_out": True},
            "deals": [],
        },
        seats={n: ids[n] for n in NAMES},
        title="Solo 1",
        played_on=date.today(),
    ).created_id("game")
    record_deal(
        window.database, solo, {"contract": "solo", "declarers": ["Bob Baker"], "tricks": 5}
    )
    return {"rubber": rubber, "solo": solo}


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_pads_and_the_evening_fit_1366_by_768(window, players, club, qtbot, language):
    try:
        laid_out(window, qtbot, language)
        window.show_games()
        pad = window.games_page.open(club["rubber"])
        qtbot.waitUntil(lambda: pad.isVisible())
        assert inside(window, pad.record_button)
        pad.view.selectRow(5)  # the last deal: its lines and the rubber's, 8 in all
        last = pad.why.item(pad.why.count() - 1)
        assert pad.why.count() == 8
        assert pad.why.visualItemRect(last).bottom() < pad.why.viewport().height()

        pad = window.games_page.open(club["solo"])
        qtbot.waitUntil(lambda: pad.isVisible())
        header = pad.view.horizontalHeader()
        assert header.length() <= pad.view.viewport().width()  # every player's column
        assert inside(window, pad.record_button)
        # the "deals now" line, whole: who deals and, at five, that they sit the deal out
        assert pad.dealer.text() and inside(window, pad.dealer)
        assert pad.dealer.width() >= pad.dealer.sizeHint().width()

        window.show_evening()
        page = window.evening_page
        for view in (page.rubbers, page.players, page.payments):
            shown = next(v for v in page.findChildren(type(pad.view)) if v.model() is view)
            assert shown.horizontalHeader().length() <= shown.viewport().width()
    finally:
        i18n.install_translator("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_demo_club_s_pads_keep_every_score_on_screen(window, qtbot, language):
    """Issue 21, "The score pads fit": with the demo club's long names and a revoke's penalty
    in Spanish, the scores and every Solo balance are shown whole; the names and the penalty
    are the columns cut short, their whole text in the tooltip."""
    from whistclub.services.demo import write_demo

    write_demo(window.database)
    try:
        laid_out(window, qtbot, language)
        window.show_games()
        shortened = 0
        for game in list_games(window.database):
            pad = window.games_page.open(game["id"])
            qtbot.waitUntil(lambda pad=pad: pad.isVisible())
            view, model = pad.view, pad.model
            header = view.horizontalHeader()
            assert header.length() <= view.viewport().width(), (game["profile"], language)
            for column in range(model.columnCount()):
                if model.column(column).may_shorten:
                    continue
                need = max(view.sizeHintForColumn(column), header.sectionSizeHint(column))
                assert header.sectionSize(column) >= need, (model.column(column).title, language)
            for column in range(model.columnCount()):
                if model.column(column).may_shorten:
                    need = view.sizeHintForColumn(column)
                    if header.sectionSize(column) < need:
                        shortened += 1
                        index = model.index(0, column)
                        tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                        assert tip == model.data(index)
        assert shortened  # the demo's names do not all fit: some were cut short, not the scores
    finally:
        i18n.install_translator("en")


def test_the_why_panel_is_as_tall_as_its_lines_and_the_deals_take_the_rest(
    window, players, club, qtbot
):
    """At the window's first size (1280x680) the deals come first: the Why? panel takes the
    height of its lines (three to eight), the deals the rest (a Solo pad showed two of its
    eight deals above one line of Why?); once the handle is dragged, the split stays."""
    laid_out(window, qtbot, "en")
    window.resize(1280, 680)
    window.show_games()
    pad = window.games_page.open(club["rubber"])
    qtbot.waitUntil(lambda: pad.isVisible())
    rows = pad.model.rowCount()
    assert rows == 6

    def deals_in_view() -> float:
        return pad.view.viewport().height() / pad.view.rowHeight(0)

    pad.view.selectRow(0)  # the first deal: a line or two of Why?
    short = pad.why_panel.height()
    assert short <= pad.why_panel.wanted_height()
    assert deals_in_view() >= 5
    pad.view.selectRow(5)  # the last deal: its lines and the rubber's, 8 in all
    qtbot.waitUntil(lambda: pad.why_panel.height() > short)
    last = pad.why.item(pad.why.count() - 1)
    assert pad.why.visualItemRect(last).bottom() < pad.why.viewport().height()
    assert deals_in_view() >= 3
    # Dragged by hand: the secretary's split is kept whatever the lines.
    pad.split.moveSplitter(pad.split.sizes()[0] - 40, 1)
    kept = pad.split.sizes()
    pad.view.selectRow(0)
    assert pad.split.sizes() == kept


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_club_games_list_shows_each_title_whole(window, qtbot, language):
    """The list beside the score pad was 200 pixels: "Bid Wh", "Solo se", "Rubber" for the
    demo club's games. It now shows its number, date and title whole at 1366 by 768 (the
    rules to their right, scrolled to), with room left for a five-player Solo pad (above)."""
    from whistclub.services.demo import write_demo

    write_demo(window.database)
    try:
        laid_out(window, qtbot, language)
        window.show_games()
        page = window.games_page
        page.refresh()
        qtbot.waitUntil(lambda: page.view.isVisible())
        view, header = page.view, page.view.horizontalHeader()
        title = 2
        assert page.model.rowCount() == 3
        assert header.sectionPosition(title) + header.sectionSize(title) <= view.viewport().width()
        assert header.sectionSize(title) >= view.sizeHintForColumn(title)
    finally:
        i18n.install_translator("en")
