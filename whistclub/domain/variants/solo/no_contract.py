"""Solo deals without a contract: void (seed 002 §03), or by arrangement the all-pass games."""

from __future__ import annotations

from collections.abc import Sequence

from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.solo.auction import AuctionOutcome
from whistclub.domain.variants.solo.contracts import TRICKS_IN_DEAL, AllPass, SoloRules
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
    most = rules.all_pass is AllPass.MOST_TRICKS_PAYS_SOLO_STAKE_TO_EACH
    all_passed = outcome is not None and outcome.kind == "all_pass"
    if general and (all_passed or (outcome is None and deal.last_trick is not None)):
        return _general_misere(deal, players, active, dealer, sitter, rules, steps)
    if most and (all_passed or (outcome is None and deal.tricks_each is not None)):
        return _most_tricks_pays(deal, players, active, dealer, sitter, rules, steps)
    if deal.tricks_each is not None:
        raise DomainError(
            "tricks_each_without_most_tricks",
            "tricks_each is recorded only when all passed and the most tricks pay (all_pass: "
            "most_tricks_pays_solo_stake_to_each), which these rules do not play (or the "
            "auction shows a Prop); remove it",
            where="field tricks_each",
        )
    if deal.last_trick is not None:
        raise DomainError(
            "last_trick_without_general_misere",
            "last_trick is recorded only for a general misère, which these rules do not play "
            "(or the auction shows a Prop); remove it",
            where="field last_trick",
        )
    if outcome is not None and outcome.kind == "prop_unaccepted" and outcome.declined:
        reason = (
            "{proposer}'s Prop was not accepted and {proposer} passed, declining to raise it: "
            "the deal is void, 0 to all."
        )
        steps.append(step("solo.void_prop_declined", reason, proposer=outcome.holders[0]))
    elif outcome is not None and outcome.kind == "prop_unaccepted":
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


def _most_tricks_pays(
    deal: SoloDeal,
    players: Sequence[str],
    active: Sequence[str],
    dealer: str,
    sitter: str | None,
    rules: SoloRules,
    steps: list[Step],
) -> DealResult:
    """BRIT-S: "If all the players pass, either there is a new deal, or by arrangement there
    is a general misère, when the player who takes the most tricks ... pays a single stake to
    each of the others." The single stake is the Solo stake (BRIT-S: Prop and Solo sixpence,
    the unit). Britannica does not say what happens when two or more take the most tricks:
    the app reads each of them as "the player who takes the most tricks", so each pays each
    of the others (a tie of two at 4 tricks: each of them -2 net, the other two +2)."""
    counts = _tricks_each(deal, players, active)
    most = max(counts.values())
    payers = [p for p in players if p in active and counts[p] == most]
    stake = rules.solo_stake
    payments = dict.fromkeys(active, 0)
    for payer in payers:
        for other in active:
            if other != payer:
                payments[payer] -= stake
                payments[other] += stake
    others = [p for p in players if p in active and p not in payers]
    if len(payers) == 1:
        steps.append(
            step(
                "solo.most_tricks",
                "All passed: the hands were played out. {payer} took the most tricks "
                "({most}) and pays {amount} (the Solo stake) to each of {others}.",
                payer=payers[0],
                most=most,
                amount=rules.amount(stake),
                others=", ".join(others),
            )
        )
    else:
        steps.append(
            step(
                "solo.most_tricks_tied",
                "All passed: the hands were played out. {payers} took the most tricks "
                "({most} each): each of them pays {amount} (the Solo stake) to each of the "
                "other players.",
                payers=" & ".join(payers),
                most=most,
                amount=rules.amount(stake),
            )
        )
    return DealResult(
        None,
        full_table(players, payments),
        tuple(steps),
        dealer,
        sitter,
        most_tricks=tuple(payers),
    )


def _tricks_each(deal: SoloDeal, players: Sequence[str], active: Sequence[str]) -> dict[str, int]:
    """The tricks each player took in an all-pass deal played out: the four at the table,
    each 0 to 13, 13 in all."""
    table = [p for p in players if p in active]
    given = dict(deal.tricks_each or ())
    if deal.tricks_each is None or set(given) != set(table) or len(given) != len(deal.tricks_each):
        raise DomainError(
            "missing_tricks_each",
            "all passed, so the hands were played out and the most tricks pay: give "
            "tricks_each, the tricks of each of {players}",
            where="field tricks_each",
            players=", ".join(table),
        )
    if any(not 0 <= n <= TRICKS_IN_DEAL for n in given.values()) or sum(given.values()) != 13:
        raise DomainError(
            "tricks_each_not_13",
            "the tricks of the four players must be whole numbers from 0 to 13 that add up to "
            "13, not {total}",
            where="field tricks_each",
            total=sum(given.values()),
        )
    return given
