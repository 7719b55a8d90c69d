"""Partner drives: fixed partnerships moving like a Mitchell.

Rules: ../shared/whist-drives.md ("Partner drive: fixed partnerships all evening, scored per
couple; pairs move like a Mitchell (one line stays, the other moves up one table)") and
../shared/movements.md section 3 (Mitchell: N-S pairs stay, E-W pairs move up one table; with
an even number of tables E-W skip a table after half the rounds).

* The stationary line sits North-South at tables 1..T and never moves.
* The moving line sits East-West and moves up one table each change (top table -> table 1).
* Odd number of pairs: the moving line has one pair more than there are tables; the extra
  station after the top table is a rest, so the moving pairs sit out in turn (one per change,
  each once every T+1 changes) and the stationary pairs never sit out.
* Even number of tables: `skip=True` makes the moving line jump two tables once, after half
  the changes (movements.md section 3). Whist deals fresh cards every hand, so the skip is
  off by default; it is there for clubs that pass pre-dealt hands down the room, where the
  plain movement would give a pair the same hands twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from whistclub.domain.drive.movements.model import Round, Table, verify
from whistclub.domain.errors import DomainError

Pair = tuple[int, int]


def _check_lines(stationary: Sequence[Pair], moving: Sequence[Pair]) -> None:
    if not stationary:
        raise DomainError("no_tables", "a partner drive needs at least two pairs at a table")
    if len(moving) not in (len(stationary), len(stationary) + 1):
        raise DomainError(
            "uneven_lines",
            "the moving line has {moving} pairs for {tables} tables; it needs as many pairs as"
            " tables, or one more when the number of pairs is odd",
            moving=len(moving),
            tables=len(stationary),
        )


def station_offset(change: int, stations: int, skip: bool) -> int:
    """How many stations the moving line has advanced at `change` (1 = the first change).

    The skip applies to an even number of tables without a rest station (movements.md 3).
    """
    advanced = change - 1
    if skip and stations % 2 == 0 and advanced >= stations // 2:
        advanced += 1
    return advanced % stations


def mitchell(
    stationary: Sequence[Pair],
    moving: Sequence[Pair],
    changes: int,
    skip: bool = False,
) -> tuple[Round, ...]:
    """Every change's seating of a partner drive.

    `stationary[i]` sits North-South at table i+1 all evening; `moving[k]` starts at station k
    (table k+1, or the rest station when k equals the number of tables). Every round passes
    through model.verify().
    """
    _check_lines(stationary, moving)
    tables = len(stationary)
    stations = len(moving)
    rounds = []
    for change in range(1, changes + 1):
        offset = station_offset(change, stations, skip and stations == tables)
        seated: list[Table] = []
        resting: tuple[int, ...] = ()
        for k, pair in enumerate(moving):
            station = (k + offset) % stations
            if station == tables:
                resting = pair
            else:
                seated.append(Table(station + 1, stationary[station], pair))
        rounds.append(Round(tuple(sorted(seated, key=lambda t: t.table)), resting))
    everyone = [p for pair in (*stationary, *moving) for p in pair]
    verify(rounds, everyone)
    return tuple(rounds)


def lines_from_round(first: Round) -> tuple[tuple[Pair, ...], tuple[Pair, ...]]:
    """The two lines of a partner drive read from its first change's seating.

    North-South pairs form the stationary line in table order; East-West pairs form the
    moving line in table order, followed by the pair sitting out (odd number of pairs).
    """
    ordered = sorted(first.tables, key=lambda t: t.table)
    stationary = tuple(t.ns for t in ordered)
    moving = [t.ew for t in ordered]
    if first.sitting_out:
        if len(first.sitting_out) != 2:
            raise DomainError(
                "odd_player",
                "in a partner drive the players sitting out must be one pair; {count} are",
                count=len(first.sitting_out),
            )
        a, b = first.sitting_out
        moving.append((a, b))
    if [t.table for t in ordered] != list(range(1, len(ordered) + 1)):
        raise DomainError(
            "table_numbers", "number the tables of a partner drive 1, 2, 3, ... without gaps"
        )
    return stationary, tuple(moving)


def keep_fixed_pairs(first: Round, fixed: dict[int, int]) -> Round:
    """The first change with each couple of a player who cannot move sitting North-South at
    that player's table: the North-South line never moves (issue 21 item 8; whist-drives.md,
    "they keep a fixed seat and the movement works around them").

    The couple changes places with the pair at that table's North-South seats; a table that is
    not in play, or one another fixed couple has taken already, cannot be kept.
    """
    stationary, moving = (list(line) for line in lines_from_round(first))
    taken: set[int] = set()
    for card, table in sorted(fixed.items(), key=lambda f: (f[1], f[0])):
        if not 1 <= table <= len(stationary) or table in taken:
            continue
        home = table - 1
        if card in stationary[home]:
            taken.add(table)
            continue
        if any(card in pair for pair in stationary):
            j = next(i for i, pair in enumerate(stationary) if card in pair)
            if j + 1 in taken:
                continue
            stationary[home], stationary[j] = stationary[j], stationary[home]
        elif any(card in pair for pair in moving):
            k = next(i for i, pair in enumerate(moving) if card in pair)
            stationary[home], moving[k] = moving[k], stationary[home]
        else:
            continue
        taken.add(table)
    tables = tuple(Table(i + 1, stationary[i], moving[i]) for i in range(len(stationary)))
    resting = moving[len(stationary)] if len(moving) > len(stationary) else ()
    return Round(tables, tuple(resting))
