"""Fuzzing whistclub-cli (issue 22, "Done when"): every command, given hostile input made by
this test itself (zip and XML entity bombs, flipped bytes, truncated files and databases,
deep JSON, huge numbers, wrong types, random arguments), in process and in subprocesses.

Zero tracebacks, zero hangs (a timeout per case), and every refusal is one line starting
`error: ` with exit status 2 (`import-players` may list `refused: ` lines before it; `check`
exits 1 when it reports problems).

The suite runs a small sample; `make fuzz` runs 10,000 cases (WHISTCLUB_FUZZ_EXAMPLES).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile import (
    deep_json,
    entity_bomb,
    flipped,
    huge_number,
    player_workbook,
    truncated,
    zip_bomb,
)
from whistclub.cli import main
from whistclub.persistence.engine import sqlite_url

ROOT = Path(__file__).parents[2]
EXAMPLES = int(os.environ.get("WHISTCLUB_FUZZ_EXAMPLES", "150"))
# The suite's sample is the same every run (no flaky CI); `make fuzz` draws new cases each time.
SAME_SAMPLE = "WHISTCLUB_FUZZ_EXAMPLES" not in os.environ
SUBPROCESS_EXAMPLES = max(8, EXAMPLES // 100)
CASE_TIMEOUT = 20  # seconds; a case of the sample takes well under one
LONGEST_LINE = 540  # docs/cli.md: a message is at most 500 characters, plus its prefix

# -- the corpus ----------------------------------------------------------------------------


@dataclass
class Corpus:
    folder: Path
    club: bytes  # a demo club database
    json_seeds: list[dict[str, Any]]
    files: dict[str, Path]  # hostile or plain files by kind


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    folder = tmp_path_factory.mktemp("fuzz")
    club = folder / "club.sqlite3"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["--database", sqlite_url(club), "demo"]) == 0
    seeds = [
        json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "docs/examples").glob("*.json")
    ]
    workbook = player_workbook([f"Player {n}" for n in range(30)])
    rng = random.Random(22)
    files = {
        "zip_bomb": zip_bomb(folder / "bomb.xlsx", inflated_blocks=8),  # 128 MB inflated
        "entity_bomb": entity_bomb(folder / "laughs.xlsx"),
        "folder": folder / "a folder.xlsx",
    }
    files["folder"].mkdir()
    for name, data in {
        "workbook.xlsx": workbook,
        "flipped.xlsx": flipped(workbook, rng, 10),
        "truncated.xlsx": truncated(workbook, rng),
        "players.csv": b"name,membership_number,notes\nAnn,1,\n=HYPERLINK(),2,x\n",
        "binary.csv": os.urandom(2000),
        "deep.json": deep_json(100_000).encode(),
        "huge.json": b'{"profile": "english_short_001", "deals": [{"tricks": {"NS": '
        + huge_number(5000).encode()
        + b"}}]}",
        "nan.json": b'{"entry_fee": NaN}',
        "empty.json": b"",
        "latin1.json": '{"profile": "señor"}'.encode("latin-1"),
        "club_backup.sqlite3": club.read_bytes(),
        "truncated.sqlite3": club.read_bytes()[:50_000],
        "flipped.sqlite3": flipped(club.read_bytes(), rng, 40),
    }.items():
        files[name] = folder / name
        files[name].write_bytes(data)
    return Corpus(folder, club.read_bytes(), seeds, files)


# -- hostile values and documents ------------------------------------------------------------

HOSTILE_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**15, max_value=10**40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.just("x" * 200_000),
    st.lists(st.integers(min_value=-3, max_value=40), max_size=5),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.sampled_from(["@@DEEP@@", "@@HUGE@@", "@@NAN@@", "@@INF@@"]),
)
RAW = {
    '"@@DEEP@@"': deep_json(3000),
    '"@@HUGE@@"': huge_number(4400),
    '"@@NAN@@"': "NaN",
    '"@@INF@@"': "-Infinity",
}


def mutate(document: Any, data: st.DataObject) -> Any:
    """The document with a few values (anywhere in it) replaced by hostile ones."""
    for _ in range(data.draw(st.integers(min_value=0, max_value=3))):
        target, key = document, None
        while isinstance(target, dict | list) and target and data.draw(st.booleans()):
            keys = list(target) if isinstance(target, dict) else list(range(len(target)))
            key = data.draw(st.sampled_from(keys))
            if not isinstance(target[key], dict | list):
                break
            target = target[key]
        if isinstance(target, dict):
            field = data.draw(st.sampled_from([*target, "unknown"])) if key is None else key
            target[field] = data.draw(HOSTILE_VALUES)
        elif isinstance(target, list) and target:
            target[data.draw(st.integers(0, len(target) - 1))] = data.draw(HOSTILE_VALUES)
    return document


def json_input(corpus: Corpus, data: st.DataObject, folder: Path) -> str:
    kind = data.draw(st.sampled_from(["mutated", "mutated", "file", "bytes"]))
    if kind == "file":
        name = data.draw(st.sampled_from(["deep.json", "huge.json", "nan.json", "empty.json",
                                           "latin1.json", "workbook.xlsx", "folder"]))  # fmt: skip
        return str(corpus.files[name])
    path = folder / "input.json"
    if kind == "bytes":
        seed = json.dumps(data.draw(st.sampled_from(corpus.json_seeds))).encode()
        path.write_bytes(data.draw(st.sampled_from([flipped, truncated]))(
            seed, random.Random(data.draw(st.integers(0, 10**6)))))  # fmt: skip
        return str(path)
    document = mutate(json.loads(json.dumps(data.draw(st.sampled_from(corpus.json_seeds)))), data)
    text = json.dumps(document)
    for placeholder, raw in RAW.items():
        text = text.replace(placeholder, raw)
    path.write_text(text, encoding="utf-8")
    return str(path)


def club_database(corpus: Corpus, data: st.DataObject, folder: Path) -> str:
    """A copy of the demo club, damaged now and then, or a new or impossible database."""
    kind = data.draw(st.sampled_from(["club", "club", "flipped", "truncated", "new", "a file"]))
    path = folder / "club.sqlite3"
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    if kind == "club":
        path.write_bytes(corpus.club)
    elif kind == "flipped":
        path.write_bytes(flipped(corpus.club, rng, rng.randrange(1, 60)))
    elif kind == "truncated":
        path.write_bytes(truncated(corpus.club, rng))
    elif kind == "a file":
        (folder / "usb").write_text("a file where the folder was", encoding="utf-8")
        path = folder / "usb" / "club.sqlite3"
    return sqlite_url(path)


NUMBERS = st.one_of(
    st.integers(min_value=-10, max_value=500).map(str),
    st.sampled_from([str(2**31), str(10**20), huge_number(5000), "eight", "", "1e3", "-0"]),
)
TEXTS = st.one_of(st.text(max_size=20), st.just("N" * 100_000))


def arguments(corpus: Corpus, data: st.DataObject, folder: Path) -> list[str]:
    """One command line, for any command, with hostile arguments."""
    out = str(folder / data.draw(st.sampled_from(["out.pdf", "out.xlsx", "missing/out.pdf"])))
    command = data.draw(st.sampled_from(
        ["score", "drive", "movement", "print", "export", "import-players", "check", "backup",
         "restore", "demo", "noise", "season", "record", "publish"]))  # fmt: skip
    if command == "score":
        return ["score", json_input(corpus, data, folder)]
    if command == "drive":
        extra = data.draw(st.sampled_from([[], ["--pdf", out], ["--xlsx", out]]))
        return ["drive", "score", json_input(corpus, data, folder), *extra]
    if command == "movement":
        argv = ["movement", "--players", data.draw(NUMBERS)]
        for option in ("--rounds", "--seed"):
            if data.draw(st.booleans()):
                argv += [option, data.draw(NUMBERS)]
        if data.draw(st.booleans()):
            argv += ["--fixed", data.draw(st.one_of(TEXTS, st.just("3,17"), st.just("1,2,3,4")))]
        return argv + data.draw(st.sampled_from([[], ["--three-handed"], ["--format", "text"]]))
    if command == "noise":
        return data.draw(st.lists(st.one_of(TEXTS, st.sampled_from(["--database", "-", "--to"])),
                                  max_size=5))  # fmt: skip
    database = ["--database", club_database(corpus, data, folder)]
    if command == "print":
        what = data.draw(st.sampled_from(["cards", "tables", "guide", "standings", "nonsense"]))
        event = data.draw(st.sampled_from(["latest", "1", "2026-11-27", "0", huge_number(5000)]))
        argv = ["print", event, "--what", what, "-o", out, "--blank", data.draw(NUMBERS)]
        if data.draw(st.booleans()):
            argv += ["--club-name", data.draw(TEXTS)]
        return database + argv
    if command == "export":
        return database + data.draw(st.sampled_from(
            [["export", "--to", str(folder / "export")], ["export", "latest", "--xlsx", out],
             ["export", "--to", str(corpus.files["club_backup.sqlite3"])]]))  # fmt: skip
    if command == "import-players":
        name = data.draw(st.sampled_from(["zip_bomb", "entity_bomb", "folder", "workbook.xlsx",
                                           "flipped.xlsx", "truncated.xlsx", "players.csv",
                                           "binary.csv", "deep.json"]))  # fmt: skip
        source = str(corpus.files[name]) if name in corpus.files else "/dev/null"
        return [*database, "import-players", source, *data.draw(st.sampled_from([[], ["--apply"]]))]
    if command == "restore":
        backups = ["club_backup.sqlite3", "truncated.sqlite3", "flipped.sqlite3", "folder"]
        backup = data.draw(st.sampled_from([*backups, "workbook.xlsx"]))
        return [*database, "restore", str(corpus.files[backup])]
    if command == "backup":
        return [
            *database,
            "backup",
            "--to",
            data.draw(st.sampled_from([out, str(folder / "b.sqlite3")])),
        ]
    if command == "demo":
        return [*database, "demo", "--seed", data.draw(NUMBERS)]
    if command == "season":
        argv = [
            "season",
            *data.draw(
                st.sampled_from(
                    [
                        [],
                        ["--format", "json"],
                        ["--pdf", out],
                        ["--xlsx", out],
                        ["--new", "2027-28"],
                    ]
                )
            ),
        ]
        for option in ("--season", "--competition", "--as-of", "--start"):
            if data.draw(st.booleans()):
                argv += [option, data.draw(st.one_of(TEXTS, st.just("2026-11-27")))]
        if data.draw(st.booleans()):
            argv += [
                "--add-competition",
                data.draw(TEXTS),
                "--rule",
                json_input(corpus, data, folder),
            ]
        return [*database, *argv]
    if command == "record":
        argv = ["record", *data.draw(st.sampled_from([[], ["--all"], ["--pdf", out]]))]
        if data.draw(st.booleans()):
            argv += ["--player", data.draw(st.one_of(TEXTS, st.just("1")))]
        return [*database, *argv]
    if command == "publish":
        where = data.draw(
            st.sampled_from(
                [str(folder / "site"), str(corpus.files["club_backup.sqlite3"]), "/dev/null"]
            )
        )
        argv = ["publish", "--to", where]
        if data.draw(st.booleans()):
            argv += ["--club-name", data.draw(TEXTS)]
        return [*database, *argv]
    return [*database, "check"]


# -- the oracle ----------------------------------------------------------------------------


class Hang(BaseException):
    """A case ran past CASE_TIMEOUT (BaseException: the CLI's last resort must not catch it)."""


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    def hang(signum: int, frame: Any) -> None:
        raise Hang(f"no answer after {seconds} s")

    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def judge(argv: list[str], status: int, err: str) -> None:
    shown = f"{argv!r:.300}"
    assert "Traceback" not in err, f"{shown}\n{err[-3000:]}"
    assert status in (0, 1, 2), f"{shown}: exit status {status}\n{err[-2000:]}"
    lines = err.splitlines()
    assert all(len(line) <= LONGEST_LINE for line in lines), f"{shown}: a long line"
    if status == 2:
        assert lines and lines[-1].startswith("error: "), f"{shown}\n{err[-2000:]}"
        assert sum(line.startswith("error: ") for line in lines) == 1, f"{shown}\n{err[-2000:]}"
        assert all(line.startswith(("error: ", "refused: ")) for line in lines), (
            f"{shown}\n{err[-2000:]}"
        )


def run_in_process(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(deep_json(5000).encode()))
    try:
        with (
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(err),
            time_limit(CASE_TIMEOUT),
        ):
            status = main(argv)
    finally:
        sys.stdin = stdin
    return status, err.getvalue()


def run_subprocess(argv: list[str], folder: Path) -> tuple[int, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "WHISTCLUB_DATA_DIR": str(folder / "data")}
    env.pop("WHISTCLUB_DEBUG", None)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "whistclub.cli", *argv],
            capture_output=True,
            text=True,
            env=env,
            stdin=subprocess.DEVNULL,
            timeout=CASE_TIMEOUT + 10,
        )
    except subprocess.TimeoutExpired:
        raise AssertionError(f"{argv!r:.300}: no answer after {CASE_TIMEOUT + 10} s") from None
    return result.returncode, result.stderr


FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=SAME_SAMPLE,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                           HealthCheck.data_too_large],
)  # fmt: skip


def case(
    corpus: Corpus, data: st.DataObject, run: Callable[[list[str], Path], tuple[int, str]]
) -> None:
    with tempfile.TemporaryDirectory(dir=corpus.folder) as scratch:
        folder = Path(scratch)
        argv = arguments(corpus, data, folder)
        try:
            status, err = run(argv, folder)
        except Hang as hang:  # told as a failure, with the command line that hung
            raise AssertionError(f"{argv!r:.300}: {hang}") from None
        judge(argv, status, err)


@FUZZ
@given(data=st.data())
def test_every_command_in_process(corpus: Corpus, data: st.DataObject) -> None:
    os.environ.pop("WHISTCLUB_DEBUG", None)
    case(corpus, data, lambda argv, folder: run_in_process(argv))


@settings(FUZZ, max_examples=SUBPROCESS_EXAMPLES)
@given(data=st.data())
def test_a_sample_in_subprocesses(corpus: Corpus, data: st.DataObject) -> None:
    case(corpus, data, run_subprocess)
