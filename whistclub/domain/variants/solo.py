"""Solo Whist: four players scored one by one, a new contract every deal.

The rules follow ../shared/rules-reference.md section 2: seed 002 first ("002 §02" is its
section 02, "Escala de contratos", and so on), then the classic texts it names where the seed
is silent or a club plays otherwise (FOSTER-S, HGM, BRIT-S, WIKI-S, POKERTJ). Every switch of
section 2 is a field of SoloRules, spelt as there; each preset names its source.

The app records facts (contract, declarers, tricks of the declaring side, optionally the
auction) and settles them: every deal sums to zero, a session is 8 deals by default.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType

from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.profiles import Preset

FAMILY = "solo"

TRICKS_IN_DEAL = 13


class Contract(Enum):
    """The contracts, in bidding order (002 §02 "Orden: Prop, Cop aceptando Prop, Solo ...")."""

    PROP_COP = "prop_cop"
    SOLO = "solo"
    MISERE = "misere"
    ABUNDANCE = "abundance"
    ABUNDANCE_IN_TRUMPS = "abundance_in_trumps"
    MISERE_OUVERTE = "misere_ouverte"
    ABUNDANCE_DECLARED = "abundance_declared"

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def is_misere(self) -> bool:
        """Misère and Misère Ouverte are made by taking no trick at all (002 §02)."""
        return self in (Contract.MISERE, Contract.MISERE_OUVERTE)

    @property
    def declarer_count(self) -> int:
        """Prop+Cop is the only contract of two partners (002 §02)."""
        return 2 if self is Contract.PROP_COP else 1

    @property
    def tricks_needed(self) -> int:
        """Tricks the declaring side needs; for the misères, the most it may take (002 §02)."""
        return _TRICKS_NEEDED[self]

    def is_made(self, tricks: int) -> bool:
        if self.is_misere:
            return tricks == 0
        return tricks >= self.tricks_needed


_TITLES = {
    Contract.PROP_COP: "Prop and Cop",
    Contract.SOLO: "Solo",
    Contract.MISERE: "Misère",
    Contract.ABUNDANCE: "Abundance",
    Contract.ABUNDANCE_IN_TRUMPS: "Abundance in Trumps",
    Contract.MISERE_OUVERTE: "Misère Ouverte",
    Contract.ABUNDANCE_DECLARED: "Abundance Declared",
}

# 002 §02: Prop+Cop "al menos 8", Solo "al menos 5", Misère "ninguna", Abundance "al menos 9",
# Abundance in Trumps "al menos 9", Misère Ouverte "ninguna", Abundance Declared "las 13".
_TRICKS_NEEDED = {
    Contract.PROP_COP: 8,
    Contract.SOLO: 5,
    Contract.MISERE: 0,
    Contract.ABUNDANCE: 9,
    Contract.ABUNDANCE_IN_TRUMPS: 9,
    Contract.MISERE_OUVERTE: 0,
    Contract.ABUNDANCE_DECLARED: 13,
}


class OverUnder(Enum):
    """Payments for tricks over or under the contract (rules-reference 2.2)."""

    NONE = "none"  # 002 §05 "Sin premios por exceso ni penalizaciones extra por defecto"
    PER_TRICK = "per_trick"  # FOSTER-S, HGM: a fixed amount per trick over or under


class PropUnaccepted(Enum):
    """What becomes of a Prop nobody accepted (rules-reference 2.3, disputed #13)."""

    # 002 §03 "Prop sin aceptación ... puede convertirse en Solo o superior; si no, se anula"
    MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID = "may_convert_to_solo_or_higher_else_void"
    SOLO_ONLY_ELSE_VOID = "solo_only_else_void"  # FOSTER-S: amended to Solo only
    VOID = "void"  # WIKI-S: the hand is thrown in


class AllPass(Enum):
    """What happens when all four pass (rules-reference 2.3, disputed #12)."""

    VOID_ZERO = "void_zero"  # 002 §03 "Todos pasar también da cero"; HGM; WIKI-S
    # HGM: a general misère at no trumps; whoever takes the 13th trick pays the solo stake
    GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH = (
        "general_misere_last_trick_pays_solo_stake_to_each"
    )


class AbundanceDeclaredTrump(Enum):
    NONE = "none"  # 002 §03 "Abundance Declared sigue sin triunfo en este perfil"
    DECLARER_NAMES = "declarer_names"  # FOSTER-S, POKERTJ


class SessionTies(Enum):
    SHARE_PLACE = "share_place"  # 002 §05 "empatados comparten puestos"


def _units(*values: int) -> Mapping[Contract, int]:
    return MappingProxyType(dict(zip(Contract, values, strict=False)))


# 002 §02 units: Prop+Cop 1, Solo 1, Misère 2, Abundance 3, in Trumps 3, Ouverte 4, Declared 6.
_SEED_UNITS = _units(1, 1, 2, 3, 3, 4, 6)


@dataclass(frozen=True, slots=True)
class SoloRules:
    """Every switch of rules-reference section 2; defaults are those of solo_002.

    `units` lists the contracts played and what each is worth per opponent; a contract missing
    from it is not played under these rules (HGM has no open misère or declared abundance).
    """

    units: Mapping[Contract, int] = field(default_factory=lambda: _SEED_UNITS)
    over_under: OverUnder = OverUnder.NONE
    over_under_value: int = 0
    over_under_contracts: frozenset[Contract] = frozenset()
    prop_slam_doubles_overtricks: bool = False  # HGM: a Prop+Cop slam "16d"
    prop_unaccepted: PropUnaccepted = PropUnaccepted.MAY_CONVERT_TO_SOLO_OR_HIGHER_ELSE_VOID
    all_pass: AllPass = AllPass.VOID_ZERO
    abundance_declared_trump: AbundanceDeclaredTrump = AbundanceDeclaredTrump.NONE
    # 002 §03: "salvo el vecino izquierdo inicialmente pasado: puede aceptar Prop si fue la
    # única propuesta de la primera vuelta" (also POKERTJ).
    eldest_may_cop_after_passing: bool = True
    session_deals: int = 8  # 002 §05 "La sesión dura ocho repartos incluidos anulados"
    session_ties: SessionTies = SessionTies.SHARE_PLACE
    # A five-player table where the dealer sits out each deal (a club setting; the sitter
    # neither pays nor receives). The seed plays four (002 §01 "Cuatro personas").
    five_players_dealer_sits_out: bool = False
    stake_name: str = ""  # how amounts are read out: "" (counters), "white counters", "pence"

    def check(self) -> None:
        """Refuse settings that have no meaning, naming the switch."""
        if Contract.SOLO not in self.units:
            _refuse_switch(
                "units",
                "the units must include solo (it is also the stake of the "
                "general misère and the contract an unaccepted Prop becomes)",
            )
        if any(value < 0 for value in self.units.values()):
            _refuse_switch("units", "a unit cannot be negative")
        if self.over_under_value < 0:
            _refuse_switch("over_under_value", "the amount per trick cannot be negative")
        if self.over_under is OverUnder.PER_TRICK and self.over_under_value == 0:
            _refuse_switch(
                "over_under_value", "per-trick payments need an amount per trick above 0"
            )
        if self.session_deals < 1:
            _refuse_switch("session_deals", "a session needs at least one deal")

    @property
    def solo_stake(self) -> int:
        return self.units[Contract.SOLO]

    def amount(self, value: int) -> str:
        """An amount as read out: "3", or "3 white counters"."""
        return f"{value} {self.stake_name}" if self.stake_name else str(value)


def _refuse_switch(switch: str, text: str) -> None:
    raise DomainError("bad_switch_value", text, where=f"rules, field {switch}")


# ---------------------------------------------------------------------------------------------
# Deals and their settlement


@dataclass(frozen=True, slots=True)
class SoloDeal:
    """The facts of one deal as recorded at the table.

    `contract` None is a deal without a contract (all passed, or a Prop nobody accepted and
    nobody raised). `tricks` are the tricks of the declaring side. `auction` is the optional
    record of calls, (player, call). `last_trick` is who took the 13th trick of a general
    misère. `dealer` overrides the dealer the session works out by rotation.
    """

    contract: Contract | None
    declarers: tuple[str, ...] = ()
    tricks: int | None = None
    auction: tuple[tuple[str, str], ...] | None = None
    last_trick: str | None = None
    dealer: str | None = None


@dataclass(frozen=True, slots=True)
class DealResult:
    """A settled deal: `made` is None for a deal without a contract; `settlement` sums to 0."""

    made: bool | None
    settlement: Mapping[str, int]
    steps: tuple[Step, ...]
    dealer: str
    sitter: str | None = None
    last_trick: str | None = None


def seating(players: Sequence[str], dealer: str) -> tuple[list[str], str | None]:
    """The four who play, clockwise from the eldest hand, and the one who sits out (if any).

    Players are listed clockwise; the eldest is the dealer's left (002 §03 "Empieza el vecino
    izquierdo"). At five, the dealer sits out when the switch allows a five-player table.
    """
    order = list(players)
    start = order.index(dealer)
    clockwise = order[start + 1 :] + order[: start + 1]  # eldest first, dealer last
    if len(order) == 5:
        return clockwise[:4], dealer
    return clockwise, None


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
        return _settle_no_contract(deal, players, active, dealer, sitter, outcome, rules, steps)
    _check_contract_facts(deal, active, rules)
    if outcome is not None:
        _check_auction_agrees(deal, outcome, rules)
    assert deal.tricks is not None  # checked above
    at_table = [p for p in players if p in active]  # explanations name players in table order
    payments, made = _contract_payments(
        deal.contract, deal.declarers, deal.tricks, at_table, rules, steps
    )
    return DealResult(made, _full_table(players, payments), tuple(steps), dealer, sitter)


def _full_table(players: Sequence[str], payments: Mapping[str, int]) -> dict[str, int]:
    return {player: payments.get(player, 0) for player in players}


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


def _settle_no_contract(
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
    return DealResult(None, _full_table(players, {}), tuple(steps), dealer, sitter)


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
    return DealResult(None, _full_table(players, payments), tuple(steps), dealer, sitter, loser)


# ---------------------------------------------------------------------------------------------
# The auction (002 §03), checked only when the table records it

# Bidding order of the calls; "cop" makes Prop and Cop (002 §02 "Cop aceptando Prop").
CALL_RANK: Mapping[str, int] = MappingProxyType(
    {"prop": 0, "cop": 1} | {c.value: i + 1 for i, c in enumerate(Contract) if i > 0}
)
CALL_CONTRACT: Mapping[str, Contract] = MappingProxyType(
    {"cop": Contract.PROP_COP} | {c.value: c for c in Contract if c is not Contract.PROP_COP}
)


@dataclass(frozen=True, slots=True)
class AuctionOutcome:
    """How an auction ended: "contract", "prop_unaccepted" or "all_pass"."""

    kind: str
    call: str = ""
    holders: tuple[str, ...] = ()

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

    @property
    def eldest(self) -> str:
        return self.active[0]

    def late_cop_open(self, rules: SoloRules) -> bool:
        """002 §03: the eldest, having passed, may accept a Prop that was the only bid of the
        first round (and is still the best call)."""
        return (
            rules.eldest_may_cop_after_passing
            and not self.late_cop_used
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
        return AuctionOutcome("prop_unaccepted", "prop", state.holders)
    return AuctionOutcome("contract", state.best, state.holders)


def _is_prop_conversion(state: _AuctionState, player: str, call: str) -> bool:
    """After all pass, the proposer of an unaccepted Prop may call again to raise it."""
    return (
        state.best == "prop"
        and not state.converted
        and player == state.holders[0]
        and call != "pass"
    )


_PROP_CHOICES = {
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
            choices=_PROP_CHOICES[rules.prop_unaccepted],
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
        raise DomainError(
            "bad_prop_conversion",
            "{proposer}'s Prop was not accepted; under these rules the proposer may convert it "
            "to {allowed} (set contract and declarers to {proposer}) or the deal is void "
            "(contract null)",
            where="field contract",
            proposer=proposer,
            allowed=_PROP_CHOICES[rules.prop_unaccepted],
        )


# ---------------------------------------------------------------------------------------------
# Sessions (002 §05)


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


# ---------------------------------------------------------------------------------------------
# Presets (rules-reference 2.5)

_SEED = SoloRules()
_SCORED_OVERTRICKS = frozenset(
    {Contract.PROP_COP, Contract.SOLO, Contract.ABUNDANCE, Contract.ABUNDANCE_IN_TRUMPS}
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "solo_002",
        FAMILY,
        _SEED,
        "Solo Whist (default)",
        "Four players, each for themselves. Every deal one player (or two, in Prop and Cop) "
        "undertakes a contract: Prop and Cop 8 tricks together, Solo 5, Misère none, "
        "Abundance 9, Abundance in Trumps 9, Misère Ouverte none with the hand shown after the "
        "first trick, Abundance Declared all 13 at no trumps. A made contract collects its unit "
        "(1, 1, 2, 3, 3, 4, 6) from each opponent; a failed one pays it to each. Extra or "
        "missing tricks change nothing. If all pass the deal is void. A session is 8 deals, "
        "void ones included; tied players share a place.",
        "seed 002 (§02 contracts, §03 auction, §05 units and session, §06 example)",
    ),
    Preset(
        "solo_002_general_misere",
        FAMILY,
        replace(_SEED, all_pass=AllPass.GENERAL_MISERE_LAST_TRICK_PAYS_SOLO_STAKE_TO_EACH),
        "Solo Whist, all pass plays a general misère",
        "As the default Solo Whist, except when all four pass: the hand is played at no "
        "trumps as a general misère, and whoever takes the last (13th) trick pays the Solo "
        "stake to each of the other players.",
        "HGM (Hoyle's Games Modernized, Solo Whist); otherwise seed 002",
    ),
    Preset(
        "solo_foster_counters",
        FAMILY,
        replace(
            _SEED,
            units=_units(5, 10, 15, 20, 20, 30, 40),
            over_under=OverUnder.PER_TRICK,
            over_under_value=1,
            over_under_contracts=_SCORED_OVERTRICKS,
            abundance_declared_trump=AbundanceDeclaredTrump.DECLARER_NAMES,
            stake_name="white counters",
        ),
        "Solo Whist with Foster's counters",
        "Stakes in white counters (a red counter is worth 5 white): Prop and Cop 5, Solo 10, "
        "Misère 15, Abundance 20, Misère Ouverte 30, Abundance Declared 40. In Prop and Cop, "
        "Solo and the Abundances each trick over or under the contract is 1 white counter "
        "more; misères have no extra. The declarer of Abundance Declared names trumps.",
        "FOSTER-S (Foster's Complete Hoyle, Solo Whist)",
    ),
    Preset(
        "solo_hoyle_six_twelve_eighteen",
        FAMILY,
        replace(
            _SEED,
            units=MappingProxyType(
                {
                    Contract.PROP_COP: 6,
                    Contract.SOLO: 6,
                    Contract.MISERE: 12,
                    Contract.ABUNDANCE: 18,
                    Contract.ABUNDANCE_IN_TRUMPS: 18,
                }
            ),
            over_under=OverUnder.PER_TRICK,
            over_under_value=1,
            over_under_contracts=_SCORED_OVERTRICKS,
            prop_slam_doubles_overtricks=True,
            stake_name="pence",
        ),
        'Solo Whist, "six, twelve and eighteen"',
        "The Hoyle stakes in pence: Prop and Cop or Solo 6, Misère 12, Abundance 18, and 1 "
        "more for each trick over or under (not for Misère). A Prop and Cop that takes all 13 "
        "tricks doubles its overtricks (6 + 10 = 16). Misère Ouverte and Abundance Declared are "
        "not played.",
        'HGM (Hoyle\'s Games Modernized, Solo Whist, "six, twelve, and eighteen")',
    ),
)
