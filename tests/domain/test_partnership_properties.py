"""Properties of partnership scoring over random deals, every preset and revoke."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.partnership import (
    PRESETS,
    Deal,
    Offender,
    Revoke,
    RevokePenalty,
    Score,
    play,
    score_deal,
)

PRESET_RULES = {p.id: p.rules for p in PRESETS}

revokes = st.builds(
    Revoke,
    side=st.sampled_from(list(Side)),
    penalty=st.sampled_from(list(RevokePenalty)),
    by=st.just(Offender.PLAYER),
)
deals = st.builds(
    lambda ns, h, rv: Deal.of(ns, h, *rv),
    st.integers(0, 13),
    st.one_of(st.none(), st.integers(0, 4)),
    st.lists(revokes, max_size=2),
)


@st.composite
def starts(draw, target):
    return Score(draw(st.integers(0, target - 1)), draw(st.integers(0, target - 1)))


@settings(max_examples=300)
@given(profile=st.sampled_from(sorted(PRESET_RULES)), deal=deals, data=st.data())
def test_at_most_one_side_scores_trick_points(profile, deal, data):
    rules = PRESET_RULES[profile]
    result = score_deal(rules, data.draw(starts(rules.target)), deal)
    trick_steps = [s for s in result.steps if s.code == "odd_tricks"]
    assert len(trick_steps) <= 1
    if not deal.revokes and not (rules.counts_honours and deal.honours):
        scorers = [side for side in Side if result.delta[side] > 0]
        assert len(scorers) == 1


@settings(max_examples=300)
@given(profile=st.sampled_from(sorted(PRESET_RULES)), deal=deals, data=st.data())
def test_deltas_are_never_negative_except_under_deduct(profile, deal, data):
    rules = PRESET_RULES[profile]
    result = score_deal(rules, data.draw(starts(rules.target)), deal)
    deducting = {r.side for r in deal.revokes if r.penalty is RevokePenalty.DEDUCT_3_FROM_REVOKERS}
    for side in Side:
        if side not in deducting:
            assert result.delta[side] >= 0
        assert result.after[side] >= 0


@settings(max_examples=200)
@given(profile=st.sampled_from(sorted(PRESET_RULES)), played=st.lists(deals, max_size=40))
def test_a_decided_game_or_rubber_rejects_more_deals(profile, played):
    rules = PRESET_RULES[profile]
    try:
        match = play(rules, played)
    except DomainError as error:  # the rubber ended before the list did
        assert error.code == "deal_after_end"
        return
    for game in match.games:
        assert game.final[game.winner] >= rules.target
        assert game.final[game.winner.other] < rules.target
    if match.decided:
        with pytest.raises(DomainError) as refused:
            play(rules, [*played, Deal.of(7)])
        assert refused.value.code == "deal_after_end"
