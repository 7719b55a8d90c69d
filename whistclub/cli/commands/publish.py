"""`whistclub-cli publish --to DIR`: the results website, a folder of static HTML pages
(issue 26 item 5; docs/season.md, "The results website")."""

from __future__ import annotations

import argparse
from pathlib import Path

from whistclub.cli.common import CliError, cannot, excerpt
from whistclub.cli.database import opened, refusals_as_cli_errors

MAX_CLUB_NAME = 120  # as print's --club-name


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "publish",
        help="write the results website (evenings, prize lists, season tables, players)",
        description="Write the club's results as static HTML pages into a folder to copy to "
        "any web host or a USB stick: no server needed.",
    )
    parser.add_argument("--to", metavar="DIR", type=Path, required=True, help="the folder")
    parser.add_argument("--club-name", default="", help="the name at the top of every page")
    parser.add_argument(
        "--language", choices=("en", "es"), help="the pages' language (default: the club's)"
    )
    parser.add_argument(
        "--address",
        metavar="URL",
        help="the address the folder is reached at on the web (e.g. https://www.example.org/"
        "whist), remembered as the club's site.address: the printed standings then carry a QR"
        " code to the evening's page there; --address '' forgets it",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services.settings import checked_site_address, set_site_address, site_address
    from whistclub.site.publish import publish

    if len(args.club_name) > MAX_CLUB_NAME:
        raise CliError(
            f"--club-name {excerpt(args.club_name)!r} is {len(args.club_name)} characters; "
            f"keep it to {MAX_CLUB_NAME}"
        )
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        if args.address:
            checked_site_address(args.address)  # a wrong address refused before anything
        try:
            done = publish(database, args.to, args.language, args.club_name)
        except OSError as error:
            raise cannot("write", args.to, error) from None
        # Kept once the site is written: a refused publication changes nothing (docs/cli.md).
        if args.address is not None:
            stored, version = site_address(database)
            if checked_site_address(args.address) != stored or version is None:
                set_site_address(database, args.address, version)
    print(f"{done.folder / 'index.html'} ({done.pages} pages, {done.players} players by name)")
    if args.address:
        print(f"the printed standings link to {checked_site_address(args.address)}")
    return 0
