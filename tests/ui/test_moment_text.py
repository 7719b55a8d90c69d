"""An audit entry's moment on this computer's clock (ui.dates.moment_text), around the hour
a zone changes its offset: the offset is worked out once an hour, not at every entry."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from whistclub.ui.dates import day_text, moment_text


@pytest.fixture
def madrid() -> Iterator[None]:
    """This computer's zone Madrid, which went to summer time at 01:00 UTC on 29 March 2026."""
    was = os.environ.get("TZ")
    os.environ["TZ"] = "Europe/Madrid"
    time.tzset()
    yield
    if was is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = was
    time.tzset()


def _on_the_wall(at: datetime) -> str:
    local = (at if at.tzinfo else at.replace(tzinfo=UTC)).astimezone()
    return f"{day_text(local.date())} {local:%H:%M:%S}"


def test_each_entry_reads_the_clock_of_its_own_hour_across_the_change(madrid, qapp) -> None:
    before = datetime(2026, 3, 29, 0, 59, 59)  # UTC, as SQLite gives it back: 01:59:59 in Madrid
    after = before + timedelta(seconds=1)  # 03:00:00 in Madrid
    assert moment_text(before).endswith(" 01:59:59")
    assert moment_text(after).endswith(" 03:00:00")
    start = datetime(2026, 3, 28, 20, 0, 7)
    for minutes in range(0, 24 * 60, 13):  # a day around the change, with and without a zone
        at = start + timedelta(minutes=minutes)
        assert moment_text(at) == _on_the_wall(at)
        assert moment_text(at.replace(tzinfo=UTC)) == _on_the_wall(at)


def test_a_moment_not_stored_as_one_is_shown_as_it_is(qapp) -> None:
    assert moment_text("2026-03-29 01:00") == "2026-03-29 01:00"
    assert moment_text(None) == ""


def test_the_clock_follows_a_change_of_time_zone(madrid, qapp) -> None:
    at = datetime(2026, 12, 4, 18, 33, 38)  # UTC
    assert moment_text(at).endswith(" 19:33:38")  # Madrid in winter
    os.environ["TZ"] = "Asia/Kolkata"
    time.tzset()
    assert moment_text(at).endswith(" 00:03:38")  # the next day, 05:30 ahead
    assert moment_text(at) == _on_the_wall(at)
