"""Reading the club's rows for `export --to DIR` (services/export.py): every table in id order,
a batch at a time, inside the export's one read transaction, as plain dicts of the values the
export writes (JSON documents decoded, yes/no as bools, dates and moments as isoformat's text),
with the floats json and orjson would write differently marked (ExactFloat)."""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, date, datetime
from typing import Any

import orjson
import sqlalchemy as sa
from sqlalchemy.dialects import sqlite

from whistclub.persistence.rows import metadata

# Audit columns worked out from each entry's rows (persistence.audit_subjects), not facts of
# the club: not exported, so the export reads as it always has.
DERIVED_COLUMNS = {"audit": ("event_id", "game_id")}
STREAM_BATCH = 500  # rows fetched at a time: memory stays flat however big the club


class ExactFloat(float):
    """A float json writes with an exponent (below 1e-4 or from 1e16 up: "1e-05", "1e+16"),
    or NaN or an infinity. orjson writes every other value byte for byte as json does
    (ensure_ascii=False: UTF-8 as is, the same escapes, floats by the same shortest round trip,
    an indent of two laid out the same way) but these its own way ("0.00001", "1e16", null);
    as this subclass they go to _json_default, which writes json's text."""


def _odd(text: str) -> bool:
    """Whether stored JSON text (written by json) may hold such a float, or an integer past
    64 bits (which orjson reads as a float): json writes those floats' exponent with a sign
    ("e-05", "e+16"), and such an integer has 19 digits or more; a string that only looks so
    costs a slower read, never other bytes. The text is looked at as bytes with every digit
    made 0, so that a long number is a plain substring: bytes.translate and `in` are C loops,
    four times quicker than a regular expression's search for a run of digits (the audit's
    documents: 12 ms against 57)."""
    scanned = text.encode().translate(DIGITS_AS_ZERO)
    return (
        b"e-" in scanned
        or b"e+" in scanned
        or b"NaN" in scanned
        or b"Infinity" in scanned
        or LONG_NUMBER in scanned
    )


DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
LONG_NUMBER = b"0" * 19


def _marked(value: Any) -> Any:
    """The value with its odd floats (see ExactFloat) made ExactFloat."""
    if isinstance(value, float) and not isinstance(value, ExactFloat):
        return ExactFloat(value) if "e" in repr(value) or not math.isfinite(value) else value
    # the other values (text, ints, None: most of a document) are kept without a call
    if isinstance(value, dict):
        return {k: _marked(v) if isinstance(v, MARKED) else v for k, v in value.items()}
    if isinstance(value, list):
        return [_marked(v) if isinstance(v, MARKED) else v for v in value]
    return value


MARKED = (dict, list, float)  # the values _marked looks into or at


def _rows(connection: sa.Connection, name: str) -> Iterator[dict[str, Any]]:
    """The table's rows in id order, fetched a batch at a time (a server-side cursor on
    PostgreSQL), without the columns derived from others."""
    streamed = connection.execution_options(stream_results=True, yield_per=STREAM_BATCH)
    return _read(streamed, metadata.tables[name])


def _read(
    connection: sa.Connection, table: sa.Table, where: tuple[str, int] | None = None
) -> Iterator[dict[str, Any]]:
    """The table's rows (those whose column `where[0]` holds `where[1]`) in id order, as plain
    dicts of the values the export writes: JSON documents decoded, yes/no as bools, dates and
    moments as the text the export writes for them (datetime.isoformat's)."""
    columns = _exported_columns(table)
    if connection.dialect.name == "sqlite":
        if where is None:
            return _read_sqlite(connection, _select_sql(table, None), (), columns)
        return _read_sqlite(connection, _select_sql(table, where[0]), (where[1],), columns)
    query = sa.select(*columns).order_by(table.c.id)
    if where is not None:
        query = query.where(table.c[where[0]] == where[1])
    return _read_decoded(connection, query, columns)


def _exported_columns(table: sa.Table) -> list[sa.Column[Any]]:
    return [c for c in table.c if c.name not in DERIVED_COLUMNS.get(table.name, ())]


@functools.cache
def _select_sql(table: sa.Table, where: str | None) -> str:
    """SQLite's SELECT of the table's exported columns in id order (with `where` = ?),
    compiled once: an export reads each game's deals and seats and some evenings' rows on
    their own, and SQLAlchemy would compile the statement again each time (0.2 ms)."""
    query = sa.select(*_exported_columns(table)).order_by(table.c.id)
    if where is not None:
        query = query.where(table.c[where] == sa.bindparam("value"))
    return str(query.compile(dialect=sqlite.dialect()))


def _read_sqlite(
    connection: sa.Connection,
    sql: str,
    parameters: Sequence[Any],
    columns: Sequence[sa.Column[Any]],
) -> Iterator[dict[str, Any]]:
    """SQLite: the rows as the driver hands them (text for documents, dates and moments; 0/1
    for yes/no), fetched through the DB-API cursor of the same connection, so inside the same
    read transaction (one snapshot), and turned into values here (_RAW), one call per value
    that needs one. SQLAlchemy's result rows and its types' per-value processors cost five
    times the raw fetch (the audit table: 152 ms against 26 ms).

    The documents of a batch are scanned for odd numbers (_odd) together, joined by newlines
    (which a stored document never holds raw, so no match spans two): one scan of the batch
    instead of one a document, which cost more than decoding them; a batch of text documents
    without one has each decoded by orjson.loads itself. A batch that may hold one, or holds
    a bare number (the column's affinity being numeric, SQLite hands one back as a number),
    has each of its documents looked at on its own (_json_text)."""
    names = [c.name for c in columns]
    careful = [(n, _RAW[type(c.type)]) for n, c in enumerate(columns) if type(c.type) in _RAW]
    plain = [(n, _PLAIN.get(type(columns[n].type), make)) for n, make in careful]
    documents = [n for n, c in enumerate(columns) if isinstance(c.type, sa.JSON)]
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql, parameters)
        while batch := cursor.fetchmany(STREAM_BATCH):
            try:
                odd = _odd("\n".join([row[n] for row in batch for n in documents]))
            except TypeError:  # not all text
                odd = True
            converted = careful if odd else plain
            for row in batch:
                values = list(row)
                for n, make in converted:
                    values[n] = make(values[n])
                yield dict(zip(names, values, strict=True))
    finally:
        cursor.close()


def _read_decoded(
    connection: sa.Connection, query: sa.Select[Any], columns: Sequence[sa.Column[Any]]
) -> Iterator[dict[str, Any]]:
    """PostgreSQL: its driver hands back the values themselves, kept as they are but for the
    documents' odd floats, marked (see ExactFloat), and dates and moments, written as text."""
    names = [c.name for c in columns]
    converted = [
        (n, _DECODED[type(c.type)]) for n, c in enumerate(columns) if type(c.type) in _DECODED
    ]
    for row in connection.execute(query):
        values = list(row)
        for n, make in converted:
            values[n] = make(values[n])
        yield dict(zip(names, values, strict=True))


def _json_text(value: Any) -> Any:
    """A JSON document as SQLite hands it back (its stored text; a bare number comes back as
    one, the column's affinity being numeric): decoded by orjson, or by json with its odd
    floats marked (ExactFloat) where the text may hold one."""
    if not isinstance(value, str):
        return _marked(value)
    if _odd(value):
        return json.loads(value, parse_float=ExactFloat, parse_constant=ExactFloat)
    return orjson.loads(value)


# How SQLAlchemy stores a moment in SQLite (its DATETIME's storage format: always the
# microseconds, never an offset) and a day.
STORED_MOMENT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}")
STORED_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _moment_text(value: Any) -> Any:
    """A stored moment as datetime.isoformat writes it, in UTC with its offset (docs/
    database.md: "times in UTC (2026-11-27T21:14:03+00:00)"; the club database keeps UTC
    without one), without parsing it when it is in SQLAlchemy's storage format:
    "2026-12-02 13:00:47.699453" is written "2026-12-02T13:00:47.699453+00:00", and isoformat
    leaves out microseconds of 0."""
    if not isinstance(value, str):
        return utc(value).isoformat() if isinstance(value, datetime) else value
    if STORED_MOMENT.fullmatch(value):
        moment = value[11:19] if value.endswith(".000000") else value[11:]
        return value[:10] + "T" + moment + "+00:00"
    return utc(datetime.fromisoformat(value)).isoformat()  # stored some other way: parsed


def utc(moment: datetime) -> datetime:
    """A moment as UTC: one stored without an offset is UTC already (the audit's `at`)."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def _day_text(value: Any) -> Any:
    """A stored day as date.isoformat writes it: as stored when it is YYYY-MM-DD."""
    if not isinstance(value, str):
        return value.isoformat() if isinstance(value, date) else value
    return value if STORED_DAY.fullmatch(value) else date.fromisoformat(value).isoformat()


def _yes_no(value: Any) -> Any:
    return bool(value) if isinstance(value, int) and not isinstance(value, bool) else value


_RAW: dict[type, Callable[[Any], Any]] = {
    sa.JSON: _json_text,
    sa.DateTime: _moment_text,
    sa.Date: _day_text,
    sa.Boolean: _yes_no,
}
_PLAIN: dict[type, Callable[[Any], Any]] = {sa.JSON: orjson.loads}  # a batch of plain text
_DECODED: dict[type, Callable[[Any], Any]] = {
    sa.JSON: _marked,
    sa.DateTime: _moment_text,
    sa.Date: _day_text,
}
