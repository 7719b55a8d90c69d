"""Seasons, competitions and the season table worked out from stored evenings (issue 26)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from whistclub.persistence import Database
from whistclub.services import ServiceError, club, evenings, season, undo
from whistclub.services.errors import NotFoundError

SETTINGS: dict[str, Any] = {"format": "progressive", "changes": 2, "half_after": 1}
TRICKS = {1: ([7, 4], [9, 6]), 2: ([3, 8], [10, 5]), 3: ([13, 0], [6, 6])}


def _evening(database: Database, which: int, held_on: date, members: list[int]) -> int:
    made = evenings.new_evening(database, f"Drive {which}", SETTINGS, held_on=held_on)
    event_id = made.created_id("drive_event")
    for card, player_id in enumerate(members, start=1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(
            database, event_id, f"P{player_id}", role=role, player_id=player_id
        )
    evenings.register_entrant(database, event_id, "Walk In", role="gent")
    _play(database, event_id, TRICKS[which])
    return event_id


def _play(database: Database, event_id: int, changes: Any) -> None:
    """Each change called and its tables' North-South tricks entered, in table order."""
    for tricks in changes:
        evenings.call_next_change(database, event_id)
        loaded = evenings.load_evening(database, event_id)
        seating = loaded.seating(loaded.called)
        assert seating is not None
        for table, ns in zip(sorted(t.table for t in seating.tables), tricks, strict=True):
            evenings.enter_result(database, event_id, loaded.called, table, [ns])


@pytest.fixture
def club_season(database: Database) -> dict[str, Any]:
    return make_club_season(database)


def make_club_season(database: Database) -> dict[str, Any]:
    """Seven members and two evenings of the season 2026-27 and one after it."""
    ids = [
        club.register_player(database, f"P{n}", membership_number=f"M{n}").created_id("player")
        for n in range(1, 8)
    ]
    season_id = club.create_season(
        database, "2026-27", starts_on=date(2026, 9, 1), ends_on=date(2027, 6, 30)
    ).created_id("season")
    first = _evening(database, 1, date(2026, 10, 2), ids)
    second = _evening(database, 2, date(2026, 11, 6), ids)
    after = _evening(database, 3, date(2027, 7, 2), ids)  # after the season's end
    return {"ids": ids, "season": season_id, "evenings": (first, second, after)}


def _totals(database: Database, event_id: int) -> dict[str, int]:
    loaded = evenings.load_evening(database, event_id)
    assert loaded.evening is not None
    return {s.name: s.total for s in loaded.evening.standings}


def test_the_season_table_adds_the_stored_evenings_of_the_season(database, club_season):
    first, second, _after = club_season["evenings"]
    season.add_competition(database, club_season["season"], "League", {"members_only": True})
    report = season.season_report(database)
    (item,) = report.competitions
    (table,) = item.tables
    assert table.evenings == (first, second)  # the July drive is after the season
    one, two = _totals(database, first), _totals(database, second)
    expected = {name: one[name] + two[name] for name in one if name != "Walk In"}
    assert {row.name: row.points for row in table.rows} == expected
    assert all(row.counted == (first, second) or len(row.counted) == 2 for row in table.rows)
    ranks = [row.rank for row in table.rows]
    assert ranks == sorted(ranks) and ranks[0] == 1
    # The JSON of docs/cli.md, every row with exactly its keys.
    data = season.report_json(report)
    assert data["season"] == {"name": "2026-27", "start": "2026-09-01", "end": "2027-06-30"}
    (competition,) = data["competitions"]
    assert competition["name"] == "League" and competition["rule"]["members_only"] is True
    assert set(competition["rows"][0]) == {
        "rank",
        "name",
        "points",
        "counted",
        "dropped",
        "qualified",
        "why",
    }


def test_an_evening_set_up_ahead_with_no_hand_played_counts_for_nothing(database, club_season):
    # Entrants registered for next Friday and no change called: every one of them "tied for
    # first" and scored a share of the places, a win and an attendance.
    first, second, _after = club_season["evenings"]
    ahead = evenings.new_evening(database, "Next Friday", SETTINGS, held_on=date(2026, 12, 11))
    ahead_id = ahead.created_id("drive_event")
    for card, player_id in enumerate(club_season["ids"], start=1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(
            database, ahead_id, f"P{player_id}", role=role, player_id=player_id
        )
    season.add_competition(database, club_season["season"], "Places", {"scoring": "places"})
    (table,) = season.season_report(database, competition="Places").competitions[0].tables
    assert table.evenings == (first, second)
    assert all(ahead_id not in row.counted for row in table.rows)
    # Once a hand is played there, it counts.
    evenings.call_next_change(database, ahead_id)
    loaded = evenings.load_evening(database, ahead_id)
    seating = loaded.seating(loaded.called)
    assert seating is not None
    evenings.enter_result(database, ahead_id, 1, min(t.table for t in seating.tables), [7])
    (table,) = season.season_report(database, competition="Places").competitions[0].tables
    assert table.evenings == (first, second, ahead_id)


def test_points_for_place_in_a_partner_drive_go_to_each_couple_once(database):
    # docs/drives.md: "In a partner drive the couple is ranked once": the first couple takes
    # the points for 1st (10 each), not a share of 1st and 2nd (9 each), and so on down.
    ids = [club.register_player(database, f"P{n}").created_id("player") for n in range(1, 9)]
    season_id = club.create_season(
        database, "2026-27", starts_on=date(2026, 9, 1), ends_on=date(2027, 6, 30)
    ).created_id("season")
    settings = {"format": "partner", "changes": 3, "roles": False}
    event_id = evenings.new_evening(
        database, "Pairs", settings, held_on=date(2026, 10, 2)
    ).created_id("drive_event")
    for card, player_id in enumerate(ids, start=1):
        partner = card - 1 if card % 2 == 0 else None
        evenings.register_entrant(
            database, event_id, f"P{player_id}", player_id=player_id, partner=partner
        )
    _play(database, event_id, ([9, 2], [11, 5], [4, 7]))
    standings = evenings.load_evening(database, event_id).evening.standings
    season.add_competition(database, season_id, "Pairs league", {"scoring": "places"})
    (table,) = season.season_report(database).competitions[0].tables
    points = {row.name: row.points for row in table.rows}
    couples = sorted({s.rank for s in standings})
    assert len(couples) == 4  # four couples, no two level here
    for s in standings:
        assert points[s.name] == [10, 8, 6, 5][couples.index(s.rank)]


def test_walk_ins_count_unless_members_only_and_the_table_as_of_a_date(database, club_season):
    first, _second, _after = club_season["evenings"]
    season.add_competition(database, club_season["season"], "Open", {"best": 1})
    report = season.season_report(database, competition="Open", as_of=date(2026, 10, 31))
    (table,) = report.competitions[0].tables
    assert table.evenings == (first,)
    walk_in = next(row for row in table.rows if row.name == "Walk In")
    assert walk_in.points == _totals(database, first)["Walk In"]
    # Each evening's walk-in is their own person (no club player behind the card).
    (table,) = season.season_report(database, competition="Open").competitions[0].tables
    assert [row.name for row in table.rows].count("Walk In") == 2


def test_a_corrected_result_changes_the_table_at_once(database, club_season):
    first = club_season["evenings"][0]
    season.add_competition(database, club_season["season"], "League", {})
    before = season.report_json(season.season_report(database))
    version = evenings.load_evening(database, first).results[(1, 1)]["version"]
    changes = evenings.enter_result(database, first, 1, 1, [12], seen_version=version)
    after = season.report_json(season.season_report(database))
    assert after != before
    undo(database, changes.audit_id)
    assert season.report_json(season.season_report(database)) == before


def test_competitions_refuse_slips_and_are_undone_like_any_change(database, club_season):
    season_id = club_season["season"]
    added = season.add_competition(database, season_id, "Cup", {"scoring": "places"})
    with pytest.raises(ServiceError, match="already has a competition called Cup"):
        season.add_competition(database, season_id, "Cup", {})
    with pytest.raises(ServiceError, match="'bset' is not part of a competition's rule"):
        season.add_competition(database, season_id, "Plate", {"bset": 3})
    with pytest.raises(NotFoundError, match=r"no competition called 'Plate'.*Cup"):
        season.season_report(database, competition="Plate")
    (row,) = season.list_competitions(database, season_id)
    season.change_competition(database, row["id"], row["version"], {"scoring": "percent"})
    (row,) = season.list_competitions(database, season_id)
    assert row["rule"]["scoring"] == "percent"
    season.delete_competition(database, row["id"], row["version"])
    assert season.list_competitions(database, season_id) == []
    with pytest.raises(NotFoundError, match="no season called 'Summer'; the club's seasons: 2026"):
        season.find_season(database, "Summer")
    assert added.seasons == frozenset({season_id})


def test_the_current_season_is_the_one_set_else_the_one_holding_today(database, club_season):
    later = club.create_season(
        database, "2027-28", starts_on=date(2027, 9, 1), ends_on=date(2028, 6, 30)
    ).created_id("season")
    assert season.current_season(database, date(2027, 1, 1))["name"] == "2026-27"
    assert season.current_season(database, date(2027, 10, 1))["name"] == "2027-28"
    assert season.current_season(database, date(2030, 1, 1))["name"] == "2027-28"  # newest
    season.set_current_season(database, club_season["season"])
    assert season.current_season(database, date(2027, 10, 1))["name"] == "2026-27"
    season.set_current_season(database, later)
    assert season.find_season(database, None)["id"] == later


def test_publish_my_name_defaults_to_members_and_is_the_players_word(database, club_season):
    player_id = club_season["ids"][0]
    (player,) = [p for p in club.list_players(database) if p["id"] == player_id]
    assert player["publish_name"] is None and season.publishes_name(player)
    assert not season.publishes_name({"membership_number": None, "publish_name": None})
    assert not season.publishes_name(None)  # a walk-in with no club player
    season.set_publish_name(database, player_id, player["version"], False)
    (player,) = [p for p in club.list_players(database) if p["id"] == player_id]
    assert player["publish_name"] is False and not season.publishes_name(player)


def test_a_competitions_name_has_the_databases_limit(database, club_season):
    with pytest.raises(ServiceError, match="the competition's name is 121 characters long"):
        season.add_competition(database, club_season["season"], "x" * 121, {})


def _reading(database: Database, monkeypatch) -> list[int]:
    """The evenings read from the database from now on (services.drives.load_event)."""
    read: list[int] = []
    real = season.drives.load_event

    def load_event(db: Database, event_id: int) -> dict[str, Any]:
        read.append(event_id)
        return real(db, event_id)

    monkeypatch.setattr(season.drives, "load_event", load_event)
    return read


def _tables(database: Database, data: season.SeasonData) -> dict[str, Any]:
    return season.report_json(season.season_report(database, data=data))


def test_a_season_read_again_keeps_the_evenings_not_changed_since(
    database, club_season, monkeypatch
):
    """Issue 24: a season of 43 drives of 40 tables took 1.6 s to read again after any change
    to the club. Read again with the earlier reading, only the evenings changed since are read
    from the database, and the tables are those of a reading from scratch."""
    first, second, _after = club_season["evenings"]
    season.add_competition(database, club_season["season"], "League", {})
    found = season.find_season(database, str(club_season["season"]))
    earlier = season.load_season(database, found)
    read = _reading(database, monkeypatch)
    again = season.load_season(database, found, reuse=earlier.readings())
    assert read == []  # nothing changed: nothing read
    assert again.loaded[first] is earlier.loaded[first]
    club.register_player(database, "Someone new")  # a change to the club, not to an evening
    version = evenings.load_evening(database, second).results[(1, 1)]["version"]
    evenings.enter_result(database, second, 1, 1, [12], seen_version=version)
    read.clear()
    after = season.load_season(database, found, reuse=again.readings())
    assert read == [second]  # the corrected evening alone
    assert after.loaded[first] is earlier.loaded[first]
    read.clear()
    assert _tables(database, after) == _tables(database, season.load_season(database, found))
    assert _tables(database, after) != _tables(database, earlier)


def test_a_merge_across_evenings_has_every_evening_read_again(database, club_season, monkeypatch):
    """An entry that touched several evenings at once (a player entered twice, who played at
    two drives, merged) leaves no earlier evening standing: all are read again; one that
    touched one evening has that one read again."""
    first, second, _after = club_season["evenings"]
    found = season.find_season(database, str(club_season["season"]))
    twin = club.register_player(database, "P1 twin").created_id("player")
    drives = []
    for day in (date(2026, 12, 4), date(2027, 1, 8)):
        made = evenings.new_evening(database, f"Drive {day}", SETTINGS, held_on=day)
        drives.append(made.created_id("drive_event"))
        evenings.register_entrant(database, drives[-1], "P1 twin", role="lady", player_id=twin)
    earlier = season.load_season(database, found)
    players = {p["id"]: p for p in club.list_players(database)}
    keep = players[club_season["ids"][0]]
    changes = club.merge_players(
        database, keep["id"], keep["version"], twin, players[twin]["version"]
    )
    read = _reading(database, monkeypatch)
    after = season.load_season(database, found, reuse=earlier.readings())
    assert sorted(read) == sorted([first, second, *drives])
    assert _tables(database, after) == _tables(database, season.load_season(database, found))
    read.clear()
    evenings.register_entrant(database, drives[0], "Walk In", role="gent")
    again = season.load_season(database, found, reuse=after.readings())
    assert read == [drives[0]]
    undo(database, changes.audit_id)  # the merge undone: several evenings again
    read.clear()
    season.load_season(database, found, reuse=again.readings())
    assert sorted(read) == sorted([first, second, *drives])
