"""The cyclic garbage collector kept off the secretary's keystrokes (issue 24: Enter ->
standings painted p99 <= 50 ms).

A full collection walks every object Python tracks: with Qt, the database layer and an
evening of 40 tables loaded that is a few hundred thousand, and the pass that fell in the
middle of an entry took 100-150 ms (bench/bench_drive_entry.py's worst entries). Almost all of
them live as long as the window does: the modules, classes and functions of the app and its
libraries, the evening on screen. `settle` moves what is alive out of the collector's sight
(gc.freeze, the standard library's answer for long-lived heaps, https://docs.python.org/3/
library/gc.html#gc.freeze), so later passes walk only what was made since. An object frozen
and later dropped in a reference cycle is not freed until the next full `settle`: a few, at
the few moments it is called.
"""

from __future__ import annotations

import gc


def settle(*, full: bool = False) -> None:
    """At a pause the secretary expects: the window just opened or an evening just opened
    (the young objects collected, which is quick, then what is alive frozen); the window's
    pages prepared while idle (`full`: what was frozen before is given back and everything
    collected first, about 55 ms at start-up, so not in front of the first input)."""
    if full:
        gc.unfreeze()
        gc.collect()
    else:
        gc.collect(1)
    gc.freeze()
