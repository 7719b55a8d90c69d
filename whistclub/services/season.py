"""The club's season: seasons, their competitions, and the season tables (issue 26).

A season has a name and start and end dates; the club's current season is a setting
(`season.current`), else the season whose dates hold today, else the newest. A season's
evenings are the drives stored with its id, and the drives stored without a season whose date
falls within its dates. A competition is a named rule (whistclub.domain.season.rules) stored
as JSON; its table is worked out here from the stored evenings (read by
services.season_evenings, through the same loader the Drive screens use), so a corrected result
changes the season table at once; the table itself is never stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from whistclub.domain.errors import DomainError
from whistclub.domain.season.games import game_table
from whistclub.domain.season.members import is_member
from whistclub.domain.season.members import publishes_name as publishes_name  # the site asks here
from whistclub.domain.season.rules import Rule, read_rule
from whistclub.domain.season.table import Player, Table, season_tables
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services import drives as drives  # tests watch its load_event
from whistclub.services import reading_cache
from whistclub.services.collector import collector_paused
from whistclub.services.errors import NotFoundError, ServiceError
from whistclub.services.season_evenings import (  # re-exported: the season's callers ask here
    Reading as Reading,
)
from whistclub.services.season_evenings import SeasonData as SeasonData
from whistclub.services.season_evenings import Version as Version
from whistclub.services.season_evenings import all_event_ids as all_event_ids
from whistclub.services.season_evenings import club_state as club_state
from whistclub.services.season_evenings import club_version as club_version
from whistclub.services.season_evenings import evening_versions as evening_versions
from whistclub.services.season_evenings import evenings_to_work_out as evenings_to_work_out
from whistclub.services.season_evenings import load_events as load_events
from whistclub.services.season_evenings import load_season as load_season
from whistclub.services.season_evenings import read_evening as read_evening
from whistclub.services.season_evenings import season_event_ids as season_event_ids
from whistclub.services.season_games import season_games
from whistclub.services.settings import load_settings, set_setting
from whistclub.services.text import excerpt
from whistclub.services.unit import Changes, done, use_case

if TYPE_CHECKING:
    from whistclub.reports.words import Words

CURRENT_KEY = "season.current"


# --- Seasons and competitions ------------------------------------------------------------


def list_seasons(database: Database) -> list[dict[str, Any]]:
    table = metadata.tables["season"]
    with database.engine.connect() as connection:
        query = sa.select(table).order_by(table.c.starts_on, table.c.id)
        return [dict(r) for r in connection.execute(query).mappings()]


def current_season(database: Database, today: date | None = None) -> dict[str, Any] | None:
    """The club's current season: the one set as current, else the one whose dates hold
    today, else the newest; None when the club has no season."""
    seasons = list_seasons(database)
    if not seasons:
        return None
    chosen = (load_settings(database).get(CURRENT_KEY) or {}).get("value")
    for season in seasons:
        if season["id"] == chosen:
            return season
    day = today or date.today()
    for season in seasons:
        start, end = season["starts_on"], season["ends_on"]
        if (start is None or start <= day) and (end is None or day <= end):
            return season
    return max(seasons, key=lambda s: (s["starts_on"] or date.min, s["id"]))


def set_current_season(database: Database, season_id: int) -> Changes:
    find_season(database, str(season_id))
    stored = load_settings(database).get(CURRENT_KEY)
    return set_setting(database, CURRENT_KEY, season_id, stored["version"] if stored else None)


def find_season(database: Database, which: str | None) -> dict[str, Any]:
    """A season by its name or number; None or empty: the current season."""
    seasons = list_seasons(database)
    if not seasons:
        raise NotFoundError(
            "the club has no season yet: create one (a name and its start and end dates)"
        )
    if not which:
        found = current_season(database)
        assert found is not None
        return found
    for season in seasons:
        if season["name"] == which or str(season["id"]) == which:
            return season
    names = ", ".join(s["name"] for s in seasons)
    raise NotFoundError(
        f"there is no season called {excerpt(which)!r}; the club's seasons: {excerpt(names, 200)}"
    )


def list_competitions(database: Database, season_id: int) -> list[dict[str, Any]]:
    table = metadata.tables["competition"]
    with database.engine.connect() as connection:
        query = (
            sa.select(table)
            .where(table.c.season_id == season_id)
            .order_by(table.c.position, table.c.id)
        )
        return [dict(r) for r in connection.execute(query).mappings()]


def find_competition(
    database: Database,
    season: Mapping[str, Any],
    name: str,
    competitions: Sequence[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The season's competition called `name` (its row, with the version to pass back); the
    refusal names the season's competitions."""
    found = competitions if competitions is not None else list_competitions(database, season["id"])
    wanted = " ".join(name.split())
    for row in found:
        if row["name"] == wanted:
            return dict(row)
    names = ", ".join(c["name"] for c in found) or "none yet"
    raise NotFoundError(
        f"{season['name']} has no competition called {excerpt(name)!r} "
        f"(its competitions: {excerpt(names, 200)})"
    )


def add_competition(
    database: Database, season_id: int, name: str, rule: Mapping[str, Any] | Rule
) -> Changes:
    name = " ".join(name.split())
    if not name:
        raise ServiceError('the competition needs a name, e.g. "Winter cup"')
    checked = competition_rule(rule)
    with use_case(database, "competition.added", f"add competition {name}") as unit:
        season = unit.require("season", season_id, f"season {season_id}")
        if unit.rows("competition", season_id=season_id, name=name):
            raise ServiceError(
                f"{season['name']} already has a competition called {name}; choose another name"
            )
        position = len(unit.rows("competition", season_id=season_id))
        unit.clash = f"{season['name']} already has a competition called {name}"
        unit.insert(
            "competition",
            season_id=season_id,
            name=name,
            position=position,
            rule=checked.to_json(),
        )
    return done(unit)


def change_competition(
    database: Database, competition_id: int, seen_version: int, rule: Mapping[str, Any] | Rule
) -> Changes:
    checked = competition_rule(rule)
    with use_case(database, "competition.changed", "") as unit:
        row = unit.require("competition", competition_id, "the competition", seen_version)
        unit.summary = f"change the rule of {row['name']}"
        unit.update(
            "competition", competition_id, seen_version, row["name"], rule=checked.to_json()
        )
    return done(unit)


def delete_competition(database: Database, competition_id: int, seen_version: int) -> Changes:
    with use_case(database, "competition.deleted", "") as unit:
        row = unit.require("competition", competition_id, "the competition", seen_version)
        unit.summary = f"delete competition {row['name']}"
        unit.delete("competition", competition_id, seen_version, row["name"])
    return done(unit)


def competition_rule(rule: Mapping[str, Any] | Rule) -> Rule:
    """A stored or typed rule checked by the domain; its refusal in the user's words."""
    if isinstance(rule, Rule):
        return rule
    try:
        return read_rule(rule)
    except DomainError as error:
        raise ServiceError(str(error)) from None


# --- Publishing names --------------------------------------------------------------------


def set_publish_name(
    database: Database, player_id: int, seen_version: int, publish: bool | None
) -> Changes:
    """The player's own word on the results website: True, False, or None (the default:
    members by name, non-members as their card number)."""
    with use_case(database, "player.publish_name", "") as unit:
        player = unit.require("player", player_id, "the player", seen_version)
        word = {True: "publish", False: "do not publish", None: "default for"}[publish]
        unit.summary = f"{word} {player['name']}'s name"
        unit.update("player", player_id, seen_version, player["name"], publish_name=publish)
    return done(unit)


# --- The season's evenings: whistclub/services/season_evenings.py -------------------------


def with_games(database: Database, data: SeasonData) -> SeasonData:
    """The season's data with its club games read and scored (once)."""
    if data.games is not None:
        return data
    return replace(data, games=season_games(database, data.season))


def game_players(data: SeasonData) -> dict[str, Player]:
    """Every club player by key (a club game has no walk-ins), with the evenings' own."""
    found = {
        f"p{key}": Player(f"p{key}", str(row["name"]), is_member(row))
        for key, row in data.player_rows.items()
    }
    return {**found, **data.players}


def competition_tables(
    name: str,
    rule: Rule,
    data: SeasonData,
    players: Mapping[str, Player],
    as_of: date | None = None,
) -> list[Table]:
    """A competition's tables: over the season's evenings, or its club games (rule.games)."""
    with collector_paused():
        if rule.games is not None:
            assert data.games is not None, "read the games first (with_games)"
            return [game_table(name, rule, data.games, players, as_of)]
        return season_tables(name, rule, data.evenings, players, as_of)


# --- The season tables --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CompetitionTables:
    competition: dict[str, Any]
    rule: Rule
    tables: tuple[Table, ...]


@dataclass(frozen=True, slots=True)
class SeasonTables:
    season: dict[str, Any]
    competitions: tuple[CompetitionTables, ...]
    data: SeasonData
    as_of: date | None = None


def season_report(
    database: Database,
    season: str | None = None,
    competition: str | None = None,
    as_of: date | None = None,
    data: SeasonData | None = None,
) -> SeasonTables:
    """Every competition's table of the season (or only the one named), as of `as_of`."""
    found = find_season(database, season) if data is None else data.season
    competitions = list_competitions(database, int(found["id"]))
    if competition is not None:
        competitions = [find_competition(database, found, competition, competitions)]
    data = data or load_season(database, found)
    rules = [competition_rule(row["rule"]) for row in competitions]
    if any(rule.games is not None for rule in rules):
        data = with_games(database, data)
    players = game_players(data)
    result = []
    with collector_paused():  # once for every competition (collector_paused)
        for row, rule in zip(competitions, rules, strict=True):
            tables = competition_tables(row["name"], rule, data, players, as_of)
            result.append(CompetitionTables(row, rule, tuple(tables)))
    return SeasonTables(found, tuple(result), data, as_of)


def number(value: Fraction | int) -> int | float:
    """A score as JSON: whole numbers stay whole, anything else to two decimals."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else round(float(value), 2)


def report_json(report: SeasonTables, words: Words | None = None) -> dict[str, Any]:
    """The `whistclub-cli season --format json` object (docs/cli.md, "season"); with `words`,
    the tables' names, the rules and the whys in that language (for paper and the window)."""
    from whistclub.reports.season_words import rule_words, table_name, why_words
    from whistclub.reports.words import ENGLISH

    w = words or ENGLISH
    season = report.season
    competitions = []
    for item in report.competitions:
        for table in item.tables:
            rule = {**item.rule.to_json(), "table": table.role, "words": rule_words(w, item.rule)}
            competitions.append(
                {
                    "name": table_name(w, table.competition, table.role),
                    "rule": rule,
                    "rows": [
                        {
                            "rank": row.rank,
                            "name": row.name,
                            "points": number(row.points),
                            "counted": list(row.counted),
                            "dropped": list(row.dropped),
                            "qualified": row.qualified,
                            "why": why_words(w, row.steps),
                        }
                        for row in table.rows
                    ],
                }
            )
    return {
        "season": {
            "name": season["name"],
            "start": _day(season["starts_on"]),
            "end": _day(season["ends_on"]),
        },
        "competitions": competitions,
    }


def _day(value: Any) -> str | None:
    return value.isoformat() if isinstance(value, date) else None


def all_tables(report: SeasonTables) -> Sequence[Table]:
    return [table for item in report.competitions for table in item.tables]


# --- The tables as the window last showed them -------------------------------------------

ClubState = tuple[str, str]  # season_evenings.club_state: read before the tables are worked out


def _shown_as(season_id: int, language: str) -> str:
    return f"season {season_id} tables in {language}"


def remembered_tables(
    now: ClubState, season_id: int, language: str
) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """The season's tables as the window last showed them (report_json in `language`, and
    each table's competition row; as of no date, as the page opens), if the club has not
    changed since: a window opened on a club of ten years shows its Season page at once
    (issue 24: its 43 evenings and tables of 2,000 players take some 0.2 s to work out);
    `now`: the club's state (club_state). None: work them out."""
    club, newest = now
    kept = reading_cache.read_shown(club, _shown_as(season_id, language), newest)
    if not isinstance(kept, dict):
        return None
    return kept["tables"], kept["competitions"]


def remember_tables(
    database: Database,
    before: ClubState,
    season_id: int,
    language: str,
    tables: Mapping[str, Any],
    competitions: Sequence[Mapping[str, Any]],
) -> None:
    """Keep the tables the window shows, worked out with the club in state `before`; not
    when it has changed since (they might then hold a change the state does not)."""
    club, newest = before
    if club_state(database) != before:
        return
    document = {"tables": tables, "competitions": list(competitions)}
    reading_cache.keep_shown(club, _shown_as(season_id, language), newest, document)
