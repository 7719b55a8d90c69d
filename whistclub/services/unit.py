"""One use case = one transaction = one audit row.

Every service opens a `use_case(database, action, summary)`; inside it, rows are inserted,
updated and deleted only through the UnitOfWork, which remembers each touched row as it was
before and as it is after. When the block ends without an error, the audit row (what, before,
after, when) is written in the same transaction and everything commits at once; on any error
nothing is written at all.

Updates and deletes are optimistic: the caller says which version of the row it showed the
user, and the change goes through only if the row is still at that version (`UPDATE ... WHERE
version = :seen`), so the second of two laptops correcting the same result is refused with a
ConflictError naming what the first one changed, read from the audit trail.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from typing import Any

import sqlalchemy as sa

from whistclub.persistence import audit_chain, audit_subjects, driver_statements
from whistclub.persistence.database import Database
from whistclub.persistence.mappers import json_row
from whistclub.persistence.rows import TABLES_IN_ORDER, metadata
from whistclub.services.errors import ConflictError, NotFoundError, ServiceError, StorageError
from whistclub.services.text import check_text

# How far back the audit trail is searched to explain a conflict (recent entries suffice: the
# other laptop's change is, by definition, newer than what this one loaded).
CONFLICT_LOOKBACK = 500


@dataclass(frozen=True, slots=True)
class Changes:
    """What a use case changed, so the window refreshes only that (Anki's OpChanges idea)."""

    audit_id: int
    action: str
    players: frozenset[int] = frozenset()
    seasons: frozenset[int] = frozenset()
    games: frozenset[int] = frozenset()
    drives: frozenset[int] = frozenset()
    settings: frozenset[str] = frozenset()
    created: tuple[tuple[str, int], ...] = ()

    def created_id(self, table: str) -> int:
        """The id of the (first) row this use case created in `table`."""
        for name, row_id in self.created:
            if name == table:
                return row_id
        raise LookupError(f"{self.action} created no {table} row")


class UnitOfWork:
    """The writes of one use case, tracked for its audit row."""

    def __init__(self, connection: sa.Connection, action: str, summary: str) -> None:
        self.connection = connection
        self.action = action
        self.summary = summary
        self.undoes: int | None = None
        # What a clash with a row committed meanwhile elsewhere means, in the user's words
        # (the database's unique constraints refuse the second of two concurrent inserts).
        self.clash = ""
        self._before: dict[tuple[str, int], dict[str, Any] | None] = {}
        # Each written row as the database holds it after the write (RETURNING: the audit
        # row's "after" without reading every row back; None once deleted).
        self._after: dict[tuple[str, int], dict[str, Any] | None] = {}
        self.changes: Changes | None = None

    # -- reads -------------------------------------------------------------------------------

    def get(self, table: str, row_id: int) -> dict[str, Any] | None:
        found = driver_statements.rows(
            self.connection, _select_where(table, ("id",)), {"w_id": row_id}
        )
        return found[0] if found else None

    def require(
        self, table: str, row_id: int, what: str, seen_version: int | None = None
    ) -> dict[str, Any]:
        """The row, or a refusal: a conflict if the user had it open (`seen_version`)."""
        row = self.get(table, row_id)
        if row is None and seen_version is not None:
            raise ConflictError(
                f"{what} was deleted on another computer after you opened it; nothing was "
                "saved: reload to see the club as it is now",
                changed={"deleted": (seen_version, None)},
            )
        if row is None:
            raise NotFoundError(f"{what} is not in the club database (it may have been deleted)")
        return row

    def rows(self, table: str, **where: Any) -> list[dict[str, Any]]:
        if any(value is None for value in where.values()):  # IS NULL: a statement of its own
            t = metadata.tables[table]
            query = sa.select(t).order_by(t.c.id)
            for column, value in where.items():
                query = query.where(t.c[column] == value)
            return [dict(row) for row in self.connection.execute(query).mappings()]
        query = _select_where(table, tuple(where))
        return driver_statements.rows(
            self.connection, query, {f"w_{c}": v for c, v in where.items()}
        )

    # -- writes ------------------------------------------------------------------------------

    def insert(self, table: str, **values: Any) -> int:
        """Insert a row (version 1 unless given) and return its id."""
        check_text(table, values)
        values.setdefault("version", 1)
        (row,) = driver_statements.rows(self.connection, _insert(table), values)
        row_id = int(row["id"])
        self._before.setdefault((table, row_id), None)
        self._after[(table, row_id)] = row
        return row_id

    def update(self, table: str, row_id: int, seen_version: int, what: str, **values: Any) -> None:
        """Change a row the user saw at `seen_version`; refuse if anyone changed it since."""
        check_text(table, values)
        current = self._checked(table, row_id, seen_version, what)
        written = driver_statements.rows(
            self.connection,
            _update(table),
            {
                **values,
                "version": current["version"] + 1,
                "w_id": row_id,
                "w_version": seen_version,
            },
        )
        if not written:  # changed between our read and our write (PostgreSQL)
            self._lost_race(table, row_id, seen_version, what)
        self._before.setdefault((table, row_id), current)
        self._after[(table, row_id)] = written[0] if written else None

    def delete(self, table: str, row_id: int, seen_version: int, what: str) -> None:
        current = self._checked(table, row_id, seen_version, what)
        self._refuse_if_referenced(table, row_id, what)
        deleted = driver_statements.count(
            self.connection, _delete(table), {"w_id": row_id, "w_version": seen_version}
        )
        if deleted != 1:
            self._lost_race(table, row_id, seen_version, what)
        self._before.setdefault((table, row_id), current)
        self._after[(table, row_id)] = None

    def reinsert(self, table: str, row: Mapping[str, Any]) -> None:
        """Put back a deleted row with its old id (undo of a delete), one version further."""
        if self.get(table, row["id"]) is not None:
            raise ConflictError(f"{table} row {row['id']} already exists again; nothing was done")
        (written,) = driver_statements.rows(
            self.connection, _insert(table), {**row, "version": row["version"] + 1}
        )
        self._before.setdefault((table, row["id"]), None)
        self._after[(table, row["id"])] = written

    def _refuse_if_referenced(self, table: str, row_id: int, what: str) -> None:
        """A row other rows still point to is not deleted (say which, rather than let the
        foreign key refuse it in the database's words)."""
        for child in metadata.sorted_tables:
            for key in child.foreign_keys:
                if key.column.table.name != table or child.name == "audit":
                    continue
                count = self.connection.execute(
                    sa.select(sa.func.count()).select_from(child).where(key.parent == row_id)
                ).scalar_one()
                if count:
                    raise ConflictError(
                        f"{what} still has {count} {child.name.replace('_', ' ')} rows recorded "
                        "with it; delete or undo those first"
                    )

    # -- the audit row -----------------------------------------------------------------------

    def finish(self) -> Changes:
        before: dict[str, list[dict[str, Any]]] = {}
        after: dict[str, list[dict[str, Any]]] = {}
        touched: list[tuple[str, dict[str, Any]]] = []
        created: list[tuple[str, int]] = []
        for (table, row_id), old in self._before.items():
            key = (table, row_id)
            new = self._after[key] if key in self._after else self.get(table, row_id)
            if old is None and new is None:
                continue
            if old is not None:
                before.setdefault(table, []).append(json_row(table, old))
                touched.append((table, old))
            if new is not None:
                after.setdefault(table, []).append(json_row(table, new))
                touched.append((table, new))
            if old is None:
                created.append((table, row_id))
        audit_id = audit_chain.append(  # the one place an audit row is written: hash-chained
            self.connection,
            {
                "at": datetime.now(UTC),
                "action": self.action,
                "summary": self.summary,
                "before": before,
                "after": after,
                "undoes": self.undoes,
                # which evening and game, for their histories by index (not hashed: derived)
                **audit_subjects.subjects(before, after),
            },
            as_stored=True,  # every row was read back from the database (get, RETURNING)
        )
        self.changes = _changes(int(audit_id), self.action, touched, created)
        return self.changes

    # -- conflicts ---------------------------------------------------------------------------

    def _checked(self, table: str, row_id: int, seen_version: int, what: str) -> dict[str, Any]:
        current = self.get(table, row_id)
        if current is None:
            raise ConflictError(
                f"{what} was deleted on another computer after you opened it; nothing was "
                "saved: reload to see the club as it is now",
                changed={"deleted": (seen_version, None)},
            )
        if current["version"] != seen_version:
            changed, when = self._what_changed(table, row_id, seen_version, current)
            listing = "; ".join(
                f"{name}: {_show(old)} → {_show(new)}" for name, (old, new) in changed.items()
            )
            raise ConflictError(
                f"{what} was changed on another computer{when} after you opened it "
                f"({listing or 'same values, saved again'}); nothing was saved: look at the new "
                "value and make your correction again if it is still needed",
                changed=changed,
            )
        return current

    def _lost_race(self, table: str, row_id: int, seen_version: int, what: str) -> None:
        self._checked(table, row_id, seen_version, what)  # names what changed, if it can
        raise ConflictError(
            f"{what} was being changed on another computer at the same moment; nothing was "
            "saved: reload and try again"
        )

    def _what_changed(
        self, table: str, row_id: int, seen_version: int, current: dict[str, Any]
    ) -> tuple[dict[str, tuple[Any, Any]], str]:
        audit = metadata.tables["audit"]
        entries = self.connection.execute(
            sa.select(audit.c.at, audit.c.before)
            .order_by(audit.c.id.desc())
            .limit(CONFLICT_LOOKBACK)
        ).all()
        for at, before in entries:
            for old in (before or {}).get(table, []):
                if old.get("id") == row_id and old.get("version") == seen_version:
                    changed = _diff(old, json_row(table, current))
                    stamp = at if isinstance(at, datetime) else None
                    when = f" at {stamp:%H:%M:%S} UTC" if stamp else ""
                    return changed, when
        return {"version": (seen_version, current["version"])}, ""


# The unit's statements, built once per table and shape and run with their values as
# parameters: SQLAlchemy then finds the compiled statement in its cache at once, where a
# statement built afresh for each call is walked for its cache key first (about 100 us of CPU
# a statement against 20; issue 24: CPU per durable entry, bench/bench_entries.py). The
# parameters of the WHERE clause are named w_<column>, apart from the columns' own values.


@cache
def _select_where(table: str, columns: tuple[str, ...]) -> sa.Select[Any]:
    t = metadata.tables[table]
    query = sa.select(t).order_by(t.c.id)
    for column in columns:
        query = query.where(t.c[column] == sa.bindparam(f"w_{column}"))
    return query


@cache
def _insert(table: str) -> sa.Insert:
    t = metadata.tables[table]
    return t.insert().returning(*t.c)


@cache
def _update(table: str) -> sa.Update:
    t = metadata.tables[table]
    return t.update().where(_same_row(t)).returning(*t.c)


@cache
def _delete(table: str) -> sa.Delete:
    t = metadata.tables[table]
    return t.delete().where(_same_row(t))


def _same_row(t: sa.Table) -> sa.ColumnElement[bool]:
    """The row at the version the user saw: parameters w_id and w_version."""
    return sa.and_(t.c.id == sa.bindparam("w_id"), t.c.version == sa.bindparam("w_version"))


@contextmanager
def use_case(database: Database, action: str, summary: str) -> Iterator[UnitOfWork]:
    """A transaction for one use case; its audit row is written just before it commits."""
    unit: UnitOfWork | None = None
    try:
        with database.writer.begin() as connection:
            unit = UnitOfWork(connection, action, summary)
            yield unit
            unit.finish()
    except sa.exc.IntegrityError:
        # The services check first; the database's own constraints only refuse what another
        # computer committed at the same moment (two laptops entering one table's result).
        # The use case says what that means in its own words (`clash`); the constraint's
        # name means nothing to a secretary, so it is not shown.
        if unit is not None and unit.clash:
            raise ConflictError(unit.clash) from None
        what = unit.summary if unit is not None and unit.summary else action
        raise ConflictError(
            f"{what}: refused, because it clashes with something saved meanwhile on another "
            "computer; nothing was saved: reload and look"
        ) from None
    except (sa.exc.OperationalError, sa.exc.DatabaseError) as error:
        # The disk, the file or the server failed, not the use case: say what to do; the
        # transaction was rolled back, so nothing half-written stays (issue 22 item 9).
        raise StorageError(storage_words(error)) from None


@dataclass(frozen=True, slots=True)
class Case:
    """A use case to run with others in one transaction (`use_cases_together`): its action,
    its summary, and the body that does its writes through the unit."""

    action: str
    summary: str
    body: Callable[[UnitOfWork], None]


class _Refused(Exception):
    """One of the cases run together was refused: run them again each in its savepoint."""


def use_cases_together(database: Database, cases: Sequence[Case]) -> list[Changes | ServiceError]:
    """Several use cases in one transaction, one commit: each is still its own use case with
    its own audit row, and one refused (a conflict, a refusal) leaves the others to commit;
    returns what each did, or the error that refused it, in order. One commit is one sync of
    the log for all of them: forty tables' results agreed at the same instant wait for one
    disk sync, not forty in a row (bench/bench_tables_page.py). They are first run without
    savepoints (the usual case: all go through); when one is refused, the transaction is
    rolled back and they run again, each in its own savepoint. A storage failure refuses them
    all (StorageError, nothing written)."""
    try:
        try:
            return _together(database, cases, savepoints=False)
        except _Refused:
            return _together(database, cases, savepoints=True)
    except (sa.exc.OperationalError, sa.exc.DatabaseError) as error:
        raise StorageError(storage_words(error)) from None


def _together(
    database: Database, cases: Sequence[Case], savepoints: bool
) -> list[Changes | ServiceError]:
    from whistclub.domain.errors import DomainError

    outcomes: list[Changes | ServiceError] = []
    with database.writer.begin() as connection:
        for case in cases:
            unit = UnitOfWork(connection, case.action, case.summary)
            try:
                with connection.begin_nested() if savepoints else contextlib.nullcontext():
                    case.body(unit)
                    outcomes.append(unit.finish())
            except (sa.exc.IntegrityError, DomainError, ServiceError) as error:
                if not savepoints:
                    raise _Refused from None  # the with block rolls the transaction back
                if isinstance(error, sa.exc.IntegrityError):
                    outcomes.append(
                        ConflictError(
                            unit.clash
                            or f"{unit.summary}: refused, because it clashes with something "
                            "saved meanwhile on another computer; nothing was saved: reload "
                            "and look"
                        )
                    )
                elif isinstance(error, DomainError):
                    outcomes.append(ServiceError(str(error)))
                else:
                    outcomes.append(error)
    return outcomes


def storage_words(error: BaseException) -> str:
    """What went wrong with the club database, in the secretary's words, with what to do."""
    text = str(getattr(error, "orig", error)).lower()
    if "full" in text or "no space" in text:
        return (
            "the club database could not be saved: the disk is full. Nothing was saved; free "
            "some space on the disk, then enter it again"
        )
    if "readonly" in text or "read-only" in text or "read only" in text:
        return (
            "the club database is read-only here (the file or its folder cannot be written). "
            "Nothing was saved; copy the club to a folder you can write to, or ask whoever "
            "looks after this computer"
        )
    if "unable to open" in text or "disk i/o" in text or "no such file" in text:
        return (
            "the club database cannot be reached: its file or folder has gone (a USB stick "
            "taken out?). Nothing was saved; put it back, then enter it again"
        )
    if "connection" in text or "server" in text or "terminat" in text:
        return (
            "the club's database server does not answer. Nothing was saved; check the network "
            "and the server, then enter it again"
        )
    return (
        "the club database refused to save this. Nothing was saved; run `whistclub-cli check` "
        "to see what is wrong with it"
    )


def done(unit: UnitOfWork) -> Changes:
    """The Changes of a finished use case (after its `with use_case(...)` block)."""
    assert unit.changes is not None, "the use case has not committed"
    return unit.changes


def undo(database: Database, audit_id: int) -> Changes:
    """Undo the use case of audit entry `audit_id` with a new entry (itself undoable: redo).

    Rows the entry created are deleted, rows it deleted are put back with their ids, rows it
    changed get their old values back; each only if nobody changed the row since (otherwise a
    ConflictError names what changed). Parents are restored before children, children
    deleted before parents.
    """
    with use_case(database, "undo", "") as unit:
        audit = metadata.tables["audit"]
        entry = (
            unit.connection.execute(sa.select(audit).where(audit.c.id == audit_id))
            .mappings()
            .first()
        )
        if entry is None:
            raise NotFoundError(f"there is no change number {audit_id} to undo")
        again = unit.connection.execute(
            sa.select(audit.c.id).where(audit.c.undoes == audit_id)
        ).scalar()
        if again is not None:
            raise ConflictError(
                f"change {audit_id} ({entry['summary']}) was already undone by change {again}; "
                f"undo change {again} to redo it"
            )
        if entry["action"] == "club.restored":
            raise ServiceError(
                f"change {audit_id} replaced the whole club from a backup; to go back, restore "
                "the backup it names (whistclub-cli restore FILE)"
            )
        unit.undoes = audit_id
        unit.summary = f"undo: {entry['summary']}"
        _refuse_a_gap_in_the_seatings(unit, entry["before"] or {}, entry["after"] or {})
        _apply_inverse(unit, entry["before"] or {}, entry["after"] or {})
    return done(unit)


def _refuse_a_gap_in_the_seatings(
    unit: UnitOfWork, before: Mapping[str, Any], after: Mapping[str, Any]
) -> None:
    """The seatings of an evening are its changes in order (change 1, 2, 3...): the call of a
    change is not undone while a later change is called (the evening would have a change 2
    without a change 1), and a call is not redone before the change ahead of it is called."""
    kept = {row["id"] for row in before.get("drive_seating", [])}
    made = {row["id"] for row in after.get("drive_seating", [])}
    for row in before.get("drive_seating", []):
        if row["id"] in made or row["change"] <= 1:
            continue
        called = {other["change"] for other in unit.rows("drive_seating", event_id=row["event_id"])}
        if row["change"] - 1 not in called:
            raise ConflictError(
                f"change {row['change'] - 1} is not called now, so the call of change "
                f"{row['change']} cannot come back: call change {row['change'] - 1} first"
            )
    going = [row for row in after.get("drive_seating", []) if row["id"] not in kept]
    ids = {row["id"] for row in going}
    for row in going:
        later = [
            other["change"]
            for other in unit.rows("drive_seating", event_id=row["event_id"])
            if other["change"] > row["change"] and other["id"] not in ids
        ]
        if later:
            raise ConflictError(
                f"change {max(later)} was called after change {row['change']}: undo the call "
                f"of change {max(later)} first"
            )


def _apply_inverse(unit: UnitOfWork, before: Mapping[str, Any], after: Mapping[str, Any]) -> None:
    from whistclub.persistence.mappers import row_from_json

    for table in reversed(TABLES_IN_ORDER):  # children first: remove what the entry created
        old_ids = {row["id"] for row in before.get(table, [])}
        for row in after.get(table, []):
            if row["id"] not in old_ids:
                unit.delete(table, row["id"], row["version"], _name(table, row))
    for table in TABLES_IN_ORDER:  # parents first: put back and restore
        new_rows = {row["id"]: row for row in after.get(table, [])}
        for row in before.get(table, []):
            values = row_from_json(table, row)
            if row["id"] in new_rows:
                seen = new_rows[row["id"]]["version"]
                fields = {k: v for k, v in values.items() if k not in ("id", "version")}
                unit.update(table, row["id"], seen, _name(table, row), **fields)
            else:
                unit.reinsert(table, values)


def _name(table: str, row: Mapping[str, Any]) -> str:
    label = row.get("name") or row.get("key")
    return f"{table.replace('_', ' ')} {row['id']}" + (f" ({label})" if label else "")


def _changes(
    audit_id: int,
    action: str,
    touched: list[tuple[str, dict[str, Any]]],
    created: list[tuple[str, int]],
) -> Changes:
    ids: dict[str, set[Any]] = {
        "players": set(),
        "seasons": set(),
        "games": set(),
        "drives": set(),
        "settings": set(),
    }
    for table, row in touched:
        if table == "player":
            ids["players"].add(row["id"])
        elif table == "season":
            ids["seasons"].add(row["id"])
        elif table == "competition":
            ids["seasons"].add(row["season_id"])
        elif table == "game":
            ids["games"].add(row["id"])
        elif table in ("deal", "game_seat"):
            ids["games"].add(row["game_id"])
        elif table == "drive_event":
            ids["drives"].add(row["id"])
        elif table.startswith("drive_"):
            ids["drives"].add(row["event_id"])
        elif table == "setting":
            ids["settings"].add(row["key"])
    return Changes(
        audit_id=audit_id,
        action=action,
        created=tuple(created),
        **{name: frozenset(values) for name, values in ids.items()},
    )


def _diff(
    old: Mapping[str, Any], new: Mapping[str, Any], prefix: str = ""
) -> dict[str, tuple[Any, Any]]:
    """The fields that differ, nested dicts spelt out ("facts.tricks.NS")."""
    changed: dict[str, tuple[Any, Any]] = {}
    for key in sorted(set(old) | set(new), key=str):
        if key == "version":
            continue
        a, b = old.get(key), new.get(key)
        name = f"{prefix}{key}"
        if isinstance(a, Mapping) and isinstance(b, Mapping):
            changed.update(_diff(a, b, f"{name}."))
        elif a != b:
            changed[name] = (a, b)
    return changed


def _show(value: Any) -> str:
    return "nothing" if value is None else str(value)
