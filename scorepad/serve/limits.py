"""The table-entry server's bounds on slow and greedy clients, in uvicorn's own terms.

- :func:`server_config`: the uvicorn settings every table-entry server runs with
  (``limit_concurrency``, ``timeout_keep_alive``, h11's largest incomplete request, the
  backlog) and :func:`guarded_protocol` as its HTTP protocol.
- :func:`guarded_protocol`: uvicorn's h11 protocol with three more bounds: at most
  :data:`PER_ADDRESS` open connections from one address (more are closed at once, so one
  phone or one machine on the Wi-Fi cannot take the server's files); a request's head must
  arrive within :data:`HEAD_S` of the connection, or of the last answer on it (a slow client
  that never finishes its request is closed); and at most :data:`MAX_OPEN` connections in
  all: a new one closes the one that has waited longest without sending a whole request (slow
  clients from many addresses make room for the phones, instead of filling the server).
- :class:`RepeatFilter`: a message logged again and again (``Too many open files``,
  ``Exceeded concurrency limit``) is written once, then once a minute with how many times it
  came: never megabytes of the same line.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = [
    "HEAD_S",
    "LIMIT_CONCURRENCY",
    "PER_ADDRESS",
    "RepeatFilter",
    "guarded_protocol",
    "quiet_repeats",
    "server_config",
]

#: Open connections at once, from all addresses (more are answered 503 by uvicorn). 25 tables
#: with two phones each, each with a few connections, stay far below it; it stays below the
#: usual limit of 1,024 open files with room for the history and the logs.
LIMIT_CONCURRENCY = 400
#: Open connections from one address (a phone's browser opens up to 6).
PER_ADDRESS = 16
#: Open connections in all before the longest-waiting idle one is closed for a new one: below
#: LIMIT_CONCURRENCY, so that requests are not answered 503 while slow clients are evicted.
MAX_OPEN = 300
#: Seconds a connection may take to send a request's head (from its opening, or from the last
#: answer on it).
HEAD_S = 10.0
#: Seconds an idle kept-alive connection stays open.
KEEP_ALIVE_S = 5
#: The largest request head h11 holds while it is incomplete, in bytes.
HEAD_LIMIT = 8 * 1024
#: The listening socket's queue, and so how many connections asyncio takes at one go: small
#: enough that those over a bound are closed before the next are taken (2,048 at one go ran the
#: server out of its 1,024 files, and asyncio then stops taking any for a second).
BACKLOG = 64
#: How often a repeated log message is written again with its count, in s.
REPEAT_S = 60.0


def guarded_protocol(
    per_address: int = PER_ADDRESS, head_s: float = HEAD_S, max_open: int = MAX_OPEN
) -> type[Any]:
    """uvicorn's h11 protocol with a cap on connections per address and in all, and a
    deadline for a request's head; a class of its own per server (its counts are its own)."""
    open_from: dict[str, int] = {}
    # The connections waiting for a request's head, oldest first (a dict keeps the order).
    waiting: dict[Any, None] = {}

    class GuardedH11Protocol(H11Protocol):
        _address = ""
        _head_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._address = self.client[0] if self.client else "?"
            count = open_from.get(self._address, 0) + 1
            open_from[self._address] = count
            if count > per_address:
                transport.abort()  # its file goes now, not when the client gives up
                return
            if len(self.connections) > max_open:
                oldest = next((p for p in waiting if p is not self), None)
                if oldest is not None:
                    oldest._close()
            self._arm()

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.cycle is not None and not self.cycle.response_complete:
                waiting.pop(self, None)  # a whole request head came: it is being answered

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            waiting.pop(self, None)
            count = open_from.get(self._address, 0) - 1
            if count > 0:
                open_from[self._address] = count
            else:
                open_from.pop(self._address, None)
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()  # the next request's head is due in time as well

        def _arm(self) -> None:
            self._disarm()
            waiting.pop(self, None)  # to the end: it waits from now
            waiting[self] = None
            self._head_timer = self.loop.call_later(head_s, self._too_slow)

        def _close(self) -> None:
            waiting.pop(self, None)
            self._disarm()
            if not self.transport.is_closing():
                self.transport.abort()

        def _disarm(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None

        def _too_slow(self) -> None:
            self._head_timer = None
            busy = self.cycle is not None and not self.cycle.response_complete
            if busy or self.transport.is_closing():
                return  # a request is being answered: its answer re-arms the deadline
            self._close()

    return GuardedH11Protocol


class RepeatFilter(logging.Filter):
    """Let a message through the first time; after that, once every :data:`REPEAT_S` seconds
    with how many times it came meanwhile (its traceback only the first time)."""

    def __init__(self, every: float = REPEAT_S) -> None:
        super().__init__()
        self.every = every
        self._seen: dict[tuple[str, str], tuple[float, int]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, str(record.msg).split("\n", 1)[0])
        now = time.monotonic()
        if key not in self._seen:
            self._seen[key] = (now, 0)
            return True
        since, count = self._seen[key]
        count += 1
        if now - since < self.every:
            self._seen[key] = (since, count)
            return False
        self._seen[key] = (now, 0)
        record.msg = f"{record.msg} (came {count} more times since it was last written)"
        record.exc_info = None
        record.exc_text = None
        return True


_FILTER = RepeatFilter()


def quiet_repeats() -> None:
    """Put :class:`RepeatFilter` on the loggers a table-entry server writes to (asyncio's, for
    a refused ``accept``, and uvicorn's), once per process."""
    for name in ("asyncio", "uvicorn.error", "uvicorn"):
        logger = logging.getLogger(name)
        if _FILTER not in logger.filters:
            logger.addFilter(_FILTER)


def server_config(app: Any, **settings: Any) -> uvicorn.Config:
    """The uvicorn settings of a table-entry server for ``app`` (``settings``: more, or other,
    settings of uvicorn.Config)."""
    quiet_repeats()
    options: dict[str, Any] = {
        "http": guarded_protocol(),
        "log_level": "warning",
        "access_log": False,
        "limit_concurrency": LIMIT_CONCURRENCY,
        "timeout_keep_alive": KEEP_ALIVE_S,
        "h11_max_incomplete_event_size": HEAD_LIMIT,
        "backlog": BACKLOG,
        "ws": "none",
    }
    options.update(settings)
    return uvicorn.Config(app, **options)
