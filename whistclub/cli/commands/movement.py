"""`whistclub-cli movement --players N`: the seating plan of an individual (rotating-partner) drive.

Output format (public interface, issue 5 item 9):

    {"players": [1, ..., N],
     "rounds": [{"tables": [{"table": 1, "ns": [a, b], "ew": [c, d]}, ...],
                 "sitting_out": [...]}, ...],
     "stats": {...}}

ns and ew are partnerships (North with South, East with West); players are card numbers.
A three-handed table (option --three-handed) shows its empty seat as 0.
"""

from __future__ import annotations

import argparse
from typing import Any

from whistclub.cli.common import MAX_NUMBER_DIGITS, CliError, excerpt, int_option, write_json
from whistclub.domain.drive.movements.schedule import MAX_PLAYERS, MAX_ROUNDS, Movement, plan

MAX_SEED = 10**MAX_NUMBER_DIGITS - 1  # 15 digits, like every number the CLI reads


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser(
        "movement",
        help="plan who sits where, round by round, for an individual drive",
        description="Plan an individual drive: partners change every round, nobody faces the "
        "same people too often, sit-outs are shared fairly. Exact whist tournaments where "
        "they exist (see docs/movements.md).",
    )
    parser.add_argument(
        "--players",
        type=int_option(4, MAX_PLAYERS, "players"),
        required=True,
        metavar="N",
        help="how many players (cards 1..N)",
    )
    parser.add_argument(
        "--rounds",
        type=int_option(1, MAX_ROUNDS, "rounds"),
        metavar="R",
        help="how many rounds (default: the whole tournament where one exists, else 24)",
    )
    parser.add_argument(
        "--seed",
        type=int_option(-MAX_SEED, MAX_SEED),
        default=0,
        metavar="S",
        help="who gets which card's places (default 0)",
    )
    parser.add_argument(
        "--fixed",
        default="",
        metavar="3,17",
        help="players who keep one table and seat all evening (at most one per table)",
    )
    parser.add_argument(
        "--three-handed",
        action="store_true",
        help="seat spare players at three-handed tables with a dummy instead of sitting them out",
    )
    parser.add_argument("--format", choices=("json", "text"), default="json")
    parser.set_defaults(handler=run)


def parse_fixed(text: str) -> list[int]:
    if not text.strip():
        return []
    parts = [part.strip() for part in text.split(",")]
    if len(parts) > MAX_PLAYERS or not all(
        part.isdigit() and len(part) <= len(str(MAX_PLAYERS)) for part in parts
    ):
        raise CliError(
            f"--fixed takes card numbers separated by commas, e.g. 3,17 (got {excerpt(text)!r})"
        )
    return [int(part) for part in parts]


def run(args: argparse.Namespace) -> int:
    movement = plan(
        args.players,
        args.rounds,
        seed=args.seed,
        fixed=parse_fixed(args.fixed),
        three_handed=args.three_handed,
    )
    if args.format == "text":
        print(as_text(movement))
    else:
        write_json(as_json(movement))
    return 0


def as_json(movement: Movement) -> dict[str, Any]:
    return {
        "players": list(movement.players),
        "rounds": [
            {
                "tables": [
                    {"table": t.table, "ns": list(t.ns), "ew": list(t.ew)} for t in rnd.tables
                ],
                "sitting_out": list(rnd.sitting_out),
            }
            for rnd in movement.rounds
        ],
        "stats": stats_json(movement),
    }


def stats_json(movement: Movement) -> dict[str, Any]:
    stats = movement.stats
    distinct = stats.distinct_partner_counts()
    outs = list(stats.sit_outs.values())
    games = list(stats.games.values())
    return {
        "summary": movement.summary(),
        "exact_whist_tournament": movement.exact,
        "source": movement.source,
        "rounds": stats.rounds,
        "tables": max((len(r.tables) for r in movement.rounds), default=0),
        "max_partner_repeats": stats.max_partner_repeats,
        "max_opposition": stats.max_opposition,
        "distinct_partners": {"min": min(distinct), "max": max(distinct)},
        "games": {"min": min(games), "max": max(games)},
        "sit_outs": {"min": min(outs), "max": max(outs)},
        "fixed_seats": [
            {"player": f.player, "table": f.table, "seat": f.seat} for f in movement.fixed_seats
        ],
    }


def as_text(movement: Movement) -> str:
    def side(pair: tuple[int, int]) -> str:
        return " & ".join("dummy" if p == 0 else str(p) for p in pair)

    lines = [f"{len(movement.players)} players, {len(movement.rounds)} rounds ({movement.source})"]
    for number, rnd in enumerate(movement.rounds, start=1):
        tables = "; ".join(f"table {t.table}: {side(t.ns)} v {side(t.ew)}" for t in rnd.tables)
        out = f"; sitting out: {', '.join(map(str, rnd.sitting_out))}" if rnd.sitting_out else ""
        lines.append(f"Round {number}: {tables}{out}")
    for fixed in movement.fixed_seats:
        lines.append(
            f"Player {fixed.player} keeps table {fixed.table}, seat {fixed.seat}, all evening."
        )
    lines.append(movement.summary()[0].upper() + movement.summary()[1:] + ".")
    return "\n".join(lines)
