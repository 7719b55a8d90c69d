"""Players who cannot move keep one table all evening (issue 21 item 8), in an individual
drive: the schedule engine keeps them still and fixed_tables.py numbers the tables so each
keeps the table they asked for, at no cost to anyone's partners or opponents."""

import pytest

from whistclub.domain.documents.drive import score_drive
from whistclub.domain.drive.movements import fixed_tables
from whistclub.domain.drive.movements.model import Round, Table, verify
from whistclub.domain.errors import DomainError


def individual(players: int, changes: int, fixed: dict[int, int]) -> list[dict]:
    """Every change's seating as the domain calls it, North-South taking 7 at each table."""
    entrants = [
        {"card": c, "name": f"P{c}", **({"fixed_seat": fixed[c]} if c in fixed else {})}
        for c in range(1, players + 1)
    ]
    document = {"format": "individual", "changes": changes, "entrants": entrants}
    rounds: list[dict] = []
    results: list[list[dict]] = []
    for _change in range(changes):
        called = score_drive({**document, "seatings": rounds, "results": results})["next"]
        rounds.append({"tables": called["seating"], "sitting_out": called["sitting_out"]})
        results.append([{"table": t["table"], "ns": [7]} for t in called["seating"]])
    return rounds


def table_of(rnd: dict, card: int) -> int | None:
    return next((t["table"] for t in rnd["tables"] if card in (*t["ns"], *t["ew"])), None)


def test_twelve_players_one_fixed_at_table_3_all_evening():
    rounds = individual(12, 11, {7: 3})
    assert [table_of(r, 7) for r in rounds] == [3] * 11
    # Still a complete whist tournament: everyone partners every other player once.
    played = [
        Round(tuple(Table(t["table"], tuple(t["ns"]), tuple(t["ew"])) for t in r["tables"]))
        for r in rounds
    ]
    stats = verify(played, list(range(1, 13)))
    assert set(stats.partners.values()) == {1} and len(stats.partners) == 66


def test_two_fixed_players_keep_their_own_tables_when_they_need_not_meet():
    rounds = individual(16, 6, {2: 4, 9: 2})
    assert {table_of(r, 2) for r in rounds} == {4}
    assert {table_of(r, 9) for r in rounds} == {2}


def test_two_who_must_meet_cannot_both_stay_and_the_engine_says_why():
    """A whole tournament for 16 has everyone partner everyone: 2 and 9 must share a table."""
    with pytest.raises(DomainError, match="players 2 and 9 cannot both keep a fixed table"):
        individual(16, 15, {2: 4, 9: 2})


def test_a_table_not_in_play_cannot_be_kept_but_the_player_still_stays_put():
    rounds = individual(8, 7, {5: 6})  # two tables: table 6 is not in play
    assert len({table_of(r, 5) for r in rounds}) == 1


def test_numbering_is_a_relabelling_each_way():
    numbers = fixed_tables.numbering(5, [4, 2])
    assert numbers == {1: 4, 2: 2, 3: 1, 4: 3, 5: 5}
    rnd = Round(
        tuple(Table(t, (10 * t, 10 * t + 1), (10 * t + 2, 10 * t + 3)) for t in range(1, 6))
    )
    there = fixed_tables.to_drive([rnd], [4, 2])
    assert there[0].tables[3].ns == (10, 11)  # the engine's table 1 is table 4
    assert fixed_tables.to_engine(there, [4, 2]) == (rnd,)
    assert fixed_tables.engine_order({7: 3, 2: 1, 9: 3}, [2, 7, 9]) == (2, 7, 9)
    assert fixed_tables.engine_order({7: 3, 2: 1}, [7]) == (7,)  # 2 is not here yet


def test_a_fixed_couple_of_a_partner_drive_takes_the_north_south_seats_of_their_table():
    entrants = [{"card": c, "name": f"P{c}"} for c in range(1, 11)]
    entrants[5]["fixed_seat"] = 1  # card 6, of pair 5-6 which starts East-West at table 1
    document = {
        "format": "partner",
        "changes": 5,
        "entrants": entrants,
        "seating": {
            "tables": [
                {"table": 1, "ns": [1, 2], "ew": [5, 6]},
                {"table": 2, "ns": [3, 4], "ew": [7, 8]},
            ],
            "sitting_out": [9, 10],
        },
    }
    first = score_drive(document)["next"]
    assert first["seating"] == [
        {"table": 1, "ns": [5, 6], "ew": [1, 2]},
        {"table": 2, "ns": [3, 4], "ew": [7, 8]},
    ]
    assert first["sitting_out"] == [9, 10]
