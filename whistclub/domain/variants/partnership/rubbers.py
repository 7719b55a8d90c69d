"""Games and rubbers: deals scored in order, games ended at the target, a game's value and
the rubber's total by the preset's method (rules-reference 1.6-1.7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from whistclub.domain.cards import Side
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step
from whistclub.domain.variants.partnership.deals import Deal, DealScore, Score
from whistclub.domain.variants.partnership.rules import (
    GameValues,
    PartnershipRules,
    RubberBonusCondition,
    RubberKind,
    RubberScoring,
)
from whistclub.domain.variants.partnership.scoring import check_start, score_deal


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


LOVE_ALL = Score()  # a game's start: no points either side


def play(rules: PartnershipRules, deals: Sequence[Deal], start: Score = LOVE_ALL) -> Match:
    """Score deals in order, ending games at the target and the rubber at two games won.

    A deal after the game (single-game profiles) or the rubber is decided is refused (1.6).
    Points past the target are kept as scored and do not carry into the next game.
    """
    check_start(rules, start)  # refused with no deals too: the rubber's total counts it
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
                    "{side} scored 1 point in the rubber's games"
                    if points[side] == 1
                    else "{side} scored {points} points in the rubber's games",
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
        elif not rules.rubber_bonus:  # the club plays without one (switch rubber_bonus 0)
            steps.append(
                step(
                    "rubber_no_bonus_set",
                    "{side} win the rubber {won}-{lost}: no rubber bonus (none is set)",
                    side=winner.value,
                    won=won[winner],
                    lost=won[loser],
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
