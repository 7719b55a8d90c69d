"""Search for whist frames over an abelian group, for Wh(v) with v - 1 = |G| (v = 4n+1).

Usage (one process, one core):

    python tools/search_whist_frames.py 57 --group 7,2,2,2 --hole 2 \
        --multiplier "2,0,0,0;0,0,0,1;0,1,0,0;0,0,1,0" [--seconds 120] [--seed 1]

Model (docs/movements.md, "Where the designs come from"): a starter seats every point of G
outside the hole H = G[m] = {x : mx = 0} at tables so that every difference outside H is met
once by partners and twice by opponents; its translates are the holey rounds of a whist frame
whose holes are the cosets of H. designs._over_frame adds infinity to each hole and plays
Wh(|H| + 1) there, which gives Wh(|G| + 1). H must hold every element of order 2 (a pair
{x, x + d} with 2d = 0 has only |G|/2 translates, so it cannot be met once).

The starter is looked for among those that a multiplier mu (an automorphism of G of odd order,
given as a matrix over the digits, row i giving the new digit i) maps onto themselves, with
mu moving every point outside H: each mu-orbit of points then gives one point to one of a
few base tables, and a base pair counts once in every class of its mu-orbit, so the search
is over the base tables only. It is a depth-first search in C (needs `cc`), restarted in a
new random order after --nodes nodes; a search that ends within its node limit has looked
at every base seating, so "none" is a proof that no starter of that shape exists.

Every starter found is checked (every difference outside H once as partners, twice as
opponents, the whole Wh(v) through verify()) before it is printed as a line for
FRAME_STARTERS in whistclub/domain/drive/movements/initial_rounds.py.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run_c import run_c  # tools/run_c.py, beside this script

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.model import verify

Table = tuple[tuple[int, int], tuple[int, int]]

FRAME_DFS_C = r"""// Depth-first search for the base tables of a whist frame starter over G = Z_r1 x ... x Z_rk,
// hole H = G[m], invariant under a multiplier mu (a digit matrix) of odd order acting freely
// outside H: each mu-orbit of points gives one point to one base table, and each base pair
// counts once in every difference class of its mu-orbit (see search_whist_frames.py).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
#define MAXN 1024
static int K, rad[8], wt[8], N, mat[8][8], hm;
static int inH[MAXN], mu[MAXN], neg[MAXN], orbit[MAXN], corb[MAXN];
static int orbs[MAXN][64], nor, M, ncls;
static int used[MAXN], P[MAXN], O[MAXN];
static int base[MAXN][4], nbase;
static long long nodes, limit;
static int digit(int x, int i){ return (x / wt[i]) % rad[i]; }
static int sub(int x, int y){ int r = 0; for(int i=0;i<K;i++) r += ((digit(x,i) - digit(y,i)) % rad[i] + rad[i]) % rad[i] * wt[i]; return r; }
static int apply(int x){ int r = 0; for(int i=0;i<K;i++){ long s = 0; for(int j=0;j<K;j++) s += (long)mat[i][j] * digit(x,j); r += (int)((s % rad[i] + rad[i]) % rad[i]) * wt[i]; } return r; }
static void shuffle(int *a, int n){ for(int i=n-1;i>0;i--){ int j = rnd() % (i+1); int t = a[i]; a[i] = a[j]; a[j] = t; } }
static int dfs(void){
  if(++nodes > limit) return -1;
  int i0 = -1; for(int i=0;i<nor;i++) if(!used[i]){ i0 = i; break; }
  if(i0 < 0) return 1;
  int a = orbs[i0][0]; used[i0] = 1;
  int cand[MAXN], nc = 0;
  for(int i=0;i<nor;i++) if(!used[i]) for(int k=0;k<M;k++) cand[nc++] = orbs[i][k];
  shuffle(cand, nc);
  for(int ib=0; ib<nc; ib++){
    int b = cand[ib], cb = corb[sub(a,b)]; if(cb < 0 || P[cb]) continue;
    P[cb] = 1; used[orbit[b]] = 1;
    for(int ic=0; ic<nc; ic++){
      int c = cand[ic]; if(used[orbit[c]]) continue;
      int ac = corb[sub(a,c)], bc = corb[sub(b,c)]; if(ac < 0 || bc < 0) continue;
      if(O[ac] + 1 + (ac == bc) > 2) continue;
      O[ac]++; O[bc]++; used[orbit[c]] = 1;
      for(int id=ic+1; id<nc; id++){
        int d = cand[id]; if(used[orbit[d]]) continue;
        int cd = corb[sub(c,d)], ad = corb[sub(a,d)], bd = corb[sub(b,d)];
        if(cd < 0 || ad < 0 || bd < 0 || P[cd]) continue;
        O[ad]++; O[bd]++;
        if(O[ad] <= 2 && O[bd] <= 2 && O[ac] <= 2 && O[bc] <= 2){
          P[cd] = 1; used[orbit[d]] = 1;
          base[nbase][0]=a; base[nbase][1]=b; base[nbase][2]=c; base[nbase][3]=d; nbase++;
          int r = dfs(); if(r) return r;
          nbase--; P[cd] = 0; used[orbit[d]] = 0; }
        O[ad]--; O[bd]--; }
      O[ac]--; O[bc]--; used[orbit[c]] = 0; }
    P[cb] = 0; used[orbit[b]] = 0; }
  used[i0] = 0; return 0; }
int main(int argc, char **argv){
  // argv: seconds seed restart_nodes m K r1..rK then K*K matrix entries (row by row)
  if(argc < 6){ printf("usage: seconds seed nodes m K r1..rK matrix\n"); return 2; }
  double secs = atof(argv[1]); rs += (unsigned long long)atoll(argv[2]) * 7919ULL; limit = atoll(argv[3]);
  hm = atoi(argv[4]); K = atoi(argv[5]); N = 1;
  if(argc != 6 + K + K*K){ printf("expected %d radices and a %d x %d matrix\n", K, K, K); return 2; }
  for(int i=0;i<K;i++){ rad[i] = atoi(argv[6+i]); wt[i] = N; N *= rad[i]; }
  if(N > MAXN){ printf("the group has %d points, at most %d\n", N, MAXN); return 2; }
  for(int i=0;i<K;i++) for(int j=0;j<K;j++) mat[i][j] = atoi(argv[6+K+i*K+j]);
  for(int x=0;x<N;x++){ int z = 1; for(int i=0;i<K;i++) if(digit(x,i) * hm % rad[i]) z = 0; inH[x] = z; mu[x] = apply(x); neg[x] = sub(0, x); }
  for(int x=0;x<N;x++) for(int y=0;y<N;y+=3) if(mu[sub(x,y)] != sub(mu[x], mu[y])){ printf("the matrix is not a homomorphism of the group\n"); return 2; }
  for(int x=0;x<N;x++) for(int y=x+1;y<N;y++) if(mu[x] == mu[y]){ printf("the matrix is not one-to-one\n"); return 2; }
  for(int x=0;x<N;x++) if(!inH[x] && inH[neg[x]] == 0 && sub(x, neg[x]) == 0){ printf("an element of order 2 lies outside the hole\n"); return 2; }
  memset(orbit, -1, sizeof orbit); nor = 0; M = 0;
  for(int x=0;x<N;x++){ if(inH[x] || orbit[x] >= 0) continue;
    int k = 0, y = x; do { if(k >= 64){ printf("the multiplier has order above 64\n"); return 2; } orbs[nor][k++] = y; orbit[y] = nor; y = mu[y]; } while(y != x);
    if(M && k != M){ printf("the multiplier does not act freely outside the hole (orbits of %d and %d)\n", M, k); return 2; }
    if(k % 2 == 0){ printf("the multiplier must have odd order (it has %d)\n", k); return 2; }
    M = k; nor++; }
  if(nor % 4){ printf("%d orbits of points: not a multiple of 4\n", nor); return 2; }
  memset(corb, -1, sizeof corb); ncls = 0;
  for(int d=0; d<N; d++){ if(inH[d] || corb[d] >= 0) continue;
    int y = d; do { corb[y] = ncls; corb[neg[y]] = ncls; y = mu[y]; } while(y != d); ncls++; }
  clock_t start = clock(); int restarts = 0, r = 0;
  while((double)(clock() - start) / CLOCKS_PER_SEC < secs){
    nodes = 0; nbase = 0; memset(used, 0, sizeof used); memset(P, 0, sizeof P); memset(O, 0, sizeof O);
    r = dfs(); restarts++; if(r == 1 || r == 0) break; }
  printf("orbits=%d size=%d classes=%d restarts=%d result=%s t=%.1f\n", nor, M, ncls, restarts, r == 1 ? "found" : r == 0 ? "none" : "timeout", (double)(clock()-start)/CLOCKS_PER_SEC);
  if(r == 1){ for(int t=0;t<nbase;t++) printf("%d %d %d %d ", base[t][0], base[t][1], base[t][2], base[t][3]); printf("\n"); }
  return 0; }
"""  # noqa: E501 (C source, kept as written)


class Group:
    """Z_r1 x Z_r2 x ..., points coded by their digits, lowest first (as designs.py codes them)."""

    def __init__(self, radices: Sequence[int]) -> None:
        self.radices = tuple(radices)
        self.order = math.prod(radices)
        self.weights = [math.prod(radices[:k]) for k in range(len(radices))]

    def digits(self, x: int) -> list[int]:
        return [(x // w) % r for w, r in zip(self.weights, self.radices, strict=True)]

    def code(self, digits: Sequence[int]) -> int:
        return sum((d % r) * w for d, w, r in zip(digits, self.weights, self.radices, strict=True))

    def minus(self, x: int, y: int) -> int:
        return self.code([a - b for a, b in zip(self.digits(x), self.digits(y), strict=True)])

    def hole(self, m: int) -> set[int]:
        """G[m] = {x : mx = 0}."""
        return {
            x
            for x in range(self.order)
            if all(d * m % r == 0 for d, r in zip(self.digits(x), self.radices, strict=True))
        }

    def times(self, matrix: Sequence[Sequence[int]], x: int) -> int:
        digits = self.digits(x)
        return self.code([sum(a * d for a, d in zip(row, digits, strict=True)) for row in matrix])


def parse_matrix(text: str, size: int) -> list[list[int]]:
    """ "2,0;0,1" as [[2, 0], [0, 1]]; SystemExit in plain words when it is not size x size."""
    rows = [[int(a) for a in row.split(",")] for row in text.split(";")]
    if len(rows) != size or any(len(row) != size for row in rows):
        raise SystemExit(f"--multiplier needs {size} rows of {size} numbers, ';' between rows")
    return rows


def search_frame(
    group: Group,
    hole: int,
    matrix: Sequence[Sequence[int]],
    seconds: float,
    seed: int,
    nodes: int = 2_000_000,
) -> tuple[str, list[Table] | None]:
    """Run FRAME_DFS_C: ("found", the base tables), ("none", None) when the whole search
    space was looked at, or ("timeout", None)."""
    arguments = [str(seconds), str(seed), str(nodes), str(hole), str(len(group.radices))]
    arguments += [str(r) for r in group.radices]
    arguments += [str(a) for row in matrix for a in row]
    lines = run_c(FRAME_DFS_C, arguments)
    outcome = lines[0].rsplit("result=", 1)[1].split()[0]
    if outcome != "found":
        return outcome, None
    seats = [int(x) for x in lines[1].split()]
    tables = [
        ((seats[k], seats[k + 1]), (seats[k + 2], seats[k + 3])) for k in range(0, len(seats), 4)
    ]
    return outcome, tables


def develop_by_multiplier(
    group: Group, matrix: Sequence[Sequence[int]], base: Sequence[Table]
) -> list[Table]:
    """Every base table and its images under mu, mu^2, ... until mu comes back to it."""
    tables: list[Table] = []
    for table in base:
        current = table
        while True:
            tables.append(current)
            (a, b), (c, d) = current
            current = (
                (group.times(matrix, a), group.times(matrix, b)),
                (group.times(matrix, c), group.times(matrix, d)),
            )
            if current == table:
                break
    return tables


def is_frame_starter(group: Group, hole: int, tables: Sequence[Table]) -> bool:
    """Every point outside G[hole] seated once, every difference outside it met once by
    partners and twice by opponents (counted over both signs)."""
    inside = group.hole(hole)
    seated = [x for (a, b), (c, d) in tables for x in (a, b, c, d)]
    if sorted(seated) != sorted(set(range(group.order)) - inside):
        return False
    partners: Counter[int] = Counter()
    opponents: Counter[int] = Counter()
    for (a, b), (c, d) in tables:
        for x, y in ((a, b), (c, d)):
            partners.update((group.minus(x, y), group.minus(y, x)))
        for x in (a, b):
            for y in (c, d):
                opponents.update((group.minus(x, y), group.minus(y, x)))
    outside = set(range(group.order)) - inside
    return (
        all(partners[d] == 1 and opponents[d] == 2 for d in outside)
        and not (set(partners) | set(opponents)) & inside
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("v", type=int, help="players, v = |G| + 1 = 1 (mod 4)")
    parser.add_argument("--group", required=True, metavar="R1,R2,...", help="radices of G")
    parser.add_argument(
        "--hole", type=int, required=True, metavar="M", help="H = G[M] = {x : Mx = 0}"
    )
    parser.add_argument(
        "--multiplier", required=True, metavar="ROWS", help='digit matrix, e.g. "2,0;0,1"'
    )
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=2_000_000, help="nodes before a restart")
    args = parser.parse_args()
    group = Group([int(r) for r in args.group.split(",")])
    if group.order != args.v - 1 or args.v % 4 != 1:
        raise SystemExit(f"v = {args.v}: needs v = 1 (mod 4) and a group of order v - 1")
    matrix = parse_matrix(args.multiplier, len(group.radices))
    start = time.monotonic()
    outcome, base = search_frame(group, args.hole, matrix, args.seconds, args.seed, args.nodes)
    took = time.monotonic() - start
    if base is None:
        print(f"{args.v}: {outcome} after {took:.1f} s")
        return 1
    tables = develop_by_multiplier(group, matrix, base)
    hole = f"G[{args.hole}]"
    frame_ok = is_frame_starter(group, args.hole, tables)
    design = designs._over_frame(args.v, group.radices, hole, tables)
    stats = verify(design.as_rounds(), range(1, args.v + 1))
    exact = set(stats.partners.values()) == {1} and set(stats.opponents.values()) == {2}
    exact = exact and len(stats.partners) == args.v * (args.v - 1) // 2
    print(f"{args.v}: found in {took:.1f} s, frame={frame_ok}, exact Wh={exact}")
    text = ", ".join(f"(({a}, {b}), ({c}, {d}))" for (a, b), (c, d) in tables)
    print(f'    {args.v}: ({group.radices}, "{hole}", ({text})),')
    return 0 if frame_ok and exact else 1


if __name__ == "__main__":
    raise SystemExit(main())
