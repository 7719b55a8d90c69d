"""`whistclub-cli record [--player WHO] [--season NAME | --all] [--pdf FILE]`: a player's
record (one-page PDF with --pdf), or the club's records and attendance (issue 26 items 3-4;
docs/season.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.common import CliError, cannot, write_json
from whistclub.cli.database import opened, refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "record",
        help="a player's record (JSON, or a one-page PDF), or the club's records",
        description="A player's evenings, places, totals, prizes, attendance, best evening "
        "and partners; without --player, the club's records and attendance per evening.",
    )
    parser.add_argument("--player", metavar="WHO", help="name, membership number or id")
    parser.add_argument("--season", metavar="NAME", help="the season (default: the current)")
    parser.add_argument("--all", action="store_true", help="every evening the club has held")
    parser.add_argument("--pdf", metavar="FILE", type=Path, help="the player's one-page PDF")
    parser.add_argument("--language", choices=("en", "es"), help="the PDF's language")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services import records
    from whistclub.services.settings import club_language

    if args.all and args.season:
        raise CliError("give --season NAME or --all, not both")
    if args.pdf is not None and not args.player:
        raise CliError("a record PDF is a player's: give --player WHO with --pdf")
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        data = records.load_span(database, args.season, whole=args.all)
        language = args.language or club_language(database)[0]
        if not args.player:
            write_json(records.records_json(data, database))
            return 0
        sheet = records.player_sheet(database, records.find_player(data, args.player), data)
        record = records.sheet_json(sheet)
    if args.pdf is None:
        write_json(records.sheet_as_json(record))
        return 0
    from whistclub.reports.player_pdf import render_player_pdf
    from whistclub.reports.settings import PrintSettings

    try:
        pages = render_player_pdf(record, args.pdf, PrintSettings(language=language))
    except OSError as error:
        raise cannot("write", args.pdf, error) from None
    print(f"{args.pdf} ({pages} page{'s' if pages != 1 else ''})")
    return 0
