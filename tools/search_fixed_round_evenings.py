"""15 players over 17 rounds kept by a turn of Z_3 on five orbits, two rounds fixed by it.

Usage:

    python tools/search_fixed_round_evenings.py [--solutions N] [--seconds S]

Shape (docs/movements.md, "15 players over 17 rounds"): the players are five orbits of Z_3
(player 3o + x is x in orbit o); the fulls (three sit-outs, 14 games) are orbits 0, 1 and 2,
the shorts (four sit-outs, 13 games) orbits 3 and 4. The evening is mapped onto itself by
x -> x + 1 in every orbit: five base rounds, each developed three times, and two rounds that
the map fixes, each one table T with T + 1 and T + 2 while a short orbit sits out (orbit 3 in
the first, orbit 4 in the second).

Every pair lies in a class (one orbit and the difference +-1, or two orbits and the
difference d), and under the map every pair of a class gets the same counts. So the search is
over classes: the partner classes are covered exactly once (but for the one class of short
pairs that never partner: counting forces three disjoint missing partnerships among the six
shorts, a perfect matching, so a class across orbits 3 and 4), every class with a full player
faces exactly twice and the short classes at most twice. The base rounds are first chosen as
fifteen table orbits (a table up to the map), an exact cover of the partner classes taken
depth-first, most constrained class first, each orbit at 12 seats; then the fifteen are packed
into five rounds of three tables that seat twelve different players. For every choice of the
never-partnered class and of the two fixed tables (the first at translate 0: the orbits can be
turned one by one), in C (needs `cc`).

Each evening found goes through the app's verify() and the check for an order of the rounds
in which nobody sits out twice running (search_orbit_evenings.keeps_every_bound), then is
printed as the entry for EVENINGS in whistclub/domain/drive/movements/stored_evenings.py. The
stored evening came from the first one printed, in 0.1 s.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run_c import run_c  # tools/run_c.py, beside this script
from search_orbit_evenings import Outcome, Shape, outcome, words

SHAPE = Shape(players=15, rounds=17, group=3, orbits=5, bases=5)

FIXED_ROUND_EVENINGS_C = r"""
// 15 players over 17 rounds kept by x -> x + 1 on five orbits of Z_3 (see the docstring of
// tools/search_fixed_round_evenings.py): table orbits covering the partner classes exactly,
// the oppositions two a class, then packed into five base rounds. argv: maxsol seconds.
// Prints SOL lines (the format of search_orbit_evenings: B base rounds, F fixed rounds), then
// END exhausted|timeout|enough.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define K 5
#define V 15
#define NCL 35
int cls[V][V], pairs[NCL][3][2], npairs[NCL];
int shortcls[NCL];
int never_c;
int capo[NCL], oc[NCL], pused[NCL], ouse[K];
// options: table orbits {P1} v {P2} of partner classes c1 < c2, P1 at translate 0
int nopt, opt_c[4000][2], opt_seat[4000][4], opt_o[4000][4], opt_orb[4000][K];
int optsof[NCL][400], noptsof[NCL];
int chosen[16], nchosen;
long long nodes = 0, leaves = 0, nsol = 0, maxsol;
double t0, budget;
int timed_out = 0;
int fixedT[2][4];
double now(void) { return (double)clock() / CLOCKS_PER_SEC; }
int orb(int p) { return p / 3; }
int xx(int p) { return p % 3; }
int pid(int o, int x) { return 3 * o + ((x % 3) + 3) % 3; }
int shift(int p, int t) { return pid(orb(p), xx(p) + t); }

int feasible(int i) {
  if (pused[opt_c[i][0]] || pused[opt_c[i][1]]) return 0;
  int add[NCL] = {0};
  for (int k = 0; k < 4; k++) add[opt_o[i][k]]++;
  for (int k = 0; k < 4; k++) {
    int c = opt_o[i][k];
    if (oc[c] + add[c] > capo[c]) return 0;
  }
  for (int o = 0; o < K; o++)
    if (ouse[o] + opt_orb[i][o] > 12) return 0;
  return 1;
}
void apply(int i, int s) {
  pused[opt_c[i][0]] += s;
  pused[opt_c[i][1]] += s;
  for (int k = 0; k < 4; k++) oc[opt_o[i][k]] += s;
  for (int o = 0; o < K; o++) ouse[o] += s * opt_orb[i][o];
}

// Pack the fifteen table orbits into five rounds: each round's first table at translate 0
// (a base round up to translation), the other two at any translates that seat new players.
int tabseat[16][4], assigned[16], rnd_tab[5][3], rnd_tr[5][3];
// Do the seats of table orbit i at translate t all go to players not seated yet?
int fits(const int *used, int i, int t) {
  for (int s = 0; s < 4; s++)
    if (used[shift(tabseat[i][s], t)]) return 0;
  return 1;
}
void seat_table(int *used, int i, int t, int value) {
  for (int s = 0; s < 4; s++) used[shift(tabseat[i][s], t)] = value;
}
int pack(int r) {
  if (r == 5) {
    nsol++;
    printf("SOL");
    for (int q = 0; q < 5; q++) {
      printf(" B");
      int used[V] = {0};
      for (int k = 0; k < 3; k++)
        for (int s = 0; s < 4; s++) {
          int p = shift(tabseat[rnd_tab[q][k]][s], rnd_tr[q][k]);
          used[p] = 1;
          printf(" %d", p);
        }
      for (int p = 0; p < V; p++)
        if (!used[p]) printf(" %d", p);
    }
    for (int f = 0; f < 2; f++) {
      printf(" F");
      for (int t = 0; t < 3; t++)
        for (int s = 0; s < 4; s++) printf(" %d", shift(fixedT[f][s], t));
    }
    printf("\n");
    fflush(stdout);
    return nsol >= maxsol;
  }
  int i = 0;
  while (assigned[i]) i++;
  assigned[i] = 1;
  int used[V] = {0};
  seat_table(used, i, 0, 1);
  rnd_tab[r][0] = i;
  rnd_tr[r][0] = 0;
  for (int j = i + 1; j < 15; j++) {
    if (assigned[j]) continue;
    for (int tj = 0; tj < 3; tj++) {
      if (!fits(used, j, tj)) continue;
      seat_table(used, j, tj, 1);
      assigned[j] = 1;
      for (int k = j + 1; k < 15; k++) {
        if (assigned[k]) continue;
        for (int tk = 0; tk < 3; tk++) {
          if (!fits(used, k, tk)) continue;
          assigned[k] = 1;
          rnd_tab[r][1] = j;
          rnd_tr[r][1] = tj;
          rnd_tab[r][2] = k;
          rnd_tr[r][2] = tk;
          int res = pack(r + 1);
          assigned[k] = 0;
          if (res) return 1;
        }
      }
      assigned[j] = 0;
      seat_table(used, j, tj, 0);
    }
  }
  assigned[i] = 0;
  return 0;
}

// Fifteen tables: the full classes faced exactly twice? Then pack them into rounds (the short
// classes are checked with the whole evening, in Python).
int leaf(void) {
  leaves++;
  for (int c = 0; c < NCL; c++)
    if (!shortcls[c] && oc[c] != capo[c]) return 0;
  for (int i = 0; i < 15; i++) memcpy(tabseat[i], opt_seat[chosen[i]], sizeof tabseat[i]);
  memset(assigned, 0, sizeof assigned);
  return pack(0);
}

// Exact cover of the partner classes, the class with the fewest table orbits left first.
int dfs(void) {
  if ((++nodes & 0xfff) == 0 && now() - t0 > budget) timed_out = 1;
  if (timed_out) return 1;
  if (nchosen == 15) return leaf();
  int best = -1, bestn = 1 << 30;
  for (int c = 0; c < NCL; c++) {
    if (pused[c] || c == never_c) continue;
    int n = 0;
    for (int k = 0; k < noptsof[c]; k++)
      if (feasible(optsof[c][k])) n++;
    if (n < bestn) {
      bestn = n;
      best = c;
      if (n == 0) return 0;
    }
  }
  if (best < 0) return 0;
  for (int k = 0; k < noptsof[best]; k++) {
    int i = optsof[best][k];
    if (!feasible(i)) continue;
    apply(i, 1);
    chosen[nchosen++] = i;
    int res = dfs();
    nchosen--;
    apply(i, -1);
    if (res) return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    printf("usage: maxsol seconds\n");
    return 2;
  }
  maxsol = atoll(argv[1]);
  budget = atof(argv[2]);
  // classes
  for (int p = 0; p < V; p++)
    for (int q = 0; q < V; q++) {
      if (p == q) {
        cls[p][q] = -1;
        continue;
      }
      int o1 = orb(p), o2 = orb(q);
      if (o1 == o2) {
        cls[p][q] = o1;
        continue;
      }
      int a = p, b = q;
      if (o1 > o2) {
        a = q;
        b = p;
        int t = o1;
        o1 = o2;
        o2 = t;
      }
      int idx = 0;
      for (int i = 0; i < K; i++)
        for (int j = i + 1; j < K; j++) {
          if (i == o1 && j == o2) goto found;
          idx++;
        }
    found:
      cls[p][q] = K + 3 * idx + ((xx(b) - xx(a)) % 3 + 3) % 3;
    }
  for (int p = 0; p < V; p++)
    for (int q = p + 1; q < V; q++) {
      int c = cls[p][q];
      pairs[c][npairs[c]][0] = p;
      pairs[c][npairs[c]][1] = q;
      npairs[c]++;
    }
  for (int c = 0; c < NCL; c++) {
    int p = pairs[c][0][0], q = pairs[c][0][1];
    shortcls[c] = orb(p) >= 3 && orb(q) >= 3;
  }
  // options
  for (int c1 = 0; c1 < NCL; c1++)
    for (int c2 = c1 + 1; c2 < NCL; c2++)
      for (int t = 0; t < 3; t++) {
        int p = pairs[c1][0][0], q = pairs[c1][0][1], a = pairs[c2][t][0], d = pairs[c2][t][1];
        if (p == a || p == d || q == a || q == d) continue;
        int i = nopt++;
        opt_c[i][0] = c1;
        opt_c[i][1] = c2;
        opt_seat[i][0] = p;
        opt_seat[i][1] = q;
        opt_seat[i][2] = a;
        opt_seat[i][3] = d;
        opt_o[i][0] = cls[p][a];
        opt_o[i][1] = cls[p][d];
        opt_o[i][2] = cls[q][a];
        opt_o[i][3] = cls[q][d];
        memset(opt_orb[i], 0, sizeof opt_orb[i]);
        opt_orb[i][orb(p)]++;
        opt_orb[i][orb(q)]++;
        opt_orb[i][orb(a)]++;
        opt_orb[i][orb(d)]++;
        optsof[c1][noptsof[c1]++] = i;
        optsof[c2][noptsof[c2]++] = i;
      }
  t0 = now();
  long long configs = 0;
  // never-partner class: cross (3, 4, d); fixed tables: T1 on orbits 0, 1, 2, 4 (orbit 3 out),
  // T2 on orbits 0, 1, 2, 3 (orbit 4 out). T1 at translate 0 in every orbit (orbit
  // translations); T2 any translates.
  int orbs1[4] = {0, 1, 2, 4}, orbs2[4] = {0, 1, 2, 3};
  int partnerings[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
  for (int d0 = 0; d0 < 3 && !timed_out && nsol < maxsol; d0++)
    for (int m1 = 0; m1 < 3; m1++)
      for (int m2 = 0; m2 < 3; m2++)
        for (int code = 0; code < 27 && !timed_out && nsol < maxsol; code++) {
          int tr[4] = {0, code % 3, (code / 3) % 3, code / 9};
          for (int s = 0; s < 4; s++) {
            int a = partnerings[m1][s];
            fixedT[0][s] = pid(orbs1[a], 0);
            int b = partnerings[m2][s];
            fixedT[1][s] = pid(orbs2[b], tr[b]);
          }
          never_c = cls[pid(3, 0)][pid(4, d0)];
          memset(pused, 0, sizeof pused);
          memset(oc, 0, sizeof oc);
          memset(ouse, 0, sizeof ouse);
          int bad = 0;
          for (int f = 0; f < 2; f++) {
            int *s = fixedT[f];
            int c1 = cls[s[0]][s[1]], c2 = cls[s[2]][s[3]];
            if (pused[c1] || c1 == never_c) bad = 1;
            pused[c1] = 1;
            if (pused[c2] || c2 == never_c) bad = 1;
            pused[c2] = 1;
            oc[cls[s[0]][s[2]]]++;
            oc[cls[s[0]][s[3]]]++;
            oc[cls[s[1]][s[2]]]++;
            oc[cls[s[1]][s[3]]]++;
          }
          if (bad) continue;
          int over = 0;
          for (int c = 0; c < NCL; c++) {
            capo[c] = 2 - oc[c];
            if (capo[c] < 0) over = 1;
            oc[c] = 0;
          }
          if (over) continue;
          pused[never_c] = 1;
          configs++;
          nchosen = 0;
          dfs();
        }
  printf("END %s configs %lld nodes %lld leaves %lld solutions %lld seconds %.1f\n",
         timed_out ? "timeout" : (nsol >= maxsol ? "enough" : "exhausted"), configs, nodes, leaves,
         nsol, now() - t0);
  return 0;
}
"""


def search(solutions: int = 1, seconds: float = 60.0) -> Outcome:
    """Run the search (compiled with cc); each evening it prints checked in Python."""
    return outcome(SHAPE, run_c(FIXED_ROUND_EVENINGS_C, [str(solutions), str(seconds)]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solutions", type=int, default=1, help="stop after this many")
    parser.add_argument("--seconds", type=float, default=60.0, help="CPU seconds at most")
    args = parser.parse_args()
    if args.solutions < 1 or args.seconds <= 0:
        parser.error("--solutions must be 1 or more and --seconds above 0")
    outcome = search(args.solutions, args.seconds)
    print(outcome.summary)
    if not outcome.evenings:
        print("no evening of this shape keeps every bound within the time given")
        return 1
    rounds = outcome.evenings[0]
    print(f"{SHAPE.players} players over {len(rounds)} rounds: every bound kept")
    print(f'    ({SHAPE.players}, {len(rounds)}): "{words(rounds)}",')
    return 0


if __name__ == "__main__":
    sys.exit(main())
