"""Bid Whist (54 cards, the "Pagat profile" of seed 004): partnerships, one bid per deal.

The rules follow ../shared/rules-reference.md section 3: seed 004 first ("004 §06" is its
section 06, "Puntuación"), then BG-BW, and PARLETT for the alternatives a club may choose.
Every switch of section 3 is a field of BidWhistRules, spelt as there; each preset names its
source. The app records the bid, the 12 books played and any revokes; it adds the kitty book.

The package is split along the game's seams; this module keeps every public name importable
from `whistclub.domain.variants.bid_whist`:

* rules.py: the modes and the rules' switches (BidWhistRules);
* auction.py: bids and the one-round auction (004 §02-§03);
* scoring.py: one deal's facts, books and score (004 §06);
* game.py: the game to +7 or -7 with the dealer's rotation (004 §01, §07), the trick teaching
  aid and the compact notation;
* presets.py: the presets (rules-reference 3.4).
"""

from whistclub.domain.variants.bid_whist.auction import (
    AuctionWinner,
    Bid,
    check_auction,
    check_bid_number,
    parse_call,
)
from whistclub.domain.variants.bid_whist.game import (
    DOWNTOWN_ORDER,
    JOKERS,
    UPTOWN_ORDER,
    GameResult,
    check_dealer_rotation,
    deal_from_notation,
    decided,
    play_game,
    trick_winner,
)
from whistclub.domain.variants.bid_whist.presets import (
    PRESETS,
)
from whistclub.domain.variants.bid_whist.rules import (
    BOOKS_IN_DEAL,
    BOOKS_IN_PLAY,
    FAMILY,
    MAX_BID,
    BidWhistRules,
    Boston,
    DefendersScore,
    MadeScore,
    Mode,
    RevokeFewerThan3,
    SetScore,
    UptownDowntown,
)
from whistclub.domain.variants.bid_whist.scoring import (
    BidWhistDeal,
    DealScore,
    check_deal,
    count_books,
    score_deal,
)

__all__ = [
    "BOOKS_IN_DEAL",
    "BOOKS_IN_PLAY",
    "DOWNTOWN_ORDER",
    "FAMILY",
    "JOKERS",
    "MAX_BID",
    "PRESETS",
    "UPTOWN_ORDER",
    "AuctionWinner",
    "Bid",
    "BidWhistDeal",
    "BidWhistRules",
    "Boston",
    "DealScore",
    "DefendersScore",
    "GameResult",
    "MadeScore",
    "Mode",
    "RevokeFewerThan3",
    "SetScore",
    "UptownDowntown",
    "check_auction",
    "check_bid_number",
    "check_deal",
    "check_dealer_rotation",
    "count_books",
    "deal_from_notation",
    "decided",
    "parse_call",
    "play_game",
    "score_deal",
    "trick_winner",
]
