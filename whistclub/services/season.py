"""The club's season: seasons, their competitions, and the season tables (issue 26).

A season has a name and start and end dates; the club's current season is a setting
(`season.current`), else the season whose dates hold today, else the newest. A season's
evenings are the drives stored with its id, and the drives stored without a season whose date
falls within its dates. A competition is a named rule (whistclub.domain.season.rules) stored
as JSON; its table is worked out here from the stored evenings through the same loader the
Drive screens use (services.evenings.evening_from_rows), so a corrected result changes the
season table at once, and is never stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from whistclub.domain.drive.movements.model import DUMMY
from whistclub.domain.errors import DomainError
from whistclub.domain.season.games import ClubGame, game_table
from whistclub.domain.season.members import is_member
from whistclub.domain.season.members import publishes_name as publishes_name  # the site asks here
from whistclub.domain.season.records import EveningLine
from whistclub.domain.season.rules import Rule, read_rule
from whistclub.domain.season.table import (
    Played,
    Player,
    SeasonEvening,
    Table,
    season_tables,
)
from whistclub.persistence.audit_subjects import SEVERAL
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services import drives
from whistclub.services.collector import collector_paused
from whistclub.services.errors import NotFoundError, ServiceError
from whistclub.services.evenings import LoadedEvening, evening_from_rows
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


# --- The season's evenings ----------------------------------------------------------------


# An evening's version (evening_versions) and the evening as read then.
Version = tuple[str | None, str | None]
Reading = tuple[Version, LoadedEvening]


@dataclass(frozen=True, slots=True)
class SeasonData:
    """A season's stored evenings, loaded once: the domain's view of them and the rows."""

    season: dict[str, Any]
    evenings: tuple[SeasonEvening, ...]
    loaded: dict[int, LoadedEvening]
    players: dict[str, Player]
    player_rows: dict[int, dict[str, Any]]
    # Each key's first evening and card there (a walk-in is published as their card number).
    cards: dict[str, tuple[int, int]]
    lines: tuple[EveningLine, ...] = ()  # one per player per evening (domain.season.records)
    # the season's club games, scored (domain.season.games); None: not read yet (they are read
    # when a competition over them is first worked out)
    games: tuple[ClubGame, ...] | None = None
    # each evening's version as read (evening_versions): a later reading keeps the evenings
    # whose version is the same (load_season's `reuse`)
    versions: Mapping[int, Version] = field(default_factory=dict)

    def readings(self) -> dict[int, Reading]:
        """Each evening as read, with its version: what a later reading may keep."""
        return {e: (self.versions[e], one) for e, one in self.loaded.items()}


def player_key(event_id: int, entrant: Mapping[str, Any]) -> str:
    """A player's key across evenings: the club player's id, or the walk-in's own card."""
    if entrant.get("player_id") is not None:
        return f"p{entrant['player_id']}"
    return f"e{event_id}.{entrant['number']}"


def season_event_ids(database: Database, season: Mapping[str, Any]) -> list[int]:
    table = metadata.tables["drive_event"]
    start, end = season["starts_on"], season["ends_on"]
    undated: sa.ColumnElement[bool] = table.c.season_id.is_(None)
    if start is not None:
        undated = undated & (table.c.held_on >= start)
    if end is not None:
        undated = undated & (table.c.held_on <= end)
    if start is None and end is None:
        undated = sa.false()
    query = (
        sa.select(table.c.id)
        .where((table.c.season_id == season["id"]) | undated)
        .order_by(table.c.held_on, table.c.id)
    )
    with database.engine.connect() as connection:
        return [int(i) for i in connection.execute(query).scalars()]


def all_event_ids(database: Database) -> list[int]:
    table = metadata.tables["drive_event"]
    query = sa.select(table.c.id).order_by(table.c.held_on, table.c.id)
    with database.engine.connect() as connection:
        return [int(i) for i in connection.execute(query).scalars()]


def load_season(
    database: Database, season: Mapping[str, Any], reuse: Mapping[int, Reading] | None = None
) -> SeasonData:
    """The season's evenings read and worked out; with `reuse` (evenings read earlier from
    the same club: SeasonData.readings, read_evening), those not changed since are kept
    (issue 24: a season of 43 drives of 40 tables took 1.6 s to read again after any change
    to the club)."""
    return load_events(database, season_event_ids(database, season), season, reuse)


def read_evening(database: Database, event_id: int) -> Reading:
    """One evening read and worked out, with its version read first (a change made while it
    is read then has it read again next time, never kept as older than it is)."""
    version = evening_versions(database, [event_id])[event_id]
    with collector_paused():  # as load_events reads them: many objects, all kept
        return version, evening_from_rows(drives.load_event(database, event_id))


def evening_versions(database: Database, event_ids: Sequence[int]) -> dict[int, Version]:
    """Each evening's version: the chain hash of its newest audit entry and of the newest
    entry that touched several evenings at once (a merge of two players who both played).
    The hash seals the whole trail up to its entry (persistence/audit_chain.py), so an
    evening whose version is unchanged holds the same stored rows, even in a club file
    restored from a backup."""
    audit, event = metadata.tables["audit"], metadata.tables["drive_event"]

    def newest_hash(subject: Any) -> Any:
        # The newest entry by the index on event_id, read from its end (one seek each, not
        # every entry of the evening: a 40-table evening has about 1,100).
        return (
            sa.select(audit.c.hash)
            .where(audit.c.event_id == subject)
            .order_by(audit.c.id.desc())
            .limit(1)
            .scalar_subquery()
        )

    query = sa.select(event.c.id, newest_hash(event.c.id)).where(event.c.id.in_(list(event_ids)))
    with database.engine.connect() as connection:
        own = dict(connection.execute(query).all())
        several = connection.execute(sa.select(newest_hash(SEVERAL))).scalar()
    return {e: (own.get(e), several) for e in event_ids}


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


def load_events(
    database: Database,
    event_ids: Sequence[int],
    season: Mapping[str, Any] | None = None,
    reuse: Mapping[int, Reading] | None = None,
) -> SeasonData:
    """The evenings `event_ids` (in date order) as the season tables and records read them
    (with the cycle collector paused: the reading makes as many objects as the tables do);
    those unchanged since `reuse` was read are taken from it."""
    with collector_paused():
        return _load_events(database, event_ids, season, reuse)


def _load_events(
    database: Database,
    event_ids: Sequence[int],
    season: Mapping[str, Any] | None,
    reuse: Mapping[int, Reading] | None = None,
) -> SeasonData:
    # The versions first: a change made while the evenings are read then makes its evening
    # read again next time, never kept as older than it is.
    versions = evening_versions(database, event_ids)
    rows = {int(p["id"]): p for p in _players(database)}
    evenings: list[SeasonEvening] = []
    loaded: dict[int, LoadedEvening] = {}
    players: dict[str, Player] = {}
    cards: dict[str, tuple[int, int]] = {}
    lines: list[EveningLine] = []
    for event_id in event_ids:
        kept = reuse.get(event_id) if reuse is not None else None
        if kept is not None and kept[0] == versions[event_id]:
            one = kept[1]  # not changed since: the evening as worked out then
        else:
            one = evening_from_rows(drives.load_event(database, event_id))
        loaded[event_id] = one
        if one.evening is None:
            continue  # not yet an evening (no entrants, no tables): nothing to count
        by_card = {int(e["number"]): e for e in one.entrants}
        keys: dict[int, str] = {}
        for card, entrant in by_card.items():
            keys[card] = player_key(event_id, entrant)
        held = one.event.get("held_on")
        day = held if isinstance(held, date) else None
        name = str(one.event["name"])
        partners = _partners(one, keys)
        prizes: dict[int, list[str]] = {}
        for award in one.evening.prizes:
            for card in award.cards:
                prizes.setdefault(card, []).append(award.name)
        played = []
        for standing in one.evening.standings:
            entrant = by_card.get(standing.card, {"number": standing.card, "player_id": None})
            key = keys.get(standing.card) or player_key(event_id, entrant)
            row = rows.get(entrant["player_id"]) if entrant.get("player_id") else None
            if key not in players:
                shown = row["name"] if row else standing.name
                players[key] = Player(key, shown, row is not None and is_member(row))
            cards.setdefault(key, (event_id, standing.card))
            role = standing.role.value if standing.role is not None else None
            played.append(Played(key, standing.rank, standing.total, role))
            lines.append(
                EveningLine(
                    event_id,
                    name,
                    day,
                    key,
                    standing.rank,
                    standing.total,
                    standing.ten_plus,
                    standing.hands_played,
                    len(one.evening.standings),
                    tuple(prizes.get(standing.card, ())),
                    tuple(partners.get(standing.card, ())),
                )
            )
        evenings.append(
            SeasonEvening(
                event_id,
                name,
                day,
                one.settings.format.value,
                one.settings.roles,
                tuple(played),
            )
        )
    chosen = (
        dict(season)
        if season is not None
        else {"id": None, "name": "", "starts_on": None, "ends_on": None}
    )
    return SeasonData(
        chosen, tuple(evenings), loaded, players, rows, cards, tuple(lines), versions=versions
    )


def _partners(one: LoadedEvening, keys: Mapping[int, str]) -> dict[int, list[str]]:
    """Each card's partner at every change played (North with South, East with West)."""
    found: dict[int, list[str]] = {}
    assert one.evening is not None
    for change in one.evening.changes:
        for table in change.seating.tables:
            for a, b in (table.ns, table.ew):
                if DUMMY in (a, b):
                    continue
                found.setdefault(a, []).append(keys.get(b, str(b)))
                found.setdefault(b, []).append(keys.get(a, str(a)))
    return found


def _players(database: Database) -> list[dict[str, Any]]:
    table = metadata.tables["player"]
    with database.engine.connect() as connection:
        return [dict(r) for r in connection.execute(sa.select(table)).mappings()]


def club_version(database: Database) -> int:
    """The newest audit entry's id: the club has changed since a reading iff this has."""
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.max(audit.c.id))).scalar() or 0)


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
