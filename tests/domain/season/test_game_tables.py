"""The club games' season table from plain values (whistclub.domain.season.games): members
only, a rubber won on fewer points, the rule's JSON and its refusals."""

from __future__ import annotations

from datetime import date

import pytest

from whistclub.domain.errors import DomainError
from whistclub.domain.season.games import ClubGame, Part, game_table
from whistclub.domain.season.margins import partnership_outcome
from whistclub.domain.season.rules import Rule, read_rule
from whistclub.domain.season.table import Player

PLAYERS = {
    "a": Player("a", "Ann", True),
    "b": Player("b", "Ben", True),
    "w": Player("w", "Walter", False),  # no membership number
}


def _game(number: int, day: int, *parts: Part, finished: bool = True) -> ClubGame:
    return ClubGame(number, f"Solo {number}", date(2026, 10, day), "solo", finished, parts)


def test_members_only_leaves_a_non_member_out_and_best_n_keeps_the_earlier_on_a_tie():
    games = [
        _game(1, 1, Part("a", 2, 2, True), Part("b", -1, -1, False), Part("w", -1, -1, False)),
        _game(2, 8, Part("a", 2, 2, True), Part("b", 3, 3, True), Part("w", -5, -5, False)),
    ]
    rule = Rule(games="solo", members_only=True, best=1)
    table = game_table("Solo cup", rule, games, PLAYERS)
    assert [(r.name, r.points, r.counted, r.dropped) for r in table.rows] == [
        ("Ben", 3, (2,), (1,)),
        ("Ann", 2, (1,), (2,)),  # 2 and 2: the earlier game is kept
    ]
    assert table.evenings == (1, 2)


def test_a_rubber_won_on_fewer_points_costs_its_winners():
    # seed 001: the margin is the rubber's points, whoever won the games
    result = {"rubber": {"winner": "NS", "points": {"NS": 10, "EW": 12}}}
    assert partnership_outcome(result) == ("NS", {"NS": -2, "EW": 2})
    assert partnership_outcome({"rubber": {"winner": None, "points": {}}}) is None


def test_the_rule_reads_back_and_refuses_evening_keys():
    rule = read_rule({"games": "partnership", "figure": "points", "best": 3})
    assert read_rule(rule.to_json()) == rule and rule.measure == "points"
    assert Rule(games="bid_whist").measure == "games_won"
    assert read_rule(Rule().to_json()) == Rule()  # an evenings rule: "figure": null
    with pytest.raises(DomainError, match="by_role is for evenings"):
        read_rule({"games": "solo", "by_role": True})
    with pytest.raises(DomainError, match="games is one of partnership, solo, bid_whist"):
        read_rule({"games": "cribbage"})
    # A figure without games was dropped without a word (the competition then added totals).
    with pytest.raises(DomainError, match="figure is for a competition over club games"):
        read_rule({"figure": "margin"})
