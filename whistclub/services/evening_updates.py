"""An evening kept in memory, brought up to date from the audit trail instead of read back
whole after each entry (issue 24, profile item 2).

Every change to an evening is one audit entry holding the rows it wrote as they became
(`after`) and as they were (`before`), and each entry names its evening in an indexed column
(persistence.audit_subjects). So the evening the drive page holds is brought up to date by
reading the entries written since it was loaded, oldest first, and applying their rows: a few
rows per entry, whatever the size of the evening, and changes made meanwhile on another
computer are applied too, in the order they were made. Where the entries only added table
results, those are applied to the evening the domain keeps worked out (domain.drive.running:
the standings brought up to date by the tables entered, not worked out from every change);
otherwise the domain works the evening out from the patched rows exactly as from rows read
afresh (load_evening). The tests compare both with load_evening on many simulated evenings.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import sqlalchemy as sa

from whistclub.domain.drive.event import TableResult
from whistclub.domain.drive.running import RunningEvening
from whistclub.domain.errors import DomainError
from whistclub.persistence import drive_mapper as mapper
from whistclub.persistence.audit_subjects import SEVERAL
from whistclub.persistence.database import Database
from whistclub.persistence.mappers import row_from_json
from whistclub.persistence.rows import metadata
from whistclub.services.evenings import (
    LoadedEvening,
    evening_from_rows,
    load_evening,
    scheduler_for,
)

# The evening's parts as load_event returns them: key -> (table, order of the rows).
PARTS = {
    "entrants": ("drive_entrant", "number"),
    "entrant_changes": ("drive_entrant_change", "position"),
    "seatings": ("drive_seating", "change"),
    "results": ("drive_table_result", "change"),
}
TABLE_PART = {table: key for key, (table, _order) in PARTS.items()}


def load(database: Database, event_id: int) -> LoadedEvening:
    """The evening read whole, marked with the last audit entry it includes."""
    seen = _last_entry(database)  # before the rows: an entry landing meanwhile is applied again
    return replace(load_evening(database, event_id), audit_seen=seen)


def brought_up_to_date(database: Database, loaded: LoadedEvening) -> LoadedEvening:
    """`loaded` with every audit entry written since it was read applied; the same evening
    load_evening would read now."""
    with database.engine.connect() as connection:  # one connection for both questions
        if _replaced_since(connection, loaded.audit_seen):
            entries = None
        else:
            entries = _entries_since(connection, loaded.event_id, loaded.audit_seen)
    if entries is None:
        return load(database, loaded.event_id)  # a restore replaced the whole club: read it
    if not entries:
        return loaded
    event = _copy(loaded.event)
    for entry in entries:
        _apply(event, loaded.event_id, entry)
    for key, (_table, order) in PARTS.items():
        event[key].sort(key=lambda row, order=order: (row[order], row["id"]))
    added = _results_added(entries, loaded.event_id)
    if added is not None and loaded.facts is not None and loaded.evening is not None:
        try:
            return replace(_with_results(loaded, event, added), audit_seen=entries[-1]["id"])
        except DomainError:
            pass  # worked out whole below, where the refusal is the evening's problem
    return replace(evening_from_rows(event), audit_seen=entries[-1]["id"])


def _results_added(entries: list[dict[str, Any]], event_id: int) -> list[TableResult] | None:
    """The table results the entries added to this evening, as the domain reads them
    (documents.drive.read_results), if adding them is all the entries did; else None."""
    added = []
    for entry in entries:
        before, after = entry["before"] or {}, entry["after"] or {}
        if any(rows for rows in before.values()) or set(after) - {"drive_table_result"}:
            return None
        for row in after.get("drive_table_result", []):
            facts = row.get("facts") or {}
            ns, ew = facts.get("ns"), facts.get("ew")
            if row.get("event_id") != event_id or "moves" in facts or not isinstance(ns, list):
                return None
            if ew is not None and not isinstance(ew, list):
                return None
            note = str(facts.get("note", ""))
            added.append(
                TableResult(row["change"], row["table_number"], tuple(ns), tuple(ew or ()), note)
            )
    return added


def _with_results(
    loaded: LoadedEvening, event: dict[str, Any], added: list[TableResult]
) -> LoadedEvening:
    """`loaded` with the results applied to its running evening (kept from the last time)."""
    global _RUNNING
    assert loaded.facts is not None and loaded.evening is not None
    running = _RUNNING
    if (
        running is None
        or running.evening is not loaded.evening
        or running.facts is not loaded.facts
    ):
        running = RunningEvening.resume(
            loaded.facts, loaded.evening, scheduler_for(loaded.settings)
        )
    # Ranked once for all of them: the results that came in together (issue 25).
    running = running.with_results(added)
    _RUNNING = running
    results = {k: dict(v) for k, v in mapper.results_by_place(event).items()}
    called = mapper.seated_changes(event)
    return LoadedEvening(
        event, loaded.settings, called, running.facts, running.evening, results=results
    )


# The evening the drive page shows, kept worked out between entries (one page, one evening).
_RUNNING: RunningEvening | None = None


def _apply(event: dict[str, Any], event_id: int, entry: dict[str, Any]) -> None:
    """One entry's rows of this evening: rows it removed go, rows it wrote replace theirs."""
    before, after = entry["before"] or {}, entry["after"] or {}
    for table in {*before, *after}:
        if table == "drive_event":
            for row in after.get(table, []):
                if row["id"] == event_id:
                    event.update(row_from_json(table, row))
            continue
        key = TABLE_PART.get(table)
        if key is None:
            continue  # players, games, settings: not part of the evening's rows
        written = {
            row["id"]: row_from_json(table, row)
            for row in after.get(table, [])
            if row.get("event_id") == event_id
        }
        gone = {row["id"] for row in before.get(table, []) if row.get("event_id") == event_id}
        kept = [row for row in event[key] if row["id"] not in gone and row["id"] not in written]
        event[key] = kept + list(written.values())


def _entries_since(connection: sa.Connection, event_id: int, seen: int) -> list[dict[str, Any]]:
    audit = metadata.tables["audit"]
    query = (
        sa.select(audit.c.id, audit.c.before, audit.c.after)
        .where(audit.c.event_id.in_((event_id, SEVERAL)), audit.c.id > seen)
        .order_by(audit.c.id)
    )
    return [dict(row) for row in connection.execute(query).mappings()]


def _replaced_since(connection: sa.Connection, seen: int) -> bool:
    """Whether the club was restored from a backup since entry `seen` (its trail is the
    backup's, which may even be shorter): the rows in memory no longer follow from it."""
    audit = metadata.tables["audit"]
    last = connection.execute(sa.select(sa.func.max(audit.c.id))).scalar() or 0
    restored = connection.execute(
        sa.select(audit.c.id).where(audit.c.action == "club.restored", audit.c.id > seen).limit(1)
    ).first()
    return last < seen or restored is not None


def _last_entry(database: Database) -> int:
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.max(audit.c.id))).scalar() or 0)


def _copy(event: dict[str, Any]) -> dict[str, Any]:
    """The evening's lists of rows, copied so the evening in memory is never changed in place.
    The rows themselves are shared, not copied: an entry's rows replace rows whole (`_apply`
    builds new lists of new rows) and nothing changes a row in place, so a tables' page
    evening of 960 results is not copied row by row at every result (issue 25)."""
    return {**event, **{key: list(event[key]) for key in PARTS}}
