"""The print preview of every printable opens, paints its pages and closes, in English and in
Spanish, under the offscreen platform and under a real X server (issue 21 item 2).

Each run is its own process (preview_every_printable.py): the fault this guards against, a
QPrinter freed while its preview dialog paints on it, kills the process with a segmentation
fault, which here is a failed test with the exit status named.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.xserver import xvfb_display
from whistclub.persistence import open_database
from whistclub.services.demo import write_demo
from whistclub.ui.drive.texts import PRINTABLES  # every printable the page offers

SCRIPT = Path(__file__).with_name("preview_every_printable.py")
ROOT = Path(__file__).parents[3]


@pytest.fixture(scope="module")
def demo_club(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("preview") / "demo.sqlite3"
    database = open_database(f"sqlite:///{path}")
    write_demo(database)
    database.close()
    return path


def preview_everything(club: Path, language: str, **environment: str) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **environment}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(club), language],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, (
        f"the preview process ended with status {done.returncode}\n{done.stdout}{done.stderr}"
    )
    return done.stdout.splitlines()


def assert_every_printable_painted(lines: list[str]) -> None:
    assert lines[-1] == "all previews closed"
    painted = dict(line.split(": ") for line in lines[:-1])
    assert sorted(painted) == sorted(PRINTABLES)
    for what, pages in painted.items():
        assert int(pages.split()[0]) >= 1, what


# English offscreen and Spanish on a real X server: the two languages and the two platforms
# each once (tests/ui/drive/test_club_night.py previews every printable in both languages
# in process too).
@pytest.mark.parametrize("language", ["en"])
def test_every_print_preview_offscreen(demo_club, tmp_path, language) -> None:
    lines = preview_everything(
        demo_club, language, QT_QPA_PLATFORM="offscreen", WHISTCLUB_DATA_DIR=str(tmp_path)
    )
    assert_every_printable_painted(lines)


@pytest.mark.parametrize("language", ["es"])
def test_every_print_preview_on_a_real_x_server(demo_club, tmp_path, language) -> None:
    with xvfb_display() as display:
        lines = preview_everything(
            demo_club,
            language,
            QT_QPA_PLATFORM="xcb",
            DISPLAY=display,
            WHISTCLUB_DATA_DIR=str(tmp_path),
        )
    assert_every_printable_painted(lines)
