"""Which evening and which game an audit entry touched, kept beside the entry so one evening's
or one game's history is read by index instead of by decoding the whole trail (issue 24).

An entry's `event_id` is the drive evening its rows belong to (the drive_event row itself, or
any drive_* row's event_id), its `game_id` the club game (the game row, or a deal's or seat's
game_id), each taken from the rows as they were before and became after. An entry that touched
no evening (or game) holds NULL; one that touched several (a merge of two players who both
played, a correction that moves later deals into a new game) holds SEVERAL, and the history
reads those few by their documents.

These columns are not part of the hashed content (audit_chain.CONTENT): they are worked out
from `before` and `after`, which are, so the chain seals them through what they are made from,
the rows written before this revision keep their hashes, and `check` can recompute them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

SEVERAL = 0  # no evening or game has id 0 (ids count from 1): "more than one, see the entry"
GAME_CHILDREN = ("deal", "game_seat")


def subjects(
    before: Mapping[str, Any] | None, after: Mapping[str, Any] | None
) -> dict[str, int | None]:
    """{"event_id": ..., "game_id": ...} for an entry with these before and after documents."""
    events: set[int] = set()
    games: set[int] = set()
    for side in (before or {}, after or {}):
        for table, rows in side.items():
            for row in rows:
                if table == "drive_event":
                    events.add(int(row["id"]))
                elif table.startswith("drive_") and row.get("event_id") is not None:
                    events.add(int(row["event_id"]))
                elif table == "game":
                    games.add(int(row["id"]))
                elif table in GAME_CHILDREN and row.get("game_id") is not None:
                    games.add(int(row["game_id"]))
    return {"event_id": _one(events), "game_id": _one(games)}


def touches(entry: Mapping[str, Any], column: str, subject_id: int) -> bool:
    """Whether the entry touched evening (column "event_id") or game ("game_id") `subject_id`."""
    if entry.get(column) != SEVERAL:
        return bool(entry.get(column) == subject_id)
    sides = (entry.get("before") or {}, entry.get("after") or {})
    return any(subject_id in _ids_of_side(side, column) for side in sides)


def _ids_of_side(side: Mapping[str, Iterable[Mapping[str, Any]]], column: str) -> set[int]:
    ids: set[int] = set()
    for table, rows in side.items():
        for row in rows:
            one = subjects({table: [row]}, None)[column]
            if one is not None:
                ids.add(one)
    return ids


def _one(ids: set[int]) -> int | None:
    if not ids:
        return None
    return next(iter(ids)) if len(ids) == 1 else SEVERAL
