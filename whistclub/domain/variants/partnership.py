"""Partnership whist: short, English, long, American, Spanish and dummy whist.

The rules follow ../shared/rules-reference.md section 1 (the seeds 000, 001 and 003 first,
the 1864 club code of Short Whist "CAV" where they are silent). Each switch is a field of
PartnershipRules; each preset names its source.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from whistclub.domain.errors import DomainError
from whistclub.domain.variants.profiles import Preset

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
        if not self.revoke_penalty_options:
            raise DomainError(
                "bad_switch_value",
                "the claimants need at least one revoke penalty to choose from",
                where="rules, field revoke_penalty_options",
            )

    @property
    def counts_honours(self) -> bool:
        return self.honours_enabled and not self.no_trump


_ENGLISH_SHORT = PartnershipRules()

PRESETS: tuple[Preset, ...] = (
    Preset(
        "short_whist_000",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            honours_enabled=False,
            rubber=RubberKind.NONE,
            game_values=GameValues.NONE,
        ),
        "Short whist to 5, no honours",
        "Four players in fixed partnerships. Only the side that takes more than six tricks "
        "scores, one point for each trick over six. The first side to reach 5 points wins; an "
        "exact finish is not needed. No honours, no rubber: each game stands alone. Revokes, "
        "if any, are settled as in English whist.",
        "seed 000 (§04 Puntuar y terminar, §05 Ejemplo calculado)",
    ),
    Preset(
        "english_short_001",
        FAMILY,
        _ENGLISH_SHORT,
        "English whist, short game (default)",
        "Four players in fixed partnerships, game to 5. One point per trick over six; "
        "honours (A K Q J of trumps) held by a side score 4 for all four, 2 for three, except "
        "for a side standing at 4. A revoke costs 3 tricks or 3 points, as the other side "
        "chooses. Best of three games wins the rubber; the rubber total is every point scored "
        "plus 2 for a 2-0 win.",
        "seed 001 (Puntuación, Victoria); CAV laws 1-5, 72, 81-82 where the seed is silent",
    ),
    Preset(
        "classic_cavendish_short",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            rubber_scoring=RubberScoring.CLASSIC_GAME_VALUES,
            rubber_bonus_condition=RubberBonusCondition.ANY_RUBBER_WIN,
        ),
        "Short whist, 1864 club code (Cavendish)",
        "As English short whist, but the rubber is reckoned the traditional way: each game "
        "won is a treble (3) if the losers scored nothing, a double (2) if they scored 1 or "
        "2, a single (1) if they scored 3 or 4; the rubber winners add 2, and in a rubber of "
        "three games the losers' game is deducted.",
        "CAV laws 1-12 (Laws of Short Whist, 1864), FOSTER-W, BENNET",
    ),
    Preset(
        "english_long_001",
        FAMILY,
        replace(_ENGLISH_SHORT, target=9, game_values=GameValues.NONE),
        "English long whist to 9",
        "As English whist, but the game is to 9 points; honours are not scored by a side "
        "standing at 8. Best of three games; rubber total as in the short game. (Classic long "
        "whist is to 10: choose that preset for it.)",
        "seed 001 (Whist Largo hasta 9); target 9 disputed, see classic_long_whist",
    ),
    Preset(
        "classic_long_whist",
        FAMILY,
        replace(_ENGLISH_SHORT, target=10, rubber=RubberKind.NONE, game_values=GameValues.NONE),
        "Classic long whist to 10",
        "The older game to 10 points; honours count except for a side standing at 9, and a "
        "revoking side must remain at 9. Games stand alone (long-whist rubber values are not "
        "settled in any source found). Calling honours at 8 is not modelled.",
        "CASSELL, WEBSTER (game 10); ENQUIRE and HOYLE-LW (at nine)",
    ),
    Preset(
        "american_whist",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            target=7,
            honours_enabled=False,
            rubber=RubberKind.NONE,
            game_values=GameValues.TARGET_MINUS_LOSERS,
        ),
        "American whist to 7, no honours",
        "Only tricks over six score; no honours. The game is to 7 points and is worth 7 minus "
        "the losers' score. Rubber points are not reckoned.",
        "seed 001 (Whist Americano); WEBSTER, WEBCASTY (game 7, value 7 - losers); FOSTER-W",
    ),
    Preset(
        "spanish_003",
        FAMILY,
        replace(_ENGLISH_SHORT, target=10, rubber=RubberKind.NONE, game_values=GameValues.NONE),
        "Spanish whist to 10 (whist a diez)",
        "Games to 10 points: one point per trick over six, and honours (values borrowed from "
        "English whist, 4 and 2) except for a side standing at 9. Little and grand slam have "
        "no bonus unless the table sets one.",
        "seed 003; honours values from seed 001 / CAV law 3 (seed 003 gives none)",
    ),
    Preset(
        "dummy_whist_003",
        FAMILY,
        replace(
            _ENGLISH_SHORT,
            target=10,
            honours_enabled=False,
            dummy=True,
            rubber=RubberKind.NONE,
            game_values=GameValues.NONE,
        ),
        "Whist with dummy (three players), to 10",
        "Three players: one plays the exposed dummy hand as partner. As Spanish whist to 10, "
        "but honours are not counted. A revoke from the dummy's exposed hand is not penalised.",
        "seed 003 (juego de tres, con muerto); CAV-D II for the dummy's revoke",
    ),
)
