"""`whistclub-cli season` and `publish` with competitions over the club games (issue 26 item
1): the JSON rows keep their shape with game ids in `counted`, the text names the games, and
the website shows the games' table with an unpublished player nowhere by name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from tests.season_games import game_club
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.services import club, season


@pytest.fixture(scope="module")
def games_url(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict[str, Any]]:
    folder = tmp_path_factory.mktemp("games")
    url = f"sqlite:///{folder / 'club.sqlite3'}"
    database = open_database(url)
    try:
        made = game_club(database)
        season.add_competition(database, made["season"], "Rubbers", {"games": "partnership"})
        season.add_competition(database, made["season"], "Solo", {"games": "solo"})
        ben = next(p for p in club.list_players(database) if p["name"] == "Ben")
        season.set_publish_name(database, ben["id"], ben["version"], False)
    finally:
        database.close()
    return url, made


def test_the_games_tables_as_json_and_text(games_url, capsys):
    url, made = games_url
    assert main(["--database", url, "season", "--competition", "Rubbers", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    (rubbers,) = data["competitions"]
    assert rubbers["rule"]["games"] == "partnership" and rubbers["rule"]["figure"] == "margin"
    first = rubbers["rows"][0]
    assert set(first) == {"rank", "name", "points", "counted", "dropped", "qualified", "why"}
    assert (first["rank"], first["name"], first["points"]) == (1, "Ann", 23)
    assert first["counted"] == [made["games"]["Rubber 1"], made["games"]["Rubber 2"]]
    assert main(["--database", url, "season", "--competition", "Solo", "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert "the club's Solo sessions, by each player's balance in units; ties shared" in out
    assert "counted: Solo again 2026-11-05 (3)" in out


def test_the_games_tables_printed_in_spanish(games_url, tmp_path, capsys):
    url, _made = games_url
    pdf = tmp_path / "season.pdf"
    assert main(["--database", url, "season", "--pdf", str(pdf), "--language", "es"]) == 0
    capsys.readouterr()
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(pdf).pages)
    assert "los robbers del club (whist por parejas), por el margen de cada jugador" in text
    assert "aún sin terminar: Rubber 3 15 de octubre de 2026" in text


def test_the_site_shows_the_games_tables_without_an_unpublished_name(games_url, tmp_path, capsys):
    url, _made = games_url
    folder = tmp_path / "site"
    assert main(["--database", url, "publish", "--to", str(folder)]) == 0
    capsys.readouterr()
    page = (folder / "season-1.html").read_text("utf-8")
    assert "Rubbers" in page and "by each player&#39;s margin" in page
    assert "Ann" in page and "player 2" in page  # Ben said no: his number, not his name
    for path in Path(folder).iterdir():
        assert "Ben" not in path.read_text("utf-8"), path.name
