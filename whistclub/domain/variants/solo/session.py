"""Solo sessions (seed 002 §05), the trick teaching aid (§04) and the compact deal notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whistclub.domain.errors import DomainError
from whistclub.domain.variants.solo.contracts import Contract, SoloRules
from whistclub.domain.variants.solo.deals import DealResult, SoloDeal
from whistclub.domain.variants.solo.settlement import settle_deal


@dataclass(frozen=True, slots=True)
class SessionResult:
    deals: tuple[DealResult, ...]
    balances: Mapping[str, int]
    ranking: tuple[tuple[str, ...], ...]


def check_players(players: Sequence[str], rules: SoloRules) -> None:
    count = len(players)
    if len(set(players)) != count or not all(isinstance(p, str) and p for p in players):
        raise DomainError(
            "bad_players", "give each player a different, non-empty name", where="field players"
        )
    if count == 5 and not rules.five_players_dealer_sits_out:
        raise DomainError(
            "five_players_off",
            "five players are listed but the dealer does not sit out under these rules; "
            'list four players, or set "five_players_dealer_sits_out": true',
            where="field players",
        )
    if count not in (4, 5):
        raise DomainError(
            "bad_player_count",
            "Solo Whist is for four players (five when the dealer sits out), not {count}",
            where="field players",
            count=count,
        )


def play_session(
    players: Sequence[str], first_dealer: str, deals: Sequence[SoloDeal], rules: SoloRules
) -> SessionResult:
    """Settle the deals in order; the deal passes to the left each time (002 §01 "Reparto a la
    izquierda", §03 "reparte el siguiente"), void deals included (002 §05)."""
    check_players(players, rules)
    _check_dealer(first_dealer, players, "field dealer")
    if len(deals) > rules.session_deals:
        raise DomainError(
            "session_full",
            "the session is {limit} deals (void deals count); deal {number} is one too many: "
            "start a new session",
            where=f"deal {rules.session_deals + 1}",
            limit=rules.session_deals,
            number=rules.session_deals + 1,
        )
    results: list[DealResult] = []
    dealer = first_dealer
    for number, deal in enumerate(deals, start=1):
        if deal.dealer is not None:
            _check_dealer(deal.dealer, players, f"deal {number}, field dealer")
            dealer = deal.dealer
        try:
            results.append(settle_deal(deal, players, dealer, rules))
        except DomainError as error:
            raise error.located(f"deal {number}") from None
        dealer = players[(list(players).index(dealer) + 1) % len(players)]
    balances = {p: sum(r.settlement[p] for r in results) for p in players}
    return SessionResult(tuple(results), balances, rank(balances))


def _check_dealer(dealer: str, players: Sequence[str], where: str) -> None:
    if dealer not in players:
        raise DomainError(
            "bad_dealer",
            "the dealer {dealer!r} is not one of the players ({players})",
            where=where,
            dealer=dealer,
            players=", ".join(players),
        )


def rank(balances: Mapping[str, int]) -> tuple[tuple[str, ...], ...]:
    """Highest balance first; tied players share a place (002 §05 "comparten puestos")."""
    levels = sorted(set(balances.values()), reverse=True)
    return tuple(tuple(p for p in balances if balances[p] == level) for level in levels)


# ---------------------------------------------------------------------------------------------
# Teaching aid: which card wins a trick (002 §04 and the seed's worked trick)

RANKS = "23456789TJQKA"


def trick_winner(cards: Sequence[str], trump: str | None) -> int:
    """Index of the winning card: highest trump, else highest card of the suit led (002 §04).

    Cards are written rank then suit: "K♠", "10♥", "2♥" (suits ♠ ♥ ♦ ♣).
    """
    parsed = [_parse_card(card) for card in cards]
    led = parsed[0][1]

    def strength(card: tuple[int, str]) -> tuple[int, int]:
        rank_, suit = card
        if trump is not None and suit == trump:
            return (2, rank_)
        return (1, rank_) if suit == led else (0, rank_)

    return max(range(len(parsed)), key=lambda i: strength(parsed[i]))


def _parse_card(card: str) -> tuple[int, str]:
    rank_text, suit = card[:-1].replace("10", "T").upper(), card[-1]
    if suit not in "♠♥♦♣" or len(rank_text) != 1 or rank_text not in RANKS:
        raise DomainError("bad_card", "{card!r} is not a card like K♠ or 10♥", card=card)
    return RANKS.index(rank_text), suit


# ---------------------------------------------------------------------------------------------
# Compact notation for deals (tests, quick entry): "solo B 4", "prop_cop A,C 8", "void",
# "misere D 1", "general_misere last C"


def deal_from_notation(text: str) -> SoloDeal:
    words = text.split()
    if words == ["void"]:
        return SoloDeal(None)
    if len(words) == 3 and words[:2] == ["general_misere", "last"]:
        return SoloDeal(None, last_trick=words[2])
    if len(words) == 3 and words[2].isdigit():
        try:
            contract = Contract(words[0])
        except ValueError:
            pass
        else:
            return SoloDeal(contract, tuple(words[1].split(",")), int(words[2]))
    raise DomainError(
        "bad_notation",
        "{text!r} is not a deal like 'solo B 4', 'prop_cop A,C 8', 'void' or "
        "'general_misere last C'",
        text=text,
    )
