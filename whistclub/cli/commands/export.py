"""`whistclub-cli [--database URL] export --to DIR`: the whole club as CSV files and JSON;
`whistclub-cli export EVENT --xlsx FILE`: one drive evening's standings workbook."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.common import CliError, cannot
from whistclub.cli.database import opened, refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "export",
        help="write the whole club as CSV files and club.json (columns in docs/database.md), "
        "or one drive evening as an Excel workbook",
        description="Export players, seasons, games and deals, whist drives, settings and the "
        "audit trail as one CSV file each, plus club.json with every game's facts and scores "
        "(--to DIR); or one whist drive's standings workbook (EVENT --xlsx FILE).",
    )
    parser.add_argument(
        "event",
        metavar="EVENT",
        nargs="?",
        help="with --xlsx: the drive's number, its date or latest",
    )
    parser.add_argument("--to", metavar="DIR", type=Path, help="an empty folder")
    parser.add_argument("--xlsx", metavar="FILE", type=Path, help="the drive's workbook")
    parser.add_argument(
        "--language",
        choices=("en", "es"),
        help="with --xlsx: the workbook's language (default: the club's)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.xlsx is not None or args.event is not None:
        return run_event(args)
    if args.to is None:
        raise CliError("say where to export: --to DIR for the whole club, or EVENT --xlsx FILE")
    from whistclub.services.export import export_club

    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        exported = export_club(database, args.to)
    for path in exported.files:
        rows = exported.rows.get(path.name)
        print(f"{path}" + (f" ({rows} rows)" if rows is not None else ""))
    return 0


def run_event(args: argparse.Namespace) -> int:
    if args.to is not None:
        raise CliError("give either --to DIR (the whole club) or EVENT --xlsx FILE, not both")
    if args.event is None or args.xlsx is None:
        raise CliError("to export one drive, give both: export EVENT --xlsx FILE")
    from whistclub.reports.printables import write_drive_xlsx
    from whistclub.services.evenings import (
        find_event,
        load_evening,
        money_sheet,
        printable_record,
    )
    from whistclub.services.settings import club_currency, club_language

    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        loaded = load_evening(database, find_event(database, args.event))
        record = printable_record(loaded)
        money = money_sheet(loaded)
        language = args.language or club_language(database)[0]
        currency = club_currency(database)[0]
    try:
        write_drive_xlsx(record, args.xlsx, language, money, currency)
    except OSError as error:
        raise cannot("write", args.xlsx, error) from None
    print(args.xlsx)
    return 0
