"""The evening's money sheet: entry fees, prize costs, raffle, other items and the net
(whist-drives.md, "Money"), split from whistclub/services/evenings.py, which re-exports every
name here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from whistclub.persistence import drive_mapper as mapper
from whistclub.persistence.database import Database
from whistclub.services.errors import ServiceError
from whistclub.services.unit import Changes, done, use_case

if TYPE_CHECKING:
    from whistclub.services.evening_reading import LoadedEvening


@dataclass(frozen=True, slots=True)
class MoneySheet:
    """Entry fees, prize costs, raffle, other items and the net (whist-drives.md, "Money").
    Amounts in pence."""

    entrants: int
    fee: int
    fees: int
    raffle: int
    prize_costs: tuple[tuple[str, int], ...]
    other: tuple[tuple[str, int], ...]

    @property
    def net(self) -> int:
        spent = sum(p for _, p in self.prize_costs)
        return self.fees + self.raffle + sum(p for _, p in self.other) - spent


def pence(amount: Any, what: str) -> int:
    """Pounds as typed (5, 2.5, "2.50", or "2,50" with a decimal comma) to pence, exactly."""
    try:
        value = Fraction(str(amount).strip().replace(",", ".") or "0") * 100
    except (ValueError, ZeroDivisionError):
        raise ServiceError(f"{what}: {amount!r} is not an amount of money, e.g. 2.50") from None
    if value.denominator != 1:
        raise ServiceError(f"{what}: {amount} has more than two decimals")
    return int(value)


def money_sheet(loaded: LoadedEvening) -> MoneySheet:
    money = (loaded.event["settings"] or {}).get("money") or {}
    count = sum(1 for row in loaded.entrants if mapper.in_evening(row))
    fee = loaded.settings.entry_fee_pence
    return MoneySheet(
        entrants=count,
        fee=fee,
        fees=fee * count,
        raffle=pence(money.get("raffle", 0), "the raffle"),
        prize_costs=tuple(
            (str(item.get("prize", "")), pence(item.get("amount", 0), "a prize cost"))
            for item in money.get("prize_costs", [])
        ),
        other=tuple(
            (str(item.get("what", "")), pence(item.get("amount", 0), "an item"))
            for item in money.get("other", [])
        ),
    )


def set_money(
    database: Database, event_id: int, seen_version: int, money: Mapping[str, Any]
) -> Changes:
    """The money sheet's prize costs, raffle and other items (docs/drives.md, `money`)."""
    cleaned = {
        "prize_costs": [
            {
                "prize": str(i.get("prize", "")).strip(),
                "amount": _amount(i.get("amount"), "a prize cost"),
            }
            for i in money.get("prize_costs", [])
        ],
        "raffle": _amount(money.get("raffle", 0), "the raffle"),
        "other": [
            {"what": str(i.get("what", "")).strip(), "amount": _amount(i.get("amount"), "an item")}
            for i in money.get("other", [])
        ],
    }
    with use_case(database, "drive.money_changed", "change the money sheet") as unit:
        event = unit.require("drive_event", event_id, "the evening", seen_version)
        settings = {**(event["settings"] or {}), "money": cleaned}
        unit.update("drive_event", event_id, seen_version, "the evening", settings=settings)
    return done(unit)


def _amount(value: Any, what: str) -> int | float:
    """Pounds kept as a JSON number (like entry_fee), checked to whole pence."""
    p = pence(value if value is not None else 0, what)
    return p // 100 if p % 100 == 0 else p / 100
