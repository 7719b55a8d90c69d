"""`whistclub-cli publish --to DIR` and the window's *Publish results*: the results website.

A folder of static pages (issue 26 item 5) the club copies to any web host or a USB stick:
index.html (the evenings and the seasons), evening-<id>.html for each evening's standings and
prize list (stable: an evening keeps its number), season-<id>.html for each season's tables,
records.html, and player-<id>.html for each player whose name may be published. Every link is
relative and every file is in the folder: no server, no script, no font from outside.

Names: a player is shown by name only if `services.season.publishes_name` says so (their own
"publish my name" choice; by default members yes, non-members and walk-ins no); anyone else
appears as their card number ("card 12") at that evening, and in the season tables and
records as their card at their first evening, with its date; a player known only from the
club games (who has no card) appears as "player <number>". The labels replace the names before
the season tables are worked out, so no sentence ("level on 80 points with ...") can carry a
name that is not published. Jinja2 escapes every value (autoescape), and each name sits in
a <bdi> so right-to-left text keeps to its own cell.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from whistclub.domain.season.records import EveningLine
from whistclub.domain.season.table import Player, words
from whistclub.persistence.database import Database
from whistclub.reports.season_words import rule_words, table_name, why_words
from whistclub.reports.words import Words, words_for
from whistclub.services import season as seasons
from whistclub.services.errors import ServiceError
from whistclub.services.records import player_sheet as _player_sheet
from whistclub.services.records import records_of, season_attendance, sheet_json
from whistclub.services.season_games import season_games
from whistclub.services.settings import club_language
from whistclub.site.words import site_words

STYLE = "style.css"


@dataclass(frozen=True, slots=True)
class Published:
    folder: Path
    pages: int
    players: int  # pages of players published by name


def _environment() -> Any:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.PackageLoader("whistclub.site", "templates"),
        autoescape=True,  # every name, evening and prize is data, never markup
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def evening_file(event_id: int) -> str:
    return f"evening-{event_id}.html"


def season_file(season_id: int) -> str:
    return f"season-{season_id}.html"


def player_file(player_id: int) -> str:
    return f"player-{player_id}.html"


class _Labels:
    """What the site calls each player: their name if published, else their card."""

    def __init__(self, data: seasons.SeasonData, w: Words, t: Mapping[str, str]) -> None:
        self.data = data
        self.w = w
        self.card_words = t["card"]
        self.card_at = t["card_at"]  # "card 12 (2 October 2026)": told apart across evenings
        self.player_words = t["player_no"]  # a player of the club games only, not published
        self.published: dict[str, int] = {}
        for key in data.players:
            if key.startswith("p"):
                row = data.player_rows.get(int(key[1:]))
                if seasons.publishes_name(row):
                    self.published[key] = int(key[1:])

    def at(self, key: str, card: int) -> str:
        """At one evening: the name, or the card held that evening."""
        if key in self.published:
            return self.data.players[key].name
        return self.card_words.format(card)

    def of(self, key: str) -> str:
        """Across evenings: the name, or the card at the player's first evening."""
        if key in self.published:
            return self.data.players[key].name
        first = self.data.cards.get(key)
        if first is None:
            if key.startswith("p"):
                row = self.data.player_rows.get(int(key[1:]))
                if seasons.publishes_name(row):
                    assert row is not None
                    return str(row["name"])
                return self.player_words.format(key[1:])
            return "?"
        held = next((e.held_on for e in self.data.evenings if e.id == first[0]), None)
        if held is None:
            return self.card_words.format(first[1])
        return self.card_at.format(first[1], self.w.date(held.isoformat()))

    def href(self, key: str) -> str | None:
        player_id = self.published.get(key)
        return player_file(player_id) if player_id is not None else None


def publish(
    database: Database, folder: Path, language: str | None = None, club: str = ""
) -> Published:
    """Write the website into `folder` (created; an existing folder must be empty or hold an
    earlier publication, whose pages are replaced)."""
    folder = Path(folder)
    _refuse_foreign(folder)
    w = words_for(language or club_language(database)[0])
    t = site_words(w)
    data = seasons.load_events(database, seasons.all_event_ids(database))
    labels = _Labels(data, w, t)
    env = _environment()
    common = {"t": t, "lang": w.language, "club": club or t["results"], "root": ""}
    pages: dict[str, str] = {}

    def day(value: date | None) -> str:
        return w.date(value.isoformat()) if value else ""

    evening_rows = []
    for evening in data.evenings:
        summary = data.loaded[evening.id]
        keys = summary.keys
        rows = []
        for standing in summary.standings:
            key = keys.get(standing.card, f"e{evening.id}.{standing.card}")
            rows.append(
                {
                    "rank": standing.rank,
                    "label": labels.at(key, standing.card),
                    "href": labels.href(key),
                    "total": w.number(standing.total),
                }
            )
        prizes = [
            {
                "name": award,
                "winners": [
                    {
                        "label": labels.at(keys.get(c, f"e{evening.id}.{c}"), c),
                        "href": labels.href(keys.get(c, "")),
                    }
                    for c in cards
                ],
            }
            for award, cards in summary.prizes
        ]
        pages[evening_file(evening.id)] = env.get_template("evening.html").render(
            **common, name=evening.name, date=day(evening.held_on), rows=rows, prizes=prizes
        )
        evening_rows.append(
            {
                "href": evening_file(evening.id),
                "name": evening.name,
                "date": day(evening.held_on),
                "players": len(rows),
            }
        )
    everyone = seasons.game_players(data)
    masked = {k: Player(k, labels.of(k), p.member) for k, p in everyone.items()}
    season_links = []
    by_id = {e.id: e for e in data.evenings}
    for found in seasons.list_seasons(database):
        ids = set(seasons.season_event_ids(database, found))
        evenings = tuple(by_id[i] for i in sorted(ids) if i in by_id)
        stored = [
            (row, seasons.competition_rule(row["rule"]))
            for row in seasons.list_competitions(database, int(found["id"]))
        ]
        needed = any(rule.games is not None for _row, rule in stored)
        one = replace(
            data, evenings=evenings, games=season_games(database, found) if needed else ()
        )
        competitions = []
        for row, rule in stored:
            for table in seasons.competition_tables(row["name"], rule, one, masked):
                competitions.append(
                    {
                        "name": table_name(w, table.competition, table.role),
                        "words": rule_words(w, rule),
                        "rows": [
                            {
                                "rank": r.rank,
                                "label": r.name,
                                "href": labels.href(r.player),
                                "points": w.number(r.points),
                                "qualified": r.qualified,
                                "why": why_words(w, r.steps),
                            }
                            for r in table.rows
                        ],
                    }
                )
        dates = " – ".join(day(d) for d in (found["starts_on"], found["ends_on"]) if d)
        pages[season_file(int(found["id"]))] = env.get_template("season.html").render(
            **common, name=found["name"], dates=dates, competitions=competitions
        )
        season_links.append(
            {"href": season_file(int(found["id"])), "name": found["name"], "dates": dates}
        )
    what = {
        "highest drive total": t["what_highest"],
        "most 10+ hands in an evening": t["what_ten"],
        "longest attendance run": t["what_run"],
        "most prizes": t["what_prizes"],
    }
    club_records = records_of(data)
    pages["records.html"] = env.get_template("records.html").render(
        **common,
        records=[
            {
                "what": what.get(r.what, r.what),
                "figure": words(r.figure),
                "players": [{"label": labels.of(k), "href": labels.href(k)} for k in r.players],
            }
            for r in club_records.records
        ],
        attendance=[
            {
                "href": evening_file(e),
                "evening": by_id[e].name,
                "date": day(by_id[e].held_on),
                "players": n,
            }
            for e, n in club_records.attendance
        ],
        seasons=season_attendance(database, data),
    )
    own: dict[str, list[EveningLine]] = {}
    for line in data.lines:
        own.setdefault(line.player, []).append(line)
    for key, player_id in labels.published.items():
        sheet = _player_sheet(database, player_id, data, own.get(key, []))
        record = sheet_json(sheet, labels.of)
        if record["best"]:
            record["best"]["href"] = evening_file(record["best"]["id"])
            record["best"]["date"] = w.date(record["best"]["date"])
            record["best"]["total"] = w.number(record["best"]["total"])
        for item in record["prizes"]:
            item["href"] = evening_file(item["id"])
        for item in record["evenings"]:
            item["href"] = evening_file(item["id"])
            item["date"] = w.date(item["date"]) if item["date"] else ""
            item["total"] = w.number(item["total"])
        record["total"] = w.number(record["total"])
        pages[player_file(player_id)] = env.get_template("player.html").render(**common, r=record)
    pages["index.html"] = env.get_template("index.html").render(
        **common, seasons=season_links, evenings=list(reversed(evening_rows))
    )
    _write(folder, pages)
    return Published(folder, len(pages), len(labels.published))


_OURS = ("index.html", "records.html", STYLE)


def _refuse_foreign(folder: Path) -> None:
    if not folder.exists():
        return
    if not folder.is_dir():
        raise ServiceError(f"{folder} is a file: give a folder for the website")
    strangers = [p.name for p in folder.iterdir() if not (p.name in _OURS or _is_page(p.name))]
    if strangers:
        raise ServiceError(
            f"{folder} holds other files ({strangers[0]}, ...): publish into an empty folder or "
            "one an earlier publication made"
        )


def _is_page(name: str) -> bool:
    stem, _, rest = name.partition("-")
    return rest.endswith(".html") and stem in ("evening", "season", "player")


def _write(folder: Path, pages: Mapping[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.iterdir():  # pages of an earlier publication (a player who withdrew)
        if _is_page(old.name) and old.name not in pages:
            old.unlink()
    for name, text in pages.items():
        (folder / name).write_text(text, encoding="utf-8")
    from importlib import resources

    source = resources.files("whistclub.site").joinpath("templates", STYLE)
    with resources.as_file(source) as path:
        shutil.copyfile(path, folder / STYLE)
