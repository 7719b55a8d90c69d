"""`restore` reads a backup through before it replaces the club, and refuses what is wrong.

Every refusal is one line, exit status 2, and the club is untouched (byte for byte on SQLite,
row for row on PostgreSQL). Backups are real SQLite files made by `backup` and then damaged
the way a disk, a killed process or a person would.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command

from tests.cli.test_database_cli import cli, deal, seed_club
from tests.persistence.databases import database_url, postgres_url  # noqa: F401 (fixtures)
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.persistence.database import alembic_config, head_revision
from whistclub.persistence.engine import make_engine, sqlite_path, sqlite_url
from whistclub.services import club, games
from whistclub.services.history import list_changes


def make_backup(url: str, folder: Path) -> Path:
    seed_club(url)
    target = folder / "friday.sqlite3"
    assert main(["--database", url, "backup", "--to", str(target)]) == 0
    return target


def snapshot(url: str) -> tuple[object, ...]:
    """What a refused restore must leave as it was: the bytes of a SQLite file, or the rows."""
    path = sqlite_path(url)
    if path is not None:
        return (hashlib.sha256(path.read_bytes()).hexdigest(),)
    database = open_database(url)
    try:
        players = [p["name"] for p in club.list_players(database)]
        return (players, [(c["id"], c["action"]) for c in list_changes(database)])
    finally:
        database.close()


def written(path: Path, content: bytes) -> Path:
    path.write_bytes(content)
    return path


def rigged(backup: Path, *statements: str) -> Path:
    with closing(sqlite3.connect(backup)) as connection:
        connection.execute("PRAGMA foreign_keys = OFF")
        for statement in statements:
            connection.execute(statement)
        connection.commit()
    return backup


def refused(capsys: pytest.CaptureFixture[str], url: str, backup: Path, words: str) -> str:
    before = snapshot(url)
    capsys.readouterr()
    status, out, err = cli(capsys, url, "restore", str(backup))
    assert status == 2, (out, err)
    [line] = err.splitlines()
    assert line.startswith("error: ") and "Traceback" not in err
    assert words in line, line
    assert out == ""
    assert snapshot(url) == before
    return line


DAMAGE: dict[str, tuple[Callable[[Path], object], str]] = {
    "broken foreign key": (
        lambda b: rigged(b, "UPDATE deal SET game_id = 999"),
        "deal row 1 points to a missing game row",
    ),
    "invalid JSON in a deal": (
        lambda b: rigged(b, "UPDATE deal SET facts = '{\"tricks\": {' WHERE id = 2"),
        "deal row 2: facts is not valid JSON",
    ),
    "invalid JSON in the audit": (
        lambda b: rigged(
            b, "DROP TRIGGER audit_append_only_update", "UPDATE audit SET after = 'x'"
        ),
        "audit row 1: after is not valid JSON",
    ),
    "a dropped table": (
        lambda b: rigged(b, "DROP TABLE setting"),
        "schema: table setting is missing",
    ),
    "a dropped column": (
        lambda b: rigged(b, "ALTER TABLE player DROP COLUMN notes"),
        "schema: column player.notes",
    ),
    "a game that no longer scores": (
        lambda b: rigged(
            b, 'UPDATE deal SET facts = \'{"tricks": {"NS": 9, "EW": 5}}\' WHERE id = 2'
        ),
        "no longer scores",
    ),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_backup_is_refused_and_the_club_untouched(
    damage: str,
    database_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    backup = make_backup(database_url, tmp_path)
    database = open_database(database_url)
    club.register_player(database, "Carol White")  # the club differs from the backup
    database.close()
    spoil, words = DAMAGE[damage]
    spoil(backup)
    line = refused(capsys, database_url, backup, words)
    assert "cannot be restored" in line and "the club was not touched" in line


def test_an_evening_that_no_longer_works_out_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    assert cli(capsys, url, "demo")[0] == 0  # a finished Friday drive of 24 changes
    backup = tmp_path / "friday.sqlite3"
    assert cli(capsys, url, "backup", "--to", str(backup))[0] == 0
    rigged(backup, 'UPDATE drive_table_result SET facts = \'{"ns": [14], "ew": [4]}\' WHERE id = 3')
    refused(capsys, url, backup, "evening 1 (Friday drive): cannot be worked out")


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda folder: folder / "nothing.sqlite3", "there is no backup file"),
        (lambda folder: folder, "is a folder, not a backup file"),
        (lambda folder: Path(os.devnull), "is not a backup file (it is a device or a pipe)"),
        (lambda folder: written(folder / "empty.sqlite3", b""), "is empty (0 bytes)"),
        (lambda folder: written(folder / "notes.txt", b"hello"), "not a SQLite database file"),
    ],
)
def test_what_is_not_a_backup_file_is_refused(
    make: Callable[[Path], Path], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    folder = tmp_path / "in"
    folder.mkdir()
    refused(capsys, url, make(folder), words)


def test_a_backup_holding_only_the_schema_revision_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    hollow = tmp_path / "hollow.sqlite3"
    with closing(sqlite3.connect(hollow)) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        connection.execute("INSERT INTO alembic_version VALUES (?)", (head_revision(),))
        connection.commit()
    refused(capsys, url, hollow, "is missing")
    older = tmp_path / "older.sqlite3"
    with closing(sqlite3.connect(older)) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        connection.execute("INSERT INTO alembic_version VALUES ('0001')")
        connection.commit()
    refused(capsys, url, older, "cannot be restored")


def test_byte_flipped_backups_are_refused_or_restore_a_sound_club(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A flipped bit in the file header, a page's b-tree header, a name's UTF-8 or an audit
    entry's hash is always refused; a flip anywhere else is either refused or lands in data no
    check can tell from a real value (a letter of a name): then the restored club is sound and
    `check` passes it."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    backup = make_backup(url, tmp_path)
    pristine = backup.read_bytes()
    page = int.from_bytes(pristine[16:18], "big")
    with closing(sqlite3.connect(backup)) as connection:
        seal = connection.execute("SELECT hash FROM audit WHERE id = 2").fetchone()[0]
    always = [(0, 1), (5, 2), (16, 4), (page, 8), (page * 2 + 1, 16), (page * 3, 32)]
    always += [(pristine.index(b"Ann Smith") + 1, 0x80), (pristine.index(seal.encode()) + 7, 1)]
    rng = random.Random(22)
    anywhere = [(rng.randrange(len(pristine)), 1 << rng.randrange(8)) for _ in range(40)]
    outcomes = {"refused": 0, "restored": 0}
    for n, (spot, bit) in enumerate(always + anywhere):
        flipped = tmp_path / f"flipped-{n}.sqlite3"
        data = bytearray(pristine)
        data[spot] ^= bit
        flipped.write_bytes(bytes(data))
        before = snapshot(url)
        status, _, err = cli(capsys, url, "restore", str(flipped))
        assert status in (0, 2) and "Traceback" not in err, err
        if status == 2:
            assert len(err.splitlines()) == 1, err
            assert snapshot(url) == before
            outcomes["refused"] += 1
            continue
        assert n >= len(always), f"the flip of bit {bit} of byte {spot} was restored"
        outcomes["restored"] += 1
        status, out, _ = cli(capsys, url, "check")
        assert status == 0, out
    assert outcomes["refused"] >= len(always)


RESTORING = r"""
import sys
from whistclub.services import maintenance
while True:
    maintenance.restore(sys.argv[1], sys.argv[2])
    print("restored", flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_a_restore_killed_at_any_moment_is_never_unaudited(
    database_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    backup = make_backup(database_url, tmp_path)  # two players
    database = open_database(database_url)
    club.register_player(database, "Carol White")
    games.start_game(database, {"profile": "english_short_001", "deals": [deal(9)]})
    database.close()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    for _ in range(3):
        child = subprocess.Popen(
            [sys.executable, "-c", RESTORING, database_url, str(backup)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        time.sleep(random.uniform(0.5, 3.0))
        os.kill(child.pid, signal.SIGKILL)
        _, errors = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL, errors
        database = open_database(database_url)
        try:
            names = [p["name"] for p in club.list_players(database)]
            actions = [c["action"] for c in list_changes(database)]
        finally:
            database.close()
        if names == ["Ann Smith", "Bob Brown"]:  # replaced: and audited, exactly once
            assert actions[-1] == "club.restored" and actions.count("club.restored") == 1
        else:
            assert names == ["Ann Smith", "Bob Brown", "Carol White"]
            assert "club.restored" not in actions


def previous_version_backup(path: Path) -> Path:
    """A backup as the previous version wrote it: schema revision 0001, no hash chain yet."""
    engine = make_engine(sqlite_url(path))
    try:
        with engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, "0001")
            connection.exec_driver_sql(
                "INSERT INTO player (name, active, notes, version) VALUES ('Ann Smith', 1, '', 1)"
            )
            connection.exec_driver_sql(
                "INSERT INTO audit (at, action, summary, before, after) VALUES "
                "('2026-11-20 21:14:03.000000', 'player.registered', 'register Ann Smith', "
                "'{}', '{\"player\": [{\"id\": 1}]}')"
            )
    finally:
        engine.dispose()
    return path


def test_a_previous_versions_backup_restores_with_its_entries_sealed(
    database_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    backup = previous_version_backup(tmp_path / "old.sqlite3")
    before = backup.read_bytes()
    seed_club(database_url)
    status, _, err = cli(capsys, database_url, "restore", str(backup))
    assert status == 0, err
    assert backup.read_bytes() == before  # migrated on a scratch copy only
    database = open_database(database_url)
    try:
        assert [p["name"] for p in club.list_players(database)] == ["Ann Smith"]
        actions = [c["action"] for c in list_changes(database)]
        assert actions == ["player.registered", "club.restored"]
    finally:
        database.close()
    status, out, _ = cli(capsys, database_url, "check")
    assert status == 0, out


@pytest.mark.postgres
def test_a_server_in_another_time_zone_keeps_its_chain_through_backup_and_restore(
    postgres_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """PostgreSQL hands times over in the session's zone, SQLite keeps them without one: an
    entry's hash covers its time, so every copy moves times as UTC."""
    url = sa.make_url(postgres_url)
    options = f"{url.query['options']} -ctimezone=Pacific/Auckland"
    auckland = url.update_query_dict({"options": options}).render_as_string(hide_password=False)
    seed_club(auckland)
    backup = tmp_path / "server.sqlite3"
    assert cli(capsys, auckland, "backup", "--to", str(backup))[0] == 0
    status, out, _ = cli(capsys, sqlite_url(backup), "check")
    assert status == 0, out
    assert cli(capsys, auckland, "restore", str(backup))[0] == 0
    status, out, _ = cli(capsys, auckland, "check")
    assert status == 0, out
