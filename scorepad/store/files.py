"""The history file before it is used: its place, the checks that it is a Scorepad history
of a schema this program knows (read-only, before anything is written) and the daily backups.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import os
import shutil
import sqlite3
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from scorepad.errors import StoreError
from scorepad.i18n import Text, say
from scorepad.store import portable
from scorepad.store.failures import (
    READY_MARKER,
    TMP_PREFIX,
    TMP_PREFIXES,
    DamagedError,
    ReadOnlyError,
    check_integrity,
    classify,
    integrity_problems,
    writable,
)
from scorepad.store.portable import open_descriptors
from scorepad.store.schema import (
    APP_ID,
    MIGRATIONS_TABLE,
    migration_names,
)

DB_NAME = "scorepad.db"
BACKUPS_KEPT = 10
BUSY_TIMEOUT_MS = 10_000
_SQLITE_MAGIC = b"SQLite format 3\x00"


def default_db_path() -> Path:
    """``scorepad.db`` in the platform's user data directory."""
    # Lazy: a start with --db or SCOREPAD_DB skips platformdirs, ~5 ms
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_ID, appauthor=False)) / DB_NAME


# -- opening -------------------------------------------------------------------------------------
def held_here(path: Path) -> bool:
    """Whether this process has the file open already (a Store of it open: Linux's
    /proc/self/fd says, macOS's /dev/fd, another POSIX system's descriptors one by one; on
    Windows, False). Then it must not be opened and closed again by plain
    file calls: closing any descriptor of a file lets go of every POSIX lock the process holds
    on it, SQLite's too, and another process (the table-entry server) could then take the
    history for unused under this one's connections (checkpoint it, rebuild its WAL index):
    this process would read stale pages, or find the database "malformed"."""
    try:
        st = path.stat()
    except OSError:
        return False
    # Linux's /proc/self/fd, macOS's /dev/fd, else a probe of the descriptors; on Windows none
    # (its locks belong to each handle): scorepad.store.portable.open_descriptors.
    return any(
        (other.st_ino, other.st_dev) == (st.st_ino, st.st_dev)
        for other in open_descriptors(FD_FOLDERS)
    )


#: Where :func:`held_here` looks for this process's open files (a seam for the tests).
FD_FOLDERS = portable.FD_FOLDERS


def check_file(path: Path) -> bool:
    """Whether ``path`` holds data; raises StoreError for a file that is not SQLite. A history
    on a network drive is said once, on standard error (``scorepad.store.portable``)."""
    warn_network(path)
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(Text("{path} is a directory, not a Scorepad history", path=str(path)))
    if held_here(path):  # open here already, as a history: not to be opened and closed again
        return path.stat().st_size > 0
    try:
        with path.open("rb") as fh:
            head = fh.read(len(_SQLITE_MAGIC))
    except OSError as e:
        raise classify(e, path) from None
    if not head:
        return False
    if head != _SQLITE_MAGIC:
        raise StoreError(
            Text("{path} is not a SQLite database; it was left untouched", path=str(path))
        )
    return True


def warn_network(path: Path) -> None:
    """Say once, on standard error, that a history's folder is on a network drive (SMB, NFS),
    where SQLite's write-ahead log is not safe, and what to do; the window shows it too
    (``scorepad.store.portable.network_note``)."""
    note = portable.network_warning(path)
    if note is not None:
        print(say(Text("scorepad: warning: {note}", note=note)), file=sys.stderr)


def replace_file(src: Path, dst: Path) -> None:
    """``os.replace``, tried again while Windows refuses it because another program has the
    file open, and then refused in words (:class:`~scorepad.errors.StoreError`)."""
    try:
        portable.replace(src, dst)
    except portable.FileInUseError as e:
        raise StoreError(
            Text(
                "cannot move {name} to {path}: {error}",
                name=src.name,
                path=str(dst),
                error=str(e.strerror),
            )
        ) from None


def refuse_unwritable_file(path: Path) -> None:
    """Raise :class:`ReadOnlyError` for an existing history file that cannot be opened to be
    written (immutable, ``chattr +i``, which root cannot write either; a read-only mode or
    mount), even in a folder that can be written. SQLite would open such a file reading only,
    saying nothing, and every write would fail later; so it is opened read-only from the start,
    with the window's banner, as a history in a read-only folder is."""
    if held_here(path):  # open here already (see held_here): not to be opened and closed again
        return
    try:
        os.close(os.open(path, os.O_RDWR))
    except OSError as e:
        if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise ReadOnlyError(path, Text("the file does not allow writing")) from None


def read_only_uri(path: Path) -> str:
    """The URI that opens ``path`` only to read it (``mode=ro``).

    A history in WAL mode needs its ``-shm`` beside it even to be read; in a folder that
    cannot be written (a read-only share, a CD) SQLite cannot make it, so there the file is
    opened ``immutable=1`` (no locks, no ``-shm``), provided it has no ``-wal`` with changes
    not yet copied into it: nothing else can be writing it, as nothing can make a ``-wal``
    there."""
    uri = path.resolve().as_uri() + "?mode=ro"
    wal = path.with_name(path.name + "-wal")
    shm = path.with_name(path.name + "-shm")
    try:
        pending = wal.exists() and wal.stat().st_size > 0
    except OSError:
        pending = True
    if not pending and not shm.exists() and not writable(path.parent):
        uri += "&immutable=1"
    return uri


def inspect_read_only(path: Path, *, deep: bool = False) -> int:
    """Check an existing file without writing to it; return how many migrations it has.

    ``deep`` (once a day, before the daily backup) also runs ``PRAGMA quick_check`` over every
    page, so that a damaged file is neither written to nor copied over a good backup.
    """
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as e:
        raise classify(e, path) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            return 0
        applied = _applied_migrations(conn, path, tables)
        # A cheap look at every table's first page catches most damage before we write. Read
        # as bytes: a stored text that is not UTF-8 is one damaged record (quarantined, left out
        # of exports as damaged), not a file to refuse.
        conn.text_factory = bytes
        for table in ("players", "rubbers", "deals"):
            if table in tables:
                conn.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        conn.text_factory = str
        if deep:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise DamagedError(path, "; ".join(problems))
        return len(applied)
    except sqlite3.Error as e:
        raise classify(e, path) from None
    finally:
        conn.close()


def _applied_migrations(conn: sqlite3.Connection, path: Path, tables: set[str]) -> list[str]:
    """The migrations a history has had, in order; StoreError for a file that is not a Scorepad
    history, or one a newer Scorepad wrote."""
    foreign = StoreError(
        f"{path} is a SQLite database but not a Scorepad history; it was left untouched"
    )
    if MIGRATIONS_TABLE not in tables:
        raise foreign
    applied = [
        r[0]
        for r in conn.execute(
            f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ? ORDER BY rowid",
            [APP_ID],
        )
    ]
    if not applied and tables - {MIGRATIONS_TABLE}:
        raise foreign
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    known = migration_names()
    unknown = [n for n in applied if n not in known]
    if unknown or version > len(known):
        raise StoreError(
            Text(
                "{path} was written by a newer Scorepad (schema {schema}); upgrade Scorepad to "
                "open it. It was left untouched",
                path=str(path),
                schema=", ".join(unknown) or str(version),
            )
        )
    return applied


def backup_path(path: Path, today: dt.date | None = None) -> Path:
    """Where today's backup of ``path`` goes: ``<stem>.backup-YYYY-MM-DD<suffix>``."""
    day = (today or dt.date.today()).isoformat()
    return path.with_name(f"{path.stem}.backup-{day}{path.suffix}")


def backups(path: Path) -> list[Path]:
    """The daily backups beside ``path``, oldest first."""
    return sorted(path.parent.glob(f"{path.stem}.backup-????-??-??{path.suffix}"))


def is_sound(path: Path) -> bool:
    """Whether ``path`` opens read-only and passes ``PRAGMA integrity_check`` in full."""
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return False
    try:
        return not integrity_problems(conn)
    except sqlite3.Error:
        return False
    finally:
        conn.close()


def last_good_backup(path: Path) -> Path | None:
    """The newest backup beside ``path`` that passes ``PRAGMA integrity_check``."""
    for candidate in reversed(backups(path)):
        if is_sound(candidate):
            return candidate
    return None


def temp_path(target: Path) -> Path:
    """A temporary file beside ``target``: ``.scorepad-tmp-<pid>-<random>-<name>``."""
    # Lazy: the window's first paint skips secrets (hmac, random), ~5 ms
    import secrets

    return target.with_name(f"{TMP_PREFIX}{os.getpid()}-{secrets.token_hex(4)}-{target.name}")


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


#: A temporary file not named by a process id is left alone this long (another program may
#: still be writing it), in seconds.
TMP_GRACE_S = 60.0


def clear_temp_files(folder: Path) -> list[Path]:
    """Remove the store's and the export's leftover temporary files (``.scorepad-tmp-*``, and
    the CSV export's ``.scorepad-export-*`` folders) in ``folder``: those of a process that is
    gone, and any other older than a minute. Returns what was removed."""
    removed: list[Path] = []
    try:
        found = [(f, len(pre)) for pre in TMP_PREFIXES for f in folder.glob(f"{pre}*")]
    except OSError:
        return removed
    now = time.time()
    for leftover, cut in found:
        head = leftover.name[cut:].split("-", 1)[0]
        try:
            if head.isdigit():
                if _pid_alive(int(head)):
                    continue
            elif now - leftover.lstat().st_mtime < TMP_GRACE_S:
                continue
            if leftover.is_dir() and not leftover.is_symlink():
                finish_moves(leftover, folder)
                shutil.rmtree(leftover)
            else:
                leftover.unlink()
        except OSError:
            continue
        removed.append(leftover)
    return removed


def finish_moves(leftover: Path, folder: Path) -> None:
    """Finish moving a CSV export's set into ``folder`` if its temporary folder was marked
    ready (every file whole) before a kill cut the moves short: the files still in it go into
    place, so the set is all new. A folder never marked ready is left to be removed (nothing of
    it was moved)."""
    ready = leftover / READY_MARKER
    if not ready.is_file():
        return
    for name in ready.read_text(encoding="utf-8").split("\n"):
        # a bare name (no "/", nor "\\" on Windows, nor a drive): never a path out of the folder
        if name and not set(name) & {"/", "\\", ":"} and (leftover / name).is_file():
            replace_file(leftover / name, folder / name)


class Stopped(Exception):
    """A copy or check stopped by :meth:`Stop.set` (the program is quitting); nothing of it
    was kept."""


class Stop:
    """A way for another thread to stop a long copy or check at once: :meth:`set` stops the
    copy between two of its steps and interrupts the SQLite statement running on every
    connection being :meth:`watched <watching>` (``sqlite3.Connection.interrupt``)."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._conns: set[sqlite3.Connection] = set()

    def is_set(self) -> bool:
        return self._event.is_set()

    def set(self) -> None:
        self._event.set()
        with self._lock:
            for conn in self._conns:
                with contextlib.suppress(sqlite3.Error):
                    conn.interrupt()

    def check(self) -> None:
        """Raise :class:`Stopped` if stopped."""
        if self._event.is_set():
            raise Stopped

    @contextlib.contextmanager
    def watching(self, conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
        """Interrupt ``conn``'s statement when stopped (also when stopped already); an
        interrupted statement raises :class:`Stopped`."""
        with self._lock:
            self._conns.add(conn)
        try:
            self.check()
            yield conn
        except Exception:
            if self._event.is_set():  # interrupted (SQLite's error, or it put in words)
                raise Stopped from None
            raise
        finally:
            with self._lock:
                self._conns.discard(conn)


#: Pages copied a step by :func:`backup` (4 MB of 4 KB pages): a stop waits at most a step.
BACKUP_STEP_PAGES = 1024


def backup(
    path: Path,
    keep: int = BACKUPS_KEPT,
    today: dt.date | None = None,
    *,
    stop: Stop | None = None,
) -> Path | None:
    """Copy the database beside itself with SQLite's backup API, at most once a day.

    The copy is written to a temporary file of its own (``.scorepad-tmp-…``), checked in full
    (``PRAGMA integrity_check``) and only then renamed into place as
    ``<stem>.backup-YYYY-MM-DD<suffix>``: a damaged copy never enters the rotation (it raises
    :class:`~scorepad.store.failures.DamagedError` and is removed), and another process doing
    the same at the same moment is harmless (the first rename wins). Only the newest ``keep``
    are kept, and never fewer than the one just checked: the last good backup is never rotated
    out. Returns the new copy, or None when today's already exists.

    The copy is of one moment of the history: the source holds one read transaction for the
    whole copy, so that the history can be written meanwhile (the write-ahead log keeps the
    reader's pages), page by page, without the copy starting again. ``stop``: stopped
    (:meth:`Stop.set`, the program quitting) between two steps or during the check, it raises
    :class:`Stopped`, and the unfinished copy is removed: never half a backup in the rotation.
    """
    target = backup_path(path, today)
    if target.exists():
        return None
    stop = Stop() if stop is None else stop
    tmp = temp_path(target)
    try:
        src = sqlite3.connect(path, isolation_level=None)
        try:
            src.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            src.execute("BEGIN")
            src.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the moment copied
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst, pages=BACKUP_STEP_PAGES, progress=lambda *_: stop.check())
                dst.execute("PRAGMA journal_mode = DELETE")
                with stop.watching(dst):
                    check_integrity(dst, path)
            finally:
                dst.close()
        finally:
            src.close()
        stop.check()
        if target.exists():
            return None  # another process put today's in place first
        replace_file(tmp, target)
    except sqlite3.Error as e:
        raise classify(e, path) from None
    finally:
        for leftover in [tmp] + [tmp.with_name(tmp.name + x) for x in ("-journal", "-wal", "-shm")]:
            with contextlib.suppress(OSError):
                leftover.unlink()
    old = [b for b in backups(path) if b != target]
    for stale in old[: max(0, len(old) - max(keep - 1, 0))]:
        with contextlib.suppress(OSError):
            stale.unlink()
    return target


def _backup(path: Path) -> Path | None:
    """:func:`backup`, under a name that :meth:`Store.open`'s ``backup`` flag does not hide."""
    return backup(path)


class DailyBackup:
    """The day's backup, copied on a thread of its own (its own SQLite connection) while the
    program starts; :meth:`join` waits for it and raises :class:`StoreError` if it failed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.error: StoreError | None = None
        self.thread = threading.Thread(target=self._run, name="scorepad-backup", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            _backup(self.path)
        except DamagedError as e:
            self.error = e
        except (sqlite3.Error, OSError, StoreError) as e:
            self.error = classify(e, self.path)
            self.error.args = (f"cannot back up {self.path}: {self.error}",)

    def join(self, *, raise_error: bool = True) -> None:
        self.thread.join()
        if self.error is not None and raise_error:
            raise self.error


# -- restoring ----------------------------------------------------------------------------------
_SIDE_FILES = ("-wal", "-shm", "-journal")


def aside_path(path: Path, when: dt.datetime | None = None) -> Path:
    """Where :func:`restore` moves the current file: ``<stem>.before-restore-<time><suffix>``."""
    stamp = (when or dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.before-restore-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.stem}.before-restore-{stamp}-{n}{path.suffix}")
    return aside


def restore(path: Path, source: Path) -> Path | None:
    """Put the backup ``source`` in the place of the history ``path``; return where the old
    file went (None if there was none).

    The backup is checked first (a Scorepad history this program knows, ``PRAGMA
    integrity_check`` clean) and copied to a temporary file beside ``path``, checked again; only
    then is the current file moved aside *together with* its ``-wal`` and ``-shm`` (so a
    leftover write-ahead log is never replayed onto the restored file) and the copy renamed into
    place. No window or command may have the history open meanwhile.
    """
    path, source = Path(path), Path(source)
    if not check_file(source):
        raise StoreError(Text("no backup at {path}", path=str(source)))
    if source.resolve() == path.resolve():
        raise StoreError(
            Text("{path} is the history itself; choose one of its backups", path=str(source))
        )
    inspect_read_only(source)
    tmp = temp_path(path)
    try:
        try:
            src = sqlite3.connect(read_only_uri(source), uri=True)
        except sqlite3.Error as e:
            raise classify(e, source) from None
        try:
            check_integrity(src, source)
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode = DELETE")
                check_integrity(dst, source)
            finally:
                dst.close()
        except sqlite3.Error as e:
            raise classify(e, path) from None
        finally:
            src.close()
        aside: Path | None = None
        if path.exists():
            aside = aside_path(path)
            replace_file(path, aside)
        for side in _SIDE_FILES:
            current = path.with_name(path.name + side)
            if current.exists():
                if aside is not None:
                    replace_file(current, aside.with_name(aside.name + side))
                else:
                    current.unlink()
        replace_file(tmp, path)
    except OSError as e:
        raise classify(e, path) from None
    finally:
        for leftover in [tmp] + [tmp.with_name(tmp.name + x) for x in _SIDE_FILES]:
            with contextlib.suppress(OSError):
                leftover.unlink()
    inspect_read_only(path, deep=True)
    return aside
