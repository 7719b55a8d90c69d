"""The season's evenings read for its tables, the players' records and the results website,
split from whistclub/services/season.py, which re-exports every name here.

Each evening is read as its summary (services.evening_summary): from an earlier reading in
memory when its version is the same (`reuse`), else from the summaries kept between starts
(services.reading_cache), else worked out from the database through the loader the Drive
screens use (services.evenings.evening_from_rows) and kept. A corrected result gives its
evening a new version, so it changes the season at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from whistclub.domain.season.games import ClubGame
from whistclub.domain.season.members import is_member
from whistclub.domain.season.records import EveningLine
from whistclub.domain.season.table import Played, Player, SeasonEvening
from whistclub.persistence.audit_subjects import SEVERAL
from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services import drives, reading_cache
from whistclub.services.collector import collector_paused
from whistclub.services.evening_reading import evening_from_rows
from whistclub.services.evening_summary import EveningSummary, summary_of

# An evening's version (evening_versions) and the evening as read then.
Version = tuple[str | None, str | None]
Reading = tuple[Version, EveningSummary]


@dataclass(frozen=True, slots=True)
class SeasonData:
    """A season's stored evenings, loaded once: the domain's view of them and the rows."""

    season: dict[str, Any]
    evenings: tuple[SeasonEvening, ...]
    loaded: dict[int, EveningSummary]
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


def season_event_ids(database: Database, season: Mapping[str, Any]) -> list[int]:
    """The season's evenings: stored with it, or stored without a season and held within its
    dates."""
    return ids_in_season(database, "drive_event", "held_on", season)


def ids_in_season(
    database: Database, table_name: str, day: str, season: Mapping[str, Any]
) -> list[int]:
    """The ids of `table_name`'s rows of the season, by `day`: those stored with it, and those
    stored without a season whose day falls within its dates (none if it has no dates)."""
    table = metadata.tables[table_name]
    start, end = season["starts_on"], season["ends_on"]
    undated: sa.ColumnElement[bool] = table.c.season_id.is_(None)
    if start is not None:
        undated = undated & (table.c[day] >= start)
    if end is not None:
        undated = undated & (table.c[day] <= end)
    if start is None and end is None:
        undated = sa.false()
    query = (
        sa.select(table.c.id)
        .where((table.c.season_id == season["id"]) | undated)
        .order_by(table.c[day], table.c.id)
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
    """One evening's summary, with its version (read first: a change made while it is read
    then has it read again next time, never kept as older than it is)."""
    with collector_paused():  # as load_events reads them: many objects, all kept
        club, versions = _club_and_versions(database, [event_id])
        return versions[event_id], _summaries(database, club, [event_id], versions, None)[event_id]


def evenings_to_work_out(
    database: Database, event_ids: Sequence[int], reuse: Mapping[int, Reading] | None = None
) -> tuple[dict[int, Reading], dict[int, int]]:
    """The evenings `event_ids` to be had without working them out (kept in memory by
    `reuse`, or between starts, under the version they have now) as readings; and each of
    the others with its stored table results, in the order given: what working it out costs
    (a 40-table evening of 24 changes has 960, about 35 ms), so that a page can read a long
    season a step at a time (ui/season_steps.py)."""
    club, versions = _club_and_versions(database, event_ids)
    found = _at_hand(club, event_ids, versions, reuse)
    ready = {e: (versions[e], summary) for e, summary in found.items()}
    rest = [e for e in event_ids if e not in ready]
    if not rest:
        return ready, {}
    results = metadata.tables["drive_table_result"]
    query = (
        sa.select(results.c.event_id, sa.func.count())
        .where(results.c.event_id.in_(rest))
        .group_by(results.c.event_id)
    )
    with database.engine.connect() as connection:
        counted = dict(connection.execute(query).all())
    return ready, {e: int(counted.get(e, 0)) for e in rest}


def evening_versions(database: Database, event_ids: Sequence[int]) -> dict[int, Version]:
    """Each evening's version: the chain hash of its newest audit entry and of the newest
    entry that touched several evenings at once (a merge of two players who both played).
    The hash seals the whole trail up to its entry (persistence/audit_chain.py), so an
    evening whose version is unchanged holds the same stored rows, even in a club file
    restored from a backup."""
    return _club_and_versions(database, event_ids)[1]


def _club_and_versions(
    database: Database, event_ids: Sequence[int]
) -> tuple[str, dict[int, Version]]:
    """The club's identity (the hash of its first audit entry, which no later entry changes:
    the summaries kept of two clubs' evenings never mix) and evening_versions."""
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
        club = connection.execute(sa.select(_entry_hash(newest=False))).scalar() or ""
    return str(club), {e: (own.get(e), several) for e in event_ids}


def _entry_hash(*, newest: bool) -> Any:
    """The chain hash of the club's first or newest audit entry, as a scalar subquery."""
    audit = metadata.tables["audit"]
    order = audit.c.id.desc() if newest else audit.c.id
    return sa.select(audit.c.hash).order_by(order).limit(1).scalar_subquery()


def _summaries(
    database: Database,
    club: str,
    event_ids: Sequence[int],
    versions: Mapping[int, Version],
    reuse: Mapping[int, Reading] | None,
) -> dict[int, EveningSummary]:
    """Each evening's summary: kept in memory (`reuse`) or between starts when its version is
    the same, else worked out from the database (and kept)."""
    found = _at_hand(club, event_ids, versions, reuse)
    keys = {e: reading_cache.version_key(versions[e]) for e in event_ids if e not in found}
    worked_out = {
        e: summary_of(evening_from_rows(drives.load_event(database, e)))
        for e in event_ids
        if e not in found
    }
    found.update(worked_out)
    if worked_out:
        # Kept only under a version still current once read: a change made while the rows
        # were read would otherwise have newer rows kept under the older version.
        now = _club_and_versions(database, list(worked_out))[1]
        reading_cache.keep_summaries(
            club,
            [(keys[e], one) for e, one in worked_out.items() if now[e] == versions[e]],
        )
    return found


def _at_hand(
    club: str,
    event_ids: Sequence[int],
    versions: Mapping[int, Version],
    reuse: Mapping[int, Reading] | None,
) -> dict[int, EveningSummary]:
    """The evenings' summaries to be had without working them out: kept in memory (`reuse`)
    or between starts, under the version each evening has now."""
    found: dict[int, EveningSummary] = {}
    for event_id in event_ids:
        kept = reuse.get(event_id) if reuse is not None else None
        if kept is not None and kept[0] == versions[event_id]:
            found[event_id] = kept[1]  # not changed since: the evening as read then
    keys = {e: reading_cache.version_key(versions[e]) for e in event_ids if e not in found}
    found.update(reading_cache.read_summaries(club, keys))
    return found


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
    club, versions = _club_and_versions(database, event_ids)
    rows = {int(p["id"]): p for p in _players(database)}
    loaded = _summaries(database, club, event_ids, versions, reuse)
    evenings: list[SeasonEvening] = []
    players: dict[str, Player] = {}
    cards: dict[str, tuple[int, int]] = {}
    lines: list[EveningLine] = []
    for event_id in event_ids:
        one = loaded[event_id]
        if not one.counts or not any(line.hands_played for line in one.standings):
            # Not yet an evening (no entrants or tables, or no hand played: an evening set
            # up ahead, its entrants at the door): no places, wins or attendance to count.
            continue
        keys = one.keys
        prizes: dict[int, list[str]] = {}
        for award, winners in one.prizes:
            for card in winners:
                prizes.setdefault(card, []).append(award)
        player_ids = dict(one.entrants)
        played = []
        for standing in one.standings:
            key = keys.get(standing.card) or f"e{event_id}.{standing.card}"
            player_id = player_ids.get(standing.card)
            row = rows.get(player_id) if player_id is not None else None
            if key not in players:
                shown = row["name"] if row else standing.name
                players[key] = Player(key, shown, row is not None and is_member(row))
            cards.setdefault(key, (event_id, standing.card))
            partner = None
            if one.format == "partner":  # the same partner all evening
                partner = next(iter(one.partners.get(standing.card, ())), None)
            played.append(Played(key, standing.rank, standing.total, standing.role, partner))
            lines.append(
                EveningLine(
                    event_id,
                    one.name,
                    one.held_on,
                    key,
                    standing.rank,
                    standing.total,
                    standing.ten_plus,
                    standing.hands_played,
                    len(one.standings),
                    tuple(prizes.get(standing.card, ())),
                    one.partners.get(standing.card, ()),
                )
            )
        evenings.append(
            SeasonEvening(event_id, one.name, one.held_on, one.format, one.roles, tuple(played))
        )
    chosen = (
        dict(season)
        if season is not None
        else {"id": None, "name": "", "starts_on": None, "ends_on": None}
    )
    return SeasonData(
        chosen, tuple(evenings), loaded, players, rows, cards, tuple(lines), versions=versions
    )


def _players(database: Database) -> list[dict[str, Any]]:
    table = metadata.tables["player"]
    with database.engine.connect() as connection:
        return [dict(r) for r in connection.execute(sa.select(table)).mappings()]


def club_state(database: Database) -> tuple[str, str]:
    """The club's identity (the hash of its first audit entry) and the chain hash of its
    newest, which seals every stored row: unchanged, the club holds what it held."""
    query = sa.select(_entry_hash(newest=False), _entry_hash(newest=True))
    with database.engine.connect() as connection:
        found = connection.execute(query).one()
    return str(found[0] or ""), str(found[1] or "")


def club_version(database: Database) -> int:
    """The newest audit entry's id: the club has changed since a reading iff this has."""
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.max(audit.c.id))).scalar() or 0)
