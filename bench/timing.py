"""What the bench scripts share to time a piece of work: the median of repeated runs."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_ms(action: Callable[[], object], repeats: int = 20) -> float:
    """Milliseconds of `action`, the median of `repeats` runs after one to warm up."""
    action()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)
