"""Which club database the window opens at start-up, told before any dialog or the database
layer is loaded (app.main): the one asked for, else the one chosen at an earlier welcome;
the welcome (ui/welcome.py) only on a first run."""

from __future__ import annotations

import os
from pathlib import Path

from whistclub import paths
from whistclub.persistence.glance import ENV_URL
from whistclub.ui.settings import AppSettings


def needs_welcome(url: str | None) -> bool:
    """True on a first run: no --database, no WHISTCLUB_DATABASE_URL and no club file yet."""
    if url or os.environ.get(ENV_URL):
        return False
    return not paths.default_database_path().exists()


def remembered_database(settings: AppSettings) -> str | None:
    """The database chosen at an earlier welcome, if its file is still there.

    Only consulted where the welcome would otherwise be shown again: a club that has since
    been started in the default file opens that file instead.
    """
    url = settings.last_database
    prefix = "sqlite:///"
    if url.startswith(prefix) and not Path(url[len(prefix) :]).exists():
        return None
    return url or None
