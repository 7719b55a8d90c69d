"""The Solo presets (rules-reference 2.5); each names its source."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from whistclub.domain.variants.profiles import Preset
from whistclub.domain.variants.solo.contracts import (
    FAMILY,
    AbundanceDeclaredTrump,
    AllPass,
    Contract,
    OverUnder,
    SoloRules,
    unit_table,
)

_SEED = SoloRules()
_SCORED_OVERTRICKS = frozenset(
    {Contract.PROP_COP, Contract.SOLO, Contract.ABUNDANCE, Contract.ABUNDANCE_IN_TRUMPS}
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "solo_002",
        FAMILY,
        _SEED,
        "Solo Whist (default)",
        "Four players, each for themselves. Every deal one player (or two, in Prop and Cop) "
        "undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, "
        "Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the "
        "first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit "
        "(1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or "
        "missing tricks change nothing. If all pass the deal is void. A session is 8 deals, "
        "void ones included; tied players share a place.",
        "seed 002 (§02 contracts, §03 auction, §05 units and session, §06 example)",
    ),
    Preset(
        "solo_002_general_misere",
        FAMILY,
        replace(_SEED, all_pass=AllPass.GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH),
        "Solo Whist, all pass plays a general misère",
        "As the default Solo Whist, except when all four pass: the hand is played at no "
        "trumps as a general misère, and whoever takes the last (13th) trick pays the Solo "
        "stake to each of the other players.",
        "HGM (Hoyle's Games Modernized, Solo Whist); otherwise seed 002",
    ),
    Preset(
        "solo_002_most_tricks_pays",
        FAMILY,
        replace(_SEED, all_pass=AllPass.MOST_TRICKS_PAYS_SOLO_STAKE_TO_EACH),
        "Solo Whist, all pass: the most tricks pay",
        "As the default Solo Whist, except when all four pass: the hands are played out and "
        "the player who takes the most tricks pays the Solo stake to each of the others. If "
        "two or more take the most, each of them pays each of the others.",
        'BRIT-S (1911 Britannica, Solo: "the player who takes the most tricks ... pays a '
        'single stake to each of the others"); otherwise seed 002',
    ),
    Preset(
        "solo_foster_counters",
        FAMILY,
        replace(
            _SEED,
            units=unit_table(5, 10, 15, 20, 20, 30, 40),
            over_under=OverUnder.PER_TRICK,
            over_under_value=1,
            over_under_contracts=_SCORED_OVERTRICKS,
            abundance_declared_trump=AbundanceDeclaredTrump.DECLARER_NAMES,
            stake_name="white counters",
        ),
        "Solo Whist with Foster's counters",
        "Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, "
        "Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, "
        "Solo and the Abundances each trick over or under the contract is 1 white counter "
        "more; misères have no extra. The declarer of Abundance Declared names trumps.",
        "FOSTER-S (Foster's Complete Hoyle, Solo Whist)",
    ),
    Preset(
        "solo_hoyle_six_twelve_eighteen",
        FAMILY,
        replace(
            _SEED,
            units=MappingProxyType(
                {
                    Contract.PROP_COP: 6,
                    Contract.SOLO: 6,
                    Contract.MISERE: 12,
                    Contract.ABUNDANCE: 18,
                    Contract.ABUNDANCE_IN_TRUMPS: 18,
                }
            ),
            over_under=OverUnder.PER_TRICK,
            over_under_value=1,
            over_under_contracts=_SCORED_OVERTRICKS,
            prop_slam_doubles_overtricks=True,
            stake_name="pence",
        ),
        'Solo Whist, "six, twelve and eighteen"',
        "The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 "
        "more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 "
        "tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are "
        "not played.",
        'HGM (Hoyle\'s Games Modernized, Solo Whist, "six, twelve, and eighteen")',
    ),
)
