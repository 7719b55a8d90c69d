"""Messages stay one line of reasonable length (issue 22 item 10): the user's long text is
not echoed back whole, a flood of refused lines is summed up, and a folder, a pipe or
/dev/null given as a file says what it is."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from whistclub.cli import main
from whistclub.cli.common import MAX_MESSAGE
from whistclub.persistence.engine import sqlite_url

HUGE = "Z" * 4_000_000  # under the 5 MB JSON limit: it reaches the profile check


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert len(err) <= MAX_MESSAGE + len("error: \n")
    return err


def test_a_4_mb_profile_name_is_not_echoed_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tmp_path / "game.json"
    game.write_text(json.dumps({"profile": HUGE, "deals": []}), encoding="utf-8")
    err = refusal(capsys, "score", str(game))
    assert "profile" in err and "ZZZZ…" in err


def test_a_huge_option_value_is_not_echoed_back(capsys: pytest.CaptureFixture[str]) -> None:
    err = refusal(capsys, "movement", "--players", "8", "--format", HUGE[:100_000])
    assert "invalid choice" in err and "ZZZZ…" in err
    err = refusal(capsys, "movement", "--players", "8", "--fixed", " ".join(["word"] * 100_000))
    assert "--fixed takes card numbers" in err


def test_thousands_of_duplicate_names_give_a_summary_and_the_first_few(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "players.csv"
    source.write_text("name\n" + "Ann Lee\n" * 9_999, encoding="utf-8")
    assert (
        main(["--database", sqlite_url(tmp_path / "club.sqlite3"), "import-players", str(source)])
        == 2
    )
    lines = capsys.readouterr().err.splitlines()
    assert lines[:5] == [
        f"refused: line {n}: Ann Lee is already on line 2; keep one of them" for n in range(3, 8)
    ]
    assert lines[5:] == [
        "error: 9,998 refused (the first 5 above, 9,993 more); "
        "nothing was imported: correct the file (or add --skip-refused to import the others)"
    ]


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda p: p.mkdir(), "this is a folder, not a file"),
        (lambda p: os.mkfifo(p), "this is a pipe, not a file"),
        (None, "this is a device (such as /dev/null), not a file"),
    ],
)
def test_import_of_a_folder_a_pipe_or_dev_null_says_what_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, make, words: str
) -> None:
    source = tmp_path / "players.csv"
    if make is None:
        source = Path("/dev/null")
    else:
        make(source)
    err = refusal(
        capsys, "--database", sqlite_url(tmp_path / "club.sqlite3"), "import-players", str(source)
    )
    assert f"error: {source}: {words}" in err
