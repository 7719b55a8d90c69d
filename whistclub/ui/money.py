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
