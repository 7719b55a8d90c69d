"""`whistclub-cli [--database URL] restore FILE`: replace the club with a backup."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.database import refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "restore",
        help="replace the club database with a backup (the current club is backed up first)",
        description="Replace the whole club database with the backup FILE (made by `backup`). "
        "The club as it is now is backed up first, and the restore is recorded in the audit trail.",
    )
    parser.add_argument("file", metavar="FILE", type=Path, help="the backup file to restore")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.persistence.engine import describe, resolve_url
    from whistclub.services import maintenance

    url = resolve_url(args.database)
    with refusals_as_cli_errors():
        restored = maintenance.restore(url, args.file)
    print(f"restored {args.file} into {describe(url)}")
    if restored.safety_backup is not None:
        print(f"the club as it was before is in {restored.safety_backup}")
    return 0
