"""Bid Whist (54 cards, the "Pagat profile" of seed 004): partnerships, one bid per deal.

The rules follow ../shared/rules-reference.md section 3: seed 004 first ("004 §06" is its
section 06, "Puntuación"), then BG-BW, and PARLETT for the alternatives a club may choose.
Every switch of section 3 is a field of BidWhistRules, spelt as there; each preset names its
source. The app records the bid, the 12 books played and any revokes; it adds the kitty book.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType

from whistclub.domain.cards import Seat, Side, Suit
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.profiles import Preset

FAMILY = "bid_whist"

BOOKS_IN_PLAY = 12  # 004 §03 "se juegan los otros 12"
BOOKS_IN_DEAL = 13  # 004 §06 "12 libros jugados y kitty: 13 en total"
MAX_BID = 7  # 004 §03 "Puja de 3 a 7 libros sobre 6"


class Mode(Enum):
    """The kind of a bid (004 §03 "Indica uptown, downtown o sin triunfo")."""

    UPTOWN = "uptown"
    DOWNTOWN = "downtown"
    NO_TRUMP = "no_trump"

    @property
    def title(self) -> str:
        return {"uptown": "uptown", "downtown": "downtown", "no_trump": "no trump"}[self.value]


class UptownDowntown(Enum):
    """Uptown against downtown at the same number (rules-reference 3.1, disputed #18)."""

    EQUAL = "equal"  # 004 §03 "uptown y downtown empatan y no se superan"
    DOWNTOWN_HIGHER = "downtown_higher"  # MS-BW: No > Low > High


class MadeScore(Enum):
    BOOKS_OVER_SIX = "books_over_six"  # 004 §06 "suma libros reales sobre 6, no solo la puja"
    BID_ONLY = "bid_only"  # PARLETT and many tables


class SetScore(Enum):
    MINUS_BID = "minus_bid"  # 004 §06 "Si falla, resta la puja sin crédito por bazas"


class DefendersScore(Enum):
    NONE = "none"  # 004 §06 "Los defensores siempre suman 0"
    # PARLETT (paraphrased): the opponents score 1 per book over six when they take 7 or more
    BOOKS_OVER_SIX_WHEN_SEVEN_PLUS = "books_over_six_when_seven_plus"


class Boston(Enum):
    """All 13 books to the bidders (rules-reference 3.2, disputed #17)."""

    NO_SPECIAL_RULE = "no_special_rule"  # seed silent: scores like any other made bid
    TIMES_4 = "times_4"  # PARLETT: the made score is multiplied by 4
    WINS_GAME = "wins_game"  # a house rule: a Boston wins the game outright


class RevokeFewerThan3(Enum):
    # 004 §06 "con menos de 3, atribuye los 13 al rival"
    ALL_13_TO_OPPONENTS = "all_13_to_opponents"


@dataclass(frozen=True, slots=True)
class BidWhistRules:
    """Every switch of rules-reference section 3; defaults are those of bid_whist_004."""

    min_bid: int = 3  # 004 §03 "de 3 a 7"; §08 "Mínimo 4 ... requieren acuerdo aparte"
    target: int = 7  # 004 §07 "+7 o más gana"
    lose_at: int = -7  # 004 §07 "−7 o menos pierde"
    dealer_must_bid: bool = True  # 004 §02 "Tras tres pases el repartidor debe pujar"
    uptown_downtown: UptownDowntown = UptownDowntown.EQUAL
    kitty_books: int = 1  # 004 §03 "El descarte ya cuenta un libro de pareja"
    made_score: MadeScore = MadeScore.BOOKS_OVER_SIX
    set_score: SetScore = SetScore.MINUS_BID
    no_trump_multiplier: int = 2  # 004 §06 "Sin triunfo duplica ambos resultados"
    defenders_score: DefendersScore = DefendersScore.NONE
    boston: Boston = Boston.NO_SPECIAL_RULE
    revoke_transfer_books: int = 3  # 004 §06 "transfiere 3 libros del infractor"
    revoke_offender_fewer_than_3: RevokeFewerThan3 = RevokeFewerThan3.ALL_13_TO_OPPONENTS

    def check(self) -> None:
        """Refuse settings that have no meaning, naming the switch."""
        if not 1 <= self.min_bid <= MAX_BID:
            _refuse_switch("min_bid", "the lowest bid must be from 1 to 7")
        if self.target < 1:
            _refuse_switch("target", "the target must be at least 1")
        if self.lose_at > -1:
            _refuse_switch("lose_at", "the losing score must be -1 or lower")
        if self.no_trump_multiplier < 1:
            _refuse_switch("no_trump_multiplier", "the no-trump multiplier must be at least 1")
        if self.kitty_books not in (0, 1):
            _refuse_switch("kitty_books", "the kitty counts as 0 or 1 book")
        if self.revoke_transfer_books < 0:
            _refuse_switch("revoke_transfer_books", "a revoke cannot transfer fewer than 0")


def _refuse_switch(switch: str, text: str) -> None:
    raise DomainError("bad_switch_value", text, where=f"rules, field {switch}")


# ---------------------------------------------------------------------------------------------
# Bids and the auction (004 §02-§03)


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
    if len(words) != 2 or not words[0].isdigit() or words[1] not in {m.value for m in Mode}:
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
    if best is None:
        raise DomainError(
            "all_passed",
            "all four passed; with these rules the dealer must bid",
            where="field auction",
        )
    return best


# ---------------------------------------------------------------------------------------------
# Deals and scoring (004 §06)


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
    transfers 3 books from the offender, or all 13 when it has fewer than 3 (004 §06)."""
    books = dict(deal.books)
    books[deal.bidders] += rules.kitty_books
    if rules.kitty_books:
        steps.append(
            step(
                "bid_whist.kitty",
                "{bidders} took {played} books in play plus the kitty book: {total}.",
                bidders=deal.bidders.value,
                played=deal.books[deal.bidders],
                total=books[deal.bidders],
            )
        )
    for offender in deal.revokes:
        claimants = offender.other
        if books[offender] < rules.revoke_transfer_books:
            books[claimants], books[offender] = BOOKS_IN_DEAL, 0
            steps.append(
                step(
                    "bid_whist.revoke_all",
                    "{offender} revoked with fewer than {count} books: all 13 go to {claimants}.",
                    offender=offender.value,
                    count=rules.revoke_transfer_books,
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
    boston = have == BOOKS_IN_DEAL
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
                "All 13 books (a Boston) wins the game under these rules: {bidders} go to "
                "{target}.",
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
        try:
            result = score_deal(deal, score, rules)
            winner, loser = decided(result.score, rules)
        except DomainError as error:
            raise error.located(f"deal {number}") from None
        results.append(result)
        score = result.score
    return GameResult(tuple(results), winner, loser, score)


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


# ---------------------------------------------------------------------------------------------
# Presets (rules-reference 3.4)

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
