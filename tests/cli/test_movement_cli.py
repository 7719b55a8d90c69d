"""`whistclub-cli movement`: the public JSON format of issue 5 item 9, text, and refusals."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from whistclub.cli import main
from whistclub.domain.drive.movements.model import Round, Table, verify


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["movement", *args]) == 0
    return json.loads(capsys.readouterr().out)


def rounds_of(document: dict) -> list[Round]:  # type: ignore[type-arg]
    return [
        Round(
            tuple(Table(t["table"], tuple(t["ns"]), tuple(t["ew"])) for t in r["tables"]),
            tuple(r["sitting_out"]),
        )
        for r in document["rounds"]
    ]


def test_sixteen_players_get_the_whole_exact_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "--players", "16")
    assert document["players"] == list(range(1, 17))
    assert len(document["rounds"]) == 15
    first = document["rounds"][0]
    assert set(first) == {"tables", "sitting_out"}
    assert set(first["tables"][0]) == {"table", "ns", "ew"}
    assert [t["table"] for t in first["tables"]] == [1, 2, 3, 4]
    stats = verify(rounds_of(document), range(1, 17))
    pairs = list(combinations(range(1, 17), 2))
    assert [stats.partners[p] for p in pairs] == [1] * len(pairs)
    assert [stats.opponents[p] for p in pairs] == [2] * len(pairs)
    assert document["stats"]["exact_whist_tournament"] is True
    assert document["stats"]["summary"].startswith("a complete whist tournament for 16 players")


def test_rounds_equal_to_the_design_length_give_the_whole_design(
    capsys: pytest.CaptureFixture[str],
) -> None:
    document = run_json(capsys, "--players", "13", "--rounds", "13", "--seed", "4")
    assert len(document["rounds"]) == 13
    assert all(len(r["sitting_out"]) == 1 for r in document["rounds"])
    assert sorted(p for r in document["rounds"] for p in r["sitting_out"]) == list(range(1, 14))
    assert document["stats"]["exact_whist_tournament"] is True


def test_without_a_design_the_default_is_24_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "--players", "18")
    assert len(document["rounds"]) == 24
    assert document["stats"]["exact_whist_tournament"] is False
    assert document["stats"]["sit_outs"]["max"] - document["stats"]["sit_outs"]["min"] <= 1


def test_fixed_players_keep_table_and_north_seat(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "--players", "20", "--rounds", "10", "--fixed", "3,17")
    assert document["stats"]["fixed_seats"] == [
        {"player": 3, "table": 1, "seat": "N"},
        {"player": 17, "table": 2, "seat": "N"},
    ]
    for rnd in document["rounds"]:
        for table in rnd["tables"]:
            if 3 in table["ns"] + table["ew"]:
                assert (table["table"], table["ns"][0]) == (1, 3)


def test_text_format_reads_like_a_caller_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["movement", "--players", "9", "--rounds", "3", "--format", "text"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("9 players, 3 rounds")
    assert lines[1].startswith("Round 1: table 1: ")
    assert "sitting out:" in lines[1]
    assert lines[-1].startswith("Everyone partners")


def test_three_handed_tables_show_the_dummy_as_zero(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "--players", "11", "--rounds", "5", "--three-handed")
    for rnd in document["rounds"]:
        assert rnd["sitting_out"] == []
        seats = [p for t in rnd["tables"] for p in t["ns"] + t["ew"]]
        assert seats.count(0) == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "3"], "at least 4 players"),
        (["--players", "8", "--rounds", "0"], "at least 1"),
        (["--players", "8", "--rounds", "500"], "at most 200 rounds"),
        (["--players", "5000"], "at most 400 players"),
        (["--players", "16", "--fixed", "3,x"], "--fixed takes card numbers"),
        (["--players", "16", "--fixed", "40"], "no card 40"),
        (["--players", "8", "--fixed", "1,2,3"], "only 2 tables"),
        (["--players", "eight"], "expected a whole number"),
        (["--players", "8", "--format", "xml"], "invalid choice"),
        ([], "required"),
    ],
)
def test_bad_arguments_get_one_clear_line_and_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["movement", *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("error: ")
    assert message in err
