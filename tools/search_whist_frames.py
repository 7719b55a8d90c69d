"""Search for whist designs over an abelian group with a hole: whist frames and four fixed players.

Usage (one process, one core):

    python tools/search_whist_frames.py 57 --group 7,2,2,2 --hole 2 \
        --multiplier "2,0,0,0;0,0,0,1;0,1,0,0;0,0,1,0" [--seconds 120] [--seed 1]
    python tools/search_whist_frames.py 180 --group 4,4,11 --four-fixed \
        --multiplier "1,0,0;0,1,0;0,0,3" [--seconds 120] [--seed 1]

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

--four-fixed: Wh(v), v = |G| + 4, G with exactly three elements of order 2 (O = G[2]), from
a base round over G in which four fixed players sit at tables of their own
(designs._over_four_fixed). A multiplier mu of odd order splits the base round in two, F
being the subgroup of the points mu fixes (F must hold O, and mu must move every other
point): the tables on F with the four fixed players (a base round of the same kind
over F, by annealing in C), and base tables on the mu-orbits outside F (annealing in C over
one seat per orbit, a seat moved by swaps and by turns of mu). Without --multiplier the whole
base round is annealed at once, which does for small groups only.

Every starter or base round found is checked (every difference outside the hole once as
partners, twice as opponents, the whole Wh(v) through verify()) before it is printed as a
line for FRAME_STARTERS or FOUR_FIXED_ROUNDS in
whistclub/domain/drive/movements/initial_rounds.py.
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


FOUR_FIXED_ANNEAL_C = r"""// Annealing over a base round of Wh(|G| + 4): G = Z_r1 x ... x Z_rk with exactly three elements
// of order 2 (O = G[2]), four fixed players at tables 0..3 (seat 4t), every point of G seated once.
// With a digit matrix mu after the radices, only the points mu fixes (a subgroup F holding O) are
// seated: the part of a base round on F.
// Cost: for each difference class {d, -d} outside O, |partners - 1| + |opponents - 2|; a pair whose
// difference lies in O counts as much as it is met (see four_fixed_search).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
// The temperature falls from T0 to T1 over every CYCLE moves, counted in moves so that a seed
// gives the same walk however busy the machine is.
#define CYCLE 1e8
#define MAXN 1024
static int K, rad[8], wt[8], N, mat[8][8];
static int apply(int x);
static int digit(int x, int i){ return (x / wt[i]) % rad[i]; }
static int sub(int x, int y){ int r = 0; for(int i=0;i<K;i++) r += ((digit(x,i) - digit(y,i)) % rad[i] + rad[i]) % rad[i] * wt[i]; return r; }
static int digit(int x, int i);
static int apply(int x){ int r = 0, w = 1; for(int i=0;i<K;i++){ long s = 0; for(int j=0;j<K;j++) s += (long)mat[i][j] * digit(x,j); r += (int)((s % rad[i] + rad[i]) % rad[i]) * w; w *= rad[i]; } return r; }
static int subt[MAXN][MAXN], cls[MAXN], inO[MAXN], P[MAXN], O[MAXN], seat[MAXN + 4];
static inline int cc(int c){ return inO[c] ? P[c] + O[c] : abs(P[c] - 1) + abs(O[c] - 2); }
int main(int argc, char **argv){
  if(argc < 6){ printf("usage: seconds T0 T1 seed K r1..rK\n"); return 2; }
  double secs = atof(argv[1]), T0 = atof(argv[2]), T1 = atof(argv[3]); rs += (unsigned long long)atoll(argv[4]) * 7919ULL;
  K = atoi(argv[5]); N = 1;
  if(argc != 6 + K && argc != 6 + K + K*K){ printf("expected %d radices, then a %d x %d matrix or nothing\n", K, K, K); return 2; }
  for(int i=0;i<K;i++){ rad[i] = atoi(argv[6+i]); wt[i] = N; N *= rad[i]; }
  if(N > MAXN){ printf("the group has %d points, at most %d\n", N, MAXN); return 2; }
  int withmu = argc == 6 + K + K*K;
  for(int i=0;i<K;i++) for(int j=0;j<K;j++) mat[i][j] = withmu ? atoi(argv[6+K+i*K+j]) : i == j;
  static int pts[MAXN]; int npts = 0, nO = 0, nOin = 0;
  for(int x=0;x<N;x++){ int z = 1; for(int i=0;i<K;i++) if(2 * digit(x,i) % rad[i]) z = 0; inO[x] = z; nO += z; if(apply(x) == x){ pts[npts++] = x; nOin += z; } }
  if(nO != 4){ printf("G has %d elements of order 2, not 3\n", nO - 1); return 2; }
  if(nOin != 4){ printf("the multiplier moves an element of order 2\n"); return 2; }
  if(npts % 4 || npts < 12){ printf("%d points to seat: the four fixed players need 12 and tables of 4 the rest\n", npts); return 2; }
  for(int x=0;x<N;x++) for(int y=0;y<N;y++) subt[x][y] = sub(x, y);
  for(int d=0; d<N; d++){ int nd = subt[0][d]; cls[d] = d < nd ? d : nd; }
  int S = npts + 4, n = S / 4, mov[MAXN + 4], nm = 0;
  for(int t=0;t<4;t++) seat[4*t] = -1;
  for(int i=0, x=0; i<S; i++) if(i % 4 || i >= 16){ seat[i] = pts[x++]; mov[nm++] = i; }
  for(int i=nm-1;i>0;i--){ int j = rnd() % (i+1); int t = seat[mov[i]]; seat[mov[i]] = seat[mov[j]]; seat[mov[j]] = t; }
  static int pa[6*MAXN], pb[6*MAXN], pk[6*MAXN]; int np = 0;
  for(int t=0;t<n;t++){ int a=4*t, b=a+1, c=a+2, d=a+3;
    if(t >= 4){ pa[np]=a; pb[np]=b; pk[np++]=0; pa[np]=a; pb[np]=c; pk[np++]=1; pa[np]=a; pb[np]=d; pk[np++]=1; }
    pa[np]=c; pb[np]=d; pk[np++]=0; pa[np]=b; pb[np]=c; pk[np++]=1; pa[np]=b; pb[np]=d; pk[np++]=1; }
  static int touch[MAXN + 4][3], nt[MAXN + 4];
  for(int q=0;q<np;q++){ touch[pa[q]][nt[pa[q]]++] = q; touch[pb[q]][nt[pb[q]]++] = q; }
  #define CL(q) cls[subt[seat[pa[q]]][seat[pb[q]]]]
  for(int q=0;q<np;q++){ if(pk[q] == 0) P[CL(q)]++; else O[CL(q)]++; }
  static int inF[MAXN]; for(int k=0;k<npts;k++) inF[pts[k]] = 1;
  int cost = 0; for(int c=1;c<N;c++) if(cls[c] == c && inF[c]) cost += cc(c);
  double T = T0; clock_t start = clock(); long long it = 0; int best = cost;
  int ids[8], tc[16], told[16];
  while(cost > 0){
    if((++it & 0xFFFFF) == 0){ if((double)(clock() - start) / CLOCKS_PER_SEC > secs) break; T = T0 * pow(T1 / T0, fmod((double)it, CYCLE) / CYCLE); }
    int i = mov[rnd() % nm], j = mov[rnd() % nm];
    if(i / 2 == j / 2) continue;
    int ni = 0; for(int a=0;a<nt[i];a++) ids[ni++] = touch[i][a];
    for(int a=0;a<nt[j];a++){ int q = touch[j][a], dup = 0; for(int b=0;b<ni;b++) if(ids[b] == q) dup = 1; if(!dup) ids[ni++] = q; }
    int nc = 0;
    for(int b=0;b<ni;b++){ int q = ids[b], c = CL(q), f = 0; for(int z=0;z<nc;z++) if(tc[z] == c) f = 1; if(!f){ tc[nc] = c; told[nc] = cc(c); nc++; } if(pk[q] == 0) P[c]--; else O[c]--; }
    int t_ = seat[i]; seat[i] = seat[j]; seat[j] = t_;
    for(int b=0;b<ni;b++){ int q = ids[b], c = CL(q), f = 0; for(int z=0;z<nc;z++) if(tc[z] == c) f = 1; if(!f){ tc[nc] = c; told[nc] = cc(c); nc++; } if(pk[q] == 0) P[c]++; else O[c]++; }
    int delta = 0; for(int z=0;z<nc;z++) delta += cc(tc[z]) - told[z];
    if(delta <= 0 || (rnd() >> 11) * (1.0 / 9007199254740992.0) < exp(-delta / T)){ cost += delta; if(cost < best) best = cost; }
    else {
      for(int b=0;b<ni;b++){ int q = ids[b], c = CL(q); if(pk[q] == 0) P[c]--; else O[c]--; }
      t_ = seat[i]; seat[i] = seat[j]; seat[j] = t_;
      for(int b=0;b<ni;b++){ int q = ids[b], c = CL(q); if(pk[q] == 0) P[c]++; else O[c]++; } }
  }
  printf("cost=%d best=%d it=%lld t=%.1f\n", cost, best, it, (double)(clock() - start) / CLOCKS_PER_SEC);
  if(cost == 0){ for(int i=0;i<S;i++) printf("%d ", seat[i]); printf("\n"); }
  return 0; }
"""  # noqa: E501 (C source, kept as written)

ORBIT_ANNEAL_C = r"""// Annealing over the base tables of a round fixed by a multiplier mu of odd order that moves every
// point outside the hole H (G[m] for m > 0; for m = 0, the points mu fixes): one
// seat per mu-orbit, and a base pair counts once in every class of its mu-orbit. Moves: swap two
// seats, or turn one seat's point by a power of mu. Cost: |partners - 1| + |opponents - 2| per class
// orbit, plus 2 for each pair whose difference lies in H (see search_whist_frames.py).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
// The temperature falls from T0 to T1 over every CYCLE moves, counted in moves so that a seed
// gives the same walk however busy the machine is.
#define CYCLE 1e8
#define MAXN 1024
static int K, rad[8], wt[8], N, mat[8][8], hm;
static int inH[MAXN], mu[MAXN], neg[MAXN], orbit[MAXN], corb[MAXN];
static int orbs[MAXN][64], nor, M, ncls;
static int subt[MAXN][MAXN];
static int digit(int x, int i){ return (x / wt[i]) % rad[i]; }
static int sub(int x, int y){ int r = 0; for(int i=0;i<K;i++) r += ((digit(x,i) - digit(y,i)) % rad[i] + rad[i]) % rad[i] * wt[i]; return r; }
static int apply(int x){ int r = 0; for(int i=0;i<K;i++){ long s = 0; for(int j=0;j<K;j++) s += (long)mat[i][j] * digit(x,j); r += (int)((s % rad[i] + rad[i]) % rad[i]) * wt[i]; } return r; }
static int P[MAXN], O[MAXN], HP;  // HP: pairs whose difference lies in the hole
static int seat[MAXN], S;
static inline int cc(int c){ return abs(P[c]-1) + abs(O[c]-2); }
int main(int argc, char **argv){
  if(argc < 7){ printf("usage: seconds T0 T1 seed m K r1..rK matrix\n"); return 2; }
  double secs = atof(argv[1]), T0 = atof(argv[2]), T1 = atof(argv[3]); rs += (unsigned long long)atoll(argv[4]) * 7919ULL;
  hm = atoi(argv[5]); K = atoi(argv[6]); N = 1;
  if(argc != 7 + K + K*K){ printf("expected %d radices and a %d x %d matrix\n", K, K, K); return 2; }
  for(int i=0;i<K;i++){ rad[i] = atoi(argv[7+i]); wt[i] = N; N *= rad[i]; }
  if(N > MAXN){ printf("the group has %d points, at most %d\n", N, MAXN); return 2; }
  for(int i=0;i<K;i++) for(int j=0;j<K;j++) mat[i][j] = atoi(argv[7+K+i*K+j]);
  for(int x=0;x<N;x++){ int z = 1; for(int i=0;i<K;i++){ if(hm > 0 && digit(x,i) * hm % rad[i]) z = 0; } mu[x] = apply(x); inH[x] = hm > 0 ? z : mu[x] == x; neg[x] = sub(0, x); }
  for(int x=0;x<N;x++) for(int y=0;y<N;y++) subt[x][y] = sub(x,y);
  memset(orbit, -1, sizeof orbit);
  for(int x=0;x<N;x++){ if(inH[x] || orbit[x] >= 0) continue; int k = 0, y = x; do { if(k >= 63) break; orbs[nor][k++] = y; orbit[y] = nor; y = mu[y]; } while(y != x); if(k > 63){ printf("the multiplier has order above 63\n"); return 2; }
    if(M && k != M){ printf("the multiplier does not act freely outside the hole (orbits of %d and %d)\n", M, k); return 2; }
    if(k % 2 == 0){ printf("the multiplier must have odd order (it has %d)\n", k); return 2; } M = k; nor++; }
  for(int x=0;x<N;x++) for(int y=0;y<N;y+=3) if(mu[subt[x][y]] != subt[mu[x]][mu[y]]){ printf("the matrix is not a homomorphism of the group\n"); return 2; }
  if(nor % 4 || M < 2){ printf("%d orbits of %d points outside the hole: not a multiple of 4 orbits moved by mu\n", nor, M); return 2; }
  memset(corb, -1, sizeof corb);
  for(int d=0; d<N; d++){ if(inH[d] || corb[d] >= 0) continue; int y = d; do { corb[y] = ncls; corb[neg[y]] = ncls; y = mu[y]; } while(y != d); ncls++; }
  S = nor;  // one seat per orbit
  int perm[MAXN]; for(int i=0;i<S;i++) perm[i] = i;
  for(int i=S-1;i>0;i--){ int j = rnd()%(i+1); int t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
  for(int i=0;i<S;i++) seat[i] = orbs[perm[i]][rnd()%M];
  // pairs of each seat
  int pa[MAXN*2], pb[MAXN*2], pk[MAXN*2], np = 0;
  for(int t=0;t<S/4;t++){ int a=4*t,b=a+1,c=a+2,d=a+3;
    pa[np]=a;pb[np]=b;pk[np++]=0; pa[np]=c;pb[np]=d;pk[np++]=0;
    pa[np]=a;pb[np]=c;pk[np++]=1; pa[np]=a;pb[np]=d;pk[np++]=1; pa[np]=b;pb[np]=c;pk[np++]=1; pa[np]=b;pb[np]=d;pk[np++]=1; }
  int touch[MAXN][3], nt[MAXN]; memset(nt, 0, sizeof nt);
  for(int q=0;q<np;q++){ touch[pa[q]][nt[pa[q]]++] = q; touch[pb[q]][nt[pb[q]]++] = q; }
  #define CLS(q) corb[subt[seat[pa[q]]][seat[pb[q]]]]
  #define ADD(q, s) { int c_ = CLS(q); if(c_ < 0) HP += s; else if(pk[q]==0) P[c_] += s; else O[c_] += s; }
  for(int q=0;q<np;q++) ADD(q, 1);
  int cost = 2*HP; for(int c=0;c<ncls;c++) cost += cc(c);
  int best = cost; double T = T0; clock_t start = clock(); long long it = 0;
  int ids[8], tc[16], told[16];
  while(cost > 0){
    if((++it & 0xFFFFF) == 0){ if((double)(clock() - start) / CLOCKS_PER_SEC > secs) break; T = T0 * pow(T1 / T0, fmod((double)it, CYCLE) / CYCLE); }
    int i = rnd()%S, j, kind = rnd()%4 == 0; int old_i = seat[i], old_j = -1;
    if(kind){ j = -1; } else { j = rnd()%S; if(i/2 == j/2) continue; old_j = seat[j]; }
    int ni = 0; for(int a=0;a<nt[i];a++) ids[ni++] = touch[i][a];
    if(j >= 0) for(int a=0;a<nt[j];a++){ int q = touch[j][a], dup = 0; for(int b=0;b<ni;b++) if(ids[b]==q) dup = 1; if(!dup) ids[ni++] = q; }
    int nc = 0, hp0 = HP;
    for(int b=0;b<ni;b++){ int c = CLS(ids[b]); if(c >= 0){ int f=0; for(int z=0;z<nc;z++) if(tc[z]==c) f=1; if(!f){ tc[nc]=c; told[nc]=cc(c); nc++; } } ADD(ids[b], -1); }
    if(kind){ int k = 1 + rnd()%(M-1); int y = seat[i]; while(k--) y = mu[y]; seat[i] = y; } else { seat[i] = old_j; seat[j] = old_i; }
    for(int b=0;b<ni;b++){ int c = CLS(ids[b]); if(c >= 0){ int f=0; for(int z=0;z<nc;z++) if(tc[z]==c) f=1; if(!f){ tc[nc]=c; told[nc]=cc(c); nc++; } } ADD(ids[b], 1); }
    int delta = 2*(HP - hp0); for(int z=0;z<nc;z++) delta += cc(tc[z]) - told[z];
    if(delta <= 0 || (rnd()>>11)*(1.0/9007199254740992.0) < exp(-delta/T)){ cost += delta; if(cost < best) best = cost; }
    else { for(int b=0;b<ni;b++) ADD(ids[b], -1); seat[i] = old_i; if(j >= 0) seat[j] = old_j; for(int b=0;b<ni;b++) ADD(ids[b], 1); }
  }
  printf("orbits=%d size=%d classes=%d cost=%d best=%d it=%lld t=%.1f\n", nor, M, ncls, cost, best, it, (double)(clock()-start)/CLOCKS_PER_SEC);
  if(cost == 0){ for(int i=0;i<S;i++) printf("%d ", seat[i]); printf("\n"); }
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


def _meets_every_difference(
    group: Group, tables: Sequence[Table], hole: set[int], fixed: frozenset[int] = frozenset()
) -> bool:
    """Every difference outside the hole met once by partners and twice by opponents
    (counted over both signs), none inside it; pairs with a fixed player are not counted."""
    partners: Counter[int] = Counter()
    opponents: Counter[int] = Counter()
    for (a, b), (c, d) in tables:
        for counts, pairs in (
            (partners, ((a, b), (c, d))),
            (opponents, ((a, c), (a, d), (b, c), (b, d))),
        ):
            for x, y in pairs:
                if x not in fixed and y not in fixed:
                    counts.update((group.minus(x, y), group.minus(y, x)))
    outside = set(range(group.order)) - hole
    return (
        all(partners[d] == 1 and opponents[d] == 2 for d in outside)
        and not (set(partners) | set(opponents)) & hole
    )


def is_frame_starter(group: Group, hole: int, tables: Sequence[Table]) -> bool:
    """Every point outside G[hole] seated once, every difference outside it met once by
    partners and twice by opponents."""
    inside = group.hole(hole)
    seated = [x for (a, b), (c, d) in tables for x in (a, b, c, d)]
    if sorted(seated) != sorted(set(range(group.order)) - inside):
        return False
    return _meets_every_difference(group, tables, inside)


def _tables(seats: Sequence[int]) -> list[Table]:
    return [
        ((seats[k], seats[k + 1]), (seats[k + 2], seats[k + 3])) for k in range(0, len(seats), 4)
    ]


def anneal_four_fixed(
    group: Group,
    seconds: float,
    seed: int,
    matrix: Sequence[Sequence[int]] | None = None,
    t0: float = 0.8,
    t1: float = 0.3,
) -> list[Table] | None:
    """A base round with four fixed players (-1 in the first seat of tables 0 to 3) over the
    whole group, or with a multiplier over the points it fixes only, by FOUR_FIXED_ANNEAL_C;
    None when time runs out."""
    arguments = [str(seconds), str(t0), str(t1), str(seed), str(len(group.radices))]
    arguments += [str(r) for r in group.radices]
    if matrix is not None:
        arguments += [str(a) for row in matrix for a in row]
    lines = run_c(FOUR_FIXED_ANNEAL_C, arguments)
    if not lines[0].startswith("cost=0 "):
        return None
    return _tables([int(x) for x in lines[1].split()])


def anneal_orbits(
    group: Group,
    hole: int,
    matrix: Sequence[Sequence[int]],
    seconds: float,
    seed: int,
    t0: float = 0.8,
    t1: float = 0.2,
) -> list[Table] | None:
    """Base tables on the mu-orbits outside the hole (G[hole], or for hole = 0 the points mu
    fixes), by ORBIT_ANNEAL_C; None when time runs out."""
    arguments = [str(seconds), str(t0), str(t1), str(seed), str(hole), str(len(group.radices))]
    arguments += [*map(str, group.radices), *(str(a) for row in matrix for a in row)]
    lines = run_c(ORBIT_ANNEAL_C, arguments)
    if " cost=0 " not in lines[0]:
        return None
    return _tables([int(x) for x in lines[1].split()])


def four_fixed_search(
    group: Group, matrix: Sequence[Sequence[int]] | None, seconds: float, seed: int
) -> list[Table] | None:
    """The base round of Wh(|G| + 4), the fixed players as labels |G|..|G|+3 (None when a
    search runs out of time): with a multiplier, the part on the points it fixes (with the
    fixed players) and the part on its orbits, searched apart."""
    part = anneal_four_fixed(group, seconds, seed, matrix)
    if part is None:
        return None
    outside: list[Table] = []
    if matrix is not None:
        base = anneal_orbits(group, 0, matrix, seconds, seed)
        if base is None:
            return None
        outside = develop_by_multiplier(group, matrix, base)
    fixed = iter(range(group.order, group.order + 4))  # the -1 seats, in turn
    named = [((next(fixed) if a == -1 else a, b), east_west) for (a, b), east_west in part]
    return named + outside


def is_four_fixed_round(group: Group, tables: Sequence[Table]) -> bool:
    """Every point of G seated once and the four fixed players (labels |G|..|G|+3) once each
    at tables of their own; every difference outside G[2] met once by partners and twice by
    opponents, none inside it."""
    fixed = frozenset(range(group.order, group.order + 4))
    seated = [x for game in tables for pair in game for x in pair]
    if sorted(seated) != list(range(group.order + 4)):
        return False
    if any(len(fixed & {x for pair in game for x in pair}) > 1 for game in tables):
        return False
    involutions = group.hole(2)
    return len(involutions) == 4 and _meets_every_difference(group, tables, involutions, fixed)


def is_exact_whist(v: int, design: designs.Design) -> bool:
    """Every pair of the v players partners once and opposes twice (through verify())."""
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = v * (v - 1) // 2
    return len(stats.partners) == pairs == len(stats.opponents) and (
        set(stats.partners.values()) == {1} and set(stats.opponents.values()) == {2}
    )


def _print_four_fixed(v: int, group: Group, tables: Sequence[Table], took: float) -> bool:
    round_ok = is_four_fixed_round(group, tables)
    exact = is_exact_whist(v, designs._over_four_fixed(v, group.radices, tables))
    print(f"{v}: found in {took:.1f} s, base round={round_ok}, exact Wh={exact}")
    text = ", ".join(f"(({a}, {b}), ({c}, {d}))" for (a, b), (c, d) in tables)
    print(f"    {v}: ({group.radices}, ({text})),")
    return round_ok and exact


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("v", type=int, help="players: |G| + 1 (a frame) or |G| + 4 (--four-fixed)")
    parser.add_argument("--group", required=True, metavar="R1,R2,...", help="radices of G")
    parser.add_argument("--hole", type=int, metavar="M", help="a frame's hole G[M] = {x : Mx = 0}")
    parser.add_argument("--multiplier", metavar="ROWS", help='digit matrix, e.g. "2,0;0,1"')
    parser.add_argument("--four-fixed", action="store_true", help="Wh(|G| + 4): four fixed players")
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=2_000_000, help="nodes before a restart")
    args = parser.parse_args()
    group = Group([int(r) for r in args.group.split(",")])
    matrix = parse_matrix(args.multiplier, len(group.radices)) if args.multiplier else None
    if args.four_fixed:
        if group.order != args.v - 4 or args.v % 4:
            raise SystemExit(
                f"v = {args.v}: --four-fixed needs v = 0 (mod 4) and a group of order v - 4"
            )
        start = time.monotonic()
        tables = four_fixed_search(group, matrix, args.seconds, args.seed)
        took = time.monotonic() - start
        if tables is None:
            print(f"{args.v}: nothing found in {took:.1f} s")
            return 1
        return 0 if _print_four_fixed(args.v, group, tables, took) else 1
    if group.order != args.v - 1 or args.v % 4 != 1:
        raise SystemExit(f"v = {args.v}: needs v = 1 (mod 4) and a group of order v - 1")
    if args.hole is None or matrix is None:
        raise SystemExit("a frame needs --hole M and --multiplier ROWS")
    start = time.monotonic()
    outcome, base = search_frame(group, args.hole, matrix, args.seconds, args.seed, args.nodes)
    took = time.monotonic() - start
    if base is None:
        print(f"{args.v}: {outcome} after {took:.1f} s")
        return 1
    tables = develop_by_multiplier(group, matrix, base)
    hole = f"G[{args.hole}]"
    frame_ok = is_frame_starter(group, args.hole, tables)
    exact = is_exact_whist(args.v, designs._over_frame(args.v, group.radices, hole, tables))
    print(f"{args.v}: found in {took:.1f} s, frame={frame_ok}, exact Wh={exact}")
    text = ", ".join(f"(({a}, {b}), ({c}, {d}))" for (a, b), (c, d) in tables)
    print(f'    {args.v}: ({group.radices}, "{hole}", ({text})),')
    return 0 if frame_ok and exact else 1


if __name__ == "__main__":
    raise SystemExit(main())
