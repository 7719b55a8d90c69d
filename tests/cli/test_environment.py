"""The laptop's own troubles are refusals in the user's words, with what to do (issue 22
item 9): a read-only file or folder, a full disk, a file-size limit, a folder that is not
there. Each in one line with exit status 2, never a traceback.

Read-only files are real: as root (CI containers) permissions would not apply, so the command
runs without the capabilities that let root ignore them (`setpriv`)."""

from __future__ import annotations

import os
import resource
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from whistclub.cli import main
from whistclub.persistence.engine import sqlite_url

ROOT = Path(__file__).parents[2]
DRIVE = ROOT / "docs" / "examples" / "drive-progressive.json"
PERMISSION = "permission denied: choose a file or folder you may change"


def cli(
    tmp_path: Path, *argv: str, preexec: Callable[[], None] | None = None
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "whistclub.cli", *argv]
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("root ignores file permissions, and setpriv is not installed")
        command = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", *command]
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
        "WHISTCLUB_DATA_DIR": str(tmp_path / "data"),
    }
    return subprocess.run(
        command, capture_output=True, text=True, env=env, preexec_fn=preexec, timeout=120
    )


def refused(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1, result.stderr
    return result.stderr


@pytest.fixture
def read_only(tmp_path: Path):
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "standings.xlsx").write_bytes(b"last week's")
    (folder / "standings.xlsx").chmod(0o444)
    folder.chmod(0o555)
    yield folder
    folder.chmod(0o755)


def test_a_read_only_folder_or_file_for_the_printables(tmp_path: Path, read_only: Path) -> None:
    err = refused(cli(tmp_path, "drive", "score", str(DRIVE), "--pdf", str(read_only / "x.pdf")))
    assert f"cannot write {read_only / 'x.pdf'}: {PERMISSION}" in err
    err = refused(
        cli(tmp_path, "drive", "score", str(DRIVE), "--xlsx", str(read_only / "standings.xlsx"))
    )
    assert PERMISSION in err
    assert (read_only / "standings.xlsx").read_bytes() == b"last week's"


def test_a_club_database_in_a_read_only_folder(tmp_path: Path, read_only: Path) -> None:
    err = refused(cli(tmp_path, "--database", sqlite_url(read_only / "club.sqlite3"), "demo"))
    assert "may not be changed" in err or PERMISSION in err, err


def test_a_read_only_club_database_refuses_an_import(tmp_path: Path) -> None:
    club = tmp_path / "club.sqlite3"
    assert main(["--database", sqlite_url(club), "demo"]) == 0
    players = tmp_path / "players.csv"
    players.write_text("name\nZoe New\n", encoding="utf-8")
    club.chmod(0o444)
    err = refused(
        cli(tmp_path, "--database", sqlite_url(club), "import-players", str(players), "--apply")
    )
    assert "read-only" in err, err


def small_files() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # else the kernel kills the writer
    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))


def test_a_file_size_limit_efbig(tmp_path: Path) -> None:
    pdf = tmp_path / "standings.pdf"
    err = refused(
        cli(tmp_path, "drive", "score", str(DRIVE), "--pdf", str(pdf), preexec=small_files)
    )
    assert f"cannot write {pdf}: the file grew past this system's file-size limit" in err


def test_a_full_disk_enospc(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this system")
    for option in ("--pdf", "--xlsx"):
        assert main(["drive", "score", str(DRIVE), option, "/dev/full"]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err == (
            "error: cannot write /dev/full: the disk is full: free some space, or choose "
            "another disk, and run it again\n"
        )


def test_a_database_folder_that_is_not_there(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A USB stick's mount point left as a file, or a path through a file."""
    (tmp_path / "usb").write_text("not a folder", encoding="utf-8")
    assert main(["--database", sqlite_url(tmp_path / "usb" / "club.sqlite3"), "demo"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "check the name" in err, err


def test_a_missing_input_file_is_not_a_missing_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "gone.json"
    assert main(["score", str(missing)]) == 2
    assert capsys.readouterr().err == (
        f"error: cannot read {missing}: there is no such file; check the name\n"
    )
