"""Every endpoint of the tables' page under random requests (hypothesis): malformed JSON,
huge bodies, wrong types, replayed and revoked tokens. Never a server error, and every stored
result has its audit row (issue 25)."""

from __future__ import annotations

import http.client
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.web.conftest import make_evening
from whistclub.persistence import Database
from whistclub.services import evenings, history
from whistclub.web.app import Bucket
from whistclub.web.server import TablesServer

JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
SEND = st.fixed_dictionaries(
    {},
    optional={
        "id": st.text(min_size=0, max_size=80) | JSONISH,
        "change": st.sampled_from([0, 1, 2, -1, 10**12]) | JSONISH,
        "side": st.sampled_from(["ns", "ew", "NS", ""]) | JSONISH,
        "ns": st.lists(st.integers(-3, 16), max_size=3) | JSONISH,
        "code": st.text(max_size=6) | JSONISH,
        "table": st.integers(-5, 2000) | st.text(max_size=5) | JSONISH,
    },
)
BODY = (
    SEND.map(lambda d: json.dumps(d).encode())
    | st.binary(max_size=300)
    | st.integers(100, 50_000).map(lambda n: b'{"id": "' + b"x" * n + b'"}')
    | st.sampled_from([b"{", b"[]", b"null", b'"text"', b'{"ns": [NaN]}', b"\xff\xfe"])
)


def _request(server: TablesServer, method: str, path: str, body: bytes | None) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    try:
        headers = {"Content-Type": "application/json"}
        connection.request(method, path, body=body, headers=headers)
        answer = connection.getresponse()
        if path.endswith("/events") and answer.status == 200:
            answer.fp.readline()  # the first event; the stream itself goes on
        else:
            answer.read()
        return answer.status
    finally:
        connection.close()


def test_no_request_makes_a_server_error_or_a_change_without_its_audit_row(
    club: Database,
) -> None:
    event_id = make_evening(club)
    server = TablesServer(
        club, event_id, host="127.0.0.1", port=0, sends=Bucket(burst=10**9, rate=10**9)
    ).start()
    assert server.wait_started()
    valid = [server.link(t).rsplit("/", 1)[1] for t in (1, 2, 3)]
    revoked = valid[2]
    server.desk.new_link(3)
    tokens = st.sampled_from([*valid, revoked, "", "0-x", "3-" + "a" * 24, "../../etc"])
    tokens = tokens | st.text(max_size=50).filter(lambda t: "/" not in t and "?" not in t)
    paths = st.sampled_from(
        [
            "/api/t/{}/send",
            "/api/t/{}/state",
            "/t/{}",
            "/join",
            "/",
            "/static/{}",
            "/api/t/{}/events",
        ]
    )
    statuses: list[int] = []

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(path=paths, token=tokens, body=BODY, post=st.booleans())
    def one_request(path: str, token: str, body: bytes, post: bool) -> None:
        from urllib.parse import quote

        where = path.replace("{}", quote(token, safe=""))
        method = "POST" if post or where.endswith(("/send", "/join")) else "GET"
        status = _request(server, method, where, body if method == "POST" else None)
        statuses.append(status)
        assert status < 500, (method, where, body[:80])

    try:
        one_request()
        # Valid sends for table 1 and 2 (both sides), also replayed, so some results are in.
        for table, token in ((1, valid[0]), (2, valid[1])):
            for side in ("ns", "ew", "ew"):
                send = {"id": f"valid-{table}-{side}", "change": 1, "side": side, "ns": [7]}
                path = f"/api/t/{token}/send"
                assert _request(server, "POST", path, json.dumps(send).encode()) == 200
    finally:
        server.stop()
    assert any(s == 200 for s in statuses) and any(400 <= s < 500 for s in statuses)
    loaded = evenings.load_evening(club, event_id)
    audited = _audited_results(history.list_changes(club), event_id)
    assert set(loaded.results) == audited and {(1, 1), (1, 2)} <= audited
    assert all(r["version"] == 1 for r in loaded.results.values())


def _audited_results(entries: list[dict[str, Any]], event_id: int) -> set[tuple[int, int]]:
    found = set()
    for entry in entries:
        for row in (entry.get("after") or {}).get("drive_table_result", []):
            if row.get("event_id") == event_id:
                found.add((row["change"], row["table_number"]))
    return found
