"""The folder where the printables tests leave one PNG per document for a person to look at;
its path is printed in the test summary."""

from __future__ import annotations

from pathlib import Path

import pytest

_FOLDER: list[Path] = []


@pytest.fixture(scope="session")
def png_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("printables")
    _FOLDER.append(folder)
    print(f"\nprintables rendered to PNG in {folder}")
    return folder


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _FOLDER:
        terminalreporter.write_line(f"printables rendered to PNG in {_FOLDER[0]}")
