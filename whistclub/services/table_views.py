"""What a table's page may read (issue 25): the change being played and the names at that
table, then, once the evening is over, the standings and the cards of the players who sat
there. Split from services/table_results.py (the desk), which re-exports these."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from whistclub.domain.drive.prizes import format_score
from whistclub.services.evenings import LoadedEvening


def table_view(loaded: LoadedEvening, table: int) -> dict[str, Any]:
    """What table `table`'s page may read: the change being played, its trumps, the names at
    this table (no membership numbers, notes or other tables) and its result once in."""
    change = loaded.called
    settings = loaded.settings
    view: dict[str, Any] = {
        "table": table,
        "change": change,
        "changes": settings.changes,
        "hands": settings.hands_per_change,
        "in_play": False,
        "over": loaded.over,
        "ns": [],
        "ew": [],
        "trumps": [],
        "result": None,
    }
    seating = loaded.seating(change)
    seated = next((t for t in seating.tables if t.table == table), None) if seating else None
    if seated is None:
        return view
    names = {int(e["number"]): str(e["name"]) for e in loaded.entrants}
    first = (change - 1) * settings.hands_per_change + 1
    result = loaded.results.get((change, table))
    view.update(
        in_play=True,
        ns=[names.get(card, "") for card in seated.ns if card in names],
        ew=[names.get(card, "") for card in seated.ew if card in names],
        trumps=[settings.trump_for(first + h) for h in range(settings.hands_per_change)],
        result=list(result["facts"]["ns"]) if result else None,
    )
    return view


def final_view(worked: LoadedEvening, table: int) -> dict[str, Any]:
    """What table `table`'s page adds once the evening is over (its last change complete):
    the standings as the evening's Standings screen shows them (rank, the evening's card
    number, name, total; no membership numbers, notes or other evenings) and the card of each
    player who sat at this table at the last change, change by change: where they sat, with
    whom, their side's tricks (or what a hand sat out scored) and the running total."""
    evening = worked.evening
    if evening is None or not evening.standings:
        return {"standings": [], "cards": []}
    names = {int(e["number"]): str(e["name"]) for e in worked.entrants}
    standings = [
        {
            "rank": s.rank,
            "card": s.card,
            "name": s.name,
            "total": format_score(s.total),
            "left_early": s.withdrawn,
        }
        for s in evening.standings
    ]
    last = worked.seating(worked.called)
    seated = next((t for t in last.tables if t.table == table), None) if last else None
    here = [card for card in seated.players if card in names] if seated else []
    by_card = {s.card: s for s in evening.standings}
    cards = [_player_card(worked, card, names, by_card[card]) for card in here if card in by_card]
    return {"standings": standings, "cards": cards}


def _player_card(
    worked: LoadedEvening, card: int, names: dict[int, str], standing: Any
) -> dict[str, Any]:
    """One player's card: a line per change they played or sat out, with the running total.
    Each line's score is taken from the standing's own hand scores, in order (the domain's
    tally, whistclub/domain/drive/standings.py: the tricks of each hand played, then what each
    hand sat out scored), so the card adds up to the total the standings show."""
    assert worked.evening is not None and worked.facts is not None
    entrant = next((e for e in worked.facts.entrants if e.card == card), None)

    def present(change: int) -> bool:
        return entrant is not None and entrant.present_at(change)

    scores = list(standing.hand_scores)
    hands = worked.settings.hands_per_change
    lines: list[dict[str, Any]] = []
    running: Any = 0
    used = 0
    for played in worked.evening.changes:
        place = next((t for t in played.seating.tables if card in t.players), None)
        if place is not None and place.table in played.results:
            side = "ns" if card in place.ns else "ew"
            partner = next((c for c in getattr(place, side) if c != card), None)
            result = played.results[place.table]
            own = list(result.ns if side == "ns" else result.ew)
            count = len(own)
            line: dict[str, Any] = {
                "change": played.change,
                "table": place.table,
                "side": side,
                "partner": names.get(partner, "") if partner is not None else "",
                "tricks": own,
            }
        elif card in played.seating.sitting_out and played.complete and present(played.change):
            count = hands
            line = {"change": played.change, "table": 0, "side": "", "partner": "", "tricks": []}
        else:
            continue  # not here yet (a latecomer), or gone home
        taken = scores[used : used + count]
        used += count
        change_score = sum(taken, Fraction(0))
        running += change_score
        line.update(score=format_score(change_score), running=format_score(running))
        lines.append(line)
    return {
        "card": card,
        "name": names.get(card, ""),
        "rank": standing.rank,
        "total": format_score(standing.total),
        "changes": lines,
    }


def in_play_tables(loaded: LoadedEvening) -> list[int]:
    """The tables with a seat at the change being played (else the first change's tables)."""
    seating = loaded.seating(loaded.called) or loaded.next_seating
    return sorted(t.table for t in seating.tables) if seating else []
