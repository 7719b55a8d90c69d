"""Headless Chromium driven by Playwright, for the tables' page tests.

Debian's `chromium` is used (Playwright's own browser download is not reachable here). When it
is missing the browser tests skip saying how to get it, except under CI (env CI set), where
they fail: .ci/run installs it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
HOW = "apt-get install -y chromium, and pip install playwright (the `test` extra)"


def _missing(what: str) -> None:
    message = f"{what} is not installed: {HOW}"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    executable = shutil.which("chromium")
    if executable is None:
        _missing("Debian's chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright for Python")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def phone(chromium: Any) -> Iterator[Any]:
    """A small phone's screen (360 x 740), in English."""
    context = chromium.new_context(viewport={"width": 360, "height": 740}, locale="en-GB")
    try:
        yield context
    finally:
        context.close()
