"""Players who cannot move, in an individual drive: one table all evening (issue 21 item 8).

whist-drives.md: "Some players cannot move tables (mobility): they keep a fixed seat and the
movement works around them". The schedule engine (schedule.py) keeps its fixed players at
tables 1, 2, ... in the order it is given them, in the North seat. A drive asks for a table
by number (the entrant's `fixed_seat`), so the tables of each round are renumbered: the
engine's table i goes to the i-th fixed player's table, and the other tables take the numbers
left, in order. Renumbering tables is a relabelling: nobody's partners or opponents change,
and nobody is sent to the table they have just left. Rounds already played are numbered back
the engine's way before it re-plans, so it recognises its own plan.

A fixed player's table that is not in play (a table 6 with five tables) cannot be kept; they
still stay at one table all evening, the first number free. Two fixed players asking for the
same table: the second stays at the next free table. When the room does not make whole
tables, a fixed player sits out in turn like everyone else, in their seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from whistclub.domain.drive.movements.model import Round, Table


def engine_order(fixed: Mapping[int, int], present: Sequence[int]) -> tuple[int, ...]:
    """The fixed players present, in the order the engine gives them tables 1, 2, ..."""
    here = set(present)
    return tuple(
        card for card, _ in sorted(fixed.items(), key=lambda f: (f[1], f[0])) if card in here
    )


def numbering(tables: int, wanted: Sequence[int]) -> dict[int, int]:
    """Engine table number -> the drive's table number, for a round of `tables` tables.

    `wanted[i]` is the table the engine's fixed player at table i + 1 asked for.
    """
    numbers: dict[int, int] = {}
    used: set[int] = set()
    for engine, table in enumerate(wanted[:tables], start=1):
        if 1 <= table <= tables and table not in used:
            numbers[engine] = table
            used.add(table)
    free = iter(n for n in range(1, tables + 1) if n not in used)
    for engine in range(1, tables + 1):
        if engine not in numbers:
            numbers[engine] = next(free)
    return numbers


def renumbered(rnd: Round, numbers: Mapping[int, int]) -> Round:
    tables = (Table(numbers.get(t.table, t.table), t.ns, t.ew) for t in rnd.tables)
    return Round(tuple(sorted(tables, key=lambda t: t.table)), rnd.sitting_out)


def to_drive(rounds: Sequence[Round], wanted: Sequence[int]) -> tuple[Round, ...]:
    """The engine's rounds numbered as the drive's tables."""
    return tuple(renumbered(r, numbering(len(r.tables), wanted)) for r in rounds)


def to_engine(rounds: Sequence[Round], wanted: Sequence[int]) -> tuple[Round, ...]:
    """Played rounds numbered back the engine's way."""
    back = []
    for rnd in rounds:
        numbers = numbering(len(rnd.tables), wanted)
        back.append(renumbered(rnd, {drive: engine for engine, drive in numbers.items()}))
    return tuple(back)
