"""Partnership whist: short, English, long, American, Spanish and dummy whist.

The rules follow ../shared/rules-reference.md section 1 (the seeds 000, 001 and 003 first,
the 1864 club code of Short Whist "CAV" where they are silent). Each switch is a field of
PartnershipRules; each preset names its source.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
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


# --- Deals -------------------------------------------------------------------------------

TRICKS_IN_DEAL = 13
BOOK = 6  # "las primeras 6 bazas forman el libro y no puntúan" (seed 001; seed 000 §04)
HONOURS_IN_TRUMPS = 4  # A K Q J of trumps (seed 001 Honores)
REVOKE_TRICKS = 3  # seed 001 "3 bazas (o 3 puntos)"; CAV-72 I
REVOKE_POINTS = 3


class Offender(Enum):
    """Who revoked: a live player, or the exposed dummy hand (dummy whist)."""

    PLAYER = "player"
    DUMMY = "dummy"


@dataclass(frozen=True, slots=True)
class Revoke:
    """One established revoke: the offending side, who revoked, the claimants' penalty."""

    side: Side
    penalty: RevokePenalty
    by: Offender = Offender.PLAYER


@dataclass(frozen=True, slots=True)
class Deal:
    """The facts of one deal: tricks taken, honours held (dealt, not won), revokes.

    `honours` is None when none were recorded (a no-honours game, or nobody claimed any).
    """

    tricks: Mapping[Side, int]
    honours: Mapping[Side, int] | None = None
    revokes: tuple[Revoke, ...] = ()

    @classmethod
    def of(
        cls,
        ns_tricks: int,
        ns_honours: int | None = None,
        *revokes: Revoke,
    ) -> Deal:
        """Shorthand: NS tricks (EW get the rest), NS honours (EW hold the rest)."""
        honours = None
        if ns_honours is not None:
            honours = {Side.NS: ns_honours, Side.EW: HONOURS_IN_TRUMPS - ns_honours}
        tricks = {Side.NS: ns_tricks, Side.EW: TRICKS_IN_DEAL - ns_tricks}
        return cls(tricks, honours, tuple(revokes))

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Compact notation for tests and notes: "9-4 h3-1 rEW:take_3_tricks rNS:dummy:...".

        tricks NS-EW, then optionally honours "hNS-EW", then one "rSIDE[:dummy]:PENALTY" per
        revoke; e.g. "7-6", "9-4 h1-3", "9-4 rEW:add_3_to_claimants".
        """
        words = text.split()
        if not words:
            raise DomainError("bad_notation", "empty deal notation")
        ns, ew = (int(x) for x in words[0].split("-"))
        honours = None
        revokes = []
        for word in words[1:]:
            if word.startswith("h"):
                hns, hew = (int(x) for x in word[1:].split("-"))
                honours = {Side.NS: hns, Side.EW: hew}
            elif word.startswith("r"):
                parts = word[1:].split(":")
                by = Offender(parts[1]) if len(parts) == 3 else Offender.PLAYER
                revokes.append(Revoke(Side(parts[0]), RevokePenalty(parts[-1]), by))
            else:
                raise DomainError("bad_notation", "cannot read {word!r}", word=word)
        return cls({Side.NS: ns, Side.EW: ew}, honours, tuple(revokes))


@dataclass(frozen=True, slots=True)
class Score:
    """Both sides' points in the game being played."""

    ns: int = 0
    ew: int = 0

    def __getitem__(self, side: Side) -> int:
        return self.ns if side is Side.NS else self.ew

    def with_points(self, side: Side, points: int) -> Score:
        return replace(self, ns=points) if side is Side.NS else replace(self, ew=points)

    def as_dict(self) -> dict[str, int]:
        return {"NS": self.ns, "EW": self.ew}


@dataclass(frozen=True, slots=True)
class DealScore:
    """A scored deal: the points it added, the score after it, who won the game in it, why."""

    before: Score
    after: Score
    winner: Side | None
    steps: tuple[Step, ...]
    replayed: bool = False  # both sides revoked under the "new deal" rule

    @property
    def delta(self) -> Score:
        return Score(self.after.ns - self.before.ns, self.after.ew - self.before.ew)


def check_deal(deal: Deal, rules: PartnershipRules) -> None:
    """Refuse a deal that cannot have happened, naming the field (seed 000, 001; 1.1)."""
    for side in Side:
        count = deal.tricks.get(side)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 13:
            raise DomainError(
                "bad_tricks",
                "{side} tricks must be a whole number from 0 to 13, not {count!r}",
                where="field tricks",
                side=side.value,
                count=count,
            )
    total = deal.tricks[Side.NS] + deal.tricks[Side.EW]
    if total != TRICKS_IN_DEAL:
        raise DomainError(
            "tricks_total",
            "NS {ns} + EW {ew} = {total} tricks, but every deal has 13; check the count",
            where="field tricks",
            ns=deal.tricks[Side.NS],
            ew=deal.tricks[Side.EW],
            total=total,
        )
    if deal.honours is not None:
        _check_honours(deal.honours)
    for number, revoke in enumerate(deal.revokes, start=1):
        where = f"field revokes, revoke {number}"
        if revoke.penalty not in rules.revoke_penalty_options:
            raise DomainError(
                "penalty_not_allowed",
                "this club does not allow the penalty {penalty}; choose one of {allowed}",
                where=where,
                penalty=revoke.penalty.value,
                allowed=", ".join(sorted(p.value for p in rules.revoke_penalty_options)),
            )
        if revoke.by is Offender.DUMMY and not rules.dummy:
            raise DomainError(
                "no_dummy",
                "only a game with a dummy can have a revoke by the dummy; say by: player",
                where=where,
            )


def _check_honours(honours: Mapping[Side, int]) -> None:
    for side in Side:
        count = honours.get(side)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 4:
            raise DomainError(
                "bad_honours",
                "{side} honours must be a number from 0 to 4 (A K Q J of trumps), not {count!r}",
                where="field honours",
                side=side.value,
                count=count,
            )
    total = honours[Side.NS] + honours[Side.EW]
    if total != HONOURS_IN_TRUMPS:
        raise DomainError(
            "honours_total",
            "NS {ns} + EW {ew} = {total} honours, but there are exactly 4 (A K Q J of "
            "trumps) and every one is dealt",
            where="field honours",
            ns=honours[Side.NS],
            ew=honours[Side.EW],
            total=total,
        )


class _Tally:
    """The running points of one deal, applying the revoking side's cap (CAV-82)."""

    def __init__(self, rules: PartnershipRules, start: Score, capped: set[Side]) -> None:
        self.rules = rules
        self.points = {Side.NS: start.ns, Side.EW: start.ew}
        self.capped = capped

    def add(self, side: Side, points: int) -> tuple[int, int, bool]:
        """Add (or, negative, deduct) points; returns (old, new, whether the cap held it)."""
        old = self.points[side]
        new = max(0, old + points)  # "never below 0" (1.3 deduct; seed 000 no negatives)
        held = False
        ceiling = self.rules.target - 1
        if side in self.capped and new > ceiling:
            new, held = max(old, ceiling), True
        self.points[side] = new
        return old, new, held

    def winner(self) -> Side | None:
        for side in Side:
            if self.points[side] >= self.rules.target:
                return side
        return None

    def score(self) -> Score:
        return Score(self.points[Side.NS], self.points[Side.EW])


def score_deal(rules: PartnershipRules, start: Score, deal: Deal) -> DealScore:
    """Score one deal in the classic order: revokes, then tricks, then honours.

    CAV law 5: "The penalty for a revoke takes precedence of all other scores. Tricks score
    next. Honours last." As soon as a side reaches the target, the rest of the deal does not
    count (rules-reference 1.3).
    """
    check_deal(deal, rules)
    for side in Side:
        if not 0 <= start[side] < rules.target:
            raise DomainError(
                "bad_start",
                "{side} cannot start a deal on {points}: a game to {target} is over at "
                "{target}; start the next game at 0",
                where="field start",
                side=side.value,
                points=start[side],
                target=rules.target,
            )
    steps: list[Step] = []
    penalised = [
        r for r in deal.revokes if r.by is Offender.PLAYER or rules.dummy_hand_revoke_penalised
    ]
    revokers = {r.side for r in penalised}
    if len(revokers) == 2 and rules.both_sides_revoke is BothSidesRevoke.NEW_DEAL:
        steps.append(
            step(
                "both_revoked_new_deal",
                "Both sides revoked: the deal is void and dealt again (no score)",
            )
        )
        return DealScore(start, start, None, tuple(steps), replayed=True)
    capped = (
        revokers if rules.revoking_side_max_score_in_hand is RevokeCap.TARGET_MINUS_1 else set()
    )
    tally = _Tally(rules, start, capped)
    tricks = dict(deal.tricks)

    for revoke in deal.revokes:
        steps.extend(_apply_revoke(rules, revoke, tally, tricks, revoke in penalised))
        if tally.winner():
            return _finish(start, tally, steps, deal, rules, after="revoke")
    steps.extend(_score_tricks(rules, tally, tricks))
    if tally.winner():
        return _finish(start, tally, steps, deal, rules, after="tricks")
    steps.extend(_score_honours(rules, start, tally, deal.honours))
    return _finish(start, tally, steps, deal, rules, after="honours")


def _apply_revoke(
    rules: PartnershipRules,
    revoke: Revoke,
    tally: _Tally,
    tricks: dict[Side, int],
    penalised: bool,
) -> list[Step]:
    side, claimants = revoke.side, revoke.side.other
    if not penalised:
        return [
            step(
                "dummy_revoke",
                "{side} revoked from the dummy's exposed hand: no penalty (law of dummy whist)",
                side=side.value,
            )
        ]
    if revoke.penalty is RevokePenalty.TAKE_3_TRICKS:
        moved = min(REVOKE_TRICKS, tricks[side])
        tricks[side] -= moved
        tricks[claimants] += moved
        return [
            step(
                "revoke_tricks",
                "{side} revoked: {claimants} take {moved} of {side}'s tricks "
                "({claimants} now {ct}, {side} {st})",
                side=side.value,
                claimants=claimants.value,
                moved=moved,
                ct=tricks[claimants],
                st=tricks[side],
            )
        ]
    if revoke.penalty is RevokePenalty.ADD_3_TO_CLAIMANTS:
        old, new, _ = tally.add(claimants, REVOKE_POINTS)
        steps = [
            step(
                "revoke_add",
                "{side} revoked: {claimants} add 3 points ({old} → {new})",
                side=side.value,
                claimants=claimants.value,
                old=old,
                new=new,
            )
        ]
        if rules.revoke_points_reading is RevokePointsReading.TRANSFER:
            old, new, _ = tally.add(side, -REVOKE_POINTS)
            steps.append(
                step(
                    "revoke_transfer",
                    "and the 3 points are taken from {side} ({old} → {new})",
                    side=side.value,
                    old=old,
                    new=new,
                )
            )
        return steps
    old, new, _ = tally.add(side, -REVOKE_POINTS)
    return [
        step(
            "revoke_deduct",
            "{side} revoked: 3 points are deducted from {side} ({old} → {new})",
            side=side.value,
            old=old,
            new=new,
        )
    ]


def _cap_note(rules: PartnershipRules, side: Side, held: bool) -> str:
    if not held:
        return ""
    return (
        f", held at {rules.target - 1}: a side that revoked cannot win the game "
        "in the deal of its revoke"
    )


def _score_tricks(rules: PartnershipRules, tally: _Tally, tricks: dict[Side, int]) -> list[Step]:
    """One point per trick over the book, for the side with 7 or more (1.2)."""
    side = Side.NS if tricks[Side.NS] > BOOK else Side.EW
    odd = tricks[side] - BOOK
    bonus, bonus_name = 0, ""
    if tricks[side] == TRICKS_IN_DEAL and rules.slam_bonus:
        bonus, bonus_name = rules.slam_bonus, "grand slam"
    elif tricks[side] == TRICKS_IN_DEAL - 1 and rules.little_slam_bonus:
        bonus, bonus_name = rules.little_slam_bonus, "little slam"
    old, new, held = tally.add(side, odd + bonus)
    plural = "trick" if odd == 1 else "tricks"
    text = "{side} {tricks} tricks: {odd} odd " + plural
    if bonus:
        text += " + {bonus} {bonus_name} bonus"
    text += " ({old} → {new}{cap})"
    return [
        step(
            "odd_tricks",
            text,
            side=side.value,
            tricks=tricks[side],
            odd=odd,
            bonus=bonus,
            bonus_name=bonus_name,
            old=old,
            new=new,
            cap=_cap_note(rules, side, held),
        )
    ]


def _score_honours(
    rules: PartnershipRules,
    start: Score,
    tally: _Tally,
    honours: Mapping[Side, int] | None,
) -> list[Step]:
    """Honours last: 4 for four, 2 for three; none for a side that started at target-1."""
    if not rules.counts_honours:
        return []
    if honours is None:
        return [step("honours_none", "No honours recorded")]
    holder = next((s for s in Side if honours[s] >= 3), None)
    if holder is None:
        return [step("honours_divided", "Honours divided 2-2: no score")]
    count = honours[holder]
    value = rules.honours_four if count == 4 else rules.honours_three
    blocked_at = rules.target - 1
    if (
        rules.honours_blocked_if_start_score is HonoursBlock.TARGET_MINUS_1
        and start[holder] == blocked_at
    ):
        # CAV law 4: "at the score of four, cannot score honours"; ENQUIRE: at nine.
        return [
            step(
                "honours_blocked",
                "{side} {count} honours: {value}, blocked at {at}",
                side=holder.value,
                count=count,
                value=value,
                at=blocked_at,
            )
        ]
    if not rules.honours_can_reach_target:
        value = min(value, max(0, blocked_at - tally.points[holder]))
    old, new, held = tally.add(holder, value)
    return [
        step(
            "honours",
            "{side} {count} honours: {value} ({old} → {new}{cap})",
            side=holder.value,
            count=count,
            value=value,
            old=old,
            new=new,
            cap=_cap_note(rules, holder, held),
        )
    ]


def _finish(
    start: Score,
    tally: _Tally,
    steps: list[Step],
    deal: Deal,
    rules: PartnershipRules,
    after: str,
) -> DealScore:
    winner = tally.winner()
    if winner is not None:
        skipped = {
            "revoke": "the rest of the deal does not count",
            "tricks": "honours do not count",
            "honours": "",
        }[after]
        text = "{side} reach {points}: game won"
        if skipped and (after == "revoke" or (rules.counts_honours and deal.honours)):
            text += "; " + skipped
        steps.append(step("game_won", text, side=winner.value, points=tally.points[winner]))
    return DealScore(start, tally.score(), winner, tuple(steps))


# --- Games and rubbers -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameResult:
    number: int
    winner: Side
    final: Score
    value: int | None
    value_name: str = ""


@dataclass(frozen=True, slots=True)
class RubberResult:
    winner: Side | None
    games_won: dict[Side, int]
    points: dict[Side, int]
    steps: tuple[Step, ...]

    def margin_of(self, side: Side) -> int:
        """`side`'s rubber points minus the other side's, whoever won the games.

        Seed 001 ("Victoria"): the rubber's totals give a margin in points, and the greatest
        accumulated margin wins the evening; so a side that wins the games on fewer points
        has a negative margin for that rubber.
        """
        return self.points[side] - self.points[side.other]

    @property
    def margin(self) -> int | None:
        """The winners' points minus the losers' (negative when they scored fewer); None
        while the rubber is undecided."""
        return None if self.winner is None else self.margin_of(self.winner)


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    game: int
    result: DealScore
    ended_game: GameResult | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """A single game or a rubber, scored deal by deal."""

    deals: tuple[ScoredDeal, ...]
    games: tuple[GameResult, ...]
    current: Score  # the score of the game in progress (0-0 after a game ends)
    rubber: RubberResult | None
    decided: bool


def reckons_game_values(rules: PartnershipRules) -> bool:
    """Whether a won game's value counts for anything under these rules (1.7).

    Game values reckon a rubber scored the classic way (CAV laws 8-10) or a game that stands
    alone (American whist). A rubber scored in points (seed 001) adds the points of its games,
    so a game's treble or single means nothing there and is not reported.
    """
    if rules.game_values is GameValues.NONE:
        return False
    return (
        rules.rubber is RubberKind.NONE or rules.rubber_scoring is RubberScoring.CLASSIC_GAME_VALUES
    )


def game_value(rules: PartnershipRules, loser_points: int) -> tuple[int | None, str]:
    """What a won game is worth (1.7): CAV law 8, or American 7 minus the losers' score."""
    if not reckons_game_values(rules):
        return None, ""
    if rules.game_values is GameValues.CLASSIC:
        if loser_points == 0:
            return 3, "a treble"
        if loser_points <= 2:
            return 2, "a double"
        return 1, "a single"
    if rules.game_values is GameValues.TARGET_MINUS_LOSERS:
        return rules.target - loser_points, f"{rules.target} - {loser_points}"
    return None, ""


def play(rules: PartnershipRules, deals: Sequence[Deal], start: Score = Score()) -> Match:
    """Score deals in order, ending games at the target and the rubber at two games won.

    A deal after the game (single-game profiles) or the rubber is decided is refused (1.6).
    Points past the target are kept as scored and do not carry into the next game.
    """
    scored: list[ScoredDeal] = []
    games: list[GameResult] = []
    score = start
    decided = False
    for number, deal in enumerate(deals, start=1):
        if decided:
            what = "rubber" if rules.rubber is RubberKind.BEST_OF_3 else "game"
            raise DomainError(
                "deal_after_end",
                "the {what} was already decided at deal {last}; start a new {what} for this deal",
                where=f"deal {number}",
                what=what,
                last=number - 1,
            )
        try:
            result = score_deal(rules, score, deal)
        except DomainError as error:
            raise error.located(f"deal {number}") from None
        ended = None
        if result.winner is not None:
            loser = result.winner.other
            value, name = game_value(rules, result.after[loser])
            ended = GameResult(len(games) + 1, result.winner, result.after, value, name)
            games.append(ended)
            result = _with_game_step(result, ended)
            score = Score()
            decided = _match_decided(rules, games)
        else:
            score = result.after
        scored.append(ScoredDeal(len(games) + (0 if ended else 1), result, ended))
    rubber = _rubber(rules, games, score) if rules.rubber is RubberKind.BEST_OF_3 else None
    return Match(tuple(scored), tuple(games), score, rubber, decided)


def _with_game_step(result: DealScore, game: GameResult) -> DealScore:
    loser = game.winner.other
    text = "{side} win game {number}, {won} to {lost}"
    if game.value is not None:
        text += ": {name}, worth {value}"
    extra = step(
        "game_result",
        text,
        side=game.winner.value,
        number=game.number,
        won=game.final[game.winner],
        lost=game.final[loser],
        name=game.value_name,
        value=game.value,
    )
    return replace(result, steps=(*result.steps, extra))


def _match_decided(rules: PartnershipRules, games: Sequence[GameResult]) -> bool:
    if rules.rubber is RubberKind.NONE:
        return True
    wins = [sum(1 for g in games if g.winner is side) for side in Side]
    return max(wins) >= 2  # best of three; the third game is not played after 2-0 (CAV law 1)


def _rubber(rules: PartnershipRules, games: Sequence[GameResult], current: Score) -> RubberResult:
    """The rubber total by the preset's method (1.7), with the steps that make it up."""
    won = {side: sum(1 for g in games if g.winner is side) for side in Side}
    winner = next((side for side in Side if won[side] >= 2), None)
    steps: list[Step] = []
    if rules.rubber_scoring is RubberScoring.SEED_001_POINTS:
        # seed 001: "Los totales finales del rubber suman los puntos de partida, los honores
        # y la bonificación de rubber".
        points = {
            side: sum(g.final[side] for g in games) + (0 if winner else current[side])
            for side in Side
        }
        for side in Side:
            steps.append(
                step(
                    "rubber_points",
                    "{side} scored {points} points in the rubber's games",
                    side=side.value,
                    points=points[side],
                )
            )
    else:
        # CAV laws 8-10: game values, +2 for the rubber, the losers' game deducted.
        points = {side: sum(g.value or 0 for g in games if g.winner is side) for side in Side}
        for game in games:
            steps.append(
                step(
                    "rubber_game_value",
                    "Game {number}: {side}, {name} ({value})",
                    number=game.number,
                    side=game.winner.value,
                    name=game.value_name,
                    value=game.value,
                )
            )
    if winner is not None:
        loser = winner.other
        earns = (
            rules.rubber_bonus_condition is RubberBonusCondition.ANY_RUBBER_WIN or won[loser] == 0
        )
        if earns and rules.rubber_bonus:
            points[winner] += rules.rubber_bonus
            steps.append(
                step(
                    "rubber_bonus",
                    "{side} win the rubber {won}-{lost}: rubber bonus {bonus}",
                    side=winner.value,
                    won=won[winner],
                    lost=won[loser],
                    bonus=rules.rubber_bonus,
                )
            )
        else:
            steps.append(
                step(
                    "rubber_no_bonus",
                    "{side} win the rubber {won}-{lost}: no rubber bonus (only for 2-0)",
                    side=winner.value,
                    won=won[winner],
                    lost=won[loser],
                )
            )
        steps.append(
            step(
                "rubber_total",
                "Rubber: {side} {wp} to {lp}, a margin of {margin}",
                side=winner.value,
                wp=points[winner],
                lp=points[loser],
                margin=points[winner] - points[loser],
            )
        )
    return RubberResult(winner, won, points, tuple(steps))
