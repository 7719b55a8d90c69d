"""whistclub-cli backup, restore, check, export and import-players, on SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from openpyxl import Workbook

from tests.cli.helpers import cli
from tests.persistence.databases import database_url, postgres_url  # noqa: F401 (fixtures)
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.persistence.engine import make_engine, sqlite_url
from whistclub.services import ServiceError, club, drives, games, undo
from whistclub.services.history import list_changes

GAME = {"profile": "english_short_001", "start": {"NS": 0, "EW": 0}}


def deal(ns: int) -> dict[str, Any]:
    return {"tricks": {"NS": ns, "EW": 13 - ns}, "honours": {"NS": 2, "EW": 2}}


def players(url: str) -> list[str]:
    database = open_database(url)
    try:
        return [p["name"] for p in club.list_players(database)]
    finally:
        database.close()


def seed_club(url: str) -> int:
    """A club with two players, one game of two deals and one drive result; the game's id."""
    database = open_database(url)
    try:
        ann = club.register_player(database, "Ann Smith", membership_number="12").created_id(
            "player"
        )
        club.register_player(database, "Bob Brown")
        game_id = games.start_game(
            database, {**GAME, "deals": [deal(7), deal(8)]}, seats={"N": ann}, title="Table 2"
        ).created_id("game")
        event = drives.create_event(database, "Friday").created_id("drive_event")
        drives.record_table_result(database, event, 1, 1, {"NS": 7, "EW": 6})
        return game_id
    finally:
        database.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# -- backup and restore ----------------------------------------------------------------------


def test_backup_then_restore_brings_the_club_back(
    database_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    game_id = seed_club(database_url)
    backup_file = tmp_path / "friday.sqlite3"
    status, out, _ = cli(capsys, database_url, "backup", "--to", str(backup_file))
    assert status == 0 and str(backup_file) in out

    database = open_database(database_url)
    deals = games.load_deals(database, game_id)
    games.delete_deal(database, deals[0]["id"], deals[0]["version"])
    club.register_player(database, "Carol White")
    database.close()
    backup_bytes = digest(backup_file)

    status, out, _ = cli(capsys, database_url, "restore", str(backup_file))
    assert status == 0
    assert digest(backup_file) == backup_bytes  # the backup itself is never changed

    assert players(database_url) == ["Ann Smith", "Bob Brown"]
    database = open_database(database_url)
    try:
        assert games.load_document(database, game_id)["deals"] == [deal(7), deal(8)]
        last = list_changes(database)[-1]
        assert last["action"] == "club.restored" and "friday.sqlite3" in last["summary"]
        with pytest.raises(ServiceError, match="restore the backup it names"):
            undo(database, last["id"])
        # new rows after a restore do not collide with restored ids (PostgreSQL sequences)
        club.register_player(database, "Dan Green")
    finally:
        database.close()
    safety = Path(out.split("the club as it was before is in ")[1].strip())
    assert players(sqlite_url(safety)) == ["Ann Smith", "Bob Brown", "Carol White"]


def test_the_readmes_backup_and_restore_with_paths_relative_to_the_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # README: `whistclub-cli backup --to club-friday.sqlite3` and `restore club-friday.sqlite3`
    # stopped on "relative path can't be expressed as a file URI".
    monkeypatch.chdir(tmp_path)
    seed_club(sqlite_url(tmp_path / "club.sqlite3"))
    url = "sqlite:///club.sqlite3"
    status, out, err = cli(capsys, url, "backup", "--to", "club-friday.sqlite3")
    assert (status, err) == (0, "") and (tmp_path / "club-friday.sqlite3").exists()
    status, out, err = cli(capsys, url, "restore", "club-friday.sqlite3")
    assert (status, err) == (0, "")
    assert players(url) == ["Ann Smith", "Bob Brown"]
    status, out, err = cli(capsys, url, "check")
    assert status == 0, out + err


def test_backup_is_online_and_includes_what_is_still_in_the_wal(tmp_path: Path) -> None:
    """A file copy of a live WAL database misses commits not yet checkpointed; the backup API
    does not."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    holder = sqlite3.connect(tmp_path / "club.sqlite3")  # keeps the WAL from being checkpointed
    holder.execute("PRAGMA wal_autocheckpoint = 0")
    holder.execute(
        "INSERT INTO player (name, active, notes, version) VALUES ('Ann Smith', 1, '', 1)"
    )
    holder.commit()
    naive_copy = tmp_path / "copied.sqlite3"
    naive_copy.write_bytes((tmp_path / "club.sqlite3").read_bytes())

    assert main(["--database", url, "backup", "--to", str(tmp_path / "backup.sqlite3")]) == 0
    holder.close()
    database.close()

    assert b"Ann Smith" not in naive_copy.read_bytes()  # still only in club.sqlite3-wal
    with sqlite3.connect(tmp_path / "backup.sqlite3") as backup:
        assert backup.execute("SELECT name FROM player").fetchall() == [("Ann Smith",)]
        assert backup.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_backup_refuses_to_overwrite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    open_database(url).close()
    (tmp_path / "taken.sqlite3").write_bytes(b"precious")
    status, _, err = cli(capsys, url, "backup", "--to", str(tmp_path / "taken.sqlite3"))
    assert status == 2 and "already exists" in err
    assert (tmp_path / "taken.sqlite3").read_bytes() == b"precious"


def test_restore_of_a_missing_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = cli(capsys, sqlite_url(tmp_path / "c.sqlite3"), "restore", "nope.sqlite3")
    assert status == 2 and err.startswith("error: there is no backup file nope.sqlite3")


# -- check -----------------------------------------------------------------------------------


def test_check_passes_a_healthy_club_without_changing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    seed_club(sqlite_url(path))
    before = digest(path)
    status, out, _ = cli(capsys, sqlite_url(path), "check")
    assert status == 0
    assert out.strip().endswith("1 games recomputed; all is well")
    assert digest(path) == before


def test_check_names_a_game_that_no_longer_scores(
    database_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    game_id = seed_club(database_url)
    # A deal stored by an older version, or edited by hand: 14 tricks.
    engine = make_engine(database_url)
    with engine.begin() as connection:
        deal_table = sa.table(
            "deal", sa.column("game_id"), sa.column("position"), sa.column("facts", sa.JSON)
        )
        connection.execute(
            deal_table.update()
            .where(deal_table.c.game_id == game_id, deal_table.c.position == 2)
            .values(facts={"tricks": {"NS": 9, "EW": 5}, "honours": {"NS": 2, "EW": 2}})
        )
    engine.dispose()

    status, out, _ = cli(capsys, database_url, "check")
    assert status == 1
    [problem] = [line for line in out.splitlines() if line.startswith("problem:")]
    assert problem.startswith(
        f"problem: game {game_id} (Table 2), english_short_001: no longer scores"
    )
    assert "deal 2, field tricks" in problem


def test_check_refuses_a_newer_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "club.sqlite3"
    open_database(sqlite_url(path)).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'f999'")
    connection.close()
    before = digest(path)
    status, _, err = cli(capsys, sqlite_url(path), "check")
    assert status == 2 and "newer version of WhistClub" in err
    assert digest(path) == before


# -- export ----------------------------------------------------------------------------------


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


def test_export_writes_every_table_and_the_games_with_their_scores(
    database_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    game_id = seed_club(database_url)
    database = open_database(database_url)
    club.register_player(database, "=cmd|' /C calc'!A0", notes="@SUM(1)")
    database.close()

    status, _, _ = cli(capsys, database_url, "export", "--to", str(tmp_path / "out"))
    assert status == 0
    rows = read_csv(tmp_path / "out" / "players.csv")
    assert list(rows[0]) == [
        "id", "name", "membership_number", "active", "notes", "publish_name", "version"
    ]  # fmt: skip
    assert rows[0]["publish_name"] == ""  # not chosen: the default (docs/season.md)
    assert [r["name"] for r in rows] == ["Ann Smith", "Bob Brown", "'=cmd|' /C calc'!A0"]
    assert rows[2]["notes"] == "'@SUM(1)" and rows[0]["active"] == "yes"
    deals = read_csv(tmp_path / "out" / "deals.csv")
    assert [json.loads(d["facts"]) for d in deals] == [deal(7), deal(8)]
    results = read_csv(tmp_path / "out" / "drive_table_results.csv")
    assert [(r["change"], r["table_number"], r["facts"]) for r in results] == [
        ("1", "1", '{"EW":6,"NS":7}')
    ]

    club_json = json.loads((tmp_path / "out" / "club.json").read_text(encoding="utf-8"))
    [game] = club_json["games"]
    assert game["id"] == game_id and game["document"] == {**GAME, "deals": [deal(7), deal(8)]}
    assert game["derived"]["scores"]["deals"][-1]["score"] == {"NS": 3, "EW": 0}
    assert game["seats"] == {"N": 1}
    assert [d["name"] for d in club_json["drives"]] == ["Friday"]
    assert len(club_json["audit"]) == 6

    status, _, err = cli(capsys, database_url, "export", "--to", str(tmp_path / "out"))
    assert status == 2 and "already holds an export" in err


# -- import-players --------------------------------------------------------------------------


def write_csv(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_import_previews_then_applies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    source = write_csv(
        tmp_path / "players.csv",
        "Nombre;Socio;Notas\nAnn Smyth;12;captain\nCarol White;31;\nBob Brown;;\n",
    )
    status, out, _ = cli(capsys, url, "import-players", str(source))
    assert status == 0
    assert out.splitlines() == [
        "line 2: update Ann Smith: name Ann Smith → Ann Smyth, notes",
        "line 3: add Carol White (membership 31)",
        "line 4: unchanged: Bob Brown",
        "1 to add, 1 to update, 1 unchanged; nothing was changed: run again with --apply to import",
    ]
    assert players(url) == ["Ann Smith", "Bob Brown"]

    status, out, _ = cli(capsys, url, "import-players", str(source), "--apply")
    assert status == 0 and "imported: 1 added, 1 updated" in out
    assert players(url) == ["Ann Smyth", "Bob Brown", "Carol White"]
    database = open_database(url)
    try:  # the whole import is one change, undone in one step
        undo(database, list_changes(database)[-1]["id"])
        assert [(p["name"], p["notes"]) for p in club.list_players(database)] == [
            ("Ann Smith", ""),
            ("Bob Brown", ""),
        ]
    finally:
        database.close()


def test_import_refuses_blank_names_and_duplicates_line_by_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    seed_club(url)
    source = write_csv(
        tmp_path / "players.csv",
        "name,membership_number\nCarol White,31\n ,40\ncarol  white,41\nDan Green,31\n",
    )
    status, _, err = cli(capsys, url, "import-players", str(source), "--apply")
    assert status == 2
    assert err.splitlines() == [
        "refused: line 3: the name is blank; type the name or delete the line",
        "refused: line 4: carol white is already on line 2; keep one of them",
        "refused: line 5: membership number 31 is already on line 2",
        "error: 3 refused; nothing was imported: correct the file (or add --skip-refused to "
        "import the others)",
    ]
    assert players(url) == ["Ann Smith", "Bob Brown"]
    # With --skip-refused the good line goes in and the refused ones are listed.
    status, out, err = cli(capsys, url, "import-players", str(source), "--apply", "--skip-refused")
    assert status == 0
    assert len(err.splitlines()) == 3 and all(e.startswith("refused: ") for e in err.splitlines())
    assert out.splitlines()[-1].startswith("imported: 1 added, 0 updated, 3 refused lines skipped")
    assert players(url) == ["Ann Smith", "Bob Brown", "Carol White"]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("players.txt", b"name\nAnn\n", "only .csv and .xlsx files can be imported"),
        ("players.xlsx", b"PK\x03\x04 not really a workbook", "not a readable Excel (.xlsx) file"),
        ("players.csv", b"\xff\xfe\x00\x00\x00", "not a CSV text file"),
        ("players.csv", b"", "the file is empty"),
        ("players.csv", b"first,last\nAnn,Smith\n", "must name the columns and include 'name'"),
        ("players.csv", b"name,name\nAnn,Ann\n", "has two name columns"),
    ],
)
def test_import_refuses_malformed_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: bytes, message: str
) -> None:
    source = tmp_path / name
    source.write_bytes(content)
    status, _, err = cli(
        capsys, sqlite_url(tmp_path / "club.sqlite3"), "import-players", str(source)
    )
    assert status == 2 and message in err, err


def test_import_from_xlsx_neutralises_formulas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    workbook = Workbook()
    sheet = workbook.active
    sheet.append(["Name", "Membership number", "Notes"])
    sheet.append(["Ann Smith", 12, '=HYPERLINK("http://x","click")'])
    sheet.append(["+Bob", None, "-2"])
    sheet.append(["@Carol", 7.0, None])
    source = tmp_path / "players.xlsx"
    workbook.save(source)
    url = sqlite_url(tmp_path / "club.sqlite3")

    status, out, _ = cli(capsys, url, "import-players", str(source), "--apply")
    assert status == 0, out
    assert "line 2: notes starts with '='; kept as text, not a formula" in out
    database = open_database(url)
    try:
        stored = {
            (p["name"], p["membership_number"], p["notes"]) for p in club.list_players(database)
        }
    finally:
        database.close()
    assert stored == {
        ("Ann Smith", "12", '\'=HYPERLINK("http://x","click")'),
        ("'+Bob", None, "'-2"),
        ("'@Carol", "7", ""),
    }


def test_a_newer_database_is_refused_by_every_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    open_database(sqlite_url(path)).close()
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'f999'")
    connection.close()
    before = digest(path)
    for command in (["backup"], ["export", "--to", str(tmp_path / "x")], ["restore", str(path)]):
        status, _, err = cli(capsys, sqlite_url(path), *command)
        assert status == 2 and "written by a newer version of WhistClub" in err, command
    assert digest(path) == before


def test_backup_and_export_refuse_a_database_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = sqlite_url(tmp_path / "typo.sqlite3")
    for command in (["backup"], ["export", "--to", str(tmp_path / "out")], ["check"]):
        status, _, err = cli(capsys, url, *command)
        assert status == 2 and "there is no club database at" in err, command
    assert not (tmp_path / "typo.sqlite3").exists()
