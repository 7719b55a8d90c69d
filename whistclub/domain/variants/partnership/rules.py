"""Partnership whist's switches: every field of rules-reference section 1, in PartnershipRules."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whistclub.domain.errors import DomainError

FAMILY = "partnership"


class HonoursBlock(Enum):
    """When a side may not score honours (rules-reference 1.4)."""

    TARGET_MINUS_1 = "target_minus_1"  # CAV law 4: "at the score of four, cannot score honours"
    NEVER = "never"  # early whist: honours count at any score (HOYLE-NOTE)


class RevokePenalty(Enum):
    """The claimants' choice of penalty for one revoke (CAV-72 I)."""

    TAKE_3_TRICKS = "take_3_tricks"
    ADD_3_TO_CLAIMANTS = "add_3_to_claimants"
    DEDUCT_3_FROM_REVOKERS = "deduct_3_from_revokers"


class RevokePointsReading(Enum):
    """How seed 001's "3 puntos transferidas a la pareja contraria" is read (1.5)."""

    ADD_TO_CLAIMANTS = "add_to_claimants"  # +3 to the claimants only (CAV-72 IV)
    TRANSFER = "transfer"  # +3 to the claimants and -3 to the revokers (literal reading)


class RevokeCap(Enum):
    """Whether a revoking side may win the game in the deal of its revoke (CAV-82)."""

    TARGET_MINUS_1 = "target_minus_1"
    UNCAPPED = "uncapped"


class BothSidesRevoke(Enum):
    NEITHER_CAN_REACH_TARGET = "neither_can_reach_target"  # CAV-81
    NEW_DEAL = "new_deal"  # ENQUIRE xviii, the older long-whist rule


class RubberKind(Enum):
    NONE = "none"  # single games
    BEST_OF_3 = "best_of_3"  # CAV law 1; the third game is not played after 2-0


class RubberScoring(Enum):
    SEED_001_POINTS = "seed_001_points"  # all points of the rubber's games + bonus (seed 001)
    CLASSIC_GAME_VALUES = "classic_game_values"  # treble/double/single + 2 (CAV laws 8-10)


class RubberBonusCondition(Enum):
    TWO_NIL_ONLY = "2-0_only"  # seed 001: "ganar 2-0 otorga una bonificación ... de 2 puntos"
    ANY_RUBBER_WIN = "any_rubber_win"  # CAV law 9


class GameValues(Enum):
    """What a won game is worth (1.7)."""

    NONE = "none"
    CLASSIC = "classic"  # short game: treble 3 (losers 0), double 2 (1-2), single 1 (3-4)
    TARGET_MINUS_LOSERS = "target_minus_losers"  # American whist (WEBCASTY)


# Switches that are points scored: a negative one would take points away.
_POINTS_SWITCHES = (
    "honours_four",
    "honours_three",
    "slam_bonus",
    "little_slam_bonus",
    "rubber_bonus",
)


@dataclass(frozen=True, slots=True)
class PartnershipRules:
    """Every switch of rules-reference section 1; defaults are those of english_short_001."""

    target: int = 5
    honours_enabled: bool = True
    honours_four: int = 4  # CAV law 3; seed 001 "los cuatro ... anota 4 puntos"
    honours_three: int = 2  # seed 001 "poseer tres de ellos anota 2 puntos"
    honours_blocked_if_start_score: HonoursBlock = HonoursBlock.TARGET_MINUS_1
    honours_can_reach_target: bool = True
    no_trump: bool = False  # "Whist sin triunfo" (seed 001 variants): no turn-up, no honours
    revoke_penalty_options: frozenset[RevokePenalty] = frozenset(RevokePenalty)
    revoke_points_reading: RevokePointsReading = RevokePointsReading.ADD_TO_CLAIMANTS
    revoking_side_max_score_in_hand: RevokeCap = RevokeCap.TARGET_MINUS_1
    both_sides_revoke: BothSidesRevoke = BothSidesRevoke.NEITHER_CAN_REACH_TARGET
    dummy: bool = False  # three players, one hand exposed (seed 001 variants, seed 003)
    dummy_hand_revoke_penalised: bool = False  # CAV-D II
    slam_bonus: int = 0  # seed 001: "más una bonificación de slam según acuerdo"
    little_slam_bonus: int = 0  # seed 003 names "pequeño slam", no value
    rubber: RubberKind = RubberKind.BEST_OF_3
    rubber_scoring: RubberScoring = RubberScoring.SEED_001_POINTS
    rubber_bonus: int = 2
    rubber_bonus_condition: RubberBonusCondition = RubberBonusCondition.TWO_NIL_ONLY
    game_values: GameValues = GameValues.CLASSIC

    def check(self) -> None:
        """Refuse combinations that have no meaning, naming the switch."""
        if self.target < 1:
            raise DomainError(
                "bad_switch_value", "target must be at least 1", where="rules, field target"
            )
        if self.game_values is GameValues.CLASSIC and self.target != 5:
            raise DomainError(
                "bad_switch_value",
                "classic game values (treble, double, single) are defined for the game to 5 "
                "only; set game_values to none or target_minus_losers",
                where="rules, field game_values",
            )
        if (
            self.rubber_scoring is RubberScoring.CLASSIC_GAME_VALUES
            and self.game_values is GameValues.NONE
        ):
            raise DomainError(
                "bad_switch_value",
                "a rubber scored by game values needs game values; set game_values",
                where="rules, field rubber_scoring",
            )
        for name in _POINTS_SWITCHES:
            if getattr(self, name) < 0:
                raise DomainError(
                    "bad_switch_value",
                    "{switch} is points a side scores: 0 or more, not {value}",
                    where=f"rules, field {name}",
                    switch=name,
                    value=getattr(self, name),
                )
        if not self.revoke_penalty_options:
            raise DomainError(
                "bad_switch_value",
                "the claimants need at least one revoke penalty to choose from",
                where="rules, field revoke_penalty_options",
            )

    @property
    def counts_honours(self) -> bool:
        return self.honours_enabled and not self.no_trump
