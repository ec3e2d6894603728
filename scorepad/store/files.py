"""The history file before it is used: its place, the checks that it is a Scorepad history
of a schema this program knows (read-only, before anything is written) and the daily backups.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sqlite3
import threading
from pathlib import Path

from platformdirs import user_data_dir

from scorepad.errors import StoreError
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
    return Path(user_data_dir(APP_ID, appauthor=False)) / DB_NAME


# -- opening -------------------------------------------------------------------------------------
def check_file(path: Path) -> bool:
    """Whether ``path`` holds data; raises StoreError for a file that is not SQLite."""
    if not path.exists():
        return False
    if path.is_dir():
        raise StoreError(f"{path} is a directory, not a Scorepad history")
    try:
        with path.open("rb") as fh:
            head = fh.read(len(_SQLITE_MAGIC))
    except OSError as e:
        raise StoreError(f"cannot read {path}: {e.strerror}") from None
    if not head:
        return False
    if head != _SQLITE_MAGIC:
        raise StoreError(f"{path} is not a SQLite database; it was left untouched")
    return True


def inspect_read_only(path: Path, *, deep: bool = False) -> int:
    """Check an existing file without writing to it; return how many migrations it has.

    ``deep`` (once a day, before the daily backup) also runs ``PRAGMA quick_check`` over every
    page, so that a damaged file is neither written to nor copied over a good backup.
    """
    uri = path.resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as e:
        raise StoreError(f"cannot open {path}: {e}") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            return 0
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
                f"{path} was written by a newer Scorepad (schema "
                f"{', '.join(unknown) or version}); upgrade Scorepad to open it. "
                "It was left untouched"
            )
        # A cheap look at every table's first page catches most damage before we write.
        for table in ("players", "rubbers", "deals"):
            if table in tables:
                conn.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        if deep:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise StoreError(
                    f"{path} is damaged ({'; '.join(problems)}); it was left "
                    "untouched. Restore the newest backup beside it"
                )
        return len(applied)
    except sqlite3.DatabaseError as e:
        raise StoreError(
            f"{path} is damaged or not a database ({e}); it was left untouched"
        ) from None
    finally:
        conn.close()


def backup_path(path: Path, today: dt.date | None = None) -> Path:
    """Where today's backup of ``path`` goes: ``<stem>.backup-YYYY-MM-DD<suffix>``."""
    day = (today or dt.date.today()).isoformat()
    return path.with_name(f"{path.stem}.backup-{day}{path.suffix}")


def backup(path: Path, keep: int = BACKUPS_KEPT, today: dt.date | None = None) -> Path | None:
    """Copy the database beside itself with SQLite's backup API, at most once a day.

    The copy is ``<stem>.backup-YYYY-MM-DD<suffix>``; only the newest ``keep`` are kept. Returns
    the new copy, or None when today's already exists.
    """
    target = backup_path(path, today)
    if target.exists():
        return None
    tmp = target.with_name(target.name + ".tmp")
    src = sqlite3.connect(path)
    try:
        src.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    os.replace(tmp, target)
    old = sorted(path.parent.glob(f"{path.stem}.backup-????-??-??{path.suffix}"))
    for stale in old[:-keep] if keep > 0 else old:
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
        except (sqlite3.Error, OSError) as e:
            self.error = StoreError(f"cannot back up {self.path}: {e}")

    def join(self, *, raise_error: bool = True) -> None:
        self.thread.join()
        if self.error is not None and raise_error:
            raise self.error
