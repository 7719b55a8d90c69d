"""`whistclub-cli [--database URL] check`: integrity, schema, every row, game and evening."""

from __future__ import annotations

import argparse

from whistclub.cli.database import refusals_as_cli_errors

EXIT_PROBLEMS = 1


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "check",
        help="check the club database and recompute every stored game and evening",
        description="Copy the club database into a new scratch database, migrate the copy to "
        "this version's schema, run the integrity checks, compare the schema with this "
        "version's, read every row and JSON document, verify the audit trail's hash chain and "
        "recompute every stored game and started evening from its recorded facts. The club "
        "database itself is not changed. Exit status 1 when something is wrong (one line "
        "each), 2 when it cannot run.",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services import maintenance

    with refusals_as_cli_errors():
        report = maintenance.check(args.database)
    for problem in report.problems:
        print(f"problem: {problem}")
    verdict = "all is well" if report.ok else f"{len(report.problems)} problems"
    print(f"worked out {report.evenings_checked} whist-drive evenings again")
    print(f"checked {report.where}: {report.games_checked} games recomputed; {verdict}")
    return 0 if report.ok else EXIT_PROBLEMS
