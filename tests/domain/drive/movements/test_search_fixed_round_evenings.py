"""tools/search_fixed_round_evenings.py: 15 players over 17 rounds kept by a turn of Z_3."""

from __future__ import annotations

import shutil
from collections import Counter

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements import stored_evenings

Tables = frozenset[frozenset[frozenset[int]]]


def turned(player: int) -> int:
    """x -> x + 1 in the player's orbit of Z_3 (player 3o + x)."""
    return player - player % 3 + (player + 1) % 3


def tables(seats: list[int]) -> Tables:
    return frozenset(
        frozenset((frozenset(seats[k : k + 2]), frozenset(seats[k + 2 : k + 4])))
        for k in range(0, len(seats), 4)
    )


def check_the_shape(rounds: list[list[int]]) -> None:
    """The turn maps the evening onto itself and fixes exactly two rounds, the shorts (four
    sit-outs) are orbits 3 and 4, and the fixed rounds are theirs to sit out."""
    evening = Counter(tables(seats) for seats in rounds)
    assert evening == Counter(tables([turned(p) for p in seats]) for seats in rounds)
    fixed = [seats for seats in rounds if tables(seats) == tables([turned(p) for p in seats])]
    assert len(fixed) == 2
    sit_outs = Counter(p for seats in rounds for p in set(range(15)) - set(seats))
    assert {p for p, n in sit_outs.items() if n == 4} == set(range(9, 15))
    assert sorted(sorted(set(range(15)) - set(seats)) for seats in fixed) == [
        [9, 10, 11],
        [12, 13, 14],
    ]


@pytest.mark.skipif(shutil.which("cc") is None, reason="the search is C, needs cc")
def test_finds_15_players_over_17_rounds_keeping_every_bound() -> None:
    tool = tool_loader.load_tool("search_fixed_round_evenings")
    check = tool_loader.load_tool("search_orbit_evenings")
    outcome = tool.search(solutions=3, seconds=60)
    assert outcome.found == 3 and len(outcome.evenings) == 3
    for rounds in outcome.evenings:
        assert len(rounds) == 17
        assert check.keeps_every_bound(15, rounds)
        check_the_shape(rounds)


def test_the_stored_evening_has_the_shape_the_search_gives() -> None:
    rounds = stored_evenings.parse(15, stored_evenings.EVENINGS[(15, 17)])
    check_the_shape(rounds)
