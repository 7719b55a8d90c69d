"""Money on screen in the club's currency (the club setting `club.currency`, an ISO 4217 code),
as the window's language writes it: £8.00 in English, 8,00 € in Spanish."""

from __future__ import annotations

from whistclub.ui.dates import window_locale

# The currencies offered for the club's money: code -> symbol (any other code stored in the
# club setting is shown by its code).
CURRENCY_SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "$"}


def currency_symbol(currency: str) -> str:
    return CURRENCY_SYMBOLS.get(currency, currency)


def money_text(minor: int, currency: str) -> str:
    """An amount in minor units (pence, cents) in the club's currency."""
    return window_locale().toCurrencyString(minor / 100, currency_symbol(currency), 2)


def currency_affixes(currency: str) -> tuple[str, str]:
    """What the window's language writes before and after an amount typed in a box, as
    money_text writes it: ("£", "") in English (£2.50), ("", "\u00a0£") in Spanish
    (2,50 £)."""
    locale = window_locale()
    written = locale.toCurrencyString(1.0, currency_symbol(currency), 2)
    number = locale.toString(1.0, "f", 2)
    at = written.find(number)
    if at < 0:  # a locale that writes the number otherwise: the symbol before it
        return currency_symbol(currency), ""
    return written[:at], written[at + len(number) :]
