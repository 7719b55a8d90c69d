"""`whistclub-cli [--database URL] demo [--seed N]`: a believable club to look around in."""

from __future__ import annotations

import argparse

from whistclub.cli.common import MAX_NUMBER_DIGITS, int_option
from whistclub.cli.database import opened, refusals_as_cli_errors

DEFAULT_SEED = 2026  # whistclub.demo.DEFAULT_SEED, repeated so --help loads no database code


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "demo",
        help="fill a new, empty club database with the demo club (players, games, a drive)",
        description="Write the demo club into a new, empty club database: 28 players with "
        "Spanish and English names, a finished 7-table progressive whist drive with prizes, an "
        "English rubber with honours and a revoke, an 8-deal Solo session and a Bid Whist game. "
        "The same seed always writes the same club. A database that already holds a club is "
        "refused and left as it is.",
    )
    parser.add_argument(
        "--seed",
        type=int_option(1 - 10**MAX_NUMBER_DIGITS, 10**MAX_NUMBER_DIGITS - 1),
        default=DEFAULT_SEED,
        help=f"another seed gives another club (default {DEFAULT_SEED})",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services.demo import write_demo

    with opened(args.database) as database, refusals_as_cli_errors():
        written = write_demo(database, args.seed)
        where = database.describe()
    print(f"wrote the demo club {written.club_name!r} into {where}:")
    print(f"  {len(written.players)} players, {len(written.games)} club games, 1 whist drive")
    print("open it with: whistclub" + (f" --database {args.database}" if args.database else ""))
    return 0
