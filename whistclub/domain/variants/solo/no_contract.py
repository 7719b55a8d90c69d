"""Solo deals without a contract: void (seed 002 §03), or by arrangement the all-pass games."""

from __future__ import annotations

from collections.abc import Sequence

from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.solo.auction import AuctionOutcome
from whistclub.domain.variants.solo.contracts import AllPass, SoloRules
from whistclub.domain.variants.solo.deals import DealResult, SoloDeal, full_table


def settle_no_contract(
    deal: SoloDeal,
    players: Sequence[str],
    active: Sequence[str],
    dealer: str,
    sitter: str | None,
    outcome: AuctionOutcome | None,
    rules: SoloRules,
    steps: list[Step],
) -> DealResult:
    """All passed, or a Prop went unaccepted and unraised: void (002 §03), or general misère."""
    if deal.declarers or deal.tricks is not None:
        raise DomainError(
            "facts_without_contract",
            "a deal without a contract has no declarers or tricks; give the contract or "
            "remove them",
            where="field contract",
        )
    if outcome is not None and outcome.kind == "contract":
        raise DomainError(
            "auction_won_but_no_contract",
            "the auction was won with {call} by {holders}; record that contract",
            where="field contract",
            call=outcome.call,
            holders=" and ".join(outcome.holders),
        )
    general = rules.all_pass is AllPass.GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH
    all_passed = outcome is not None and outcome.kind == "all_pass"
    if general and (all_passed or (outcome is None and deal.last_trick is not None)):
        return _general_misere(deal, players, active, dealer, sitter, rules, steps)
    if deal.last_trick is not None:
        raise DomainError(
            "last_trick_without_general_misere",
            "last_trick is recorded only for a general misère, which these rules do not play "
            "(or the auction shows a Prop); remove it",
            where="field last_trick",
        )
    if outcome is not None and outcome.kind == "prop_unaccepted":
        reason = "{proposer}'s Prop was not accepted and not raised: the deal is void, 0 to all."
        steps.append(step("solo.void_prop", reason, proposer=outcome.holders[0]))
    elif outcome is not None:
        steps.append(step("solo.void_all_pass", "All passed: the deal is void, 0 to all."))
    else:
        steps.append(step("solo.void", "No contract was played: the deal is void, 0 to all."))
    return DealResult(None, full_table(players, {}), tuple(steps), dealer, sitter)


def _general_misere(
    deal: SoloDeal,
    players: Sequence[str],
    active: Sequence[str],
    dealer: str,
    sitter: str | None,
    rules: SoloRules,
    steps: list[Step],
) -> DealResult:
    """HGM: all passed, played at no trumps; the 13th trick pays the solo stake to each."""
    loser = deal.last_trick
    if loser is None or loser not in active:
        raise DomainError(
            "missing_last_trick",
            "all passed, so a general misère was played: give last_trick, the player who "
            "took the 13th trick (one of {players})",
            where="field last_trick",
            players=", ".join(active),
        )
    others = [p for p in players if p in active and p != loser]
    stake = rules.solo_stake
    payments = {p: stake for p in others}
    payments[loser] = -stake * len(others)
    steps.append(
        step(
            "solo.general_misere",
            "All passed: general misère. {loser} took the last trick and pays {amount} (the "
            "Solo stake) to each of {others}.",
            loser=loser,
            amount=rules.amount(stake),
            others=", ".join(others),
        )
    )
    return DealResult(None, full_table(players, payments), tuple(steps), dealer, sitter, loser)
