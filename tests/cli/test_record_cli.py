"""`whistclub-cli record`: a player's record (JSON and the one-page PDF, read back) and the
club's records, from the demo club's drive and games."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

from pypdf import PdfReader

from tests.cli.helpers import cli
from whistclub.persistence import open_database
from whistclub.services.evenings import load_evening


def _winner(url: str):
    database = open_database(url)
    try:
        loaded = load_evening(database, 1)
        assert loaded.evening is not None
        top = loaded.evening.standings[0]
        prizes = [a.name for a in loaded.evening.prizes if top.card in a.cards]
        return top, prizes
    finally:
        database.close()


def test_a_players_record_matches_the_evening(demo_url, capsys):
    top, prizes = _winner(demo_url)
    status, out, err = cli(capsys, demo_url, "record", "--player", top.name)
    assert (status, err) == (0, "")
    record = json.loads(out)
    assert record["name"] == top.name and record["span"] == "2026-27"
    assert (record["evenings_played"], record["evenings_held"], record["attendance"]) == (1, 1, 100)
    assert record["total"] == top.total and record["ten_plus"] == top.ten_plus
    assert record["best"]["total"] == top.total
    assert [p["prize"] for p in record["prizes"]] == prizes
    assert record["evenings"][0]["place"] == 1 and record["evenings"][0]["of"] == 28
    # 24 changes, one partner each: the partners most played with add to at most 24.
    assert 0 < sum(p["changes"] for p in record["partners"]) <= 24


def test_the_players_pdf_is_one_page(demo_url, capsys, tmp_path: Path):
    top, _prizes = _winner(demo_url)
    pdf = tmp_path / "record.pdf"
    status, out, _err = cli(capsys, demo_url, "record", "--player", top.name, "--pdf", str(pdf))
    assert status == 0 and "(1 page)" in out
    reader = PdfReader(pdf)
    assert len(reader.pages) == 1
    text = reader.pages[0].extract_text() or ""
    assert top.name in text and "Partners most played with" in text and "20 November 2026" in text


def test_club_records(demo_url, capsys):
    top, _prizes = _winner(demo_url)
    status, out, _err = cli(capsys, demo_url, "record", "--all")
    assert status == 0
    data = json.loads(out)
    found = {r["what"]: r for r in data["records"]}
    assert found["highest drive total"]["figure"] == top.total
    assert top.name in found["highest drive total"]["players"]
    assert found["longest attendance run"]["figure"] == 1
    assert data["attendance"] == [
        {"id": 1, "evening": "Friday drive", "date": "2026-11-20", "players": 28}
    ]
    assert data["seasons"] == [{"season": "2026-27", "evenings": 1, "attendances": 28}]


def test_refusals(demo_url, capsys):
    status, _out, err = cli(capsys, demo_url, "record", "--player", "Nobody Atall")
    assert status == 2 and "there is no player 'Nobody Atall'" in err
    status, _out, err = cli(capsys, demo_url, "record", "--pdf", "x.pdf")
    assert status == 2 and "give --player WHO with --pdf" in err


def test_the_spanish_record_keeps_the_long_dates_in_their_column(demo_url, capsys, tmp_path):
    top, _prizes = _winner(demo_url)
    pdf = tmp_path / "historial.pdf"
    assert cli(capsys, demo_url, "record", "--player", top.name, "--pdf", str(pdf),
               "--language", "es")[0] == 0  # fmt: skip
    page = PdfReader(pdf).pages[0]
    text = page.extract_text() or ""
    assert "Historial del jugador" in text and "Compañeros más frecuentes" in text
    # The evening's date ends before the evening's name begins (words never overprint).
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from whistclub.reports.pdf_base import fonts
    from whistclub.reports.settings import PrintSettings

    found: list[tuple[str, float]] = []
    page.extract_text(
        visitor_text=lambda t, cm, tm, *_: found.append(
            (t.strip(), cm[0] * tm[4] + cm[2] * tm[5] + cm[4])  # x on the page
        )
    )
    day = "20 de noviembre de 2026"
    date_x = next(x for t, x in found if t == day)
    evening_x = next(x for t, x in found if t == "Friday drive")
    width = stringWidth(day, fonts(PrintSettings()).regular, 8.5)
    assert date_x + width < evening_x


def small_club(folder: Path, players: int, evenings: dict[str, date]) -> str:
    """A club of `players` members and the season 2026-27 (and Summer 2027), with an evening
    of them all on each date of `evenings` (tests/season_club.py): its URL."""
    from tests.season_club import play_evening
    from whistclub.persistence.engine import sqlite_url
    from whistclub.services import club

    url = sqlite_url(folder / "club.sqlite3")
    database = open_database(url)
    try:
        for name, starts, ends in (
            ("2026-27", date(2026, 9, 1), date(2027, 6, 30)),
            ("Summer 2027", date(2027, 7, 1), date(2027, 8, 31)),
        ):
            club.create_season(database, name, starts_on=starts, ends_on=ends)
        ids = [
            club.register_player(database, f"P{n}").created_id("player")
            for n in range(1, players + 1)
        ]
        entrants = [(f"P{n}", i) for n, i in enumerate(ids, 1)]
        for name, held_on in evenings.items():
            play_evening(database, name, held_on, entrants)
    finally:
        database.close()
    return url


def test_a_record_whose_total_is_a_fraction_prints_as_json(tmp_path: Path, capsys):
    # Nine players at two tables: one sits out each hand and scores the room's average
    # (26 points over 8 players: 3.25), so totals are fractions. `record --player` stopped
    # on "Object of type Fraction is not JSON serializable".
    url = small_club(tmp_path, 9, {"Nine": date(2026, 11, 6)})
    database = open_database(url)
    try:
        standings = load_evening(database, 1).evening.standings
    finally:
        database.close()
    fractional = next(s for s in standings if s.total.denominator != 1)
    status, out, err = cli(
        capsys, url, "record", "--player", fractional.name, "--season", "2026-27"
    )
    assert (status, err) == (0, "")
    record = json.loads(out)
    assert record["total"] == round(float(fractional.total), 2)
    assert record["evenings"][0]["total"] == record["best"]["total"] == record["total"]


def test_a_seasons_record_tells_of_that_season_only(tmp_path: Path, capsys):
    # Without --all only the season's evenings are read: the other seasons were listed as
    # having held none.
    url = small_club(tmp_path, 8, {"Winter": date(2026, 11, 6), "Summer": date(2027, 7, 2)})
    _status, out, _err = cli(capsys, url, "record", "--season", "2026-27")
    assert json.loads(out)["seasons"] == [{"season": "2026-27", "evenings": 1, "attendances": 8}]
    _status, out, _err = cli(capsys, url, "record", "--all")
    assert sorted(json.loads(out)["seasons"], key=lambda s: s["season"]) == [
        {"season": "2026-27", "evenings": 1, "attendances": 8},
        {"season": "Summer 2027", "evenings": 1, "attendances": 8},
    ]


def test_a_players_record_lists_the_games_the_season_counts(tmp_path: Path, capsys):
    # A season's games are "the games stored with the season, and those stored without one
    # played within its dates" (docs/season.md): the record went by the dates alone.
    from whistclub.services import club, games

    url = small_club(tmp_path, 8, {})
    database = open_database(url)
    try:
        seasons = {s["name"]: s["id"] for s in club.list_seasons(database)}
        document = {"profile": "english_short_001", "deals": []}
        seats = {"N": 1, "E": 2, "S": 3, "W": 4}
        games.start_game(database, document, seats=seats, title="Kept with the winter",
                         played_on=date(2027, 7, 10), season_id=seasons["2026-27"])  # fmt: skip
        games.start_game(database, document, seats=seats, title="Summer rubber",
                         played_on=date(2027, 7, 11), season_id=seasons["Summer 2027"])  # fmt: skip
    finally:
        database.close()
    status, out, err = cli(capsys, url, "record", "--player", "P1", "--season", "2026-27")
    assert (status, err) == (0, "")
    assert [g["title"] for g in json.loads(out)["games"]] == ["Kept with the winter"]
