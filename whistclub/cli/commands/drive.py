"""`whistclub-cli drive score FILE|-`: a whole drive evening as JSON in, worked out as JSON out.

"drive" is a group of subcommands; `score` is the first (issue 6 item 9). The shapes are in
docs/drives.md.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from whistclub.cli.common import cannot, read_json, write_json
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
    score.add_argument(
        "--xlsx", metavar="OUT.xlsx", help="also write the standings workbook (docs/printables.md)"
    )
    score.add_argument(
        "--pdf", metavar="OUT.pdf", help="also write the standings and prize list as PDF"
    )
    score.set_defaults(handler=run_score)


def run_score(args: argparse.Namespace) -> int:
    document = read_json(args.file)
    worked_out = score_drive(document)
    if args.xlsx or args.pdf:
        write_printables(document, args.xlsx, args.pdf)
    write_json(worked_out)
    return 0


def write_printables(document: Any, xlsx_path: str | None, pdf_path: str | None) -> None:
    """The standings workbook and PDF of the evening; a file that cannot be written is refused
    in one line, before anything is printed to standard output."""
    # Imported here: reportlab and openpyxl are not needed to score an evening.
    from whistclub.reports.data import record_from_document
    from whistclub.reports.printables import render_drive_pdf, write_drive_xlsx
    from whistclub.reports.settings import PrintSettings

    record = record_from_document(document)
    for path, write in (
        (xlsx_path, lambda target: write_drive_xlsx(record, target)),
        (pdf_path, lambda target: render_drive_pdf(record, "standings", target, PrintSettings())),
    ):
        if not path:
            continue
        try:
            write(Path(path))
        except OSError as error:
            raise cannot("write", path, error) from None
