"""Screenshots of the main screens for the README, taken on the demo club.

    .venv/bin/python tools/readme_screenshots.py [--to docs/screenshots] [--language en]

Writes the demo club (whistclub.demo) into a scratch data folder, opens the window on it
offscreen at its first-start size (1400x860) and saves one PNG per screen: the players, a
rubber's score pad with its Why? panel on the deal with the revoke, the Solo pad, the
Evening, the whist-drive page (its standings and prizes when the drive screens show them), the About
dialog and the first-run welcome. The PNGs are reduced to a 256-colour palette (Pillow) so
that they stay small in the repository; a screen the window had to widen for its contents is
scaled down to 1400 pixels. Nothing in the user's own data folder is touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

SIZE = (1400, 860)  # the window's size on a first start (MainWindow)
PAD_WIDTH = 1720
ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--to", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--language", choices=("en", "es"), default="en")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="WhistClub-") as scratch:
        os.environ["WHISTCLUB_DATA_DIR"] = scratch  # settings and databases stay in here
        os.environ.pop("WHISTCLUB_DATABASE_URL", None)
        written = take_screenshots(args.to, args.language)
    for path in written:
        print(f"{path} ({path.stat().st_size // 1024} KiB)")
    return 0


def take_screenshots(folder: Path, language: str) -> list[Path]:
    from PySide6.QtCore import QDate
    from PySide6.QtWidgets import QApplication, QDialog, QWidget

    from whistclub.demo import CLUB_NAME, GAMES_DATE
    from whistclub.persistence import open_database
    from whistclub.services.demo import write_demo
    from whistclub.ui.about import AboutDialog, app_icon
    from whistclub.ui.i18n import install_translator
    from whistclub.ui.main_window import MainWindow
    from whistclub.ui.settings import AppSettings
    from whistclub.ui.welcome import WelcomeDialog, demo_database_path, sqlite_url

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setWindowIcon(app_icon())
    install_translator(language)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def snap(name: str, widget: QWidget) -> None:
        app.processEvents()
        path = folder / f"{name}.png"
        widget.grab().save(str(path))
        optimise(path)
        written.append(path)

    # The welcome comes first: it is what a new user sees before any club exists.
    welcome = WelcomeDialog(None, AppSettings())
    welcome.show()
    welcome.resize(welcome.sizeHint().expandedTo(welcome.minimumSize()))
    snap("welcome", welcome)
    welcome.close()

    database = open_database(sqlite_url(demo_database_path()))
    try:
        demo = write_demo(database)
        window = MainWindow(database, AppSettings(club_name=CLUB_NAME))
        window.resize(*SIZE)
        window.show()
        rubber, solo, _bid = demo.games

        window.show_players()
        snap("players", window)

        # The score pads need more width than the first-start size to show every column (the
        # long revoke penalty, four players' names): taken wider, scaled down by optimise().
        window.resize(PAD_WIDTH, SIZE[1])
        window.show_games()
        pad = window.games_page.open(rubber)
        revoke_row = revoke_deal_index(database, rubber)
        pad.view.selectRow(revoke_row)
        snap("rubber-score-pad", window)

        pad = window.games_page.open(solo)
        pad.view.selectRow(0)
        snap("solo-score-pad", window)

        window.resize(*SIZE)
        window.show_evening()
        window.evening_page.day.setDate(QDate(GAMES_DATE.year, GAMES_DATE.month, GAMES_DATE.day))
        snap("evening", window)

        window.show_drives()
        show_drive_tab(window.drive_page, demo.drive, "standings")
        snap("whist-drive", window)
        if show_drive_tab(window.drive_page, demo.drive, "prizes"):
            snap("whist-drive-prizes", window)

        def about_exec(dialog: QDialog) -> int:
            dialog.show()
            dialog.resize(dialog.sizeHint())
            snap("about", dialog)
            dialog.reject()
            return int(QDialog.DialogCode.Rejected)

        with patched(AboutDialog, "exec", about_exec):
            window.about()
        window.close()
    finally:
        database.close()
    return written


def revoke_deal_index(database: object, game_id: int) -> int:
    """The row of the first deal with a revoke (the most telling Why? panel); else 0."""
    from whistclub.services.games import load_document

    deals = load_document(database, game_id)["deals"]  # type: ignore[arg-type]
    return next((i for i, deal in enumerate(deals) if deal.get("revokes")), 0)


def show_drive_tab(page: object, event_id: int, tab: str) -> bool:
    """Open the demo evening on the drive page and bring its screen `tab` ("standings",
    "prizes": the page's attribute, built when first asked for) to the front; False when the
    page has no such screen."""
    opener = getattr(page, "open_event", None)
    if callable(opener):
        opener(event_id)
    screen = getattr(page, tab, None)
    tabs = getattr(page, "tabs", None)
    if screen is None or tabs is None or tabs.indexOf(screen) < 0:
        return False
    tabs.setCurrentWidget(screen)
    return True


class patched:
    """Replace `cls.name` for the duration of a `with` block."""

    def __init__(self, cls: type, name: str, value: Callable[..., object]) -> None:
        self.cls, self.name, self.value = cls, name, value

    def __enter__(self) -> None:
        self.old = self.cls.__dict__.get(self.name)
        setattr(self.cls, self.name, self.value)

    def __exit__(self, *_exc: object) -> None:
        if self.old is None:
            delattr(self.cls, self.name)
        else:
            setattr(self.cls, self.name, self.old)


def optimise(path: Path) -> None:
    """A 256-colour palette PNG: a screen of text and flat colours loses nothing visible and
    shrinks to about a third."""
    try:
        from PIL import Image
    except ImportError:  # Pillow comes with reportlab; without it the PNG stays as Qt wrote it
        return
    with Image.open(path) as image:
        rgb = image.convert("RGB")
    if rgb.width > SIZE[0]:
        height = round(rgb.height * SIZE[0] / rgb.width)
        rgb = rgb.resize((SIZE[0], height), Image.Resampling.LANCZOS)
    reduced = rgb.quantize(colors=256, dither=Image.Dither.NONE)
    reduced.save(path, optimize=True)


if __name__ == "__main__":
    sys.exit(main())
