"""`whistclub-cli score FILE|-`: score one game, rubber, session or Bid Whist game from JSON."""

from __future__ import annotations

import argparse

from whistclub.cli.common import CliError, expect_object, read_json, write_json
from whistclub.cli.scoring import adapter
from whistclub.domain.variants.profiles import get_preset


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "score",
        help="score a game, rubber, Solo session or Bid Whist game given as JSON",
        description="Read one game as JSON (see docs/cli.md) and print the scored result.",
    )
    parser.add_argument("file", metavar="FILE|-", help="the JSON file, or - for standard input")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    data = expect_object(read_json(args.file), "input")
    profile = data.get("profile")
    if not isinstance(profile, str):
        raise CliError('input, field profile: give the profile name, e.g. "english_short_001"')
    preset = get_preset(profile)
    write_json(adapter(preset.family).score(data, preset))
    return 0
