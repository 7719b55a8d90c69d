"""Solo Whist: four players scored one by one, a new contract every deal.

The rules follow ../shared/rules-reference.md section 2: seed 002 first ("002 §02" is its
section 02, "Escala de contratos", and so on), then the classic texts it names where the seed
is silent or a club plays otherwise (FOSTER-S, HGM, BRIT-S, WIKI-S, POKERTJ). Every switch of
section 2 is a field of SoloRules, spelt as there; each preset names its source.

The app records facts (contract, declarers, tricks of the declaring side, optionally the
auction) and settles them: every deal sums to zero, a session is 8 deals by default.

The package is split along the game's seams; this module keeps every public name importable
from `whistclub.domain.variants.solo`:

* contracts.py: the contracts and the rules' switches (SoloRules);
* auction.py: the recorded auction checked call by call (002 §03);
* deals.py: one deal's facts and result, who plays it;
* settlement.py: a deal with a contract (002 §05);
* no_contract.py: a void deal, or the all-pass games a club may arrange (HGM, BRIT-S);
* session.py: sessions, the trick teaching aid and the compact notation;
* presets.py: the presets (rules-reference 2.5).
"""

from whistclub.domain.variants.solo.auction import (
    CALL_CONTRACT,
    CALL_RANK,
    AuctionOutcome,
    check_auction,
    prop_may_become,
)
from whistclub.domain.variants.solo.contracts import (
    FAMILY,
    TRICKS_IN_DEAL,
    AbundanceDeclaredTrump,
    AllPass,
    Contract,
    OverUnder,
    PropUnaccepted,
    SessionTies,
    SoloRules,
)
from whistclub.domain.variants.solo.deals import DealResult, SoloDeal, seating
from whistclub.domain.variants.solo.presets import PRESETS
from whistclub.domain.variants.solo.session import (
    RANKS,
    SessionResult,
    check_players,
    deal_from_notation,
    play_session,
    rank,
    trick_winner,
)
from whistclub.domain.variants.solo.settlement import settle_deal

__all__ = [
    "CALL_CONTRACT",
    "CALL_RANK",
    "FAMILY",
    "PRESETS",
    "RANKS",
    "TRICKS_IN_DEAL",
    "AbundanceDeclaredTrump",
    "AllPass",
    "AuctionOutcome",
    "Contract",
    "DealResult",
    "OverUnder",
    "PropUnaccepted",
    "SessionResult",
    "SessionTies",
    "SoloDeal",
    "SoloRules",
    "check_auction",
    "check_players",
    "deal_from_notation",
    "play_session",
    "prop_may_become",
    "rank",
    "seating",
    "settle_deal",
    "trick_winner",
]
