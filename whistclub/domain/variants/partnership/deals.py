"""One deal's facts (tricks, honours, revokes), the score of a game and a deal's result, and
the checks that refuse a deal that cannot have happened (seed 000, 001; rules-reference 1.1)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step
from whistclub.domain.variants.partnership.rules import PartnershipRules, RevokePenalty

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
        if revoke.by is Offender.DUMMY and revoke.side is not Side.NS:
            # rules-reference 1.1: "for dummy whist, side NS = the dummy plus the player who
            # has it", so the dummy's revoke is North-South's.
            raise DomainError(
                "dummy_is_ns",
                "the dummy plays for North-South, so a revoke by the dummy is NS's; say side: "
                "NS, or by: player for an East-West revoke",
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
