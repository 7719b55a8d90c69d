"""The services' refusals in Spanish (issue 22): the window in Spanish shows them in Spanish,
those of the database layer that the services pass on (a backup that cannot be written, a
database that cannot be opened) too.

The services refuse in English sentences built from f-strings (`ServiceError(f"drive
{event_id} is not in the club database")`). This table keys each one by its English template,
the f-string as written with its fields as `{source}`, and gives the Spanish template with the
same fields. `in_language` matches a message against the English templates, takes the
fields' values, words the values that are phrases of their own ("the evening", "drive 3")
the same way, and fills the Spanish. A message no template matches is shown as it came.

tests/services/test_refusal_words.py reads every refusal from the services' source and
fails when one has no Spanish here (or its Spanish drops or invents a field). The table is
refusal_words_club.py (players, evenings, seasons) and refusal_words_data.py (the rest).

Vocabulary as the window's Spanish uses it (resources/i18n/whistclub_es.ts) and the seeds in
shared/seeds/: velada (evening), torneo (drive), cambio (change), mesa (table), mano (deal,
hand), baza (trick), tarjeta (a player's card number), participante (entrant), dama and
caballero (lady, gent), copia de seguridad (backup); the secretary is addressed as usted.
"""

from __future__ import annotations

import re
from functools import cache

from whistclub.services.refusal_words_club import CLUB
from whistclub.services.refusal_words_data import DATA

LANGUAGES = ("en", "es")

# The table, in two modules along its seams: the club's own refusals, and those of its data.
SPANISH: dict[str, str] = {**CLUB, **DATA}

# What the refusals name (the `what` and `where` of a use case), worded the same way.
PHRASES: dict[str, str] = {
    "the player": "el jugador",
    "the player to keep": "el jugador que se queda",
    "the duplicate": "el duplicado",
    "player {player['name']}": "el jugador {player['name']}",
    "player {player_id}": "el jugador {player_id}",
    "season {season_id}": "la temporada {season_id}",
    "the competition": "la competición",
    "line {item.line}": "la línea {item.line}",
    "the change": "el cambio",
    "the seating": "los asientos",
    "the settings": "los ajustes",
    "the entrant": "el participante",
    "entrant {entrant['name']}": "el participante {entrant['name']}",
    "the table result": "el resultado de la mesa",
    "table {table_number} of change {change}": "la mesa {table_number} del cambio {change}",
    "table {row['table_number']} of change {row['change']}": (
        "la mesa {row['table_number']} del cambio {row['change']}"
    ),
    "table {table} of change {change}": "la mesa {table} del cambio {change}",
    "the result of {what}": "el resultado de {what}",
    "the result of {where}": "el resultado de {where}",
    "the result of table {table} of change {change}": (
        "el resultado de la mesa {table} del cambio {change}"
    ),
    "drive {event_id}": "el torneo {event_id}",
    "the evening": "la velada",
    "the raffle": "la rifa",
    "a prize cost": "el coste de un premio",
    "an item": "un concepto",
    "NS {ns}, EW {ew}": "NS {ns}, EO {ew}",
    " (now {_result_words(now[0]['facts'])})": " (ahora {_result_words(now[0]['facts'])})",
    "the deal": "la mano",
    "the game": "la partida",
    "game {deal['game_id']}": "la partida {deal['game_id']}",
    "game {game_id}": "la partida {game_id}",
    "deal {number} of {_title(game)}": "la mano {number} de {_title(game)}",
    "deal {last + position}": "la mano {last + position}",
    "deal {position}": "la mano {position}",
    "setting {key}": "el ajuste {key}",
    "the backup": "la copia de seguridad",
    "the scratch copy of the backup": "la copia de trabajo de la copia de seguridad",
    "the scratch copy of the club": "la copia de trabajo del club",
    "the backup taken before updating the database": (
        "la copia de seguridad hecha antes de actualizar la base de datos"
    ),
    " at {stamp:%H:%M:%S} UTC": " a las {stamp:%H:%M:%S} UTC",
    "{table} {row['id']}": "{table} {row['id']}",
    "{table.replace('_', ' ')} {row['id']}": "{table.replace('_', ' ')} {row['id']}",
    "{table.replace('_', ' ')} {row['id']} ({label})": (
        "{table.replace('_', ' ')} {row['id']} ({label})"
    ),
    "there is no such file; check the name": "no existe ese archivo; revise el nombre",
    "this is a folder, not a file: give the .csv or .xlsx file inside it": (
        "es una carpeta, no un archivo: indique el archivo .csv o .xlsx que hay dentro"
    ),
    "this is a pipe, not a file: save the player list as a .csv or .xlsx file first": (
        "es una tubería, no un archivo: guarde primero la lista de jugadores como archivo .csv"
        " o .xlsx"
    ),
    "this is a device (such as /dev/null), not a file: give the .csv or .xlsx file": (
        "es un dispositivo (como /dev/null), no un archivo: indique el archivo .csv o .xlsx"
    ),
    # text.py WORDS: how the length refusals name a text
    "the player's name": "el nombre del jugador",
    "the membership number": "el número de socio",
    "the season's name": "el nombre de la temporada",
    "the game's title": "el título de la partida",
    "the rules preset's name": "el nombre del reglamento",
    "the seat's label": "el nombre del asiento",
    "the evening's name": "el nombre de la velada",
    "the entrant's name": "el nombre del participante",
    "the setting's name": "el nombre del ajuste",
    # the tables an undo names ("drive entrant 5 (Ann)"), as _name in services/unit.py
    "player": "jugador",
    "season": "temporada",
    "competition": "competición",
    "game": "partida",
    "game seat": "asiento de partida",
    "deal": "mano",
    "drive event": "torneo",
    "drive entrant": "participante",
    "drive entrant change": "cambio de participante",
    "drive seating": "asientos del cambio",
    "drive table result": "resultado de mesa",
    "setting": "ajuste",
    "audit": "historial",
}

FIELD = re.compile(r"\{[^{}]+\}")


# Fields that hold a number ("drive {event_id}", "table {table} of change {change}") match
# digits only, so "drive {event_id}" does not take "drive entrant 5 (Ann)" for drive "entrant
# 5 (Ann)"; any other field matches any text.
NUMBER_FIELD = re.compile(
    r"\{(?:[\w.]*_id|[\w.]*\['id'\]|change|table_number|number|position|count|again"
    r"|called|partner|hands|[\w.]*\['change'\]|[\w.]*\['number'\])\}"
)


@cache
def _compiled(table: str) -> list[tuple[re.Pattern[str], list[str], str]]:
    """(the English template as a pattern, its fields in order, the Spanish), the most
    specific first (the most fixed words), so that "{what} is not..." is tried last."""
    words = SPANISH if table == "refusals" else PHRASES
    compiled = []
    for english, spanish in sorted(words.items(), key=lambda item: -len(FIELD.sub("", item[0]))):
        fields = FIELD.findall(english)
        pieces = FIELD.split(english)
        pattern = "".join(
            re.escape(piece)
            + (
                ("(-?\\d+)" if NUMBER_FIELD.fullmatch(fields[index]) else "(.*?)")
                if index < len(fields)
                else ""
            )
            for index, piece in enumerate(pieces)
        )
        compiled.append((re.compile(pattern, re.DOTALL), fields, spanish))
    return compiled


def _fill(message: str, table: str, depth: int) -> str | None:
    for pattern, fields, spanish in _compiled(table):
        found = pattern.fullmatch(message)
        if found is None:
            continue
        values: dict[str, str] = {}
        for field, value in zip(fields, found.groups(), strict=True):
            values.setdefault(field, _phrase(value, depth + 1))
        return _put(spanish, values)
    return None


def _put(template: str, values: dict[str, str]) -> str:
    """`template` with each field replaced by its value."""
    return FIELD.sub(lambda found: values.get(found.group(0), found.group(0)), template)


def _phrase(value: str, depth: int) -> str:
    """A field's value, worded in Spanish when it is one of the phrases (else as it is)."""
    if depth > 3 or not value.strip():
        return value
    return _fill(value, "phrases", depth) or value


def in_language(message: str, language: str) -> str:
    """The services' refusal `message` in `language` ("en" or "es"); as it is when no
    template matches it (a message passed on from elsewhere) or the language is English."""
    if language != "es":
        return message
    return _fill(message, "refusals", 0) or message
