"""Stored drive rows to the `drive score` document, and domain values back to row facts.

The shapes are documented in docs/drives.md, "How an evening is stored": the event's
`settings` are the document's settings keys, each entrant's `facts` is the document's entrant
object, each seating row holds one item of `seatings` and each result row one item of
`results`. `whistclub.domain.documents.drive.read_facts(document)` then gives EveningFacts.
Pure functions: no database, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from whistclub.domain.drive.event import Entrant, TableResult
from whistclub.domain.drive.movements.model import Round

# Keys of drive_event.settings that are the app's own, not the domain's settings.
APP_KEYS = ("money", "template")


def in_evening(entrant_row: Mapping[str, Any]) -> bool:
    """Active entrants, and early leavers (withdrawn after playing: their scores stay).

    Someone withdrawn before playing (no `leaves_after`) is not in the evening.
    """
    if entrant_row["active"]:
        return True
    return (entrant_row.get("facts") or {}).get("leaves_after") is not None


def entrant_object(entrant_row: Mapping[str, Any]) -> dict[str, Any]:
    """The document's entrant object of a row; `card` and `name` always from the columns."""
    facts = dict(entrant_row.get("facts") or {})
    facts["card"] = entrant_row["number"]
    facts["name"] = entrant_row["name"]
    if facts.get("role") is None:
        facts.pop("role", None)  # no seat role: the document leaves the key out
    return facts


def domain_settings(stored: Mapping[str, Any]) -> dict[str, Any]:
    """The event's settings without the app's own keys (money sheet, template name)."""
    return {key: value for key, value in stored.items() if key not in APP_KEYS}


def document_from_rows(event: Mapping[str, Any]) -> dict[str, Any]:
    """The `drive score` document of a stored evening (`event` as services.drives.load_event
    gives it: the event row with its entrants, seatings and results)."""
    entrants = sorted(
        (entrant_object(row) for row in event["entrants"] if in_evening(row)),
        key=lambda e: e["card"],
    )
    seatings = [dict(row["facts"]) for row in sorted(event["seatings"], key=lambda r: r["change"])]
    last = max((row["change"] for row in event["results"]), default=0)
    results: list[list[dict[str, Any]]] = [[] for _ in range(last)]
    for row in sorted(event["results"], key=lambda r: (r["change"], r["table_number"])):
        item = dict(row["facts"])
        item["table"] = row["table_number"]
        results[row["change"] - 1].append(item)
    document = domain_settings(event["settings"] or {})
    document["entrants"] = entrants
    if seatings:
        document["seatings"] = seatings
    document["results"] = results
    return document


# --- Domain values to the facts stored in rows ----------------------------------------------


def seating_facts(rnd: Round) -> dict[str, Any]:
    """One item of the document's `seatings`: the tables and the bench order."""
    return {
        "tables": [{"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in rnd.tables],
        "sitting_out": list(rnd.sitting_out),
    }


def result_facts(result: TableResult) -> dict[str, Any]:
    """One item of the document's `results` (East-West always stored; a note when approved)."""
    facts: dict[str, Any] = {"table": result.table, "ns": list(result.ns), "ew": list(result.ew)}
    if result.note:
        facts["note"] = result.note
    return facts


def entrant_facts(entrant: Entrant, extras: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The document's entrant object, with the desk's extras (fixed seat, shared seat,
    partner) that the domain ignores."""
    facts: dict[str, Any] = {
        "card": entrant.card,
        "name": entrant.name,
        "joins_at": entrant.joins_at,
        "leaves_after": entrant.leaves_after,
    }
    if entrant.role is not None:
        facts["role"] = entrant.role.value
    facts.update({key: value for key, value in (extras or {}).items() if value not in (None, [])})
    return facts


def results_by_place(event: Mapping[str, Any]) -> dict[tuple[int, int], Mapping[str, Any]]:
    """Result rows by (change, table): the row id and version a correction needs."""
    return {(row["change"], row["table_number"]): row for row in event["results"]}


def seated_changes(event: Mapping[str, Any]) -> int:
    """How many changes have had their seating called (and recorded)."""
    return max((row["change"] for row in event["seatings"]), default=0)


def change_is_recorded(seatings: Sequence[Mapping[str, Any]], change: int) -> bool:
    return any(row["change"] == change for row in seatings)


def changes_of(stored_settings: Mapping[str, Any] | None) -> int | None:
    """The number of changes of an evening's stored settings, None where they do not read."""
    from whistclub.domain.documents.drive import read_settings
    from whistclub.domain.errors import DomainError

    try:
        return read_settings(domain_settings(stored_settings or {})).changes
    except DomainError:
        return None
