"""Partnership whist: every worked example of seeds 000, 001, 003 and rules-reference §1,
and each switch both ways."""

from dataclasses import replace

import pytest

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.partnership import (
    BothSidesRevoke,
    Deal,
    GameValues,
    HonoursBlock,
    Offender,
    PartnershipRules,
    Revoke,
    RevokeCap,
    RevokePenalty,
    RevokePointsReading,
    RubberBonusCondition,
    RubberKind,
    RubberScoring,
    Score,
    play,
    score_deal,
)
from whistclub.domain.variants.profiles import get_preset, load_presets_toml, with_overrides

NS, EW = Side.NS, Side.EW


def rules(profile: str, **switches) -> PartnershipRules:
    return with_overrides(get_preset(profile).rules, switches)


def texts(result) -> list[str]:
    return [str(s) for s in result.steps]


# --- seed 000: short whist to 5, no honours ---------------------------------------------


def test_seed_000_worked_example_nine_tricks_from_two_wins_at_five():
    # seed 000 §05: "Una pareja gana nueve bazas y los rivales cuatro. Nueve menos seis da
    # 3 puntos. Si tenía 2, pasa a 2+3=5 y gana. Las cuatro bazas perdedoras no generan
    # puntos negativos."
    result = score_deal(rules("short_whist_000"), Score(2, 0), Deal.of(9))
    assert result.after == Score(5, 0)
    assert result.delta == Score(3, 0)
    assert result.winner is NS
    assert texts(result)[0] == "NS 9 tricks: 3 odd tricks (2 → 5)"


def test_seed_000_six_tricks_score_nothing_and_only_one_side_scores():
    # seed 000 FAQ "¿Seis bazas puntúan? No."; §04 "Solo puntúa el bando con más de seis"
    result = score_deal(rules("short_whist_000"), Score(0, 0), Deal.of(6))
    assert result.after == Score(0, 1)


def test_seed_000_exact_finish_not_needed_and_overshoot_kept():
    # seed 000 §04 "no es necesario exacto"; rules-reference 1.6: 8 is stored as 8
    result = score_deal(rules("short_whist_000"), Score(4, 0), Deal.of(10))
    assert result.after == Score(8, 0)
    assert result.winner is NS


def test_seed_000_has_no_honours_and_no_rubber():
    preset = rules("short_whist_000")
    result = score_deal(preset, Score(0, 0), Deal.of(7, 4))
    assert result.after == Score(1, 0)
    match = play(preset, [Deal.of(13)])
    assert match.rubber is None and match.decided
    with pytest.raises(DomainError) as refused:
        play(preset, [Deal.of(13), Deal.of(7)])
    assert refused.value.code == "deal_after_end"
    assert str(refused.value).startswith("deal 2:")


# --- seed 001: English whist ---------------------------------------------------------------


@pytest.mark.parametrize(("tricks", "points"), [(7, 1), (9, 3), (13, 7)])
def test_seed_001_odd_tricks(tricks, points):
    # seed 001 Puntuación: "7 bazas anota 1 ... 9 bazas anota 3; el slam ... anota 7"
    result = score_deal(rules("english_short_001"), Score(0, 0), Deal.of(tricks, 2))
    assert result.delta == Score(points, 0)


@pytest.mark.parametrize(
    ("ns_honours", "delta"),
    [(4, Score(4, 0)), (3, Score(2, 0)), (1, Score(0, 2)), (0, Score(0, 4))],
)
def test_seed_001_honours_four_score_4_three_score_2(ns_honours, delta):
    # seed 001: "los cuatro ... anota 4 puntos por honores; poseer tres de ellos anota 2"
    # honours count for the side that held them, whichever side won the tricks
    result = score_deal(rules("english_short_001"), Score(0, 0), Deal.of(6, ns_honours))
    assert result.delta == Score(delta.ns, delta.ew + 1)


def test_seed_001_divided_honours_score_nothing():
    result = score_deal(rules("english_short_001"), Score(0, 0), Deal.of(8, 2))
    assert result.delta == Score(2, 0)
    assert "Honours divided 2-2: no score" in texts(result)


def test_seed_001_long_whist_is_to_nine():
    long = rules("english_long_001")
    assert score_deal(long, Score(4, 0), Deal.of(10)).winner is None  # 8: not yet
    assert score_deal(long, Score(5, 0), Deal.of(10)).winner is NS  # 9


def test_seed_001_rubber_2_0_total_is_points_plus_bonus_2():
    # seed 001: "ganar 2-0 otorga una bonificación adicional de rubber de 2 puntos";
    # "Los totales finales del rubber suman los puntos de partida, los honores y la bonificación"
    preset = rules("english_short_001")
    deals = [Deal.of(9, 3), Deal.of(8, 2), Deal.of(5, 1), Deal.of(12, 2)]
    match = play(preset, deals)
    # game 1: NS 3+2=5 (win). game 2: NS 2 (EW 3 honours: EW 2), then EW 2 (+2 honours)...
    assert [g.winner for g in match.games] == [NS, NS]
    assert match.decided
    rubber = match.rubber
    assert rubber is not None and rubber.winner is NS
    # game 1 final 5-0; game 2: deal 2 NS 2 -> 2-0; deal 3 EW 8 tricks 2, EW 3 honours 2 -> 2-4;
    # deal 4 NS 12 tricks 6 -> 8-4.
    assert [g.final for g in match.games] == [Score(5, 0), Score(8, 4)]
    assert rubber.points == {NS: 5 + 8 + 2, EW: 4}
    assert rubber.margin == 11
    assert rubber.games_won == {NS: 2, EW: 0}


def test_seed_001_rubber_2_1_has_no_bonus_and_third_game_played():
    preset = rules("english_short_001")
    deals = [Deal.of(11), Deal.of(2), Deal.of(12)]  # NS 5-0, EW 0-5, NS 6-0
    match = play(preset, deals)
    assert [g.winner for g in match.games] == [NS, EW, NS]
    assert match.rubber.points == {NS: 11, EW: 5}
    assert match.rubber.margin == 6
    assert any("no rubber bonus" in str(s) for s in match.rubber.steps)


def test_seed_001_slam_bonus_by_agreement():
    # seed 001: "el slam ... anota 7 más una bonificación de slam según acuerdo"
    assert score_deal(rules("english_short_001"), Score(), Deal.of(13, 2)).delta == Score(7, 0)
    bonus = rules("english_short_001", slam_bonus=3, little_slam_bonus=1)
    assert score_deal(bonus, Score(), Deal.of(13, 2)).delta == Score(10, 0)
    assert score_deal(bonus, Score(), Deal.of(12, 2)).delta == Score(7, 0)
    assert "7 odd tricks + 3 grand slam bonus" in texts(score_deal(bonus, Score(), Deal.of(13)))[0]


def test_seed_001_revoke_three_tricks_or_three_points():
    # seed 001: "La penalización es 3 bazas (o 3 puntos) transferidas a la pareja contraria"
    take = Deal.of(6, 2, Revoke(EW, RevokePenalty.TAKE_3_TRICKS))
    # NS 6 + 3 = 9 tricks: 3 odd tricks; EW's 7 become 4: nothing
    assert score_deal(rules("english_short_001"), Score(), take).after == Score(3, 0)
    add = Deal.of(6, 2, Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS))
    # NS +3 first, then EW's 7 tricks score 1 for EW (precedence: revoke, tricks, honours)
    assert score_deal(rules("english_short_001"), Score(), add).after == Score(3, 1)


# --- seed 003: Spanish whist to 10, whist with dummy ---------------------------------------


def test_seed_003_game_is_to_ten_with_honours_and_no_slam_bonus():
    spanish = rules("spanish_003")
    assert score_deal(spanish, Score(5, 0), Deal.of(10)).winner is None  # 9
    assert score_deal(spanish, Score(6, 0), Deal.of(10)).winner is NS  # 10
    # "gran slam": 7 points, no bonus unless set
    assert score_deal(spanish, Score(), Deal.of(13, 2)).delta == Score(7, 0)
    assert score_deal(spanish, Score(), Deal.of(7, 4)).delta == Score(5, 0)


def test_seed_003_dummy_whist_counts_no_honours_and_forgives_the_dummy_revoke():
    dummy = rules("dummy_whist_003")
    assert score_deal(dummy, Score(), Deal.of(7, 4)).delta == Score(1, 0)
    forgiven = Deal.of(8, None, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS, Offender.DUMMY))
    result = score_deal(dummy, Score(), forgiven)
    assert result.delta == Score(2, 0)
    assert "no penalty" in texts(result)[0]
    penalised = replace(dummy, dummy_hand_revoke_penalised=True)
    assert score_deal(penalised, Score(), forgiven).delta == Score(2, 3)


def test_dummy_revoke_is_refused_where_there_is_no_dummy():
    deal = Deal.of(8, 2, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS, Offender.DUMMY))
    with pytest.raises(DomainError) as refused:
        score_deal(rules("english_short_001"), Score(), deal)
    assert refused.value.code == "no_dummy"


def test_the_dummy_is_north_souths_so_an_east_west_dummy_revoke_is_refused():
    # rules-reference 1.1: "for dummy whist, side NS = the dummy plus the player who has it".
    deal = Deal.of(8, None, Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS, Offender.DUMMY))
    with pytest.raises(DomainError) as refused:
        score_deal(rules("dummy_whist_003"), Score(), deal)
    assert refused.value.code == "dummy_is_ns"
    played = Deal.of(8, None, Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS))
    assert score_deal(rules("dummy_whist_003"), Score(), played).delta == Score(5, 0)


# --- rules-reference §1.3: the order of scoring --------------------------------------------


def test_tricks_before_honours_at_4_3():
    # "at 4-3, NS take 7 tricks while EW hold 3 honours: NS win 5-3"
    result = score_deal(rules("english_short_001"), Score(4, 3), Deal.of(7, 1))
    assert result.after == Score(5, 3)
    assert result.winner is NS


def test_honours_can_take_a_side_to_game_foster():
    # "NS at 3 hold 3 honours and EW take 9 tricks: EW go to 3, then NS reach 5 and win a
    # single" (FOSTER-W)
    match = play(rules("classic_cavendish_short"), [Deal.of(4, 3)], Score(3, 0))
    assert match.games[0].final == Score(5, 3)
    assert match.games[0].winner is NS
    assert match.games[0].value == 1
    # the same deal under seed 001's points: the game is won, and a single is worth nothing
    points = play(rules("english_short_001"), [Deal.of(4, 3)], Score(3, 0))
    assert points.games[0].final == Score(5, 3)
    assert points.games[0].value is None


def test_revoke_takes_precedence_cav_72_v():
    # "claimants at 2, opponents at 0. The claimants add 3, reach 5 and win a treble,
    # whatever the revokers took in tricks or honours"
    deal = Deal.of(2, 0, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS))
    match = play(rules("classic_cavendish_short"), [deal], Score(0, 2))
    game = match.games[0]
    assert game.winner is EW and game.final == Score(0, 5) and game.value == 3
    assert "the rest of the deal does not count" in match.deals[0].result.steps[-2].text


def test_honours_blocked_at_target_minus_1_and_switch_off():
    deal = Deal.of(6, 1)  # EW 7 tricks, EW 3 honours
    blocked = score_deal(rules("english_short_001"), Score(0, 4), deal)
    # EW's 7 tricks take them out first; check the block where EW stand at 4 and lose tricks
    assert blocked.winner is EW
    held = score_deal(rules("english_short_001"), Score(0, 4), Deal.of(8, 1))
    assert held.after == Score(2, 4)
    assert "EW 3 honours: 2, blocked at 4" in texts(held)
    free = rules("english_short_001", honours_blocked_if_start_score="never")
    assert score_deal(free, Score(0, 4), Deal.of(8, 1)).after == Score(2, 6)
    assert free.honours_blocked_if_start_score is HonoursBlock.NEVER


def test_long_whist_blocks_honours_at_8_and_classic_long_at_9():
    assert score_deal(rules("english_long_001"), Score(0, 8), Deal.of(8, 0)).after == Score(2, 8)
    assert score_deal(rules("classic_long_whist"), Score(0, 9), Deal.of(8, 0)).after == Score(2, 9)
    assert score_deal(rules("classic_long_whist"), Score(0, 8), Deal.of(8, 0)).after == Score(2, 12)


def test_honours_can_reach_target_switch():
    off = rules("english_short_001", honours_can_reach_target=False)
    assert score_deal(off, Score(0, 3), Deal.of(7, 0)).after == Score(1, 4)
    on = rules("english_short_001")
    assert score_deal(on, Score(0, 3), Deal.of(7, 0)).after == Score(1, 7)


def test_honours_cut_short_of_the_game_say_so():
    # Four honours are worth 4; cut to 1 because honours may not win the game, the line must
    # say why, not that four honours are worth 1.
    off = rules("english_short_001", honours_can_reach_target=False)
    said = texts(score_deal(off, Score(0, 3), Deal.of(7, 0)))
    assert "EW 4 honours: 4, cut to 1: honours cannot win the game (3 → 4)" in said
    never = rules(
        "english_short_001", honours_can_reach_target=False, honours_blocked_if_start_score="never"
    )
    said = texts(score_deal(never, Score(4, 0), Deal.of(6, 4)))
    assert "NS 4 honours: 4, cut to 0: honours cannot win the game (4 → 4)" in said
    # Not cut: the plain line, as before.
    assert "NS 3 honours: 2 (1 → 3)" in texts(score_deal(off, Score(), Deal.of(7, 3)))


def test_no_trump_switch_scores_no_honours():
    no_trump = rules("english_short_001", no_trump=True)
    assert score_deal(no_trump, Score(), Deal.of(7, 4)).after == Score(1, 0)
    assert score_deal(rules("english_short_001"), Score(), Deal.of(7, 4)).after == Score(5, 0)


# --- §1.5 revokes ------------------------------------------------------------------------------


def test_revoking_side_is_capped_at_target_minus_1():
    # CAV-82 "cannot score more than four"; HOYLE-LW "must remain at 9"
    deal = Deal.of(11, 2, Revoke(NS, RevokePenalty.DEDUCT_3_FROM_REVOKERS))
    result = score_deal(rules("english_short_001"), Score(2, 0), deal)
    assert result.after == Score(4, 0)
    assert result.winner is None
    assert "held at 4" in texts(result)[1]
    uncapped = rules("english_short_001", revoking_side_max_score_in_hand="uncapped")
    assert uncapped.revoking_side_max_score_in_hand is RevokeCap.UNCAPPED
    assert score_deal(uncapped, Score(2, 0), deal).after == Score(5, 0)


def test_cap_applies_to_honours_of_the_revoking_side():
    deal = Deal.of(5, 4, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS))
    result = score_deal(rules("english_short_001"), Score(3, 0), deal)
    # EW +3 -> 3; EW 8 tricks +2 -> 5: game; NS's honours never count
    assert result.after == Score(3, 5)
    deal = Deal.of(7, 4, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS))
    result = score_deal(rules("english_short_001"), Score(1, 0), deal)
    # EW 3; NS 7 tricks: 1 -> 2; NS 4 honours: 4 -> held at 4
    assert result.after == Score(4, 3)
    assert result.winner is None


def test_take_three_tricks_from_a_side_with_fewer_moves_what_it_has():
    deal = Deal.of(11, 2, Revoke(EW, RevokePenalty.TAKE_3_TRICKS))
    result = score_deal(rules("english_short_001"), Score(), deal)
    assert result.after == Score(7, 0)  # 13 tricks: 7 odd
    assert "take 2 of EW's tricks" in texts(result)[0]


def test_deduct_never_goes_below_zero_and_penalty_applies_once_per_revoke():
    two = Deal.of(
        8,
        2,
        Revoke(EW, RevokePenalty.DEDUCT_3_FROM_REVOKERS),
        Revoke(EW, RevokePenalty.DEDUCT_3_FROM_REVOKERS),
    )
    result = score_deal(rules("english_short_001"), Score(0, 4), two)
    assert result.after == Score(2, 0)
    assert result.delta == Score(2, -4)
    twice_add = Deal.of(
        6,
        2,
        Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS),
        Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS),
    )
    assert score_deal(rules("english_short_001"), Score(), twice_add).after == Score(6, 0)


def test_revoke_points_reading_transfer():
    deal = Deal.of(6, 2, Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS))
    transfer = rules("english_short_001", revoke_points_reading="transfer")
    assert transfer.revoke_points_reading is RevokePointsReading.TRANSFER
    # NS +3, EW -3 (from 2 to 0), then EW's 7 tricks: 1
    assert score_deal(transfer, Score(0, 2), deal).after == Score(3, 1)
    assert score_deal(rules("english_short_001"), Score(0, 2), deal).after == Score(3, 3)


def test_both_sides_revoke_neither_can_win_or_new_deal():
    deal = Deal.of(
        12,
        2,
        Revoke(NS, RevokePenalty.DEDUCT_3_FROM_REVOKERS),
        Revoke(EW, RevokePenalty.DEDUCT_3_FROM_REVOKERS),
    )
    capped = score_deal(rules("english_short_001"), Score(3, 3), deal)
    assert capped.after == Score(4, 0)  # NS 0 + 6 held at 4; EW 0
    assert capped.winner is None
    new_deal = rules("english_short_001", both_sides_revoke="new_deal")
    assert new_deal.both_sides_revoke is BothSidesRevoke.NEW_DEAL
    replay = score_deal(new_deal, Score(3, 3), deal)
    assert replay.replayed and replay.after == Score(3, 3)
    assert "dealt again" in texts(replay)[0]


def test_both_sides_revoking_hold_both_even_with_the_revoke_cap_off():
    # rules-reference 1.5: under neither_can_reach_target "both are capped", a rule of its own
    # (CAV-81) beside the single revoker's cap (CAV-82) that a club may turn off.
    uncapped = rules("english_short_001", revoking_side_max_score_in_hand="uncapped")
    both = Deal.of(
        12,
        None,
        Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS),
        Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS),
    )
    result = score_deal(uncapped, Score(), both)
    assert result.winner is None and result.after == Score(4, 3)
    one = Deal.of(12, None, Revoke(NS, RevokePenalty.ADD_3_TO_CLAIMANTS))
    assert score_deal(uncapped, Score(), one).winner is NS  # one revoker: the switch is off


def test_allowed_penalties_are_a_club_switch():
    only_tricks = rules("english_short_001", revoke_penalty_options=["take_3_tricks"])
    deal = Deal.of(6, 2, Revoke(EW, RevokePenalty.ADD_3_TO_CLAIMANTS))
    with pytest.raises(DomainError) as refused:
        score_deal(only_tricks, Score(), deal)
    assert refused.value.code == "penalty_not_allowed"


# --- §1.7 game values and rubbers ----------------------------------------------------------------


def test_rubber_won_on_fewer_points_has_a_negative_margin_issue_28():
    # NS tricks/honours 7/2, 5/1, 8/3 (NS 5-4), 4/0 (EW 0-7), 7/3, 6/3 (NS 5-1): NS win the
    # games 2-1 but the rubber's points 10 to 12. Seed 001 ("Victoria"): the rubber's totals
    # give a margin in points, so the winners of the games lose 2 on this rubber.
    deals = [Deal.of(7, 2), Deal.of(5, 1), Deal.of(8, 3), Deal.of(4, 0), Deal.of(7, 3)]
    deals.append(Deal.of(6, 3))
    match = play(rules("english_short_001"), deals)
    assert [(g.winner, g.final) for g in match.games] == [
        (NS, Score(5, 4)),
        (EW, Score(0, 7)),
        (NS, Score(5, 1)),
    ]
    rubber = match.rubber
    assert rubber.winner is NS and rubber.points == {NS: 10, EW: 12}
    assert rubber.margin == -2
    assert (rubber.margin_of(NS), rubber.margin_of(EW)) == (-2, 2)
    assert str(rubber.steps[-1]) == "Rubber: NS 10 to 12, a margin of -2"
    # points rules: no game is called "a treble, worth 3" (game values are the classic code's)
    lines = [str(s) for d in match.deals for s in d.result.steps]
    assert "NS win game 1, 5 to 4" in lines
    assert not any("worth" in line or "treble" in line or "single" in line for line in lines)


def test_an_undecided_rubber_has_no_margin_yet():
    rubber = play(rules("english_short_001"), [Deal.of(11)]).rubber
    assert rubber.winner is None and rubber.points == {NS: 5, EW: 0}
    assert rubber.margin is None
    assert rubber.margin_of(NS) == 5


def test_classic_game_values_treble_double_single():
    classic = rules("classic_cavendish_short")
    assert play(classic, [Deal.of(11)]).games[0].value == 3
    assert play(classic, [Deal.of(10)], Score(1, 2)).games[0].value == 2
    assert play(classic, [Deal.of(10)], Score(1, 4)).games[0].value == 1


def test_classic_largest_rubber_is_8_a_bumper():
    # FOSTER-W: two trebles + 2
    match = play(rules("classic_cavendish_short"), [Deal.of(11), Deal.of(12)])
    assert match.rubber.points == {NS: 8, EW: 0}
    assert match.rubber.margin == 8


def test_classic_smallest_rubber_is_1():
    # FOSTER-W: two singles + 2 - a treble
    deals = [Deal.of(2), Deal.of(10), Deal.of(8)]  # EW treble; NS single (3-... ) etc.
    start = Score(0, 0)
    classic = rules("classic_cavendish_short")
    # game 1: EW 11 tricks -> 0-5 treble for EW
    # game 2: NS from 0: take 10 tricks -> 4; need EW at 3+: play sequence below
    deals = [Deal.of(2), Deal.of(3), Deal.of(10), Deal.of(8), Deal.of(3), Deal.of(10), Deal.of(8)]
    match = play(classic, deals, start)
    values = [(g.winner, g.value) for g in match.games]
    assert values == [(EW, 3), (NS, 1), (NS, 1)]
    assert match.rubber.points == {NS: 4, EW: 3}
    assert match.rubber.margin == 1


def test_bennet_single_double_treble_gives_6_to_2():
    # BENNET: a single, then the opponents' double, then a treble: 6 to 2, a balance of 4
    classic = rules("classic_cavendish_short")
    deals = [
        Deal.of(3),  # game 1: EW 4
        Deal.of(11),  # NS 5: NS win a single
        Deal.of(8),  # game 2: NS 2
        Deal.of(3),  # EW 4
        Deal.of(6),  # EW 5 (7 tricks): EW win a double
        Deal.of(11),  # game 3: NS 5-0: a treble
    ]
    match = play(classic, deals)
    assert [(g.winner, g.value) for g in match.games] == [(NS, 1), (EW, 2), (NS, 3)]
    assert match.rubber.points == {NS: 6, EW: 2}
    assert match.rubber.margin == 4
    assert match.rubber.winner is NS


def test_rubber_bonus_condition_switch():
    any_win = rules("english_short_001", rubber_bonus_condition="any_rubber_win")
    assert any_win.rubber_bonus_condition is RubberBonusCondition.ANY_RUBBER_WIN
    deals = [Deal.of(11, 2), Deal.of(2, 2), Deal.of(12, 2)]
    assert play(any_win, deals).rubber.points == {NS: 13, EW: 5}
    assert play(rules("english_short_001"), deals).rubber.points == {NS: 11, EW: 5}


def test_a_rubber_without_a_bonus_says_none_is_set_not_only_for_2_0():
    # The "(only for 2-0)" reason is seed 001's; a club that sets rubber_bonus 0 scores none
    # for any rubber, 2-0 included.
    none = rules("english_short_001", rubber_bonus=0)
    for deals, lost in ([Deal.of(11), Deal.of(12)], 0), ([Deal.of(11), Deal.of(2), Deal.of(12)], 1):
        rubber = play(none, deals).rubber
        assert rubber.points[NS] == 5 + 6  # the two games won, no bonus added
        said = texts(rubber)
        assert f"NS win the rubber 2-{lost}: no rubber bonus (none is set)" in said
        assert not any("only for 2-0" in text for text in said)
    any_win = rules("english_short_001", rubber_bonus=0, rubber_bonus_condition="any_rubber_win")
    said = texts(play(any_win, [Deal.of(11), Deal.of(2), Deal.of(12)]).rubber)
    assert "NS win the rubber 2-1: no rubber bonus (none is set)" in said


def test_rubber_scoring_switch_on_the_seed_preset():
    values = rules("english_short_001", rubber_scoring="classic_game_values")
    assert values.rubber_scoring is RubberScoring.CLASSIC_GAME_VALUES
    match = play(values, [Deal.of(11, 2), Deal.of(12, 2)])
    assert match.rubber.points == {NS: 8, EW: 0}  # 3 + 3 + 2 (2-0 bonus kept by the seed)


def test_american_game_value_is_target_minus_losers_even_when_overshooting():
    american = rules("american_whist")
    match = play(american, [Deal.of(3), Deal.of(13)], Score(2, 0))
    # EW take 10 tricks: 2-4; then NS take all 13: 2 + 7 = 9 (overshoot); value 7 - 4 = 3
    assert match.games[0].final == Score(9, 4)
    assert match.games[0].value == 3
    assert match.rubber is None
    assert score_deal(american, Score(), Deal.of(7, 4)).after == Score(1, 0)


def test_rubber_kind_switch_and_deal_after_rubber_refused():
    single = rules("english_short_001", rubber="none")
    assert single.rubber is RubberKind.NONE
    assert play(single, [Deal.of(11, 2)]).decided
    with pytest.raises(DomainError) as refused:
        play(rules("english_short_001"), [Deal.of(11, 2), Deal.of(11, 2), Deal.of(7, 2)])
    assert refused.value.code == "deal_after_end"
    assert "rubber was already decided at deal 2" in str(refused.value)


def test_points_past_target_do_not_carry_into_next_game():
    match = play(rules("english_short_001"), [Deal.of(13, 2), Deal.of(7, 2)])
    assert match.games[0].final == Score(7, 0)
    assert match.deals[1].result.after == Score(1, 0)
    assert match.deals[1].game == 2


# --- validation ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deal", "code"),
    [
        (Deal({NS: 9, EW: 5}), "tricks_total"),
        (Deal({NS: -1, EW: 14}), "bad_tricks"),
        (Deal({NS: 9, EW: 4}, {NS: 3, EW: 2}), "honours_total"),
        (Deal({NS: 9, EW: 4}, {NS: 5, EW: 0}), "bad_honours"),
    ],
)
def test_impossible_deals_are_refused_naming_the_field(deal, code):
    with pytest.raises(DomainError) as refused:
        play(rules("english_short_001"), [Deal.of(7, 2), deal])
    assert refused.value.code == code
    assert str(refused.value).startswith("deal 2, field ")


def test_start_at_or_past_target_is_refused():
    with pytest.raises(DomainError) as refused:
        score_deal(rules("english_short_001"), Score(5, 0), Deal.of(7))
    assert refused.value.code == "bad_start"


def test_a_start_no_game_can_have_is_refused_with_no_deals_too():
    for start in (Score(9, 0), Score(0, -4)):
        with pytest.raises(DomainError) as refused:
            play(rules("english_short_001"), [], start)
        assert refused.value.code == "bad_start"
    assert play(rules("english_short_001"), [], Score(4, 4)).current == Score(4, 4)


def test_points_switches_cannot_be_negative():
    for switch in (
        "honours_four",
        "honours_three",
        "slam_bonus",
        "little_slam_bonus",
        "rubber_bonus",
    ):
        with pytest.raises(DomainError) as refused:
            rules("english_short_001", **{switch: -1})
        assert refused.value.code == "bad_switch_value"
        assert refused.value.where == f"rules, field {switch}"
    assert rules("english_short_001", rubber_bonus=0).rubber_bonus == 0


def test_classic_values_need_the_game_to_five():
    with pytest.raises(DomainError) as refused:
        rules("english_short_001", target=7)
    assert refused.value.code == "bad_switch_value"
    assert rules("english_short_001", target=7, game_values="none").target == 7


def test_unknown_switch_and_bad_switch_value_are_refused():
    with pytest.raises(DomainError) as unknown:
        rules("english_short_001", honors_enabled=False)
    assert unknown.value.code == "unknown_switch"
    with pytest.raises(DomainError) as bad:
        rules("english_short_001", honours_enabled="yes")
    assert bad.value.code == "bad_switch_value"
    assert rules("english_short_001", honours_enabled=False).game_values is GameValues.CLASSIC


def test_compact_notation():
    deal = Deal.parse("9-4 h1-3 rEW:take_3_tricks")
    assert deal == Deal.of(9, 1, Revoke(EW, RevokePenalty.TAKE_3_TRICKS))


def test_every_preset_of_section_1_exists_with_summary_and_source():
    for profile in (
        "short_whist_000",
        "english_short_001",
        "classic_cavendish_short",
        "english_long_001",
        "classic_long_whist",
        "american_whist",
        "spanish_003",
        "dummy_whist_003",
    ):
        preset = get_preset(profile)
        assert preset.family == "partnership"
        assert len(preset.summary) > 80 and preset.source


def test_club_presets_from_toml():
    (ours,) = load_presets_toml(
        '[presets.our_short]\nbase = "english_short_001"\ntitle = "Ours"\nslam_bonus = 2\n'
    )
    assert ours.rules.slam_bonus == 2 and ours.family == "partnership"
    with pytest.raises(DomainError) as refused:
        load_presets_toml('[presets.bad]\nbase = "english_short_001"\nslam_bonsu = 2\n')
    assert str(refused.value).startswith("preset bad, rules:")
