"""The table-entry web app (Starlette): one evening's tables, each behind its PIN.

URLs (``TOKEN`` is the table's own token, :meth:`EntrySession.table_token`, ``N`` its label:
a card's address opens its own table and no other)::

    GET  /t/TOKEN/N                 the page (plain HTML from scorepad/serve/static); for an
                                    address whose entry is not running, a page that says so
                                    and lists what the phone still holds (404)
    GET  /t/TOKEN/N/api/state       the table's pad as JSON
    POST /t/TOKEN/N/api/preview     {"line": ...}: what the hand would score
    POST /t/TOKEN/N/api/hands       {"hand_id", "line", "version", "entered_by"}: record it
    POST /t/TOKEN/N/api/undo        {"version"}: the table's own last hand, if still last
    POST /t/TOKEN/N/api/next        {"version"}: the next rubber with the same four

A drive's app (scope ``drive:ID``, tables "1" … "T") serves the same page and ``api/state``, and
instead of hands, undo and next::

    POST /t/TOKEN/N/api/preview     {"entry": ...}: what the table's line would score
    POST /t/TOKEN/N/api/lines       {"line_id", "round", "entry", "version", "entered_by"}:
                                    record the table's line of the current round

A phone first sends the table's PIN in the ``X-Scorepad-Pin`` header (a custom header, so a
cross-site form cannot send it); the answer carries a session key in ``X-Scorepad-Key``, which
the phone keeps and sends instead from then on (never the PIN). The key is made from the table's
PIN, so a new PIN or card revokes it. Wrong PINs are limited two ways:

- per phone (client address) and table: :data:`PIN_TRIES` in :data:`PIN_WINDOW_S`, then that
  phone waits; the others, and any phone holding a key, carry on;
- per table: after :data:`TABLE_PIN_LIMIT` wrong PINs against one PIN, from any phones, the PIN
  is no longer tried at that table until the secretary gives it a new PIN and card; phones
  holding a key carry on. Each wrong PIN is told to ``on_activity`` (``"wrong pin"``), so the
  window shows the attack.

Every store call runs on one thread (:class:`_StoreThread`), which owns the SQLite connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import math
import re
import secrets
import time
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Sequence
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorepad import i18n
from scorepad.errors import RecordError, fields_named
from scorepad.i18n import Text
from scorepad.records.jsonio import loads
from scorepad.serve.backend import (
    Backend,
    ChangedResend,
    Conflict,
    EntrySession,
    check_hand_uid,
    check_line,
    check_version,
    check_who,
)
from scorepad.serve.drive_entry import check_line_uid
from scorepad.serve.refusals import said
from scorepad.serve.words import localise, page_language

__all__ = ["BODY_LIMIT", "PIN_TRIES", "TABLE_PIN_LIMIT", "create_app"]

BODY_LIMIT = 16 * 1024
#: How long a request's body may take to arrive, in s (a slow sender is refused with 408).
BODY_S = 10.0
PIN_TRIES = 5  # wrong PINs allowed per window, per table and per client address
PIN_WINDOW_S = 60.0
#: Wrong PINs, from all phones together, after which a table's PIN is no longer tried (until
#: the secretary gives the table a new PIN and card): the bound of the threat model.
TABLE_PIN_LIMIT = 20
#: The most characters of what was sent that a refusal quotes.
QUOTE_LIMIT = 20
#: Headers on every response.
SECURITY_HEADERS = {
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "content-security-policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'"
    ),
}
_STATIC = {
    "entry.js": "text/javascript; charset=utf-8",
    "page.js": "text/javascript; charset=utf-8",
    "drive.js": "text/javascript; charset=utf-8",
    "stopped.js": "text/javascript; charset=utf-8",
    "buttons.js": "text/javascript; charset=utf-8",
    "words.js": "text/javascript; charset=utf-8",
    "textsize.js": "text/javascript; charset=utf-8",
    "page.css": "text/css; charset=utf-8",
}

T = TypeVar("T")


class _StoreThread:
    """One thread that owns the :class:`Backend` (SQLite connections belong to a thread)."""

    def __init__(self, store_path: str | Path) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scorepad-serve")
        self.backend: Backend = self._pool.submit(Backend, store_path).result()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        # the request's context goes with it: the store's thread speaks the phone's language
        context = contextvars.copy_context()
        return await loop.run_in_executor(self._pool, lambda: context.run(fn, *args))

    def close(self) -> None:
        self._pool.submit(self.backend.close).result()
        self._pool.shutdown()


class _Refused(Exception):
    def __init__(self, status: int, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra


class _Limiter:
    """Wrong PINs per key in a sliding window."""

    def __init__(self, tries: int, window: float) -> None:
        self.tries = tries
        self.window = window
        self._fails: dict[tuple[str, ...], deque[float]] = defaultdict(deque)

    def _recent(self, key: tuple[str, ...], now: float) -> deque[float]:
        q = self._fails[key]
        while q and q[0] < now - self.window:
            q.popleft()
        return q

    def blocked(self, keys: Sequence[tuple[str, ...]]) -> bool:
        return self.wait(keys) > 0

    def wait(self, keys: Sequence[tuple[str, ...]]) -> float:
        """Seconds until none of ``keys`` is blocked any more (0: none is)."""
        now = time.monotonic()
        waits = [0.0]
        for k in keys:
            q = self._recent(k, now)
            if len(q) >= self.tries:  # free once enough of its fails are older than the window
                waits.append(q[len(q) - self.tries] + self.window - now)
        return max(waits)

    def fail(self, keys: Sequence[tuple[str, ...]]) -> None:
        now = time.monotonic()
        for k in keys:
            self._recent(k, now).append(now)


class _Headers:
    """ASGI middleware: the security headers on every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (k, v)
                    for k, v in message.get("headers", [])
                    if k.decode() not in SECURITY_HEADERS
                ]
                headers += [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


class _Language:
    """ASGI middleware: each request answered in the phone's language (its ``Accept-Language``
    when Scorepad has it, else the evening's), with :func:`scorepad.i18n.using` for the request
    only: the refusals (``error``) and messages of the JSON are said in it."""

    def __init__(self, app: ASGIApp, evening: str) -> None:
        self.app = app
        self.evening = evening

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        accept = next(
            (v.decode("latin-1") for k, v in scope["headers"] if k == b"accept-language"), ""
        )
        with i18n.using(page_language(accept, self.evening)):
            await self.app(scope, receive, send)


def _too_large() -> Text:
    return Text("the request is larger than {size} KiB", size=str(BODY_LIMIT // 1024))


#: A quotation in a refusal: '…' or "…" (what was sent, as the readers quote it); an
#: apostrophe inside a word ("the table's card") opens or closes none.
_QUOTED = re.compile(r"(?<!\w)'([^']*)'(?!\w)|(?<!\w)\"([^\"]*)\"(?!\w)")


def clipped(message: str, limit: int = QUOTE_LIMIT) -> str:
    """``message`` with each quotation of what was sent cut to ``limit`` characters."""

    def cut(m: re.Match[str]) -> str:
        mark = m.group(0)[0]
        inner = m.group(1) if m.group(1) is not None else m.group(2)
        body = inner.removesuffix("…")
        more = len(body) > limit or body != inner
        return mark + body[:limit] + ("…" if more else "") + mark

    return _QUOTED.sub(cut, message)


def _error(status: int, message: str, **extra: Any) -> JSONResponse:
    """A refusal as JSON: its ``error`` said in the request's language (:class:`_Language`),
    each quotation of what was sent clipped."""
    message = clipped(i18n.say(message))
    headers = {"Retry-After": str(extra["retry_after"])} if "retry_after" in extra else None
    return JSONResponse(
        {"ok": False, "error": message, **extra}, status_code=status, headers=headers
    )


def closed_text() -> Text:
    """What a table is told once its PIN has had :data:`TABLE_PIN_LIMIT` wrong tries."""
    return Text(
        "Too many wrong PINs at this table: the PIN is not tried here any more. Ask the "
        "secretary for a new card; a phone already let in carries on."
    )


def locked_out_text(seconds: int) -> Text:
    """What a table locked out by wrong PINs is told: plainly, and when to try again."""
    return Text.plural(
        "Too many wrong PINs at this table. Try again in {n} second, with the PIN on the "
        "table's card.",
        "Too many wrong PINs at this table. Try again in {n} seconds, with the PIN on the "
        "table's card.",
        seconds,
    )


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object, read with the command line's strict reader, size-limited
    before anything is parsed; refused unless it is JSON from this page."""
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        raise _Refused(415, Text("send JSON (Content-Type: application/json)"))
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > BODY_LIMIT):
        raise _Refused(413, _too_large())
    chunks: list[bytes] = []
    size = 0
    try:
        async with asyncio.timeout(BODY_S):
            async for chunk in request.stream():
                size += len(chunk)
                if size > BODY_LIMIT:
                    raise _Refused(413, _too_large())
                chunks.append(chunk)
    except TimeoutError:
        raise _Refused(408, Text("the request took too long to arrive")) from None
    try:
        obj = loads(b"".join(chunks))
    except RecordError as e:
        raise _Refused(400, said(e)) from None
    if not isinstance(obj, dict):
        raise _Refused(400, Text("send a JSON object"))
    return obj


def _same_origin(request: Request, origins: Collection[str] = ()) -> bool:
    """Whether a POST comes from a table's own page: its Origin (when sent) is the address the
    server was reached on, the connection's own socket address, or one of ``origins``; never
    the Host header, which a page of another site gets to say (DNS rebinding)."""
    site = request.headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True
    server = request.scope.get("server")
    ours = set(origins)
    if server:
        host, port = server[0], server[1]
        host = f"[{host}]" if ":" in str(host) else host
        ours |= {f"http://{host}:{port}", f"https://{host}:{port}"}
    return origin.rstrip("/") in {o.rstrip("/") for o in ours}


def create_app(
    store_path: str | Path,
    scope: str,
    tables: Sequence[str] = (),
    on_activity: Callable[[str, str], None] | None = None,
    origins: Collection[str] = (),
) -> ASGIApp:
    """The app for one evening (``scope`` = ``"evening:DATE"``) or one drive (``"drive:ID"``)
    and its ``tables``.

    ``on_activity(table, what)`` is called (on the server's thread) after each request a table
    made with its PIN: ``what`` is ``"state"``, ``"preview"``, or ``"hand"``, ``"undo"`` and
    ``"next"`` (a drive: ``"line"``) once they are committed, and ``"wrong pin"`` for each
    wrong PIN sent to the table.

    ``origins``: addresses a POST's Origin may name besides the one the connection came in on
    (``http://HOST:PORT``).

    The entry session must be live in the history (:meth:`Backend.start_session`); the app
    checks it on every request, so stopping entry from anywhere ends it at once.
    """
    kind, _, ident = scope.partition(":")
    if not ident or (kind, ident.isdigit()) not in (("evening", False), ("drive", True)):
        raise ValueError(
            Text("unknown scope {scope} (expected evening:DATE or drive:ID)", scope=repr(scope))
        )
    unit = "Deal" if kind == "drive" else "Hand"  # what a refusal's number counts

    served = set(tables)
    limiter = _Limiter(PIN_TRIES, PIN_WINDOW_S)
    store = _StoreThread(store_path)
    html = "drive.html" if kind == "drive" else "page.html"
    page = resources.files("scorepad.serve").joinpath("static", html).read_bytes()
    # A table's address whose entry is not running: a page in the page's own type that says so
    # and lists what the phone still holds (read by its own script); nothing of the history.
    not_running = resources.files("scorepad.serve").joinpath("static", "stopped.html").read_bytes()
    # The pages' words: the language table entry was started in, or the phone's (serve.words)
    evening = i18n.current()

    def in_words(html_page: bytes, request: Request) -> bytes:
        return localise(html_page, request.headers.get("accept-language", ""), evening)

    static = {
        name: resources.files("scorepad.serve").joinpath("static", name).read_bytes()
        for name in _STATIC
    }

    async def session_of(request: Request) -> tuple[EntrySession, str]:
        token = request.path_params["token"]
        table = request.path_params["table"]
        session = await store.run(store.backend.table_session, token, table)
        if session is None or session.scope != scope or (served and table not in served):
            raise _Refused(404, Text("this table entry is not running (ask the secretary)"))
        return session, table

    # Wrong PINs per table and PIN, from all phones together (a new PIN starts again at 0).
    wrong: dict[tuple[str, str], int] = defaultdict(int)

    async def authorised(request: Request) -> tuple[EntrySession, str]:
        session, table = await session_of(request)
        key = request.headers.get("x-scorepad-key")
        if key is not None:
            if session.phone_key_ok(table, key):
                return session, table  # a phone let in before: no PIN, no lockout
            raise _Refused(403, Text("This phone must be let in again: type the PIN on the card."))
        pin_now = session.pins[table]
        if wrong[table, pin_now] >= TABLE_PIN_LIMIT:
            raise _Refused(429, closed_text(), closed=True)
        client = request.client.host if request.client else "?"
        keys = [("client", table, client)]
        wait = limiter.wait(keys)
        if wait > 0:
            seconds = max(1, math.ceil(wait))
            raise _Refused(429, locked_out_text(seconds), retry_after=seconds)
        pin = request.headers.get("x-scorepad-pin", "")
        if not secrets.compare_digest(pin.encode(), pin_now.encode()):
            limiter.fail(keys)
            wrong[table, pin_now] += 1
            tell(table, "wrong pin")
            raise _Refused(403, Text("Wrong PIN: check the PIN on the table's card and try again."))
        request.state.phone_key = session.phone_key(table)
        return session, table

    def tell(table: str, what: str) -> None:
        if on_activity is not None:
            on_activity(table, what)

    def endpoint(
        fn: Callable[[Request], Awaitable[Response]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def wrapped(request: Request) -> Response:
            try:
                if request.method == "POST" and not _same_origin(request, origins):
                    raise _Refused(403, Text("refused: not sent from this table's page"))
                response = await fn(request)
            except _Refused as e:
                return _error(e.status, e.message, **e.extra)
            except ChangedResend as e:
                return _error(
                    409, e.message, state=e.state, recorded=e.last, sent=e.sent, changed=True
                )
            except Conflict as e:
                return _error(409, e.message, state=e.state, recorded=e.last)
            except RecordError as e:
                # a drive's page acts on the fields at fault (a tie shows the cut), whatever the
                # language of the words; an evening's answers stay as they were
                fields = fields_named(e) if kind == "drive" else []
                return _error(400, said(e, unit), **({"fields": fields} if fields else {}))
            key = getattr(request.state, "phone_key", None)
            if key is not None:  # the PIN was right: the phone keeps this key instead
                response.headers["x-scorepad-key"] = key
            return response

        return wrapped

    @endpoint
    async def page_view(request: Request) -> Response:
        try:
            await session_of(request)
        except _Refused as e:
            if e.status != 404:
                raise
            stopped = in_words(not_running, request)
            return Response(stopped, status_code=404, media_type="text/html; charset=utf-8")
        return Response(in_words(page, request), media_type="text/html; charset=utf-8")

    async def static_view(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in static:
            return _error(404, Text("not found"))
        return Response(static[name], media_type=_STATIC[name])

    @endpoint
    async def state_view(request: Request) -> Response:
        session, table = await authorised(request)
        if session.kind == "drive":
            state = await store.run(store.backend.drive_state, session.drive_id, table)
        else:
            state = await store.run(store.backend.state, session.date, table)
        tell(table, "state")
        return JSONResponse({"ok": True, "state": state})

    @endpoint
    async def preview_view(request: Request) -> Response:
        body = await _body(request)
        session, table = await authorised(request)
        if session.kind == "drive":
            entry = body.get("entry")
            preview = await store.run(store.backend.drive_preview, session.drive_id, table, entry)
        else:
            line = check_line(body.get("line"))
            preview = await store.run(store.backend.preview, session.date, table, line)
        tell(table, "preview")
        return JSONResponse({"ok": True, "preview": preview})

    @endpoint
    async def hands_view(request: Request) -> Response:
        body = await _body(request)
        session, table = await authorised(request)
        uid = check_hand_uid(body.get("hand_id"))
        line = check_line(body.get("line"))
        version = check_version(body.get("version"))
        who = check_who(body.get("entered_by"))
        done = await store.run(store.backend.record, session.date, table, uid, line, version, who)
        tell(table, "hand")
        if done.already:
            return JSONResponse(
                {
                    "ok": True,
                    "already": True,
                    "message": i18n.say(
                        Text("already recorded (entered by {who})", who=done.entered_by)
                    ),
                    "entered_by": done.entered_by,
                    "state": done.state,
                }
            )
        return JSONResponse({"ok": True, "already": False, "state": done.state}, status_code=201)

    def versioned(action: Callable[..., Any], what: str) -> Callable[[Request], Any]:
        """An endpoint that runs one table action against the version the page last saw
        (undo its last hand, start the next rubber) and answers the table's new state."""

        @endpoint
        async def view(request: Request) -> Response:
            body = await _body(request)
            session, table = await authorised(request)
            version = check_version(body.get("version"))
            state = await store.run(action, session.date, table, version)
            tell(table, what)
            return JSONResponse({"ok": True, "state": state})

        return view

    undo_view = versioned(store.backend.undo, "undo")
    next_view = versioned(store.backend.next_rubber, "next")

    @endpoint
    async def lines_view(request: Request) -> Response:
        body = await _body(request)
        session, table = await authorised(request)
        uid = check_line_uid(body.get("line_id"))
        version = check_version(body.get("version"))
        who = check_who(body.get("entered_by"))
        done = await store.run(
            store.backend.record_drive_line,
            session.drive_id,
            table,
            uid,
            body.get("round"),
            body.get("entry"),
            version,
            who,
        )
        tell(table, "line")
        if done.already:
            return JSONResponse(
                {
                    "ok": True,
                    "already": True,
                    "message": i18n.say(Text("already recorded, by {who}", who=done.entered_by)),
                    "entered_by": done.entered_by,
                    "state": done.state,
                }
            )
        return JSONResponse({"ok": True, "already": False, "state": done.state}, status_code=201)

    async def not_found(request: Request, exc: Exception) -> Response:
        return _error(404, Text("not found"))

    async def not_allowed(request: Request, exc: Exception) -> Response:
        return _error(405, Text("method not allowed"))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        store.close()

    base = "/t/{token}/{table}"
    routes = [
        Route("/static/{name}", static_view, methods=["GET"]),
        Route(base, page_view, methods=["GET"]),
        Route(base + "/api/state", state_view, methods=["GET"]),
        Route(base + "/api/preview", preview_view, methods=["POST"]),
    ]
    if kind == "drive":
        routes.append(Route(base + "/api/lines", lines_view, methods=["POST"]))
    else:
        routes += [
            Route(base + "/api/hands", hands_view, methods=["POST"]),
            Route(base + "/api/undo", undo_view, methods=["POST"]),
            Route(base + "/api/next", next_view, methods=["POST"]),
        ]
    app = Starlette(
        routes=routes,
        exception_handlers={404: not_found, 405: not_allowed},
        lifespan=lifespan,
    )
    return _Headers(_Language(app, evening))
