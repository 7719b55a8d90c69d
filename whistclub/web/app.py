"""The tables' page as a Starlette application (issue 25).

Every request is checked here before it reaches the services: the token names the table (and
only that table), bodies are size-limited, sends are rate-limited per token, and the figures
are checked by the TableDesk (whistclub/services/table_results.py), which alone writes, through
evenings.enter_result. A refusal is JSON `{"error": code, "message": ...}` that the page shows
in the phone's language; nothing here answers with a server error for anything a phone sends.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import time
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from whistclub.domain.errors import DomainError
from whistclub.services.errors import ServiceError, StorageError
from whistclub.services.table_results import TableDesk, TableRefusal
from whistclub.web.words import SUITS, WORDS, language_for

MAX_BODY = 2048  # bytes: a send is an id, a change, a side and a few numbers
MAX_ID = 64
STATIC = {"page.js": "text/javascript", "page.css": "text/css", "join.js": "text/javascript"}
STATUS = {
    "bad_request": 400,
    "bad_tricks": 400,
    "bad_id": 400,
    "bad_link": 403,
    "bad_code": 403,
    "wrong_change": 409,
    "not_in_play": 409,
    "refused": 409,
    "too_large": 413,
    "too_many": 429,
    "unavailable": 503,
}


class Bucket:
    """A token bucket per key: `burst` requests at once, then `rate` a second."""

    def __init__(self, burst: float, rate: float) -> None:
        self.burst, self.rate = burst, rate
        self._levels: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def take(self, key: str) -> bool:
        with self._lock:
            now = time.monotonic()
            level, then = self._levels.get(key, (self.burst, now))
            level = min(self.burst, level + (now - then) * self.rate)
            if level < 1:
                self._levels[key] = (level, now)
                return False
            self._levels[key] = (level - 1, now)
            if len(self._levels) > 10_000:  # forget the oldest keys rather than grow forever
                self._levels.pop(next(iter(self._levels)))
            return True


def _asset(name: str) -> str:
    return resources.files("whistclub.web").joinpath("static", name).read_text("utf-8")


def refusal(code: str, message: str = "", **facts: Any) -> JSONResponse:
    return JSONResponse({"error": code, "message": message, **facts}, STATUS.get(code, 400))


def make_app(
    desk: TableDesk,
    club_language: str = "en",
    stopping: threading.Event | None = None,
    sends: Bucket | None = None,
) -> Starlette:
    """The page for `desk`'s evening; `stopping` set ends the live-update streams."""
    stop = stopping or threading.Event()
    sends = sends or Bucket(burst=30, rate=10)
    reads = Bucket(burst=60, rate=20)
    joins = Bucket(burst=10, rate=0.2)

    def language(request: Request) -> str:
        return language_for(request.headers.get("accept-language", ""), club_language)

    def table_of(token: str) -> int | None:
        # the evening's keys are in memory once the server starts: an HMAC, no database
        return desk.keys().table_of(token) if len(token) <= 40 else None

    async def view_of(table: int) -> dict[str, Any]:
        """The table's view: from memory at once on the event loop when the desk can give it
        without waiting (no worker thread's round trip, the most of a live update's cost),
        else from a worker thread (it may read the database)."""
        view = desk.view_at_once(table)
        return view if view is not None else await run_in_threadpool(desk.view, table)

    async def body(request: Request) -> Any:
        """The request's JSON, or a TableRefusal: too large, not JSON, not an object."""
        declared = request.headers.get("content-length", "0")
        if not (declared.isascii() and declared.isdigit()) or int(declared) > MAX_BODY:
            raise TableRefusal("too_large", f"a send is at most {MAX_BODY} bytes")
        data = b""
        try:
            async for chunk in request.stream():
                data += chunk
                if len(data) > MAX_BODY:
                    raise TableRefusal("too_large", f"a send is at most {MAX_BODY} bytes")
        except ClientDisconnect:
            raise TableRefusal("gone", "the phone went away before its send arrived") from None
        try:
            value = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise TableRefusal("bad_request", "the send is not JSON") from None
        if not isinstance(value, dict):
            raise TableRefusal("bad_request", "the send is not a JSON object")
        return value

    def page(name: str, request: Request, **extra: Any) -> HTMLResponse:
        lang = language(request)
        words = {**WORDS[lang], **{f"suit_{k}": v for k, v in SUITS[lang].items()}}
        script = json.dumps({"lang": lang, "words": words, **extra}, ensure_ascii=False)
        html = _asset(name).replace("{{lang}}", lang).replace("{{title}}", words["join_title"])
        html = html.replace("{{setup}}", script.replace("</", "<\\/"))
        return HTMLResponse(html, headers={"Cache-Control": "no-store"})

    async def front_door(request: Request) -> Response:
        return page("join.html", request)

    async def join(request: Request) -> Response:
        client = request.client.host if request.client else "?"
        if not joins.take(client):
            return refusal("too_many", "too many tries: wait a minute")
        try:
            value = await body(request)
        except TableRefusal as refused:
            return refusal(refused.code, str(refused))
        code, table = value.get("code"), value.get("table")
        keys = await run_in_threadpool(desk.keys)
        if not isinstance(code, str) or not hmac_equal(code.strip(), keys.code):
            return refusal("bad_code", "wrong evening code")
        if isinstance(table, str) and table.strip().isascii() and table.strip().isdigit():
            table = int(table.strip())
        if isinstance(table, bool) or not isinstance(table, int) or not 1 <= table <= 999:
            return refusal("bad_code", "no such table")
        return JSONResponse({"url": f"/t/{keys.token(table)}"})

    async def table_page(request: Request) -> Response:
        token = request.path_params["token"]
        table = table_of(token)
        if table is None:
            return page("page.html", request, token="", table=0)
        return page("page.html", request, token=token, table=table)

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in STATIC:
            return Response("not found", 404, media_type="text/plain")
        return Response(_asset(name), media_type=STATIC[name])

    async def state(request: Request) -> Response:
        token = request.path_params["token"]
        table = table_of(token)
        if table is None:
            return refusal("bad_link", "this link is not valid")
        if not reads.take(token):
            return refusal("too_many", "too many requests")
        return JSONResponse(await view_of(table))

    async def send(request: Request) -> Response:
        token = request.path_params["token"]
        table = table_of(token)
        if table is None:
            return refusal("bad_link", "this link is not valid")
        if not sends.take(token):
            return refusal("too_many", "too many sends")
        try:
            value = await body(request)
            client_id = value.get("id")
            if not isinstance(client_id, str) or not 8 <= len(client_id) <= MAX_ID:
                raise TableRefusal("bad_id", "each send needs its own id (8 to 64 characters)")
            answer = await run_in_threadpool(
                desk.send,
                table,
                client_id,
                value.get("change"),
                value.get("side"),
                value.get("ns"),
            )
        except TableRefusal as refused:
            return refusal(refused.code, str(refused), **refused.facts)
        except StorageError as failed:  # the disk, not the send: the page sends it again
            return refusal("unavailable", str(failed))
        except (ServiceError, DomainError) as refused:
            return refusal("refused", str(refused))
        return JSONResponse(answer)

    # Live updates: the desk calls `news` from whichever thread changed something, naming the
    # table (None: every table, a change called); one call onto the event loop then wakes
    # the streams of those tables only, so forty tables' news do not each wake forty streams.
    streams: dict[int, set[asyncio.Event]] = {}
    woken: set[int | None] = set()  # tables whose streams are to be woken (under `waking`)
    waking = threading.Lock()
    loops: list[asyncio.AbstractEventLoop] = []

    def wake_streams() -> None:
        with waking:
            tables = set(woken)
            woken.clear()
        for number, events in streams.items():
            if None in tables or number in tables:
                for stream_event in events:
                    stream_event.set()

    def news(table: int | None) -> None:
        with waking:
            first = not woken
            woken.add(table)
        if first and loops:
            with contextlib.suppress(RuntimeError):  # the loop has closed: nothing to wake
                loops[0].call_soon_threadsafe(wake_streams)

    desk.watch(news)

    async def events(request: Request) -> Response:
        token = request.path_params["token"]
        table = table_of(token)
        if table is None:
            return refusal("bad_link", "this link is not valid")
        if not loops:
            loops.append(asyncio.get_running_loop())

        async def stream() -> Any:
            shown: Any = None
            stamp: Any = None
            beat = time.monotonic()
            woken_here = asyncio.Event()
            streams.setdefault(table, set()).add(woken_here)
            try:
                while not stop.is_set():
                    woken_here.clear()
                    if table_of(token) is None:
                        return  # the table was given a new link: this one reads nothing more
                    if desk.stale:  # the keyboard's entries, another computer's
                        await run_in_threadpool(desk.look_again)
                    if desk.stamp(table) != stamp:
                        stamp = desk.stamp(table)
                        view = await view_of(table)
                        if view != shown:
                            shown, beat = view, time.monotonic()
                            yield f"data: {json.dumps(view)}\n\n"
                    if time.monotonic() - beat > 15:  # keeps the hall's Wi-Fi from closing it
                        beat = time.monotonic()
                        yield ": still here\n\n"
                    try:
                        async with asyncio.timeout(0.5):
                            await woken_here.wait()
                    except TimeoutError:
                        if await request.is_disconnected():
                            return
            finally:
                streams.get(table, set()).discard(woken_here)

        headers = {"Cache-Control": "no-store", "X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)

    routes = [
        Route("/", front_door),
        Route("/join", join, methods=["POST"]),
        Route("/t/{token}", table_page),
        Route("/static/{name}", asset),
        Route("/api/t/{token}/state", state),
        Route("/api/t/{token}/send", send, methods=["POST"]),
        Route("/api/t/{token}/events", events),
    ]
    return Starlette(routes=routes)


def hmac_equal(a: str, b: str) -> bool:
    import hmac

    return hmac.compare_digest(a.encode(), b.encode())
