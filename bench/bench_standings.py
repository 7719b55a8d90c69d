"""Time to recompute a drive's standings after one more table result (issue 6, "Done when").

A progressive ladies/gents evening of 40 tables (160 players) and 24 one-hand changes, results
drawn at random (seeded). After the last table's entry the app recomputes from the facts; three
figures are printed (median of repeats):
  standings only      compute_standings over the 24 recorded changes
  standings + prizes  the same plus the prize list
  whole evening       work_out(): seatings checked, standings and prizes, from the facts with
                      the played seatings recorded (what the app does after each entry)
  seatings as well    work_out() from the first seating only: every change's seating is
                      worked out again from the results (the progressive movement, verified)
Goal: under 50 ms. Run: .venv/bin/python bench/bench_standings.py
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from timing import median_ms as timed_median

from whistclub.domain.drive.evening import EveningFacts, record_played, work_out
from whistclub.domain.drive.event import Entrant, PrizeRule, Role, Settings, TableResult
from whistclub.domain.drive.movements import progressive
from whistclub.domain.drive.movements.model import Round, Table
from whistclub.domain.drive.prizes import award_prizes
from whistclub.domain.drive.running import RunningEvening
from whistclub.domain.drive.standings import compute_standings

TABLES, CHANGES, REPEATS = 40, 24, 30


def build() -> EveningFacts:
    rng = random.Random(2026)
    entrants = []
    for card in range(1, 4 * TABLES + 1):
        role = Role.LADY if card % 2 else Role.GENT
        entrants.append(Entrant(card, f"Player {card}", role))
    first = Round(
        tuple(Table(t, (4 * t - 3, 4 * t - 2), (4 * t - 1, 4 * t)) for t in range(1, TABLES + 1))
    )
    settings = Settings(
        changes=CHANGES,
        half_after=CHANGES // 2,
        prizes=(
            PrizeRule("First lady", 1, Role.LADY),
            PrizeRule("First gent", 1, Role.GENT),
            PrizeRule("Best first half", 1, half=1),
            PrizeRule("Most 10+", 1, most="ten_plus"),
            PrizeRule("Booby lady", "last", Role.LADY),
            PrizeRule("Booby gent", "last", Role.GENT),
        ),
    )
    facts = EveningFacts(settings, tuple(entrants), (first,))
    results: list[TableResult] = []
    for change in range(1, CHANGES + 1):
        results += [
            TableResult(change, t, (ns := rng.randint(0, 13),), (13 - ns,))
            for t in range(1, TABLES + 1)
        ]
    return record_played(EveningFacts(settings, facts.entrants, (first,), tuple(results)))


def median_ms(action: Callable[[], object]) -> float:
    return timed_median(action, REPEATS)


def main() -> None:
    facts = build()
    evening = work_out(facts)
    changes = evening.changes
    units: dict[int, int] = {}

    def standings_only() -> None:
        compute_standings(facts.settings, facts.entrants, changes, units)

    def with_prizes() -> None:
        standings = compute_standings(facts.settings, facts.entrants, changes, units)
        award_prizes(facts.settings, standings, units)

    print(f"{TABLES} tables, {4 * TABLES} players, {CHANGES} hands (median of {REPEATS}):")
    print(f"  standings only      {median_ms(standings_only):7.1f} ms")
    print(f"  standings + prizes  {median_ms(with_prizes):7.1f} ms")
    print(f"  whole evening       {median_ms(lambda: work_out(facts)):7.1f} ms   (goal < 50 ms)")
    first_only = EveningFacts(facts.settings, facts.entrants, facts.seatings[:1], facts.results)
    print(f"  seatings as well    {median_ms(lambda: work_out(first_only)):7.1f} ms")
    print(f"next progressive seating, 50 tables: {median_ms(next_50):.2f} ms   (goal < 10 ms)")
    entry_by_entry(facts)


def entry_by_entry(facts: EveningFacts) -> None:
    """The evening entered result by result, each applied to the evening kept in memory
    (running.RunningEvening), beside working the evening out whole after each (what the app
    did before): per entry, from the first change to the last."""
    empty = replace(facts, results=())
    running = RunningEvening.start(empty)
    applied, whole = [], []
    for n, result in enumerate(facts.results):
        started = time.perf_counter()
        running = running.with_result(result)
        applied.append((time.perf_counter() - started) * 1000)
        if n % 8 == 0:  # a sample: working out whole costs 20 ms an entry
            started = time.perf_counter()
            work_out(running.facts)
            whole.append((time.perf_counter() - started) * 1000)
    first, last = applied[: len(applied) // 4], applied[-len(applied) // 4 :]
    print(f"one entry, {len(applied)} entries of a {TABLES} x {CHANGES} evening:")
    print(
        f"  applied to the running evening  median {statistics.median(applied):6.2f} ms"
        f"   p99 {statistics.quantiles(applied, n=100)[98]:6.2f} ms"
        f"   first quarter {statistics.median(first):5.2f} / last quarter"
        f" {statistics.median(last):5.2f} ms"
    )
    print(
        f"  worked out whole (sampled)       median {statistics.median(whole):6.2f} ms"
        f"   p99 {statistics.quantiles(whole, n=100)[98]:6.2f} ms"
        f"   ratio {statistics.median(whole) / statistics.median(applied):5.1f}x"
    )


def next_50() -> None:
    """One progressive change for 50 tables and 3 spares (movements.md section 7 target)."""
    rnd = Round(
        tuple(Table(t, (4 * t - 3, 4 * t - 2), (4 * t - 1, 4 * t)) for t in range(1, 51)),
        (201, 202, 203),
    )
    seating = progressive.seating_from_round(rnd)
    results = {t: progressive.TableTricks((t % 14,), (13 - t % 14,)) for t in range(1, 51)}
    progressive.next_seating(seating, results)


if __name__ == "__main__":
    main()
