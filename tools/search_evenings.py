"""Exact search for whole evenings of any small room within the bounds of issue 5 item 3.

    pip install -e '.[tools]'   # OR-Tools, for this script only
    python tools/search_evenings.py V R [--seconds 300] [--workers 1]

A constraint model (OR-Tools CP-SAT) of the whole evening, four to a table, v mod 4 out:

- each round, every player is at one table on one side (North-South or East-West) or out;
  each table seats two on each side;
- sit-outs per player between the floor and the ceiling of s*R/v, never twice running;
- whoever plays at most v-1 games partners nobody twice; others partner nobody more than
  ceil(G/(v-1)) times (the target of the app's own search);
- each pair opposes at most max(2, ceil(2G/(v-1))) times, G the most games anyone plays.

Symmetry is broken the usual way: round 1 is fixed (players are renamed so that it is 0 1 v
2 3, 4 5 v 6 7, ...); in every round the tables are ordered by their lowest player and that
player sits North-South. Partnerships and oppositions are only bounded from above, so they
are implied by the seats, never the other way round (half the clauses).

FEASIBLE prints the evening as an entry for EVENINGS in
whistclub/domain/drive/movements/stored_evenings.py (or STORED in small_rooms.py for one
table): one word per round, the seats N S E W of each table in turn, players as base-36
digits. INFEASIBLE is a proof (the search is exhaustive) that no evening of that size keeps
every bound; then --over K finds the closest evening (K pairs facing each other once more
than the bound; INFEASIBLE for K-1 proves K the fewest). UNKNOWN: the time ran out.

--cyclic M develops base rounds by Z_M (see build_cyclic): far fewer choices, and it found
most of the stored evenings in seconds. --any-order drops "never out twice running" and
sorts the rounds instead: a relaxation, so INFEASIBLE there is a proof as well.

--forced and --columns model the structure that counting forces on v = 4n+3 players over
v+2 rounds (docs/movements.md, "The hardest rooms"): --forced seat by seat, --columns as a choice
among every possible whole round (41,550 for 11 players), cutting off answers that no
order keeps apart. --columns --involution A,B/C,D keeps only evenings mapped onto
themselves by that swap of players: 11 players over 13 rounds was found that way.
--symmetric A,B/C,D --fixed-rounds K writes the forced structure seat by seat for the
evenings that a permutation of the players maps onto themselves (base rounds developed by
its powers, K rounds it fixes): far smaller, it finds 11 over 13 in seconds and rules out
most shapes of involution at once (docs/movements.md, "The hardest rooms").
"""

from __future__ import annotations

import argparse
import collections
import itertools
import math
import random
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from ortools.sat.python import cp_model  # type: ignore[import-not-found]

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from whistclub.domain.drive.movements import stored_evenings

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def bounds(v: int, rounds: int) -> tuple[int, int, int, int]:
    """(fewest sit-outs, most sit-outs, most games G, opposition cap) for v players."""
    s = v % 4
    low, extra = divmod(s * rounds, v)
    high = low + (1 if extra else 0)
    games = rounds - low
    return low, high, games, max(2, math.ceil(2 * games / (v - 1)))


def build(  # type: ignore[type-arg]
    v: int,
    rounds: int,
    slack: int | None = 0,
    any_order: bool = False,
    over: int = 0,
) -> tuple[cp_model.CpModel, dict, dict]:
    """The whole-evening model: the model, the seat literals and the sit-out literals."""
    m = cp_model.CpModel()
    tables = v // 4
    low, high, games, cap = bounds(v, rounds)
    players, rnds, tabs = range(v), range(rounds), range(tables)
    pos = {
        (p, r, t, k): m.NewBoolVar(f"p{p}r{r}t{t}k{k}")
        for p in players
        for r in rnds
        for t in tabs
        for k in range(2)
    }
    out = {(p, r): m.NewBoolVar(f"out{p}r{r}") for p in players for r in rnds}
    at = {}
    east = {}
    for p in players:
        for r in rnds:
            m.AddExactlyOne([out[p, r], *(pos[p, r, t, k] for t in tabs for k in range(2))])
            east[p, r] = m.NewBoolVar("")
            m.Add(east[p, r] == sum(pos[p, r, t, 1] for t in tabs))
            for t in tabs:
                at[p, r, t] = m.NewBoolVar("")
                m.Add(at[p, r, t] == pos[p, r, t, 0] + pos[p, r, t, 1])
    for r in rnds:
        for t in tabs:
            for k in range(2):
                m.Add(sum(pos[p, r, t, k] for p in players) == 2)
            # Canonical form: tables ordered by their lowest player, who sits North-South.
            for p in players:
                lower = [pos[q, r, t, 0] for q in range(p)]
                m.AddBoolOr(lower).OnlyEnforceIf(pos[p, r, t, 1])
                if t:
                    m.AddBoolOr([at[q, r, t - 1] for q in range(p)]).OnlyEnforceIf(at[p, r, t])
    # Round 1 fixed: players renamed in their seats.
    for p in players:
        if p < 4 * tables:
            m.Add(pos[p, 0, p // 4, (p % 4) // 2] == 1)
        else:
            m.Add(out[p, 0] == 1)
    most_out = {}
    for p in players:
        total = sum(out[p, r] for r in rnds)
        m.Add(total >= low)
        m.Add(total <= high)
        most_out[p] = m.NewBoolVar("")
        m.Add(total == high).OnlyEnforceIf(most_out[p])
        m.Add(total == low).OnlyEnforceIf(most_out[p].Not())
        for r in range(rounds - 1):
            if not any_order:
                m.AddBoolOr([out[p, r].Not(), out[p, r + 1].Not()])
    if any_order:
        # A relaxation for proofs: rounds in any order (sitters may sit out twice running),
        # so the rounds are sorted by who sits out; round 1's sitters come first.
        for r in range(rounds - 1):
            m.Add(
                sum(out[p, r] * 2**p for p in players) >= sum(out[p, r + 1] * 2**p for p in players)
            )
    others = v - 1
    above = []
    for p, q in itertools.combinations(players, 2):
        partners, opponents = [], []
        for r in rnds:
            same = m.NewBoolVar("")
            for t in tabs:
                m.AddBoolOr([at[p, r, t].Not(), at[q, r, t].Not(), same])
            mate, face = m.NewBoolVar(""), m.NewBoolVar("")
            ep, eq = east[p, r], east[q, r]
            m.AddBoolOr([same.Not(), ep, eq, mate])
            m.AddBoolOr([same.Not(), ep.Not(), eq.Not(), mate])
            m.AddBoolOr([same.Not(), ep, eq.Not(), face])
            m.AddBoolOr([same.Not(), ep.Not(), eq, face])
            partners.append(mate)
            opponents.append(face)
        if over:
            above.append(m.NewBoolVar(""))
            m.Add(sum(opponents) <= cap + above[-1])
        else:
            m.Add(sum(opponents) <= cap)
        if rounds - low <= others:
            m.Add(sum(partners) <= 1)
        elif rounds - high <= others:
            # Only a pair of players who both play more than v-1 games may partner twice.
            both_many = m.NewBoolVar("")
            m.AddImplication(both_many, most_out[p].Not())
            m.AddImplication(both_many, most_out[q].Not())
            m.Add(sum(partners) <= 1 + both_many)
        elif slack is not None:
            m.Add(sum(partners) <= math.ceil(games / others) + slack)
    if over:
        # The closest evening when none keeps every bound: at most `over` pairs meet once
        # more than the opposition bound, everything else kept.
        m.Add(sum(above) <= over)
    return m, pos, out


def shifted(x: int, i: int, order: int, orbits: int) -> int:
    """Point x moved by i in the group Z_order acting on each orbit (fixed points stay)."""
    if x >= order * orbits:
        return x
    return (x // order) * order + (x % order + i) % order


def build_cyclic(
    v: int,
    rounds: int,
    order: int,
    shift_major: bool,
    orbits: int = 1,
    slack: int | None = 0,
    choose: int = 0,
    first_base: str = "",
    free: int = 0,
) -> tuple[cp_model.CpModel, dict, dict]:  # type: ignore[type-arg]
    """The same evening built from base rounds developed by the cyclic group Z_order.

    Players 0..K*order-1 are the group's points in K orbits (--orbits K; orbit k is
    k*order..k*order+order-1), the rest are fixed by it (they never sit out).
    Round (shift i, base j) seats point x where base j seats x - i. With B = ceil(R/order)
    bases the rounds run base by base (or shift by shift with --shift-major) and the first R
    are the evening; every bound is counted on exactly those R rounds. A much smaller search
    than the whole evening, for the rooms where the group's symmetry is no loss.

    With --choose B the model develops B bases and chooses which R of the B*order rounds
    make the evening; their order (nobody out twice running) is found afterwards.

    With --free K, K more rounds are searched freely (not developed): the only rounds in
    which the group's fixed points may sit out. The developed rounds then number R - K.
    """
    m = cp_model.CpModel()
    tables = v // 4
    low, high, games, cap = bounds(v, rounds)
    developed = choose or -(-(rounds - free) // order)
    bases = developed + free  # the free rounds are bases used once, undeveloped
    points = range(v)
    tabs = range(tables)

    def moved(x: int, i: int) -> int:
        return shifted(x, -i, order, orbits)

    pos = {
        (j, e, t, k): m.NewBoolVar(f"b{j}e{e}t{t}k{k}")
        for j in range(bases)
        for e in points
        for t in tabs
        for k in range(2)
    }
    out = {(j, e): m.NewBoolVar(f"out{j}e{e}") for j in range(bases) for e in points}
    mate, face = {}, {}
    for j in range(bases):
        at, east = {}, {}
        for e in points:
            m.AddExactlyOne([out[j, e], *(pos[j, e, t, k] for t in tabs for k in range(2))])
            if e >= order * orbits and j < developed:
                m.Add(out[j, e] == 0)
            east[e] = m.NewBoolVar("")
            m.Add(east[e] == sum(pos[j, e, t, 1] for t in tabs))
            for t in tabs:
                at[e, t] = m.NewBoolVar("")
                m.Add(at[e, t] == pos[j, e, t, 0] + pos[j, e, t, 1])
        for t in tabs:
            for k in range(2):
                m.Add(sum(pos[j, e, t, k] for e in points) == 2)
            for e in points:
                m.AddBoolOr([pos[j, q, t, 0] for q in range(e)]).OnlyEnforceIf(pos[j, e, t, 1])
                if t:
                    m.AddBoolOr([at[q, t - 1] for q in range(e)]).OnlyEnforceIf(at[e, t])
        for a, b in itertools.combinations(points, 2):
            same = m.NewBoolVar("")
            for t in tabs:
                m.AddBoolOr([at[a, t].Not(), at[b, t].Not(), same])
            mate[j, a, b], face[j, a, b] = m.NewBoolVar(""), m.NewBoolVar("")
            ea, eb = east[a], east[b]
            m.AddBoolOr([same.Not(), ea, eb, mate[j, a, b]])
            m.AddBoolOr([same.Not(), ea.Not(), eb.Not(), mate[j, a, b]])
            m.AddBoolOr([same.Not(), ea, eb.Not(), face[j, a, b]])
            m.AddBoolOr([same.Not(), ea.Not(), eb, face[j, a, b]])
    if first_base:
        # Base round 1 given (say a shipped design's initial round): only the rest is searched.
        seats = [int(c, 36) for c in first_base]
        tables_given = sorted((seats[t : t + 4] for t in range(0, len(seats), 4)), key=min)
        for t, table in enumerate(tables_given):
            north_south = table[:2] if min(table[:2]) < min(table[2:]) else table[2:]
            for e in table:
                m.Add(pos[0, e, t, 0 if e in north_south else 1] == 1)
    loose = [(0, j) for j in range(developed, bases)]
    if choose:
        sequence = [(i, j) for j in range(developed) for i in range(order)]
        chosen = {step: m.NewBoolVar("") for step in sequence}
        m.Add(sum(chosen.values()) == rounds - free)
        for step in loose:
            chosen[step] = m.NewConstant(1)
        sequence += loose
    else:
        if shift_major:
            sequence = [(i, j) for i in range(order) for j in range(developed)][: rounds - free]
        else:
            sequence = [(i, j) for j in range(developed) for i in range(order)][: rounds - free]
        # The free rounds spread evenly through the evening (a fixed point sits out only in
        # them, and never twice running).
        for k, step in enumerate(loose):
            sequence.insert((k + 1) * rounds // (free + 1) - 1, step)

    def counted(step: tuple[int, int], literal: cp_model.IntVar) -> cp_model.IntVar:  # type: ignore[type-arg]
        """The literal in a round of the evening: itself, or (when choosing) chosen and it."""
        if not choose:
            return literal
        both = m.NewBoolVar("")
        m.AddBoolOr([chosen[step].Not(), literal.Not(), both])
        m.AddImplication(both, chosen[step])
        m.AddImplication(both, literal)
        return both

    def base_pair(step: tuple[int, int], x: int, y: int, table: dict) -> cp_model.IntVar:  # type: ignore[type-arg]
        i, j = step
        a, b = sorted((moved(x, i), moved(y, i)))
        return counted(step, table[j, a, b])

    others = v - 1
    outs = {}
    for x in points:
        outs[x] = sum(counted((i, j), out[j, moved(x, i)]) for i, j in sequence)
        m.Add(outs[x] >= low)
        m.Add(outs[x] <= high)
        if not choose:
            for (i, j), (i2, j2) in itertools.pairwise(sequence):
                m.AddBoolOr([out[j, moved(x, i)].Not(), out[j2, moved(x, i2)].Not()])
    for x, y in itertools.combinations(points, 2):
        m.Add(sum(base_pair(step, x, y, face) for step in sequence) <= cap)
        partners = sum(base_pair(step, x, y, mate) for step in sequence)
        if rounds - low <= others:
            m.Add(partners <= 1)
        elif rounds - high > others:
            if slack is not None:
                m.Add(partners <= math.ceil(games / others) + slack)
        else:
            # A pair may partner twice only when both play more than v-1 games (fewest outs).
            both_many = m.NewBoolVar("")
            m.Add(outs[x] == low).OnlyEnforceIf(both_many)
            m.Add(outs[y] == low).OnlyEnforceIf(both_many)
            m.Add(partners <= 1 + both_many)
    if choose:
        return m, pos, {"sequence": sequence, "order": order, "orbits": orbits, "chosen": chosen}
    return m, pos, {"sequence": sequence, "order": order, "orbits": orbits}


def cyclic_words(solver: cp_model.CpSolver, pos: dict, v: int, info: dict) -> list[str]:  # type: ignore[type-arg]
    order, orbits = info["order"], info["orbits"]
    sequence = info["sequence"]
    if "chosen" in info:
        sequence = [step for step in sequence if solver.Value(info["chosen"][step])]
    return [
        base_word(solver, pos, v, j, [shifted(e, i, order, orbits) for e in range(v)])
        for i, j in sequence
    ]


def base_word(solver: cp_model.CpSolver, pos: dict, v: int, j: int, name: list[int]) -> str:  # type: ignore[type-arg]
    """Base round j as a stored word (N S E W per table), player e printed as name[e]."""
    word = ""
    for t in range(v // 4):
        for k in range(2):
            word += "".join(DIGITS[name[e]] for e in range(v) if solver.Value(pos[j, e, t, k]))
    return word


def sit_outs_apart(v: int, words: list[str]) -> list[str] | None:
    """The rounds in an order where nobody sits out twice running, or None."""
    seats = stored_evenings.parse(v, " ".join(words))
    sitters = [frozenset(range(v)) - set(rnd) for rnd in seats]
    order = stored_evenings.in_good_order(seats, sitters, random.Random(0), node_limit=10**6)
    if any(sitters[k] & sitters[q] for k, q in itertools.pairwise(order)):
        return None
    return [words[k] for k in order]


def evening_words(solver: cp_model.CpSolver, pos: dict, v: int, rounds: int) -> list[str]:  # type: ignore[type-arg]
    words = []
    for r in range(rounds):
        word = ""
        for t in range(v // 4):
            for k in range(2):
                word += "".join(DIGITS[p] for p in range(v) if solver.Value(pos[p, r, t, k]))
        words.append(word)
    return words


def build_forced(v: int, rounds: int) -> tuple[cp_model.CpModel, dict, dict]:  # type: ignore[type-arg]
    """v = 4n+3 players over v+2 rounds, with the structure counting forces (docs/movements.md,
    "The hardest rooms"): players 0..v-7 sit out three times, partner everyone once and face
    everyone exactly twice; the six others sit out four times, and each never partners one of
    them (v-6 with v-5, v-4 with v-3, v-2 with v-1 after renaming). Rounds in any order: a
    relaxation, so INFEASIBLE is a proof for the evening; FEASIBLE still needs an order
    that keeps sit-outs apart.

    Equalities instead of caps, and the rounds pinned by player 0 (partner of player r+1 in
    round r, out in the last three), cut the search far more than the general model can."""
    if v % 4 != 3 or rounds != v + 2:
        raise SystemExit("--forced is for v = 4n+3 players over v+2 rounds")
    m = cp_model.CpModel()
    tables, fulls = v // 4, v - 6
    never = {(fulls, fulls + 1), (fulls + 2, fulls + 3), (fulls + 4, fulls + 5)}
    players, rnds, tabs = range(v), range(rounds), range(tables)
    out = {(p, r): m.NewBoolVar("") for p in players for r in rnds}
    at = {(p, r, t): m.NewBoolVar("") for p in players for r in rnds for t in tabs}
    for p in players:
        for r in rnds:
            m.AddExactlyOne([out[p, r], *(at[p, r, t] for t in tabs)])
        m.Add(sum(out[p, r] for r in rnds) == (3 if p < fulls else 4))
    for r in rnds:
        for t in tabs:
            m.Add(sum(at[p, r, t] for p in players) == 4)
    mate = {
        (a, b, r): m.NewBoolVar("")
        for a, b in itertools.combinations(players, 2)
        if (a, b) not in never
        for r in rnds
    }
    for p in players:
        for r in rnds:
            mine = [
                mate[min(p, q), max(p, q), r] for q in players if (min(p, q), max(p, q), r) in mate
            ]
            m.Add(sum(mine) == 1 - out[p, r])
    for a, b in itertools.combinations(players, 2):
        faces, meets = [], []
        for r in rnds:
            shared = [m.NewBoolVar("") for _ in tabs]
            for t in tabs:
                m.AddBoolOr([at[a, r, t].Not(), at[b, r, t].Not(), shared[t]])
                m.AddImplication(shared[t], at[a, r, t])
                m.AddImplication(shared[t], at[b, r, t])
            same = sum(shared)
            face = m.NewBoolVar("")
            if (a, b) in never:
                m.Add(face == same)
            else:
                m.Add(face + mate[a, b, r] == same)
                for t in tabs:
                    m.Add(at[a, r, t] == at[b, r, t]).OnlyEnforceIf(mate[a, b, r])
            faces.append(face)
            meets.append(same)
        if (a, b) not in never:
            m.Add(sum(mate[a, b, r] for r in rnds) == 1)
        if a < fulls:
            m.Add(sum(faces) == 2)
            m.Add(sum(meets) == 3)
        else:
            m.Add(sum(faces) <= 2)
    for r in range(v - 1):
        m.Add(mate[0, r + 1, r] == 1)
        m.Add(at[0, r, 0] == 1)
    for r in range(v - 1, rounds):
        m.Add(out[0, r] == 1)
    for r in range(v - 1, rounds - 1):
        m.Add(sum(out[p, r] * 2**p for p in players) >= sum(out[p, r + 1] * 2**p for p in players))
    for r in rnds:
        for t in range(1, tables):
            if t == 1 and r < v - 1:
                continue  # table 0 is player 0's; the others by their lowest player
            for p in players:
                m.AddBoolOr([at[q, r, t - 1] for q in range(p)]).OnlyEnforceIf(at[p, r, t])
    return m, at, mate


def forced_words(solver: cp_model.CpSolver, at: dict, mate: dict, v: int, rounds: int) -> list[str]:  # type: ignore[type-arg]
    """Each table as its two partnerships, N S then E W."""
    words = []
    for r in range(rounds):
        word = ""
        for t in range(v // 4):
            seated = [p for p in range(v) if solver.Value(at[p, r, t])]
            first = seated[0]
            partner = next(
                q for q in seated[1:] if (first, q, r) in mate and solver.Value(mate[first, q, r])
            )
            rest = [q for q in seated if q not in (first, partner)]
            word += "".join(DIGITS[p] for p in (first, partner, *rest))
        words.append(word)
    return words


def seatings(players: list[int]) -> Iterator[list[tuple[tuple[int, int], tuple[int, int]]]]:
    """Every way to seat these 4k players at k tables, each table as its two partnerships."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for others in itertools.combinations(rest, 3):
        remaining = [p for p in rest if p not in others]
        a, b, c = others
        for table in (((first, a), (b, c)), ((first, b), (a, c)), ((first, c), (a, b))):
            for tail in seatings(remaining):
                yield [table, *tail]


def build_columns(v: int, rounds: int, involution: str = "") -> tuple[cp_model.CpModel, list, list]:  # type: ignore[type-arg]
    """The forced structure of --forced as a choice of whole rounds (a set-partitioning model).

    Every possible round (who sits out, the tables, the partnerships) is one 0/1 column;
    the evening is v+2 columns such that every pair partners exactly once (the three never
    pairs not at all), every pair with a player who sits out three times faces exactly
    twice and the rest at most twice, and sit-outs are three or four as forced. Rounds in
    any order, so INFEASIBLE is a proof; solve_columns() cuts off every answer whose rounds
    it cannot order and solves again, so a final INFEASIBLE covers the order too as long as
    the order search was exhaustive (its 10**6 steps always are for 9 rounds or fewer). The
    rounds carry no numbers to permute, which is why it found 11 players over 13 rounds
    where --forced gave no answer.

    --involution "0,1/2,3" keeps only evenings that the swap of those players maps onto
    themselves: a search shape, not a proof."""
    if v % 4 != 3 or rounds != v + 2:
        raise SystemExit("--columns is for v = 4n+3 players over v+2 rounds")
    fulls = v - 6
    never = {(fulls, fulls + 1), (fulls + 2, fulls + 3), (fulls + 4, fulls + 5)}
    columns = []
    for out in itertools.combinations(range(v), 3):
        for seating in seatings([p for p in range(v) if p not in out]):
            mates = [tuple(sorted(pair)) for table in seating for pair in table]
            if not never.intersection(mates):
                faces = [tuple(sorted((x, y))) for ns, ew in seating for x in ns for y in ew]
                columns.append((out, seating, mates, faces))
    m = cp_model.CpModel()
    chosen = [m.NewBoolVar("") for _ in columns]
    partnering: dict[tuple[int, int], list] = collections.defaultdict(list)  # type: ignore[type-arg]
    facing: dict[tuple[int, int], list] = collections.defaultdict(list)  # type: ignore[type-arg]
    sitting: dict[int, list] = collections.defaultdict(list)  # type: ignore[type-arg]
    for literal, (out, _, mates, faces) in zip(chosen, columns, strict=True):
        for pair in mates:
            partnering[pair].append(literal)
        for pair in faces:
            facing[pair].append(literal)
        for p in out:
            sitting[p].append(literal)
    for pair in itertools.combinations(range(v), 2):
        if pair not in never:
            m.AddExactlyOne(partnering[pair])
        if pair[0] < fulls:
            m.Add(sum(facing[pair]) == 2)
        else:
            m.Add(sum(facing[pair]) <= 2)
    for p in range(v):
        m.Add(sum(sitting[p]) == (3 if p < fulls else 4))
    if involution:
        image = permutation(v, involution)

        def key(out: Sequence[int], seating: Sequence) -> tuple:  # type: ignore[type-arg]
            tables = (tuple(sorted(tuple(sorted(pair)) for pair in table)) for table in seating)
            return tuple(sorted(out)), tuple(sorted(tables))

        index = {key(out, seating): k for k, (out, seating, _, _) in enumerate(columns)}
        for k, (out, seating, _, _) in enumerate(columns):
            moved = [[[image[p] for p in pair] for pair in table] for table in seating]
            m.Add(chosen[k] == chosen[index[key([image[p] for p in out], moved)]])
    return m, chosen, columns


def permutation(v: int, cycles: str) -> list[int]:
    """The permutation of players 0..v-1 written as cycles, "0,1/2,3,4" (others stay)."""
    image = list(range(v))
    for cycle in cycles.split("/"):
        points = [int(x) for x in cycle.split(",")]
        if len(set(points)) != len(points) or not all(0 <= x < v for x in points):
            raise SystemExit(f"{cycle!r} is not a cycle of players 0..{v - 1}")
        for a, b in zip(points, points[1:] + points[:1], strict=True):
            image[a] = b
    if sorted(image) != list(range(v)):
        raise SystemExit(f"{cycles!r}: the cycles must not share a player")
    return image


def build_symmetric(  # type: ignore[type-arg]
    v: int, rounds: int, cycles: str, fixed_rounds: int
) -> tuple[cp_model.CpModel, dict, dict]:
    """The forced structure of --forced, kept by a permutation s of the players.

    The evening is base rounds, each developed by every power of s (s maps it to the next
    round of its orbit), and --fixed-rounds K rounds that s maps onto themselves: the same
    sitters, the same partnerships, the same oppositions (the table numbers may move). s must
    keep the three-out players 0..v-7 among themselves, as it keeps sit-out counts. Rounds in
    any order, as in --forced. Much smaller than the whole evening: 11 players over 13 rounds
    with s = 0,1/2,3/5,6/7,8/9,10 and three fixed rounds is found in seconds."""
    if v % 4 != 3 or rounds != v + 2:
        raise SystemExit("--symmetric is for v = 4n+3 players over v+2 rounds")
    image = permutation(v, cycles)
    fulls = v - 6
    if any((p < fulls) != (image[p] < fulls) for p in range(v)):
        raise SystemExit("--symmetric: a player of 0..v-7 cannot swap with one of the six")
    powers = [list(range(v))]
    while [image[x] for x in powers[-1]] != powers[0]:
        powers.append([image[x] for x in powers[-1]])
    order = len(powers)
    if (rounds - fixed_rounds) % order:
        raise SystemExit(
            f"--symmetric: {rounds} - {fixed_rounds} fixed rounds is not a multiple of {order}"
        )
    bases = (rounds - fixed_rounds) // order
    back = [{q: p for p, q in enumerate(power)} for power in powers]
    m = cp_model.CpModel()
    tables = v // 4
    players, tabs = range(v), range(tables)
    stored = range(bases + fixed_rounds)
    pos = {
        (j, p, t, k): m.NewBoolVar("")
        for j in stored
        for p in players
        for t in tabs
        for k in range(2)
    }
    out = {(j, p): m.NewBoolVar("") for j in stored for p in players}
    mate, face = {}, {}
    for j in stored:
        for p in players:
            m.AddExactlyOne([out[j, p], *(pos[j, p, t, k] for t in tabs for k in range(2))])
        for t in tabs:
            for k in range(2):
                m.Add(sum(pos[j, p, t, k] for p in players) == 2)
        for a, b in itertools.combinations(players, 2):
            sides = []
            for t in tabs:
                for k in range(2):
                    for other, into in ((k, "mate"), (1 - k, "face")):
                        both = m.NewBoolVar("")
                        m.AddImplication(both, pos[j, a, t, k])
                        m.AddImplication(both, pos[j, b, t, other])
                        m.AddBoolOr([pos[j, a, t, k].Not(), pos[j, b, t, other].Not(), both])
                        sides.append((into, both))
            mate[j, a, b] = mate[j, b, a] = m.NewBoolVar("")
            face[j, a, b] = face[j, b, a] = m.NewBoolVar("")
            m.Add(mate[j, a, b] == sum(lit for into, lit in sides if into == "mate"))
            m.Add(face[j, a, b] == sum(lit for into, lit in sides if into == "face"))
    for j in range(bases, bases + fixed_rounds):
        for p in players:
            m.Add(out[j, image[p]] == out[j, p])
        for a, b in itertools.combinations(players, 2):
            m.Add(mate[j, image[a], image[b]] == mate[j, a, b])
            m.Add(face[j, image[a], image[b]] == face[j, a, b])

    def total(table: dict, a: int, b: int) -> cp_model.LinearExpr:  # type: ignore[type-arg]
        """Round i of base j seats p where the base seats the player that s^i maps to p."""
        developed = [table[j, back[i][a], back[i][b]] for j in range(bases) for i in range(order)]
        return sum(developed) + sum(table[j, a, b] for j in range(bases, bases + fixed_rounds))

    for a, b in itertools.combinations(players, 2):
        if a < fulls:
            m.Add(total(mate, a, b) == 1)
            m.Add(total(face, a, b) == 2)
        else:
            m.Add(total(mate, a, b) <= 1)
            m.Add(total(face, a, b) <= 2)
    for p in players:
        outs = sum(out[j, back[i][p]] for j in range(bases) for i in range(order))
        m.Add(
            outs + sum(out[j, p] for j in range(bases, bases + fixed_rounds))
            == (3 if p < fulls else 4)
        )
    return m, pos, {"powers": powers, "bases": bases, "fixed_rounds": fixed_rounds}


def symmetric_words(solver: cp_model.CpSolver, pos: dict, v: int, info: dict) -> list[str]:  # type: ignore[type-arg]
    """Each base round under every power of the permutation, then the fixed rounds."""
    steps = [(j, power) for j in range(info["bases"]) for power in info["powers"]]
    steps += [
        (j, info["powers"][0]) for j in range(info["bases"], info["bases"] + info["fixed_rounds"])
    ]
    return [base_word(solver, pos, v, j, power) for j, power in steps]


def column_words(columns: list, picked: list[int]) -> list[str]:  # type: ignore[type-arg]
    return [
        "".join(DIGITS[p] for table in columns[k][1] for pair in table for p in pair)
        for k in picked
    ]


def solve_columns(v: int, rounds: int, args: argparse.Namespace) -> int:
    """--columns: solve, and cut off each answer whose rounds cannot be ordered, until one can."""
    started = time.perf_counter()
    m, chosen, columns = build_columns(v, rounds, args.involution)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = args.workers
    solver.parameters.random_seed = args.seed
    cut = 0
    while True:
        solver.parameters.max_time_in_seconds = max(
            1.0, args.seconds - (time.perf_counter() - started)
        )
        status = solver.Solve(m)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            took = time.perf_counter() - started
            print(
                f"{v} players, {rounds} rounds, forced structure over {len(columns)} possible"
                f" rounds{f' kept by {args.involution}' if args.involution else ''}: "
                f"{solver.StatusName(status)} in {took:.0f} s after cutting off {cut} sets of"
                " rounds that no order keeps apart"
            )
            return 1
        picked = [k for k, literal in enumerate(chosen) if solver.Value(literal)]
        ordered = sit_outs_apart(v, column_words(columns, picked))
        if ordered is not None:
            print(f'    ({v}, {rounds}): "{" ".join(ordered)}",')
            return 0
        m.AddBoolOr([chosen[k].Not() for k in picked])
        cut += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int)
    parser.add_argument("rounds", type=int)
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cyclic", type=int, metavar="M", help="develop base rounds over Z_M")
    parser.add_argument("--shift-major", action="store_true")
    parser.add_argument(
        "--bounds-only",
        action="store_true",
        help="no partner limit for players with more than v-1 games (for proofs)",
    )
    parser.add_argument(
        "--partner-slack",
        type=int,
        default=0,
        help="players with more than v-1 games may partner ceil(G/(v-1)) + this many times",
    )
    parser.add_argument(
        "--choose", type=int, default=0, metavar="B", help="choose R of B bases' rounds"
    )
    parser.add_argument(
        "--any-order",
        action="store_true",
        help="relaxation for proofs: drop 'never out twice running', sort the rounds",
    )
    parser.add_argument(
        "--over", type=int, default=0, help="let this many pairs oppose once over the bound"
    )
    parser.add_argument(
        "--first-base", default="", metavar="WORD", help="fix base round 1 (N S E W per table)"
    )
    parser.add_argument(
        "--free", type=int, default=0, metavar="K", help="K rounds searched freely (--cyclic)"
    )
    parser.add_argument("--orbits", type=int, default=1, help="orbits of Z_M (with --cyclic)")
    parser.add_argument(
        "--forced",
        action="store_true",
        help="v = 4n+3 over v+2 rounds: the structure counting forces, rounds in any order",
    )
    parser.add_argument(
        "--columns",
        action="store_true",
        help="v = 4n+3 over v+2 rounds: the forced structure as a choice of whole rounds",
    )
    parser.add_argument(
        "--involution", default="", metavar="A,B/C,D", help="with --columns: a symmetry kept"
    )
    parser.add_argument(
        "--symmetric",
        default="",
        metavar="A,B/C,D",
        help="v = 4n+3 over v+2 rounds: the forced structure kept by this permutation",
    )
    parser.add_argument(
        "--fixed-rounds",
        type=int,
        default=1,
        metavar="K",
        help="with --symmetric: rounds the permutation maps onto themselves",
    )
    args = parser.parse_args()
    v, rounds = args.players, args.rounds
    if args.columns:
        return solve_columns(v, rounds, args)
    started = time.perf_counter()
    if args.symmetric:
        m, pos, info = build_symmetric(v, rounds, args.symmetric, args.fixed_rounds)
    elif args.forced:
        m, pos, info = build_forced(v, rounds)
    elif args.cyclic:
        m, pos, info = build_cyclic(
            v,
            rounds,
            args.cyclic,
            args.shift_major,
            args.orbits,
            None if args.bounds_only else args.partner_slack,
            args.choose,
            args.first_base,
            args.free,
        )
    else:
        m, pos, info = build(
            v, rounds, None if args.bounds_only else args.partner_slack, args.any_order, args.over
        )
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = args.seconds
    solver.parameters.num_workers = args.workers
    solver.parameters.random_seed = args.seed
    status = solver.Solve(m)
    took = time.perf_counter() - started
    low, high, games, cap = bounds(v, rounds)
    print(
        f"{v} players, {rounds} rounds (sit-outs {low}-{high}, G={games}, opposition <= {cap}"
        f"{f', {args.over} pair(s) may meet once more' if args.over else ''}): "
        f"{solver.StatusName(status)} in {took:.0f} s"
    )
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return 1
    if args.forced or args.symmetric:
        found = (
            symmetric_words(solver, pos, v, info)
            if args.symmetric
            else forced_words(solver, pos, info, v, rounds)
        )
        ordered = sit_outs_apart(v, found)
        if ordered is None:
            print("no order of these rounds keeps sit-outs apart")
            return 1
        words = ordered
    elif args.cyclic:
        words = cyclic_words(solver, pos, v, info)
        if args.choose:
            ordered = sit_outs_apart(v, words)
            if ordered is None:
                print("no order of the chosen rounds keeps sit-outs apart")
                return 1
            words = ordered
    else:
        words = evening_words(solver, pos, v, rounds)
    print(f'    ({v}, {rounds}): "{" ".join(words)}",')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
