"""A table's result from its page: both sides agree, it is entered once through the services
with the page named in the audit row; a disagreement waits for the secretary (issue 25)."""

from __future__ import annotations

import pytest

from tests.web.conftest import make_evening
from whistclub.persistence import Database
from whistclub.services import evenings, history
from whistclub.services.table_keys import page_keys
from whistclub.services.table_results import TableDesk, TableRefusal


def test_both_sides_agree_and_the_result_is_entered_once_naming_the_page(
    database: Database,
) -> None:
    event_id = make_evening(database)
    news: list[tuple[str, int, int]] = []
    desk = TableDesk(database, event_id, lambda *n: news.append(n))
    assert desk.send(3, "first-send-1", 1, "ns", [8])["status"] == "waiting"
    assert (1, 3) not in evenings.load_evening(database, event_id).results
    answer = desk.send(3, "second-send-1", 1, "ew", [8])
    assert answer["status"] == "recorded" and answer["result"] == [8]
    # the same send again (a lost acknowledgement) is answered, not entered again
    assert desk.send(3, "second-send-1", 1, "ew", [8])["status"] == "recorded"
    stored = evenings.load_evening(database, event_id).results[(1, 3)]
    assert stored["facts"]["ns"] == [8] and stored["version"] == 1
    entries = [e for e in history.list_changes(database) if "table 3 of change 1" in e["summary"]]
    assert [e["summary"] for e in entries] == ["enter table 3 of change 1 from table 3's page"]
    assert ("recorded", 1, 3) in news


def test_a_disagreement_goes_to_the_secretary_and_nothing_is_entered(database: Database) -> None:
    event_id = make_evening(database)
    desk = TableDesk(database, event_id)
    desk.send(2, "ns-figure-1", 1, "ns", [7])
    assert desk.send(2, "ew-figure-1", 1, "ew", [6])["status"] == "disagreement"
    assert (1, 2) not in evenings.load_evening(database, event_id).results
    [disagreement] = desk.disagreements()
    assert (disagreement.table, disagreement.figures) == (2, {"ns": (7,), "ew": (6,)})
    # the secretary decides at the keyboard: the disagreement is settled
    evenings.enter_result(database, event_id, 1, 2, [7])
    desk.refresh()
    assert desk.disagreements() == []


def test_the_laptops_figure_is_never_overwritten_from_a_phone(database: Database) -> None:
    event_id = make_evening(database)
    evenings.enter_result(database, event_id, 1, 1, [9])
    desk = TableDesk(database, event_id)
    assert desk.send(1, "late-phone-1", 1, "ns", [4])["status"] == "laptop_differs"
    assert desk.disagreements()[0].figures == {"ns": (4,), "laptop": (9,)}
    assert evenings.load_evening(database, event_id).results[(1, 1)]["facts"]["ns"] == [9]
    # the same figure as the laptop's is simply received
    assert desk.send(1, "late-phone-2", 1, "ew", [9])["status"] == "recorded"


@pytest.mark.parametrize(
    ("change", "side", "ns", "code"),
    [
        (2, "ns", [7], "wrong_change"),
        (1, "north", [7], "bad_request"),
        (1, "ns", [14], "bad_tricks"),
        (1, "ns", [-1], "bad_tricks"),
        (1, "ns", [True], "bad_tricks"),
        (1, "ns", [7, 6], "bad_tricks"),
        (1, "ns", "7", "bad_tricks"),
        ("1", "ns", [7], "bad_request"),
    ],
)
def test_a_wrong_send_is_refused_with_its_reason(
    database: Database, change: object, side: object, ns: object, code: str
) -> None:
    event_id = make_evening(database)
    desk = TableDesk(database, event_id)
    with pytest.raises(TableRefusal) as refused:
        desk.send(1, "some-send-1", change, side, ns)
    assert refused.value.code == code


def test_a_table_not_in_play_is_refused(database: Database) -> None:
    event_id = make_evening(database)
    with pytest.raises(TableRefusal) as refused:
        TableDesk(database, event_id).send(7, "some-send-1", 1, "ns", [7])
    assert refused.value.code == "not_in_play"


def test_a_new_link_makes_the_old_token_useless(database: Database) -> None:
    event_id = make_evening(database)
    desk = TableDesk(database, event_id)
    old = desk.keys().token(3)
    assert desk.keys().table_of(old) == 3
    new = desk.new_link(3)
    assert new != old and desk.keys().table_of(old) is None and desk.keys().table_of(new) == 3
    # other tables keep their links; the keys are the club database's (another laptop's too)
    assert page_keys(database, event_id).table_of(desk.keys().token(2)) == 2
    assert page_keys(database, event_id).table_of(new) == 3


def test_each_evening_has_its_own_secret(database: Database) -> None:
    first, second = make_evening(database), make_evening(database)
    one, two = page_keys(database, first), page_keys(database, second)
    assert one.secret != two.secret and len(one.secret) == 64
    assert one.table_of(two.token(1)) is None
    assert page_keys(database, first).secret == one.secret  # kept, not made again
    assert len(one.code) == 4 and one.code.isdigit()


def test_a_phones_figure_against_the_laptops_stays_until_the_secretary_corrects_it(
    database: Database,
) -> None:
    event_id = make_evening(database)
    evenings.enter_result(database, event_id, 1, 1, [9])
    desk = TableDesk(database, event_id)
    desk.send(1, "late-phone-1", 1, "ns", [4])
    evenings.enter_result(database, event_id, 1, 2, [6])  # another table typed meanwhile
    desk.refresh()
    assert [d.table for d in desk.disagreements()] == [1]
    seen = evenings.load_evening(database, event_id).results[(1, 1)]["version"]
    evenings.enter_result(database, event_id, 1, 1, [4], seen_version=seen)  # she decides
    desk.refresh()
    assert desk.disagreements() == []


def test_the_desks_evening_stays_what_the_database_holds(database: Database) -> None:
    event_id = make_evening(database)
    desk = TableDesk(database, event_id)
    for table, ns in ((1, 5), (2, 13), (3, 0)):
        desk.send(table, f"ns-{table}-abcdef", 1, "ns", [ns])
        desk.send(table, f"ew-{table}-abcdef", 1, "ew", [ns])
    stored = evenings.load_evening(database, event_id).results
    kept = desk.evening().results
    assert {k: v["facts"]["ns"] for k, v in kept.items()} == {
        k: v["facts"]["ns"] for k, v in stored.items()
    }
    assert desk.evening().complete(1)


def test_results_entered_together_are_each_their_own_use_case(database: Database) -> None:
    from whistclub.services.errors import ConflictError
    from whistclub.services.unit import use_cases_together

    event_id = make_evening(database)
    evenings.enter_result(database, event_id, 1, 2, [9])  # the secretary typed table 2
    cases = [
        evenings.new_result_case(event_id, 1, table, [ns], source=f"table {table}'s page")
        for table, ns in ((1, 7), (2, 4), (3, 8))
    ]
    outcomes = use_cases_together(database, cases)
    assert isinstance(outcomes[1], ConflictError)  # hers stands; the others still go in
    assert [type(o).__name__ for o in outcomes[::2]] == ["Changes", "Changes"]
    results = evenings.load_evening(database, event_id).results
    assert {k: r["facts"]["ns"] for k, r in results.items()} == {
        (1, 1): [7],
        (1, 2): [9],
        (1, 3): [8],
    }
    summaries = [e["summary"] for e in history.list_changes(database)]
    assert summaries.count("enter table 1 of change 1 from table 1's page") == 1
    assert summaries.count("enter table 3 of change 1 from table 3's page") == 1
    assert not any("table 2 of change 1 from" in s for s in summaries)


def test_results_entered_together_chain_their_audit_rows_reading_the_end_once(
    database: Database,
) -> None:
    """Several results at one commit read the audit chain's end once, not once each (the
    transaction's own last entry is the end: nobody else appends until it commits), and
    their audit rows hold the rows as inserted (RETURNING, not read back); the chain is
    unbroken, with a refused case among them too (each case then in its savepoint)."""
    import sqlalchemy as sa

    from whistclub.persistence import audit_chain
    from whistclub.persistence.rows import metadata
    from whistclub.services.unit import use_cases_together

    event_id = make_evening(database, players=24)  # 6 tables
    chain_ends: list[str] = []

    def seen(_conn, _cursor, statement, *_rest) -> None:  # type: ignore[no-untyped-def]
        if "FROM audit ORDER BY audit.id DESC" in " ".join(statement.split()):
            chain_ends.append(statement)

    sa.event.listen(database.writer, "before_cursor_execute", seen)
    try:
        together = [
            evenings.new_result_case(event_id, 1, table, [table], source=f"table {table}'s page")
            for table in (1, 2, 3)
        ]
        assert all(not isinstance(o, Exception) for o in use_cases_together(database, together))
        assert len(chain_ends) == 1
        evenings.enter_result(database, event_id, 1, 5, [9])  # typed: table 5 is taken
        refused = [
            evenings.new_result_case(event_id, 1, table, [table], source=f"table {table}'s page")
            for table in (4, 5, 6)
        ]
        outcomes = use_cases_together(database, refused)
        assert [type(o).__name__ for o in outcomes] == ["Changes", "ConflictError", "Changes"]
    finally:
        sa.event.remove(database.writer, "before_cursor_execute", seen)
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        trail = connection.execute(sa.select(audit).order_by(audit.c.id)).mappings()
        rows = [dict(r) for r in trail]
        stored = {
            r["id"]: dict(r)
            for r in connection.execute(sa.select(metadata.tables["drive_table_result"])).mappings()
        }
    assert audit_chain.first_break(rows) is None
    entered = [r for r in rows if r["action"] == "drive.result_entered"]
    assert len(entered) == 3 + 1 + 2
    from whistclub.persistence.mappers import json_row

    for entry in entered:
        (after,) = entry["after"]["drive_table_result"]
        assert after == json_row("drive_table_result", stored[after["id"]])


def test_tables_agreeing_at_the_same_moment_are_each_recorded_once(database: Database) -> None:
    import threading

    event_id = make_evening(database, players=48)  # 12 tables
    desk = TableDesk(database, event_id)
    for table in range(1, 13):
        desk.send(table, f"ns-{table}-claimed", 1, "ns", [table])
    start = threading.Barrier(12)
    answers: dict[int, list[str]] = {}

    def agree(table: int) -> None:
        start.wait()
        first = desk.send(table, f"ew-{table}-agreed", 1, "ew", [table])["status"]
        again = desk.send(table, f"ew-{table}-agreed", 1, "ew", [table])["status"]  # resent
        answers[table] = [first, again]

    threads = [threading.Thread(target=agree, args=(t,)) for t in range(1, 13)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert answers == {t: ["recorded", "recorded"] for t in range(1, 13)}
    results = evenings.load_evening(database, event_id).results
    assert {k: r["facts"]["ns"] for k, r in results.items()} == {(1, t): [t] for t in range(1, 13)}
    assert all(r["version"] == 1 for r in results.values())
    entered = [e for e in history.list_changes(database) if e["action"] == "drive.result_entered"]
    assert len(entered) == 12
    assert desk.evening().results.keys() == results.keys()  # the desk's memory, as stored


def test_a_players_card_adds_up_to_the_standings_total_with_a_hand_sat_out(
    database: Database,
) -> None:
    from whistclub.domain.drive.prizes import format_score
    from whistclub.services.table_results import final_view

    event_id = make_evening(database, players=13, changes=3)  # one sits out each change
    for change in range(1, 4):
        if change > 1:
            evenings.call_next_change(database, event_id, expected=change)
        for table in (1, 2, 3):
            evenings.enter_result(database, event_id, change, table, [(change + table) % 14])
    worked = evenings.load_evening(database, event_id)
    assert worked.over and worked.evening is not None
    sat_out = {card for c in worked.evening.changes for card in c.seating.sitting_out}
    assert sat_out
    totals = {s.card: format_score(s.total) for s in worked.evening.standings}
    for table in (1, 2, 3):
        for card in final_view(worked, table)["cards"]:
            assert card["changes"][-1]["running"] == totals[card["card"]]
            assert card["total"] == totals[card["card"]]
    checked = [
        card
        for table in (1, 2, 3)
        for card in final_view(worked, table)["cards"]
        if card["card"] in sat_out
    ]
    assert any(line["table"] == 0 for card in checked for line in card["changes"])


def test_a_result_the_disk_refused_is_entered_when_sent_again(
    database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    from whistclub.services import table_results
    from whistclub.services.errors import StorageError

    event_id = make_evening(database)
    desk = TableDesk(database, event_id)
    desk.send(2, "ns-figure-2", 1, "ns", [5])
    real = table_results.use_cases_together

    def full_disk(*_args: object) -> None:
        raise StorageError("the club database could not be saved: the disk is full")

    monkeypatch.setattr(table_results, "use_cases_together", full_disk)
    with pytest.raises(StorageError):
        desk.send(2, "ew-agrees-2", 1, "ew", [5])
    assert (1, 2) not in evenings.load_evening(database, event_id).results
    monkeypatch.setattr(table_results, "use_cases_together", real)
    # the phone sends it again with the same id (the page answers 503: it retries by itself)
    assert desk.send(2, "ew-agrees-2", 1, "ew", [5])["status"] == "recorded"
    assert evenings.load_evening(database, event_id).results[(1, 2)]["facts"]["ns"] == [5]
