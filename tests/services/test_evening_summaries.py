"""The season's evenings kept between starts (services/evening_summary.py, reading_cache.py;
issue 24: a season of 43 drives of 40 tables took 1.6 s to read at the Season page's first
opening). A kept summary stands for its evening only while the evening's version is the one
it was worked out at; the tables it gives are those of a reading from scratch."""

from __future__ import annotations

import sqlite3
from datetime import date
from fractions import Fraction
from typing import Any

import pytest

from tests.services.test_season import _reading, _tables, make_club_season
from whistclub.persistence import Database
from whistclub.services import club, evenings, reading_cache, season
from whistclub.services.evening_summary import (
    EveningSummary,
    SummaryLine,
    summary_from_json,
    summary_json,
)


@pytest.fixture
def club_season(database: Database) -> dict[str, Any]:
    return make_club_season(database)


def _season(database: Database, club_season: dict[str, Any]) -> dict[str, Any]:
    season.add_competition(database, club_season["season"], "League", {})
    return season.find_season(database, str(club_season["season"]))


def test_a_summary_reads_back_as_it_was_written_fractions_and_all():
    summary = EveningSummary(
        7,
        "Winter drive",
        date(2026, 12, 4),
        "progressive",
        True,
        True,
        (
            SummaryLine(1, "Ann", 1, 212, "lady", 3, 24),
            SummaryLine(2, "Walk In", 2, Fraction(415, 2), None, 0, 22),
        ),
        (("First", (1,)), ("Booby", (2, 3))),
        {1: ("e7.2", "p12"), 2: ("p1",)},
        ((1, 12), (2, None)),
    )
    again = summary_from_json(summary_json(summary))
    assert again == summary
    assert isinstance(again.standings[1].total, Fraction)
    assert again.keys == {1: "p12", 2: "e7.2"}
    assert summary_from_json({**summary_json(summary), "layout": 0}) is None


def test_a_new_start_reads_the_season_from_the_kept_summaries(database, club_season, monkeypatch):
    found = _season(database, club_season)
    scratch = season.load_season(database, found)  # the first opening: kept meanwhile
    read = _reading(database, monkeypatch)
    again = season.load_season(database, found)  # a new start: nothing in memory
    assert read == []
    assert _tables(database, again) == _tables(database, scratch)
    assert again.lines == scratch.lines
    assert again.players == scratch.players


def test_an_evening_changed_since_is_worked_out_again(database, club_season, monkeypatch):
    _first, second, _after = club_season["evenings"]
    found = _season(database, club_season)
    earlier = season.load_season(database, found)
    version = evenings.load_evening(database, second).results[(1, 1)]["version"]
    evenings.enter_result(database, second, 1, 1, [12], seen_version=version)
    club.register_player(database, "Someone new")  # a change to the club, not an evening
    read = _reading(database, monkeypatch)
    after = season.load_season(database, found)
    assert read == [second]
    assert _tables(database, after) != _tables(database, earlier)
    assert _tables(database, after) == _tables(database, _fresh(database, found, monkeypatch))


def _fresh(database: Database, found: dict[str, Any], monkeypatch) -> season.SeasonData:
    """The season worked out with no summary kept."""
    monkeypatch.setattr(reading_cache, "read_summaries", lambda *args, **kwargs: {})
    return season.load_season(database, found)


def test_a_summary_worked_out_by_another_version_of_the_app_is_not_used(
    database, club_season, monkeypatch
):
    found = _season(database, club_season)
    season.load_season(database, found)
    monkeypatch.setattr(reading_cache, "WORKED_OUT_BY", "0.0.1/1")
    read = _reading(database, monkeypatch)
    season.load_season(database, found)
    assert sorted(read) == sorted(club_season["evenings"][:2])


def test_an_evening_changed_while_it_is_read_is_not_kept(database, club_season, monkeypatch):
    """Its rows may hold the change, its version read before them does not: kept under that
    version, it would stand for the evening as it was before (a backup restored)."""
    _first, second, _after = club_season["evenings"]
    found = _season(database, club_season)
    real = season.drives.load_event
    changed = []

    def load_event(db: Database, event_id: int) -> dict[str, Any]:
        rows = real(db, event_id)
        if event_id == second and not changed:
            changed.append(event_id)
            version = evenings.load_evening(db, second).results[(1, 1)]["version"]
            evenings.enter_result(db, second, 1, 1, [11], seen_version=version)
        return rows

    monkeypatch.setattr(season.drives, "load_event", load_event)
    season.load_season(database, found)
    assert changed == [second]
    monkeypatch.setattr(season.drives, "load_event", real)
    read = _reading(database, monkeypatch)
    season.load_season(database, found)
    assert read == [second]


def test_a_damaged_summaries_file_is_started_again(database, club_season, monkeypatch):
    found = _season(database, club_season)
    reading_cache.cache_path().write_bytes(b"not a database at all " * 100)
    read = _reading(database, monkeypatch)
    first = season.load_season(database, found)
    assert sorted(read) == sorted(club_season["evenings"][:2])
    read.clear()
    assert _tables(database, season.load_season(database, found)) == _tables(database, first)
    assert read == []  # kept in the file started again
    with sqlite3.connect(reading_cache.cache_path()) as kept:
        assert kept.execute("SELECT count(*) FROM summary").fetchone() == (2,)


def test_a_summaries_file_that_cannot_be_written_is_passed_over(
    database, club_season, monkeypatch, tmp_path
):
    found = _season(database, club_season)
    folder = tmp_path / "a folder, not a file"
    folder.mkdir()
    monkeypatch.setattr(reading_cache, "cache_path", lambda: folder)
    read = _reading(database, monkeypatch)
    first = season.load_season(database, found)
    again = season.load_season(database, found)
    assert sorted(read) == sorted(club_season["evenings"][:2] * 2)  # worked out each time
    assert _tables(database, again) == _tables(database, first)


def test_the_tables_shown_are_remembered_while_the_club_is_unchanged(database, club_season):
    found = _season(database, club_season)
    season_id = int(found["id"])
    before = season.club_state(database)
    assert season.remembered_tables(before, season_id, "en") is None
    report = season.season_report(database, data=season.load_season(database, found))
    tables = season.report_json(report)
    competitions = [item.competition for item in report.competitions]
    season.remember_tables(database, before, season_id, "en", tables, competitions)
    assert season.remembered_tables(season.club_state(database), season_id, "en") == (
        tables,
        competitions,
    )
    assert season.remembered_tables(before, season_id, "es") is None  # another language
    assert season.remembered_tables(before, season_id + 1, "en") is None
    club.register_player(database, "Someone new")
    assert season.remembered_tables(season.club_state(database), season_id, "en") is None


def test_tables_worked_out_while_the_club_changed_are_not_remembered(database, club_season):
    found = _season(database, club_season)
    before = season.club_state(database)
    report = season.season_report(database, data=season.load_season(database, found))
    club.register_player(database, "Someone new")  # a change meanwhile
    season.remember_tables(database, before, int(found["id"]), "en", season.report_json(report), [])
    assert season.remembered_tables(before, int(found["id"]), "en") is None


def test_the_evenings_still_to_work_out_and_their_stored_results(database, club_season):
    """What the Season page reads to decide whether to work a season out in steps
    (ui/season_steps.py): the evenings to be had at once (in memory or kept between starts)
    and, for each of the others, its stored table results (two tables, two changes: four)."""
    found = _season(database, club_season)
    ids = season.season_event_ids(database, found)
    assert len(ids) == 2
    ready, pending = season.evenings_to_work_out(database, ids)
    assert ready == {} and pending == {ids[0]: 4, ids[1]: 4}
    first = season.read_evening(database, ids[0])  # worked out, and kept between starts
    ready, pending = season.evenings_to_work_out(database, ids)
    assert ready == {ids[0]: first} and pending == {ids[1]: 4}
    second = season.read_evening(database, ids[1])
    ready, pending = season.evenings_to_work_out(database, ids, {ids[1]: second})
    assert set(ready) == set(ids) and pending == {}
    # a result corrected: that evening is to work out again
    loaded = evenings.load_evening(database, ids[1])
    table = loaded.seating(1).tables[0].table
    version = loaded.results[(1, table)]["version"]
    evenings.enter_result(database, ids[1], 1, table, [5], seen_version=version)
    ready, pending = season.evenings_to_work_out(database, ids, {ids[1]: second})
    assert set(ready) == {ids[0]} and pending == {ids[1]: 4}
