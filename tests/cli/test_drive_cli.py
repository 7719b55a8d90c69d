"""`whistclub-cli drive score FILE|-`: the documented example, and refusals in one line."""

import copy
import io
import json
from pathlib import Path

import pytest

from whistclub.cli import main

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "drive-progressive.json"


def run(capsys, monkeypatch, document):
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(document)))
    status = main(["drive", "score", "-"])
    out, err = capsys.readouterr()
    return status, out, err


def example():
    return json.loads(EXAMPLE.read_text(encoding="utf-8"))


def test_the_documented_example_is_worked_out(capsys):
    assert main(["drive", "score", str(EXAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [c["change"] for c in out["changes"]] == [1, 2, 3, 4, 5, 6]
    # Change 1 -> 2 by hand (winners move, circle, May Wood (13) spare on the ladies' bench):
    # table 1 NS (1, 2) won 7: Ann up to 2, Bob down to 3; table 2 EW (7, 8) won 9: Gail up
    # to 3, Hugh down to 1; table 3 NS (9, 10) won 9: Ida would walk round to table 1, so she
    # sits out and May comes in; Jim down to 2.
    assert out["changes"][1]["seating"] == [
        {"table": 1, "ns": [13, 4], "ew": [3, 8]},
        {"table": 2, "ns": [5, 10], "ew": [1, 6]},
        {"table": 3, "ns": [7, 12], "ew": [11, 2]},
    ]
    assert out["changes"][1]["sitting_out"] == [9]
    assert out["changes"][0]["results"][1] == {"table": 2, "ns": [4], "ew": [9]}
    assert out["exceptions"] == [
        {
            "change": 3,
            "table": 3,
            "note": "misdeal found after play: a card short, approved by the M.C.",
        }
    ]
    # Ann Lee: NS 7 at change 1, EW 3 (v 10) at 2, EW 6 (v 7) at 3, EW 2 at 4 (v 11),
    # EW 7 at 5 (v 6), EW 9 at 6 (v 4): 7+3+6+2+7+9 = 34; halves 16 and 18.
    ann = next(s for s in out["standings"] if s["card"] == 1)
    assert ann == {
        "card": 1,
        "name": "Ann Lee",
        "role": "lady",
        "total": 34,
        "halves": [16, 18],
        "hands_played": 6,
        "hands_won": 3,
        "ten_plus": 0,
        "average": 5.67,
        "sat_out": 0,
        "rank": 10,
        "role_rank": 7,
    }
    latecomer = next(s for s in out["standings"] if s["card"] == 14)
    assert latecomer["halves"] == [0, 17] and latecomer["hands_played"] == 3
    prizes = {p["name"]: p for p in out["prizes"]}
    assert prizes["First lady"]["cards"] == [5]
    assert prizes["Best first half"]["reason"].endswith(
        "Jim Cole (card 10) scored 27 but already won First gent (one prize per person)."
    )
    assert out["next"] is None


def test_an_evening_in_progress_shows_the_next_change(capsys, monkeypatch):
    document = example()
    document["results"] = document["results"][:2]
    status, out, _ = run(capsys, monkeypatch, document)
    assert status == 0
    data = json.loads(out)
    assert data["next"]["change"] == 3
    assert data["next"]["seating"][0] == {"table": 1, "ns": [13, 10], "ew": [9, 4]}


def test_the_first_seating_is_drawn_from_the_seed(capsys, monkeypatch):
    document = example()
    del document["seating"]
    document["results"] = []
    document["seed"] = 11
    status, out, _ = run(capsys, monkeypatch, document)
    first = json.loads(out)["next"]
    assert status == 0 and first["change"] == 1 and len(first["seating"]) == 3
    ladies = {e["card"] for e in document["entrants"] if e["role"] == "lady"}
    assert all(t["ns"][0] in ladies and t["ew"][0] in ladies for t in first["seating"])
    _, out_again, _ = run(capsys, monkeypatch, document)
    assert json.loads(out_again)["next"] == first  # the same seed draws the same seating


def broken(change):
    document = example()
    change(document)
    return document


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["results"][0].append({"table": 4, "ns": [7]}),
            "error: change 1: table 4 is not in play (tables in play: 1, 2, 3);"
            " check the table number",
        ),
        (
            lambda d: d["results"][1].__setitem__(0, {"table": 1, "ns": [14]}),
            "error: change 2, table 1, hand 1: tricks must be a whole number from 0 to 13, not 14",
        ),
        (
            lambda d: d["results"][1].__setitem__(0, {"table": 1, "ns": [9], "ew": [6]}),
            "error: change 2, table 1, hand 1: North-South 9 and East-West 6 make 15, more"
            " than 13 tricks; check the cards",
        ),
        (
            lambda d: d["seating"][1]["ns"].__setitem__(0, 1),
            "error: change 1, seating: card 1 is seated twice",
        ),
        (
            lambda d: d.__setitem__("format", "bridge"),
            "error: input, field format: 'bridge' is not one of: progressive, semi_partner,"
            " partner, individual",
        ),
        (
            lambda d: d["entrants"][0].__setitem__("role", "knight"),
            "error: entrants, item 1, field role: 'knight' is not one of: lady, gent",
        ),
        (
            lambda d: d.__setitem__("changes", "six"),
            "error: input, field changes: changes must be a whole number, not 'six'",
        ),
        (
            lambda d: d.__setitem__("entry_fee", True),
            "error: input, field entry_fee: entry_fee must be a number, not True",
        ),
        (
            lambda d: d["prizes"].append({"name": "Odd", "place": 0}),
            'error: prize 7 (Odd): place must be 1, 2, 3, ... or "last", not 0',
        ),
    ],
)
def test_invalid_input_gets_one_clear_line_and_status_2(capsys, monkeypatch, change, message):
    status, out, err = run(capsys, monkeypatch, broken(change))
    assert status == 2 and out == ""
    assert err == message + "\n"


def test_not_json_and_missing_file(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr("sys.stdin", io.StringIO("{"))
    assert main(["drive", "score", "-"]) == 2
    assert capsys.readouterr().err.startswith("error: standard input is not valid JSON")
    assert main(["drive", "score", str(tmp_path / "none.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_a_subcommand_is_required(capsys):
    assert main(["drive"]) == 2
    assert "required" in capsys.readouterr().err


def test_the_example_is_not_changed_by_reading(capsys):
    before = copy.deepcopy(example())
    main(["drive", "score", str(EXAMPLE)])
    capsys.readouterr()
    assert example() == before


def test_a_three_handed_table_with_a_dummy(capsys, monkeypatch):
    """15 players with short_table "dummy": 4 tables, the dummy hand (card 0) in the gents'
    line; a gent arriving at change 3 takes the dummy's seat."""
    entrants = [{"card": c, "name": f"L{c}", "role": "lady"} for c in range(1, 9)]
    entrants += [{"card": c, "name": f"G{c}", "role": "gent"} for c in range(9, 16)]
    entrants.append({"card": 16, "name": "Late gent", "role": "gent", "joins_at": 3})
    document = {
        "format": "progressive",
        "changes": 4,
        "short_table": "dummy",
        "seed": 4,
        "entrants": entrants,
        "results": [[{"table": t, "ns": [7]} for t in range(1, 5)] for _ in range(3)],
    }
    status, out, err = run(capsys, monkeypatch, document)
    assert status == 0, err
    data = json.loads(out)
    for change in data["changes"]:
        seated = [c for t in change["seating"] for c in (*t["ns"], *t["ew"])]
        assert len(change["seating"]) == 4 and change["sitting_out"] == []
        assert seated.count(0) == (1 if change["change"] < 3 else 0)
    gent_seats = [t[side][1] for t in data["changes"][0]["seating"] for side in ("ns", "ew")]
    assert 0 in gent_seats
    standings = {s["card"]: s for s in data["standings"]}
    assert 0 not in standings
    assert standings[16]["hands_played"] == 1  # change 3 only (change 4 has no results)
    document["short_table"] = "sit_out"
    document["seating"] = data["changes"][0]["seating"]
    status, _, err = run(capsys, monkeypatch, document)
    assert status == 2
    assert "card 0, the dummy hand, needs short_table: dummy" in err


def test_explain_adds_each_players_card_in_words(capsys, monkeypatch):
    document = example()
    document["explain"] = True
    status, out, _ = run(capsys, monkeypatch, document)
    ann = next(s for s in json.loads(out)["standings"] if s["card"] == 1)
    assert status == 0 and len(ann["card_lines"]) == 6
    assert ann["card_lines"][0] == (
        "Change 1, hand 1 (hearts): table 1, North with Bob Hart (card 2) against Cath Moss"
        " (card 3) and Dan Reid (card 4): 7 tricks to 6, won."
    )
    ida = next(s for s in json.loads(out)["standings"] if s["card"] == 9)
    assert (
        ida["card_lines"][1]
        == "Change 2, hand 2 (clubs): sat out, scoring the room's average: 6.5."
    )


def test_the_seatings_printed_can_be_fed_back_as_recorded_facts(capsys, monkeypatch):
    """What the app prints is what it would record: the same evening read back with every
    seating given (and the results) is worked out the same."""
    document = example()
    document["results"] = document["results"][:5]
    _, out, _ = run(capsys, monkeypatch, document)
    first = json.loads(out)
    document["seatings"] = [
        {"tables": c["seating"], "sitting_out": c["sitting_out"]} for c in first["changes"]
    ]
    del document["seating"]
    _, again, _ = run(capsys, monkeypatch, document)
    assert json.loads(again) == first
    assert first["next"]["change"] == 6
