"""Partner drives: fixed pairs moving like a Mitchell (movements.md section 3)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.movements.partner import lines_from_round, mitchell, station_offset
from whistclub.domain.errors import DomainError


def pairs(count, start=1):
    return [(start + 2 * i, start + 2 * i + 1) for i in range(count)]


def test_three_tables_east_west_move_up_one_north_south_stay():
    ns, ew = pairs(3), pairs(3, start=101)
    rounds = mitchell(ns, ew, changes=3)
    # Change 2: the East-West pair from table 1 is at table 2, from table 3 round to table 1.
    assert rounds[1].tables == (
        Table(1, (1, 2), (105, 106)),
        Table(2, (3, 4), (101, 102)),
        Table(3, (5, 6), (103, 104)),
    )
    met = {(t.ns, t.ew) for r in rounds for t in r.tables}
    assert len(met) == 9  # every North-South pair meets every East-West pair once


def test_odd_number_of_pairs_the_moving_pairs_sit_out_in_turn():
    ns, ew = pairs(2), pairs(3, start=101)  # 5 pairs: two tables and a rest
    rounds = mitchell(ns, ew, changes=6)
    assert [r.sitting_out for r in rounds] == [
        (105, 106),
        (103, 104),
        (101, 102),
        (105, 106),
        (103, 104),
        (101, 102),
    ]
    assert all(len(r.tables) == 2 for r in rounds)
    stationary = {p for pair in ns for p in pair}
    assert not stationary & {p for r in rounds for p in r.sitting_out}


def test_skip_with_an_even_number_of_tables():
    assert [station_offset(c, 4, skip=False) for c in range(1, 5)] == [0, 1, 2, 3]
    assert [station_offset(c, 4, skip=True) for c in range(1, 4)] == [0, 1, 3]  # skips table
    assert [station_offset(c, 3, skip=True) for c in range(1, 4)] == [0, 1, 2]  # odd: no skip
    rounds = mitchell(pairs(4), pairs(4, start=101), changes=3, skip=True)
    assert rounds[2].tables[0].ew == (103, 104)  # change 3: the pair from table 2 (offset 3)
    # Pair (101, 102) starts at table 1: offsets 0, 1, 3 -> tables 1, 2, 4.
    seat = [next(t.table for t in r.tables if t.ew == (101, 102)) for r in rounds]
    assert seat == [1, 2, 4]


def test_lines_read_from_the_first_seating():
    first = Round((Table(1, (1, 2), (3, 4)), Table(2, (5, 6), (7, 8))), (9, 10))
    assert lines_from_round(first) == (((1, 2), (5, 6)), ((3, 4), (7, 8), (9, 10)))
    with pytest.raises(DomainError, match="must be one pair; 1 are"):
        lines_from_round(Round(first.tables, (9,)))
    with pytest.raises(DomainError, match="without gaps"):
        lines_from_round(Round((Table(1, (1, 2), (3, 4)), Table(3, (5, 6), (7, 8)))))


def test_uneven_lines_are_refused():
    with pytest.raises(DomainError, match="moving line has 4 pairs for 2 tables"):
        mitchell(pairs(2), pairs(4, start=101), changes=1)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=15), st.booleans(), st.booleans())
def test_every_mitchell_is_sound_and_balanced(tables, odd, skip):
    moving = tables + (1 if odd else 0)
    rounds = mitchell(pairs(tables), pairs(moving, start=1001), changes=moving, skip=skip)
    # verify() ran inside; each moving pair rests exactly once over a full cycle when odd.
    rests = [r.sitting_out for r in rounds if r.sitting_out]
    assert len(rests) == (moving if odd else 0)
    assert len(set(rests)) == len(rests)
    meetings = [(t.ns, t.ew) for r in rounds for t in r.tables]
    if not skip or moving % 2:
        assert len(set(meetings)) == len(meetings)  # nobody meets the same pair twice
