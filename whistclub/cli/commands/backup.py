"""`whistclub-cli [--database URL] backup [--to FILE]`: an online backup of the whole club."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from whistclub.cli.common import CliError
from whistclub.persistence import Database, PersistenceError, open_database
from whistclub.persistence.engine import resolve_url, sqlite_path
from whistclub.services import ServiceError, maintenance


@contextmanager
def refusals_as_cli_errors() -> Iterator[None]:
    """Database and service refusals become the command line's one-line `error: ...`.

    (Shared by the database commands; it belongs in whistclub/cli/common.py.)
    """
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
    with refusals_as_cli_errors():
        path = sqlite_path(resolve_url(url))
        if must_exist and path is not None and not path.exists():
            raise CliError(f"there is no club database at {path}; check the --database option")
        database = open_database(url)
        try:
            yield database
        finally:
            database.close()


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "backup",
        help="copy the whole club database into a new SQLite file, safely while in use",
        description="Take an online backup of the club database (SQLite's backup API; a "
        "PostgreSQL club is copied row by row from one snapshot) into a new SQLite file.",
    )
    parser.add_argument(
        "--to",
        metavar="FILE",
        type=Path,
        help="the new backup file (default: a timestamped file in the backups folder "
        "beside the database)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        target = maintenance.backup(database, args.to)
    print(f"backed up {database.describe()} to {target}")
    return 0
