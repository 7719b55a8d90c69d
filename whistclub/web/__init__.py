"""The tables' page: a small web page the laptop serves to the players' phones (issue 25).

`table_link` is the one place a table's link is made: the tables' page dialog, the command
line's `serve` and the QR codes on the printed table cards and tents all call it, so the link a
card prints is the link the page accepts.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

DEFAULT_PORT = 8025  # the tables' page's port unless taken (then a free one)

if TYPE_CHECKING:
    from whistclub.services.table_keys import PageKeys


def table_link(address: str, keys: PageKeys, table: int) -> str:
    """The link table `table`'s QR code holds: `address` is the page's http://host:port."""
    return f"{address.rstrip('/')}/t/{keys.token(table)}"


def lan_address() -> str:
    """This laptop's address on the local network (a private IPv4 one), without sending
    anything; 127.0.0.1 when it has none (no network: the page is then for this machine)."""
    found: list[str] = []
    for name in (socket.gethostname(), socket.getfqdn()):
        try:
            infos = socket.getaddrinfo(name, None, socket.AF_INET, socket.SOCK_STREAM)
        except OSError:
            continue
        found += [str(info[4][0]) for info in infos]
    private = [a for a in found if _is_lan(a)]
    return private[0] if private else "127.0.0.1"


def _is_lan(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    return ip.is_private and not ip.is_loopback and not ip.is_link_local


def table_links(address: str, keys: PageKeys, tables: Iterable[int]) -> dict[int, str]:
    """Each table's link, for the QR codes the table cards and tent cards print."""
    return {table: table_link(address, keys, table) for table in tables}


def default_address(host: str, port: int = DEFAULT_PORT, scheme: str = "http") -> str:
    """The page's http://host:port (https:// with `serve --https`) as the server shows it (an
    IPv6 host in brackets)."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    return f"{scheme}://{shown}:{port}"


QR_BORDER = 2  # the quiet zone, in modules, round every QR code shown or printed


def _qr(text: str) -> Any:
    import segno

    return segno.make(text, error="m")  # error correction M: a smudge or a fold still scans


def qr_png(text: str, scale: int = 6) -> bytes:
    """A QR code of `text` as PNG bytes (segno, pure Python): for the screen."""
    import io

    out = io.BytesIO()
    _qr(text).save(out, kind="png", scale=scale, border=QR_BORDER)
    return out.getvalue()


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The same QR code of `text` as rows of modules (True: dark), without the quiet zone:
    the printed cards draw it as vector squares, sharp at any printer's resolution."""
    return tuple(tuple(bool(m) for m in row) for row in _qr(text).matrix)
