"""The prize-giver's and the treasurer's paper, as plain report data (issue 23 item 4): the
prize-giving script in the order it is read aloud, and the money sheet.

The script reads the booby first and first place last, ladies' and gents' prizes apart, each
with the winning score and what the prize cost (the money sheet's prize costs, matched by the
prize's name). The money sheet is the evening's: fees, raffle, prize costs, other items and
the net, in the club's currency. Amounts come in pence from the services' money sheet
(services/evenings.py MoneySheet), or anything shaped like it (MoneyFigures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from whistclub.domain.drive.event import PrizeRule, Role
from whistclub.domain.drive.prizes import Award, award_prizes
from whistclub.domain.drive.standings import compute_standings
from whistclub.reports.data import DriveRecord
from whistclub.reports.words import ENGLISH, Words


class MoneyFigures(Protocol):
    """The money sheet's figures in pence (services/evenings.py MoneySheet has them)."""

    @property
    def entrants(self) -> int: ...
    @property
    def fee(self) -> int: ...
    @property
    def fees(self) -> int: ...
    @property
    def raffle(self) -> int: ...
    @property
    def prize_costs(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def other(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def net(self) -> int: ...


@dataclass(frozen=True, slots=True)
class PrizeCall:
    group: str  # "Ladies", "Gents" or "" (open to all)
    prize: str
    winners: str  # "Ann Lee (card 5)", or "not awarded"
    score: str  # the winning score as the prize counts it, "" when not awarded
    cost: str  # what the prize cost, "" when the money sheet does not say


@dataclass(frozen=True, slots=True)
class PrizeScript:
    title: str
    date: str
    calls: tuple[PrizeCall, ...]
    total_cost: str


def _read_aloud_order(rules: Sequence[PrizeRule]) -> list[PrizeRule]:
    """Booby prizes first; then the ladies', the gents' and the open prizes, each group
    from its smallest prize to its first place (the prize list's own order, reversed), so
    that first place is read last."""
    booby = [r for r in rules if r.place == "last"]
    rest = [r for r in rules if r.place != "last"]
    ladies = [r for r in rest if r.role is Role.LADY][::-1]
    gents = [r for r in rest if r.role is Role.GENT][::-1]
    open_ = [r for r in rest if r.role is None][::-1]
    return booby + ladies + gents + open_


def _winning_score(award: Award, words: Words) -> str:
    for step in award.steps:
        if step.code == "prize_winner" and "value" in step.data:
            return str(step.data["value"]).replace(".", words.decimal_mark)
    return ""


def prize_script(
    record: DriveRecord,
    words: Words = ENGLISH,
    money: MoneyFigures | None = None,
    currency: str = "GBP",
) -> PrizeScript:
    settings = record.settings
    standings = compute_standings(settings, record.entrants, record.changes, record.units)
    awards = {a.name: a for a in award_prizes(settings, standings, record.units)}
    costs = dict(money.prize_costs) if money is not None else {}
    joiner = " " + words.translate("Reports", "and") + " "
    calls = []
    for rule in _read_aloud_order(settings.prizes):
        award = awards.get(rule.name)
        group = {
            Role.LADY: words.translate("Reports", "Ladies"),
            Role.GENT: words.translate("Reports", "Gents"),
        }.get(rule.role, "") if rule.role else ""  # fmt: skip
        winners = ""
        if award is not None and award.cards:
            winners = joiner.join(
                words.translate("Reports", "{0} (card {1})").format(record.name_of(c), c)
                for c in award.cards
            )
        cost = costs.get(rule.name)
        calls.append(
            PrizeCall(
                group,
                rule.name,
                winners or words.translate("Reports", "not awarded"),
                _winning_score(award, words) if award is not None and award.cards else "",
                words.money(Fraction(cost, 100), currency) if cost is not None else "",
            )
        )
    total = sum(costs.values())
    total_cost = words.money(Fraction(total, 100), currency) if costs else ""
    return PrizeScript(record.title, record.date, tuple(calls), total_cost)


@dataclass(frozen=True, slots=True)
class MoneyLine:
    what: str
    amount: Fraction  # pounds (or euros ...), minus for money spent
    shown: str


@dataclass(frozen=True, slots=True)
class MoneySheetReport:
    title: str
    date: str
    lines: tuple[MoneyLine, ...]
    net: MoneyLine


def money_report(
    record: DriveRecord, money: MoneyFigures, words: Words = ENGLISH, currency: str = "GBP"
) -> MoneySheetReport:
    """The money sheet's lines in the order a treasurer checks them: takings, then costs."""

    def line(what: str, pence: int) -> MoneyLine:
        amount = Fraction(pence, 100)
        return MoneyLine(what, amount, words.money(amount, currency))

    fees = words.translate("Reports", "Entry fees: {0} × {1}").format(
        money.entrants, words.money(Fraction(money.fee, 100), currency)
    )
    lines = [line(fees, money.fees), line(words.translate("Reports", "Raffle"), money.raffle)]
    prize = words.translate("Reports", "Prize: {0}")
    lines += [line(prize.format(name), -pence) for name, pence in money.prize_costs]
    lines += [line(what, pence) for what, pence in money.other]
    net = line(words.translate("Reports", "Net for the club"), money.net)
    return MoneySheetReport(record.title, record.date, tuple(lines), net)
