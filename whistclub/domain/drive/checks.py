"""Checks of a drive evening's recorded facts, in the secretary's words: the entrants, each
change's seating and the table results (used by evening.work_out)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from whistclub.domain.drive.event import (
    Entrant,
    Format,
    Role,
    Settings,
    ShortTable,
    TableResult,
    table_result,
)
from whistclub.domain.drive.movements import progressive
from whistclub.domain.drive.movements.model import DUMMY, Round
from whistclub.domain.errors import DomainError


def check_entrants(settings: Settings, entrants: Sequence[Entrant]) -> None:
    seen: set[int] = set()
    for entrant in entrants:
        where = f"entrant card {entrant.card}"
        if entrant.card < 1:
            raise DomainError("card_number", "card numbers start at 1", where=where)
        if entrant.card in seen:
            raise DomainError(
                "card_twice", "card {card} is given to two entrants", where=where, card=entrant.card
            )
        seen.add(entrant.card)
        if settings.roles and entrant.role is None:
            raise DomainError(
                "role_missing",
                'this evening plays with seat roles: give "lady" or "gent"',
                where=where,
            )
        if not 1 <= entrant.joins_at <= settings.changes:
            raise DomainError(
                "joins_at",
                "a latecomer joins at a change from 1 to {last}",
                where=where,
                last=settings.changes,
            )
        if entrant.leaves_after is not None and entrant.leaves_after < entrant.joins_at:
            raise DomainError(
                "leaves_after",
                "leaves after change {leaves}, before joining at change {joins}",
                where=where,
                leaves=entrant.leaves_after,
                joins=entrant.joins_at,
            )


def check_seating(
    settings: Settings, rnd: Round, entrants: Mapping[int, Entrant], change: int
) -> Round:
    """The seating with its sitting-out list completed, or a refusal naming the card.

    These are verify()'s structural checks, in the secretary's words; generated seatings also
    went through verify() where they were made (progressive, partner, schedule).
    """
    where = f"change {change}, seating"
    present = {c for c, e in entrants.items() if e.present_at(change)}
    with_roles = rolled(settings)
    seated: set[int] = set()
    numbers: set[int] = set()
    for table in rnd.tables:
        if table.table in numbers or table.table < 1:
            raise DomainError(
                "table_number",
                "table {table} is numbered twice or below 1",
                where=where,
                table=table.table,
            )
        numbers.add(table.table)
        for seat, card in enumerate((*table.ns, *table.ew)):
            if card == DUMMY and card not in seated and dummy_allowed(settings):
                seated.add(card)
                continue
            if card in seated:
                raise DomainError(
                    "seated_twice", "card {card} is seated twice", where=where, card=card
                )
            seated.add(card)
            if card not in present:
                _refuse_absent(entrants, card, table.table, where)
            if with_roles and (entrants[card].role is Role.LADY) != (seat % 2 == progressive.LADY):
                _refuse_wrong_seat(entrants[card], seat % 2, table.table, where)
    for card in rnd.sitting_out:
        if card not in present or card in seated:
            raise DomainError(
                "sitting_out",
                "card {card} cannot sit out: not in the room at this change, or seated",
                where=where,
                card=card,
            )
    listed = list(rnd.sitting_out) + sorted(present - seated - set(rnd.sitting_out))
    if DUMMY in seated and listed:
        raise DomainError(
            "dummy_and_spares",
            "a table plays with a dummy while card {card} sits out; seat the spare player"
            " in the dummy's place",
            where=where,
            card=listed[0],
        )
    return Round(tuple(sorted(rnd.tables, key=lambda t: t.table)), tuple(listed))


def rolled(settings: Settings) -> bool:
    """Whether seats have roles: ladies North and East, gents South and West."""
    return settings.roles and settings.format in (Format.PROGRESSIVE, Format.SEMI_PARTNER)


def dummy_allowed(settings: Settings) -> bool:
    """A dummy hand (card 0) may fill one seat in progressive drives that allow short tables."""
    return settings.short_table is ShortTable.DUMMY and settings.format in (
        Format.PROGRESSIVE,
        Format.SEMI_PARTNER,
    )


def _refuse_absent(entrants: Mapping[int, Entrant], card: int, table: int, where: str) -> None:
    entrant = entrants.get(card)
    if entrant is None:
        raise DomainError(
            "unknown_card",
            "card {card} at table {table} is not an entrant"
            + (" (card 0, the dummy hand, needs short_table: dummy)" if card == DUMMY else ""),
            where=where,
            card=card,
            table=table,
        )
    raise DomainError(
        "absent_card",
        "card {card} ({name}) at table {table} is not in the room at this change",
        where=where,
        card=card,
        name=entrant.name,
        table=table,
    )


def _refuse_wrong_seat(entrant: Entrant, lane: int, table: int, where: str) -> None:
    wanted = Role.LADY if lane == progressive.LADY else Role.GENT
    raise DomainError(
        "wrong_seat",
        "card {card} ({name}) plays as a {role} but sits in a {seat}'s seat at table {table};"
        " seat ladies North and East, gents South and West",
        where=where,
        card=entrant.card,
        name=entrant.name,
        role=entrant.role.value if entrant.role else "player",
        seat=wanted.value,
        table=table,
    )


def results_by_change(
    settings: Settings, results: Sequence[TableResult]
) -> dict[int, dict[int, TableResult]]:
    grouped: dict[int, dict[int, TableResult]] = {}
    for result in results:
        where = f"change {result.change}, table {result.table}"
        if not 1 <= result.change <= settings.changes:
            raise DomainError(
                "change_number",
                "the evening has changes 1 to {last}",
                where=where,
                last=settings.changes,
            )
        checked = table_result(
            result.change,
            result.table,
            result.ns,
            result.ew or None,
            result.note,
            settings.hands_per_change,
        )
        if result.table in grouped.setdefault(result.change, {}):
            raise DomainError("result_twice", "this table's result is given twice", where=where)
        grouped[result.change][result.table] = checked
    return grouped
