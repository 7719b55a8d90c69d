"""Progressive drives: one change worked by hand for each rule, then simulated evenings.

Seats: Table(ns=(North, South), ew=(East, West)); ladies North and East, gents South and West.
"""

import os
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistclub.domain.drive.movements.model import DUMMY, Round, Table, verify
from whistclub.domain.drive.movements.progressive import (
    GENT,
    LADY,
    PROGRESSIVE,
    SEMI_PARTNER,
    Layout,
    Movers,
    Pairing,
    ProgressiveRules,
    Seating,
    TableTricks,
    TieRule,
    arrive,
    moving_side,
    next_seating,
    seating_from_round,
    withdraw,
)
from whistclub.domain.errors import DomainError

# Three tables; table t: North lady 10t+1, South gent 10t+2, East lady 10t+3, West gent 10t+4.
THREE = Seating(
    Round(tuple(Table(t, (10 * t + 1, 10 * t + 2), (10 * t + 3, 10 * t + 4)) for t in (1, 2, 3)))
)
NS_WIN = TableTricks((7,), (6,))
EW_WIN = TableTricks((5,), (8,))


def tables_of(seating):
    return {t.table: (t.ns, t.ew) for t in seating.round.tables}


def test_winners_move_ladies_up_gents_down_losing_gent_opposes_his_partner():
    # North-South win at tables 1 and 3, East-West at table 2.
    after = next_seating(THREE, {1: NS_WIN, 2: EW_WIN, 3: NS_WIN}, PROGRESSIVE)
    # Table 1: North-South won, so 11 goes up to 2 and 12 down to 3 (round the circle); loser
    # 13 stays East and partners the gent arriving from table 2 (24); loser 14 changes seat to
    # North-South and partners the lady arriving from table 3 (31, round the circle).
    t = tables_of(after)
    assert t[1] == ((31, 14), (13, 24))
    # Table 2: East-West won, so 23 goes up to 3 and 24 down to 1; 21 stays North and partners
    # the gent arriving from table 3 (32); 22 moves round to East-West with lady 11 from 1.
    assert t[2] == ((21, 32), (11, 22))
    # Table 3: North-South won, 31 goes up (round to 1), 32 down to 2; 33 stays East and
    # partners the gent from table 1 (12); 34 moves to North-South with 23 from table 2.
    assert t[3] == ((23, 34), (33, 12))


def test_losers_move_instead():
    rules = ProgressiveRules(movers=Movers.LOSERS)
    t = tables_of(next_seating(THREE, {1: NS_WIN, 2: NS_WIN, 3: NS_WIN}, rules))
    # Everywhere East-West lost and move: ladies 13 -> 2, 23 -> 3, 33 -> 1; gents 14 -> 3,
    # 24 -> 1, 34 -> 2. Winning North lady stays North with the arriving gent; the winning
    # gent changes seat to oppose her (whistdrive FAQ).
    assert t[1] == ((11, 24), (33, 12))
    assert t[2] == ((21, 34), (13, 22))
    assert t[3] == ((31, 14), (23, 32))


def test_semi_partner_winners_stay_together_losers_move():
    t = tables_of(next_seating(THREE, {1: NS_WIN, 2: EW_WIN, 3: NS_WIN}, SEMI_PARTNER))
    # Winners stay together on their side; losing lady up, losing gent down.
    # Table 1 (NS won): 11/12 stay North-South; losers 13 up to 2, 14 down to 3.
    # Table 2 (EW won): 23/24 stay East-West; losers 21 up to 3, 22 down to 1.
    # Table 3 (NS won): 31/32 stay; losers 33 up to 1 (round), 34 down to 2.
    assert t == {1: ((11, 12), (33, 22)), 2: ((13, 34), (23, 24)), 3: ((31, 32), (21, 14))}


def test_snake_route_goes_up_the_odd_tables_and_down_the_even():
    five = Seating(
        Round(
            tuple(Table(t, (10 * t + 1, 10 * t + 2), (10 * t + 3, 10 * t + 4)) for t in range(1, 6))
        )
    )
    rules = ProgressiveRules(layout=Layout.SNAKE)
    after = next_seating(five, dict.fromkeys(range(1, 6), NS_WIN), rules)
    t = tables_of(after)
    # Ladies' route 1 -> 3 -> 5 -> 4 -> 2 -> 1: the North lady arriving at each table came from
    # the table before it on the route; gents go the other way (1 -> 2 -> 4 -> 5 -> 3 -> 1).
    arriving_lady = {t_: t[t_][0][0] // 10 for t_ in t}
    assert arriving_lady == {3: 1, 5: 3, 4: 5, 2: 4, 1: 2}
    arriving_gent = {t_: t[t_][1][1] // 10 for t_ in t}
    assert arriving_gent == {2: 1, 4: 2, 5: 4, 3: 5, 1: 3}


def test_line_ends_turn_back():
    rules = ProgressiveRules(layout=Layout.LINE)
    t = tables_of(next_seating(THREE, {1: NS_WIN, 2: NS_WIN, 3: NS_WIN}, rules))
    # The top table's winning lady 31 stays at table 3; its losing lady 33 goes to table 1.
    # Table 1's winning gent 12 stays at table 1; its losing gent 14 goes to table 3.
    # Staying (East) ladies keep their seat and partner the arriving gent; the arriving lady
    # partners the staying gent, who moves round to North-South.
    assert t[3] == ((21, 34), (31, 14))  # 31 stays (top), 21 arrives; 14 arrives from table 1
    assert t[1] == ((33, 12), (13, 22))  # 33 arrives from the top; 12 stays (bottom end)
    assert t[2] == ((11, 24), (23, 32))


def test_spare_players_sit_out_in_turn_through_the_bench():
    with_spare = Seating(THREE.round.__class__(THREE.round.tables, (99,)), ((99,), ()))
    after = next_seating(with_spare, {1: NS_WIN, 2: NS_WIN, 3: NS_WIN}, PROGRESSIVE)
    # The lady who would walk from table 3 to table 1 (31) sits out; 99 comes in at table 1.
    assert after.bench == ((31,), ())
    assert after.round.sitting_out == (31,)
    assert tables_of(after)[1][0][0] == 99
    again = next_seating(after, dict.fromkeys((1, 2, 3), NS_WIN), PROGRESSIVE)
    assert again.round.sitting_out != (31,)  # nobody sits out twice running


def test_multi_hand_ties_count_back_then_the_table_cuts_the_cards():
    rules = ProgressiveRules()
    assert moving_side(TableTricks((8, 5), (5, 8)), rules, 1, 1) == "ew"  # the last hand
    assert moving_side(TableTricks((5, 8), (8, 5)), rules, 1, 1) == "ns"
    level = TableTricks((6,), (6,))  # an approved exception: level on every hand
    with pytest.raises(DomainError, match=r"change 1: table 3 is level at change 1 .6-6.: the"):
        moving_side(level, rules, 1, 3)
    assert moving_side(level, rules, 1, 3, decided="ew") == "ew"


def test_a_missing_result_stops_the_next_change():
    with pytest.raises(DomainError, match="change 4: table 2 has no result yet"):
        next_seating(THREE, {1: NS_WIN, 3: NS_WIN}, PROGRESSIVE, change=4)


def test_a_latecomer_waits_and_two_pairs_of_spares_open_a_table():
    state = arrive(THREE, 98, LADY)
    assert state.bench == ((98,), ())
    state = arrive(arrive(arrive(state, 97, LADY), 96, GENT), 95, GENT)
    assert state.bench == ((), ())
    assert tables_of(state)[4] == ((98, 96), (97, 95))


def test_an_early_leaver_is_replaced_from_the_bench_else_the_last_table_closes():
    spare = arrive(THREE, 99, LADY)
    state = withdraw(spare, 21)
    assert tables_of(state)[2][0] == (99, 22)
    state = withdraw(THREE, 11)  # nobody spare: table 3 closes, its lady 31 takes the seat
    assert tables_of(state) == {1: ((31, 12), (13, 14)), 2: ((21, 22), (23, 24))}
    assert state.bench == ((33,), (32, 34))
    verify([state.round], [p for p in range(11, 35) if p % 10 in (1, 2, 3, 4) and p != 11])


# --- Properties and simulated evenings --------------------------------------------------------

RULE_SETS = {
    "winners/circle": PROGRESSIVE,
    "losers/circle": ProgressiveRules(movers=Movers.LOSERS),
    "semi/circle": SEMI_PARTNER,
    "winners/snake": ProgressiveRules(layout=Layout.SNAKE),
    "winners/line": ProgressiveRules(layout=Layout.LINE),
    "semi/line": ProgressiveRules(
        movers=Movers.LOSERS, pairing=Pairing.KEEP_PARTNERS, layout=Layout.LINE
    ),
    "winners/circle/north_south": ProgressiveRules(tie=TieRule.NORTH_SOUTH),
    "losers/snake/both_stay": ProgressiveRules(
        movers=Movers.LOSERS, layout=Layout.SNAKE, tie=TieRule.BOTH_STAY
    ),
}


def random_seating(rng, tables, spares, dummy=False):
    cards = list(range(1, 4 * tables + spares + 1 - (1 if dummy else 0)))
    if dummy:
        cards.append(DUMMY)  # one three-handed table (a club option)
    rng.shuffle(cards)
    seated, rest = cards[: 4 * tables], cards[4 * tables :]
    rnd = Round(
        tuple(
            Table(t + 1, (seated[4 * t], seated[4 * t + 1]), (seated[4 * t + 2], seated[4 * t + 3]))
            for t in range(tables)
        ),
        tuple(rest),
    )
    return seating_from_round(rnd)


def lanes_of(seating):
    lanes = {}
    for table in seating.round.tables:
        for side in (table.ns, table.ew):
            lanes[side[0]], lanes[side[1]] = LADY, GENT
    for lane, bench in enumerate(seating.bench):
        for card in bench:
            lanes[card] = lane
    return lanes


def simulate(rules, rng, tables, spares, changes, hands, dummy=False):
    """One evening with random results; checks everything the rules promise, change by change."""
    seating = random_seating(rng, tables, spares, dummy)
    lanes = lanes_of(seating)
    players = seating.players
    last_out: set[int] = set()
    for change in range(1, changes + 1):
        results = {}
        for table in seating.round.tables:
            ns = tuple(rng.randint(0, 13) for _ in range(hands))
            results[table.table] = TableTricks(ns, tuple(13 - x for x in ns))
        seating = next_seating(seating, results, rules, change)  # verify() runs inside
        assert seating.players == players
        assert lanes_of(seating) == lanes  # ladies stay ladies, gents stay gents
        out = set(seating.round.sitting_out)
        # With "both stay" a level table takes no part in the movement; with fewer tables
        # moving than spares waiting, a spare can sit out again (the price of that rule).
        stayed = rules.tie is TieRule.BOTH_STAY and any(
            sum(r.ns) == sum(r.ew) for r in results.values()
        )
        if tables >= 2 and not stayed:
            assert not out & last_out, "somebody sat out twice running"
        last_out = out
    return seating


@pytest.mark.parametrize("name", RULE_SETS)
def test_simulated_evenings_have_no_structural_error(name):
    """WHISTCLUB_DRIVE_SIMULATIONS=10000 runs the full count (about a minute per rule set on
    one core, see docs/drives.md); the default is a sample of 400 of the same evenings."""
    count = int(os.environ.get("WHISTCLUB_DRIVE_SIMULATIONS", "400"))
    rng = random.Random(f"drive-simulation-{name}")
    rules = RULE_SETS[name]
    started = time.perf_counter()
    for _ in range(count):
        tables = rng.randint(1, 12)
        spares = rng.randint(0, 3)
        hands = rng.choice((1, 1, 2, 4))
        simulate(rules, rng, tables, spares, changes=24 // hands, hands=hands)
    elapsed = time.perf_counter() - started
    if count >= 10_000:
        print(f"{name}: {count} evenings in {elapsed:.1f} s")


@pytest.mark.parametrize("name", ["winners/circle", "semi/line", "winners/snake"])
def test_simulated_evenings_with_a_three_handed_table(name):
    """A dummy hand fills the fourth seat of one table and moves like a player of its line."""
    count = int(os.environ.get("WHISTCLUB_DRIVE_SIMULATIONS", "400")) // 4
    rng = random.Random(f"drive-dummy-{name}")
    for _ in range(count):
        tables = rng.randint(1, 12)
        final = simulate(RULE_SETS[name], rng, tables, 0, changes=24, hands=1, dummy=True)
        assert sum(DUMMY in (*t.ns, *t.ew) for t in final.round.tables) == 1


def test_a_latecomer_takes_the_dummy_seat_and_a_leaver_leaves_a_dummy():
    short = Seating(Round((Table(1, (11, 12), (13, 14)), Table(2, (21, 22), (DUMMY, 24)))))
    assert short.players == (11, 12, 13, 14, 21, 22, 24)
    joined = arrive(short, 99, LADY)
    assert tables_of(joined)[2] == ((21, 22), (99, 24)) and joined.bench == ((), ())
    left = withdraw(joined, 12, allow_dummy=True)
    assert tables_of(left)[1] == ((11, DUMMY), (13, 14))
    # No dummies allowed: the last table closes; its gent 22 takes 12's seat, and 21, 99
    # (ladies) and 24 (gent) wait on the bench.
    closed = withdraw(joined, 12)
    assert tables_of(closed) == {1: ((11, 22), (13, 14))}
    assert closed.bench == ((21, 99), (24,))


@settings(max_examples=60, deadline=None)
@given(
    tables=st.integers(min_value=1, max_value=9),
    spares=st.integers(min_value=0, max_value=3),
    seed=st.integers(min_value=0, max_value=10**6),
    rule=st.sampled_from(sorted(RULE_SETS)),
)
def test_every_winner_moves_one_table_along_the_circle(tables, spares, seed, rule):
    rules = RULE_SETS[rule]
    if rules.layout is not Layout.CIRCLE:
        return
    rng = random.Random(seed)
    seating = random_seating(rng, tables, spares)
    results = {}
    for table in seating.round.tables:
        ns = rng.randint(0, 13)
        results[table.table] = TableTricks((ns,), (13 - ns,))
    after = next_seating(seating, results, rules)
    where = {p: t.table for t in after.round.tables for p in t.players}
    for table in seating.round.tables:
        won = "ns" if results[table.table].ns[0] > 6 else "ew"
        moving = won if rules.movers is Movers.WINNERS else ("ew" if won == "ns" else "ns")
        staying = "ew" if moving == "ns" else "ns"
        lady, gent = getattr(table, moving)
        up = table.table % tables + 1
        down = (table.table - 2) % tables + 1
        assert where.get(lady, up) == up  # (or on the bench when walking round the end)
        assert where.get(gent, down) == down
        for stayer in getattr(table, staying):
            assert where[stayer] == table.table


def test_a_leaving_lady_with_only_a_gent_spare_closes_the_last_table():
    """Seat roles stay as picked at the start: the spare gent may not take the leaving lady's
    seat, so the last table closes and its players wait on the bench (whist-drives.md)."""
    from whistclub.domain.documents.drive import score_drive

    names = {1: "L1", 2: "G1", 3: "L2", 4: "G2", 5: "L3", 6: "G3", 7: "L4", 8: "G4", 10: "G5"}
    entrants = [
        {"card": card, "name": name, "role": "lady" if name[0] == "L" else "gent"}
        for card, name in names.items()
    ]
    entrants[0]["leaves_after"] = 1
    out = score_drive(
        {
            "format": "progressive",
            "movers": "winners",
            "roles": True,
            "changes": 2,
            "hands_per_change": 1,
            "trumps": ["hearts"],
            "entrants": entrants,
            "seating": [
                {"table": 1, "ns": [1, 2], "ew": [3, 4]},
                {"table": 2, "ns": [5, 6], "ew": [7, 8]},
            ],
            "results": [
                [{"table": 1, "ns": [7]}, {"table": 2, "ns": [6]}],
                [{"table": 1, "ns": [8]}],
            ],
        }
    )
    second = out["changes"][1]
    (table,) = second["seating"]
    ladies = {table["ns"][0], table["ew"][0]}
    gents = {table["ns"][1], table["ew"][1]}
    assert ladies <= {3, 5, 7} and gents <= {2, 4, 6, 8, 10}
    assert 1 not in second["sitting_out"]
    assert len(second["sitting_out"]) == 4  # one lady and three gents wait


def test_a_player_who_cannot_move_keeps_their_table_all_evening():
    """whist-drives.md: "Some players cannot move tables (mobility): they keep a fixed seat
    and the movement works around them". Card 1 (a lady) stays at table 2 whatever the
    results; everyone else still moves, and every seating passes the structural check."""
    from whistclub.domain.documents.drive import score_drive

    entrants = [
        {"card": c, "name": f"P{c}", "role": "lady" if c % 2 else "gent"} for c in range(1, 17)
    ]
    entrants[0]["fixed_seat"] = 2
    results = [
        [{"table": t, "ns": [7 + (t + change) % 3]} for t in range(1, 5)] for change in range(6)
    ]
    out = score_drive(
        {
            "format": "progressive",
            "movers": "winners",
            "roles": True,
            "changes": 6,
            "hands_per_change": 1,
            "trumps": ["hearts"],
            "seed": 3,
            "entrants": entrants,
            "results": results,
        }
    )
    where = []
    moved = set()
    for change in out["changes"]:
        for table in change["seating"]:
            cards = table["ns"] + table["ew"]
            if 1 in cards:
                where.append(table["table"])
                assert cards.index(1) in (0, 2)  # a lady's seat, North or East
        first = out["changes"][0]["seating"]
        moved |= {
            c
            for t in change["seating"]
            for c in t["ns"] + t["ew"]
            if not any(c in f["ns"] + f["ew"] and f["table"] == t["table"] for f in first)
        }
    assert where == [2] * 6
    assert len(moved) > 4  # the others still move round the room
