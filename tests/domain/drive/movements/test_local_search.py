"""The local search's move evaluation: the read-only cost change of a swap must be the change
the swap really makes, or the tabu step would choose moves by wrong figures."""

from __future__ import annotations

import random

import pytest

from whistclub.domain.drive.movements.local_search import DUMMY_SEAT, Search
from whistclub.domain.drive.movements.state import Caps


def _random_evening(rng: random.Random, players: int, rounds: int, dummy: bool) -> list[list[int]]:
    evening = []
    for _ in range(rounds):
        if dummy:  # every player seated, the last table three-handed (players = 4n+3)
            seated = [*rng.sample(range(players), players), DUMMY_SEAT]
            rng.shuffle(seated)
        else:
            seated = rng.sample(range(players), players - players % 4)
        evening.append(seated)
    return evening


@pytest.mark.parametrize(
    ("players", "rounds", "dummy", "few", "seed"),
    [
        (9, 12, False, False, 1),
        (13, 20, False, True, 2),
        (11, 14, True, False, 3),
        (10, 25, False, True, 4),
    ],
)
def test_swap_delta_is_the_change_a_swap_makes(
    players: int, rounds: int, dummy: bool, few: bool, seed: int
) -> None:
    rng = random.Random(seed)
    evening = _random_evening(rng, players, rounds, dummy)
    games = rounds  # an upper bound: small caps, so that hard costs change too
    search = Search(
        players,
        evening,
        Caps.for_games(players, games),
        frozenset(),
        {(0, 1): 1},
        {(2, 3): 2},
        few=frozenset(range(0, players, 2)) if few else frozenset(),
    )
    checked = turned = 0
    for _ in range(600):
        r = rng.randrange(rounds)
        seats = search.rounds[r]
        s1, s2 = rng.randrange(len(seats)), rng.randrange(len(seats))
        if DUMMY_SEAT in (seats[s1], seats[s2]):
            continue
        before = search.cost
        if s1 // 4 != s2 // 4:
            predicted = search._swap_delta(seats, s1, s2)
            checked += 1
        elif s1 % 4 // 2 != s2 % 4 // 2:  # the two sides of one table
            predicted = search._turn_delta(seats, s1, s2)
            turned += 1
        else:
            continue
        made = search.swap(r, s1, s2)
        assert predicted == made == search.cost - before
    assert checked > 200
    assert turned > 10
    assert search.bad_pairs() == _over_their_caps(search)  # kept as the counts changed
    assert search.hard or search.soft  # the evening really has counts to change


@pytest.mark.parametrize(
    ("players", "rounds", "dummy", "few", "fixed", "seed"),
    [
        (9, 12, False, False, (), 1),
        (13, 20, False, True, (), 2),
        (11, 14, True, False, (), 3),
        (10, 25, False, True, (0, 5), 4),
        (23, 18, True, True, (1, 2, 7), 5),
    ],
)
def test_a_rounds_swap_deltas_read_by_rows_are_the_seat_by_seat_ones(
    players: int, rounds: int, dummy: bool, few: bool, fixed: tuple[int, ...], seed: int
) -> None:
    rng = random.Random(seed)
    evening = _random_evening(rng, players, rounds, dummy)
    search = Search(
        players,
        evening,
        Caps.for_games(players, rounds),
        frozenset(fixed),
        {(0, 1): 1},
        {(2, 3): 2},
        few=frozenset(range(0, players, 2)) if few else frozenset(),
    )
    compared = 0
    for _ in range(60):
        r = rng.randrange(rounds)
        seats = search.rounds[r]
        s1 = rng.randrange(len(seats))
        if seats[s1] == DUMMY_SEAT:
            continue
        deltas = search.swap_deltas(r, s1)
        for s2, delta in enumerate(deltas):
            if s2 // 4 == s1 // 4 or seats[s2] == DUMMY_SEAT:
                assert delta is None
                continue
            assert delta == search._swap_delta(seats, s1, s2)
            compared += 1
        # Move on to another state, so that counts above the caps are compared too.
        s2 = rng.randrange(len(seats))
        if s2 // 4 != s1 // 4 and seats[s2] != DUMMY_SEAT:
            search.swap(r, s1, s2)
    assert compared > 150
    assert search.hard


def test_the_pairs_over_their_caps_are_those_whose_counts_cost_hard() -> None:
    rng = random.Random(7)
    players, rounds = 13, 30
    search = Search(
        players,
        _random_evening(rng, players, rounds, dummy=False),
        Caps.for_games(players, 12),  # fewer games than played: many pairs over the caps
        frozenset({4, 9}),
        {(0, 1): 3},
        {(2, 3): 5},
        few=frozenset(range(0, players, 3)),
    )
    expected = _over_their_caps(search)
    assert expected and len(expected) < players * (players - 1) // 2
    assert search.bad_pairs() == [*expected, (4, 9)]


def _over_their_caps(search: Search) -> list[tuple[int, int]]:
    """The pairs whose counts cost HARD, counted afresh."""
    v = search.v
    return [
        divmod(k, v)
        for k in range(v * v)
        if search._partner_excess(k) or search.opponent_hard[search.opponents[k]]
    ]


@pytest.mark.parametrize(
    ("players", "rounds", "fixed", "seed"),
    [(10, 16, (), 1), (14, 20, (3, 8), 2), (7, 18, (), 3), (23, 12, (1, 2, 5), 4)],
)
def test_a_sit_out_exchange_is_weighed_as_it_is_made(
    players: int, rounds: int, fixed: tuple[int, ...], seed: int
) -> None:
    rng = random.Random(seed)
    evening = _random_evening(rng, players, rounds, dummy=False)
    sitters = [frozenset(range(players)) - frozenset(seats) for seats in evening]
    search = Search(
        players,
        evening,
        Caps.for_games(players, rounds),
        frozenset(fixed),
        {(0, 1): 1},
        {(2, 3): 2},
        sitters,
    )
    weighed = 0  # one table (7 players): the two tables always share players
    for _ in range(400):
        r = rng.randrange(rounds)
        seated = [p for p in search.rounds[r] if p != DUMMY_SEAT]
        found = search.sit_out_swap(rng, r, rng.choice(seated))
        if found is None:
            continue
        delta, r, slot, r2, slot2 = found
        before = search.cost
        assert search.make_sit_out_swap(r, slot, r2, slot2) == delta == search.cost - before
        weighed += 1
    assert weighed > 20
    fixed_pairs = [(a, b) for a in sorted(fixed) for b in sorted(fixed) if a < b]
    assert search.bad_pairs() == [*_over_their_caps(search), *fixed_pairs]
    assert search.sitters == [
        set(range(players)) - set(seats) for seats in search.rounds
    ]  # the sit-out counts moved with the players
