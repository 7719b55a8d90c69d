"""`backup` leaves a whole, checked file under the name asked for, or nothing at all.

Real SQLite files and real processes: a `whistclub-cli backup` killed with SIGKILL at random
moments, one stopped by a file-size limit (RLIMIT_FSIZE, the kernel's EFBIG), and, where this
machine lets the test mount one, a tiny tmpfs that fills up (ENOSPC) and a read-only one.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from tests.persistence.databases import postgres_url  # noqa: F401 (fixture)
from whistclub.persistence import open_database
from whistclub.persistence.database import head_revision
from whistclub.persistence.engine import sqlite_url

PLAYERS = 40_000  # about 6 MB: a backup takes long enough to be killed half-way


def big_club(path: Path) -> Path:
    open_database(sqlite_url(path)).close()
    with closing(sqlite3.connect(path)) as connection:
        connection.executemany(
            "INSERT INTO player (name, active, notes, version) VALUES (?, 1, ?, 1)",
            ((f"Player {n}", "x" * 120) for n in range(PLAYERS)),
        )
        connection.commit()
    return path


def cli(*args: str, limit: int | None = None) -> subprocess.CompletedProcess[str]:
    def limited() -> None:
        if limit is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run(
        [sys.executable, "-m", "whistclub.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=limited,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )


def a_whole_backup(path: Path) -> None:
    """The file is a sound club of this version holding every player."""
    with closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone() == (
            head_revision(),
        )
        assert connection.execute("SELECT count(*) FROM player").fetchone() == (PLAYERS,)


def finals(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if not p.name.startswith("."))


CHILD = r"""
import sys
from pathlib import Path
from whistclub.persistence import open_database
from whistclub.services import maintenance

database = open_database(sys.argv[1])
folder = Path(sys.argv[2])
for n in range(1_000_000):
    target = maintenance.backup(database, folder / f"backup-{n}.sqlite3")
    print(target, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_a_backup_killed_at_any_moment_leaves_no_partial_file(tmp_path: Path) -> None:
    club = big_club(tmp_path / "club.sqlite3")
    rng = random.Random()
    caught_writing = 0
    for round_ in range(6):
        folder = tmp_path / f"backups-{round_}"
        folder.mkdir()
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, sqlite_url(club), str(folder)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(rng.uniform(0.3, 2.5))  # start-up, then somewhere inside a backup
        os.kill(child.pid, signal.SIGKILL)
        printed, errors = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL, errors
        for path in finals(folder):
            a_whole_backup(path)  # every file under a final name is a whole backup
        reported = [Path(line) for line in printed.splitlines() if line.endswith(".sqlite3")]
        assert set(reported) <= set(finals(folder))
        caught_writing += any(p.name.endswith(".partial") for p in folder.iterdir())
    assert caught_writing, "no kill landed inside a backup: the test proved nothing"


def test_a_file_size_limit_leaves_nothing_and_says_so_in_one_line(tmp_path: Path) -> None:
    club = big_club(tmp_path / "club.sqlite3")
    target = tmp_path / "out" / "friday.sqlite3"
    result = cli("--database", sqlite_url(club), "backup", "--to", str(target), limit=1_000_000)
    assert result.returncode == 2, result.stderr
    [line] = result.stderr.splitlines()
    assert line.startswith(f"error: the backup could not be written to {target}: the disk is full")
    assert "free some space or choose another place" in line
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert list((tmp_path / "out").iterdir()) == []  # not even the temporary file


@pytest.fixture
def mount(tmp_path: Path) -> Iterator[object]:
    mounted: list[Path] = []

    def mount_tmpfs(folder: Path, options: str) -> Path:
        folder.mkdir()
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True
        )
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here ({done.stderr.decode().strip()})")
        mounted.append(folder)
        return folder

    yield mount_tmpfs
    for folder in mounted:
        subprocess.run(["umount", str(folder)], check=False)


@pytest.mark.skipif(sys.platform != "linux", reason="mounts a tmpfs")
def test_a_full_disk_leaves_nothing_and_says_so(tmp_path: Path, mount) -> None:  # type: ignore[no-untyped-def]
    club = big_club(tmp_path / "club.sqlite3")
    stick = mount(tmp_path / "stick", "size=1m")
    target = stick / "friday.sqlite3"
    result = cli("--database", sqlite_url(club), "backup", "--to", str(target))
    assert result.returncode == 2, result.stderr
    [line] = result.stderr.splitlines()
    assert "the disk is full or the file is too large for it" in line, line
    assert list(stick.iterdir()) == []


@pytest.mark.skipif(sys.platform != "linux", reason="mounts a tmpfs")
def test_a_read_only_folder_is_refused_in_one_line(tmp_path: Path, mount) -> None:  # type: ignore[no-untyped-def]
    club = big_club(tmp_path / "club.sqlite3")
    locked = mount(tmp_path / "locked", "ro,size=1m")
    for target in (locked / "friday.sqlite3", locked / "new-folder" / "friday.sqlite3"):
        result = cli("--database", sqlite_url(club), "backup", "--to", str(target))
        assert result.returncode == 2, result.stderr
        [line] = result.stderr.splitlines()
        assert "cannot be written to (read-only, or not yours); choose another place" in line
    assert list(locked.iterdir()) == []


def test_a_good_backup_is_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    club = big_club(tmp_path / "club.sqlite3")
    target = tmp_path / "out" / "friday.sqlite3"
    result = cli("--database", sqlite_url(club), "backup", "--to", str(target))
    assert result.returncode == 0, result.stderr
    a_whole_backup(target)
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["friday.sqlite3"]


@pytest.mark.postgres
@pytest.mark.parametrize("limit", [50_000, 1_000_000])  # while creating the tables; the rows
def test_a_server_backup_over_a_file_size_limit_leaves_nothing(
    limit: int,
    postgres_url: str,  # noqa: F811
    tmp_path: Path,
) -> None:
    database = open_database(postgres_url)
    with database.writer.begin() as connection:
        connection.exec_driver_sql(
            "INSERT INTO player (name, active, notes, version) "
            "SELECT 'Player ' || n, true, repeat('x', 200), 1 FROM generate_series(1, 20000) n"
        )
    database.close()
    target = tmp_path / "out" / "server.sqlite3"
    result = cli("--database", postgres_url, "backup", "--to", str(target), limit=limit)
    assert result.returncode == 2, result.stderr
    [line] = result.stderr.splitlines()
    assert line.startswith(f"error: the backup could not be written to {target}: the disk is full")
    assert list((tmp_path / "out").iterdir()) == []


def test_every_backup_refusal_is_a_service_refusal(tmp_path: Path) -> None:
    """The window and the command line show a ServiceError's words; nothing else escapes."""
    from whistclub.services import ServiceError, maintenance

    club = big_club(tmp_path / "club.sqlite3")
    taken = tmp_path / "taken.sqlite3"
    taken.write_bytes(b"precious")
    database = open_database(sqlite_url(club))
    try:
        with pytest.raises(ServiceError, match="already exists; choose a new file name"):
            maintenance.backup(database, taken)
    finally:
        database.close()
    assert taken.read_bytes() == b"precious"
