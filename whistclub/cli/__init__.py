"""whistclub-cli: the app's headless commands.

Each command lives in its own module under whistclub/cli/commands/ and defines
`register(subparsers)`; this module finds them, parses the global options and turns every
refusal into one line on stderr and exit status 2 (never a traceback). Anything unexpected is
told the same way (whistclub.cli.unexpected); `--debug` or WHISTCLUB_DEBUG=1 shows the
traceback instead, for developers.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from collections.abc import Sequence

from whistclub import __version__
from whistclub.cli import commands
from whistclub.cli.common import CliError, one_line
from whistclub.cli.unexpected import in_words
from whistclub.domain.errors import DomainError

EXIT_REFUSED = 2
DEBUG_ENV = "WHISTCLUB_DEBUG"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit status 2 without the usage dump."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(f"{self.prog}: {message} (see --help)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="whistclub-cli", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"whistclub {__version__}")
    parser.add_argument(
        "--database",
        metavar="URL",
        help="SQLAlchemy URL of the club database (default: WHISTCLUB_DATABASE_URL, "
        "else the SQLite file in the user's data folder)",
    )
    parser.add_argument(
        "--debug",
        action="store_true",
        help=f"show the traceback of an unexpected error (also: {DEBUG_ENV}=1)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    subparsers.required = True
    for info in sorted(pkgutil.iter_modules(commands.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{commands.__name__}.{info.name}")
        module.register(subparsers)
    return parser


class _ReaderMayLeave:
    """Standard output that the program reading it may close (`... | head`): the command
    goes on and finishes its work (every PDF of `print --what all`, the whole export), what
    it would still have listed going nowhere. A command stopped half-way by the first line
    it could not write wrote some files and not others, and said nothing."""

    def __init__(self, stream: object) -> None:
        self._stream = stream
        self.left = False

    def write(self, text: str) -> int:
        if not self.left:
            try:
                return int(self._stream.write(text))  # type: ignore[attr-defined]
            except BrokenPipeError:
                self._leave()
        return len(text)

    def flush(self) -> None:
        if not self.left:
            try:
                self._stream.flush()  # type: ignore[attr-defined]
            except BrokenPipeError:
                self._leave()

    def _leave(self) -> None:
        self.left = True
        # The interpreter flushes the real stdout at exit: point it at nowhere first, or it
        # says "Exception ignored ... BrokenPipeError" on stderr.
        try:
            nowhere = os.open(os.devnull, os.O_WRONLY)
            os.dup2(nowhere, self._stream.fileno())  # type: ignore[attr-defined]
            os.close(nowhere)
        except (OSError, ValueError, AttributeError):
            pass

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    stdout = sys.stdout
    sys.stdout = _ReaderMayLeave(stdout)  # type: ignore[assignment]
    try:
        args = build_parser().parse_args(arguments)
        return int(args.handler(args) or 0)
    except (CliError, DomainError) as error:
        return _refuse(str(error))
    except BrokenPipeError:  # written to the real stream some other way
        return 0
    except KeyboardInterrupt:
        return _refuse("interrupted: the command stopped before it finished")
    except Exception as error:
        # The last resort: no traceback for the secretary, but one for a developer who asks.
        if "--debug" in arguments or os.environ.get(DEBUG_ENV, "") not in ("", "0"):
            raise
        return _refuse(in_words(error))
    finally:
        sys.stdout = stdout


def _refuse(message: str) -> int:
    print(f"error: {one_line(message)}", file=sys.stderr)
    return EXIT_REFUSED
