"""Search for initial rounds of whist tournaments Wh(v) missing from the catalogue.

Usage (one process, one core; stop each run under 10 minutes):

    python tools/search_whist_designs.py 44 48 57 --seconds 540 [--out found.json]

Model (movements.md section 2.3): an initial round is a seating of Z_m (plus infinity when
v = 4n, m = v-1; m = v and 0 sits out when v = 4n+1) at n tables; developed by translation it
is a Wh(v) exactly when the partner pairs cover every difference class {d, -d} once and the
opponent pairs cover every class twice (pairs with infinity excepted). That is a constraint
problem; we hand it to the CP-SAT solver of OR-Tools with the symmetries removed:

- translation: infinity partners 0 (v = 4n);
- multipliers (x -> ux for a unit u permute the classes): when m is prime, the partner
  pair E, W of the infinity table has class 1;
- inside a table: N < S, E < W, N < E; tables ordered by their N player.

Other modes search without OR-Tools, in C (`cc`): --anneal, --orbits, --rgdd (annealing)
and --backtrack (v = 4n: depth-first over the 1-rotational round with restarts, the partner
class with the fewest free pairs first; the fastest here for v - 1 a prime = 3 mod 4).

Every round found is developed and checked with the project's own verify() before it is
printed; paste the printed lines into whistclub/domain/drive/movements/initial_rounds.py.

Extra dependency (this script only): ortools (`pip install ortools`).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run_c import run_c as _run_c  # tools/run_c.py, beside this script

from whistclub.domain.drive.movements import designs
from whistclub.domain.drive.movements.initial_rounds import INF, INITIAL_ROUNDS
from whistclub.domain.drive.movements.model import verify

Tables = list[tuple[tuple[int, int], tuple[int, int]]]


def _class_bools(model, m: int, x, y, name: str):  # type: ignore[no-untyped-def]
    """One-hot booleans b[c] for the class of x - y (mod m), c = 1..(m-1)/2: (d, m-d)."""
    diff = model.NewIntVar(0, m - 1, f"d{name}")
    model.AddModuloEquality(diff, x - y + m, m)
    hot = {d: model.NewBoolVar(f"h{name}_{d}") for d in range(1, m)}
    model.AddExactlyOne(hot.values())
    model.Add(diff == sum(d * b for d, b in hot.items()))
    return {c: (hot[c], hot[m - c]) for c in range(1, (m - 1) // 2 + 1)}


def build_model(v: int, seed: int):  # type: ignore[no-untyped-def]
    from ortools.sat.python import cp_model

    rotational = v % 4 == 0
    m = v - 1 if rotational else v
    n = v // 4
    model = cp_model.CpModel()
    seats: list[list[cp_model.IntVar]] = []
    for t in range(n):
        seats.append([model.NewIntVar(0, m - 1, f"t{t}s{s}") for s in range(4)])
    # seats[t] = [N, S, E, W]; N-S partners, E-W partners.
    finite = [
        x
        for t, table in enumerate(seats)
        for s, x in enumerate(table)
        if not (rotational and t == 0 and s == 0)
    ]
    if rotational:
        model.Add(seats[0][0] == 0)  # placeholder value for infinity, ignored below
        model.Add(seats[0][1] == 0)  # infinity partners 0
        model.AddAllDifferent(finite)
    else:
        for x in finite:
            model.Add(x != 0)
        model.AddAllDifferent(finite)
    classes = (m - 1) // 2

    partner_pairs = []
    opponent_pairs = []
    for t, (north, south, east, west) in enumerate(seats):
        with_inf = rotational and t == 0
        if not with_inf:
            partner_pairs.append((north, south))
        partner_pairs.append((east, west))
        for a in (south,) if with_inf else (north, south):
            for b in (east, west):
                opponent_pairs.append((a, b))
    partner_class = [
        _class_bools(model, m, x, y, f"p{k}") for k, (x, y) in enumerate(partner_pairs)
    ]
    # Redundant but strong: the partner classes are all different (each class exactly once).
    partner_values = []
    for k, pc in enumerate(partner_class):
        value = model.NewIntVar(1, classes, f"pc{k}")
        model.Add(value == sum(c * (a + b) for c, (a, b) in pc.items()))
        partner_values.append(value)
    model.AddAllDifferent(partner_values)
    opponent_class = [
        _class_bools(model, m, x, y, f"o{k}") for k, (x, y) in enumerate(opponent_pairs)
    ]
    for c in range(1, classes + 1):
        model.Add(sum(b for pc in partner_class for b in pc[c]) == 1)
        model.Add(sum(b for oc in opponent_class for b in oc[c]) == 2)
    # Symmetry breaking (see the module docstring).
    if rotational and all(m % q for q in range(2, int(m**0.5) + 1)):
        # m prime: a multiplier u = 1/(E0 - W0) turns the pair E0, W0 of the infinity table
        # into class 1 (that table is fixed by infinity, so the choice is canonical).
        model.AddBoolOr(list(partner_class[0][1]))
    first = 1 if rotational else 0
    for t in range(n):
        north, south, east, west = seats[t]
        if t >= first:
            model.Add(north < south)
            model.Add(north < east)
        model.Add(east < west)
    for t in range(first, n - 1):
        model.Add(seats[t][0] < seats[t + 1][0])
    return model, seats


def build_multiplier_model(v: int, w: int, invariant: int):  # type: ignore[no-untyped-def]
    """Cyclic Wh(v) whose initial round is fixed by the multiplier x -> w x (w^2 = 1 mod v).

    Tables fixed by w have the form {x, wx} v {y, wy}; the points w fixes (other than 0) sit
    as partners {f, f'} v {y, wy}; the remaining tables come in pairs T, wT. Only half of the
    round is free, which shrinks the search (for v = 3p, w = 1 mod 3 and -1 mod p, the fixed
    points are p and 2p). `invariant` = how many {x, wx} v {y, wy} tables.
    """
    from ortools.sat.python import cp_model

    if v % 4 != 1 or (w * w) % v != 1 or w in (1, v - 1):
        raise SystemExit(f"need v = 4n+1 and w with w^2 = 1 (mod v), w != +-1 (got v={v}, w={w})")
    n = v // 4
    fixed = [x for x in range(1, v) if (w * x) % v == x]
    if len(fixed) % 2:
        raise SystemExit(f"w={w} fixes {len(fixed)} points: need an even number")
    paired = n - len(fixed) // 2 - invariant
    if paired < 0 or paired % 2:
        raise SystemExit(f"{invariant} invariant tables leave {paired} others: need an even number")
    model = cp_model.CpModel()

    def free(name: str):  # type: ignore[no-untyped-def]
        x = model.NewIntVar(1, v - 1, name)
        return x

    def image(x, name: str):  # type: ignore[no-untyped-def]
        y = model.NewIntVar(1, v - 1, name)
        model.AddModuloEquality(y, w * x, v)
        return y

    seats: list[list] = []  # type: ignore[type-arg]
    for k in range(0, len(fixed), 2):
        y = free(f"fy{k}")
        seats.append([fixed[k], fixed[k + 1], y, image(y, f"fwy{k}")])
    for k in range(invariant):
        x, y = free(f"ix{k}"), free(f"iy{k}")
        wx = image(x, f"iwx{k}")
        seats.append([x, wx, y, image(y, f"iwy{k}")])
        model.Add(x < wx)
        model.Add(x < y)
    for k in range(paired // 2):
        table = [free(f"p{k}s{s}") for s in range(4)]
        model.Add(table[0] < table[1])
        model.Add(table[2] < table[3])
        model.Add(table[0] < table[2])
        seats.append(table)
        seats.append([image(x, f"pw{k}s{s}") for s, x in enumerate(table)])
    model.AddAllDifferent([x for table in seats for x in table if not isinstance(x, int)])
    for table in seats:
        for x in table:
            if isinstance(x, int):
                for other in (y for t in seats for y in t if not isinstance(y, int)):
                    model.Add(other != x)
    _difference_conditions(model, v, seats)
    return model, seats


def _difference_conditions(  # type: ignore[no-untyped-def]
    model, m: int, seats, taken_partner=None, taken_opp=None
) -> None:
    """Cyclic case: partner classes each once, opponent classes each twice, less what a
    given table already takes (taken_partner, taken_opp: class -> count)."""
    classes = (m - 1) // 2
    taken_partner = taken_partner or {}
    taken_opp = taken_opp or {}
    partners = [_class_bools(model, m, a, b, f"p{k}a") for k, (a, b, _, _) in enumerate(seats)]
    partners += [_class_bools(model, m, c, d, f"p{k}b") for k, (_, _, c, d) in enumerate(seats)]
    opponents = [
        _class_bools(model, m, a, b, f"o{k}{i}{j}")
        for k, (north, south, east, west) in enumerate(seats)
        for i, a in enumerate((north, south))
        for j, b in enumerate((east, west))
    ]
    for c in range(1, classes + 1):
        model.Add(sum(b for pc in partners for b in pc[c]) == 1 - taken_partner.get(c, 0))
        model.Add(sum(b for oc in opponents for b in oc[c]) == 2 - taken_opp.get(c, 0))


def build_rotational_multiplier_model(v: int, w: int, e: int, f: int):  # type: ignore[no-untyped-def]
    """1-rotational Wh(v) over Z_(v-1) whose round is fixed by x -> w x, infinity table given.

    The infinity table is {inf, 0} v {e, f}, with {we, wf} = {e, f}. Every other point lies
    in an orbit of size 4 of x -> w x (w of order 4, w^2 acting as -1 on those points is not
    required); a table fixed by w is one orbit seated {x, w^2 x} v {wx, w^3 x}, the others come
    in fours T, wT, w^2 T, w^3 T. For v = 3r + 1 with r = 1 (mod 4), e = r, f = 2r and
    w = 1 (mod 3), w = i (mod r) this is the product of Wh(4) over Z_3 with Z_r
    (docs/movements.md): only a quarter of the round is free. (No Wh(52) of this form turned
    up in 4 minutes with w = 4 or w = 38.)
    """
    from ortools.sat.python import cp_model

    m = v - 1
    n = v // 4
    if v % 4 or pow(w, 4, m) != 1 or pow(w, 2, m) == 1 or {w * e % m, w * f % m} != {e, f}:
        raise SystemExit(f"need v = 4n, w of order 4 mod {m} fixing {{{e}, {f}}}")
    rest = [x for x in range(1, m) if x not in (e, f)]
    if any(w * x % m == x or w * w * x % m == x for x in rest):
        raise SystemExit(f"x -> {w} x has short orbits outside {{0, {e}, {f}}}")
    fixed_count = (n - 1) % 4
    free_count = (n - 1) // 4
    model = cp_model.CpModel()
    allowed = cp_model.Domain.FromValues(rest)

    def point(name: str):  # type: ignore[no-untyped-def]
        return model.NewIntVarFromDomain(allowed, name)

    def image(x, name: str):  # type: ignore[no-untyped-def]
        y = model.NewIntVarFromDomain(allowed, name)
        model.AddModuloEquality(y, w * x, m)
        return y

    seats: list[list] = []  # type: ignore[type-arg]
    for k in range(fixed_count):
        x = point(f"fx{k}")
        wx = image(x, f"fw{k}")
        w2x = image(wx, f"fww{k}")
        seats.append([x, w2x, wx, image(w2x, f"fwww{k}")])
    for k in range(free_count):
        table = [point(f"t{k}s{s}") for s in range(4)]
        model.Add(table[0] < table[1])
        model.Add(table[2] < table[3])
        model.Add(table[0] < table[2])
        seats.append(table)
        for power in range(1, 4):
            table = [image(x, f"t{k}p{power}s{s}") for s, x in enumerate(table)]
            seats.append(table)
    model.AddAllDifferent([x for table in seats for x in table])
    classes = (m - 1) // 2

    def cls(d: int) -> int:
        return min(d % m, (-d) % m)

    const_partner = {c: 0 for c in range(1, classes + 1)}
    const_opp = {c: 0 for c in range(1, classes + 1)}
    const_partner[cls(e - f)] += 1
    const_opp[cls(e)] += 1
    const_opp[cls(f)] += 1
    _difference_conditions(model, m, seats, const_partner, const_opp)
    return model, [[0, 0, e, f], *seats]


def solve(
    v: int,
    seconds: float,
    seed: int,
    multiplier: tuple[int, int] | None = None,
    rotational: tuple[int, int, int] | None = None,
) -> Tables | None:
    from ortools.sat.python import cp_model

    if rotational:
        model, seats = build_rotational_multiplier_model(v, *rotational)
    elif multiplier:
        model, seats = build_multiplier_model(v, *multiplier)
    else:
        model, seats = build_model(v, seed)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    tables: Tables = []
    for t, table in enumerate(seats):
        north, south, east, west = (x if isinstance(x, int) else solver.Value(x) for x in table)
        if v % 4 == 0 and t == 0:
            north = INF
        tables.append(((north, south), (east, west)))
    return tables


def _primitive_root(p: int) -> int:
    factors = [f for f in range(2, p) if (p - 1) % f == 0 and all(f % g for g in range(2, f))]
    return next(g for g in range(2, p) if all(pow(g, (p - 1) // f, p) != 1 for f in factors))


def search_cyclotomic(v: int, q: int, seconds: float, seed: int) -> Tables | None:
    """1-rotational Wh(qp + 1), p prime = 1 (mod 4), over Z_q x GF(p) = Z_qp plus infinity.

    Cyclotomy, as in the Z-cyclic whist constructions of Anderson, Finizio and others
    (movements.md 2.2; docs/movements.md): x is a primitive root of p, 2^k the largest power
    of 2 dividing p - 1, H the subgroup of the 2^k-th powers (odd order t = (p-1)/2^k, so -1
    is not in H).
    The round is the shipped 1-rotational round of Wh(q+1) on Z_q x {0} (for q = 3 the table
    {inf, (0,0)} v {(1,0), (2,0)}) plus the H-multiples {(a, hy)} of q * 2^(k-2) base tables
    whose q * 2^k points represent every (a, coset of H) once. A difference (d, y) then stands
    for the H-orbit of its class, of "type" (d, coset of y) up to sign; the round is a Wh
    exactly when the partner pairs of the base tables hit every type once and the opponent
    pairs every type twice (pairs with equal second coordinates are forbidden: the slice
    Z_q x {0} already covers the classes (d, 0)). Annealing over the seating of the base
    points and the choice of each point in its coset.
    """
    import math
    import random

    p = (v - 1) // q
    shipped = INITIAL_ROUNDS.get(q + 1)
    if (
        v % 4
        or (v - 1) % q
        or p % 4 != 1
        or any(p % f == 0 for f in range(2, p))
        or q % p == 0
        or not shipped
        or shipped[0] != "1-rotational"
    ):
        raise SystemExit(
            f"--cyclotomic Q needs v = Qp + 1, p prime = 1 (mod 4) not dividing Q, and a "
            f"shipped 1-rotational Wh(Q+1); got v = {v}, Q = {q}"
        )
    rng = random.Random(seed)
    x = _primitive_root(p)
    e = 1
    while (p - 1) % (2 * e) == 0:
        e *= 2
    t = (p - 1) // e
    log = {pow(x, k, p): k for k in range(p - 1)}
    slots = [(a, j) for a in range(q) for j in range(e)]
    seat = slots[:]
    rng.shuffle(seat)
    rep = {slot: rng.randrange(t) for slot in slots}
    types = {min((d, c), ((-d) % q, (c + e // 2) % e)) for d in range(q) for c in range(e)}

    def point(slot: tuple[int, int]) -> tuple[int, int]:
        return slot[0], pow(x, slot[1] + e * rep[slot], p)

    def cost() -> int:
        counts: tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]] = ({}, {})
        bad = 0
        for k in range(0, len(seat), 4):
            north, south, east, west = (point(slot) for slot in seat[k : k + 4])
            pairs = ((north, south, 0), (east, west, 0), (north, east, 1), (north, west, 1))
            for one, other, kind in (*pairs, (south, east, 1), (south, west, 1)):
                delta = (one[1] - other[1]) % p
                if delta == 0:
                    bad += 10
                    continue
                d, c = (one[0] - other[0]) % q, log[delta] % e
                key = min((d, c), ((-d) % q, (c + e // 2) % e))
                counts[kind][key] = counts[kind].get(key, 0) + 1
        return bad + sum(
            abs(counts[0].get(key, 0) - 1) + abs(counts[1].get(key, 0) - 2) for key in types
        )

    current = cost()
    start = time.monotonic()
    steps = 0
    while current > 0:
        steps += 1
        if steps % 1000 == 0 and time.monotonic() - start > seconds:
            return None
        if t > 1 and rng.random() < 0.5:
            slot = slots[rng.randrange(len(slots))]
            old = rep[slot]
            rep[slot] = rng.randrange(t)
            new = cost()
            if new <= current or rng.random() < math.exp((current - new) / 0.6):
                current = new
            else:
                rep[slot] = old
        else:
            i, j = rng.randrange(len(seat)), rng.randrange(len(seat))
            seat[i], seat[j] = seat[j], seat[i]
            new = cost()
            if new <= current or rng.random() < math.exp((current - new) / 0.6):
                current = new
            else:
                seat[i], seat[j] = seat[j], seat[i]
    m = q * p

    def crt(a: int, y: int) -> int:
        return next(z for z in range(a, m, q) if z % p == y)

    def lift(z: int) -> int:
        return INF if z == INF else crt(z, 0)

    tables: Tables = [((lift(a), lift(b)), (lift(c), lift(d))) for (a, b), (c, d) in shipped[1]]
    if q == 3:  # the rounds shipped for 3p + 1 were found with this seating of Wh(4)
        tables = [((INF, 0), (crt(1, 0), crt(2, 0)))]
    for k in range(0, len(seat), 4):
        points = [point(slot) for slot in seat[k : k + 4]]
        for h in (pow(x, e * s, p) for s in range(t)):
            z = [crt(a, y * h % p) for a, y in points]
            tables.append(((z[0], z[1]), (z[2], z[3])))
    return tables


# Simulated annealing over whole initial rounds, in C for speed (about 5 million swaps a
# second; the same search in Python is ~100 times slower). State: a seating of Z_m (plus
# infinity partnering 0 when v = 4n); cost: sum over difference classes of
# |partner count - 1| + |opponent count - 2| (movements.md 2.3); move: swap two seats,
# accepted with probability exp(-increase / T). Deterministic for a given seed.
ANNEAL_C = r"""
// SA for 1-rotational (v=4n, Z_(v-1)+inf) or cyclic (v=4n+1) initial rounds.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
int main(int argc, char**argv){
  int v = atoi(argv[1]); double secs = atof(argv[2]); double T = atof(argv[3]); rs += atoi(argv[4]);
  int rot = v%4==0; int m = rot? v-1 : v; int n = v/4;
  int S = 4*n; int seat[1000]; int cls[1000];
  // optional radices r1 r2 ...: the group Z_r1 x Z_r2 x ... (digit i has weight r1...r(i-1))
  int nr = argc - 5; int rad[8]; for(int i=0;i<nr && i<8;i++) rad[i]=atoi(argv[5+i]);
  static int sub[1000][1000];
  for(int x=0;x<m;x++) for(int y=0;y<m;y++){
    if(nr <= 0){ sub[x][y]=((x-y)%m+m)%m; continue; }
    int a=x, b=y, w=1, r=0;
    for(int i=0;i<nr;i++){ r += ((a%rad[i]-b%rad[i])%rad[i]+rad[i])%rad[i]*w; w*=rad[i]; a/=rad[i]; b/=rad[i]; }
    sub[x][y]=r; }
  for(int d=0; d<m; d++){ int nd = sub[0][d]; cls[d] = d < nd ? d : nd; }
  int k=0; if(rot){ seat[0]=-1; seat[1]=0; k=2; }
  for(int x=1;x<m;x++) seat[k++]=x;
  int first = rot?2:0;
  for(int i=S-1;i>first;i--){ int j=first + rnd()%(i-first+1); int t=seat[i]; seat[i]=seat[j]; seat[j]=t; }
  // pairs
  int pa[1000], pb[1000], pk[1000], np=0;
  for(int t=0;t<n;t++){ int N=4*t,Ss=4*t+1,E=4*t+2,W=4*t+3;
    pa[np]=E;pb[np]=W;pk[np++]=0;
    if(!(rot&&t==0)){ pa[np]=N;pb[np]=Ss;pk[np++]=0; pa[np]=N;pb[np]=E;pk[np++]=1; pa[np]=N;pb[np]=W;pk[np++]=1; }
    pa[np]=Ss;pb[np]=E;pk[np++]=1; pa[np]=Ss;pb[np]=W;pk[np++]=1; }
  int touch[1000][4], nt[1000]={0};
  for(int q=0;q<np;q++){ touch[pa[q]][nt[pa[q]]++]=q; touch[pb[q]][nt[pb[q]]++]=q; }
  int P[1000]={0}, O[1000]={0};
  #define CL(q) cls[sub[seat[pa[q]]][seat[pb[q]]]]
  for(int q=0;q<np;q++){ if(pk[q]==0) P[CL(q)]++; else O[CL(q)]++; }
  int cost=0; for(int c=1;c<m;c++) if(cls[c]==c) cost+=abs(P[c]-1)+abs(O[c]-2);
  double expt[64]; for(int d=0;d<64;d++) expt[d]=exp(-d/T);
  clock_t start=clock(); long long it=0; int best=cost;
  int ids[16]; int tc[32]; int told[32];
  while(cost>0){
    it++;
    if((it&0xFFFFF)==0){ if((double)(clock()-start)/CLOCKS_PER_SEC>secs) break; }
    int i = first + rnd()%(S-first), j = first + rnd()%(S-first);
    if(i==j) continue;
    int ni=0;
    for(int a=0;a<nt[i];a++) ids[ni++]=touch[i][a];
    for(int a=0;a<nt[j];a++){ int q=touch[j][a]; int dup=0; for(int b=0;b<ni;b++) if(ids[b]==q) dup=1; if(!dup) ids[ni++]=q; }
    int nc=0;
    for(int b=0;b<ni;b++){ int q=ids[b]; int c=CL(q); int f=0; for(int z=0;z<nc;z++) if(tc[z]==c) f=1; if(!f){ tc[nc]=c; told[nc]=abs(P[c]-1)+abs(O[c]-2); nc++; } if(pk[q]==0) P[c]--; else O[c]--; }
    int t_=seat[i]; seat[i]=seat[j]; seat[j]=t_;
    for(int b=0;b<ni;b++){ int q=ids[b]; int c=CL(q); int f=0; for(int z=0;z<nc;z++) if(tc[z]==c) f=1; if(!f){ tc[nc]=c; told[nc]=abs(P[c]-1)+abs(O[c]-2); nc++; } if(pk[q]==0) P[c]++; else O[c]++; }
    int delta=0; for(int z=0;z<nc;z++){ int c=tc[z]; delta += abs(P[c]-1)+abs(O[c]-2) - told[z]; }
    if(delta<=0 || (delta<64 && (rnd()%1000000)/1e6 < expt[delta])){ cost+=delta; if(cost<best) best=cost; }
    else {
      for(int b=0;b<ni;b++){ int q=ids[b]; int c=CL(q); if(pk[q]==0) P[c]--; else O[c]--; }
      t_=seat[i]; seat[i]=seat[j]; seat[j]=t_;
      for(int b=0;b<ni;b++){ int q=ids[b]; int c=CL(q); if(pk[q]==0) P[c]++; else O[c]++; }
    }
  }
  printf("%d cost=%d best=%d it=%lld\n", v, cost, best, it);
  if(cost==0){ for(int t=0;t<S;t++) printf("%d ", seat[t]); printf("\n"); }
  return 0;
}
"""  # noqa: E501 (C source, kept as written)


def _seated_tables(lines: list[str]) -> Tables | None:
    """The round printed by an annealer (seats N S E W per table, -1 = infinity), or None."""
    if "cost=0" not in lines[0]:
        print(f"    {lines[0]}", flush=True)
        return None
    seat = [INF if x == "-1" else int(x) for x in lines[1].split()]
    return [((seat[k], seat[k + 1]), (seat[k + 2], seat[k + 3])) for k in range(0, len(seat), 4)]


def search_anneal(
    v: int,
    seconds: float,
    seed: int,
    temperature: float = 0.5,
    group: tuple[int, ...] = (),
) -> Tables | None:
    """Run the C annealer above (needs a C compiler, `cc`); None when time runs out.

    group: radices of a product of cyclic groups of order v - 1 or v (for Z_3^3: (3, 3, 3));
    a point is then coded by its digits, lowest first. Empty: Z_(v-1) or Z_v.
    """
    arguments = [str(v), str(seconds), str(temperature), str(seed), *map(str, group)]
    lines = _run_c(ANNEAL_C, arguments)
    return _seated_tables(lines)


# A 1-rotational round (v = 4n, Z_(v-1) plus infinity) by depth-first search with restarts,
# after the exact-cover searches for starters: the infinity table {inf, 0} v {a, b} drawn at
# random, then table by table the unused partner class with the fewest places left (a pair
# {x, x + d} of free points), each of its places in random order against every free pair of
# another unused class whose four oppositions still have room (at most two a class). Every
# class then ends partnered once and opposed exactly twice, since the oppositions add up to
# twice the classes. A restart after --nodes steps: the first choices matter most, and a fresh
# draw is cheaper than a long dead end. On 2 cores: Wh(44) in 37 s, Wh(48) in 103 s
# (docs/movements.md), against 2 and 22 minutes for the annealer.
BACKTRACK_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void) {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}
#define MAXM 256
#define MAXT 64
#define MAXC 20480
int m, k, ntab;
int used[MAXM], pused[MAXM], ocnt[MAXM];
int tabs[MAXT][4], depth;
long long nodes, limit;
static int cand[MAXT][MAXC][2];
int cls(int d) {
  d = ((d % m) + m) % m;
  return d <= m / 2 ? d : m - d;
}
void shuffle(int *a, int n) {
  for (int i = n - 1; i > 0; i--) {
    int j = rnd() % (i + 1), t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
// Room for the four oppositions of {x, x2} v {y, y2}? (A class met twice here counts twice.)
int room(const int *c) {
  for (int a = 0; a < 4; a++) {
    int n = 0;
    for (int b = 0; b < 4; b++) n += c[b] == c[a];
    if (ocnt[c[a]] + n > 2) return 0;
  }
  return 1;
}
int fewest_places(void) { // the unused partner class with the fewest free pairs, or -1
  int best = -1, bestn = 1 << 30;
  for (int d = 1; d <= k; d++) {
    if (pused[d]) continue;
    int n = 0;
    for (int x = 0; x < m; x++) n += !used[x] && !used[(x + d) % m];
    if (n < bestn || (n == bestn && (rnd() & 1))) {
      bestn = n;
      best = d;
    }
  }
  return bestn ? best : -1;
}
int dfs(void) {
  if (depth == ntab) return 1;
  if (++nodes > limit) return 0;
  int d = fewest_places();
  if (d < 0) return 0;
  int xs[MAXM], nx = 0;
  for (int x = 0; x < m; x++)
    if (!used[x] && !used[(x + d) % m]) xs[nx++] = x;
  shuffle(xs, nx);
  for (int ix = 0; ix < nx && nodes <= limit; ix++) {
    int x = xs[ix], x2 = (x + d) % m, nc = 0;
    used[x] = used[x2] = pused[d] = 1;
    for (int e = 1; e <= k; e++) {
      if (pused[e]) continue;
      for (int y = 0; y < m && nc < MAXC; y++) {
        int y2 = (y + e) % m;
        if (used[y] || used[y2]) continue;
        int c[4] = {cls(y - x), cls(y2 - x), cls(y - x2), cls(y2 - x2)};
        if (!room(c)) continue;
        cand[depth][nc][0] = y;
        cand[depth][nc][1] = e;
        nc++;
      }
    }
    for (int i = nc - 1; i > 0; i--) {
      int j = rnd() % (i + 1);
      for (int h = 0; h < 2; h++) {
        int t = cand[depth][i][h];
        cand[depth][i][h] = cand[depth][j][h];
        cand[depth][j][h] = t;
      }
    }
    for (int ic = 0; ic < nc && nodes <= limit; ic++) {
      int y = cand[depth][ic][0], e = cand[depth][ic][1], y2 = (y + e) % m;
      int c[4] = {cls(y - x), cls(y2 - x), cls(y - x2), cls(y2 - x2)};
      used[y] = used[y2] = pused[e] = 1;
      for (int a = 0; a < 4; a++) ocnt[c[a]]++;
      int *t = tabs[depth];
      t[0] = x;
      t[1] = x2;
      t[2] = y;
      t[3] = y2;
      depth++;
      if (dfs()) return 1;
      depth--;
      for (int a = 0; a < 4; a++) ocnt[c[a]]--;
      used[y] = used[y2] = pused[e] = 0;
    }
    used[x] = used[x2] = pused[d] = 0;
  }
  return 0;
}
int main(int argc, char **argv) {
  if (argc < 5) {
    printf("usage: v seed nodes seconds\n");
    return 2;
  }
  int v = atoi(argv[1]);
  rs += (unsigned long long)atoll(argv[2]) * 7919ULL;
  limit = atoll(argv[3]);
  double secs = atof(argv[4]);
  m = v - 1;
  k = (m - 1) / 2;
  ntab = v / 4 - 1;
  if (v % 4 || m >= MAXM || ntab > MAXT || (long long)k * m > MAXC) {
    printf("v = 4n from 8 to %d\n", MAXM);
    return 2;
  }
  clock_t start = clock();
  long long restarts = 0;
  while ((double)(clock() - start) / CLOCKS_PER_SEC < secs) {
    restarts++;
    memset(used, 0, sizeof used);
    memset(pused, 0, sizeof pused);
    memset(ocnt, 0, sizeof ocnt);
    int a = 1 + rnd() % (m - 1), b = 1 + rnd() % (m - 1);
    if (a == b) continue;
    used[0] = used[a] = used[b] = 1;
    pused[cls(b - a)] = 1;
    ocnt[cls(a)]++;
    ocnt[cls(b)]++;
    depth = 0;
    nodes = 0;
    if (dfs()) {
      printf("%d cost=0 restarts=%lld seconds=%.1f\n-1 0 %d %d", v, restarts,
             (double)(clock() - start) / CLOCKS_PER_SEC, a, b);
      for (int t = 0; t < ntab; t++)
        printf(" %d %d %d %d", tabs[t][0], tabs[t][1], tabs[t][2], tabs[t][3]);
      printf("\n");
      return 0;
    }
  }
  printf("%d nothing after %lld restarts\n", v, restarts);
  return 0;
}
"""


def search_backtrack(v: int, seconds: float, seed: int, nodes: int = 5000) -> Tables | None:
    """Run BACKTRACK_C (needs `cc`): a 1-rotational round over Z_(v-1), or None in time."""
    return _seated_tables(_run_c(BACKTRACK_C, [str(v), str(seed), str(nodes), str(seconds)]))


# Annealing over rounds whose difference counts are invariant under a multiplier x -> h x of
# odd order m (h a unit of Z_N). Every point not fixed by h lies in an orbit {x, hx, ...} of
# m points. The round is s "special" tables, holding the fixed points (infinity, 0, and for
# N = 3p the points p and 2p) and a few whole orbits seated freely, plus b "base" tables each
# developed by h into m tables (x -> h^t x for t < m): a base table's differences count once
# in every class of their H-orbit, so the round is a Wh exactly when the special tables'
# counts are constant on those orbits and the totals are right. Against the plain annealer
# the base part is m times smaller; the special part is what the multiplier cannot fix.
# Two special orbits are not enough for m = 3: no seating of the fixed points and two orbits
# at two tables has counts constant on orbits over GF(19) to GF(67), and Z_21 has no such
# round at all (exhaustive checks). Where the infinity table holds a whole orbit, for one,
# its three differences are one class orbit met once as partners and twice as opponents,
# and the 0-table cannot complete that. Six special orbits (s = 5) can: Wh(32) in seconds.
ORBIT_ANNEAL_C = r"""
// SA for initial rounds whose differences are invariant under x -> h x (h of odd order m).
// argv: v h secs T seed special_tables
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
#define MAXN 1024
#define MAXM 64
int N, m, rot, K;
int cls[MAXN];             // class of a difference: min(d, N-d)
int horb[MAXN][MAXM];      // horb[c][t] = class of h^t c
int powh[MAXM];            // h^t mod N
int orbrep[MAXN];           // the orbit's first point x (x h^t for t < m); -2 when h fixes it
int val[4*MAXN];           // seat values; -1 = infinity
int P[MAXN], O[MAXN];
int pa[8*MAXN], pb[8*MAXN], pk[8*MAXN], pbase[8*MAXN], np = 0;
int touch[4*MAXN][3], nt[4*MAXN];
int posof[MAXN+1];         // position of an element sitting in a special seat
static inline int mulh(int x, int t){ return (int)((long long)x * powh[((t % m) + m) % m] % N); }
static inline int ccost(int c){ return abs(P[c]-1) + abs(O[c]-2); }
static int tc[8192], told[8192], ntc;
static inline void note(int c){ for(int z=0; z<ntc; z++) if(tc[z]==c) return; tc[ntc]=c; told[ntc]=ccost(c); ntc++; }
static void apply(int q, int sign, int record){
  int x = val[pa[q]], y = val[pb[q]];
  if(x < 0 || y < 0) return;  // pairs with infinity carry no difference
  int c = cls[((x - y) % N + N) % N];
  if(pbase[q]){ for(int t=0; t<m; t++){ int cc = horb[c][t]; if(record) note(cc); if(pk[q]) O[cc]+=sign; else P[cc]+=sign; } }
  else { if(record) note(c); if(pk[q]) O[c]+=sign; else P[c]+=sign; }
}
int main(int argc, char **argv){
  int v = atoi(argv[1]); int h = atoi(argv[2]); double secs = atof(argv[3]); double T = atof(argv[4]);
  rs += atoi(argv[5]); int s = atoi(argv[6]);
  for(int i=0;i<20;i++) rnd();
  rot = v % 4 == 0; N = rot ? v - 1 : v; K = (N - 1) / 2; int n = v / 4;
  m = 1; { long long x = h % N; while(x != 1){ x = x * h % N; m++; if(m > MAXM){ printf("order of h too large\n"); return 2; } } }
  powh[0] = 1; for(int t=1; t<m; t++) powh[t] = (int)((long long)powh[t-1] * h % N);
  for(int d=0; d<N; d++) cls[d] = d < N - d ? d : N - d;
  for(int c=1; c<=K; c++) for(int t=0; t<m; t++) horb[c][t] = cls[(int)((long long)c * powh[t] % N)];
  // points: infinity (rot), Z_N (rot) or Z_N minus 0 (cyclic)
  int fixed[MAXN], nf = 0, reps[MAXN], nr = 0;
  if(rot) fixed[nf++] = -1;
  for(int x=0; x<N; x++) orbrep[x] = -1;
  for(int x = rot ? 0 : 1; x < N; x++){
    if(orbrep[x] != -1) continue;
    if((long long)x * h % N == x){ orbrep[x] = -2; fixed[nf++] = x; continue; }
    int size = 0; for(int t=0; t<m; t++){ int y = mulh(x, t); if(orbrep[y] != -1 && t){ break; } orbrep[y] = x; size++; }
    if(size != m || mulh(x, m) != x){ printf("orbit of %d has size %d, not %d\n", x, size, m); return 2; }
    reps[nr++] = x;
  }
  int special_orbits = (4 * s - nf);
  if(special_orbits < 0 || special_orbits % m){ printf("%d special tables cannot hold %d fixed points plus whole orbits of %d\n", s, nf, m); return 2; }
  special_orbits /= m;
  int base_orbits = nr - special_orbits;
  if(base_orbits < 0 || base_orbits % 4){ printf("%d orbits left for base tables: not a multiple of 4\n", base_orbits); return 2; }
  int b = base_orbits / 4;
  if(s + m * b != n){ printf("table count mismatch\n"); return 2; }
  // shuffle the orbit reps; the first special_orbits go to special seats
  for(int i=nr-1; i>0; i--){ int j = rnd() % (i+1); int t = reps[i]; reps[i] = reps[j]; reps[j] = t; }
  int S = 4 * s, B = 4 * b, k = 0;
  for(int i=0; i<nf; i++) val[k++] = fixed[i];
  for(int i=0; i<special_orbits; i++) for(int t=0; t<m; t++) val[k++] = mulh(reps[i], t);
  int first = rot ? 1 : 0;  // infinity stays in seat 0
  for(int i=S-1; i>first; i--){ int j = first + rnd() % (i - first + 1); int t = val[i]; val[i] = val[j]; val[j] = t; }
  for(int i=0; i<B; i++) val[S+i] = mulh(reps[special_orbits + i], rnd() % m);
  for(int t=0; t<s+b; t++){ int No=4*t, So=4*t+1, E=4*t+2, W=4*t+3;
    int pp[6][3] = {{No,So,0},{E,W,0},{No,E,1},{No,W,1},{So,E,1},{So,W,1}};
    for(int z=0; z<6; z++){ pa[np]=pp[z][0]; pb[np]=pp[z][1]; pk[np]=pp[z][2]; pbase[np]=No >= S; np++; } }
  for(int q=0; q<np; q++){ touch[pa[q]][nt[pa[q]]++] = q; touch[pb[q]][nt[pb[q]]++] = q; }
  for(int i=0; i<=N; i++) posof[i] = -1;
  for(int i=0; i<S; i++) if(val[i] >= 0) posof[val[i]] = i;
  for(int q=0; q<np; q++) apply(q, 1, 0);
  int cost = 0; for(int c=1; c<=K; c++) cost += ccost(c);
  double expt[256]; for(int d=0; d<256; d++) expt[d] = exp(-d / T);
  clock_t start = clock(); long long it = 0; int best = cost;
  int chpos[MAXM+2], chold[MAXM+2], nch; int ids[8*MAXM+16], ni;
  while(cost > 0){
    it++;
    if((it & 0xFFFFF) == 0 && (double)(clock() - start) / CLOCKS_PER_SEC > secs) break;
    nch = 0;
    int r = rnd() % 100;
    if(r < 40 && S - first >= 2){  // swap two special seats
      int i = first + rnd() % (S - first), j = first + rnd() % (S - first);
      if(i == j) continue;
      chpos[nch] = i; chold[nch++] = val[j]; chpos[nch] = j; chold[nch++] = val[i];
    } else if(r < 80 && B >= 2){  // swap two base seats, each turned by a random power of h
      int i = S + rnd() % B, j = S + rnd() % B;
      if(i == j) continue;
      chpos[nch] = i; chold[nch++] = mulh(val[j], rnd() % m); chpos[nch] = j; chold[nch++] = mulh(val[i], rnd() % m);
    } else if(r < 92 && B >= 1){  // turn one base seat
      int i = S + rnd() % B;
      chpos[nch] = i; chold[nch++] = mulh(val[i], 1 + rnd() % (m - 1 > 0 ? m - 1 : 1));
    } else if(special_orbits > 0 && B >= 1){  // exchange a special orbit with a base seat's orbit
      int i = first + rnd() % (S - first);
      if(val[i] < 0 || orbrep[val[i]] == -2) continue;
      int j = S + rnd() % B;
      int c0 = orbrep[val[i]], d = val[j], turn = rnd() % m;
      for(int t=0; t<m; t++){ int y = mulh(c0, t); chpos[nch] = posof[y]; chold[nch++] = mulh(d, t + turn); }
      chpos[nch] = j; chold[nch++] = mulh(c0, rnd() % m);
    } else continue;
    // chold holds the NEW values for now; swap them in after removing the old contributions
    ni = 0;
    for(int z=0; z<nch; z++) for(int a=0; a<nt[chpos[z]]; a++){ int q = touch[chpos[z]][a]; int dup = 0; for(int y=0; y<ni; y++) if(ids[y]==q){ dup=1; break; } if(!dup) ids[ni++] = q; }
    ntc = 0;
    for(int y=0; y<ni; y++) apply(ids[y], -1, 1);
    for(int z=0; z<nch; z++){ int p = chpos[z], nv = chold[z]; chold[z] = val[p]; val[p] = nv; }
    for(int y=0; y<ni; y++) apply(ids[y], 1, 1);
    int delta = 0; for(int z=0; z<ntc; z++) delta += ccost(tc[z]) - told[z];
    if(delta <= 0 || (delta < 256 && (rnd() % 1000000) / 1e6 < expt[delta])){
      cost += delta; if(cost < best) best = cost;
      for(int z=0; z<nch; z++){ int p = chpos[z]; if(p < S){ if(chold[z] >= 0 && posof[chold[z]] == p) posof[chold[z]] = -1; } }
      for(int z=0; z<nch; z++){ int p = chpos[z]; if(p < S && val[p] >= 0) posof[val[p]] = p; }
    } else {
      for(int y=0; y<ni; y++) apply(ids[y], -1, 0);
      for(int z=nch-1; z>=0; z--) val[chpos[z]] = chold[z];
      for(int y=0; y<ni; y++) apply(ids[y], 1, 0);
    }
  }
  // recount from scratch: the running cost must agree (a test checks it)
  memset(P, 0, sizeof P); memset(O, 0, sizeof O);
  for(int q=0; q<np; q++) apply(q, 1, 0);
  int recount = 0; for(int c=1; c<=K; c++) recount += ccost(c);
  printf("%d cost=%d best=%d it=%lld m=%d special=%d base=%d recount=%d\n", v, cost, best, it, m, s, b, recount);
  if(cost == 0){
    for(int i=0; i<S; i++) printf("%d ", val[i]);
    for(int t=0; t<m; t++) for(int i=0; i<B; i++) printf("%d ", mulh(val[S+i], t));
    printf("\n");
  }
  return 0;
}
"""  # noqa: E501 (C source, kept as written)


def _multiplier_order(h: int, n: int) -> int:
    x, order = h % n, 1
    while x != 1:
        x, order = x * h % n, order + 1
        if order > n:
            raise SystemExit(f"--orbits {h}: not a unit of Z_{n}")
    return order


def special_table_choices(v: int, h: int) -> dict[int, int]:
    """{s: whole orbits among the special tables} for every s whose round adds up (see above)."""
    rotational = v % 4 == 0
    n = v - 1 if rotational else v
    m = _multiplier_order(h, n)
    points = v if rotational else v - 1  # Z_n plus infinity, or Z_n less the player out
    fixed = (1 if rotational else 0) + sum(
        1 for x in range(0 if rotational else 1, n) if (h - 1) * x % n == 0
    )
    orbits = (points - fixed) // m
    choices = {}
    for s in range(v // 4 + 1):
        special, spare = divmod(4 * s - fixed, m)
        if special >= 0 and not spare and orbits >= special and (orbits - special) % 4 == 0:
            choices[s] = special
    return choices


def search_orbit_anneal(
    v: int, h: int, special: int | None, seconds: float, seed: int, temperature: float = 0.5
) -> Tables | None:
    """Run the orbit annealer above; None when time runs out."""
    n = v - 1 if v % 4 == 0 else v
    order = _multiplier_order(h, n)
    if order % 2 == 0 or order == 1:
        raise SystemExit(f"--orbits {h}: needs odd order above 1 in Z_{n}, has order {order}")
    choices = special_table_choices(v, h)
    if special is None:  # the fewest tables holding no orbit or at least six (see above)
        usable = [s for s, orbits in choices.items() if orbits == 0 or orbits >= 6]
        special = min(usable or choices or [0])
    if special not in choices:
        raise SystemExit(
            f"--special-tables {special}: with x -> {h} x on Wh({v}) choose one of "
            f"{sorted(choices)}"
        )
    arguments = [str(v), str(h), str(seconds), str(temperature), str(seed), str(special)]
    return _seated_tables(_run_c(ORBIT_ANNEAL_C, arguments))


def _partners_once_opposes_twice(design: designs.Design) -> bool:
    """The project's own verify(): every pair partners once and opposes twice."""
    v = design.v
    stats = verify(design.as_rounds(), range(1, v + 1))
    pairs = v * (v - 1) // 2
    return (
        len(stats.partners) == pairs
        and set(stats.partners.values()) == {1}
        and len(stats.opponents) == pairs
        and set(stats.opponents.values()) == {2}
    )


def is_exact(v: int, tables: Tables, group: tuple[int, ...] = ()) -> bool:
    kind = "1-rotational" if v % 4 == 0 else "cyclic"
    design = designs._developed(v, kind, tables)
    if group:  # develop digit by digit over the product of cyclic groups
        weights = [1]
        for radix in group[:-1]:
            weights.append(weights[-1] * radix)
        size = weights[-1] * group[-1]
        flat = [size if x == INF else x for (a, b), (c, d) in tables for x in (a, b, c, d)]
        rounds = tuple(designs._chunk_tables(f) for f in designs._develop(flat, group, weights))
        out = tuple(() for _ in rounds) if kind == "1-rotational" else tuple((t,) for t in range(v))
        design = designs.Design(v, "group", rounds, out)
    return _partners_once_opposes_twice(design)


def search_resolvable(v: int, seconds: float, seed: int) -> list[tuple[int, ...]] | None:
    """One parallel class of a resolvable (v, 4, 1) design, v = 3c + 1 = 4 (mod 12), over
    Z_c x {0, 1, 2} plus infinity (the point (x, i) is x + c*i, infinity is 3c).

    Its translates by Z_c are the c classes of the design when every orbit of pairs under
    translation lies in one block of the class: (i, i, +-d) within a level, (i, j, d) across
    levels. The class holds {inf, (0, 0), (0, 1), (0, 2)} (which takes the pairs (i, j, 0)),
    and its other blocks come in threes, a base block and its images under (x, i) -> (x, i+1),
    so a base block has one point over each x it uses and the base blocks use every x != 0
    once. Infinity is written 3c, as in initial_rounds.RESOLVABLE_CLASSES. Depth-first, the
    first free x first, the others in an order shuffled by the seed.
    """
    c = (v - 1) // 3
    if v % 12 != 4:
        raise SystemExit(f"--resolvable needs v = 3c + 1 = 4 (mod 12), so c = 1 (mod 4), not {v}")
    rng = random.Random(seed)
    deadline = time.monotonic() + seconds

    def key(p: tuple[int, int], r: tuple[int, int]) -> tuple[int, int, int]:
        """The orbit of the pair {p, r} under translation and the level shift."""
        best = None
        for s in range(3):
            (x, i), (y, j) = (p[0], (p[1] + s) % 3), (r[0], (r[1] + s) % 3)
            if i > j:
                (x, i), (y, j) = (y, j), (x, i)
            d = (y - x) % c
            k = (i, j, min(d, c - d) if i == j else d)
            best = k if best is None or k < best else best
        assert best is not None
        return best

    used: set[tuple[int, int, int]] = set()
    bases: list[tuple[tuple[int, int], ...]] = []

    def extend(free: list[int]) -> bool:
        if time.monotonic() > deadline:
            raise TimeoutError
        if not free:
            return True
        first, rest = (free[0], 0), free[1:]
        rng.shuffle(rest)

        def choose(block: list[tuple[int, int]], start: int, keys: set) -> bool:  # type: ignore[type-arg]
            if len(block) == 4:
                used.update(keys)
                bases.append(tuple(block))
                taken = {x for x, _ in block}
                if extend([x for x in free if x not in taken]):
                    return True
                used.difference_update(keys)
                bases.pop()
                return False
            for at in range(start, len(rest)):
                for level in range(3):
                    point = (rest[at], level)
                    new = [key(b, point) for b in block]
                    if len(set(new)) < len(new) or any(k in used or k in keys for k in new):
                        continue
                    if choose([*block, point], at + 1, keys | set(new)):
                        return True
            return False

        return choose([first], 0, set())

    try:
        if not extend(list(range(1, c))):
            return None
    except TimeoutError:
        return None
    blocks: list[tuple[int, ...]] = [(3 * c, 0, c, 2 * c)]
    for base in bases:
        for s in range(3):
            blocks.append(tuple(x + c * ((i + s) % 3) for x, i in base))
    return blocks


def resolvable_is_exact(
    v: int,
    blocks: list[tuple[int, ...]],
    radices: tuple[int, ...],
    subgroup: str = "",
    groups: str = "points",
) -> bool:
    """Develop the class into Wh(v) with the project's own builder and verify it."""
    design = designs._over_resolvable_class(v, radices, subgroup, groups, tuple(blocks))  # type: ignore[arg-type]
    return _partners_once_opposes_twice(design)


# Annealing over one parallel class of a resolvable 4-GDD developed over G = Z_r1 x Z_r2 x ...
# (see search_rgdd): blocks of four points of G x {0, 1, 2}, w of them holding one infinite
# point and one point of each level. A pair {(x, i), (y, j)} is counted by its orbit under
# translation, (i, i, +-(y - x)) or (i, j, y - x); the cost is how far each orbit outside the
# groups is from one block, plus every pair inside a group. A move swaps two points (of one
# level when an infinite block is involved). At the end the cost is recounted from scratch.
RGDD_ANNEAL_C = r"""// Annealing over one class of a resolvable 4-GDD over G x Z_3 (see search_rgdd).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>
#include <string.h>
static unsigned long long rs = 88172645463325252ULL;
static inline unsigned long long rnd(void){ rs ^= rs<<13; rs ^= rs>>7; rs ^= rs<<17; return rs; }
#define MAXP 600
static int keyid[MAXP][MAXP];
int main(int argc, char **argv){
  if(argc < 8){ fprintf(stdout, "usage: w m layout seconds temperature seed r1 [r2 ...]; m < 0: the |m|-torsion\n"); return 2; }
  int w = atoi(argv[1]), m = atoi(argv[2]), across = atoi(argv[3]) == 0;
  int torsion = m < 0; if(torsion) m = -m;  // groups: cosets of mG, or of G[m] = {x : mx = 0}
  double secs = atof(argv[4]), T = atof(argv[5]); rs += (unsigned long long)atoll(argv[6]) * 7919ULL;
  // "T0:T1": the temperature falls geometrically from T0 to T1 over the run
  char *colon = strchr(argv[5], ':'); double T0 = T, T1 = colon ? atof(colon + 1) : T;
  // the group G = Z_r1 x Z_r2 x ...: an element is coded by its digits, lowest first
  int nr = argc - 7, rad[8], c = 1; for(int k=0;k<nr && k<8;k++){ rad[k] = atoi(argv[7+k]); c *= rad[k]; }
  static int subt[MAXP][MAXP], coset[MAXP];
  for(int x=0;x<c && c<=MAXP;x++){
    // the coset of x + mG: digit k modulo gcd(m, r_k); of x + G[m]: the element mx
    int a = x, id = 0, mul = 1; for(int k=0;k<nr;k++){ int g = m, r = rad[k]; while(r){ int t = g % r; g = r; r = t; }
      if(torsion){ id += (a % rad[k]) * m % rad[k] * mul; mul *= rad[k]; }
      else { id += (a % rad[k]) % g * mul; mul *= g; }
      a /= rad[k]; }
    coset[x] = id;
    for(int y=0;y<c;y++){ int a2 = x, b2 = y, wt = 1, r = 0;
      for(int k=0;k<nr;k++){ r += ((a2 % rad[k] - b2 % rad[k]) % rad[k] + rad[k]) % rad[k] * wt; wt *= rad[k]; a2 /= rad[k]; b2 /= rad[k]; }
      subt[x][y] = r; } }
  int np = 3 * c;
  if(np > MAXP || (np - 3 * w) % 4 || np < 3 * w){ printf("bad sizes c=%d w=%d\n", c, w); return 2; }
  int f = (np - 3 * w) / 4, nb = w + f;
  // keys: 0 = forbidden (same group); others numbered
  int nk = 1;
  static int pure[3][MAXP], mixed[3][3][MAXP];
  for(int i=0;i<3;i++) for(int d=0; d<c; d++){ pure[i][d] = -1; for(int j=0;j<3;j++) mixed[i][j][d] = -1; }
  for(int p=0;p<np;p++) for(int q=0;q<np;q++){
    if(p == q){ keyid[p][q] = 0; continue; }
    int x = p % c, i = p / c, y = q % c, j = q / c;
    int same = coset[x] == coset[y] && (across || i == j);
    if(same){ keyid[p][q] = 0; continue; }
    int k;
    if(i == j){ int d = subt[y][x], nd = subt[x][y];
      if(d == nd){ printf("a difference of order 2 outside the groups: no design of this shape\n"); return 2; }
      if(nd < d) d = nd;
      if(pure[i][d] < 0) pure[i][d] = nk++; k = pure[i][d]; }
    else { int a = i, b = j, d = subt[y][x]; if(a > b){ a = j; b = i; d = subt[x][y]; }
      if(mixed[a][b][d] < 0) mixed[a][b][d] = nk++; k = mixed[a][b][d]; }
    keyid[p][q] = k; }
  // slots: block b has 4 slots 4b..4b+3; in an infinity block (b < w) slot 0 is the infinite point
  int ns = 4 * nb; int *seat = malloc(sizeof(int) * ns), *lvl = malloc(sizeof(int) * ns);
  int *free_slots = malloc(sizeof(int) * ns), nf = 0;
  int used[MAXP] = {0};
  for(int b=0;b<w;b++){ seat[4*b] = -1; lvl[4*b] = -1;
    for(int i=0;i<3;i++){ lvl[4*b+1+i] = i; free_slots[nf++] = 4*b+1+i; } }
  for(int b=w;b<nb;b++) for(int s=0;s<4;s++){ lvl[4*b+s] = -1; free_slots[nf++] = 4*b+s; }
  // a random start: infinity slots take random points of their level, the rest the others
  int pool[3][MAXP], cntl[3] = {0,0,0};
  for(int p=0;p<np;p++) pool[p/c][cntl[p/c]++] = p;
  for(int i=0;i<3;i++) for(int a=cntl[i]-1;a>0;a--){ int b = rnd() % (a+1); int t = pool[i][a]; pool[i][a] = pool[i][b]; pool[i][b] = t; }
  int at[3] = {0,0,0};
  for(int b=0;b<w;b++) for(int i=0;i<3;i++){ seat[4*b+1+i] = pool[i][at[i]++]; used[seat[4*b+1+i]] = 1; }
  int rest[MAXP], nrest = 0; for(int p=0;p<np;p++) if(!used[p]) rest[nrest++] = p;
  for(int a=nrest-1;a>0;a--){ int b = rnd() % (a+1); int t = rest[a]; rest[a] = rest[b]; rest[b] = t; }
  for(int b=w, k=0;b<nb;b++) for(int s=0;s<4;s++) seat[4*b+s] = rest[k++];
  int *cnt = calloc(nk, sizeof(int));
  for(int b=0;b<nb;b++) for(int s=0;s<4;s++) for(int t=s+1;t<4;t++){
    int p = seat[4*b+s], q = seat[4*b+t]; if(p < 0 || q < 0) continue; cnt[keyid[p][q]]++; }
  int cost = cnt[0]; for(int k=1;k<nk;k++) cost += abs(cnt[k] - 1);
  double expt[64]; for(int d=0; d<64; d++) expt[d] = exp(-d / T);
  clock_t start = clock(); long long it = 0; int best = cost;
  while(cost > 0){
    if((++it & 0xFFFFF) == 0){
      double done = (double)(clock() - start) / CLOCKS_PER_SEC / secs;
      if(done > 1) break;
      if(T1 != T0){ T = T0 * pow(T1 / T0, done); for(int d=0; d<64; d++) expt[d] = exp(-d / T); } }
    int s1 = free_slots[rnd() % nf], s2 = free_slots[rnd() % nf];
    int b1 = s1 / 4, b2 = s2 / 4; if(b1 == b2) continue;
    int p1 = seat[s1], p2 = seat[s2];
    if((lvl[s1] >= 0 || lvl[s2] >= 0) && p1 / c != p2 / c) continue;
    int delta = 0;
    // remove the pairs of p1 in b1 and p2 in b2, add p2 in b1 and p1 in b2
    int ch[12], sg[12], nc = 0;
    for(int s=4*b1;s<4*b1+4;s++){ int q = seat[s]; if(s == s1 || q < 0) continue;
      ch[nc] = keyid[p1][q]; sg[nc++] = -1; ch[nc] = keyid[p2][q]; sg[nc++] = +1; }
    for(int s=4*b2;s<4*b2+4;s++){ int q = seat[s]; if(s == s2 || q < 0) continue;
      ch[nc] = keyid[p2][q]; sg[nc++] = -1; ch[nc] = keyid[p1][q]; sg[nc++] = +1; }
    for(int a=0;a<nc;a++){ int k = ch[a];
      if(k == 0) delta += sg[a];
      else if(sg[a] > 0) delta += cnt[k] >= 1 ? 1 : -1;
      else delta += cnt[k] > 1 ? -1 : 1;
      cnt[k] += sg[a]; }
    if(delta <= 0 || (delta < 64 && (rnd() >> 11) * (1.0 / 9007199254740992.0) < expt[delta])){
      seat[s1] = p2; seat[s2] = p1; cost += delta; if(cost < best) best = cost; }
    else for(int a=0;a<nc;a++) cnt[ch[a]] -= sg[a];
  }
  // recount from scratch: the running cost must agree
  for(int k=0;k<nk;k++) cnt[k] = 0;
  for(int b=0;b<nb;b++) for(int s=0;s<4;s++) for(int t=s+1;t<4;t++){
    int p = seat[4*b+s], q = seat[4*b+t]; if(p < 0 || q < 0) continue; cnt[keyid[p][q]]++; }
  int recount = cnt[0]; for(int k=1;k<nk;k++) recount += abs(cnt[k] - 1);
  printf("cost=%d best=%d recount=%d it=%lld keys=%d\n", cost, best, recount, it, nk - 1);
  for(int b=0;b<nb;b++) for(int s=0;s<4;s++) printf("%d ", seat[4*b+s] < 0 ? np + b : seat[4*b+s]);
  printf("\n");
  return 0;
}
"""  # noqa: E501 (C source, kept as written)


def rgdd_shape(v: int, g: int, radices: tuple[int, ...]) -> tuple[str, str]:
    """(subgroup, groups) for a 4-GDD of type g^(v/g) over G x {0, 1, 2} plus g points,
    |G| = (v-g)/3: the finite groups are the cosets of a subgroup H, across the levels when
    3 divides g ("across", |H| = g/3), else within a level ("level", |H| = g). H is mG (the
    multiples of m, written "mG") or G[m] (the elements x with mx = 0, written "G[m]"), the
    first that fits. Every element of order 2 must lie in H: a pair {x, x + d} with 2d = 0
    has only |G|/2 translates, so no class can hold it once. SystemExit in plain words when
    no such H exists."""
    order = math.prod(radices)
    if v % g or g % 4 or 3 * order != v - g or v % 4:
        raise SystemExit(f"--rgdd {g}: needs v = g + 3|G| with 4 | g, g | v (here |G| = {order})")
    size, groups = (g // 3, "across") if g % 3 == 0 else (g, "level")
    involutions = [x for x in range(1, order) if _times(2, x, radices) == 0]
    for m in range(1, order + 1):
        for subgroup in (f"{m}G", f"G[{m}]"):
            members = _subgroup(subgroup, radices)
            if len(members) == size and set(involutions) <= members:
                return subgroup, groups
    raise SystemExit(
        f"--rgdd {g}: no subgroup mG or G[m] of {' x '.join(f'Z_{r}' for r in radices)} has "
        f"{size} elements and every element of order 2; try another --group"
    )


def _times(m: int, x: int, radices: tuple[int, ...]) -> int:
    """m x in Z_r1 x Z_r2 x ... on codes (digits lowest first)."""
    return sum(((x // w) % r) * m % r * w for w, r in _digit_weights(radices))


def _subgroup(subgroup: str, radices: tuple[int, ...]) -> set[int]:
    """The elements of mG ("3G") or G[m] ("G[2]") as codes."""
    order = math.prod(radices)
    if subgroup.startswith("G["):
        m = int(subgroup[2:-1])
        return {x for x in range(order) if _times(m, x, radices) == 0}
    return {_times(int(subgroup[:-1]), x, radices) for x in range(order)}


def _digit_weights(radices: tuple[int, ...]) -> list[tuple[int, int]]:
    return [(math.prod(radices[:k]), r) for k, r in enumerate(radices)]


def search_rgdd(
    v: int,
    g: int,
    radices: tuple[int, ...],
    seconds: float,
    seed: int,
    temperature: float,
    cool_to: float | None = None,
) -> tuple[str, str, list[tuple[int, ...]]] | None:
    """A class of a resolvable 4-GDD of type g^(v/g) over G x {0, 1, 2} plus g infinite points
    (written 3|G|..v-1), by the C annealer above: (subgroup, groups, blocks), or None when
    time runs out. Its classes give 3|G| rounds and its groups Wh(g): g - 1 more. With
    cool_to the temperature falls geometrically from temperature to cool_to over the run."""
    subgroup, groups = rgdd_shape(v, g, radices)
    layout = "0" if groups == "across" else "1"
    m = -int(subgroup[2:-1]) if subgroup.startswith("G[") else int(subgroup[:-1])
    heat = f"{temperature}:{cool_to}" if cool_to is not None else str(temperature)
    arguments = [str(g), str(m), layout, str(seconds), heat, str(seed)]
    lines = _run_c(RGDD_ANNEAL_C, [*arguments, *map(str, radices)])
    if "cost=0" not in lines[0]:
        print(f"    {lines[0]}", flush=True)
        return None
    seats = [int(x) for x in lines[1].split()]
    return subgroup, groups, [tuple(seats[k : k + 4]) for k in range(0, len(seats), 4)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("values", nargs="+", type=int, help="player counts v = 4n or 4n+1")
    parser.add_argument("--seconds", type=float, default=120.0, help="time limit per value")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="append found rounds to this JSON file")
    parser.add_argument(
        "--multiplier",
        type=int,
        metavar="W",
        help="cyclic v only: look for a round fixed by x -> W x (W^2 = 1 mod v, W != +-1)",
    )
    parser.add_argument(
        "--invariant", type=int, default=1, help="with --multiplier: tables {x, Wx} v {y, Wy}"
    )
    parser.add_argument(
        "--rotational",
        type=int,
        nargs=3,
        metavar=("W", "E", "F"),
        help="v = 4n only: infinity table {inf, 0} v {E, F}, round fixed by x -> W x (order 4)",
    )
    parser.add_argument(
        "--anneal",
        action="store_true",
        help="simulated annealing in C over whole rounds (needs cc; no OR-Tools needed)",
    )
    parser.add_argument(
        "--backtrack",
        action="store_true",
        help="v = 4n: a 1-rotational round by depth-first search with restarts, in C (needs cc)",
    )
    parser.add_argument(
        "--nodes", type=int, default=5000, help="with --backtrack: steps before a restart"
    )
    parser.add_argument(
        "--temperature", type=float, default=0.5, help="with --anneal, --orbits, --rgdd"
    )
    parser.add_argument(
        "--orbits",
        type=int,
        metavar="W",
        help="anneal in C over rounds whose differences x -> W x maps onto themselves (W a "
        "unit of odd order); --special-tables S sets how many tables are seated freely",
    )
    parser.add_argument("--special-tables", type=int, metavar="S", help="with --orbits")
    parser.add_argument(
        "--group",
        metavar="R1,R2,...",
        help="with --anneal: search over Z_R1 x Z_R2 x ... instead of Z_(v-1) or Z_v (points "
        "coded by their digits, lowest first), e.g. 3,3,3 for Wh(28) over Z_3^3",
    )
    parser.add_argument(
        "--resolvable",
        action="store_true",
        help="v = 3c + 1 = 4 (mod 12): a resolvable (v, 4, 1) design over Z_c x Z_3 "
        "plus infinity, depth-first (no OR-Tools needed); each class gives three rounds",
    )
    parser.add_argument(
        "--rgdd",
        type=int,
        metavar="G",
        help="v = G + 3|group|: a resolvable 4-GDD of type G^(v/G) developed over the group "
        "(Z_((v-G)/3), or --group) times Z_3, plus G points; annealing in C (needs cc)",
    )
    parser.add_argument(
        "--cool-to",
        type=float,
        metavar="T1",
        help="with --rgdd: lower the temperature geometrically to T1 over the run",
    )
    parser.add_argument(
        "--cyclotomic",
        type=int,
        metavar="Q",
        help="v = Qp + 1, p prime = 1 (mod 4), 1-rotational Wh(Q+1) shipped: cyclotomic "
        "annealing (no OR-Tools needed)",
    )
    args = parser.parse_args()
    found: dict[str, object] = {}
    if args.out and args.out.exists():
        found = json.loads(args.out.read_text())
    group = tuple(int(r) for r in args.group.split(",")) if args.group else ()
    for v in args.values:
        order = v - 1 if v % 4 == 0 else v
        if args.rgdd is not None:
            start = time.monotonic()
            radices = group or ((v - args.rgdd) // 3,)
            found_class = search_rgdd(
                v, args.rgdd, radices, args.seconds, args.seed, args.temperature, args.cool_to
            )
            took = time.monotonic() - start
            if found_class is None:
                print(f"{v}: nothing found in {took:.0f} s", flush=True)
                continue
            subgroup, shape, blocks = found_class
            ok = resolvable_is_exact(v, blocks, radices, subgroup, shape)
            print(f"{v}: found in {took:.1f} s, verified={ok}", flush=True)
            text = ", ".join("(" + ", ".join(map(str, block)) + ")" for block in blocks)
            print(f'    {v}: ({radices}, "{subgroup}", "{shape}", ({text})),', flush=True)
            continue
        if group and (not args.anneal or math.prod(group) != order):
            raise SystemExit(
                f"--group {args.group}: needs --anneal and radices whose product is {order}"
            )
        if v % 4 not in (0, 1) or v < 4:
            print(f"{v}: no Wh({v}) can exist (needs 4n or 4n+1 players)")
            continue
        start = time.monotonic()
        if args.resolvable:
            blocks = search_resolvable(v, args.seconds, args.seed)
            took = time.monotonic() - start
            if blocks is None:
                print(f"{v}: nothing found in {took:.0f} s", flush=True)
                continue
            ok = resolvable_is_exact(v, blocks, ((v - 1) // 3,))
            print(f"{v}: found in {took:.1f} s, verified={ok}", flush=True)
            text = ", ".join("(" + ", ".join(map(str, block)) + ")" for block in blocks)
            print(f'    {v}: (({(v - 1) // 3},), "", "points", ({text})),', flush=True)
            continue
        multiplier = (args.multiplier, args.invariant) if args.multiplier else None
        rotational = tuple(args.rotational) if args.rotational else None
        if args.orbits is not None:
            tables = search_orbit_anneal(
                v, args.orbits, args.special_tables, args.seconds, args.seed, args.temperature
            )
        elif args.anneal:
            tables = search_anneal(v, args.seconds, args.seed, args.temperature, group)
        elif args.backtrack:
            if v % 4:
                print(f"{v}: --backtrack is for 4n players (1-rotational rounds)")
                continue
            tables = search_backtrack(v, args.seconds, args.seed, args.nodes)
        elif args.cyclotomic is not None:
            tables = search_cyclotomic(v, args.cyclotomic, args.seconds, args.seed)
        else:
            tables = solve(v, args.seconds, args.seed, multiplier, rotational)  # type: ignore[arg-type]
        took = time.monotonic() - start
        if tables is None:
            print(f"{v}: nothing found in {took:.0f} s", flush=True)
            continue
        ok = is_exact(v, tables, group)
        kind = "1-rotational" if v % 4 == 0 else "cyclic"
        print(f"{v}: found in {took:.1f} s, verified={ok}", flush=True)
        if ok:
            text = ", ".join(
                f"(({'INF' if a == INF else a}, {b}), ({c}, {d}))" for (a, b), (c, d) in tables
            )
            if group:  # a line for ELEMENTARY_ROUNDS
                print(f"    {v}: ({group}, ({text},)),", flush=True)
            else:
                print(f'    {v}: ("{kind}", ({text},)),', flush=True)
            found[str(v)] = {"type": kind, "tables": tables}
            if args.out:
                args.out.write_text(json.dumps(found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
