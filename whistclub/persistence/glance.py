"""A first look at a club file with the standard library alone, before SQLAlchemy is loaded.

Importing the database layer (SQLAlchemy, sqlmodel, pydantic) takes longer than starting
Python and Qt together, so the window would paint its first page with data at several times a
bare Qt window's time (issue 24: "window painted with data <= 2x bare"). For the common case,
a SQLite file already at this app's schema revision with no drive being played, the first page
(Players) needs one query, which sqlite3 answers in a millisecond: the window paints it from
here, then opens the database as usual (migrate-on-open, integrity checks) and takes input.

Anything unusual makes `glance` return None and the window opens the database first, as it
always did: another database server, a new, older or newer file, a file that does not read, an
evening being played (the window then opens on the Whist drives page, which needs the
services). The rows are those `services.club.list_players` gives, column for column;
tests/persistence/test_glance.py holds the two to each other.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from whistclub import paths
from whistclub.persistence.revisions import head_revision

# The environment variable naming the club database (engine.resolve_url reads it too): its
# one definition, here where the window reads it before SQLAlchemy is loaded.
ENV_URL = "WHISTCLUB_DATABASE_URL"
PLAYER_COLUMNS = ("id", "name", "membership_number", "active", "notes", "publish_name", "version")
_BOOLEANS = ("active", "publish_name")  # stored as 0/1; SQLAlchemy gives bool (or None)


@dataclass(frozen=True, slots=True)
class Glance:
    """What the window's first page shows, read from `path`."""

    path: Path
    players: list[dict[str, Any]]


def read_only_uri(path: Path) -> str:
    """A URI that reads `path` without creating or changing any file.

    A read-only connection to a WAL database still creates the -wal and -shm files beside it;
    when there is no -wal file, everything is in the main file and `immutable=1` reads it with
    no side files at all (https://www.sqlite.org/uri.html). When a -wal file exists (the
    database is open elsewhere, or was not closed cleanly) its pages must be read too, and the
    side files are already there.
    """
    if Path(f"{path}-wal").exists():
        return locked_read_uri(path)
    return f"{path.absolute().as_uri()}?immutable=1"


def locked_read_uri(path: Path) -> str:
    """A read-only URI of `path` that reads with SQLite's locks (so a page another process is
    writing is waited for); absolute, since a file URI cannot be relative (`backup --to
    club.sqlite3`)."""
    return f"{path.absolute().as_uri()}?mode=ro"


def sqlite_file(url: str | None) -> Path | None:
    """The file of a plain `sqlite:///PATH` URL (as engine.resolve_url would choose it), or
    None for anything else: a server, `:memory:`, a URL with options."""
    url = url or os.environ.get(ENV_URL) or None
    if url is None:
        return paths.default_database_path().resolve()
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url:
        return None
    database = unquote(url[len(prefix) :])
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser().resolve()


def glance(url: str | None) -> Glance | None:
    """The Players page's rows of the club file at `url`, or None where the window must open
    the database before it paints (see the module's docstring)."""
    path = sqlite_file(url)
    if path is None or not path.is_file() or path.stat().st_size == 0:
        return None
    try:
        with closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
            if _revision(connection) != head_revision() or _drive_in_play(connection):
                return None
            return Glance(path, _players(connection))
    except (sqlite3.Error, ValueError, KeyError, TypeError):
        return None  # whatever it is, open_database says it in words


def _revision(connection: sqlite3.Connection) -> str | None:
    row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    return None if row is None else str(row[0])


def _players(connection: sqlite3.Connection) -> list[dict[str, Any]]:
    """services.club.list_players, include_withdrawn: every player by lower(name), id."""
    rows = connection.execute(
        f"SELECT {', '.join(PLAYER_COLUMNS)} FROM player ORDER BY lower(name), id"
    )
    players = [dict(zip(PLAYER_COLUMNS, row, strict=True)) for row in rows]
    for player in players:
        for column in _BOOLEANS:
            if player[column] is not None:
                player[column] = bool(player[column])
    return players


def _drive_in_play(connection: sqlite3.Connection) -> bool:
    """services.drives.latest_being_played, read with sqlite3 (evening_in_play decides both)."""
    latest = connection.execute(
        "SELECT id, settings FROM drive_event ORDER BY id DESC LIMIT 1"
    ).fetchone()
    if latest is None:
        return False
    last = connection.execute(
        "SELECT change, facts FROM drive_seating WHERE event_id = ? ORDER BY change DESC LIMIT 1",
        (latest[0],),
    ).fetchone()
    if last is None:
        return False
    entered = {
        row[0]
        for row in connection.execute(
            "SELECT table_number FROM drive_table_result WHERE event_id = ? AND change = ?",
            (latest[0], last[0]),
        )
    }
    settings = json.loads(latest[1]) if latest[1] else {}
    # The number of changes as stored (the window's evenings always store it); the domain's
    # reading of the settings, with its defaults, is not loaded for a glance: without the
    # key the evening counts as being played, and the window opens the database first.
    changes = settings.get("changes")
    if not isinstance(changes, int) or isinstance(changes, bool):
        changes = None
    facts = json.loads(last[1]) if last[1] else None
    return evening_in_play(changes, last[0], facts, entered)


def evening_in_play(
    changes: int | None,
    last_change: int,
    last_facts: Mapping[str, Any] | None,
    entered_tables: set[int],
) -> bool:
    """Whether an evening of `changes` changes (None: its settings are not worked out) whose
    last seating called is `last_change` is still being played: LoadedEvening.over told from
    that seating's tables and the tables entered for it, without reading the evening whole.
    The window asks it at start-up to open on the change being played (issue 24), through
    SQLAlchemy (services.drives.latest_being_played) or before the database layer is loaded
    (here)."""
    if changes is None or last_change < changes:
        return True  # settings not worked out: never over, as LoadedEvening.over says
    tables = (last_facts or {}).get("tables", [])
    return any(t.get("table") not in entered_tables for t in tables)
