"""Partnership whist: short, English, long, American, Spanish and dummy whist.

The rules follow ../shared/rules-reference.md section 1 (the seeds 000, 001 and 003 first,
the 1864 club code of Short Whist "CAV" where they are silent). Each switch is a field of
PartnershipRules; each preset names its source.

The package is split along the game's seams; this module keeps every public name importable
from `whistclub.domain.variants.partnership`:

* rules.py: the switches (PartnershipRules) and their choices;
* presets.py: the presets (rules-reference 1.8);
* deals.py: one deal's facts, a game's score, and the checks of a deal (1.1);
* scoring.py: a deal scored, revokes, tricks, honours (CAV law 5; 1.2-1.5);
* rubbers.py: games and rubbers, a game's value and the rubber's total (1.6-1.7).
"""

from whistclub.domain.variants.partnership.deals import (
    BOOK,
    HONOURS_IN_TRUMPS,
    REVOKE_POINTS,
    REVOKE_TRICKS,
    TRICKS_IN_DEAL,
    Deal,
    DealScore,
    Offender,
    Revoke,
    Score,
    check_deal,
)
from whistclub.domain.variants.partnership.presets import PRESETS
from whistclub.domain.variants.partnership.rubbers import (
    GameResult,
    Match,
    RubberResult,
    ScoredDeal,
    game_value,
    play,
    reckons_game_values,
)
from whistclub.domain.variants.partnership.rules import (
    FAMILY,
    BothSidesRevoke,
    GameValues,
    HonoursBlock,
    PartnershipRules,
    RevokeCap,
    RevokePenalty,
    RevokePointsReading,
    RubberBonusCondition,
    RubberKind,
    RubberScoring,
)
from whistclub.domain.variants.partnership.scoring import score_deal

__all__ = [
    "BOOK",
    "FAMILY",
    "HONOURS_IN_TRUMPS",
    "PRESETS",
    "REVOKE_POINTS",
    "REVOKE_TRICKS",
    "TRICKS_IN_DEAL",
    "BothSidesRevoke",
    "Deal",
    "DealScore",
    "GameResult",
    "GameValues",
    "HonoursBlock",
    "Match",
    "Offender",
    "PartnershipRules",
    "Revoke",
    "RevokeCap",
    "RevokePenalty",
    "RevokePointsReading",
    "RubberBonusCondition",
    "RubberKind",
    "RubberResult",
    "RubberScoring",
    "Score",
    "ScoredDeal",
    "check_deal",
    "game_value",
    "play",
    "reckons_game_values",
    "score_deal",
]
