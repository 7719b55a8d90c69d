"""What the command line says about an error no command expected: in the user's words, one
line, with what to do next. The traceback is for developers (`--debug`, WHISTCLUB_DEBUG=1)."""

from __future__ import annotations

import json

from whistclub.cli.common import environment_words, excerpt, path_excerpt

REPORT = "run the command again with --debug and send the output to the club's IT helper"


def in_words(error: BaseException) -> str:
    if isinstance(error, RecursionError):
        return "the input is nested too deeply to read: check it is the right file"
    if isinstance(error, MemoryError):
        return "the laptop ran out of memory for this input: check it is the right file"
    if isinstance(error, OSError):
        where = f" {path_excerpt(error.filename)}" if error.filename else ""
        return f"cannot use{where}: {environment_words(error)}"
    if _is_database_error(error):
        return _database_words(str(error))
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


# SQLite's and PostgreSQL's words for the laptop's troubles (their messages, not their codes:
# SQLAlchemy wraps both drivers, and the message is what they have in common).
_DATABASE_TROUBLES = (
    (
        "database or disk is full",
        "the disk of the club database is full: free some space and "
        "run it again; nothing of this command was saved",
    ),
    (
        "could not extend file",
        "the disk of the club database server is full: free some space "
        "there and run it again; nothing of this command was saved",
    ),
    (
        "readonly database",
        "the club database is read-only (a read-only file, folder or disk): "
        "copy it somewhere you may change, or give another --database",
    ),
    (
        "unable to open database file",
        "the club database cannot be opened: its folder is not "
        "there or may not be changed (was a USB stick removed?); put it back, or check --database",
    ),
    (
        "disk i/o error",
        "the disk of the club database could not be read or written (was a USB "
        "stick removed?): put it back and run it again; nothing of this command was saved",
    ),
    (
        "database is locked",
        "another program is changing the club database: wait a moment and run it again",
    ),
    (
        "connection",
        "the club database server cannot be reached: check it is running and the "
        "--database address, then run it again",
    ),
)
_DAMAGED = (
    "the club database cannot be read: it is damaged or is not a WhistClub database; "
    "run `whistclub-cli check`, or restore the latest backup"
)


def _database_words(message: str) -> str:
    lowered = message.lower()
    for clue, words in _DATABASE_TROUBLES:
        if clue in lowered:
            return words
    return _DAMAGED


def _is_database_error(error: BaseException) -> bool:
    """SQLAlchemy's and the drivers' errors, recognised without importing SQLAlchemy (the
    commands that open no database never load it)."""
    return any(
        cls.__name__ in ("DatabaseError", "DBAPIError", "StatementError")
        or cls.__module__.startswith(("sqlite3", "psycopg"))
        for cls in type(error).__mro__
    )
