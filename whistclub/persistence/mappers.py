"""Rows to plain dicts and game documents, and back.

The domain never sees a row: a stored game becomes the same JSON-shaped document that
`whistclub-cli score` reads (profile, rules, start, family-specific facts, deals), and that
document is what whistclub.domain.documents.score_document scores. Rows are also turned into
JSON-safe dicts (dates as ISO text) for the audit trail and the export.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from typing import Any

import sqlalchemy as sa

from whistclub.persistence.rows import metadata

# Top-level keys of a game document that are not copied into GameRow.header.
DEALS_KEY = "deals"


def json_row(table: str, row: Mapping[str, Any]) -> dict[str, Any]:
    """A row of `table` as JSON-safe values (dates and times as ISO 8601 text)."""
    names = [column.name for column in metadata.tables[table].columns]
    return {name: _to_json(row[name]) for name in names if name in row}


def row_from_json(table: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """The inverse of json_row: ISO text back to dates and times, by column type."""
    columns = metadata.tables[table].c
    values: dict[str, Any] = {}
    for name, value in data.items():
        column_type = columns[name].type
        if value is not None and isinstance(column_type, sa.DateTime):
            value = datetime.fromisoformat(value)
        elif value is not None and isinstance(column_type, sa.Date):
            value = date.fromisoformat(value)
        values[name] = value
    return values


def _to_json(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


def split_document(document: Mapping[str, Any]) -> tuple[str, dict[str, Any], list[Any]]:
    """(profile, header, deals) of a game document; the header is everything but the deals."""
    profile = document.get("profile")
    header = {key: value for key, value in document.items() if key != DEALS_KEY}
    deals = list(document.get(DEALS_KEY) or [])
    return str(profile), header, deals


def game_document(header: Mapping[str, Any], deals: Iterable[Mapping[Any, Any]]) -> dict[str, Any]:
    """The game document of a stored game: its header and its deals' facts in play order.

    `deals` are deal rows (as mappings with `position` and `facts`), in any order.
    """
    ordered = sorted(deals, key=lambda deal: deal["position"])
    return {**header, DEALS_KEY: [dict(deal["facts"]) for deal in ordered]}
