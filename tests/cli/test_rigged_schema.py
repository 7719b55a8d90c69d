"""A backup brings rows, never code: restore builds the schema from this version's migrations,
and `check` names every schema object the migrations would not have made."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
import sqlalchemy as sa

from tests.cli.test_database_cli import cli, deal
from tests.cli.test_restore_verifies import make_backup
from tests.persistence.databases import database_url, postgres_url  # noqa: F401 (fixtures)
from whistclub.persistence import open_database
from whistclub.persistence.engine import make_engine, sqlite_url
from whistclub.services import games

# Every deal typed as 7-6 is stored as 13-0 once this trigger is in the database.
RIGGED_DEALS = """
CREATE TRIGGER rig_deals AFTER INSERT ON deal
WHEN json_extract(NEW.facts, '$.tricks.NS') = 7
BEGIN
  UPDATE deal SET facts = json('{"tricks": {"NS": 13, "EW": 0}}') WHERE id = NEW.id;
END
"""


def rig(path: Path, *statements: str) -> None:
    with closing(sqlite3.connect(path)) as connection:
        for statement in statements:
            connection.execute(statement)
        connection.commit()


def test_a_backup_carrying_a_trigger_or_without_the_audit_guards_installs_neither(
    database_url: str,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    backup = make_backup(database_url, tmp_path)
    rig(
        backup,
        RIGGED_DEALS,
        "CREATE VIEW rig_view AS SELECT * FROM player",
        "DROP TRIGGER audit_append_only_update",
        "DROP TRIGGER audit_append_only_delete",
    )
    capsys.readouterr()
    status, _, err = cli(capsys, database_url, "restore", str(backup))
    assert status == 0, err

    database = open_database(database_url)
    try:
        game_id = games.start_game(database, {"profile": "english_short_001"}).created_id("game")
        games.record_deal(database, game_id, deal(7))
        assert games.load_document(database, game_id)["deals"] == [deal(7)]  # as typed
    finally:
        database.close()
    engine = make_engine(database_url)
    try:
        with pytest.raises(sa.exc.DatabaseError, match="append-only"), engine.begin() as c:
            c.exec_driver_sql("UPDATE audit SET summary = 'nothing happened'")
    finally:
        engine.dispose()
    status, out, _ = cli(capsys, database_url, "check")
    assert status == 0, out


def test_check_names_a_trigger_a_view_and_an_index_it_did_not_make(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "club.sqlite3"
    open_database(sqlite_url(path)).close()
    rig(
        path,
        RIGGED_DEALS,
        "CREATE VIEW rig_view AS SELECT * FROM player",
        "CREATE INDEX rig_index ON player (notes)",
        "DROP TRIGGER audit_append_only_delete",
    )
    status, out, _ = cli(capsys, sqlite_url(path), "check")
    assert status == 1
    problems = [line for line in out.splitlines() if line.startswith("problem: schema:")]
    assert len(problems) == 4, out
    joined = "\n".join(problems)
    assert "problem: schema: unexpected trigger rig_deals on deal" in joined
    assert "problem: schema: unexpected view rig_view on rig_view" in joined
    assert "problem: schema: unexpected index rig_index on player" in joined
    assert "problem: schema: trigger audit_append_only_delete on audit" in joined
    assert "is missing" in joined


@pytest.mark.postgres
def test_check_names_strangers_on_postgresql(
    postgres_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    open_database(postgres_url).close()
    engine = make_engine(postgres_url)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(
                "CREATE FUNCTION rig() RETURNS trigger LANGUAGE plpgsql AS "
                '$$ BEGIN NEW.facts := \'{"tricks": {"NS": 13, "EW": 0}}\'; RETURN NEW; END $$'
            )
            connection.exec_driver_sql(
                "CREATE TRIGGER rig_deals BEFORE INSERT ON deal FOR EACH ROW EXECUTE FUNCTION rig()"
            )
            connection.exec_driver_sql("CREATE INDEX rig_index ON player (notes)")
            connection.exec_driver_sql("DROP TRIGGER audit_append_only ON audit")
    finally:
        engine.dispose()
    status, out, _ = cli(capsys, postgres_url, "check")
    assert status == 1
    joined = "\n".join(line for line in out.splitlines() if line.startswith("problem: schema:"))
    assert "unexpected function rig:" in joined
    assert "unexpected trigger rig_deals:" in joined
    assert "unexpected index rig_index:" in joined
    assert "trigger audit_append_only: " in joined and "is missing" in joined


@pytest.mark.postgres
def test_the_reference_schema_leaves_nothing_behind_on_the_server(
    postgres_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    from whistclub.persistence import schema

    open_database(postgres_url).close()
    schema._EXPECTED.pop("postgresql", None)  # build it again, here
    assert cli(capsys, postgres_url, "check")[0] == 0
    engine = make_engine(postgres_url)
    try:
        with engine.connect() as connection:
            left = connection.exec_driver_sql(
                "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'whistclub_reference_%%'"
            ).all()
    finally:
        engine.dispose()
    assert left == []


@pytest.mark.postgres
def test_check_by_a_user_who_may_not_create_a_schema_says_so_in_one_line(
    postgres_url: str,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    import uuid

    from whistclub.persistence import schema

    open_database(postgres_url).close()
    url = sa.make_url(postgres_url)
    club_schema = url.query["options"].split("search_path=")[1]
    role = f"wc_reader_{uuid.uuid4().hex[:8]}"
    admin = make_engine(postgres_url)
    try:
        with admin.begin() as connection:
            connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN")
            connection.exec_driver_sql(f'GRANT USAGE ON SCHEMA "{club_schema}" TO {role}')
            connection.exec_driver_sql(
                f'GRANT SELECT ON ALL TABLES IN SCHEMA "{club_schema}" TO {role}'
            )
        schema._EXPECTED.pop("postgresql", None)  # build it again, as that user
        reader = url.set(username=role).render_as_string(hide_password=False)
        status, out, err = cli(capsys, reader, "check")
        assert status == 2 and out == "", (out, err)
        [line] = err.splitlines()
        assert f"{role} may not create a scratch schema on the server" in line
        assert line.endswith("run check as the database's owner")
    finally:
        schema._EXPECTED.pop("postgresql", None)
        with admin.begin() as connection:
            connection.exec_driver_sql(f"DROP OWNED BY {role}")
            connection.exec_driver_sql(f"DROP ROLE {role}")
        admin.dispose()
