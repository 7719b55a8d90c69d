"""Each player's record and the club's records (issue 26 items 3 and 4), from the stored
evenings and games, worked out by whistclub.domain.season.records."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

import sqlalchemy as sa

from whistclub.domain.season.records import (
    ClubRecords,
    EveningLine,
    PlayerRecord,
    attendance_per_season,
    club_records,
    player_record,
)
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services.errors import NotFoundError
from whistclub.services.season import (
    SeasonData,
    all_event_ids,
    find_season,
    list_seasons,
    load_events,
)
from whistclub.services.season import season_event_ids as _season_ids
from whistclub.services.text import excerpt


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    """A player's record with the names it needs: the evenings' and the partners'."""

    player: dict[str, Any]
    record: PlayerRecord
    names: dict[str, str]  # player key -> name
    games: tuple[dict[str, Any], ...]  # the club games they sat in: id, title, played_on
    span: str  # "2026-27", or "" for the club's whole history


def load_span(database: Database, season: str | None = None, whole: bool = False) -> SeasonData:
    """The season's evenings (`whole`: every evening the club has held)."""
    if whole:
        return load_events(database, all_event_ids(database))
    found = find_season(database, season)
    return load_events(database, _season_ids(database, found), found)


def player_sheet(
    database: Database,
    player_id: int,
    data: SeasonData,
    lines: Sequence[EveningLine] | None = None,
) -> PlayerSheet:
    """`lines`: the player's own lines when already sorted out (publishing every player)."""
    player = data.player_rows.get(player_id)
    if player is None:
        raise NotFoundError(f"player {player_id} is not in the club database")
    held = [e.id for e in data.evenings]
    record = player_record(f"p{player_id}", data.lines if lines is None else lines, held)
    names = {key: p.name for key, p in data.players.items()}
    return PlayerSheet(
        dict(player),
        record,
        names,
        tuple(_games_of(database, player_id, data)),
        data.season["name"],
    )


def _games_of(database: Database, player_id: int, data: SeasonData) -> list[dict[str, Any]]:
    game, seat = metadata.tables["game"], metadata.tables["game_seat"]
    query = (
        sa.select(game.c.id, game.c.title, game.c.played_on, game.c.profile)
        .join(seat, seat.c.game_id == game.c.id)
        .where(seat.c.player_id == player_id)
        .order_by(game.c.played_on, game.c.id)
    )
    with database.engine.connect() as connection:
        rows = [dict(r) for r in connection.execute(query).mappings()]
    if data.season.get("id") is None:  # every season: every game
        return rows
    # The season's own games, as its tables count them: stored with it, or stored without a
    # season and played within its dates (season_games.season_game_ids).
    from whistclub.services.season_games import season_game_ids

    ours = set(season_game_ids(database, data.season))
    return [r for r in rows if r["id"] in ours]


def records_of(data: SeasonData) -> ClubRecords:
    return club_records(data.lines, [e.id for e in data.evenings])


def _day(value: date | None) -> str:
    return value.isoformat() if value else ""


def sheet_json(sheet: PlayerSheet, label: Any = None) -> dict[str, Any]:
    """The record as plain values for the page and the PDF; `label(key)` names the other
    players (the site shows non-published ones by card number)."""
    name_of = label or (lambda key: sheet.names.get(key, key))
    record = sheet.record
    best = record.best
    evening_names = {line.event_id: line.evening for line in record.lines}
    return {
        "name": sheet.player["name"],
        "span": sheet.span,
        "evenings_played": len(record.lines),
        "evenings_held": record.evenings_held,
        "attendance": round(float(record.attendance) * 100),
        "total": record.total,
        "ten_plus": record.ten_plus,
        "longest_run": record.longest_run,
        "best": None
        if best is None
        else {
            "id": best.event_id,
            "evening": best.evening,
            "date": _day(best.held_on),
            "total": best.total,
        },
        "prizes": [{"id": e, "evening": evening_names[e], "prize": p} for e, p in record.prizes],
        "partners": [{"name": name_of(key), "changes": n} for key, n in record.partners],
        "evenings": [
            {
                "id": line.event_id,
                "evening": line.evening,
                "date": _day(line.held_on),
                "place": line.place,
                "of": line.entrants,
                "total": line.total,
                "prizes": list(line.prizes),
            }
            for line in record.lines
        ],
        "games": [
            {"title": g["title"], "date": _day(g["played_on"]), "profile": g["profile"]}
            for g in sheet.games
        ],
    }


def sheet_as_json(record: dict[str, Any]) -> dict[str, Any]:
    """sheet_json for `whistclub-cli record --player`: its totals as JSON numbers (a total
    is a fraction when an odd number is scored at the room's average: 19.5), as `season`
    writes scores (season.number)."""
    from whistclub.services.season import number

    out = {**record, "total": number(record["total"])}
    if record["best"] is not None:
        out["best"] = {**record["best"], "total": number(record["best"]["total"])}
    out["evenings"] = [{**line, "total": number(line["total"])} for line in record["evenings"]]
    return out


def find_player(data: SeasonData, which: str) -> int:
    """A player by membership number, id or exact name (for the command line)."""
    rows = list(data.player_rows.values())
    for key in ("membership_number", "id", "name"):
        found = [r for r in rows if str(r.get(key) or "") == which]
        if len(found) == 1:
            return int(found[0]["id"])
        if len(found) > 1:
            raise NotFoundError(
                f"{len(found)} players are called {excerpt(which)}: give the membership number"
            )
    raise NotFoundError(
        f"there is no player {excerpt(which)!r}: give a name, membership number or id"
    )


def season_attendance(database: Database, data: SeasonData) -> list[dict[str, Any]]:
    """Per season: its evenings among `data`'s and the players at them added up. `data` of
    one season tells of that season only: the others' evenings were not read, and were
    reported as none."""
    per_evening = dict(records_of(data).attendance)
    only = data.season.get("id")
    held = {
        season["name"]: [e for e in _season_ids(database, season) if e in per_evening]
        for season in list_seasons(database)
        if only is None or season["id"] == only
    }
    return [
        {"season": name, "evenings": evenings, "attendances": attendances}
        for name, (evenings, attendances) in attendance_per_season(held, per_evening).items()
    ]


def records_json(data: SeasonData, database: Database | None = None) -> dict[str, Any]:
    """The club records and attendance as plain values (names by player key); with the
    database, the attendance per season too."""
    found = records_of(data)
    names = {key: p.name for key, p in data.players.items()}
    evenings = {e.id: e for e in data.evenings}
    return {
        "span": data.season["name"],
        "records": [
            {
                "what": r.what,
                "players": [names.get(k, k) for k in r.players],
                "keys": list(r.players),
                "figure": r.figure if isinstance(r.figure, int) else round(float(r.figure), 2),
                "evenings": list(r.events),
            }
            for r in found.records
        ],
        "attendance": [
            {
                "id": e,
                "evening": evenings[e].name,
                "date": _day(evenings[e].held_on),
                "players": n,
            }
            for e, n in found.attendance
        ],
        "seasons": season_attendance(database, data) if database is not None else [],
    }
