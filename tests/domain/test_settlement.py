"""Who pays whom at the end of an evening: the fewest payments (domain/variants/settlement)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistclub.domain.errors import DomainError
from whistclub.domain.variants.settlement import MAX_EXACT, Payment, _pair_off, settle


def after(balances: dict[str, int], payments) -> dict[str, int]:
    left = dict(balances)
    for p in payments:
        assert p.amount > 0 and p.payer != p.payee
        left[p.payer] += p.amount
        left[p.payee] -= p.amount
    return left


def fewest_by_brute_force(amounts: list[int]) -> int:
    """n minus the most zero-sum groups, tried over every way of splitting off a group."""
    owed = tuple(a for a in amounts if a)

    def most(rest: tuple[int, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = 0
        for size in range(len(others) + 1):
            for chosen in combinations(range(len(others)), size):
                if first + sum(others[i] for i in chosen) == 0:
                    left = tuple(v for i, v in enumerate(others) if i not in chosen)
                    best = max(best, 1 + most(left))
        return best

    return len(owed) - most(owed)


def test_greedy_pairing_is_not_minimal_but_the_settlement_is():
    # Largest debtor to largest creditor: Di (-4) pays Ann 3, then Cy (-3) pays Bob 2, then
    # Di pays Ed 1 and Cy pays Ed 1: four payments. Ann and Cy settle alone, so three do.
    balances = {"Ann": 3, "Bob": 2, "Cy": -3, "Di": -4, "Ed": 2}
    assert len(_pair_off(list(balances.items()))) == 4
    settlement = settle(balances)
    assert settlement.minimal
    assert settlement.payments == (
        Payment("Cy", "Ann", 3),
        Payment("Di", "Bob", 2),
        Payment("Di", "Ed", 2),
    )


def test_an_evening_of_two_tables_settles_in_pence():
    # margins +16, +12, -12, -16 at 50p a point: Bob and Ann receive, Cy and Di pay
    balances = {"Bob": 800, "Ann": 600, "Di": -600, "Cy": -800}
    assert settle(balances).payments == (Payment("Cy", "Bob", 800), Payment("Di", "Ann", 600))


def test_nobody_owes_nothing_is_paid():
    assert settle({"Ann": 0, "Bob": 0}).payments == ()
    assert settle({}).payments == ()


def test_balances_that_do_not_add_up_are_refused_in_words():
    with pytest.raises(DomainError) as refused:
        settle({"Ann": 100, "Bob": -50})
    assert refused.value.code == "balances_not_zero"
    assert "add up to 50, not 0" in str(refused.value)
    with pytest.raises(DomainError):
        settle({"Ann": 0.5, "Bob": -0.5})  # type: ignore[dict-item]


def test_a_very_large_evening_is_settled_greedily_and_says_so():
    balances = {f"P{i}": (i % 3 + 1) * (100 if i % 2 else -100) for i in range(MAX_EXACT + 5)}
    balances["P0"] -= sum(balances.values())
    assert all(balances.values())  # every one of them owes or is owed
    settlement = settle(balances)
    assert not settlement.minimal
    assert set(after(balances, settlement.payments).values()) == {0}


@given(st.lists(st.integers(-12, 12), min_size=1, max_size=7))
def test_payments_settle_everyone_in_the_fewest_possible(amounts):
    amounts.append(-sum(amounts))
    balances = {f"P{i}": a for i, a in enumerate(amounts)}
    settlement = settle(balances)
    assert set(after(balances, settlement.payments).values()) <= {0}
    assert len(settlement.payments) == fewest_by_brute_force(amounts)
    assert settle(balances) == settlement  # the same evening, the same payments
