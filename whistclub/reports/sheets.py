"""Score sheets of one game (a rubber, a Solo session, a Bid Whist game) as report data.

A sheet is built from the game document and its scored result, the documented shapes of
`whistclub-cli score` (docs/cli.md; whistclub.domain.documents): one row per deal, the
totals underneath, and the explanation of every deal as an appendix (issue 8: "with the
explanation of each deal available as an appendix"). Pure: no renderer is imported here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from whistclub.domain.documents import score_document
from whistclub.domain.variants.profiles import get_preset
from whistclub.reports.data import trump_label

Cell = str | int | None


@dataclass(frozen=True, slots=True)
class DealExplanation:
    label: str  # "Deal 3"
    steps: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    title: str  # the game's own title, else the preset's
    rules: str  # the preset's title and id
    players: str  # who played where, "" when the document does not say
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    summary: tuple[str, ...]  # the result in sentences, under the table
    appendix: tuple[DealExplanation, ...]


def score_sheet(document: Mapping[str, Any], result: Mapping[str, Any] | None = None) -> ScoreSheet:
    """The sheet of any game document; `result` is scored here when not given."""
    scored = result if result is not None else score_document(document)
    preset = get_preset(str(document["profile"]))
    builder = {"partnership": _rubber, "solo": _solo, "bid_whist": _bid_whist}[preset.family]
    columns, rows, summary = builder(document, scored)
    appendix = tuple(
        DealExplanation(f"Deal {n}", tuple(deal.get("explanation", ())))
        for n, deal in enumerate(scored.get("deals", ()), start=1)
    )
    return ScoreSheet(
        title=str(document.get("title") or preset.title),
        rules=f"{preset.title} ({preset.id})",
        players=_players(document),
        columns=columns,
        rows=rows,
        summary=summary,
        appendix=appendix,
    )


def _players(document: Mapping[str, Any]) -> str:
    seats = document.get("seats")
    if isinstance(seats, Mapping):
        return ", ".join(f"{seat}: {name}" for seat, name in seats.items())
    players = document.get("players")
    if isinstance(players, Sequence) and not isinstance(players, str):
        return ", ".join(str(p) for p in players)
    return ""


def _sides(value: Any) -> tuple[Cell, Cell]:
    if not isinstance(value, Mapping):
        return None, None
    return value.get("NS"), value.get("EW")


Built = tuple[tuple[str, ...], tuple[tuple[Cell, ...], ...], tuple[str, ...]]


def _rubber(document: Mapping[str, Any], scored: Mapping[str, Any]) -> Built:
    """Partnership whist: tricks, honours, points and the running game score per deal."""
    columns = (
        "Deal",
        "Trump",
        "Tricks NS",
        "Tricks EW",
        "Honours NS",
        "Honours EW",
        "Points NS",
        "Points EW",
        "Score NS",
        "Score EW",
        "Game",
    )
    rows = []
    for n, (deal, out) in enumerate(
        zip(document.get("deals", ()), scored.get("deals", ()), strict=False), start=1
    ):
        tricks_ns, tricks_ew = _sides(deal.get("tricks"))
        if tricks_ew is None and isinstance(tricks_ns, int):
            tricks_ew = 13 - tricks_ns  # docs/cli.md: {"NS": 9} alone means EW took 4
        honours_ns, honours_ew = _sides(deal.get("honours"))
        delta_ns, delta_ew = _sides(out.get("delta"))
        score_ns, score_ew = _sides(out.get("score"))
        trump = deal.get("trump")
        rows.append(
            (
                n,
                trump_label(trump) if isinstance(trump, str) else "",
                tricks_ns,
                tricks_ew,
                honours_ns,
                honours_ew,
                delta_ns,
                delta_ew,
                score_ns,
                score_ew,
                out.get("game"),
            )
        )
    summary = [
        f"Game {g['game']}: {g['winner']} win "
        f"{g['final_score']['NS']} to {g['final_score']['EW']}"
        + (f", worth {g['value']}" if g.get("value") is not None else "")
        for g in scored.get("games", ())
    ]
    rubber = scored.get("rubber")
    if isinstance(rubber, Mapping):
        if rubber.get("winner"):
            # The margin is the winners' points minus the losers', negative when they won
            # the games on fewer points (seed 001), the same figure as the pad and the
            # Evening page.
            winner = rubber["winner"]
            loser = "EW" if winner == "NS" else "NS"
            won, points = rubber["games_won"], rubber["points"]
            summary.append(
                f"Rubber to {winner}, {won[winner]} games to {won[loser]}: "
                f"{winner} {points[winner]} points, {loser} {points[loser]}; "
                f"margin {rubber['margin']:+d}"
            )
        else:
            summary.append("Rubber not finished")
        summary.extend(rubber.get("explanation", ()))
    return columns, tuple(rows), tuple(summary)


def _solo(document: Mapping[str, Any], scored: Mapping[str, Any]) -> Built:
    """Solo Whist: each deal's contract and what every player received or paid."""
    players = [str(p) for p in document.get("players", ())]
    columns = ("Deal", "Contract", "Declarer", "Tricks", "Made", *players)
    rows = []
    balance = dict.fromkeys(players, 0)
    for n, (deal, out) in enumerate(
        zip(document.get("deals", ()), scored.get("deals", ()), strict=False), start=1
    ):
        settlement = out.get("settlement", {})
        for p in players:
            balance[p] += int(settlement.get(p, 0))
        contract = deal.get("contract")
        made = out.get("made")
        rows.append(
            (
                n,
                str(contract).replace("_", " ") if contract else "all passed",
                " & ".join(deal.get("declarers", ())),
                deal.get("tricks"),
                "" if made is None else ("yes" if made else "no"),
                *(settlement.get(p, 0) for p in players),
            )
        )
    if rows:
        rows.append(("Total", "", "", None, "", *(balance[p] for p in players)))
    balances = scored.get("balances", {})
    summary = ["Balances: " + ", ".join(f"{p} {balances.get(p, 0):+d}" for p in players)]
    ranking = scored.get("ranking", ())
    if ranking:
        summary.append(
            "Order: " + "; ".join(" = ".join(str(p) for p in group) for group in ranking)
        )
    return columns, tuple(rows), tuple(summary)


def _bid_whist(document: Mapping[str, Any], scored: Mapping[str, Any]) -> Built:
    """Bid Whist: the contract, the books and the running score per deal."""
    columns = (
        "Deal",
        "Bidders",
        "Bid",
        "Trump",
        "Books",
        "Made",
        "Points NS",
        "Points EW",
        "Score NS",
        "Score EW",
    )
    rows = []
    for n, (deal, out) in enumerate(
        zip(document.get("deals", ()), scored.get("deals", ()), strict=False), start=1
    ):
        delta_ns, delta_ew = _sides(out.get("delta"))
        score_ns, score_ew = _sides(out.get("score"))
        trump = deal.get("trump")
        rows.append(
            (
                n,
                deal.get("bidders"),
                f"{deal.get('bid')} {str(deal.get('mode', '')).replace('_', ' ')}".strip(),
                trump_label(trump) if isinstance(trump, str) else "",
                out.get("bidder_books"),
                "yes" if out.get("made") else "no",
                delta_ns,
                delta_ew,
                score_ns,
                score_ew,
            )
        )
    final = scored.get("final_score") or {}
    summary = [f"Score: NS {final.get('NS', '')}, EW {final.get('EW', '')}"]
    if scored.get("winner"):
        summary.append(f"{scored['winner']} win the game")
    else:
        summary.append("Game not finished")
    return columns, tuple(rows), tuple(summary)
