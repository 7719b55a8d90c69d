"""An evening being played and its tables' page served on this machine only (127.0.0.1)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

# The browser, one for the whole session and every file here (tests/web/browser.py): defined
# once, in this conftest, so that no two files start their own Playwright at once.
from tests.web.browser import chromium, phone
from whistclub.persistence import Database, open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import evenings
from whistclub.web.server import TablesServer

__all__ = ["chromium", "phone"]

SETTINGS: dict[str, Any] = {"format": "progressive", "changes": 4, "hands_per_change": 1}


def make_evening(database: Database, players: int = 12, **settings: Any) -> int:
    """An evening of `players` (12: three tables) with change 1 called."""
    changes = evenings.new_evening(
        database, "Friday drive", {**SETTINGS, **settings}, held_on=date(2026, 11, 27)
    )
    event_id = changes.created_id("drive_event")
    for card in range(1, players + 1):
        evenings.register_entrant(
            database, event_id, f"Player {card}", role="lady" if card % 2 else "gent"
        )
    evenings.call_next_change(database, event_id, expected=1)
    return event_id


@pytest.fixture
def club(tmp_path: Path) -> Iterator[Database]:
    database = open_database(sqlite_url(tmp_path / "club.sqlite3"))
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def evening(club: Database) -> int:
    return make_evening(club)


@pytest.fixture
def served(club: Database, evening: int) -> Iterator[TablesServer]:
    server = TablesServer(club, evening, host="127.0.0.1", port=0).start()
    assert server.wait_started()
    try:
        yield server
    finally:
        server.stop()


def call(url: str, body: Any = None, raw: bytes | None = None) -> tuple[int, Any]:
    """GET (or POST `body` as JSON, or `raw` bytes) and the answer's status and JSON."""
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET")
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            text = answer.read().decode()
            status = answer.status
    except urllib.error.HTTPError as error:
        text, status = error.read().decode(), error.code
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def api(server: TablesServer, table: int) -> str:
    token = server.link(table).rsplit("/", 1)[1]
    return f"{server.address}/api/t/{token}"
