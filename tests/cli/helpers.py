"""What the command-line tests share."""

from __future__ import annotations

import pytest

from whistclub.cli import main


def cli(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> tuple[int, str, str]:
    """Run `whistclub-cli --database URL ARGS...` in process: its status, stdout and stderr."""
    status = main(["--database", url, *args])
    out, err = capsys.readouterr()
    return status, out, err
