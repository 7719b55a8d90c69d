"""The Bid Whist presets (rules-reference 3.4); each names its source."""

from __future__ import annotations

from dataclasses import replace

from whistclub.domain.variants.bid_whist.rules import (
    FAMILY,
    BidWhistRules,
    Boston,
    DefendersScore,
    MadeScore,
)
from whistclub.domain.variants.profiles import Preset

_SEED = BidWhistRules()

PRESETS: tuple[Preset, ...] = (
    Preset(
        "bid_whist_004",
        FAMILY,
        _SEED,
        "Bid Whist, 54 cards (default)",
        "Two partnerships, 54 cards with two jokers, 12 each and a kitty of 6. One round of "
        "bidding from the dealer's left: 3 to 7 books over six, uptown, downtown or no trump; "
        "if three pass the dealer must bid. The winners take the kitty, which counts as one "
        "of their books. Made: score every book over six; set: lose the bid. No trump doubles "
        "both. Defenders never score. A revoke passes 3 books to the other side (all 13 if "
        "the offenders have fewer than 3). First to +7 wins; -7 loses.",
        "seed 004 (§02-§03 auction and kitty, §06 scoring, §07 end, §09 example); BG-BW",
    ),
    Preset(
        "bid_whist_min4",
        FAMILY,
        replace(_SEED, min_bid=4),
        "Bid Whist, lowest bid 4",
        "As the default Bid Whist, but the lowest bid is 4 books over six.",
        'seed 004 §08 "Mínimo 4 ... requieren acuerdo aparte"; MS-BW; PARLETT',
    ),
    Preset(
        "bid_whist_target11",
        FAMILY,
        replace(_SEED, target=11, lose_at=-11),
        "Bid Whist to 11",
        "As the default Bid Whist, but the game is won at +11 and lost at -11.",
        "house rule (no source fixes another target; PARLETT speaks of the target and its "
        "negative)",
    ),
    Preset(
        "bid_whist_parlett",
        FAMILY,
        replace(
            _SEED,
            made_score=MadeScore.BID_ONLY,
            defenders_score=DefendersScore.BOOKS_OVER_SIX_WHEN_SEVEN_PLUS,
            boston=Boston.TIMES_4,
        ),
        "Bid Whist as in Parlett",
        "A made bid scores the bid only, however many books were taken (doubled at no trump); "
        "a set loses the bid. When the bidders are set and the defenders take 7 books or more, "
        "the defenders score one point per book over six. Taking all 13 books (a Boston) "
        "scores four times the bid. Game at +7 or -7.",
        "PARLETT (The Penguin Book of Card Games, Bid Whist; paraphrased)",
    ),
)
