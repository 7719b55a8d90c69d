"""`whistclub-cli season [--season NAME] [--competition NAME] [--as-of DATE] --format
json|text`, `--xlsx FILE`, `--pdf FILE`: the season tables from the club database (issue 26
item 6; the JSON is documented in docs/cli.md, "season")."""

from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path
from typing import Any

from whistclub.cli.common import CliError, cannot, excerpt, read_json, write_json
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
    setup = parser.add_argument_group("setting a season up")
    setup.add_argument("--new", metavar="NAME", help="create a season (with --start, --end)")
    setup.add_argument("--start", metavar="DATE", help="with --new: its first day")
    setup.add_argument("--end", metavar="DATE", help="with --new: its last day")
    setup.add_argument(
        "--add-competition", metavar="NAME", help="add a competition to --season (with --rule)"
    )
    setup.add_argument(
        "--change-competition",
        metavar="NAME",
        help="give a competition of --season a new rule (with --rule); its name is kept",
    )
    setup.add_argument(
        "--delete-competition", metavar="NAME", help="delete a competition of --season"
    )
    setup.add_argument(
        "--rule",
        metavar="FILE",
        help="the competition's rule as JSON (docs/season.md), - for stdin",
    )
    setup.add_argument(
        "--make-current", action="store_true", help="make --season the club's current season"
    )
    parser.set_defaults(handler=run)


def setting_up(args: argparse.Namespace) -> bool:
    return bool(
        args.new
        or args.add_competition
        or args.change_competition
        or args.delete_competition
        or args.make_current
    )


def _checked_setup(args: argparse.Namespace) -> None:
    """One line for each way the setting-up options cannot go together."""
    competition = [
        option
        for option, given in (
            ("--add-competition", args.add_competition),
            ("--change-competition", args.change_competition),
            ("--delete-competition", args.delete_competition),
        )
        if given
    ]
    if args.new and (competition or args.make_current):
        raise CliError("create the season first (--new), then add its competitions")
    if len(competition) > 1:
        raise CliError(f"{' and '.join(competition)} go one at a time: give one of them")
    if args.add_competition and args.rule is None:
        raise CliError("give the competition's rule: --rule FILE (JSON, see docs/season.md)")
    if args.change_competition and args.rule is None:
        raise CliError("give the competition's new rule: --rule FILE (JSON, see docs/season.md)")
    if args.delete_competition and args.rule is not None:
        raise CliError("a competition is deleted without a rule: leave out --rule")
    if args.rule is not None and not (args.add_competition or args.change_competition):
        # docs/cli.md: refused in one line, nothing changed (it was read as a slip and the
        # season made current or created all the same).
        raise CliError("--rule goes with --add-competition or --change-competition NAME")
    if (args.start or args.end) and not args.new:
        raise CliError("--start and --end are the dates of a new season: give --new NAME too")


def run_setup(args: argparse.Namespace) -> int:
    from whistclub.services import club
    from whistclub.services.season import (
        add_competition,
        change_competition,
        delete_competition,
        find_competition,
        find_season,
        set_current_season,
    )

    _checked_setup(args)
    rule = read_json(args.rule) if args.add_competition or args.change_competition else None
    if rule is not None and not isinstance(rule, dict):
        raise CliError("the rule is a JSON object {...} (docs/season.md lists its keys)")
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        if args.new:
            start = _day(args.start, "--start") if args.start else None
            end = _day(args.end, "--end") if args.end else None
            club.create_season(database, args.new, starts_on=start, ends_on=end)
            print(f"season {args.new} created")
            return 0
        found = find_season(database, args.season)
        if args.add_competition:
            assert rule is not None
            add_competition(database, int(found["id"]), args.add_competition, rule)
            print(f"competition {args.add_competition} added to {found['name']}")
        if args.change_competition:
            assert rule is not None
            row = find_competition(database, found, args.change_competition)
            change_competition(database, int(row["id"]), int(row["version"]), rule)
            print(f"competition {row['name']} of {found['name']} changed")
        if args.delete_competition:
            row = find_competition(database, found, args.delete_competition)
            delete_competition(database, int(row["id"]), int(row["version"]))
            print(f"competition {row['name']} deleted from {found['name']}")
        if args.make_current:
            set_current_season(database, int(found["id"]))
            print(f"{found['name']} is the club's current season")
    return 0


def run(args: argparse.Namespace) -> int:
    from whistclub.services.season import report_json, season_report
    from whistclub.services.settings import club_language

    if setting_up(args):
        return run_setup(args)
    if args.rule is not None:
        raise CliError("--rule goes with --add-competition or --change-competition NAME")
    if args.start or args.end:
        raise CliError("--start and --end are the dates of a new season: give --new NAME too")
    as_of = _day(args.as_of) if args.as_of else None
    with opened(args.database, must_exist=True) as database, refusals_as_cli_errors():
        report = season_report(database, args.season, args.competition, as_of)
        data = report_json(report)
        language = args.language or club_language(database)[0]
    from whistclub.reports.words import words_for

    paper = report_json(report, words_for(language))
    if args.xlsx is not None:
        from whistclub.reports.season import write_season_workbook

        try:
            write_season_workbook(paper, args.xlsx, words_for(language))
        except OSError as error:
            raise cannot("write", args.xlsx, error) from None
        print(args.xlsx)
    if args.pdf is not None:
        from whistclub.reports.season import render_season_pdf
        from whistclub.reports.settings import PrintSettings

        try:
            pages = render_season_pdf(paper, args.pdf, PrintSettings(language=language))
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


def _day(text_: str, option: str = "--as-of") -> date:
    try:
        return date.fromisoformat(text_)
    except ValueError:
        raise CliError(
            f"{option} {excerpt(text_)!r} is not a date: give it as YYYY-MM-DD, e.g. 2027-03-31"
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
            lines.append(
                "  no game counted yet"
                if competition["rule"].get("games")
                else "  no evening counted yet"
            )
        width = max((len(row["name"]) for row in competition["rows"]), default=4)
        for row in competition["rows"]:
            rank = str(row["rank"]) if row["rank"] is not None else "-"
            lines.append(f"  {rank:>4}  {row['name']:<{width}}  {row['points']:>8}  {row['why']}")
    return "\n".join(lines)
