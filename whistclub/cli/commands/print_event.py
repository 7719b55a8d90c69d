"""`whistclub-cli print EVENT --what cards|tables|guide|standings -o FILE.pdf`: a drive
evening's printables from the club database (issue 8 item 4; docs/printables.md). Table cards
and tents carry each table's QR code for the tables' page (`--address`, issue 25 item 1).
`--what all -o FOLDER` writes every printable of the evening into the folder at one start
(issue 24 item 5: four `print` runs were four start-ups), one PDF each, named as `--what`.

EVENT is the evening's number, its date (2026-11-27) or `latest`. The PDF is the one the
window prints: `whistclub.reports.printables.render_drive_pdf`.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

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
# --what all: each printable once, in the order offered (blank cards: the cards carry
# --blank N of them), as FOLDER/<name>.pdf.
ALL = tuple(name for name in WHAT if name != "blank-cards")


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
        choices=(*WHAT, "blank_cards", "all"),
        default="standings",
        metavar="|".join(WHAT[:9]),
        help="which printable (default: standings); also tables (the table cards), half_time"
        " (the standings at the interval), blank_cards (as blank-cards) and all (every one"
        " of them, -o naming a folder)",
    )
    parser.add_argument(
        "-o",
        "--output",
        metavar="FILE.pdf",
        required=True,
        type=Path,
        help="the PDF to write; with --what all, the folder to write them in (FOLDER/cards.pdf,"
        " FOLDER/tables.pdf, ...)",
    )
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
    parser.add_argument(
        "--address",
        metavar="http://HOST:PORT",
        help="tables and tents: print on each card a QR code opening that table's page at this"
        " address (the one `serve` shows); without it, the QR codes are printed once the"
        " evening's tables' page has been opened, for this laptop's address and port 8025",
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
    from whistclub.services.settings import club_currency, club_language, evening_page

    if len(args.club_name) > MAX_CLUB_NAME:
        raise CliError(
            f"--club-name {excerpt(args.club_name)!r} is {len(args.club_name)} characters; "
            f"keep it to {MAX_CLUB_NAME}"
        )
    address = _checked_address(args.address)
    wanted = ALL if args.what == "all" else (args.what,)
    targets = _targets(args.output, wanted) if args.what == "all" else {args.what: args.output}
    for target in targets.values():  # before the tables' page keys are made for the QR codes
        _refuse_unwritable(target)
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        event_id = find_event(database, args.event)
        loaded = load_evening(database, event_id)
        record = printable_record(loaded)
        money = money_sheet(loaded)
        language = args.language or club_language(database)[0]
        currency = club_currency(database)[0]
        links = {
            name: _table_links(database, event_id, ALIASES.get(name, name), address, record)
            for name in wanted
        }
        page_link = evening_page(database, event_id) if "standings" in wanted else None
    settings = PrintSettings(
        paper=args.paper,
        club_name=args.club_name,
        large_print=args.large_print,
        cards_per_sheet=1 if args.one_per_page else 4,
        folded=args.folded,
        language=language,
        currency=currency,
    )
    for name, target in targets.items():
        what = ALIASES.get(name, name)
        try:
            pages = render_drive_pdf(
                record,
                what,
                target,
                settings,
                args.blank,
                money=money,
                links=links[name],
                page_link=page_link if what == "standings" else None,
            )
        except OSError as error:
            raise cannot("write", target, error) from None
        print(f"{target} ({pages} page{'s' if pages != 1 else ''})")
    return 0


def _targets(folder: Path, names: tuple[str, ...]) -> dict[str, Path]:
    """--what all: FOLDER/<name>.pdf for each printable, the folder made if need be; files
    already there are refused, so an earlier evening's printing is never written over."""
    if folder.exists() and not folder.is_dir():
        raise CliError(
            f"-o {folder}: --what all writes a PDF for each printable into a folder, and this is"
            " a file; name a folder (it is made if need be)"
        )
    targets = {name: folder / f"{ALIASES.get(name, name)}.pdf" for name in names}
    there = [path.name for path in targets.values() if path.exists()]
    if there:
        raise CliError(
            f"{folder} already holds {', '.join(there[:3])}"
            f"{' and more' if len(there) > 3 else ''}; choose an empty folder or move them"
        )
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise cannot("make the folder", folder, error) from None
    return targets


def _refuse_unwritable(target: Path) -> None:
    """A PDF that could not be written is refused before the database is touched (docs/cli.md:
    a refused command changes nothing)."""
    folder = Path(target).absolute().parent
    if not folder.is_dir():
        raise CliError(f"cannot write {target}: its folder {folder} is not there; make it first")
    if not os.access(folder, os.W_OK):
        raise CliError(f"cannot write {target}: the folder {folder} cannot be written to")
    if Path(target).is_dir():
        raise CliError(f"cannot write {target}: it is a folder; give a file name ending .pdf")


def _checked_address(address: str | None) -> str | None:
    if address is None:
        return None
    parsed = urlsplit(address)
    try:
        port_ok = parsed.port is None or parsed.port > 0  # "http://h:abc" or ":99999": no port
    except ValueError:
        port_ok = False
    # docs/cli.md, limits: http:// or https://, a host, an optional port, no path.
    if (
        parsed.scheme not in ("http", "https")
        or not parsed.hostname
        or parsed.path.strip("/")
        or parsed.query
        or parsed.fragment
        or not port_ok
    ):
        raise CliError(
            f"--address {excerpt(address)!r} is not the tables' page's address: give it as "
            "`serve` shows it, e.g. http://192.168.1.20:8025"
        )
    return address.rstrip("/")


def _table_links(
    database: Any, event_id: int, what: str, address: str | None, record: Any
) -> dict[int, str] | None:
    """The QR codes' links for table cards and tents (issue 25 item 1): with --address, or
    once the evening's tables' page has been opened (its keys exist); otherwise none."""
    from whistclub.services import table_keys
    from whistclub.web import default_address, lan_address, table_links

    if what not in ("tables", "tents"):
        return None
    if address is None:
        if not table_keys.keys_made(database, event_id):
            return None
        address = default_address(lan_address())
    keys = table_keys.page_keys(database, event_id)
    tables = sorted({t.table for change in record.changes for t in change.seating.tables})
    return table_links(address, keys, tables)
