"""Hostile input files, made by the tests themselves: zip bombs, XML entity bombs, flipped
bytes, truncated files, deep JSON, huge numbers (issue 22, "Done when")."""

from __future__ import annotations

import io
import random
import struct
import zlib
from pathlib import Path

from openpyxl import Workbook

BOMB_BLOCK = 1 << 24  # 16 MiB of zeros, deflated once and repeated


def zip_bomb(path: Path, inflated_blocks: int = 180) -> Path:
    """A ~3 MB .xlsx whose one sheet inflates to inflated_blocks x 16 MiB (3 GB by default).

    Deflating 3 GB takes 20 s, so one block is deflated once after a full flush (which resets
    the compressor, so every block compresses to the same bytes) and the bytes are repeated;
    the zip's headers are written by hand around them.
    """
    block = bytes(BOMB_BLOCK)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    compressor.compress(block)
    compressor.flush(zlib.Z_FULL_FLUSH)
    repeated = compressor.compress(block) + compressor.flush(zlib.Z_FULL_FLUSH)
    data = repeated * inflated_blocks + compressor.flush()
    crc = 0
    for _ in range(inflated_blocks):
        crc = zlib.crc32(block, crc)
    name = b"xl/worksheets/sheet1.xml"
    size = BOMB_BLOCK * inflated_blocks
    assert size < 1 << 32, "no zip64 here"
    local = struct.pack(
        "<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0, crc, len(data), size, len(name), 0
    )
    central = struct.pack(
        "<IHHHHHHIIIHHHHHII",
        0x02014B50, 20, 20, 0, 8, 0, 0, crc, len(data), size, len(name), 0, 0, 0, 0, 0, 0,
    )  # fmt: skip
    end = struct.pack(
        "<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central) + len(name), len(local) + len(name)
        + len(data), 0,
    )  # fmt: skip
    path.write_bytes(local + name + data + central + name + end)
    return path


def player_workbook(names: list[str]) -> bytes:
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.append(["name", "membership_number"])
    for number, name in enumerate(names, start=1):
        sheet.append([name, str(number)])
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def rewrite_part(xlsx: bytes, part: str, new: bytes) -> bytes:
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(xlsx)) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = new if info.filename == part else source.read(info)
            target.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


LAUGHS = (
    b'<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
    + b"".join(
        b'<!ENTITY lol%d "%s">' % (i, (b"&lol%d;" % (i - 1) if i > 1 else b"&lol;") * 10)
        for i in range(1, 10)
    )
    + b']>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    b'<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row>'
    b"</sheetData></worksheet>"
)


def entity_bomb(path: Path) -> Path:
    """A real workbook whose sheet expands one entity to a billion 'lol's."""
    path.write_bytes(rewrite_part(player_workbook(["Ann"]), "xl/worksheets/sheet1.xml", LAUGHS))
    return path


def flipped(data: bytes, rng: random.Random, flips: int = 8) -> bytes:
    """DATA with a few bytes replaced at random places (a damaged USB stick)."""
    damaged = bytearray(data)
    for _ in range(flips):
        damaged[rng.randrange(len(damaged))] = rng.randrange(256)
    return bytes(damaged)


def truncated(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def deep_json(levels: int) -> str:
    return "[" * levels + "]" * levels


def huge_number(digits: int) -> str:
    return "9" * digits
