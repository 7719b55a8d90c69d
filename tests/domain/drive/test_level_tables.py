"""A level table in a progressive drive (issue 21 item 7): no hidden coin toss; the club's tie
rule decides (the table cuts the cards and the secretary records who moves; North-South move;
both stay), and the next change waits for a cut that is not recorded.

The evening: two tables, ladies 1-4 and gents 5-8, winners move, circle. Change 1: table 1
(N 1, S 5 against E 2, W 6) is level 6-6 after an approved misdeal; table 2 (N 3, S 7 against
E 4, W 8) North-South 7-6.
"""

from dataclasses import replace

import pytest

from whistclub.domain.documents.drive import read_facts, read_settings
from whistclub.domain.drive.evening import EveningFacts, decide_tie, work_out
from whistclub.domain.drive.event import Entrant, Role, Settings, TableResult
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.movements.progressive import LevelTable, TieRule
from whistclub.domain.errors import DomainError

FIRST = Round((Table(1, (1, 5), (2, 6)), Table(2, (3, 7), (4, 8))))
ENTRANTS = tuple(Entrant(c, f"L{c}", Role.LADY) for c in range(1, 5)) + tuple(
    Entrant(c, f"G{c}", Role.GENT) for c in range(5, 9)
)
LEVEL = TableResult(1, 1, (6,), (6,), "misdeal, approved by the MC")
TABLE_2 = TableResult(1, 2, (7,), (6,))


def facts(tie: TieRule = TieRule.COUNT_BACK, table_1: TableResult = LEVEL, seed: int = 0):
    settings = Settings(changes=4, half_after=2, movement_tie=tie, seed=seed)
    return EveningFacts(settings, ENTRANTS, (FIRST,), (table_1, TABLE_2))


def won_by(side: str) -> TableResult:
    """Table 1 as if one side had won it 7-6, for the seating that side's move gives."""
    return TableResult(1, 1, (7,), (6,)) if side == "ns" else TableResult(1, 1, (6,), (7,))


def test_a_level_table_waits_for_the_cut_whatever_the_seed():
    """Today's fault: the tie went to a coin drawn from the seed. Now nobody moves until the
    secretary records who moves after the table cut the cards."""
    for seed in range(20):
        evening = work_out(facts(seed=seed))
        assert evening.next_seating is None
        assert evening.undecided == (LevelTable(1, 1, 6, 6, TieRule.CUT, None),)
    assert [t.table for t in work_out(facts()).level_tables] == [1]


@pytest.mark.parametrize("moves", ["ns", "ew"])
def test_the_recorded_cut_moves_the_partnership_it_names(moves):
    decided = work_out(decide_tie(facts(), 1, 1, moves))
    assert decided.undecided == ()
    assert decided.level_tables == (LevelTable(1, 1, 6, 6, TieRule.CUT, moves),)
    # The same seating as if that partnership had won the table (winners move).
    assert decided.next_seating == work_out(facts(table_1=won_by(moves))).next_seating


def test_north_south_move():
    evening = work_out(facts(TieRule.NORTH_SOUTH))
    assert evening.level_tables == (LevelTable(1, 1, 6, 6, TieRule.NORTH_SOUTH, "ns"),)
    assert evening.next_seating == work_out(facts(table_1=won_by("ns"))).next_seating


def test_both_stay_keeps_the_table_and_the_others_pass_it_by():
    evening = work_out(facts(TieRule.BOTH_STAY))
    assert evening.level_tables == (LevelTable(1, 1, 6, 6, TieRule.BOTH_STAY, "stay"),)
    nxt = evening.next_seating
    assert nxt is not None
    assert nxt.tables[0] == FIRST.tables[0]  # the four players of table 1 stay as they were
    # Table 2's winners (lady 3 and gent 7) walk round a room of one moving table: back to it,
    # where the staying lady 4 partners the arriving gent 7 and gent 8 opposes his partner.
    assert nxt.tables[1] == Table(2, (3, 8), (4, 7))


def test_a_count_back_decides_a_multi_hand_change_before_any_cut():
    """13-13 over two hands is a tie (listed), which the count-back settles: North-South won
    the last hand 8-5, so they move as winners, and nobody waits for a cut."""
    settings = Settings(changes=4, half_after=2, hands_per_change=2)
    results = (TableResult(1, 1, (5, 8), (8, 5)), TableResult(1, 2, (7, 7), (6, 6)))
    evening = work_out(EveningFacts(settings, ENTRANTS, (FIRST,), results))
    assert evening.level_tables == (LevelTable(1, 1, 13, 13, TieRule.COUNT_BACK, "ns"),)
    assert evening.undecided == () and evening.next_seating is not None


# Issue 27 item 5: four hands a change, table 1 takes 26 tricks each side (7 5 8 6 against
# 6 8 5 7: East-West took the last hand, 7-6); table 2 is won 30-22 by North-South.
FOUR_HANDS = (
    TableResult(1, 1, (7, 5, 8, 6), (6, 8, 5, 7)),
    TableResult(1, 2, (8, 8, 7, 7), (5, 5, 6, 6)),
)


def four_hands(tie: TieRule, table_1: TableResult = FOUR_HANDS[0]) -> EveningFacts:
    settings = Settings(changes=4, half_after=2, hands_per_change=4, movement_tie=tie)
    return EveningFacts(settings, ENTRANTS, (FIRST,), (table_1, FOUR_HANDS[1]))


def four_hands_won_by(side: str) -> TableResult:
    """Table 1 as if `side` had won it 27-25, for the seating that side's move gives."""
    ns = (7, 5, 8, 7) if side == "ns" else (7, 5, 8, 5)
    return TableResult(1, 1, ns, tuple(13 - n for n in ns))


@pytest.mark.parametrize(
    ("tie", "rule", "moves", "same_as"),
    [
        (TieRule.COUNT_BACK, TieRule.COUNT_BACK, "ew", "ew"),  # the last hand went to EW
        (TieRule.NORTH_SOUTH, TieRule.NORTH_SOUTH, "ns", "ns"),
        (TieRule.BOTH_STAY, TieRule.BOTH_STAY, "stay", None),
    ],
)
def test_26_each_over_four_hands_is_a_tie_the_evenings_rule_settles(tie, rule, moves, same_as):
    evening = work_out(four_hands(tie))
    assert evening.level_tables == (LevelTable(1, 1, 26, 26, rule, moves),)  # which table tied
    assert evening.undecided == ()
    if same_as is not None:
        assert (
            evening.next_seating
            == work_out(four_hands(tie, four_hands_won_by(same_as))).next_seating
        )
    else:
        assert evening.next_seating is not None
        assert evening.next_seating.tables[0] == FIRST.tables[0]


def test_26_each_over_four_hands_with_the_cut_waits_for_it():
    evening = work_out(four_hands(TieRule.CUT))
    assert evening.undecided == (LevelTable(1, 1, 26, 26, TieRule.CUT, None),)
    assert evening.next_seating is None
    decided = work_out(decide_tie(four_hands(TieRule.CUT), 1, 1, "ns"))
    assert (
        decided.next_seating
        == work_out(four_hands(TieRule.CUT, four_hands_won_by("ns"))).next_seating
    )


def test_a_table_won_on_tricks_is_no_tie_even_if_its_last_hand_was_lost():
    # Table 2 took 30-22 over the change: no tie, whatever its hands were.
    assert [t.table for t in work_out(four_hands(TieRule.COUNT_BACK)).level_tables] == [1]


def test_a_cut_is_refused_where_there_is_nothing_to_decide():
    with pytest.raises(DomainError, match="table 2 is not level at change 1"):
        decide_tie(facts(), 1, 2, "ns")
    with pytest.raises(DomainError, match=r'"ns" .North-South. or "ew"'):
        decide_tie(facts(), 1, 1, "north")
    with pytest.raises(DomainError, match="its tie rule is not a cut"):
        decide_tie(facts(TieRule.NORTH_SOUTH), 1, 1, "ew")
    called = decide_tie(facts(), 1, 1, "ns")
    nxt = work_out(called).next_seating
    assert nxt is not None
    with pytest.raises(DomainError, match="change 2 has been called already"):
        decide_tie(replace(called, seatings=(FIRST, nxt)), 1, 1, "ew")


def test_the_document_reads_the_cut_and_an_old_toss_as_a_cut():
    assert read_settings({"movement_tie": "toss"}).movement_tie is TieRule.CUT
    assert read_settings({}).movement_tie is TieRule.COUNT_BACK
    document = {
        "changes": 4,
        "entrants": [
            {"card": e.card, "name": e.name, "role": e.role.value if e.role else None}
            for e in ENTRANTS
        ],
        "seating": [{"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in FIRST.tables],
        "results": [
            [
                {"table": 1, "ns": [6], "ew": [6], "note": "misdeal", "moves": "ew"},
                {"table": 2, "ns": [7]},
            ]
        ],
    }
    evening = work_out(read_facts(document))
    assert evening.level_tables[0].moves == "ew"
    assert evening.next_seating == work_out(facts(table_1=won_by("ew"))).next_seating
    document["results"][0][0]["moves"] = "both"
    with pytest.raises(DomainError, match="results, change 1, item 1, field moves"):
        read_facts(document)
