"""`export --to DIR` streams (issue 24) and writes, byte for byte, what the export wrote when it
held the whole club in memory: that export is kept here as the reference, verbatim but for the
audit's derived columns (event_id, game_id), which it never had."""

from __future__ import annotations

import csv
import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.persistence.databases import database, database_url  # noqa: F401 (fixtures)
from whistclub import __version__
from whistclub.persistence import audit_chain, open_database
from whistclub.persistence.database import Database, head_revision
from whistclub.persistence.engine import sqlite_url
from whistclub.persistence.mappers import game_document
from whistclub.persistence.rows import metadata
from whistclub.services import club, drives, export, export_rows
from whistclub.services import settings as club_settings
from whistclub.services.demo import write_demo

NOW = datetime(2026, 12, 2, 2, 30, tzinfo=UTC)


def reference_export(opened: Database, folder: Path) -> None:
    """The export as it was before it streamed (whistclub/services/export.py at 4c952a4)."""
    folder.mkdir()
    with opened.engine.connect() as connection, connection.begin():
        tables = {name: _all_rows(connection, name) for name in metadata.tables}
        for file_name, (table, columns) in export.CSV_FILES.items():
            with (folder / file_name).open("w", encoding="utf-8-sig", newline="") as handle:
                writer = csv.writer(handle)
                writer.writerow(columns)
                for row in tables[table]:
                    writer.writerow([export.csv_cell(row[column]) for column in columns])
    (folder / "club.json").write_text(
        json.dumps(_club_json(tables), ensure_ascii=False, indent=2, default=export._json_default),
        encoding="utf-8",
    )


def _all_rows(connection: sa.Connection, name: str) -> list[dict[str, Any]]:
    table = metadata.tables[name]
    skip = {"event_id", "game_id"} if name == "audit" else set()
    columns = [c for c in table.c if c.name not in skip]
    return [
        dict(row) for row in connection.execute(sa.select(*columns).order_by(table.c.id)).mappings()
    ]


def _club_json(tables: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    deals_by_game: dict[int, list[dict[str, Any]]] = {}
    for deal in tables["deal"]:
        deals_by_game.setdefault(deal["game_id"], []).append(deal)
    seats_by_game: dict[int, dict[str, int | None]] = {}
    for seat in tables["game_seat"]:
        seats_by_game.setdefault(seat["game_id"], {})[seat["seat"]] = seat["player_id"]
    games = []
    for game in tables["game"]:
        document = game_document(game["header"], deals_by_game.get(game["id"], []))
        games.append(
            {
                "id": game["id"],
                "season_id": game["season_id"],
                "title": game["title"],
                "played_on": game["played_on"],
                "seats": seats_by_game.get(game["id"], {}),
                "document": document,
                "derived": export._derived(document),
            }
        )
    parts = {"entrants": "drive_entrant", "entrant_changes": "drive_entrant_change"}
    parts |= {"seatings": "drive_seating", "results": "drive_table_result"}
    drives_out = [
        {
            **event,
            **{
                key: [row for row in tables[table] if row["event_id"] == event["id"]]
                for key, table in parts.items()
            },
        }
        for event in tables["drive_event"]
    ]
    return {
        "format": "whistclub-club-export",
        "app_version": __version__,
        "schema_revision": head_revision(),
        "exported_at": NOW.isoformat(),
        "players": tables["player"],
        "seasons": tables["season"],
        "competitions": tables["competition"],
        "games": games,
        "drives": drives_out,
        "settings": tables["setting"],
        "audit": tables["audit"],
    }


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_the_streamed_export_is_byte_identical_on_the_demo_club(
    database: Database,  # noqa: F811
    tmp_path: Path,
) -> None:
    write_demo(database)
    # an evening with no rows yet and a formula-like name: empty lists and neutralised text
    drives.create_event(database, "=Empty evening")
    club.register_player(database, "+Zed")
    exported = export.export_club(database, tmp_path / "streamed", now=NOW)
    reference_export(database, tmp_path / "reference")
    streamed, reference = _files(tmp_path / "streamed"), _files(tmp_path / "reference")
    assert list(streamed) == list(reference) and len(streamed) == 14
    for name, content in reference.items():
        assert streamed[name] == content, name
    assert exported.rows["drive_table_results.csv"] == 7 * 24
    assert json.loads(streamed["club.json"])["exported_at"] == NOW.isoformat()


def test_evenings_entered_side_by_side_export_the_same(
    database: Database,  # noqa: F811
    tmp_path: Path,
) -> None:
    """Two evenings whose rows were entered in turns: each evening's rows are not one run of
    their table, and club.json still lists them, evening by evening, as before."""
    first = drives.create_event(database, "Monday").created_id("drive_event")
    second = drives.create_event(database, "Tuesday").created_id("drive_event")
    for name in ("Ann", "Bea", "Cy"):
        drives.add_entrant(database, first, f"{name} Monday")
        drives.add_entrant(database, second, f"{name} Tuesday")
    drives.add_entrant(database, second, "Dot Tuesday")
    export.export_club(database, tmp_path / "streamed", now=NOW)
    reference_export(database, tmp_path / "reference")
    assert _files(tmp_path / "streamed") == _files(tmp_path / "reference")
    evenings = json.loads((tmp_path / "streamed" / "club.json").read_text())["drives"]
    assert [len(e["entrants"]) for e in evenings] == [3, 4]


def test_an_empty_club_exports_the_same_too(
    database: Database,  # noqa: F811
    tmp_path: Path,
) -> None:
    export.export_club(database, tmp_path / "streamed", now=NOW)
    reference_export(database, tmp_path / "reference")
    assert _files(tmp_path / "streamed") == _files(tmp_path / "reference")


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.sampled_from([1e-5, 1e16, 2.5e-7, 0.0001, 123456789012345678.0, -0.0])
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(value=JSON_VALUES, depth=st.integers(min_value=0, max_value=3))
def test_the_fast_encoder_writes_what_json_writes(value: Any, depth: int) -> None:
    """club.json and the CSV cells go through orjson, which writes some floats and integers
    its own way (services.export_rows.ExactFloat): a document read back from its stored text, or
    as PostgreSQL's driver decodes it, is written byte for byte as json writes it."""
    stored = json.dumps(value)  # as the JSON column stores it
    indented = json.dumps(value, ensure_ascii=False, indent=2).replace("\n", "\n" + "  " * depth)
    compact = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    for read in (export_rows._json_text(stored), export_rows._marked(json.loads(stored))):
        assert export._laid(read, depth).decode() == indented
        if isinstance(read, dict | list):
            assert export.csv_cell(read) == compact


def test_moments_and_days_are_written_as_isoformat_writes_them(
    database: Database,  # noqa: F811
    tmp_path: Path,
) -> None:
    """On SQLite the export turns the stored text of a moment or a day into isoformat's text
    without parsing it: a moment on a whole second (isoformat leaves out the microseconds),
    one with microseconds, and a day, each written as the reference export writes them."""
    drives.create_event(database, "Friday", held_on=date(2026, 12, 4))
    with database.engine.begin() as connection:
        for at in (datetime(2026, 12, 2, 13, 0, 47), datetime(2026, 12, 2, 13, 0, 47, 5, UTC)):
            entry = {"action": "test", "summary": "", "before": {}, "after": {}, "undoes": None}
            audit_chain.append(connection, {**entry, "at": at})
    export.export_club(database, tmp_path / "streamed", now=NOW)
    reference_export(database, tmp_path / "reference")
    assert _files(tmp_path / "streamed") == _files(tmp_path / "reference")
    audit_csv = (tmp_path / "streamed" / "audit.csv").read_text(encoding="utf-8-sig")
    assert "2026-12-02T13:00:47.000005" in audit_csv
    assert "2026-12-02T13:00:47.000000" not in audit_csv and "2026-12-02 13" not in audit_csv
    assert ",2026-12-04," in (tmp_path / "streamed" / "drive_events.csv").read_text()


def test_stored_moments_and_days_in_another_form_are_parsed() -> None:
    # In UTC with the offset (docs/database.md); the club database keeps UTC without one.
    moment = export_rows._moment_text
    assert moment("2026-12-02 13:00:47.000000") == "2026-12-02T13:00:47+00:00"
    assert moment("2026-12-02 13:00:47.120000") == "2026-12-02T13:00:47.120000+00:00"
    assert moment("2026-12-02T13:00:47") == "2026-12-02T13:00:47+00:00"
    assert moment("2026-12-02 13:00:47+01:00") == "2026-12-02T12:00:47+00:00"
    assert moment(datetime(2026, 12, 2, 13, 0, 47)) == "2026-12-02T13:00:47+00:00"
    assert export_rows._day_text("2026-12-04") == "2026-12-04"
    assert export_rows._day_text("20261204") == "2026-12-04"


def test_odd_numbers_in_stored_documents_export_as_json_wrote_them(
    database: Database,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Documents holding floats json writes with an exponent, integers past 64 bits, a bare
    number, a bare string and null, read in batches of two beside plain documents: on SQLite
    a batch is scanned for odd numbers as a whole, and the files are still byte for byte the
    reference's (in the setting rows and in the audit's before/after documents)."""
    monkeypatch.setattr(export_rows, "STREAM_BATCH", 2)  # read two rows at a time
    monkeypatch.setattr(export, "STREAM_BATCH", 2)  # and laid out two at a time
    values: list[Any] = [
        {"plain": 1.5},
        {"tiny": 1e-05, "big": 2**70, "huge": 1e16},
        7,
        None,
        "=text",
        {"plain": "e-mail, +1"},
        [2**64, -(2**63) - 1, 2.5e-07],
        {"plain": [1, 2]},
    ]
    for n, value in enumerate(values):
        club_settings.set_setting(database, f"test.{n}", value, None)
    export.export_club(database, tmp_path / "streamed", now=NOW)
    reference_export(database, tmp_path / "reference")
    assert _files(tmp_path / "streamed") == _files(tmp_path / "reference")
    written = (tmp_path / "streamed" / "settings.csv").read_text(encoding="utf-8-sig")
    assert '{""big"":1180591620717411303424,""huge"":1e+16,""tiny"":1e-05}' in written


def test_nan_and_infinities_stored_by_sqlite_export_as_json_wrote_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite stores NaN and infinities as json writes them (PostgreSQL's jsonb refuses them);
    the export writes them so too, among plain documents in the same batch, in the CSV cells
    and in club.json."""
    monkeypatch.setattr(export_rows, "STREAM_BATCH", 2)  # read two rows at a time
    monkeypatch.setattr(export, "STREAM_BATCH", 2)  # and laid out two at a time
    opened = open_database(sqlite_url(tmp_path / "club.sqlite3"), backup_dir=tmp_path)
    value = {"nan": float("nan"), "infinite": float("-inf"), "plain": 1.5}
    club_settings.set_setting(opened, "test.plain", {"plain": 1.5}, None)
    club_settings.set_setting(opened, "test.odd", value, None)
    export.export_club(opened, tmp_path / "streamed", now=NOW)
    reference_export(opened, tmp_path / "reference")
    streamed = _files(tmp_path / "streamed")
    assert streamed["club.json"] == _files(tmp_path / "reference")["club.json"]
    cell = json.dumps(value, sort_keys=True, separators=(",", ":")).replace('"', '""')
    assert f'2,test.odd,"{cell}",1' in streamed["settings.csv"].decode("utf-8-sig")
    assert cell in streamed["audit.csv"].decode("utf-8-sig")
