"""The club database for the commands that need it.

The persistence and service layers (SQLAlchemy, alembic) are imported only when a command
opens the database, so `score`, `movement` and `drive score` start without them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from whistclub.cli.common import CliError

if TYPE_CHECKING:
    from whistclub.persistence import Database


@contextmanager
def refusals_as_cli_errors() -> Iterator[None]:
    """Database and service refusals become the command line's one-line `error: ...`."""
    from whistclub.persistence import PersistenceError
    from whistclub.services import ServiceError

    try:
        yield
    except (PersistenceError, ServiceError) as error:
        raise CliError(str(error)) from None


@contextmanager
def opened(url: str | None, *, must_exist: bool = False) -> Iterator[Database]:
    """The club database of --database (migrated on open, after a backup), closed afterwards.

    With `must_exist`, a SQLite file that is not there is refused rather than created (a
    mistyped --database must not back up or export a new, empty club).
    """
    from whistclub.persistence import open_database
    from whistclub.persistence.engine import resolve_url, sqlite_path

    with refusals_as_cli_errors():
        path = sqlite_path(resolve_url(url))
        if must_exist and path is not None and not path.exists():
            raise CliError(f"there is no club database at {path}; check the --database option")
        database = open_database(url)
        try:
            yield database
        finally:
            database.close()
