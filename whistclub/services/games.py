"""Club games (partnership games and rubbers, Solo sessions, Bid Whist games) as recorded facts.

A game is stored as its game document: the header (profile, rules, start, family facts such
as Solo's players and dealer), who sat where, and the deals exactly as typed. Every write is
checked at once by scoring the whole document with the domain
(whistclub.domain.documents.score_document), so a deal the rules forbid is refused with the
domain's own message naming the deal and the field, and nothing is stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from typing import Any

import sqlalchemy as sa

from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import get_preset
from whistclub.persistence.database import Database
from whistclub.persistence.mappers import game_document, split_document
from whistclub.persistence.rows import metadata
from whistclub.services.errors import NotFoundError, ServiceError
from whistclub.services.unit import Changes, UnitOfWork, done, use_case

Scorer = Callable[[Mapping[str, Any]], dict[str, Any]]


def start_game(
    database: Database,
    document: Mapping[str, Any],
    *,
    seats: Mapping[str, int | None] | None = None,
    title: str = "",
    played_on: date | None = None,
    season_id: int | None = None,
) -> Changes:
    """Store a new game from its document (its deals, if any, are recorded with it).

    `seats` maps the document's seat labels (N/E/S/W, or Solo's player labels) to club players.
    """
    profile, header, deals = split_document(_object(document, "the game"))
    score_document({**header, "deals": deals})
    seats = dict(seats or {})
    _check_seats(header, seats)
    summary = f"start {title or profile} game"
    with use_case(database, "game.started", summary) as unit:
        for player_id in seats.values():
            if player_id is not None:
                unit.require("player", player_id, f"player {player_id}")
        game_id = unit.insert(
            "game",
            profile=profile,
            header=header,
            title=title,
            played_on=played_on,
            season_id=season_id,
        )
        for seat, player_id in seats.items():
            unit.insert("game_seat", game_id=game_id, seat=str(seat), player_id=player_id)
        for position, facts in enumerate(deals, start=1):
            unit.insert(
                "deal", game_id=game_id, position=position, facts=_object(facts, f"deal {position}")
            )
    return done(unit)


def record_deal(database: Database, game_id: int, facts: Mapping[str, Any]) -> Changes:
    """Add the next deal of a game, checked by the domain with every deal before it."""
    facts = _object(facts, "the deal")
    with use_case(database, "deal.recorded", "") as unit:
        game = unit.require("game", game_id, f"game {game_id}")
        deals = unit.rows("deal", game_id=game_id)
        position = max((deal["position"] for deal in deals), default=0) + 1
        _check(game, [*deals, {"position": position, "facts": facts}])
        unit.summary = f"record deal {len(deals) + 1} of {_title(game)}"
        unit.insert("deal", game_id=game_id, position=position, facts=facts)
    return done(unit)


def correct_deal(
    database: Database, deal_id: int, seen_version: int, facts: Mapping[str, Any]
) -> Changes:
    """Replace a deal's facts; refused if someone changed the deal since `seen_version`."""
    facts = _object(facts, "the deal")
    with use_case(database, "deal.corrected", "") as unit:
        _deal, game, deals = _deal_and_game(unit, deal_id, seen_version)
        number = _number(deals, deal_id)
        _check(game, [{**d, "facts": facts} if d["id"] == deal_id else d for d in deals])
        unit.summary = f"correct deal {number} of {_title(game)}"
        unit.update("deal", deal_id, seen_version, f"deal {number} of {_title(game)}", facts=facts)
    return done(unit)


def correct_deal_moving_later(
    database: Database,
    deal_id: int,
    seen_version: int,
    facts: Mapping[str, Any],
    new_title: str,
) -> Changes:
    """Correct a deal so that the game or rubber ends sooner, and move the deals played
    after its end into a new game with the same rules, seats and date, as one change.

    `correct_deal` refuses such a correction (rules-reference 1.6: no deal after the rubber
    is decided); here the later deals are not lost but start `new_title`, in play order.
    Undoing the change puts every deal back where it was.
    """
    facts = _object(facts, "the deal")
    with use_case(database, "deal.corrected", "") as unit:
        _deal, game, deals = _deal_and_game(unit, deal_id, seen_version)
        number = _number(deals, deal_id)
        corrected = [{**d, "facts": facts} if d["id"] == deal_id else d for d in deals]
        last = _decided_at(game, corrected)
        if last is None or last < number:
            raise ServiceError(
                f"correcting deal {number} does not end the game before its last deal; "
                "correct it the usual way"
            )
        kept, moved = corrected[:last], corrected[last:]
        _check(game, kept)
        header = {k: v for k, v in game["header"].items() if k != "start"}  # a new game: 0-0
        try:
            score_document(game_document(header, _renumbered(moved)))
        except DomainError as error:
            raise error.located("in the new game") from None
        unit.summary = (
            f"correct deal {number} of {_title(game)} and move deals {last + 1}-{len(deals)} "
            f"into {new_title or 'a new game'}"
        )
        unit.update("deal", deal_id, seen_version, f"deal {number} of {_title(game)}", facts=facts)
        new_id = unit.insert(
            "game",
            profile=game["profile"],
            header=header,
            title=new_title,
            played_on=game["played_on"],
            season_id=game["season_id"],
        )
        for seat in unit.rows("game_seat", game_id=game["id"]):
            unit.insert("game_seat", game_id=new_id, seat=seat["seat"], player_id=seat["player_id"])
        for position, deal in enumerate(moved, start=1):
            # moved as new rows (not re-parented) so that undo removes the new game cleanly
            unit.delete("deal", deal["id"], deal["version"], f"deal {last + position}")
            unit.insert("deal", game_id=new_id, position=position, facts=deal["facts"])
    return done(unit)


def _renumbered(deals: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [{**deal, "position": position} for position, deal in enumerate(deals, start=1)]


def _decided_at(game: Mapping[str, Any], deals: list[Mapping[str, Any]]) -> int | None:
    """The deal at which the game or rubber is decided, if deals are left after it."""
    try:
        _check(game, deals)
    except DomainError as error:
        if error.code == "deal_after_end":
            return int(error.data["last"])
        raise
    return None


def delete_deal(database: Database, deal_id: int, seen_version: int) -> Changes:
    with use_case(database, "deal.deleted", "") as unit:
        _deal, game, deals = _deal_and_game(unit, deal_id, seen_version)
        number = _number(deals, deal_id)
        _check(game, [d for d in deals if d["id"] != deal_id])
        unit.summary = f"delete deal {number} of {_title(game)}"
        unit.delete("deal", deal_id, seen_version, f"deal {number} of {_title(game)}")
    return done(unit)


def list_games(database: Database) -> list[dict[str, Any]]:
    table = metadata.tables["game"]
    with database.engine.connect() as connection:
        rows = connection.execute(sa.select(table).order_by(table.c.id)).mappings()
        return [dict(row) for row in rows]


def count_games(database: Database) -> int:
    """How many games the club has stored (a new game's default title numbers it)."""
    table = metadata.tables["game"]
    with database.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.count()).select_from(table)).scalar_one())


def find_game(database: Database, game_id: int) -> dict[str, Any]:
    """One game's row (title, day, preset, header), as `list_games` gives it."""
    with database.engine.connect() as connection:
        return dict(_game_row(connection, game_id))


def _game_row(connection: sa.Connection, game_id: int) -> sa.RowMapping:
    table = metadata.tables["game"]
    row = connection.execute(sa.select(table).where(table.c.id == game_id)).mappings().first()
    if row is None:
        raise NotFoundError(f"game {game_id} is not in the club database")
    return row


def list_games_on(database: Database, day: date) -> list[dict[str, Any]]:
    """The games played on `day`, in the order they were started (the club evening's page:
    one evening's games read, whatever the club's past holds)."""
    table = metadata.tables["game"]
    query = sa.select(table).where(table.c.played_on == day).order_by(table.c.id)
    with database.engine.connect() as connection:
        return [dict(row) for row in connection.execute(query).mappings()]


def read_game(
    database: Database, game_id: int
) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]], dict[str, int | None]]:
    """(its row, its document, its deal rows in play order, its seats): all a score pad
    reads of its game after every deal, in one reading of the database."""
    with database.engine.connect() as connection:
        game = dict(_game_row(connection, game_id))
        deals = _deal_rows(connection, game_id)
        seats = _seat_map(connection, game_id)
    return game, game_document(game["header"], deals), deals, seats


def load_document(database: Database, game_id: int) -> dict[str, Any]:
    """The game document of a stored game, as `whistclub-cli score` reads it."""
    with database.engine.connect() as connection:
        return document_of(connection, game_id)


def load_deals(database: Database, game_id: int) -> list[dict[str, Any]]:
    """The game's deal rows in play order (id, position, facts, version) for the window."""
    with database.engine.connect() as connection:
        return _deal_rows(connection, game_id)


def load_seats(database: Database, game_id: int) -> dict[str, int | None]:
    """The game's seat labels (N/E/S/W, Solo's players, "first_dealer") -> club player ids."""
    with database.engine.connect() as connection:
        return _seat_map(connection, game_id)


def _deal_rows(connection: sa.Connection, game_id: int) -> list[dict[str, Any]]:
    deal = metadata.tables["deal"]
    query = sa.select(deal).where(deal.c.game_id == game_id).order_by(deal.c.position)
    return [dict(row) for row in connection.execute(query).mappings()]


def _seat_map(connection: sa.Connection, game_id: int) -> dict[str, int | None]:
    table = metadata.tables["game_seat"]
    query = sa.select(table.c.seat, table.c.player_id).where(table.c.game_id == game_id)
    return {seat: player for seat, player in connection.execute(query)}


def document_of(connection: sa.Connection, game_id: int) -> dict[str, Any]:
    deal = metadata.tables["deal"]
    game = _game_row(connection, game_id)
    deals = connection.execute(sa.select(deal).where(deal.c.game_id == game_id)).mappings()
    return game_document(game["header"], deals)


def score_game(database: Database, game_id: int, scorer: Scorer = score_document) -> dict[str, Any]:
    """The scores of a stored game, derived from its facts (never stored)."""
    return scorer(load_document(database, game_id))


def _check_seats(header: Mapping[str, Any], seats: Mapping[str, int | None]) -> None:
    """Seat labels are the document's own: N/E/S/W, or the Solo players' labels (issue 3)."""
    family = get_preset(str(header.get("profile"))).family
    labels = [str(p) for p in header.get("players") or []] if family == "solo" else list("NESW")
    for seat in seats:
        if str(seat) not in labels:
            raise ServiceError(
                f"{seat} is not a seat of this game; the seats are {', '.join(labels)}"
            )


def _check(game: Mapping[str, Any], deals: list[Mapping[str, Any]]) -> None:
    """Score the game as it would be; the domain's DomainError refuses what the rules forbid."""
    score_document(game_document(game["header"], deals))


def _deal_and_game(
    unit: UnitOfWork, deal_id: int, seen_version: int
) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    deal = unit.require("deal", deal_id, "the deal", seen_version)
    game = unit.require("game", deal["game_id"], f"game {deal['game_id']}")
    deals = sorted(unit.rows("deal", game_id=game["id"]), key=lambda d: d["position"])
    return deal, game, deals


def _number(deals: list[dict[str, Any]], deal_id: int) -> int:
    """The deal's number as the secretary sees it (1 = first deal of the game)."""
    return next(i for i, deal in enumerate(deals, start=1) if deal["id"] == deal_id)


def _title(game: Mapping[str, Any]) -> str:
    return f"game {game['id']}" + (f" ({game['title']})" if game["title"] else "")


def _object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise ServiceError(f"{what} must be a JSON object {{...}}, not {type(value).__name__}")
    return dict(value)
