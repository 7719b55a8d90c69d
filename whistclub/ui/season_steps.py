"""A long season worked out a step at a time once its page is shown, the window answering
meanwhile (issue 24: the very first opening of a club on a laptop, or the first after the app
is updated, has no evening's summary kept; its Season page then worked out the 43 drives of
40 tables of a season in one go, 2.2 s with the window frozen).

Each step works out evenings for about STEP_MS, another evening only if one as long as the
longest so far still fits (an evening of 40 tables × 24 changes takes about 25 ms: one or
two a step on such a club), then hands back to the event loop: a click or a key waits for at
most one step. The page shows how far it has come (SeasonPage).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from whistclub.persistence.database import Database
from whistclub.services import season as seasons

# A season is worked out in steps when its evenings still to work out hold more stored table
# results than this (about two evenings of 40 tables × 24 changes, some 70 ms): a shorter one
# is worked out at once, as the page is shown.
IN_STEPS_ABOVE = 2_000

# How long one step works out evenings before the window handles input again: below what a
# secretary notices as a lag (one evening a step at least, however long it takes). Each step
# costs the event loop's turn and a paint besides: on the big club, steps of 30 ms (one
# evening each) took the season 1.33-1.44 s, steps of up to 60 ms (two) 1.17 s, the longest
# wait about 50 ms either way (the season's own last steps).
STEP_MS = 50

# The pause before the first step: the page is painted, saying what is coming, before it.
FIRST_PAUSE_MS = 10


class SeasonSteps(QObject):
    """Works out the evenings `pending` into `readings` (the page's own dict, so that what is
    read stays read if the steps are stopped), a step per turn of the event loop; then says
    `finished`, whose receiver may ask for more steps (then_step) before its tables show."""

    progressed = Signal(int, int)  # evenings read so far, of how many
    finished = Signal()
    failed = Signal(object)  # the Exception a step raised: the steps stop there

    def __init__(
        self,
        database: Database,
        readings: dict[int, seasons.Reading],
        pending: list[int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.database = database
        self.readings = readings
        self.pending = list(pending)
        self.total = len(readings) + len(self.pending)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._then: Callable[[], None] | None = None
        self._longest = 0.0  # the longest one evening has taken to work out, in seconds

    @property
    def read(self) -> int:
        """How many of the season's evenings are read so far."""
        return self.total - len(self.pending)

    def start(self) -> None:
        self._schedule(FIRST_PAUSE_MS)

    def stop(self) -> None:
        self._timer.stop()
        self._then = None

    def then_step(self, work: Callable[[], None]) -> None:
        """`work` as a step of its own, after the window has handled what came meanwhile
        (none if the steps are stopped first); for the receiver of `finished`."""
        self._then = work

    def step(self) -> bool:
        """One step: evenings worked out for about STEP_MS, or the work asked for last
        (then_step); whether there is another step to take."""
        if self._then is not None:
            work, self._then = self._then, None
            work()  # which may ask for one more (then_step)
            return self._then is not None
        started = time.perf_counter()
        while self.pending:
            begun = time.perf_counter()
            event_id = self.pending.pop(0)
            self.readings[event_id] = seasons.read_evening(self.database, event_id)
            now = time.perf_counter()
            self._longest = max(self._longest, now - begun)
            # Another evening only if one as long as the longest so far still fits the step
            # (40-table evenings of about 25 ms: two a step, never three in 75 ms).
            if (now - started + self._longest) * 1000 > STEP_MS:
                break
        self.progressed.emit(self.read, self.total)
        if not self.pending:
            self.finished.emit()
        return bool(self.pending) or self._then is not None

    def _schedule(self, pause_ms: int) -> None:
        self._timer.start(pause_ms)

    def _on_timer(self) -> None:
        try:
            more = self.step()
        except Exception as error:
            # The page says so and stops waiting (it would say "working out" for ever); the
            # error still goes on to Qt, which reports it.
            self.stop()
            self.failed.emit(error)
            raise
        if more:
            self._schedule(0)
