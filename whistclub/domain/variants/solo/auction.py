"""The Solo auction (seed 002 §03 and FAQ), checked only when the table records it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from whistclub.domain.errors import DomainError
from whistclub.domain.variants.solo.contracts import Contract, PropUnaccepted, SoloRules

# Bidding order of the calls; "cop" makes Prop and Cop (002 §02 "Cop aceptando Prop").
CALL_RANK: Mapping[str, int] = MappingProxyType(
    {"prop": 0, "cop": 1} | {c.value: i + 1 for i, c in enumerate(Contract) if i > 0}
)
CALL_CONTRACT: Mapping[str, Contract] = MappingProxyType(
    {"cop": Contract.PROP_COP} | {c.value: c for c in Contract if c is not Contract.PROP_COP}
)


@dataclass(frozen=True, slots=True)
class AuctionOutcome:
    """How an auction ended: "contract", "prop_unaccepted" or "all_pass".

    `declined` is True when the record ends with the proposer of an unaccepted Prop passing:
    the proposer declined to raise it, so the deal is void (002 §03 "si no, se anula").
    """

    kind: str
    call: str = ""
    holders: tuple[str, ...] = ()
    declined: bool = False

    @property
    def contract(self) -> Contract | None:
        return CALL_CONTRACT.get(self.call) if self.kind == "contract" else None


@dataclass
class _AuctionState:
    """The running auction: who has passed, the best call so far and who holds it."""

    active: Sequence[str]
    passed: set[str] = field(default_factory=set)
    best: str | None = None
    holders: tuple[str, ...] = ()
    first_round_bids: int = 0
    late_cop_used: bool = False
    converted: bool = False
    declined: bool = False  # the proposer of the unaccepted Prop passed: no raise

    @property
    def eldest(self) -> str:
        return self.active[0]

    def late_cop_open(self, rules: SoloRules) -> bool:
        """002 §03: the eldest, having passed, may accept a Prop that was the only bid of the
        first round (and is still the best call)."""
        return (
            rules.eldest_may_cop_after_passing
            and not self.late_cop_used
            and not self.declined
            and self.eldest in self.passed
            and self.best == "prop"
            and self.first_round_bids == 1
            and self.holders[0] != self.eldest
        )

    def over(self) -> bool:
        """Everyone but the holders of the best call has passed (or all four passed)."""
        return all(p in self.passed or p in self.holders for p in self.active)


def check_auction(
    calls: Sequence[tuple[str, str]], active: Sequence[str], rules: SoloRules
) -> AuctionOutcome:
    """Check a recorded auction call by call (002 §03 and FAQ) and say how it ended.

    `active` are the four players clockwise from the eldest hand.
    """
    state = _AuctionState(active)
    previous: int | None = None  # index in `active` of the last speaker
    for number, (player, call) in enumerate(calls, start=1):
        where = f"field auction, call {number}"
        late_cop = player == state.eldest and state.late_cop_open(rules)
        if state.over() and not late_cop and _is_prop_conversion(state, player, call):
            _convert_prop(state, call, rules, where)
            continue
        if state.over() and _is_prop_declined(state, player, call):
            state.declined = True  # 002 §03: not raised, "se anula"; nothing may follow
            continue
        if state.over() and not late_cop:
            raise DomainError(
                "auction_already_over",
                "the auction was already over before this call ({player} {call}); remove it",
                where=where,
                player=player,
                call=call,
            )
        _check_turn(state, previous, player, call, rules, where)
        _apply_call(state, player, call, rules, where, first_round=number <= len(active))
        previous = active.index(player)
    if not state.over():
        waiting = [p for p in active if p not in state.passed and p not in state.holders]
        raise DomainError(
            "auction_unfinished",
            "the auction is not finished: {waiting} must still pass or bid",
            where="field auction",
            waiting=", ".join(waiting),
        )
    if state.best is None:
        return AuctionOutcome("all_pass")
    if state.best == "prop":
        return AuctionOutcome("prop_unaccepted", "prop", state.holders, state.declined)
    return AuctionOutcome("contract", state.best, state.holders)


def _is_prop_conversion(state: _AuctionState, player: str, call: str) -> bool:
    """After all pass, the proposer of an unaccepted Prop may call again to raise it."""
    return (
        state.best == "prop"
        and not state.converted
        and not state.declined
        and player == state.holders[0]
        and call != "pass"
    )


def _is_prop_declined(state: _AuctionState, player: str, call: str) -> bool:
    """After all pass, the proposer of an unaccepted Prop says "pass": declines to raise it.

    A table that records its auction writes the proposer's decision either way (issue 27
    item 1): [A prop, B pass, C pass, D pass, A pass] is A declining, a void deal (002 §03
    "puede convertirse en Solo o superior; si no, se anula"). Only the proposer, only once,
    and only while the Prop stands unaccepted; every other call after the end is refused.
    """
    return (
        state.best == "prop"
        and not state.converted
        and not state.declined
        and player == state.holders[0]
        and call == "pass"
    )


PROP_CHOICES = {
    PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID: "Solo or higher",
    PropUnaccepted.SOLO_ONLY_ELSE_VOID: "Solo only",
    PropUnaccepted.VOID: "nothing (the deal is void)",
}


def prop_may_become(contract: Contract | None, rules: SoloRules) -> bool:
    """What an unaccepted Prop may be raised to, per `prop_unaccepted` (rules-reference 2.3).

    Abundance in Trumps is excluded: it may only overcall an Abundance (002 §02).
    """
    if contract is None or contract not in rules.units:
        return False
    if rules.prop_unaccepted is PropUnaccepted.SOLO_ONLY_ELSE_VOID:
        return contract is Contract.SOLO
    if rules.prop_unaccepted is PropUnaccepted.VOID:
        return False
    return contract not in (Contract.PROP_COP, Contract.ABUNDANCE_IN_TRUMPS)


def _convert_prop(state: _AuctionState, call: str, rules: SoloRules, where: str) -> None:
    """002 §03 "Prop sin aceptación tras todos pasar puede convertirse en Solo o superior"."""
    if call == "cop":
        _check_cop(state, state.holders[0], where)  # refuses: nobody accepts their own Prop
    if not prop_may_become(CALL_CONTRACT.get(call), rules):
        raise DomainError(
            "bad_prop_conversion",
            "{player}'s Prop was not accepted; under these rules it may become {choices}, "
            "not {call}",
            where=where,
            player=state.holders[0],
            call=call,
            choices=PROP_CHOICES[rules.prop_unaccepted],
        )
    state.best, state.converted = call, True


def _check_turn(
    state: _AuctionState,
    previous: int | None,
    player: str,
    call: str,
    rules: SoloRules,
    where: str,
) -> None:
    """The eldest speaks first, then clockwise; a player who passed may not speak again."""
    if player not in state.active:
        raise DomainError(
            "not_in_auction",
            "{player} is not playing this deal; the players are: {players}",
            where=where,
            player=player,
            players=", ".join(state.active),
        )
    expected = state.eldest if previous is None else _next_speaker(state, previous)
    late_cop = player == state.eldest and state.late_cop_open(rules)
    if player == expected or (late_cop and _eldest_before(state, previous, expected)):
        if player in state.passed and not (late_cop and call == "cop"):
            raise DomainError(
                "passed_player_spoke",
                "{player} has passed and may not speak again (only the eldest hand may come "
                "back, to accept a Prop that was the only bid of the first round)",
                where=where,
                player=player,
            )
        return
    if player in state.passed:
        raise DomainError(
            "passed_player_spoke",
            "{player} has passed and may not speak again; passing is final",
            where=where,
            player=player,
        )
    raise DomainError(
        "out_of_turn",
        "it is {expected}'s turn to speak, not {player}'s"
        + (
            ": the eldest hand, left of the dealer, speaks first (the deal passes to the "
            "left after every deal; if someone else dealt, give this deal's dealer)"
            if previous is None
            else ""
        ),
        where=where,
        expected=expected,
        player=player,
    )


def _next_speaker(state: _AuctionState, previous: int) -> str:
    """The next player clockwise who has not passed."""
    count = len(state.active)
    for step_ in range(1, count + 1):
        candidate = state.active[(previous + step_) % count]
        if candidate not in state.passed:
            return candidate
    return state.eldest  # everyone passed: only a late cop by the eldest can follow


def _eldest_before(state: _AuctionState, previous: int | None, expected: str) -> bool:
    """Does the turn pass the eldest's seat before reaching `expected`?"""
    if previous is None:
        return True
    count = len(state.active)
    expected_at = state.active.index(expected)
    distance_to_expected = (expected_at - previous) % count or count
    distance_to_eldest = (0 - previous) % count or count
    return distance_to_eldest <= distance_to_expected


def _apply_call(
    state: _AuctionState,
    player: str,
    call: str,
    rules: SoloRules,
    where: str,
    *,
    first_round: bool,
) -> None:
    if call == "pass":
        state.passed.add(player)
        return
    if call not in CALL_RANK:
        raise DomainError(
            "unknown_call",
            "{call!r} is not a call; the calls are: pass, {calls}",
            where=where,
            call=call,
            calls=", ".join(CALL_RANK),
        )
    contract = CALL_CONTRACT.get(call)
    if contract is not None and contract not in rules.units:
        raise DomainError(
            "contract_not_played",
            "{call} is not played under these rules",
            where=where,
            call=call,
        )
    if call == "cop":
        _check_cop(state, player, where)
        state.late_cop_used = state.late_cop_used or player in state.passed
        state.passed.discard(player)
        state.best, state.holders = "cop", (state.holders[0], player)
        return
    if call == "abundance_in_trumps" and state.best != "abundance":
        raise DomainError(
            "abundance_in_trumps_alone",
            "Abundance in Trumps may only overcall an Abundance",
            where=where,
        )
    if state.best is not None and CALL_RANK[call] <= CALL_RANK[state.best]:
        raise DomainError(
            "bid_not_higher",
            "{call} does not beat {best}; bid higher or pass",
            where=where,
            call=call,
            best=state.best,
        )
    state.best, state.holders = call, (player,)
    if first_round:
        state.first_round_bids += 1


def _check_cop(state: _AuctionState, player: str, where: str) -> None:
    """Cop only accepts another player's standing Prop (002 §03 and FAQ)."""
    if state.best != "prop":
        raise DomainError(
            "cop_without_prop",
            "Cop accepts a Prop, but the best call now is {best}; bid higher or pass",
            where=where,
            best=state.best or "nothing",
        )
    if state.holders[0] == player:
        raise DomainError(
            "own_prop_accepted",
            "{player} cannot accept their own Prop: Cop must come from another player",
            where=where,
            player=player,
        )
