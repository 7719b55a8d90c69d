"""Python's cycle collector paused while a season is read and its tables worked out
(services.season, services.season_games; bench/bench_season.py)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while the season is read and its tables worked out.
    Both make tens of thousands of small objects (evenings, rows, their whys), and each time
    their number grows by a quarter the collector walks every object the program holds: the
    season's stored evenings, the window's own. On the stored ten-year club those walks were
    more than half the tables' time (bench/bench_season.py, "tables alone": 223 ms, 80 ms
    without them) and a third of the reading's. Objects are still freed as they are let go
    (reference counting); the collector runs again after, once."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
