"""What went wrong with the history file, in words a player understands.

SQLite reports every storage failure as an ``sqlite3.Error`` with an error code. :func:`classify`
turns one into a :class:`StorageError` subclass whose message says what happened and what to do:

- :class:`DiskFullError`: ``SQLITE_FULL`` (also ``PRAGMA max_page_count`` reached);
- :class:`ReadOnlyError`: ``SQLITE_READONLY``, including a read-only folder or filesystem and a
  ``mode=ro`` open;
- :class:`LockedError`: ``SQLITE_BUSY`` / ``SQLITE_LOCKED``: another program is writing;
- :class:`DamagedError`: only when SQLite itself says so (``SQLITE_CORRUPT``, ``SQLITE_NOTADB``)
  or ``PRAGMA integrity_check`` finds a problem;
- :class:`DiskIOError`: any other input/output failure.

The window shows the message in a box (a locked history is retried first), the command line
prints it and exits 2.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from scorepad.errors import StoreError

#: The prefix of every temporary file the store (backups in progress, restores) and the export
#: (``scorepad.store.transfer``) write beside their target; the next start removes leftovers.
TMP_PREFIX = ".scorepad-tmp-"


class StorageError(StoreError):
    """The history file could not be read or written. ``path`` is the file (or None)."""

    what = "the history could not be used"
    advice = ""

    def __init__(self, path: Path | str | None, detail: str = "") -> None:
        self.path = Path(path) if path is not None else None
        self.detail = detail
        where = f" ({self.path})" if self.path is not None else ""
        text = f"{self.what[0].upper()}{self.what[1:]}{where}."
        if self.advice:
            text += f" {self.advice}"
        super().__init__(text)


class DiskFullError(StorageError):
    what = "the disk is full: nothing was written to the history"
    advice = "Free some space on the disk, then try again; what you entered is kept."


class ReadOnlyError(StorageError):
    what = "the history is read-only: nothing was written to it"
    advice = (
        "The file, its folder or its disk does not allow writing. Make it writable (or open "
        "a copy), then try again; you can still look at and print it."
    )


class LockedError(StorageError):
    what = "another program is writing to the history"
    advice = (
        "Wait for it to finish (for example a `scorepad import`), then try again; "
        "nothing was written."
    )


class DamagedError(StorageError):
    what = "the history is damaged (SQLite reports it)"
    advice = (
        "Nothing more was written to it. Restore the last good backup beside it with "
        "`scorepad restore BACKUP` or File › Restore from backup…"
    )


class NotADatabaseError(DamagedError):
    what = "the file is not a Scorepad history, or it is damaged (SQLite cannot read it)"


class DiskIOError(StorageError):
    what = "the disk could not be read or written"
    advice = "Check the disk (is it removed or failing?), then try again; nothing was written."


_FULL = {"SQLITE_FULL"}
_READONLY = {"SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH"}
_LOCKED = {"SQLITE_BUSY", "SQLITE_LOCKED"}
_DAMAGED = {"SQLITE_CORRUPT"}
_NOTADB = {"SQLITE_NOTADB"}


def _code_name(error: sqlite3.Error) -> str:
    name = getattr(error, "sqlite_errorname", "") or ""
    return name.split("_", 2)[0] + "_" + name.split("_", 2)[1] if name.count("_") >= 2 else name


def _writable(path: Path | None) -> bool:
    """Whether the file (or, if absent, its folder) can be written by this process."""
    if path is None:
        return True

    target = path if path.exists() else path.parent
    return os.access(target, os.W_OK)


def classify(error: BaseException, path: Path | str | None = None) -> StoreError:
    """The :class:`StorageError` for ``error`` (an ``sqlite3.Error`` or ``OSError``).

    A :class:`StoreError` is returned as it is. Anything not recognised becomes a
    :class:`DiskIOError` carrying SQLite's own words.
    """
    if isinstance(error, StoreError):
        return error
    p = Path(path) if path is not None else None
    detail = str(error)
    if isinstance(error, OSError):
        return _os_error(error, p, detail)
    code = _code_name(error) if isinstance(error, sqlite3.Error) else ""
    low = detail.lower()
    for codes, words, kind in _SQLITE_KINDS:
        if code in codes or any(w in low for w in words):
            return kind(p, detail)
    if ("unable to open database" in low or code == "SQLITE_IOERR") and not _writable(p):
        return ReadOnlyError(p, detail)
    return DiskIOError(p, detail)


def _os_error(error: OSError, p: Path | None, detail: str) -> StoreError:
    if error.errno == errno.ENOSPC:
        return DiskFullError(p, detail)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return ReadOnlyError(p, detail)
    return DiskIOError(p, detail)


#: SQLite's result codes and words for each kind of failure, in the order they are tried.
_SQLITE_KINDS: tuple[tuple[set[str], tuple[str, ...], type[StorageError]], ...] = (
    (_FULL, ("database or disk is full",), DiskFullError),
    (_READONLY, ("readonly", "read-only"), ReadOnlyError),
    (_LOCKED, ("database is locked",), LockedError),
    (_DAMAGED, ("malformed",), DamagedError),
    (_NOTADB, ("not a database",), NotADatabaseError),
)


def integrity_problems(conn: sqlite3.Connection, limit: int = 5) -> list[str]:
    """``PRAGMA integrity_check``'s findings (empty when the file is sound)."""
    rows = [str(r[0]) for r in conn.execute(f"PRAGMA integrity_check({int(limit)})")]
    return [] if rows == ["ok"] else rows


def check_integrity(conn: sqlite3.Connection, path: Path | str | None) -> None:
    """Raise :class:`DamagedError` if ``PRAGMA integrity_check`` finds damage."""
    try:
        problems = integrity_problems(conn)
    except sqlite3.DatabaseError as e:
        raise classify(e, path) from None
    if problems:
        raise DamagedError(path, "; ".join(problems))
