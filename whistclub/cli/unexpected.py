"""What the command line says about an error no command expected: in the user's words, one
line, with what to do next. The traceback is for developers (`--debug`, WHISTCLUB_DEBUG=1)."""

from __future__ import annotations

import json

from whistclub.cli.common import excerpt

REPORT = "run the command again with --debug and send the output to the club's IT helper"


def in_words(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return "the input is nested too deeply to read: check it is the right file"
    if isinstance(error, MemoryError):
        return "the laptop ran out of memory for this input: check it is the right file"
    if _is_database_error(error):
        return (
            "the club database cannot be read: it is damaged or is not a WhistClub database; "
            "run `whistclub-cli check`, or restore the latest backup"
        )
    if isinstance(error, json.JSONDecodeError):
        # read_json refuses the user's own JSON itself: this is a stored record's.
        return (
            "a record in the club database is damaged (it is not valid JSON); run "
            "`whistclub-cli check`, or restore the latest backup"
        )
    if isinstance(error, UnicodeDecodeError):
        return (
            "a file holds text that is not UTF-8: it may be damaged; check it is the right "
            "file, or restore the latest backup"
        )
    detail = excerpt(str(error) or type(error).__name__, 80)
    return f"the command stopped on an unexpected problem ({detail}); {REPORT}"


def _is_database_error(error: BaseException) -> bool:
    """SQLAlchemy's and the drivers' errors, recognised without importing SQLAlchemy (the
    commands that open no database never load it)."""
    return any(
        cls.__name__ in ("DatabaseError", "DBAPIError", "StatementError")
        or cls.__module__.startswith(("sqlite3", "psycopg"))
        for cls in type(error).__mro__
    )
