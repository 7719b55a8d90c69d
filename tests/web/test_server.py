"""The tables' page over real HTTP on 127.0.0.1: each token opens its own table only, every
request is checked, bodies are size-limited and sends rate-limited (issue 25)."""

from __future__ import annotations

import socket
import urllib.request

from tests.web.conftest import api, call
from whistclub.persistence import Database
from whistclub.services import evenings
from whistclub.web.app import Bucket
from whistclub.web.server import TablesServer, lan_address


def test_a_table_enters_its_result_over_http(served: TablesServer, club: Database) -> None:
    status, view = call(f"{api(served, 3)}/state")
    assert status == 200 and view["table"] == 3 and view["change"] == 1
    assert len(view["ns"]) == 2 and all(name.startswith("Player ") for name in view["ns"])
    send = {"id": "abcdefgh-1", "change": 1, "side": "ns", "ns": [8]}
    assert call(f"{api(served, 3)}/send", send)[1]["status"] == "waiting"
    agree = {"id": "abcdefgh-2", "change": 1, "side": "ew", "ns": [8]}
    status, answer = call(f"{api(served, 3)}/send", agree)
    assert (status, answer["status"], answer["result"]) == (200, "recorded", [8])
    assert evenings.load_evening(club, served.desk.event_id).results[(1, 3)]["facts"]["ns"] == [8]


def test_a_token_reads_and_writes_only_its_own_table(served: TablesServer) -> None:
    view = call(f"{api(served, 1)}/state")[1]
    assert set(view) >= {"table", "ns", "ew"} and view["table"] == 1
    assert "number" not in str(view) and "note" not in str(view)
    # a token changed by one letter, another table's number on table 1's signature
    token = served.link(1).rsplit("/", 1)[1]
    forged = "2" + token[1:]
    tampered = token[:-1] + ("a" if token[-1] != "a" else "b")
    for bad in (forged, tampered, "1-", "nonsense", "9" * 200):
        status, answer = call(f"{served.address}/api/t/{bad}/state")
        assert (status, answer["error"]) == (403, "bad_link")
        send = {"id": "abcdefgh-1", "change": 1, "side": "ns", "ns": [8]}
        assert call(f"{served.address}/api/t/{bad}/send", send)[0] == 403


def test_a_revoked_link_opens_nothing(served: TablesServer) -> None:
    old = api(served, 2)
    served.desk.new_link(2)
    assert call(f"{old}/state")[0] == 403
    assert call(f"{api(served, 2)}/state")[0] == 200


def test_bodies_are_size_limited_and_must_be_json_objects(served: TablesServer) -> None:
    url = f"{api(served, 1)}/send"
    assert call(url, raw=b"{" * 5000)[1]["error"] == "too_large"
    assert call(url, raw=b"not json")[1]["error"] == "bad_request"
    assert call(url, raw=b"[1, 2]")[1]["error"] == "bad_request"
    assert call(url, {"id": "short", "change": 1, "side": "ns", "ns": [7]})[1]["error"] == "bad_id"


def test_sends_are_rate_limited_per_token(club: Database, evening: int) -> None:
    server = TablesServer(
        club, evening, host="127.0.0.1", port=0, sends=Bucket(burst=3, rate=0.01)
    ).start()
    try:
        assert server.wait_started()
        send = {"id": "abcdefgh-1", "change": 1, "side": "ns", "ns": [7]}
        codes = [call(f"{api(server, 1)}/send", send)[0] for _ in range(5)]
        assert codes == [200, 200, 200, 429, 429]
        other = {**send, "id": "abcdefgh-2"}
        assert call(f"{api(server, 2)}/send", other)[0] == 200  # another table is not slowed
    finally:
        server.stop()


def test_the_evening_code_opens_a_tables_page(served: TablesServer) -> None:
    status, answer = call(f"{served.address}/join", {"code": served.code, "table": "3"})
    assert status == 200 and served.link(3).endswith(answer["url"])
    wrong = "0000" if served.code != "0000" else "1111"
    assert call(f"{served.address}/join", {"code": wrong, "table": 3})[0] == 403


def test_the_page_speaks_the_phones_language(served: TablesServer) -> None:
    def page(language: str) -> str:
        request = urllib.request.Request(served.link(1), headers={"Accept-Language": language})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.read().decode()

    assert '"lang": "es"' in page("es-ES,es;q=0.9,en;q=0.8") and "Enviar" in page("es")
    assert '"lang": "en"' in page("en-GB,en;q=0.9") and '"send": "Send"' in page("de-DE")


def test_stopping_the_server_stops_listening(club: Database, evening: int) -> None:
    server = TablesServer(club, evening, host="127.0.0.1", port=0).start()
    assert server.wait_started()
    port = server.port
    # a live stream open while it stops does not keep it running
    stream = urllib.request.urlopen(f"{api(server, 1)}/events", timeout=10)
    assert stream.readline().startswith(b"data: ")
    server.stop()
    assert not server.running
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
    stream.close()


def test_it_listens_on_the_local_network_by_default_never_on_every_address() -> None:
    address = lan_address()
    assert address != "0.0.0.0"
    assert address == "127.0.0.1" or address.startswith(("10.", "172.", "192.168."))


def test_a_live_stream_ends_when_its_link_is_revoked(served: TablesServer) -> None:
    stream = urllib.request.urlopen(f"{api(served, 2)}/events", timeout=10)
    try:
        assert stream.readline().startswith(b"data: ")
        served.desk.new_link(2)
        rest = stream.read()  # the server ends the stream
        assert b"data: " not in rest
    finally:
        stream.close()


def test_a_send_id_belongs_to_one_table(served: TablesServer) -> None:
    send = {"id": "shared-id-1", "change": 1, "side": "ns", "ns": [7]}
    assert call(f"{api(served, 1)}/send", send)[0] == 200
    assert call(f"{api(served, 2)}/send", send)[1]["error"] == "bad_id"


def test_digits_of_other_scripts_are_refused_not_a_server_error(served: TablesServer) -> None:
    # "²" and "٣" are digits to str.isdigit() but not to int(): once they made a server error
    from urllib.parse import quote

    for token in ("²-abcdef", "٣-abcdef"):
        assert call(f"{served.address}/api/t/{quote(token)}/state")[0] == 403
    assert call(f"{served.address}/join", {"code": served.code, "table": "²"})[0] == 403


def test_answers_are_not_held_back_by_nagles_algorithm(served: TablesServer) -> None:
    """Every connection the page accepts has TCP_NODELAY: an answer's headers and body are two
    writes, and with Nagle's algorithm on, the body waited for the phone's delayed
    acknowledgment of the headers, 40 ms on every answer (bench/bench_tables_page.py)."""
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    try:
        token = served.link(1).rsplit("/", 1)[1]
        connection.request("GET", f"/api/t/{token}/state")
        answer = connection.getresponse()
        assert answer.status == 200
        answer.read()  # the connection stays open (keep-alive): the server still holds it
        accepted = [
            protocol.transport.get_extra_info("socket")
            for protocol in served._server.server_state.connections
        ]
        assert accepted
        assert all(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) for s in accepted)
    finally:
        connection.close()
