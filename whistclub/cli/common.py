"""Helpers shared by the commands: reading JSON input, writing JSON output, refusals."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


class CliError(Exception):
    """A refusal in the user's words; the command line prints it and exits with status 2."""


def read_json(source: str) -> Any:
    """The JSON document in FILE, or on standard input when source is "-"."""
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except OSError as error:
        raise CliError(f"cannot read {source}: {error.strerror}") from None
    except UnicodeDecodeError:
        raise CliError(f"{source} is not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = "standard input" if source == "-" else source
        raise CliError(
            f"{where} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None


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
