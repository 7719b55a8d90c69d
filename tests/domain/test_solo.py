"""Solo Whist: seed 002, rules-reference section 2 and the classic schedules it lists."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from whistclub.domain.documents import score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants import solo
from whistclub.domain.variants.profiles import get_preset, with_overrides
from whistclub.domain.variants.solo import (
    AllPass,
    Contract,
    PropUnaccepted,
    SoloDeal,
    SoloRules,
    check_auction,
    deal_from_notation,
    play_session,
    settle_deal,
    trick_winner,
)

PLAYERS = ("A", "B", "C", "D")
SEED = get_preset("solo_002").rules


def settle(notation: str, rules: SoloRules = SEED, dealer: str = "D") -> solo.DealResult:
    return settle_deal(deal_from_notation(notation), PLAYERS, dealer, rules)


# --- seed 002 §06 "Ejemplo de liquidación" -----------------------------------------------------


def test_seed_002_abundance_with_ten_tricks_collects_3_from_each():
    # "Diez bazas cumplen mínimo nueve: declarante+9, cada rival−3 ... la baza extra no da bono"
    result = settle("abundance B 10")
    assert result.made is True
    assert dict(result.settlement) == {"A": -3, "B": 9, "C": -3, "D": -3}


def test_seed_002_abundance_with_eight_tricks_pays_3_to_each():
    # "Con ocho, declarante−9, cada rival+3. Siempre 9−3−3−3=0"
    result = settle("abundance B 8")
    assert result.made is False
    assert dict(result.settlement) == {"A": 3, "B": -9, "C": 3, "D": 3}
    assert sum(result.settlement.values()) == 0


def test_seed_002_trick_example_trump_two_beats_the_ace_of_the_suit_led():
    # §06: Solo, hearts trumps; A K♠, B A♠, C (no spades) 2♥, D 8♠: C wins with the two.
    assert trick_winner(["K♠", "A♠", "2♥", "8♠"], trump="♥") == 2
    # without C's trump the ace of the suit led wins
    assert trick_winner(["K♠", "A♠", "3♦", "8♠"], trump="♥") == 1


# --- 002 §02 ladder and §05 settlement ----------------------------------------------------------

# contract, tricks, made, declarer's net (each opponent the opposite third)
SINGLE_CONTRACTS = [
    ("solo", 5, True, 3),
    ("solo", 13, True, 3),  # no overtricks in the seed
    ("solo", 4, False, -3),
    ("misere", 0, True, 6),
    ("misere", 1, False, -6),
    ("abundance", 9, True, 9),
    ("abundance_in_trumps", 8, False, -9),
    ("misere_ouverte", 0, True, 12),
    ("misere_ouverte", 3, False, -12),
    ("abundance_declared", 13, True, 18),
    ("abundance_declared", 12, False, -18),
]


@pytest.mark.parametrize(("contract", "tricks", "made", "net"), SINGLE_CONTRACTS)
def test_seed_unit_table_single_player_contracts(contract, tricks, made, net):
    result = settle(f"{contract} C {tricks}")
    assert result.made is made
    assert result.settlement["C"] == net
    assert {result.settlement[p] for p in "ABD"} == {-net // 3}


def test_prop_cop_made_each_partner_plus_1_each_defender_minus_1():
    # 002 §05 "Prop+Cop cumplido da +1 a cada proponente y −1 a cada defensor"
    result = settle("prop_cop A,C 8")
    assert dict(result.settlement) == {"A": 1, "B": -1, "C": 1, "D": -1}


def test_prop_cop_failed_reverses_the_signs():
    # 002 §05 "fallo invierte signos"
    result = settle("prop_cop A,C 7")
    assert dict(result.settlement) == {"A": -1, "B": 1, "C": -1, "D": 1}


def test_explanation_names_the_declarer_the_tricks_and_the_payments():
    text = [str(s) for s in settle("solo B 4").steps]
    assert text == ["B failed Solo with 4 tricks: pays 1 to each of A, C, D (3 in all)."]


def test_wrong_number_of_declarers_is_refused():
    with pytest.raises(DomainError, match="field declarers: Prop and Cop has 2") as error:
        settle("prop_cop A 8")
    assert error.value.code == "wrong_declarer_count"


def test_own_prop_cannot_be_accepted_in_the_recorded_contract():
    # 002 FAQ "¿Puedo aceptar mi Prop? No. Cop debe venir de otro."
    with pytest.raises(DomainError) as error:
        settle("prop_cop A,A 8")
    assert error.value.code == "own_prop_accepted"


@pytest.mark.parametrize("tricks", [-1, 14])
def test_tricks_out_of_range_are_refused(tricks):
    with pytest.raises(DomainError, match="field tricks"):
        settle_deal(SoloDeal(Contract.SOLO, ("B",), tricks), PLAYERS, "D", SEED)


# --- classic schedules (rules-reference 2.2, 2.5) ----------------------------------------------


def test_foster_solo_made_with_7_each_opponent_pays_2_red_and_2_white():
    # FOSTER-S: 1 red = 5 white; Solo is 2 red; each trick over is 1 white.
    rules = get_preset("solo_foster_counters").rules
    result = settle("solo B 7", rules)
    assert result.settlement["A"] == -(2 * 5 + 2)
    assert result.settlement["B"] == 3 * 12
    assert "2 tricks over the 5 needed" in str(result.steps[0])


def test_foster_solo_failed_with_4_declarer_pays_2_red_and_1_white_to_each():
    rules = get_preset("solo_foster_counters").rules
    result = settle("solo B 4", rules)
    assert result.settlement["C"] == 2 * 5 + 1
    assert result.settlement["B"] == -3 * 11
    assert str(result.steps[-1]).startswith("B failed Solo with 4 tricks: pays 11 white counters")


def test_foster_misere_has_no_over_or_under_tricks():
    rules = get_preset("solo_foster_counters").rules
    assert settle("misere B 4", rules).settlement["B"] == -3 * 15


def test_hoyle_prop_cop_slam_doubles_the_overtricks_to_16():
    # HGM: Prop and Cop 6d, +1d per overtrick, doubled for a slam: 6 + 5 x 2 = 16.
    rules = get_preset("solo_hoyle_six_twelve_eighteen").rules
    result = settle("prop_cop A,C 13", rules)
    assert dict(result.settlement) == {"A": 16, "B": -16, "C": 16, "D": -16}
    assert settle("prop_cop A,C 12", rules).settlement["A"] == 6 + 4


def test_hoyle_has_no_misere_ouverte_or_abundance_declared():
    rules = get_preset("solo_hoyle_six_twelve_eighteen").rules
    with pytest.raises(DomainError, match="misere_ouverte is not played") as error:
        settle("misere_ouverte B 0", rules)
    assert error.value.code == "contract_not_played"


def test_abundance_declared_trump_follows_the_preset():
    assert SEED.abundance_declared_trump is solo.AbundanceDeclaredTrump.NONE
    foster = get_preset("solo_foster_counters").rules
    assert foster.abundance_declared_trump is solo.AbundanceDeclaredTrump.DECLARER_NAMES


def test_partial_units_override_is_checked_and_keeps_solo():
    with pytest.raises(DomainError, match="units must include solo"):
        with_overrides(SEED, {"units": {"misere": 2}})
    doubled = with_overrides(SEED, {"units": {c.value: 2 for c in Contract}})
    assert settle("solo B 6", doubled).settlement["B"] == 6


# --- all pass and the unaccepted Prop (002 §03) ------------------------------------------------


def test_all_pass_is_void_and_scores_zero():
    deal = SoloDeal(None, auction=(("A", "pass"), ("B", "pass"), ("C", "pass"), ("D", "pass")))
    result = settle_deal(deal, PLAYERS, "D", SEED)
    assert result.made is None
    assert set(result.settlement.values()) == {0}
    assert str(result.steps[0]) == "All passed: the deal is void, 0 to all."


def test_general_misere_the_last_trick_pays_the_solo_stake_to_each():
    rules = get_preset("solo_002_general_misere").rules
    deal = SoloDeal(
        None,
        auction=(("A", "pass"), ("B", "pass"), ("C", "pass"), ("D", "pass")),
        last_trick="C",
    )
    result = settle_deal(deal, PLAYERS, "D", rules)
    assert dict(result.settlement) == {"A": 1, "B": 1, "C": -3, "D": 1}
    assert result.last_trick == "C"
    assert result.made is None  # no contract was played: nobody made or failed one


def test_general_misere_needs_the_last_trick():
    rules = get_preset("solo_002_general_misere").rules
    deal = SoloDeal(None, auction=(("A", "pass"), ("B", "pass"), ("C", "pass"), ("D", "pass")))
    with pytest.raises(DomainError, match="field last_trick: all passed") as error:
        settle_deal(deal, PLAYERS, "D", rules)
    assert error.value.code == "missing_last_trick"


def test_last_trick_is_refused_where_no_general_misere_is_played():
    with pytest.raises(DomainError, match="field last_trick"):
        settle_deal(SoloDeal(None, last_trick="C"), PLAYERS, "D", SEED)


LONE_PROP = (("A", "prop"), ("B", "pass"), ("C", "pass"), ("D", "pass"))


@pytest.mark.parametrize(
    ("switch", "contract", "accepted"),
    [
        (PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID, Contract.SOLO, True),
        (PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID, Contract.ABUNDANCE, True),
        (PropUnaccepted.SOLO_ONLY_ELSE_VOID, Contract.SOLO, True),
        (PropUnaccepted.SOLO_ONLY_ELSE_VOID, Contract.MISERE, False),
        (PropUnaccepted.VOID, Contract.SOLO, False),
    ],
)
def test_unaccepted_prop_may_be_raised_per_the_switch(switch, contract, accepted):
    rules = SoloRules(prop_unaccepted=switch)
    deal = SoloDeal(contract, ("A",), 9, LONE_PROP)
    if accepted:
        assert settle_deal(deal, PLAYERS, "D", rules).made is True
    else:
        with pytest.raises(DomainError) as error:
            settle_deal(deal, PLAYERS, "D", rules)
        assert error.value.code == "bad_prop_conversion"


def test_unaccepted_prop_converted_by_someone_else_is_refused():
    with pytest.raises(DomainError, match="A's Prop was not accepted"):
        settle_deal(SoloDeal(Contract.SOLO, ("B",), 6, LONE_PROP), PLAYERS, "D", SEED)


def test_unaccepted_prop_not_raised_is_void():
    result = settle_deal(SoloDeal(None, auction=LONE_PROP), PLAYERS, "D", SEED)
    assert set(result.settlement.values()) == {0}
    assert "A's Prop was not accepted and not raised" in str(result.steps[0])


# --- auction checks (002 §03 and FAQ), players clockwise from the eldest A ----------------------


def calls(text: str) -> tuple[tuple[str, str], ...]:
    """ "A prop, B pass" -> (("A", "prop"), ("B", "pass"))."""
    return tuple(tuple(c.split()) for c in text.split(", "))  # type: ignore[misc]


@pytest.mark.parametrize(
    ("auction", "kind", "call", "holders"),
    [
        ("A prop, B solo, C pass, D pass, A pass", "contract", "solo", ("B",)),
        ("A prop, B cop, C pass, D pass", "contract", "cop", ("A", "B")),
        ("A pass, B pass, C pass, D pass", "all_pass", "", ()),
        ("A prop, B pass, C pass, D pass", "prop_unaccepted", "prop", ("A",)),
        # the eldest, having passed, accepts the lone Prop of the first round (002 §03)
        ("A pass, B prop, C pass, D pass, A cop", "contract", "cop", ("B", "A")),
        (
            "A pass, B abundance, C abundance_in_trumps, D pass, B pass",
            "contract",
            "abundance_in_trumps",
            ("C",),
        ),
        ("A solo, B misere, C pass, D pass, A abundance, B pass", "contract", "abundance", ("A",)),
        ("A prop, B cop, C solo, D pass, A pass, B pass", "contract", "solo", ("C",)),
    ],
)
def test_legal_auctions(auction, kind, call, holders):
    outcome = check_auction(calls(auction), PLAYERS, SEED)
    assert (outcome.kind, outcome.call, outcome.holders) == (kind, call, holders)


@pytest.mark.parametrize(
    ("auction", "code", "call_number"),
    [
        ("B pass, C pass, D pass, A pass", "out_of_turn", 1),  # the eldest speaks first
        ("A solo, B prop", "bid_not_higher", 2),  # bids only go up
        ("A misere, B solo", "bid_not_higher", 2),
        ("A pass, B cop", "cop_without_prop", 2),  # Cop only after a Prop
        ("A prop, B solo, C cop", "cop_without_prop", 3),
        ("A prop, B pass, C pass, D pass, A cop", "own_prop_accepted", 5),  # 002 FAQ
        ("A prop, B pass, C solo, D misere, A pass, B cop", "passed_player_spoke", 6),
        ("A pass, B solo, C pass, D pass, A misere", "auction_already_over", 5),
        (
            "A solo, B pass, C misere, D abundance, A pass, B abundance_declared",
            "passed_player_spoke",
            6,
        ),
        ("A pass, B abundance_in_trumps", "abundance_in_trumps_alone", 2),
        ("A pass, B solo, C abundance_in_trumps", "abundance_in_trumps_alone", 3),
        # a second Prop does not beat the first
        ("A pass, B prop, C prop", "bid_not_higher", 3),
        ("A prop, B cop, C pass, D pass, A solo", "auction_already_over", 5),
        ("A prop, B hearts", "unknown_call", 2),
        ("A prop, E pass", "not_in_auction", 2),
    ],
)
def test_illegal_auctions_name_the_call(auction, code, call_number):
    with pytest.raises(DomainError) as error:
        check_auction(calls(auction), PLAYERS, SEED)
    assert error.value.code == code
    assert error.value.where == f"field auction, call {call_number}"


def test_own_prop_cannot_be_accepted_by_cop_in_the_auction():
    # 002 FAQ "¿Puedo aceptar mi Prop? No. Cop debe venir de otro."
    with pytest.raises(DomainError, match="B cannot accept their own Prop") as error:
        check_auction(calls("A pass, B prop, C pass, D pass, B cop"), PLAYERS, SEED)
    assert error.value.code == "own_prop_accepted"


def test_eldest_late_cop_can_be_switched_off():
    rules = SoloRules(eldest_may_cop_after_passing=False)
    with pytest.raises(DomainError) as error:
        check_auction(calls("A pass, B prop, C pass, D pass, A cop"), PLAYERS, rules)
    assert error.value.code == "auction_already_over"


def test_eldest_late_cop_only_when_the_prop_was_the_only_bid_of_the_first_round():
    auction = calls("A pass, B prop, C solo, D pass, B pass, A cop")
    with pytest.raises(DomainError) as error:
        check_auction(auction, PLAYERS, SEED)
    assert error.value.code == "auction_already_over"


def test_unfinished_auction_is_refused():
    with pytest.raises(DomainError, match="C, D must still pass or bid"):
        check_auction(calls("A prop, B solo"), PLAYERS, SEED)


def test_recorded_contract_must_match_the_auction():
    deal = SoloDeal(Contract.MISERE, ("B",), 0, calls("A prop, B solo, C pass, D pass, A pass"))
    with pytest.raises(DomainError, match="won with solo by B") as error:
        settle_deal(deal, PLAYERS, "D", SEED)
    assert error.value.code == "auction_disagrees"


# --- sessions (002 §05) -------------------------------------------------------------------------


def session(*notations: str, rules: SoloRules = SEED, players=PLAYERS) -> solo.SessionResult:
    return play_session(players, "D", [deal_from_notation(n) for n in notations], rules)


def test_session_balances_and_shared_places():
    result = session("solo B 6", "solo A 4", "void", "misere C 0")
    # B +3; A -3; void; C +6: A = -1 -3 -2 = -6, B = 3 +1 -2 = 2, C = -1 +1 +6 = 6, D = -2
    assert dict(result.balances) == {"A": -6, "B": 2, "C": 6, "D": -2}
    assert result.ranking == (("C",), ("B",), ("D",), ("A",))
    tied = session("solo B 6", "solo B 4")
    assert tied.ranking == (("A", "B", "C", "D"),)


def test_tied_players_share_a_place():
    result = session("prop_cop A,C 8")
    assert result.ranking == (("A", "C"), ("B", "D"))


def test_session_of_8_deals_counts_void_deals_and_refuses_a_ninth():
    eight = ["void"] * 7 + ["solo B 5"]
    assert len(session(*eight).deals) == 8
    with pytest.raises(DomainError, match="deal 9: the session is 8 deals") as error:
        session(*eight, "solo B 5")
    assert error.value.code == "session_full"


def test_session_length_is_a_switch():
    rules = with_overrides(SEED, {"session_deals": 2})
    with pytest.raises(DomainError, match="deal 3"):
        session("void", "void", "void", rules=rules)


def test_the_deal_passes_to_the_left_so_the_eldest_changes():
    first = SoloDeal(None, auction=calls("A pass, B pass, C pass, D pass"))
    second = SoloDeal(None, auction=calls("B pass, C pass, D pass, A pass"))
    assert len(play_session(PLAYERS, "D", [first, second], SEED).deals) == 2
    with pytest.raises(DomainError, match="deal 2, field auction, call 1: it is B's turn"):
        play_session(PLAYERS, "D", [first, first], SEED)


def test_five_players_need_the_switch_and_the_dealer_sits_out():
    five = ("A", "B", "C", "D", "E")
    with pytest.raises(DomainError, match="five_players_dealer_sits_out") as error:
        session("solo B 5", players=five)
    assert error.value.code == "five_players_off"
    rules = SoloRules(five_players_dealer_sits_out=True)
    # D deals and sits out; E, A, B, C play. Then E deals and sits out.
    result = session("solo B 5", "solo D 4", rules=rules, players=five)
    first, second = result.deals
    assert first.sitter == "D" and first.settlement["D"] == 0
    assert dict(first.settlement) == {"A": -1, "B": 3, "C": -1, "D": 0, "E": -1}
    assert second.sitter == "E" and second.settlement["E"] == 0
    assert dict(second.settlement) == {"A": 1, "B": 1, "C": 1, "D": -3, "E": 0}
    assert str(first.steps[0]) == "D deals and sits out: neither pays nor receives."
    with pytest.raises(DomainError, match="deal 1, field declarers: D is not playing"):
        session("solo D 5", rules=rules, players=five)


def test_bad_player_lists_are_refused():
    with pytest.raises(DomainError, match="for four players"):
        session("void", players=("A", "B", "C"))
    with pytest.raises(DomainError, match="different"):
        session("void", players=("A", "A", "C", "D"))


# --- presets ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "preset_id",
    [
        "solo_002",
        "solo_002_general_misere",
        "solo_002_most_tricks_pays",
        "solo_foster_counters",
        "solo_hoyle_six_twelve_eighteen",
    ],
)
def test_every_preset_is_registered_described_and_valid(preset_id):
    preset = get_preset(preset_id)
    assert preset.family == "solo"
    assert preset.title and preset.source and len(preset.summary) > 80
    preset.rules.check()
    # every preset keeps the seed's auction rules and session (rules-reference 2.5)
    assert preset.rules.session_deals == 8
    assert preset.rules.prop_unaccepted is PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID


def test_switches_are_named_as_in_the_rules_reference():
    names = set(SoloRules.__dataclass_fields__)
    assert {
        "units",
        "over_under",
        "over_under_value",
        "over_under_contracts",
        "prop_slam_doubles_overtricks",
        "prop_unaccepted",
        "all_pass",
        "session_deals",
        "session_ties",
    } <= names
    assert get_preset("solo_002_general_misere").rules.all_pass is (
        AllPass.GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH
    )


def test_notation_refuses_what_it_cannot_read():
    with pytest.raises(DomainError, match="is not a deal like"):
        deal_from_notation("solo B")


# --- properties ---------------------------------------------------------------------------------

PRESET_RULES = [
    get_preset(p).rules
    for p in (
        "solo_002",
        "solo_002_general_misere",
        "solo_foster_counters",
        "solo_hoyle_six_twelve_eighteen",
    )
]


@given(
    rules=st.sampled_from(PRESET_RULES),
    contract=st.sampled_from(list(Contract)),
    tricks=st.integers(0, 13),
    order=st.permutations(PLAYERS),
    dealer=st.sampled_from(PLAYERS),
)
def test_every_settlement_sums_to_zero(rules, contract, tricks, order, dealer):
    if contract not in rules.units:
        return
    declarers = tuple(order[: contract.declarer_count])
    result = settle_deal(SoloDeal(contract, declarers, tricks), PLAYERS, dealer, rules)
    assert sum(result.settlement.values()) == 0
    assert result.made is contract.is_made(tricks)
    # the declaring side wins exactly when the contract is made
    assert (result.settlement[declarers[0]] > 0) is result.made


@given(
    contract=st.sampled_from(list(Contract)),
    tricks=st.integers(0, 13),
    order=st.permutations(("A", "B", "C", "D", "E")),
    dealer=st.sampled_from(("A", "B", "C", "D", "E")),
)
def test_five_player_settlements_sum_to_zero_and_the_sitter_is_untouched(
    contract, tricks, order, dealer
):
    rules = SoloRules(five_players_dealer_sits_out=True)
    playing = [p for p in order if p != dealer]
    declarers = tuple(playing[: contract.declarer_count])
    result = settle_deal(
        SoloDeal(contract, declarers, tricks), ("A", "B", "C", "D", "E"), dealer, rules
    )
    assert sum(result.settlement.values()) == 0
    assert result.settlement[dealer] == 0


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-20, 20),
    st.text(max_size=12),
    st.sampled_from(["A", "E", "solo", "prop_cop", "misere", "pass", "cop"]),
    st.lists(st.sampled_from(["A", "B", "C", "solo"]), max_size=3),
    st.lists(st.lists(st.sampled_from(["A", "B", "pass", "prop", "cop"]), max_size=3)),
    st.dictionaries(st.sampled_from(["solo", "units", "x"]), st.integers(-2, 3), max_size=2),
)


@given(
    field=st.sampled_from(
        ["contract", "declarers", "tricks", "auction", "dealer", "last_trick", "extra"]
    ),
    value=JUNK,
    rules=st.sampled_from([{}, {"units": {"solo": 2}}, {"units": 3}, {"all_pass": "x"}, []]),
)
def test_a_bad_document_is_refused_with_a_domain_error_only(field, value, rules):
    deal = {
        "contract": "solo",
        "declarers": ["B"],
        "tricks": 4,
        "auction": [["A", "prop"], ["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]],
    }
    deal[field] = value
    document = {
        "profile": "solo_002",
        "players": ["A", "B", "C", "D"],
        "dealer": "D",
        "rules": rules,
        "deals": [deal],
    }
    try:
        result = score_document(document)
    except DomainError as error:
        assert "\n" not in str(error)
        return
    assert set(result) == {"deals", "balances", "ranking"}


@pytest.mark.parametrize(
    ("prop_unaccepted", "raise_to", "code"),
    [
        (PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID, "solo", None),
        (PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID, "misere_ouverte", None),
        (
            PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID,
            "abundance_in_trumps",
            "bad_prop_conversion",
        ),
        (PropUnaccepted.SOLO_ONLY_ELSE_VOID, "solo", None),
        (PropUnaccepted.SOLO_ONLY_ELSE_VOID, "abundance", "bad_prop_conversion"),
        (PropUnaccepted.VOID, "solo", "bad_prop_conversion"),
    ],
)
def test_the_proposer_may_raise_an_unaccepted_prop_in_the_auction(prop_unaccepted, raise_to, code):
    # 002 §03: after all pass, the unaccepted Prop "puede convertirse en Solo o superior"
    rules = SoloRules(prop_unaccepted=prop_unaccepted)
    auction = (*LONE_PROP, ("A", raise_to))
    if code is None:
        outcome = check_auction(auction, PLAYERS, rules)
        assert (outcome.kind, outcome.call, outcome.holders) == ("contract", raise_to, ("A",))
    else:
        with pytest.raises(DomainError) as error:
            check_auction(auction, PLAYERS, rules)
        assert error.value.code == code
        assert error.value.where == "field auction, call 5"


def test_a_raised_prop_ends_the_auction():
    with pytest.raises(DomainError) as error:
        check_auction((*LONE_PROP, ("A", "solo"), ("B", "misere")), PLAYERS, SEED)
    assert error.value.code == "auction_already_over"
    # the raised contract is the one the deal must record
    deal = SoloDeal(Contract.SOLO, ("A",), 5, (*LONE_PROP, ("A", "solo")))
    assert settle_deal(deal, PLAYERS, "D", SEED).made is True


def test_explanations_name_the_players_in_table_order_whoever_deals():
    result = settle("abundance C 10", dealer="B")  # eldest C: play order C, D, A, B
    assert str(result.steps[0]) == (
        "C made Abundance with 10 tricks: receives 3 from each of A, B, D (9 in all)."
    )


def test_an_unaccepted_prop_cannot_become_abundance_in_trumps():
    # Abundance in Trumps only overcalls an Abundance (002 §02), also when raising a Prop
    deal = SoloDeal(Contract.ABUNDANCE_IN_TRUMPS, ("A",), 9, LONE_PROP)
    with pytest.raises(DomainError, match="may convert it to Solo or higher") as error:
        settle_deal(deal, PLAYERS, "D", SEED)
    assert error.value.code == "bad_prop_conversion"


def test_one_trick_is_said_in_the_singular():
    # a Misère lost on a single trick: "with 1 trick", never "with 1 tricks"
    (line,) = [str(s) for s in settle("misere B 1").steps]
    assert line.startswith("B failed Misère with 1 trick: pays ")
    assert str(settle("solo B 1").steps[0]).startswith("B failed Solo with 1 trick: ")
    rules = get_preset("solo_foster_counters").rules
    assert "1 trick over the 5 needed" in str(settle("solo B 6", rules).steps[0])
    assert "1 trick under the 5 needed" in str(settle("solo B 4", rules).steps[0])
    assert "4 tricks under the 5 needed" in str(settle("solo B 1", rules).steps[0])
