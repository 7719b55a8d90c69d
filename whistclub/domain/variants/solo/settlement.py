"""Settling a Solo deal with a contract (seed 002 §05): each opponent pays the declarer, or
each Prop/Cop partner settles with one defender; every deal sums to zero.
"""

from __future__ import annotations

from collections.abc import Sequence

from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.solo.auction import (
    PROP_CHOICES,
    AuctionOutcome,
    check_auction,
    prop_may_become,
)
from whistclub.domain.variants.solo.contracts import (
    TRICKS_IN_DEAL,
    Contract,
    OverUnder,
    PropUnaccepted,
    SoloRules,
)
from whistclub.domain.variants.solo.deals import DealResult, SoloDeal, full_table, seating
from whistclub.domain.variants.solo.no_contract import settle_no_contract


def settle_deal(
    deal: SoloDeal, players: Sequence[str], dealer: str, rules: SoloRules
) -> DealResult:
    """Settle one deal per 002 §05; refusals name the field (the session adds the deal)."""
    active, sitter = seating(players, dealer)
    steps: list[Step] = []
    if sitter is not None:
        steps.append(
            step(
                "solo.sits_out",
                "{player} deals and sits out: neither pays nor receives.",
                player=sitter,
            )
        )
    outcome = check_auction(deal.auction, active, rules) if deal.auction is not None else None
    if deal.contract is None:
        return settle_no_contract(deal, players, active, dealer, sitter, outcome, rules, steps)
    _check_contract_facts(deal, active, rules)
    if outcome is not None:
        _check_auction_agrees(deal, outcome, rules)
    assert deal.tricks is not None  # checked above
    at_table = [p for p in players if p in active]  # explanations name players in table order
    payments, made = _contract_payments(
        deal.contract, deal.declarers, deal.tricks, at_table, rules, steps
    )
    return DealResult(made, full_table(players, payments), tuple(steps), dealer, sitter)


def _check_contract_facts(deal: SoloDeal, active: Sequence[str], rules: SoloRules) -> None:
    contract = deal.contract
    assert contract is not None
    if contract not in rules.units:
        played = ", ".join(c.value for c in rules.units)
        raise DomainError(
            "contract_not_played",
            "{contract} is not played under these rules; the contracts are: {played}",
            where="field contract",
            contract=contract.value,
            played=played,
        )
    if len(deal.declarers) != contract.declarer_count:
        raise DomainError(
            "wrong_declarer_count",
            "{contract} has {count} declarer(s), not {given}; list "
            + (
                "the proposer and the player who accepted"
                if contract is Contract.PROP_COP
                else "the one player who declared"
            ),
            where="field declarers",
            contract=contract.title,
            count=contract.declarer_count,
            given=len(deal.declarers),
        )
    if len(set(deal.declarers)) != len(deal.declarers):
        raise DomainError(
            "own_prop_accepted",
            "nobody may accept their own Prop: name two different players",
            where="field declarers",
        )
    for player in deal.declarers:
        if player not in active:
            raise DomainError(
                "declarer_not_playing",
                "{player} is not playing this deal; the players are: {players}",
                where="field declarers",
                player=player,
                players=", ".join(active),
            )
    if deal.tricks is None or not 0 <= deal.tricks <= TRICKS_IN_DEAL:
        raise DomainError(
            "bad_tricks",
            "give the tricks of the declaring side, a whole number from 0 to 13",
            where="field tricks",
        )
    if deal.last_trick is not None:
        raise DomainError(
            "last_trick_without_general_misere",
            "last_trick is recorded only for a general misère (a deal everybody passed); remove it",
            where="field last_trick",
        )
    if deal.tricks_each is not None:
        raise DomainError(
            "tricks_each_with_contract",
            "tricks_each is recorded only for a deal everybody passed, played out when the most "
            "tricks pay; a deal with a contract gives the declaring side's tricks; remove it",
            where="field tricks_each",
        )


def _contract_payments(
    contract: Contract,
    declarers: Sequence[str],
    tricks: int,
    active: Sequence[str],
    rules: SoloRules,
    steps: list[Step],
) -> tuple[dict[str, int], bool]:
    """Each opponent settles with the declarer, or each partner with one defender (002 §05)."""
    made = contract.is_made(tricks)
    per_player = rules.units[contract] + _extra_per_player(contract, tricks, made, rules, steps)
    defenders = [p for p in active if p not in declarers]
    sign = 1 if made else -1
    payments: dict[str, int] = {}
    if contract is Contract.PROP_COP:
        for player in declarers:
            payments[player] = sign * per_player
        for player in defenders:
            payments[player] = -sign * per_player
        template = (
            "{partners} made Prop and Cop with {tricks} tricks (needed 8): each of them "
            "receives {amount} from one of {defenders}."
            if made
            else "{partners} failed Prop and Cop with {tricks} tricks (needed 8): each of them "
            "pays {amount} to one of {defenders}."
        )
        template = _one_trick(template, tricks)
        steps.append(
            step(
                "solo.prop_cop_made" if made else "solo.prop_cop_failed",
                template,
                partners=" and ".join(declarers),
                tricks=tricks,
                amount=rules.amount(per_player),
                defenders=", ".join(defenders),
            )
        )
        return payments, made
    declarer = declarers[0]
    payments[declarer] = sign * per_player * len(defenders)
    for player in defenders:
        payments[player] = -sign * per_player
    steps.append(
        step(
            "solo.made" if made else "solo.failed",
            _one_trick(
                "{declarer} made {contract} with {tricks} tricks: receives {amount} from each "
                "of {defenders} ({total} in all)."
                if made
                else "{declarer} failed {contract} with {tricks} tricks: pays {amount} to each "
                "of {defenders} ({total} in all).",
                tricks,
            ),
            declarer=declarer,
            contract=contract.title,
            tricks=tricks,
            amount=rules.amount(per_player),
            defenders=", ".join(defenders),
            total=per_player * len(defenders),
        )
    )
    return payments, made


def _one_trick(template: str, tricks: int) -> str:
    """ "with 1 trick", not "with 1 tricks" (a failed Misère, a Solo that took one)."""
    return template.replace("{tricks} tricks", "{tricks} trick") if tricks == 1 else template


def _extra_per_player(
    contract: Contract, tricks: int, made: bool, rules: SoloRules, steps: list[Step]
) -> int:
    """Over- and under-trick payments per opponent (FOSTER-S, HGM); none in the seed."""
    if rules.over_under is OverUnder.NONE or contract not in rules.over_under_contracts:
        return 0
    needed = contract.tricks_needed
    count = tricks - needed if made else needed - tricks
    if count == 0:
        return 0
    value = rules.over_under_value
    doubled = (
        made
        and contract is Contract.PROP_COP
        and tricks == TRICKS_IN_DEAL
        and rules.prop_slam_doubles_overtricks
    )
    if doubled:
        value *= 2  # HGM: a Prop and Cop slam doubles the overtricks (6d + 5 x 2d = 16d)
    steps.append(
        step(
            "solo.over_under",
            ("1 trick" if count == 1 else "{count} tricks")
            + " {direction} the {needed} needed, {value} each{slam}: {extra} more per player.",
            count=count,
            direction="over" if made else "under",
            needed=needed,
            value=rules.amount(value),
            slam=" (doubled for a Prop and Cop slam)" if doubled else "",
            extra=rules.amount(count * value),
        )
    )
    return count * value


def _check_auction_agrees(deal: SoloDeal, outcome: AuctionOutcome, rules: SoloRules) -> None:
    """The recorded contract must be the one the auction produced."""
    contract = deal.contract
    assert contract is not None
    if outcome.kind == "all_pass":
        raise DomainError(
            "contract_after_all_pass",
            "the auction shows all passed, so no contract was played; set contract to null",
            where="field contract",
        )
    if outcome.kind == "prop_unaccepted" and outcome.declined:
        raise DomainError(
            "contract_after_declined_prop",
            "the auction ends with {proposer} passing: the unaccepted Prop was not raised, so "
            "the deal is void; set contract to null",
            where="field contract",
            proposer=outcome.holders[0],
        )
    if outcome.kind == "prop_unaccepted":
        _check_prop_conversion(contract, deal.declarers, outcome.holders[0], rules)
        return
    if outcome.contract is not contract or set(outcome.holders) != set(deal.declarers):
        raise DomainError(
            "auction_disagrees",
            "the auction was won with {call} by {holders}, but the deal records {contract} by "
            "{declarers}",
            where="field contract",
            call=outcome.call,
            holders=" and ".join(outcome.holders),
            contract=contract.value,
            declarers=" and ".join(deal.declarers),
        )


def _check_prop_conversion(
    contract: Contract, declarers: Sequence[str], proposer: str, rules: SoloRules
) -> None:
    """An unaccepted Prop may become Solo or higher by the proposer (002 §03), per the switch."""
    if not prop_may_become(contract, rules) or tuple(declarers) != (proposer,):
        if rules.prop_unaccepted is PropUnaccepted.VOID:
            raise DomainError(
                "bad_prop_conversion",
                "{proposer}'s Prop was not accepted, and under these rules the deal is then "
                "void: set contract to null",
                where="field contract",
                proposer=proposer,
            )
        raise DomainError(
            "bad_prop_conversion",
            "{proposer}'s Prop was not accepted; under these rules the proposer may convert it "
            "to {allowed} (set contract and declarers to {proposer}) or the deal is void "
            "(contract null)",
            where="field contract",
            proposer=proposer,
            allowed=PROP_CHOICES[rules.prop_unaccepted],
        )
