"""`whistclub-cli print EVENT --what tables|tents [--address http://HOST:PORT]`: each table's
card carries the QR code of its tables' page link (issue 25 item 1), decoded from the page
image; without an address, once the evening's tables' page has been opened."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.reports.qr import DECODER, decoded, has_qr, needs_decoder
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url
from whistclub.services import evenings, table_keys
from whistclub.web import default_address, lan_address, table_link

SETTINGS = {"format": "progressive", "changes": 2, "half_after": 1}


@pytest.fixture
def club(tmp_path: Path) -> tuple[str, int]:
    """Eight players, the first change called: two tables."""
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    try:
        made = evenings.new_evening(database, "QR night", SETTINGS, held_on=date(2026, 12, 4))
        event_id = made.created_id("drive_event")
        for card in range(1, 9):
            role = "lady" if card % 2 else "gent"
            evenings.register_entrant(database, event_id, f"Player {card}", role=role)
        evenings.call_next_change(database, event_id)
    finally:
        database.close()
    return url, event_id


def links(url: str, event_id: int, address: str) -> dict[int, str]:
    database = open_database(url)
    try:
        keys = table_keys.page_keys(database, event_id)
        return {table: table_link(address, keys, table) for table in (1, 2)}
    finally:
        database.close()


def run(url: str, *args: str) -> int:
    return main(["--database", url, *args])


@needs_decoder
def test_the_address_given_prints_each_table_s_link_as_a_qr_code(club, tmp_path, capsys):
    url, event_id = club
    for what in ("tables", "tents"):
        out = tmp_path / f"{what}.pdf"
        address = "http://192.168.7.40:8031/"
        assert (
            run(url, "print", "latest", "--what", what, "--address", address, "-o", str(out)) == 0
        )
        expected = links(url, event_id, "http://192.168.7.40:8031")
        faces = 2 if what == "tents" else 1
        for page, table in enumerate((1, 2)):
            assert decoded(out.read_bytes(), page) == [expected[table]] * faces


def test_without_an_address_the_qr_codes_wait_for_the_tables_page(club, tmp_path, capsys):
    url, event_id = club
    out = tmp_path / "tables.pdf"
    assert run(url, "print", "latest", "--what", "tables", "-o", str(out)) == 0
    assert not has_qr(out.read_bytes(), "tables")  # the page never opened: no keys, no QR
    database = open_database(url)
    try:
        assert not table_keys.keys_made(database, event_id)  # printing made none either
        table_keys.page_keys(database, event_id)  # the page opened once
    finally:
        database.close()
    assert run(url, "print", "latest", "--what", "tables", "-o", str(out)) == 0
    assert has_qr(out.read_bytes(), "tables")
    if DECODER is not None:
        expected = links(url, event_id, default_address(lan_address()))
        assert decoded(out.read_bytes(), 1) == [expected[2]]


def test_an_address_that_is_not_one_is_refused_in_one_line(club, tmp_path, capsys):
    url, _ = club
    out = tmp_path / "x.pdf"
    assert (
        run(url, "print", "latest", "--what", "tents", "--address", "192.168.1.2", "-o", str(out))
        != 0
    )
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "http://192.168.1.20:8025" in err
    assert not out.exists()
