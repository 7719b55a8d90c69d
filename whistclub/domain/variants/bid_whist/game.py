"""The Bid Whist game (seed 004 §07), the trick teaching aid (§04-§05) and the compact notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist.rules import BidWhistRules, Mode
from whistclub.domain.variants.bid_whist.scoring import BidWhistDeal, DealScore, score_deal

# ---------------------------------------------------------------------------------------------
# The game (004 §07)


@dataclass(frozen=True, slots=True)
class GameResult:
    deals: tuple[DealScore, ...]
    winner: Side | None
    loser: Side | None
    final_score: Mapping[Side, int]


def decided(score: Mapping[Side, int], rules: BidWhistRules) -> tuple[Side | None, Side | None]:
    """(winner, loser) once a side is at +target or more, or at lose_at or less (004 §07).

    When the game ends the other side is the loser (or winner). Only one side's score can
    reach a limit in a deal, so there is no tie; if both did, it would be refused.
    """
    won = [s for s in Side if score[s] >= rules.target]
    lost = [s for s in Side if score[s] <= rules.lose_at]
    if len(won) + len(lost) > 1 and not (won and lost and won[0] is lost[0].other):
        raise DomainError(
            "tie", "both sides reached the end of the game at once; the rules allow no tie"
        )
    if won:
        return won[0], won[0].other
    if lost:
        return lost[0].other, lost[0]
    return None, None


def play_game(
    start: Mapping[Side, int], deals: Sequence[BidWhistDeal], rules: BidWhistRules
) -> GameResult:
    """Score the deals in order; a deal after the game is decided is refused (rules-ref 3.3)."""
    if decided(start, rules) != (None, None):
        raise DomainError(
            "start_decided",
            "the starting score is already past {target} or {lose_at}: the game is over",
            where="field start",
            target=rules.target,
            lose_at=rules.lose_at,
        )
    score: Mapping[Side, int] = dict(start)
    results: list[DealScore] = []
    winner: Side | None = None
    loser: Side | None = None
    for number, deal in enumerate(deals, start=1):
        if winner is not None:
            raise DomainError(
                "game_over",
                "the game was decided at deal {last} ({winner} won); start a new game for "
                "this deal",
                where=f"deal {number}",
                last=number - 1,
                winner=winner.value,
            )
        check_dealer_rotation(deals, number)
        try:
            result = score_deal(deal, score, rules)
            winner, loser = decided(result.score, rules)
        except DomainError as error:
            raise error.located(f"deal {number}") from None
        results.append(result)
        score = result.score
    return GameResult(tuple(results), winner, loser, score)


def check_dealer_rotation(deals: Sequence[BidWhistDeal], number: int) -> None:
    """Deal `number` (from 1) names a dealer the rotation allows: the deal passes to the left
    after every deal (004 §01 "Sortea repartidor y rota a la izquierda", §07 "rota
    repartidor"). The last earlier deal that names its dealer fixes whose deal this one is;
    deals that name no dealer are not checked and still pass the deal on."""
    dealer = deals[number - 1].dealer
    if dealer is None:
        return
    before = next((n for n in range(number - 1, 0, -1) if deals[n - 1].dealer is not None), None)
    if before is None:
        return
    previous = deals[before - 1].dealer
    assert previous is not None
    expected = previous
    for _ in range(number - before):
        expected = expected.next()
    if dealer is not expected:
        raise DomainError(
            "dealer_out_of_turn",
            "{dealer} cannot deal deal {number}: the deal passes to the left after every deal, "
            "and {previous} dealt deal {before}, so it is {expected}'s deal; give {expected} "
            "(or leave the dealer out)",
            where=f"deal {number}, field dealer",
            dealer=dealer.value,
            number=number,
            previous=previous.value,
            before=before,
            expected=expected.value,
        )


# ---------------------------------------------------------------------------------------------
# Teaching aid: which card wins a trick (004 §04-§05)

UPTOWN_ORDER = "23456789TJQKA"  # 004 §04 "A–K–Q–J–10–9–8–7–6–5–4–3–2" (low to high here)
DOWNTOWN_ORDER = "KQJT98765432A"  # 004 §04 "A–2–3–...–K: el as sigue mayor" (low to high)
JOKERS = ("BJ", "LJ")  # big and little joker


def trick_winner(cards: Sequence[str], mode: Mode, trump: str | None = None) -> int:
    """Index of the winning card (004 §04-§05). Cards: "A♥", "10♠", "BJ", "LJ".

    With trumps the big then the little joker beat every trump; at no trump a joker never wins
    and the first non-joker card sets the suit to follow.
    """
    order = DOWNTOWN_ORDER if mode is Mode.DOWNTOWN else UPTOWN_ORDER
    led = next((c[-1] for c in cards if c not in JOKERS), None)

    def strength(card: str) -> tuple[int, int]:
        if card in JOKERS:
            if trump is None or mode is Mode.NO_TRUMP:
                return (-1, 0)
            return (3, 1 if card == "BJ" else 0)
        rank_text, suit = card[:-1].replace("10", "T").upper(), card[-1]
        if len(rank_text) != 1 or rank_text not in order or suit not in "♠♥♦♣":
            raise DomainError("bad_card", "{card!r} is not a card like A♥, 10♠ or BJ", card=card)
        if trump is not None and mode is not Mode.NO_TRUMP and suit == trump:
            return (2, order.index(rank_text))
        return (1 if suit == led else 0, order.index(rank_text))

    return max(range(len(cards)), key=lambda i: strength(cards[i]))


# ---------------------------------------------------------------------------------------------
# Compact notation for deals (tests, quick entry): "NS 4 downtown 9-3", "EW 5 no_trump 4-8 r:NS"
# (books are NS-EW, the 12 played; "r:" lists the revoking sides, comma-separated)


def deal_from_notation(text: str) -> BidWhistDeal:
    words = text.split()
    try:
        bidders, bid, mode, books = Side(words[0]), int(words[1]), Mode(words[2]), words[3]
        ns, ew = (int(n) for n in books.split("-"))
        revokes = tuple(Side(s) for s in words[4][2:].split(",")) if len(words) > 4 else ()
    except (IndexError, ValueError):
        raise DomainError(
            "bad_notation",
            "{text!r} is not a deal like 'NS 4 downtown 9-3' or 'EW 5 no_trump 4-8 r:NS'",
            text=text,
        ) from None
    return BidWhistDeal(bidders, bid, mode, {Side.NS: ns, Side.EW: ew}, revokes)
