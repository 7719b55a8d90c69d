"""Nothing the secretary saw accepted is lost when the app is killed mid-evening.

A child process records table results in a loop and prints each one once its transaction has
committed; the test kills it with SIGKILL at a random moment, then finds every printed result
in the database, and the database passes its integrity check.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from whistclub.persistence import open_database
from whistclub.persistence.database import integrity_problems
from whistclub.services import drives

CHILD = r"""
import json, sys
from whistclub.persistence import open_database
from whistclub.services import drives

database = open_database(sys.argv[1])
event_id = int(sys.argv[2])
for n in range(1_000_000):
    facts = {"NS": n % 14, "EW": 13 - n % 14}
    changes = drives.record_table_result(database, event_id, n // 20 + 1, n % 20 + 1, facts)
    print(json.dumps([changes.created_id("drive_table_result"), n // 20 + 1, n % 20 + 1, facts]),
          flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
def test_every_printed_result_survives_sigkill(database_url: str) -> None:
    database = open_database(database_url)
    event_id = drives.create_event(database, "Crash test drive").created_id("drive_event")
    database.close()

    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, database_url, str(event_id)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    first = child.stdout.readline()  # the child is up and has committed one result
    assert first, child.stderr.read() if child.stderr else "the child printed nothing"
    time.sleep(random.uniform(0.05, 0.6))
    os.kill(child.pid, signal.SIGKILL)
    # Read on through the same buffered file as `first`: communicate() reads the pipe itself
    # and would miss the lines readline() had already buffered (and count them as lost).
    rest = child.stdout.read()
    child.wait(timeout=30)
    if child.stderr is not None:
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL

    lines = (first + rest).splitlines()
    complete = lines if (first + rest).endswith("\n") else lines[:-1]  # last may be cut short
    printed = [json.loads(line) for line in complete]
    assert printed, "the child committed nothing before it was killed"

    database = open_database(database_url)
    try:
        assert integrity_problems(database) == []
        stored = {
            row["id"]: [row["id"], row["change"], row["table_number"], row["facts"]]
            for row in drives.load_event(database, event_id)["results"]
        }
        for result in printed:
            assert stored.get(result[0]) == result
        # At most one result can have committed after its line was the last one printed.
        assert len(stored) - len(printed) in (0, 1)
    finally:
        database.close()
