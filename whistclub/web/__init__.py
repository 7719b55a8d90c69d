"""The tables' page: a small web page the laptop serves to the players' phones (issue 25).

`table_link` is the one place a table's link is made: the tables' page dialog, the command
line's `serve` and (later) the QR codes on the printed table cards all call it, so the link a
card prints is the link the page accepts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

DEFAULT_PORT = 8025  # the tables' page's port unless taken (then a free one)

if TYPE_CHECKING:
    from whistclub.services.table_results import PageKeys


def table_link(address: str, keys: PageKeys, table: int) -> str:
    """The link table `table`'s QR code holds: `address` is the page's http://host:port."""
    return f"{address.rstrip('/')}/t/{keys.token(table)}"


def qr_png(text: str, scale: int = 6) -> bytes:
    """A QR code of `text` as PNG bytes (segno, pure Python): for the screen and the cards."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="png", scale=scale, border=2)
    return out.getvalue()
