"""One window per history file: starting ``scorepad`` again on the same database brings the
running window forward instead of opening a second one.

The first window to open a history locks the file itself
(:class:`scorepad.store.history_lock.HistoryLock`), takes a :class:`QLockFile` and listens on a
:class:`QLocalServer`, both named after the file's identity (its device and inode: symbolic
links, hard links and ``..`` are one name; a history not made yet is named after its real
path). A later start finds the lock taken, connects to the server with a
:class:`QLocalSocket` and asks it to come forward; the new process then exits. The file's own
lock holds whatever the path and whatever the temporary folder (another ``TMPDIR`` has
another lock file and socket): a start that cannot reach the running window still does not
open a second one. A different ``--db`` has another name, and so its own window. A lock left
by a process that died is stale and taken over (QLockFile checks the PID; the file's lock goes
with the process).

The window's start takes the lock at once (QtCore) and starts listening just after its first
paint (:meth:`SingleInstance.listen`; QtNetwork is imported then), so a start that comes in
between finds the lock taken and no server yet: it keeps trying for a while
(:data:`START_WAIT_MS`) instead of opening a second window.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCryptographicHash, QDir, QLockFile, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from scorepad.store.history_lock import HistoryLock

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
WAIT_MS = 2000
#: How long a later start keeps trying to reach a window that holds the lock but does not
#: listen yet (it is starting: it listens after its first paint).
START_WAIT_MS = 8000


def instance_key(db_path: str | os.PathLike[str], *, paths: Any = os.path) -> str:
    """The name of the server and lock for a history file: a hash of its identity (device and
    inode: a hard link is the same file), or for a file not made yet of its real path, in the
    system's case (Windows: ``C:\\Club\\Scorepad.db`` and ``c:/club/scorepad.db`` are one file;
    ``paths`` is the system's path module, ``ntpath`` in the tests of that)."""
    real = paths.realpath(paths.abspath(os.fspath(db_path)))
    try:
        st = os.stat(real) if paths is os.path else None
    except OSError:
        st = None
    # SHA-256 by Qt, the same digest as hashlib's: the window's first paint does not load
    # Python's OpenSSL binding (_hashlib) for it.
    if st is not None and st.st_ino:
        data = f"file {st.st_dev}:{st.st_ino}".encode()
    else:
        data = paths.normcase(real).encode("utf-8")
    sha = QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256)
    digest = bytes(sha.toHex().data()).decode("ascii")[:20]
    return f"scorepad-{digest}"


#: The longest path of a local socket (``sun_path``: 104 bytes on macOS, 108 on Linux, with
#: its terminating zero).
SOCKET_PATH_MAX = 103


def server_name(key: str, temp: str | None = None, *, windows: bool = os.name == "nt") -> str:
    """The name the window listens on and a later start connects to. Windows: the key (a pipe,
    ``\\\\.\\pipe\\KEY``). Elsewhere a local socket: the key, which Qt puts in the temporary
    folder, unless that path is longer than a socket's may be (a macOS sandbox's folder, a
    long ``TMPDIR``); then the socket's full path in ``/tmp``."""
    if windows:
        return key
    folder = QDir.tempPath() if temp is None else temp
    if len(os.fsencode(os.path.join(folder, key))) <= SOCKET_PATH_MAX:
        return key
    return os.path.join("/tmp", key)


class SingleInstance(QObject):
    """The running window's claim on its history, and a later start's request to it.

    Signals:
        activated(): another start on the same history asked this window to come forward.
    """

    activated = Signal()

    def __init__(self, db_path: str | os.PathLike[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.key = instance_key(db_path)
        self.lock = QLockFile(str(Path(QDir.tempPath()) / f"{self.key}.lock"))
        self.file_lock = HistoryLock(db_path)
        self.server: QLocalServer | None = None

    def claim(self, *, listen: bool = True) -> bool:
        """Take the history for this process (True), or find it taken by a running one.
        ``listen=False``: take the lock only; :meth:`listen` comes later (the window's start
        calls it after its first paint)."""
        if self.file_lock.acquire() is False:
            return False  # another window has the file, by whatever path or temporary folder
        if not self.lock.tryLock(0):
            self.file_lock.release()
            return False
        if listen and not self.listen():
            self.lock.unlock()
            self.file_lock.release()
            return False
        return True

    def listen(self) -> bool:
        """Answer later starts on this history (the lock is held): True if listening."""
        if self.server is not None:
            return True
        if not self.lock.isLocked():
            return False  # not ours: the history is claimed by another window
        self.file_lock.acquire()  # a history made since the claim: its file is there now
        # Lazy: the window's first paint comes before QtNetwork (~20 ms, ~60 ms under load)
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.key)
        QLocalServer.removeServer(name)  # a socket left by a process that died (POSIX)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            return False
        server.newConnection.connect(self._connection)
        self.server = server
        return True

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()
        self.file_lock.release()

    def ask_running(self, wait_ms: int = WAIT_MS, start_wait_ms: int = START_WAIT_MS) -> bool:
        """Ask the running window on this history to come forward; True when it was asked (a
        server listens under the history's name and took the request). While the lock is held
        and no server listens yet (that window is starting), it tries again for up to
        ``start_wait_ms``."""
        # Lazy: only a second start on a history asks (QtNetwork ~20 ms)
        from PySide6.QtNetwork import QLocalSocket

        deadline = time.monotonic() + start_wait_ms / 1000
        while True:
            sock = QLocalSocket()
            sock.connectToServer(server_name(self.key))
            if sock.waitForConnected(wait_ms):
                break
            missing = sock.error() in (
                QLocalSocket.LocalSocketError.ServerNotFoundError,
                QLocalSocket.LocalSocketError.ConnectionRefusedError,
            )
            if not missing or time.monotonic() >= deadline or not self._held_by_another():
                return False
            time.sleep(0.05)
        sock.write(RAISE)
        written = sock.waitForBytesWritten(wait_ms)
        sock.disconnectFromServer()
        if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            sock.waitForDisconnected(wait_ms)
        return written

    def _held_by_another(self) -> bool:
        """Whether another live process holds this history's lock (not stale, not ours)."""
        if self.lock.isLocked():
            return False
        if self.lock.tryLock(0):
            self.lock.unlock()  # free after all (its holder quit): nothing to wait for
            return False
        return True

    def _connection(self) -> None:
        assert self.server is not None
        while (sock := self.server.nextPendingConnection()) is not None:
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                self._read(sock)

    def _read(self, sock: QLocalSocket) -> None:
        if not sock.canReadLine():
            return
        if bytes(sock.readLine().data()) == RAISE:
            self.activated.emit()


def bring_forward(window: QWidget) -> None:
    """Show a window in front: restored if minimised, raised and given the focus."""
    if window.windowState() & Qt.WindowState.WindowMinimized:
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
