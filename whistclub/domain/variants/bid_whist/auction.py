"""Bids and the one-round Bid Whist auction (seed 004 §02-§03)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whistclub.domain.cards import Seat
from whistclub.domain.errors import DomainError
from whistclub.domain.variants.bid_whist.rules import MAX_BID, BidWhistRules, Mode, UptownDowntown


@dataclass(frozen=True, slots=True)
class Bid:
    number: int
    mode: Mode

    def __str__(self) -> str:
        return f"{self.number} {self.mode.value}"

    def beats(self, other: Bid, rules: BidWhistRules) -> bool:
        """A higher number wins; at the same number no trump beats a suit bid, and uptown and
        downtown cannot overcall each other (004 §03), unless the switch ranks downtown higher.
        """
        if self.number != other.number:
            return self.number > other.number
        return _mode_rank(self.mode, rules) > _mode_rank(other.mode, rules)


def _mode_rank(mode: Mode, rules: BidWhistRules) -> int:
    if mode is Mode.NO_TRUMP:
        return 2
    if mode is Mode.DOWNTOWN and rules.uptown_downtown is UptownDowntown.DOWNTOWN_HIGHER:
        return 1
    return 0


def parse_call(text: str, rules: BidWhistRules, where: str) -> Bid | None:
    """ "pass" -> None; "4 uptown", "5 downtown", "3 no_trump" -> a Bid within the limits."""
    words = text.split() if isinstance(text, str) else []
    if words == ["pass"]:
        return None
    modes = ", ".join(m.value for m in Mode)
    number = words[0] if words else ""
    # isascii: "²" and "٣" are digits to str.isdigit() and not numbers to int().
    named = {m.value for m in Mode}
    if len(words) != 2 or not (number.isascii() and number.isdigit()) or words[1] not in named:
        raise DomainError(
            "unknown_call",
            '{call!r} is not a call: write "pass" or a number and one of {modes}, e.g. "4 uptown"',
            where=where,
            call=text,
            modes=modes,
        )
    return Bid(check_bid_number(int(words[0]), rules, where), Mode(words[1]))


def check_bid_number(number: int, rules: BidWhistRules, where: str) -> int:
    if not rules.min_bid <= number <= MAX_BID:
        raise DomainError(
            "bid_out_of_range",
            "a bid is {low} to 7 books over six under these rules, not {number}",
            where=where,
            low=rules.min_bid,
            number=number,
        )
    return number


@dataclass(frozen=True, slots=True)
class AuctionWinner:
    seat: Seat
    bid: Bid


def check_auction(
    calls: Sequence[tuple[Seat, str]], dealer: Seat, rules: BidWhistRules
) -> AuctionWinner:
    """One round from the dealer's left, each player once; each bid beats the last; after
    three passes the dealer must bid (004 §02)."""
    best: AuctionWinner | None = None
    seat = dealer.next()
    for number, (speaker, text) in enumerate(calls, start=1):
        where = f"field auction, call {number}"
        if number > 4:
            raise DomainError(
                "auction_too_long",
                "the auction is one round: each of the four speaks once; remove the calls "
                "after the dealer's",
                where=where,
            )
        if speaker is not seat:
            raise DomainError(
                "out_of_turn",
                "it is {expected}'s turn to speak, not {speaker}'s (one round, starting left "
                "of the dealer {dealer})",
                where=where,
                expected=seat.value,
                speaker=speaker.value,
                dealer=dealer.value,
            )
        bid = parse_call(text, rules, where)
        if bid is None:
            if speaker is dealer and best is None and rules.dealer_must_bid:
                raise DomainError(
                    "dealer_must_bid",
                    "the other three passed, so the dealer {dealer} must bid",
                    where=where,
                    dealer=dealer.value,
                )
        elif best is not None and not bid.beats(best.bid, rules):
            if rules.uptown_downtown is UptownDowntown.DOWNTOWN_HIGHER:
                raise DomainError(
                    "bid_not_higher",
                    "{bid} does not beat {best} (at the same number no trump beats downtown, "
                    "and downtown beats uptown); bid higher or pass",
                    where=where,
                    bid=str(bid),
                    best=str(best.bid),
                )
            raise DomainError(
                "bid_not_higher",
                "{bid} does not beat {best} (at the same number only no trump beats a suit "
                "bid); bid higher or pass",
                where=where,
                bid=str(bid),
                best=str(best.bid),
            )
        else:
            best = AuctionWinner(speaker, bid)
        seat = seat.next()
    if len(calls) < 4:
        raise DomainError(
            "auction_unfinished",
            "the auction is not finished: {seat} has not spoken",
            where="field auction",
            seat=seat.value,
        )
    if best is None:  # only when the dealer may pass (dealer_must_bid off)
        raise DomainError(
            "all_passed",
            "all four passed, so nobody plays this deal: the cards are thrown in and dealt "
            "again; record the new deal instead",
            where="field auction",
        )
    return best
