"""What the window prepares while it waits for the secretary, one step per pause, once it is
up (app.main: MainWindow.prepare_pages_when_idle; issue 24: every page switch <= 2x bare).

First the pages not built yet, in PREPARE_ORDER (MainWindow._prepare_next_page). Then, in
`after_pages`: the drives page's evening and its other screens, the Season page's season an
evening a step (a season of 43 drives of 40 tables takes 1.4 s to read: too long for one
pause), the score pads' modules, and last the garbage collector's full pass. A click or a key
that comes during a step is handled before the next one.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from whistclub.ui import memory

if TYPE_CHECKING:
    from whistclub.ui.main_window import MainWindow

# The order the window builds the pages not shown yet while idle: the drives page first (the
# page a club night wants, and with the Season page the slowest to build: 65-90 ms), so a
# click soon after the start finds it ready (bench/bench_pages.py).
PREPARE_ORDER = ("drive", "games", "season", "evening", "players")

# The pause before each step: a click or a key that came during a step is handled before the
# timer fires again, so the pause need not be long; short, every page is ready 150-180 ms
# after the window takes input and all of it in about 0.35 s on the demo club
# (bench/bench_pages.py; with 50 ms, 330-340 ms and 0.95 s: a first click meanwhile more
# often found its page not built).
PREPARE_PAUSE_MS = 10


def after_pages(window: MainWindow) -> bool:
    """One step of what comes once every page is built; whether there was one."""
    drive = window.built_page("drive")
    if drive is not None and drive.prepare_next_screen():  # type: ignore[attr-defined]
        # The drives page opened on its Settings screen alone: its evening and its other
        # screens, one step per pause, so a first click on one finds it built.
        return True
    season = window.built_page("season")
    if season is not None and season.prepare_next_step():  # type: ignore[attr-defined]
        return True  # the Season page was built without its season: an evening a pause
    if "whistclub.ui.scorepad" not in sys.modules:
        # The score pads' modules (every variant's screens), which the Club games page loads
        # when a game is first opened: then that opens at once too.
        import whistclub.ui.scorepad  # noqa: F401

        return True
    # Last, everything the window keeps is made: the collector's full pass (app.main only
    # froze what was alive, to take input sooner; ui/memory.py).
    memory.settle(full=True)
    return False
