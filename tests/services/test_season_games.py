"""Competitions over the season's club games (issue 26 item 1): each player's rubber margins
and points with partners changing, Solo balances, Bid Whist games won, worked out from the
stored games by their engines. Every figure here is worked out by hand in tests/season_games.py
(rules-reference 1.7 and seed 001 for the rubbers, seed 002 for Solo, seed 004 for Bid Whist)."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from tests.season_games import game_club
from whistclub.persistence import Database
from whistclub.reports.words import words_for
from whistclub.services import ServiceError, games, season


@pytest.fixture
def games_season(database: Database) -> dict[str, Any]:
    return game_club(database)


def _table(database: Database, rule: dict[str, Any], as_of: date | None = None) -> list[dict]:
    stored = season.list_competitions(database, _season_id(database))
    for row in stored:
        season.delete_competition(database, row["id"], row["version"])
    season.add_competition(database, _season_id(database), "Cup", rule)
    data = season.report_json(season.season_report(database, as_of=as_of))
    (competition,) = data["competitions"]
    assert competition["rule"]["games"] == rule["games"]
    return competition["rows"]


def _season_id(database: Database) -> int:
    found = season.current_season(database)
    assert found is not None
    return int(found["id"])


def _by_name(rows: list[dict]) -> dict[str, tuple[Any, Any]]:
    return {r["name"]: (r["rank"], r["points"]) for r in rows}


def test_rubber_margins_follow_each_player_whoever_their_partner(database, games_season):
    made = games_season["games"]
    rows = _table(database, {"games": "partnership"})
    # Rubber 1: Ann & Ben +14, Cat & Dan -14; Rubber 2: Ann & Cat +9, Ben & Eve -9.
    assert _by_name(rows) == {
        "Ann": (1, 23),
        "Ben": (2, 5),
        "Cat": (3, -5),
        "Eve": (4, -9),
        "Dan": (5, -14),
    }
    ann = rows[0]
    assert ann["counted"] == [made["Rubber 1"], made["Rubber 2"]]
    assert ann["dropped"] == []
    assert ann["why"] == (
        "counted: Rubber 1 2026-10-01 (14), Rubber 2 2026-10-08 (9); "
        "not finished yet: Rubber 3 2026-10-15"
    )
    # the rubber points instead: Ann 14 + 14, Ben 14 + 5, Cat 0 + 14, Dan 0, Eve 5
    points = _table(database, {"games": "partnership", "figure": "points"})
    assert _by_name(points) == {
        "Ann": (1, 28),
        "Ben": (2, 19),
        "Cat": (3, 14),
        "Eve": (4, 5),
        "Dan": (5, 0),
    }


def test_best_n_games_qualifying_and_as_of_a_date(database, games_season):
    made = games_season["games"]
    rows = _table(database, {"games": "partnership", "best": 1, "min_attendance": 2})
    ben = next(r for r in rows if r["name"] == "Ben")
    # Ben: +14 in Rubber 1 kept, -9 in Rubber 2 dropped (best 1 count); two played: qualified
    assert (ben["points"], ben["counted"], ben["dropped"]) == (
        14,
        [made["Rubber 1"]],
        [made["Rubber 2"]],
    )
    assert "dropped (best 1 count): Rubber 2 2026-10-08 (-9)" in ben["why"]
    assert "2 of 2 games needed: qualified" in ben["why"]
    eve = next(r for r in rows if r["name"] == "Eve")
    assert (eve["rank"], eve["qualified"]) == (None, False)  # one rubber only
    # the table after 5 October: Rubber 1 alone
    early = _table(database, {"games": "partnership"}, as_of=date(2026, 10, 5))
    assert _by_name(early) == {"Ann": (1, 14), "Ben": (1, 14), "Cat": (3, -14), "Dan": (3, -14)}


def test_solo_balances_in_units_won_and_lost(database, games_season):
    made = games_season["games"]
    rows = _table(database, {"games": "solo", "tie_break": "wins"})
    # Solo night: Ben fails a Solo, pays 1 to each: Ann, Cat, Dan +1, Ben -3.
    # Solo again: Eve makes a Solo, 1 from each: Eve +3, Ann, Cat, Dan -1.
    assert _by_name(rows) == {
        "Eve": (1, 3),
        "Ann": (2, 0),
        "Cat": (2, 0),
        "Dan": (2, 0),
        "Ben": (5, -3),
    }
    ann = next(r for r in rows if r["name"] == "Ann")
    assert ann["counted"] == [made["Solo night"], made["Solo again"]]
    assert ann["why"].startswith("counted: Solo night 2026-10-01 (1), Solo again 2026-11-05 (-1)")
    # each topped Solo night with +1: one game won each, still level
    assert ann["why"].endswith("level on 0 points with Cat, Dan: games won 1")


def test_bid_whist_games_won_and_a_game_not_yet_decided(database, games_season):
    made = games_season["games"]
    rows = _table(database, {"games": "bid_whist"})
    # Bid 1: NS (Ann, Eve) +4 +4 = 8, past the target of 7: won. Bid 2 not decided.
    assert _by_name(rows) == {
        "Ann": (1, 1),
        "Eve": (1, 1),
        "Ben": (3, 0),
        "Cat": (3, 0),
        "Dan": (3, 0),
    }
    cat = next(r for r in rows if r["name"] == "Cat")
    assert cat["counted"] == []
    assert cat["why"].startswith("no game counted; not finished yet: Bid 2 2026-10-29")
    ann = next(r for r in rows if r["name"] == "Ann")
    assert ann["counted"] == [made["Bid 1"]]
    # a corrected deal changes the table at once: EW now take 11 books in Bid 2 (bid 4:
    # 11 + 1 = 12 books, 6 over six), and bid again to finish: EW win
    (deal,) = games.load_deals(database, made["Bid 2"])
    games.correct_deal(
        database,
        deal["id"],
        deal["version"],
        {**deal["facts"], "books": {"EW": 11, "NS": 1}},
    )
    games.record_deal(
        database,
        made["Bid 2"],
        {"bidders": "EW", "bid": 3, "mode": "downtown", "trump": "spades",
         "books": {"EW": 8, "NS": 4}},
    )  # fmt: skip
    after = _by_name(_table(database, {"games": "bid_whist"}))
    assert after == {"Ann": (1, 1), "Eve": (1, 1), "Cat": (1, 1), "Dan": (1, 1), "Ben": (5, 0)}


def test_a_games_rule_refuses_evening_choices_and_speaks_spanish(database, games_season):
    with pytest.raises(ServiceError, match="scoring is for evenings"):
        season.add_competition(
            database, _season_id(database), "Odd", {"games": "solo", "scoring": "places"}
        )
    with pytest.raises(ServiceError, match="figure is one of balance"):
        season.add_competition(
            database, _season_id(database), "Odd", {"games": "solo", "figure": "margin"}
        )
    season.add_competition(database, _season_id(database), "Solo cup", {"games": "solo"})
    data = season.report_json(season.season_report(database), words_for("es"))
    (competition,) = data["competitions"]
    assert competition["rule"]["words"] == (
        "las sesiones de Solo del club, por el saldo en unidades de cada jugador; "
        "empates compartidos"
    )
    eve, ann = competition["rows"][:2]
    assert eve["why"] == "cuentan: Solo again 5 de noviembre de 2026 (3)"
    assert ann["why"].endswith("empatado a 0 puntos con Cat, Dan: puesto compartido")
    season.add_competition(
        database, _season_id(database), "Bid cup", {"games": "bid_whist", "min_attendance": 1}
    )
    data = season.report_json(season.season_report(database, "2026-27", "Bid cup"), words_for("es"))
    cat = next(r for r in data["competitions"][0]["rows"] if r["name"] == "Cat")
    assert cat["why"] == (
        "no cuenta ninguna partida; aún sin terminar: Bid 2 29 de octubre de 2026; "
        "0 de 1 partidas necesarias: no clasificado"
    )
