"""Reading the QR codes a PDF prints: decoded from the rendered page image (poppler's
pdftoppm, then zbar's zbarimg, installed by .ci/run), and the embedded images themselves
(pypdf) for comparing with segno's own output."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from pathlib import Path

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


def same_pixels(first: Image.Image, second: Image.Image) -> bool:
    a, b = first.convert("L"), second.convert("L")
    return a.size == b.size and a.tobytes() == b.tobytes()
