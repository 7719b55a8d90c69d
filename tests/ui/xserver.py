"""A real X server for window tests: Xvfb from Debian's package `xvfb`, started on a free
display. `.ci/run` installs it; on a machine without it the tests that need it skip and say
how to get it (and fail under CI, where it must be present)."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

INSTALL = "install Debian's package xvfb (apt-get install xvfb) to run it"


@contextmanager
def xvfb_display(size: str = "1366x768x24") -> Iterator[str]:
    """Starts Xvfb on the first free display and yields its name, e.g. ":3"."""
    program = shutil.which("Xvfb")
    if program is None:
        if os.environ.get("CI"):
            pytest.fail(f"Xvfb is missing on CI: {INSTALL}")
        pytest.skip(f"needs a real X server (Xvfb): {INSTALL}")
    read, write = os.pipe()
    server = subprocess.Popen(
        [program, "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as announced:
            number = announced.readline().strip()
        if not number:
            pytest.fail("Xvfb started but announced no display")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
