"""The Season page: the demo club's league as a table, live as a result is corrected, as of
a date, a new competition, printed, and *Publish results* writing the website; in Spanish."""

from __future__ import annotations

import sqlite3
from datetime import date

import pytest
from pypdf import PdfReader

from tests.ui.helpers import watch_at_work
from whistclub.services import evenings, reading_cache, season
from whistclub.services.demo import write_demo
from whistclub.ui import i18n
from whistclub.ui.main_window import MainWindow
from whistclub.ui.settings import AppSettings


@pytest.fixture
def window(qtbot, database, warnings):
    write_demo(database)
    window = MainWindow(database, AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    i18n.install_translator("en")


def _cells(page, column: int) -> list[str]:
    model = page.view.model()
    return [model.index(r, column).data() for r in range(model.rowCount())]


def test_the_league_is_shown_and_follows_a_corrected_result(window, database, tmp_path):
    window.actions_by_name["show_season"].trigger()
    page = window.season_page
    assert window.tabs.currentWidget() is page
    assert page.season_box.currentText() == "2026-27"
    assert page.table_box.currentText() == "Winter league"
    assert "points for place" in page.rule_label.text()
    assert _cells(page, 2)[:3] == ["10", "8", "6"]
    leader = _cells(page, 1)[0]
    assert _cells(page, 6)[0] == "counted: Friday drive 2026-11-20 (10)"
    page.grab().save(str(tmp_path / "season-page.png"))
    # Give the leader's table at change 1 the other side's tricks: the evening, and so the
    # league, changes; the page shows it when it is shown again.
    before = page.data
    loaded = evenings.load_evening(database, 1)
    card = next(s.card for s in loaded.evening.standings if s.name == leader)
    table = next(t for t in loaded.seating(1).tables if card in t.players)
    ns = 0 if card in table.ns else 13
    version = loaded.results[(1, table.table)]["version"]
    evenings.enter_result(database, 1, 1, table.table, [ns], seen_version=version)
    window.show_players()
    window.show_season()
    assert page.data != before
    assert page.data == season.report_json(season.season_report(database))
    page.as_of_check.setChecked(True)
    page.as_of.setDate(page.as_of.date().fromString("2026-10-01", "yyyy-MM-dd"))
    assert page.model.rowCount() == 0 and page.empty.isVisible()
    assert "No evening of this season counts yet" in page.empty.text()


def test_a_new_competition_printing_and_publishing(window, tmp_path, warnings):
    page = window.season_page
    window.show_season()
    page.new_competition("Open total", {"scoring": "total", "by_role": True})
    assert page.table_box.currentText() == "Open total (ladies)"
    assert page.model.rowCount() == 14
    pdf = page.print_pdf(tmp_path / "season.pdf")
    text = "".join(p.extract_text() for p in PdfReader(pdf).pages)
    assert "Open total (gents)" in text and "Winter league" in text
    assert page.save_workbook(tmp_path / "season.xlsx").is_file()
    folder = page.publish_results(tmp_path / "site")
    assert folder is not None and (folder / "index.html").is_file()
    assert "Open total (ladies)" in (folder / "season-1.html").read_text("utf-8")
    assert "pages written to" in warnings[-1]
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "photo.jpg").write_bytes(b"x")
    assert page.publish_results(tmp_path / "mine") is None
    assert "holds other files (photo.jpg" in warnings[-1]


def test_a_new_season_and_the_page_in_spanish(window, qtbot):
    i18n.install_translator("es")
    window._build()  # the pages as a window opened in Spanish builds them
    page = window.season_page
    assert page.publish_button.text() == "Publicar resultados…"
    assert "puntos por puesto (10, 8, 6" in page.rule_label.text()
    assert _cells(page, 6)[0] == "cuentan: Friday drive 20 de noviembre de 2026 (10)"
    page.new_season(
        {"name": "2027-28", "starts_on": date(2027, 9, 1), "ends_on": date(2028, 6, 30)}
    )
    assert page.season_box.count() == 2
    page.season_box.setCurrentIndex(page.season_box.findText("2027-28"))
    assert "no tiene ninguna competición" in page.empty.text()


def test_a_competition_is_changed_and_deleted_from_the_keyboard(
    window, database, qtbot, monkeypatch
):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog, QMessageBox

    from whistclub.ui.season_dialogs import CompetitionDialog

    window.show_season()
    page = window.season_page
    seen: list[tuple[str, dict]] = []

    def scripted(dialog: CompetitionDialog) -> int:
        # the dialog opens on the stored rule, its name kept
        seen.append(dialog.values())
        assert dialog.name.isReadOnly()
        dialog.best.setValue(0)  # all count
        dialog.counts.setCurrentIndex(dialog.counts.findData("games:partnership:margin"))
        assert not dialog.scoring.isEnabled()
        assert dialog.best_label.text() == "Best games that count:"
        assert dialog.tie_break.itemText(1) == "More games won"
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(CompetitionDialog, "exec", scripted)
    button = page.change_competition_button
    assert button.isEnabled() and button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert seen == [
        (
            "Winter league",
            {
                "best": 10,
                "min_attendance": 0,
                "members_only": True,
                "tie_break": "wins",
                "scoring": "places",
                "by_role": False,
            },
        )
    ]
    (stored,) = season.list_competitions(database, 1)
    assert stored["rule"]["games"] == "partnership" and stored["rule"]["best"] is None
    assert page.table_box.currentText() == "Winter league"
    assert "rubbers (partnership whist), by each player's margin" in page.rule_label.text()
    # the demo's rubbers: every margin adds up to nothing, and each row names its games
    points = [int(p) for p in _cells(page, 2)]
    assert page.model.rowCount() > 0 and sum(points) == 0
    assert all(why.startswith(("counted: ", "no game counted")) for why in _cells(page, 6))
    # F2 on the table opens the same dialog; Delete asks, then deletes
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    assert len(seen) == 2 and seen[1][1]["games"] == "partnership"
    asked: list[str] = []

    def answer(_parent, title, _text, *_args, **_kwargs):
        asked.append(title)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert asked == ["Delete Winter league?"] and page.table_box.count() == 1
    page.delete_competition_button.setFocus()
    qtbot.keyClick(page.delete_competition_button, Qt.Key.Key_Space)
    assert season.list_competitions(database, 1) == [] and page.table_box.count() == 0
    assert not page.change_competition_button.isEnabled()
    assert "no competition yet" in page.empty.text()
    window.undo_stack.undo()  # the deletion undone: the competition and its rule are back
    window.show_players()
    window.show_season()
    assert page.table_box.currentText() == "Winter league"
    assert "by each player's margin" in page.rule_label.text()


def test_change_and_delete_in_spanish(window):
    i18n.install_translator("es")
    window._build()
    page = window.season_page
    assert page.change_competition_button.text() == "Cambiar la competición…"
    assert page.delete_competition_button.text() == "Borrar la competición…"


def test_a_club_change_works_the_season_out_only_while_its_page_is_shown(
    window, database, monkeypatch
):
    """The season's tables read every evening of the season: a change made on another page
    does not read them again behind the secretary's back, and showing the page does."""
    from whistclub.services import club

    window.show_season()
    reads: list[int] = []
    real = season.load_season
    monkeypatch.setattr(season, "load_season", lambda *a, **k: reads.append(1) or real(*a, **k))
    window.show_players()
    window.run("Add Zoe", lambda: club.register_player(database, "Zoe Season"))
    assert reads == []
    window.show_season()
    assert reads == [1]
    window.run("Add Yves", lambda: club.register_player(database, "Yves Season"))
    assert reads == [1, 1]  # on screen: followed at once


def test_showing_the_season_again_works_it_out_only_if_the_club_changed(
    window, database, monkeypatch
):
    """A switch back to an unchanged season page is a paint, not the tables worked out and
    the columns measured again (issue 24: every page switch <= 2x bare)."""
    from whistclub.services import club

    window.show_season()
    shown = window.season_page.model.rowCount()
    reports: list[int] = []
    real = season.season_report
    monkeypatch.setattr(season, "season_report", lambda *a, **k: reports.append(1) or real(*a, **k))
    window.show_players()
    window.show_season()
    assert reports == [] and window.season_page.model.rowCount() == shown
    window.show_players()
    window.run("Add Zoe", lambda: club.register_player(database, "Zoe Season"))
    window.show_season()
    assert reports == [1]


def test_built_while_idle_the_page_reads_its_season_an_evening_a_step(
    window, database, monkeypatch
):
    """The window builds the Season page while idle without its season, then reads it an
    evening a pause (a big club's season took 1.4 s in one step); shown meanwhile, the page
    reads only what is not read yet."""
    from whistclub.ui.season import SeasonPage

    read: list[int] = []
    real = season.drives.load_event
    monkeypatch.setattr(
        season.drives, "load_event", lambda db, event: read.append(event) or real(db, event)
    )
    page = SeasonPage(database, window.run, window, read=False)
    assert page.data["competitions"] == [] and read == []  # nothing read when built
    steps = 0
    while page.prepare_next_step():
        steps += 1
    found = season.find_season(database, str(season.current_season(database)["id"]))
    evenings_of_season = season.season_event_ids(database, found)
    # the season found, its evenings, the season from them, its tables
    assert steps == 1 + len(evenings_of_season) + 2
    assert read == evenings_of_season
    assert page.table_box.currentText() == "Winter league"
    assert _cells(page, 2)[:3] == ["10", "8", "6"]
    # Shown half-way: the evenings read already are not read again (the tables as shown
    # last passed over, as on a club changed since).
    monkeypatch.setattr(season, "remembered_tables", lambda *args: None)
    halfway = SeasonPage(database, window.run, window, read=False)
    halfway.prepare_next_step()
    halfway.prepare_next_step()
    read.clear()
    halfway.refresh()
    assert read == evenings_of_season[1:]
    assert halfway.data == page.data
    assert halfway.prepare_next_step() is False  # refreshed: nothing left to prepare


def test_a_club_unchanged_since_shows_its_tables_as_last_shown(window, database, monkeypatch):
    """Issue 24: a season of 43 drives of 40 tables took 1.6 s to work out at the Season
    page's first opening. Opened again on a club not changed since (a new start), the page
    shows its tables as it last showed them, kept between starts, without reading an evening
    or working a table out; once the club changes, they are worked out again."""
    from whistclub.services import club
    from whistclub.ui.season import SeasonPage

    window.show_season()
    shown = window.season_page.data
    assert shown["competitions"]
    worked: list[int] = []
    real_read, real_report = season.drives.load_event, season.season_report
    monkeypatch.setattr(
        season.drives, "load_event", lambda db, event: worked.append(event) or real_read(db, event)
    )
    monkeypatch.setattr(
        season, "season_report", lambda *a, **k: worked.append(0) or real_report(*a, **k)
    )
    again = SeasonPage(database, window.run, window)  # as a new start builds it
    assert worked == [] and again.data == shown
    assert again.table_competitions == window.season_page.table_competitions
    assert _cells(again, 2)[:3] == ["10", "8", "6"]
    again.as_of_check.setChecked(True)  # a table as of a date: worked out, not kept
    assert worked == [0]
    with sqlite3.connect(reading_cache.cache_path()) as kept:
        assert kept.execute("SELECT count(*) FROM shown").fetchone() == (1,)
    worked.clear()
    idle = SeasonPage(database, window.run, window, read=False)
    assert idle.prepare_next_step() is True  # at its first step: the tables as last shown
    assert idle.prepare_next_step() is False and worked == [] and idle.data == shown
    club.register_player(database, "Zoe Season")
    later = SeasonPage(database, window.run, window)
    assert worked.count(0) == 1  # worked out again, the evenings from their summaries
    assert later.data == season.report_json(season.season_report(database))


def test_print_and_workbook_ask_where_and_say_when_it_cannot_be_written(
    window, tmp_path, monkeypatch, warnings
):
    """Without a path given, each asks where (suggesting season-NAME.pdf / .xlsx); cancelled,
    nothing is written; a folder that cannot be written to is said, nothing lost."""
    from PySide6.QtWidgets import QFileDialog

    page = window.season_page
    window.show_season()
    asked: list[str] = []
    answer = {"path": ""}

    def pick(parent, title, suggested, kind):
        asked.append(suggested)
        return answer["path"], kind

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    assert page.print_pdf() is None and page.save_workbook() is None  # cancelled
    assert asked == ["season-2026-27.pdf", "season-2026-27.xlsx"]
    answer["path"] = str(tmp_path / "chosen.pdf")
    assert page.print_pdf() == tmp_path / "chosen.pdf"
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    answer["path"] = str(tmp_path / "chosen.xlsx")
    assert page.save_workbook() == tmp_path / "chosen.xlsx"
    assert (tmp_path / "chosen.xlsx").stat().st_size > 0
    answer["path"] = str(tmp_path / "no such folder" / "season.pdf")
    assert page.print_pdf() is None
    assert "could not be written" in warnings[-1] and "choose another place" in warnings[-1]


def test_publishing_shows_it_is_at_work_and_says_a_refusal_in_the_window_s_words(
    window, tmp_path, monkeypatch, warnings
):
    """The big club's website takes 2-5 s: the wait cursor and a line in the status bar
    meanwhile, both gone after, even when the publication is refused."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    from whistclub.services import ServiceError
    from whistclub.site import publish as site

    page = window.season_page
    window.show_season()
    seen = watch_at_work(monkeypatch, site, "publish", window)
    assert page.publish_results(tmp_path / "site") == tmp_path / "site"
    assert seen == [(Qt.CursorShape.WaitCursor, seen[0][1])] and "results website" in seen[0][1]
    assert QGuiApplication.overrideCursor() is None and window.statusBar().currentMessage() == ""

    def refused(*args, **kwargs):
        raise ServiceError("the folder holds other files (photo.jpg): choose an empty folder")

    monkeypatch.setattr(site, "publish", refused)
    assert page.publish_results(tmp_path / "other") is None
    assert "photo.jpg" in warnings[-1]
    assert QGuiApplication.overrideCursor() is None and window.statusBar().currentMessage() == ""
