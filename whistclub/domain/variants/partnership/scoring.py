"""One deal scored in the classic order, revokes, then tricks, then honours (CAV law 5),
each step saying why."""

from __future__ import annotations

from collections.abc import Mapping

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.partnership.deals import (
    BOOK,
    REVOKE_POINTS,
    REVOKE_TRICKS,
    TRICKS_IN_DEAL,
    Deal,
    DealScore,
    Offender,
    Revoke,
    Score,
    check_deal,
)
from whistclub.domain.variants.partnership.rules import (
    BothSidesRevoke,
    HonoursBlock,
    PartnershipRules,
    RevokeCap,
    RevokePenalty,
    RevokePointsReading,
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
    check_start(rules, start)
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
    # CAV-82: a side that revoked cannot win the game in that deal (a switch); CAV-81: when
    # both sides revoke, neither can, whatever that switch says (rules-reference 1.5).
    both_held = len(revokers) == 2  # the "new deal" reading returned above
    if rules.revoking_side_max_score_in_hand is RevokeCap.TARGET_MINUS_1 or both_held:
        capped = revokers
    else:
        capped = set()
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


def check_start(rules: PartnershipRules, start: Score) -> None:
    """Refuse a game's start that no game can have: below 0, or at the target or past it."""
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
    worth = value
    if not rules.honours_can_reach_target:
        value = min(value, max(0, blocked_at - tally.points[holder]))
    old, new, held = tally.add(holder, value)
    cut = value < worth  # held short of the game: the line says so, not "4 honours: 1"
    return [
        step(
            "honours_cut" if cut else "honours",
            "{side} {count} honours: {worth}, cut to {value}: honours cannot win the game "
            "({old} → {new}{cap})"
            if cut
            else "{side} {count} honours: {value} ({old} → {new}{cap})",
            side=holder.value,
            count=count,
            worth=worth,
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
