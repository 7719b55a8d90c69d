"""The drive rules' refusals in the window's language (issue 22 item 9).

The drive domain (whistclub/domain/drive/, the drive document reader
whistclub/domain/documents/drive.py, and the desk's pairing in
whistclub/services/evening_reading.py) refuses with a DomainError: a stable code, an English
template with `{name}` fields and the data that fills them; the domain stays language-free.
Several codes have more than one template ("no_tables" is a partner drive's and a progressive
drive's), so the window words each refusal by its template: every template is listed here
for Qt's translator ("DriveProblems" strings of the window's .ts), with the data the domain
puts in words (a seat role, a kind of value) and the place ("change 3, table 2") worded too.

In English, and for a template not listed here, the domain's own English sentence is shown.
tests/ui/drive/test_problem_words.py reads every DomainError of the drive domain's source
and fails when its template is missing here or has no Spanish with the same fields.
"""

from __future__ import annotations

import re
import string
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from whistclub.domain.errors import DomainError

TEMPLATES: frozenset[str] = frozenset(
    (
        # absent_card (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "card {card} ({name}) at table {table} is not in the room at this change",
        ),
        # wrong_seat (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "card {card} ({name}) plays as a {role} but sits in a {seat}'s seat at table "
            "{table}; seat ladies North and East, gents South and West",
        ),
        # dummy_and_spares (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "a table plays with a dummy while card {card} sits out; seat the spare player in "
            "the dummy's place",
        ),
        # unknown_card (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "card {card} at table {table} is not an entrant (card 0, the dummy hand, needs "
            "short_table: dummy)",
        ),
        # unknown_card (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card {card} at table {table} is not an entrant"),
        # card_number (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card numbers start at 1"),
        # card_twice (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card {card} is given to two entrants"),
        # role_missing (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems", 'this evening plays with seat roles: give "lady" or "gent"'
        ),
        # joins_at (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a latecomer joins at a change from 1 to {last}"),
        # leaves_after (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "leaves after change {leaves}, before joining at change {joins}",
        ),
        # table_number (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "table {table} is numbered twice or below 1"),
        # sitting_out (drive/checks.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "card {card} cannot sit out: not in the room at this change, or seated",
        ),
        # change_number (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "the evening has changes 1 to {last}"),
        # result_twice (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "this table's result is given twice"),
        # seated_twice (drive/checks.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card {card} is seated twice"),
        # seating_missing (drive/evening.py)
        QT_TRANSLATE_NOOP("DriveProblems", "give the seating of the first change"),
        # no_tables (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "nobody is seated: a table needs four players (two ladies and two gents)",
        ),
        # no_tables (drive/evening.py)
        QT_TRANSLATE_NOOP("DriveProblems", "nobody is seated: a table needs four players"),
        # tie_moves (drive/evening.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'who moves is "ns" (North-South) or "ew" (East-West)'),
        # not_level (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "table {table} is not level at change {change}, or its tie rule is not a cut of "
            "the cards: there is nothing to record",
        ),
        # tie_played (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "change {next} has been called already, so who moved from table {table} is history",
        ),
        # results_missing (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "no result for table(s) {tables}; every table must be entered before later changes",
        ),
        # no_such_result (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "there is no result to correct for this table; enter it instead",
        ),
        # seating_needed (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "an individual drive needs its seating for every change; give it in seatings",
        ),
        # table_not_in_play (drive/evening.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "table {table} is not in play (tables in play: {tables}); check the table number",
        ),
        # hand_count (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "{count} hand(s) given for North-South; this evening plays {hands} per change",
        ),
        # hand_count (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "give East-West tricks for all {hands} hand(s) when an exception is approved",
        ),
        # hands_per_change (drive/event.py)
        QT_TRANSLATE_NOOP("DriveProblems", "hands per change must be 1 or more"),
        # changes (drive/event.py)
        QT_TRANSLATE_NOOP("DriveProblems", "the evening needs at least one change"),
        # half_after (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "the interval must come after a change between 1 and {last}",
        ),
        # entry_fee (drive/event.py)
        QT_TRANSLATE_NOOP("DriveProblems", "the entry fee cannot be negative"),
        # places_min_hands (drive/event.py)
        QT_TRANSLATE_NOOP("DriveProblems", "the hands a prize needs cannot be negative"),
        # booby_min_hands (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            'the hands the booby needs are a number from 0, or "all" (the whole evening), not '
            "{value!r}",
        ),
        # tricks_range (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems", "tricks must be a whole number from 0 to 13, not {tricks}"
        ),
        # tricks_over_13 (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "North-South {ns} and East-West {ew} make {total}, more than 13 tricks; check the "
            "cards",
        ),
        # tricks_not_13 (drive/event.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "North-South {ns} and East-West {ew} make {total}, not 13; check the cards, or "
            "approve an exception with a note (a misdeal, a card short)",
        ),
        # no_exact_design (drive/movements/designs.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "there is no complete whist tournament for {v} players in the catalogue (it needs "
            "4n or 4n+1 players and a known design); ask for a number of rounds to get a "
            "balanced schedule instead",
        ),
        # table_twice (drive/movements/model.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a table number is used twice"),
        # player_missing (drive/movements/model.py)
        QT_TRANSLATE_NOOP("DriveProblems", "player {player} is neither seated nor sitting out"),
        # bad_table (drive/movements/model.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "table {table} must seat four different players (or three and a dummy)",
        ),
        # unknown_player (drive/movements/model.py)
        QT_TRANSLATE_NOOP("DriveProblems", "player {player} is not in the evening"),
        # player_twice (drive/movements/model.py)
        QT_TRANSLATE_NOOP("DriveProblems", "player {player} is placed twice"),
        # no_tables (drive/movements/partner.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a partner drive needs at least two pairs at a table"),
        # uneven_lines (drive/movements/partner.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "the moving line has {moving} pairs for {tables} tables; it needs as many pairs "
            "as tables, or one more when the number of pairs is odd",
        ),
        # table_numbers (drive/movements/partner.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "number the tables of a partner drive 1, 2, 3, ... without gaps",
        ),
        # odd_player (drive/movements/partner.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "in a partner drive the players sitting out must be one pair; {count} are",
        ),
        # not_in_room (drive/movements/progressive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card {card} is not in the room"),
        # tie_undecided (drive/movements/progressive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "table {table} is level at change {change} ({ns}-{ew}): the table cuts the cards; "
            "record who moves before change {next} is called",
        ),
        # missing_result (drive/movements/progressive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "table {table} has no result yet; enter it before the next change is called",
        ),
        # fixed_seats_clash (drive/movements/progressive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "cards {cards} are all kept at table {table} in the same seat line; give one of "
            "them another table",
        ),
        # too_many_rounds (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "{rounds} rounds is more than an evening: plan at most {limit} rounds at a time",
        ),
        # bad_rounds (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP("DriveProblems", "the number of rounds must be at least 1, not {rounds}"),
        # nothing_to_plan (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "{played} rounds are already played out of {total}; ask for more rounds to plan "
            "the rest",
        ),
        # too_few_players (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a movement needs at least 4 players, not {count}"),
        # too_many_players (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "{count} players is more than one movement can seat: split the room into sections "
            "of at most {limit} players",
        ),
        # bad_players (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP("DriveProblems", "players are card numbers 1, 2, 3 ... each listed once"),
        # fixed_unknown (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "player {player} cannot keep a fixed seat: there is no card {player} this evening",
        ),
        # fixed_twice (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a player is named twice in the fixed seats"),
        # fixed_too_many (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "{count} players cannot each keep their own table: there are only {tables} "
            "tables; name at most {tables}",
        ),
        # fixed_clash (drive/movements/schedule.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "players {a} and {b} cannot both keep a fixed table: in {total} rounds for "
            "{count} players they would have to meet at a table (in round {round}), because "
            "everyone must play with as many different people as possible; fix only one of "
            "them, or play fewer rounds",
        ),
        # prize_place (drive/prizes.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'place must be 1, 2, 3, ... or "last", not {place}'),
        # prize_half (drive/prizes.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "half must be 1 or 2, and the evening must have an interval (half_after)",
        ),
        # prize_most (drive/prizes.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'most must be "ten_plus"'),
        # prize_role (drive/prizes.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "this evening has no seat roles; remove the role or turn roles on",
        ),
        # unknown_card (drive/standings.py)
        QT_TRANSLATE_NOOP("DriveProblems", "card {card} is not an entrant"),
        # booby_min_hands (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            'booby_min_hands must be a whole number of hands, or "all" (the whole evening), '
            "not {value!r}",
        ),
        # field_type (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "{name} must be {kind}, not {value!r}"),
        # bad_choice (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "{value!r} is not one of: {choices}"),
        # bad_entry_fee (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems", "the entry fee is an amount from 0 to {limit}, e.g. 2.50"
        ),
        # prize (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'expected {{"name": ..., "place": ...}}'),
        # prize_name (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "give the prize a name"),
        # prize_place (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'place must be 1, 2, 3, ... or "last"'),
        # entrants (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "give the entrants as a list"),
        # name_too_long (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems", "the name is {length} characters long; keep it to {limit}"
        ),
        # pair (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "a partnership is two card numbers, e.g. [1, 2]"),
        # seating (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems", 'expected a list of {{"table": 1, "ns": [..], "ew": [..]}}'
        ),
        # sitting_out (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "sitting_out is a list of card numbers"),
        # results (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "results is a list of changes, each a list of tables"),
        # seating_needed (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "a partner drive needs its first seating, which says who partners whom",
        ),
        # bad_document (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "expected a JSON object {{...}}"),
        # tie_breaks (documents/drive.py)
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            'give a list such as ["second_half", "hands_won", "count_back"], or "share"',
        ),
        # entrant (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'expected {{"card": 1, "name": "..."}}'),
        # table (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'expected {{"table": 1, "ns": [a, b], "ew": [c, d]}}'),
        # results (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "each change is a list of table results"),
        # seatings (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", "seatings is a list of changes"),
        # result (documents/drive.py)
        QT_TRANSLATE_NOOP("DriveProblems", 'expected {{"table": 1, "ns": [7]}}'),
        # The services' own drive refusals (services/evening_reading.py partner_seating).
        # no_partner
        QT_TRANSLATE_NOOP(
            "DriveProblems",
            "card(s) {cards} have no partner; a partner drive is played in fixed pairs: give"
            " each of them a partner at the desk",
        ),
        # no_tables
        QT_TRANSLATE_NOOP("DriveProblems", "a partner drive needs at least two pairs"),
    )
)

# Data the domain gives as English words (its Role values, KIND_WORDS of the document reader,
# "none" for no table in play), by the field that carries them.
VALUES: dict[str, dict[str, str]] = {
    "role": {
        "lady": QT_TRANSLATE_NOOP("DriveProblems", "lady"),
        "gent": QT_TRANSLATE_NOOP("DriveProblems", "gent"),
        "player": QT_TRANSLATE_NOOP("DriveProblems", "player"),
    },
    "tables": {"none": QT_TRANSLATE_NOOP("DriveProblems", "none")},
    "kind": {
        "a whole number": QT_TRANSLATE_NOOP("DriveProblems", "a whole number"),
        "true or false": QT_TRANSLATE_NOOP("DriveProblems", "true or false"),
        "a list [...]": QT_TRANSLATE_NOOP("DriveProblems", "a list [...]"),
        "text": QT_TRANSLATE_NOOP("DriveProblems", "text"),
        "a number": QT_TRANSLATE_NOOP("DriveProblems", "a number"),
    },
}
VALUES["seat"] = VALUES["role"]

# The pieces of a place ("change 3, table 2, hand 1", "entrant card 5", "prize 2 (Booby)").
# A field's name ("field half_after") and "input" are the command line's: a screen shows
# the setting itself, so they are left out.
PLACES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"change (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "change {0}")),
    (re.compile(r"table (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "table {0}")),
    (re.compile(r"hand (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "hand {0}")),
    (re.compile(r"round (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "round {0}")),
    (re.compile(r"item (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "item {0}")),
    (re.compile(r"entrant card (\d+)"), QT_TRANSLATE_NOOP("DriveProblems", "entrant card {0}")),
    (re.compile(r"prize (\d+) \((.*)\)"), QT_TRANSLATE_NOOP("DriveProblems", "prize {0} ({1})")),
    (re.compile(r"seating"), QT_TRANSLATE_NOOP("DriveProblems", "seating")),
    (re.compile(r"seatings"), QT_TRANSLATE_NOOP("DriveProblems", "seatings")),
    (re.compile(r"settings"), QT_TRANSLATE_NOOP("DriveProblems", "settings")),
    (re.compile(r"prizes"), QT_TRANSLATE_NOOP("DriveProblems", "prizes")),
    (re.compile(r"entrants"), QT_TRANSLATE_NOOP("DriveProblems", "entrants")),
    (re.compile(r"results"), QT_TRANSLATE_NOOP("DriveProblems", "results")),
    (re.compile(r"the desk"), QT_TRANSLATE_NOOP("DriveProblems", "the desk")),
)
LEFT_OUT = re.compile(r"field \w+|input")
PIECES = re.compile(r", (?![^()]*\))")  # a prize's name in brackets may hold a comma


def _t(text: str) -> str:
    return QCoreApplication.translate("DriveProblems", text)


def fields(template: str) -> set[str]:
    """The `{name}` fields of a template (as str.format reads it, `{{` is no field)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def place_words(where: str) -> str:
    """ "change 3, table 2" as "cambio 3, mesa 2" in the window's language ("" for none)."""
    worded = []
    for piece in PIECES.split(where) if where else []:
        if LEFT_OUT.fullmatch(piece):
            continue
        for pattern, wording in PLACES:
            found = pattern.fullmatch(piece)
            if found:
                worded.append(_t(wording).format(*found.groups()))
                break
        else:
            worded.append(piece)
    return ", ".join(worded)


def worded(error: DomainError) -> str | None:
    """The drive refusal in the window's language, or None when its template is not one of
    the drive domain's (another table words it, or the English sentence is shown)."""
    if error.template not in TEMPLATES:
        return None
    data: dict[str, Any] = {
        key: _t(VALUES[key][value])
        if isinstance(value, str) and value in VALUES.get(key, {})
        else value
        for key, value in error.data.items()
    }
    try:
        text = _t(error.template).format(**data)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: in English
        return str(error)
    place = place_words(error.where)
    if not place:
        return text
    return f"{place[:1].upper()}{place[1:]}: {text}"
