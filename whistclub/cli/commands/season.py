"""`whistclub-cli season [--season NAME] [--competition NAME] [--as-of DATE] --format
json|text`, `--xlsx FILE`, `--pdf FILE`: the season tables from the club database (issue 26
item 6; the JSON is documented in docs/cli.md, "season")."""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path
from typing import Any

from whistclub.cli.common import CliError, cannot, excerpt, write_json
from whistclub.cli.database import opened, refusals_as_cli_errors


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "season",
        help="the season tables (cups and leagues across evenings) as JSON, text, Excel or PDF",
        description="Work out each competition of a season from the stored evenings and "
        "write its table: rank, points, the evenings counted and dropped, and why.",
    )
    parser.add_argument("--season", metavar="NAME", help="the season (default: the current)")
    parser.add_argument("--competition", metavar="NAME", help="only this competition")
    parser.add_argument(
        "--as-of", metavar="DATE", help="the tables after the evenings up to DATE (YYYY-MM-DD)"
    )
    parser.add_argument("--format", choices=("json", "text"), default="text")
    parser.add_argument("--xlsx", metavar="FILE", type=Path, help="write the tables' workbook")
    parser.add_argument("--pdf", metavar="FILE", type=Path, help="write the tables as PDF")
    parser.add_argument(
        "--language", choices=("en", "es"), help="the workbook's and PDF's language"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.services.season import report_json, season_report
    from whistclub.services.settings import club_language

    as_of = _day(args.as_of) if args.as_of else None
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        report = season_report(database, args.season, args.competition, as_of)
        data = report_json(report)
        language = args.language or club_language(database)[0]
    if args.xlsx is not None:
        from whistclub.reports.season import write_season_workbook
        from whistclub.reports.words import words_for

        try:
            write_season_workbook(data, args.xlsx, words_for(language))
        except OSError as error:
            raise cannot("write", args.xlsx, error) from None
        print(args.xlsx)
    if args.pdf is not None:
        from whistclub.reports.season import render_season_pdf
        from whistclub.reports.settings import PrintSettings

        try:
            pages = render_season_pdf(data, args.pdf, PrintSettings(language=language))
        except OSError as error:
            raise cannot("write", args.pdf, error) from None
        print(f"{args.pdf} ({pages} page{'s' if pages != 1 else ''})")
    if args.xlsx is not None or args.pdf is not None:
        return 0
    if args.format == "json":
        write_json(data)
    else:
        print(text(data))
    return 0


def _day(text_: str) -> date:
    try:
        return date.fromisoformat(text_)
    except ValueError:
        raise CliError(
            f"--as-of {excerpt(text_)!r} is not a date: give it as YYYY-MM-DD, e.g. 2027-03-31"
        ) from None


def text(data: dict[str, Any]) -> str:
    season = data["season"]
    dates = " to ".join(d for d in (season["start"], season["end"]) if d)
    lines = [f"{season['name']}" + (f" ({dates})" if dates else "")]
    if not data["competitions"]:
        lines.append("no competitions yet in this season")
    for competition in data["competitions"]:
        lines += ["", competition["name"], f"  {competition['rule']['words']}"]
        if not competition["rows"]:
            lines.append("  no evening counted yet")
        width = max((len(row["name"]) for row in competition["rows"]), default=4)
        for row in competition["rows"]:
            rank = str(row["rank"]) if row["rank"] is not None else "-"
            lines.append(f"  {rank:>4}  {row['name']:<{width}}  {row['points']:>8}  {row['why']}")
    return "\n".join(lines)
