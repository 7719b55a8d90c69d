"""Players' and club records from evening lines, worked out by hand (issue 26 items 3-4).

Five evenings (ids 1-5 in date order). Ann plays 1, 2, 4, 5 (a run of 2, twice: the first
is kept); Bob plays 1-3 (a run of 3: the club's longest); Cat plays only evening 3.

    evening   1          2          3          4          5
    Ann      180 (1st)  150 (2nd)  -          150 (1st)  170 (2nd)
    Bob      150 (2nd)  190 (1st)  160 (2nd)  -          -
    Cat      -          -          190 (1st)  -          -
"""

from datetime import date
from fractions import Fraction

from whistclub.domain.season.records import (
    EveningLine,
    attendance_per_season,
    club_records,
    longest_run,
    player_record,
)

HELD = [1, 2, 3, 4, 5]


def _line(event: int, player: str, place: int, total: int, ten: int = 0, **kw) -> EveningLine:
    return EveningLine(
        event, f"Drive {event}", date(2026, 10, event), player, place, total, ten, 24, 2,
        kw.get("prizes", ()), kw.get("partners", ()),
    )  # fmt: skip


LINES = [
    _line(1, "ann", 1, 180, 3, prizes=("First lady",), partners=("bob", "bob", "x")),
    _line(1, "bob", 2, 150, 1, partners=("ann", "ann")),
    _line(2, "ann", 2, 150, 1, partners=("bob",)),
    _line(2, "bob", 1, 190, 4, prizes=("First gent",), partners=("ann",)),
    _line(3, "bob", 2, 160, 0, prizes=("Booby",)),
    _line(3, "cat", 1, 190, 4, prizes=("First lady",)),
    _line(4, "ann", 1, 150, 2, prizes=("First lady",), partners=("x", "x", "x")),
    _line(5, "ann", 2, 170, 0),
]


def test_a_players_record():
    record = player_record("ann", reversed(LINES), HELD)
    assert [line.event_id for line in record.lines] == [1, 2, 4, 5]
    assert record.total == 180 + 150 + 150 + 170
    assert record.attendance == Fraction(4, 5)
    assert record.best is not None and record.best.event_id == 1
    assert record.prizes == ((1, "First lady"), (4, "First lady"))
    assert record.ten_plus == 6
    assert record.partners == (("x", 4), ("bob", 3))
    assert record.longest_run == 2


def test_runs_of_attendance():
    assert longest_run({1, 2, 4, 5}, HELD) == (2, 1, 2)
    assert longest_run({1, 2, 3}, HELD) == (3, 1, 3)
    assert longest_run(set(), HELD) == (0, None, None)


def test_club_records_hold_ties_together():
    found = {r.what: r for r in club_records(LINES, HELD).records}
    top = found["highest drive total"]
    assert (top.players, top.figure, top.events) == (("bob", "cat"), 190, (2, 3))
    ten = found["most 10+ hands in an evening"]
    assert (ten.players, ten.figure) == (("bob", "cat"), 4)
    run = found["longest attendance run"]
    assert (run.players, run.figure, run.events) == (("bob",), 3, (1, 3))
    prizes = found["most prizes"]
    assert (prizes.players, prizes.figure) == (("ann", "bob"), 2)  # Bob: First gent, Booby
    assert club_records(LINES, HELD).attendance == ((1, 2), (2, 2), (3, 2), (4, 1), (5, 1))
    assert attendance_per_season({"2026-27": HELD}, {1: 2, 2: 2, 3: 2, 4: 1, 5: 1}) == {
        "2026-27": (5, 8)
    }
