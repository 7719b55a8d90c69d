"""Alembic environment of the club database.

The app passes an open connection in `config.attributes["connection"]` (so migrations run in
the transaction and with the SQLite PRAGMAs of whistclub.persistence.engine); by hand, give
the URL with `-x url=...`. `render_as_batch=True` lets SQLite alter tables (it copies them,
as SQLite cannot ALTER most things in place).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from whistclub.persistence.engine import make_engine
from whistclub.persistence.rows import metadata

config = context.config


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=True,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        return
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    if not url:
        raise SystemExit("give the database URL: alembic -c db/alembic.ini -x url=URL upgrade head")
    engine = make_engine(url)
    try:
        with engine.connect() as connection:
            _configure(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported; give a database URL")
run_migrations_online()
