"""Solo Whist contracts and the switches of its rules (rules-reference 2.1-2.3, seed 002 §02).

Every switch of rules-reference section 2 is a field of SoloRules, spelt as there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType

from whistclub.domain.errors import DomainError

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
    # BRIT-S: "by arrangement there is a general misère, when the player who takes the most
    # tricks ... pays a single stake to each of the others" (the hands are played out)
    MOST_TRICKS_PAYS_SOLO_STAKE_TO_EACH = "most_tricks_pays_solo_stake_to_each"


class AbundanceDeclaredTrump(Enum):
    NONE = "none"  # 002 §03 "Abundance Declared sigue sin triunfo en este perfil"
    DECLARER_NAMES = "declarer_names"  # FOSTER-S, POKERTJ


class SessionTies(Enum):
    SHARE_PLACE = "share_place"  # 002 §05 "empatados comparten puestos"


def unit_table(*values: int) -> Mapping[Contract, int]:
    return MappingProxyType(dict(zip(Contract, values, strict=False)))


# 002 §02 units: Prop+Cop 1, Solo 1, Misère 2, Abundance 3, in Trumps 3, Ouverte 4, Declared 6.
_SEED_UNITS = unit_table(1, 1, 2, 3, 3, 4, 6)


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
        if self.over_under is OverUnder.PER_TRICK and not self.over_under_contracts:
            _refuse_switch(
                "over_under_contracts",
                'per-trick payments need the contracts they apply to, e.g. ["solo"]',
            )
        if any(contract.is_misere for contract in self.over_under_contracts):
            # A misère is won by taking no trick: it has no tricks over or under a number
            # needed (rules-reference 2.2: misères "presumably exempt from over/under-tricks").
            _refuse_switch(
                "over_under_contracts",
                "a misère has no tricks over or under: it is won by taking none; remove misere "
                "and misere_ouverte",
            )
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
        """An amount as read out: "3", "3 white counters", "1 white counter"."""
        if not self.stake_name:
            return str(value)
        name = _ONE_OF.get(self.stake_name, self.stake_name) if abs(value) == 1 else self.stake_name
        return f"{value} {name}"


_ONE_OF = {"white counters": "white counter", "pence": "penny"}  # the stake names' singular


def _refuse_switch(switch: str, text: str) -> None:
    raise DomainError("bad_switch_value", text, where=f"rules, field {switch}")
