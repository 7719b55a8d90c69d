"""The tables' page over HTTPS with the laptop's self-signed certificate (issue 25): served to
headless Chromium (which, like a phone, does not trust it: `ignore_https_errors` is the player
accepting the warning once), the fingerprint the laptop shows is the certificate's, and the
same certificate is used again on later evenings."""

from __future__ import annotations

import hashlib
import ssl
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.web.test_phone_browser import WAIT, laptop
from whistclub.persistence import Database
from whistclub.services import evenings
from whistclub.web.certificate import fingerprint_of, self_signed
from whistclub.web.server import TablesServer

__all__ = ["laptop"]


def _served_fingerprint(port: int) -> str:
    """The SHA-256 fingerprint of the certificate the server hands a client."""
    pem = ssl.get_server_certificate(("127.0.0.1", port), timeout=10)
    return fingerprint_of(ssl.PEM_cert_to_DER_cert(pem))


@pytest.fixture
def secure(club: Database, evening: int, tmp_path: Path) -> Iterator[TablesServer]:
    server = TablesServer(
        club, evening, host="127.0.0.1", port=0, https=True, certificates=tmp_path / "certs"
    ).start()
    assert server.wait_started()
    try:
        yield server
    finally:
        server.stop()


def test_a_table_enters_its_result_over_https(
    secure: TablesServer, chromium: Any, club: Database
) -> None:
    assert secure.address.startswith("https://127.0.0.1:")
    assert secure.link(3).startswith("https://")
    assert _served_fingerprint(secure.port) == secure.fingerprint
    assert len(secure.fingerprint) == 32 * 3 - 1  # 32 bytes as AB:CD:...
    context = chromium.new_context(
        viewport={"width": 360, "height": 740}, locale="en-GB", ignore_https_errors=True
    )
    try:
        tab = context.new_page()
        response = tab.goto(secure.link(3))
        assert response is not None and response.ok
        details = response.security_details()
        assert details is not None and details["protocol"].startswith("TLS")
        assert details["subjectName"] == "127.0.0.1"
        tab.get_by_text("Table 3 · change 1 of 4").wait_for(timeout=WAIT)
        tab.get_by_test_id("hand-1-6").click(timeout=WAIT)
        tab.get_by_test_id("send").click(timeout=WAIT)
        tab.get_by_test_id("agree").click(timeout=WAIT)
        tab.get_by_text("Received by the laptop").wait_for(timeout=WAIT)
    finally:
        context.close()
    stored = evenings.load_evening(club, secure.desk.event_id).results[(1, 3)]
    assert stored["facts"]["ns"] == [6]


def test_the_page_refuses_a_browser_that_does_not_accept_the_certificate(
    secure: TablesServer, chromium: Any
) -> None:
    context = chromium.new_context()  # a phone whose player has not accepted it
    try:
        with pytest.raises(Exception, match="CERT"):
            context.new_page().goto(secure.link(1))
    finally:
        context.close()


def test_the_certificate_is_kept_for_later_evenings_and_renewed_for_a_new_address(
    tmp_path: Path,
) -> None:
    first = self_signed(tmp_path, "192.168.1.20")
    again = self_signed(tmp_path, "192.168.1.20")
    assert again.fingerprint == first.fingerprint  # the phones warned once, not again
    assert first.keyfile.stat().st_mode & 0o077 == 0  # the key: this user's only
    der = ssl.PEM_cert_to_DER_cert(first.certfile.read_text())
    assert first.fingerprint == ":".join(f"{b:02X}" for b in hashlib.sha256(der).digest())
    moved = self_signed(tmp_path, "192.168.1.31")  # another hall, another address
    assert moved.fingerprint != first.fingerprint


def test_the_dialogs_https_box_serves_the_page_over_https(
    qtbot: Any, laptop: Any, chromium: Any
) -> None:
    _page, dialog = laptop
    plain = dialog.server.link(2)
    fingerprint = dialog.findChild(object, "tablesFingerprint")
    assert plain.startswith("http://") and fingerprint.text() == ""
    box = dialog.findChild(object, "tablesHttps")
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    assert dialog.server.wait_started()
    assert dialog.address.text().startswith("https://127.0.0.1:")
    shown = fingerprint.text()
    assert dialog.server.fingerprint in shown
    assert _served_fingerprint(dialog.server.port) == dialog.server.fingerprint
    row = dialog.tables.findItems(dialog.server.link(2), Qt.MatchFlag.MatchExactly)
    assert row and row[0].text().startswith("https://")
    context = chromium.new_context(ignore_https_errors=True, locale="es-ES")
    try:
        tab = context.new_page()
        tab.goto(dialog.server.link(2))
        tab.get_by_text("Mesa 2 · cambio 1 de 4").wait_for(timeout=WAIT)
    finally:
        context.close()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # and back to plain HTTP
    assert dialog.server.wait_started() and dialog.server.address.startswith("http://")
