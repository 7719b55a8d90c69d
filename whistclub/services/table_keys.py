"""The keys of an evening's tables' page (issue 25): one random secret per evening, kept in the
club settings (no schema change), and each table's token an HMAC of the evening, the table and
the table's generation, so a token opens that table only and *New link* (a new generation)
makes a lost phone's link useless."""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from whistclub.persistence.database import Database
from whistclub.services.errors import ConflictError
from whistclub.services.settings import load_settings, set_setting
from whistclub.services.unit import Changes

KEYS_PREFIX = "tables_page.evening."


@dataclass(frozen=True, slots=True)
class PageKeys:
    """The evening's secret and each table's generation (bumped by *New link*)."""

    event_id: int
    secret: str
    generations: dict[int, int]
    version: int

    def token(self, table: int) -> str:
        """Table `table`'s token: the table's number, then its signature."""
        generation = self.generations.get(table, 0)
        message = f"{self.event_id}:{table}:{generation}".encode()
        digest = hmac.new(self.secret.encode(), message, hashlib.sha256).digest()
        signature = base64.b32encode(digest[:15]).decode().lower()
        return f"{table}-{signature}"

    def table_of(self, token: str) -> int | None:
        """The table a token opens, or None for a wrong, made-up or revoked token."""
        number, _, _signature = token.partition("-")
        if not (number.isascii() and number.isdigit()) or len(number) > 4:  # not "²" nor "٣"
            return None
        table = int(number)
        return table if hmac.compare_digest(self.token(table), token) else None

    @property
    def code(self) -> str:
        """The 4-digit evening code a player types on the page's front door."""
        digest = hmac.new(self.secret.encode(), b"evening code", hashlib.sha256).digest()
        return f"{int.from_bytes(digest[:4], 'big') % 10_000:04d}"


def _key(event_id: int) -> str:
    return f"{KEYS_PREFIX}{event_id}"


def page_keys(database: Database, event_id: int) -> PageKeys:
    """The evening's keys; the first time the tables' page opens, a fresh random secret."""
    stored = load_settings(database).get(_key(event_id))
    if stored is None or not isinstance(stored["value"], dict) or "secret" not in stored["value"]:
        version = None if stored is None else int(stored["version"])
        value = {"secret": secrets.token_hex(32), "generations": {}}
        # Another computer making the evening's secret at this very moment: use theirs.
        with contextlib.suppress(ConflictError):
            set_setting(database, _key(event_id), value, version)
        stored = load_settings(database)[_key(event_id)]
    value = stored["value"]
    generations = {int(t): int(g) for t, g in dict(value.get("generations") or {}).items()}
    return PageKeys(event_id, str(value["secret"]), generations, int(stored["version"]))


def keys_made(database: Database, event_id: int) -> bool:
    """Whether the evening's tables' page has been opened (its keys exist): then the table
    cards print each table's QR code (issue 25 item 1), and nothing is made by asking."""
    stored = load_settings(database).get(_key(event_id))
    return stored is not None and isinstance(stored["value"], dict) and "secret" in stored["value"]


def new_link(database: Database, event_id: int, table: int) -> tuple[PageKeys, Changes]:
    """Revoke table `table`'s link (a lost phone): its old token opens nothing any more."""
    keys = page_keys(database, event_id)
    generations = dict(keys.generations)
    generations[table] = generations.get(table, 0) + 1
    value = {"secret": keys.secret, "generations": {str(t): g for t, g in generations.items()}}
    changes = set_setting(database, _key(event_id), value, keys.version)
    return page_keys(database, event_id), changes
