"""Evenings developed by a cyclic group on orbits of players, with free rounds found first.

Usage:

    python tools/search_orbit_evenings.py V R --group M --orbits K --bases B
                                          [--solutions N] [--seconds S]

For the tight rooms, where everyone plays at most v-1 games (4n+2 players over v+1 rounds,
4n+3 over v+2): nobody may partner anyone twice or face anyone three times. The shape: the
players are K orbits of Z_M (player o*M + x is x in orbit o) and f = V - K*M fixed players
(at most three); B base rounds, each developed M times (x -> x + 1 in every orbit, fixed
players stay put), then F = R - B*M free rounds.

Every pair of players lies in one class (same orbit and difference +-d, two orbits and
difference d, a fixed player and an orbit, two fixed players), and a base round gives each
pair of a class as many partnerships and oppositions as the class has in it. So the base
rounds use B*(V//4)*2 different partner classes, and the few classes left are the only ones
the free rounds may pair. The search takes them the other way round: for every choice of
the classes left (up to orbit permutations, orbit translations and multipliers) and every
split of the sit-outs among the orbits, every set of free rounds (depth-first, in C), and
for each, the base rounds that fit what the free rounds leave: the other partner classes
once each, and oppositions within what each class has left. That second search goes class by
class: the lowest partner class not yet used must be a partnership of some base round, so
each step seats a table holding it (in a round already begun, or in the next one, with its
pair at translate 0), which meets every set of base rounds once up to translation and order
and fails as soon as a class has nowhere to go. An END line "exhausted" means every such
evening was looked at: none is a proof for that shape. Each evening found is checked through
the app's verify() (no repeated partner, nobody faced more than twice, fair sit-outs) and for
an order of the rounds in which nobody sits out twice running, then printed as an entry for
EVENINGS in whistclub/domain/drive/movements/stored_evenings.py.

What it has shown (docs/movements.md, "The hardest rooms"): 15 players over 17 rounds has no
evening of the shapes Z_5 on three orbits with three bases and two free rounds (0.1 s), or
Z_7 on two orbits with a fixed player, two bases and three free rounds (0.5 s); 10 players
over 11 rounds, Z_8 with two fixed players, one base and three free rounds, has 12 (0.1 s).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run_c import run_c  # tools/run_c.py, beside this script

from whistclub.domain.drive.movements import stored_evenings
from whistclub.domain.drive.movements.model import Round, Table, verify

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

ORBIT_EVENINGS_C = r"""
// Evenings developed by Z_m on k orbits of players (plus f fixed players), b base rounds
// developed m times each, then F free rounds; no pair partners twice or meets three times as
// opponents. Free rounds first: they may only pair players in the partner classes the base
// rounds leave out, and they fix how many oppositions each class has left for the base rounds.
// argv: m k f b F T maxsol seconds. Prints SOL lines, then END exhausted|timeout.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int m, k, f, b, F, T, v, NC, nsit, R, lo_sit, hi_sit, maxsol, nsol;
int cls[64][64], orbit_of[64], xof[64];
int ca[256], cb[256], cd[256]; // class description: orbit a, orbit b (k = fixed), difference
int leftover[256];             // 1 if the class is not a partner class of the base rounds
int so[8];                     // base-round sitters per orbit (fixed players last)
int devsit[64];
int fseat[8][64], fsit[64], fused[64];
int pp[64][64], po[64][64];
int capo[256];
int wt[256];
int fm[256], sumf, limf;
long long nfree = 0, nbasecalls = 0;
int timed_out = 0;
double t0, budget;
double now(void) { return (double)clock() / CLOCKS_PER_SEC; }

int base[8][64];
int pc[256], oc[256];

void print_solution(void) {
  printf("SOL");
  for (int r = 0; r < b; r++) {
    printf(" B");
    for (int i = 0; i < 4 * T + nsit; i++) printf(" %d", base[r][i]);
  }
  for (int r = 0; r < F; r++) {
    printf(" F");
    for (int i = 0; i < 4 * T; i++) printf(" %d", fseat[r][i]);
  }
  printf("\n");
  fflush(stdout);
}

// Sort x (n values) and say whether it comes before the sorted ref: a smaller image under a
// symmetry means the original is not the canonical one.
int sorts_before(int *x, const int *ref, int n) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && x[j] < x[j - 1]; j--) {
      int t = x[j];
      x[j] = x[j - 1];
      x[j - 1] = t;
    }
  for (int i = 0; i < n; i++)
    if (x[i] != ref[i]) return x[i] < ref[i];
  return 0;
}

int lowest_unused_class(void) {
  for (int c = 0; c < NC; c++)
    if (!leftover[c] && !pc[c]) return c;
  return NC;
}

// Base rounds, class by class: the lowest partner class not yet used must be some base
// round's partnership, so each step seats one table holding it, in an open round or in the
// next one. Rounds then open in the order of their lowest class (one order of the base
// rounds), and a round's lowest-class pair is always its translate 0 (one translate of each
// base round): every evening of the shape is met once.
int npairs[256], pairs[256][64][2]; // the pairs of each class, translate 0 first
int nopen, ntab[8], rused[8][64];

// Who sits out of a full round: each base round's sit-outs by orbit add up to the split so[].
int sitters_fit(int r, int *total) {
  int out[8] = {0};
  for (int p = 0; p < v; p++)
    if (!rused[r][p]) out[orbit_of[p]]++;
  for (int o = 0; o < k + f; o++)
    if (total[o] + out[o] > so[o]) return 0;
  for (int o = 0; o < k + f; o++) total[o] += out[o];
  return 1;
}
int sit_total[8];

void print_bases(void) {
  for (int r = 0; r < b; r++) {
    int i = 4 * T;
    for (int p = 0; p < v; p++)
      if (!rused[r][p]) base[r][i++] = p;
  }
  print_solution();
  nsol++;
}

// Count one opposition in each of the classes x and y, if both have room; else count none.
int face(int x, int y) {
  if (oc[x] + wt[x] > capo[x]) return 0;
  oc[x] += wt[x];
  if (oc[y] + wt[y] > capo[y]) {
    oc[x] -= wt[x];
    return 0;
  }
  oc[y] += wt[y];
  return 1;
}

int place_table(int r, int c, int p, int q);
int class_dfs(void) {
  if ((++nbasecalls & 0xffff) == 0 && now() - t0 > budget) timed_out = 1;
  if (timed_out) return 1;
  int c = lowest_unused_class();
  if (c == NC) {
    print_bases();
    return nsol >= maxsol;
  }
  for (int r = 0; r < b && r <= nopen; r++) {
    if (r < nopen && ntab[r] == T) continue;
    int fresh = r == nopen;
    for (int i = 0; i < (fresh ? 1 : npairs[c]); i++) {
      int p = pairs[c][i][0], q = pairs[c][i][1];
      if (rused[r][p] || rused[r][q]) continue;
      if (fresh) nopen++;
      int res = place_table(r, c, p, q);
      if (fresh) nopen--;
      if (res) return 1;
    }
    if (fresh) break;
  }
  return 0;
}

// Seat {p, q} (class c) against every unused partnership of a higher class in round r.
int place_table(int r, int c, int p, int q) {
  int res = 0;
  pc[c]++;
  rused[r][p] = rused[r][q] = 1;
  for (int c2 = c + 1; c2 < NC && !res; c2++) {
    if (leftover[c2] || pc[c2]) continue;
    for (int i = 0; i < npairs[c2] && !res; i++) {
      int a = pairs[c2][i][0], d = pairs[c2][i][1];
      if (rused[r][a] || rused[r][d]) continue;
      int x1 = cls[p][a], x2 = cls[q][a], x3 = cls[p][d], x4 = cls[q][d];
      if (!face(x1, x2)) continue;
      if (face(x3, x4)) {
        pc[c2]++;
        rused[r][a] = rused[r][d] = 1;
        int *s = &base[r][4 * ntab[r]];
        s[0] = p;
        s[1] = q;
        s[2] = a;
        s[3] = d;
        ntab[r]++;
        int saved[8];
        memcpy(saved, sit_total, sizeof saved);
        if (ntab[r] < T || sitters_fit(r, sit_total)) res = class_dfs();
        memcpy(sit_total, saved, sizeof saved);
        ntab[r]--;
        rused[r][a] = rused[r][d] = 0;
        pc[c2]--;
        oc[x3] -= wt[x3];
        oc[x4] -= wt[x4];
      }
      oc[x1] -= wt[x1];
      oc[x2] -= wt[x2];
    }
  }
  rused[r][p] = rused[r][q] = 0;
  pc[c]--;
  return res;
}

int try_bases(void) {
  // opposition caps from the free rounds
  int fmax[256];
  memset(fmax, 0, sizeof fmax);
  for (int p = 0; p < v; p++)
    for (int q = p + 1; q < v; q++)
      if (po[p][q] > fmax[cls[p][q]]) fmax[cls[p][q]] = po[p][q];
  int sum = 0;
  for (int c = 0; c < NC; c++) {
    capo[c] = 2 - fmax[c];
    sum += capo[c];
  }
  if (sum < 12 * T / 3 * b) return 0; // each base round has 4T oppositions
  nfree++;
  memset(pc, 0, sizeof pc);
  memset(oc, 0, sizeof oc);
  memset(rused, 0, sizeof rused);
  memset(ntab, 0, sizeof ntab);
  memset(sit_total, 0, sizeof sit_total);
  nopen = 0;
  return class_dfs();
}

int free_tables(int r, int t);
int free_round(int r) {
  if (r == F) {
    for (int p = 0; p < v; p++) {
      int s = devsit[p] + fsit[p];
      if (s < lo_sit || s > hi_sit) return 0;
    }
    return try_bases();
  }
  memset(fused, 0, sizeof fused);
  return free_tables(r, 0);
}
int fout[8][64]; // who sits out in each free round
int in_order(int *before, int *after) { // is the set `before` no later than `after`?
  for (int p = 0; p < v; p++)
    if (before[p] != after[p]) return before[p] > after[p];
  return 1;
}
int free_tables(int r, int t) {
  if ((++nbasecalls & 0xffff) == 0 && now() - t0 > budget) timed_out = 1;
  if (timed_out) return 1;
  int nfr = 0;
  for (int q = 0; q < v; q++)
    if (!fused[q]) nfr++;
  if (t == T) {
    int ok = 1;
    for (int p = 0; p < v; p++)
      if (!fused[p]) {
        fsit[p]++;
        if (devsit[p] + fsit[p] > hi_sit) ok = 0;
      }
    if (ok)
      for (int p = 0; p < v; p++)
        if (devsit[p] + fsit[p] + (F - r - 1) < lo_sit) ok = 0;
    // the free rounds may come in any order: keep their sitters in rising order
    for (int p = 0; p < v; p++) fout[r][p] = fused[p] != 1;
    if (ok && r > 0 && !in_order(fout[r - 1], fout[r])) ok = 0;
    int res = 0;
    if (ok) {
      int saved[64];
      memcpy(saved, fused, sizeof saved);
      res = free_round(r + 1);
      memcpy(fused, saved, sizeof saved);
    }
    for (int p = 0; p < v; p++)
      if (!fused[p]) fsit[p]--;
    return res;
  }
  int p = 0;
  while (p < v && fused[p]) p++;
  if (p == v) return 0;
  for (int q = p + 1; q < v; q++) {
    if (fused[q] || pp[p][q] || !leftover[cls[p][q]]) continue;
    fused[p] = fused[q] = 1;
    pp[p][q] = pp[q][p] = 1;
    for (int a = p + 1; a < v; a++) {
      if (fused[a] || po[p][a] >= 2 || po[q][a] >= 2) continue;
      for (int c = a + 1; c < v; c++) {
        if (fused[c] || pp[a][c] || !leftover[cls[a][c]] || po[p][c] >= 2 || po[q][c] >= 2)
          continue;
        fused[a] = fused[c] = 1;
        pp[a][c] = pp[c][a] = 1;
        int ch[4], pr[4][2] = {{p, a}, {p, c}, {q, a}, {q, c}};
        for (int i = 0; i < 4; i++) {
          int x = pr[i][0], y = pr[i][1];
          po[x][y]++;
          po[y][x]++;
          int cl = cls[x][y];
          ch[i] = 0;
          if (po[x][y] > fm[cl]) {
            fm[cl]++;
            sumf++;
            ch[i] = 1;
          }
        }
        int *s = &fseat[r][4 * t];
        s[0] = p;
        s[1] = q;
        s[2] = a;
        s[3] = c;
        int res = sumf <= limf ? free_tables(r, t + 1) : 0;
        for (int i = 3; i >= 0; i--) {
          int x = pr[i][0], y = pr[i][1];
          po[x][y]--;
          po[y][x]--;
          if (ch[i]) {
            fm[cls[x][y]]--;
            sumf--;
          }
        }
        fused[a] = fused[c] = 0;
        pp[a][c] = pp[c][a] = 0;
        if (res) {
          fused[p] = fused[q] = 0;
          pp[p][q] = pp[q][p] = 0;
          return 1;
        }
      }
    }
    fused[p] = fused[q] = 0;
    pp[p][q] = pp[q][p] = 0;
  }
  if (nfr - 1 >= 4 * (T - t) && devsit[p] + fsit[p] + 1 <= hi_sit) {
    fused[p] = 2;
    fsit[p]++;
    int res = free_tables(r, t);
    fsit[p]--;
    fused[p] = 0;
    if (res) return 1;
  }
  return 0;
}

// symmetry: orbit permutations, orbit translations, multipliers (units of Z_m)
int perm6[5040][8], nperm; // every permutation of up to 7 orbits
void gen_perms(int *a, int n, int i) {
  if (i == n) {
    memcpy(perm6[nperm++], a, sizeof(int) * 8);
    return;
  }
  for (int j = i; j < n; j++) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
    gen_perms(a, n, i + 1);
    t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
int class_of(int o1, int x1, int o2,
             int x2) { // class of the pair of points (orbit, x) (o = k: fixed)
  int p = o1 < k ? o1 * m + x1 : k * m + (o1 - k);
  int q = o2 < k ? o2 * m + x2 : k * m + (o2 - k);
  return cls[p][q];
}
int image_class(int c, int *pi, int *tr, int mu) {
  // map the representative pair of class c
  int o1 = ca[c], o2 = cb[c], d = cd[c];
  int x1 = 0, x2 = d;
  int n1 = o1 < k ? pi[o1] : o1, n2 = o2 < k ? pi[o2] : o2;
  int y1 = o1 < k ? ((x1 + tr[o1]) * mu) % m : 0;
  int y2 = o2 < k ? ((x2 + tr[o2]) * mu) % m : 0;
  return class_of(n1, y1, n2, y2);
}
int nunit, units[64];
int trs[4096][8], ntr;
int is_canonical_triple(int *sel, int ns) {
  // sel sorted classes; canonical if no group image is lexicographically smaller (sorted)
  for (int ip = 0; ip < nperm; ip++)
    for (int it = 0; it < ntr; it++)
      for (int iu = 0; iu < nunit; iu++) {
        int img[16];
        for (int i = 0; i < ns; i++) img[i] = image_class(sel[i], perm6[ip], trs[it], units[iu]);
        if (sorts_before(img, sel, ns)) return 0;
      }
  return 1;
}

int sel[16], nleft;
long long ntriples = 0;
// Every split of the base rounds' sit-outs among the orbits and fixed players (a fixed
// player out in a base round is out in all m of its rounds), then every set of free rounds.
int try_split(int o, int left) {
  if (o == k + f) {
    if (left) return 0;
    for (int p = 0; p < v; p++) devsit[p] = p < k * m ? so[orbit_of[p]] : m * so[orbit_of[p]];
    memset(pp, 0, sizeof pp);
    memset(po, 0, sizeof po);
    memset(fsit, 0, sizeof fsit);
    memset(fm, 0, sizeof fm);
    sumf = 0;
    return free_round(0);
  }
  for (int n = 0; n <= left; n++) {
    int d = o < k ? n : m * n;
    if (d > hi_sit) break;
    if (d + F < lo_sit) continue;
    so[o] = n;
    if (try_split(o + 1, left - n)) return 1;
  }
  return 0;
}
int run_selection(void) {
  memset(leftover, 0, sizeof leftover);
  for (int i = 0; i < nleft; i++) leftover[sel[i]] = 1;
  for (int c = 0; c < NC; c++)
    if (wt[c] > 1) leftover[c] = 1;
  return try_split(0, b * nsit);
}
int choose_left(int i, int from) {
  if (i == nleft) {
    if (!is_canonical_triple(sel, nleft)) return 0;
    ntriples++;
    int res = run_selection();
    return res;
  }
  for (int c = from; c < NC; c++) {
    if (wt[c] > 1) continue;
    sel[i] = c;
    if (choose_left(i + 1, c + 1)) return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  m = atoi(argv[1]);
  k = atoi(argv[2]);
  f = atoi(argv[3]);
  b = atoi(argv[4]);
  F = atoi(argv[5]);
  T = atoi(argv[6]);
  maxsol = atoi(argv[7]);
  budget = argc > 8 ? atof(argv[8]) : 1e9;
  v = k * m + f;
  nsit = v - 4 * T;
  R = b * m + F;
  lo_sit = (nsit * R) / v;
  hi_sit = (nsit * R + v - 1) / v;
  for (int p = 0; p < v; p++) {
    if (p < k * m) {
      orbit_of[p] = p / m;
      xof[p] = p % m;
    } else {
      orbit_of[p] = k + (p - k * m);
      xof[p] = 0;
    }
  }
  static int tab[9][9][64];
  memset(tab, -1, sizeof tab);
  int id = 0;
  for (int p = 0; p < v; p++)
    for (int q = 0; q < v; q++) {
      if (p == q) {
        cls[p][q] = -1;
        continue;
      }
      int o1 = orbit_of[p], o2 = orbit_of[q], d;
      if (o1 > o2 || (o1 == o2 && 0)) {
        int t = o1;
        o1 = o2;
        o2 = t;
        d = (xof[p] - xof[q] + m) % m;
      } else
        d = (xof[q] - xof[p] + m) % m;
      if (o1 == o2) d = d < m - d ? d : m - d;
      if (o2 >= k) d = 0;
      if (tab[o1][o2][d] < 0) {
        ca[id] = o1;
        cb[id] = o2;
        cd[id] = d;
        wt[id] = o1 >= k ? m : (o1 == o2 && 2 * d == m) ? 2 : 1;
        tab[o1][o2][d] = id++;
      }
      cls[p][q] = tab[o1][o2][d];
    }
  NC = id;
  for (int p = 0; p < v; p++) // translate 0 first: the pair through the lowest player
    for (int q = p + 1; q < v; q++) {
      int c = cls[p][q];
      pairs[c][npairs[c]][0] = p;
      pairs[c][npairs[c]][1] = q;
      npairs[c]++;
    }
  nleft = NC - 2 * T * b;
  for (int c = 0; c < NC; c++)
    if (wt[c] > 1) nleft--;
  limf = 2 * NC - 4 * T * b;
  if (nleft < 0 || nleft > 16) {
    printf("the base rounds would leave %d partner classes to the free rounds (0 to 16 taken)\n",
           nleft);
    return 2;
  }
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  nperm = 0;
  gen_perms(a, k, 0);
  nunit = 0;
  for (int u = 1; u < m; u++) {
    int g = u, mm = m;
    while (mm) {
      int t = g % mm;
      g = mm;
      mm = t;
    }
    if (g == 1) units[nunit++] = u;
  }
  ntr = 0;
  {
    int tot = 1;
    for (int o = 1; o < k && tot <= 4096; o++) tot *= m;
    if (tot > 4096 || f) tot = 1; // with fixed players: orbit permutations and multipliers only
    for (int code = 0; code < tot; code++) {
      int c = code;
      trs[ntr][0] = 0;
      for (int o = 1; o < k; o++) {
        trs[ntr][o] = c % m;
        c /= m;
      }
      ntr++;
    }
  }
  t0 = now();
  choose_left(0, 0);
  printf("END %s selections %lld free %lld solutions %d seconds %.1f\n",
         timed_out ? "timeout" : (nsol >= maxsol ? "enough" : "exhausted"), ntriples, nfree, nsol,
         now() - t0);
  return 0;
}
"""


class Shape(NamedTuple):
    """V players over R rounds: K orbits of Z_M, V - K*M fixed players, B bases, the rest free."""

    players: int
    rounds: int
    group: int
    orbits: int
    bases: int

    @property
    def fixed(self) -> int:
        return self.players - self.orbits * self.group

    @property
    def free(self) -> int:
        return self.rounds - self.bases * self.group

    @property
    def tables(self) -> int:
        return self.players // 4

    def problem(self) -> str | None:
        """Why the search cannot take this shape, in a sentence; None when it can."""
        v, r = self.players, self.rounds
        out = v - 4 * self.tables
        most_games = r - (out * r) // v
        if v < 5 or v > 64 or self.group < 2 or self.orbits < 1:
            return "the search takes 5 to 64 players and a group of order 2 or more"
        if not 0 <= self.fixed <= 3 or self.orbits > 7:
            return (
                f"{v} players are {self.orbits} orbits of Z_{self.group} and 0 to 3 fixed "
                "players (at most 7 orbits)"
            )
        if self.bases < 1 or self.free < 0 or self.free > 8 or self.bases > 8:
            return f"{r} rounds are {self.bases} bases times {self.group} plus 0 to 8 free rounds"
        if most_games > v - 1:
            return (
                f"over {r} rounds someone plays {most_games} games, more than {v - 1}: "
                "the bounds then allow repeated partners, which this search does not"
            )
        return None


def develop(shape: Shape, seats: list[int], shift: int) -> list[int]:
    """A base round moved by shift: x -> x + shift in every orbit, fixed players stay."""
    m, points = shape.group, shape.orbits * shape.group
    return [p if p >= points else p - p % m + (p % m + shift) % m for p in seats]


def parse_evening(shape: Shape, line: str) -> list[list[int]]:
    """A SOL line (B seats... per base round, F seats... per free round) as the whole
    evening, seats N S E W per table."""
    blocks: list[tuple[str, list[int]]] = []
    for word in line.split()[1:]:
        if word in ("B", "F"):
            blocks.append((word, []))
        else:
            blocks[-1][1].append(int(word))
    rounds: list[list[int]] = []
    for kind, seats in blocks:
        seated = seats[: 4 * shape.tables]
        if kind == "B":
            rounds += [develop(shape, seated, s) for s in range(shape.group)]
        else:
            rounds.append(seated)
    return rounds


def sit_apart(order: list[int], sitters: list[frozenset[int]]) -> bool:
    return all(not sitters[a] & sitters[b] for a, b in itertools.pairwise(order))


def keeps_every_bound(v: int, rounds: list[list[int]]) -> bool:
    """No repeated partner, nobody faced more than twice, sit-outs within one of each
    other (counted by the app's own verify()), and an order that keeps sit-outs apart."""
    sitters = [frozenset(range(v)) - set(seats) for seats in rounds]
    stats = verify(
        [
            Round(
                tables=tuple(
                    Table(
                        k // 4 + 1,
                        (seats[k] + 1, seats[k + 1] + 1),
                        (seats[k + 2] + 1, seats[k + 3] + 1),
                    )
                    for k in range(0, len(seats), 4)
                ),
                sitting_out=tuple(sorted(p + 1 for p in out)),
            )
            for seats, out in zip(rounds, sitters, strict=True)
        ],
        range(1, v + 1),
    )
    if max(stats.partners.values(), default=0) > 1 or max(stats.opponents.values()) > 2:
        return False
    sit_outs = [stats.sit_outs.get(p, 0) for p in range(1, v + 1)]
    if max(sit_outs) - min(sit_outs) > 1:
        return False
    order = stored_evenings.in_good_order(rounds, sitters, random.Random(0))
    return sit_apart(order, sitters)


def words(rounds: list[list[int]]) -> str:
    return " ".join("".join(DIGITS[x] for x in seats) for seats in rounds)


class Outcome(NamedTuple):
    evenings: list[list[list[int]]]  # those that keep every bound
    found: int  # evenings the C search printed
    exhausted: bool  # the search saw every evening of the shape
    summary: str  # the END line


def outcome(shape: Shape, lines: list[str]) -> Outcome:
    """What a search printed (SOL lines, then its END line), each evening checked in Python."""
    found = [parse_evening(shape, line) for line in lines if line.startswith("SOL")]
    end = next(line for line in lines if line.startswith("END"))
    good = [rounds for rounds in found if keeps_every_bound(shape.players, rounds)]
    return Outcome(good, len(found), end.split()[1] == "exhausted", end)


def search(shape: Shape, solutions: int = 20, seconds: float = 300.0) -> Outcome:
    """Run the search (compiled with cc); evenings checked in Python."""
    arguments = [shape.group, shape.orbits, shape.fixed, shape.bases, shape.free, shape.tables]
    return outcome(
        shape, run_c(ORBIT_EVENINGS_C, [str(a) for a in [*arguments, solutions, seconds]])
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("v", type=int, help="players")
    parser.add_argument("r", type=int, help="rounds")
    parser.add_argument("--group", type=int, required=True, help="M: orbits are Z_M")
    parser.add_argument("--orbits", type=int, required=True, help="K orbits; V - K*M fixed")
    parser.add_argument("--bases", type=int, required=True, help="B base rounds, each M rounds")
    parser.add_argument("--solutions", type=int, default=20, help="stop after this many")
    parser.add_argument("--seconds", type=float, default=300.0, help="CPU seconds at most")
    args = parser.parse_args()
    shape = Shape(args.v, args.r, args.group, args.orbits, args.bases)
    problem = shape.problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    outcome = search(shape, args.solutions, args.seconds)
    print(outcome.summary)
    if outcome.evenings:
        rounds = outcome.evenings[0]
        print(f"{shape.players} players over {len(rounds)} rounds: every bound kept")
        print(f'    ({shape.players}, {len(rounds)}): "{words(rounds)}",')
        return 0
    if outcome.exhausted:
        print(f"none: no evening of {shape.players} over {shape.rounds} rounds has this shape")
    elif outcome.found:
        print(f"{outcome.found} evening(s) found, none with an order that keeps sit-outs apart")
    else:
        print("no answer within the time given")
    return 1


if __name__ == "__main__":
    sys.exit(main())
