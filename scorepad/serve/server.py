"""Run the table-entry app with uvicorn: in the foreground (``scorepad serve``) or in a thread
beside another event loop (the window, the tests, the benchmark)."""

from __future__ import annotations

import socket
import threading
import time

import uvicorn
from starlette.types import ASGIApp

from scorepad.i18n import Text
from scorepad.serve.limits import server_config
from scorepad.serve.serving import lan_address

__all__ = ["ServerThread", "bind", "lan_address"]


def bind(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` (0: any free port) for uvicorn to serve on; OSError if
    the address cannot be had (the port taken, an address not this machine's)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except BaseException:
        sock.close()
        raise
    return sock


class ServerThread:
    """uvicorn serving ``app`` on ``host:port`` in a daemon thread until :meth:`stop`."""

    def __init__(self, app: ASGIApp, host: str = "127.0.0.1", port: int = 0) -> None:
        self._sock = bind(host, port)
        self.host = host
        self.port: int = self._sock.getsockname()[1]
        config = server_config(app, lifespan="on")
        self.server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self._sock]}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self, timeout: float = 10.0) -> ServerThread:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(Text("the table-entry server did not start"))
            time.sleep(0.01)
        return self

    def stop(self, timeout: float = 10.0) -> None:
        self.server.should_exit = True
        self._thread.join(timeout)
        self._sock.close()
