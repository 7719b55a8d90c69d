"""`whistclub-cli serve EVENT`: prints the address, the code and a link per table, serves
them, and stops cleanly on SIGTERM and Ctrl+C (issue 25)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.conftest import call, make_evening
from whistclub.persistence import open_database
from whistclub.persistence.engine import sqlite_url

ROOT = Path(__file__).resolve().parents[2]


def _serve(url: str, *extra: str) -> tuple[subprocess.Popen[str], list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "whistclub.cli",
            "--database",
            url,
            "serve",
            "latest",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    lines = [process.stdout.readline().rstrip("\n") for _ in range(5 + len(extra))]
    return process, lines


@pytest.mark.parametrize("stop_with", [signal.SIGTERM, signal.SIGINT])
def test_serve_prints_each_tables_link_and_stops_cleanly(
    tmp_path: Path, stop_with: signal.Signals
) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    make_evening(database)
    database.close()
    process, lines = _serve(url)
    try:
        assert lines[0].startswith("address: http://127.0.0.1:")
        assert lines[1][len("evening code: ") :].isdigit() and len(lines[1]) == 18
        assert [line.split(":", 1)[0] for line in lines[2:]] == ["table 1", "table 2", "table 3"]
        link = lines[4].split(": ", 1)[1]
        assert link.startswith(lines[0].split(": ", 1)[1] + "/t/3-")
        status, page = call(link)
        assert status == 200 and "page.js" in page
        status, view = call(link.replace("/t/", "/api/t/") + "/state")
        assert (status, view["table"], view["change"]) == (200, 3, 1)
    finally:
        process.send_signal(stop_with)
        out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert out.strip().endswith("stopped") and "Traceback" not in err


def test_serve_an_evening_that_is_not_there_is_refused(tmp_path: Path) -> None:
    url = sqlite_url(tmp_path / "club.sqlite3")
    open_database(url).close()
    from whistclub.cli import main

    assert main(["--database", url, "serve", "latest", "--host", "127.0.0.1"]) == 2


def test_serve_https_prints_the_certificates_fingerprint_and_serves_over_tls(
    tmp_path: Path,
) -> None:
    import ssl

    from whistclub.web.certificate import fingerprint_of

    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    make_evening(database)
    database.close()
    process, lines = _serve(url, "--https")
    try:
        assert lines[0].startswith("address: https://127.0.0.1:")
        assert lines[2].startswith("certificate SHA-256: ")
        port = int(lines[0].rsplit(":", 1)[1])
        pem = ssl.get_server_certificate(("127.0.0.1", port), timeout=10)
        assert lines[2].split(": ", 1)[1] == fingerprint_of(ssl.PEM_cert_to_DER_cert(pem))
        assert lines[5].startswith("table 3: https://127.0.0.1:")
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert out.strip().endswith("stopped")


def test_a_port_asked_for_and_taken_is_refused_the_default_falls_back(tmp_path: Path) -> None:
    # docs/cli.md: "a taken default port falls back to a free one"; refused: "an address or
    # port it cannot listen on". A taken --port N was quietly served on another port (in a
    # Python of its own, with a time limit: served, it would never end).
    import socket

    from whistclub.web.server import _bind

    url = sqlite_url(tmp_path / "club.sqlite3")
    database = open_database(url)
    make_evening(database)
    database.close()
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    taken = holder.getsockname()[1]
    try:
        command = [sys.executable, "-m", "whistclub.cli", "--database", url, "serve", "latest"]
        done = subprocess.run(
            [*command, "--host", "127.0.0.1", "--port", str(taken)],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert done.returncode == 2 and done.stdout == ""
        assert f"port {taken}" in done.stderr and "give another --port" in done.stderr
        spare = _bind("127.0.0.1", taken)  # the default's way: another port, free
        assert spare.getsockname()[1] != taken
        spare.close()
    finally:
        holder.close()
