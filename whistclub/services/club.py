"""The club's players: register, rename, withdraw, reinstate, import, and list them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

import sqlalchemy as sa

from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ServiceError
from whistclub.services.text import excerpt, limit_of
from whistclub.services.unit import Changes, UnitOfWork, done, use_case

MAX_NAME = limit_of("player", "name")  # the schema's limits, the same on both databases
MAX_NUMBER = limit_of("player", "membership_number")


def list_players(database: Database, *, include_withdrawn: bool = True) -> list[dict[str, Any]]:
    """Every player as a plain dict (id, name, membership_number, active, notes, version)."""
    table = metadata.tables["player"]
    query = sa.select(table).order_by(sa.func.lower(table.c.name), table.c.id)
    if not include_withdrawn:
        query = query.where(table.c.active.is_(True))
    with database.engine.connect() as connection:
        result = connection.execute(query)
        # Plain tuples zipped with the columns' names: a RowMapping made into a dict asks
        # for its keys at every row (half the roster's read, read after every club change).
        names = list(result.keys())
        return [dict(zip(names, row, strict=True)) for row in result]


def player_names(database: Database, ids: Iterable[int]) -> dict[int, str]:
    """The names of the players `ids` (those who sat in an evening's games), by id."""
    wanted = sorted(set(ids))
    if not wanted:
        return {}
    table = metadata.tables["player"]
    query = sa.select(table.c.id, table.c.name).where(table.c.id.in_(wanted))
    with database.engine.connect() as connection:
        return {int(i): str(name) for i, name in connection.execute(query)}


def register_player(
    database: Database, name: str, *, membership_number: str | None = None, notes: str = ""
) -> Changes:
    name = clean_name(name)
    number = clean_number(membership_number)
    with use_case(database, "player.registered", f"register {name}") as unit:
        _refuse_taken_number(unit, number, None)
        unit.insert("player", name=name, membership_number=number, notes=notes, active=True)
    return done(unit)


def rename_player(database: Database, player_id: int, seen_version: int, new_name: str) -> Changes:
    new_name = clean_name(new_name)
    with use_case(database, "player.renamed", "") as unit:
        player = unit.require("player", player_id, "the player", seen_version)
        unit.summary = f"rename {player['name']} to {new_name}"
        unit.update("player", player_id, seen_version, _what(player), name=new_name)
    return done(unit)


def edit_player(
    database: Database,
    player_id: int,
    seen_version: int,
    *,
    name: str,
    membership_number: str | None,
    notes: str,
) -> Changes:
    """Correct a player's name, membership number and notes in one go."""
    name = clean_name(name)
    number = clean_number(membership_number)
    notes = " ".join(notes.split())
    with use_case(database, "player.edited", "") as unit:
        player = unit.require("player", player_id, "the player", seen_version)
        _refuse_taken_number(unit, number, player_id)
        unit.summary = f"edit {player['name']}"
        unit.update(
            "player",
            player_id,
            seen_version,
            _what(player),
            name=name,
            membership_number=number,
            notes=notes,
        )
    return done(unit)


# The rows that name a club player: their games and drive entries move to the kept player.
PLAYER_REFERENCES = ("game_seat", "drive_entrant")


def merge_players(
    database: Database,
    keep_id: int,
    keep_version: int,
    duplicate_id: int,
    duplicate_version: int,
) -> Changes:
    """One person entered twice: their games and drive entries go to the kept player, who
    takes the duplicate's membership number and notes where they have none, and the duplicate
    is removed. Undoable like every use case (the audit row keeps every row as it was)."""
    if keep_id == duplicate_id:
        raise ServiceError("choose two different players to merge")
    with use_case(database, "player.merged", "") as unit:
        keep = unit.require("player", keep_id, "the player to keep", keep_version)
        duplicate = unit.require("player", duplicate_id, "the duplicate", duplicate_version)
        unit.summary = f"merge {duplicate['name']} into {keep['name']}"
        shared = _played_together(unit, keep_id, duplicate_id)
        if shared:
            # One person cannot hold two cards of one evening or two seats of one game: these
            # are two people, and merging them would count that evening twice.
            raise ServiceError(
                f"{keep['name']} and {duplicate['name']} both played in {shared}, so they are "
                "two people: merge only a player entered twice"
            )
        for table in PLAYER_REFERENCES:
            for row in unit.rows(table, player_id=duplicate_id):
                unit.update(
                    table, row["id"], row["version"], f"{table} {row['id']}", player_id=keep_id
                )
        # The number is unique: free it before the kept player takes it.
        unit.delete("player", duplicate_id, duplicate_version, _what(duplicate))
        notes = " ".join(part for part in (keep["notes"], duplicate["notes"]) if part)
        unit.update(
            "player",
            keep_id,
            keep_version,
            _what(keep),
            membership_number=keep["membership_number"] or duplicate["membership_number"],
            notes=notes,
            active=keep["active"] or duplicate["active"],
        )
    return done(unit)


def _played_together(unit: UnitOfWork, first: int, second: int) -> str:
    """The first evening or game both players are in ("drive Friday drive", "game Rubber 1"),
    or ""."""
    for table, key, kind, named in (
        ("drive_entrant", "event_id", "drive", "drive_event"),
        ("game_seat", "game_id", "game", "game"),
    ):
        theirs = {row[key] for row in unit.rows(table, player_id=first)}
        both = sorted(theirs & {row[key] for row in unit.rows(table, player_id=second)})
        if both:
            (row,) = unit.rows(named, id=both[0])
            title = row.get("name") or row.get("title") or both[0]
            return f"{kind} {title!r}"
    return ""


def withdraw_player(database: Database, player_id: int, seen_version: int) -> Changes:
    """Mark a player as no longer playing; their games and results keep their name."""
    return _set_active(database, player_id, seen_version, active=False)


def reinstate_player(database: Database, player_id: int, seen_version: int) -> Changes:
    return _set_active(database, player_id, seen_version, active=True)


def _set_active(database: Database, player_id: int, seen_version: int, *, active: bool) -> Changes:
    action = "player.reinstated" if active else "player.withdrawn"
    with use_case(database, action, "") as unit:
        player = unit.require("player", player_id, "the player", seen_version)
        unit.summary = f"{'reinstate' if active else 'withdraw'} {player['name']}"
        unit.update("player", player_id, seen_version, _what(player), active=active)
    return done(unit)


def create_season(
    database: Database, name: str, *, starts_on: date | None = None, ends_on: date | None = None
) -> Changes:
    name = " ".join(name.split())
    if not name:
        raise ServiceError('the season needs a name, e.g. "2026-27"')
    if starts_on and ends_on and ends_on < starts_on:
        raise ServiceError(f"the season ends ({ends_on}) before it starts ({starts_on})")
    with use_case(database, "season.created", f"create season {name}") as unit:
        if unit.rows("season", name=name):
            raise ServiceError(f"there is already a season called {name}; choose another name")
        unit.insert("season", name=name, starts_on=starts_on, ends_on=ends_on)
    return done(unit)


def list_seasons(database: Database) -> list[dict[str, Any]]:
    table = metadata.tables["season"]
    with database.engine.connect() as connection:
        return [
            dict(r) for r in connection.execute(sa.select(table).order_by(table.c.id)).mappings()
        ]


@dataclass(frozen=True, slots=True)
class PlayerImport:
    """One line of an import: a new player (player_id None) or new details for a known one."""

    line: int
    name: str
    membership_number: str | None
    notes: str | None
    player_id: int | None = None
    seen_version: int | None = None


def import_players(database: Database, plan: Sequence[PlayerImport], skipped: int = 0) -> Changes:
    """Apply a previewed import in one transaction (one audit row, undone in one step);
    `skipped` refused lines were left out at the secretary's word."""
    summary = f"import {len(plan)} players" + (
        f", {skipped} refused lines skipped" if skipped else ""
    )
    with use_case(database, "players.imported", summary) as unit:
        for item in plan:
            if item.player_id is None:
                _refuse_taken_number(unit, item.membership_number, None)
                unit.insert(
                    "player",
                    name=item.name,
                    membership_number=item.membership_number,
                    notes=item.notes or "",
                    active=True,
                )
                continue
            assert item.seen_version is not None
            fields: dict[str, Any] = {"name": item.name}
            if item.membership_number is not None:
                fields["membership_number"] = item.membership_number
            if item.notes is not None:
                fields["notes"] = item.notes
            unit.update("player", item.player_id, item.seen_version, f"line {item.line}", **fields)
    return done(unit)


def clean_name(name: str) -> str:
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise ServiceError("the player's name is blank: type a name")
    if len(cleaned) > MAX_NAME:
        raise ServiceError(f"the name is {len(cleaned)} characters long; keep it to {MAX_NAME}")
    return cleaned


def clean_number(number: str | None) -> str | None:
    cleaned = " ".join(str(number).split()) if number is not None else ""
    if len(cleaned) > MAX_NUMBER:
        raise ServiceError(
            f"the membership number {excerpt(cleaned, 20)} is {len(cleaned)} characters long; "
            f"keep it to {MAX_NUMBER}"
        )
    return cleaned or None


def _refuse_taken_number(unit: UnitOfWork, number: str | None, player_id: int | None) -> None:
    if number is None:
        return
    for other in unit.rows("player", membership_number=number):
        if other["id"] != player_id:
            raise ServiceError(
                f"membership number {number} already belongs to {other['name']}; "
                "check the number or leave it blank"
            )


def _what(player: dict[str, Any]) -> str:
    return f"player {player['name']}"
