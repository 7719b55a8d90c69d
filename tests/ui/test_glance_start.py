"""The window paints its first page from a glance at the club file, before the database layer
is loaded, then opens the database and takes input (issue 24: "window painted with data <= 2x
bare"; whistclub/persistence/glance.py)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.conftest import _close_without_asking
from whistclub import paths
from whistclub.persistence import open_database, resolve_url
from whistclub.persistence.database import Database
from whistclub.persistence.glance import glance
from whistclub.services import club, history
from whistclub.services.demo import write_demo
from whistclub.services.season import set_publish_name
from whistclub.services.unit import undo
from whistclub.ui.main_window import MainWindow
from whistclub.ui.players import PlayersPage
from whistclub.ui.settings import AppSettings

ROOT = Path(__file__).resolve().parents[2]


def test_a_glance_reads_the_players_as_the_services_do(database: Database) -> None:
    write_demo(database)
    club.withdraw_player(database, *_first(database))  # a withdrawn player: active False
    players = club.list_players(database)
    chosen = players[1]
    set_publish_name(database, chosen["id"], chosen["version"], False)
    seen = glance(database.url)
    assert seen is not None and seen.path == database.sqlite_path
    assert seen.players == club.list_players(database)  # every column, type and order
    assert any(not p["active"] for p in seen.players)
    assert any(p["publish_name"] is False for p in seen.players)


def _first(database: Database) -> tuple[int, int]:
    first = club.list_players(database)[0]
    return first["id"], first["version"]


def test_no_glance_while_a_drive_is_being_played(database: Database) -> None:
    """The window then opens on the drive's entry, which needs the services."""
    write_demo(database)
    assert glance(database.url) is not None  # the demo evening is over
    last = history.list_changes(database, newest_first=True)
    entry = next(e for e in last if (e["after"] or {}).get("drive_table_result"))
    undo(database, entry["id"])  # a table of the last change still to come in
    assert glance(database.url) is None


def test_no_glance_where_the_database_must_be_opened_first(tmp_path: Path) -> None:
    assert glance(f"sqlite:///{tmp_path / 'missing.sqlite3'}") is None  # created on open
    assert glance("postgresql+psycopg://postgres@127.0.0.1:5432/test") is None
    assert glance("sqlite://") is None  # in memory
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"not a database at all" * 100)
    assert glance(f"sqlite:///{garbage}") is None  # open_database says what is wrong
    older = tmp_path / "older.sqlite3"
    open_database(f"sqlite:///{older}").close()
    assert glance(f"sqlite:///{older}") is not None
    assert glance(f"sqlite:///{older}?timeout=5") is None  # options: the engine's business
    with sqlite3.connect(older) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0003'")
    assert glance(f"sqlite:///{older}") is None  # to be migrated (with its backup) first


def test_the_window_paints_from_a_glance_then_works_on_the_database(
    qtbot, database: Database, english: str
) -> None:
    written = write_demo(database)
    seen = glance(database.url)
    assert seen is not None
    window = MainWindow.glancing(database.url, AppSettings(), seen)
    qtbot.addWidget(window, before_close_func=_close_without_asking)
    window.show()
    qtbot.waitExposed(window)
    players = window.tabs.currentWidget()
    assert isinstance(players, PlayersPage) and window.shows_club_data
    assert getattr(window, "database", None) is None  # painted before the database is open
    assert players.model.rowCount() == len(written.players)
    assert window.database_label is None

    window.open_database()
    assert window.players_page is players and players.database is window.database
    assert window.database_label is not None
    assert window.database_label.text().endswith(str(database.sqlite_path))
    window.run("Add Zoe", lambda: club.register_player(window.database, "Zoe Glance"))
    assert players.model.rowCount() == len(written.players) + 1
    window.show_games()  # the other pages are built on the database as before
    assert window.games_page.model.rowCount() == len(written.games)


def test_the_first_page_paints_before_sqlalchemy_is_imported(database: Database) -> None:
    """The real start (`whistclub`): at the first paint with the club's data the database
    layer is not loaded yet; it is once the window takes input. A top-level import of a
    service in the window's first modules would load it before the paint and fail this."""
    write_demo(database)
    database.close()
    script = (
        "import builtins, sys\n"
        "real = builtins.print\n"
        "def told(*args, **kwargs):\n"
        "    if args and str(args[0]).split()[0] in ('ready-paint', 'input-ready'):\n"
        "        real(str(args[0]).split()[0], 'sqlalchemy' in sys.modules, flush=True)\n"
        "    real(*args, **kwargs)\n"
        "builtins.print = told\n"
        "from whistclub.ui.app import main\n"
        f"sys.exit(main(['--quit-after-paint', '--database', {database.url!r}]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    said = [line for line in done.stdout.splitlines() if line.endswith(("True", "False"))]
    assert said == ["ready-paint False", "input-ready True"], done.stdout


def test_without_a_url_the_glance_looks_where_the_engine_would(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As engine.resolve_url chooses: the environment's URL, else the file in the data
    folder (the autouse fixture points it at a temporary folder)."""
    monkeypatch.delenv("WHISTCLUB_DATABASE_URL", raising=False)
    default = paths.default_database_path()
    assert resolve_url(None) == f"sqlite:///{default.resolve()}"
    default.parent.mkdir(parents=True, exist_ok=True)
    open_database(resolve_url(None)).close()
    seen = glance(None)
    assert seen is not None and seen.path == default.resolve()
    monkeypatch.setenv("WHISTCLUB_DATABASE_URL", f"sqlite:///{tmp_path / 'other.sqlite3'}")
    assert glance(None) is None  # that file does not exist yet
