"""Solo Whist's switches at their edges (rules-reference 2.2-2.5): a setting that would pay a
failing declarer is refused, a refusal says what these rules allow, a partial units table
reads the same at the score pad as in the engine, and the explanations read in Spanish."""

from __future__ import annotations

import pytest

from whistclub.domain.documents import document_rules, score_document
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import get_preset, with_overrides
from whistclub.domain.variants.solo import Contract, SoloDeal, SoloRules, settle_deal

SEED = get_preset("solo_002").rules
PLAYERS = ("A", "B", "C", "D")
LONE_PROP = (("A", "prop"), ("B", "pass"), ("C", "pass"), ("D", "pass"))


@pytest.mark.parametrize("misere", ["misere", "misere_ouverte"])
def test_over_and_under_tricks_cannot_apply_to_a_misere(misere):
    # Before, a failed misère with 3 tricks "under the 0 needed" paid the declarer 3.
    switches = {"over_under": "per_trick", "over_under_value": 1, "over_under_contracts": [misere]}
    with pytest.raises(DomainError) as refused:
        with_overrides(SEED, switches)
    assert refused.value.code == "bad_switch_value"
    assert refused.value.where == "rules, field over_under_contracts"
    solo_only = with_overrides(SEED, {**switches, "over_under_contracts": ["solo"]})
    failed = settle_deal(SoloDeal(Contract.MISERE, ("B",), 3), PLAYERS, "D", solo_only)
    assert failed.settlement["B"] < 0  # a failed misère always pays


def test_per_trick_payments_need_their_contracts():
    with pytest.raises(DomainError) as refused:
        with_overrides(SEED, {"over_under": "per_trick", "over_under_value": 1})
    assert refused.value.where == "rules, field over_under_contracts"


def test_an_unaccepted_prop_under_the_void_rule_says_only_that_the_deal_is_void():
    void = SoloRules(prop_unaccepted=solo_void())
    with pytest.raises(DomainError) as refused:
        settle_deal(SoloDeal(Contract.SOLO, ("A",), 9, LONE_PROP), PLAYERS, "D", void)
    assert refused.value.code == "bad_prop_conversion"
    assert str(refused.value).endswith("the deal is then void: set contract to null")
    assert "declarers" not in str(refused.value)


def solo_void():
    from whistclub.domain.variants.solo import PropUnaccepted

    return PropUnaccepted.VOID


def test_a_partial_units_table_keeps_the_other_contracts_at_the_pad_as_in_the_engine():
    header = {"profile": "solo_002", "rules": {"units": {"solo": 2, "misere": 2}}}
    rules = document_rules(header, get_preset("solo_002"))
    assert set(rules.units) == set(Contract)  # the pad offers every contract
    assert rules.units[Contract.SOLO] == 2 and rules.units[Contract.ABUNDANCE] == 3
    document = {
        **header,
        "players": list(PLAYERS),
        "dealer": "D",
        "deals": [{"contract": "abundance", "declarers": ["B"], "tricks": 9}],
    }
    assert score_document(document)["deals"][0]["settlement"]["B"] == 9  # the engine too
    # The score pad's snapshot of such a game reads the same rules (it offered Solo and
    # Misère only, the engine scoring all seven).
    from whistclub.ui.family_base import OpenGame

    pad = OpenGame({}, header, [], {}, {}, get_preset("solo_002"), {})
    assert pad.rules == rules
    # Other families: the overrides as they are.
    english = document_rules(
        {"rules": {"target": 7, "game_values": "none"}}, get_preset("english_short_001")
    )
    assert english.target == 7


def test_one_counter_is_said_in_the_singular():
    counters = get_preset("solo_foster_counters").rules
    assert counters.amount(1) == "1 white counter"
    assert counters.amount(-1) == "-1 white counter"
    assert counters.amount(3) == "3 white counters"
    assert SEED.amount(1) == "1"


def test_prop_and_cop_partners_are_joined_in_spanish(qapp):
    from whistclub.ui import i18n
    from whistclub.ui.explain import WORDINGS

    deal = SoloDeal(Contract.PROP_COP, ("A", "C"), 1)
    (line,) = [
        s for s in settle_deal(deal, PLAYERS, "D", SEED).steps if s.code == "solo.prop_cop_failed"
    ]
    assert line.text.startswith("A and C failed Prop and Cop with 1 trick")
    i18n.install_translator("es")
    try:
        spanish = WORDINGS[line.code](line.data, line.text)
    finally:
        i18n.install_translator("en")
    assert spanish.startswith("A y C ") and " and " not in spanish
