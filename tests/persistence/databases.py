"""Database fixtures for the persistence, service and database CLI tests.

`database_url` runs a test twice: on a real SQLite file in tmp_path, and on PostgreSQL in a
fresh schema of its own (dropped afterwards) when WHISTCLUB_TEST_POSTGRES_URL names a server.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from whistclub.persistence import Database, open_database
from whistclub.persistence.engine import sqlite_url

POSTGRES_ENV = "WHISTCLUB_TEST_POSTGRES_URL"
SKIP_REASON = (
    f"PostgreSQL variant: set {POSTGRES_ENV}=postgresql+psycopg://postgres@127.0.0.1:5432/test "
    "(any server you may create schemas in) to run it"
)
BACKENDS = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgresql", id="postgresql", marks=pytest.mark.postgres),
]


def postgres_schema_url(server_url: str, schema: str) -> str:
    """The server URL with the search path set to `schema`, so every table lands there."""
    url = sa.make_url(server_url)
    return url.update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
        hide_password=False
    )


def fresh_postgres_url() -> Iterator[str]:
    server = os.environ.get(POSTGRES_ENV)
    if not server:
        pytest.skip(SKIP_REASON)
    schema = f"wc_test_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(server)
    with admin.begin() as connection:
        connection.exec_driver_sql(f'CREATE SCHEMA "{schema}"')
    try:
        yield postgres_schema_url(server, schema)
    finally:
        with admin.begin() as connection:
            connection.exec_driver_sql(f'DROP SCHEMA "{schema}" CASCADE')
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield sqlite_url(tmp_path / "club.sqlite3")
    else:
        yield from fresh_postgres_url()


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL schema (skipped without WHISTCLUB_TEST_POSTGRES_URL)."""
    yield from fresh_postgres_url()


@pytest.fixture
def database(database_url: str) -> Iterator[Database]:
    opened = open_database(database_url)
    try:
        yield opened
    finally:
        opened.close()
