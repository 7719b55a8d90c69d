"""`whistclub-cli season --season NAME --change-competition NAME --rule FILE|-` and
`--delete-competition NAME`: a competition's rule changed (its name kept) or the competition
deleted from the command line, as the Season page's Change and Delete do; every slip refused
in one line, with nothing changed."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.services.season import find_season, list_competitions


def cli(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> tuple[int, str, str]:
    status = main(["--database", url, *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    url = f"sqlite:///{tmp_path / 'demo.sqlite3'}"
    assert main(["--database", url, "demo"]) == 0
    rule = tmp_path / "cup.json"
    rule.write_text(json.dumps({"scoring": "total"}), "utf-8")
    status, _out, _err = cli(
        capsys, url, "season", "--season", "2026-27", "--add-competition", "Cup", "--rule",
        str(rule),
    )  # fmt: skip
    assert status == 0
    return url


def competitions(url: str) -> dict[str, dict]:
    database = open_database(url)
    try:
        season = find_season(database, "2026-27")
        return {row["name"]: row for row in list_competitions(database, int(season["id"]))}
    finally:
        database.close()


def test_a_competition_s_rule_changed_from_a_file_and_from_stdin(
    club, capsys, tmp_path, monkeypatch
):
    rule = tmp_path / "percent.json"
    rule.write_text(json.dumps({"scoring": "percent", "best": 3}), "utf-8")
    status, out, err = cli(
        capsys, club, "season", "--season", "2026-27", "--change-competition", "Cup", "--rule",
        str(rule),
    )  # fmt: skip
    assert (status, err) == (0, "") and out == "competition Cup of 2026-27 changed\n"
    stored = competitions(club)["Cup"]
    assert stored["rule"]["scoring"] == "percent" and stored["rule"]["best"] == 3
    _status, out, _err = cli(capsys, club, "season", "--competition", "Cup", "--format", "json")
    (cup,) = json.loads(out)["competitions"]
    assert max(r["points"] for r in cup["rows"]) == 100  # percentages of the evening's top
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps({"scoring": "places"})))
    status, out, _err = cli(
        capsys, club, "season", "--season", "2026-27", "--change-competition", "Cup", "--rule", "-"
    )
    assert status == 0
    assert competitions(club)["Cup"]["rule"]["scoring"] == "places"
    assert competitions(club)["Cup"]["position"] == stored["position"]  # kept in its place


def test_a_competition_deleted(club, capsys):
    assert "Cup" in competitions(club)
    status, out, err = cli(
        capsys, club, "season", "--season", "2026-27", "--delete-competition", "Cup"
    )
    assert (status, err) == (0, "") and out == "competition Cup deleted from 2026-27\n"
    assert "Cup" not in competitions(club) and competitions(club)  # the league stays
    status, _out, err = cli(capsys, club, "season", "--competition", "Cup")
    assert status == 2 and "has no competition called 'Cup'" in err


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--change-competition", "Cup"], "give the competition's new rule: --rule FILE"),
        (["--change-competition", "Plate", "--rule", "RULE"],
         "2026-27 has no competition called 'Plate' (its competitions: "),
        (["--delete-competition", "Plate"], "2026-27 has no competition called 'Plate'"),
        (["--change-competition", "Cup", "--rule", "BAD"], "scoring"),
        (["--change-competition", "Cup", "--rule", "LIST"], "the rule is a JSON object"),
        (["--delete-competition", "Cup", "--rule", "RULE"], "leave out --rule"),
        (["--delete-competition", "Cup", "--change-competition", "Cup", "--rule", "RULE"],
         "--change-competition and --delete-competition go one at a time"),
        (["--new", "2027-28", "--delete-competition", "Cup"], "create the season first"),
        (["--rule", "RULE"], "--rule goes with --add-competition or --change-competition"),
    ],
)  # fmt: skip
def test_slips_are_refused_in_one_line_and_nothing_changes(club, capsys, tmp_path, args, says):
    files = {
        "RULE": {"scoring": "percent"},
        "BAD": {"scoring": "wins-only"},
        "LIST": ["scoring", "percent"],
    }
    for name, body in files.items():
        (tmp_path / f"{name}.json").write_text(json.dumps(body), "utf-8")
    given = [str(tmp_path / f"{a}.json") if a in files else a for a in args]
    before = competitions(club)
    status, out, err = cli(capsys, club, "season", "--season", "2026-27", *given)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and says in err, err
    assert competitions(club) == before
