"""Qt paints the window on the thread that asks for it (issue 24, every page switch).

Qt's raster engine hands every fill of 96 or more scan lines (a page's background, a group
box, a table's viewport) to a pool of threads, in bands of 64 lines, and waits for them all.
A band of a widget's fill is a few microseconds of work, its hand-off a thread woken and
waited for: on the two-core machine the benches run on, the Whist drives page took 20 ms to
show with the pool and 8 ms without it, and every page showed in about half the time
(bench/bench_pages.py). Qt's own switch, the variable QT_NO_GUI_THREADPOOL, turns the pool
off and keeps each fill on the painting thread; it is read once, when Qt first paints, so
`paint_on_one_thread` is called before the QApplication is made (app.main, and the tests
and benches, which start Qt as the app does).

WHISTCLUB_QT_PAINT_POOL=1 leaves Qt's pool on, to measure a machine with more cores.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

QT_SWITCH = "QT_NO_GUI_THREADPOOL"
KEEP_POOL = "WHISTCLUB_QT_PAINT_POOL"


def paint_on_one_thread(environment: MutableMapping[str, str] | None = None) -> bool:
    """Turn Qt's paint thread pool off in `environment` (this process's by default), unless
    KEEP_POOL asks for it; whether it is off."""
    env = os.environ if environment is None else environment
    if env.get(KEEP_POOL, "") not in ("", "0"):
        return QT_SWITCH in env
    env.setdefault(QT_SWITCH, "1")
    return True
