"""Make the app icon's PNG sizes and the Windows .ico from resources/icons/whistclub*.svg.

    .venv/bin/python tools/make_icons.py

Qt's own SVG renderer (PySide6.QtSvg, part of PySide6-Essentials) draws each size straight from
the vector source, so the small sizes are drawn at their size rather than shrunk from a big
bitmap; Pillow (already installed with reportlab) writes the files. The results are committed:
run this again only after changing the SVG.

Sizes: 16, 32, 48 and 256 are the ones Windows takes from an .ico (Explorer, taskbar, Start
menu, alt-tab); 16 to 256 are the hicolor sizes a Linux desktop looks for; 64 and 128 serve
both and the About dialog.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PIL import Image

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "whistclub.svg"
# The same picture with outlines 1 px thick at 16 px and a bigger club: the full drawing's thin
# outlines blur into the card faces below 48 px.
SMALL_SOURCE = ICONS / "whistclub-small.svg"
SMALL_UP_TO = 32
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 32, 48, 64, 128, 256)


def png_path(size: int, folder: Path = ICONS) -> Path:
    return folder / f"whistclub-{size}.png"


def render(svg: Path, size: int) -> Image.Image:
    """The SVG drawn on a transparent size x size square, as a Pillow RGBA image."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"error: {svg} is not an SVG that Qt can draw; check its markup")
    image = QImage(size, size, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    # RGBA8888 rows are 4 * size bytes, already a multiple of 4, so there is no row padding.
    return Image.frombytes("RGBA", (size, size), bytes(image.constBits()))


def make_icons(
    svg: Path = SOURCE, small_svg: Path = SMALL_SOURCE, folder: Path = ICONS
) -> list[Path]:
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no display needed
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    images = {
        size: render(small_svg if size <= SMALL_UP_TO else svg, size)
        for size in sorted(set(PNG_SIZES) | set(ICO_SIZES))
    }
    written = []
    for size in PNG_SIZES:
        path = png_path(size, folder)
        images[size].save(path, format="PNG", optimize=True)
        written.append(path)
    # Pillow puts the appended images in the .ico as they are, instead of shrinking the
    # largest one to every size (Pillow docs, ICO "append_images").
    largest = max(ICO_SIZES)
    ico = folder / "whistclub.ico"
    images[largest].save(
        ico,
        format="ICO",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=[images[size] for size in ICO_SIZES if size != largest],
    )
    written.append(ico)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SOURCE, help="the SVG source")
    parser.add_argument(
        "--small-svg",
        type=Path,
        default=SMALL_SOURCE,
        help=f"the SVG for sizes up to {SMALL_UP_TO}",
    )
    parser.add_argument("--out", type=Path, default=ICONS, help="folder for the PNGs and .ico")
    args = parser.parse_args(argv)
    for path in make_icons(args.svg, args.small_svg, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
