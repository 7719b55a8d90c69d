"""The results website (`whistclub-cli publish --to DIR`) opened in headless Chromium: every
link resolves inside the folder, nothing is fetched from outside it, hostile names show as
typed, and a player who may not be published is nowhere in the folder by name."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import pytest

from tests.season_club import play_evening
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.services import club, season

SCRIPT = "<script>alert('x')</script>"
AMPERSAND = "Tom & Jerry <b>"
RTL = "مريم الحسن"
SECRET = "Secretia Member"  # a member who said no
WALK_IN = "Wanda Walkin"  # a walk-in: no club player, never by name
QUIET = "Quentin Nonmember"  # a club player with no membership number: default off


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("site")
    url = f"sqlite:///{folder / 'club.sqlite3'}"
    database = open_database(url)
    try:
        names = [SCRIPT, AMPERSAND, RTL, SECRET, "Ann Able", "Bob Baker", QUIET]
        ids = {}
        for n, name in enumerate(names, start=1):
            number = None if name == QUIET else f"M{n}"
            ids[name] = club.register_player(database, name, membership_number=number).created_id(
                "player"
            )
        secret = next(p for p in club.list_players(database) if p["id"] == ids[SECRET])
        season.set_publish_name(database, ids[SECRET], secret["version"], False)
        season_id = club.create_season(
            database, "2026-27", starts_on=date(2026, 9, 1), ends_on=date(2027, 6, 30)
        ).created_id("season")
        season.add_competition(database, season_id, "League <cup>", {"tie_break": "shared"})
        entrants = [(name, ids[name]) for name in names] + [(WALK_IN, None)]
        play_evening(database, "Friday & <Drive>", date(2026, 10, 2), entrants)
        play_evening(database, "Friday drive", date(2026, 10, 9), entrants, ((10, 3), (2, 11)))
    finally:
        database.close()
    out = folder / "out"
    assert main(["--database", url, "publish", "--to", str(out), "--club-name", "Whist & Co"]) == 0
    return {"folder": out, "ids": ids}


def test_a_player_who_may_not_be_published_is_nowhere_by_name(site):
    folder: Path = site["folder"]
    files = sorted(folder.iterdir())
    assert files
    for path in files:
        text = path.read_text("utf-8")
        for hidden in (SECRET, WALK_IN, QUIET, "Secretia", "Walkin", "Quentin"):
            assert hidden not in text, f"{hidden} in {path.name}"
    pages = {p.name for p in files}
    assert f"player-{site['ids'][SECRET]}.html" not in pages
    assert f"player-{site['ids'][QUIET]}.html" not in pages
    assert f"player-{site['ids'][RTL]}.html" in pages
    assert {"index.html", "records.html", "style.css", "evening-1.html", "evening-2.html"} <= pages
    records = (folder / "records.html").read_text("utf-8")
    # Both evenings in the season, eight players at each: 16 attendances.
    assert '<td><bdi>2026-27</bdi></td><td class="n">2</td><td class="n">16</td>' in records


def _inside(folder: Path, href: str, page: Path) -> Path:
    parsed = urlparse(href)
    assert parsed.scheme in ("", "file"), f"{href} on {page.name} leaves the folder"
    target = Path(unquote(parsed.path)) if parsed.scheme else (page.parent / parsed.path)
    target = target.resolve()
    assert target.parent == folder.resolve(), f"{href} on {page.name} leaves the folder"
    return target


def test_every_page_in_chromium(site, phone):
    folder: Path = site["folder"]
    page = phone.new_page()
    fetched: list[str] = []
    dialogs: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    for path in sorted(folder.glob("*.html")):
        page.goto(path.as_uri())
        hrefs = page.eval_on_selector_all("[href], [src]", "els => els.map(e => e.href || e.src)")
        for href in hrefs:
            assert _inside(folder, href, path).is_file(), f"{href} on {path.name} is missing"
        text = page.inner_text("body")
        assert "Whist & Co" in text
        if path.name.startswith("evening-"):
            assert SCRIPT in text and AMPERSAND in text and RTL in text
            assert "card 4" in text and "card 8" in text  # the hidden member and the walk-in
        if path.name.startswith("season-"):
            assert "League <cup>" in text and SCRIPT in text
            # Each evening's walk-in is told apart by the evening's date.
            assert "card 8 (2 October 2026)" in text and "card 8 (9 October 2026)" in text
        # Styled by its own sheet, and as wide as the phone (no sideways scrolling).
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, f"{path.name} is {width}px wide on a 360px phone"
    assert dialogs == []  # no name ran as script
    assert fetched and all(url.startswith(folder.resolve().as_uri()) for url in fetched)
    # The first evening's title went through as text too.
    page.goto((folder / "evening-1.html").as_uri())
    assert page.inner_text("h1") == "Friday & <Drive>"
    assert page.evaluate("getComputedStyle(document.querySelector('thead th')).color") == (
        "rgb(255, 255, 255)"
    )


def test_a_republication_replaces_the_pages_and_a_strange_folder_is_refused(site, tmp_path):
    stranger = tmp_path / "mine"
    stranger.mkdir()
    (stranger / "holiday.jpg").write_bytes(b"x")
    url = f"sqlite:///{site['folder'].parent / 'club.sqlite3'}"
    assert main(["--database", url, "publish", "--to", str(stranger)]) == 2
    assert main(["--database", url, "publish", "--to", str(site["folder"])]) == 0


def test_the_site_in_the_clubs_spanish(site, tmp_path):
    url = f"sqlite:///{site['folder'].parent / 'club.sqlite3'}"
    out = tmp_path / "es"
    assert main(["--database", url, "publish", "--to", str(out), "--language", "es"]) == 0
    index = (out / "index.html").read_text("utf-8")
    assert '<html lang="es">' in index and "Clasificaciones de la temporada" in index
    assert "2 de octubre de 2026" in index
    assert "tarjeta 8" in (out / "evening-1.html").read_text("utf-8")
