"""Never a traceback (issue 22 item 8): what used to crash the command line is refused in one
line with exit status 2; an unexpected error is told in words, its traceback kept for
developers behind --debug or WHISTCLUB_DEBUG=1."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tests.hostile import deep_json, flipped, huge_number, player_workbook, truncated
from whistclub.cli import main
from whistclub.domain.documents.drive import score_drive
from whistclub.domain.errors import DomainError
from whistclub.persistence.engine import sqlite_url

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"


def drive() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return document


def one_line_refusal(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status = main(list(argv))
    out, err = capsys.readouterr()
    assert status == 2, err
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


def write(tmp_path: Path, text: str, name: str = "input.json") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_json_nested_100000_deep_from_a_file_and_standard_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deep = deep_json(100_000)
    assert "nested more than 50 levels" in one_line_refusal(capsys, "score", write(tmp_path, deep))
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(deep.encode())))
    assert "standard input is nested" in one_line_refusal(capsys, "drive", "score", "-")


def test_an_integer_past_python_s_4300_digit_conversion_limit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps({**drive(), "seed": "HUGE"}).replace('"HUGE"', huge_number(5000))
    assert "has 5000 digits; numbers have at most 15" in one_line_refusal(
        capsys, "drive", "score", write(tmp_path, text)
    )


@pytest.mark.parametrize(
    ("field", "value"),
    [("layout", [1]), ("sit_out", {}), ("tie_breaks", [[1]]), ("movers", True)],
)
def test_settings_of_the_wrong_type(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, field: str, value: Any
) -> None:
    document = {**drive(), field: value}
    err = one_line_refusal(capsys, "drive", "score", write(tmp_path, json.dumps(document)))
    assert f"field {field}" in err and "is not one of" in err


@pytest.mark.parametrize("fee", [float("nan"), float("inf"), -1.0, 1e300])
def test_an_entry_fee_that_is_no_amount(fee: float) -> None:
    with pytest.raises(DomainError, match="the entry fee is an amount from 0 to 10000"):
        score_drive({**drive(), "entry_fee": fee})


@pytest.mark.parametrize("fee", ["NaN", "Infinity"])
def test_nan_or_infinity_entry_fee_in_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fee: str
) -> None:
    text = json.dumps({**drive(), "entry_fee": "FEE"}).replace('"FEE"', fee)
    assert f"{fee} is not a number" in one_line_refusal(
        capsys, "drive", "score", write(tmp_path, text)
    )


@pytest.mark.parametrize("fee", ["1.23456789012345678901234", "2.0000000000000001e2"])
def test_a_decimal_of_more_than_15_digits_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, fee: str
) -> None:
    # docs/cli.md: numbers "with at most 15 digits"; a decimal was only kept under 30 characters.
    text = json.dumps({**drive(), "entry_fee": "FEE"}).replace('"FEE"', fee)
    assert "digits; numbers have at most 15" in one_line_refusal(
        capsys, "drive", "score", write(tmp_path, text)
    )
    plain = json.dumps({**drive(), "entry_fee": 2.5})
    assert main(["drive", "score", write(tmp_path, plain, "plain.json")]) == 0


def test_a_1001_digit_card_number_and_a_huge_name_in_drive_score_pdf(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pdf = str(tmp_path / "out.pdf")
    text = json.dumps(drive()).replace('"card": 1,', f'"card": {huge_number(1001)},', 1)
    assert "1001 digits" in one_line_refusal(
        capsys, "drive", "score", write(tmp_path, text), "--pdf", pdf
    )
    document = drive()
    document["entrants"][0]["name"] = "N" * 100_000
    err = one_line_refusal(
        capsys, "drive", "score", write(tmp_path, json.dumps(document)), "--pdf", pdf
    )
    assert "entrants, item 1, field name: the name is 100000 characters long" in err
    assert not Path(pdf).exists()


def test_movement_players_10_to_the_20(capsys: pytest.CaptureFixture[str]) -> None:
    assert "at most 400 players" in one_line_refusal(capsys, "movement", "--players", str(10**20))


def test_damaged_xlsx_files_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Flipped bytes and truncations used to end in zlib.error, NotImplementedError,
    BadZipFile or ParseError tracebacks."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    good = player_workbook([f"Player {n}" for n in range(40)])
    rng = random.Random(22)
    refused = 0
    for case in range(40):
        source = tmp_path / f"damaged{case}.xlsx"
        source.write_bytes(
            flipped(good, rng, rng.randrange(1, 12)) if case % 4 else truncated(good, rng)
        )
        status = main(["--database", url, "import-players", str(source)])
        _out, err = capsys.readouterr()
        assert "Traceback" not in err
        assert status in (0, 2), err  # a flip in an unused part leaves a readable file
        if status == 2:
            refused += 1
            assert err.startswith("error: ") and err.count("\n") == 1, err
    assert refused >= 30


@pytest.fixture(scope="module")
def club_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("club") / "club.sqlite3"
    assert main(["--database", sqlite_url(path), "demo"]) == 0
    return path.read_bytes()


@pytest.mark.parametrize(
    "command", [["export", "--to", "{tmp}/out"], ["print", "latest", "-o", "{tmp}/x.pdf"]]
)
def test_corrupt_database_files_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, club_bytes: bytes, command: list[str]
) -> None:
    """Flipped bytes in the club file used to end in DatabaseError, UnicodeDecodeError or
    JSONDecodeError tracebacks."""
    capsys.readouterr()
    rng = random.Random(7)
    for case in range(12):
        club = tmp_path / f"club{case}.sqlite3"
        club.write_bytes(flipped(club_bytes, rng, 30) if case % 3 else truncated(club_bytes, rng))
        argv = [a.format(tmp=tmp_path / str(case)) for a in command]
        status = main(["--database", sqlite_url(club), *argv])
        _out, err = capsys.readouterr()
        assert "Traceback" not in err
        assert status in (0, 2), err
        if status == 2:
            assert err.startswith("error: ") and err.count("\n") == 1, err
            assert "unexpected problem" not in err, err


@pytest.mark.parametrize("url", ["bogus://x", "notaurl", "postgres:/club"])
def test_a_database_address_that_is_none_is_a_refusal_not_an_unexpected_problem(
    capsys: pytest.CaptureFixture[str], url: str
) -> None:
    err = one_line_refusal(capsys, "--database", url, "check")
    assert "is not a database address WhistClub can open" in err
    assert "unexpected problem" not in err


def test_an_unexpected_error_is_one_line_and_debug_shows_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("whistclub.cli.commands.movement.plan", broken)
    err = one_line_refusal(capsys, "movement", "--players", "8")
    assert "unexpected problem (division by zero)" in err
    assert "--debug" in err
    with pytest.raises(ZeroDivisionError):
        main(["--debug", "movement", "--players", "8"])
    monkeypatch.setenv("WHISTCLUB_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        main(["movement", "--players", "8"])
