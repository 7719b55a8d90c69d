"""What the Drive screens do with an evening, as use cases over the stored facts.

The rows and their JSON are those of docs/drives.md, "How an evening is stored"
(whistclub/persistence/drive_mapper.py maps them to the `drive score` document and the domain's
EveningFacts). Each public function that writes is one use case: one transaction, one audit
row (whistclub/services/unit.py). The domain decides what is right: a table result goes
through `table_result` (13 tricks a hand unless an approved exception has a note), a seating
through `work_out` (progressive seatings computed from the results, issue 6 item 4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from whistclub.domain.documents.drive import read_settings
from whistclub.domain.drive.event import Format, Settings
from whistclub.persistence import drive_mapper as mapper
from whistclub.persistence.database import Database
from whistclub.services import drives
from whistclub.services.errors import ConflictError, NotFoundError, ServiceError
from whistclub.services.evening_money import MoneySheet as MoneySheet
from whistclub.services.evening_money import money_sheet as money_sheet
from whistclub.services.evening_money import pence as pence
from whistclub.services.evening_money import set_money as set_money
from whistclub.services.evening_reading import LoadedEvening as LoadedEvening
from whistclub.services.evening_reading import evening_from_rows as evening_from_rows
from whistclub.services.evening_reading import in_evening as in_evening
from whistclub.services.evening_reading import load_evening as load_evening
from whistclub.services.evening_reading import partner_seating as partner_seating
from whistclub.services.evening_reading import scheduler_for as scheduler_for

# A table's result (entered, corrected, cleared) lives in evening_results; re-exported here.
from whistclub.services.evening_results import NO_SEAT as NO_SEAT
from whistclub.services.evening_results import CorrectionEffect as CorrectionEffect
from whistclub.services.evening_results import Seat as Seat
from whistclub.services.evening_results import clear_result as clear_result
from whistclub.services.evening_results import correction_effect as correction_effect
from whistclub.services.evening_results import enter_result as enter_result
from whistclub.services.evening_results import new_result_case as new_result_case
from whistclub.services.history import evening_changes
from whistclub.services.settings import load_settings, set_setting
from whistclub.services.unit import Changes, UnitOfWork, done, use_case

TEMPLATES_KEY = "drive.templates"

# Settings that decide who sits where: once change 1 is called they stay as they were
# (played seatings are facts, issue 6 item 4).
LOCKED_ONCE_STARTED = (
    "format",
    "movers",
    "layout",
    "movement_tie",
    "roles",
    "hands_per_change",
    "short_table",
    "skip",
    "seed",
)


# --- Reading an evening: whistclub/services/evening_reading.py ------------------------------

# --- Event settings and club templates ---------------------------------------------------


def new_evening(
    database: Database, name: str, settings: Mapping[str, Any], held_on: date | None = None
) -> Changes:
    _refuse_twin_prizes(read_settings(settings))  # before anything is saved
    return drives.create_event(database, name, settings=settings, held_on=held_on)


def change_settings(
    database: Database, event_id: int, seen_version: int, settings: Mapping[str, Any]
) -> Changes:
    """New settings for an evening; what decides the seating is fixed once change 1 is called."""
    wanted = dict(settings)
    _refuse_twin_prizes(read_settings(wanted))
    with use_case(database, "drive.settings_changed", "change the evening's settings") as unit:
        event = unit.require("drive_event", event_id, "the evening", seen_version)
        stored = dict(event["settings"] or {})
        called = max(
            (r["change"] for r in unit.rows("drive_seating", event_id=event_id)), default=0
        )
        if called:
            _refuse_locked(read_settings(stored), read_settings(wanted), called)
        for key in mapper.APP_KEYS:
            if key in stored and key not in wanted:
                wanted[key] = stored[key]
        unit.update("drive_event", event_id, seen_version, "the evening", settings=wanted)
    return done(unit)


def _refuse_twin_prizes(settings: Settings) -> None:
    """Two prizes of one name cannot be told apart on the prize list, the prize-giving script
    or the money sheet (a prize's cost is kept by its name), so each prize has its own: "First
    lady" and "First gent", not "First" twice. Checked where a prize list is written, not where
    one is read, so an evening saved before still opens."""
    seen: set[str] = set()
    for rule in settings.prizes:
        name = " ".join(rule.name.split()).casefold()
        if name in seen:
            raise ServiceError(
                f"two prizes are called {rule.name!r}; give each prize its own name (e.g."
                " 'First lady' and 'First gent'), so that the prize list, the script and the"
                " money sheet can tell them apart"
            )
        seen.add(name)


def _refuse_locked(old: Settings, new: Settings, called: int) -> None:
    for key in LOCKED_ONCE_STARTED:
        if getattr(old, key) != getattr(new, key):
            raise ServiceError(
                f"the evening has started (change {called} is called), so {key.replace('_', ' ')}"
                " cannot change now; start a new evening to play it differently"
            )
    if new.changes < called:
        raise ServiceError(
            f"change {called} has been called already; the evening needs at least {called} changes"
        )


def templates(database: Database) -> tuple[dict[str, dict[str, Any]], int | None]:
    """The club's drive templates (name -> settings) and the version to pass back."""
    stored = load_settings(database).get(TEMPLATES_KEY)
    if stored is None:
        return {}, None
    return dict(stored["value"] or {}), stored["version"]


def save_template(database: Database, name: str, settings: Mapping[str, Any]) -> Changes:
    """Keep an evening's settings under a name, for the next evening (issue 6 item 1)."""
    name = " ".join(name.split())
    if not name:
        raise ServiceError('the template needs a name, e.g. "Friday 24 hands"')
    _refuse_twin_prizes(read_settings(settings))
    known, version = templates(database)
    known[name] = mapper.domain_settings(settings)
    return set_setting(database, TEMPLATES_KEY, known, version)


def delete_template(database: Database, name: str) -> Changes:
    known, version = templates(database)
    if name not in known:
        raise NotFoundError(f"there is no drive template called {name!r}")
    del known[name]
    return set_setting(database, TEMPLATES_KEY, known, version)


# --- The desk: entrants, latecomers and early leavers ------------------------------------


def register_entrant(
    database: Database,
    event_id: int,
    name: str,
    *,
    role: str | None = None,
    player_id: int | None = None,
    fixed_seat: int | None = None,
    shared_by: Sequence[str] = (),
    partner: int | None = None,
    again: bool = False,
) -> Changes:
    """A player at the door gets the next card; after change 1 is called they are a
    latecomer and join at the next change (whist-drives.md, "Latecomers join at the next
    change"). Someone already at the evening (the same member, or a walk-in of the same
    name) is refused unless the secretary confirmed it is another person (`again`)."""
    name = " ".join(name.split())
    sharers = [" ".join(s.split()) for s in shared_by if s.strip()]
    if not name and sharers:
        name = " & ".join(sharers)
    if not name:
        raise ServiceError("the entrant's name is blank: type a name")
    with use_case(database, "drive.entrant_registered", f"register {name}") as unit:
        event = unit.require("drive_event", event_id, "the evening")
        settings = read_settings(event["settings"] or {})
        if role is None and settings.roles:
            raise ServiceError(f"{name} needs a seat role this evening: lady or gent")
        if player_id is not None:
            unit.require("player", player_id, f"player {player_id}")
        called = _called(unit, event_id)
        joins_at = called + 1 if called else 1
        if called and settings.format is Format.PARTNER:
            raise ServiceError(
                "a partner drive's pairs are fixed when change 1 is called; a late pair can play"
                " from the next evening"
            )
        if joins_at > settings.changes:
            raise ServiceError("the last change has been called; the evening is nearly over")
        entrants = unit.rows("drive_entrant", event_id=event_id)
        same = already_entered(entrants, name, player_id)
        if same is not None and not again:
            raise ServiceError(
                f"{name} is already at this evening as card {same['number']}; nothing was "
                "added: if this is another person of the same name, confirm it"
            )
        card = max((e["number"] for e in entrants), default=0) + 1
        if partner is not None and not any(e["number"] == partner for e in entrants):
            raise ServiceError(f"card {partner} is not at this evening; choose the partner again")
        extras = {"fixed_seat": fixed_seat, "shared_by": sharers, "partner": partner}
        facts: dict[str, Any] = {"card": card, "name": name, "joins_at": joins_at}
        facts["leaves_after"] = None
        if role is not None:
            facts["role"] = role
        facts.update({k: v for k, v in extras.items() if v not in (None, [])})
        unit.insert(
            "drive_entrant",
            event_id=event_id,
            number=card,
            name=name,
            player_id=player_id,
            facts=facts,
            active=True,
        )
        if called:
            unit.summary = f"late arrival: {name} (card {card}) joins at change {joins_at}"
            _log(unit, event_id, {"kind": "arrival", "card": card, "change": joins_at})
    return done(unit)


def already_entered(
    entrants: Sequence[Mapping[str, Any]], name: str, player_id: int | None
) -> Mapping[str, Any] | None:
    """The entrant of this evening who is the same person: the same member, or (for a
    walk-in) the same name, whatever its capitals and spaces."""
    wanted = " ".join(name.split()).casefold()
    for entrant in entrants:
        if not entrant.get("active", True):
            continue
        if player_id is not None and entrant.get("player_id") == player_id:
            return entrant
        if player_id is None and " ".join(str(entrant["name"]).split()).casefold() == wanted:
            return entrant
    return None


def withdraw_player(database: Database, entrant_id: int, seen_version: int) -> Changes:
    """An early leaver: they finish the change being played and their scores stay. Someone
    who leaves before playing is simply no longer in the evening."""
    with use_case(database, "drive.entrant_left", "") as unit:
        entrant = unit.require("drive_entrant", entrant_id, "the entrant", seen_version)
        event_id = entrant["event_id"]
        facts = dict(entrant["facts"] or {})
        called = _called(unit, event_id)
        label = f"{entrant['name']} (card {entrant['number']})"
        if called and called >= facts.get("joins_at", 1):
            facts["leaves_after"] = called
            unit.summary = f"early leaver: {label} leaves after change {called}"
            _log(unit, event_id, {"kind": "departure", "card": entrant["number"], "change": called})
        else:
            facts["leaves_after"] = None
            unit.summary = f"withdraw {label} before play"
        unit.update(
            "drive_entrant",
            entrant_id,
            seen_version,
            f"entrant {entrant['name']}",
            active=False,
            facts=facts,
        )
    return done(unit)


def _called(unit: UnitOfWork, event_id: int) -> int:
    return max((r["change"] for r in unit.rows("drive_seating", event_id=event_id)), default=0)


def _log(unit: UnitOfWork, event_id: int, facts: dict[str, Any]) -> None:
    position = max(
        (c["position"] for c in unit.rows("drive_entrant_change", event_id=event_id)), default=0
    )
    unit.insert("drive_entrant_change", event_id=event_id, position=position + 1, facts=facts)


# --- Calling a change and entering results ------------------------------------------------


def call_next_change(database: Database, event_id: int, expected: int | None = None) -> Changes:
    """Record the seating of the next change, the one the domain works out (the drawn first
    seating; in progressive formats the seating computed from the last change's results).
    Once recorded it is a fact: later corrections never move anybody (issue 6 item 4).

    `expected` is the change the caller means to call (the one after the last she saw
    called): if another computer called it meanwhile, this one is not called twice over."""
    with use_case(database, "drive.change_called", "") as unit:
        loaded = evening_from_rows(_event_in(unit, event_id))
        if expected is not None and loaded.called + 1 != expected:
            raise ConflictError(
                f"change {loaded.called} was called on another computer meanwhile, so change "
                f"{expected} was not called again here: look at the seating now on the screen"
            )
        # Two computers calling at the same moment: the second is refused by the database.
        unit.clash = (
            f"change {loaded.called + 1} was called on another computer at the same moment; it "
            "was not called twice: look at the seating now on the screen"
        )
        if loaded.problem:
            raise ServiceError(f"the evening cannot start yet: {loaded.problem}") from (
                loaded.problem_error
            )
        if loaded.called and not loaded.complete(loaded.called):
            missing = _missing_tables(loaded, loaded.called)
            raise ServiceError(
                f"change {loaded.called} is not complete: enter table(s) {missing} first"
            )
        following = loaded.called + 1
        if following > loaded.settings.changes:
            raise ServiceError(f"the evening has {loaded.settings.changes} changes; all are called")
        seating = loaded.next_seating
        if seating is None:
            raise ServiceError(f"the seating of change {following} cannot be worked out yet")
        unit.summary = f"call change {following}"
        unit.insert(
            "drive_seating",
            event_id=event_id,
            change=following,
            facts=mapper.seating_facts(seating),
        )
    return done(unit)


def _event_in(unit: UnitOfWork, event_id: int) -> dict[str, Any]:
    event = unit.require("drive_event", event_id, f"drive {event_id}")
    return {
        **event,
        "entrants": unit.rows("drive_entrant", event_id=event_id),
        "entrant_changes": unit.rows("drive_entrant_change", event_id=event_id),
        "seatings": unit.rows("drive_seating", event_id=event_id),
        "results": unit.rows("drive_table_result", event_id=event_id),
    }


def _missing_tables(loaded: LoadedEvening, change: int) -> str:
    rnd = loaded.seating(change)
    tables = [t.table for t in rnd.tables] if rnd else []
    return ", ".join(str(t) for t in tables if (change, t) not in loaded.results)


# --- The evening's history --------------------------------------------------------------------


def evening_history(database: Database, event_id: int) -> list[dict[str, Any]]:
    """The audit entries that touched this evening, oldest first (issue 6 item 7), read by
    the entries' evening column (issue 24)."""
    return evening_changes(database, event_id)


def list_events(database: Database) -> list[dict[str, Any]]:
    """Every evening: id, name and date, oldest first."""
    import sqlalchemy as sa

    from whistclub.persistence.rows import metadata

    table = metadata.tables["drive_event"]
    with database.engine.connect() as connection:
        query = sa.select(table.c.id, table.c.name, table.c.held_on).order_by(table.c.id)
        return [dict(r) for r in connection.execute(query).mappings()]


def event_settings(database: Database, event_id: int) -> dict[str, Any]:
    """One evening's stored settings, without reading the evening (the drives page's Settings
    tab, shown first, needs nothing else: issue 24)."""
    with database.engine.connect() as connection:
        event = drives.event_row(connection, event_id)
    return dict(event["settings"] or {})


def find_event(database: Database, which: str) -> int:
    """An evening by its number, its date (YYYY-MM-DD) or `latest` (for the command line)."""
    import sqlalchemy as sa

    from whistclub.persistence.rows import metadata

    table = metadata.tables["drive_event"]
    with database.engine.connect() as connection:
        rows = list(
            connection.execute(sa.select(table.c.id, table.c.held_on, table.c.name)).mappings()
        )
    if not rows:
        raise NotFoundError("the club database has no whist drives yet")
    if which == "latest":
        return max(rows, key=lambda r: (r["held_on"] or date.min, r["id"]))["id"]
    if which.isdigit():
        if any(r["id"] == int(which) for r in rows):
            return int(which)
        raise NotFoundError(
            f"there is no drive number {which}; `latest` is drive {max(r['id'] for r in rows)}"
        )
    try:
        day = date.fromisoformat(which)
    except ValueError:
        raise ServiceError(
            f"{which!r} is not a drive: give its number, its date (e.g. 2026-11-27) or latest"
        ) from None
    held = [r for r in rows if r["held_on"] == day]
    if not held:
        raise NotFoundError(f"no drive was held on {day.isoformat()}")
    if len(held) > 1:
        numbers = ", ".join(str(r["id"]) for r in held)
        raise ServiceError(
            f"{len(held)} drives were held on {day.isoformat()} (numbers {numbers});"
            " give the number"
        )
    return int(held[0]["id"])


def printable_record(loaded: LoadedEvening) -> Any:
    """The evening as the printables' DriveRecord (whistclub/reports/data.py), titled with the
    evening's name and date; refused while the evening is not yet an evening."""
    from whistclub.reports.data import record_from_evening

    if loaded.facts is None or loaded.evening is None:
        raise ServiceError(f"nothing to print yet: {loaded.problem}") from loaded.problem_error
    held_on = loaded.event.get("held_on")
    day = held_on.isoformat() if isinstance(held_on, date) else ""
    return record_from_evening(loaded.facts, loaded.evening, str(loaded.event["name"]), day)
