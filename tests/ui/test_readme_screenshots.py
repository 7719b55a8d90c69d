"""tools/readme_screenshots.py still takes every README screenshot on the demo club."""

from __future__ import annotations

from PIL import Image

from tests.tool_loader import load_tool

README_SHOTS = {
    "welcome",
    "players",
    "rubber-score-pad",
    "solo-score-pad",
    "evening",
    "whist-drive",
    "whist-drive-prizes",
    "about",
}


def test_the_screenshot_tool_writes_every_screen_small(qapp, tmp_path):
    tool = load_tool("readme_screenshots")
    written = tool.take_screenshots(tmp_path, "en")
    assert {path.stem for path in written} == README_SHOTS
    for path in written:
        with Image.open(path) as image:
            assert image.mode == "P"  # a palette PNG: small in the repository
            assert 300 <= image.width <= tool.SIZE[0]
        assert path.stat().st_size < 250_000
