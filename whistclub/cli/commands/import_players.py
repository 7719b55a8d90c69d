"""`whistclub-cli [--database URL] import-players FILE [--apply [--skip-refused]]`: players
from CSV or xlsx."""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from whistclub.cli.common import CliError, one_line
from whistclub.cli.database import opened, refusals_as_cli_errors

MAX_REFUSALS_SHOWN = 5  # a million duplicates: one summary line plus the first few


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "import-players",
        help="add or update players from a CSV or Excel file (shows what would change first)",
        description="Read players from FILE (.csv or .xlsx; first line: name, "
        "membership_number, notes) and show what would change. Nothing is changed unless "
        "--apply is given; then everything is imported in one step that can be undone.",
    )
    parser.add_argument("file", metavar="FILE", type=Path, help="the .csv or .xlsx file")
    parser.add_argument("--apply", action="store_true", help="import (default: only show)")
    parser.add_argument(
        "--skip-refused",
        action="store_true",
        help="with --apply, import the good lines and leave out the refused ones (listed)",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from whistclub.persistence.engine import resolve_url, sqlite_path
    from whistclub.services.player_import import apply_import

    path = sqlite_path(resolve_url(args.database))
    preview = None
    if path is not None and not path.exists():
        # A new club file: the import is checked against an empty club first, so that a
        # refused import, a preview or a mistyped --database leaves no new database behind.
        from whistclub.persistence.engine import sqlite_url

        with (
            tempfile.TemporaryDirectory(prefix="whistclub-import-") as scratch,
            opened(sqlite_url(Path(scratch) / "club.sqlite3")) as empty,
            refusals_as_cli_errors(),
        ):
            preview = _preview(empty, args)
            _checked(preview, args)
            if not args.apply:
                return _report(preview, args)
    with opened(args.database) as database, refusals_as_cli_errors():
        if preview is None:  # else read already, against the empty club the new file is
            preview = _preview(database, args)
            _checked(preview, args)
            if not args.apply:
                return _report(preview, args)
        changes = apply_import(database, preview, skip_refused=args.skip_refused)
    _show(preview)
    done = f"change {changes.audit_id} in the audit trail" if changes else "nothing to do"
    skipped = f", {len(preview.errors):,} refused lines skipped" if preview.errors else ""
    print(f"imported: {preview.added} added, {preview.updated} updated{skipped} ({done})")
    return 0


def _preview(database: Any, args: argparse.Namespace) -> Any:
    from whistclub.services.player_import import preview_import

    return preview_import(database, args.file)


def _checked(preview: Any, args: argparse.Namespace) -> None:
    """Refuse the import in one line on standard error, nothing on standard output (docs/
    cli.md: "Nothing is written to standard output then"), the first refused lines above."""
    if len(preview.errors) == 1 and not preview.lines:
        # An unreadable file (or a one-player file refused): the refusal alone, one line.
        raise CliError(f"{preview.errors[0]}; nothing was imported")
    for refusal in preview.errors[:MAX_REFUSALS_SHOWN]:
        print(f"refused: {one_line(refusal)}", file=sys.stderr)
    if preview.errors and not (args.skip_refused and preview.plan):
        more = len(preview.errors) - MAX_REFUSALS_SHOWN
        shown = f" (the first {MAX_REFUSALS_SHOWN} above, {more:,} more)" if more > 0 else ""
        hint = " (or add --skip-refused to import the others)" if preview.plan else ""
        raise CliError(
            f"{len(preview.errors):,} refused{shown}; nothing was imported: correct the file{hint}"
        )


def _show(preview: Any) -> None:
    for line in preview.lines:
        print(line)


def _report(preview: Any, args: argparse.Namespace) -> int:
    """The preview (no --apply): what would change, and that nothing was."""
    _show(preview)
    counts = f"{preview.added} to add, {preview.updated} to update, {preview.unchanged} unchanged"
    print(f"{counts}; nothing was changed: run again with --apply to import")
    return 0
