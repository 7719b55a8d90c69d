"""A refused command changes nothing and writes nothing to standard output (docs/cli.md):
no site address kept by a publication refused, no tables' page keys made by a print that
cannot be written, no new club file left by an import refused or only previewed, and the
refused import's lines only on standard error."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.helpers import cli
from whistclub.persistence import open_database
from whistclub.services.settings import site_address
from whistclub.services.table_keys import keys_made


def refused(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> str:
    status, out, err = cli(capsys, url, *args)
    assert (status, out) == (2, ""), (args, out, err)
    assert err.splitlines()[-1].startswith("error: ")  # import-players lists refused lines first
    return err


def audit_rows(url: str) -> int:
    import sqlalchemy as sa

    database = open_database(url)
    try:
        with database.engine.connect() as connection:
            return int(connection.execute(sa.text("SELECT count(*) FROM audit")).scalar_one())
    finally:
        database.close()


def test_a_refused_publication_keeps_no_address(demo_url, capsys, tmp_path: Path):
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "holiday.jpg").write_bytes(b"not ours")
    before = audit_rows(demo_url)
    err = refused(
        capsys, demo_url, "publish", "--to", str(folder), "--address", "https://other.example/club"
    )
    assert "holds other files" in err
    database = open_database(demo_url)
    try:
        assert site_address(database)[0] == ""
    finally:
        database.close()
    assert audit_rows(demo_url) == before


def test_a_print_that_cannot_be_written_makes_no_tables_page_keys(demo_url, capsys, tmp_path):
    before = audit_rows(demo_url)
    target = tmp_path / "not-there" / "tables.pdf"
    err = refused(
        capsys, demo_url, "print", "latest", "--what", "tables", "--address",
        "http://10.0.0.5:8025", "-o", str(target),
    )  # fmt: skip
    assert "not there" in err
    database = open_database(demo_url)
    try:
        assert not keys_made(database, 1)
    finally:
        database.close()
    assert audit_rows(demo_url) == before


@pytest.mark.parametrize(
    "address", ["http://h:abc", "http://h:99999", "http://h?x=1", "http://h#t"]
)
def test_a_tables_page_address_that_is_none_is_refused(demo_url, capsys, tmp_path, address):
    err = refused(
        capsys, demo_url, "print", "latest", "--what", "tables", "--address", address,
        "-o", str(tmp_path / "t.pdf"),
    )  # fmt: skip
    assert "is not the tables' page's address" in err
    assert not (tmp_path / "t.pdf").exists()


def test_an_import_into_a_club_file_not_there_leaves_no_file(capsys, tmp_path: Path):
    players = tmp_path / "players.csv"
    players.write_text("name,membership_number\nAnn New,901\nBob New,901\n", "utf-8")
    club = tmp_path / "typo.sqlite3"
    url = f"sqlite:///{club}"
    err = refused(capsys, url, "import-players", str(players), "--apply")
    assert "refused" in err and "nothing was imported" in err
    assert not club.exists()
    good = tmp_path / "good.csv"
    good.write_text("name,membership_number\nAnn New,901\n", "utf-8")
    status, out, _err = cli(capsys, url, "import-players", str(good))  # a preview
    assert status == 0 and "nothing was changed" in out
    assert not club.exists()
    status, out, _err = cli(capsys, url, "import-players", str(good), "--apply")
    assert status == 0 and "imported: 1 added" in out and club.exists()
