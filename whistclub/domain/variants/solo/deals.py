"""One Solo deal as recorded at the table, its settled result, and who plays it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whistclub.domain.explain import Step
from whistclub.domain.variants.solo.contracts import Contract


@dataclass(frozen=True, slots=True)
class SoloDeal:
    """The facts of one deal as recorded at the table.

    `contract` None is a deal without a contract (all passed, or a Prop nobody accepted and
    nobody raised). `tricks` are the tricks of the declaring side. `auction` is the optional
    record of calls, (player, call). `last_trick` is who took the 13th trick of a general
    misère. `tricks_each` are the tricks of each player of an all-pass deal played out when
    the most tricks pay (BRIT-S), as (player, tricks). `dealer` overrides the dealer the
    session works out by rotation.
    """

    contract: Contract | None
    declarers: tuple[str, ...] = ()
    tricks: int | None = None
    auction: tuple[tuple[str, str], ...] | None = None
    last_trick: str | None = None
    dealer: str | None = None
    tricks_each: tuple[tuple[str, int], ...] | None = None


@dataclass(frozen=True, slots=True)
class DealResult:
    """A settled deal: `made` is None for a deal without a contract; `settlement` sums to 0."""

    made: bool | None
    settlement: Mapping[str, int]
    steps: tuple[Step, ...]
    dealer: str
    sitter: str | None = None
    last_trick: str | None = None
    most_tricks: tuple[str, ...] = ()  # who took the most tricks when they pay (BRIT-S)


def seating(players: Sequence[str], dealer: str) -> tuple[list[str], str | None]:
    """The four who play, clockwise from the eldest hand, and the one who sits out (if any).

    Players are listed clockwise; the eldest is the dealer's left (002 §03 "Empieza el vecino
    izquierdo"). At five, the dealer sits out when the switch allows a five-player table.
    """
    order = list(players)
    start = order.index(dealer)
    clockwise = order[start + 1 :] + order[: start + 1]  # eldest first, dealer last
    if len(order) == 5:
        return clockwise[:4], dealer
    return clockwise, None


def full_table(players: Sequence[str], payments: Mapping[str, int]) -> dict[str, int]:
    return {player: payments.get(player, 0) for player in players}
