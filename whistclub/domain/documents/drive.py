"""A drive evening as a document: the JSON in and out of `whistclub-cli drive score`.

The shapes are those of issue 6 item 9 (a public interface, documented in docs/drives.md):
settings, entrants, the first seating (drawn from `seed` when absent) and the results per
change in; every change's seating and results, the standings and the prizes out. Refusals are
DomainError naming the place ("entrants, item 3, field role").
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from whistclub.domain.drive.checks import check_entrants
from whistclub.domain.drive.evening import (
    Evening,
    EveningFacts,
    Scheduler,
    TieDecision,
    plan_individual,
    work_out,
)
from whistclub.domain.drive.event import (
    WHOLE_EVENING,
    Entrant,
    Format,
    PrizeRule,
    Role,
    Settings,
    ShortTable,
    SitOutScoring,
    TableResult,
    TieBreak,
)
from whistclub.domain.drive.movements.model import DUMMY, Round, Table
from whistclub.domain.drive.movements.progressive import (
    Layout,
    Movers,
    TieRule,
    keep_fixed,
    seating_from_round,
)
from whistclub.domain.drive.prizes import format_score
from whistclub.domain.drive.standings import explain_card
from whistclub.domain.errors import DomainError

MAX_NAME = 120  # the club database's own limit (whistclub/persistence/rows.py, player.name)
MAX_ENTRY_FEE = 10_000  # in the club's currency; past it is a typing slip, not a fee

SIT_OUT_NAMES = {
    "average": SitOutScoring.AVERAGE,
    "flat_7": SitOutScoring.FLAT_7,
    "flat7": SitOutScoring.FLAT_7,
    "per_hand": SitOutScoring.PER_HAND,
}


# --- Reading -----------------------------------------------------------------------------------

# "toss" was a coin drawn from the seed, hidden from the room; a level table now cuts the
# cards and the secretary records who moves (issue 21 item 7), so old evenings read it as that.
TIE_RULES = {**{rule.value: rule for rule in TieRule}, "toss": TieRule.CUT}


KIND_WORDS = {int: "a whole number", bool: "true or false", list: "a list [...]", str: "text"}


def _field(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = data[name]
    wrong_bool = isinstance(value, bool) and kind is not bool
    if not isinstance(value, kind) or wrong_bool:
        raise DomainError(
            "field_type",
            "{name} must be {kind}, not {value!r}",
            where=f"{where}, field {name}",
            name=name,
            kind=KIND_WORDS.get(kind, "a number") if isinstance(kind, type) else "a number",
            value=value,
        )
    return value


def _opt(
    data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], default: Any, where: str
) -> Any:
    return _field(data, name, kind, where) if name in data and data[name] is not None else default


def _choice(
    data: Mapping[str, Any],
    name: str,
    choices: Mapping[str, Any],
    default: Any,
    where: str = "input",
) -> Any:
    if name not in data:
        return default
    value = data[name]
    # A list or object there is refused like any other wrong value (not a TypeError).
    if not isinstance(value, str) or value not in choices:
        raise DomainError(
            "bad_choice",
            "{value!r} is not one of: {choices}",
            where=f"{where}, field {name}",
            value=value,
            choices=", ".join(choices),
        )
    return choices[value]


def _enum_choices(enum: Any) -> dict[str, Any]:
    return {member.value: member for member in enum}


def read_settings(data: Mapping[str, Any]) -> Settings:
    where = "input"
    fmt: Format = _choice(data, "format", _enum_choices(Format), Format.PROGRESSIVE)
    semi = fmt is Format.SEMI_PARTNER
    movers = _choice(
        data, "movers", _enum_choices(Movers), Movers.LOSERS if semi else Movers.WINNERS
    )
    changes = _opt(data, "changes", int, 24, where)
    default_half = changes // 2 if changes >= 2 else None
    tie_breaks_raw = data.get("tie_breaks", ["second_half", "hands_won", "count_back"])
    if tie_breaks_raw == "share":
        tie_breaks: tuple[TieBreak, ...] = ()
    else:
        if not isinstance(tie_breaks_raw, list):
            raise DomainError(
                "tie_breaks",
                'give a list such as ["second_half", "hands_won", "count_back"], or "share"',
                where="input, field tie_breaks",
            )
        names = _enum_choices(TieBreak)
        tie_breaks = tuple(
            _choice({"tie_breaks": t}, "tie_breaks", names, None) for t in tie_breaks_raw
        )
    roles = _opt(data, "roles", bool, fmt in (Format.PROGRESSIVE, Format.SEMI_PARTNER), where)
    fee = _opt(data, "entry_fee", (int, float), 0, where)
    if isinstance(fee, bool) or not math.isfinite(fee) or not 0 <= fee <= MAX_ENTRY_FEE:
        raise DomainError(
            "bad_entry_fee",
            "the entry fee is an amount from 0 to {limit}, e.g. 2.50",
            where=f"{where}, field entry_fee",
            limit=MAX_ENTRY_FEE,
        )
    settings = Settings(
        format=fmt,
        movers=movers,
        layout=_choice(data, "layout", _enum_choices(Layout), Layout.CIRCLE),
        movement_tie=_choice(data, "movement_tie", TIE_RULES, TieRule.COUNT_BACK),
        roles=roles,
        hands_per_change=_opt(data, "hands_per_change", int, 1, where),
        changes=changes,
        half_after=_opt(data, "half_after", int, default_half, where),
        trumps=tuple(
            str(t)
            for t in _opt(data, "trumps", list, ["hearts", "clubs", "diamonds", "spades"], where)
        ),
        sit_out=_choice(data, "sit_out", SIT_OUT_NAMES, SitOutScoring.AVERAGE),
        tie_breaks=tie_breaks,
        prizes=tuple(
            read_prize(p, i) for i, p in enumerate(_opt(data, "prizes", list, [], where), start=1)
        ),
        one_prize_each=_opt(data, "one_prize_each", bool, True, where),
        prizes_for_leavers=_opt(data, "prizes_for_leavers", bool, True, where),
        prizes_for_latecomers=_opt(data, "prizes_for_latecomers", bool, True, where),
        places_min_hands=_opt(data, "places_min_hands", int, 0, where),
        booby_min_hands=_booby_min_hands(data, where),
        entry_fee_pence=round(Fraction(str(fee)) * 100),
        skip=_opt(data, "skip", bool, False, where),
        short_table=_choice(data, "short_table", _enum_choices(ShortTable), ShortTable.SIT_OUT),
        seed=_opt(data, "seed", int, 0, where),
    )
    return settings


def _booby_min_hands(data: Mapping[str, Any], where: str) -> int | str:
    """A number of hands, or "all": the booby needs the whole evening (the default)."""
    value = data.get("booby_min_hands")
    if value is None or value == WHOLE_EVENING:
        return WHOLE_EVENING
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise DomainError(
        "booby_min_hands",
        'booby_min_hands must be a whole number of hands, or "all" (the whole evening),'
        " not {value!r}",
        where=f"{where}, field booby_min_hands",
        value=value,
    )


def read_prize(raw: Any, index: int) -> PrizeRule:
    where = f"prizes, item {index}"
    if not isinstance(raw, dict):
        raise DomainError("prize", 'expected {{"name": ..., "place": ...}}', where=where)
    if "name" not in raw:
        raise DomainError("prize_name", "give the prize a name", where=where)
    place = raw.get("place", 1)
    if not (place == "last" or (isinstance(place, int) and not isinstance(place, bool))):
        raise DomainError("prize_place", 'place must be 1, 2, 3, ... or "last"', where=where)
    role = _choice(raw, "role", _enum_choices(Role), None, where)
    return PrizeRule(
        name=_name(raw["name"], where),
        place=place,
        role=role,
        half=_opt(raw, "half", int, None, where),
        most=_opt(raw, "most", str, None, where),
    )


def read_entrants(raw: Any) -> tuple[Entrant, ...]:
    if not isinstance(raw, list) or not raw:
        raise DomainError("entrants", "give the entrants as a list", where="input, field entrants")
    entrants = []
    for index, item in enumerate(raw, start=1):
        where = f"entrants, item {index}"
        if not isinstance(item, dict) or "card" not in item:
            raise DomainError("entrant", 'expected {{"card": 1, "name": "..."}}', where=where)
        entrants.append(
            Entrant(
                card=_field(item, "card", int, where),
                name=_name(item.get("name", f"Card {item['card']}"), where),
                role=_choice(item, "role", _enum_choices(Role), None, where),
                joins_at=_opt(item, "joins_at", int, 1, where),
                leaves_after=_opt(item, "leaves_after", int, None, where),
                fixed_seat=_opt(item, "fixed_seat", int, None, where),
            )
        )
    return tuple(entrants)


def _name(value: Any, where: str) -> str:
    """A name as printed on the cards and the standings: at most MAX_NAME characters."""
    text = str(value)
    if len(text) > MAX_NAME:
        raise DomainError(
            "name_too_long",
            "the name is {length} characters long; keep it to {limit}",
            where=f"{where}, field name",
            length=len(text),
            limit=MAX_NAME,
        )
    return text


def _pair(raw: Any, where: str) -> tuple[int, int]:
    if (
        not isinstance(raw, list)
        or len(raw) != 2
        or not all(isinstance(c, int) and not isinstance(c, bool) for c in raw)
    ):
        raise DomainError("pair", "a partnership is two card numbers, e.g. [1, 2]", where=where)
    return raw[0], raw[1]


def read_round(raw: Any, where: str) -> Round:
    if isinstance(raw, dict):
        tables_raw, out = raw.get("tables"), raw.get("sitting_out", [])
    else:
        tables_raw, out = raw, []
    if not isinstance(tables_raw, list):
        raise DomainError(
            "seating", 'expected a list of {{"table": 1, "ns": [..], "ew": [..]}}', where=where
        )
    tables = []
    for index, item in enumerate(tables_raw, start=1):
        place = f"{where}, item {index}"
        if not isinstance(item, dict) or not {"table", "ns", "ew"} <= item.keys():
            raise DomainError(
                "table", 'expected {{"table": 1, "ns": [a, b], "ew": [c, d]}}', where=place
            )
        tables.append(
            Table(
                _field(item, "table", int, place),
                _pair(item["ns"], place),
                _pair(item["ew"], place),
            )
        )
    if not isinstance(out, list) or not all(isinstance(c, int) for c in out):
        raise DomainError("sitting_out", "sitting_out is a list of card numbers", where=where)
    return Round(tuple(tables), tuple(out))


def read_results(raw: Any, hands: int) -> tuple[TableResult, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DomainError(
            "results", "results is a list of changes, each a list of tables", where="input"
        )
    results = []
    for change, tables in enumerate(raw, start=1):
        where = f"results, change {change}"
        if not isinstance(tables, list):
            raise DomainError("results", "each change is a list of table results", where=where)
        for index, item in enumerate(tables, start=1):
            place = f"{where}, item {index}"
            if not isinstance(item, dict) or "table" not in item or "ns" not in item:
                raise DomainError("result", 'expected {{"table": 1, "ns": [7]}}', where=place)
            table = _field(item, "table", int, place)
            ns = _field(item, "ns", list, place)
            ew = _opt(item, "ew", list, None, place)
            results.append(
                TableResult(
                    change,
                    table,
                    tuple(ns),
                    tuple(ew) if ew is not None else (),
                    str(item.get("note", "")),
                )
            )
    return tuple(results)


# --- A first seating drawn by lot --------------------------------------------------------------


def draw_seating(settings: Settings, entrants: Sequence[Entrant]) -> Round:
    """The first change's seating drawn from the seed: tables of four, spares sitting out.

    With seat roles, ladies take the North and East seats and gents South and West.
    """
    if settings.format is Format.PARTNER:
        raise DomainError(
            "seating_needed",
            "a partner drive needs its first seating, which says who partners whom",
            where="input, field seating",
        )
    rng = random.Random(settings.seed)
    here = [e for e in entrants if e.present_at(1)]
    dummy = settings.short_table is ShortTable.DUMMY and len(here) % 4 == 3
    if settings.roles and settings.format in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
        ladies = [e.card for e in here if e.role is Role.LADY]
        gents = [e.card for e in here if e.role is Role.GENT]
        rng.shuffle(ladies)
        rng.shuffle(gents)
        if dummy:
            # The dummy hand fills the odd seat of the line that is one short (issue 5 item 3).
            (ladies if len(ladies) % 2 else gents).append(DUMMY)
        count = min(len(ladies), len(gents)) // 2
        lady_seats, gent_seats = ladies[: 2 * count], gents[: 2 * count]
        spares = [c for c in ladies[2 * count :] + gents[2 * count :] if c != DUMMY]
    else:
        cards = [e.card for e in here]
        rng.shuffle(cards)
        if dummy:
            cards.append(DUMMY)
        count = len(cards) // 4
        lady_seats = cards[0 : 4 * count : 2]
        gent_seats = cards[1 : 4 * count : 2]
        spares = cards[4 * count :]
    tables = tuple(
        Table(
            t + 1,
            (lady_seats[2 * t], gent_seats[2 * t]),
            (lady_seats[2 * t + 1], gent_seats[2 * t + 1]),
        )
        for t in range(count)
    )
    drawn = Round(tables, tuple(spares))
    fixed = {e.card: e.fixed_seat for e in here if e.fixed_seat is not None}
    if not fixed or settings.format not in (Format.PROGRESSIVE, Format.SEMI_PARTNER):
        return drawn
    # Players who cannot move start at their table too.
    lanes = {e.card: 0 if e.role is Role.LADY else 1 for e in here} if settings.roles else None
    return keep_fixed(seating_from_round(drawn, lanes), fixed).round


def find_scheduler() -> Scheduler | None:
    """The individual-schedule engine (movements/schedule.py `replan`) when it is installed.

    It is looked up at run time so that drives work without it: an individual drive then
    needs its seating for every change in the input.
    """
    try:
        module = importlib.import_module("whistclub.domain.drive.movements.schedule")
    except ImportError:
        return None
    replan: Callable[..., Any] | None = getattr(module, "replan", None)
    if replan is None:
        return None
    found = replan

    def scheduler(
        played: Sequence[Round],
        players: Sequence[int],
        changes: int,
        seed: int,
        fixed: Sequence[int] = (),
    ) -> Sequence[Round]:
        movement = found(played, list(players), changes, seed=seed, fixed=list(fixed))
        rounds: Sequence[Round] = movement.rounds
        return rounds

    return scheduler


# --- Writing -----------------------------------------------------------------------------------


def number(value: Fraction | int) -> int | float:
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(format_score(value))


def round_json(rnd: Round) -> dict[str, Any]:
    return {
        "seating": [{"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in rnd.tables],
        "sitting_out": list(rnd.sitting_out),  # bench order: seat 0 first (progressive.py)
    }


def evening_json(settings: Settings, evening: Evening) -> dict[str, Any]:
    hands = settings.hands_per_change
    changes = []
    for played in evening.changes:
        first_hand = (played.change - 1) * hands + 1
        entry: dict[str, Any] = {"change": played.change, "half": settings.half_of(played.change)}
        entry["trumps"] = [settings.trump_for(first_hand + h) for h in range(hands)]
        entry.update(round_json(played.seating))
        entry["results"] = [
            {
                "table": r.table,
                "ns": list(r.ns),
                "ew": list(r.ew),
                **({"note": r.note} if r.note else {}),
            }
            for _, r in sorted(played.results.items())
        ]
        entry["complete"] = played.complete
        changes.append(entry)
    next_change = None
    if evening.next_seating is not None:
        next_change = {"change": len(evening.changes) + 1, **round_json(evening.next_seating)}
    standings = [
        {
            "card": s.card,
            "name": s.name,
            "role": s.role.value if s.role else None,
            "total": number(s.total),
            "halves": [number(h) for h in s.halves],
            "hands_played": s.hands_played,
            "hands_won": s.hands_won,
            "ten_plus": s.ten_plus,
            "average": number(round(Fraction(s.average), 2)),
            "sat_out": s.sat_out,
            "rank": s.rank,
            **({"role_rank": s.role_rank} if settings.roles else {}),
            **({"withdrawn": True} if s.withdrawn else {}),
        }
        for s in evening.standings
    ]
    prizes = [{"name": a.name, "cards": list(a.cards), "reason": a.reason} for a in evening.prizes]
    exceptions = [
        {"change": c.change, "table": r.table, "note": r.note}
        for c in evening.changes
        for r in c.results.values()
        if r.note
    ]
    return {
        "changes": changes,
        "next": next_change,
        "standings": standings,
        "prizes": prizes,
        "exceptions": exceptions,
    }


def read_facts(data: Mapping[str, Any]) -> EveningFacts:
    if not isinstance(data, Mapping):
        raise DomainError("bad_document", "expected a JSON object {{...}}", where="input")
    settings = read_settings(data)
    entrants = read_entrants(data.get("entrants"))
    check_entrants(settings, entrants)
    seatings: list[Round] = []
    if "seatings" in data:
        raw = data["seatings"]
        if not isinstance(raw, list):
            raise DomainError("seatings", "seatings is a list of changes", where="input")
        seatings = [read_round(r, f"seatings, change {i}") for i, r in enumerate(raw, start=1)]
    if "seating" in data:
        first = read_round(data["seating"], "seating")
        seatings = [first, *seatings[1:]]
    if not seatings:
        scheduler = find_scheduler() if settings.format is Format.INDIVIDUAL else None
        if scheduler is not None:
            here = sorted(e.card for e in entrants if e.present_at(1))
            by_card = {e.card: e for e in entrants}
            seatings = [plan_individual(scheduler, [], here, settings, by_card)[0]]
        else:
            seatings = [draw_seating(settings, entrants)]
    results = read_results(data.get("results"), settings.hands_per_change)
    decisions = read_decisions(data.get("results"))
    return EveningFacts(settings, entrants, tuple(seatings), results, decisions)


def read_decisions(raw: Any) -> tuple[TieDecision, ...]:
    """The recorded cuts of level tables: `"moves": "ns"` or `"ew"` on a table's result."""
    if not isinstance(raw, list):
        return ()
    found = []
    for change, tables in enumerate(raw, start=1):
        for index, item in enumerate(tables if isinstance(tables, list) else [], start=1):
            if not isinstance(item, dict) or item.get("moves") is None:
                continue
            where = f"results, change {change}, item {index}"
            moves = _choice(item, "moves", {"ns": "ns", "ew": "ew"}, None, where)
            found.append(TieDecision(change, _field(item, "table", int, where), moves))
    return tuple(found)


def score_drive(data: Mapping[str, Any]) -> dict[str, Any]:
    """The evening worked out, in the documented output shape."""
    facts = read_facts(data)
    scheduler = find_scheduler() if facts.settings.format is Format.INDIVIDUAL else None
    evening = work_out(facts, scheduler)
    out = evening_json(facts.settings, evening)
    if _opt(data, "explain", bool, False, "input"):
        # Each player's own card in words (whist-drives.md: personal results for each player).
        for standing in out["standings"]:
            lines = explain_card(facts.settings, facts.entrants, evening.changes, standing["card"])
            standing["card_lines"] = [line.text for line in lines]
    return out
