"""Club-wide settings stored in the club database (shared by every laptop that opens it).

Per-laptop preferences (language, window layout) are not here: they stay in the laptop's own
settings. A value is any JSON value; changing it is a use case like any other (audited,
undoable, and refused if another laptop changed the same setting since it was read).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import sqlalchemy as sa

from whistclub.persistence.database import Database
from whistclub.persistence.rows import metadata
from whistclub.services.errors import ConflictError, ServiceError
from whistclub.services.text import excerpt
from whistclub.services.unit import Changes, done, use_case


def load_settings(database: Database) -> dict[str, dict[str, Any]]:
    """Every setting: key -> {"value": ..., "version": ...} (the version to pass back)."""
    table = metadata.tables["setting"]
    with database.engine.connect() as connection:
        rows = connection.execute(sa.select(table).order_by(table.c.key)).mappings()
        return {row["key"]: {"value": row["value"], "version": row["version"]} for row in rows}


def set_setting(database: Database, key: str, value: Any, seen_version: int | None) -> Changes:
    """Set `key` to `value`; `seen_version` is the version read (None: the key was not set)."""
    key = key.strip()
    if not key:
        raise ServiceError("a setting needs a name")
    with use_case(database, "setting.changed", f"set {key}") as unit:
        rows = unit.rows("setting", key=key)
        if not rows and seen_version is None:
            unit.insert("setting", key=key, value=value)
        elif not rows:
            raise ConflictError(f"setting {key} was removed on another computer; nothing was saved")
        elif seen_version is None:
            raise ConflictError(
                f"setting {key} was set on another computer to {rows[0]['value']!r} meanwhile; "
                "nothing was saved: look at it and set it again if still needed"
            )
        else:
            unit.update("setting", rows[0]["id"], seen_version, f"setting {key}", value=value)
    return done(unit)


# The club's currency: one club setting, an ISO 4217 code (GBP, EUR, ...). Money has been
# pounds since the first drive evenings, so a club that never chose one keeps pounds.
CURRENCY_KEY = "club.currency"
DEFAULT_CURRENCY = "GBP"


def club_currency(database: Database) -> tuple[str, int | None]:
    """(the club's currency code, the setting's version to pass back; None: never set)."""
    stored = load_settings(database).get(CURRENCY_KEY)
    if stored is None or not isinstance(stored["value"], str):
        return DEFAULT_CURRENCY, None if stored is None else int(stored["version"])
    return stored["value"], int(stored["version"])


def set_club_currency(database: Database, code: str, seen_version: int | None) -> Changes:
    """Set the club's currency (audited and undoable like any setting)."""
    code = code.strip().upper()
    if len(code) != 3 or not code.isalpha() or not code.isascii():
        raise ServiceError(
            f"{code or 'an empty code'} is not a currency code: give its three letters, "
            "e.g. GBP for pounds or EUR for euros"
        )
    return set_setting(database, CURRENCY_KEY, code, seen_version)


# The club's language on paper: one club setting beside the currency, so every laptop of the
# club prints its cards, standings and workbook alike whatever each window is set to (issue
# 23 item 1). A club that never chose one prints in English, as it always has.
LANGUAGE_KEY = "club.language"
DEFAULT_LANGUAGE = "en"
LANGUAGES = ("en", "es")  # the catalogues shipped in resources/i18n


def club_language(database: Database) -> tuple[str, int | None]:
    """(the club's language code, the setting's version to pass back; None: never set)."""
    stored = load_settings(database).get(LANGUAGE_KEY)
    if stored is None:
        return DEFAULT_LANGUAGE, None
    value = stored["value"]
    language = value if isinstance(value, str) and value in LANGUAGES else DEFAULT_LANGUAGE
    return language, int(stored["version"])


def set_club_language(database: Database, code: str, seen_version: int | None) -> Changes:
    """Set the club's language on paper (audited and undoable like any setting)."""
    code = code.strip().lower()
    if code not in LANGUAGES:
        raise ServiceError(
            f"{code or 'an empty code'} is not a language WhistClub prints in: choose"
            f" {' or '.join(LANGUAGES)} (en for English, es for Spanish)"
        )
    return set_setting(database, LANGUAGE_KEY, code, seen_version)


# The results website's public address (issue 26 item 5: "The QR code on the printed
# standings can point to it"): one club setting, the address the published folder is reached
# at (https://www.example.org/whist); the printed standings then carry a QR code to the
# evening's own page there. A club that never gave one prints no QR code.
SITE_ADDRESS_KEY = "site.address"


def site_address(database: Database) -> tuple[str, int | None]:
    """(the results website's address, "" when none; the setting's version, None: never set)."""
    stored = load_settings(database).get(SITE_ADDRESS_KEY)
    if stored is None:
        return "", None
    value = stored["value"]
    return (value if isinstance(value, str) else ""), int(stored["version"])


def checked_site_address(address: str) -> str:
    """The address as stored: http(s), a host, no query; without the trailing slash. Blank:
    no address (no QR code is printed)."""
    text = address.strip()
    if not text:
        return ""
    parsed = urlsplit(text)
    if (
        parsed.scheme not in ("http", "https")
        or not parsed.hostname
        or parsed.query
        or parsed.fragment
        or any(c.isspace() for c in text)
    ):
        raise ServiceError(
            f"{excerpt(text)!r} is not a web address: give the results website's address as a"
            " browser opens it, e.g. https://www.example.org/whist"
        )
    return text.rstrip("/")


def set_site_address(database: Database, address: str, seen_version: int | None) -> Changes:
    """Set the results website's address ("" to have none); audited and undoable."""
    return set_setting(database, SITE_ADDRESS_KEY, checked_site_address(address), seen_version)


def evening_page_link(address: str, event_id: int) -> str:
    """The evening's own page on the results website at `address` (its file name is
    whistclub.site.publish.evening_file's, kept from one publication to the next)."""
    return f"{address.rstrip('/')}/evening-{event_id}.html"


def evening_page(database: Database, event_id: int) -> str | None:
    """The link the printed standings carry as a QR code; None without a site address."""
    address, _ = site_address(database)
    return evening_page_link(address, event_id) if address else None
