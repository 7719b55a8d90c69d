"""Who is a member, and who the results website shows by name (issue 26 item 5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def is_member(player: Mapping[str, Any]) -> bool:
    """A club member: a player with a membership number (a walk-in has none)."""
    return bool((player.get("membership_number") or "").strip())


def publishes_name(player: Mapping[str, Any] | None) -> bool:
    """Whether the results website shows this player by name (issue 26 item 5: "default off
    for non-members and walk-ins", who appear as their card number)."""
    if player is None:
        return False
    chosen = player.get("publish_name")
    return is_member(player) if chosen is None else bool(chosen)
