"""A small club's season of stored club games for the season's tests: three rubbers of
English short whist (english_short_001), two Solo sessions (solo_002) and two Bid Whist games
(bid_whist_004), partners changing from game to game. The figures the tests expect are worked
out by hand from the rules (rules-reference 1.7, seed 001; seed 002; seed 004) in
`test_season_games.py`."""

from __future__ import annotations

from datetime import date
from typing import Any

from whistclub.persistence import Database
from whistclub.services import club, games

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


def tricks(*ns: int) -> list[dict[str, Any]]:
    return [{"tricks": {"NS": n}} for n in ns]


# Rubber 1: NS take 12 and 12 tricks: 6 points a game (tricks over six), 2-0, bonus 2 for a
# 2-0 rubber (seed 001): NS 14 to 0.
# Rubber 2: NS 9 (3), NS 12 (6): game 1 NS 9-0; EW 11 (5): game 2 EW; NS 11 (5): game 3 NS;
# NS 3 + 6 + 5 = 14 to EW 5, 2-1 so no bonus: margin 9.
# Rubber 3: one deal; not decided.
RUBBERS = (
    ("Rubber 1", date(2026, 10, 1), tricks(12, 12), {"N": 0, "S": 1, "E": 2, "W": 3}),
    ("Rubber 2", date(2026, 10, 8), tricks(9, 12, 2, 11), {"N": 0, "S": 2, "E": 1, "W": 4}),
    ("Rubber 3", date(2026, 10, 15), tricks(9), {"N": 1, "S": 3, "E": 0, "W": 2}),
)

AUCTION_B = [["A", "prop"], ["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
AUCTION_A = [["A", "solo"], ["B", "pass"], ["C", "pass"], ["D", "pass"]]
# Session 1: B fails a Solo with 4 tricks: pays 1 to each (solo_002: Solo is 1 unit).
# Session 2: A makes a Solo with 5 tricks: 1 from each; then B fails a Solo again.
SOLOS = (
    (
        "Solo night",
        date(2026, 10, 1),
        [{"contract": "solo", "declarers": ["B"], "tricks": 4, "auction": AUCTION_B}],
        {"A": 0, "B": 1, "C": 2, "D": 3},
    ),
    (
        "Solo again",
        date(2026, 11, 5),
        [
            {"contract": "solo", "declarers": ["A"], "tricks": 5, "auction": AUCTION_A},
        ],
        {"A": 4, "B": 0, "C": 2, "D": 3},
    ),
)


def bid(bidders: str, number: int, books: int) -> dict[str, Any]:
    return {
        "bidders": bidders,
        "bid": number,
        "mode": "downtown",
        "trump": "spades",
        "books": {bidders: books, "EW" if bidders == "NS" else "NS": 12 - books},
    }


# Game 1: NS bid 4 and take 9 + the kitty = 10 books: +4; NS bid 3, 10 books: +4; 8 >= 7 (the
# game target of bid_whist_004): NS win. Game 2: EW bid 4, 10 books: +4; not yet decided.
BID_GAMES = (
    (
        "Bid 1",
        date(2026, 10, 22),
        [bid("NS", 4, 9), bid("NS", 3, 9)],
        {"N": 0, "S": 4, "E": 1, "W": 3},
    ),
    ("Bid 2", date(2026, 10, 29), [bid("EW", 4, 9)], {"N": 0, "S": 1, "E": 2, "W": 3}),
)


def game_club(database: Database) -> dict[str, Any]:
    """The five members, the season 2026-27 and its stored games (ids by title)."""
    ids = [
        club.register_player(database, name, membership_number=f"M{n}").created_id("player")
        for n, name in enumerate(NAMES, start=1)
    ]
    season_id = club.create_season(
        database, "2026-27", starts_on=date(2026, 9, 1), ends_on=date(2027, 6, 30)
    ).created_id("season")
    made: dict[str, int] = {}
    for title, day, deals, seats in RUBBERS:
        document = {"profile": "english_short_001", "deals": deals}
        made[title] = _store(database, document, seats, ids, title, day)
    for title, day, deals, seats in SOLOS:
        document = {
            "profile": "solo_002",
            "players": ["A", "B", "C", "D"],
            "dealer": "D",
            "deals": deals,
        }
        made[title] = _store(database, document, seats, ids, title, day)
    for title, day, deals, seats in BID_GAMES:
        document = {"profile": "bid_whist_004", "start": {"NS": 0, "EW": 0}, "deals": deals}
        made[title] = _store(database, document, seats, ids, title, day)
    return {"ids": ids, "season": season_id, "games": made}


def _store(
    database: Database,
    document: dict[str, Any],
    seats: dict[str, int],
    ids: list[int],
    title: str,
    day: date,
) -> int:
    changes = games.start_game(
        database,
        document,
        seats={seat: ids[i] for seat, i in seats.items()},
        title=title,
        played_on=day,
    )
    return changes.created_id("game")
