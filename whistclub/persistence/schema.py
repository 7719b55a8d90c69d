"""This version's schema, as the migrations build it, compared with a database's.

The expected schema is never written down by hand: it is read from a database that this
version's migrations (db/migrations) have just built, on the same kind of database, so it
cannot drift from them. Each schema object becomes one line of text ("column deal.facts JSON
not null", "foreign key deal (game_id) -> game (id)", "trigger audit_append_only_update ..."),
and the comparison names every line missing or unexpected. This is how `restore` refuses a
backup whose tables it cannot read as this version's, and how `check` names a stranger (an
extra trigger, a dropped guard) in the club database.
"""

from __future__ import annotations

import re
import tempfile
import uuid
from pathlib import Path

import sqlalchemy as sa

from whistclub.persistence import engine as engines
from whistclub.persistence.errors import PersistenceError

# What restore needs to read a backup's rows: tables, columns and constraints.
STRUCTURE = ("table", "column", "primary key", "foreign key", "unique", "check")
# And the code a database runs by itself, which check compares too: a stranger there can change
# what is stored (a trigger rewriting every 7-6 deal as 13-0) or drop the audit's guards.
OBJECTS = ("index", "trigger", "view", "function", "rule")
EVERYTHING = STRUCTURE + OBJECTS

_EXPECTED: dict[str, frozenset[str]] = {}


def current_schema(connection: sa.Connection) -> str | None:
    """PostgreSQL's schema of the club (the first on the search path); None on SQLite."""
    if connection.dialect.name != "postgresql":
        return None
    return str(connection.exec_driver_sql("SELECT current_schema()").scalar_one())


def lines(connection: sa.Connection) -> set[str]:
    """Every schema object of the club database, one line each."""
    where = current_schema(connection)
    return structure(connection, where) | objects(connection, where)


def structure(connection: sa.Connection, schema: str | None = None) -> set[str]:
    """Tables, columns and constraints, one line each (every dialect, through reflection)."""
    inspector = sa.inspect(connection)
    found: set[str] = set()
    for table in inspector.get_table_names(schema=schema):
        if table.startswith("sqlite_"):
            continue
        found.add(f"table {table}")
        for column in inspector.get_columns(table, schema=schema):
            null = "null" if column["nullable"] else "not null"
            found.add(f"column {table}.{column['name']} {column['type']} {null}")
        primary = inspector.get_pk_constraint(table, schema=schema).get("constrained_columns")
        if primary:
            found.add(f"primary key {table} ({', '.join(primary)})")
        for key in inspector.get_foreign_keys(table, schema=schema):
            found.add(
                f"foreign key {table} ({', '.join(key['constrained_columns'])}) -> "
                f"{key['referred_table']} ({', '.join(key['referred_columns'])})"
            )
        for unique in inspector.get_unique_constraints(table, schema=schema):
            found.add(f"unique {table} ({', '.join(unique['column_names'])})")
        for check in inspector.get_check_constraints(table, schema=schema):
            found.add(f"check {table} {_normal(str(check['sqltext']))}")
    return found


def objects(connection: sa.Connection, schema: str | None = None) -> set[str]:
    """Indexes, triggers, views, functions and rules, each with its definition."""
    if connection.dialect.name == "sqlite":
        rows = connection.exec_driver_sql(
            "SELECT type, name, tbl_name, sql FROM sqlite_master "
            "WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL"
        ).all()
        return {f"{kind} {name} on {table}: {_normal(sql)}" for kind, name, table, sql in rows}
    found: set[str] = set()
    for query in _POSTGRES_OBJECTS:
        for kind, name, definition in connection.exec_driver_sql(query, (schema,)).all():
            text = _normal(str(definition).replace(f"{schema}.", ""))
            found.add(f"{kind} {name}: {text}")
    return found


# Each query gives (kind, name, definition) for the objects of one schema (%s).
_POSTGRES_OBJECTS = (
    "SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = %s",
    "SELECT 'trigger', t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t "
    "JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
    "WHERE NOT t.tgisinternal AND n.nspname = %s",
    "SELECT 'view', viewname, definition FROM pg_views WHERE schemaname = %s",
    "SELECT 'function', p.proname, pg_get_functiondef(p.oid) FROM pg_proc p "
    "JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = %s",
    "SELECT 'rule', rulename, definition FROM pg_rules WHERE schemaname = %s",
)


def _normal(sql: str) -> str:
    return re.sub(r"\s+", " ", sql).strip().lower()


def expected(engine: sa.Engine) -> frozenset[str]:
    """The schema lines of a database this version's migrations have just built, on the same
    kind of database as `engine` (built once per process)."""
    dialect = engine.dialect.name
    if dialect not in _EXPECTED:
        built = _build_postgres(engine) if dialect == "postgresql" else _build_sqlite()
        _EXPECTED[dialect] = frozenset(built)
    return _EXPECTED[dialect]


def _build_sqlite() -> set[str]:
    from whistclub.persistence.database import open_database

    with tempfile.TemporaryDirectory(prefix="whistclub-schema-") as scratch:
        reference = open_database(engines.sqlite_url(Path(scratch) / "reference.sqlite3"))
        try:
            with reference.engine.connect() as connection:
                return lines(connection)
        finally:
            reference.close()


def _build_postgres(engine: sa.Engine) -> set[str]:
    """Run the migrations into a new schema inside a transaction that is then rolled back:
    PostgreSQL's DDL is transactional, so the server keeps nothing of it."""
    from alembic import command

    from whistclub.persistence.database import alembic_config

    reference = f"whistclub_reference_{uuid.uuid4().hex[:12]}"
    with engine.connect() as connection:
        transaction = connection.begin()
        try:
            try:
                connection.exec_driver_sql(f'CREATE SCHEMA "{reference}"')
            except sa.exc.ProgrammingError as error:  # no CREATE right on the database
                text = str(error.orig).strip().splitlines()[0]
                raise PersistenceError(
                    f"the schema cannot be compared with this version's: {engine.url.username} "
                    f"may not create a scratch schema on the server ({text}); run check as the "
                    "database's owner"
                ) from None
            connection.exec_driver_sql(f'SET LOCAL search_path TO "{reference}"')
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
            return structure(connection, reference) | objects(connection, reference)
        finally:
            transaction.rollback()


def differences(actual: set[str], wanted: frozenset[str], kinds: tuple[str, ...]) -> list[str]:
    """One line per schema object missing or unexpected, among the given kinds, tables first;
    the columns and constraints of a missing or unexpected table are not listed again."""

    def order(line: str) -> tuple[int, str]:
        return (next(i for i, kind in enumerate(kinds) if line.startswith(kind)), line)

    def lines(of: set[str] | frozenset[str], without: set[str]) -> list[str]:
        chosen = [line for line in of if line.startswith(kinds) and not _of_table(line, without)]
        return sorted(chosen, key=order)

    missing_tables = {
        line[len("table ") :] for line in wanted - actual if line.startswith("table ")
    }
    extra_tables = {line[len("table ") :] for line in actual - wanted if line.startswith("table ")}
    missing = lines(wanted - actual, missing_tables)
    strangers = lines(actual - wanted, extra_tables)
    return [f"schema: {line} is missing" for line in missing] + [
        f"schema: unexpected {line} (not made by this version)" for line in strangers
    ]


def _of_table(line: str, tables: set[str]) -> bool:
    """A column or constraint line of one of `tables` (but not the table's own line)."""
    if line.startswith("table "):
        return False
    words = line.replace("(", " ").split()
    named = {word.split(".")[0] for word in words}
    return bool(named & tables)
