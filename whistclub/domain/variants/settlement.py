"""Who pays whom at the end of an evening: the fewest payments that settle every balance.

Seed 003: a money value per point is agreed before play and "al final, la diferencia se
convierte en ese dinero"; seed 001: the greatest accumulated margin wins the evening. Each
player's balance (their accumulated margin times the agreed value, in the currency's minor
units, so no amount is ever rounded twice) is settled here by payments between players.

Exact minimisation. Every group of players whose balances add up to nothing can be settled
among themselves with one payment fewer than it has members, and no settlement does better
than that: a set of payments links the players into connected groups, each of which must
add up to nothing, and a group of k players needs at least k - 1 payments to be connected.
So the fewest payments are (players owed or owing) minus (the most groups adding up to
nothing that they can be split into). That most is found exactly by a walk over the subsets
of the players (2^n · n steps); above MAX_EXACT players with a balance the greedy pairing
below is used on its own and the result says it is not proved minimal.

Within each group, the largest debtor pays the largest creditor until all are settled: each
payment clears at least one of the two, so a group of k takes at most k - 1 payments. The
same pairing on the whole evening is not minimal in general: balances +3, +2, +2, -3, -4
take it 4 payments (-4 pays 3 to +3 first), where the groups {+3, -3} and {+2, +2, -4}
need 3.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whistclub.domain.errors import DomainError

# Players with a non-zero balance settled by the exact search: 16 (a four-table evening)
# take about 0.1 s on a club laptop; each more player doubles it.
MAX_EXACT = 16


@dataclass(frozen=True, slots=True)
class Payment:
    """`payer` pays `amount` (minor units of the club's currency, > 0) to `payee`."""

    payer: str
    payee: str
    amount: int


@dataclass(frozen=True, slots=True)
class Settlement:
    payments: tuple[Payment, ...]
    minimal: bool  # proved the fewest payments (the exact search ran)


def settle(balances: Mapping[str, int]) -> Settlement:
    """The fewest payments that bring every balance to nothing.

    `balances`: each player's amount to receive (> 0) or to pay (< 0), in minor units; they
    must add up to nothing. Ties are broken by the order of `balances`, so the same evening
    always gives the same payments.
    """
    for name, amount in balances.items():
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise DomainError(
                "bad_balance",
                "{name}'s balance must be a whole number of pence or cents, not {amount!r}",
                where="balances",
                name=name,
                amount=amount,
            )
    total = sum(balances.values())
    if total != 0:
        raise DomainError(
            "balances_not_zero",
            "the balances add up to {total}, not 0: someone's margin is missing or counted "
            "twice; check the evening's rubbers",
            where="balances",
            total=total,
        )
    owed = [(name, amount) for name, amount in balances.items() if amount]
    if len(owed) > MAX_EXACT:
        return Settlement(_pair_off(owed), minimal=False)
    payments: list[Payment] = []
    for group in _zero_groups(owed):
        payments.extend(_pair_off(group))
    return Settlement(tuple(payments), minimal=True)


def _zero_groups(owed: Sequence[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """The balances split into the most groups that each add up to nothing.

    best[mask] is the most zero groups the players in `mask` split into, counting a last,
    unfinished group as none: taking one player i out of mask gives best[mask - i], plus
    one if mask itself adds up to nothing (its last group closes with i). Walking back
    from the whole set along the choices made gives the order in which players were taken;
    a group ends wherever the players taken so far add up to nothing.
    """
    n = len(owed)
    if n == 0:
        return []
    full = (1 << n) - 1
    sums = [0] * (full + 1)
    best = [0] * (full + 1)
    took = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + owed[low][1]
        choice, value = -1, -1
        rest = mask
        while rest:
            bit = rest & -rest
            rest ^= bit
            candidate = best[mask ^ bit]
            if candidate > value:
                choice, value = bit, candidate
        best[mask] = value + (1 if sums[mask] == 0 else 0)
        took[mask] = choice
    groups: list[list[tuple[str, int]]] = []
    current: list[tuple[str, int]] = []
    mask = full
    while mask:
        bit = took[mask]
        current.append(owed[bit.bit_length() - 1])
        mask ^= bit
        if sums[mask] == 0:  # the players still to take add up to nothing: a group closes
            groups.append(current)
            current = []
    order = {name: index for index, (name, _amount) in enumerate(owed)}
    for group in groups:
        group.sort(key=lambda entry: order[entry[0]])
    groups.sort(key=lambda group: order[group[0][0]])
    return groups


def _pair_off(group: Sequence[tuple[str, int]]) -> tuple[Payment, ...]:
    """The largest debtor pays the largest creditor, again and again (ties: first listed)."""
    order = {name: index for index, (name, _amount) in enumerate(group)}
    left = dict(group)
    payments = []
    while any(left.values()):
        debtor = min(left, key=lambda name: (left[name], order[name]))
        creditor = max(left, key=lambda name: (left[name], -order[name]))
        amount = min(-left[debtor], left[creditor])
        payments.append(Payment(debtor, creditor, amount))
        left[debtor] += amount
        left[creditor] -= amount
    return tuple(payments)
