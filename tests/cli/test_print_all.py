"""`print EVENT --what all -o FOLDER`: every printable of the evening at one start (issue 24
item 5), each the PDF `--what NAME` writes, into a folder; nothing already there is written
over."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.cli.helpers import cli
from whistclub.cli.commands.print_event import ALL


def _text(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def test_every_printable_in_one_go_reads_as_each_printed_alone(
    capsys: pytest.CaptureFixture[str], demo_url: str, tmp_path: Path
) -> None:
    folder = tmp_path / "evening"
    status, out, err = cli(capsys, demo_url, "print", "latest", "--what", "all", "-o", str(folder))
    assert status == 0, err
    names = [line.split(" (")[0] for line in out.splitlines()]
    expected = [folder / f"{name.replace('-', '_')}.pdf" for name in ALL]
    assert names == [str(path) for path in expected]
    assert {p.name for p in folder.iterdir()} == {p.name for p in expected}
    for name, path in zip(ALL, expected, strict=True):
        alone = tmp_path / f"alone-{name}.pdf"
        assert cli(capsys, demo_url, "print", "latest", "--what", name, "-o", str(alone))[0] == 0
        assert _text(path) == _text(alone), name  # the same pages, word for word
    assert "Table 1" in _text(folder / "tables.pdf")[0]


def test_a_folder_already_holding_printables_is_refused_and_left_alone(
    capsys: pytest.CaptureFixture[str], demo_url: str, tmp_path: Path
) -> None:
    folder = tmp_path / "evening"
    folder.mkdir()
    earlier = folder / "standings.pdf"
    earlier.write_bytes(b"last week's standings")
    status, out, err = cli(capsys, demo_url, "print", "latest", "--what", "all", "-o", str(folder))
    assert status == 2 and out == ""
    assert "already holds standings.pdf" in err and "choose an empty folder" in err
    assert earlier.read_bytes() == b"last week's standings"
    assert [p.name for p in folder.iterdir()] == ["standings.pdf"]  # nothing else written

    a_file = tmp_path / "standings.pdf"
    a_file.write_bytes(b"x")
    status, _out, err = cli(capsys, demo_url, "print", "latest", "--what", "all", "-o", str(a_file))
    assert status == 2 and "this is a file; name a folder" in err


def test_a_reader_that_stops_early_does_not_stop_the_printing(
    demo_url: str, tmp_path: Path
) -> None:
    """`print --what all -o FOLDER | head -1`: the listing's reader leaves after one line and
    the command still writes every printable (it used to stop at the first line it could not
    write, with exit status 0 and some PDFs missing), saying nothing on stderr."""
    import os
    import subprocess
    import sys

    folder = tmp_path / "evening"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # every line written at once, as a TTY does
    command = [sys.executable, "-m", "whistclub.cli", "--database", demo_url, "print"]
    process = subprocess.Popen(
        [*command, "latest", "--what", "all", "-o", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()  # the reader leaves, as head does
    status = process.wait(timeout=120)
    err = process.stderr.read().decode()
    assert first.startswith(str(folder).encode())
    assert status == 0 and err == ""
    assert {p.name for p in folder.iterdir()} == {f"{n.replace('-', '_')}.pdf" for n in ALL}
