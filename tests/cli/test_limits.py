"""Every input has a stated limit, checked before work starts (issue 22 item 7; docs/cli.md
"Limits"): each refused in one line with exit status 2, quickly, whatever its size."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.hostile import entity_bomb, zip_bomb
from whistclub.cli import main
from whistclub.cli.common import MAX_JSON_BYTES, MAX_JSON_DEPTH, MAX_NUMBER_DIGITS
from whistclub.persistence.engine import sqlite_url
from whistclub.services.player_import import MAX_ROWS

GAME = {"profile": "english_short_001", "deals": [{"tricks": {"NS": 7, "EW": 6}}]}


def refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ")
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("players", ["2147483648", str(10**20), "100000000"])
def test_a_movement_for_billions_is_refused_at_once(
    capsys: pytest.CaptureFixture[str], players: str
) -> None:
    started = time.monotonic()
    err = refusal(capsys, "movement", "--players", players)
    assert time.monotonic() - started < 1
    assert "at most 400 players" in err


def test_movement_seeds_and_fixed_seats_have_limits(capsys: pytest.CaptureFixture[str]) -> None:
    assert "give at most 999999999999999, not 99999" in refusal(
        capsys, "movement", "--players", "8", "--seed", "9" * 5000
    )
    assert "--fixed takes card numbers" in refusal(
        capsys, "movement", "--players", "8", "--fixed", "1," * 100_000
    )


def test_print_blank_cards_and_club_name_have_limits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = str(tmp_path / "x.pdf")
    assert "at most 400 blank cards" in refusal(
        capsys, "print", "latest", "--blank", "1000000000", "-o", out
    )
    err = refusal(capsys, "print", "latest", "--club-name", "C" * 10_000, "-o", out)
    assert "keep it to 120" in err


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_json_larger_than_the_limit_is_refused_unparsed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    padded = json.dumps(GAME)[:-1] + ', "notes": "' + "x" * MAX_JSON_BYTES + '"}'
    assert "is larger than 5 MB" in refusal(capsys, "score", write(tmp_path, padded))


def test_json_deeper_than_the_limit_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    deep = {**GAME, "rules": {}}
    inner = deep["rules"]
    for _ in range(MAX_JSON_DEPTH):
        inner["x"] = {}
        inner = inner["x"]
    err = refusal(capsys, "score", write(tmp_path, json.dumps(deep)))
    assert f"nested more than {MAX_JSON_DEPTH} levels deep" in err


@pytest.mark.parametrize(
    ("number", "message"),
    [
        ("1" + "0" * MAX_NUMBER_DIGITS, "numbers have at most 15"),
        ("-" + "9" * 400, "has 400 digits"),
        ("1e999", "is too large"),
        ("NaN", "NaN is not a number"),
        ("-Infinity", "-Infinity is not a number"),
    ],
)
def test_json_numbers_have_limits(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, number: str, message: str
) -> None:
    text = json.dumps(GAME).replace('"NS": 7', f'"NS": {number}')
    assert message in refusal(capsys, "drive", "score", write(tmp_path, text))


def import_refusal(capsys: pytest.CaptureFixture[str], tmp_path: Path, source: Path) -> str:
    url = sqlite_url(tmp_path / "club.sqlite3")
    assert main(["--database", url, "import-players", str(source), "--apply"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err


def test_a_zip_bomb_xlsx_is_refused_from_its_directory(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bomb = zip_bomb(tmp_path / "players.xlsx")
    assert bomb.stat().st_size < 3_100_000  # 3 MB on disk, 3 GB inflated
    started = time.monotonic()
    err = import_refusal(capsys, tmp_path, bomb)
    assert time.monotonic() - started < 15  # opening the new club database is most of it
    assert "the workbook unpacks to 3,020 MB; a player list is at most 50 MB" in err


def test_an_xml_entity_bomb_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    err = import_refusal(capsys, tmp_path, entity_bomb(tmp_path / "players.xlsx"))
    assert "declares XML entities (xl/worksheets/sheet1.xml)" in err


def test_an_import_past_the_row_limit_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "players.csv"
    source.write_text(
        "name\n" + "".join(f"Player {n}\n" for n in range(MAX_ROWS)), encoding="utf-8"
    )
    assert f"more than {MAX_ROWS:,} lines" in import_refusal(capsys, tmp_path, source)


def test_an_import_file_past_the_size_limit_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "players.csv"
    with source.open("w", encoding="utf-8") as file:
        file.write("name,notes\nAnn," + "x" * 11_000_000 + "\n")
    assert "a player list is at most 10 MB" in import_refusal(capsys, tmp_path, source)
