"""`whistclub-cli score` on partnership games: the real command, its JSON and its refusals."""

import json
import subprocess
import sys

import pytest

CLI = [sys.executable, "-m", "whistclub.cli", "score", "-"]


def score(document) -> subprocess.CompletedProcess:
    text = document if isinstance(document, str) else json.dumps(document)
    return subprocess.run(CLI, input=text, capture_output=True, text=True, timeout=60)


def scored(document) -> dict:
    done = score(document)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_issue_example_document():
    out = scored(
        {
            "profile": "english_short_001",
            "rules": {},
            "start": {"NS": 2, "EW": 0},
            "deals": [
                {
                    "tricks": {"NS": 9, "EW": 4},
                    "honours": {"NS": 3, "EW": 1},
                    "revokes": [{"side": "EW", "by": "player", "penalty": "take_3_tricks"}],
                }
            ],
        }
    )
    (deal,) = out["deals"]
    assert deal["game"] == 1
    assert deal["delta"] == {"NS": 6, "EW": 0}
    assert deal["score"] == {"NS": 8, "EW": 0}
    assert deal["explanation"][0] == "EW revoked: NS take 3 of EW's tricks (NS now 12, EW 1)"
    # seed 001 scores the rubber in points: the game has no treble value to report
    assert out["games"] == [{"game": 1, "winner": "NS", "final_score": {"NS": 8, "EW": 0}}]
    assert deal["explanation"][-1] == "NS win game 1, 8 to 0"
    assert out["rubber"]["winner"] is None
    assert out["rubber"]["margin"] is None  # nobody has won the rubber yet
    assert out["rubber"]["games_won"] == {"NS": 1, "EW": 0}


def test_rubber_won_on_fewer_points_prints_the_winners_negative_margin():
    # issue 28: NS win the games 2-1 but score 10 points to 12
    deals = [
        {"tricks": {"NS": ns}, "honours": {"NS": honours}}
        for ns, honours in ((7, 2), (5, 1), (8, 3), (4, 0), (7, 3), (6, 3))
    ]
    rubber = scored({"profile": "english_short_001", "deals": deals})["rubber"]
    assert rubber["winner"] == "NS"
    assert rubber["games_won"] == {"NS": 2, "EW": 1}
    assert rubber["points"] == {"NS": 10, "EW": 12}
    assert rubber["margin"] == -2
    assert rubber["explanation"][-1] == "Rubber: NS 10 to 12, a margin of -2"


def test_seed_000_example_through_the_command():
    out = scored(
        {
            "profile": "short_whist_000",
            "start": {"NS": 2, "EW": 0},
            "deals": [{"tricks": {"NS": 9, "EW": 4}}],
        }
    )
    assert out["deals"][0]["score"] == {"NS": 5, "EW": 0}
    assert out["games"] == [{"game": 1, "winner": "NS", "final_score": {"NS": 5, "EW": 0}}]
    assert "rubber" not in out  # seed 000 has no rubber, no game values


def test_whole_rubber_with_blocked_honours_explained():
    out = scored(
        {
            "profile": "classic_cavendish_short",
            "deals": [
                {"tricks": {"NS": 11, "EW": 2}, "honours": {"NS": 2, "EW": 2}},
                {"tricks": {"NS": 3, "EW": 10}, "honours": {"NS": 2, "EW": 2}},
                {"tricks": {"NS": 8, "EW": 5}, "honours": {"NS": 1, "EW": 3}},
                {"tricks": {"NS": 10, "EW": 3}, "honours": {"NS": 2, "EW": 2}},
            ],
        }
    )
    assert "EW 3 honours: 2, blocked at 4" in out["deals"][2]["explanation"]
    assert out["rubber"] == {
        "winner": "NS",
        "points": {"NS": 3 + 1 + 2, "EW": 0},
        "margin": 6,
        "games_won": {"NS": 2, "EW": 0},
        "explanation": out["rubber"]["explanation"],
    }
    assert out["games"][1]["value"] == 1  # NS 6 to EW 4: a single


@pytest.mark.parametrize(
    ("document", "expected"),
    [
        (
            {"profile": "english_short_001", "deals": [{"tricks": {"NS": 9, "EW": 5}}]},
            "error: deal 1, field tricks: NS 9 + EW 5 = 14 tricks, but every deal has 13",
        ),
        (
            {
                "profile": "english_short_001",
                "deals": [{"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 4, "EW": 1}}],
            },
            "error: deal 1, field honours: NS 4 + EW 1 = 5 honours",
        ),
        (
            {
                "profile": "english_short_001",
                "deals": [
                    {
                        "tricks": {"NS": 9, "EW": 4},
                        "revokes": [
                            {"side": "EW", "penalty": ["take_3_tricks", "add_3_to_claimants"]}
                        ],
                    }
                ],
            },
            "error: deal 1, field revokes, revoke 1: a revoke penalty cannot be divided",
        ),
        (
            {
                "profile": "short_whist_000",
                "deals": [{"tricks": {"NS": 13, "EW": 0}}, {"tricks": {"NS": 7, "EW": 6}}],
            },
            "error: deal 2: the game was already decided at deal 1",
        ),
        (
            {"profile": "english_short_001", "deals": [{"tricks": {"NS": 12, "EW": 1}}] * 3},
            "error: deal 3: the rubber was already decided at deal 2",
        ),
        ({"profile": "whist_of_mars", "deals": []}, "error: unknown profile 'whist_of_mars'"),
        (
            {"profile": "english_short_001", "rules": {"honors": False}, "deals": []},
            "error: rules: unknown switch 'honors'",
        ),
        ("{not json", "error: standard input is not valid JSON"),
        ({"deals": []}, "error: input, field profile: give the profile name"),
    ],
)
def test_bad_input_is_one_line_and_status_2(document, expected):
    done = score(document)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(expected), lines[0]
    assert "Traceback" not in done.stderr
