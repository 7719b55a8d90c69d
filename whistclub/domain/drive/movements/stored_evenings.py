"""Whole evenings found once by an exact constraint search and stored, for small rooms.

Some small rooms with an evening about as long as a whole tournament (or longer) defeat the
design-and-local-search route: a few pairs end up partnering twice or facing each other once
too often. For those, tools/search_evenings.py (OR-Tools CP-SAT, run offline) finds evenings
that keep every bound of issue 5 item 3; most come from base rounds developed by a cyclic
group, which shrinks the search to seconds. They are stored here and used with the players
renamed by the seed. Where no evening keeps every bound (IMPOSSIBLE, with the proof in
docs/movements.md) the stored one is the closest plan: fair sit-outs, new partners while the
bounds ask for them, and the fewest pairs facing each other once more than the bound.
tests/domain/drive/movements/test_stored_evenings.py checks every entry through verify().

Format: one word per round; in each word the tables in turn, four seats each (N, S, E, W);
players as base-36 digits 0-9, a-z (players 0..v-1); whoever is not seated sits out.
"""

from __future__ import annotations

import random

IMPOSSIBLE: dict[tuple[int, int], int] = {
    (6, 7): 2,
    (7, 8): 2,
    (7, 9): 2,
    (7, 10): 2,
    (7, 26): 5,
}
"""(players, rounds) -> the opposition bound, for evenings in which no plan keeps every
bound of issue 5 item 3 at once (docs/movements.md, "Evenings that cannot meet every
bound": hand proofs for 6 players over 7 rounds and 7 over 26, an exhaustive search by
tools/search_evenings.py for the rest)."""

EVENINGS: dict[tuple[int, int], str] = {
    (6, 7): ("0135 0423 1524 0312 1345 1402 3425"),
    (6, 22): (
        "0123 1245 0235 2314 0514 3512 0435 1234 0425 0413 1325 0245 0315 2403 2415 2403 1345 "
        "0214 3405 2501 3415 2305"
    ),
    (6, 28): (
        "0123 1425 0513 2435 0215 0423 1523 0412 1345 0412 1235 0324 0514 1423 0534 1524 0234 "
        "0135 2534 0512 0345 0124 0235 0413 0245 1534 0325 0314"
    ),
    (6, 29): (
        "0123 2345 1302 0524 0513 3425 0412 0523 1504 1234 0145 2513 4503 1423 0415 0235 0413 "
        "4502 1403 1205 1534 2501 3402 1435 2403 2415 2403 3501 1425"
    ),
    (6, 30): (
        "0123 1405 2345 1203 0415 1523 0324 0215 1345 0235 1304 1425 4503 0124 0513 2504 3512 "
        "0134 2435 1204 0534 2314 0235 1425 1305 0245 3415 0324 2501 3412"
    ),
    (7, 8): ("1534 2601 3645 1203 0456 1324 3506 1402"),
    (7, 9): ("2634 1205 3614 0235 4601 2356 1304 1625 0345"),
    (7, 10): ("0634 2615 4503 1602 3524 0156 4623 1405 3625 1204"),
    (7, 15): ("0123 0456 1235 0146 2635 0415 2536 0214 0536 1426 0345 0612 1435 0623 1245"),
    (7, 19): (
        "0123 5604 2301 4635 1205 3426 0615 3425 0416 3526 0314 5612 4603 1425 0236 1345 2406 "
        "1536 4502"
    ),
    (7, 20): (
        "0123 2645 0413 1256 0534 0612 0435 1623 0456 1234 0516 2346 0215 2634 0145 2635 0124 "
        "1536 0324 1456"
    ),
    (7, 21): (
        "0123 1645 0324 1256 0435 1426 0635 1324 0256 1346 0425 0316 2534 0316 2645 0513 0624 "
        "1523 0146 2536 0514"
    ),
    (7, 25): (
        "0123 2546 2301 1645 3402 0516 2436 1502 0346 1524 3601 3425 1604 2635 1403 5612 0435 "
        "1206 1345 0625 3415 0426 1356 4502 1326"
    ),
    (7, 26): (
        "0123 2645 0613 2534 0416 2356 0134 1256 0345 1256 0314 0526 1324 0456 1324 0645 1326 "
        "0514 0236 1425 0316 0425 1536 0423 1645 0623"
    ),
    (7, 28): (
        "0123 4506 0213 1546 0234 1356 1402 3526 0416 4523 1206 5634 0125 3406 2516 0324 1256 "
        "0346 2415 0536 4512 1603 2435 0136 2504 1536 2604 3514"
    ),
    (7, 29): (
        "0123 1456 0236 4512 1306 0425 1623 4605 1324 3605 1402 2536 0416 3524 1506 2403 1635 "
        "0426 1534 5602 1346 2501 5634 1206 0345 1246 0135 4526 1403"
    ),
    (7, 30): (
        "0123 2645 0316 2345 0156 2436 0215 0634 1524 0316 2546 0312 1456 0236 0145 2536 0134 "
        "0625 1423 0546 1324 0536 0214 3456 0512 1346 0425 1356 0624 1345"
    ),
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
    (10, 11): (
        "19453768 06241735 29560478 39671548 07251436 09742658 03591827 02134657 10692834 "
        "21793805 32490816"
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
    (10, 27): (
        "05362849 16473905 27084516 38190627 49251738 07341869 18402975 29013586 35124697 "
        "46230758 15246789 26307895 37418956 48029567 09135678 15462739 26073845 37184906 "
        "48290517 09351628 01582437 12693048 23754109 34860215 40971326 12683459 23794065"
    ),
    (11, 12): (
        "0513297a 16243a80 27354091 384651a2 49576203 5a687314 60798425 718a9536 8290a647 "
        "93a10758 a4021869 01562378"
    ),
    (11, 13): (
        "1834296a 01682735 0624398a 02134a57 082a1769 07152349 145a3867 03592847 09461a25 "
        "0a371948 12793645 0589163a 047a2658"
    ),
    (11, 14): (
        "193a2746 2a403857 30514968 41625a79 5273608a 63847190 749582a1 85a69302 9607a413 "
        "a7180524 08291635 1267459a 237856a0 34896701"
    ),
    (11, 20): (
        "1358476a 2469087a 18342756 3075198a 4186259a 07183549 0297365a 05481a37 16092a48 "
        "07345869 27153a09 38264a15 01562978 49370a26 0328175a 04295768 1439286a 2045397a "
        "3106458a 4217069a"
    ),
    # Five orbits of Z_3, kept by x -> x + 1 in every orbit: five base rounds developed and two
    # rounds the map fixes (docs/movements.md, "15 players over 17 rounds"):
    # tools/search_fixed_round_evenings.py (0.1 s)
    (15, 17): (
        "0134897c2ebd 12456a8d0c9e 20537b6e1dac 6724081e5b3d 7805162c394e 8613270d4a5c "
        "9a37ec260b4d ab48cd07195e b956de182a3c 3a7e584c091b 4b8c365d1a29 596d473e2b0a "
        "389d176b0e5a 46ae28791c3b 57bc068a2d49 036c147d258e 0469157a238b"
    ),
    # Z_(v-2) plus two fixed players: one base round developed, then four free rounds in
    # which the two sit out (docs/movements.md, "The hardest rooms"):
    # tools/search_two_fixed_evenings.py 19 and 23 (13 s, 1 s), 27 --cp-sat (3 s)
    (19, 21): (
        "h39fi4bd27ae5c8g h4agi5ce38bf6d90 h5b0i6df49cg7ea1 h6c1i7eg5ad08fb2 h7d2i8f06be19gc3 "
        "h8e3i9g17cf2a0d4 h9f4ia028dg3b1e5 hag5ib139e04c2f6 hb06ic24af15d3g7 hc17id35bg26e408 "
        "hd28ie46c037f519 he39if57d148g62a hf4aig68e259073b hg5bi079f36a184c h06ci18ag47b295d "
        "h17di29b058c3a6e h28ei3ac169d4b7f 142358679cabdgef 25346978adbce0fg 36457a89becdf1g0 "
        "47568b9acfdeg201"
    ),
    (23, 25): (
        "l36dm5bh4fai79ej8kcg l47em6ci5gbj8afk90dh l58fm7dj6hck9bg0a1ei l69gm8ek7id0ach1b2fj "
        "l7ahm9f08je1bdi2c3gk l8bimag19kf2cej3d4h0 l9cjmbh2a0g3dfk4e5i1 ladkmci3b1h4eg05f6j2 "
        "lbe0mdj4c2i5fh16g7k3 lcf1mek5d3j6gi27h804 ldg2mf06e4k7hj38i915 leh3mg17f508ik49ja26 "
        "lfi4mh28g619j05akb37 lgj5mi39h72ak16b0c48 lhk6mj4ai83b027c1d59 li07mk5bj94c138d2e6a "
        "lj18m06cka5d249e3f7b lk29m17d0b6e35af4g8c l03am28e1c7f46bg5h9d l14bm39f2d8g57ch6iae "
        "l25cm4ag3e9h68di7jbf 142358679cabdgefhkij 25346978adbcehfgi0jk 36457a89becdfighj1k0 "
        "47568b9acfdegjhik201"
    ),
    (27, 29): (
        "p1flqoh94jb7amd6cn2i83eg p2gmq0ia5kc8bne7do3j94fh p3hnq1jb6ld9cof8e04ka5gi "
        "p4ioq2kc7mead0g9f15lb6hj p5j0q3ld8nfbe1hag26mc7ik p6k1q4me9ogcf2ibh37nd8jl "
        "p7l2q5nfa0hdg3jci48oe9km p8m3q6ogb1ieh4kdj590faln p9n4q70hc2jfi5lek6a1gbmo "
        "pao5q81id3kgj6mfl7b2hcn0 pb06q92je4lhk7ngm8c3ido1 pc17qa3kf5mil8ohn9d4je02 "
        "pd28qb4lg6njm90ioae5kf13 pe39qc5mh7okna1j0bf6lg24 pf4aqd6ni80lob2k1cg7mh35 "
        "pg5bqe7oj91m0c3l2dh8ni46 ph6cqf80ka2n1d4m3ei9oj57 pi7dqg91lb3o2e5n4fja0k68 "
        "pj8eqha2mc403f6o5gkb1l79 pk9fqib3nd514g706hlc2m8a plagqjc4oe625h817imd3n9b "
        "pmbhqkd50f736i928jne4oac pnciqle61g847ja39kof50bd podjqmf72h958kb4al0g61ce "
        "p0ekqng83ia69lc5bm1h72df 142358679cabdgefhkijlomn 25346978adbcehfgiljkm0no "
        "36457a89becdfighjmkln1o0 47568b9acfdegjhiknlmo201"
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
    (13, 19): (
        "0b143a5c6978 16254b0c7a89 2730561c8b9a 3841072c96ab 4952183ca7b6 5a03294cb867 "
        "081c2a5b3479 192c3b06458a 0639174a285b 2a3c4617509b 3b4c572801a6 465c083912b7 "
        "570c194a2368 0912357b48ac 1a23408659bc 2b3451970a6c 364502a81b7c 475013b9268c "
        "5801246a379c"
    ),
    (14, 14): (
        "12573b4d6a9c 23684c507bad 34795d618cb0 458a60729dc1 569b7183a0d2 67ac8294b103 "
        "78bd93a5c214 89c0a4b6d325 9ad1b5c70436 ab02c6d81547 bc13d7092658 cd24081a3769 "
        "d035192b487a 01462a3c598b"
    ),
    (14, 15): (
        "1c362d9a4b57 2c473dab5608 036912457b8a 3c584db60719 4c095d67182a 5c1a0d78293b "
        "0523147a689b 0c2b1d893a46 159d267c384a 20ad378c495b 0134258b6a79 31bd489c5a06 "
        "426d59ac0b17 537d0abc1628 048d1b6c2739"
    ),
    (14, 22): (
        "034615ac2d89 145026bd379a 256130c748ab 360241d859bc 401352796acd 5124638a0bd7 "
        "6235049b1c78 123c46895abd 234d509a6bc7 345761ab0cd8 456802bc1d79 560913cd278a "
        "601a24d7389b 012b357849ac 198b346c57ad 2a9c450d68b7 3bad561709c8 4cb760281ad9 "
        "5dc801392b7a 67d9124a3c8b 087a235b4d9c 1c672a483b59"
    ),
    (14, 27): (
        "164a398d57bc 275b4a9068cd 386c5ba179d0 497d6cb28a01 5a807dc39b12 6b9180d4ac23 "
        "7ca29105bd34 8db3a216c045 90c4b327d156 a1d5c4380267 b206d5491378 c317065a2489 "
        "d428176b359a 0539287c46ab 139c48567bad 24ad59678cb0 35b06a789dc1 46c17b89a0d2 "
        "57d28c9ab103 68039dabc214 7914a0bcd325 8a25b1cd0436 9b36c2d01547 ac47d3012658 "
        "bd5804123769 c0691523487a d17a2634598b"
    ),
    (14, 28): (
        "0c26194b578d 1d372a5c6890 20483b6d79a1 31594c708ab2 426a5d819bc3 537b6092acd4 "
        "648c71a3bd05 759d82b4c016 86a093c5d127 97b1a4d60238 a8c2b5071349 b9d3c618245a "
        "ca04d729356b db15083a467c 0b1234586c9d 1c2345697da0 2d34567a80b1 3045678b91c2 "
        "4156789ca2d3 526789adb304 63789ab0c415 7489abc1d526 859abcd20637 96abcd031748 "
        "a7bcd0142859 b8cd0125396a c9d012364a7b da0123475b8c"
    ),
    (14, 29): (
        "142c387b5d9a 253d498c60ab 36405a9d71bc 47516ba082cd 58627cb193d0 69738dc2a401 "
        "7a8490d3b512 8b95a104c623 9ca6b215d734 adb7c3260845 b0c8d4371956 c1d905482a67 "
        "d20a16593b78 031b276a4c89 07251d893c4a 1836209a4d5b 294731ab506c 3a5842bc617d "
        "4b6953cd7280 5c7a64d08391 6d8b750194a2 709c8612a5b3 81ad9723b6c4 92b0a834c7d5 "
        "a3c1b945d806 b4d2ca560917 c503db671a28 d6140c782b39 0cbd3546798a"
    ),
    (14, 30): (
        "015a2c468b9d 126b3d579ca0 237c4068adb1 348d5179b0c2 4590628ac1d3 56a1739bd204 "
        "67b284ac0315 78c395bd1426 89d4a6c02537 9a05b7d13648 ab16c8024759 bc27d913586a "
        "cd380a24697b d0491b357a8c 128d3a476c9b 23904b587dac 34a15c6980bd 45b26d7a91c0 "
        "56c3708ba2d1 67d4819cb302 780592adc413 8916a3b0d524 9a27b4c10635 ab38c5d21746 "
        "bc49d6032857 cd5a07143968 d06b18254a79 017c29365b8a 067d2a394c5b 17803b4a5d6c"
    ),
    (15, 16): (
        "07451d6c389b 18562e7d49ac 2967308e5abd 3a7841906bce 4b8952a17cd0 5c9a63b28de1 "
        "6dab74c39e02 7ebc85d4a013 80cd96e5b124 91dea706c235 a2e0b817d346 b301c928e457 "
        "c412da390568 d523eb4a1679 e6340c5b278a 042d1cae3759"
    ),
    (15, 18): (
        "013b579c8dae 124c68ad9eb0 235d79bea0c1 346e8ac0b1d2 45709bd1c2e3 5681ace2d304 "
        "6792bd03e415 78a3ce140526 89b4d0251637 9ac5e1362748 abd602473859 bce71358496a "
        "cd0824695a7b de19357a6b8c e02a468b7c9d 061a394d5b8e 172b4a5e6c90 283c5b607da1"
    ),
    (15, 25): (
        "094812bd3a57 1a5923ce4b68 2b6a34d05c79 3c7b45e16d8a 4d8c56027e9b 5e9d671380ac "
        "60ae782491bd 71b08935a2ce 82c19a46b3d0 93d2ab57c4e1 a4e3bc68d502 b504cd79e613 "
        "c615de8a0724 d726e09b1835 e83701ac2946 0867123a5dbc 1978234b6ecd 2a89345c70de "
        "3b9a456d81e0 4cab567e9201 5dbc6780a312 6ecd7891b423 70de89a2c534 81e09ab3d645 "
        "9201abc4e756"
    ),
    (15, 26): (
        "b21e8a5974d6 820bd9c476a3 734e8925db01 65b93cde4a08 c5427d961803 4a39c1e8b52d "
        "10dc9a7b6428 30b7615c2ea4 6dc8a91eb574 73c412569e80 57d16be8239a c14b83de50a7 "
        "0874d3295ab6 e2704c1a96d3 d50a39bce187 e0c5146a238d 297e34bc6ad0 49618eda053c "
        "0a163c8257db 387a142e9b06 9715e306dcba 0948de21c65b 72c65138eab4 2ca8be9d1530 "
        "79ac01625d4e 487b023956ec"
    ),
    (16, 22): (
        "0c7f1635289e4bad 1d8f274639a05cbe 2e9f38574ab16dc0 30af49685bc27ed1 41bf5a796cd380e2 "
        "52cf6b8a7de49103 63df7c9b8e05a214 74ef8dac9016b325 850f9ebda127c436 961fa0ceb238d547 "
        "a72fb1d0c349e658 b83fc2e1d45a0769 c94fd302e56b187a da5fe413067c298b eb6f0524178d3a9c "
        "013528cd4b9f67ae 124639de5caf78b0 23574ae06dbf89c1 34685b017ecf9ad2 45796c1280dfabe3 "
        "568a7d2391efbc04 679b8e34a20fcd15"
    ),
    (17, 25): (
        "059c26df387b4gae 16ad37eg498c50bf 27be48f05a9d61cg 38cf59g16bae72d0 49dg6a027cbf83e1 "
        "5ae07b138dcg94f2 6bf18c249ed0a5g3 7cg29d35afe1b604 8d03ae46bgf2c715 9e14bf57c0g3d826 "
        "af25cg68d104e937 bg36d079e215fa48 c047e18af326gb59 d158f29bg4370c6a e269g3ac05481d7b "
        "f37a04bd16592e8c g48b15ce276a3f9d 0f3e142g6c798bad 1g4f25307d8a9cbe 205g36418e9badcf "
        "316047529facbedg 42715863agbdcfe0 53826974b0cedgf1 64937a85c1dfe0g2 75a48b96d2egf103"
    ),
    (18, 18): (
        "0h241c9d368e5fbg 10352dae479f6gch 21463ebf58ag7hd0 32574fcg69bh80e1 43685gdh7ac091f2 "
        "54796he08bd1a2g3 658a70f19ce2b3h4 769b81g2adf3c405 87ac92h3beg4d516 98bda304cfh5e627 "
        "a9ceb415dg06f738 badfc526eh17g849 cbegd637f028h95a dcfhe748g1390a6b edg0f859h24a1b7c "
        "feh1g96a035b2c8d gf02ha7b146c3d9e hg130b8c257d4eaf"
    ),
    (18, 19): (
        "096d17482f3gbhce 1a7e2059384gchdf 2b0f316a495gdhe8 07be128d34af569c 3c18427b5a6gehf9 "
        "4d29530c6b7gfh8a 5e3a641d7c0g8h9b 6f4b752e0d1g9hac 04ae15bf268c379d 785c063f1e2gahbd "
        "034h1c7928ag5def 145h2d0a39bg6ef8 256h3e1b4acg7f89 01cf239e458b67ad 367h4f2c5bdg089a "
        "470h583d6ceg19ab 501h694e7dfg2abc 612h7a5f0e8g3bcd 723h0b681f9g4cde"
    ),
    (18, 20): (
        "06be157h249g38cd 17cf268035ah49de 28dg379146b05aef 39eh48a257c16bfg 4af059b368d27cgh "
        "5bg16ac479e38dh0 6ch27bd58af49e01 7d038ce69bg5af12 8e149df7ach6bg23 9f25aeg8bd07ch34 "
        "ag36bfh9ce18d045 bh47cg0adf29e156 c058dh1beg3af267 d169e02cfh4bg378 e27af13dg05ch489 "
        "f38bg24eh16d059a g49ch35f027e16ab h5ad046g138f27bc 0c9f1a8h2b4d5e7g 1dag2b903c5e6f8h"
    ),
    (18, 27): (
        "1gfh37be459a6d8c 2hg048cf56ab7e9d 30h159dg67bc8fae 41026aeh78cd9gbf 52137bf089deahcg "
        "63248cg19aefb0dh 74359dh2abfgc1e0 8546ae03bcghd2f1 9657bf14cdh0e3g2 a768cg25de01f4h3 "
        "b879dh36ef12g504 c98ae047fg23h615 da9bf158gh340726 ebacg269h0451837 fcbdh37a01562948 "
        "gdce048b12673a59 hedf159c23784b6a 0feg26ad34895c7b 17ag2f4c3d6b5e8h 28bh3g5d4e7c6f90 "
        "39c04h6e5f8d7ga1 4ad1507f6g9e8hb2 5be2618g7haf90c3 6cf3729h80bga1d4 7dg483a091chb2e5 "
        "8eh594b1a2d0c3f6 9f06a5c2b3e1d4g7"
    ),
    (18, 28): (
        "0c1e254f3h6b7d9a 1d2f365g497c8eab 2e3g476h5a8d0fbc 3f4h58796b0e1gcd 4g59608a7c1f2hde "
        "5h6a710b8d2g39ef 697b821c0e3h4afg 7a8c032d1f495bgh 8b0d143e2g5a6ch9 05ef196a24cg7hbd "
        "16fg2a7b35dh89ce 27gh3b8c46e90adf 38h94c0d57fa1beg 409a5d1e68gb2cfh 51ab6e2f70hc3dg9 "
        "62bc7f3g819d4eha 73cd8g4h02ae5f9b 84de0h5913bf6gac 038g125h4e679bad 140h23695f78acbe "
        "2519347a6g80bdcf 362a458b7h01cedg 473b560c8912dfeh 584c671d0a23egf9 605d782e1b34fhga "
        "716e803f2c45g9hb 827f014g3d56ha9c 0g792d4b3e5c6h8f"
    ),
    (19, 20): (
        "13562i8d4bae7g9f 2467309e5cbf8hag 357841af6dcg9ibh 468952bg7edha0ci 579a63ch8feib1d0 "
        "68ab74di9gf0c2e1 79bc85e0ahg1d3f2 8acd96f1bih2e4g3 9bdea7g2c0i3f5h4 acefb8h3d104g6i5 "
        "bdfgc9i4e215h706 ceghda05f326i817 dfhieb16g4370928 egi0fc27h5481a39 fh01gd38i6592b4a "
        "gi12he49076a3c5b h023if5a187b4d6c i1340g6b298c5e7d 02451h7c3a9d6f8e 0b7f4c8g5d9h6eai"
    ),
    (20, 28): (
        "0jch196d28345ebf7agi 1jdi2a7e39456fcg8bh0 2je03b8f4a567gdh9ci1 3jf14c9g5b678heiad02 "
        "4jg25dah6c789if0be13 5jh36ebi7d89a0g1cf24 6ji47fc08e9ab1h2dg35 7j058gd19fabc2i3eh46 "
        "8j169he2agbcd304fi57 9j27aif3bhcde415g068 aj38b0g4cidef526h179 bj49c1h5d0efg637i28a "
        "cj5ad2i6e1fgh748039b dj6be307f2ghi85914ac ej7cf418g3hi096a25bd fj8dg529h4i01a7b36ce "
        "gj9eh63ai5012b8c47df hjafi74b06123c9d58eg ijbg085c17234dae69fh 01ag26893f4h5edj7ibc "
        "12bh379a4g5i6fej80cd 23ci48ab5h607gfj91de 34d059bc6i718hgja2ef 45e16acd70829ihjb3fg "
        "56f27bde8193a0ijc4gh 67g38cef92a4b10jd5hi 78h49dfga3b5c21je6i0 89i5aeghb4c6d32jf701"
    ),
    (21, 30): (
        "1agh235e4kci69bd7j8f 2bhi346f50dj7ace8k9g 3cij457g61ek8bdf90ah 4djk568h72f09cega1bi "
        "5ek0679i83g1adfhb2cj 6f0178aj94h2begic3dk 7g1289bka5i3cfhjd4e0 8h239ac0b6j4dgike5f1 "
        "9i34abd1c7k5ehj0f6g2 aj45bce2d806fik1g7h3 bk56cdf3e917gj02h8i4 c067deg4fa28hk13i9j5 "
        "d178efh5gb39i024jak6 e289fgi6hc4aj135kb07 f39aghj7id5bk2460c18 g4abhik8je6c03571d29 "
        "h5bcij09kf7d14682e3a i6cdjk1a0g8e25793f4b j7dek02b1h9f368a4g5c k8ef013c2iag479b5h6d "
        "09fg124d3jbh58ac6i7e 07361kab2hei485d9gcf 184720bc3ifj596eahdg 295831cd4jgk6a7fbieh "
        "3a6942de5kh07b8gcjfi 4b7a53ef60i18c9hdkgj 5c8b64fg71j29daie0hk 6d9c75gh82k3aebjf1i0 "
        "7ead86hi9304bfckg2j1 8fbe97ija415cgd0h3k2"
    ),
    (22, 21): (
        "16kl2fcj379h4ead5bgi 27l03gdk48ai5fbe6chj 38014hel59bj6gcf7dik 49125if06ack7hdg8ejl "
        "5a236jg17bdl8ieh9fk0 6b347kh28ce09jfiagl1 7c458li39df1akgjbh02 8d5690j4aeg2blhkci13 "
        "9e67a1k5bfh3c0ildj24 af78b2l6cgi4d1j0ek35 bg89c307dhj5e2k1fl46 ch9ad418eik6f3l2g057 "
        "diabe529fjl7g403h168 ejbcf63agk08h514i279 fkcdg74bhl19i625j38a gldeh85ci02aj736k49b "
        "h0efi96dj13bk847l5ac i1fgja7ek24cl95806bd j2ghkb8fl35d0a6917ce k3hilc9g046e1b7a28df "
        "l4ij0dah157f2c8b39eg"
    ),
    (22, 22): (
        "0g8k1l3i25bc4dej6a7f 1h9l204j36cd5efk7b8g 2ia0315k47de6fgl8c9h 3jb1426l58ef7gh09dai "
        "4kc2537069fg8hi1aebj 5ld364817agh9ij2bfck 60e475928bhiajk3cgdl 71f586a39cijbkl4dhe0 "
        "82g697b4adjkcl05eif1 93h7a8c5bekld016fjg2 a4i8b9d6cfl0e127gkh3 b5j9cae7dg01f238hli4 "
        "c6kadbf8eh12g349i0j5 d7lbecg9fi23h45aj1k6 e80cfdhagj34i56bk2l7 f91dgeibhk45j67cl308 "
        "ga2ehfjcil56k78d0419 hb3figkdj067l89e152a ic4gjhlek17809af263b jd5hki0fl2891abg374c "
        "ke6ilj1g039a2bch485d lf7j0k2h14ab3cdi596e"
    ),
    (22, 23): (
        "1h452c396b7e8kdjalgi 2i563d407c8f9keablhj 3j674e518d9g0kfbclia 4a785f629e0h1kgcdljb "
        "05bg16ch27di3e8j4f9a 5b896g730f1i2khdelac 6c907h841g2j3kieflbd 7d018i952h3a4kjfglce "
        "8e129j063i4b5kaghldf 9f230a174j5c6kbhileg 0j5e1a6f2b7g3c8h4d9i 0g341b285a6d7kcijlfh "
        "135l29jk4gcd6a8b7feh 246l30ak5hde7b9c8gfi 357l41bk6ief8c0d9hgj 468l52ck7jfg9d1e0iha "
        "0b5g1c6h2d7i38ej49af 579l63dk8agh0e2f1jib 680l74ek9bhi1f3g2ajc 791l85fk0cij2g4h3bad "
        "802l96gk1dja3h5i4cbe 913l07hk2eab4i6j5dcf 024l18ik3fbc5j7a6edg"
    ),
    (22, 24): (
        "0fci1j793h8l4e56adbg 1gdj2k8a4i905f67bech 2hek3l9b5ja16g78cfdi 3ifl40ac6kb27h89dgej "
        "4jg051bd7lc38i9aehfk 5kh162ce80d49jabfigl 6li273df91e5akbcgjh0 70j384ega2f6blcdhki1 "
        "81k495fhb3g7c0deilj2 92l5a6gic4h8d1efj0k3 a306b7hjd5i9e2fgk1l4 b417c8ike6jaf3ghl205 "
        "c528d9jlf7kbg4hi0316 d639eak0g8lch5ij1427 e74afbl1h90di6jk2538 f85bgc02ia1ej7kl3649 "
        "g96chd13jb2fk8l0475a ha7die24kc3gl901586b ib8ejf35ld4h0a12697c jc9fkg460e5i1b237a8d "
        "kdaglh571f6j2c348b9e lebh0i682g7k3d459caf 0b59146h2d8j3iakefgl 1c6a257i3e9k4jblfgh0"
    ),
    (23, 24): (
        "1fkm29al3g6b475d8cij 2gl03abm4h7c586e9djk 3hm14bc05i8d697faekl 4i025cd16j9e7a8gbflm "
        "5j136de27kaf8b9hcgm0 6k247ef38lbg9caidh01 7l358fg49mchadbjei12 8m469gh5a0dibeckfj23 "
        "9057ahi6b1ejcfdlgk34 a168bij7c2fkdgemhl45 b279cjk8d3glehf0im56 c38adkl9e4hmfig1j067 "
        "d49belmaf5i0gjh2k178 e5acfm0bg6j1hki3l289 f6bdg01ch7k2ilj4m39a g7ceh12di8l3jmk504ab "
        "h8dfi23ej9m4k0l615bc i9egj34fka05l1m726cd jafhk45glb16m20837de kbgil56hmc27031948ef "
        "lchjm67i0d38142a59fg mdik078j1e49253b6agh 0ejl189k2f5a364c7bhi 0h3k2jgm4a7d5b8e9fci"
    ),
    (26, 25): (
        "0h6p19no248e3dbm5acf7jgk 1i702aop359f4ecn6bdg8khl 2j813bp046ag5fdo7ceh9lim "
        "3k924c0157bh6gep8dfiamjn 4la35d1268ci7hf09egjbnko 5mb46e2379dj8ig1afhkcolp "
        "6nc57f348aek9jh2bgildpm0 7od68g459bflaki3chjme0n1 8pe79h56acgmblj4diknf1o2 "
        "90f8ai67bdhncmk5ejlog2p3 a1g9bj78ceiodnl6fkmph304 b2hack89dfjpeom7gln0i415 "
        "c3ibdl9aegk0fpn8hmo1j526 d4jcemabfhl1g0o9inp2k637 e5kdfnbcgim2h1pajo03l748 "
        "f6legocdhjn3i20bkp14m859 g7mfhpdeiko4j31cl025n96a h8ngi0efjlp5k42dm136oa7b "
        "i9ohj1fgkm06l53en247pb8c japik2ghln17m64fo3580c9d kb0jl3himo28n75gp4691dae "
        "lc1km4ijnp39o86h057a2ebf md2ln5jko04ap97i168b3fcg ne3mo6klp15b0a8j279c4gdh "
        "of4np7lm026c1b9k38ad5hei"
    ),
    (26, 26): (
        "0h6d12583f4o7bnp9kaicmej 1i7e23694g5p8co0albjdnfk 2j8f347a5h609dp1bmckeogl "
        "3k9g458b6i71ae02cndlfphm 4lah569c7j82bf13doemg0in 5mbi67ad8k93cg24epfnh1jo "
        "6ncj78be9la4dh35f0goi2kp 7odk89cfamb5ei46g1hpj3l0 8pel9adgbnc6fj57h2i0k4m1 "
        "90fmabehcod7gk68i3j1l5n2 a1gnbcfidpe8hl79j4k2m6o3 b2hocdgje0f9im8ak5l3n7p4 "
        "c3ipdehkf1gajn9bl6m4o805 d4j0efilg2hbkoacm7n5p916 e5k1fgjmh3iclpbdn8o60a27 "
        "f6l2ghkni4jdm0ceo9p71b38 g7m3hiloj5ken1dfpa082c49 h8n4ijmpk6lfo2eg0b193d5a "
        "i9o5jkn0l7mgp3fh1c2a4e6b jap6klo1m8nh04gi2d3b5f7c kb07lmp2n9oi15hj3e4c6g8d "
        "lc18mn03oapj26ik4f5d7h9e md29no14pb0k37jl5g6e8iaf ne3aop250c1l48km6h7f9jbg "
        "of4bp0361d2m59ln7i8gakch pg5c01472e3n6amo8j9hbldi"
    ),
    (26, 27): (
        "1keg265j348b7p9halcidmno 2lfh376k459c8paibmdjen0o 3mgi487l56ad9pbjcnekf01o "
        "4nhj598m67beapckd0flg12o 50ik6a9n78cfbpdle1gmh23o 0c6i18dk2j7e3afm4l9g5hbn "
        "61jl7ba089dgcpemf2hni34o 72km8cb19aehdpfng3i0j45o 83ln9dc2abfiepg0h4j1k56o "
        "94m0aed3bcgjfph1i5k2l67o a5n1bfe4cdhkgpi2j6l3m78o b602cgf5deilhpj3k7m4n89o "
        "0h5c1d7j2e8k3f9l4gam6nbi c713dhg6efjmipk4l8n509ao d824eih7fgknjpl5m9061abo "
        "e935fji8ghl0kpm6na172bco fa46gkj9him1lpn70b283cdo gb57hlkaijn2mp081c394deo "
        "hc68imlbjk03np192d4a5efo 07cj1i6d29el3k8f4bgn5mah id79jnmckl140p2a3e5b6fgo "
        "je8ak0ndlm251p3b4f6c7gho kf9bl10emn362p4c5g7d8hio lgacm21fn0473p5d6h8e9ijo "
        "mhbdn32g01584p6e7i9fajko nice043h12695p7f8jagbklo 0jdf154i237a6p8g9kbhclmo"
    ),
    (26, 28): (
        "043a1iel25mn6fdg7h8bcpko 154b2jfm36no7geh8i9c0dlp 265c3kgn47op8hfi9ja01emd "
        "37604lho58pd9igjakb12fne 48715mip69deajhkblc23gof 59826njd7aefbkilcm034hpg "
        "6a937oke8bfgcljm0n145idh 7ba48plf9cgh0mkn1o256jei 8cb59dmga0hi1nlo2p367kfj "
        "90c6aenhb1ij2omp3d478lgk a107bfoic2jk3pnd4e589mhl b218cgpj03kl4doe5f69anim "
        "c3290hdk14lm5epf6g7abojn 0fam1j6h2l384b9n5d7egoik 1gbn2k7i3m495cao6e8fhpjl "
        "2hco3l8j4n5a60bp7f9gidkm 3i0p4m9k5o6b71cd8gahjeln 4j1d5nal6p7c820e9hbikfmo "
        "5k2e6obm7d80931faicjlgnp 6l3f7pcn8e91a42gbj0kmhod 7m4g8d0o9fa2b53hck1lnipe "
        "8n5h9e1pagb3c64i0l2mojdf 9o6iaf2dbhc4075j1m3npkeg ap7jbg3eci05186k2n4odlfh "
        "bd8kch4f0j16297l3o5pemgi ce9l0i5g1k273a8m4p6dfnhj 029p1h354k687ncfailobejm "
        "13ad2i465l798o0gbjmpcfkn"
    ),
    (27, 28): (
        "19bo247p3dmn5k6h8cjqagfi 2acp358q4eno6l7i9dk0bhgj 3bdq46905fop7m8jael1cihk "
        "4ce057a16gpq8n9kbfm2djil 5df168b27hq09oalcgn3ekjm 6eg279c38i01apbmdho4flkn "
        "7fh38ad49j12bqcneip5gmlo 8gi49be5ak23c0dofjq6hnmp 9hj5acf6bl34d1epgk07ionq "
        "aik6bdg7cm45e2fqhl18jpo0 bjl7ceh8dn56f3g0im29kqp1 ckm8dfi9eo67g4h1jn3al0q2 "
        "dln9egjafp78h5i2ko4bm103 emoafhkbgq89i6j3lp5cn214 fnpbgilch09aj7k4mq6do325 "
        "goqchjmdi1abk8l5n07ep436 hp0diknej2bcl9m6o18fq547 iq1ejlofk3cdman7p29g0658 "
        "j02fkmpgl4denbo8q3ah1769 k13glnqhm5efocp904bi287a l24hmo0in6fgpdqa15cj398b "
        "m35inp1jo7ghqe0b26dk4a9c n46joq2kp8hi0f1c37el5bad o57kp03lq9ij1g2d48fm6cbe "
        "p68lq14m0ajk2h3e59gn7dcf q79m025n1bkl3i4f6aho8edg 08an136o2clm4j5g7bip9feh "
        "0mbg1nch2o8d3pej49fk5alq"
    ),
    (30, 28): (
        "1j6s3adh4nrt5epq7lfk8igm9cbo 2k7t4bei5os06fqr8mgl9jhnadcp 3l805cfj6pt17grs9nhmakiobedq "
        "4m916dgk7q028hstaoinbljpcfer 5na27ehl8r139it0bpjocmkqdgfs 6ob38fim9s24aj01cqkpdnlrehgt "
        "7pc49gjnat35bk12drlqeomsfih0 8qd5ahkob046cl23esmrfpntgji1 9re6bilpc157dm34ftnsgqo0hkj2 "
        "asf7cjmqd268en45g0othrp1ilk3 btg8dknre379fo56h1p0isq2jml4 c0h9elosf48agp67i2q1jtr3knm5 "
        "d1iafmptg59bhq78j3r2k0s4lon6 e2jbgnq0h6acir89k4s3l1t5mpo7 f3kchor1i7bdjs9al5t4m206nqp8 "
        "g4ldips2j8cektabm605n317orq9 h5mejqt3k9dfl0bcn716o428psra i6nfkr04laegm1cdo827p539qtsb "
        "j7ogls15mbfhn2dep938q64ar0tc k8phmt26ncgio3efqa49r75bs10d l9qin037odhjp4fgrb5as86ct21e "
        "marjo148peikq5ghsc6bt97d032f nbskp259qfjlr6hitd7c0a8e143g octlq36argkms7ij0e8d1b9f254h "
        "pd0mr47bshlnt8jk1f9e2cag365i qe1ns58ctimo09kl2gaf3dbh476j rf2ot69d0jnp1alm3hbg4eci587k "
        "sg3p07ae1koq2bmn4ich5fdj698l"
    ),
    (30, 29): (
        "06ht145r3dgl79ij8fanbkepcsmq 17i0256s4ehm8ajk9gboclfqdtnr 28j1367t5fin9bklahcpdmgre0os "
        "39k247806gjoaclmbidqenhsf1pt 4al358917hkpbdmncjerfoitg2q0 5bm469a28ilqcenodkfsgpj0h3r1 "
        "6cn57ab39jmrdfopelgthqk1i4s2 7do68bc4aknsegpqfmh0irl2j5t3 8ep79cd5blotfhqrgni1jsm3k604 "
        "9fq8ade6cmp0girshoj2ktn4l715 agr9bef7dnq1hjstipk3l0o5m826 bhsacfg8eor2ikt0jql4m1p6n937 "
        "citbdgh9fps3jl01krm5n2q7oa48 dj0cehiagqt4km12lsn6o3r8pb59 ek1dfijbhr05ln23mto7p4s9qc6a "
        "fl2egjkcis16mo34n0p8q5tard7b gm3fhkldjt27np45o1q9r60bse8c hn4gilmek038oq56p2ras71ctf9d "
        "io5hjmnfl149pr67q3sbt82d0gae jp6iknogm25aqs78r4tc093e1hbf kq7jlophn36brt89s50d1a4f2icg "
        "lr8kmpqio47cs09at61e2b5g3jdh ms9lnqrjp58dt1ab072f3c6h4kei ntamorskq69e02bc183g4d7i5lfj "
        "o0bnpstlr7af13cd294h5e8j6mgk p1coqt0ms8bg24de3a5i6f9k7nhl q2dpr01nt9ch35ef4b6j7gal8oim "
        "r3eqs12o0adi46fg5c7k8hbm9pjn s4frt23p1bej57gh6d8l9icnaqko"
    ),
    (30, 30): (
        "0tmq1o5i2e493bnp6kfl7hjsadgr 10nr2p6j3f5a4coq7lgm8iktbehs 21os3q7k4g6b5dpr8mhn9jl0cfit "
        "32pt4r8l5h7c6eqs9nioakm1dgj0 43q05s9m6i8d7frtaojpbln2ehk1 54r16tan7j9e8gs0bpkqcmo3fil2 "
        "65s270bo8kaf9ht1cqlrdnp4gjm3 76t381cp9lbgai02drmseoq5hkn4 870492dqamchbj13esntfpr6ilo5 "
        "9815a3erbndick24fto0gqs7jmp6 a926b4fscoejdl35g0p1hrt8knq7 ba37c5gtdpfkem46h1q2is09lor8 "
        "cb48d6h0eqglfn57i2r3jt1amps9 dc59e7i1frhmgo68j3s4k02bnqta ed6af8j2gsinhp79k4t5l13cor0b "
        "fe7bg9k3htjoiq8al506m24dps1c gf8chal4i0kpjr9bm617n35eqt2d hg9dibm5j1lqksacn728o46fr03e "
        "ihaejcn6k2mrltbdo839p57gs14f jibfkdo7l3nsm0cep94aq68ht25g kjcglep8m4otn1dfqa5br79i036h "
        "lkdhmfq9n5p0o2egrb6cs8aj147i mleingrao6q1p3fhsc7dt9bk258j nmfjohsbp7r2q4gitd8e0acl369k "
        "ongkpitcq8s3r5hj0e9f1bdm47al pohlqj0dr9t4s6ik1fag2cen58bm qpimrk1esa05t7jl2gbh3dfo69cn "
        "rqjnsl2ftb1608km3hci4egp7ado srkotm3g0c2719ln4idj5fhq8bep tslp0n4h1d382amo5jek6gir9cfq"
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
    """The stored evening for (v, rounds), players renamed by the seed and the rounds put in
    a good order (see in_good_order), or None."""
    text = EVENINGS.get((v, rounds))
    return None if text is None else evening(v, text, rng)


def evening(v: int, text: str, rng: random.Random) -> tuple[list[list[int]], list[frozenset[int]]]:
    """A stored evening's seats and sitters, players renamed and rounds ordered."""
    seats, sitters = renamed(v, text, rng)
    order = in_good_order(seats, sitters, rng)
    return [seats[k] for k in order], [sitters[k] for k in order]


def _pairs(seats: list[int]) -> tuple[frozenset[tuple[int, int]], frozenset[tuple[int, int]]]:
    """(partnerships, oppositions) of a round given as N, S, E, W per table."""
    mates: set[tuple[int, int]] = set()
    faced: set[tuple[int, int]] = set()
    for t in range(0, len(seats), 4):
        n, s, e, w = seats[t : t + 4]
        mates.update({(min(n, s), max(n, s)), (min(e, w), max(e, w))})
        faced.update((min(a, b), max(a, b)) for a in (n, s) for b in (e, w))
    return frozenset(mates), frozenset(faced)


def in_good_order(
    seats: list[list[int]],
    sitters: list[frozenset[int]],
    rng: random.Random,
    node_limit: int = 20_000,
) -> list[int]:
    """An order of the rounds in which nobody sits out twice running and as few pairs as the
    search finds face each other in consecutive rounds (movements.md section 5.2 (a)-(b)).

    The bounds do not depend on the order, so any order that keeps sit-outs apart will do;
    a depth-first search takes the least repeating next round first. The stored order (which
    keeps sit-outs apart) is the fallback if the search runs out of steps.
    """
    pairs = [_pairs(rnd) for rnd in seats]
    count = len(seats)

    def repeats(before: int, after: int) -> int:
        (mates0, faced0), (mates1, faced1) = pairs[before], pairs[after]
        return 2 * len(faced0 & faced1) + len(mates0 & faced1) + len(faced0 & mates1)

    path: list[int] = []
    used = [False] * count
    nodes = 0

    def extend() -> bool:
        nonlocal nodes
        if len(path) == count:
            return True
        last = path[-1] if path else None
        options = [
            k
            for k in range(count)
            if not used[k] and (last is None or not sitters[k] & sitters[last])
        ]
        rng.shuffle(options)
        if last is not None:
            options.sort(key=lambda k: repeats(last, k))
        for k in options:
            nodes += 1
            if nodes > node_limit:
                return False
            used[k] = True
            path.append(k)
            if extend():
                return True
            path.pop()
            used[k] = False
        return False

    return path if extend() else list(range(count))
