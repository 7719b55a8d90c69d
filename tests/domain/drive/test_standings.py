"""Standings of whole evenings, checked against expectations worked out by hand.

The 7-table evening. Cards: at table t, North L_t = 4t-3, South G_t = 4t-2, East M_t = 4t-1,
West H_t = 4t (ladies North and East). 24 changes of one hand, interval after change 12, winners
move on a circle. Every hand, North-South at table t take 6+t tricks (7 at table 1 ... 13 at
table 7), so North-South always win. Card 29 (a lady) comes late, at change 13; card 11 (M_3,
East at table 3) leaves after change 16.

Worked by hand from the rule (the losing lady stays and keeps her seat; the winning lady goes up
one table and sits North with the losing gent, who changed seat; the winning gent goes down one
and sits West beside the staying lady):
* East ladies M_t never move: 7-t tricks a hand. M_3 (card 11) plays 16 hands: 64.
* North ladies go up one table a change, scoring 6+table. From change 13 the latecomer waits on
  the bench, so the lady who would walk from table 7 to table 1 sits out instead (scoring the
  room's average, 6.5) and the bench lady comes in at table 1. Benches: change 13 L_3 (card 9),
  14 L_2 (5), 15 L_1 (1), 16 L_7 (25), 17 L_6 (21), who then takes card 11's empty seat at
  table 3 East for changes 17-24 (4 a hand). Card 29 plays tables 1,2,...,7,1,...,5 from 13.
* Gents alternate: the winning gent goes down and sits West (7-p), next change he is the
  staying gent and moves to North (6+p). G_t: 6+t at change 1, then pairs scoring 13, and
  7-p at change 24 where p = ((t-13) mod 7)+1; H_t: twelve pairs of 13 = 156.
"""

from fractions import Fraction

from whistclub.domain.drive.evening import EveningFacts, correct, record_played, work_out
from whistclub.domain.drive.event import (
    Entrant,
    Format,
    PrizeRule,
    Role,
    Settings,
    SitOutScoring,
    TableResult,
)
from whistclub.domain.drive.movements.model import Round, Table

LADY, GENT = Role.LADY, Role.GENT


def seven_table_facts(**settings_changes: object) -> EveningFacts:
    entrants = []
    for t in range(1, 8):
        base = 4 * (t - 1)
        entrants += [
            Entrant(base + 1, f"L{t}", LADY),
            Entrant(base + 2, f"G{t}", GENT),
            Entrant(base + 3, f"M{t}", LADY, leaves_after=16 if t == 3 else None),
            Entrant(base + 4, f"H{t}", GENT),
        ]
    entrants.append(Entrant(29, "Late Lady", LADY, joins_at=13))
    first = Round(tuple(Table(t, (4 * t - 3, 4 * t - 2), (4 * t - 1, 4 * t)) for t in range(1, 8)))
    results = tuple(
        TableResult(change, t, (6 + t,), (7 - t,)) for change in range(1, 25) for t in range(1, 8)
    )
    settings = Settings(
        changes=24,
        half_after=12,
        prizes=(
            PrizeRule("First lady", 1, LADY),
            PrizeRule("Second lady", 2, LADY),
            PrizeRule("First gent", 1, GENT),
            PrizeRule("Booby lady", "last", LADY),
            PrizeRule("Booby gent", "last", GENT),
            PrizeRule("Best first half", 1, half=1),
            PrizeRule("Most 10+ hands", 1, most="ten_plus"),
        ),
        **settings_changes,  # type: ignore[arg-type]
    )
    return EveningFacts(settings, tuple(entrants), (first,), results)


def by_card(evening):
    return {s.card: s for s in evening.standings}


def test_seven_table_evening_totals_and_halves():
    s = by_card(work_out(seven_table_facts()))
    # North ladies, hand-summed from the table each sat at (module docstring).
    expected = {
        1: (115, Fraction(233, 2)),
        5: (120, Fraction(227, 2)),
        9: (125, Fraction(221, 2)),
        13: (123, 120),
        17: (121, 125),
        21: (119, 78),
        25: (117, Fraction(239, 2)),
        29: (0, 115),
    }
    for card, halves in expected.items():
        assert s[card].halves == halves, card
        assert s[card].total == sum(halves), card
    for t in range(1, 8):
        east_lady = 4 * t - 1
        hands = 16 if t == 3 else 24
        assert s[east_lady].total == hands * (7 - t)
        assert s[4 * t].total == 156 and s[4 * t].halves == (78, 78)
    gents = {2: 154, 6: 154, 10: 154, 14: 154, 18: 154, 22: 161, 26: 161}
    assert {c: s[c].total for c in gents} == gents
    assert s[22].halves == (77, 84) and s[26].halves == (84, 77)


def test_seven_table_evening_counts_and_sit_outs():
    s = by_card(work_out(seven_table_facts()))
    for card in (1, 5, 9, 25):
        assert (s[card].hands_played, s[card].sat_out, s[card].hands_won) == (23, 1, 23)
    assert (s[21].hands_played, s[21].hands_won, s[21].sat_out) == (24, 16, 0)
    assert (s[29].hands_played, s[29].hands_won) == (12, 12)
    assert (s[11].hands_played, s[11].hands_won) == (16, 0)
    assert s[11].withdrawn and not s[1].withdrawn
    assert {c: s[c].ten_plus for c in (1, 9, 13, 17, 25, 29, 21)} == {
        1: 12,
        9: 13,
        13: 15,
        17: 15,
        25: 13,
        29: 6,
        21: 10,
    }
    assert s[2].ten_plus == 8  # G_1 on North at tables 7, 6, 5, 4 in each half
    assert s[1].average == Fraction(225, 23)  # the 6.5 sat out is left out


def test_seven_table_evening_ranks():
    evening = work_out(seven_table_facts())
    s = by_card(evening)
    assert [x.card for x in evening.standings[:3]] == [17, 13, 25]
    assert s[17].rank == 1 and s[17].role_rank == 1
    assert s[22].rank == s[26].rank and s[22].role_rank == 1 == s[26].role_rank
    assert {s[c].role_rank for c in (2, 6, 10, 14, 18)} == {10}  # 7 gents above: H_t and G_6/7
    assert s[27].rank == len(evening.standings) and s[27].total == 0


def test_seven_table_evening_seatings_follow_the_results():
    evening = work_out(seven_table_facts())
    change_13 = evening.changes[12].seating
    assert change_13.sitting_out == (9,)
    # Table 1: the latecomer sits North with the staying gent G_7 (card 26, West at change 12);
    # East lady M_1 (card 3) stays and partners H_7 (card 28), North winner at table 2.
    assert change_13.tables[0].ns == (29, 26) and change_13.tables[0].ew == (3, 28)
    change_17 = evening.changes[16].seating
    assert change_17.sitting_out == ()
    assert change_17.tables[2].ew[0] == 21  # L_6 takes the seat card 11 left
    assert evening.next_seating is None  # the evening is over


def test_per_hand_ranking_does_not_credit_sit_outs():
    evening = work_out(seven_table_facts(sit_out=SitOutScoring.PER_HAND))
    s = by_card(evening)
    assert s[1].total == Fraction(463, 2) - Fraction(13, 2)
    assert s[1].average == Fraction(225, 23)
    # Ranked by average per hand: card 29 (115 in 12 hands, 9.58) is above card 21 (197 in 24,
    # 8.21) although her total is lower, and below card 1 (225 in 23, 9.78).
    assert s[1].rank < s[29].rank < s[21].rank


def test_flat_seven_for_a_hand_sat_out():
    s = by_card(work_out(seven_table_facts(sit_out=SitOutScoring.FLAT_7)))
    assert s[1].total == Fraction(463, 2) + Fraction(1, 2)


def test_correction_at_change_3_after_change_10_keeps_the_seatings():
    facts = seven_table_facts()
    played_10 = EveningFacts(
        facts.settings,
        facts.entrants,
        facts.seatings,
        tuple(r for r in facts.results if r.change <= 10),
    )
    before = work_out(played_10)
    fixed = correct(played_10, change=3, table=2, ns=[5])  # North-South took 5, not 8
    after = work_out(fixed)
    assert [c.seating for c in after.changes] == [c.seating for c in before.changes]
    assert after.next_seating == before.next_seating  # change 11 follows change 10's results
    # At change 3 table 2 sat L_7 (card 25) and G_3... worked from the seating itself:
    table_2 = before.changes[2].seating.tables[1]
    ns_cards, ew_cards = set(table_2.ns), set(table_2.ew)
    b, a = by_card(before), by_card(after)
    for card in ns_cards:
        assert a[card].total == b[card].total - 3
        assert a[card].hands_won == b[card].hands_won - 1
    for card in ew_cards:
        assert a[card].total == b[card].total + 3
        assert a[card].hands_won == b[card].hands_won + 1
    untouched = set(b) - ns_cards - ew_cards
    assert all(a[c].total == b[c].total for c in untouched)
    # The seating of change 4 would have differed had the change-3 result been the corrected
    # one from the start: the correction did not rewrite it.
    fresh = work_out(EveningFacts(facts.settings, facts.entrants, facts.seatings, fixed.results))
    assert fresh.changes[3].seating != after.changes[3].seating


def test_record_played_freezes_every_played_seating():
    facts = seven_table_facts()
    frozen = record_played(facts)
    assert len(frozen.seatings) == 24
    assert work_out(frozen).standings == work_out(facts).standings


def test_partial_last_change_counts_what_is_entered():
    facts = seven_table_facts()
    partial = EveningFacts(
        facts.settings,
        facts.entrants,
        facts.seatings,
        tuple(r for r in facts.results if r.change == 1 and r.table <= 3),
    )
    evening = work_out(partial)
    s = by_card(evening)
    assert s[1].hands_played == 1 and s[25].hands_played == 0  # table 7 not entered yet
    assert evening.next_seating is None  # nobody moves before every table reports


def test_partner_drive_with_an_odd_number_of_pairs():
    """5 pairs, 3 changes of 2 hands. Stationary (North-South): A=(1,2) at table 1, B=(3,4) at
    table 2. Moving: C=(5,6), D=(7,8), E=(9,10) starting at table 1, table 2, rest.
    Change 1: A-C, B-D, E rests. Change 2: A-E, B-C, D rests. Change 3: A-D, B-E, C rests.
    North-South tricks at table 1 each hand: 8 then 6; at table 2: 7 then 7. Flat 7 sit-out.
    A: 14+14+14 = 42. B: 14*3 = 42. C: 12 (v A) + 12 (v B) + 14 (rest) = 38.
    D: 12 (v B) + 14 (rest) + 12 (v A) = 38. E: 14 (rest) + 12 + 12 = 38.
    """
    settings = Settings(
        format=Format.PARTNER,
        roles=False,
        hands_per_change=2,
        changes=3,
        half_after=None,
        sit_out=SitOutScoring.FLAT_7,
        tie_breaks=(),
        prizes=(PrizeRule("Winners", 1), PrizeRule("Booby", "last")),
    )
    entrants = tuple(Entrant(c, f"P{c}") for c in range(1, 11))
    first = Round((Table(1, (1, 2), (5, 6)), Table(2, (3, 4), (7, 8))), (9, 10))
    results = tuple(
        TableResult(change, t, ns, tuple(13 - x for x in ns))
        for change in (1, 2, 3)
        for t, ns in ((1, (8, 6)), (2, (7, 7)))
    )
    evening = work_out(EveningFacts(settings, entrants, (first,), results))
    totals = {s.card: s.total for s in evening.standings}
    assert totals == {1: 42, 2: 42, 3: 42, 4: 42, 5: 38, 6: 38, 7: 38, 8: 38, 9: 38, 10: 38}
    seatings = [c.seating for c in evening.changes]
    assert [r.sitting_out for r in seatings] == [(9, 10), (7, 8), (5, 6)]
    assert seatings[1].tables == (Table(1, (1, 2), (9, 10)), Table(2, (3, 4), (5, 6)))
    ranks = {s.card: s.rank for s in evening.standings}
    assert ranks[1] == ranks[2] == ranks[3] == 1 and ranks[5] == 3  # couples ranked once
    winners, booby = evening.prizes
    assert winners.cards == (1, 2, 3, 4)  # shared: tied prizes are shared in this club
    assert "share" in winners.reason
    assert booby.cards == (5, 6, 7, 8, 9, 10)


def test_individual_drive_of_21_players_with_the_seating_given():
    """21 players, 5 tables, one sits out each change (the cyclic Wh(21) of movements.md 2.6
    developed by +1 for three changes). North-South take 7 at every table, every hand.
    Player p scores 7 when North-South, 6 when East-West, 7 (flat) when sitting out."""
    base = [((8, 10), (16, 15)), ((6, 13), (5, 17)), ((19, 11), (1, 18)),
            ((12, 7), (9, 3)), ((20, 2), (4, 14))]  # fmt: skip

    def shifted(k: int) -> Round:
        def s(pair):
            return tuple((x + k) % 21 + 1 for x in pair)

        return Round(
            tuple(Table(i + 1, s(ns), s(ew)) for i, (ns, ew) in enumerate(base)),
            ((0 + k) % 21 + 1,),
        )

    seatings = tuple(shifted(k) for k in range(3))
    settings = Settings(
        format=Format.INDIVIDUAL,
        roles=False,
        changes=3,
        half_after=None,
        sit_out=SitOutScoring.FLAT_7,
    )
    entrants = tuple(Entrant(c, f"P{c}") for c in range(1, 22))
    results = tuple(TableResult(c, t, (7,), (6,)) for c in (1, 2, 3) for t in range(1, 6))
    evening = work_out(EveningFacts(settings, entrants, seatings, results))
    s = by_card(evening)
    # Card c has label c-1-k at change k (k = 0, 1, 2). North-South labels: 8 10 6 13 19 11 12
    # 7 20 2; East-West: 16 15 5 17 1 18 9 3 4 14; label 0 sits out.
    # Card 1: labels 0 (out, 7), 20 (NS, 7), 19 (NS, 7) = 21. Card 5: 4 (EW), 3 (EW), 2 (NS)
    # = 19. Card 10: 9 (EW), 8 (NS), 7 (NS) = 20. Card 17: 16, 15, 14 all EW = 18.
    # Card 21: 20 (NS), 19 (NS), 18 (EW) = 20.
    assert {c: s[c].total for c in (1, 5, 10, 17, 21)} == {1: 21, 5: 19, 10: 20, 17: 18, 21: 20}
    assert sum(x.total for x in evening.standings) == 3 * (5 * (2 * 7 + 2 * 6) + 7)
    # Spot checks by hand: card 9 (label 8) is North at change 1, card 1 sits out change 1.
    assert s[1].sat_out == 1 and s[2].sat_out == 1 and s[3].sat_out == 1
    assert [c.seating for c in evening.changes] == list(seatings)


def test_partner_drive_a_couple_leaves_together():
    """The 5-pair drive above; card 6 (of pair C = 5, 6) leaves after change 1, so the couple
    is withdrawn: at change 2 C's table (2, against B) is out of play and B sits out (flat 7
    a hand, 14). A: 14 + 14 + 14 = 42. B: 14 + 14 (sat out) + 14 = 42. C: 12 (change 1 only).
    D: 12 + 14 (rest) + 12 = 38. E: 14 (rest) + 12 + 12 = 38."""
    settings = Settings(
        format=Format.PARTNER,
        roles=False,
        hands_per_change=2,
        changes=3,
        half_after=None,
        sit_out=SitOutScoring.FLAT_7,
    )
    entrants = tuple(Entrant(c, f"P{c}", leaves_after=1 if c == 6 else None) for c in range(1, 11))
    first = Round((Table(1, (1, 2), (5, 6)), Table(2, (3, 4), (7, 8))), (9, 10))
    played = {1: (1, 2), 2: (1,), 3: (1, 2)}
    results = tuple(
        TableResult(change, t, ns, tuple(13 - x for x in ns))
        for change, tables in played.items()
        for t, ns in ((1, (8, 6)), (2, (7, 7)))
        if t in tables
    )
    evening = work_out(EveningFacts(settings, entrants, (first,), results))
    totals = {s.card: s.total for s in evening.standings}
    assert totals == {1: 42, 2: 42, 3: 42, 4: 42, 5: 12, 6: 12, 7: 38, 8: 38, 9: 38, 10: 38}
    assert evening.changes[1].seating.tables == (Table(1, (1, 2), (9, 10)),)
    assert set(evening.changes[1].seating.sitting_out) == {3, 4, 7, 8}
    s = by_card(evening)
    assert s[5].withdrawn and s[6].withdrawn and s[5].rank == s[6].rank


def test_a_players_own_card_in_words():
    from whistclub.domain.drive.standings import explain_card

    settings = Settings(changes=2, half_after=1)
    entrants = (
        Entrant(1, "Ann", LADY),
        Entrant(2, "Bob", GENT),
        Entrant(3, "Cat", LADY),
        Entrant(4, "Dan", GENT),
    )
    first = Round((Table(1, (1, 2), (3, 4)),))
    results = (TableResult(1, 1, (7,), (6,)), TableResult(2, 1, (6,), (7,)))
    evening = work_out(EveningFacts(settings, entrants, (first,), results))
    lines = [s.text for s in explain_card(settings, entrants, evening.changes, 1)]
    assert lines == [
        "Change 1, hand 1 (hearts): table 1, North with Bob (card 2) against Cat (card 3) and"
        " Dan (card 4): 7 tricks to 6, won.",
        "Change 2, hand 2 (clubs): table 1, North with Dan (card 4) against Cat (card 3) and"
        " Bob (card 2): 6 tricks to 7, lost.",
    ]


def test_a_card_says_how_a_hand_sat_out_scored():
    from whistclub.domain.drive.standings import explain_card

    facts = seven_table_facts()
    evening = work_out(facts)
    lines = explain_card(facts.settings, facts.entrants, evening.changes, 9)
    assert len(lines) == 24
    assert (
        lines[12].text == "Change 13, hand 13 (hearts): sat out, scoring the room's average: 6.5."
    )
    assert lines[0].text == (
        "Change 1, hand 1 (hearts): table 3, North with G3 (card 10) against M3 (card 11) and"
        " H3 (card 12): 9 tricks to 4, won."
    )
