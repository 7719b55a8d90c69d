"""Test-wide settings: Qt draws offscreen and on one thread as the app has it
(ui/paint_threads.py), and the user's data folder is a temporary one."""

from __future__ import annotations

import os

import pytest

from whistclub.ui.paint_threads import paint_on_one_thread

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
paint_on_one_thread()


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """No test touches the real user's data folder or their database setting."""
    monkeypatch.setenv("WHISTCLUB_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))
    monkeypatch.delenv("WHISTCLUB_DATABASE_URL", raising=False)


@pytest.fixture(autouse=True)
def _nothing_left_frozen():
    """What a test's window froze out of the garbage collector's sight (whistclub.ui.memory)
    is handed back when it ends, so the windows it dropped are freed before the next test."""
    yield
    import gc

    gc.unfreeze()
