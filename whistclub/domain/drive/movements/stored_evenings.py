"""Whole evenings found once by an exact constraint search and stored, for small rooms.

Some small rooms with an evening about as long as a whole tournament (or longer) defeat the
design-and-local-search route: a few pairs end up partnering twice or facing each other once
too often. For those, tools/search_evenings.py (OR-Tools CP-SAT, run offline) finds evenings
that keep every bound of issue 5 item 3; most come from base rounds developed by a cyclic
group, which shrinks the search to seconds. They are stored here and used with the players
renamed by the seed. tests/domain/drive/movements/test_stored_evenings.py checks every entry
against the bounds through verify().

Format: one word per round; in each word the tables in turn, four seats each (N, S, E, W);
players as base-36 digits 0-9, a-z (players 0..v-1); whoever is not seated sits out.
"""

from __future__ import annotations

import random

EVENINGS: dict[tuple[int, int], str] = {
    (9, 13): (
        "02561837 13672048 24783150 35804261 46015372 57126483 68237504 70348615 81450726 "
        "14235867 25346078 36457180 47568201"
    ),
    (9, 22): (
        "02163847 13274058 24385160 35406271 46517382 57628403 68730514 70841625 81052736 "
        "13682745 24703856 35814067 46025178 57136280 68247301 70358412 81460523 02571634 "
        "08672345 10783456 21804567 32015678"
    ),
    (10, 10): (
        "07134856 18245967 29356078 30467189 41578290 52689301 63790412 74801523 85912634 96023745"
    ),
    (10, 20): (
        "13254978 24365089 35476190 46587201 57698312 68709423 79810534 80921645 91032756 "
        "02143867 07482359 18593460 29604571 30715682 41826793 52937804 63048915 74159026 "
        "85260137 96371248"
    ),
    (10, 21): (
        "09153867 10264978 21375089 32486190 43597201 54608312 65719423 76820534 87931645 "
        "98042756 08361529 19472630 20583741 31694852 42705963 53816074 64927185 75038296 "
        "86149307 97250418 02136879"
    ),
    (10, 22): (
        "17583649 28694750 39705861 40816972 51927083 62038194 73149205 84250316 95361427 "
        "06472538 02341967 13452078 24563189 35674290 46785301 57896412 68907523 79018634 "
        "80129745 91230856 04592837 15603948"
    ),
    (11, 12): (
        "0513297a 16243a80 27354091 384651a2 49576203 5a687314 60798425 718a9536 8290a647 "
        "93a10758 a4021869 01562378"
    ),
    (11, 14): (
        "193a2746 2a403857 30514968 41625a79 5273608a 63847190 749582a1 85a69302 9607a413 "
        "a7180524 08291635 1267459a 237856a0 34896701"
    ),
    (11, 24): (
        "1a384967 20495a78 315a6089 4260719a 537182a0 64829301 7593a412 86a40523 97051634 "
        "a8162745 09273856 1347596a 24586a70 35697081 467a8192 578092a3 6891a304 79a20415 "
        "8a031526 90142637 a1253748 02364859 1278459a 238956a0"
    ),
    (11, 25): (
        "149a3567 25a04678 36015789 4712689a 582379a0 69348a01 7a459012 8056a123 91670234 "
        "a2781345 03892456 148a2637 25903748 36a14859 4702596a 58136a70 69247081 7a358192 "
        "804692a3 9157a304 a2680415 03791526 175a2849 2860395a 39714a60"
    ),
    (11, 26): (
        "142a5978 25306a89 3641709a 475281a0 58639201 6974a312 7a850423 80961534 91a72645 "
        "a2083756 03194867 1a572839 2068394a 31794a50 428a5061 53906172 64a17283 75028394 "
        "861394a5 9724a506 a8350617 09461728 12593a67 236a4078 34705189 4581629a"
    ),
    (11, 27): (
        "1a374958 20485a69 3159607a 426a7180 53708291 648193a2 7592a403 86a30514 97041625 "
        "a8152736 09263847 1389475a 249a5860 35a06971 46017a82 57128093 682391a4 7934a205 "
        "8a450316 90561427 a1672538 02783649 079a1534 18a02645 29013756 3a124867 40235978"
    ),
    (12, 16): (
        "026a1b473958 13702b584a69 24813b69507a 35924b7a6180 46a35b807291 57046b9183a2 "
        "68157ba29403 79268b03a514 8a379b140625 9048ab251736 a1590b362847 01293b5a4678 "
        "123a4b605789 23405b71689a 34516b8279a0 45627b938a01"
    ),
    (12, 27): (
        "013627594a8b 1247386a5b90 2358497b60a1 34695a8071b2 457a6b918203 568b70a29314 "
        "679081b3a425 78a19204b536 89b2a3150647 9a03b4261758 ab1405372869 b0251648397a "
        "021937ab4658 132a48b05769 243b5901687a 35406a12798b 46517b238a90 576280349ba1 "
        "68739145a0b2 7984a256b103 8a95b3670214 9ba604781325 a0b715892436 b108269a3547 "
        "0268174a359b 1379285b46a0 248a396057b1"
    ),
}
"""(players, rounds) -> the stored evening (see the module's docstring for the format)."""


def parse(v: int, text: str) -> list[list[int]]:
    """The seats of each round, as flat lists N, S, E, W of table 1, then table 2, ..."""
    rounds = [[int(c, 36) for c in word] for word in text.split()]
    for seats in rounds:
        if len(seats) % 4 or len(set(seats)) != len(seats) or not all(0 <= p < v for p in seats):
            raise ValueError(f"malformed stored round for {v} players: {seats}")
    return rounds


def renamed(v: int, text: str, rng: random.Random) -> tuple[list[list[int]], list[frozenset[int]]]:
    """The evening's seats and sitters per round, players renamed by the seed."""
    labels = list(range(v))
    rng.shuffle(labels)
    seats = [[labels[p] for p in rnd] for rnd in parse(v, text)]
    sitters = [frozenset(range(v)) - set(rnd) for rnd in seats]
    return seats, sitters


def stored(
    v: int, rounds: int, rng: random.Random
) -> tuple[list[list[int]], list[frozenset[int]]] | None:
    """The stored evening for (v, rounds), players renamed by the seed, or None."""
    text = EVENINGS.get((v, rounds))
    return None if text is None else renamed(v, text, rng)
