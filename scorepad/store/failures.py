"""What went wrong with the history file, in words a player understands.

SQLite reports every storage failure as an ``sqlite3.Error`` with an error code. :func:`classify`
turns one into a :class:`StorageError` subclass whose message says what happened and what to do:

- :class:`DiskFullError`: ``SQLITE_FULL`` (also ``PRAGMA max_page_count`` reached);
- :class:`ReadOnlyError`: ``SQLITE_READONLY``, including a read-only folder or filesystem and a
  ``mode=ro`` open (``SQLITE_CANTOPEN`` or ``SQLITE_IOERR*`` when the file or its folder cannot
  be written);
- :class:`LockedError`: ``SQLITE_BUSY`` / ``SQLITE_LOCKED``: another program is writing;
- :class:`DamagedError`: only when SQLite itself says so (``SQLITE_CORRUPT``, ``SQLITE_NOTADB``)
  or ``PRAGMA integrity_check`` finds a problem;
- :class:`DiskIOError`: ``SQLITE_IOERR*`` (or the system's ``EIO``), an input/output failure;
- :class:`UnexpectedError`: anything else (``no such column``, a constraint, a closed
  connection): a bug to report, never called a disk, lock or damage problem.

The window shows the message in a box (a locked history is retried first), the command line
prints it and exits 2.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path

from scorepad.errors import StoreError
from scorepad.i18n import Text

#: The prefix of every temporary file the store (backups in progress, restores) and the export
#: (``scorepad.store.transfer``) write beside their target; the next start removes leftovers.
TMP_PREFIX = ".scorepad-tmp-"
#: Every prefix of a temporary file or folder the store and the export leave when killed
#: (:func:`scorepad.store.files.clear_temp_files` removes them): the CSV export's folder is
#: ``scorepad.store.transfer.TEMP_PREFIX``.
TMP_PREFIXES = (TMP_PREFIX, ".scorepad-export-")
#: In a CSV export's temporary folder: every file of the set is whole, and names them; such a
#: folder left by a kill is moved into place, not thrown away (see ``clear_temp_files``).
READY_MARKER = "READY"


class StorageError(StoreError):
    """The history file could not be read or written. ``path`` is the file (or None)."""

    what: str = Text("the history could not be used")
    advice: str = ""

    def __init__(self, path: Path | str | None, detail: str = "") -> None:
        self.path = Path(path) if path is not None else None
        self.detail = detail
        super().__init__(self._message())

    def _message(self) -> str:
        what = Text.capitalised(self.what)
        text = (
            Text("{what} ({path}).", what=what, path=str(self.path))
            if self.path is not None
            else Text("{what}.", what=what)
        )
        return Text("{text} {advice}", text=text, advice=self.advice) if self.advice else text


class DiskFullError(StorageError):
    what = Text("the disk is full: nothing was written to the history")
    advice = Text("Free some space on the disk, then try again; what you entered is kept.")


class ReadOnlyError(StorageError):
    what = Text("the history is read-only: nothing was written to it")
    advice = Text(
        "The file, its folder or its disk does not allow writing. Make it writable (or open "
        "a copy), then try again; you can still look at and print it."
    )


class LockedError(StorageError):
    what = Text("another program is writing to the history")
    advice = Text(
        "Wait for it to finish (for example a `scorepad import`), then try again; "
        "nothing was written."
    )


class DamagedError(StorageError):
    what = Text("the history is damaged (SQLite reports it)")
    advice = Text(
        "Nothing more was written to it. Restore the last good backup beside it with "
        "`scorepad restore BACKUP` or File › Restore from backup…"
    )


class NotADatabaseError(DamagedError):
    what = Text("the file is not a Scorepad history, or it is damaged (SQLite cannot read it)")


class DiskIOError(StorageError):
    what = Text("the disk could not be read or written")
    advice = Text(
        "Check the disk (is it removed or failing?), then try again; nothing was written."
    )


#: At most this much of SQLite's (or the system's) own words is quoted in a message.
DETAIL_LIMIT = 200


class UnexpectedError(StorageError):
    """SQLite refused for a reason that is none of the above (``no such column``, a constraint,
    a closed connection): not the disk, a lock or damage, but a bug to report. A table or column
    that is not there is named for what it is: a history a newer Scorepad wrote (its schema
    has migrations this one does not know), or else a bug in Scorepad."""

    what = Text("Scorepad met an unexpected problem with the history")
    advice = Text("Nothing was written. Please report it.")

    def _message(self) -> str:
        d = self.detail
        short = d if len(d) <= DETAIL_LIMIT else d[: DETAIL_LIMIT - 1] + "…"
        where = Text(" at {path}", path=str(self.path)) if self.path is not None else ""
        words = f" ({short})" if short else ""
        schema = (
            Text(" {words}", words=schema_words(self.path))
            if d.lower().startswith(_SCHEMA_WORDS)
            else ""
        )
        return Text(
            "{what}{where}{words}.{schema} {advice}",
            what=self.what,
            where=where,
            words=words,
            schema=schema,
            advice=self.advice,
        )


#: SQLite's words for a table, column or index the statement names and the file lacks.
_SCHEMA_WORDS = ("no such column", "no such table", "no such index")


def schema_words(path: Path | None) -> str:
    """What a missing table or column means for the history at ``path``: written by a newer
    Scorepad (its migrations are not all known here), or a bug in Scorepad."""
    newer = _newer_migrations(path)
    if newer:
        return Text(
            "It was written by a newer Scorepad (schema {schema}): upgrade Scorepad.",
            schema=", ".join(newer),
        )
    if newer is None:
        return Text("A newer Scorepad changed its tables, or this is a bug in Scorepad.")
    return Text("Its schema is this Scorepad's own: this is a bug in Scorepad.")


def _newer_migrations(path: Path | None) -> list[str] | None:
    """The migrations the history at ``path`` has that this Scorepad does not know (a newer
    Scorepad's; ``["version N"]`` when only its ``user_version`` says so), or None when the
    file cannot be read."""
    if path is None or not path.is_file():
        return None
    # Lazy: only an unexpected problem reads the schema's names
    from scorepad.store.schema import APP_ID, MIGRATIONS_TABLE, migration_names

    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        applied = [
            r[0]
            for r in conn.execute(
                f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ?", [APP_ID]
            )
        ]
        (version,) = conn.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    known = migration_names()
    unknown = [n for n in applied if n not in known]
    return unknown or ([f"version {version}"] if version > len(known) else [])


#: SQLite's primary result codes (the part of ``sqlite_errorname`` before any extension, e.g.
#: ``SQLITE_IOERR`` for ``SQLITE_IOERR_WRITE``) and the kind each one is.
_KINDS: dict[str, type[StorageError]] = {
    "SQLITE_FULL": DiskFullError,
    "SQLITE_READONLY": ReadOnlyError,
    "SQLITE_PERM": ReadOnlyError,
    "SQLITE_BUSY": LockedError,
    "SQLITE_LOCKED": LockedError,
    "SQLITE_CORRUPT": DamagedError,
    "SQLITE_NOTADB": NotADatabaseError,
    "SQLITE_IOERR": DiskIOError,
}

#: SQLite's own words for each kind, tried only for an error that carries no result code.
_WORDS: tuple[tuple[str, type[StorageError]], ...] = (
    ("database or disk is full", DiskFullError),
    ("attempt to write a readonly database", ReadOnlyError),
    ("database is locked", LockedError),
    ("database disk image is malformed", DamagedError),
    ("file is not a database", NotADatabaseError),
    ("disk i/o error", DiskIOError),
)

#: The system's error numbers that are a failing disk (any other ``OSError`` is unexpected).
_DISK_ERRNOS = {errno.EIO, errno.ENXIO, errno.ENODEV, getattr(errno, "ESTALE", errno.EIO)}


def _code_name(error: sqlite3.Error) -> str:
    """The primary result code's name (``SQLITE_IOERR`` for ``SQLITE_IOERR_WRITE``), or ""."""
    name = getattr(error, "sqlite_errorname", None) or ""
    parts = name.split("_")
    return "_".join(parts[:2]) if len(parts) >= 2 else name


def writable(path: Path | None) -> bool:
    """Whether this process can write the file and make files beside it (SQLite's journal),
    or make files in the folder ``path``, tried for real: ``os.access`` says yes to root even
    on an immutable file or folder. A file or folder not there yet is judged by the nearest
    folder above it that is."""
    if path is None:
        return True
    folder = path if path.is_dir() else path.parent
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    try:
        if path.is_file():
            os.close(os.open(path, os.O_RDWR))
        with tempfile.TemporaryFile(dir=folder, prefix=TMP_PREFIX):
            pass
    except OSError as e:
        return e.errno not in (errno.EACCES, errno.EPERM, errno.EROFS)
    return True


def classify(error: BaseException, path: Path | str | None = None) -> StoreError:
    """The :class:`StorageError` for ``error`` (an ``sqlite3.Error`` or ``OSError``).

    A :class:`StoreError` is returned as it is. The kind is SQLite's result code
    (``sqlite_errorcode``): only ``SQLITE_IOERR*`` is a disk failure (or read-only, when the
    file or its folder cannot be written), ``SQLITE_CANTOPEN`` is read-only when the file
    cannot be written; an error with no code is known by SQLite's own words. Anything else
    (``no such column``, a constraint, a closed connection) is an :class:`UnexpectedError`
    carrying SQLite's words: a bug to report, never a disk, a lock or damage.
    """
    if isinstance(error, StoreError):
        return error
    p = Path(path) if path is not None else None
    detail = str(error)
    if isinstance(error, OSError):
        return _os_error(error, p, detail)
    if not isinstance(error, sqlite3.Error):
        return UnexpectedError(p, f"{type(error).__name__}: {detail}")
    code = _code_name(error)
    return (_kind_of(code, detail, p) or UnexpectedError)(p, detail)


def _kind_of(code: str, detail: str, p: Path | None) -> type[StorageError] | None:
    """The kind of a SQLite error from its result code (or its words), the folder's state and
    the disk's free space."""
    kind = _KINDS.get(code) if code else _by_words(detail)
    if kind is DiskIOError and not writable(p):
        return ReadOnlyError  # a read-only folder or filesystem fails as input/output
    if (kind is DiskIOError or (kind is None and code == "SQLITE_CANTOPEN")) and disk_full(p):
        return DiskFullError  # SQLite's -shm or -wal could not grow: an input/output error
    if kind is None and code == "SQLITE_CANTOPEN" and not writable(p):
        return ReadOnlyError
    return kind


def _by_words(detail: str) -> type[StorageError] | None:
    low = detail.lower()
    return next((kind for words, kind in _WORDS if words in low), None)


#: Less free space than this on the history's disk makes an input/output failure a full disk:
#: SQLite reports a ``-shm`` or ``-wal`` it cannot grow (32 KB at a time) as SQLITE_IOERR.
FULL_BELOW = 64 * 1024


def disk_full(path: Path | None) -> bool:
    """Whether the disk of ``path`` (its folder, or the nearest one above that exists) has
    less than :data:`FULL_BELOW` bytes free (``os.statvfs``; Windows' own call elsewhere)."""
    if path is None:
        return False
    folder = path if path.is_dir() else path.parent
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free < FULL_BELOW
    except (OSError, ValueError):
        return False


def _os_error(error: OSError, p: Path | None, detail: str) -> StoreError:
    if error.errno == errno.ENOSPC or (error.errno in _DISK_ERRNOS and disk_full(p)):
        return DiskFullError(p, detail)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return ReadOnlyError(p, detail)
    if error.errno in _DISK_ERRNOS:
        return DiskIOError(p, detail)
    return UnexpectedError(p, detail)


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
