"""Text the user typed, as the services repeat it in their messages."""

from __future__ import annotations

MAX_EXCERPT = 60  # characters of the user's own text repeated in a message


def excerpt(text: object, limit: int = MAX_EXCERPT) -> str:
    """The user's text as one short line: a 50 MB name is not echoed back whole."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
