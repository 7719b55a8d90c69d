"""`whistclub-cli print EVENT --what cards|tables|guide|standings -o FILE.pdf`: a drive
evening's printables from the club database (issue 8 item 4; docs/printables.md).

EVENT is the evening's number, its date (2026-11-27) or `latest`. The PDF is the one the
window prints: `whistclub.reports.printables.render_drive_pdf`.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.common import CliError, cannot, excerpt, int_option
from whistclub.cli.database import opened, refusals_as_cli_errors

MAX_BLANK_CARDS = 400  # one per player of the largest movement (schedule.MAX_PLAYERS)
MAX_CLUB_NAME = 120  # as long as a player's name (whistclub.services.club.MAX_NAME)
# The printables of an evening (whistclub/reports/printables.py WHAT), in the order offered;
# the names of issue 23's command line, and the older ones kept as aliases.
WHAT = (
    "cards",
    "blank-cards",
    "tents",
    "slips",
    "wallchart",
    "guide",
    "standings",
    "prizes",
    "money",
    "tables",
    "half_time",
)
ALIASES = {"blank-cards": "blank_cards", "blank_cards": "blank_cards"}


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "print",
        help="print a drive evening's score cards, table cards, guide or standings to PDF",
        description="Write one printable of a whist drive stored in the club database as PDF:"
        " score cards, table cards, the movement guide, or the standings and prize list.",
    )
    parser.add_argument("event", metavar="EVENT", help="the drive's number, its date or latest")
    parser.add_argument(
        "--what",
        choices=(*WHAT, "blank_cards"),
        default="standings",
        metavar="|".join(WHAT[:9]),
        help="which printable (default: standings); also tables (the table cards), half_time"
        " (the standings at the interval) and blank_cards (as blank-cards)",
    )
    parser.add_argument("-o", "--output", metavar="FILE.pdf", required=True, type=Path)
    parser.add_argument(
        "--blank",
        metavar="N",
        type=int_option(0, MAX_BLANK_CARDS, "blank cards"),
        default=0,
        help="add N blank cards for walk-ins",
    )
    parser.add_argument("--paper", choices=("A4", "Letter"), default="A4")
    parser.add_argument("--large-print", action="store_true", help="40%% larger text and rows")
    parser.add_argument(
        "--one-per-page", action="store_true", help="one score card per card-sized page"
    )
    parser.add_argument(
        "--folded",
        action="store_true",
        help="score cards as folded cards: A5 folded to A6 (Letter folded on Letter), 12"
        " changes a side",
    )
    parser.add_argument("--club-name", default="", help="printed on every heading and page foot")
    parser.add_argument(
        "--language",
        choices=("en", "es"),
        help="the printable's language (default: the club's, set at the welcome or in Settings)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.reports.printables import render_drive_pdf
    from whistclub.reports.settings import PrintSettings
    from whistclub.services.evenings import (
        find_event,
        load_evening,
        money_sheet,
        printable_record,
    )
    from whistclub.services.settings import club_currency, club_language

    if len(args.club_name) > MAX_CLUB_NAME:
        raise CliError(
            f"--club-name {excerpt(args.club_name)!r} is {len(args.club_name)} characters; "
            f"keep it to {MAX_CLUB_NAME}"
        )
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        loaded = load_evening(database, find_event(database, args.event))
        record = printable_record(loaded)
        money = money_sheet(loaded)
        language = args.language or club_language(database)[0]
        currency = club_currency(database)[0]
    settings = PrintSettings(
        paper=args.paper,
        club_name=args.club_name,
        large_print=args.large_print,
        cards_per_sheet=1 if args.one_per_page else 4,
        folded=args.folded,
        language=language,
        currency=currency,
    )
    try:
        what = ALIASES.get(args.what, args.what)
        pages = render_drive_pdf(record, what, args.output, settings, args.blank, money=money)
    except OSError as error:
        raise cannot("write", args.output, error) from None
    print(f"{args.output} ({pages} page{'s' if pages != 1 else ''})")
    return 0
