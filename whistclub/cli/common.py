"""Helpers shared by the commands: reading JSON input, writing JSON output, refusals.

Every input has a stated limit, checked before any work starts (docs/cli.md, "Limits"):
a JSON document is at most MAX_JSON_BYTES long and MAX_JSON_DEPTH levels deep, and its
numbers are finite with at most MAX_NUMBER_DIGITS digits. Anything past a limit is refused in
one line, so a hostile or damaged file can neither exhaust the laptop nor end in a traceback.
"""

from __future__ import annotations

import argparse
import errno
import json
import math
import re
import sys
from typing import Any

MAX_JSON_BYTES = 5_000_000  # a whole drive evening of 100 tables is under 200 kB
MAX_JSON_DEPTH = 50  # the deepest real document (a drive's prize rules) is 5 levels
MAX_NUMBER_DIGITS = 15  # card numbers, tricks, seeds and pence fit; 10**15 is no score
MAX_EXCERPT = 60  # characters of the user's own text repeated in a message


class CliError(Exception):
    """A refusal in the user's words; the command line prints it and exits with status 2."""


class _NumberRefused(Exception):
    """A number in the JSON past the limits; read_json turns it into a CliError."""


def excerpt(text: object, limit: int = MAX_EXCERPT) -> str:
    """The user's text as one short line: a 50 MB name is not echoed back whole."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def input_name(source: str) -> str:
    return "standard input" if source == "-" else path_excerpt(source)


# What the laptop's own errors mean to a secretary, and what to do about them (issue 22 item 9).
_DISK_FULL = "the disk is full: free some space, or choose another disk, and run it again"
_ENVIRONMENT = {
    errno.EACCES: "permission denied: choose a file or folder you may change (e.g. in Documents)",
    errno.EPERM: "permission denied: choose a file or folder you may change (e.g. in Documents)",
    errno.EROFS: "the disk is read-only (a locked USB stick or CD?): choose another disk",
    errno.ENOSPC: _DISK_FULL,
    errno.EDQUOT: "your disk quota is used up: free some space, or choose another disk",
    errno.EFBIG: "the file grew past this system's file-size limit: choose another disk, or "
    "ask the laptop's administrator to lift the limit",
    errno.ENOENT: "the folder is not there (was a USB stick removed?): check the name, or put "
    "the stick back",
    errno.ENOTDIR: "part of the path is a file, not a folder: check the name",
    errno.EEXIST: "a file is in the way of a folder of that name: check the name",
    errno.EISDIR: "that is a folder: give a file name inside it",
    errno.EIO: "the disk could not be read or written (was a USB stick removed?): put it back "
    "and run it again",
    errno.ENAMETOOLONG: "the file name is too long: choose a shorter one",
}


def environment_words(error: OSError) -> str:
    """An OSError in the user's words with what to do: `permission denied: choose ...`."""
    return _ENVIRONMENT.get(error.errno or 0, excerpt(error.strerror or error, 80))


def cannot(verb: str, path: object, error: OSError) -> CliError:
    """`cannot write out.pdf: the disk is full: ...`, as one refusal."""
    if verb == "read" and error.errno == errno.ENOENT:
        return CliError(f"cannot read {path_excerpt(path)}: there is no such file; check the name")
    return CliError(f"cannot {verb} {path_excerpt(path)}: {environment_words(error)}")


MAX_PATH_SHOWN = 240


def path_excerpt(path: object) -> str:
    """A path in full when it is of any usual length; else its start and its file name."""
    text = " ".join(str(path).split())
    if len(text) <= MAX_PATH_SHOWN:
        return text
    return text[:100] + "…" + text[-(MAX_PATH_SHOWN - 101) :]


_LONG_RUN = re.compile(rf"\S{{{MAX_PATH_SHOWN + 1},}}")
MAX_MESSAGE = 500


def one_line(message: object) -> str:
    """A message as one line of reasonable length: the user's long text is cut to an excerpt
    (a 50 MB name is not echoed back) as a path would be; the end, which says what to do,
    is kept."""
    text = _LONG_RUN.sub(lambda m: path_excerpt(m.group(0)), " ".join(str(message).split()))
    if len(text) <= MAX_MESSAGE:
        return text
    return text[:300] + "…" + text[-(MAX_MESSAGE - 301) :]


def read_json(source: str) -> Any:
    """The JSON document in FILE, or on standard input when source is "-"."""
    where = input_name(source)
    data = _read_bounded(source, where)
    if not data.strip():
        raise CliError(f"{where} is empty: give a JSON document")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CliError(f"{where} is not UTF-8 text") from None
    try:
        document = json.loads(
            text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as error:
        raise CliError(
            f"{where} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except _NumberRefused as error:
        raise CliError(f"{where}: {error}") from None
    except RecursionError:
        raise _too_deep(where) from None  # deeper than Python's own stack
    if depth(document) > MAX_JSON_DEPTH:
        raise _too_deep(where)
    return document


def _too_deep(where: str) -> CliError:
    return CliError(
        f"{where} is nested more than {MAX_JSON_DEPTH} levels deep; "
        "a game or drive document needs only a few"
    )


def _read_bounded(source: str, where: str) -> bytes:
    """At most MAX_JSON_BYTES of FILE or standard input; refused, unread, when longer."""
    try:
        if source == "-":
            binary = getattr(sys.stdin, "buffer", None)  # absent when stdin is replaced
            data: bytes = (
                binary.read(MAX_JSON_BYTES + 1)
                if binary is not None
                else sys.stdin.read(MAX_JSON_BYTES + 1).encode("utf-8", "surrogateescape")
            )
        else:
            with open(source, "rb") as file:
                data = file.read(MAX_JSON_BYTES + 1)
    except OSError as error:
        raise cannot("read", where, error) from None
    if len(data) > MAX_JSON_BYTES:
        raise CliError(
            f"{where} is larger than {MAX_JSON_BYTES // 1_000_000} MB; "
            "a game or drive document is far smaller: check it is the right file"
        )
    return data


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _NumberRefused(
            f"the number {excerpt(text, 20)} has {len(text.lstrip('-'))} digits; "
            f"numbers have at most {MAX_NUMBER_DIGITS}"
        )
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    mantissa = text.lower().partition("e")[0]
    digits = sum(c.isdigit() for c in mantissa)  # docs/cli.md: at most 15 digits
    if not math.isfinite(value) or len(text) > 2 * MAX_NUMBER_DIGITS:
        raise _NumberRefused(
            f"the number {excerpt(text, 20)} is too large; "
            f"numbers have at most {MAX_NUMBER_DIGITS} digits"
        )
    if digits > MAX_NUMBER_DIGITS:
        raise _NumberRefused(
            f"the number {excerpt(text, 20)} has {digits} digits; "
            f"numbers have at most {MAX_NUMBER_DIGITS}"
        )
    return value


def _refuse_constant(name: str) -> float:
    raise _NumberRefused(f"{name} is not a number; write the number itself")


def depth(value: Any) -> int:
    """How many levels of lists and objects VALUE has, counted without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level <= MAX_JSON_DEPTH:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)
    return deepest


def write_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def expect_object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise CliError(f"{where}: expected a JSON object {{...}}")
    return value


def expect_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise CliError(f"{where}: expected a JSON list [...]")
    return value


def int_option(low: int, high: int, unit: str = "") -> Any:
    """An argparse `type` for a whole number from LOW to HIGH, checked before any work:
    `--players 2147483648` is refused at once, not after the laptop runs out of memory."""
    units = f" {unit}" if unit else ""

    def parse(text: str) -> int:
        digits = text.strip().removeprefix("-")
        if not digits.isascii() or not digits.isdigit():
            raise argparse.ArgumentTypeError(
                f"expected a whole number from {low} to {high}, not {excerpt(text, 20)!r}"
            )
        # A 5,000-digit number is not converted (Python refuses past 4,300): it is too large.
        negative = text.strip().startswith("-")
        value = int(text) if len(digits) <= MAX_NUMBER_DIGITS else None
        shown = excerpt(text.strip(), 20)
        if (value is None and negative) or (value is not None and value < low):
            raise argparse.ArgumentTypeError(f"give at least {low}{units}, not {shown}")
        if value is None or value > high:
            raise argparse.ArgumentTypeError(f"give at most {high}{units}, not {shown}")
        return value

    return parse
