"""The history store: players, rubbers, deals and evenings in one SQLite file (sqlite-utils 4).

The deal records are the truth. Each rubber keeps its deals exactly as ``scorepad-rubber/1`` deal
records (JSON text, in order); totals, net, winner and every player's result are a cache,
recomputed by the rules service inside the same transaction whenever a deal changes, so the cache
can never disagree with the log. Every recorded deal is one committed transaction before the call
returns (WAL journal, ``synchronous=FULL``).

Opening a file never writes to it until it is known to be a Scorepad history of a schema this
program understands: a file that is not SQLite, is corrupt, belongs to something else or was
upgraded by a newer Scorepad is refused with :class:`~scorepad.errors.StoreError`.

The schema is created and upgraded by ``sqlite_utils.Migrations``
(:mod:`scorepad.store.migrations`),
append-only: a released migration is never edited, a change is a new ``mNNN_...`` function.
Reading an up-to-date history needs only :mod:`sqlite3`; sqlite-utils is loaded for the first
write (its ``db.atomic()``) or upgrade, which keeps it out of the window's start-up.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from scorepad.errors import Problem, StoreError
from scorepad.i18n import Text
from scorepad.records.record import Rubber
from scorepad.store import checks
from scorepad.store.anchor_checks import backup_note, week_share
from scorepad.store.change import (
    changed_rubber,
)
from scorepad.store.changes import (
    AbandonRubber,
    CreateRubber,
    DeleteDeal,
    InsertDeal,
    RecordDeal,
    ReplaceDeal,
)
from scorepad.store.daily import DAILY_CHECK_S, DailyFound
from scorepad.store.failures import ReadOnlyError, classify
from scorepad.store.files import (
    BUSY_TIMEOUT_MS,
    DailyBackup,
    backup_path,
    check_file,
    clear_temp_files,
    default_db_path,
    inspect_read_only,
    read_only_uri,
    refuse_unwritable_file,
)
from scorepad.store.schema import (
    APP_ID,
    COMPACTING,
    MIGRATION_NAMES,
    MIGRATIONS_TABLE,
    migration_names,
)

if TYPE_CHECKING:
    pass
from scorepad.store.base import DamagedRubberError, StoreBase
from scorepad.store.exchange import ExchangePart
from scorepad.store.players import PlayersPart
from scorepad.store.queries import QueriesPart

__all__ = ["DAILY_CHECK_S", "DamagedRubberError", "Store"]

_CHECK_BATCH = 25


def _today() -> str:
    """Today as the rolling week's marks keep it (an ISO date)."""
    # Lazy: the day's first open only
    import datetime as dt

    return dt.date.today().isoformat()


def _checked_within(
    conn: sqlite3.Connection,
    ids: list[int],
    budget: float,
    check: Callable[[sqlite3.Connection, list[int]], dict[int, list[Problem]]] = checks.chains,
    batch: int = _CHECK_BATCH,
) -> tuple[list[int], dict[int, list[Problem]]]:
    """The chains of ``ids`` (rubbers', or with ``check`` drives') checked in order until
    ``budget`` seconds are spent (a batch at least): the ids checked, and what does not
    match."""
    end = time.monotonic() + budget
    done: list[int] = []
    found: dict[int, list[Problem]] = {}
    for i in range(0, len(ids), batch):
        part = ids[i : i + batch]
        found.update(check(conn, part))
        done += part
        if time.monotonic() >= end:
            break
    return done, found


def _inspected(p: Path, has_data: bool, due: bool, day: str) -> tuple[int, bool]:
    """The file looked at before it is opened (``inspect_read_only``): how many migrations it
    has, and whether the day's check and backup are left to be done apart (``day="apart"``,
    due, and no upgrade due: an upgrade has them first)."""
    if not has_data:
        return 0, False
    applied = inspect_read_only(p, deep=due and day != "apart")
    apart = due and day == "apart" and applied == len(migration_names())
    if due and day == "apart" and applied and not apart:  # an upgrade first: checked now
        inspect_read_only(p, deep=True)
    return applied, apart


def _connect(p: Path, daily: DailyBackup | None) -> sqlite3.Connection:
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        return sqlite3.connect(str(p))
    except (sqlite3.Error, OSError) as e:
        if daily is not None:
            daily.join(raise_error=False)
        raise classify(e, p) from None


__all__ = ["Store"]


class Store(ExchangePart, QueriesPart, PlayersPart, StoreBase):
    """The history database. Open with :meth:`open`; every write is one transaction.

    Made of its parts, each a module of its own: :class:`~scorepad.store.base.StoreBase` (the
    connection, transactions, listeners, a rubber's writes), the players, the questions and the
    import and export; here, opening and the day's checks, and the old one-call writes."""

    #: The day's check and backup are still to be done, apart from the open (``day="apart"``:
    #: the window runs :func:`scorepad.store.daily.run_daily` once it takes typing, and hands
    #: what it found to :meth:`take_daily`).
    daily_due: bool = False

    # -- lifecycle ---------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        backup: bool = True,
        stop_before: str | None = None,
        read_only: bool = False,
        day: Literal["now", "apart", "check"] = "now",
    ) -> Store:
        """Open (creating or upgrading) the history at ``path`` (None: :func:`default_db_path`).

        Before anything is written the file is checked read-only (SQLite, a Scorepad history, a
        schema this program knows; once a day ``PRAGMA quick_check`` too) and, with ``backup``,
        copied to today's backup beside it (checked in full before it joins the rotation).
        Leftover temporary files of a killed run are removed. Then WAL, full sync, foreign
        keys, a busy timeout and the pending migrations. ``read_only`` opens the file as it is
        (``mode=ro``: no backup, no upgrade, every write refused). ``stop_before`` (tests only)
        leaves the schema at an earlier migration. Raises :class:`StoreError` (a
        :mod:`~scorepad.store.failures` class for a storage failure) for a file it must not use.

        ``day`` says what becomes of the day's check and backup (the first open of a day, with
        ``backup``): ``"now"``, done in the open as above; ``"apart"`` (the window), neither is
        done, and :attr:`daily_due` says they are due (an upgrade due still has them first);
        ``"check"`` (a command that only reads), the check without the backup, which a
        command that only reads never waits for.
        """
        if path is not None and str(path) == ":memory:":
            return cls._setup(sqlite3.connect(":memory:"), None, stop_before)
        p = Path(path) if path is not None else default_db_path()
        if read_only:
            return cls.open_read_only(p)
        has_data = check_file(p)
        if has_data:
            refuse_unwritable_file(p)  # an immutable file in a writable folder, too
        clear_temp_files(p.parent)
        due = backup and has_data and not backup_path(p).exists()
        applied, apart = _inspected(p, has_data, due, day)
        # The day's backup is copied beside the start-up (about as long again as the check on
        # a big history); every write waits for it, so it is still taken before any change.
        daily = DailyBackup(p) if due and applied and not apart and day != "check" else None
        store = cls._setup(_connect(p, daily), p, stop_before, daily)
        store.daily_due = apart
        if due and applied and not apart:
            store._daily_chain_check()
        return store

    def take_daily(self, found: DailyFound) -> None:
        """What the day's check and backup, done apart (:attr:`daily_due`), found: the chain
        problems kept in :attr:`chain_problems` and :attr:`drive_chain_problems`, the sound
        chains marked checked when the store is closed; damage makes the store read-only (every
        write refused from now on). A stopped run gives nothing: the next start does it again."""
        if found.stopped or self._closed:
            return
        self.daily_due = False
        if found.damage is not None:
            self.read_only = True
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("PRAGMA query_only = ON")
            return
        self.chain_problems = dict(found.chain_problems)
        self.drive_chain_problems = dict(found.drive_chain_problems)
        self.backup_notes = list(found.backup_notes)
        self._to_mark.extend(found.sound)
        self._to_mark_drives.extend(found.sound_drives)

    def _daily_chain_check(self) -> None:
        """At the day's first open, the chains of the rubbers changed since the last check and
        the day's share of the rolling week, and the history against its newest backup (never
        fails the open: what it finds is kept in :attr:`chain_problems` and
        :attr:`backup_notes`)."""
        with contextlib.suppress(sqlite3.Error, StoreError):
            self.check_chains(mark_now=False, budget=DAILY_CHECK_S)
        with contextlib.suppress(sqlite3.Error, StoreError):
            self.check_drive_chains(mark_now=False)
        with contextlib.suppress(sqlite3.Error, StoreError, OSError):
            self.backup_notes = backup_note(self._conn, self.path, skip_today=True)

    def check_chains(
        self, *, mark_now: bool = True, budget: float | None = None
    ) -> dict[int, list[Problem]]:
        """Check the chains of the rubbers changed since their last check, mark the sound
        ones checked, and return (and keep in :attr:`chain_problems`) what does not match.

        ``mark_now`` false (the first open of the day): the marks are written when the store
        is closed, so that opening stays a read (no write waits for the day's backup, and
        sqlite-utils is not loaded); a store never closed checks those rubbers again.
        ``budget`` (seconds; the first open of the day): the newest first, then the day's
        share of the rolling week (:func:`~scorepad.store.anchor_checks.week_share`: every
        rubber read whole once a week, so a deal edited without its chain shows), stopping
        once it is spent, so that a history never checked (50,000 rubbers after an upgrade: over a
        minute) does not hold up the start; the rest wait for the next day's first open, and
        ``scorepad verify`` checks them all."""
        with self._read():
            ids = checks.unchecked(self._conn)
            if budget is None:
                found = checks.chains(self._conn, ids) if ids else {}
            else:
                ids = ids[::-1] + week_share(self._conn, _today(), skip=frozenset(ids))
                ids, found = _checked_within(self._conn, ids, budget)
        sound = [
            (self.fetch_one("SELECT chain_head FROM rubbers WHERE id = ?", [i])[0], i)
            for i in ids
            if i not in found
        ]
        self._to_mark.extend(sound)
        if mark_now:
            self._mark_checked()
        self.chain_problems = found
        return found

    @classmethod
    def open_to_look(cls, path: str | Path | None = None) -> Store:
        """:meth:`open` for a command that only reads (a query, an export, a report, verify):
        a history that cannot be written (a read-only file, folder or disc) is opened
        read-only instead, to be looked at and printed, as the window does."""
        try:
            return cls.open(path, day="check")
        except ReadOnlyError:
            return cls.open(default_db_path() if path is None else path, read_only=True)

    @classmethod
    def open_read_only(cls, path: str | Path) -> Store:
        """Open an existing history only to read it (``mode=ro``): nothing is written, not even
        the daily backup or an upgrade. Every write raises
        :class:`~scorepad.store.failures.ReadOnlyError`."""
        p = Path(path)
        if not check_file(p):
            raise StoreError(Text("no history at {path}", path=str(p)))
        applied = inspect_read_only(p)
        if applied < len(migration_names()):
            raise ReadOnlyError(p, Text("the history needs an upgrade, which cannot be written"))
        try:
            conn = sqlite3.connect(read_only_uri(p), uri=True)
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA query_only = ON")
            store = cls(conn, p)
            store.read_only = True
            store.changed_elsewhere()
        except sqlite3.Error as e:
            raise classify(e, p) from None
        return store

    @classmethod
    def _setup(
        cls,
        conn: sqlite3.Connection,
        path: Path | None,
        stop_before: str | None,
        daily: DailyBackup | None = None,
    ) -> Store:
        try:
            conn.row_factory = sqlite3.Row  # rows are read by column name
            conn.execute("PRAGMA recursive_triggers = ON")  # as sqlite-utils' Database does
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if path is not None:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if str(mode).lower() != "wal":
                    raise StoreError(
                        Text(
                            "cannot use the WAL journal on {path} ({mode})",
                            path=str(path),
                            mode=str(mode),
                        )
                    )
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            store = cls(conn, path)
            store._daily = daily
            store._migrate(stop_before)
            store.changed_elsewhere()  # where "elsewhere" starts from
        except sqlite3.DatabaseError as e:
            conn.close()
            if daily is not None:
                daily.join(raise_error=False)
            raise classify(e, path) from None
        except BaseException:
            conn.close()
            if daily is not None:
                daily.join(raise_error=False)
            raise
        return store

    def _migrate(self, stop_before: str | None) -> None:
        names = migration_names()
        pending = self._pending_migrations()
        if not pending and stop_before is None:
            return  # nothing to write: start-up needs neither sqlite-utils nor the backup
        self._migrate_pending(names, stop_before)
        if COMPACTING in pending and COMPACTING not in self._pending_migrations():
            self._compact()

    def _compact(self) -> None:
        """Give the room a migration freed back to the disc (``VACUUM``: after
        ``m012_compact_chains``, about 110 MB of a 20-year history's 222). Atomic: a kill
        leaves the file as it was, its free pages used again by later writes."""
        try:
            self._conn.execute("VACUUM")
        except sqlite3.DatabaseError as e:
            raise classify(e, self.path) from None

    def _migrate_pending(self, names: list[str], stop_before: str | None) -> None:
        # Lazy: sqlite-utils only when a migration is due (saves ~195 ms at every start)
        from scorepad.store.migrations import MIGRATIONS

        with self.writing():
            if not MIGRATIONS.pending(self.db):
                return
            MIGRATIONS.apply(self.db, stop_before=stop_before)
            done = len(MIGRATIONS.applied(self.db))
            self._conn.execute(f"PRAGMA user_version = {min(done, len(names))}")

    def _pending_migrations(self) -> list[str]:
        """The known migrations this file has not had, read with plain SQL."""
        has_table = self._conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [MIGRATIONS_TABLE]
        ).fetchone()
        applied = (
            set()
            if not has_table
            else {
                r[0]
                for r in self._conn.execute(
                    f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = ?", [APP_ID]
                )
            }
        )
        return [n for n in MIGRATION_NAMES if n not in applied]

    def check_drive_chains(self, *, mark_now: bool = True) -> dict[int, list[Problem]]:
        """:meth:`check_chains` for the drives: every drive changed since its last check, then
        the day's share of the rolling week, a drive at a time until :data:`DAILY_CHECK_S` is
        spent. Kept in :attr:`drive_chain_problems`."""
        with self._read():
            ids = checks.unchecked_drives(self._conn)
            found = checks.drive_chains(self._conn, ids) if ids else {}
            share = week_share(self._conn, _today(), skip=frozenset(ids), table="drives")
            done, more = _checked_within(
                self._conn, share, DAILY_CHECK_S, checks.drive_chains, batch=1
            )
            ids, found = ids + done, {**found, **more}
        sound = [
            (self.fetch_one("SELECT chain_head FROM drives WHERE id = ?", [i])[0], i)
            for i in ids
            if i not in found
        ]
        self._to_mark_drives.extend(sound)
        if mark_now:
            self._mark_checked()
        self.drive_chain_problems = found
        return found

    # -- rubbers (the old calls, each one command) -------------------------------------------
    def create_rubber(self, rubber: Rubber, *, started_at: str | None = None) -> int:
        """Start a rubber (its deals, if any, are recorded with it). Returns its id."""
        change = self.run(CreateRubber(rubber, started_at))
        assert change.rubber_id is not None
        return change.rubber_id

    def record_deal(self, rubber_id: int, deal: Mapping[str, Any]) -> Rubber:
        """Record the next deal; committed before returning. RecordError writes nothing."""
        return changed_rubber(self.run(RecordDeal(rubber_id, deal)))

    def replace_deal(self, rubber_id: int, index: int, deal: Mapping[str, Any]) -> Rubber:
        """Correct deal ``index`` (0-based); the audit trail keeps the old and new record."""
        with self.writing():
            return changed_rubber(self.run(ReplaceDeal(self._deal_at(rubber_id, index).id, deal)))

    def delete_deal(self, rubber_id: int, index: int) -> Rubber:
        with self.writing():
            return changed_rubber(self.run(DeleteDeal(self._deal_at(rubber_id, index).id)))

    def insert_deal(self, rubber_id: int, index: int, deal: Mapping[str, Any]) -> Rubber:
        """Put a deal back at ``index`` (0..len): the undo of a delete."""
        return changed_rubber(self.run(InsertDeal(rubber_id, index, deal)))

    def set_abandoned(self, rubber_id: int) -> None:
        """Mark an unfinished rubber abandoned (it settles as it stands). A finished one stays."""
        self.run(AbandonRubber(rubber_id))
