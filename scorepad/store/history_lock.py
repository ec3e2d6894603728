"""A lock on the history file itself, for "one window per history": whatever the path it is
opened by (a hard link, a symbolic link, ``..``) and whatever the temporary folder, two
programs that lock one history lock one file.

- Linux: an open-file-description lock (``F_OFD_SETLK``) on one byte far past SQLite's own
  lock bytes (:data:`LOCK_OFFSET`), so that SQLite's locks, in this process and others, are
  never in its way, on a local disk or on NFS (where ``flock`` is a lock of the whole file);
  being the description's, a second lock from the same process is refused too.
- macOS and the BSDs: ``flock`` (apart from SQLite's ``fcntl`` locks there).
- Windows, a file not made yet, or one this user cannot write: no lock here
  (:meth:`HistoryLock.acquire` says ``None``); the window's lock file, named after the file's
  identity, is then the only one.

Closing any descriptor of a file lets go of every POSIX lock this process holds on it,
SQLite's too (:func:`scorepad.store.files.held_here`): a descriptor this module opened is
closed only when no other descriptor of the file is open in this process; otherwise it is
unlocked and kept open until the process ends.
"""

from __future__ import annotations

import contextlib
import errno
import os
import struct
from pathlib import Path

from scorepad.store.portable import FD_FOLDERS, open_descriptors

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = ["LOCK_OFFSET", "HistoryLock"]

#: The byte locked on Linux: far past SQLite's lock bytes (at 1 GiB) and any history's size.
LOCK_OFFSET = 1 << 40
#: Descriptors unlocked but kept open (another descriptor of their file was open here).
_KEPT: list[int] = []


def _ofd(fd: int, kind: int) -> None:
    data = struct.pack("hhqqi", kind, os.SEEK_SET, LOCK_OFFSET, 1, 0)
    fcntl.fcntl(fd, fcntl.F_OFD_SETLK, data)


def _lock(fd: int) -> bool:
    """Lock ``fd``'s file for this description; False if another holds it."""
    if hasattr(fcntl, "F_OFD_SETLK"):
        try:
            _ofd(fd, fcntl.F_WRLCK)
            return True
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EAGAIN):
                return False
            if e.errno != errno.EINVAL:  # EINVAL: not on this kernel or disk: flock then
                raise
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if hasattr(fcntl, "F_OFD_SETLK"):
        with contextlib.suppress(OSError):
            _ofd(fd, fcntl.F_UNLCK)
    with contextlib.suppress(OSError):
        fcntl.flock(fd, fcntl.LOCK_UN)


def _others_open(fd: int) -> bool:
    """Whether this process has another descriptor of ``fd``'s file open."""
    st = os.fstat(fd)
    same = [
        other
        for other in open_descriptors(FD_FOLDERS)
        if (other.st_ino, other.st_dev) == (st.st_ino, st.st_dev)
    ]
    return len(same) > 1


def _let_go(fd: int) -> None:
    if _others_open(fd):
        _KEPT.append(fd)  # closing it would let go of SQLite's locks on the file here
    else:
        os.close(fd)


class HistoryLock:
    """This program's lock on one history file, from :meth:`acquire` to :meth:`release`."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool | None:
        """Lock the file: True if this program holds it now, False if another holds it,
        None if it cannot be locked here (Windows, no such file yet, not writable)."""
        if self._fd is not None:
            return True
        if fcntl is None:
            return None
        try:
            fd = os.open(self.path, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            return None
        try:
            locked = _lock(fd)
        except OSError:
            _let_go(fd)
            return None
        if not locked:
            _let_go(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            _unlock(fd)
            _let_go(fd)
