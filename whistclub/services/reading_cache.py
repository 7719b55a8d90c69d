"""What the season's readers worked out, kept between starts under the version it came from.

A club's past evenings do not change, but the Season page, the records, the results website
and `whistclub-cli season` each read them, and working 43 evenings of 40 tables out took
1.6 s (issue 24). The summary of each (services.evening_summary) is kept here, in a small
SQLite file in the user's data folder, keyed by the club and the evening, with the evening's
version: the chain hash of its newest audit entry and of the newest entry that touched several
evenings at once (services.season_evenings.evening_versions). The hash seals the whole trail
up to its entry (persistence/audit_chain.py), so a summary whose version still matches was
worked out from the same stored rows; any change to the evening gives it a new version, and
its summary is worked out again and replaces the old one.

The Season page's tables as last shown are kept the same way (read_shown, keep_shown), under
the chain hash of the club's newest audit entry, which seals every stored row: a window
opened on a club not changed since shows them at once, without working them out.

It is a cache, never a record: it holds nothing the club's database does not, it is not in
backups or exports, and deleting the file costs one slower reading. A file that cannot be
read or written (locked by another start, damaged, a read-only folder) is passed over: the
evenings are then worked out from the database, as they would be without it.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

from whistclub import __version__
from whistclub.paths import data_dir
from whistclub.services.evening_summary import (
    LAYOUT,
    EveningSummary,
    summary_from_json,
    summary_json,
)

log = logging.getLogger(__name__)

FILE_NAME = "evening-summaries.sqlite3"
# Summaries worked out by another version of the app are not used: a scoring rule corrected
# in a new version must change the season's tables.
WORKED_OUT_BY = f"{__version__}/{LAYOUT}"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS summary (
    club TEXT NOT NULL,
    event_id INTEGER NOT NULL,
    version TEXT NOT NULL,
    document TEXT NOT NULL,
    PRIMARY KEY (club, event_id)
);
CREATE TABLE IF NOT EXISTS shown (
    club TEXT NOT NULL,
    what TEXT NOT NULL,
    version TEXT NOT NULL,
    document TEXT NOT NULL,
    PRIMARY KEY (club, what)
);
"""


def cache_path() -> Path:
    return data_dir() / FILE_NAME


def version_key(version: Sequence[str | None]) -> str | None:
    """The stored form of an evening's version; None when it has none to trust (an evening
    with no audit entry of its own is worked out each time)."""
    if not version or version[0] is None:
        return None
    return "|".join([WORKED_OUT_BY, *(part or "" for part in version)])


def read_summaries(club: str, wanted: Mapping[int, str | None]) -> dict[int, EveningSummary]:
    """The kept summaries of the evenings `wanted` (event id -> version_key) whose version
    matches; the others are missing from the answer."""
    asked = {event_id: key for event_id, key in wanted.items() if key is not None}
    if not asked or not club:
        return {}
    try:
        with closing(_connect(cache_path())) as connection:
            marks = ",".join("?" * len(asked))
            rows = connection.execute(
                "SELECT event_id, version, document FROM summary "
                f"WHERE club = ? AND event_id IN ({marks})",  # one mark per evening
                [club, *asked],
            ).fetchall()
    except (sqlite3.Error, OSError) as error:
        log.info("evening summaries not read (%s): the evenings are worked out", error)
        return {}
    found = {}
    for event_id, version, document in rows:
        if asked.get(event_id) != version:
            continue
        try:
            summary = summary_from_json(json.loads(document))
        except (ValueError, KeyError, TypeError) as error:
            log.info("evening summary %s not read (%s): worked out again", event_id, error)
            continue
        if summary is not None and summary.event_id == event_id:
            found[event_id] = summary
    return found


def keep_summaries(club: str, summaries: Iterable[tuple[str | None, EveningSummary]]) -> None:
    """Keep each (version_key, summary), replacing the evening's older one."""
    rows = [
        (club, summary.event_id, key, json.dumps(summary_json(summary), separators=(",", ":")))
        for key, summary in summaries
        if key is not None
    ]
    if not rows or not club:
        return
    try:
        with closing(_connect(cache_path())) as connection, connection:
            connection.executemany("INSERT OR REPLACE INTO summary VALUES (?, ?, ?, ?)", rows)
    except (sqlite3.Error, OSError) as error:
        log.info("evening summaries not kept (%s)", error)


def read_shown(club: str, what: str, version: str) -> Any:
    """What the window showed last as `what` (a season's tables, in a language), kept by
    keep_shown under the club's version then; None unless the club is still at `version`."""
    if not club:
        return None
    try:
        with closing(_connect(cache_path())) as connection:
            row = connection.execute(
                "SELECT version, document FROM shown WHERE club = ? AND what = ?", (club, what)
            ).fetchone()
        if row is None or row[0] != f"{WORKED_OUT_BY}|{version}":
            return None
        return json.loads(row[1])
    except (sqlite3.Error, OSError, ValueError) as error:
        log.info("%s not read again (%s): worked out", what, error)
        return None


def keep_shown(club: str, what: str, version: str, document: Any) -> None:
    """Keep `document`, what the window shows as `what` while the club is at `version`."""
    if not club:
        return
    try:
        text = json.dumps(document, separators=(",", ":"))
        with closing(_connect(cache_path())) as connection, connection:
            connection.execute(
                "INSERT OR REPLACE INTO shown VALUES (?, ?, ?, ?)",
                (club, what, f"{WORKED_OUT_BY}|{version}", text),
            )
    except (sqlite3.Error, OSError, TypeError, ValueError) as error:
        log.info("%s not kept (%s)", what, error)


def _connect(path: Path) -> sqlite3.Connection:
    # A short wait: another start of the app writing its summaries is not waited for long,
    # the evenings are worked out instead.
    connection = sqlite3.connect(path, timeout=0.5)
    try:
        connection.executescript(_SCHEMA)
    except sqlite3.OperationalError:
        connection.close()
        raise  # locked, or a folder not writable: passed over this time
    except sqlite3.DatabaseError:
        # Not an SQLite file (damaged, or something else by that name): it holds nothing
        # the club's database does not, so it is started again.
        connection.close()
        log.info("evening summaries file %s unreadable: started again", path)
        path.unlink(missing_ok=True)
        connection = sqlite3.connect(path, timeout=0.5)
        connection.executescript(_SCHEMA)
    return connection
