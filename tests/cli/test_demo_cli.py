"""`whistclub-cli demo`: the demo club in a real SQLite file, read back by the services."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.helpers import cli
from whistclub.demo import build_demo
from whistclub.domain.documents.drive import score_drive
from whistclub.persistence import open_database
from whistclub.services import club, games
from whistclub.services.evenings import load_evening
from whistclub.services.settings import load_settings


def test_demo_writes_the_club_and_says_so(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    status, out, err = cli(capsys, url, "demo")
    assert (status, err) == (0, "")
    assert "28 players, 3 club games, 1 whist drive" in out
    database = open_database(url)
    try:
        players = club.list_players(database)
        stored = games.list_games(database)
        stake = load_settings(database)["evening.2026-11-24.money_per_point"]["value"]
    finally:
        database.close()
    assert stake == 0.5  # the evening of the demo's games was played for money
    assert sorted(p["name"] for p in players) == sorted(p.name for p in build_demo().players)
    assert [g["profile"] for g in stored] == ["english_short_001", "solo_002", "bid_whist_004"]


def test_check_passes_on_the_demo_database(demo_url, capsys):
    status, out, _err = cli(capsys, demo_url, "check")
    assert status == 0
    assert "3 games recomputed; all is well" in out


def test_demo_refuses_a_database_that_holds_a_club_and_writes_nothing(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    database = open_database(url)
    try:
        club.register_player(database, "Ann Archer")
    finally:
        database.close()
    status, out, err = cli(capsys, url, "demo")
    assert status == 2 and out == ""
    assert err.startswith("error: ") and "already holds a club (1 player)" in err
    assert "new, empty database" in err
    database = open_database(url)
    try:
        assert [p["name"] for p in club.list_players(database)] == ["Ann Archer"]
        assert games.list_games(database) == []
    finally:
        database.close()


def test_demo_twice_into_one_database_is_refused_the_second_time(demo_url, capsys):
    status, _out, err = cli(capsys, demo_url, "demo")
    assert status == 2
    assert "already holds a club (28 players, 1 season, 3 club games, 1 whist drive)" in err


def _export(capsys: pytest.CaptureFixture[str], url: str, folder: Path) -> dict[str, Any]:
    """The export's files, with the moments of writing (audit times and the hashes that seal
    them, export time) left out: everything else must be the same from one demo to the next."""
    assert cli(capsys, url, "export", "--to", str(folder))[0] == 0
    files: dict[str, Any] = {}
    for path in sorted(folder.iterdir()):
        if path.name == "club.json":
            data = json.loads(path.read_text(encoding="utf-8"))
            data.pop("exported_at")
            for entry in data["audit"]:
                entry.pop("at")
                entry.pop("hash")
            files[path.name] = data
        else:
            with path.open(encoding="utf-8-sig", newline="") as handle:
                rows = list(csv.DictReader(handle))
            for row in rows:
                row.pop("at", None)
            files[path.name] = rows
    return files


def test_two_demos_export_identically(demo_url, tmp_path, capsys):
    second = f"sqlite:///{tmp_path / 'again.sqlite3'}"
    assert cli(capsys, second, "demo")[0] == 0
    first_export = _export(capsys, demo_url, tmp_path / "first")
    second_export = _export(capsys, second, tmp_path / "second")
    assert first_export == second_export
    assert len(first_export["drive_table_results.csv"]) == 7 * 24
    assert len(first_export["drive_seatings.csv"]) == 24
    assert len(first_export["players.csv"]) == 28


def test_the_stored_evening_reads_back_as_the_domain_works_it_out(demo_url):
    expected = score_drive(build_demo().drive.document())
    database = open_database(demo_url)
    try:
        loaded = load_evening(database, 1)
    finally:
        database.close()
    assert loaded.problem == ""
    assert loaded.over and loaded.called == 24
    assert loaded.evening is not None
    standings = [(s.card, s.rank, float(s.total)) for s in loaded.evening.standings]
    assert standings == [(s["card"], s["rank"], float(s["total"])) for s in expected["standings"]]
    prizes = [(a.name, list(a.cards), a.reason) for a in loaded.evening.prizes]
    assert prizes == [(p["name"], p["cards"], p["reason"]) for p in expected["prizes"]]
    assert loaded.event["settings"]["money"]["raffle"] == 18.5  # the money sheet is kept
    by_card = {e["number"]: e for e in loaded.entrants}
    players = {p.name for p in build_demo().players}
    assert all(e["player_id"] is not None and e["name"] in players for e in by_card.values())
