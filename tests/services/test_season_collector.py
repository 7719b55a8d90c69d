"""The season tables are worked out with Python's cycle collector paused (services.collector.
collector_paused: on the stored ten-year club its walks over every object held were more than
half the tables' time), and it runs again afterwards, or stays off if it was off."""

from __future__ import annotations

import gc

import pytest

from whistclub.services import season, season_evenings


def test_the_collector_is_paused_while_the_tables_are_worked_out(monkeypatch):
    seen = []
    real = season.season_tables

    def watched(*args, **kwargs):
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(season, "season_tables", watched)
    data = season.SeasonData({"id": 1, "name": "2026-27"}, (), {}, {}, {}, {})
    rule = season.competition_rule({"scoring": "percent", "by_role": True})
    assert gc.isenabled()
    assert [t.name for t in season.competition_tables("Cup", rule, data, {})] == [
        "Cup (ladies)",
        "Cup (gents)",
    ]
    assert seen == [False] and gc.isenabled()


def test_the_collector_is_paused_while_the_season_is_read(monkeypatch, tmp_path):
    from whistclub.persistence import open_database
    from whistclub.persistence.engine import sqlite_url

    seen = []
    real = season_evenings._players
    monkeypatch.setattr(
        season_evenings, "_players", lambda db: seen.append(gc.isenabled()) or real(db)
    )
    database = open_database(sqlite_url(tmp_path / "club.sqlite3"))
    try:
        assert season.load_events(database, []).evenings == ()
    finally:
        database.close()
    assert seen == [False] and gc.isenabled()


def test_the_collector_runs_again_after_a_refusal_and_stays_off_if_it_was_off():
    with pytest.raises(RuntimeError), season.collector_paused():
        assert not gc.isenabled()
        raise RuntimeError("a table that could not be worked out")
    assert gc.isenabled()
    gc.disable()
    try:
        with season.collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
