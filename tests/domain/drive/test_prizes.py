"""Prize lists: places, booby, halves, most 10+ hands, one prize each, tie-breaks and sharing.

The first tests use the hand-worked 7-table evening of test_standings (its docstring gives the
totals): ladies 17: 246, 13: 243, 25: 236.5, 9: 235.5 (first half 125, the best), ...; gents 22
and 26 level on 161 (second halves 84 and 77); gents 2, 6, 10, 14, 18 level on 154 with equal
second halves (77) and hands won (12), their last hands 4, 3, 2, 1, 0; lady 27 scores 0.
"""

from dataclasses import replace
from fractions import Fraction

from tests.domain.drive.test_standings import seven_table_facts
from whistclub.domain.drive.evening import EveningFacts, work_out
from whistclub.domain.drive.event import (
    Entrant,
    PrizeRule,
    Role,
    Settings,
    TableResult,
    TieBreak,
)
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.prizes import award_prizes
from whistclub.domain.drive.standings import Standing


def prizes_of(facts):
    return {a.name: a for a in work_out(facts).prizes}


def test_the_seven_table_prize_list():
    p = prizes_of(seven_table_facts())
    assert p["First lady"].cards == (17,)
    assert p["Second lady"].cards == (13,)
    assert p["First gent"].cards == (22,)
    assert p["Booby lady"].cards == (27,)
    assert p["Booby gent"].cards == (18,)
    assert p["Best first half"].cards == (9,)
    # 17 and 13 have 15 hands of 10+ but already won; 9 (13 hands) won the first half: 25 (13).
    assert p["Most 10+ hands"].cards == (25,)


def test_reasons_say_why_in_words():
    p = prizes_of(seven_table_facts())
    assert p["First lady"].reason == "L5 (card 17) has the highest total among ladies: 246."
    assert p["First gent"].reason == (
        "G6 (card 22) has the highest total among gents: 161. Level with G7 (card 26) on 161;"
        " decided by the better second half (84 against 77)."
    )
    # G5's last three hands: West at table 7 (0), North at table 1 (7), West at table 1 (6);
    # G1's: West at table 3 (4), North at table 4 (10), West at table 4 (3).
    assert (
        "Level with G1 (card 2) on 154; decided by the count-back from the last hand"
        " (0, 7, 6 against 4, 10, 3)." in p["Booby gent"].reason
    )
    most = p["Most 10+ hands"].reason
    assert "already won First lady (one prize per person)" in most
    assert "L3 (card 9) scored 13 but already won Best first half" in most


def test_without_one_prize_each_a_player_can_win_twice():
    facts = seven_table_facts()
    facts = replace(facts, settings=replace(facts.settings, one_prize_each=False))
    p = prizes_of(facts)
    assert p["First lady"].cards == (17,)
    assert p["Second lady"].cards == (13,)
    # 17 and 13 are level on 15 hands of 10+; the better second half (125 against 120) gives
    # it to 17, who already has First lady.
    assert p["Most 10+ hands"].cards == (17,)
    assert "(125 against 120)" in p["Most 10+ hands"].reason


def test_shared_prizes_when_the_club_shares_ties():
    facts = seven_table_facts()
    facts = replace(facts, settings=replace(facts.settings, tie_breaks=()))
    p = prizes_of(facts)
    assert p["First gent"].cards == (22, 26)
    assert p["First gent"].reason.startswith("G6 (card 22); G7 (card 26) share the highest")
    assert "the club shares tied prizes" in p["First gent"].reason
    assert p["Booby gent"].cards == (2, 6, 10, 14, 18)


def test_tie_break_order_is_a_setting():
    facts = seven_table_facts()
    only_hands_won = replace(facts.settings, tie_breaks=(TieBreak.HANDS_WON,))
    p = prizes_of(replace(facts, settings=only_hands_won))
    # 22 and 26 both won 12 hands: still level, so they share.
    assert p["First gent"].cards == (22, 26)
    assert "level on every tie-break too (more hands won)" in p["First gent"].reason


def _standing(card, total, role=None, second=0, won=0, hands=(7,)):
    return Standing(
        card=card,
        name=f"P{card}",
        role=role,
        total=Fraction(total),
        halves=(Fraction(total - second), Fraction(second)),
        hands_played=len(hands),
        hands_won=won,
        ten_plus=0,
        sat_out=0,
        hand_scores=tuple(Fraction(h) for h in hands),
        rank=0,
        role_rank=None,
    )


def test_second_place_after_a_shared_first_goes_to_the_next_score():
    standings = [_standing(1, 100), _standing(2, 100), _standing(3, 90), _standing(4, 80)]
    for one_each in (True, False):
        settings = Settings(
            roles=False,
            tie_breaks=(),
            one_prize_each=one_each,
            prizes=(PrizeRule("First", 1), PrizeRule("Second", 2), PrizeRule("Third", 3)),
        )
        first, second, third = award_prizes(settings, standings)
        assert first.cards == (1, 2)
        assert second.cards == (3,)
        assert third.cards == (4,)


def test_a_prize_nobody_is_left_for_is_not_awarded():
    settings = Settings(roles=False, prizes=(PrizeRule("First", 1), PrizeRule("Second", 2)))
    first, second = award_prizes(settings, [_standing(1, 50)])
    assert first.cards == (1,)
    assert second.cards == () and second.reason.startswith("Not awarded")


def test_most_ten_trick_hands_goes_to_nobody_when_nobody_had_one():
    rule = PrizeRule("Most 10+ hands", 1, most="ten_plus")
    settings = Settings(roles=False, tie_breaks=(), prizes=(rule,))
    none = [_standing(1, 50), _standing(2, 40)]
    (award,) = award_prizes(settings, none)
    assert award.cards == ()
    assert award.reason == "Not awarded: nobody had a hand of 10 or more tricks."
    from whistclub.reports import prize_wording
    from whistclub.reports.words import words_for

    spanish = prize_wording.reason(words_for("es"), award, rule, settings)
    assert spanish == "No se entrega: nadie hizo una mano de 10 bazas o más."
    one = [none[0], replace(_standing(2, 40), ten_plus=1)]
    (award,) = award_prizes(settings, one)
    assert award.cards == (2,)


def test_players_who_played_no_hand_win_nothing():
    settings = Settings(roles=False, prizes=(PrizeRule("Booby", "last"),))
    (booby,) = award_prizes(settings, [_standing(1, 50), _standing(2, 0, hands=())])
    assert booby.cards == (1,)


def test_prizes_with_ties_on_a_small_evening():
    """One table, two changes of one hand, winners move. Change 1: North-South Ann (1) and
    Bob (2) take 7 against Cat (3) and Dan (4). With one table the winners walk round to the
    same table: Cat stays East and partners the arriving Bob; Dan moves round to North with
    Ann. Change 2: North-South (Ann, Dan) take 6, East-West (Cat, Bob) 7.
    Totals: Ann 7+6 = 13, Bob 7+7 = 14, Cat 6+7 = 13, Dan 6+6 = 12. Ann and Cat are level on
    13; the count-back (last hand: Ann 6, Cat 7) gives Cat the top lady and Ann the booby."""
    settings = Settings(
        changes=2,
        half_after=1,
        prizes=(
            PrizeRule("Top lady", 1, Role.LADY),
            PrizeRule("Top gent", 1, Role.GENT),
            PrizeRule("Booby lady", "last", Role.LADY),
        ),
        tie_breaks=(TieBreak.COUNT_BACK,),
    )
    entrants = (
        Entrant(1, "Ann", Role.LADY),
        Entrant(2, "Bob", Role.GENT),
        Entrant(3, "Cat", Role.LADY),
        Entrant(4, "Dan", Role.GENT),
    )
    first = Round((Table(1, (1, 2), (3, 4)),))
    results = (TableResult(1, 1, (7,), (6,)), TableResult(2, 1, (6,), (7,)))
    evening = work_out(EveningFacts(settings, entrants, (first,), results))
    assert evening.changes[1].seating.tables == (Table(1, (1, 4), (3, 2)),)
    assert {s.card: s.total for s in evening.standings} == {1: 13, 2: 14, 3: 13, 4: 12}
    p = {a.name: a for a in evening.prizes}
    assert p["Top lady"].cards == (3,)
    assert "decided by the count-back from the last hand (7, 6 against 6, 7)" in (
        p["Top lady"].reason
    )
    assert p["Top gent"].cards == (2,)
    assert p["Booby lady"].cards == (1,)


def test_a_booby_tie_break_names_the_poorer_half():
    """Two level on the lowest total: the booby goes to the poorer second half, and says so."""
    settings = Settings(
        roles=False,
        tie_breaks=(TieBreak.SECOND_HALF,),
        prizes=(PrizeRule("First", 1), PrizeRule("Booby", "last")),
    )
    standings = [
        _standing(1, 100, second=50),
        _standing(2, 60, second=30),
        _standing(3, 60, second=28),
    ]
    first, booby = award_prizes(settings, standings)
    assert first.cards == (1,)
    assert booby.cards == (3,)
    assert "decided by the poorer second half (28 against 30)" in booby.reason
