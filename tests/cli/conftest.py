"""Fixtures of the command-line tests."""

from __future__ import annotations

import pytest

from whistclub.cli import main


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A demo club written by `whistclub-cli demo`, once for each test module that asks."""
    url = f"sqlite:///{tmp_path_factory.mktemp('demo') / 'demo.sqlite3'}"
    assert main(["--database", url, "demo"]) == 0
    return url
