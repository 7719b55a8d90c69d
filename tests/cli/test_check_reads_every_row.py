"""`check` reads every row the app reads: a damaged document that would break `export` or
`print` is a `problem:` line naming the row, and a file that holds no club is refused."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from tests.cli.test_database_cli import cli, seed_club
from tests.persistence.databases import database_url  # noqa: F401 (fixture)
from whistclub.persistence.engine import make_engine, sqlite_url


def spoil(url: str, *statements: str) -> None:
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            if connection.dialect.name == "sqlite":
                guards = connection.exec_driver_sql(
                    "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
                ).all()
                for name, _ in guards:
                    connection.exec_driver_sql(f"DROP TRIGGER {name}")
            else:
                connection.exec_driver_sql("ALTER TABLE audit DISABLE TRIGGER audit_append_only")
                guards = []
            for statement in statements:
                connection.exec_driver_sql(statement)
            for _, sql in guards:
                connection.exec_driver_sql(sql)
            if connection.dialect.name != "sqlite":
                connection.exec_driver_sql("ALTER TABLE audit ENABLE TRIGGER audit_append_only")
    finally:
        engine.dispose()


def problems_of(capsys: pytest.CaptureFixture[str], url: str) -> list[str]:
    capsys.readouterr()
    status, out, err = cli(capsys, url, "check")
    assert status == 1 and err == "", (out, err)
    assert out.splitlines()[-1].endswith("problems")
    return [line for line in out.splitlines() if line.startswith("problem:")]


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        (
            "UPDATE drive_table_result SET facts = '{\"NS\": 7,' WHERE id = 1",
            "problem: drive table result row 1: facts is not valid JSON",
        ),
        (
            "UPDATE drive_event SET settings = 'not json' WHERE id = 1",
            "problem: drive event row 1: settings is not valid JSON",
        ),
        (
            "UPDATE audit SET before = '{\"player\": [' WHERE id = 2",
            "problem: audit row 2: before is not valid JSON",
        ),
        (
            "UPDATE game SET header = '[1, 2' WHERE id = 1",
            "problem: game row 1: header is not valid JSON",
        ),
        (
            "UPDATE player SET active = 7 WHERE id = 1",
            "problem: player row 1: active is not valid for its column",
        ),
        (
            "UPDATE audit SET at = 'yesterday' WHERE id = 1",
            "problem: audit row 1: at is not valid as a date",
        ),
        (  # a flipped bit in a name: the driver itself cannot decode it
            "UPDATE player SET name = CAST(X'416EEE20536D697468' AS TEXT) WHERE id = 1",
            "problem: player row 1: name is not readable text (not UTF-8)",
        ),
    ],
)
def test_check_names_each_row_the_app_could_not_read(
    statement: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    spoil(url, statement)
    problems = problems_of(capsys, url)
    assert problems and problems[0].startswith(expected), problems
    assert len(problems) == 1, problems


def test_check_names_documents_of_the_wrong_shape_on_both_databases(
    database_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    """PostgreSQL refuses invalid JSON itself, but not valid JSON of the wrong shape."""
    seed_club(database_url)
    spoil(
        database_url,
        "UPDATE drive_table_result SET facts = '\"7-6\"' WHERE id = 1",
        "UPDATE audit SET after = '{\"player\": 5}' WHERE id = 3",
    )
    assert problems_of(capsys, database_url) == [
        "problem: audit row 3: after should map each table to a list of rows",
        "problem: drive table result row 1: facts should be a JSON object, not str",
    ]


def test_check_works_out_every_started_evening_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    assert cli(capsys, url, "demo")[0] == 0
    status, out, _ = cli(capsys, url, "check")
    assert status == 0 and "worked out 1 whist-drive evenings again" in out, out
    spoil(url, 'UPDATE drive_table_result SET facts = \'{"ns": [14], "ew": [4]}\' WHERE id = 3')
    [problem] = problems_of(capsys, url)
    assert problem.startswith("problem: evening 1 (Friday drive): cannot be worked out: ")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "is empty (0 bytes): it holds no club"),
        (b"Dear members, the drive is on Friday.", "is not a WhistClub database"),
        (None, "is not a club database file (it is a folder"),
    ],
)
def test_a_file_that_holds_no_club_is_refused_in_one_line(
    content: bytes | None, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    status, out, err = cli(capsys, sqlite_url(path), "check")
    assert status == 2 and out == ""
    [line] = err.splitlines()
    assert line.startswith("error: ") and words in line, line
    if content is not None:
        assert path.read_bytes() == content


def test_a_damaged_file_is_a_problem_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    seed_club(sqlite_url(path))
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = connection.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(path.read_bytes())
    data[page * 2 : page * 2 + 64] = b"\xff" * 64  # a b-tree page header smashed
    path.write_bytes(bytes(data))
    capsys.readouterr()
    status, out, err = cli(capsys, sqlite_url(path), "check")
    assert status in (1, 2) and "Traceback" not in err, (out, err)
    assert all(len(line) < 400 for line in (out + err).splitlines())
    assert any(line.startswith(("problem:", "error:")) for line in (out + err).splitlines())


def test_sqlalchemy_itself_could_not_read_what_check_names(tmp_path: Path) -> None:
    """Why check decodes rows itself: the app's own reads raise on such a row."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    spoil(url, "UPDATE drive_table_result SET facts = '{\"NS\": 7,' WHERE id = 1")
    from whistclub.persistence import open_database
    from whistclub.services import drives

    database = open_database(url)
    try:
        with pytest.raises(ValueError):
            drives.load_event(database, 1)
    finally:
        database.close()
