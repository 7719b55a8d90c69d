"""One Bid Whist deal: its facts, the books of each side and its score (seed 004 §06)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from whistclub.domain.cards import Seat, Side, Suit
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.bid_whist.auction import Bid, check_auction, check_bid_number
from whistclub.domain.variants.bid_whist.rules import (
    BOOKS_IN_PLAY,
    BidWhistRules,
    Boston,
    DefendersScore,
    MadeScore,
    Mode,
)


@dataclass(frozen=True, slots=True)
class BidWhistDeal:
    """The facts of one deal: `books` are the 12 books played (the kitty book is added)."""

    bidders: Side
    bid: int
    mode: Mode
    books: Mapping[Side, int]
    revokes: tuple[Side, ...] = ()
    trump: Suit | None = None
    dealer: Seat | None = None
    auction: tuple[tuple[Seat, str], ...] | None = None


@dataclass(frozen=True, slots=True)
class DealScore:
    bidder_books: int
    made: bool
    delta: Mapping[Side, int]
    score: Mapping[Side, int]
    steps: tuple[Step, ...]


def check_deal(deal: BidWhistDeal, rules: BidWhistRules) -> None:
    """Refuse facts the rules forbid; the game adds which deal."""
    check_bid_number(deal.bid, rules, "field bid")
    if set(deal.books) != set(Side):
        raise DomainError(
            "bad_books", "give the books of both sides, NS and EW", where="field books"
        )
    if any(n < 0 for n in deal.books.values()):
        raise DomainError(
            "negative_books", "a side cannot take fewer than 0 books", where="field books"
        )
    if sum(deal.books.values()) != BOOKS_IN_PLAY:
        raise DomainError(
            "books_not_12",
            "the books played must total 12 (the kitty book is added by the app), not {total}",
            where="field books",
            total=sum(deal.books.values()),
        )
    if deal.mode is Mode.NO_TRUMP and deal.trump is not None:
        raise DomainError(
            "trump_at_no_trump",
            "a no-trump bid has no trump suit; remove trump",
            where="field trump",
        )
    if deal.auction is not None:
        if deal.dealer is None:
            raise DomainError(
                "auction_without_dealer",
                "give the dealer (N, E, S or W) so the auction can be checked",
                where="field dealer",
            )
        winner = check_auction(deal.auction, deal.dealer, rules)
        if (winner.seat.side, winner.bid) != (deal.bidders, Bid(deal.bid, deal.mode)):
            raise DomainError(
                "auction_disagrees",
                "the auction was won by {seat} ({side}) with {won}, but the deal records "
                "{bidders} bidding {bid}",
                where="field auction",
                seat=winner.seat.value,
                side=winner.seat.side.value,
                won=str(winner.bid),
                bidders=deal.bidders.value,
                bid=str(Bid(deal.bid, deal.mode)),
            )


def count_books(deal: BidWhistDeal, rules: BidWhistRules, steps: list[Step]) -> dict[Side, int]:
    """The books of each side: the kitty book to the bidders (004 §03), then each revoke
    transfers 3 books from the offender, or all 13 when it has fewer than 3 (004 §06; all
    12 when the kitty counts for nobody)."""
    books = dict(deal.books)
    books[deal.bidders] += rules.kitty_books
    if rules.kitty_books:
        steps.append(
            step(
                "bid_whist.kitty",
                "{bidders} took 1 book in play plus the kitty book: {total}."
                if deal.books[deal.bidders] == 1
                else "{bidders} took {played} books in play plus the kitty book: {total}.",
                bidders=deal.bidders.value,
                played=deal.books[deal.bidders],
                total=books[deal.bidders],
            )
        )
    for offender in deal.revokes:
        claimants = offender.other
        if books[offender] < rules.revoke_transfer_books:
            books[claimants], books[offender] = rules.books_in_deal, 0
            steps.append(
                step(
                    "bid_whist.revoke_all",
                    "{offender} revoked with fewer than {count} books: all {all} go to "
                    "{claimants}.",
                    offender=offender.value,
                    count=rules.revoke_transfer_books,
                    all=rules.books_in_deal,
                    claimants=claimants.value,
                )
            )
        else:
            books[offender] -= rules.revoke_transfer_books
            books[claimants] += rules.revoke_transfer_books
            steps.append(
                step(
                    "bid_whist.revoke",
                    "{offender} revoked: {count} books pass to {claimants} ({theirs} to {ours}).",
                    offender=offender.value,
                    count=rules.revoke_transfer_books,
                    claimants=claimants.value,
                    theirs=books[claimants],
                    ours=books[offender],
                )
            )
    return books


def score_deal(deal: BidWhistDeal, before: Mapping[Side, int], rules: BidWhistRules) -> DealScore:
    """Score one deal (004 §06): only the bidders' score moves unless defenders score."""
    check_deal(deal, rules)
    steps: list[Step] = []
    books = count_books(deal, rules, steps)
    bidders, defenders = deal.bidders, deal.bidders.other
    have = books[bidders]
    need = deal.bid + 6  # 004 §03 "una puja de 4 exige 10 de los 13 libros"
    made = have >= need
    delta = {Side.NS: 0, Side.EW: 0}
    multiplier = rules.no_trump_multiplier if deal.mode is Mode.NO_TRUMP else 1
    if made:
        delta[bidders] = _made_points(deal, have, multiplier, before[bidders], rules, steps)
    else:
        delta[bidders] = -deal.bid * multiplier
        steps.append(
            step(
                "bid_whist.set",
                "{bidders} bid {bid} ({mode}), needed {need} books and took {have}: set, "
                "{points} (the bid{times}, no credit for books).",
                bidders=bidders.value,
                bid=deal.bid,
                mode=deal.mode.title,
                need=need,
                have=have,
                points=delta[bidders],
                times=f" x {multiplier} at no trump" if multiplier != 1 else "",
            )
        )
    delta[defenders] = _defenders_points(books[defenders], defenders, rules, steps)
    score = {side: before[side] + delta[side] for side in Side}
    return DealScore(have, made, MappingProxyType(delta), MappingProxyType(score), tuple(steps))


def _made_points(
    deal: BidWhistDeal,
    have: int,
    multiplier: int,
    standing: int,
    rules: BidWhistRules,
    steps: list[Step],
) -> int:
    """Books over six (004 §06) or the bid only (PARLETT), Boston rule, no-trump multiplier."""
    base = have - 6 if rules.made_score is MadeScore.BOOKS_OVER_SIX else deal.bid
    what = "books over six" if rules.made_score is MadeScore.BOOKS_OVER_SIX else "the bid"
    boston = have == rules.books_in_deal  # every book of the deal
    factor = multiplier * (4 if boston and rules.boston is Boston.TIMES_4 else 1)
    points = base * factor
    steps.append(
        step(
            "bid_whist.made",
            "{bidders} bid {bid} ({mode}), needed {need} books and took {have}: made, "
            "{base} ({what}){times} = +{points}.",
            bidders=deal.bidders.value,
            bid=deal.bid,
            mode=deal.mode.title,
            need=deal.bid + 6,
            have=have,
            base=base,
            what=what,
            times=_times_text(multiplier, boston and rules.boston is Boston.TIMES_4),
            points=points,
        )
    )
    if boston and rules.boston is Boston.WINS_GAME and standing + points < rules.target:
        points = rules.target - standing
        steps.append(
            step(
                "bid_whist.boston_wins",
                "All {all} books (a Boston) wins the game under these rules: {bidders} go to "
                "{target}.",
                all=rules.books_in_deal,
                bidders=deal.bidders.value,
                target=rules.target,
            )
        )
    return points


def _times_text(no_trump: int, boston_times_4: bool) -> str:
    parts = []
    if no_trump != 1:
        parts.append(f" x {no_trump} at no trump")
    if boston_times_4:
        parts.append(" x 4 for a Boston")
    return "".join(parts)


def _defenders_points(books: int, defenders: Side, rules: BidWhistRules, steps: list[Step]) -> int:
    if rules.defenders_score is DefendersScore.NONE:
        return 0
    if books < 7:
        return 0
    points = books - 6
    steps.append(
        step(
            "bid_whist.defenders",
            "The defenders {defenders} took {books} books: +{points} (one per book over six).",
            defenders=defenders.value,
            books=books,
            points=points,
        )
    )
    return points
