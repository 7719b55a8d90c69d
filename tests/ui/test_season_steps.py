"""A long season worked out a step at a time once the Season page is shown (issue 24: at the
very first opening of a club on a laptop no evening's summary is kept, and the page worked a
season of 43 drives of 40 tables out in one go, the window frozen for 2.2 s).

Every season here counts as long (IN_STEPS_ABOVE patched to 0), a step works out one evening
(STEP_MS patched to 0), so the demo club's season of three drives takes three steps, then one
for the season from them, one for its tables and one to show them; and the test takes each
step itself (SeasonSteps.step), not the event loop's timer, so that what is seen between steps
does not hang on the host's speed.
"""

from __future__ import annotations

import sqlite3
from datetime import date

import pytest

from tests.season_club import play_evening
from tests.ui.tour import make_window
from whistclub.services import club, season
from whistclub.services.demo import write_demo
from whistclub.ui import season as season_page
from whistclub.ui import season_steps
from whistclub.ui.main_window import PAGES


@pytest.fixture
def club_file(database):
    """The demo club with two more drives in its season: three evenings to work out."""
    write_demo(database)
    for number, day in ((2, date(2026, 12, 4)), (3, date(2026, 12, 11))):
        walk_ins = [(f"Walk-in {number}.{card}", None) for card in range(1, 9)]
        play_evening(database, f"Friday drive {number}", day, walk_ins)
    return database


@pytest.fixture
def in_steps(monkeypatch):
    monkeypatch.setattr(season_page, "IN_STEPS_ABOVE", 0)
    monkeypatch.setattr(season_steps, "STEP_MS", 0)
    monkeypatch.setattr(season_steps.SeasonSteps, "_schedule", lambda self, pause_ms: None)


def _take_steps(page, count: int | None = None) -> int:
    """Take `count` steps of the page's season being worked out (all of them: None); how
    many were taken."""
    taken = 0
    while page.working_out and (count is None or taken < count):
        page._steps.step()
        taken += 1
    return taken


def _evenings_of_season(database) -> list[int]:
    found = season.find_season(database, str(season.current_season(database)["id"]))
    return season.season_event_ids(database, found)


def test_the_page_shows_how_far_it_has_come_then_its_tables(
    qtbot, club_file, in_steps, warnings, tmp_path
):
    database = club_file
    assert len(_evenings_of_season(database)) == 3
    window = make_window(qtbot, database)
    window.tabs.setCurrentIndex(PAGES.index("season"))
    page = window.built_page("season")
    assert page is not None and page.working_out
    progress: list[tuple[int, int]] = []
    page._steps.progressed.connect(lambda read, of: progress.append((read, of)))
    # Painted before any evening is worked out, saying what is coming; nothing to print yet.
    assert page.empty.isVisible() and page.progress.isVisible()
    assert "0 of its 3 evenings read" in page.empty.text()
    assert not page.print_button.isEnabled() and not page.workbook_button.isEnabled()
    assert page.model.rowCount() == 0
    page.grab().save(str(tmp_path / "season-in-steps.png"))
    assert _take_steps(page, 1) == 1
    assert "1 of its 3 evenings read" in page.empty.text() and page.progress.value() == 1
    assert _take_steps(page) == 5  # two evenings, the season, its tables, shown
    assert progress == [(1, 3), (2, 3), (3, 3)]
    assert not page.progress.isVisible() and not page.empty.isVisible()
    assert page.print_button.isEnabled() and page.table_box.currentText() == "Winter league"
    # The same tables as worked out in one go.
    assert page.data == season.report_json(season.season_report(database))


def test_a_second_opening_takes_no_steps(qtbot, club_file, in_steps, warnings):
    """The evenings worked out in steps are kept between starts (services/reading_cache.py):
    the next start shows the tables at once."""
    database = club_file
    first = make_window(qtbot, database)
    first.show_season()
    page = first.built_page("season")
    assert _take_steps(page) == 6
    shown = page.data
    again = make_window(qtbot, database)
    again.show_season()
    assert again.built_page("season").working_out is False
    assert again.built_page("season").data == shown


def test_the_window_answers_meanwhile_and_nothing_is_read_twice(
    qtbot, club_file, in_steps, warnings, monkeypatch
):
    """A switch away and back leaves the steps going; a club change on screen starts them
    again from what is read already; each evening is worked out once."""
    database = club_file
    worked: list[int] = []
    real = season.drives.load_event
    monkeypatch.setattr(
        season.drives, "load_event", lambda db, event: worked.append(event) or real(db, event)
    )
    window = make_window(qtbot, database)
    window.show_season()
    page = window.built_page("season")
    _take_steps(page, 1)
    assert len(worked) == 1
    window.show_players()  # answered at once: the players page was built at the start
    assert window.tabs.currentWidget() is window.players_page and page.working_out
    window.show_season()
    assert page.working_out  # the club unchanged: the steps go on
    window.run("Add Zoe", lambda: club.register_player(database, "Zoe Steps"))
    assert page.working_out  # worked out again, in steps, from what is read
    assert page._steps.read == 1
    _take_steps(page)
    assert sorted(worked) == sorted(_evenings_of_season(database))
    assert page.data == season.report_json(season.season_report(database))


def _stored_results(tmp_path) -> dict[int, int]:
    with sqlite3.connect(tmp_path / "club.sqlite3") as raw:
        query = "SELECT event_id, count(*) FROM drive_table_result GROUP BY event_id"
        return dict(raw.execute(query).fetchall())


def test_a_short_season_is_worked_out_at_once(qtbot, club_file, warnings, monkeypatch, tmp_path):
    """At most IN_STEPS_ABOVE stored results to work out, the tables show with the page, as
    before; one more, and the page works the season out in steps."""
    database = club_file
    stored = sum(_stored_results(tmp_path)[e] for e in _evenings_of_season(database))
    monkeypatch.setattr(season_page, "IN_STEPS_ABOVE", stored)
    window = make_window(qtbot, database)
    window.show_season()
    page = window.built_page("season")
    assert not page.working_out and page.table_box.currentText() == "Winter league"
    # Another laptop (nothing kept between starts) with a bar one lower.
    (tmp_path / "other-laptop").mkdir()
    monkeypatch.setenv("WHISTCLUB_DATA_DIR", str(tmp_path / "other-laptop"))
    monkeypatch.setattr(season_page, "IN_STEPS_ABOVE", stored - 1)
    other = make_window(qtbot, database)
    other.show_season()
    assert other.built_page("season").working_out


def test_the_evenings_to_work_out_and_their_weight(club_file, tmp_path):
    database = club_file
    ids = _evenings_of_season(database)
    ready, pending = season.evenings_to_work_out(database, ids)
    assert ready == {} and list(pending) == ids
    counted = _stored_results(tmp_path)
    assert pending == {e: counted[e] for e in ids} and all(pending.values())
    first = season.read_evening(database, ids[0])  # worked out, and kept between starts
    ready, pending = season.evenings_to_work_out(database, ids)
    assert ready == {ids[0]: first} and list(pending) == ids[1:]
    second = season.read_evening(database, ids[1])
    ready, pending = season.evenings_to_work_out(database, ids, {ids[1]: second})
    assert set(ready) == {ids[0], ids[1]} and list(pending) == ids[2:]


def test_the_window_takes_the_steps_by_itself(qtbot, club_file, warnings, monkeypatch):
    """Without the test's hand: the event loop's timer takes each step."""
    monkeypatch.setattr(season_page, "IN_STEPS_ABOVE", 0)
    window = make_window(qtbot, club_file)
    window.show_season()
    page = window.built_page("season")
    assert page.working_out
    qtbot.waitUntil(lambda: not page.working_out, timeout=20_000)
    assert page.table_box.currentText() == "Winter league"


def test_a_step_that_fails_is_said_and_showing_the_page_again_tries_again(
    qtbot, club_file, in_steps, warnings, monkeypatch
):
    """The database gone in the middle (a server restarted): the page says so instead of
    "working out" for ever, the error still reported; shown again, it goes on."""
    from whistclub.services import ServiceError

    database = club_file
    real = season.read_evening
    calls: list[int] = []

    def flaky(db, event_id):
        calls.append(event_id)
        if len(calls) == 2:
            raise ServiceError("the club database could not be read: connection lost")
        return real(db, event_id)

    monkeypatch.setattr(season, "read_evening", flaky)
    window = make_window(qtbot, database)
    window.show_season()
    page = window.built_page("season")
    page._steps._on_timer()  # the first evening
    with pytest.raises(ServiceError):
        page._steps._on_timer()  # the second: the step fails
    assert not page.working_out
    assert "could not be worked out" in page.empty.text() and "connection lost" in page.empty.text()
    assert page.empty.isVisible() and not page.progress.isVisible()
    assert not page.print_button.isEnabled()
    window.show_players()
    window.show_season()  # again: from what is read
    assert page.working_out and page._steps.read == 1
    _take_steps(page)
    assert page.table_box.currentText() == "Winter league" and not page.empty.isVisible()
    assert sorted(set(calls)) == sorted(_evenings_of_season(database))
