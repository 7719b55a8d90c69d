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
from pathlib import Path

import sqlalchemy as sa

from whistclub.persistence import engine as engines

# What restore needs to read a backup's rows: tables, columns and constraints.
STRUCTURE = ("table", "column", "primary key", "foreign key", "unique", "check")

_EXPECTED: dict[str, frozenset[str]] = {}


def structure(connection: sa.Connection) -> set[str]:
    """Tables, columns and constraints, one line each (every dialect, through reflection)."""
    inspector = sa.inspect(connection)
    lines: set[str] = set()
    for table in inspector.get_table_names():
        if table.startswith("sqlite_"):
            continue
        lines.add(f"table {table}")
        for column in inspector.get_columns(table):
            null = "null" if column["nullable"] else "not null"
            lines.add(f"column {table}.{column['name']} {column['type']} {null}")
        primary = inspector.get_pk_constraint(table).get("constrained_columns") or []
        if primary:
            lines.add(f"primary key {table} ({', '.join(primary)})")
        for key in inspector.get_foreign_keys(table):
            lines.add(
                f"foreign key {table} ({', '.join(key['constrained_columns'])}) -> "
                f"{key['referred_table']} ({', '.join(key['referred_columns'])})"
            )
        for unique in inspector.get_unique_constraints(table):
            lines.add(f"unique {table} ({', '.join(unique['column_names'])})")
        for check in inspector.get_check_constraints(table):
            lines.add(f"check {table} {_normal(str(check['sqltext']))}")
    return lines


def _normal(sql: str) -> str:
    return re.sub(r"\s+", " ", sql).strip().lower()


def expected(dialect: str) -> frozenset[str]:
    """The schema lines of a database this version's migrations have just built."""
    if dialect not in _EXPECTED:
        _EXPECTED[dialect] = frozenset(_build_sqlite())
    return _EXPECTED[dialect]


def _build_sqlite() -> set[str]:
    from whistclub.persistence.database import open_database

    with tempfile.TemporaryDirectory(prefix="whistclub-schema-") as scratch:
        reference = open_database(engines.sqlite_url(Path(scratch) / "reference.sqlite3"))
        try:
            with reference.engine.connect() as connection:
                return structure(connection)
        finally:
            reference.close()


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
