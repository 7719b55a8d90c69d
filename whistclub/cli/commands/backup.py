"""`whistclub-cli [--database URL] backup [--to FILE]`: an online backup of the whole club."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.database import opened, refusals_as_cli_errors


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
    from whistclub.services import maintenance

    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        target = maintenance.backup(database, args.to)
    print(f"backed up {database.describe()} to {target}")
    return 0
