"""The QR code on the printed standings points to the results website (issue 26 item 5):
`publish --to DIR --address URL` remembers the club's site.address, and the final standings
(with their prize list) then carry a QR code, decoded from the page image, opening that
evening's own page there; the half-time standings and a club without an address carry none."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reports.qr import decoded, needs_decoder
from whistclub.cli import main
from whistclub.persistence import open_database
from whistclub.services.evenings import find_event
from whistclub.services.settings import site_address

ADDRESS = "https://www.example.org/whist"


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('qr') / 'demo.sqlite3'}"
    assert main(["--database", url, "demo"]) == 0
    return url


def printed(url: str, folder: Path, what: str = "standings") -> bytes:
    out = folder / f"{what}.pdf"
    assert main(["--database", url, "print", "latest", "--what", what, "-o", str(out)]) == 0
    return out.read_bytes()


def stored(url: str) -> tuple[str, int | None]:
    database = open_database(url)
    try:
        return site_address(database)
    finally:
        database.close()


def latest(url: str) -> int:
    database = open_database(url)
    try:
        return find_event(database, "latest")
    finally:
        database.close()


@needs_decoder
def test_the_published_address_prints_the_evening_s_page_as_a_qr_code(demo_url, tmp_path, capsys):
    assert decoded(printed(demo_url, tmp_path), 0) == []  # no address yet: no QR code
    site = tmp_path / "site"
    assert (
        main(["--database", demo_url, "publish", "--to", str(site), "--address", ADDRESS + "/"])
        == 0
    )
    assert main(["--database", demo_url, "publish", "--to", str(site), "--address", ADDRESS]) == 0
    assert f"the printed standings link to {ADDRESS}" in capsys.readouterr().out
    assert stored(demo_url)[0] == ADDRESS  # remembered, without the trailing slash
    event_id = latest(demo_url)
    page = f"evening-{event_id}.html"
    assert (site / page).is_file()  # the page the code opens is in the published folder
    assert decoded(printed(demo_url, tmp_path), 0) == [f"{ADDRESS}/{page}"]
    assert decoded(printed(demo_url, tmp_path, "half_time"), 0) == []
    # published again without --address: the address stays
    assert main(["--database", demo_url, "publish", "--to", str(site)]) == 0
    assert stored(demo_url)[0] == ADDRESS
    # --address '' forgets it: no QR code
    assert main(["--database", demo_url, "publish", "--to", str(site), "--address", ""]) == 0
    assert stored(demo_url)[0] == ""
    assert decoded(printed(demo_url, tmp_path), 0) == []


def test_an_address_that_is_not_a_web_address_is_refused_in_one_line(demo_url, tmp_path, capsys):
    before = stored(demo_url)
    folder = tmp_path / "site"
    status = main(
        ["--database", demo_url, "publish", "--to", str(folder), "--address", "www.example.org"]
    )
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and "is not a web address" in err and "https://" in err
    assert stored(demo_url) == before and not folder.exists()
