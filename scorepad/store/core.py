"""The history store: players, rubbers, deals and evenings in one SQLite file (sqlite-utils 4).

The deal records are the truth. Each rubber keeps its deals exactly as ``scorepad-rubber/1`` deal
records (JSON text, in order); totals, net, winner and every player's result are a cache,
recomputed by the rules service inside the same transaction whenever a deal changes, so the cache
can never disagree with the log. Every recorded deal is one committed transaction before the call
returns (WAL journal, ``synchronous=FULL``).

Opening a file never writes to it until it is known to be a Scorepad history of a schema this
program understands: a file that is not SQLite, is corrupt, belongs to something else or was
upgraded by a newer Scorepad is refused with :class:`~scorepad.errors.StoreError`.

The schema is created and upgraded by ``sqlite_utils.Migrations`` (:mod:`scorepad.migrations`),
append-only: a released migration is never edited, a change is a new ``mNNN_...`` function.
Reading an up-to-date history needs only :mod:`sqlite3`; sqlite-utils is loaded for the first
write (its ``db.atomic()``) or upgrade, which keeps it out of the window's start-up.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from scorepad import chain as _chain
from scorepad import rules as _rules
from scorepad.enums import SEATS, SIDES, Seat, Side
from scorepad.errors import InvalidEntryError, Problem, RecordError, StoreError
from scorepad.record import Rubber
from scorepad.sheet import Sheet
from scorepad.store import checks, elsewhere, ledger
from scorepad.store.changes import (
    AbandonRubber,
    Change,
    ChangeKind,
    Command,
    CreateRubber,
    DealRef,
    DeleteDeal,
    DiscardEmptyRubber,
    EnsurePlayer,
    ImportRecords,
    InsertDeal,
    MergePlayers,
    MovePlayer,
    RecordDeal,
    RenamePlayer,
    ReplaceDeal,
    StaleError,
    UpdatePlayer,
    changed_rubber,
)
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
from scorepad.store.rows import (
    AuditEntry,
    Balance,
    Evening,
    EveningTable,
    HistoryRow,
    Outcome,
    PairRow,
    Player,
    RubberInfo,
    StatRow,
    checked_score,
    chunks,
    clean_name,
    compact_json,
    info_of,
    input_error,
    name_key,
    now_iso,
    record_with_deals,
    table_sort,
)
from scorepad.store.schema import (
    APP_ID,
    MIGRATION_NAMES,
    MIGRATIONS_TABLE,
    State,
    migration_names,
    rubber_of,
)

if TYPE_CHECKING:
    from sqlite_utils import Database

    from scorepad.store.browse import BrowseFilter, BrowseKey
    from scorepad.store.damage import Damage
    from scorepad.store.transfer import ImportItem


# -- the store -------------------------------------------------------------------------------
class DamagedRubberError(RecordError):
    """A stored deal record of one rubber cannot be read: that rubber is quarantined
    (read-only, listed as damaged) while the rest of the history works. ``readable`` holds the
    deals before the damaged one."""

    def __init__(self, rubber_id: int, deal: int, readable: list[dict[str, Any]]) -> None:
        self.rubber_id = rubber_id
        self.readable = readable
        super().__init__(
            [
                Problem(
                    deal,
                    "",
                    f"the stored record of this deal of rubber {rubber_id} is damaged; the "
                    f"rubber is read-only ({len(readable)} deals before it can be read). "
                    "Restore the last good backup (File › Restore from backup…)",
                )
            ]
        )


def _parse_deals(texts: Sequence[Any]) -> tuple[list[dict[str, Any]], int | None]:
    """The deal records that read, up to the first that does not (its 1-based number)."""
    out: list[dict[str, Any]] = []
    for n, text in enumerate(texts, 1):
        try:
            deal = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            return out, n
        if not isinstance(deal, dict):
            return out, n
        out.append(deal)
    return out, None


#: How long the first open of the day may spend checking chains (seconds; see check_chains).
DAILY_CHECK_S = 0.5
_CHECK_BATCH = 25


def _checked_within(
    conn: sqlite3.Connection, ids: list[int], budget: float
) -> tuple[list[int], dict[int, list[Problem]]]:
    """The chains of ``ids`` checked in order until ``budget`` seconds are spent (a batch at
    least): the ids checked, and what does not match."""
    end = time.monotonic() + budget
    done: list[int] = []
    found: dict[int, list[Problem]] = {}
    for i in range(0, len(ids), _CHECK_BATCH):
        part = ids[i : i + _CHECK_BATCH]
        found.update(checks.chains(conn, part))
        done += part
        if time.monotonic() >= end:
            break
    return done, found


class Store:
    """The history database. Open with :meth:`open`; every write is one transaction."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.path = path
        self._conn: sqlite3.Connection = conn
        self._db: Database | None = None
        self._daily: DailyBackup | None = None
        self._listeners: list[Callable[[Change], None]] = []
        self._pending: list[Change] = []
        self._data_version: int | None = None
        self._look: elsewhere.Look | None = None  # what check_elsewhere last saw
        self._closed = False
        #: True when the history was opened read-only (asked for, or the file cannot be
        #: written): it can be looked at and printed, every write raises ReadOnlyError.
        self.read_only = False
        #: What the day's check of the chains found (rubber id: problems), at the first open
        #: of the day; empty when all was sound or nothing was checked.
        self.chain_problems: dict[int, list[Problem]] = {}
        self._to_mark: list[tuple[str, int]] = []  # (chain head, rubber id) found sound
        #: The same for the drives' chains (drive id: problems), kept apart from the rubbers'.
        self.drive_chain_problems: dict[int, list[Problem]] = {}
        self._to_mark_drives: list[tuple[str, int]] = []  # (chain head, drive id) found sound

    @property
    def db(self) -> Database:
        """The sqlite-utils view of the connection, made on first use (writes, upgrades)."""
        if self._db is None:
            # Lazy: sqlite-utils is loaded only to write or upgrade (saves ~195 ms at every start)
            from scorepad.migrations import Database

            self._db = Database(self._conn, execute_plugins=False)
        return self._db

    def _backed_up(self) -> None:
        """Wait for the day's backup (if one is being copied) before the first write."""
        if self._daily is not None:
            daily, self._daily = self._daily, None
            daily.join()

    # -- lifecycle ---------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        backup: bool = True,
        stop_before: str | None = None,
        read_only: bool = False,
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
        applied = inspect_read_only(p, deep=due) if has_data else 0
        # The day's backup is copied beside the start-up (about as long again as the check on
        # a big history); every write waits for it, so it is still taken before any change.
        daily = DailyBackup(p) if due and applied else None
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(str(p))
        except (sqlite3.Error, OSError) as e:
            if daily is not None:
                daily.join(raise_error=False)
            raise classify(e, p) from None
        store = cls._setup(conn, p, stop_before, daily)
        if due and applied:
            store._daily_chain_check()
        return store

    def _daily_chain_check(self) -> None:
        """At the day's first open, the chains of the rubbers changed since the last check
        (never fails the open: what it finds is kept in :attr:`chain_problems`)."""
        with contextlib.suppress(sqlite3.Error, StoreError):
            self.check_chains(mark_now=False, budget=DAILY_CHECK_S)
        with contextlib.suppress(sqlite3.Error, StoreError):
            self.check_drive_chains(mark_now=False)

    def check_chains(
        self, *, mark_now: bool = True, budget: float | None = None
    ) -> dict[int, list[Problem]]:
        """Check the chains of the rubbers changed since their last check, mark the sound
        ones checked, and return (and keep in :attr:`chain_problems`) what does not match.

        ``mark_now`` false (the first open of the day): the marks are written when the store
        is closed, so that opening stays a read (no write waits for the day's backup, and
        sqlite-utils is not loaded); a store never closed checks those rubbers again.
        ``budget`` (seconds; the first open of the day): the newest first, stopping once it
        is spent, so that a history never checked (50,000 rubbers after an upgrade: over a
        minute) does not hold up the start; the rest wait for the next day's first open, and
        ``scorepad verify`` checks them all."""
        with self._read():
            ids = checks.unchecked(self._conn)
            if budget is None:
                found = checks.chains(self._conn, ids) if ids else {}
            else:
                ids, found = _checked_within(self._conn, ids[::-1], budget)
        sound = [
            (self._one("SELECT chain_head FROM rubbers WHERE id = ?", [i])[0], i)
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
            return cls.open(path)
        except ReadOnlyError:
            return cls.open(default_db_path() if path is None else path, read_only=True)

    @classmethod
    def open_read_only(cls, path: str | Path) -> Store:
        """Open an existing history only to read it (``mode=ro``): nothing is written, not even
        the daily backup or an upgrade. Every write raises
        :class:`~scorepad.store.failures.ReadOnlyError`."""
        p = Path(path)
        if not check_file(p):
            raise StoreError(f"no history at {p}")
        applied = inspect_read_only(p)
        if applied < len(migration_names()):
            raise ReadOnlyError(p, "the history needs an upgrade, which cannot be written")
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

    def set_busy_timeout(self, ms: int) -> None:
        """How long a write waits for another program's lock before raising
        :class:`~scorepad.store.failures.LockedError` (the window uses a short one and
        retries; the command line waits longer)."""
        self._conn.execute(f"PRAGMA busy_timeout = {int(ms)}")

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
                    raise StoreError(f"cannot use the WAL journal on {path} ({mode})")
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
        if not self._pending_migrations() and stop_before is None:
            return  # nothing to write: start-up needs neither sqlite-utils nor the backup
        # Lazy: sqlite-utils only when a migration is due (saves ~195 ms at every start)
        from scorepad.migrations import MIGRATIONS

        with self._write():
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
        """:meth:`check_chains` for the drives: kept in :attr:`drive_chain_problems`."""
        with self._read():
            ids = checks.unchecked_drives(self._conn)
            found = checks.drive_chains(self._conn, ids) if ids else {}
        sound = [
            (self._one("SELECT chain_head FROM drives WHERE id = ?", [i])[0], i)
            for i in ids
            if i not in found
        ]
        self._to_mark_drives.extend(sound)
        if mark_now:
            self._mark_checked()
        self.drive_chain_problems = found
        return found

    @property
    def closed(self) -> bool:
        return self._closed

    def _mark_checked(self) -> None:
        """Write the marks of the chains found sound (plain SQL, one short transaction; a
        read-only or busy history is simply checked again next time)."""
        marks, self._to_mark = self._to_mark, []
        drives, self._to_mark_drives = self._to_mark_drives, []
        if not (marks or drives) or self._conn.in_transaction:
            return
        self._backed_up()
        with contextlib.suppress(sqlite3.Error):
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.executemany(
                    "UPDATE rubbers SET chain_checked = ? WHERE id = ? AND chain_head = ?",
                    [(head, rid, head) for head, rid in marks],
                )
                self._conn.executemany(
                    "UPDATE drives SET chain_checked = ? WHERE id = ? AND chain_head = ?",
                    [(head, did, head) for head, did in drives],
                )
                self._conn.commit()
            finally:
                if self._conn.in_transaction:
                    self._conn.rollback()
            self.changed_elsewhere()  # our own marks are no news to the views

    def close(self) -> None:
        if not self._closed and (self._to_mark or self._to_mark_drives):
            self._mark_checked()
        self._closed = True
        self._conn.close()
        if self._daily is not None:
            self._daily.join(raise_error=False)
            self._daily = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _write(self) -> Iterator[None]:
        """One write transaction (``BEGIN IMMEDIATE``: the write lock is taken before reading, so
        two processes never race between read and write), committed before returning."""
        if self._conn.in_transaction:
            with self.db.atomic():
                yield
            return
        if self.read_only:
            raise ReadOnlyError(self.path, "opened read-only")
        self._backed_up()
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                with self.db.atomic():
                    yield
            except BaseException:
                self._pending.clear()
                if self._conn.in_transaction:
                    self._conn.rollback()
                raise
            self._commit()
        except (sqlite3.OperationalError, sqlite3.DatabaseError) as e:
            if isinstance(e, sqlite3.IntegrityError | sqlite3.ProgrammingError):
                raise
            self._pending.clear()
            with contextlib.suppress(sqlite3.Error):
                if self._conn.in_transaction:
                    self._conn.rollback()
            raise classify(e, self.path) from None
        done, self._pending = self._pending, []
        for change in done:
            self._notify(change)

    def _commit(self) -> None:
        """Commit the write transaction (``synchronous=FULL``: on disk before returning)."""
        self._conn.commit()

    def transaction(self) -> contextlib.AbstractContextManager[None]:
        """One write transaction that store calls inside it join (the table-entry server writes
        its received-hand row with the deal: :mod:`scorepad.serve.backend`)."""
        return self._write()

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        """A consistent snapshot for queries that read several tables."""
        if self._conn.in_transaction:
            yield
            return
        self._conn.execute("BEGIN")
        try:
            yield
        finally:
            if self._conn.in_transaction:
                self._conn.rollback()

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._conn.execute(sql, params).fetchone()

    def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return self._conn.execute(sql, params).fetchall()

    # -- players -----------------------------------------------------------------------------
    def ensure_player(self, name: str) -> Player:
        """The player of that name (ignoring case and spaces), created if new."""
        player = self.run(EnsurePlayer(name)).player
        assert player is not None
        return player

    def _player_id(self, name: str, *, create: bool, field: str = "player") -> int:
        if not isinstance(name, str) or not name.strip():
            raise input_error(field, "expected a name")
        key = name_key(name)
        row = self._one("SELECT id FROM players WHERE name_key = ?", [key])
        if row is not None:
            return int(row[0])
        if not create:
            raise input_error(field, f"no player named {clean_name(name)!r}")
        cur = self._conn.execute(
            "INSERT INTO players (name, name_key) VALUES (?, ?)", [clean_name(name), key]
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    def _player(self, player_id: int) -> Player:
        row = self._one("SELECT id, name, membership, notes FROM players WHERE id = ?", [player_id])
        if row is None:
            raise input_error("player", f"no player with id {player_id}")
        return Player(*row)

    def player(self, name_or_id: str | int) -> Player:
        """One player by id or by name (ignoring case and spaces)."""
        if isinstance(name_or_id, int):
            return self._player(name_or_id)
        return self._player(self._player_id(name_or_id, create=False))

    def players(self, search: str = "") -> list[Player]:
        """The roster by name; ``search`` keeps names containing it (ignoring case)."""
        rows = self._all("SELECT id, name, membership, notes FROM players ORDER BY name_key")
        needle = name_key(search)
        return [Player(*r) for r in rows if needle in r[1].casefold()]

    def rename_player(self, player_id: int, new_name: str) -> None:
        self.run(RenamePlayer(player_id, new_name))

    def _seated_rubbers(self, player_id: int) -> tuple[int, ...]:
        return tuple(
            r[0]
            for r in self._all(
                "SELECT rubber_id FROM seats WHERE player_id = ? ORDER BY rubber_id", [player_id]
            )
        )

    def _rename_player(self, player_id: int, new_name: str) -> Change:
        self._player(player_id)
        if not isinstance(new_name, str) or not new_name.strip():
            raise input_error("name", "expected a name")
        key = name_key(new_name)
        other = self._one("SELECT id FROM players WHERE name_key = ? AND id != ?", [key, player_id])
        if other is not None:
            raise input_error(
                "name",
                f"there is already a player named {clean_name(new_name)!r} (merge them instead)",
            )
        old_name = self._player(player_id).name
        self._conn.execute(
            "UPDATE players SET name = ?, name_key = ? WHERE id = ?",
            [clean_name(new_name), key, player_id],
        )
        if old_name != clean_name(new_name):
            self._chain_players(player_id, old_name, clean_name(new_name), merge=False)
        return Change(
            "rename",
            rubber_ids=self._seated_rubbers(player_id),
            player_ids=(player_id,),
            player=self._player(player_id),
        )

    def update_player(
        self, player_id: int, *, membership: str | None = None, notes: str | None = None
    ) -> None:
        """Set the membership number and/or notes (an empty string clears one)."""
        self.run(UpdatePlayer(player_id, membership, notes))

    def _update_player(self, player_id: int, membership: str | None, notes: str | None) -> Change:
        self._player(player_id)
        if membership is not None:
            self._conn.execute(
                "UPDATE players SET membership = ? WHERE id = ?",
                [membership.strip() or None, player_id],
            )
        if notes is not None:
            self._conn.execute(
                "UPDATE players SET notes = ? WHERE id = ?", [notes or None, player_id]
            )
        return Change("player", player_ids=(player_id,), player=self._player(player_id))

    def merge_players(self, keep_id: int, drop_id: int) -> None:
        """Fold ``drop_id`` into ``keep_id``: every rubber of the dropped player follows.

        Refused when the two sat at the same rubber (one person cannot hold two seats).
        """
        self.run(MergePlayers(keep_id, drop_id))

    def _merge_players(self, keep_id: int, drop_id: int) -> Change:
        if keep_id == drop_id:
            raise input_error("player", "cannot merge a player with himself")
        rubbers = self._seated_rubbers(drop_id)
        keep, drop = self._player(keep_id), self._player(drop_id)
        both = self._one(
            "SELECT a.rubber_id FROM seats a JOIN seats b "
            "ON a.rubber_id = b.rubber_id WHERE a.player_id = ? "
            "AND b.player_id = ? LIMIT 1",
            [keep_id, drop_id],
        )
        if both is not None:
            raise input_error(
                "player",
                f"{keep.name} and {drop.name} played in the same "
                f"rubber ({both[0]}); they are two people",
            )
        self._chain_players(drop_id, drop.name, keep.name, merge=True)
        self._conn.execute("UPDATE seats SET player_id = ? WHERE player_id = ?", [keep_id, drop_id])
        for col in ("player_id", "partner_id", "opp1_id", "opp2_id"):
            self._conn.execute(f"UPDATE results SET {col} = ? WHERE {col} = ?", [keep_id, drop_id])
        membership = keep.membership or drop.membership
        notes = "\n".join(n for n in (keep.notes, drop.notes) if n) or None
        self._conn.execute("DELETE FROM players WHERE id = ?", [drop_id])
        self._conn.execute(
            "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
            [membership, notes, keep_id],
        )
        return Change(
            "merge",
            rubber_ids=rubbers,
            player_ids=(keep_id, drop_id),
            player=self._player(keep_id),
        )

    def _chain_players(self, player_id: int, old: str, new: str, *, merge: bool) -> None:
        """A rename or merge entry in the chain of every rubber the player sits in."""
        at = now_iso()
        for rid, seat in self._all(
            "SELECT rubber_id, seat FROM seats WHERE player_id = ? ORDER BY rubber_id", [player_id]
        ):
            ledger.append(self._conn, rid, _chain.player_entry(seat, old, new, merge=merge, at=at))

    # -- changes -----------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[Change], None]) -> None:
        """Call ``listener(change)`` after every change this store commits (and with an
        ``external`` change when another process was found to have written)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Change], None]) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def listeners(self) -> tuple[Callable[[Change], None], ...]:
        return tuple(self._listeners)

    def _notify(self, change: Change) -> None:
        for listener in tuple(self._listeners):
            listener(change)

    def changed_elsewhere(self) -> bool:
        """Whether another connection (another window, ``scorepad import``…) has committed to
        the file since this was last asked. ``PRAGMA data_version`` reads no disk."""
        (version,) = self._conn.execute("PRAGMA data_version").fetchone()
        seen, self._data_version = self._data_version, version
        return seen is not None and version != seen

    def check_elsewhere(self) -> bool:
        """Tell the listeners (an ``external`` change) if another process has written; True
        if it had. The change names the rubbers and drives written (``named``) when that can
        be told cheaply (:mod:`scorepad.store.elsewhere`), and names nothing otherwise."""
        if self._conn.in_transaction or not self.changed_elsewhere():
            if self._look is None and not self._conn.in_transaction:
                self._look = self._take_look()
            return False
        self._notify(self._external_change())
        return True

    def _take_look(self) -> elsewhere.Look | None:
        with self._read():
            try:
                return elsewhere.look(self._conn)
            except sqlite3.Error:  # an old or foreign file: changes name nothing
                return None

    def _external_change(self) -> Change:
        before = self._look
        if before is None:
            self._look = self._take_look()
            return Change("external")
        with self._read():
            try:
                self._look, found = elsewhere.since(self._conn, before)
            except sqlite3.Error:
                self._look, found = None, None
        if found is None:
            return Change("external")
        return Change(
            "external",
            rubber_ids=found.rubber_ids,
            drive_ids=found.drive_ids,
            player_ids=found.player_ids,
            named=True,
        )

    def run(self, command: Command) -> Change:
        """Run one change to the history in one transaction and tell the listeners.

        A command whose target changed since it was made raises :class:`StaleError` and
        writes nothing; a refused record raises :class:`RecordError`. Before writing, a change
        committed by another process is announced first, so the views reload.
        """
        self.check_elsewhere()
        with self._write():
            change = command.apply(self)
            self._pending.append(change)
        return change

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
        with self._write():
            return changed_rubber(self.run(ReplaceDeal(self._deal_at(rubber_id, index).id, deal)))

    def delete_deal(self, rubber_id: int, index: int) -> Rubber:
        with self._write():
            return changed_rubber(self.run(DeleteDeal(self._deal_at(rubber_id, index).id)))

    def insert_deal(self, rubber_id: int, index: int, deal: Mapping[str, Any]) -> Rubber:
        """Put a deal back at ``index`` (0..len): the undo of a delete."""
        return changed_rubber(self.run(InsertDeal(rubber_id, index, deal)))

    def set_abandoned(self, rubber_id: int) -> None:
        """Mark an unfinished rubber abandoned (it settles as it stands). A finished one stays."""
        self.run(AbandonRubber(rubber_id))

    def rubber_state(self, rubber_id: int) -> Change:
        """The rubber as it stands, as a change of kind ``load``: its record, its sheet, its
        version and its deals' identities (what a view holds to make commands)."""
        with self._read():
            rubber = self._load(rubber_id)
            return Change(
                "load",
                rubber_id,
                rubber,
                _rules.score(rubber),
                self._version(rubber_id),
                deals=self._deal_refs(rubber_id),
                state=self._header(rubber_id)["state"],
            )

    # -- internals: changes ------------------------------------------------------------------
    def _version(self, rubber_id: int) -> int:
        row = self._one("SELECT version FROM rubbers WHERE id = ?", [rubber_id])
        if row is None:
            raise input_error("rubber", f"there is no rubber {rubber_id}")
        return int(row[0])

    def _expect_version(self, rubber_id: int, expect: int | None) -> int:
        version = self._version(rubber_id)
        if expect is not None and version != expect:
            raise StaleError(
                "the rubber was changed in another window or program since it was shown; "
                "nothing was changed. It now shows the rubber as it stands"
            )
        return version

    def _deal_row(self, deal_id: int) -> sqlite3.Row:
        row = self._one(
            "SELECT id, rubber_id, idx, version, record FROM deals WHERE id = ?", [deal_id]
        )
        if row is None:
            raise StaleError(
                "that hand was deleted in another window or program; nothing was changed"
            )
        return row  # type: ignore[no-any-return]

    def _deal_at(self, rubber_id: int, index: int) -> DealRef:
        refs = self._deal_refs(rubber_id)
        self._header(rubber_id)
        if not 0 <= index < len(refs):
            raise input_error(
                "deal", f"there is no deal {index + 1} in a rubber of {len(refs)} deals"
            )
        return refs[index]

    def _deal_refs(self, rubber_id: int) -> tuple[DealRef, ...]:
        return tuple(
            DealRef(r[0], r[1])
            for r in self._all(
                "SELECT id, version FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
            )
        )

    def _shift(self, rubber_id: int, start: int, step: int) -> None:
        """Move the deals at ``start`` and after by ``step`` places (through negative
        positions, so that the unique (rubber, position) index never sees two at once)."""
        self._conn.execute(
            "UPDATE deals SET idx = -1 - idx WHERE rubber_id = ? AND idx >= ?", [rubber_id, start]
        )
        self._conn.execute(
            "UPDATE deals SET idx = -1 - idx + ? WHERE rubber_id = ? AND idx < 0",
            [step, rubber_id],
        )

    def _audit(
        self,
        rubber_id: int,
        index: int,
        action: str,
        old: Mapping[str, Any] | None,
        new: Mapping[str, Any] | None,
    ) -> None:
        self._conn.execute(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                rubber_id,
                index,
                action,
                None if old is None else compact_json(old),
                None if new is None else compact_json(new),
                now_iso(),
            ],
        )

    def _changed(
        self,
        kind: ChangeKind,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        deal_ids: tuple[int, ...],
        *,
        resume: bool = False,
        index: int | None = None,
        old_deal: Mapping[str, Any] | None = None,
        deal_version: int | None = None,
    ) -> Change:
        """Bring the cache up to date from ``sheet`` (the one scoring of the change), count
        the rubber's version up, append the change to the rubber's chain, and say what
        changed."""
        before = self._header(rubber_id)["state"]
        state = self._update_cache(rubber_id, rubber, sheet, resume=resume)
        if kind in ("record", "replace", "insert", "delete") and index is not None:
            ledger.append(
                self._conn,
                rubber_id,
                _chain.deal_entry(
                    kind,
                    index,
                    old=old_deal,
                    new=None if kind == "delete" else rubber.deals[index],
                    state=None if state == before else (before, state),
                    at=now_iso(),
                ),
            )
        (version,) = self._all(
            "UPDATE rubbers SET version = version + 1 WHERE id = ? RETURNING version", [rubber_id]
        )[0]
        deals = self._deal_refs(rubber_id)
        if deal_version is None and deal_ids:
            deal_version = next((d.version for d in deals if d.id == deal_ids[0]), None)
        return Change(
            kind,
            rubber_id,
            rubber,
            sheet,
            version,
            deal_ids,
            deals,
            state,
            index=index,
            old_deal=old_deal,
            deal_version=deal_version,
        )

    def _set_state(self, rubber_id: int, expect: int | None, old: State, new: State) -> Change:
        self._expect_version(rubber_id, expect)
        kind: ChangeKind = "abandon" if new == "abandoned" else "reopen"
        state = self._header(rubber_id)["state"]
        if state == old:
            self._conn.execute("UPDATE rubbers SET state = ? WHERE id = ?", [new, rubber_id])
            ledger.append(self._conn, rubber_id, _chain.state_entry(kind, old, new, at=now_iso()))
            self._conn.execute(
                "UPDATE results SET settled = ? WHERE rubber_id = ?",
                [int(new != "in_play"), rubber_id],
            )
            (version,) = self._all(
                "UPDATE rubbers SET version = version + 1 WHERE id = ? RETURNING version",
                [rubber_id],
            )[0]
            state = new
        else:
            version = self._version(rubber_id)
        return Change(kind, rubber_id, version=version, state=state)

    def load_rubber(self, rubber_id: int) -> Rubber:
        with self._read():
            return self._load(rubber_id)

    def rubber_info(self, rubber_id: int) -> RubberInfo:
        with self._read():
            return self._info(rubber_id)

    def rubbers_in_play(self) -> list[RubberInfo]:
        with self._read():
            ids = [
                r[0]
                for r in self._all("SELECT id FROM rubbers WHERE state = 'in_play' ORDER BY id")
            ]
            return self._infos(ids)

    def rubbers(self, played_on: str | None = None) -> list[RubberInfo]:
        """Every rubber (or those of one date), oldest first."""
        with self._read():
            if played_on is None:
                ids = [r[0] for r in self._all("SELECT id FROM rubbers ORDER BY id")]
            else:
                ids = [
                    r[0]
                    for r in self._all(
                        "SELECT id FROM rubbers WHERE played_on = ? ORDER BY id", [played_on]
                    )
                ]
            return self._infos(ids)

    def audit(self, rubber_id: int) -> list[AuditEntry]:
        rows = self._all(
            "SELECT rubber_id, idx, action, old, new, at FROM audit "
            "WHERE rubber_id = ? ORDER BY id",
            [rubber_id],
        )
        return [
            AuditEntry(
                r[0],
                r[1],
                r[2],
                None if r[3] is None else json.loads(r[3]),
                None if r[4] is None else json.loads(r[4]),
                r[5],
            )
            for r in rows
        ]

    # -- internals: rubbers ------------------------------------------------------------------
    _score = staticmethod(checked_score)

    def _insert_rubber(
        self,
        rubber: Rubber,
        sheet: Sheet,
        *,
        state: State | None,
        started_at: str | None,
        finished_at: str | None,
        uid: str | None = None,
        chain: ledger.Stored | None = None,
        verified: bool = True,
    ) -> int:
        """Insert a rubber, its seats, deals and cached result, and its chain: ``chain`` (an
        imported one, already verified) or one that starts from the rubber as it stands."""
        cur = self._conn.execute(
            "INSERT INTO rubbers (game, code, house_rules, played_on, table_label, stake, "
            "first_dealer, state, started_at, finished_at, uid, verified) VALUES (?, ?, ?, ?, "
            "?, ?, ?, 'in_play', ?, ?, ?, ?)",
            [
                rubber.game,
                rubber.code,
                compact_json(dict(rubber.house_rules)) if rubber.house_rules else None,
                rubber.played_on,
                rubber.table,
                compact_json(rubber.stake.to_json()) if rubber.stake else None,
                rubber.first_dealer.value if rubber.first_dealer else None,
                started_at,
                finished_at,
                uid or ledger.new_uid(),
                int(verified),
            ],
        )
        rid = cur.lastrowid
        assert rid is not None
        self._write_seats_and_deals(rid, rubber)
        self._update_cache(rid, rubber, sheet, resume=False, state=state, finished_at=finished_at)
        if chain is None:
            ledger.genesis(self._conn, rid, now_iso())
        else:
            ledger.store_chain(self._conn, rid, chain.entries, chain.hashes)
        return rid

    def _write_seats_and_deals(self, rid: int, rubber: Rubber) -> None:
        for seat in SEATS:
            name = rubber.players.get(seat)
            if name is not None:
                pid = self._player_id(name, create=True, field=f"players.{seat.value}")
                self._conn.execute(
                    "INSERT INTO seats (rubber_id, seat, player_id) VALUES (?, ?, ?)",
                    [rid, seat.value, pid],
                )
        self._conn.executemany(
            "INSERT INTO deals (rubber_id, idx, record, version) VALUES (?, ?, ?, 1)",
            [(rid, i, compact_json(d)) for i, d in enumerate(rubber.deals)],
        )

    def _update_cache(
        self,
        rubber_id: int,
        rubber: Rubber,
        sheet: Sheet,
        *,
        resume: bool,
        state: State | None = None,
        finished_at: str | None = None,
    ) -> State:
        """Recompute the rubber's cached result and its players' rows from the sheet; returns
        the rubber's state."""
        # Lazy: opening a history skips the money's module (scorepad.settlement), ~2 ms
        from scorepad.settlement import seat_money

        row = self._one("SELECT state, finished_at FROM rubbers WHERE id = ?", [rubber_id])
        old_state, old_finished = row[0], row[1]
        if state is None:
            if sheet.complete:
                state = "finished"
            elif old_state == "abandoned" and not resume:
                state = "abandoned"
            else:
                state = "in_play"
        if state == "finished":
            finished_at = finished_at or (old_finished if old_state == "finished" else now_iso())
        else:
            finished_at = None
        net = sheet.net
        money = seat_money(rubber, net)
        self._conn.execute(
            "UPDATE rubbers SET state = ?, finished_at = ?, deal_count = ?, complete = ?, "
            "total_ns = ?, total_ew = ?, net_ns = ?, winner = ?, money_ns = ? WHERE id = ?",
            [
                state,
                finished_at,
                len(rubber.deals),
                int(sheet.complete),
                sheet.totals[Side.NS],
                sheet.totals[Side.EW],
                net[Side.NS],
                sheet.winner.value if sheet.winner else None,
                None if money is None else money[Seat.N],
                rubber_id,
            ],
        )
        self._conn.execute("DELETE FROM results WHERE rubber_id = ?", [rubber_id])
        seats = {
            Seat(s): pid
            for s, pid in self._all(
                "SELECT seat, player_id FROM seats WHERE rubber_id = ?", [rubber_id]
            )
        }
        settled = int(state != "in_play")
        rows = []
        for seat, pid in seats.items():
            side = seat.side
            if sheet.winner is not None:
                outcome = 1 if sheet.winner is side else -1
            else:
                outcome = (net[side] > 0) - (net[side] < 0)
            opps = [seats.get(s) for s in side.other.seats]
            rows.append(
                (
                    rubber_id,
                    seat.value,
                    pid,
                    seats.get(seat.partner),
                    opps[0],
                    opps[1],
                    rubber.game,
                    rubber.played_on,
                    settled,
                    outcome,
                    net[side],
                    None if money is None else money[seat],
                )
            )
        self._conn.executemany(
            "INSERT INTO results (rubber_id, seat, player_id, partner_id, opp1_id, opp2_id, "
            "game, played_on, settled, outcome, net, money) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        return state

    def _header(self, rubber_id: int) -> Any:
        row = self._one(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at, deal_count, complete, total_ns, total_ew, net_ns, "
            "winner, money_ns, version FROM rubbers WHERE id = ?",
            [rubber_id],
        )
        if row is None:
            raise input_error("rubber", f"there is no rubber {rubber_id}")
        return row

    def _seat_names(self, rubber_ids: Sequence[int]) -> dict[int, dict[Seat, str]]:
        out: dict[int, dict[Seat, str]] = {rid: {} for rid in rubber_ids}
        for chunk in chunks(list(rubber_ids), 500):
            marks = ",".join("?" * len(chunk))
            for rid, seat, name in self._all(
                f"SELECT s.rubber_id, s.seat, p.name FROM seats s JOIN players p "
                f"ON p.id = s.player_id WHERE s.rubber_id IN ({marks}) "
                f"ORDER BY s.rubber_id, instr('NESW', s.seat)",
                chunk,
            ):
                out[rid][Seat(seat)] = name
        return out

    def _load(self, rubber_id: int, *, with_deals: bool = True) -> Rubber:
        h = self._header(rubber_id)
        players = self._seat_names([rubber_id])[rubber_id]
        deals: list[Any] = []
        if with_deals:
            texts = self._all(
                "SELECT CAST(record AS BLOB) FROM deals WHERE rubber_id = ? ORDER BY idx",
                [rubber_id],
            )
            readable, damaged = _parse_deals([r[0] for r in texts])
            if damaged is not None:
                raise DamagedRubberError(rubber_id, damaged, readable)
            deals = readable
        return rubber_of(h, players, deals)

    def damaged_rubbers(self) -> list[int]:
        """The rubbers with a stored deal record that cannot be read (quarantined: they are
        listed, read-only, and everything else works)."""
        bad: list[int] = []
        for rid, text in self._all(
            "SELECT rubber_id, CAST(record AS BLOB) FROM deals ORDER BY rubber_id, idx"
        ):
            if (not bad or bad[-1] != rid) and _parse_deals([text])[1] is not None:
                bad.append(rid)
        return bad

    def readable_deals(self, rubber_id: int) -> list[dict[str, Any]]:
        """What can be read of a rubber's deals: those before the first damaged one."""
        texts = self._all(
            "SELECT CAST(record AS BLOB) FROM deals WHERE rubber_id = ? ORDER BY idx", [rubber_id]
        )
        return _parse_deals([r[0] for r in texts])[0]

    def _info(self, rubber_id: int) -> RubberInfo:
        h = self._header(rubber_id)
        return info_of(h, self._seat_names([rubber_id])[rubber_id])

    def _infos(self, ids: Sequence[int]) -> list[RubberInfo]:
        names = self._seat_names(ids)
        return [info_of(self._header(i), names[i]) for i in ids]

    # -- queries -----------------------------------------------------------------------------
    def player_history(
        self, name: str, date_from: str | None = None, date_to: str | None = None
    ) -> list[HistoryRow]:
        """Every rubber the player sat in (oldest first), optionally within dates (inclusive)."""
        with self._read():
            pid = self._player_id(name, create=False)
            sql = (
                "SELECT r.rubber_id, r.played_on, b.table_label, r.game, r.seat, "
                "pp.name, o1.name, o2.name, b.state, r.outcome, r.net, r.money "
                "FROM results r JOIN rubbers b ON b.id = r.rubber_id "
                "LEFT JOIN players pp ON pp.id = r.partner_id "
                "LEFT JOIN players o1 ON o1.id = r.opp1_id "
                "LEFT JOIN players o2 ON o2.id = r.opp2_id WHERE r.player_id = ?"
            )
            params: list[Any] = [pid]
            if date_from:
                sql += " AND r.played_on >= ?"
                params.append(date_from)
            if date_to:
                sql += " AND r.played_on <= ?"
                params.append(date_to)
            sql += " ORDER BY r.played_on, r.rubber_id"
            out = []
            for (
                rid,
                day,
                table,
                game,
                seat,
                partner,
                o1,
                o2,
                state,
                outcome,
                net,
                money,
            ) in self._all(sql, params):
                result: Outcome = (
                    "in play"
                    if state == "in_play"
                    else "won"
                    if outcome > 0
                    else "lost"
                    if outcome < 0
                    else "drawn"
                )
                out.append(
                    HistoryRow(
                        rid,
                        day,
                        table,
                        game,
                        Seat(seat),
                        partner,
                        tuple(n for n in (o1, o2) if n),
                        state,
                        result,
                        net,
                        money,
                    )
                )
            return out

    def stats(self, player: str | None = None) -> list[StatRow]:
        """Per player and game over settled rubbers: rubbers, won, lost, drawn, net, money.

        One indexed aggregate over the cached per-player results (``results_player`` covers it).
        """
        # Lazy: opening a history skips the money's module (scorepad.settlement), ~2 ms
        from scorepad.settlement import MONEY_PLACES

        sql = (
            "SELECT p.name, r.game, count(*), sum(r.outcome > 0), sum(r.outcome < 0), "
            "sum(r.outcome = 0), sum(r.net), total(r.money) FROM results r "
            "JOIN players p ON p.id = r.player_id WHERE r.settled = 1"
        )
        params: list[Any] = []
        if player is not None:
            if not isinstance(player, str) or not player.strip():
                raise input_error("player", "expected a name")
            sql += " AND r.player_id = (SELECT id FROM players WHERE name_key = ?)"
            params.append(name_key(player))
        sql += " GROUP BY r.player_id, r.game ORDER BY p.name_key, r.game"
        rows = self._all(sql, params)
        if not rows and player is not None:
            self._player_id(player, create=False)  # no such player: say so
        return [
            StatRow(n, g, c, w, lo, d, net, round(m, MONEY_PLACES))
            for n, g, c, w, lo, d, net, m in rows
        ]

    def partnerships(self, name: str) -> list[PairRow]:
        """The player's record with each partner (settled rubbers), most rubbers first."""
        # Lazy: opening a history skips the money's module (scorepad.settlement), ~2 ms
        from scorepad.settlement import MONEY_PLACES

        with self._read():
            pid = self._player_id(name, create=False)
            me = self._player(pid).name
            rows = self._all(
                "SELECT p.name, count(*), sum(r.outcome > 0), sum(r.outcome < 0), sum(r.net), "
                "total(r.money) FROM results r JOIN players p ON p.id = r.partner_id "
                "WHERE r.player_id = ? AND r.settled = 1 GROUP BY r.partner_id "
                "ORDER BY count(*) DESC, p.name_key",
                [pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def head_to_head(self, name: str) -> list[PairRow]:
        """The player's record against each opponent (settled rubbers), most rubbers first."""
        # Lazy: opening a history skips the money's module (scorepad.settlement), ~2 ms
        from scorepad.settlement import MONEY_PLACES

        with self._read():
            pid = self._player_id(name, create=False)
            me = self._player(pid).name
            rows = self._all(
                "SELECT p.name, count(*), sum(x.outcome > 0), sum(x.outcome < 0), sum(x.net), "
                "total(x.money) FROM (SELECT opp1_id AS opp, outcome, net, money FROM results "
                "WHERE player_id = ? AND settled = 1 UNION ALL SELECT opp2_id, outcome, net, "
                "money FROM results WHERE player_id = ? AND settled = 1) x "
                "JOIN players p ON p.id = x.opp GROUP BY x.opp ORDER BY count(*) DESC, "
                "p.name_key",
                [pid, pid],
            )
            return [
                PairRow(me, n, c, w, lo, net, round(m, MONEY_PLACES))
                for n, c, w, lo, net, m in rows
            ]

    def evening(self, date: str) -> Evening:
        """Every table's rubbers on ``date``, each player's balance, and who pays whom."""
        # Lazy: opening a history skips the money's module (scorepad.settlement), ~2 ms
        from scorepad.settlement import MONEY_PLACES, transfers

        try:
            dt.date.fromisoformat(date)
        except (TypeError, ValueError):
            raise input_error("date", f'{date!r} is not a date such as "2026-11-29"') from None
        with self._read():
            infos = self.rubbers(date)
            rows = self._all(
                "SELECT p.name, count(*), sum(r.net), total(r.money) FROM rubbers b "
                "JOIN results r ON r.rubber_id = b.id JOIN players p ON p.id = r.player_id "
                "WHERE b.played_on = ? AND b.deal_count > 0 "  # an empty rubber never counts
                "GROUP BY r.player_id ORDER BY total(r.money) DESC, sum(r.net) DESC, p.name_key",
                [date],
            )
        tables: dict[str | None, list[RubberInfo]] = {}
        for info in infos:
            tables.setdefault(info.table, []).append(info)
        balances = tuple(Balance(n, c, net, round(m, MONEY_PLACES)) for n, c, net, m in rows)
        return Evening(
            date=date,
            tables=tuple(
                EveningTable(t, tuple(rs))
                for t, rs in sorted(tables.items(), key=lambda kv: table_sort(kv[0]))
            ),
            balances=balances,
            transfers=tuple(transfers({b.player: b.money for b in balances})),
            in_play=sum(1 for i in infos if i.state == "in_play" and i.deals),
        )

    # -- the evening: moves and empty rubbers (issue 12) --------------------------------------
    def _move_player(self, move: MovePlayer) -> Change:
        try:
            dt.date.fromisoformat(move.played_on)
        except (TypeError, ValueError):
            raise input_error("date", f"{move.played_on!r} is not a date") from None
        pid = self._player_id(move.player, create=True, field="player")
        displaced = None if move.displaced is None else self._player_id(move.displaced, create=True)
        seating = {
            table: {
                Seat(seat).value: self._player_id(name, create=True) for seat, name in seats.items()
            }
            for table, seats in move.seating.items()
        }
        (last,) = self._all("SELECT max(id) FROM rubbers")[0]
        self._conn.execute(
            "INSERT INTO evening_moves (played_on, player_id, from_table, from_seat, to_table, "
            "to_seat, displaced_id, seating, last_rubber_id, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            [
                move.played_on,
                pid,
                move.from_table,
                move.from_seat,
                move.to_table,
                Seat(move.to_seat).value,
                displaced,
                compact_json(seating),
                last,
                now_iso(),
            ],
        )
        ids = tuple(i for i in (pid, displaced) if i is not None)
        return Change("move", player_ids=ids)

    def evening_seating(self, date: str) -> dict[str, dict[Seat, str]]:
        """The seating for the next rubber at each table of the evening of ``date``, as the
        players' moves left it: only where no rubber was started since the table's last move
        (a rubber started since is seated as it was started)."""
        with self._read():
            rows = self._all(
                "SELECT seating, last_rubber_id FROM evening_moves WHERE played_on = ? ORDER BY id",
                [date],
            )
            latest = dict(
                self._all(
                    "SELECT table_label, max(id) FROM rubbers WHERE played_on = ? "
                    "GROUP BY table_label",
                    [date],
                )
            )
            names = dict(self._all("SELECT id, name FROM players"))
        out: dict[str, dict[Seat, str]] = {}
        for seating, last in rows:
            for table, seats in json.loads(seating).items():
                if latest.get(table) is not None and (last or 0) < latest[table]:
                    continue
                out[table] = {Seat(seat): names[pid] for seat, pid in seats.items() if pid in names}
        return out

    def _discard_empty(self, rubber_id: int) -> Change:
        h = self._header(rubber_id)
        deals = self._one("SELECT count(*) FROM deals WHERE rubber_id = ?", [rubber_id])[0]
        if deals:
            raise input_error(
                "rubber",
                f"the rubber has {deals} hand{'s' if deals != 1 else ''} recorded; only a rubber "
                "with no hands can be discarded",
            )
        self._conn.execute("DELETE FROM rubbers WHERE id = ?", [rubber_id])
        return Change("discard", rubber_id, state=h["state"])

    def discard_if_empty(self, rubber_id: int) -> bool:
        """Discard the rubber if no hand was recorded in it; True if it was."""
        with self._read():
            row = self._one(
                "SELECT (SELECT count(*) FROM deals d WHERE d.rubber_id = r.id) FROM rubbers r "
                "WHERE r.id = ?",
                [rubber_id],
            )
        if row is None or row[0]:
            return False
        self.run(DiscardEmptyRubber(rubber_id))
        return True

    def table_place(self, rubber_id: int) -> tuple[int, int]:
        """The rubber's number among the rubbers of its date at its table, and how many there
        are: (2, 3) for the second of three. (1, 1) for a rubber with no table or date."""
        with self._read():
            h = self._header(rubber_id)
            if h["table_label"] is None or h["played_on"] is None:
                return 1, 1
            n, of = self._one(
                "SELECT sum(id <= ?), count(*) FROM rubbers WHERE played_on = ? "
                "AND table_label = ?",
                [rubber_id, h["played_on"], h["table_label"]],
            )
        return int(n), int(of)

    def entry_live(self) -> bool:
        """Whether a table entry (an evening's or a drive's) is still live in the history, not
        stopped: the window's start offers to resume it. One indexed read
        (``entry_sessions_live``), so that a start with none skips the table entry's modules.
        False once the store is closed (there is no window on it left to offer it in)."""
        if self._closed:
            return False
        sql = "SELECT EXISTS (SELECT 1 FROM entry_sessions WHERE stopped_at IS NULL)"
        with self._read():
            return bool(self._one(sql)[0])

    # -- the history browser (issue 12) --------------------------------------------------------
    def browse(
        self,
        filter: BrowseFilter | None = None,
        after: BrowseKey | None = None,
        limit: int = 200,
    ) -> list[RubberInfo]:
        """Up to ``limit`` rubbers matching ``filter``, newest first, after the rubber whose
        :func:`~scorepad.store.browse.key_of` is ``after`` (keyset pagination)."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import BrowseFilter, page_sql

        with self._read():
            sql, params = page_sql(filter or BrowseFilter(), after, limit, self._all)
            rows = self._all(sql, params)
            names = self._seat_names([r["id"] for r in rows])
        return [info_of(r, names[r["id"]]) for r in rows]

    def warm_browse(self) -> None:
        """Read the browser's search rows once (:func:`scorepad.store.browse.warm`)."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import warm as browse_warm

        with self._read():
            browse_warm(self._all)

    def browse_count(self, filter: BrowseFilter | None = None) -> int:
        """How many rubbers match ``filter``."""
        # Lazy: the history browser's queries, with the browser (scorepad.store.browse), ~2 ms
        from scorepad.store.browse import BrowseFilter, count_sql

        with self._read():
            sql, params = count_sql(filter or BrowseFilter(), self._all)
            return int(self._one(sql, params)[0])

    # -- import and export -------------------------------------------------------------------
    def import_records(self, obj: object) -> list[int]:
        """Import a rubber record, a list of them, or an export file: all or nothing.

        Every record is scored first; one that cannot be is reported (``record N: deal D:
        field: message``) and nothing at all is written. Players are matched by name or created.
        """
        return list(self.run(ImportRecords(obj)).rubber_ids)

    def _import(self, obj: object) -> Change:
        """All or nothing: a rubber whose id is new is added; one already here with the same
        chain is left as it is (nothing doubled); one whose chain extends the one here is
        brought up to date (the rubber carried on on another machine); one whose chain
        diverges from the one here is refused, saying where."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import diverges, parse_import, with_plain_drives

        obj = with_plain_drives(obj)  # a drive record as `scorepad drive` reads it
        items, players = parse_import(obj)
        # An export's damaged records (issue 31): each refused by its name, the rest imported.
        # Lazy: import only (scorepad.store.damage, jsonio, base64), ~3 ms
        from scorepad.store.damage import DAMAGED_KEY, refusals

        refused = refusals(obj.get(DAMAGED_KEY) if isinstance(obj, dict) else None)
        # Drives (issue 13) are checked before anything is written, then written first.
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
        from scorepad import drive_store

        drives = drive_store.parse_drives(obj.get("drives") if isinstance(obj, dict) else None)
        drove = drive_store.import_drives(self, drives)
        for p in players:
            pid = self._player_id(p["name"], create=True)
            old = self._player(pid)
            self._conn.execute(
                "UPDATE players SET membership = ?, notes = ? WHERE id = ?",
                [old.membership or p.get("membership"), old.notes or p.get("notes"), pid],
            )
        added: list[int] = []
        updated: list[int] = []
        unchanged: list[int] = []
        problems: list[Problem] = []
        for item in items:
            row = self._one("SELECT id FROM rubbers WHERE uid = ?", [item.uid])
            if row is None:
                rid = self._insert_rubber(
                    item.rubber,
                    item.sheet,
                    state=item.state,
                    started_at=item.started_at,
                    finished_at=item.finished_at,
                    uid=item.uid,
                    chain=item.chain,
                    verified=item.verified,
                )
                self._keep_audit(rid, item)
                added.append(rid)
            else:
                rid = int(row[0])
                here = ledger.stored(self._conn, rid)
                theirs = item.chain.hashes if item.chain is not None else here.hashes
                if theirs == here.hashes or here.hashes[: len(theirs)] == theirs:
                    unchanged.append(rid)  # the same rubber, or an older copy of it
                    continue
                if theirs[: len(here.hashes)] != here.hashes:
                    problems.append(Problem(None, "", diverges(item.name, here, item.chain)))
                    continue
                self._update_rubber(rid, item, after=len(here.hashes) - 1)
                updated.append(rid)
            problems.extend(self._match_names(rid, item))
        if problems:
            raise InvalidEntryError(problems)
        return Change(
            "import",
            rubber_ids=tuple(added + updated),
            updated_ids=tuple(updated),
            unchanged_ids=tuple(unchanged),
            drive_ids=drove.added + drove.updated,
            updated_drive_ids=drove.updated,
            unchanged_drive_ids=drove.unchanged,
            refused=tuple(refused),
        )

    def _keep_audit(self, rid: int, item: ImportItem) -> None:
        """The legacy audit rows (``audit`` in the store): the item's own edits, or the
        corrections its chain records."""
        rows = list(item.audit)
        if item.chain is not None:
            rows += [
                e
                for e in item.chain.entries
                if e.get("action") in ("replace", "delete", "insert")
                and isinstance(e.get("index"), int)
            ]
        self._conn.executemany(
            "INSERT INTO audit (rubber_id, idx, action, old, new, at) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (
                    rid,
                    a["index"],
                    a["action"],
                    None if a.get("old") is None else compact_json(a["old"]),
                    None if a.get("new") is None else compact_json(a["new"]),
                    a.get("at") if isinstance(a.get("at"), str) else now_iso(),
                )
                for a in rows
            ],
        )

    def _update_rubber(self, rid: int, item: ImportItem, *, after: int) -> None:
        """Bring a rubber up to date from an import whose chain extends the one here."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import ImportItem

        rubber, chain = item.rubber, item.chain
        assert chain is not None
        self._conn.execute(
            "UPDATE rubbers SET game = ?, code = ?, house_rules = ?, played_on = ?, "
            "table_label = ?, stake = ?, first_dealer = ?, started_at = ?, version = version + 1 "
            "WHERE id = ?",
            [
                rubber.game,
                rubber.code,
                compact_json(dict(rubber.house_rules)) if rubber.house_rules else None,
                rubber.played_on,
                rubber.table,
                compact_json(rubber.stake.to_json()) if rubber.stake else None,
                rubber.first_dealer.value if rubber.first_dealer else None,
                item.started_at,
                rid,
            ],
        )
        self._conn.execute("DELETE FROM seats WHERE rubber_id = ?", [rid])
        self._conn.execute("DELETE FROM deals WHERE rubber_id = ?", [rid])
        self._write_seats_and_deals(rid, rubber)
        self._update_cache(
            rid, rubber, item.sheet, resume=False, state=item.state, finished_at=item.finished_at
        )
        ledger.store_chain(self._conn, rid, chain.entries, chain.hashes, after=after)
        new = ImportItem(
            rubber, item.sheet, chain=ledger.Stored(chain.entries[after:], chain.hashes[after:])
        )
        self._keep_audit(rid, new)

    def _match_names(self, rid: int, item: ImportItem) -> list[Problem]:
        """A player already in the history under another spelling (``ann`` for ``Ann``) keeps
        the history's: a rename entry in the chain says so. Then the rubber as kept must match
        its chain, or the import is refused."""
        if item.chain is None:
            return []
        record, _state = ledger.record_json(self._conn, rid)
        theirs = item.rubber.players
        at = now_iso()
        for seat, name in sorted(record.get("players", {}).items()):
            old = theirs.get(Seat(seat))
            if old is not None and old != name:
                ledger.append(self._conn, rid, _chain.player_entry(seat, old, name, at=at))
        return [
            Problem(None, "", f"{item.name} cannot be kept as its chain says: {p}")
            for p in ledger.check(self._conn, rid)[:1]
        ]

    def export_json(self, damaged: list[Damage] | None = None) -> dict[str, Any]:
        """The whole history as ``scorepad-export/2``; importing it into an empty database and
        exporting again gives the same JSON. A rubber or drive that does not read whole is
        left out of ``rubbers`` and ``drives`` and written as a damaged record under
        ``damaged`` (:mod:`scorepad.store.damage`); each is added to ``damaged`` too."""
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.damage import DAMAGED_KEY, holding_backups
        from scorepad.store.transfer import EXPORT_FORMAT

        found: list[Damage] = []
        with self._read():
            rubbers = []
            for item, texts, damage in self._export_rubbers():
                if damage is not None:
                    found.append(damage)
                else:
                    rubbers.append(record_with_deals(item, texts))
            out: dict[str, Any] = {
                "format": EXPORT_FORMAT,
                "players": self._export_players(),
                "rubbers": rubbers,
            }
            # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
            from scorepad import drive_store

            drives = drive_store.export_drives(self, found)  # only when there are some
            if drives:
                out["drives"] = drives
            if found:
                if self.path is not None:
                    holding_backups(self.path, found)  # named in each damaged record
                out[DAMAGED_KEY] = [d.to_json() for d in found]
        if damaged is not None:
            damaged.extend(found)
        return out

    def write_json(self, out: IO[str], damaged: list[Damage] | None = None) -> int:
        """Stream :meth:`export_json` as JSON text, one rubber per line, holding one rubber in
        memory at a time (``json.loads`` of the text equals ``export_json()``). Returns the
        number of rubbers written; the damaged ones (written as damaged records, one a line)
        are added to ``damaged``."""
        # Lazy: export only (scorepad.store.transfer, secrets), ~5 ms
        import secrets

        from scorepad.store.damage import DAMAGED_KEY, holding_backups
        from scorepad.store.transfer import EXPORT_FORMAT

        n = 0
        found: list[Damage] = []
        with self._read():
            out.write('{"format": ' + json.dumps(EXPORT_FORMAT) + ',\n "players": [')
            for i, p in enumerate(self._export_players()):
                out.write(("," if i else "") + "\n  " + json.dumps(p, ensure_ascii=False))
            out.write('\n ],\n "rubbers": [')
            sentinel = f"deals-{secrets.token_hex(16)}"
            quoted = json.dumps(sentinel)
            for item, texts, damage in self._export_rubbers():
                if damage is not None:
                    found.append(damage)
                    continue
                # The stored deal texts are spliced in as they are: no parsing, no copying.
                item["record"]["deals"] = sentinel
                text = json.dumps(item, ensure_ascii=False)
                out.write(("," if n else "") + "\n  ")
                out.write(text.replace(quoted, "[" + ",".join(texts) + "]", 1))
                n += 1
            out.write("\n ]")
            # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
            from scorepad import drive_store

            drive_store.write_drives(self, out, found)  # `,\n "drives": [...]` if there are
            if found and self.path is not None:
                holding_backups(self.path, found)  # named in each damaged record
            for i, d in enumerate(found):
                out.write(",\n  " if i else f',\n "{DAMAGED_KEY}": [\n  ')
                out.write(json.dumps(d.to_json(), ensure_ascii=False))
            if found:
                out.write("\n ]")
            out.write("\n}")
        if damaged is not None:
            damaged.extend(found)
        return n

    def _export_players(self) -> list[dict[str, Any]]:
        out = []
        for _pid, name, membership, notes in self._all(
            "SELECT id, name, membership, notes FROM players ORDER BY id"
        ):
            p: dict[str, Any] = {"name": name}
            if membership is not None:
                p["membership"] = membership
            if notes is not None:
                p["notes"] = notes
            out.append(p)
        return out

    def _export_rubbers(
        self,
    ) -> Iterator[tuple[dict[str, Any], list[str], Damage | None]]:
        """Each rubber's export item (its record without deals) and its deals' stored texts;
        or, for a rubber that does not read whole (a deal that is not JSON, a record or state
        that does not match its chain), its :class:`~scorepad.store.damage.Damage`."""
        # Lazy: export only (scorepad.store.damage, jsonio, base64), ~3 ms
        from scorepad.store.damage import Damage, matches_chain, quick_deal, read_deal

        names: dict[int, str] = dict(self._all("SELECT id, name FROM players"))
        seats: dict[int, dict[Seat, str]] = {}
        for rid, seat, pid in self._conn.execute("SELECT rubber_id, seat, player_id FROM seats"):
            seats.setdefault(rid, {})[Seat(seat)] = names.get(pid, f"player {pid}")
        unverified = {r[0] for r in self._conn.execute("SELECT id FROM rubbers WHERE verified = 0")}
        broken: dict[int, str] = {}
        chain_rows = _Merged(
            self._conn.cursor().execute(
                "SELECT rubber_id, seq, CAST(entry AS BLOB), hash FROM chain "
                "ORDER BY rubber_id, seq"
            )
        )
        audits: dict[int, list[dict[str, Any]]] = {}
        for rid, idx, action, old, new, at in self._conn.execute(
            "SELECT rubber_id, idx, action, old, new, at FROM audit ORDER BY id"
        ):
            if rid not in unverified:
                continue  # the chain holds them
            a: dict[str, Any] = {"index": idx, "action": action}
            try:
                if old is not None:
                    a["old"] = json.loads(old)
                if new is not None:
                    a["new"] = json.loads(new)
            except (TypeError, ValueError):
                broken.setdefault(rid, f"its audit entry of deal {idx + 1} cannot be read")
                continue
            a["at"] = at
            audits.setdefault(rid, []).append(a)
        headers = self._conn.execute(
            "SELECT id, game, code, house_rules, played_on, table_label, stake, first_dealer, "
            "state, started_at, finished_at, uid FROM rubbers ORDER BY id"
        )
        deal_rows = self._conn.cursor().execute(
            "SELECT rubber_id, CAST(record AS BLOB) FROM deals ORDER BY rubber_id, idx"
        )
        pending = deal_rows.fetchone()
        for h in headers:
            rid = h["id"]
            raw: list[bytes] = []
            while pending is not None and pending[0] < rid:
                pending = deal_rows.fetchone()
            while pending is not None and pending[0] == rid:
                raw.append(pending[1])
                pending = deal_rows.fetchone()
            players = seats.get(rid, {})
            damage = Damage(
                "rubber",
                rid,
                h["uid"],
                played_on=h["played_on"],
                table=h["table_label"],
                game=h["game"],
                state=h["state"],
                players={s.value: n for s, n in sorted(players.items(), key=_seat_order)},
                raw=list(raw),
            )
            deals: list[dict[str, Any]] = []
            for k, blob in enumerate(raw, 1):
                deal = quick_deal(blob)
                if deal is None:
                    deal, why = read_deal(blob)
                    if why is not None:
                        damage.problems.append((k, why))
                if deal is not None:
                    deals.append(deal)
            if rid in broken:
                damage.problems.append((None, broken[rid]))
            chain = _readable_chain(chain_rows.take(rid), damage)
            try:
                record = rubber_of(h, players, ()).to_json()
            except (RecordError, ValueError, KeyError, TypeError) as e:
                damage.problems.append((None, f"its header cannot be read: {e}"))
            if not damage.problems and not chain.hashes:
                damage.problems.append((None, "it has no chain"))
            state = str(h["state"])
            if not damage.problems and not matches_chain(
                record, state, deals, chain.entries, chain.hashes
            ):
                # Not plainly its chain (corrections, renames, or a change): checked in full,
                # as import will check it.
                for p in _chain.verify_rubber(
                    {**record, "deals": deals}, state, chain.entries, chain.hashes
                )[:1]:
                    text = f"{p.field}: {p.message}" if p.field else p.message
                    damage.problems.append((p.deal, f"does not match its chain: {text}"))
            if damage.problems:
                yield {}, [], damage
                continue
            item: dict[str, Any] = {"id": h["uid"], "record": record, "state": h["state"]}
            for key in ("started_at", "finished_at"):
                if h[key] is not None:
                    item[key] = h[key]
            item["audit"] = chain.entries
            item["chain"] = chain.hashes
            if rid in unverified:
                item["verified"] = False
                # The corrections from before the chain (those it holds are in "audit").
                held = {_chain.digest(_edit_of(e)) for e in chain.entries}
                edits = [a for a in audits.get(rid, []) if _chain.digest(a) not in held]
                if edits:
                    item["edits"] = edits
            yield item, [b.decode("utf-8") for b in raw], None

    def export_csv(self, out_dir: Path, damaged: list[Damage] | None = None) -> list[Path]:
        """``players.csv``, ``rubbers.csv`` and ``deals.csv`` (one row per deal) in ``out_dir``,
        the drives' ``drives.csv``, ``drive_standings.csv`` and ``drive_lines.csv``
        (:mod:`scorepad.store.drive_csv`), and ``damaged.csv``: one row for each rubber or
        drive that does not read whole, left out of the others (as the JSON export's damaged
        records, :mod:`scorepad.store.damage`; each is added to ``damaged`` too).

        All or nothing (written beside them first, moved into place at the end). Text cells a
        spreadsheet would run as a formula get a leading apostrophe
        (:func:`scorepad.csvsafe.safe_csv_cell`).
        """
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.damage import CSV_COLUMNS, csv_row, holding_backups
        from scorepad.store.transfer import (
            DEAL_COLUMNS,
            RUBBER_COLUMNS,
            rubber_csv_row,
            write_csv_set,
        )

        out_dir = Path(out_dir)
        with self._read():
            found = [d for _item, _texts, d in self._export_rubbers() if d is not None]
            bad = {d.row_id for d in found}
            players = self._all("SELECT id, name, membership, notes FROM players ORDER BY id")
            infos = [i for i in self.rubbers() if i.id not in bad]
            drive_files = self._drive_csv_files(found)
            if found and self.path is not None:
                holding_backups(self.path, found)  # named in damaged.csv
            paths = write_csv_set(
                out_dir,
                [
                    ("players.csv", ["id", "name", "membership", "notes"], players),
                    ("rubbers.csv", RUBBER_COLUMNS, [rubber_csv_row(i) for i in infos]),
                    ("deals.csv", DEAL_COLUMNS, self._deal_csv_rows(infos)),
                    *drive_files,
                    ("damaged.csv", CSV_COLUMNS, [csv_row(d) for d in found]),
                ],
            )
        if damaged is not None:
            damaged.extend(found)
        return paths

    def _drive_csv_files(self, damaged: list[Damage]) -> list[tuple[str, list[str], Any]]:
        """The drives' CSV files, of the drives that read whole; the others go to
        ``damaged``."""
        # Lazy: opening a history skips the drives' code (scorepad.drives ~40-120 ms)
        from scorepad import drive_store
        from scorepad.store.drive_csv import drive_csv_files

        whole = {item["id"] for item in drive_store.export_drives(self, damaged)}
        drives = []
        for did, uid in self._all("SELECT id, uid FROM drives ORDER BY id"):
            if uid not in whole:
                continue
            info = drive_store.drive_info(self, did)
            change = drive_store.load_drive(self, did)
            drives.append((info, change.record.to_json(), change.sheet))
        return drive_csv_files(drives)

    def _deal_csv_rows(self, infos: Sequence[RubberInfo]) -> Iterator[list[Any]]:
        # Lazy: import and export, when asked for (scorepad.store.transfer, csv), ~5 ms
        from scorepad.store.transfer import DEAL_KEYS, deal_cell

        for info in infos:
            rubber = self._load(info.id)
            try:
                sheet: Sheet | None = _rules.score(rubber)
            except RecordError:
                sheet = None
            for i, deal in enumerate(rubber.deals):
                line = sheet.deals[i] if sheet is not None else None
                sums = {
                    s: sum(e.points for e in line.entries if e.side is s) if line else ""
                    for s in SIDES
                }
                yield [
                    info.id,
                    info.played_on,
                    info.table,
                    info.game,
                    i + 1,
                    *(deal_cell(deal, key) for key in DEAL_KEYS),
                    sums[Side.NS],
                    sums[Side.EW],
                    line.summary if line else "",
                    compact_json(dict(deal)),
                ]


def _seat_order(pair: tuple[Seat, str]) -> int:
    return SEATS.index(pair[0])


class _Merged:
    """Rows of a cursor ordered by rubber id, taken one rubber at a time as the rubbers are
    walked in order (a merge: one pass, one rubber's rows in memory)."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self.cursor = cursor
        self.pending = cursor.fetchone()

    def take(self, rid: int) -> list[Any]:
        out = []
        while self.pending is not None and self.pending[0] < rid:
            self.pending = self.cursor.fetchone()
        while self.pending is not None and self.pending[0] == rid:
            out.append(self.pending)
            self.pending = self.cursor.fetchone()
        return out


def _readable_chain(rows: Sequence[Any], damage: Damage) -> ledger.Stored:
    """One rubber's chain from its rows (``rubber_id, seq, entry, hash``), as
    :func:`ledger.all_stored` reads it; a link that cannot be read is a problem of ``damage``."""
    out = ledger.Stored([], [])
    for _rid, seq, entry, h in rows:
        if h is None:
            damage.problems.append((None, f"link {seq} of its chain has no hash"))
            continue
        out.hashes.append(str(h))
        if seq:
            try:
                out.entries.append(json.loads(entry))
            except (TypeError, ValueError):
                damage.problems.append((None, f"entry {seq} of its chain cannot be read"))
    return out


def _edit_of(entry: Mapping[str, Any]) -> dict[str, Any]:
    """A chain entry as the legacy audit table keeps it (index, action, old, new, at)."""
    return {k: entry[k] for k in ("index", "action", "old", "new", "at") if k in entry}


__all__ = ["Store"]
