"""The demo club: a believable club's facts, built from a seed (issue 9 item 4).

Everything here is pure: `build_demo(seed)` returns plain data (players, game documents, one
drive evening) and writes nothing; whistclub.services.demo stores it through the services.
The same seed always gives the same club, so two demo databases export identically.

The facts are made the way a secretary would type them at the table and then checked by the
domain, exactly as the services will check them:

- 28 players, half with Spanish and half with English names, 14 ladies and 14 gents;
- a finished progressive whist drive at 7 tables (docs/drives.md): 24 one-hand changes in
  two halves of 12, winners moving (ladies up, gents down), seat roles, prizes; each change's
  seating is the one the domain calls from the previous change's results, so the stored
  seatings are exactly those the evening would have been played with;
- an English rubber (preset english_short_001, seed 001: short whist, honours count) with
  honours in most deals and a revoke (seed 001's penalty: the claimants add 3 points);
- an 8-deal Solo session (preset solo_002, seed 002);
- a Bid Whist game (preset bid_whist_004, seed 004) played until a side reaches +7.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from whistclub.domain.documents import score_document
from whistclub.domain.documents.drive import score_drive
from whistclub.domain.errors import DomainError

DEFAULT_SEED = 2026
CLUB_NAME = "Club de Whist La Alameda"

# Dates are fixed (not "today") so that the demo is the same on every machine and every day.
DRIVE_DATE = date(2026, 11, 20)
GAMES_DATE = date(2026, 11, 24)

STAKE_PER_POINT = 0.5
SEATS = ("N", "E", "S", "W")
SUITS = ("spades", "hearts", "diamonds", "clubs")  # the score pad's suit values (ui/families.py)

LADY_NAMES = {
    "es": ("Carmen", "Lucía", "Pilar", "Rosario", "Mercedes", "Inés", "Consuelo", "Dolores"),
    "en": ("Margaret", "Joan", "Edith", "Dorothy", "Hilda", "Sheila", "Winifred", "Audrey"),
}
GENT_NAMES = {
    "es": ("Antonio", "Manuel", "José Luis", "Rafael", "Francisco", "Joaquín", "Andrés", "Tomás"),
    "en": ("Arthur", "Geoffrey", "Harold", "Stanley", "Reginald", "Dennis", "Walter", "Clifford"),
}
SURNAMES = {
    "es": (
        "García",
        "Fernández",
        "López",
        "Martínez",
        "Sánchez",
        "Romero",
        "Navarro",
        "Ortega",
        "Castillo",
        "Morales",
        "Herrera",
        "Iglesias",
        "Delgado",
        "Vega",
    ),
    "en": (
        "Thompson",
        "Whitaker",
        "Barnes",
        "Holloway",
        "Pritchard",
        "Fletcher",
        "Ashworth",
        "Kendall",
        "Cartwright",
        "Blackwood",
        "Pemberton",
        "Haworth",
        "Ellison",
        "Marsh",
    ),
}
PLAYERS_PER_ROLE_AND_LANGUAGE = 7  # 7 x 2 languages x 2 roles = 28 players, 7 tables of four


@dataclass(frozen=True, slots=True)
class DemoPlayer:
    name: str
    membership_number: str
    role: str  # "lady" or "gent": the seat role the player takes at drives
    notes: str = ""


@dataclass(frozen=True, slots=True)
class DemoGame:
    """A club game as start_game takes it: the document and who sat where."""

    title: str
    played_on: date
    document: dict[str, Any]
    seats: dict[str, int]  # the document's seat label -> index into DemoClub.players


@dataclass(frozen=True, slots=True)
class DemoEntrant:
    card: int
    player: int  # index into DemoClub.players
    facts: dict[str, Any]  # the drive document's entrant object: card, name, role


@dataclass(frozen=True, slots=True)
class DemoDrive:
    """A drive evening as recorded facts, in the shapes of `whistclub-cli drive score`."""

    name: str
    held_on: date
    settings: dict[str, Any]  # the document's settings: every field but entrants and facts
    entrants: tuple[DemoEntrant, ...]
    seatings: tuple[dict[str, Any], ...]  # per change: {"tables": [...], "sitting_out": [...]}
    results: tuple[tuple[dict[str, Any], ...], ...]  # per change, per table: {"table", "ns"}

    def document(self) -> dict[str, Any]:
        """The whole evening as `whistclub-cli drive score` reads it."""
        return {
            **{k: v for k, v in self.settings.items() if k not in MONEY_KEYS},
            "entrants": [dict(e.facts) for e in self.entrants],
            "seatings": [dict(s) for s in self.seatings],
            "results": [[dict(r) for r in change] for change in self.results],
        }


@dataclass(frozen=True, slots=True)
class DemoSeason:
    """The club's season around the demo drive, with one competition over its drives, so a
    new user sees a season table at once (issue 26 item 6)."""

    name: str
    starts_on: date
    ends_on: date
    competitions: tuple[tuple[str, dict[str, Any]], ...]  # name, rule (domain.season.rules)


# September to June: the club season of the demo's drive (issue 26 item 6). The competition
# scores each drive by points for place, best 10 count, members only (issue 26 item 1).
DEMO_SEASON = DemoSeason(
    "2026-27",
    date(2026, 9, 1),
    date(2027, 6, 30),
    (
        (
            "Winter league",
            {"scoring": "places", "best": 10, "members_only": True, "tie_break": "wins"},
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class DemoClub:
    name: str
    seed: int
    players: tuple[DemoPlayer, ...]
    games: tuple[DemoGame, ...]
    drive: DemoDrive
    settings: dict[str, Any]  # club settings (key -> JSON value), as services.settings keeps
    season: DemoSeason = DEMO_SEASON


def build_demo(seed: int = DEFAULT_SEED) -> DemoClub:
    """The demo club of `seed`: the same seed gives the same club, fact for fact."""
    rng = random.Random(seed)
    players = make_players(rng)
    skills = [rng.gauss(0.0, 1.0) for _ in players]
    ladies = [i for i, p in enumerate(players) if p.role == "lady"]
    gents = [i for i, p in enumerate(players) if p.role == "gent"]
    rubber_four = _pick_four(rng, ladies, gents)
    solo_four = _shortest_names(players, ladies, gents, avoid=rubber_four)
    bid_four = _pick_four(rng, ladies, gents, avoid=rubber_four + solo_four)
    games = (
        make_rubber(rng, players, rubber_four),
        make_solo_session(rng, players, solo_four),
        make_bid_whist_game(rng, players, bid_four),
    )
    drive = make_drive(rng, seed, players, skills)
    # The stake of the games' evening (seed 003: a money value per point agreed before play),
    # under the key the Evening page keeps it (whistclub/ui/evening.py).
    settings = {f"evening.{GAMES_DATE.isoformat()}.money_per_point": STAKE_PER_POINT}
    return DemoClub(CLUB_NAME, seed, players, games, drive, settings)


# --- Players -----------------------------------------------------------------------------------


def make_players(rng: random.Random) -> tuple[DemoPlayer, ...]:
    """14 ladies and 14 gents, half of each with Spanish names and half with English ones."""
    made: list[tuple[str, str]] = []
    for language in ("es", "en"):
        surnames = rng.sample(SURNAMES[language], 2 * PLAYERS_PER_ROLE_AND_LANGUAGE)
        firsts = {
            "lady": rng.sample(LADY_NAMES[language], PLAYERS_PER_ROLE_AND_LANGUAGE),
            "gent": rng.sample(GENT_NAMES[language], PLAYERS_PER_ROLE_AND_LANGUAGE),
        }
        for index in range(PLAYERS_PER_ROLE_AND_LANGUAGE):
            for offset, role in enumerate(("lady", "gent")):
                surname = surnames[2 * index + offset]
                made.append((f"{firsts[role][index]} {surname}", role))
    rng.shuffle(made)
    return tuple(
        DemoPlayer(name=name, membership_number=f"{number:03d}", role=role)
        for number, (name, role) in enumerate(made, start=1)
    )


def _pick_four(
    rng: random.Random, ladies: Sequence[int], gents: Sequence[int], avoid: Sequence[int] = ()
) -> list[int]:
    """Two ladies and two gents not yet at another table of the evening."""
    free_ladies = [i for i in ladies if i not in avoid]
    free_gents = [i for i in gents if i not in avoid]
    return [*rng.sample(free_ladies, 2), *rng.sample(free_gents, 2)]


def _shortest_names(
    players: Sequence[DemoPlayer], ladies: Sequence[int], gents: Sequence[int], avoid: Sequence[int]
) -> list[int]:
    """The two ladies and two gents with the shortest names not yet at a table: the Solo pad
    has one column per player, and short names let all four fit on a laptop's screen."""

    def shortest(group: Sequence[int]) -> list[int]:
        free = [i for i in group if i not in avoid]
        return sorted(free, key=lambda i: (len(players[i].name), players[i].name))[:2]

    return [*shortest(ladies), *shortest(gents)]


# --- Partnership: an English rubber --------------------------------------------------------------

RUBBER_PROFILE = "english_short_001"
REVOKE_DEAL = 3  # the deal in which someone revokes (any deal the rubber still reaches)


MIN_RUBBER_DEALS = 6  # a rubber over in three deals shows little of the score pad
MIN_BID_WHIST_DEALS = 6


def make_rubber(rng: random.Random, players: Sequence[DemoPlayer], four: list[int]) -> DemoGame:
    """A rubber of at least MIN_RUBBER_DEALS deals (redealt from the same generator until one
    is: still deterministic), with honours held in most deals and one revoke."""
    while True:
        game = _rubber(rng, players, four)
        if len(game.document["deals"]) >= MIN_RUBBER_DEALS:
            return game


def _rubber(rng: random.Random, players: Sequence[DemoPlayer], four: list[int]) -> DemoGame:
    """Deals until the rubber is won.

    Seed 001: short whist, game at 5 points, honours count (4 held: 4 points, 3 held: 2)
    except at 4 points; the revoke penalty here is the claimants adding 3 points.
    """
    # Ladies North and East, gents South and West: partners are one lady and one gent.
    seats = {"N": four[0], "E": four[1], "S": four[2], "W": four[3]}
    header: dict[str, Any] = {
        "profile": RUBBER_PROFILE,
        "seats": {**{s: players[p].name for s, p in seats.items()}, "dealer": "S"},
    }
    deals: list[dict[str, Any]] = []
    dealer = "S"
    while not _rubber_over(header, deals):
        ns = _tricks(rng, 0.5)
        deal: dict[str, Any] = {
            "dealer": dealer,
            "trump": rng.choice(SUITS),
            "tricks": {"NS": ns, "EW": 13 - ns},
        }
        held = _honours(rng)
        if held is not None:
            deal["honours"] = held
        if len(deals) + 1 == REVOKE_DEAL:
            # The side that took fewer tricks revoked; the others claim 3 points.
            side = "NS" if ns < 7 else "EW"
            deal["revokes"] = [{"side": side, "by": "player", "penalty": "add_3_to_claimants"}]
        deals.append(_checked_deal(header, deals, deal))
        dealer = SEATS[(SEATS.index(dealer) + 1) % 4]  # the deal passes to the left
        if len(deals) > 60:  # a rubber ends long before; never loop on a rule change
            raise RuntimeError("the demo rubber did not finish in 60 deals")
    return DemoGame("Rubber 1", GAMES_DATE, {**header, "deals": deals}, seats)


def _rubber_over(header: Mapping[str, Any], deals: list[dict[str, Any]]) -> bool:
    if not deals:
        return False
    rubber = score_document({**header, "deals": deals}).get("rubber") or {}
    return rubber.get("winner") is not None


def _honours(rng: random.Random) -> dict[str, int] | None:
    """Who held the four honours; None (not recorded) for the occasional even split."""
    ns = sum(rng.random() < 0.5 for _ in range(4))
    if ns == 2 and rng.random() < 0.5:
        return None
    return {"NS": ns, "EW": 4 - ns}


# --- Solo Whist: an 8-deal session ---------------------------------------------------------------

SOLO_PROFILE = "solo_002"
SOLO_DEALS = 8  # seed 002: a session is 8 deals, void deals included
# How often each contract is called at a club table (a pass-out is a void deal).
SOLO_CONTRACTS = (
    ("solo", 5),
    ("prop_cop", 4),
    ("misere", 2),
    ("abundance", 1),
    (None, 1),
)


def make_solo_session(
    rng: random.Random, players: Sequence[DemoPlayer], four: list[int]
) -> DemoGame:
    labels = [players[p].name for p in four]
    header: dict[str, Any] = {"profile": SOLO_PROFILE, "players": labels, "dealer": labels[3]}
    deals: list[dict[str, Any]] = []
    contracts = [c for c, _ in SOLO_CONTRACTS]
    weights = [w for _, w in SOLO_CONTRACTS]
    for _ in range(SOLO_DEALS):
        contract = rng.choices(contracts, weights)[0]
        deal = _solo_deal(rng, contract, labels)
        deals.append(_checked_deal(header, deals, deal))
    seats = {label: p for label, p in zip(labels, four, strict=True)}
    return DemoGame("Solo session 1", GAMES_DATE, {**header, "deals": deals}, seats)


def _solo_deal(rng: random.Random, contract: str | None, labels: list[str]) -> dict[str, Any]:
    if contract is None:
        return {"contract": None}
    # Tricks taken: a contract is called on a good hand, so it is made more often than not.
    if contract == "prop_cop":
        declarers = rng.sample(labels, 2)
        tricks = rng.choice((7, 8, 8, 9, 9, 10))
        return {"contract": contract, "declarers": declarers, "tricks": tricks}
    declarer = [rng.choice(labels)]
    if contract == "solo":
        tricks = rng.choice((4, 5, 5, 6, 6, 7))
    elif contract == "misere":
        tricks = 0 if rng.random() < 0.7 else 1
    else:  # abundance
        tricks = rng.choice((8, 9, 9, 10))
    return {"contract": contract, "declarers": declarer, "tricks": tricks}


# --- Bid Whist: a game to +7 ---------------------------------------------------------------------

BID_PROFILE = "bid_whist_004"
MODES = ("uptown", "downtown", "no_trump")


def make_bid_whist_game(
    rng: random.Random, players: Sequence[DemoPlayer], four: list[int]
) -> DemoGame:
    """A game of at least MIN_BID_WHIST_DEALS deals won by a side reaching +7 (played again
    from the same generator until one is: a game lost at -7 shows the scoring less well)."""
    while True:
        game = _bid_whist_game(rng, players, four)
        final = score_document(game.document)["final_score"]
        if len(game.document["deals"]) >= MIN_BID_WHIST_DEALS and max(final.values()) >= 7:
            return game


def _bid_whist_game(rng: random.Random, players: Sequence[DemoPlayer], four: list[int]) -> DemoGame:
    """Deals until a side reaches +7 or falls to -7 (seed 004)."""
    seats = {"N": four[0], "E": four[1], "S": four[2], "W": four[3]}
    header: dict[str, Any] = {"profile": BID_PROFILE, "start": {"NS": 0, "EW": 0}}
    deals: list[dict[str, Any]] = []
    dealer = "E"
    while not deals or score_document({**header, "deals": deals}).get("winner") is None:
        bidders = rng.choice(("NS", "EW"))
        bid = rng.choices((3, 4, 5), (5, 4, 1))[0]
        mode = rng.choices(MODES, (5, 3, 2))[0]
        # The kitty counts as one book: the bidders need bid + 6 books of 13, so bid + 5 of
        # the 12 played; they make it a little more often than not.
        books = min(12, max(0, bid + 5 + rng.choice((-2, -1, 0, 0, 1, 1, 2))))
        deal: dict[str, Any] = {
            "dealer": dealer,
            "bidders": bidders,
            "bid": bid,
            "mode": mode,
            "books": {bidders: books, _other(bidders): 12 - books},
        }
        if mode != "no_trump":
            deal["trump"] = rng.choice(SUITS)
        deals.append(_checked_deal(header, deals, deal))
        dealer = SEATS[(SEATS.index(dealer) + 1) % 4]
        if len(deals) > 60:
            raise RuntimeError("the demo Bid Whist game did not finish in 60 deals")
    return DemoGame("Bid Whist game 1", GAMES_DATE, {**header, "deals": deals}, seats)


def _other(side: str) -> str:
    return "EW" if side == "NS" else "NS"


# --- A progressive whist drive -------------------------------------------------------------------

DRIVE_SETTINGS: dict[str, Any] = {
    "format": "progressive",
    "movers": "winners",
    "layout": "circle",
    "roles": True,
    "hands_per_change": 1,
    "changes": 24,
    "half_after": 12,
    "trumps": ["hearts", "clubs", "diamonds", "spades"],
    "sit_out": "average",
    "tie_breaks": ["second_half", "hands_won", "count_back"],
    "prizes": [
        {"name": "First lady", "role": "lady", "place": 1},
        {"name": "First gent", "role": "gent", "place": 1},
        {"name": "Second lady", "role": "lady", "place": 2},
        {"name": "Second gent", "role": "gent", "place": 2},
        {"name": "Best first half", "half": 1, "place": 1},
        {"name": "Best second half", "half": 2, "place": 1},
        {"name": "Most 10+ hands", "most": "ten_plus"},
        {"name": "Booby lady", "role": "lady", "place": "last"},
        {"name": "Booby gent", "role": "gent", "place": "last"},
    ],
    "one_prize_each": True,
    "entry_fee": 2.5,
    # The money sheet (docs/drives.md, "How an evening is stored"); the domain ignores it.
    "money": {
        "prize_costs": [
            {"prize": "First lady", "amount": 8},
            {"prize": "First gent", "amount": 8},
            {"prize": "Second lady", "amount": 5},
            {"prize": "Second gent", "amount": 5},
            {"prize": "Best first half", "amount": 4},
            {"prize": "Best second half", "amount": 4},
            {"prize": "Most 10+ hands", "amount": 3},
            {"prize": "Booby lady", "amount": 1.5},
            {"prize": "Booby gent", "amount": 1.5},
        ],
        "raffle": 18.5,
        "other": [{"what": "Hall hire", "amount": -25}],
    },
}
MONEY_KEYS = ("money", "template")  # settings keys the domain does not read


def make_drive(
    rng: random.Random, seed: int, players: Sequence[DemoPlayer], skills: Sequence[float]
) -> DemoDrive:
    """Every player enters; the first seating is drawn by lot from the seed, each later one
    is the seating the domain calls from the results so far (docs/drives.md, Formats)."""
    settings = {**DRIVE_SETTINGS, "seed": seed}
    order = list(range(len(players)))
    rng.shuffle(order)  # cards are handed out at the door in arrival order
    entrants = tuple(
        DemoEntrant(
            card=card,
            player=index,
            facts={
                "card": card,
                "name": players[index].name,
                "role": players[index].role,
                "joins_at": 1,
                "leaves_after": None,
            },
        )
        for card, index in enumerate(order, start=1)
    )
    skill_of = {e.card: skills[e.player] for e in entrants}
    document: dict[str, Any] = {
        **{k: v for k, v in settings.items() if k not in MONEY_KEYS},
        "entrants": [dict(e.facts) for e in entrants],
    }
    seatings: list[dict[str, Any]] = []
    results: list[tuple[dict[str, Any], ...]] = []
    for change in range(1, settings["changes"] + 1):
        called = _called_seating(document, change)
        seatings.append(called)
        document["seatings"] = list(seatings)
        played = tuple(
            _result(table["table"], _table_tricks(rng, table, skill_of))
            for table in called["tables"]
        )
        results.append(played)
        document["results"] = [list(r) for r in results]
    score_drive(document)  # the finished evening must work out, or the demo is wrong
    return DemoDrive(
        name="Friday drive",
        held_on=DRIVE_DATE,
        settings=settings,
        entrants=entrants,
        seatings=tuple(seatings),
        results=tuple(results),
    )


def _called_seating(document: dict[str, Any], change: int) -> dict[str, Any]:
    """The seating of `change`: drawn by lot for the first, else the domain's `next`."""
    if change == 1:
        return _first_seating(document)
    upcoming = score_drive(document)["next"]
    assert upcoming is not None and upcoming["change"] == change, "the evening stopped early"
    return {"tables": upcoming["seating"], "sitting_out": upcoming["sitting_out"]}


def _first_seating(document: dict[str, Any]) -> dict[str, Any]:
    """The seating the domain draws by lot from the evening's seed for change 1."""
    from whistclub.domain.documents.drive import draw_seating, read_entrants, read_settings

    drawn = draw_seating(read_settings(document), read_entrants(document["entrants"]))
    return {
        "tables": [{"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in drawn.tables],
        "sitting_out": list(drawn.sitting_out),
    }


def _result(table: int, ns: int) -> dict[str, Any]:
    """A table's result as stored: North-South's tricks and East-West's, one number a hand."""
    return {"table": table, "ns": [ns], "ew": [13 - ns]}


def _table_tricks(
    rng: random.Random, table: Mapping[str, Any], skill_of: Mapping[int, float]
) -> int:
    """North-South's tricks: the stronger partnership wins a little more often."""
    edge = sum(skill_of[c] for c in table["ns"]) - sum(skill_of[c] for c in table["ew"])
    return _tricks(rng, min(0.8, max(0.2, 0.5 + 0.04 * edge)))


# --- Shared helpers ------------------------------------------------------------------------------


def _tricks(rng: random.Random, chance: float) -> int:
    """Tricks of 13 won by a side that takes each trick with `chance` (a binomial draw)."""
    return sum(rng.random() < chance for _ in range(13))


def _checked_deal(
    header: Mapping[str, Any], deals: list[dict[str, Any]], deal: dict[str, Any]
) -> dict[str, Any]:
    """The deal, once the domain has scored the game with it (as the services will)."""
    try:
        score_document({**header, "deals": [*deals, deal]})
    except DomainError as error:  # a demo fact the rules refuse is a bug in this module
        raise RuntimeError(f"demo deal refused by the rules: {error}") from error
    return deal
