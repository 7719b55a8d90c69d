"""Progressive drives: the next seating from the current seating and each table's result.

The rules are those of ../shared/whist-drives.md ("Formats (who moves)", "Odd numbers") and
../shared/movements.md section 1 ("Who moves") and section 5 item 6:

* Progressive (Widbrook, GOA drive): the partnership that won at a table moves, the lady up
  one table and the gent down one; the losing lady stays and the losing gent changes seat to
  oppose his previous partner. Some clubs move the losers instead (whistdrive FAQ, Wikipedia:
  "the winning, or sometimes losing, pair"): `movers` switches it.
* Semi-partner (whistdrive FAQ): winners keep their partner and stay; losers move, ladies up,
  gents down.
* Tables in a circle (the top table's lady goes on to table 1), a snake or a line decide what
  happens at the ends; see `Layout`.
* Short tables: a club may allow a three-handed table with a dummy hand (movements.md
  section 4 and issue 5 item 3: a club option, off by default). The dummy (model.DUMMY) sits
  and moves like a player of its lane; it is nobody, so it scores nothing and is put away as
  soon as a spare or latecomer can take its seat.
* Spare players ("flirts", Sue's Trifles) sit out a hand in turn: they wait on a bench at the
  end of the room, between the top table and table 1, and the person who would have walked
  from one end of the room to the other sits out instead while the one on the bench plays.
  With more spares in a lane, more bench seats stand along the route, so nobody sits out twice
  running.

Seats and roles. A partnership is written (lady seat, gent seat): North and East are lady
seats, South and West gent seats, so `Table(ns=(N, S), ew=(E, W))`. Lady and gent are seat
roles picked at the start, not sexes (Doncaster Whist Club); with roles off the same two
"lanes" still decide who goes up and who goes down. Lane 0 (lady seats) moves up the tables,
lane 1 (gent seats) moves down.

Everything here is deterministic: a level table is settled by the club's tie rule, and where
that rule is a cut of the cards, by the cut the secretary records (TieRule).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from whistclub.domain.drive.movements.model import DUMMY, Round, Table, verify
from whistclub.domain.errors import DomainError

LADY, GENT = 0, 1
LANES = (LADY, GENT)


class Movers(Enum):
    """Who progresses after a change (whist-drives.md, "Progressive, ladies/gents")."""

    WINNERS = "winners"  # Widbrook, GOA drive: the default of the traditional drive
    LOSERS = "losers"  # whistdrive FAQ: losers move, the winning gent changes seat


class Pairing(Enum):
    """Who partners whom at a table after the movers arrive."""

    NEW_PARTNERS = "new_partners"  # progressive: the staying lady partners the arriving gent
    KEEP_PARTNERS = "keep_partners"  # semi-partner: the stayers keep their partner


class Layout(Enum):
    """How the tables stand, which decides what happens at the ends of the room.

    whist-drives.md: "Tables in a circle, a line or a snake decide what happens at the ends
    (top table to bottom table, or turning back)". The sources do not say more, so:

    * CIRCLE (default): ladies go 1 -> 2 -> ... -> top -> 1, gents the other way round.
    * SNAKE: the tables stand in two rows, odd numbers up one side and even numbers back down
      the other, so ladies go 1 -> 3 -> 5 -> ... -> 6 -> 4 -> 2 -> 1 and nobody walks the length
      of the room; gents go the same way round backwards.
    * LINE: the ends turn back: the mover who reaches the top table (ladies) or table 1 (gents)
      stays there, and the player of that role who would have stayed at that end table goes
      to the other end of the line instead (the "head table" rule of progressive parties).
    """

    CIRCLE = "circle"
    SNAKE = "snake"
    LINE = "line"


class TieRule(Enum):
    """What decides a table whose partnerships took the same number of tricks over a change.

    whist-drives.md: "a one-hand change never ties; a multi-hand change can, and needs a tie
    rule (setting)"; an approved exception (6-6 after a misdeal) can tie a one-hand change too.
    The sources give no rule, so the club chooses one (issue 21 item 7: never a hidden coin):

    * COUNT_BACK (default): the last hand that was not level decides, as for prize ties; a
      table level on every hand then cuts the cards (CUT).
    * CUT: the table cuts the cards and the secretary records which partnership moves; the
      next change cannot be called until it is recorded.
    * NORTH_SOUTH: North-South move, as if they had won (with winners moving).
    * BOTH_STAY: nobody at that table moves; the movers of the other tables pass it by.
    """

    COUNT_BACK = "count_back"
    CUT = "cut"
    NORTH_SOUTH = "north_south"
    BOTH_STAY = "both_stay"


STAY = "stay"  # a table whose four players all stay (TieRule.BOTH_STAY)


@dataclass(frozen=True, slots=True)
class ProgressiveRules:
    movers: Movers = Movers.WINNERS
    pairing: Pairing = Pairing.NEW_PARTNERS
    layout: Layout = Layout.CIRCLE
    tie: TieRule = TieRule.COUNT_BACK


@dataclass(frozen=True, slots=True)
class LevelTable:
    """A table level on tricks at a change, and what the tie rule made of it.

    `rule` is what decided: COUNT_BACK (the last hand that was not level), or CUT, NORTH_SOUTH
    or BOTH_STAY (CUT also when the count-back, the club's rule, found every hand level);
    `moves` is "ns" or "ew" (the partnership that moves), "stay", or None while the table's
    cut is not recorded yet.
    """

    change: int
    table: int
    ns: int
    ew: int
    rule: TieRule
    moves: str | None


PROGRESSIVE = ProgressiveRules()
SEMI_PARTNER = ProgressiveRules(movers=Movers.LOSERS, pairing=Pairing.KEEP_PARTNERS)


@dataclass(frozen=True, slots=True)
class TableTricks:
    """Tricks taken at one table in one change, hand by hand."""

    ns: tuple[int, ...]
    ew: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where for one change, plus the spare players on the bench, per lane.

    `bench[LADY][k]` is the spare lady on bench seat k (seat 0 stands between the top table and
    table 1, further seats are spread round the route: `_bench_stations`); the same for gents.
    """

    round: Round
    bench: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    @property
    def players(self) -> tuple[int, ...]:
        """Everyone in the room (a dummy hand, model.DUMMY, is nobody)."""
        seated = [p for t in self.round.tables for p in t.players]
        return tuple(sorted(seated + [p for lane in self.bench for p in lane]))


def seating_from_round(rnd: Round, lanes: Mapping[int, int] | None = None) -> Seating:
    """A Seating whose bench is the round's sitting-out players.

    `lanes` gives each spare player's lane (LADY or GENT, from their role); without it spare
    players are shared between the lanes in turn, first to the ladies' lane.
    """
    bench: tuple[list[int], list[int]] = ([], [])
    for index, player in enumerate(rnd.sitting_out):
        lane = lanes.get(player, index % 2) if lanes is not None else index % 2
        bench[lane].append(player)
    return Seating(Round(rnd.tables, rnd.sitting_out), (tuple(bench[0]), tuple(bench[1])))


def _winner(tricks: TableTricks, rule: TieRule) -> str | None:
    """ "ns" or "ew": the partnership that took more tricks over the change (with the
    count-back, the last hand that was not level); None when the table is level."""
    ns, ew = sum(tricks.ns), sum(tricks.ew)
    if ns != ew:
        return "ns" if ns > ew else "ew"
    if rule is TieRule.COUNT_BACK:
        for a, b in zip(reversed(tricks.ns), reversed(tricks.ew), strict=True):
            if a != b:
                return "ns" if a > b else "ew"
    return None


def level_table(
    tricks: TableTricks,
    rule: TieRule,
    change: int,
    table: int,
    decided: str | None = None,
    movers: Movers = Movers.WINNERS,
) -> LevelTable | None:
    """The table's tie and how it is settled, or None when one partnership took more tricks.

    A table whose partnerships took the same number of tricks over the change is a tie,
    whatever settles it (whist-drives.md: "a multi-hand change can [tie], and needs a tie
    rule"; issue 27 item 5: 26 each over 4 hands). With the count-back the last hand that was
    not level decides (rule COUNT_BACK, `moves` the partnership that moves, winners or losers
    as the evening's movers say); a table level on every hand cuts the cards (CUT).

    `decided` is the partnership the secretary recorded as moving after the table cut the
    cards ("ns" or "ew"); it counts only where the cut is the rule.
    """
    ns, ew = sum(tricks.ns), sum(tricks.ew)
    if ns != ew:
        return None
    won = _winner(tricks, rule)
    if won is not None:  # the count-back found a hand that was not level
        moves_by_count = won if movers is Movers.WINNERS else ("ew" if won == "ns" else "ns")
        return LevelTable(change, table, ns, ew, TieRule.COUNT_BACK, moves_by_count)
    settled = TieRule.CUT if rule is TieRule.COUNT_BACK else rule
    moves: str | None
    if settled is TieRule.NORTH_SOUTH:
        moves = "ns"
    elif settled is TieRule.BOTH_STAY:
        moves = STAY
    else:
        moves = decided if decided in ("ns", "ew") else None
    return LevelTable(change, table, ns, ew, settled, moves)


def moving_side(
    tricks: TableTricks,
    rules: ProgressiveRules,
    change: int,
    table: int,
    decided: str | None = None,
) -> str:
    """ "ns" or "ew": the partnership that moves from the table after the change; "stay"
    when nobody does. A level table whose cut is not recorded is refused, naming the table."""
    won = _winner(tricks, rules.tie)
    if won is not None:
        return won if rules.movers is Movers.WINNERS else ("ew" if won == "ns" else "ns")
    level = level_table(tricks, rules.tie, change, table, decided)
    assert level is not None
    if level.moves is None:
        raise DomainError(
            "tie_undecided",
            "table {table} is level at change {change} ({ns}-{ew}): the table cuts the cards;"
            " record who moves before change {next} is called",
            where=f"change {change}",
            table=table,
            change=change,
            ns=level.ns,
            ew=level.ew,
            next=change + 1,
        )
    return level.moves


def _route(layout: Layout, tables: Sequence[int], lane: int) -> list[int]:
    """The tables in the order a mover of this lane visits them (ladies up, gents down)."""
    ordered = sorted(tables)
    if layout is Layout.SNAKE:
        ordered = ordered[0::2] + ordered[1::2][::-1]
    return ordered if lane == LADY else ordered[::-1]


def _bench_stations(route: Sequence[int], spares: int) -> dict[int, list[int]]:
    """Where the bench seats stand on a lane's route: route index -> bench seats after it.

    One spare waits between the top table and table 1. With more spares the bench seats are
    spread round the route, so each bench player comes back in at the next change and nobody
    sits out twice running (issue 5, "Why"); only with more spares than tables must two bench
    seats stand together.
    """
    tables = len(route)
    step = max(1, tables // spares) if spares else 0
    after: dict[int, list[int]] = {}
    for seat in range(spares):
        after.setdefault((tables - 1 - seat * step) % tables, []).append(seat)
    return after


def _move_lane(
    route: Sequence[int],
    stayers: Mapping[int, int],
    movers: Mapping[int, int],
    layout: Layout,
    bench: Sequence[int],
) -> tuple[dict[int, int], dict[int, int], tuple[int, ...]]:
    """For one lane: who is at home and who arrives at each table, and the new bench.

    The lane is a ring of stations (its tables in route order, with the bench seats among
    them); at a change whoever walks from a station goes to the next one: from a table its
    mover, from a bench seat its spare player.
    """
    home = {t: stayers[t] for t in route}
    last = route[-1]
    if layout is Layout.LINE:
        # The end of the line: the mover stays, the stayer goes round to the other end.
        home[last] = movers[last]
    ring: list[tuple[str, int]] = []
    for index, table in enumerate(route):
        ring.append(("table", table))
        ring += [("bench", seat) for seat in _bench_stations(route, len(bench)).get(index, [])]

    def walker(station: tuple[str, int]) -> int:
        kind, key = station
        if kind == "bench":
            return bench[key]
        if layout is Layout.LINE and key == last:
            return stayers[key]
        return movers[key]

    arriving: dict[int, int] = {}
    new_bench = list(bench)
    for position, (kind, key) in enumerate(ring):
        coming = walker(ring[position - 1])
        if kind == "table":
            arriving[key] = coming
        else:
            new_bench[key] = coming
    # A dummy hand walking to the bench is put away: a spare player has taken its seat.
    return home, arriving, tuple(p for p in new_bench if p != DUMMY)


def next_seating(
    seating: Seating,
    results: Mapping[int, TableTricks],
    rules: ProgressiveRules = PROGRESSIVE,
    change: int = 1,
    decided: Mapping[int, str] | None = None,
) -> Seating:
    """The seating for the change after `change`, from that change's seating and results.

    `results` maps each table in play to its tricks; a missing table is refused, since a
    progressive movement cannot be called until every table has reported. `decided` maps a
    level table that cut the cards to the partnership recorded as moving (TieRule.CUT).
    """
    tables = seating.round.tables
    if not tables:
        return seating
    stay: tuple[dict[int, int], dict[int, int]] = ({}, {})
    move: tuple[dict[int, int], dict[int, int]] = ({}, {})
    home_side: dict[int, str] = {}
    staying_tables: list[Table] = []
    for table in tables:
        if table.table not in results:
            raise DomainError(
                "missing_result",
                "table {table} has no result yet; enter it before the next change is called",
                where=f"change {change}",
                table=table.table,
            )
        tricks = results[table.table]
        moving = moving_side(tricks, rules, change, table.table, (decided or {}).get(table.table))
        if moving == STAY:
            staying_tables.append(table)  # both partnerships stay: the movers pass it by
            continue
        staying = "ew" if moving == "ns" else "ns"
        for lane in LANES:
            move[lane][table.table] = getattr(table, moving)[lane]
            stay[lane][table.table] = getattr(table, staying)[lane]
        home_side[table.table] = staying
    numbers = [t.table for t in tables if t not in staying_tables]
    if not numbers:
        return seating  # every table stays as it is, and so does the bench
    placed = [
        _move_lane(
            _route(rules.layout, numbers, lane),
            stay[lane],
            move[lane],
            rules.layout,
            seating.bench[lane],
        )
        for lane in LANES
    ]
    (home_lady, visiting_lady, lady_bench), (home_gent, visiting_gent, gent_bench) = placed
    new_tables = []
    for number in numbers:
        if rules.pairing is Pairing.NEW_PARTNERS:
            # The staying lady keeps her seat and partners the arriving gent; the staying gent
            # moves round to oppose his previous partner (Widbrook; whistdrive FAQ).
            home_pair = (home_lady[number], visiting_gent[number])
            away_pair = (visiting_lady[number], home_gent[number])
        else:
            home_pair = (home_lady[number], home_gent[number])
            away_pair = (visiting_lady[number], visiting_gent[number])
        ns, ew = (home_pair, away_pair) if home_side[number] == "ns" else (away_pair, home_pair)
        new_tables.append(Table(number, ns, ew))
    new_tables = sorted([*new_tables, *staying_tables], key=lambda t: t.table)
    new_round = Round(tuple(new_tables), lady_bench + gent_bench)
    verify([new_round], seating.players)
    return Seating(new_round, (lady_bench, gent_bench))


# --- Late arrivals and early leavers (whist-drives.md, "Odd numbers, late and early") -------


def _lane_of(seating: Seating, player: int) -> tuple[int | None, int]:
    """(table number or None when on the bench, lane) of a player."""
    for table in seating.round.tables:
        for side in (table.ns, table.ew):
            if player in side:
                return table.table, side.index(player)
    for lane in LANES:
        if player in seating.bench[lane]:
            return None, lane
    raise DomainError("not_in_room", "card {card} is not in the room", card=player)


def _rebuilt(tables: Sequence[Table], bench: tuple[list[int], list[int]]) -> Seating:
    benches = (tuple(bench[LADY]), tuple(bench[GENT]))
    return Seating(Round(tuple(tables), benches[LADY] + benches[GENT]), benches)


def _open_tables(tables: list[Table], bench: tuple[list[int], list[int]]) -> None:
    """Spare players make a new table at the end once two of each lane are waiting."""
    while len(bench[LADY]) >= 2 and len(bench[GENT]) >= 2:
        number = max((t.table for t in tables), default=0) + 1
        lady1, lady2 = bench[LADY].pop(0), bench[LADY].pop(0)
        gent1, gent2 = bench[GENT].pop(0), bench[GENT].pop(0)
        tables.append(Table(number, (lady1, gent1), (lady2, gent2)))


def arrive(seating: Seating, player: int, lane: int, open_new: bool = True) -> Seating:
    """A latecomer joins: in the dummy's seat of their lane if a table is short, else at the
    back of the bench of their lane.

    Added before the next change is worked out, a latecomer on the bench comes in at once in
    place of the player who would have walked round the end of the room (who sits out
    instead). With `open_new`, two spare players of each lane waiting open a new table.
    """
    tables = list(seating.round.tables)
    bench = (list(seating.bench[LADY]), list(seating.bench[GENT]))
    short = _dummy_table(tables, lane)
    if short is not None:
        tables = [_replace_seat(t, DUMMY, player) if t is short else t for t in tables]
        return _rebuilt(tables, bench)
    bench[lane].append(player)
    if open_new:
        _open_tables(tables, bench)
    return _rebuilt(tables, bench)


def _dummy_table(tables: Sequence[Table], lane: int | None = None) -> Table | None:
    """The short table (with the dummy hand), if the dummy sits in `lane` (or any lane)."""
    for table in tables:
        for side in (table.ns, table.ew):
            if DUMMY in side and (lane is None or side.index(DUMMY) == lane):
                return table
    return None


def dummy_lane(seating: Seating) -> int | None:
    """The lane the dummy hand sits in, or None when every table seats four."""
    for table in seating.round.tables:
        for side in (table.ns, table.ew):
            if DUMMY in side:
                return side.index(DUMMY)
    return None


def open_spare_tables(seating: Seating) -> Seating:
    """Spare players make new tables at the end while two of each lane are waiting."""
    tables = list(seating.round.tables)
    bench = (list(seating.bench[LADY]), list(seating.bench[GENT]))
    _open_tables(tables, bench)
    return _rebuilt(tables, bench)


def _replace_seat(table: Table, leaving: int, coming: int) -> Table:
    def swap(side: tuple[int, int]) -> tuple[int, int]:
        a, b = side
        return (coming if a == leaving else a, coming if b == leaving else b)

    return Table(table.table, swap(table.ns), swap(table.ew))


def keep_fixed(
    seating: Seating, fixed: Mapping[int, int], previous: Round | None = None
) -> Seating:
    """Players who cannot move stay at their table (`fixed`: card -> table).

    whist-drives.md: "Some players cannot move tables (mobility): they keep a fixed seat and
    the movement works around them". After the movers have walked, a fixed player who would
    have left swaps back with whoever took their seat (the same seat as at `previous`, else
    the same lane): the visitor sits where the fixed player would have gone, so roles, table
    sizes and everyone else's moves are kept. A table no longer in play cannot be kept.
    """
    for card, home in sorted(fixed.items()):
        if card not in seating.players:
            continue
        table_now, lane = _lane_of(seating, card)
        if table_now == home:
            continue
        table = next((t for t in seating.round.tables if t.table == home), None)
        if table is None:
            continue
        sides = [table.ns, table.ew]
        held = next(
            (
                side
                for t in (previous.tables if previous else ())
                if t.table == home
                for side, was in ((table.ns, t.ns), (table.ew, t.ew))
                if was[lane] == card
            ),
            None,
        )
        if held is not None:
            sides.remove(held)
            sides.insert(0, held)
        visitors = [side[lane] for side in sides if fixed.get(side[lane]) != home]
        if not visitors:
            raise DomainError(
                "fixed_seats_clash",
                "cards {cards} are all kept at table {table} in the same seat line; give one"
                " of them another table",
                cards=", ".join(str(side[lane]) for side in sides),
                table=home,
            )
        seating = _swapped(seating, card, visitors[0])
    return seating


def _swapped(seating: Seating, a: int, b: int) -> Seating:
    """The seating with players a and b exchanged (at tables or on the bench)."""

    def other(card: int) -> int:
        return b if card == a else a if card == b else card

    tables = [
        Table(t.table, (other(t.ns[0]), other(t.ns[1])), (other(t.ew[0]), other(t.ew[1])))
        for t in seating.round.tables
    ]
    bench = ([other(c) for c in seating.bench[LADY]], [other(c) for c in seating.bench[GENT]])
    return _rebuilt(tables, bench)


def withdraw(
    seating: Seating, player: int, allow_dummy: bool = False, roles: bool = False
) -> Seating:
    """An early leaver is taken out before the next change; their scores stay (not here).

    Their seat goes to the first spare player of the same lane; without seat roles, else of
    the other lane. With seat roles on, a lady's seat is never given to a gent or a gent's to
    a lady (roles are picked at the start and prizes go by them, whist-drives.md). With no
    suitable spare, a dummy hand takes the seat when the club allows three-handed tables
    (`allow_dummy`), nobody else is spare and no table is short yet; otherwise the last table
    closes, its players fill the seat and wait on the bench.
    """
    number, lane = _lane_of(seating, player)
    tables = list(seating.round.tables)
    bench = (list(seating.bench[LADY]), list(seating.bench[GENT]))
    if number is None:
        bench[lane].remove(player)
        return _rebuilt(tables, bench)
    lanes = (lane,) if roles else (lane, 1 - lane)
    if not any(bench[candidate] for candidate in lanes):
        nobody_spare = not bench[LADY] and not bench[GENT]
        if allow_dummy and nobody_spare and _dummy_table(tables) is None:
            tables = [_replace_seat(t, player, DUMMY) if t.table == number else t for t in tables]
            return _rebuilt(tables, bench)
        last = max(tables, key=lambda t: t.table)
        tables.remove(last)
        for side in (last.ns, last.ew):
            for seat, sitter in enumerate(side):
                if sitter not in (player, DUMMY):
                    bench[seat].append(sitter)
        if last.table == number:
            _open_tables(tables, bench)
            return _rebuilt(tables, bench)
    # The closed table seated someone of the leaver's lane, so a substitute is there now.
    substitute_lane = next(candidate for candidate in lanes if bench[candidate])
    substitute = bench[substitute_lane].pop(0)
    tables = [_replace_seat(t, player, substitute) if t.table == number else t for t in tables]
    _open_tables(tables, bench)
    return _rebuilt(tables, bench)
