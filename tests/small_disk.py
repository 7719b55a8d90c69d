"""A real small disk for the tests of a full disk: a 4 MB tmpfs mounted in the test's folder
(root can mount one; CI runs as root). Elsewhere the tests that need it skip and say why."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_disk(folder: Path, size: str = "4m") -> Iterator[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        reason = f"needs a small tmpfs disk (mount as root): {mounted.stderr.strip()}"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """Write a ballast file until the disk is full; returns it (delete it to make room)."""
    ballast = folder / "ballast.bin"
    chunk = b"\0" * 65536
    with open(ballast, "wb") as out:
        try:
            while True:
                out.write(chunk)
                out.flush()
        except OSError:
            pass
    return ballast
