"""`whistclub-cli [--database URL] export --to DIR`: the whole club as CSV files and JSON."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.database import opened, refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "export",
        help="write the whole club as CSV files and club.json (columns in docs/database.md)",
        description="Export players, seasons, games and deals, whist drives, settings and the "
        "audit trail as one CSV file each, plus club.json with every game's facts and scores.",
    )
    parser.add_argument("--to", metavar="DIR", type=Path, required=True, help="an empty folder")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services.export import export_club

    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        exported = export_club(database, args.to)
    for path in exported.files:
        rows = exported.rows.get(path.name)
        print(f"{path}" + (f" ({rows} rows)" if rows is not None else ""))
    return 0
