"""A drive evening stored through the services and worked out by the domain.

Expectations are cross-checked against `drive score` (the domain's document) given the same
facts: the stored rows must map to exactly the evening the document describes.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from whistclub.domain.documents.drive import score_drive
from whistclub.domain.errors import DomainError
from whistclub.persistence import Database
from whistclub.persistence.drive_mapper import document_from_rows
from whistclub.services import ServiceError, drives, evenings, undo

SETTINGS: dict[str, Any] = {
    "format": "progressive",
    "changes": 4,
    "half_after": 2,
    "hands_per_change": 1,
    "entry_fee": 2.5,
    "prizes": [
        {"name": "First lady", "role": "lady", "place": 1},
        {"name": "First gent", "role": "gent", "place": 1},
        {"name": "Booby", "place": "last"},
    ],
}


def new_evening(database: Database, players: int = 8, **overrides: Any) -> int:
    changes = evenings.new_evening(
        database, "Friday drive", {**SETTINGS, **overrides}, held_on=date(2026, 11, 27)
    )
    event_id = changes.created_id("drive_event")
    for card in range(1, players + 1):
        role = "lady" if card % 2 else "gent"
        evenings.register_entrant(database, event_id, f"Player {card}", role=role)
    return event_id


def play_change(database: Database, event_id: int, tricks: list[int]) -> None:
    evenings.call_next_change(database, event_id)
    loaded = evenings.load_evening(database, event_id)
    seating = loaded.seating(loaded.called)
    assert seating is not None
    for table, ns in zip(sorted(t.table for t in seating.tables), tricks, strict=True):
        evenings.enter_result(database, event_id, loaded.called, table, [ns])


def test_stored_evening_is_the_documented_evening(database: Database) -> None:
    event_id = new_evening(database)
    for tricks in ([7, 4], [9, 6], [3, 8]):
        play_change(database, event_id, tricks)
    loaded = evenings.load_evening(database, event_id)
    document = document_from_rows(drives.load_event(database, event_id))
    # The rows hold the document's own pieces: seatings and results as drive score reads them.
    assert document["results"][1] == [
        {"table": 1, "ns": [9], "ew": [4]},
        {"table": 2, "ns": [6], "ew": [7]},
    ]
    scored = score_drive(document)
    assert loaded.evening is not None
    assert [s.card for s in loaded.evening.standings] == [s["card"] for s in scored["standings"]]
    assert [float(s.total) for s in loaded.evening.standings] == [
        s["total"] for s in scored["standings"]
    ]
    # Each player scores their partnership's tricks: the three changes add to 39 per table.
    assert sum(s.total for s in loaded.evening.standings) == 2 * 3 * 2 * 13


def test_progressive_seating_is_computed_then_kept_when_corrected(database: Database) -> None:
    event_id = new_evening(database)
    play_change(database, event_id, [7, 4])
    first = evenings.load_evening(database, event_id)
    computed = first.next_seating
    play_change(database, event_id, [9, 6])
    play_change(database, event_id, [3, 8])
    loaded = evenings.load_evening(database, event_id)
    assert loaded.seating(2) == computed
    before = {s.card: s.total for s in loaded.evening.standings}  # type: ignore[union-attr]
    # Correct change 1, table 1 from 7 to 5 after change 3: scores move, seatings do not.
    seen = loaded.results[(1, 1)]["version"]
    evenings.enter_result(database, event_id, 1, 1, [5], seen_version=seen)
    after = evenings.load_evening(database, event_id)
    assert after.seating(2) == computed and after.seating(3) == loaded.seating(3)
    table1 = first.seating(1).tables[0]  # type: ignore[union-attr]
    totals = {s.card: s.total for s in after.evening.standings}  # type: ignore[union-attr]
    for card in table1.ns:
        assert totals[card] == before[card] - 2
    for card in table1.ew:
        assert totals[card] == before[card] + 2


def test_result_is_refused_or_flagged_by_the_domain(database: Database) -> None:
    event_id = new_evening(database)
    evenings.call_next_change(database, event_id)
    with pytest.raises(DomainError, match="more than 13"):
        evenings.enter_result(database, event_id, 1, 1, [9], ew=[6])
    with pytest.raises(DomainError, match="0 to 13"):
        evenings.enter_result(database, event_id, 1, 1, [14])
    with pytest.raises(ServiceError, match="not in play"):
        evenings.enter_result(database, event_id, 1, 3, [7])
    with pytest.raises(ServiceError, match="not been called"):
        evenings.enter_result(database, event_id, 2, 1, [7])
    evenings.enter_result(database, event_id, 1, 1, [6], ew=[6], note="a card short, approved")
    loaded = evenings.load_evening(database, event_id)
    played = loaded.evening.changes[0]  # type: ignore[union-attr]
    assert played.results[1].exception and played.results[1].ew == (6,)
    with pytest.raises(ServiceError, match="not complete: enter table\\(s\\) 2"):
        evenings.call_next_change(database, event_id)


def test_late_arrival_and_early_leaver(database: Database) -> None:
    event_id = new_evening(database, players=9)  # card 9, a lady, sits out
    play_change(database, event_id, [7, 4])
    evenings.register_entrant(database, event_id, "Late Gent", role="gent")
    leaver = next(e for e in drives.load_event(database, event_id)["entrants"] if e["number"] == 2)
    evenings.withdraw_player(database, leaver["id"], leaver["version"])
    loaded = evenings.load_evening(database, event_id)
    rows = {e["number"]: e for e in loaded.entrants}
    assert rows[10]["facts"]["joins_at"] == 2
    assert rows[2]["facts"]["leaves_after"] == 1 and not rows[2]["active"]
    log = drives.load_event(database, event_id)["entrant_changes"]
    assert [c["facts"] for c in log] == [
        {"kind": "arrival", "card": 10, "change": 2},
        {"kind": "departure", "card": 2, "change": 1},
    ]
    play_change(database, event_id, [8, 5])
    loaded = evenings.load_evening(database, event_id)
    seated = {c for t in loaded.seating(2).tables for c in t.players}  # type: ignore[union-attr]
    assert 10 in seated and 2 not in seated
    standing = {s.card: s for s in loaded.evening.standings}  # type: ignore[union-attr]
    assert standing[2].withdrawn and standing[2].hands_played == 1
    assert standing[2].total > 0  # the leaver's change 1 score stays


def test_withdrawn_before_play_is_not_in_the_evening(database: Database) -> None:
    event_id = new_evening(database, players=9)
    nine = next(e for e in drives.load_event(database, event_id)["entrants"] if e["number"] == 9)
    evenings.withdraw_player(database, nine["id"], nine["version"])
    document = document_from_rows(drives.load_event(database, event_id))
    assert [e["card"] for e in document["entrants"]] == list(range(1, 9))


def test_partner_drive_with_an_odd_number_of_pairs(database: Database) -> None:
    changes = evenings.new_evening(database, "Pairs", {"format": "partner", "changes": 3})
    event_id = changes.created_id("drive_event")
    for pair in range(5):
        first = evenings.register_entrant(database, event_id, f"A{pair}")
        card = drives.load_event(database, event_id)["entrants"][-1]["number"]
        assert first.drives == {event_id}
        evenings.register_entrant(database, event_id, f"B{pair}", partner=card)
    evenings.call_next_change(database, event_id)
    loaded = evenings.load_evening(database, event_id)
    seating = loaded.seating(1)
    assert seating is not None
    assert [(t.ns, t.ew) for t in seating.tables] == [((1, 2), (5, 6)), ((3, 4), (7, 8))]
    assert seating.sitting_out == (9, 10)  # the fifth pair rests first


def test_a_partner_is_needed_in_a_partner_drive(database: Database) -> None:
    event_id = evenings.new_evening(database, "Pairs", {"format": "partner"}).created_id(
        "drive_event"
    )
    for name in ("A", "B", "C", "D", "E"):
        evenings.register_entrant(database, event_id, name)
    loaded = evenings.load_evening(database, event_id)
    assert "card(s) 1, 2, 3, 4, 5 have no partner" in loaded.problem
    with pytest.raises(ServiceError, match="cannot start yet"):
        evenings.call_next_change(database, event_id)


def test_roles_are_needed_when_the_evening_has_them(database: Database) -> None:
    event_id = new_evening(database, players=0)
    with pytest.raises(ServiceError, match="needs a seat role"):
        evenings.register_entrant(database, event_id, "Ann")


def test_settings_that_seat_people_are_fixed_once_started(database: Database) -> None:
    event_id = new_evening(database)
    event = drives.load_event(database, event_id)
    evenings.change_settings(database, event_id, event["version"], {**SETTINGS, "changes": 6})
    evenings.call_next_change(database, event_id)
    event = drives.load_event(database, event_id)
    with pytest.raises(ServiceError, match="hands per change cannot change"):
        evenings.change_settings(
            database, event_id, event["version"], {**SETTINGS, "hands_per_change": 2}
        )
    prizes = {**SETTINGS, "changes": 6, "prizes": [{"name": "Top", "place": 1}]}
    evenings.change_settings(database, event_id, event["version"], prizes)
    assert evenings.load_evening(database, event_id).settings.prizes[0].name == "Top"


def test_templates_are_kept_for_the_next_evening(database: Database) -> None:
    evenings.save_template(database, "Friday 24", {**SETTINGS, "money": {"raffle": 3}})
    evenings.save_template(database, "Pairs", {"format": "partner"})
    known, _ = evenings.templates(database)
    assert sorted(known) == ["Friday 24", "Pairs"]
    assert "money" not in known["Friday 24"] and known["Friday 24"]["entry_fee"] == 2.5
    evenings.delete_template(database, "Pairs")
    assert list(evenings.templates(database)[0]) == ["Friday 24"]
    with pytest.raises(DomainError):
        evenings.save_template(database, "Bad", {"format": "bridge"})


def test_two_prizes_of_one_name_are_refused_where_a_prize_list_is_written(
    database: Database,
) -> None:
    # A prize's cost is kept by its name, and the prize list prints names: two "First"s
    # would give the script and the money sheet the wrong winner and cost.
    twins = [
        {"name": "First", "role": "lady", "place": 1},
        {"name": "first ", "role": "gent", "place": 1},
    ]
    with pytest.raises(ServiceError, match="two prizes are called 'first '"):
        evenings.new_evening(database, "Twins", {**SETTINGS, "prizes": twins})
    with pytest.raises(ServiceError, match="give each prize its own name"):
        evenings.save_template(database, "Twins", {**SETTINGS, "prizes": twins})
    event_id = new_evening(database)
    version = drives.load_event(database, event_id)["version"]
    with pytest.raises(ServiceError, match="two prizes are called"):
        evenings.change_settings(database, event_id, version, {**SETTINGS, "prizes": twins})
    # Nothing was written: the evening keeps its prize list, and no template was made.
    stored = drives.load_event(database, event_id)["settings"]["prizes"]
    assert [prize["name"] for prize in stored] == ["First lady", "First gent", "Booby"]
    assert evenings.templates(database)[0] == {}


def test_money_sheet(database: Database) -> None:
    event_id = new_evening(database, players=9)
    event = drives.load_event(database, event_id)
    money = {
        "prize_costs": [{"prize": "First lady", "amount": "5"}, {"prize": "Booby", "amount": 1.5}],
        "raffle": "12,40",  # a decimal comma, as typed in Spanish
        "other": [{"what": "Hall hire", "amount": -10}],
    }
    evenings.set_money(database, event_id, event["version"], money)
    sheet = evenings.money_sheet(evenings.load_evening(database, event_id))
    # 9 entrants at 2.50 = 22.50; + 12.40 raffle - 10 hall - 6.50 prizes = 18.40
    assert (sheet.entrants, sheet.fees, sheet.raffle) == (9, 2250, 1240)
    assert sheet.net == 1840
    with pytest.raises(ServiceError, match="not an amount of money"):
        evenings.set_money(database, event_id, event["version"] + 1, {"raffle": "lots"})


def test_history_and_undo_of_an_entry(database: Database) -> None:
    event_id = new_evening(database)
    other = new_evening(database, players=4)
    evenings.call_next_change(database, event_id)
    entered = evenings.enter_result(database, event_id, 1, 1, [7])
    summaries = [e["summary"] for e in evenings.evening_history(database, event_id)]
    assert summaries[-2:] == ["call change 1", "enter table 1 of change 1"]
    assert len(summaries) == 1 + 8 + 2  # created, eight entrants, the call and the entry
    assert len(evenings.evening_history(database, other)) == 1 + 4
    undo(database, entered.audit_id)
    assert (1, 1) not in evenings.load_evening(database, event_id).results


def test_clear_only_in_the_change_being_played(database: Database) -> None:
    event_id = new_evening(database)
    play_change(database, event_id, [7, 4])
    evenings.call_next_change(database, event_id)
    evenings.enter_result(database, event_id, 2, 1, [7])
    with pytest.raises(ServiceError, match="must stay complete"):
        evenings.clear_result(database, event_id, 1, 1)
    evenings.clear_result(database, event_id, 2, 1)
    assert (2, 1) not in evenings.load_evening(database, event_id).results


def test_find_event(database: Database) -> None:
    first = new_evening(database)
    second = evenings.new_evening(database, "Later", SETTINGS, held_on=date(2026, 12, 4))
    later = second.created_id("drive_event")
    assert evenings.find_event(database, "latest") == later
    assert evenings.find_event(database, "2026-11-27") == first
    assert evenings.find_event(database, str(first)) == first
    with pytest.raises(ServiceError, match="no drive was held on 2026-01-01"):
        evenings.find_event(database, "2026-01-01")
    with pytest.raises(ServiceError, match="give its number, its date"):
        evenings.find_event(database, "friday")
