"""The schema revisions of db/migrations, read without alembic or SQLAlchemy.

Opening an up-to-date database must not pay for importing alembic (a third of a second at
start-up), and the window's first glance at a club file (glance.py) must not pay for
SQLAlchemy, so the revision ids are read from the migration scripts' own assignments;
tests/persistence/test_revisions.py checks this agrees with alembic's ScriptDirectory.
"""

from __future__ import annotations

import ast
import re

from whistclub import paths

_ASSIGNMENT = re.compile(r"^(revision|down_revision)\b[^=\n]*=\s*(.+)$", re.MULTILINE)


def revision_graph() -> dict[str, tuple[str, ...]]:
    """Each migration's revision id and the revisions it follows."""
    graph: dict[str, tuple[str, ...]] = {}
    for script in sorted((paths.migrations() / "migrations" / "versions").glob("*.py")):
        fields = {
            name: ast.literal_eval(value.strip())
            for name, value in _ASSIGNMENT.findall(script.read_text(encoding="utf-8"))
        }
        down = fields.get("down_revision")
        graph[fields["revision"]] = (
            () if down is None else (down,) if isinstance(down, str) else tuple(down)
        )
    return graph


def head_revision() -> str:
    graph = revision_graph()
    followed = {down for downs in graph.values() for down in downs}
    heads = sorted(set(graph) - followed)
    assert len(heads) == 1, f"db/migrations/versions must have one head, not {heads}"
    return heads[0]


def known_revisions() -> set[str]:
    return set(revision_graph())
