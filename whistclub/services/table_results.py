"""Tables entering their own results from a phone (issue 25), as use cases over the services.

A table's page (whistclub/web/) hands each figure to a `TableDesk`; nothing reaches the
database but through `evenings.enter_result`, so a phone's result is the same fact the
keyboard enters: one transaction, one audit row, whose summary names "table 7's page".

- **Keys** (services/table_keys.py): each evening has a fresh random secret; a table's token
  opens that table only, and *New link* makes the old link useless (a lost phone).
- **Both sides agree**: North-South's figure and East-West's are claims; the result is entered
  only when both sides' claims agree. A disagreement goes to the secretary (shown on the
  laptop) and nothing is entered or overwritten; a figure the laptop already holds is never
  replaced from a phone (evenings.enter_result with `seen_version=None` refuses it).
- **Sent twice, recorded once**: every send carries an id the phone made; a send seen before is
  answered again and never applied twice, and a result the table already has is not
  entered again.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import sqlalchemy as sa

from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services import evenings
from whistclub.services.errors import ConflictError, ServiceError
from whistclub.services.evenings import LoadedEvening
from whistclub.services.table_keys import PageKeys, new_link, page_keys
from whistclub.services.table_views import final_view, in_play_tables, table_view
from whistclub.services.unit import Changes, use_cases_together

# table_view, final_view, in_play_tables (what a page reads) live in services/table_views.py
# and are named here for their callers too.
MAX_TRICKS = 13  # a hand has 13 tricks (whist-drives.md, "Score cards and checking")
SIDES = ("ns", "ew")
ANSWERS_KEPT = 20_000  # client ids remembered (40 tables x 24 changes x a few sends)


class TableRefusal(ServiceError):
    """A send refused before anything was tried (a wrong change, table or figure), with a
    `code` the page shows in the phone's language."""

    def __init__(self, code: str, message: str, **facts: Any) -> None:
        super().__init__(message)
        self.code = code
        self.facts = facts


# --- Both sides' figures --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Disagreement:
    """Two figures for one table that the secretary must decide between."""

    change: int
    table: int
    figures: dict[str, tuple[int, ...]]  # "ns"/"ew"/"laptop" -> North-South's tricks


@dataclass
class _Claims:
    by_side: dict[str, tuple[int, ...]] = field(default_factory=dict)


@dataclass(eq=False)
class _Pending:
    """An agreed result waiting for its commit (several commit together: `_write_turn`)."""

    key: tuple[int, int]
    tricks: tuple[int, ...]
    turn: threading.Event = field(default_factory=threading.Event)  # done, or lead the next
    done: threading.Event = field(default_factory=threading.Event)  # committed (or refused)
    status: str | None = None  # recorded / laptop_differs once committed (or refused)
    error: ServiceError | None = None


class TableDesk:
    """The laptop's end of the tables' pages for one evening: every phone's send is checked
    here and, once both sides agree, entered through the services (evenings.enter_result's
    checks and audit row). Thread-safe (the web server calls it from its worker threads).
    `on_news` is called after anything the laptop should show (a result in, a disagreement),
    from the thread that caused it; `watch` callbacks after anything a page shows changed.

    What makes forty tables at once fast (bench/bench_tables_page.py): the evening is kept
    in memory and patched with the desk's own writes (never read whole for them); the lock
    guards only that memory, never a write to the disk; the results agreed while another
    commit is under way are entered together at the next one, each its own use case and audit
    row (unit.use_cases_together), so forty agreements wait for two disk syncs, not forty; and
    each page's stream is woken by news of its own table instead of polling."""

    def __init__(
        self,
        database: Database,
        event_id: int,
        on_news: Callable[[str, int, int], None] | None = None,
        max_age: float = 1.0,
    ) -> None:
        self.database = database
        self.event_id = event_id
        self.on_news = on_news
        self.max_age = max_age  # how old the evening in memory may be for a page's view
        self._lock = threading.RLock()
        self._claims: dict[tuple[int, int], _Claims] = {}
        self._disagreements: dict[tuple[int, int], Disagreement] = {}
        self._answers: OrderedDict[str, tuple[int, tuple[int, int]]] = OrderedDict()
        self._loaded: LoadedEvening | None = None
        self._mark: int | None = None
        self._worked: tuple[int | None, LoadedEvening] | None = None
        self._looked = 0.0  # when the database's newest audit row was last compared
        self._keys: PageKeys | None = None
        self._queue: list[_Pending] = []
        self._in_flight: dict[tuple[int, int], _Pending] = {}
        self._writing = False
        self._watchers: list[Callable[[int | None], None]] = []
        self._table_generations: dict[int, int] = {}
        self.generation = 0  # bumped whenever what every page shows may have changed

    # -- reading ------------------------------------------------------------------------------

    def keys(self) -> PageKeys:
        keys = self._keys  # read without the lock once made: it is replaced, never changed
        if keys is not None:
            return keys
        with self._lock:
            if self._keys is None:
                self._keys = page_keys(self.database, self.event_id)
            return self._keys

    def new_link(self, table: int) -> str:
        """Revoke table `table`'s link and give its new one's token."""
        with self._lock:
            self._keys, _changes = new_link(self.database, self.event_id, table)
            self._touch()
            return self._keys.token(table)

    def watch(self, callback: Callable[[int | None], None]) -> None:
        """Call `callback(table)` (from any thread; it must be quick) whenever table `table`'s
        page may show something new (None: every table's): the web server wakes its live
        streams with it."""
        self._watchers.append(callback)

    def stamp(self, table: int) -> tuple[int, int]:
        """What table `table`'s page shows has changed when this has (read without the lock)."""
        return self.generation, self._table_generations.get(table, 0)

    @property
    def stale(self) -> bool:
        """Whether the evening in memory is older than `max_age` (the keyboard, another
        computer may have written since): `look_again` then."""
        return time.monotonic() - self._looked > self.max_age

    def look_again(self) -> None:
        """Compare with the database when the evening in memory is older than `max_age`."""
        if self.stale:
            with self._lock:
                if self.stale:
                    self.evening()

    def evening(self, fresh: bool = False) -> LoadedEvening:
        """The evening as stored: read again whenever anything was written since (every write
        is a use case with its audit row, so the newest audit row's id says so cheaply), or
        when `fresh`. While the desk's own commit is under way its rows are patched in when it
        ends, so the evening is not read whole meanwhile."""
        if not fresh and self._loaded is not None and self._writing:
            return self._loaded
        mark = latest_change(self.database)  # outside the lock: the pages' views go on
        with self._lock:
            self._looked = time.monotonic()
            if not fresh and self._loaded is not None and self._writing:
                return self._loaded
            if fresh or self._loaded is None or mark != self._mark:
                loaded = evenings.load_evening(self.database, self.event_id)
                if self._loaded is None or _signature(loaded) != _signature(self._loaded):
                    self._touch()
                self._loaded, self._mark = loaded, mark
                self._worked = (mark, loaded)  # read whole: worked out with every write
                self._settle(loaded)
            return self._loaded

    def adopt(self, loaded: LoadedEvening) -> bool:
        """Take `loaded` as the evening in memory, instead of reading it whole again, when it
        holds every write so far: the window's evening, brought up to date from the audit
        trail after the secretary's own entry or call (services.evening_updates; its
        `audit_seen` is the newest audit row it includes). False, and nothing taken, when it
        is another evening's, older than the newest write, or a commit of the desk's own is
        under way: then `refresh`."""
        if loaded.event_id != self.event_id or not loaded.audit_seen:
            return False
        mark = latest_change(self.database)  # outside the lock, as `evening` reads it
        with self._lock:
            if self._writing or self._queue or loaded.audit_seen != mark:
                return False
            self._looked = time.monotonic()
            if self._loaded is None or _signature(loaded) != _signature(self._loaded):
                self._touch()
            self._loaded, self._mark = loaded, mark
            if loaded.evening is not None and not loaded.problem:
                self._worked = (mark, loaded)  # worked out with every write: the final view's
            self._settle(loaded)
            return True

    def current(self) -> LoadedEvening:
        """The evening in memory (the laptop's dialog shows it): compared with the database at
        most every `max_age` seconds; the desk's own writes are in it at once."""
        return self._current()

    def _current(self) -> LoadedEvening:
        """The evening in memory for a page's view: compared with the database at most every
        `max_age` seconds (the desk's own writes are in it at once)."""
        if self._loaded is None or self.stale:
            return self.evening()
        return self._loaded

    def _worked_out(self) -> LoadedEvening:
        """The evening worked out (its standings), read whole once per write: the evening in
        memory is patched with the desk's own results and its standings are not kept up."""
        if self._worked is None or self._worked[0] != self._mark:
            self._worked = (self._mark, evenings.load_evening(self.database, self.event_id))
        return self._worked[1]

    def refresh(self) -> None:
        """The evening changed elsewhere (the keyboard, a change called): read it again."""
        self.evening(fresh=True)

    def view(self, table: int) -> dict[str, Any]:
        with self._lock:
            view = table_view(self._current(), table)
            if view["over"]:
                view.update(final_view(self._worked_out(), table))
            return self._with_claims(view, table)

    def _with_claims(self, view: dict[str, Any], table: int) -> dict[str, Any]:
        key = (view["change"], table)
        claims = self._claims.get(key)
        view["claims"] = {s: list(f) for s, f in claims.by_side.items()} if claims else {}
        disagreement = self._disagreements.get(key)
        view["disagreement"] = (
            {s: list(f) for s, f in disagreement.figures.items()} if disagreement else None
        )
        return view

    def view_at_once(self, table: int) -> dict[str, Any] | None:
        """Table `table`'s view if it can be given from memory without waiting (the web
        server's event loop asks, to spare a worker thread's round trip): None when another
        thread holds the desk, the evening in memory is older than `max_age`, or the evening
        is over (its final view reads the standings): then `view`, from a worker thread."""
        if self._loaded is None or self.stale or not self._lock.acquire(blocking=False):
            return None
        try:
            loaded = self._loaded
            if loaded is None or self.stale or loaded.over:
                return None
            return self._with_claims(table_view(loaded, table), table)
        finally:
            self._lock.release()

    def disagreements(self) -> list[Disagreement]:
        with self._lock:
            return sorted(self._disagreements.values(), key=lambda d: (d.change, d.table))

    def _settle(self, loaded: LoadedEvening) -> None:
        """A table whose result is now in (typed by the secretary, say) has nothing pending;
        a phone's figure against the laptop's stays shown until the secretary corrects the
        result or calls the next change."""
        for key, disagreement in list(self._disagreements.items()):
            stored = loaded.results.get(key)
            laptop = disagreement.figures.get("laptop")
            settled = stored is not None and (
                laptop is None or tuple(stored["facts"]["ns"]) != laptop
            )
            if settled or key[0] != loaded.called:
                del self._disagreements[key]
        for key in [k for k in self._claims if k in loaded.results or k[0] != loaded.called]:
            del self._claims[key]

    # -- a send from a table's page -------------------------------------------------------

    def send(self, table: int, client_id: str, change: Any, side: Any, ns: Any) -> dict[str, Any]:
        """One side's figure for table `table` (North-South's tricks, one a hand). Returns the
        table's view with `status`: waiting (for the other side), recorded, disagreement or
        laptop_differs (the secretary holds another figure). Refusals: TableRefusal; a send
        whose id was seen before is answered again and never applied twice."""
        while True:
            self.evening()  # as stored now (compared outside the lock: other sends go on)
            with self._lock:
                answered = self._answers.get(client_id)
                if answered is not None:
                    if answered[0] != table:
                        raise TableRefusal("bad_id", "that send's id belongs to another table")
                    key, mine = answered[1], False
                    pending = self._in_flight.get(key)
                    if pending is None:
                        return self._answer(table, key)
                else:
                    loaded = self._checked_change(table, change)
                    tricks = _checked_tricks(ns, side, loaded.settings.hands_per_change)
                    key = (int(change), table)
                    pending = self._in_flight.get(key)
                    mine = pending is None
                    if mine:  # else: the same result is being entered: wait, then compare
                        status, pending = self._claim(loaded, key, str(side), tricks)
                        self._remember(client_id, table, key)
                        if pending is None:
                            return {**self._answer(table, key), "status": status}
            assert pending is not None  # an agreement waiting for its commit
            if mine and answered is None:
                self._write_turn(pending)
            else:
                pending.done.wait()
            if pending.error is not None:
                if mine and answered is None:
                    with self._lock:  # not entered: the same send again is tried afresh
                        self._answers.pop(client_id, None)
                raise pending.error
            if mine or answered is not None:
                with self._lock:
                    return {**self._answer(table, key), "status": pending.status}
            # Another send's agreement for this table has just been entered: claim again
            # against the result it stored (the same figure is "recorded", another differs).

    def _checked_change(self, table: int, change: Any) -> LoadedEvening:
        if isinstance(change, bool) or not isinstance(change, int):
            raise TableRefusal("bad_request", "the change must be a whole number")
        loaded = self._loaded or self.evening()  # as just compared with the database
        if change != loaded.called:
            raise TableRefusal(
                "wrong_change",
                f"change {change} is not the change being played (change {loaded.called})",
                playing=loaded.called,
            )
        if table not in in_play_tables(loaded):
            raise TableRefusal("not_in_play", f"table {table} does not play at change {change}")
        return loaded

    def _claim(
        self, loaded: LoadedEvening, key: tuple[int, int], side: str, tricks: tuple[int, ...]
    ) -> tuple[str, _Pending | None]:
        """One side's claim; both sides agreeing queue the result for the next commit."""
        stored = loaded.results.get(key)
        if stored is not None:
            return self._against_laptop(key, side, tricks, tuple(stored["facts"]["ns"])), None
        claims = self._claims.setdefault(key, _Claims())
        claims.by_side[side] = tricks
        self._touch(key[1])
        if len(claims.by_side) < len(SIDES):
            self._news("claim", key)
            return "waiting", None
        if claims.by_side["ns"] != claims.by_side["ew"]:
            self._disagreements[key] = Disagreement(*key, dict(claims.by_side))
            self._news("disagreement", key)
            return "disagreement", None
        pending = _Pending(key, tricks)
        self._queue.append(pending)
        self._in_flight[key] = pending
        return "", pending

    # -- entering the agreed results, several at one commit -------------------------------

    def _write_turn(self, pending: _Pending) -> None:
        """Until `pending` is committed: the first waiting thread commits everything queued
        (its own result among them) and hands the next commit to the first of those queued
        meanwhile, so no thread writes more than the commit that carries its own result."""
        with self._lock:
            if pending.done.is_set():
                return  # committed with another thread's turn before this one asked
            lead = not self._writing
            self._writing = True
        if not lead:
            pending.turn.wait()
            if pending.status is not None or pending.error is not None:
                return  # committed by another thread's turn; else this one leads now
        self._commit_queued()

    def _commit_queued(self) -> None:
        with self._lock:
            batch, self._queue = self._queue, []
            before = self._mark
        cases = [
            evenings.new_result_case(
                self.event_id, *p.key, list(p.tricks), source=f"table {p.key[1]}'s page"
            )
            for p in batch
        ]
        try:
            outcomes: list[Changes | ServiceError] = use_cases_together(self.database, cases)
        except ServiceError as failed:  # the disk: nothing was written, the phones send again
            outcomes = [failed] * len(batch)
        with self._lock:
            try:
                self._entered(batch, outcomes, before)
            finally:
                for p in batch:
                    self._in_flight.pop(p.key, None)
                    if p.status is None and p.error is None:
                        p.error = ServiceError("the result could not be entered: send it again")
                    p.done.set()  # under the lock: no thread sees it pending with no writer
                following = self._queue[0] if self._queue else None
                self._writing = following is not None
        for p in batch:
            p.turn.set()
        if following is not None:
            following.turn.set()  # not committed yet: it leads the next commit

    def _entered(
        self, batch: list[_Pending], outcomes: list[Changes | ServiceError], before: int | None
    ) -> None:
        """Keep the evening in memory in step with the results just entered, without reading
        it whole when they are the only writes since it was read; then each send's status."""
        done = [(p, c) for p, c in zip(batch, outcomes, strict=True) if isinstance(c, Changes)]
        conflicts = any(isinstance(c, ConflictError) for c in outcomes)
        patched = (
            self._loaded is not None
            and before is not None
            and self._mark == before
            and not conflicts
            and done
            and writes_since(self.database, before) == len(done)
        )
        if patched and self._loaded is not None:
            results = dict(self._loaded.results)
            for p, changes in done:
                results[p.key] = {
                    "id": changes.created_id("drive_table_result"),
                    "change": p.key[0],
                    "table_number": p.key[1],
                    "facts": {"ns": list(p.tricks), "ew": [MAX_TRICKS - t for t in p.tricks]},
                    "version": 1,
                }
            # Its results and seatings are current; its worked-out standings are not used here.
            self._loaded = replace(self._loaded, results=results)
            self._mark = max(changes.audit_id for _p, changes in done)
        elif done or conflicts:
            self.evening(fresh=True)
        for p, outcome in zip(batch, outcomes, strict=True):
            if isinstance(outcome, Changes):
                self._claims.pop(p.key, None)
                self._disagreements.pop(p.key, None)
                p.status = "recorded"
                self._touch(p.key[1])
                self._news("recorded", p.key)
            elif isinstance(outcome, ConflictError) and self._loaded is not None:
                # The secretary typed this table at the same moment: hers stands; compare.
                stored = self._loaded.results.get(p.key)
                laptop = tuple(stored["facts"]["ns"]) if stored else ()
                p.status = self._against_laptop(p.key, "ns", p.tricks, laptop)
            else:
                p.error = outcome

    def _against_laptop(
        self, key: tuple[int, int], side: str, tricks: tuple[int, ...], laptop: tuple[int, ...]
    ) -> str:
        if tricks == laptop:
            return "recorded"  # already in (a resend, or the secretary typed the same)
        self._disagreements[key] = Disagreement(*key, {side: tricks, "laptop": laptop})
        self._touch(key[1])
        self._news("disagreement", key)
        return "laptop_differs"

    def _answer(self, table: int, key: tuple[int, int]) -> dict[str, Any]:
        view = self.view(table)
        if key in self._current().results:
            status = "recorded"
        elif key in self._disagreements:
            status = "disagreement"
        else:
            status = "waiting"
        return {**view, "status": status, "for_change": key[0]}

    def _remember(self, client_id: str, table: int, key: tuple[int, int]) -> None:
        self._answers[client_id] = (table, key)
        while len(self._answers) > ANSWERS_KEPT:
            self._answers.popitem(last=False)

    def _touch(self, table: int | None = None) -> None:
        """What table `table`'s page shows (every page's, for None) may have changed."""
        if table is None:
            self.generation += 1
        else:
            self._table_generations[table] = self._table_generations.get(table, 0) + 1
        for callback in self._watchers:
            callback(table)

    def _news(self, what: str, key: tuple[int, int]) -> None:
        if self.on_news is not None:
            self.on_news(what, *key)


def latest_change(database: Database) -> int:
    """The id of the newest audit row: it moves with every write to the club database."""
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.max(audit.c.id))).scalar() or 0)


def writes_since(database: Database, mark: int) -> int:
    """How many audit rows (writes) came after the one with id `mark`."""
    audit = metadata.tables["audit"]
    with database.engine.connect() as connection:
        query = sa.select(sa.func.count()).select_from(audit).where(audit.c.id > mark)
        return int(connection.execute(query).scalar_one())


def _signature(loaded: LoadedEvening) -> tuple[Any, ...]:
    return (loaded.called, tuple(sorted((k, v["version"]) for k, v in loaded.results.items())))


def _checked_tricks(ns: Any, side: Any, hands: int) -> tuple[int, ...]:
    """North-South's tricks, one whole number 0-13 a hand, from a side of the table."""
    if side not in SIDES:
        raise TableRefusal("bad_request", "say which side sends: ns or ew")
    if not isinstance(ns, Sequence) or isinstance(ns, str | bytes) or len(ns) != hands:
        raise TableRefusal("bad_tricks", f"give North-South's tricks for each of the {hands} hands")
    for value in ns:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TRICKS:
            raise TableRefusal("bad_tricks", "tricks are whole numbers from 0 to 13")
    return tuple(ns)
