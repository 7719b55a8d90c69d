"""Simulated annealing over whole evenings, for rooms the planner misses (standard library).

    python tools/anneal_evenings.py V R [--seconds 120] [--seeds 5] [--seed 0] [--engine c]

The state is every round's seating (N S E W per table, then who sits out); a move swaps
two places in one round (two seats at different partnerships, or a seat and a sitter).
The cost counts what breaks the bounds of issue 5 item 3 (docs/movements.md): partner
repeats while G <= v-1 (past that, partnerships over ceil(G/(v-1)) + --partner-slack, the
planner's own target), oppositions over max(2, ceil(2G/(v-1))), sit-outs outside the
floor and ceiling of s*R/v, and sit-outs twice running. A move that does not raise the
cost is always taken, one that raises it by d with probability exp(-d/T); T falls
geometrically from --temperature to a floor. Each pair's counts live in flat lists and
only the tables a move touches are recounted (about 15 microseconds a move).

An evening of cost 0 is checked once more (per player: whoever plays at most v-1 games
partners nobody twice) and printed as an entry for EVENINGS in
whistclub/domain/drive/movements/stored_evenings.py. It found the stored 15 players over
26 rounds in 41 s (seed 0, --partner-slack 1), where the constraint searches of
tools/search_evenings.py gave no answer in 20 minutes; on 15 players over 17 rounds (4n+3
over v+2, where counting forces every pair's counts) it stopped 5 and 6 breaches short
after 600 s.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run_c import run_c  # tools/run_c.py, beside this script

from whistclub.domain.drive.movements import stored_evenings
from whistclub.domain.drive.movements.local_search import Caps

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
Pair = tuple[int, int]
FLOOR = 0.05  # the lowest temperature: below it the walk only ever goes downhill


def limits(v: int, rounds: int, slack: int = 0) -> tuple[int, int, int, int]:
    """(fewest sit-outs, most sit-outs, partner cap, opposition cap) for the evening.

    The caps are the planner's own (local_search.Caps): past v-1 games the bounds allow
    repeated partners, and the planner still holds each pair to ceil(G/(v-1)), here plus
    `slack`.
    """
    low, extra = divmod((v % 4) * rounds, v)
    high = low + (1 if extra else 0)
    games = rounds - low
    caps = Caps.for_games(v, games)
    partner_cap = caps.partner if games <= v - 1 else caps.partner + slack
    return low, high, partner_cap, caps.opponent


class Evening:
    """Seatings and pair counts, with the cost of the bounds kept up to date move by move."""

    def __init__(self, v: int, rounds: int, rng: random.Random, slack: int = 0) -> None:
        self.v, self.count = v, rounds
        self.seats = 4 * (v // 4)
        self.low, self.high, self.partner_cap, self.opponent_cap = limits(v, rounds, slack)
        order = list(range(v))
        rng.shuffle(order)
        sitters = v % 4
        self.rounds: list[list[int]] = []
        for r in range(rounds):
            out = [order[(r * sitters + i) % v] for i in range(sitters)]
            playing = [p for p in range(v) if p not in out]
            rng.shuffle(playing)
            self.rounds.append(playing + out)
        self.partners = [0] * (v * v)
        self.opponents = [0] * (v * v)
        self.outs = [0] * v
        self.out = [[False] * v for _ in range(rounds)]
        for r, seating in enumerate(self.rounds):
            for table in range(self.seats // 4):
                self.recount(seating, table, 1)
            for p in seating[self.seats :]:
                self.outs[p] += 1
                self.out[r][p] = True
        self.cost = self.full_cost()

    def pairs(self, seating: list[int], table: int) -> tuple[list[Pair], list[Pair]]:
        """One table's two partnerships and four oppositions."""
        n, s, e, w = seating[4 * table : 4 * table + 4]
        return [(n, s), (e, w)], [(n, e), (n, w), (s, e), (s, w)]

    def recount(self, seating: list[int], table: int, step: int) -> int:
        """Add (step 1) or remove (-1) one table's pairs; the change in cost."""
        v, change = self.v, 0
        mates, faces = self.pairs(seating, table)
        for counts, cap, pairs in (
            (self.partners, self.partner_cap, mates),
            (self.opponents, self.opponent_cap, faces),
        ):
            for a, b in pairs:
                k = a * v + b if a < b else b * v + a
                before = counts[k]
                counts[k] = before + step
                change += max(0, before + step - cap) - max(0, before - cap)
        return change

    def out_cost(self, sits: int) -> int:
        return max(0, self.low - sits) + max(0, sits - self.high)

    def neighbours_out(self, r: int, p: int) -> int:
        """How many of rounds r-1 and r+1 player p sits out."""
        return (r > 0 and self.out[r - 1][p]) + (r < self.count - 1 and self.out[r + 1][p])

    def full_cost(self) -> int:
        cost = sum(
            max(0, self.partners[a * self.v + b] - self.partner_cap)
            + max(0, self.opponents[a * self.v + b] - self.opponent_cap)
            for a in range(self.v)
            for b in range(a + 1, self.v)
        )
        cost += sum(self.out_cost(c) for c in self.outs)
        return cost + sum(
            1
            for r in range(self.count - 1)
            for p in range(self.v)
            if self.out[r][p] and self.out[r + 1][p]
        )

    def try_swap(self, r: int, i: int, j: int, temperature: float, rng: random.Random) -> None:
        """Swap places i < j of round r; keep the swap if the annealing rule accepts it."""
        seating = self.rounds[r]
        first = i // 4
        second = j // 4 if j < self.seats else -1
        tables = [first] if second in (first, -1) else [first, second]
        change = sum(self.recount(seating, t, -1) for t in tables)
        leaving, coming = seating[i], seating[j]
        if j >= self.seats:  # the player at i sits out, the sitter at j comes in
            change += self.out_cost(self.outs[leaving] + 1) - self.out_cost(self.outs[leaving])
            change += self.out_cost(self.outs[coming] - 1) - self.out_cost(self.outs[coming])
            change += self.neighbours_out(r, leaving) - self.neighbours_out(r, coming)
        seating[i], seating[j] = coming, leaving
        change += sum(self.recount(seating, t, 1) for t in tables)
        if change <= 0 or rng.random() < math.exp(-change / temperature):
            self.cost += change
            if j >= self.seats:
                self.outs[leaving] += 1
                self.outs[coming] -= 1
                self.out[r][leaving], self.out[r][coming] = True, False
            return
        for t in tables:
            self.recount(seating, t, -1)
        seating[i], seating[j] = leaving, coming
        for t in tables:
            self.recount(seating, t, 1)

    def words(self) -> list[str]:
        return ["".join(DIGITS[p] for p in seating[: self.seats]) for seating in self.rounds]


def anneal(
    v: int,
    rounds: int,
    seed: int,
    seconds: float,
    temperature: float,
    cooling: float,
    slack: int = 0,
) -> tuple[Evening, int]:
    """Anneal until the cost is 0 or the time is up; the evening and the moves tried."""
    rng = random.Random(seed)
    evening = Evening(v, rounds, rng, slack)
    seats, started, moves = evening.seats, time.perf_counter(), 0
    while evening.cost and (moves & 0xFFFF or time.perf_counter() - started < seconds):
        moves += 1
        r = rng.randrange(rounds)
        i, j = sorted((rng.randrange(v), rng.randrange(v)))
        if i == j or i >= seats or (j < seats and i // 2 == j // 2):
            continue  # two sitters, or the two seats of one partnership: nothing changes
        evening.try_swap(r, i, j, temperature, rng)
        temperature = max(FLOOR, temperature * cooling)
    return evening, moves


# The same annealing in C (--engine c, needs cc): the same state, moves and cost, about a
# hundred times as many moves a second. The temperature falls geometrically from T0 to T1
# over each cycle of --cycle million moves and then starts again from T0 (counted in moves,
# so that a seed gives the same walk however busy the machine is). It prints the cost, the
# best cost, the cost recounted from scratch, the moves tried, and the evening as words.
EVENING_ANNEAL_C = r"""// Annealing over whole evenings (see tools/anneal_evenings.py, which this follows move for move).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
static inline double unif(void){ return (rnd() >> 11) * (1.0 / 9007199254740992.0); }
#define MAXV 64
#define MAXR 64
static int V, R, SEATS, LOW, HIGH, PCAP, OCAP;
static int seat[MAXR][MAXV], outflag[MAXR][MAXV], outs[MAXV];
static int P[MAXV*MAXV], O[MAXV*MAXV];
static inline int over(int c, int cap){ return c > cap ? c - cap : 0; }
static inline int outcost(int s){ return (s < LOW ? LOW - s : 0) + (s > HIGH ? s - HIGH : 0); }
static int recount(int r, int t, int step){  // add or remove one table's pairs; the change in cost
  int *s = &seat[r][4*t], ch = 0;
  int pp[2][2] = {{s[0], s[1]}, {s[2], s[3]}}, oo[4][2] = {{s[0], s[2]}, {s[0], s[3]}, {s[1], s[2]}, {s[1], s[3]}};
  for(int k=0;k<2;k++){ int a = pp[k][0], b = pp[k][1], key = a < b ? a*V+b : b*V+a; int before = P[key];
    P[key] = before + step; ch += over(before + step, PCAP) - over(before, PCAP); }
  for(int k=0;k<4;k++){ int a = oo[k][0], b = oo[k][1], key = a < b ? a*V+b : b*V+a; int before = O[key];
    O[key] = before + step; ch += over(before + step, OCAP) - over(before, OCAP); }
  return ch; }
static int nbout(int r, int p){ return (r > 0 && outflag[r-1][p]) + (r < R-1 && outflag[r+1][p]); }
static int full_cost(void){
  int c = 0;
  for(int a=0;a<V;a++) for(int b=a+1;b<V;b++) c += over(P[a*V+b], PCAP) + over(O[a*V+b], OCAP);
  for(int p=0;p<V;p++) c += outcost(outs[p]);
  for(int r=0;r<R-1;r++) for(int p=0;p<V;p++) c += outflag[r][p] && outflag[r+1][p];
  return c; }
int main(int argc, char **argv){
  if(argc < 12){ printf("usage: v rounds low high pcap ocap seconds T0 T1 cycle_moves seed\n"); return 2; }
  V = atoi(argv[1]); R = atoi(argv[2]); LOW = atoi(argv[3]); HIGH = atoi(argv[4]);
  PCAP = atoi(argv[5]); OCAP = atoi(argv[6]); double secs = atof(argv[7]);
  double T0 = atof(argv[8]), T1 = atof(argv[9]), cycle = atof(argv[10]); rs += (unsigned long long)atoll(argv[11]) * 7919ULL;
  if(V > MAXV || R > MAXR || V < 4){ printf("v up to %d and rounds up to %d\n", MAXV, MAXR); return 2; }
  SEATS = 4 * (V / 4); int sitters = V % 4;
  int order[MAXV]; for(int p=0;p<V;p++) order[p] = p;
  for(int a=V-1;a>0;a--){ int b = rnd() % (a+1); int t = order[a]; order[a] = order[b]; order[b] = t; }
  for(int r=0;r<R;r++){
    int isout[MAXV] = {0}; int k = SEATS;
    for(int i=0;i<sitters;i++){ int p = order[(r*sitters + i) % V]; isout[p] = 1; }
    int play[MAXV], np = 0; for(int p=0;p<V;p++) if(!isout[p]) play[np++] = p;
    for(int a=np-1;a>0;a--){ int b = rnd() % (a+1); int t = play[a]; play[a] = play[b]; play[b] = t; }
    for(int i=0;i<np;i++) seat[r][i] = play[i];
    for(int p=0;p<V;p++) if(isout[p]){ seat[r][k++] = p; outflag[r][p] = 1; outs[p]++; } }
  for(int r=0;r<R;r++) for(int t=0;t<SEATS/4;t++) recount(r, t, 1);
  int cost = full_cost(), best = cost;
  double expt[64], T = T0; for(int d=0; d<64; d++) expt[d] = exp(-d / T);
  clock_t start = clock(); long long it = 0;
  while(cost > 0){
    if((++it & 0xFFFFF) == 0){
      double el = (double)(clock() - start) / CLOCKS_PER_SEC; if(el > secs) break;
      double phase = fmod((double)it, cycle) / cycle; T = T0 * pow(T1 / T0, phase);
      for(int d=0; d<64; d++) expt[d] = exp(-d / T); }
    int r = rnd() % R, i = rnd() % V, j = rnd() % V;
    if(i > j){ int t = i; i = j; j = t; }
    if(i == j || i >= SEATS || (j < SEATS && i / 2 == j / 2)) continue;
    int first = i / 4, second = j < SEATS ? j / 4 : -1;
    int two = second >= 0 && second != first;
    int ch = recount(r, first, -1); if(two) ch += recount(r, second, -1);
    int leaving = seat[r][i], coming = seat[r][j];
    if(j >= SEATS){
      ch += outcost(outs[leaving] + 1) - outcost(outs[leaving]);
      ch += outcost(outs[coming] - 1) - outcost(outs[coming]);
      ch += nbout(r, leaving) - nbout(r, coming); }
    seat[r][i] = coming; seat[r][j] = leaving;
    ch += recount(r, first, 1); if(two) ch += recount(r, second, 1);
    if(ch <= 0 || (ch < 64 && unif() < expt[ch])){
      cost += ch; if(cost < best) best = cost;
      if(j >= SEATS){ outs[leaving]++; outs[coming]--; outflag[r][leaving] = 1; outflag[r][coming] = 0; }
    } else {
      recount(r, first, -1); if(two) recount(r, second, -1);
      seat[r][i] = leaving; seat[r][j] = coming;
      recount(r, first, 1); if(two) recount(r, second, 1); }
  }
  printf("cost=%d best=%d recount=%d it=%lld\n", cost, best, full_cost(), it);
  const char *digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  for(int r=0;r<R;r++){ for(int i=0;i<SEATS;i++) putchar(V <= 36 ? digits[seat[r][i]] : '?'); putchar(r < R-1 ? ' ' : '\n'); }
  return 0; }
"""  # noqa: E501 (C source, kept as written)


def anneal_c(
    v: int,
    rounds: int,
    seed: int,
    seconds: float,
    temperature: float,
    floor: float,
    cycle: float,
    slack: int = 0,
) -> tuple[list[str], dict[str, int]]:
    """Run EVENING_ANNEAL_C: the evening's words and its figures (cost, best, recount, it)."""
    low, high, partner_cap, opponent_cap = limits(v, rounds, slack)
    caps = [low, high, partner_cap, opponent_cap]
    arguments = [str(v), str(rounds), *map(str, caps), str(seconds)]
    schedule = [str(temperature), str(floor), str(cycle * 1e6), str(seed)]
    lines = run_c(EVENING_ANNEAL_C, [*arguments, *schedule])
    figures = {key: int(value) for key, value in (f.split("=") for f in lines[0].split())}
    return lines[1].split(), figures


def keeps_bounds(v: int, words: list[str], slack: int = 0) -> bool:
    """Every bound, with the partner rule read per player, on the parsed evening."""
    rounds = stored_evenings.parse(v, " ".join(words))
    low, high, partner_cap, opponent_cap = limits(v, len(rounds), slack)
    partners: dict[tuple[int, int], int] = {}
    opponents: dict[tuple[int, int], int] = {}
    sat_out = [frozenset(range(v)) - set(seating) for seating in rounds]
    for seating in rounds:
        for t in range(0, len(seating), 4):
            n, s, e, w = seating[t : t + 4]
            for counts, pairs in (
                (partners, ((n, s), (e, w))),
                (opponents, ((n, e), (n, w), (s, e), (s, w))),
            ):
                for a, b in pairs:
                    key = (min(a, b), max(a, b))
                    counts[key] = counts.get(key, 0) + 1
    outs = [sum(p in out for out in sat_out) for p in range(v)]
    games = [len(rounds) - c for c in outs]
    if any(not low <= c <= high for c in outs):
        return False
    if any(a & b for a, b in itertools.pairwise(sat_out)):
        return False
    if any(c > opponent_cap for c in opponents.values()):
        return False
    if any(c > partner_cap for c in partners.values()):
        return False
    return not any(c > 1 and min(games[a], games[b]) <= v - 1 for (a, b), c in partners.items())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int)
    parser.add_argument("rounds", type=int)
    parser.add_argument("--seconds", type=float, default=120.0, help="per seed")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--temperature", type=float, default=0.5)
    parser.add_argument("--cooling", type=float, default=0.9999995, help="per move")
    parser.add_argument(
        "--engine",
        choices=("python", "c"),
        default="python",
        help="c: the same annealing compiled with cc, about a hundred times faster",
    )
    parser.add_argument("--floor", type=float, default=0.1, help="with --engine c: T1")
    parser.add_argument(
        "--cycle", type=float, default=100.0, help="with --engine c: million moves from T0 to T1"
    )
    parser.add_argument(
        "--partner-slack",
        type=int,
        default=0,
        help="past v-1 games, partners up to ceil(G/(v-1)) + this many times",
    )
    args = parser.parse_args()
    v, rounds = args.players, args.rounds
    if v < 4 or rounds < 1:
        parser.error("needs at least 4 players and 1 round")
    for seed in range(args.seed, args.seed + args.seeds):
        if args.engine == "c":
            words, figures = anneal_c(
                v,
                rounds,
                seed,
                args.seconds,
                args.temperature,
                args.floor,
                args.cycle,
                args.partner_slack,
            )
            cost, moves = figures["cost"], figures["it"]
        else:
            evening, moves = anneal(
                v, rounds, seed, args.seconds, args.temperature, args.cooling, args.partner_slack
            )
            words, cost = evening.words(), evening.cost
        if cost == 0 and keeps_bounds(v, words, args.partner_slack):
            print(f"{v} players, {rounds} rounds: found with seed {seed} after {moves} moves")
            print(f'    ({v}, {rounds}): "{" ".join(words)}",')
            return 0
        print(f"seed {seed}: {cost} breaches left after {moves} moves")
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
