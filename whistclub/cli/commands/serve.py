"""`whistclub-cli serve EVENT [--host ADDRESS] [--port N] [--https]`: the tables' page without
the window.

Serves the evening's tables' page (issue 25) on the hall's network: prints the address and the
4-digit evening code (and, with --https, the self-signed certificate's SHA-256 fingerprint),
then `table N: URL` for each table in play (the link its QR code holds),
and runs until Ctrl+C or SIGTERM, which stop it cleanly (docs/cli.md).
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from whistclub.cli.common import CliError
from whistclub.cli.database import opened, refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "serve",
        help="serve an evening's tables' page: each table enters its own results by phone",
        description="Serve the evening's tables' page on the local network until Ctrl+C "
        "(see docs/drives.md, Tables entering their own results).",
    )
    parser.add_argument("event", metavar="EVENT", help="the drive's number, its date or latest")
    parser.add_argument(
        "--host",
        metavar="ADDRESS",
        help="the address to listen on (default: this laptop's address on the local network; "
        "127.0.0.1 keeps it on this machine)",
    )
    parser.add_argument("--port", metavar="N", type=int, default=None, help="default 8025")
    parser.add_argument(
        "--https",
        action="store_true",
        help="serve over HTTPS with a self-signed certificate for this laptop's address "
        "(each phone warns once; see docs/drives.md, Security)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services.evenings import find_event
    from whistclub.web.certificate import CertificateError
    from whistclub.web.server import DEFAULT_PORT, TablesServer

    port = DEFAULT_PORT if args.port is None else args.port
    if not 0 <= port <= 65535:
        raise CliError(f"--port {port} is not a port: give a number from 1 to 65535")
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        event_id = find_event(database, args.event)
        try:
            server = TablesServer(
                database,
                event_id,
                host=args.host,
                port=port,
                https=args.https,
                fall_back=args.port is None,  # only the default port falls back to a free one
            )
        except CertificateError as error:
            raise CliError(str(error)) from None
        except OSError as error:
            raise CliError(
                f"cannot listen on {args.host or 'the local network'} port {port}: "
                f"{error.strerror or error}; give another --port or --host"
            ) from None
        server.start()
        if not server.wait_started():
            server.stop()
            raise CliError("the tables' page could not start; see the messages above")
        # Ctrl+C and SIGTERM are caught before the lines are printed: whoever reads them and
        # stops the server at once finds it stopping cleanly, never killed mid-way.
        _wait_for_stop(lambda: _announce(server))
        server.stop()
    print("stopped", flush=True)
    return 0


def _announce(server: Any) -> None:
    print(f"address: {server.address}", flush=True)
    print(f"evening code: {server.code}", flush=True)
    if server.fingerprint:
        print(f"certificate SHA-256: {server.fingerprint}", flush=True)
    for table in server.tables():
        print(f"table {table}: {server.link(table)}", flush=True)


def _wait_for_stop(started: Callable[[], None]) -> None:
    """Call `started`, then wait until Ctrl+C (SIGINT) or SIGTERM (caught from before it)."""
    stop = threading.Event()

    def stopping(_signum: int, _frame: Any) -> None:
        stop.set()

    previous = {s: signal.signal(s, stopping) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        started()
        while not stop.wait(0.5):
            pass
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    sys.stdout.flush()
