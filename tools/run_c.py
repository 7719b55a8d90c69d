"""Compile a small C program of a tool with `cc` and run it (the annealers of the tools)."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path


def run_c(source: str, arguments: list[str]) -> list[str]:
    """Compile the C source with `cc -O2` and run it; its printed lines. A program that ends
    with a non-zero status has said why on its first line, which becomes a SystemExit."""
    with tempfile.TemporaryDirectory() as tmp:
        source_file = Path(tmp) / "anneal.c"
        binary = Path(tmp) / "anneal"
        source_file.write_text(source)
        subprocess.run(["cc", "-O2", "-o", str(binary), str(source_file), "-lm"], check=True)
        run = subprocess.run([str(binary), *arguments], capture_output=True, text=True)
    lines = run.stdout.split("\n")
    if run.returncode:
        raise SystemExit(lines[0])
    return lines
