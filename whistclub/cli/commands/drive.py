"""`whistclub-cli drive score FILE|-`: a whole drive evening as JSON in, worked out as JSON out.

"drive" is a group of subcommands; `score` is the first (issue 6 item 9). The shapes are in
docs/drives.md.
"""

from __future__ import annotations

import argparse

from whistclub.cli.common import read_json, write_json
from whistclub.domain.documents.drive import score_drive


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "drive",
        help="whist-drive evenings: score an evening given as JSON",
        description="Whist-drive evenings (see docs/drives.md).",
    )
    actions = parser.add_subparsers(dest="drive_command", metavar="SUBCOMMAND")
    actions.required = True
    score = actions.add_parser(
        "score",
        help="work out a drive evening (seatings, standings, prizes) from JSON",
        description="Read a drive evening as JSON (see docs/drives.md) and print it worked out:"
        " every change's seating and results, the standings and the prize list.",
    )
    score.add_argument("file", metavar="FILE|-", help="the JSON file, or - for standard input")
    score.set_defaults(handler=run_score)


def run_score(args: argparse.Namespace) -> int:
    write_json(score_drive(read_json(args.file)))
    return 0
