"""A competition's season table, worked out from the evenings' results (issue 26 item 1).

The evenings come in as plain values (who played, their place and total, their seat role), so
the table is worked out the same way for stored evenings, a test's hand-made ones, or any date
("the table after the March drive": `as_of` leaves out the evenings held after it).

How each choice of the rule (rules.py) is worked out, every one from issue 26 item 1:
- an evening scores the player's total; or a percentage of the evening's top (the room's best
  total); or points for place, where the place is taken among the competition's field that
  evening (members only: among the members; a ladies' table: among the ladies), and players
  tied on a place share the points of the places they fill ((10 + 8) / 2 each for two firsts);
- best N of M: a player's N best evening scores count and the others are dropped (on equal
  scores the earlier evening is kept);
- a minimum attendance qualifies: players below it are listed, unranked, below the qualifiers;
- members only leaves non-members out of the table and out of the places;
- ladies' and gents' tables count the evenings with roles on, each player in the role they sat;
- ties on points are broken by the rule's tie-break: more evenings won (first place in the
  field, among the evenings counted), or the best single evening counted; still level, or with
  `shared`, the players share the rank (1, 1, 3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from math import gcd, lcm

from whistclub.domain.explain import Step, step
from whistclub.domain.season.rules import Rule

Score = Fraction | int
ROLES = ("lady", "gent")
ROLE_WORDS = {"lady": "ladies", "gent": "gents"}


@dataclass(frozen=True, slots=True)
class Played:
    """One player at one evening, as the evening's standings give it."""

    player: str  # the player's key, the same across evenings
    place: int  # the evening's rank (ties share it: 1, 1, 3)
    total: Score
    role: str | None = None  # "lady", "gent" or None
    # In a partner drive, the partner's key: the couple is ranked once (docs/drives.md), so it
    # holds one place of the field, not two.
    partner: str | None = None


@dataclass(frozen=True, slots=True)
class SeasonEvening:
    id: int
    name: str
    held_on: date | None
    format: str
    roles: bool
    played: tuple[Played, ...]


@dataclass(frozen=True, slots=True)
class Player:
    key: str
    name: str
    member: bool


@dataclass(frozen=True, slots=True)
class Row:
    rank: int | None  # None: not qualified
    player: str
    name: str
    points: Score
    counted: tuple[int, ...]  # evening ids, best first
    dropped: tuple[int, ...]
    qualified: bool
    attended: int
    wins: int
    best: Score
    steps: tuple[Step, ...]  # why, step by step (codes and data, for other languages)

    @property
    def why(self) -> str:
        """Why, in English: the steps joined."""
        return "; ".join(step.text for step in self.steps)


@dataclass(frozen=True, slots=True)
class Table:
    competition: str
    role: str | None  # the ladies' or gents' table, or None for the one table
    rule: Rule
    evenings: tuple[int, ...]  # the M evenings the table covers, in date order
    rows: tuple[Row, ...]

    @property
    def name(self) -> str:
        return f"{self.competition} ({ROLE_WORDS[self.role]})" if self.role else self.competition


def exact(value: Score) -> Score:
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def words(value: Score) -> str:
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, Fraction):
        value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator / value.denominator:.2f}".rstrip("0").rstrip(".")


def sort_key(value: Score) -> tuple[float, Score]:
    """A key that orders scores exactly and quickly: tuples compare their floats first, and
    only scores whose floats are equal are compared as fractions."""
    if isinstance(value, int):
        return (value, value)
    if isinstance(value, Fraction):
        return (value.numerator / value.denominator, value)
    return (float(value), value)  # any other number a club game's figure may be


def covered(
    rule: Rule, evenings: Iterable[SeasonEvening], as_of: date | None
) -> list[SeasonEvening]:
    """The evenings the rule counts, held by `as_of` when given, in date order."""
    chosen = set(rule.chosen)
    picked = []
    for evening in evenings:
        if rule.evenings == "chosen" and evening.id not in chosen:
            continue
        if rule.evenings == "format" and evening.format != rule.format:
            continue
        if as_of is not None and (evening.held_on is None or evening.held_on > as_of):
            continue
        picked.append(evening)
    return sorted(picked, key=lambda e: (e.held_on or date.min, e.id))


def season_tables(
    competition: str,
    rule: Rule,
    evenings: Iterable[SeasonEvening],
    players: Mapping[str, Player],
    as_of: date | None = None,
) -> list[Table]:
    """The competition's table, or its ladies' and gents' tables."""
    scope = covered(rule, evenings, as_of)
    if not rule.by_role:
        return [_table(competition, rule, None, scope, players)]
    with_roles = [e for e in scope if e.roles]
    return [_table(competition, rule, role, with_roles, players) for role in ROLES]


@dataclass(slots=True)
class _Scored:
    evening: SeasonEvening
    units: int  # the score, exactly, in units of 1/`unit` of the table (_table)
    place: int  # in the field


def _table(
    competition: str,
    rule: Rule,
    role: str | None,
    scope: Sequence[SeasonEvening],
    players: Mapping[str, Player],
) -> Table:
    # Each evening's score as an exact fraction (numerator, denominator) of whole numbers,
    # then every score of the table in units of one common denominator: sorting, adding and
    # comparing are then on whole numbers, and a Fraction is made only for each row's points.
    marked: dict[str, list[tuple[SeasonEvening, int, int, int]]] = {}
    denominators: set[int] = set()
    for evening in scope:  # in date order, so each player's marks are in date order
        field = [
            p
            for p in evening.played
            if (role is None or p.role == role)
            and (not rule.members_only or _member(players, p.player))
        ]
        top = max((p.total for p in evening.played), default=0)
        standing = _field_places(_units(field))
        for p in field:
            better, level = standing[p.place]
            numerator, denominator = _score(rule, p, better + 1, level, top)
            denominators.add(denominator)
            marked.setdefault(p.player, []).append((evening, numerator, denominator, better + 1))
    unit = lcm(*denominators) if denominators else 1
    times = {d: unit // d for d in denominators}
    days = {e.id: e.held_on.isoformat() if e.held_on else "" for e in scope}
    rows = [
        _row(rule, key, players, [_Scored(e, n * times[d], place) for e, n, d, place in marks],
             unit, days)
        for key, marks in marked.items()
    ]  # fmt: skip
    ranked = ranked_rows(rule, rows)
    return Table(competition, role, rule, tuple(e.id for e in scope), tuple(ranked))


def _member(players: Mapping[str, Player], key: str) -> bool:
    player = players.get(key)
    return player is not None and player.member


def _units(field: Sequence[Played]) -> list[int]:
    """The place of each competitor of the field: a player, or in a partner drive a couple
    whose partners are both in the field (counted once)."""
    keys = {p.player for p in field}
    places = []
    for p in field:
        if p.partner is not None and p.partner in keys and p.partner < p.player:
            continue  # the couple is counted once, at the other partner
        places.append(p.place)
    return places


def _field_places(places: Iterable[int]) -> dict[int, tuple[int, int]]:
    """For each evening place held in the field: (competitors of the field placed better,
    competitors of the field on that place)."""
    counts = Counter(places)
    found, better = {}, 0
    for place in sorted(counts):
        found[place] = (better, counts[place])
        better += counts[place]
    return found


def _parts(value: Score) -> tuple[int, int]:
    if isinstance(value, int):
        return value, 1
    return value.numerator, value.denominator


def _score(rule: Rule, played: Played, place: int, level: int, top: Score) -> tuple[int, int]:
    """The evening's score as (numerator, denominator), the denominator above 0."""
    if rule.scoring == "total":
        return _parts(played.total)
    if rule.scoring == "percent":  # 100 x total / top
        if not top:
            return 0, 1
        a, b = _parts(played.total)
        c, d = _parts(top)
        numerator, denominator = 100 * a * d, b * c
    else:
        table = rule.place_points
        if level == 1:
            return (table[place - 1] if place <= len(table) else 0), 1
        numerator = sum(table[i] for i in range(place - 1, min(place - 1 + level, len(table))))
        denominator = level
    common = gcd(numerator, denominator)
    if denominator < 0:
        common = -common
    return numerator // common, denominator // common


def _value(units: int, unit: int) -> Score:
    whole, left = divmod(units, unit)
    return whole if not left else Fraction(units, unit)


def _unit_words(units: int, unit: int) -> str:
    """words(units / unit), without making the fraction."""
    whole, left = divmod(units, unit)
    if not left:
        return str(whole)
    return f"{units / unit:.2f}".rstrip("0").rstrip(".")


def _row(
    rule: Rule,
    key: str,
    players: Mapping[str, Player],
    marks: list[_Scored],
    unit: int,
    days: Mapping[int, str],
) -> Row:
    player = players.get(key)
    name = player.name if player else key
    # best first; the sort is stable even reversed, so on equal scores the earlier evening
    # (the marks are in date order) stays first
    best_first = sorted(marks, key=lambda m: m.units, reverse=True)
    keep = len(best_first) if rule.best is None else min(rule.best, len(best_first))
    counted, dropped = best_first[:keep], best_first[keep:]
    points = _value(sum(m.units for m in counted), unit)
    attended = len(marks)
    qualified = attended >= rule.min_attendance
    wins = sum(1 for m in counted if m.place == 1)
    best = _value(counted[0].units, unit) if counted else 0
    why = _why(rule, counted, dropped, attended, qualified, unit, days)
    return Row(
        None,
        key,
        name,
        points,
        tuple(m.evening.id for m in counted),
        tuple(m.evening.id for m in dropped),
        qualified,
        attended,
        wins,
        best,
        why,
    )


def counted_steps(
    counted: list[tuple[str, str, str]],
    dropped: list[tuple[str, str, str]],
    best: int | None,
    none: tuple[str, str],
) -> list[Step]:
    """The why's first steps, for evenings and club games alike: what counted, with its
    (name, day, score), what best N dropped, or `none` (code, text) when nothing counted."""

    def text(items: list[tuple[str, str, str]]) -> str:
        return ", ".join(
            f"{name} {day} ({score})" if name and day else f"{name or day} ({score})"
            for name, day, score in items
        )

    found: list[Step] = []
    if counted:
        found.append(
            step("season_counted", "counted: {text}", evenings=counted, text=text(counted))
        )
    else:
        found.append(step(*none))
    if dropped:
        found.append(
            step(
                "season_dropped",
                "dropped (best {best} count): {text}",
                best=best,
                evenings=dropped,
                text=text(dropped),
            )
        )
    return found


def _why(
    rule: Rule,
    counted: list[_Scored],
    dropped: list[_Scored],
    attended: int,
    qualified: bool,
    unit: int,
    days: Mapping[int, str],
) -> tuple[Step, ...]:
    def listed(marks: list[_Scored]) -> list[tuple[str, str, str]]:
        return [(m.evening.name, days[m.evening.id], _unit_words(m.units, unit)) for m in marks]

    found = counted_steps(
        listed(counted), listed(dropped), rule.best, ("season_none", "no evening counted")
    )
    if rule.min_attendance:
        found.append(
            step(
                "season_attendance",
                "{attended} of {needed} attendances needed: {state}",
                attended=attended,
                needed=rule.min_attendance,
                qualified=qualified,
                state="qualified" if qualified else "not qualified",
            )
        )
    return tuple(found)


def ranked_rows(rule: Rule, rows: list[Row], what: str = "evenings") -> list[Row]:
    """The rows in order with their ranks; `what` the table adds up ("evenings" or "games"),
    as the tie-break's words say it."""

    def tie(row: Row) -> tuple[object, ...]:
        if rule.tie_break == "wins":
            return (*sort_key(row.points), row.wins)
        if rule.tie_break == "best_evening":
            return (*sort_key(row.points), *sort_key(row.best))
        return sort_key(row.points)

    keys = {id(r): tie(r) for r in rows}
    # qualifiers first, most points (then the tie-break) first, then by name: stable sorts
    # from the last key to the first
    ordered = sorted(rows, key=lambda r: (r.name, r.player))
    ordered.sort(key=lambda r: keys[id(r)], reverse=True)
    ordered.sort(key=lambda r: not r.qualified)
    level: dict[Score, list[Row]] = {}
    for row in ordered:
        if row.qualified:
            level.setdefault(row.points, []).append(row)
    ranked: list[Row] = []
    for position, row in enumerate(ordered, start=1):
        if not row.qualified:
            ranked.append(row)
            continue
        same = ranked and ranked[-1].qualified and keys[id(ordered[position - 2])] == keys[id(row)]
        rank = ranked[-1].rank if same else position
        group = level[row.points]
        others = [o for o in group if o is not row] if len(group) <= 4 else group[:-1]
        ranked.append(_with_rank(row, rank, rule, others, what))
    return ranked


def _with_rank(row: Row, rank: int | None, rule: Rule, level: list[Row], what: str) -> Row:
    steps = row.steps
    if level:
        names = [o.name for o in level] if len(level) <= 3 else []
        shown = ", ".join(names) if names else f"{len(level)} others"
        single = "game" if what == "games" else "evening"
        how = {
            "wins": f"{what} won {row.wins}",
            "best_evening": f"best {single} {words(row.best)}",
            "shared": "place shared",
        }[rule.tie_break]
        steps = (
            *steps,
            step(
                "season_level",
                "level on {points} points with {shown}: {how}",
                points=words(row.points),
                names=names,
                others=len(level),
                shown=shown,
                tie_break=rule.tie_break,
                wins=row.wins,
                best=words(row.best),
                what=what,
                how=how,
            ),
        )
    return Row(
        rank,
        row.player,
        row.name,
        row.points,
        row.counted,
        row.dropped,
        row.qualified,
        row.attended,
        row.wins,
        row.best,
        steps,
    )
