"""SQLAlchemy statements run on the driver's own cursor: the writes every entry makes.

`Connection.execute` costs 25-30 us of CPU around each statement (its events, the execution
context, the result's metadata) against 2-3 us for the driver's own `execute`; a durable
entry runs six statements (issue 24: CPU per durable entry within 3x the raw driver,
bench/bench_entries.py). The statements stay SQLAlchemy's: each is compiled once per dialect
and set of columns by SQLAlchemy's compiler (the SQL text, casts and parameter order that
`Connection.execute` sends), its values go through the column types' own bind processors and
its rows through their result processors, in the connection's own transaction; what reaches
the database is what `Connection.execute` would have sent.

Where SQLAlchemy would do more than that, the statement goes through `Connection.execute`
instead: a listener on the connection's statement events (tests and tools that watch the
SQL see every statement), a column default worked out at execution (only plain values are
filled here), a connection outside a transaction (SQLAlchemy would begin one). A driver
error is raised as SQLAlchemy raises it (`sqlalchemy.exc.IntegrityError`, `OperationalError`,
...), the connection invalidated on a lost server as SQLAlchemy does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Dialect

Processor = Callable[[Any], Any] | None


@dataclass(slots=True)
class _Compiled:
    """One statement as the driver takes it: its SQL, which value goes where, and how."""

    statement: Any  # kept alive: the cache is keyed by its id
    sql: str
    # The parameters in the driver's order (positional) or by name (named), each with the
    # value it takes when the caller gives none (LIMIT 1's 1) and its type's bind processor.
    names: tuple[str, ...]
    preset: dict[str, Any]
    binds: dict[str, Processor]
    positional: bool
    columns: tuple[sa.ColumnElement[Any], ...]  # the rows' columns, in order
    # Result processors, worked out from the driver's description at the first run.
    results: tuple[tuple[str, Processor], ...] | None = field(default=None)


_DIRECT = "whistclub.driver_statements.direct"  # connection.info: (transaction, allowed)
# Each statement compiled for the driver, by the statement (callers build theirs once, as
# the unit of work does) and its dialect and columns; None for SQLAlchemy to run.
_CACHE: dict[tuple[int, type[Dialect], frozenset[str] | None], _Compiled | None] = {}
CACHE_SIZE = 2_000


def rows(
    connection: sa.Connection, statement: Any, params: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """The rows `statement` returns (a SELECT, or DML with RETURNING), as dicts by column."""
    params = _with_defaults(statement, params)
    compiled = _compiled_for(connection, statement, params)
    if compiled is None:
        return [dict(row) for row in connection.execute(statement, params).mappings()]
    cursor = _run(connection, compiled, params)
    try:
        found = cursor.fetchall()
        results = compiled.results
        if results is None:
            results = compiled.results = _result_processors(connection.dialect, compiled, cursor)
    finally:
        cursor.close()
    out = []
    for row in found:
        out.append(
            {
                name: (value if process is None or value is None else process(value))
                for (name, process), value in zip(results, row, strict=True)
            }
        )
    return out


def count(connection: sa.Connection, statement: Any, params: Mapping[str, Any]) -> int:
    """Run DML without RETURNING; the number of rows it touched."""
    params = _with_defaults(statement, params)
    compiled = _compiled_for(connection, statement, params)
    if compiled is None:
        return int(connection.execute(statement, params).rowcount)
    cursor = _run(connection, compiled, params)
    try:
        return int(cursor.rowcount)
    finally:
        cursor.close()


def _with_defaults(statement: Any, params: Mapping[str, Any]) -> Mapping[str, Any]:
    """An INSERT's plain column defaults filled in (version 1, active True...), as
    SQLAlchemy fills them at execution; a default it works out (a function, SQL) is left to
    it (the statement then goes through Connection.execute: `_compiled_for`)."""
    if not getattr(statement, "is_insert", False):
        return params
    missing = {}
    for column in statement.table.columns:
        default = column.default
        if column.key not in params and default is not None and default.is_scalar:
            missing[column.key] = default.arg
    return {**params, **missing} if missing else params


def _compiled_for(
    connection: sa.Connection, statement: Any, params: Mapping[str, Any]
) -> _Compiled | None:
    """The statement compiled for the driver, or None where SQLAlchemy must run it."""
    if not _direct(connection):
        return None
    dml = getattr(statement, "is_dml", False)
    keys = frozenset(key for key in params if key in statement.table.c) if dml else None
    key = (id(statement), type(connection.dialect), keys)
    if key in _CACHE:
        return _CACHE[key]
    if len(_CACHE) >= CACHE_SIZE:  # statements built afresh each time: compiled afresh too
        _CACHE.clear()
    compiled = _CACHE[key] = _compile(connection.dialect, statement, keys)
    return compiled  # None (SQLAlchemy's to run) is remembered as well


def _direct(connection: sa.Connection) -> bool:
    """Whether this transaction's statements may go straight to the driver: it has begun,
    and nobody listens to the connection's statements. Asked once a transaction (the
    listeners' collections cost more to ask than a statement costs to run)."""
    transaction = connection.get_transaction()
    known = connection.info.get(_DIRECT)
    if known is not None and known[0] is transaction:
        return bool(known[1])
    dispatch = connection.dispatch
    direct = transaction is not None and not (
        dispatch.before_cursor_execute
        or dispatch.after_cursor_execute
        or dispatch.before_execute
        or dispatch.after_execute
    )
    connection.info[_DIRECT] = (transaction, direct)
    return direct


def _compile(dialect: Dialect, statement: Any, keys: frozenset[str] | None) -> _Compiled | None:
    compiled = statement.compile(
        dialect=dialect, column_keys=sorted(keys) if keys is not None else None
    )
    late = ("insert_prefetch", "update_prefetch", "postfetch", "escaped_bind_names")
    if any(getattr(compiled, name, None) for name in late):
        return None  # defaults SQLAlchemy works out at execution or reads back; odd names
    binds = compiled.binds
    names = tuple(compiled.positiontup or ()) if dialect.positional else tuple(binds)
    if any(binds[name].expanding or binds[name].callable is not None for name in names):
        return None  # IN lists and values worked out late: SQLAlchemy's own business
    preset = {name: binds[name].value for name in names}
    processors = {
        name: binds[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names
    }
    # A SELECT's columns, or what a DML statement RETURNs (none without RETURNING).
    columns = tuple(
        statement.selected_columns if statement.is_select else statement.exported_columns
    )
    return _Compiled(
        statement=statement,
        sql=compiled.string,
        names=names,
        preset=preset,
        binds=processors,
        positional=dialect.positional,
        columns=columns,
    )


def _run(connection: sa.Connection, compiled: _Compiled, params: Mapping[str, Any]) -> Any:
    values: dict[str, Any] = {}
    for name in compiled.names:
        value = params[name] if name in params else compiled.preset[name]
        process = compiled.binds[name]
        values[name] = process(value) if process is not None else value
    arguments: Sequence[Any] | Mapping[str, Any] = (
        tuple(values[name] for name in compiled.names) if compiled.positional else values
    )
    return _execute(connection, compiled.sql, arguments)


def begin(connection: sa.Connection, sql: str) -> None:
    """Run the statement that opens a transaction (SQLite's BEGIN IMMEDIATE, from the
    engine's "begin" event) on the driver, as `exec_driver_sql` would."""
    dispatch = connection.dispatch
    if dispatch.before_cursor_execute or dispatch.after_cursor_execute:
        connection.exec_driver_sql(sql)
    else:
        _execute(connection, sql, ()).close()


def _execute(
    connection: sa.Connection, sql: str, arguments: Sequence[Any] | Mapping[str, Any]
) -> Any:
    """The driver's cursor, having run `sql`; its error raised as SQLAlchemy raises it."""
    driver = connection.connection  # the pool's connection: its cursor is the driver's
    cursor = driver.cursor()
    dialect = connection.dialect
    try:
        cursor.execute(sql, arguments)
    except dialect.loaded_dbapi.Error as error:
        cursor.close()
        lost = dialect.is_disconnect(error, driver.dbapi_connection, cursor)
        if lost:
            connection.invalidate(error)
        raise sa.exc.DBAPIError.instance(
            sql,
            arguments,
            error,
            dialect.loaded_dbapi.Error,
            connection_invalidated=lost,
            dialect=dialect,
        ) from error
    return cursor


def _result_processors(
    dialect: Dialect, compiled: _Compiled, cursor: Any
) -> tuple[tuple[str, Processor], ...]:
    description = cursor.description or ()
    return tuple(
        (column.name, column.type.dialect_impl(dialect).result_processor(dialect, entry[1]))
        for column, entry in zip(compiled.columns, description, strict=True)
    )
