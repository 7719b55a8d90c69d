"""`whistclub-cli drive score FILE --xlsx OUT --pdf OUT`: the evening's workbook and PDF."""

import json
import subprocess
import sys
from pathlib import Path

import openpyxl
from pypdf import PdfReader

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "drive-progressive.json"


def drive_score(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "whistclub.cli", "drive", "score", str(EXAMPLE), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_writes_the_standings_workbook_and_pdf(tmp_path):
    book, pdf = tmp_path / "evening.xlsx", tmp_path / "evening.pdf"
    done = drive_score("--xlsx", str(book), "--pdf", str(pdf))
    assert done.returncode == 0, done.stderr
    standings = json.loads(done.stdout)["standings"]
    winner = min(standings, key=lambda row: row["rank"])

    sheet = openpyxl.load_workbook(book)["Standings"]
    names = [cell.value for row in sheet.iter_rows() for cell in row]
    assert winner["name"] in names
    assert winner["total"] in names

    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    for row in standings:
        assert row["name"] in text


def test_an_unwritable_output_is_refused_in_one_line(tmp_path):
    done = drive_score("--pdf", str(tmp_path / "missing" / "evening.pdf"))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("error: cannot write ")
    assert len(done.stderr.splitlines()) == 1
