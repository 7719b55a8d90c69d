"""tools/anneal_evenings.py: its running cost is the true cost, and what it prints is checked."""

from __future__ import annotations

import random
import shutil
from types import ModuleType

import pytest

from tests import tool_loader
from whistclub.domain.drive.movements.model import Round, Table, verify
from whistclub.domain.drive.movements.stored_evenings import EVENINGS, parse


def load_tool() -> ModuleType:
    return tool_loader.load_tool("anneal_evenings")


def test_the_running_cost_stays_the_full_recount_move_after_move() -> None:
    tool = load_tool()
    rng = random.Random(3)
    evening = tool.Evening(11, 13, rng)
    assert evening.cost > 0
    for move in range(3000):
        r = rng.randrange(13)
        i, j = sorted(rng.sample(range(11), 2))
        if i >= evening.seats or (j < evening.seats and i // 2 == j // 2):
            continue
        evening.try_swap(r, i, j, 0.7, rng)
        if move % 500 == 0:
            assert evening.cost == evening.full_cost()
    assert evening.cost == evening.full_cost()


def test_it_finds_the_whole_tournament_for_eight_players() -> None:
    tool = load_tool()
    evening, _ = tool.anneal(8, 7, seed=0, seconds=10, temperature=0.5, cooling=0.9999995)
    assert evening.cost == 0
    words = evening.words()
    assert tool.keeps_bounds(8, words)
    cards = [[p + 1 for p in seats] for seats in parse(8, " ".join(words))]  # 0 is the dummy
    rounds = [
        Round(tables=(Table(1, (c[0], c[1]), (c[2], c[3])), Table(2, (c[4], c[5]), (c[6], c[7]))))
        for c in cards
    ]
    stats = verify(rounds, range(1, 9))
    assert stats.max_partner_repeats == 1
    assert stats.max_opposition == 2
    assert all(stats.distinct_partners(p) == 7 for p in range(1, 9))


def test_the_check_refuses_a_repeated_partner_and_a_sit_out_twice_running() -> None:
    tool = load_tool()
    words = EVENINGS[(11, 13)].split()
    assert tool.keeps_bounds(11, words)
    assert not tool.keeps_bounds(11, [*words[:12], words[0]])  # round 1 twice
    sitters = [set(range(11)) - set(seats) for seats in parse(11, " ".join(words))]
    first, second = next(
        (a, b) for a in range(13) for b in range(a + 1, 13) if sitters[a] & sitters[b]
    )
    rest = [w for k, w in enumerate(words) if k not in (first, second)]
    assert not tool.keeps_bounds(11, [words[first], words[second], *rest])


def test_the_stored_evening_it_found_keeps_every_bound_by_its_own_check() -> None:
    tool = load_tool()
    words = EVENINGS[(15, 26)].split()
    # Found with --partner-slack 1: someone partners 3 times, one over ceil(21/14) = 2.
    assert tool.keeps_bounds(15, words, slack=1)
    assert not tool.keeps_bounds(15, words, slack=0)


needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler (cc)")


@needs_cc
def test_the_c_engine_finds_eleven_players_over_thirteen_rounds() -> None:
    """The tight 4n+3 room the Python walk needed another model for: 70 million moves."""
    tool = load_tool()
    words, figures = tool.anneal_c(11, 13, seed=2, seconds=60, temperature=0.6, floor=0.1, cycle=50)
    assert figures["cost"] == 0 == figures["recount"]
    assert tool.keeps_bounds(11, words)


@needs_cc
def test_the_c_engine_recounts_its_cost_when_time_runs_out() -> None:
    tool = load_tool()
    # 15 players over 17 rounds in half a second: not found; the cost it ends on is the recount
    words, figures = tool.anneal_c(15, 17, seed=1, seconds=0.5, temperature=0.6, floor=0.1, cycle=5)
    assert figures["it"] > 1_000_000
    assert figures["cost"] > 0
    assert figures["cost"] == figures["recount"]
    assert len(words) == 17
    assert not tool.keeps_bounds(15, words)
