"""Which program on this machine serves a table entry: one lock per history and session.

An entry session (an evening's, ``evening:DATE``, or a drive's, ``drive:ID``) is live in the
history from its start until it is stopped; quitting the window only pauses it. Whether a
program is serving it *now* is not in the history: it is this lock. ``scorepad serve`` and the
window's Table entry… each hold it while their server runs, so that

- the window does not offer "Resume table entry?" for a session that ``scorepad serve`` is
  serving in a terminal (it says who serves it instead), and a second server is refused before
  it tries the port;
- a server that dies, however it dies, leaves nothing behind: the lock is the operating
  system's (``flock``), and it goes with the process.

The lock file (in the temporary folder, named after the history's real path and the session)
holds a line saying who serves it, for the message. On a system without ``fcntl`` (Windows),
``msvcrt`` locks one byte far past the text instead (:data:`LOCK_OFFSET`), and lets it go before
the file is closed; ``tests/core/test_portable.py`` runs that path with a stand-in for msvcrt
that keeps Windows' rules (a lock belongs to its handle).
"""

from __future__ import annotations

import hashlib
import os
import socket
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import IO, Any

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt  # type: ignore[import-not-found, unused-ignore]


#: The lock file's line that says where the session was last served: "address HOST PORT".
_ADDRESS = "address"
#: How many times :meth:`ServingLock.acquire` tries, 50 ms apart.
_TRIES = 5


def lock_path(db_path: str | os.PathLike[str], scope: str, *, paths: Any = os.path) -> Path:
    """The lock file of the session ``scope`` of the history at ``db_path``: named after its
    real path in the system's case (``paths``: the system's path module; ``ntpath`` in the
    tests of Windows' drive letters and backslashes)."""
    real = paths.normcase(paths.realpath(os.fspath(db_path)))
    digest = hashlib.sha256(f"{real}\n{scope}".encode()).hexdigest()[:20]
    return Path(tempfile.gettempdir()) / f"scorepad-serve-{digest}.lock"


#: Where msvcrt locks its one byte (Windows): far past the text, as SQLite places its lock
#: bytes, since a region locked on Windows cannot be read by anyone else, and the others read
#: the file to learn who serves.
LOCK_OFFSET = 1 << 30


def _try_lock(f: IO[str]) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            # msvcrt locks from the file's position (the end, in "a+"): always the same byte.
            os.lseek(f.fileno(), LOCK_OFFSET, os.SEEK_SET)
            try:
                msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
            finally:
                f.seek(0)
    except OSError:
        return False
    return True


def _unlock_and_close(f: IO[str]) -> None:
    """Close the lock file, letting the lock go (msvcrt's explicitly first: Windows frees a
    byte left locked at close only when it gets round to it)."""
    if fcntl is None:
        try:
            os.lseek(f.fileno(), LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
    f.close()


class ServingLock:
    """This program's claim to serve one session (:meth:`acquire`), held until
    :meth:`release` or the program's end."""

    def __init__(self, db_path: str | os.PathLike[str], scope: str) -> None:
        self.path = lock_path(db_path, scope)
        self.scope = scope
        self._file: IO[str] | None = None
        self._who = ""
        self._address: tuple[str, int] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self, who: str) -> bool:
        """Take the session for this program; False if another program serves it.
        ``who`` is what the others are told ("scorepad serve at http://…")."""
        if self._file is not None:
            return True
        f = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held while serving
        # A look by served_elsewhere() holds the lock for a moment: try again before saying no.
        for _ in range(_TRIES):
            if _try_lock(f):
                break
            time.sleep(0.05)
        else:
            f.close()  # never locked here: nothing to let go
            return False
        f.seek(0)
        f.truncate()
        f.write(f"{who} (process {os.getpid()})\n")
        f.flush()
        self._file = f
        self._who = who
        return True

    def set_address(self, host: str, port: int) -> None:
        """Where the server listens: kept in the lock file after the server stops, so that a
        resume, by either program, serves where the tables' cards point (:func:`last_address`)."""
        f = self._file
        if f is not None:
            f.seek(0)
            f.truncate()
            f.write(f"{self._who} (process {os.getpid()})\n{_ADDRESS} {host} {port}\n")
            f.flush()
        self._address = (host, port)

    def release(self) -> None:
        """Stop claiming the session (the server has stopped); its address stays on file."""
        f, self._file = self._file, None
        if f is not None:
            f.seek(0)
            f.truncate()
            if self._address is not None:
                f.write(f"{_ADDRESS} {self._address[0]} {self._address[1]}\n")
            _unlock_and_close(f)  # the lock goes with it


def last_address(db_path: str | os.PathLike[str], scope: str) -> tuple[str, int] | None:
    """Where the session was last served (host, port), by ``scorepad serve`` or the window."""
    path = lock_path(db_path, scope)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    for line in lines:
        word, _, rest = line.partition(" ")
        host, _, port = rest.rpartition(" ")
        if word == _ADDRESS and host and port.isdigit():
            return host, int(port)
    return None


def served_elsewhere(db_path: str | os.PathLike[str], scope: str) -> str | None:
    """Who serves the session now, if another program does ("scorepad serve at http://…
    (process 123)"); None if no program holds it. This program's own servers count as
    another program's: ask this program's dialogs first."""
    path = lock_path(db_path, scope)
    if not path.exists():
        return None
    f = open(path, "a+", encoding="utf-8")  # noqa: SIM115 - closed by _unlock_and_close
    if _try_lock(f):
        _unlock_and_close(f)
        return None  # nobody holds it
    try:
        f.seek(0)
        who = [ln for ln in f.read().splitlines() if ln and not ln.startswith(_ADDRESS + " ")]
    finally:
        f.close()  # not locked here
    return who[0] if who else "another program on this machine"


def session_live(db_path: str | os.PathLike[str], token: str) -> bool:
    """Whether the session of ``token`` is still live in the history (not stopped): read on a
    connection of its own, read-only. A history that cannot be read counts as live, so a
    server is never closed by a passing failure to read."""
    try:
        conn = sqlite3.connect(Path(db_path).resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error:
        return True
    try:
        row = conn.execute(
            "SELECT stopped_at FROM entry_sessions WHERE token = ?", [token]
        ).fetchone()
    except sqlite3.Error:
        return True
    finally:
        conn.close()
    return row is not None and row[0] is None


def live_scopes(store_path: str | Path) -> list[str]:
    """The scopes (``evening:DATE``, ``drive:ID``) whose entry is still live (not stopped) in
    the history, oldest first: read on a connection of their own, read-only."""
    path = Path(store_path)
    if not path.is_file():
        return []
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            rows = conn.execute(
                "SELECT scope FROM entry_sessions WHERE stopped_at IS NULL "
                "GROUP BY scope ORDER BY min(id)"
            ).fetchall()
        finally:
            conn.close()
    except sqlite3.Error:  # no table entry in this history (yet)
        return []
    return [str(r[0]) for r in rows]


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or 127.0.0.1."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.255.255.255", 1))
        return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()
