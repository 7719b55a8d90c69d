"""`whistclub-cli score FILE|-`: score one game, rubber, session or Bid Whist game from JSON."""

from __future__ import annotations

import argparse

from whistclub.cli.common import read_json, write_json
from whistclub.domain.documents import score_document


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "score",
        help="score a game, rubber, Solo session or Bid Whist game given as JSON",
        description="Read one game as JSON (see docs/cli.md) and print the scored result.",
    )
    parser.add_argument("file", metavar="FILE|-", help="the JSON file, or - for standard input")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    write_json(score_document(read_json(args.file)))
    return 0
