"""Reading the QR codes a PDF prints: decoded from the rendered page image (poppler's
pdftoppm, then zbar's zbarimg, installed by .ci/run), and read module by module from the page
rendered by PDFium, for comparing with segno's own code."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from pathlib import Path

import pypdfium2
import pytest
from PIL import Image
from pypdf import PdfReader

DECODER = shutil.which("zbarimg")
needs_decoder = pytest.mark.skipif(
    DECODER is None or shutil.which("pdftoppm") is None,
    reason="zbarimg (zbar-tools) and pdftoppm (poppler-utils) decode the printed QR codes",
)


def decoded(data: bytes, page: int, dpi: int = 150) -> list[str]:
    """Every QR code's text on page `page` (0-based) of the PDF, read from its image at `dpi`."""
    with tempfile.TemporaryDirectory() as folder:
        pdf = Path(folder) / "in.pdf"
        pdf.write_bytes(data)
        number = str(page + 1)
        subprocess.run(
            ["pdftoppm", "-png", "-r", str(dpi), "-f", number, "-l", number, "-singlefile",
             str(pdf), str(Path(folder) / "page")],
            check=True,
        )  # fmt: skip
        done = subprocess.run(
            [str(DECODER), "-q", "--raw", "-Sdisable", "-Sqrcode.enable", f"{folder}/page.png"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
    assert done.returncode in (0, 4), done.stderr  # 4: no code found
    return [line for line in done.stdout.splitlines() if line]


def images(data: bytes, page: int) -> list[Image.Image]:
    """The images embedded on page `page` (0-based), as PIL images."""
    return [found.image for found in PdfReader(io.BytesIO(data)).pages[page].images]


def modules(
    data: bytes, page: int, left: float, bottom: float, size: float, count: int, border: int = 2
) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules (True: dark) printed in the `size` square at (left, bottom), in
    points, `count` modules a side inside a quiet zone of `border`: the page rendered at
    400 dpi and each module read at its centre."""
    scale = 400 / 72
    document = pypdfium2.PdfDocument(data)
    try:
        height = document[page].get_size()[1]
        image = document[page].render(scale=scale).to_pil().convert("L")
    finally:
        document.close()
    module = size / (count + 2 * border)
    rows = []
    for r in range(count):
        y = height - (bottom + size - (border + r + 0.5) * module)
        row = []
        for c in range(count):
            x = left + (border + c + 0.5) * module
            row.append(image.getpixel((int(x * scale), int(y * scale))) < 128)
        rows.append(tuple(row))
    return tuple(rows)


def blank(data: bytes, page: int, left: float, bottom: float, size: float) -> bool:
    """Whether the square at (left, bottom) is white paper (no QR code printed there)."""
    document = pypdfium2.PdfDocument(data)
    try:
        height = document[page].get_size()[1]
        scale = 100 / 72
        image = document[page].render(scale=scale).to_pil().convert("L")
    finally:
        document.close()
    box = (int(left * scale), int((height - bottom - size) * scale),
           int((left + size) * scale), int((height - bottom) * scale))  # fmt: skip
    low, _high = image.crop(box).getextrema()
    return low > 200


MM = 72 / 25.4


def corner(what: str, width: float, height: float) -> tuple[float, float, float]:
    """Where the QR code is printed (left, bottom, size in points): the table card's top
    right inside its 14 mm margin, the tent's lower face's bottom right inside its 10 mm."""
    from whistclub.reports.pdf_hall import TENT_QR
    from whistclub.reports.pdf_table_cards import QR_SIZE

    if what == "tables":
        return width - 14 * MM - QR_SIZE, height - 14 * MM - QR_SIZE, QR_SIZE
    return width - 10 * MM - TENT_QR, 10 * MM, TENT_QR


def has_qr(data: bytes, what: str, page: int = 0) -> bool:
    """Whether page `page` of table cards ("tables") or tents prints a QR code in its place."""
    document = pypdfium2.PdfDocument(data)
    try:
        width, height = document[page].get_size()
    finally:
        document.close()
    return not blank(data, page, *corner(what, width, height))
