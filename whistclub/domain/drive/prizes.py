"""The prize list of a drive, with the reason each prize went where it did.

Typical prizes come from ../shared/whist-drives.md ("Prizes"): places overall or per role,
highest first or second half, booby (the lowest score, per role), most hands with 10+
tricks. "A player normally wins at most one prize (setting); ties are broken by a setting
(best second half, most hands won, count-back from the last hand) or shared."

How the list is worked out:
* Prizes are awarded in the order listed: a player who wins an earlier prize is passed over
  for later ones when one prize per person applies, and the next player moves up.
* A prize for place k goes to the k-th best of its kind (role, half, score or count), counting
  only places not already given in the same kind when one prize per person applies; "last"
  is the booby.
* Players level on the score are separated by the tie-breaks in order; if still level (or the
  club shares tied prizes), they share the prize.
* In a partner drive the couple is one competitor and wins as a couple.
* Who may win is a setting of the prize list (issue 21 item 5): early leavers and latecomers
  in or out, a minimum number of hands at the evening for places and for the booby (by
  default the booby needs the whole evening: "clubs usually"). Someone left out keeps their
  score and rank in the standings; the prize's reason names them when they would have won.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from whistclub.domain.drive.event import (
    WHOLE_EVENING,
    PrizeRule,
    Role,
    Settings,
    SitOutScoring,
    TieBreak,
)
from whistclub.domain.drive.standings import Score, Standing, ranking_value
from whistclub.domain.errors import DomainError
from whistclub.domain.explain import Step, step

PLACE_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
TIE_BREAK_WORDS = {
    TieBreak.SECOND_HALF: "the better second half",
    TieBreak.HANDS_WON: "more hands won",
    TieBreak.COUNT_BACK: "the count-back from the last hand",
}
# A booby prize goes to the worse of two level players, so its tie-break reads the other way.
LOWEST_TIE_BREAK_WORDS = {
    TieBreak.SECOND_HALF: "the poorer second half",
    TieBreak.HANDS_WON: "fewer hands won",
    TieBreak.COUNT_BACK: "the count-back from the last hand",
}
MOST_KINDS = ("ten_plus",)


@dataclass(frozen=True, slots=True)
class Award:
    name: str
    cards: tuple[int, ...]
    steps: tuple[Step, ...]

    @property
    def reason(self) -> str:
        return " ".join(s.text for s in self.steps)


def format_score(value: Fraction | int) -> str:
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def place_words(place: int) -> str:
    return PLACE_WORDS.get(place, f"{place}th")


@dataclass(frozen=True, slots=True)
class _Competitor:
    head: Standing
    members: tuple[Standing, ...]

    @property
    def cards(self) -> tuple[int, ...]:
        return tuple(sorted(m.card for m in self.members))

    def label(self) -> str:
        names = " and ".join(m.name for m in self.members)
        cards = " and ".join(str(c) for c in self.cards)
        return f"{names} (card{'s' if len(self.members) > 1 else ''} {cards})"


def _value(rule: PrizeRule, standing: Standing, settings: Settings) -> Score:
    if rule.most == "ten_plus":
        return standing.ten_plus
    if rule.half is not None:
        return standing.halves[rule.half - 1]
    return ranking_value(standing, settings.sit_out)


def _tie_key(standing: Standing, tie_break: TieBreak) -> tuple[Fraction | int, ...]:
    if tie_break is TieBreak.SECOND_HALF:
        return (standing.halves[1],)
    if tie_break is TieBreak.HANDS_WON:
        return (standing.hands_won,)
    return tuple(reversed(standing.hand_scores))


def _tie_value_words(standing: Standing, tie_break: TieBreak) -> str:
    if tie_break is TieBreak.SECOND_HALF:
        return format_score(standing.halves[1])
    if tie_break is TieBreak.HANDS_WON:
        return str(standing.hands_won)
    return ", ".join(format_score(s) for s in reversed(standing.hand_scores[-3:]))


def _what(rule: PrizeRule, settings: Settings, lowest: bool) -> str:
    if rule.most == "ten_plus":
        kind = "hands with 10 or more tricks"
        what = f"the {'fewest' if lowest else 'most'} {kind}"
    else:
        if rule.half is not None:
            score = f"{place_words(rule.half)}-half score"
        elif settings.sit_out is SitOutScoring.PER_HAND:
            score = "average per hand played"
        else:
            score = "total"
        what = f"the {'lowest' if lowest else 'highest'} {score}"
    if rule.role is not None:
        what += " among ladies" if rule.role is Role.LADY else " among gents"
    return what


def left_out(rule: PrizeRule, settings: Settings, standing: Standing) -> Step | None:
    """Why this prize list leaves a player out of this prize, or None when they may win it.

    The step's data names the rule (`rule`: leavers, latecomers, whole_evening, min_hands) so
    that the window can word it in its own language (ui/drive/prize_words.py).
    """
    left, late = standing.leaves_after, standing.joins_at
    booby = rule.place == "last"
    needed = settings.booby_min_hands if booby else settings.places_min_hands
    everyone = left is None and late == 1
    if everyone and (not isinstance(needed, int) or standing.hands_here >= needed):
        return None  # the common case, quickly: this runs for everyone for every prize
    who = f"{standing.name} (card {standing.card})"
    value = format_score(_value(rule, standing, settings))
    if left is not None and not settings.prizes_for_leavers:
        return step(
            "prize_left_out",
            "{who} scored {value} but left early, after change {change}: this prize list leaves"
            " out early leavers.",
            who=who,
            value=value,
            rule="leavers",
            change=left,
        )
    if late > 1 and not settings.prizes_for_latecomers:
        return step(
            "prize_left_out",
            "{who} scored {value} but came late, at change {change}: this prize list leaves"
            " out latecomers.",
            who=who,
            value=value,
            rule="latecomers",
            change=late,
        )
    if needed == WHOLE_EVENING:
        if everyone:
            return None
        return step(
            "prize_left_out",
            "{who} scored {value} but was not there the whole evening ({when}): the booby"
            " prize needs the whole evening.",
            who=who,
            value=value,
            rule="whole_evening",
            when=f"left after change {left}" if left is not None else f"came at change {late}",
            left=left,
            came=late,
        )
    assert isinstance(needed, int)
    if standing.hands_here < needed:
        return step(
            "prize_left_out",
            "{who} scored {value} but played {hands} of the {needed} hands {prize} needs.",
            who=who,
            value=value,
            rule="min_hands",
            hands=standing.hands_here,
            needed=needed,
            prize="the booby" if booby else "a place",
            booby=booby,
        )
    return None


def check_prize(rule: PrizeRule, settings: Settings, index: int) -> None:
    where = f"prize {index} ({rule.name})"
    if rule.place != "last" and not (isinstance(rule.place, int) and rule.place >= 1):
        raise DomainError(
            "prize_place",
            'place must be 1, 2, 3, ... or "last", not {place}',
            where=where,
            place=rule.place,
        )
    if rule.half is not None and (rule.half not in (1, 2) or settings.half_after is None):
        raise DomainError(
            "prize_half",
            "half must be 1 or 2, and the evening must have an interval (half_after)",
            where=where,
        )
    if rule.most is not None and rule.most not in MOST_KINDS:
        raise DomainError("prize_most", 'most must be "ten_plus"', where=where)
    if rule.role is not None and not settings.roles:
        raise DomainError(
            "prize_role",
            "this evening has no seat roles; remove the role or turn roles on",
            where=where,
        )


def award_prizes(
    settings: Settings,
    standings: Sequence[Standing],
    units: Mapping[int, int] | None = None,
) -> tuple[Award, ...]:
    """Every prize of the settings' prize list, in the order listed."""
    unit_of = units or {}
    by_card = {s.card: s for s in standings}
    members: dict[int, list[Standing]] = {}
    for s in standings:
        members.setdefault(unit_of.get(s.card, s.card), []).append(s)
    competitors = [
        _Competitor(by_card[head], tuple(sorted(m, key=lambda x: x.card)))
        for head, m in members.items()
        if by_card[head].hands_played > 0
    ]
    already: dict[int, str] = {}  # head card -> prize won
    given: list[tuple[PrizeRule, int]] = []  # (rule, place) already awarded, for k counting
    awards = []
    for index, rule in enumerate(settings.prizes, start=1):
        check_prize(rule, settings, index)
        award = _award_one(rule, settings, competitors, already, given)
        for card in award.cards:
            already.setdefault(unit_of.get(card, card), rule.name)
        awards.append(award)
    return tuple(awards)


def _kind(rule: PrizeRule) -> tuple[object, ...]:
    return (rule.role, rule.half, rule.most)


def _award_one(
    rule: PrizeRule,
    settings: Settings,
    competitors: Sequence[_Competitor],
    already: Mapping[int, str],
    given: list[tuple[PrizeRule, int]],
) -> Award:
    lowest = rule.place == "last"
    of_kind = [c for c in competitors if rule.role is None or c.head.role is rule.role]
    excluded = {c.head.card: why for c in of_kind if (why := left_out(rule, settings, c.head))}
    eligible = [
        c
        for c in of_kind
        if not (settings.one_prize_each and c.head.card in already) and c.head.card not in excluded
    ]
    tie_breaks = settings.tie_breaks

    values = {c.head.card: _value(rule, c.head, settings) for c in eligible}
    keys: dict[int, tuple[Any, ...]] = {}

    def key(c: _Competitor) -> tuple[Any, ...]:
        """The prize's value, then the tie-breaks: worked out only for players level on the
        value (a count-back key is every hand of the evening: issue 24)."""
        card = c.head.card
        found = keys.get(card)
        if found is None:
            found = keys[card] = (values[card], *(_tie_key(c.head, t) for t in tie_breaks))
        return found

    ordered = _ordered(eligible, values, key, reverse=not lowest)
    groups: list[list[_Competitor]] = []
    for c in ordered:
        last = groups[-1][0] if groups else None
        level = last is not None and values[last.head.card] == values[c.head.card]
        if level and last is not None and key(last) == key(c):
            groups[-1].append(c)
        else:
            groups.append([c])
    if lowest:
        wanted = 1
    else:
        assert isinstance(rule.place, int)
        wanted = rule.place
        if settings.one_prize_each:
            wanted -= sum(1 for g, p in given if _kind(g) == _kind(rule) and p < rule.place)
    given.append((rule, rule.place if isinstance(rule.place, int) else 10**6))
    what = _what(rule, settings, lowest)
    if wanted > len(groups) or wanted < 1:
        unawarded = step("prize_unawarded", "Not awarded: nobody is left for {what}.", what=what)
        return Award(rule.name, (), (unawarded, *excluded.values()))
    winners = groups[wanted - 1]
    if rule.most is not None and values[winners[0].head.card] == 0:
        # "most hands with 10+ tricks" (whist-drives.md) goes to nobody when nobody had one:
        # a count of none is no hand to reward.
        none = step("prize_unawarded_none", "Not awarded: nobody had a hand of 10 or more tricks.")
        return Award(rule.name, (), (none, *excluded.values()))
    steps = [_why_winner(rule, settings, winners, what, wanted)]
    steps += _why_tie(rule, settings, winners, ordered, tie_breaks, lowest)
    steps += _why_passed_over(rule, settings, of_kind, winners, already, lowest)
    steps += _why_left_out(rule, settings, of_kind, winners, excluded, lowest)
    cards = tuple(sorted(card for w in winners for card in w.cards))
    return Award(rule.name, cards, tuple(steps))


def _ordered(
    eligible: Sequence[_Competitor],
    values: Mapping[int, Score],
    key: Callable[[_Competitor], tuple[Any, ...]],
    reverse: bool,
) -> list[_Competitor]:
    """The competitors as sorted(eligible, key=key, reverse=reverse) orders them: by value, and
    each run level on value by the whole key (both sorts are stable, so the order is the same)."""
    ordered = sorted(eligible, key=lambda c: values[c.head.card], reverse=reverse)
    start = 0
    while start < len(ordered):
        end = start + 1
        value = values[ordered[start].head.card]
        while end < len(ordered) and values[ordered[end].head.card] == value:
            end += 1
        if end - start > 1:
            ordered[start:end] = sorted(ordered[start:end], key=key, reverse=reverse)
        start = end
    return ordered


def _why_winner(
    rule: PrizeRule, settings: Settings, winners: Sequence[_Competitor], what: str, wanted: int
) -> Step:
    value = format_score(_value(rule, winners[0].head, settings))
    who = "; ".join(w.label() for w in winners)
    position = "" if wanted == 1 else f"{place_words(wanted)} "
    if rule.place != "last" and wanted > 1:
        what = what.replace("the highest", "the " + position + "highest", 1).replace(
            "the most", "the " + position + "most", 1
        )
    verb = "share" if len(winners) > 1 else "has"
    return step(
        "prize_winner",
        "{who} {verb} {what}: {value}.",
        who=who,
        verb=verb,
        what=what,
        value=value,
    )


def _why_tie(
    rule: PrizeRule,
    settings: Settings,
    winners: Sequence[_Competitor],
    ordered: Sequence[_Competitor],
    tie_breaks: Sequence[TieBreak],
    lowest: bool = False,
) -> list[Step]:
    score = _value(rule, winners[0].head, settings)
    words = LOWEST_TIE_BREAK_WORDS if lowest else TIE_BREAK_WORDS
    level = [c for c in ordered if _value(rule, c.head, settings) == score and c not in winners]
    if not level and len(winners) == 1:
        return []
    if len(winners) > 1:
        how = (
            "the club shares tied prizes"
            if not tie_breaks
            else "they are level on every tie-break too ("
            + ", ".join(TIE_BREAK_WORDS[t] for t in tie_breaks)
            + ")"
        )
        return [
            step("prize_shared", "Level on {score}: {how}.", score=format_score(score), how=how)
        ]
    winner = winners[0]
    others = []
    for other in level:
        for tie_break in tie_breaks:
            if _tie_key(other.head, tie_break) != _tie_key(winner.head, tie_break):
                others.append(
                    f"Level with {other.label()} on {format_score(score)}; decided by "
                    f"{words[tie_break]} ({_tie_value_words(winner.head, tie_break)}"
                    f" against {_tie_value_words(other.head, tie_break)})"
                )
                break
    return [step("prize_tie_break", "{text}.", text=". ".join(others))]


def _why_passed_over(
    rule: PrizeRule,
    settings: Settings,
    of_kind: Sequence[_Competitor],
    winners: Sequence[_Competitor],
    already: Mapping[int, str],
    lowest: bool,
) -> list[Step]:
    if not settings.one_prize_each:
        return []
    score = _value(rule, winners[0].head, settings)
    better = [
        c
        for c in of_kind
        if c.head.card in already
        and (
            _value(rule, c.head, settings) < score
            if lowest
            else _value(rule, c.head, settings) >= score
        )
    ]
    return [
        step(
            "prize_passed_over",
            "{who} scored {value} but already won {prize} (one prize per person).",
            who=c.label(),
            value=format_score(_value(rule, c.head, settings)),
            prize=already[c.head.card],
        )
        for c in better
    ]


def _why_left_out(
    rule: PrizeRule,
    settings: Settings,
    of_kind: Sequence[_Competitor],
    winners: Sequence[_Competitor],
    excluded: Mapping[int, Step],
    lowest: bool,
) -> list[Step]:
    """The players this prize list left out who would otherwise have won or come before the
    winner: a secretary asked "why not her?" at the prize-giving has the answer in front of her."""
    score = _value(rule, winners[0].head, settings)
    return [
        excluded[c.head.card]
        for c in of_kind
        if c.head.card in excluded
        and (
            _value(rule, c.head, settings) <= score
            if lowest
            else _value(rule, c.head, settings) >= score
        )
    ]
