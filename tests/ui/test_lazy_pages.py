"""The window builds a page when it is first shown (issue 24 item 4): it paints its first page
with the club's data without building the other three, and every page, once switched to, is
the real page showing the club, and keeps working."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import _close_without_asking
from whistclub.persistence.database import Database
from whistclub.services import club, drives, evenings, history
from whistclub.services.demo import write_demo
from whistclub.services.unit import undo
from whistclub.ui import memory
from whistclub.ui.drive.page import SCREENS, DrivePage
from whistclub.ui.evening import EveningPage
from whistclub.ui.games import GamesPage
from whistclub.ui.main_window import PAGES, MainWindow
from whistclub.ui.players import PlayersPage
from whistclub.ui.season import SeasonPage
from whistclub.ui.settings import AppSettings


def _window(qtbot, database: Database) -> MainWindow:
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window, before_close_func=_close_without_asking)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_only_the_first_page_is_built_and_each_page_works_when_switched_to(
    qtbot, database: Database, english: str
) -> None:
    written = write_demo(database)
    window = _window(qtbot, database)
    built = [window.built_page(name) is not None for name in PAGES]
    assert built == [True, False, False, False, False]
    players = window.tabs.currentWidget()
    assert isinstance(players, PlayersPage) and players is window.players_page
    assert players.model.rowCount() == len(written.players)

    kinds = (PlayersPage, GamesPage, EveningPage, DrivePage, SeasonPage)
    for index, kind in reversed(list(enumerate(kinds))):
        window.tabs.setCurrentIndex(index)  # as a click on the tab does
        page = window.tabs.currentWidget()
        assert isinstance(page, kind) and window.tabs.currentIndex() == index
        assert window.built_page(PAGES[index]) is page
    assert window.games_page.model.rowCount() == len(written.games)
    assert window.drive_page.loaded is not None
    assert window.drive_page.loaded.event_id == written.drive
    # The Season page built without its season, then read an evening a step: its league.
    season = window.built_page("season")
    assert season is not None and season._shown_at != -1
    assert [c["name"] for c in season.data["competitions"]] == ["Winter league"]
    assert season.data["competitions"][0]["rows"]
    assert [window.tabs.tabText(i) for i in range(5)] == [
        "Players",
        "Club games",
        "Evening",
        "Whist drives",
        "Season",
    ]

    # The pages keep working: a player added from the menu shows on the built Players page.
    window.tabs.setCurrentIndex(0)
    window.run("Add Zoe", lambda: club.register_player(database, "Zoe Lazy"))
    assert players.model.rowCount() == len(written.players) + 1
    window.actions_by_name["show_evening"].trigger()  # View > Evening (Ctrl+3)
    assert window.tabs.currentWidget() is window.evening_page


def test_a_page_not_built_yet_reads_the_club_as_it_is_when_first_shown(
    qtbot, database: Database, english: str
) -> None:
    written = write_demo(database)
    window = _window(qtbot, database)
    window.run("Add Zoe", lambda: club.register_player(database, "Zoe Later"))
    assert window.built_page("drive") is None
    window.show_drives()
    names = {e["name"] for e in drives.load_event(database, written.drive)["entrants"]}
    assert window.drive_page.loaded is not None and names
    assert window.tabs.currentWidget() is window.drive_page


def test_reopened_during_a_drive_the_window_opens_on_its_entry(
    qtbot, database: Database, english: str
) -> None:
    written = write_demo(database)
    assert not drives.latest_being_played(database)  # the demo evening is over
    last = history.list_changes(database, newest_first=True)
    entry = next(e for e in last if (e["after"] or {}).get("drive_table_result"))
    undo(database, entry["id"])  # its last table result taken out: the evening is in play
    loaded = evenings.load_evening(database, written.drive)
    assert loaded.called >= 1 and not loaded.over
    assert drives.latest_being_played(database)
    window = _window(qtbot, database)
    assert window.tabs.currentWidget() is window.drive_page
    assert window.drive_page.tabs.currentWidget() is window.drive_page.entry
    assert window.built_page("players") is None


def test_once_up_the_window_builds_its_other_pages_while_idle(
    qtbot, database: Database, english: str, monkeypatch
) -> None:
    """app.main has the window build the pages not shown yet, one at a time while it is idle,
    so a tab clicked later opens at once (issue 24); the page on screen stays current and a
    page asked for meanwhile is built once."""
    written = write_demo(database)
    window = _window(qtbot, database)
    settled: list[bool] = []
    monkeypatch.setattr(memory, "settle", lambda *, full=False: settled.append(full))
    window.prepare_pages_when_idle(pause_ms=0)
    games = window.games_page  # asked for before the idle building reaches it
    # The idle pauses run at once: each builds one page and starts the next pause. (Qt's
    # timers no longer fire in a test process once app.main has run app.exec() and quit, as
    # tests/ui/test_app.py does, so the timer's own firing is not waited for.)
    # the pages, the drives page's evening and its screens, the season an evening a step,
    # the score pads, the collector
    for _ in range(len(PAGES) + 1 + len(SCREENS) + 20):
        if not window._preparing.isActive():
            break
        window._preparing.stop()
        window._prepare_next_page()
    assert not window._preparing.isActive()  # nothing left to build
    # The drives page's evening settled when read, then last the collector's full pass that
    # app.main leaves to this moment.
    assert settled == [False, True]
    assert window.games_page is games  # not built a second time
    assert window.tabs.currentIndex() == PAGES.index("players")  # nothing switched
    assert [type(window.tabs.widget(i)) for i in range(5)] == [
        PlayersPage,
        GamesPage,
        EveningPage,
        DrivePage,
        SeasonPage,
    ]
    # The drives page's evening read and its screens built while idle, after the pages.
    assert window.drive_page.prepare_next_screen() is False
    assert sorted(window.drive_page._screens) == sorted(SCREENS)
    assert window.drive_page.loaded is not None
    assert window.drive_page.loaded.event_id == written.drive
    # Each page built while idle is polished and laid out before it shows (its first show
    # then costs what a later one does: bench/bench_pages.py).
    polished = Qt.WidgetAttribute.WA_WState_Polished
    for name in ("evening", "drive", "season"):  # games: asked for, not prepared
        page = window.built_page(name)
        assert page is not None and not page.isVisible() and page.testAttribute(polished)


def test_the_drives_page_reads_its_evening_and_the_members_once_when_built(
    qtbot, database: Database, english: str, monkeypatch
) -> None:
    """Building the Whist drives page reads no evening (its Settings tab, in view, shows the
    stored settings alone); the first screen that shows the evening reads it once (the
    evening box's own signal once opened it a second time); the desk asks each member's
    namesakes in one count (every member against every other: 320,000 comparisons for 400
    members). Issue 24."""
    from whistclub.services import evening_updates

    write_demo(database)
    newest = drives.create_event(  # the last
        database, "Friday", settings={"changes": 13}
    ).created_id("drive_event")
    club.register_player(database, "Ann Twin")
    club.register_player(database, "Ann Twin")
    window = _window(qtbot, database)
    loads: list[int] = []
    real = evening_updates.load
    monkeypatch.setattr(
        evening_updates, "load", lambda *a, **k: loads.append(a[1]) or real(*a, **k)
    )
    window.tabs.setCurrentIndex(PAGES.index("drive"))
    page = window.drive_page
    assert loads == [] and page.event_id == newest
    assert evenings.event_settings(database, newest)["changes"] == 13
    assert page.settings_tab.values()["changes"] == 13  # the evening's own, not the default
    page.tabs.setCurrentWidget(page.desk)  # the desk's name box: its members when shown
    assert loads == [newest]
    page.tabs.setCurrentWidget(page.standings)
    assert loads == [newest]  # read once, kept for every screen
    suggestions = window.drive_page.desk.completer.model().stringList()
    twins = sorted(s for s in suggestions if s.startswith("Ann Twin"))
    assert len(twins) == 2 and all("(player " in s for s in twins)


def test_a_club_change_reloads_the_pages_that_show_it(
    qtbot, database: Database, english: str, monkeypatch
) -> None:
    """After a change the window reloads only the pages that show what it touched (issue 24:
    the window's refresh after a change): a result entered at a drive reloads neither the
    Players page nor the club games; a renamed player reloads the pages that show names."""
    from whistclub.ui.main_window import pages_showing

    written = write_demo(database)
    window = _window(qtbot, database)
    for name in PAGES:
        window._page(name)
    reloaded: list[str] = []
    for page in (window.players_page, window.games_page, window.built_page("evening")):
        real = page.refresh  # type: ignore[attr-defined]
        monkeypatch.setattr(
            page, "refresh", lambda p=page, r=real: reloaded.append(type(p).__name__) or r()
        )
    event = drives.create_event(database, "Friday").created_id("drive_event")
    window.run("Result", lambda: drives.record_table_result(database, event, 1, 1, {"NS": 7}))
    assert reloaded == []
    window.run("Add", lambda: club.register_player(database, "Zoe New"))
    assert reloaded == ["PlayersPage"]  # a new player sits in no game yet
    reloaded.clear()
    player = written.players[0]
    version = next(p for p in club.list_players(database) if p["id"] == player)["version"]
    window.run("Rename", lambda: club.rename_player(database, player, version, "Ann Renamed"))
    assert reloaded == ["PlayersPage", "GamesPage", "EveningPage"]
    assert any(r["name"] == "Ann Renamed" for r in window.players_page.model.rows())
    assert pages_showing(None) == ("players", "games", "evening")  # a restore, a new language


def test_the_slowest_page_to_build_is_prepared_first(
    qtbot, database: Database, english: str
) -> None:
    """The drives page (a club night's page, among the slowest to build) is the first built
    while idle: a click soon after the start finds it ready."""
    write_demo(database)
    window = _window(qtbot, database)
    window.prepare_pages_when_idle(pause_ms=0)
    window._preparing.stop()  # the pauses run by hand (see the test above)
    window._prepare_next_page()
    built = [name for name in PAGES if window.built_page(name) is not None]
    assert built == ["players", "drive"]


def test_the_drives_page_builds_each_screen_when_first_shown(
    qtbot, database: Database, english: str
) -> None:
    """The Whist drives page opens on its Settings screen with the other seven waiting: each
    is built in its tab's place when first shown, by a shortcut, a switch or a question from
    the code, once (the keyboard's focus after Alt+N: tests/ui/drive/test_keyboard.py).
    Issue 24."""
    from whistclub.ui.drive.desk import DeskTab
    from whistclub.ui.drive.screens import StandingsTab

    write_demo(database)
    window = _window(qtbot, database)
    window.show_drives()
    page = window.drive_page
    assert page.tabs.currentWidget() is page.settings_tab
    assert page._screens == {}
    assert page.tabs.count() == 1 + len(SCREENS)
    assert [page.tabs.tabText(i) for i in (1, 4, 7)] == ["Desk", "Standings", "History"]
    page.show_screen(1)  # Alt+2, as its shortcut does
    assert isinstance(page.tabs.currentWidget(), DeskTab)
    assert page.tabs.widget(1) is page.desk and list(page._screens) == ["desk"]
    page.tabs.setCurrentIndex(4)  # switched to by other means: built on the switch
    standings = page.tabs.currentWidget()
    assert isinstance(standings, StandingsTab) and standings is page.standings
    assert standings.model.rowCount() > 0  # the evening shown on it
    page.tabs.setCurrentIndex(1)
    page.tabs.setCurrentIndex(4)
    assert page.tabs.widget(4) is standings  # built once
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(5).center())  # Prizes
    assert page.tabs.currentIndex() == 5 and page.tabs.currentWidget() is page.prizes
    assert "prizes" in page._screens and len(page._screens) == 3
    assert page.tabs.count() == 1 + len(SCREENS)


def test_the_club_games_page_built_while_idle_measures_only_the_rows_in_view(
    qtbot, database: Database, english: str, monkeypatch
) -> None:
    """Built and painted off screen while the window is idle, the Club games page's list
    has no rows in view: a header resizing itself to its contents then measured every game
    (the big club's 500: 25,000 cells, 120 ms in front of any click). Its columns are fitted
    from the rows in view once it shows, the titles whole (tests/ui/test_fits_1366.py)."""
    from whistclub.services.games import start_game
    from whistclub.ui.models import RowsModel

    for number in range(150):
        start_game(
            database, {"profile": "english_short_001", "deals": []}, title=f"Rubber {number}"
        )
    window = _window(qtbot, database)
    asked: list[int] = []
    real = RowsModel.data
    monkeypatch.setattr(RowsModel, "data", lambda self, *a: asked.append(1) or real(self, *a))
    monkeypatch.setattr("whistclub.ui.main_window.PREPARE_ORDER", ("games",))
    window.prepare_pages_when_idle(pause_ms=0)
    qtbot.waitUntil(lambda: window.built_page("games") is not None)
    assert len(asked) < 150 * 5  # not every game's every column
    asked.clear()
    window.show_games()
    page = window.games_page
    title = page.view.horizontalHeader().sectionSize(2)
    assert title >= page.view.sizeHintForColumn(2) > 0  # fitted once shown
    assert 0 < len(asked) < 150 * 5
