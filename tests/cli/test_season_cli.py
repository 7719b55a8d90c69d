"""`whistclub-cli season`: the demo club's season tables as JSON, text, workbook and PDF."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openpyxl import load_workbook
from pypdf import PdfReader

from tests.cli.helpers import cli
from whistclub.cli import main
from whistclub.demo import DEMO_SEASON
from whistclub.persistence import open_database
from whistclub.services.evenings import load_evening
from whistclub.services.season import find_season, season_event_ids


def _drive_places(url: str) -> dict[str, int]:
    database = open_database(url)
    try:
        (event_id,) = season_event_ids(database, find_season(database, None))
        loaded = load_evening(database, event_id)
        assert loaded.evening is not None
        return {s.name: s.rank for s in loaded.evening.standings}
    finally:
        database.close()


def test_the_demo_season_table_as_json(demo_url, capsys):
    status, out, err = cli(capsys, demo_url, "season", "--format", "json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["season"] == {"name": "2026-27", "start": "2026-09-01", "end": "2027-06-30"}
    (league,) = data["competitions"]
    assert league["name"] == DEMO_SEASON.competitions[0][0]
    assert league["rule"]["scoring"] == "places" and league["rule"]["best"] == 10
    rows = league["rows"]
    assert all(
        set(r) == {"rank", "name", "points", "counted", "dropped", "qualified", "why"} for r in rows
    )
    # One drive, points for place (10, 8, 6, ...): the drive's winners lead the league.
    places = _drive_places(demo_url)
    first = [name for name, place in places.items() if place == 1]
    assert {r["name"] for r in rows if r["rank"] == 1} == set(first)
    assert rows[0]["points"] == 10 and rows[0]["counted"] == [1] and rows[0]["dropped"] == []


def test_text_names_the_rule_and_each_row_says_why(demo_url, capsys):
    status, out, _err = cli(capsys, demo_url, "season", "--competition", "Winter league")
    assert status == 0
    assert out.startswith("2026-27 (2026-09-01 to 2027-06-30)\n\nWinter league\n")
    assert "points for place (10, 8, 6, 5, 4, 3, 2, 1); best 10 count; members only" in out
    assert "counted: Friday drive 2026-11-20 (10)" in out


def test_as_of_before_the_drive_counts_nothing(demo_url, capsys):
    status, out, _err = cli(capsys, demo_url, "season", "--as-of", "2026-10-01", "--format", "json")
    assert status == 0
    assert json.loads(out)["competitions"][0]["rows"] == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--season", "1999"], "there is no season called '1999'; the club's seasons: 2026-27"),
        (["--competition", "Cup"], "2026-27 has no competition called 'Cup'"),
        (["--as-of", "March"], "--as-of 'March' is not a date: give it as YYYY-MM-DD"),
    ],
)
def test_refusals_are_one_line_with_status_2(demo_url, capsys, args, message):
    status, out, err = cli(capsys, demo_url, "season", *args)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and message in err and err.count("\n") == 1


def test_workbook_and_pdf_hold_the_same_table(demo_url, capsys, tmp_path: Path):
    book, pdf = tmp_path / "season.xlsx", tmp_path / "season.pdf"
    status, out, _err = cli(capsys, demo_url, "season", "--xlsx", str(book), "--pdf", str(pdf))
    assert status == 0 and str(book) in out and str(pdf) in out
    _status, data, _err = cli(capsys, demo_url, "season", "--format", "json")
    rows = json.loads(data)["competitions"][0]["rows"]
    sheet = load_workbook(book)["Winter league"]
    assert [c.value for c in sheet[1]][:3] == ["Rank", "Name", "Points"]
    assert [(c[0].value, c[1].value, c[2].value) for c in sheet.iter_rows(min_row=2)] == [
        (r["rank"], r["name"], r["points"]) for r in rows
    ]
    text = "\n".join(page.extract_text() or "" for page in PdfReader(pdf).pages)
    assert "Season tables" in text and "Winter league" in text
    assert f"{rows[0]['name']}\n10\n" in text


def test_spanish_paper(demo_url, capsys, tmp_path: Path):
    pdf = tmp_path / "temporada.pdf"
    assert cli(capsys, demo_url, "season", "--pdf", str(pdf), "--language", "es")[0] == 0
    text = PdfReader(pdf).pages[0].extract_text() or ""
    assert "Clasificaciones de la temporada" in text and "septiembre de 2026" in text


def test_a_season_set_up_from_the_command_line(capsys, tmp_path: Path):
    demo_url = f"sqlite:///{tmp_path / 'demo.sqlite3'}"  # its own club: the others' stays
    assert main(["--database", demo_url, "demo"]) == 0
    capsys.readouterr()
    rule = tmp_path / "cup.json"
    rule.write_text(json.dumps({"scoring": "percent", "min_attendance": 2}), "utf-8")
    status, out, _err = cli(
        capsys, demo_url, "season", "--new", "2025-26", "--start", "2025-09-01",
        "--end", "2026-06-30",
    )  # fmt: skip
    assert status == 0 and out == "season 2025-26 created\n"
    status, out, _err = cli(
        capsys, demo_url, "season", "--season", "2026-27", "--add-competition", "Cup",
        "--rule", str(rule),
    )  # fmt: skip
    assert status == 0 and "competition Cup added to 2026-27" in out
    _status, out, _err = cli(capsys, demo_url, "season", "--competition", "Cup", "--format", "json")
    (cup,) = json.loads(out)["competitions"]
    # One drive against two attendances to qualify: nobody qualifies yet, nobody is ranked.
    assert cup["rule"]["scoring"] == "percent" and cup["rows"]
    assert all(r["rank"] is None and not r["qualified"] for r in cup["rows"])
    assert max(r["points"] for r in cup["rows"]) == 100  # the evening's top
    status, _out, err = cli(capsys, demo_url, "season", "--season", "2025-26", "--make-current")
    assert status == 0
    _status, out, _err = cli(capsys, demo_url, "season", "--format", "json")
    assert json.loads(out)["season"]["name"] == "2025-26"
    assert cli(capsys, demo_url, "season", "--season", "2026-27", "--make-current")[0] == 0
    status, _out, err = cli(capsys, demo_url, "season", "--add-competition", "Plate")
    assert status == 2 and "give the competition's rule: --rule FILE" in err
    # --rule with what takes no rule, and dates with no new season: refused, nothing changed
    # (the season was made current, or created, all the same).
    for args in (
        ["--season", "2025-26", "--make-current", "--rule", str(rule)],
        ["--new", "2027-28", "--rule", str(rule)],
        ["--season", "2025-26", "--make-current", "--start", "2025-09-01"],
        ["--end", "2026-06-30"],
    ):
        status, out, err = cli(capsys, demo_url, "season", *args)
        assert status == 2 and out == "" and err.count("\n") == 1, (args, err)
    _status, out, _err = cli(capsys, demo_url, "season", "--format", "json")
    assert json.loads(out)["season"]["name"] == "2026-27"
    status, _out, err = cli(capsys, demo_url, "season", "--season", "2027-28")
    assert status == 2 and "there is no season called '2027-28'" in err


def test_the_spanish_pdf_words_the_rule_and_each_why(demo_url, capsys, tmp_path: Path):
    pdf = tmp_path / "liga.pdf"
    assert cli(capsys, demo_url, "season", "--pdf", str(pdf), "--language", "es")[0] == 0
    text = " ".join((PdfReader(pdf).pages[0].extract_text() or "").split())
    assert "todas las veladas de la temporada, puntuadas por puntos por puesto" in text
    assert "cuentan: Friday drive 20 de noviembre de 2026 (10)" in text
    assert "empatado a 0 puntos con otros 19: veladas ganadas 0" in text
