"""Serving the tables' page beside the window (or the command line), in a background thread.

uvicorn runs the Starlette app on its own event loop in a daemon thread of the app's process;
the TableDesk it serves calls `on_news` from the server's threads, and the window turns that
into a Qt signal queued to the GUI thread (whistclub/ui/drive/tables_page.py). It listens on
the hall's network only: the laptop's own address on the local network, never every address
(0.0.0.0) unless asked, and `127.0.0.1` keeps it on this machine (the tests).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn

from whistclub.paths import data_dir
from whistclub.persistence.database import Database
from whistclub.services.table_results import TableDesk, in_play_tables
from whistclub.web import DEFAULT_PORT, default_address, lan_address, table_link
from whistclub.web.app import Bucket, make_app
from whistclub.web.certificate import Certificate, self_signed

__all__ = ["DEFAULT_PORT", "TablesServer", "lan_address"]


def _bind(host: str, port: int, fall_back: bool = True) -> socket.socket:
    """A listening socket on `port`, or (`fall_back`) on a free port when that one is taken:
    the default port may be taken by another program; a port asked for by name is refused
    when taken (docs/cli.md, `serve`).

    Made as a TCP socket by name (IPPROTO_TCP, not the default 0): asyncio turns Nagle's
    algorithm off (TCP_NODELAY) only on connections whose socket says it is TCP, and with
    Nagle on, an answer's body waited behind its headers for the phone's delayed
    acknowledgment, 40 ms on every answer and live update (bench/bench_tables_page.py)."""
    for wanted in (port, 0) if port and fall_back else (port,):
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, wanted))
        except OSError:
            sock.close()
            if wanted == 0 or not fall_back:
                raise
            continue
        sock.listen(128)
        return sock
    raise OSError(f"cannot listen on {host}")


def http_protocol() -> str:
    """uvicorn's HTTP implementation: httptools (a C parser: less of the laptop's CPU per
    request, bench/bench_tables_page.py) when it imports, else the pure-Python h11."""
    try:
        import httptools  # noqa: F401
    except ImportError:
        return "h11"
    return "httptools"


class TablesServer:
    """One evening's tables' page, served until `stop`."""

    def __init__(
        self,
        database: Database,
        event_id: int,
        host: str | None = None,
        port: int = DEFAULT_PORT,
        club_language: str = "en",
        on_news: Callable[[str, int, int], None] | None = None,
        sends: Bucket | None = None,
        https: bool = False,
        certificates: Path | None = None,
        fall_back: bool = True,
    ) -> None:
        """`https`: serve over HTTPS with the laptop's self-signed certificate for its
        address (whistclub/web/certificate.py), kept in `certificates` (default: the app's
        data folder, so phones warn once, not every evening)."""
        self.desk = TableDesk(database, event_id, on_news)
        self.host = host or lan_address()
        self.certificate: Certificate | None = None
        if https:
            folder = certificates or data_dir() / "tables-page"
            self.certificate = self_signed(folder, self.host)
        tls: dict[str, Any] = {}
        if self.certificate is not None:
            tls = {
                "ssl_certfile": str(self.certificate.certfile),
                "ssl_keyfile": str(self.certificate.keyfile),
            }
        self._stopping = threading.Event()
        self._socket = _bind(self.host, port, fall_back)
        self.port = int(self._socket.getsockname()[1])
        app = make_app(self.desk, club_language, self._stopping, sends)
        config = uvicorn.Config(
            app,
            # Plain asyncio, named rather than "auto" (uvloop would be used where installed);
            # the C HTTP parser (httptools, a dependency) where it imports, else h11.
            loop="asyncio",
            http=http_protocol(),
            ws="none",
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=2,
            timeout_keep_alive=30,
            **tls,
        )
        self._server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> str:
        scheme = "https" if self.certificate is not None else "http"
        return default_address(self.host, self.port, scheme)

    @property
    def fingerprint(self) -> str:
        """The SHA-256 fingerprint of the certificate served ("" over plain HTTP)."""
        return self.certificate.fingerprint if self.certificate is not None else ""

    @property
    def code(self) -> str:
        return self.desk.keys().code

    def link(self, table: int) -> str:
        return table_link(self.address, self.desk.keys(), table)

    def tables(self) -> list[int]:
        return in_play_tables(self.desk.evening(fresh=True))

    def start(self) -> TablesServer:
        self.desk.keys()  # the evening's secret exists before the first phone asks
        self._thread = threading.Thread(
            target=self._server.run,
            kwargs={"sockets": [self._socket]},
            daemon=True,
            name="tables-page",
        )
        self._thread.start()
        return self

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait_started(self, timeout: float = 10.0) -> bool:
        stop_at = threading.Event()
        for _ in range(int(timeout / 0.02)):
            if self._server.started or not self.running:
                return self._server.started
            stop_at.wait(0.02)
        return bool(self._server.started)

    def stop(self) -> None:
        """Stop listening, end the live streams and wait for the server's thread."""
        self._stopping.set()
        self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._socket.close()
